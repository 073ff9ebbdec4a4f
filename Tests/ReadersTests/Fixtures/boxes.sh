#!/bin/sh
# A jsonl reader returning boxes out of order: two lines, the second slightly skewed.
echo '{"text": "12.30", "box": [300, 52, 80, 30], "confidence": 91}'
echo '{"text": "TOTAL", "box": [10, 50, 100, 30], "confidence": 95.5}'
echo '{"text": "YOU", "box": [120, 101, 60, 28]}'
echo '{"text": "THANK", "box": [[10, 98], [110, 98], [110, 128], [10, 128]], "confidence": 80}'

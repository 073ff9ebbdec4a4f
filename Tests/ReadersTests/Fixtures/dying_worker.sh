#!/bin/sh
# A worker that answers its first request, then dies on the second.
echo '{"ready": true}'
read request || exit 0
echo '{"items": [{"text": "FIRST ANSWER", "box": [0, 0, 100, 20], "confidence": 99}]}'
read request || exit 0
echo "dying_worker: giving up after one answer" >&2
exit 7

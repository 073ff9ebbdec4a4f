#!/bin/sh
# A reader that fails: it exits 1 after a message on stderr.
echo "fake-ocr: the model exploded" >&2
echo "second line of the complaint" >&2
exit 1

#!/bin/sh
# A worker that answers each request with the image path it was sent, as the text read.
echo '{"ready": true}'
while read request; do
  image=$(printf '%s\n' "$request" | sed 's/.*"image" *: *"\([^"]*\)".*/\1/')
  printf '{"items": [{"text": "%s", "box": [0, 0, 100, 20], "confidence": 99}]}\n' "$image"
done

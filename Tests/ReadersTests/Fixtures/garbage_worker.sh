#!/bin/sh
# A worker whose answers are not JSON.
echo '{"ready": true}'
while read request; do echo "this is not json"; done

#!/bin/sh
# A worker that starts, then never answers.
echo '{"ready": true}'
read request
sleep 60

#!/bin/sh
# A reader that writes about 8 MB to stderr before and while printing its text, then exits with $1 (default 0).
# An undrained stderr pipe would block it after 64 KB and the read would hang until the timeout.
echo "flood: starting" >&2
i=0
while [ $i -lt 64 ]; do
  head -c 131072 /dev/zero | tr '\0' 'n' >&2
  i=$((i + 1))
done
echo "TOTAL 12.30"
echo "THANK YOU"
exit "${1:-0}"

#!/bin/sh
# A reader that hangs past any timeout, with a grandchild, so the whole process group must be killed.
sleep 60 &
[ -n "$PIDFILE" ] && echo $! > "$PIDFILE"
wait
echo "too late"

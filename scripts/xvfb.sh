# A virtual display for the scripts that start the game in a window (check-a11y, idle-cpu, screens): sourced, it
# gives `start_xvfb WIDTHxHEIGHT`, which starts Xvfb on a display number of its own choosing (`-displayfd`: no
# number another server holds), waits until the server says it accepts connections (it writes the number only
# then), and exports DISPLAY and XVFB_PID; a server that dies or does not answer within a minute is said plainly.
# shellcheck shell=bash

start_xvfb() {
  local size="${1:-1280x800}" ready
  ready="$(mktemp)"
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$ready" >/dev/null 2>"$ready.log" &
  XVFB_PID=$!
  # Tenths of a second: a busy machine (both cores building) may take a while to start the server.
  for _ in $(seq 600); do
    if [ -s "$ready" ] && grep -q '^[0-9][0-9]*$' "$ready"; then
      DISPLAY=":$(head -n 1 "$ready")"
      export DISPLAY XVFB_PID
      rm -f "$ready" "$ready.log"
      return 0
    fi
    if ! kill -0 "$XVFB_PID" 2>/dev/null; then
      echo "xvfb.sh: Xvfb stopped before it accepted connections:" >&2
      cat "$ready.log" >&2
      rm -f "$ready" "$ready.log"
      return 1
    fi
    sleep 0.1
  done
  echo "xvfb.sh: Xvfb did not accept connections within 60 s" >&2
  kill "$XVFB_PID" 2>/dev/null || true
  rm -f "$ready" "$ready.log"
  return 1
}

# Stops the display `start_xvfb` started (for traps; harmless when none was started), and forgets it: a program
# started later must not find a DISPLAY that is gone (headless Chromium then had no WebGL).
stop_xvfb() {
  [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
  unset DISPLAY XVFB_PID
}

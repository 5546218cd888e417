#!/bin/sh
# Starts the printer's Chromium ($PRINTER_CHROMIUM) at the lowest CPU priority. Set here, before
# Chromium starts, every process and thread it ever starts inherits it (Linux's priority is per
# thread: setting it on the browser's process later would miss the renderers' threads).
#
# Chromium sets some of its threads' priorities by their role (back to 0, or up to -8); only a
# process that may raise priorities succeeds, so as root that capability is dropped first.
if [ "$(id -u)" = 0 ] && setpriv --bounding-set -sys_nice true 2>/dev/null; then
  exec setpriv --bounding-set -sys_nice --inh-caps -sys_nice nice -n 19 "${PRINTER_CHROMIUM:?}" "$@"
fi
exec nice -n 19 "${PRINTER_CHROMIUM:?}" "$@"

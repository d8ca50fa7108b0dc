#!/bin/sh
# Puts Wendellhead in your desktop's menu (the freedesktop.org menu KDE, GNOME, Xfce and others read), pointing at
# the game in this folder; `./menu-entry.sh --remove` takes it out again. Nothing outside your home is touched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = --remove ]; then
  rm -f "$apps/wendellhead.desktop" "$icons/wendellhead.png"
  echo "Wendellhead is no longer in the menu."
  exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/wendellhead.png" "$icons/wendellhead.png"
# The menu's entry starts this copy of the game, by its full path (quoted: a folder's name may have spaces).
sed -e "s|^Exec=.*|Exec=\"$here/wendellhead\"|" -e "s|^Icon=.*|Icon=$icons/wendellhead.png|" \
  "$here/wendellhead.desktop" >"$apps/wendellhead.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$apps" 2>/dev/null || true
echo "Wendellhead is in the menu (Games). Move this folder and run ./menu-entry.sh again."

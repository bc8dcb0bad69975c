#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (Playwright cannot download its own browsers here)
# and prints its version. Installs it with apt-get when missing (through sudo when not root).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ ! -x "$CHROMIUM" ]]; then
  echo "[fondant] $CHROMIUM not found; installing Debian's chromium package"
  if [[ "$(id -u)" -eq 0 ]]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo -n)
  else
    echo "[fondant] not root and sudo is unavailable: install the chromium package, then run this again" >&2
    exit 1
  fi
  "${as_root[@]}" apt-get update
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

# Debian's wrapper script can print shell warnings on stderr; the version is on stdout.
version="$("$CHROMIUM" --version 2>/dev/null)"
echo "[fondant] browser: $version ($CHROMIUM)"

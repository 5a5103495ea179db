#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian/Ubuntu machine: Chromium for the
# end-to-end specs (Playwright cannot download its own browser here) and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "Chromium not found at $chromium_path: installing Debian's chromium package."
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
"$chromium_path" --version

# .npmrc tells onnxruntime-node's install script not to download (the app runs models on
# onnxruntime-web in the browser), so this is the same `npm ci` as the start command's.
npm ci

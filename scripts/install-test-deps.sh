#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian/Ubuntu machine: Chromium for the
# end-to-end specs (Playwright cannot download its own browser here), Redis for the
# scaled-out sync server's tests (they start their own redis-server on loopback; the
# package's service is not used), and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
missing=()
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "Chromium not found at $chromium_path: installing Debian's chromium package."
  missing+=(chromium)
fi
if ! command -v redis-server >/dev/null; then
  echo "redis-server not found: installing Debian's redis-server package."
  missing+=(redis-server)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
"$chromium_path" --version
redis-server --version

# .npmrc tells onnxruntime-node's install script not to download (the app runs models on
# onnxruntime-web in the browser), so this is the same `npm ci` as the start command's.
npm ci

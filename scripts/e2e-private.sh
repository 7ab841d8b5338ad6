#!/usr/bin/env bash
# Builds the web app and the server into a private folder and runs Playwright against that build
# on a port of its own, so that several people working in one tree do not break each other's runs
# (a rebuild under a running server breaks its lazy chunks).
#   scripts/e2e-private.sh NAME PORT [playwright arguments...]
#   e.g. scripts/e2e-private.sh certs 4201 e2e/certificates.spec.ts
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"
port="$2"
shift 2
dir="$PWD/node_modules/.cache/e2e-$name"
rm -rf "$dir"
mkdir -p "$dir"
(
  cd apps/web
  npx vite build --outDir "$dir/web/client" --emptyOutDir --logLevel warn
  npx vite build --ssr src/entry-server.tsx --outDir "$dir/web/server" --emptyOutDir --logLevel warn
)
(cd apps/server && SERVER_OUTFILE="$dir/server/main.js" node build.mjs)
WEB_DIST="$dir/web" E2E_SERVER_ENTRY="$dir/server/main.js" E2E_PORT="$port" \
  E2E_OUTPUT_DIR="$dir/test-results" E2E_REPORT="$dir/playwright.json" \
  npx playwright test "$@"

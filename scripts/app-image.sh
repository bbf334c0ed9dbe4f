#!/bin/sh
# The app's production install, exactly as the Dockerfile's `app` target makes it (it runs this
# script), and as tests/process/production-install.test.ts makes it without Docker: the built
# app, its static files and translations, and the production dependencies of the app and the
# contract package only. No mock server, Prisma, faker, socket.io server, tsx, tests or bench.
#   scripts/app-image.sh <checkout, built> <destination>
set -eu
src=$1
dest=$2
mkdir -p "$dest/packages/contract"
cp "$src/package.json" "$src/package-lock.json" "$dest/"
cp "$src/packages/contract/package.json" "$dest/packages/contract/"
# optional packages are polyfills for older runtimes (web-encoding's), and TypeScript, which
# Remix names as an optional peer: none runs on the server
cd "$dest"
npm ci --omit=dev --omit=optional --include-workspace-root \
  --workspace=@member-wallet/contract --ignore-scripts --prefer-offline --no-audit --no-fund
cd - >/dev/null
cp -R "$src/build" "$src/public" "$src/server" "$src/locales" "$src/brands" "$dest/"
cp "$src/server.js" "$dest/"

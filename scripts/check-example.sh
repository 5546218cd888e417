#!/usr/bin/env bash
# Builds the examples the way a university would: against the packed engine (npm pack), installed
# from the tarball into a copy of each example outside the workspace, with their other
# dependencies from the registry. examples/embed-vite: lints its definitions with the packed CLI,
# type-checks it (tsc, no casts) and builds it (vite build). examples/quick-start (a fresh
# `npm create vite` app): lints it with the template's oxlint, type-checks and builds it as its
# `npm run build` does (tsc -b, vite build). Then runs their end-to-end specs in Chromium.
#
#   scripts/check-example.sh             builds the engine first
#   scripts/check-example.sh --no-build  uses the engine's dist as it is (CI: npm test built it)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/examples/embed-vite"
quick="$root/examples/quick-start"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

if [[ "${1:-}" != "--no-build" ]]; then
  step "build the engine"
  npm run build -w @admissions/form-engine --silent
fi

step "pack the engine"
(cd "$root" && npm pack -w @admissions/form-engine --pack-destination "$work" --silent >/dev/null)
tarball="$(ls "$work"/*.tgz)"

step "copy the examples outside the workspace"
mkdir "$work/app" "$work/quick-start"
tar -C "$example" --exclude=node_modules --exclude=dist -cf - . | tar -C "$work/app" -xf -
tar -C "$quick" --exclude=node_modules --exclude=dist -cf - . | tar -C "$work/quick-start" -xf -

step "install the tarball and each example's dependencies (both at once)"
install() { (cd "$1" && npm install --no-audit --no-fund --loglevel=error "$tarball"); }
install "$work/app" &
app_install=$!
install "$work/quick-start"
wait "$app_install"
# What a university's app sees is the packed package, not the workspace's sources.
test ! -L "$work/app/node_modules/@admissions/form-engine"
test ! -L "$work/quick-start/node_modules/@admissions/form-engine"

cd "$work/app"
step "lint both definitions with the packed CLI"
npm run --silent lint:form
step "type-check (tsc --noEmit)"
npx tsc --noEmit
step "build (vite build)"
rm -rf "$example/dist"
npx vite build --logLevel warn --outDir "$example/dist" --emptyOutDir

cd "$work/quick-start"
step "quick start: lint (the template's oxlint), type-check (tsc -b)"
npm run --silent lint
npx tsc -b
step "quick start: build (vite build)"
rm -rf "$quick/dist"
npx vite build --logLevel warn --outDir "$quick/dist" --emptyOutDir

step "end-to-end specs in Chromium"
cd "$root"
EXAMPLE_DIST="$example/dist" QUICK_START_DIST="$quick/dist" QUICK_START_APP="$work/quick-start" \
  npx vitest run --config scripts/example-e2e/vitest.config.ts
step "done"

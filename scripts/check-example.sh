#!/usr/bin/env bash
# Builds examples/embed-vite the way a university would: against the packed engine (npm pack),
# installed from the tarball into a copy of the example outside the workspace, with its other
# dependencies from the registry. Then lints its definitions with the packed CLI, type-checks it
# (tsc, no casts), builds it (vite build) and runs its end-to-end spec in Chromium.
#
#   scripts/check-example.sh             builds the engine first
#   scripts/check-example.sh --no-build  uses the engine's dist as it is (CI: npm test built it)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/examples/embed-vite"
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

step "copy the example outside the workspace"
mkdir "$work/app"
tar -C "$example" --exclude=node_modules --exclude=dist -cf - . | tar -C "$work/app" -xf -

step "install the tarball and the example's dependencies"
(cd "$work/app" && npm install --no-audit --no-fund --loglevel=error "$tarball")
# What a university's app sees is the packed package, not the workspace's sources.
test ! -L "$work/app/node_modules/@admissions/form-engine"

cd "$work/app"
step "lint both definitions with the packed CLI"
npm run --silent lint:form
step "type-check (tsc --noEmit)"
npx tsc --noEmit
step "build (vite build)"
rm -rf "$example/dist"
npx vite build --logLevel warn --outDir "$example/dist" --emptyOutDir

step "end-to-end spec in Chromium"
cd "$root"
EXAMPLE_DIST="$example/dist" npx vitest run --config scripts/example-e2e/vitest.config.ts
step "done"

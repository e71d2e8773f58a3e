#!/usr/bin/env bash
# `npm test`: builds the site once, then runs every Vitest test (both engines) and every
# Playwright spec against that one build, printing each phase's time.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/testing/phase.sh
phase "build" npm run build
phase "vitest" npx vitest run
phase "playwright" npx playwright test

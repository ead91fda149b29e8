#!/usr/bin/env bash
# Copies in the source (issue #37): runs of 6 or more lines that stand twice, by jscpd, tests,
# stories, mocks and samples aside (.jscpd.json). Prints one figure line; never fails on the count
# (it is a figure to watch, like the bench's): the target is ≤ 400 alike and ≤ 20 exact.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
roots=(packages apps tools bench scripts)
pnpm exec jscpd -c .jscpd.json -o "$out/exact" "${roots[@]}" >/dev/null 2>&1
pnpm exec jscpd -c .jscpd.json --ignore-identifiers=consistent --ignore-literals -o "$out/alike" "${roots[@]}" >/dev/null 2>&1
count() { node -e "console.log(require('$1/jscpd-report.json').statistics.total.clones)"; }
echo "copies: $(count "$out/exact") exact, $(count "$out/alike") alike but for names and values (jscpd, source, ≥ 6 lines; target ≤ 20 exact, ≤ 400 alike)"

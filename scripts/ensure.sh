#!/usr/bin/env bash
# Installs what the mall needs on a machine that has only Node 20 and npm (notes/toolchain.md).
#   ensure.sh pnpm      pnpm 12 (through npm; corepack does not work here)
#   ensure.sh browser   Debian's chromium and fonts-noto-cjk (Chinese renders as boxes without it)
#   ensure.sh postgres  Debian's PostgreSQL server, for the API tests on a real server
#   ensure.sh nginx     Debian's nginx, the reverse proxy of the cluster tests (two API instances behind it)
#   ensure.sh deps      the workspace's packages (frozen lockfile)
# Each step does nothing when what it installs is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "ensure: need root (or sudo) to run: $*" >&2; exit 1; fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_pnpm() {
  if command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  echo "ensure: installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" --silent >/dev/null 2>&1 || as_root npm install -g "pnpm@$PNPM_VERSION" --silent
}

ensure_browser() {
  local missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "ensure: installing ${missing[*]} from Debian"
    apt_install "${missing[@]}"
  fi
}

ensure_postgres() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then return; fi
  echo "ensure: installing PostgreSQL from Debian"
  apt_install postgresql
}

ensure_nginx() {
  if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then return; fi
  echo "ensure: installing nginx from Debian"
  apt_install nginx-light
}

ensure_deps() {
  ensure_pnpm
  if [ -f node_modules/.modules.yaml ] && [ node_modules/.modules.yaml -nt pnpm-lock.yaml ] && [ -z "${CI:-}" ]; then return; fi
  echo "ensure: installing the workspace's packages"
  pnpm install --frozen-lockfile --reporter=silent
}

for step in "$@"; do
  case "$step" in
    pnpm) ensure_pnpm ;;
    browser) ensure_browser ;;
    postgres) ensure_postgres ;;
    nginx) ensure_nginx ;;
    deps) ensure_deps ;;
    *) echo "ensure: unknown step $step" >&2; exit 2 ;;
  esac
done

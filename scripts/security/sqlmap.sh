#!/usr/bin/env bash
# Points Debian's sqlmap at the public search and the login of a freshly seeded server on loopback
# (docs/security.md records what it found). Needs `apt-get install sqlmap` and a build (`npm run build`).
# Usage: bash scripts/security/sqlmap.sh [port]
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${1:-3390}"
BASE="http://127.0.0.1:${PORT}"
WORK="$(mktemp -d)"
HEADERS=$'X-App-Id: medivenus-web\nX-App-Key: medivenus-web-public-key\nAccept-Language: en'

# The login limits would answer sqlmap's hundreds of attempts with 429 and hide the endpoint from it.
PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" NODE_ENV=development SEED=demo PAYMENT_PROVIDER=sandbox \
  LOG_LEVEL=warn VIDEO_WORKER=off \
  RATE_LIMITS='login.ip=0/60,login.account=0/60' node dist/server/main.js >"$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 1 60); do curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break; sleep 1; done

run() {
  local name="$1"
  shift
  echo "== sqlmap: ${name}"
  sqlmap --batch --disable-coloring --level=3 --risk=2 --dbms=PostgreSQL --threads=2 \
    --headers="$HEADERS" --output-dir="$WORK/sqlmap" "$@" 2>&1 |
    grep -E 'injectable|is vulnerable|all tested parameters|CRITICAL|HTTP error codes|^[0-9]{3} \(' || true
}

run 'GET /api/Contents/search' -u "$BASE/api/Contents/search?schtext=filler&page=1"
# A wrong password is a 401, which sqlmap would otherwise take as "stop here".
run 'POST /api/account/login' -u "$BASE/api/account/login" --ignore-code=401 \
  --data '{"email":"member@example.com","password":"member1234!","keepLogin":false}' \
  --headers="$HEADERS"$'\nContent-Type: application/json'

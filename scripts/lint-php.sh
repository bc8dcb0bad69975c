#!/usr/bin/env bash
# `npm run lint:php`: php -l on every PHP file under wordpress/. Skips (exit 0) when no php is installed, as in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v php >/dev/null 2>&1; then
  echo "[fondant] lint:php skipped: no php on this machine (install php-cli to check wordpress/*.php)"
  exit 0
fi
status=0
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  php -l "$file" >/dev/null || status=1
done < <(find wordpress -name '*.php' -print0)
echo "[fondant] php -l: $count files, $([ $status -eq 0 ] && echo 'no syntax errors' || echo 'errors above')"
exit $status

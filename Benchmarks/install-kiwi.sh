#!/usr/bin/env bash
# Installs the peer that trellis-bench measures against: PyPI `kiwisolver==1.5.1`, the C++ kiwi solver behind a
# thin Python binding. Idempotent: prints nothing and does nothing when that version is already importable.
# Usage: Benchmarks/install-kiwi.sh        (PYTHON=/path/to/python3 to pick another interpreter)
set -euo pipefail

PYTHON="${PYTHON:-python3}"
WANT="1.5.1"

installed() {
    "$PYTHON" -c "import sys, kiwisolver; sys.exit(0 if kiwisolver.__version__ == '$WANT' else 1)" 2>/dev/null
}

if installed; then
    exit 0
fi

PIP_ROOT_USER_ACTION=ignore "$PYTHON" -m pip install --quiet --disable-pip-version-check "kiwisolver==$WANT"

if ! installed; then
    echo "install-kiwi.sh: kiwisolver $WANT is still not importable by $PYTHON" >&2
    exit 1
fi
echo "installed kiwisolver $WANT for $("$PYTHON" -c 'import sys; print(sys.executable)')"

#!/usr/bin/env bash
# The whole test suite from a fresh machine: system packages, a virtualenv, the linters,
# the type checker and pytest (SWI-Prolog differential tests included).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swipl >/dev/null || ! command -v dot >/dev/null \
        || ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null \
        || ! dpkg -s gprolog-doc swi-prolog-doc swi-prolog-test >/dev/null 2>&1; then
    # chromium and its driver: the service's web page is tested in a headless browser;
    # the -doc and -test packages hold the published programs of tests/corpus/
    apt-get update -qq && apt-get install -y -qq swi-prolog-nox graphviz chromium \
        chromium-driver gprolog-doc swi-prolog-doc swi-prolog-test >/dev/null
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
# pyproject.toml and setup.py say what is installed: install again only when they change
stamp=$(cat pyproject.toml setup.py | sha256sum | cut -c1-16)
if [ "$(cat .venv/.installed 2>/dev/null)" != "$stamp" ]; then
    # uncompiled here: the next line compiles, once, and later only what changed
    LOGIC_MINIMAX_PURE=1 .venv/bin/pip install -q -e '.[test,serve,notebook]'
    echo "$stamp" > .venv/.installed
fi
# the engine compiled with Cython as an install compiles it (setup.py), in place
.venv/bin/python setup.py -q build_ext --inplace > .venv/build.log 2>&1 || {
    cat .venv/build.log; exit 1; }
.venv/bin/ruff check logic_minimax tests benchmarks setup.py
.venv/bin/mypy
.venv/bin/python -m pytest "$@"

"""Installing as a student does: the README's Quick start, as written, in a fresh virtual
environment from a clean copy of the project (no checkout, no editable install); the
command, the toplevel and the bundled examples come with it, the service does not."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from tests.helpers.build import compiled_modules
from tests.helpers.paths import README, ROOT

QUICK_START = re.search(r"## Quick start\n.*?```sh\n(.*?)```", README.read_text(), re.DOTALL)


def test_every_package_is_installed() -> None:
    """The package list is explicit (the examples' package lives in facts/): it names
    every package of the source, and only those."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    source = {".".join(path.parent.relative_to(ROOT).parts)
              for path in (ROOT / "logic_minimax").rglob("__init__.py")}
    assert set(config["packages"]) == source | {"logic_minimax.examples"}
    assert config["package-dir"] == {"logic_minimax.examples": "facts"}
    assert config["package-data"]["logic_minimax.examples"] == ["*.pl", "*.ipynb"]


def test_the_compiled_modules_are_one_list_of_engine_modules_their_pxd_files_need() -> None:
    """Every module of setup.py's list is one of prolog/ (not an ``__init__``); a module
    with a ``.pxd`` is compiled, and so is every module whose types a ``.pxd`` cimports
    (a compiled module imports them as extension types)."""
    engine = ROOT / "logic_minimax" / "prolog"
    listed = compiled_modules()
    assert len(set(listed)) == len(listed)
    for name in listed:
        assert (engine / f"{name}.py").is_file() and not name.endswith("__init__"), name
    for pxd in engine.rglob("*.pxd"):
        module = pxd.relative_to(engine).with_suffix("").as_posix()
        assert module in listed, f"{module} has a .pxd but is not compiled"
        for cimported in re.findall(r"from logic_minimax\.prolog\.([\w.]+) cimport",
                                    pxd.read_text()):
            assert cimported.replace(".", "/") in listed, f"{module} cimports {cimported}"


def clean_copy(target: Path) -> Path:
    """What a clone holds for installing: the project files, none of the build's,
    caches' or virtual environment's."""
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "build", "dist", "*.so",
                                    "*.c")
    target.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, target / name)
    for name in ("logic_minimax", "facts"):
        shutil.copytree(ROOT / name, target / name, ignore=ignore)
    return target


@pytest.mark.slow
def test_the_quick_start_as_written_in_a_fresh_venv_from_a_clean_copy(tmp_path: Path) -> None:
    assert QUICK_START is not None
    commands = QUICK_START.group(1)
    assert len(commands.strip().splitlines()) == 3  # three commands a student types
    copy = clean_copy(tmp_path / "logic-minimax")  # a directory of that name, as a clone
    env = {key: value for key, value in os.environ.items() if key != "VIRTUAL_ENV"}
    # the tests' own environment off the PATH: python3 is the machine's
    env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep)
                                  if not (Path(p) / "logic-minimax").exists())
    done = subprocess.run(["bash", "-e", "-c", commands], cwd=copy, env=env,
                          capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "  course_bratko    A student's course file" in done.stdout
    installed = copy / ".venv" / "lib"
    assert re.search(r"\nin .*/site-packages/logic_minimax/examples;", done.stdout)
    assert done.stdout.endswith("BestPos = b,\nVal = 4,\nNodeList = [b, d, i].\n")
    script = copy / ".venv" / "bin" / "logic-minimax"
    session = subprocess.run([str(script), "repl", "course_bratko"], input="minimax(d, B, "
                             "V, P).\n", cwd=tmp_path, env=env, capture_output=True,
                             text=True, timeout=120, check=False)
    assert session.stdout == "B = i,\nV = 4,\nP = [i].\n"
    served = subprocess.run([str(script), "serve"], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert served.returncode == 2
    assert "pip install 'logic-minimax[serve]'" in served.stderr
    assert not list(installed.glob("*/site-packages/__editable__*"))
    # the engine came compiled (setup.py's list), beside its source
    engine = next(installed.glob("*/site-packages/logic_minimax/prolog"))
    assert (engine / "machine.py").exists()
    built = sorted(so.relative_to(engine).as_posix().split(".")[0]
                   for so in engine.rglob("*.so"))
    assert built == sorted(compiled_modules())

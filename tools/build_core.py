"""The build of ``handrank._core``, used by ``setup.py``; not part of the installed package.

- ``build_tables()``: the ``build_tables`` setuptools step. It runs ``tools/gen_tables.py``
  into ``csrc/generated/`` unless a stamp there says the generator's inputs and the two
  output files are exactly those of the last run (the output is deterministic, so the cached
  copy is the copy the generator would write).
- ``ffibuilder``: the cffi builder (out-of-line API mode) named by ``cffi_modules`` in
  ``setup.py``. It compiles every ``csrc/*.c`` with the generated tables; the cdef is every
  ``csrc/*.cdef`` file, so a new C module is a ``.c`` plus a ``.cdef``.

Release builds carry no debug information and are stripped; ``HANDRANK_DEBUG=1`` keeps
both, and ``HANDRANK_CFLAGS`` adds compiler flags for a local build. ``HANDRANK_TABLES_PYTHON``
names the interpreter that runs the (pure-Python, deterministic) generator, by default the
one building: PyPy's build takes CPython's tables in 5 s instead of its own ~50 s.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from cffi import FFI

ROOT = Path(__file__).resolve().parent.parent
CSRC = ROOT / "csrc"
GENERATED = CSRC / "generated"
OUTPUTS = ("hr_tables.h", "hr_tables.c")
STAMP = "tables.stamp"


def generator_inputs(root: Path = ROOT) -> list[Path]:
    """Every file the tables depend on: the generator script and its package."""
    tools = root / "tools"
    return [tools / "gen_tables.py"] + sorted((tools / "tablegen").glob("*.py"))


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _stamp(root: Path, out: Path) -> dict:
    return {"inputs": {p.relative_to(root).as_posix(): _digest(p) for p in generator_inputs(root)},
            "outputs": {name: _digest(out / name) for name in OUTPUTS if (out / name).exists()}}


def tables_current(root: Path = ROOT, out: Path | None = None) -> bool:
    """True if ``out`` holds the tables the generator's current inputs make (per the stamp)."""
    out = out or root / "csrc" / "generated"
    try:
        recorded = json.loads((out / STAMP).read_text())
    except (OSError, ValueError):
        return False
    now = _stamp(root, out)
    return recorded == now and len(now["outputs"]) == len(OUTPUTS)


def build_tables(root: Path = ROOT, force: bool = False) -> bool:
    """Generate the tables unless the cached copy is current; True if they were generated."""
    out = root / "csrc" / "generated"
    if not force and tables_current(root, out):
        print(f"tables up to date in {out} (generator inputs unchanged), not regenerated", flush=True)
        return False
    (out / STAMP).unlink(missing_ok=True)
    python = os.environ.get("HANDRANK_TABLES_PYTHON") or sys.executable
    subprocess.run([python, str(root / "tools" / "gen_tables.py"), "--out", str(out)],
                   check=True, cwd=root)
    (out / STAMP).write_text(json.dumps(_stamp(root, out), indent=1, sort_keys=True) + "\n")
    return True


def _debug() -> bool:
    return os.environ.get("HANDRANK_DEBUG", "") not in ("", "0")


def _compile_args() -> list[str]:
    if sys.platform == "win32":
        return ["/O2"]
    # a portable baseline: no -march=native; -g0 overrides the -g in Python's own CFLAGS
    release = [] if _debug() else ["-g0"]
    return ["-O3", "-std=c99", "-fno-strict-aliasing"] + release + os.environ.get("HANDRANK_CFLAGS", "").split()


def _link_args() -> list[str]:
    if _debug() or sys.platform in ("win32", "darwin"):
        return []  # MSVC release links carry no debug info; on macOS -g0 leaves none to strip
    return ["-s"]  # strip the symbol table (the dynamic symbols, PyInit__core, stay)


def _relative(path: Path) -> str:
    # setuptools wants source paths relative to the project folder
    return os.path.relpath(path, ROOT)


ffibuilder = FFI()
ffibuilder.cdef("\n".join(p.read_text() for p in sorted(CSRC.glob("*.cdef"))))
ffibuilder.set_source(
    "handrank._core",
    '#include "handrank.h"\n' + "".join(
        f'#include "{h.name}"\n' for h in sorted(CSRC.glob("*.h"))
        if h.name not in ("handrank.h", "hr_internal.h")),
    sources=[_relative(f) for f in sorted(CSRC.glob("*.c")) + [GENERATED / "hr_tables.c"]],
    include_dirs=[_relative(CSRC)],
    extra_compile_args=_compile_args(),
    extra_link_args=_link_args(),
    libraries=[] if sys.platform == "win32" else ["m"],
)

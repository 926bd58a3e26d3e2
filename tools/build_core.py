"""The build of ``handrank._core``, used by ``setup.py``; not part of the installed package.

- ``build_tables()``: the ``build_tables`` setuptools step. It runs ``tools/gen_tables.py``
  into ``csrc/generated/`` unless a stamp there says the generator's inputs and the two
  output files are exactly those of the last run (the output is deterministic, so the cached
  copy is the copy the generator would write).
- ``ffibuilder``: the cffi builder (out-of-line API mode) named by ``cffi_modules`` in
  ``setup.py``. It compiles every ``.c`` of the C core's folders (``SOURCE_DIRS``) with the
  generated tables; the cdef is every ``csrc/include/*.cdef`` file, so a new C module is a
  ``.c`` in one of those folders plus a header and its ``.cdef`` in ``csrc/include``.

The C tree: ``csrc/include`` the public headers (``hr_*.h``) and their cffi declarations,
``csrc/internal`` the headers private to the core, ``csrc/runtime`` the evaluators,
``csrc/batch`` the batch loops and kernels, ``csrc/analysis`` equity, strength and ICM,
``csrc/games`` stud, Russian poker and its solver, ``csrc/dropin`` the drop-in
replacements' calls, ``csrc/pyext`` the CPython entry point (built by ``setup.py``), and
``csrc/generated`` the tables (made by the build, not in git).

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
import sysconfig
from pathlib import Path
from typing import Callable

from cffi import FFI

ROOT = Path(__file__).resolve().parent.parent
CSRC = ROOT / "csrc"
GENERATED = CSRC / "generated"
INCLUDE = CSRC / "include"
SOURCE_DIRS = ("runtime", "batch", "analysis", "games", "dropin")
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


def start_tables(root: Path = ROOT, force: bool = False) -> Callable[[], bool]:
    """Start generating the tables unless the cached copy is current, and return the wait for
    them: it returns True if they were generated (and raises if the generator failed). The
    build compiles what does not read the tables while the generator runs."""
    out = root / "csrc" / "generated"
    if not force and tables_current(root, out):
        print(f"tables up to date in {out} (generator inputs unchanged), not regenerated", flush=True)
        return lambda: False
    (out / STAMP).unlink(missing_ok=True)
    python = os.environ.get("HANDRANK_TABLES_PYTHON") or sys.executable
    generator = subprocess.Popen([python, str(root / "tools" / "gen_tables.py"), "--out", str(out)],
                                 cwd=root)
    done: list[bool] = []

    def wait() -> bool:
        if not done:
            if generator.wait() != 0:
                raise subprocess.CalledProcessError(generator.returncode, generator.args)
            (out / STAMP).write_text(json.dumps(_stamp(root, out), indent=1, sort_keys=True) + "\n")
            done.append(True)
        return True

    return wait


def build_tables(root: Path = ROOT, force: bool = False) -> bool:
    """Generate the tables unless the cached copy is current; True if they were generated."""
    return start_tables(root, force)()


def reads_tables(source: str) -> bool:
    """True if a C source of the build includes the generated tables' header: the C core's
    files do; the CPython entry point and cffi's wrapper (public headers only) do not."""
    parts = Path(source).parts
    return len(parts) > 1 and parts[0] == "csrc" and parts[1] in SOURCE_DIRS + ("generated",)


# the units that take longest to compile, the slowest first: started first, in this order, so
# that the others fill in beside them
SLOW_UNITS = ("csrc/analysis/equity_exact.c", "csrc/batch/batch_x86.c", "csrc/analysis/equity.c",
              "csrc/analysis/equity_avx2.c", "csrc/analysis/equity_avx512.c")


def compile_order(source: str) -> int:
    """A C source's place in the build's queue: the slow units in ``SLOW_UNITS``' order, then
    the rest (in the order given)."""
    path = Path(source).as_posix()
    return SLOW_UNITS.index(path) if path in SLOW_UNITS else len(SLOW_UNITS)


def _debug() -> bool:
    return os.environ.get("HANDRANK_DEBUG", "") not in ("", "0")


def _compile_args() -> list[str]:
    if sys.platform == "win32":
        return ["/O2"]
    # a portable baseline: no -march=native; -g0 overrides the -g in Python's own CFLAGS
    release = [] if _debug() else ["-g0"]
    local = os.environ.get("HANDRANK_CFLAGS", "").split()
    return ["-O3", "-std=c99", "-fno-strict-aliasing"] + release + local


def _link_args() -> list[str]:
    if _debug() or sys.platform in ("win32", "darwin"):
        return []  # MSVC release links carry no debug info; on macOS -g0 leaves none to strip
    return ["-s"]  # strip the symbol table (the dynamic symbols, PyInit__core, stay)


def _relative(path: Path) -> str:
    # setuptools wants source paths relative to the project folder
    return os.path.relpath(path, ROOT)


def core_sources(root: Path = ROOT) -> list[Path]:
    """The C core's ``.c`` files, the generated tables last (which the build makes first)."""
    csrc = root / "csrc"
    return ([f for d in SOURCE_DIRS for f in sorted((csrc / d).glob("*.c"))]
            + [csrc / "generated" / "hr_tables.c"])


def include_dirs(root: Path = ROOT) -> list[Path]:
    """Where the C core's ``#include "..."`` files are: public, internal, generated."""
    csrc = root / "csrc"
    return [csrc / "include", csrc / "internal", csrc / "generated"]


# Free-threaded CPython has no limited API (no abi3 wheel): cffi 2 knows it; cffi 1.17, the
# last that builds for 3.13t, defines Py_LIMITED_API in the module it writes unless told not to.
# (cffi 2 also declares that the module runs without the GIL; cffi 1.17 cannot: neither its
# backend nor the modules it makes declare it, so on 3.13t importing them turns the GIL back
# on unless PYTHON_GIL=0.)
FREE_THREADED = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))

ffibuilder = FFI()
ffibuilder.cdef("\n".join(p.read_text() for p in sorted(INCLUDE.glob("*.cdef"))))
ffibuilder.set_source(
    "handrank._core",
    '#include "hr_core.h"\n' + "".join(
        f'#include "{h.name}"\n' for h in sorted(INCLUDE.glob("hr_*.h")) if h.name != "hr_core.h"),
    sources=[_relative(f) for f in core_sources()],
    include_dirs=[_relative(d) for d in include_dirs()],
    extra_compile_args=_compile_args(),
    extra_link_args=_link_args(),
    libraries=[] if sys.platform == "win32" else ["m"],
    **({"define_macros": [("_CFFI_NO_LIMITED_API", None)], "py_limited_api": False} if FREE_THREADED else {}),
)

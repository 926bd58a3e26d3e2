"""cffi build script (out-of-line API mode), run by setup.py through ``cffi_modules``.

Compiles every ``csrc/*.c`` with the generated tables into ``handrank._core``; the
cdef is every ``csrc/*.cdef`` file, so a new C module is a ``.c`` plus a ``.cdef``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from cffi import FFI

ROOT = Path(__file__).resolve().parents[2]
CSRC = ROOT / "csrc"


def _sources() -> list[str]:
    files = sorted(CSRC.glob("*.c")) + [CSRC / "generated" / "hr_tables.c"]
    return [os.path.relpath(f, ROOT) for f in files]


def _compile_args() -> list[str]:
    if sys.platform == "win32":
        return ["/O2"]
    # a portable baseline: no -march=native; HANDRANK_CFLAGS adds flags for a local build
    return ["-O3", "-std=c99", "-fno-strict-aliasing"] + os.environ.get("HANDRANK_CFLAGS", "").split()


ffibuilder = FFI()
ffibuilder.cdef("\n".join(p.read_text() for p in sorted(CSRC.glob("*.cdef"))))
ffibuilder.set_source(
    "handrank._core",
    '#include "handrank.h"\n' + "".join(
        f'#include "{h.name}"\n' for h in sorted(CSRC.glob("*.h"))
        if h.name not in ("handrank.h", "hr_internal.h")),
    sources=_sources(),
    include_dirs=[os.path.relpath(CSRC, ROOT)],
    extra_compile_args=_compile_args(),
    libraries=[] if sys.platform == "win32" else ["m"],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)

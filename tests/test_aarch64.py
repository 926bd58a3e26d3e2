"""The C core on 64-bit ARM: cross-compiled for aarch64 with the build's flags (the x86 kernels
compiled out: only the scalar kernel exists there) and its C test programs run under qemu's
user-mode emulator, when the cross compiler and qemu are installed (Debian:
``apt-get install gcc-aarch64-linux-gnu qemu-user``).

Every test program of tests/c runs but ``test_reference`` (whole decks: about nine minutes
under the emulator; the other programs run the same checks on fewer hands).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import build_core  # tools/ is on sys.path (conftest.py)
import pytest

ROOT = Path(__file__).resolve().parent.parent
TARGET = "aarch64-linux-gnu"
CC = f"{TARGET}-gcc"
SYSROOT = Path("/usr") / TARGET  # the target's C library, as Debian's cross packages install it
WHOLE_DECKS = ("test_reference",)


def _tools() -> tuple[str, str]:
    cc = shutil.which(CC)
    qemu = shutil.which("qemu-aarch64") or shutil.which("qemu-aarch64-static")
    missing = [f"{name} (Debian: apt-get install {package})" for name, package, found in (
        (CC, "gcc-aarch64-linux-gnu", cc), ("qemu-aarch64", "qemu-user", qemu)) if not found]
    if missing:
        pytest.skip("needs " + " and ".join(missing))
    assert cc and qemu
    return cc, qemu


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, **kw)


def test_the_c_tests_pass_on_aarch64(tmp_path):
    cc, qemu = _tools()
    includes = [f"-I{d}" for d in build_core.include_dirs(ROOT)] + [f"-I{ROOT / 'tests' / 'c'}"]
    flags = [*build_core._compile_args(), "-Wall", "-Wextra", "-Werror", *includes]
    build_core.build_tables(ROOT)  # the generated tables, from the cache when current
    objects = []
    for src in [*build_core.core_sources(ROOT), *sorted((ROOT / "tests" / "c").glob("ref_*.c"))]:
        obj = tmp_path / f"{src.stem}.o"
        r = _run([cc, *flags, "-c", str(src), "-o", str(obj)])
        assert r.returncode == 0 and not r.stderr, f"{CC} {src.name}:\n{r.stderr}"
        objects.append(str(obj))
    programs = sorted(p for p in (ROOT / "tests" / "c").glob("test_*.c") if p.stem not in WHOLE_DECKS)
    assert len(programs) >= 10
    for src in programs:
        exe = tmp_path / src.stem
        r = _run([cc, *flags, str(src), *objects, "-lm", "-o", str(exe)])
        assert r.returncode == 0 and not r.stderr, f"{CC} {src.name}:\n{r.stderr}"
        r = _run([qemu, "-L", str(SYSROOT), str(exe)], timeout=300)
        assert r.returncode == 0 and f"{src.stem}: ok" in r.stdout, (
            f"{src.stem} under {qemu}:\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
        if src.stem == "test_kernels":  # the dispatch finds no vector kernel on this CPU
            assert "avx2: not on this CPU" in r.stdout and "avx512: not on this CPU" in r.stdout, r.stdout
    # the x86 kernels are compiled out, not merely never chosen
    r = _run([f"{TARGET}-nm", "--defined-only", *objects])
    assert r.returncode == 0, r.stderr
    symbols = {line.split()[-1] for line in r.stdout.splitlines() if line.strip() and not line.endswith(":")}
    assert "hr_eval_batch_kernel" in symbols
    assert not {s for s in symbols if "avx" in s.lower()}, sorted(s for s in symbols if "avx" in s.lower())

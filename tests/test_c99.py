"""The C core is plain C99: it compiles with -std=c99 -pedantic -Werror under gcc and clang,
and its portable path (what MSVC compiles: no GCC builtins or attributes) builds and passes
the C test programs.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

try:
    import resource
except ImportError:  # Windows: no per-child CPU time to read
    resource = None  # type: ignore[assignment]

import build_core  # tools/ is on sys.path (conftest.py)
import pytest

ROOT = Path(__file__).resolve().parent.parent
STRICT = ["-std=c99", "-pedantic", "-Werror", "-O2"]
# CPU seconds to compile one unit of the C core at the build's flags with gcc: the build
# compiles the units side by side, as many as there are cores, so no one unit may hold up the
# rest (measured: 4.6 s at most, equity_exact.c, on the project's 2-core machine under load 9)
MAX_UNIT_CPU = 7.0
# the C tests whose code paths use the builtins' fallbacks (ctz, popcount, clz; atomics)
PORTABLE_TESTS = ("test_batch_job", "test_core", "test_low", "test_russian", "test_wild")

COMPILERS = [
    "gcc",
    pytest.param("clang", marks=pytest.mark.skipif(
        shutil.which("clang") is None, reason="clang is not installed (Debian: apt-get install clang)")),
]


INCLUDES = [f"-I{d.relative_to(ROOT)}" for d in build_core.include_dirs(ROOT)]


def _sources() -> list[Path]:
    build_core.build_tables(ROOT)           # the generated tables, from the cache when current
    return build_core.core_sources(ROOT)


def _written() -> list[Path]:
    """The C core's own .c and .h files (not the generated tables, not the CPython entry point)."""
    return [f for f in sorted((ROOT / "csrc").rglob("*.[ch]"))
            if f.parent.name not in ("generated", "pyext")]


def _portable(src: Path, tmp: Path) -> Path:
    """A file that compiles ``src`` as MSVC sees it: the system headers first (they need the
    compiler's own macros), then ``__GNUC__`` and ``__clang__`` undefined, then the source."""
    system = sorted({line.strip() for f in _written()
                     for line in f.read_text().splitlines() if line.startswith("#include <")})
    out = tmp / f"portable_{src.stem}.c"
    out.write_text("\n".join(system + ["#undef __GNUC__", "#undef __clang__", f'#include "{src}"', ""]))
    return out


def _run(cmd: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("cc", COMPILERS)
def test_the_c_core_is_strict_c99(cc, tmp_path):
    for src in _sources():
        r = _run([cc, *STRICT, *INCLUDES, "-c", str(src), "-o", str(tmp_path / (src.stem + ".o"))])
        assert r.returncode == 0 and not r.stderr, f"{cc} {src.name}:\n{r.stderr}"


def _children_cpu() -> float:
    """CPU seconds of this process's finished children (0 where the resource module is not)."""
    if resource is None:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@pytest.mark.parametrize("cc", COMPILERS)
def test_the_c_core_has_no_warnings_and_no_slow_unit_at_the_build_flags(cc, tmp_path):
    # the build's flags plus what CPython's CFLAGS add on Linux (-fwrapv -Wall); gcc's
    # -Wstringop-overflow and -Wmaybe-uninitialized only show at -O3, some only with -fwrapv
    flags = [*build_core._compile_args(), "-fwrapv", "-Wall", "-Wextra", "-Werror", "-fPIC"]
    cpu = {}
    for src in _sources():
        before = _children_cpu()
        r = _run([cc, *flags, *INCLUDES, "-c", str(src), "-o", str(tmp_path / (src.stem + ".o"))])
        cpu[src.name] = _children_cpu() - before
        assert r.returncode == 0 and not r.stderr, f"{cc} {src.name}:\n{r.stderr}"
    if cc == "gcc":
        assert not {name: round(t, 1) for name, t in cpu.items() if t > MAX_UNIT_CPU}


@pytest.mark.parametrize("cc", COMPILERS)
def test_the_portable_path_has_no_compiler_extensions(cc, tmp_path):
    # the extensions csrc writes itself (a system macro such as INFINITY may expand to a builtin)
    extensions = set(re.findall(r"__builtin_\w+|__attribute__", "".join(
        f.read_text() for f in _written())))
    assert extensions
    found = {}
    for src in _sources()[:-1]:  # not the generated tables
        for portable, unit in ((False, src), (True, _portable(src, tmp_path))):
            r = _run([cc, "-std=c99", *INCLUDES, "-E", str(unit)])
            assert r.returncode == 0, r.stderr
            code = r.stdout[r.stdout.find(f'"{src}"'):]
            found[src.name, portable] = {e for e in extensions if e in code}
    assert not {name: used for (name, portable), used in found.items() if portable and used}
    # and the portable unit does take the other branch: these use the extensions without it
    assert {"low.c", "russian.c", "high.c"} <= {name for (name, portable), used in found.items()
                                                 if not portable and used}


@pytest.mark.parametrize("cc", COMPILERS)
def test_the_portable_path_passes_the_c_tests(cc, tmp_path):
    objects = []
    for src in _sources():
        obj = tmp_path / (src.stem + ".o")
        r = _run([cc, *STRICT, *INCLUDES, "-c", str(_portable(src, tmp_path)), "-o", str(obj)])
        assert r.returncode == 0 and not r.stderr, f"{cc} {src.name}:\n{r.stderr}"
        objects.append(str(obj))
    for ref in sorted((ROOT / "tests" / "c").glob("ref_*.c")):  # the C tests' references
        obj = tmp_path / (ref.stem + ".o")
        r = _run([cc, *STRICT, *INCLUDES, "-Itests/c", "-c", str(_portable(ref, tmp_path)), "-o", str(obj)])
        assert r.returncode == 0 and not r.stderr, f"{cc} {ref.name}:\n{r.stderr}"
        objects.append(str(obj))
    for name in PORTABLE_TESTS:
        exe = tmp_path / name
        r = _run([cc, "-std=c99", "-O1", *INCLUDES, "-Itests/c", f"tests/c/{name}.c", *objects, "-lm",
                  "-o", str(exe)])
        assert r.returncode == 0, r.stderr
        r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300)
        assert r.returncode == 0 and f"{name}: ok" in r.stdout, r.stdout[-2000:] + r.stderr[-2000:]

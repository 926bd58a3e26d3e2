"""The wheel as a user gets it: one table generation per build, tagged cp39-abi3, stripped,
no build scripts or generated C inside, and it runs where no compiler is.

One ``pip wheel -v --no-deps`` of a copy of the project (without generated tables, as a
fresh clone has it), into a fresh virtual environment, serves every test here.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import shutil
import struct
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import handrank
import pytest

ROOT = Path(__file__).resolve().parent.parent

# bytes, the compressed wheel (measured: 1.33 MB on Linux x86-64, CPython 3.11: 0.85 MB the
# extension, 0.45 MB the Python package and its metadata)
WHEEL_BOUND = 1_450_000
# bytes, the stripped extension (measured: 1.90 MB on Linux x86-64, of which 1.47 MB are
# tables: the high hash's, each low scheme's (with the 27/a6 suited-low tables) and short
# deck's, each ranking's rank table spanning the high hash's 82,397 slots so that the vector
# batch kernels read it)
EXTENSION_BOUND = 2_050_000
# setup.py builds the CPython entry point on CPython (and tags the wheel cp39-abi3 where it has
# a GIL: a free-threaded CPython's wheel is tagged for that interpreter); PyPy's wheel holds
# the cffi module alone, tagged for it
WITH_ENTRY = platform.python_implementation() == "CPython"
ABI3 = WITH_ENTRY and not sysconfig.get_config_var("Py_GIL_DISABLED")

# what a fresh clone does not have: build output, generated tables, local environments
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "wheelhouse", "generated", "*.so",
                                     "*.pyd", "__pycache__", "*.egg-info", ".pytest_cache", ".hypothesis",
                                     "_build", "_core.c")


def _venv_python(env: Path) -> Path:
    return env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def _pip(env: Path, *args: str, **kw) -> subprocess.CompletedProcess:
    # pip runs under the fresh environment's interpreter, so the build sees none of this
    # environment's packages (an old setuptools, say), as on a user's machine
    return subprocess.run([sys.executable, "-m", "pip", "--python", str(_venv_python(env)), *args],
                          capture_output=True, text=True, **kw)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=_NOT_SOURCE)
    env = tmp / "env"
    if platform.python_implementation() == "PyPy":  # a venv made from a PyPy venv loses the headers
        subprocess.run([os.path.realpath(sys.executable), "-m", "venv", "--without-pip", str(env)],
                       check=True)
    else:
        venv.create(env, with_pip=False)
    r = _pip(env, "wheel", "-v", "--no-deps", "-w", str(tmp / "dist"), str(src), cwd=tmp)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    wheels = list((tmp / "dist").glob("*.whl"))
    assert len(wheels) == 1, wheels
    return {"src": src, "env": env, "log": r.stdout + r.stderr, "wheel": wheels[0]}


def test_a_build_generates_the_tables_once(built):
    # pip runs setup.py three times a build (requirements, metadata, wheel)
    assert built["log"].count("tables written") == 1, built["log"]
    assert "tables up to date" not in built["log"]


def test_the_build_step_keeps_the_tables_deterministic_and_its_cache_honest(built):
    src = built["src"]
    spec = importlib.util.spec_from_file_location("build_core_copy", src / "tools" / "build_core.py")
    build_core = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_core)
    assert build_core.tables_current(src)
    here = ROOT / "csrc" / "generated"
    if build_core.tables_current(ROOT):       # this checkout's tables, made by another run
        for name in build_core.OUTPUTS:
            assert (src / "csrc" / "generated" / name).read_bytes() == (here / name).read_bytes()

    generator_file = src / "tools" / "tablegen" / "cemit.py"
    kept = generator_file.read_bytes()
    generator_file.write_bytes(kept + b"\n# a changed generator\n")
    assert not build_core.tables_current(src)
    generator_file.write_bytes(kept)
    assert build_core.tables_current(src)

    table = src / "csrc" / "generated" / "hr_tables.c"
    kept = table.read_bytes()
    table.write_bytes(kept.replace(b"0x", b"0X", 1))   # an edited output is not the cached copy
    assert not build_core.tables_current(src)
    table.unlink()
    assert not build_core.tables_current(src)
    table.write_bytes(kept)
    assert build_core.tables_current(src)


def _wheel_tag(wheel: Path) -> str:
    # name-version-python-abi-platform.whl
    return "-".join(wheel.stem.split("-")[2:])


def test_the_wheel_is_abi3_and_ships_only_the_package(built):
    wheel = built["wheel"]
    tag = "cp39-abi3-"
    if not ABI3:  # this interpreter's own tag, e.g. pp39-pypy39_pp73- or cp313-cp313t-
        tag = ("pp" if platform.python_implementation() == "PyPy" else "cp") + "%d%d-" % sys.version_info[:2]
    assert _wheel_tag(wheel).startswith(tag)
    assert wheel.name.startswith(f"handrank-{handrank.__version__}-")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        metadata = z.read(f"handrank-{handrank.__version__}.dist-info/METADATA").decode()
        wheel_info = z.read(f"handrank-{handrank.__version__}.dist-info/WHEEL").decode()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"handrank", f"handrank-{handrank.__version__}.dist-info"}
    extensions = sorted(n for n in names if n.startswith(("handrank/_core.", "handrank/_entry.")))
    if WITH_ENTRY:
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        if ABI3:
            suffix = ".pyd" if sys.platform == "win32" else ".abi3.so"
        assert extensions == [f"handrank/_core{suffix}", f"handrank/_entry{suffix}"]
    else:
        assert extensions == [f"handrank/_core{sysconfig.get_config_var('EXT_SUFFIX')}"]
    for needed in ("handrank/__init__.py", "handrank/py.typed",
                   f"handrank-{handrank.__version__}.dist-info/licenses/LICENSE"):
        assert needed in names
    for name in names:
        assert not name.endswith((".c", ".h", ".cdef", ".o")), name
        assert Path(name).name not in ("_build.py", "build_core.py", "gen_tables.py", "setup.py"), name
    assert "License-Expression: MIT" in metadata
    assert f"Version: {handrank.__version__}" in metadata and "Requires-Python: >=3.9" in metadata
    assert "Root-Is-Purelib: false" in wheel_info and f"Tag: {tag}" in wheel_info


def _elf_section_names(data: bytes) -> list[str]:
    """The section names of an ELF file, read from its section header table."""
    assert data[:4] == b"\x7fELF"
    e = "<" if data[5] == 1 else ">"
    wide = data[4] == 2                                   # ELFCLASS64
    (shoff,) = struct.unpack_from(e + ("Q" if wide else "I"), data, 0x28 if wide else 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", data, 0x3A if wide else 0x2E)
    header = e + ("I20xQQ" if wide else "I12xII")         # sh_name, ..., sh_offset, sh_size

    def section(i: int) -> tuple[int, int, int]:
        return struct.unpack_from(header, data, shoff + i * shentsize)

    _, at, size = section(shstrndx)
    strings = data[at:at + size]
    return [strings[n:strings.index(b"\0", n)].decode() for n, _, _ in map(section, range(shnum))]


def test_the_wheel_is_small_and_stripped(built):
    wheel = built["wheel"]
    assert wheel.stat().st_size < WHEEL_BOUND
    with zipfile.ZipFile(wheel) as z:
        infos = [i for i in z.infolist() if i.filename.startswith(("handrank/_core.", "handrank/_entry."))]
        assert len(infos) == (2 if WITH_ENTRY else 1)
        assert all(i.file_size < EXTENSION_BOUND for i in infos)
        extensions = [z.read(i) for i in infos]
    if sys.platform.startswith("linux"):
        for extension in extensions:
            sections = _elf_section_names(extension)
            assert ".text" in sections and ".dynsym" in sections
            assert not [s for s in sections if s.startswith(".debug") or s == ".symtab"], sections


def test_the_wheel_installs_and_runs_without_a_compiler(built):
    env = built["env"]
    if sysconfig.get_config_var("Py_GIL_DISABLED") and sys.version_info[:2] == (3, 13):
        # cffi has no wheel for free-threaded 3.13, and cffi 2 refuses to build there: cffi 1.17
        # first, compiled from its sources (the compiler is handrank's wheel's to do without)
        r = _pip(env, "install", "cffi>=1.15,<2")
        assert r.returncode == 0, r.stdout + r.stderr
    r = _pip(env, "install", str(built["wheel"]))
    assert r.returncode == 0, r.stdout + r.stderr
    bindir = _venv_python(env).parent
    no_compiler = dict(os.environ, PATH=str(bindir), CC="false-cc", CXX="false-cxx")
    for compiler in ("cc", "gcc", "clang"):
        assert shutil.which(compiler, path=no_compiler["PATH"]) is None
    r = subprocess.run([str(bindir / "handrank"), "showdown", "--board", "9h Ac Kd 4s 2c",
                        "alice=9dQc", "bob=9sJd"], capture_output=True, text=True, env=no_compiler,
                       cwd=built["env"])
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("alice wins: both have a Pair of Nines; Ace and King kickers are "
                                     "shared on the board; the third kicker decides, Queen against Jack.")
    r = subprocess.run([str(_venv_python(env)), "-c", "import handrank, handrank._core as c; "
                        "print(handrank.__file__, c.__file__)"], capture_output=True, text=True,
                       env=no_compiler, cwd=built["env"])
    assert r.returncode == 0, r.stderr
    assert str(env) in r.stdout and str(ROOT / "python") not in r.stdout

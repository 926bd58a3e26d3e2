"""Build the C test programs in tests/c with ASan + UBSan and run them."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_c_core_under_sanitizers():
    env = dict(os.environ, PYTHON=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "tests" / "c" / "run.sh")], capture_output=True,
                       text=True, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    for name in ("test_core", "test_compat", "test_low", "test_wild", "test_russian", "test_equity",
                 "test_kernels"):
        assert f"{name}: ok" in r.stdout


FUZZ_ENTRY = r"""
import random, handrank
rng = random.Random(3)
alphabet = list("AKQJT98765432akqjt cdhsCDHS  ,;\t\x00x1") + ["10", "\u2660"]
for _ in range(30000):
    text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 70)))
    for hand in (text, [rng.randrange(-2, 60) for _ in range(rng.randrange(0, 9))]):
        for h in (hand, tuple(hand) if isinstance(hand, list) else hand):
            try:
                handrank.evaluate(h)
            except ValueError:
                pass
import handrank._entry
print("entry: ok", handrank._entry.__file__)
"""


def test_the_evaluate_entry_point_under_sanitizers(tmp_path):
    # csrc/pyext/entry.c, built with ASan + UBSan into a copy of the package, under a fuzz of
    # strings and id lists (the interpreter itself is not instrumented: the runtime is preloaded)
    import shutil
    import sysconfig
    if not sys.platform.startswith("linux") or shutil.which("gcc") is None:
        import pytest
        pytest.skip("needs gcc and Linux (the sanitizer runtime is preloaded)")
    libs = [subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True, text=True).stdout.strip()
            for lib in ("libasan.so", "libubsan.so")]
    import handrank
    pkg = tmp_path / "handrank"  # a copy of the package as imported (installed or in place)
    shutil.copytree(Path(handrank.__file__).parent, pkg, ignore=shutil.ignore_patterns("_entry*.so", "__pycache__"))
    r = subprocess.run(["gcc", "-shared", "-fPIC", "-g", "-O1", "-fsanitize=address,undefined",
                        "-fno-sanitize-recover=all", "-DPy_LIMITED_API=0x03090000",
                        f"-I{sysconfig.get_paths()['include']}", str(ROOT / "csrc" / "pyext" / "entry.c"),
                        "-o", str(pkg / "_entry.abi3.so")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    env = dict(os.environ, PYTHONPATH=str(tmp_path), LD_PRELOAD=":".join(libs), ASAN_OPTIONS="detect_leaks=0")
    r = subprocess.run([sys.executable, "-c", FUZZ_ENTRY], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and f"entry: ok {pkg / '_entry.abi3.so'}" in r.stdout, r.stdout + r.stderr[-3000:]

"""Build the C test programs in tests/c with ASan + UBSan and run them; those that run the C
core on several threads at once, with ThreadSanitizer too."""

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
                 "test_shortdeck", "test_kernels", "test_batch_job", "test_dropin", "test_threads",
                 "test_reference"):
        assert f"{name}: ok" in r.stdout


def test_c_core_on_threads_under_thread_sanitizer():
    # tests/c/run.sh tsan: test_threads.c (batch jobs on real threads; the batch loops, the
    # evaluators and equity on four threads while a fifth switches the kernel) and
    # test_batch_job.c, built with -fsanitize=thread: a data race fails the run
    env = dict(os.environ, PYTHON=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "tests" / "c" / "run.sh"), "tsan"], capture_output=True,
                       text=True, env=env)
    assert r.returncode == 0, r.stdout + r.stderr[-5000:]
    assert "ThreadSanitizer" not in r.stderr
    for name in ("test_threads", "test_batch_job"):
        assert f"{name}: ok" in r.stdout


FUZZ_ENTRY = r"""
import random, handrank
rng = random.Random(3)
alphabet = list("AKQJT98765432akqjt cdhsCDHS  ,;\t\x00x1") + ["10", "\u2660"]
tokens = ["As", "kd", "10h", "K\u2666", "Xx", "A", "", "As Kd", 7, -1, 52, 2**70, True, None]
def spec():
    form = rng.randrange(6)
    if form >= 4:  # cards that make hands, so the evaluators run too
        ids = rng.sample(range(52), rng.randrange(0, 8))
        return tuple(ids) if form == 4 else " ".join(handrank.card_str(c) for c in ids)
    if form == 0:
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 170)))
    if form == 1:
        return [rng.randrange(-2, 60) for _ in range(rng.randrange(0, 9))]
    if form == 2:
        return tuple(rng.choice(tokens) if rng.random() < 0.3 else rng.randrange(52)
                     for _ in range(rng.randrange(0, 9)))
    return [rng.choice(tokens) for _ in range(rng.randrange(0, 60))]
calls = [lambda a, b, c: handrank.evaluate(a), lambda a, b, c: handrank.evaluate(a, b),
         lambda a, b, c: handrank.compare(a, b, c), lambda a, b, c: handrank.compare(a, b),
         lambda a, b, c: handrank.evaluate_omaha(a, b), lambda a, b, c: handrank.best_five(a, b),
         lambda a, b, c: handrank.cards(a), lambda a, b, c: handrank.explain(a, b),
         lambda a, b, c: handrank.showdown(a, [b, c]).text()]
for _ in range(30000):
    a, b, c = spec(), spec(), spec()
    for call in calls:
        try:
            call(a, b, c)
        except (ValueError, TypeError):
            pass
import handrank._entry
print("entry: ok", handrank._entry.__file__)
"""


def test_the_c_entry_points_under_sanitizers(tmp_path):
    # csrc/pyext/entry.c, built with ASan + UBSan into a copy of the package, under a fuzz of
    # strings and id lists (the interpreter itself is not instrumented: the runtime is preloaded)
    import platform
    import shutil
    import sysconfig

    import pytest
    if not sys.platform.startswith("linux") or shutil.which("gcc") is None:
        pytest.skip("needs gcc and Linux (the sanitizer runtime is preloaded)")
    if platform.python_implementation() != "CPython":
        pytest.skip("handrank._entry is built for CPython only (see setup.py)")
    # free-threaded CPython has no limited API: the module is built for the interpreter
    free_threaded = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    so = "_entry" + sysconfig.get_config_var("EXT_SUFFIX") if free_threaded else "_entry.abi3.so"
    limited = [] if free_threaded else ["-DPy_LIMITED_API=0x03090000"]
    libs = [subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True, text=True).stdout.strip()
            for lib in ("libasan.so", "libubsan.so")]
    import handrank
    pkg = tmp_path / "handrank"  # a copy of the package as imported (installed or in place)
    shutil.copytree(Path(handrank.__file__).parent, pkg,
                    ignore=shutil.ignore_patterns("_entry*.so", "__pycache__"))
    r = subprocess.run(["gcc", "-shared", "-fPIC", "-g", "-O1", "-fsanitize=address,undefined",
                        "-fno-sanitize-recover=all", *limited,
                        f"-I{sysconfig.get_paths()['include']}", str(ROOT / "csrc" / "pyext" / "entry.c"),
                        "-o", str(pkg / so)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    env = dict(os.environ, PYTHONPATH=str(tmp_path), LD_PRELOAD=":".join(libs), ASAN_OPTIONS="detect_leaks=0")
    r = subprocess.run([sys.executable, "-c", FUZZ_ENTRY], capture_output=True, text=True, env=env)
    ok = f"entry: ok {pkg / so}"
    assert r.returncode == 0 and ok in r.stdout, r.stdout + r.stderr[-3000:]

"""The batch kernels: chosen at import, forced with HANDRANK_KERNEL, refused when
the CPU lacks them, and bit-identical to the scalar loop (the exhaustive proof over every
hand is in C: tests/c/test_kernels.c)."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import handrank
import numpy as np
import pytest
from handrank import evaluate_batch, fast
from handrank._core import ffi, lib
from handrank.evaluators import kernel
from handrank.evaluators.kernel import KernelError

IDS = {"scalar": lib.HR_KERNEL_SCALAR, "avx2": lib.HR_KERNEL_AVX2, "avx512": lib.HR_KERNEL_AVX512}


def deals(n, k, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)


def run_kernel(name, hands):
    out = np.zeros(len(hands), dtype=np.uint16)
    r = lib.hr_eval_batch_kernel(IDS[name], ffi.from_buffer(hands), len(hands), hands.shape[1],
                                 ffi.from_buffer("uint16_t[]", out, require_writable=True))
    return r, out


def test_the_kernel_in_use_is_named_and_runs_here():
    assert fast.kernel == kernel.KERNEL in kernel.available()
    assert IDS[fast.kernel] == lib.hr_kernel_active()
    assert "scalar" in kernel.available()


@pytest.mark.parametrize("k", [5, 6, 7])
def test_every_kernel_here_gives_the_scalar_values(k):
    hands = deals(30_011, k, k)  # not a whole number of blocks: the tail too
    want = run_kernel("scalar", hands)
    assert want[0] == -1
    for name in kernel.available():
        r, got = run_kernel(name, hands)
        assert r == -1 and np.array_equal(got, want[1]), name


@pytest.mark.parametrize("k", [5, 7])
def test_every_kernel_here_names_the_first_bad_row(k):
    hands = deals(1000, k, 3)
    for row, bad in ((0, 52), (17, 255), (999, None)):
        h = hands.copy()
        h[row, k - 1] = h[row, 0] if bad is None else bad
        h[row + 1:, 0] = 200  # later rows bad too: the first is named
        for name in kernel.available():
            assert run_kernel(name, h)[0] == row, name
    assert lib.hr_eval_batch_kernel(3, ffi.NULL, 0, 7, ffi.NULL) == -3  # no such kernel


def test_choice_and_its_errors():
    assert kernel.choose(None, ("scalar",)) == "scalar"
    assert kernel.choose(" AVX2 ", ("scalar", "avx2")) == "avx2"
    message = ("HANDRANK_KERNEL='sse9': not a kernel (scalar, avx2, avx512); accepted here: scalar, or "
               "empty for the fastest")
    with pytest.raises(KernelError, match=re.escape(message)):
        kernel.choose("sse9", ("scalar",))
    with pytest.raises(KernelError, match="this CPU lacks AVX2; accepted here: scalar, or empty"):
        kernel.choose("avx2", ("scalar",))
    with pytest.raises(KernelError, match="HANDRANK_HIDE_CPU='scalar': 'scalar' is not a vector kernel"):
        kernel.available({"HANDRANK_HIDE_CPU": "scalar"})
    with pytest.raises(KernelError, match=re.escape("HANDRANK_KERNEL='" + "x" * 40 + "'…: not a kernel")):
        kernel.choose("x" * 10_000, ("scalar",))  # a long value is cut
    assert kernel.available({"HANDRANK_HIDE_CPU": "avx2, avx512"}) == ("scalar",)


SCRIPT = """
import json, numpy as np, handrank
from handrank import fast
rng = np.random.default_rng(5)
out = {"kernel": fast.kernel}
for k in (5, 6, 7):
    hands = np.argsort(rng.random((5003, 52)), axis=1)[:, :k].astype(np.uint8)
    out[k] = handrank.evaluate_batch(hands).tolist()
hands[4000, 2] = hands[4000, 5]
try:
    handrank.evaluate_batch(hands)
except ValueError as e:
    out["error"] = str(e)
print(json.dumps(out))
"""


def in_subprocess(**env):
    e = {k: v for k, v in os.environ.items() if k not in ("HANDRANK_KERNEL", "HANDRANK_HIDE_CPU")}
    return subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env={**e, **env})


def test_each_kernel_forced_and_a_cpu_without_avx2():
    results = {}
    for name in kernel.available():
        r = in_subprocess(HANDRANK_KERNEL=name)
        assert r.returncode == 0, r.stderr
        results[name] = json.loads(r.stdout)
        assert results[name]["kernel"] == name
    # as on a CPU without AVX2 (the dispatch told the features are absent): scalar, same values
    r = in_subprocess(HANDRANK_HIDE_CPU="avx512,avx2")
    assert r.returncode == 0, r.stderr
    plain = json.loads(r.stdout)
    assert plain["kernel"] == "scalar"
    for name, got in results.items():
        assert got == {**plain, "kernel": name}
    assert plain["error"].startswith("row 4000: card id")


FASTEST = kernel.available()[-1]


@pytest.mark.parametrize("env, words", [
    ({"HANDRANK_KERNEL": "avx512", "HANDRANK_HIDE_CPU": "avx512"},
     "HANDRANK_KERNEL='avx512': this CPU lacks AVX-512 F, BW and VL; accepted here: {runs}, or empty for the "
     "fastest"),
    ({"HANDRANK_KERNEL": "sse9"},
     "HANDRANK_KERNEL='sse9': not a kernel (scalar, avx2, avx512); accepted here: {runs}, or empty for the "
     "fastest"),
    ({"HANDRANK_HIDE_CPU": "scalar"},
     "HANDRANK_HIDE_CPU='scalar': 'scalar' is not a vector kernel; accepted: a list of avx2, avx512, or "
     "empty"),
])
def test_a_variable_that_cannot_be_honoured_is_one_warning_line_and_the_fastest_kernel(env, words):
    # what runs here: with a valid HANDRANK_HIDE_CPU, less what it hides
    hides = env.get("HANDRANK_HIDE_CPU", "") if "HANDRANK_KERNEL" in env else ""
    runs = kernel.available({"HANDRANK_HIDE_CPU": hides})
    fastest = runs[-1]
    r = in_subprocess(**env)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert json.loads(r.stdout)["kernel"] == fastest
    # the warning points at the line that imported handrank (line 2 of the script)
    warning = words.format(runs=", ".join(runs))
    assert r.stderr.splitlines() == [f"<string>:2: KernelWarning: {warning}; using {fastest}"]


def test_the_problem_is_kept_and_check_raises_it():
    code = ("import warnings; warnings.simplefilter('ignore')\n"
            "from handrank.evaluators import kernel\n"
            "print(kernel.PROBLEM)\n"
            "kernel.check()\n")
    e = {k: v for k, v in os.environ.items() if k not in ("HANDRANK_KERNEL", "HANDRANK_HIDE_CPU")}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env={**e, "HANDRANK_KERNEL": "sse9"})
    assert r.stdout.startswith("HANDRANK_KERNEL='sse9': not a kernel (scalar, avx2, avx512); accepted here")
    assert r.returncode != 0 and r.stderr.strip().splitlines()[-1].startswith(
        "handrank.evaluators.kernel.KernelError: HANDRANK_KERNEL='sse9': not a kernel")
    assert kernel.PROBLEM is None
    kernel.check()  # here the variable is unset: nothing to say


def _command(how, tmp_path, env):
    e = {k: v for k, v in os.environ.items() if k not in ("HANDRANK_KERNEL", "HANDRANK_HIDE_CPU")}
    package = str(Path(handrank.__file__).resolve().parents[1])
    e["PYTHONPATH"] = os.pathsep.join([package, e.get("PYTHONPATH", "")])
    if how == "-m":
        args = [sys.executable, "-m", "handrank"]
    else:  # the console script pip writes: a file named handrank that imports handrank.cli
        script = tmp_path / "handrank"
        script.write_text("import sys\nfrom handrank.cli import main\nsys.exit(main())\n")
        args = [sys.executable, str(script)]
    return subprocess.run([*args, "eval", "As", "Ks", "Qs", "Js", "Ts"], capture_output=True, text=True,
                          env={**e, **env}, timeout=120)


@pytest.mark.parametrize("how", ["-m", "script"])
@pytest.mark.parametrize("value", ["sse9", "avx512", "x" * 5000])
def test_the_command_says_a_bad_kernel_variable_in_one_line_and_exits_2(how, value, tmp_path):
    env = {"HANDRANK_KERNEL": value, "HANDRANK_HIDE_CPU": "avx512" if value == "avx512" else ""}
    r = _command(how, tmp_path, env)
    assert r.returncode == 2 and r.stdout == "", (r.returncode, r.stdout, r.stderr[-2000:])
    (line,) = r.stderr.splitlines()
    assert line.startswith(f"handrank: error: HANDRANK_KERNEL={value[:40]!r}") and len(line) < 300, line
    assert line.endswith("accepted here: " + ", ".join(kernel.available({"HANDRANK_HIDE_CPU": "avx512"})
                                                       if value == "avx512" else kernel.available())
                         + ", or empty for the fastest"), line


@pytest.mark.parametrize("blank", [" ", "\t", ""])
def test_the_command_takes_a_blank_kernel_variable_as_unset(blank, tmp_path):
    r = _command("-m", tmp_path, {"HANDRANK_KERNEL": blank})
    assert r.returncode == 0 and r.stderr == "" and "Royal Flush" in r.stdout, r.stderr


def test_evaluate_batch_threads_agree_with_one_thread():
    hands = deals(300_000, 7, 9)
    assert np.array_equal(evaluate_batch(hands, threads=2), evaluate_batch(hands))


FORK = """
import os, numpy as np, handrank
hands = np.argsort(np.random.default_rng(1).random((300_000, 52)), axis=1)[:, :7].astype(np.uint8)
want = handrank.evaluate_batch(hands, threads=2)
pid = os.fork()
if pid == 0:  # the parent's pool threads are not in the child: it must start its own
    os._exit(0 if np.array_equal(handrank.evaluate_batch(hands, threads=2), want) else 3)
_, status = os.waitpid(pid, 0)
print("child", os.waitstatus_to_exitcode(status))
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_threads_after_a_fork():
    r = subprocess.run([sys.executable, "-c", FORK], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "child 0"


def test_a_blank_kernel_variable_is_the_default():
    default = json.loads(in_subprocess().stdout)["kernel"]
    for blank in ("", " ", "\t"):
        r = in_subprocess(HANDRANK_KERNEL=blank)
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout)["kernel"] == default

"""Long jobs: flat memory whatever the size, absurd projections refused, Ctrl-C
stops within a block and exits 130 with a store that resumes to the same answer.

The bounds are resource limits on a subprocess (address space, CPU seconds), never a
stopwatch: a big job that listed all its work first would raise MemoryError under the limit,
and an interrupted threaded run that finished every queued block would pass the CPU limit.
"""

from __future__ import annotations

import json
import os
import re
import select
import signal
import sqlite3
import struct
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="resource limits and signals are POSIX")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    import handrank

    env["PYTHONPATH"] = os.pathsep.join([str(Path(handrank.__file__).parents[1]), env.get("PYTHONPATH", "")])
    # free-threaded CPython's allocator reserves 1 GiB of address space at start: in 64 MiB
    # steps instead, so that RLIMIT_AS (_limited) counts what is used
    env["MIMALLOC_ARENA_RESERVE"] = "64MiB"
    return env


def _limited(code: str, memory: int = 1 << 30, cpu: int = 120) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh Python with RLIMIT_AS = ``memory`` bytes and RLIMIT_CPU."""
    head = textwrap.dedent(f"""
        import resource
        resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
        resource.setrlimit(resource.RLIMIT_CPU, ({cpu}, {cpu}))
    """)
    return subprocess.run([sys.executable, "-c", head + textwrap.dedent(code)], capture_output=True,
                          text=True, env=_env(), timeout=20 * cpu)


BIG = """
    import operator
    from handrank import jobs
    from handrank.analysis.equity import EquityError, equity
    from handrank.analysis.equity_tables import vs_random

    class Stop(Exception):
        pass

    def stop_after(k):
        calls = [0]
        def progress(done, total):
            calls[0] += 1
            if calls[0] > k:
                raise Stop((done, total))
        return progress

    four = ["7h6h", "random", "random", "random"]
    for threads in (1, 2):
        for kw in (dict(exact=True), dict(samples=10**12), dict(target_se=1e-9)):
            try:
                equity(four, threads=threads, **kw)
            except EquityError as e:
                assert "allow_long" in str(e) and " here " in str(e), str(e)
                print("refused", kw, threads)
            else:
                raise AssertionError(f"{kw} ran to the end")
            try:
                equity(four, threads=threads, allow_long=True, progress=stop_after(3), **kw)
            except Stop:
                print("started", kw, threads)
        try:
            vs_random(3, ["AA"], exact=True, threads=threads)
        except EquityError as e:
            assert "allow_long" in str(e), str(e)
            print("refused table", threads)
        try:
            vs_random(3, ["AA"], exact=True, threads=threads, allow_long=True, progress=stop_after(0))
        except Stop:
            print("started table", threads)
        job = jobs.Job("test.huge", 1, 1, chunks=10**8, chunk=operator.mul)
        try:
            jobs.run(job, threads=threads, progress=stop_after(5))
        except Stop as e:
            print("started job", threads, e.args[0][1])
        # Ctrl-C's twin: a raising callback on two threads stops within a block, not after
        # every queued one (2e9 deals are minutes of CPU: past the limit)
        for kw in (dict(samples=2 * 10**9), dict(exact=True)):
            try:
                equity(["AhKd", "random", "random"], threads=2, allow_long=True, progress=stop_after(2), **kw)
            except Stop:
                print("stopped", list(kw))
"""


def test_big_jobs_refused_or_started_in_flat_memory():
    r = _limited(BIG)
    assert "MemoryError" not in r.stderr, r.stderr[-3000:]
    assert r.returncode == 0, r.stderr[-3000:]
    lines = r.stdout.splitlines()
    for threads in (1, 2):
        for kw in ("{'exact': True}", "{'samples': 1000000000000}", "{'target_se': 1e-09}"):
            assert f"refused {kw} {threads}" in lines and f"started {kw} {threads}" in lines, r.stdout
        assert f"refused table {threads}" in lines and f"started table {threads}" in lines
        assert f"started job {threads} 100000000" in lines
    assert "stopped ['samples']" in lines and "stopped ['exact']" in lines


# ---- Ctrl-C on the command line -------------------------------------------------------------

def _interrupt(args: list[str], ready: str, wait_for: float = 60.0) -> tuple[int, str, str]:
    """Run ``handrank ARGS`` with stderr on a terminal (so the progress bar draws), send SIGINT
    once the stderr seen so far matches ``ready``; (exit status, stdout, stderr)."""
    import fcntl
    import termios

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))  # a bar needs columns
    p = subprocess.Popen([sys.executable, "-m", "handrank", *args], stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=slave, env=_env(), cwd=ROOT,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    os.close(slave)
    seen = b""

    def read(until: float) -> None:
        nonlocal seen
        while time.monotonic() < until:
            r, _, _ = select.select([master], [], [], 0.05)
            if r:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                seen += chunk
            elif p.poll() is not None:
                return
            if until == float("inf"):
                return

    deadline = time.monotonic() + wait_for
    while (time.monotonic() < deadline and p.poll() is None
           and not re.search(ready, seen.decode(errors="replace"))):
        read(time.monotonic() + 0.05)
    assert p.poll() is None, f"it ended before the signal: {seen.decode(errors='replace')[-2000:]}"
    p.send_signal(signal.SIGINT)
    try:
        out, _ = p.communicate(timeout=60)  # generous: the bound is "within a block"
    finally:
        p.kill()
    read(time.monotonic() + 1.0)
    os.close(master)
    return p.returncode, out.decode(), seen.decode(errors="replace")


def _chunks_in(store: Path) -> int:
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True, timeout=10) as db:
        return db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]


@pytest.mark.parametrize("threads", ["1", "2"])
def test_sigint_equity(threads):
    status, out, err = _interrupt(["equity", "AhKd", "random", "random", "--samples", "2000000000",
                                   "--threads", threads, "--allow-long"], r"%\|")
    assert status == 130 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "handrank: interrupted" in err and out == ""


@pytest.mark.parametrize("threads", ["1", "2"])
def test_sigint_stud_exact(threads):
    # 5e14 deals: the walk is cut into short C calls, so the bar draws and Ctrl-C is seen between them
    status, out, err = _interrupt(["equity", "--game", "stud", "As Ks Qs", "7h 7d 2c", "Jd Td 9d", "--exact",
                                   "--threads", threads, "--allow-long"], r"%\|")
    assert "%|" in err, f"no progress before the signal: {err[-2000:]}"
    assert status == 130 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "handrank: interrupted" in err and out == ""


CLASSES = "AA;KK;QQ;JJ;AKs;AKo;T9s;72o;22;A5s"
FRESH: dict[str, str] = {}


@pytest.mark.parametrize("threads", ["1", "2"])
@pytest.mark.parametrize("command", ["preflop", "table", "russian"])
def test_sigint_long_commands_resume_to_the_same_answer(command, threads, tmp_path):
    store = tmp_path / "run.sqlite"
    if command == "preflop":
        args = ["equity", "preflop", "--vs", "random", "--classes", CLASSES, "--workers", threads]
        total = 10
    elif command == "table":
        args = ["equity", "table", CLASSES, "QQ;AKo;random", "--board", "Qd 7c 2s", "--workers", threads]
        total = 30
    else:
        args = ["russian", "solve", "--rules", "caribbean", "--threads", threads]
        total = 13
    status, out, err = _interrupt([*args, "--store", str(store)], rf"\b[1-9]\d*/{total}\b")
    assert status == 130 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    m = re.search(rf"handrank: interrupted; (\d+) of {total} chunks saved in (\S+), "
                  r"continue with --resume", err)
    assert m, err
    assert Path(m.group(2)) == store and int(m.group(1)) == _chunks_in(store) and 0 < int(m.group(1)) < total
    resumed = subprocess.run([sys.executable, "-m", "handrank", *args, "--store", str(store), "--resume",
                              "--json", "--quiet"], capture_output=True, text=True, env=_env(), cwd=ROOT,
                             timeout=600)
    if command not in FRESH:  # the uninterrupted answer, once per command (the threads do not change it)
        fresh = subprocess.run([sys.executable, "-m", "handrank", *args, "--json", "--quiet"],
                               capture_output=True, text=True, env=_env(), cwd=ROOT, timeout=600)
        assert fresh.returncode == 0, fresh.stderr
        FRESH[command] = fresh.stdout
    assert resumed.returncode == 0, resumed.stderr
    a, b = json.loads(resumed.stdout), json.loads(FRESH[command])
    for d in (a, b):
        d.pop("elapsed", None)
    assert a == b

"""handrank from 8 threads at once: ``evaluate`` in every spelling, ``evaluate_batch`` with
``threads=``, equity (exact, Monte Carlo, against ranges), showdowns and their text, ranges,
draws, the job store and the drop-ins, every answer the one a single thread gave first. On
free-threaded CPython (the GIL off: ``.ci/run`` runs the suite with ``PYTHON_GIL=0``) the
threads run side by side; with the GIL they take turns, and the answers must be the same.
Besides: what is made on first use is made once however many threads ask at once, the lazy
names load on 8 threads at once in a fresh interpreter, and, free-threaded, no module of
handrank turns the GIL back on.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import sysconfig
import threading
from pathlib import Path
from typing import Any, Callable

import handrank as hr
import numpy as np
import pytest
from handrank.evaluators.batch import MIN_ROWS_PER_THREAD

THREADS = 8
FREE_THREADED = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
ROOT = Path(__file__).resolve().parent.parent


def _on_threads(fn: Callable[[int], Any], n: int = THREADS) -> list[Any]:
    """fn(i) on n threads started together; each one's return, or the exception it raised."""
    start = threading.Barrier(n)
    out: list[Any] = [None] * n

    def run(i: int) -> None:
        start.wait()
        try:
            out[i] = fn(i)
        except BaseException as e:  # noqa: BLE001 - reported by the test, with its thread
            out[i] = e

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def _hands(n: int, k: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), k)) for _ in range(n)]


def _tasks(store_dir: Path) -> dict[str, Callable[[int], Any]]:
    """Each call of the stress test, by name: task(thread) -> an answer to compare. A task's
    answer may depend on the thread (each thread its own job in the shared store), never on
    what the other threads do."""
    from handrank.compat import eval7, phevaluator, treys

    sevens = _hands(200, 7, 1)
    texts = [hr.cards_str(h) for h in sevens]
    lists = [[hr.card_str(c) for c in h] for h in sevens]
    # threads=2 splits a batch of at least 2 * MIN_ROWS_PER_THREAD rows
    rows = 2 * MIN_ROWS_PER_THREAD + 999
    batch = np.array(_hands(rows, 7, 2), dtype=np.uint8)
    rng = np.random.default_rng(3)
    deck36 = np.tile(np.arange(16, 52, dtype=np.uint8), (rows, 1))  # six to ace
    sd_batch = np.ascontiguousarray(rng.permuted(deck36, axis=1)[:, :7])
    omaha = _hands(100, 9, 3)
    deals = _hands(60, 9, 4)  # a board of 5, two hands of 2
    ev = treys.Evaluator()
    treys_hands = [([treys.Card.new(hr.card_str(c)) for c in h[:2]],
                    [treys.Card.new(hr.card_str(c)) for c in h[2:]]) for h in sevens[:100]]
    e7_hands = [[eval7.Card(hr.card_str(c)) for c in h] for h in sevens[:100]]
    e7_hand = [eval7.Card("As"), eval7.Card("Ad")]
    e7_board = [eval7.Card(s) for s in ("Kh", "Jd", "8c", "5d", "2s")]

    def store_job(i: int) -> Any:
        # each thread its own job (its board) in one store file all threads write
        board = ("2c 7d 9h", "2c 7d Th", "2c 8d 9h", "3c 7d 9h")[i % 4]
        t = hr.equity_table(["AA", "KK"], ["QQ", "AKs"], board=board, store=store_dir / "shared.sqlite",
                            resume=False)
        return t.rows, t.cols, t.values.tolist()

    return {
        "evaluate": lambda i: ([hr.evaluate(h) for h in sevens], [hr.evaluate(t) for t in texts],
                               [hr.evaluate(x) for x in lists], [hr.evaluate(h[:2], h[2:]) for h in sevens]),
        "compare, best_five, omaha": lambda i: (
            [hr.compare(a[:2], b[:2], a[2:]) for a, b in zip(sevens, sevens[1:] + sevens[:1])
             if not set(a[:2]) & set(b[:2]) and not set(b[:2]) & set(a[2:])],
            [hr.best_five(h) for h in sevens], [hr.evaluate_omaha(h[:4], h[4:]) for h in omaha]),
        "evaluate_batch threads=2": lambda i: hr.evaluate_batch(batch, threads=2).tobytes(),
        "evaluate_batch shortdeck, low": lambda i: (
            hr.evaluate_batch(sd_batch, game="shortdeck", threads=2).tobytes(),
            hr.evaluate_low_batch(batch, "a5", qualifier=8, threads=2).tobytes()),
        "describe, explain": lambda i: ([hr.describe(h) for h in sevens[:50]],
                                        [hr.explain(h[:2], h[2:]).text() for h in sevens[:20]],
                                        hr.describe(hr.evaluate_batch(batch[:2_000]), lang="ru").tolist()),
        "showdown": lambda i: [(s.text(), s.text(lang="ru"), s.winners)
                               for s in (hr.showdown(d[:5], [d[5:7], d[7:9]]) for d in deals)],
        "equity exact": lambda i: hr.equity(["AhKd", "QsQc"], board="2c 7d 9h").equity,
        "equity against a range": lambda i: hr.equity(["AhKd", "QQ+, AKs, 76s"], board="2c 7d 9h").equity,
        "equity Monte Carlo threads=2": lambda i: hr.equity(["AhKd", "random", "random"], samples=20_000,
                                                            seed=7, threads=2).equity,
        "ranges": lambda i: (sorted(hr.Range("QQ+, AKs, 76s, T9o:0.5").combos), hr.percentile("AKs"),
                             hr.percentile("72o")),
        "draws": lambda i: (str(hr.classify("Ah Kh", "Qh 7h 2c")), hr.outs("Ah Kh", "Qh 7h 2c").text()),
        "store": store_job,
        "compat.treys": lambda i: [ev.evaluate(hole, board) for hole, board in treys_hands],
        "compat.phevaluator": lambda i: [phevaluator.evaluate_cards(*h) for h in sevens],
        "compat.eval7": lambda i: ([eval7.evaluate(h) for h in e7_hands],
                                   eval7.py_hand_vs_range_exact(e7_hand, eval7.HandRange("KK, QQ, AKs"),
                                                                e7_board)),
    }


def _stress(tasks: dict[str, Callable[[int], Any]], rounds: int, per_thread: tuple[str, ...] = ()) -> None:
    """Every task on one thread (the answers: for each thread for the tasks ``per_thread``),
    then on 8 threads at once, each thread its own order, ``rounds`` times over: every answer
    the same."""
    want = {}
    for name, task in tasks.items():
        for i in range(THREADS):
            want[name, i] = task(i) if name in per_thread or i == 0 else want[name, 0]

    def work(i: int) -> list[str]:
        wrong = []
        rng = random.Random(i)
        for _ in range(rounds):
            names = list(tasks)
            rng.shuffle(names)
            for name in names:
                got = tasks[name](i)
                if got != want[name, i]:
                    wrong.append(f"thread {i}: {name} answered differently")
        return wrong

    results = _on_threads(work)
    errors = [f"thread {i}: {r!r}" for i, r in enumerate(results) if isinstance(r, BaseException)]
    assert not errors, errors
    wrong = [w for r in results for w in r]
    assert not wrong, wrong[:20]


def test_every_call_on_8_threads_answers_as_on_one(tmp_path):
    _stress(_tasks(tmp_path), rounds=2, per_thread=("store",))


def test_pokerkit_drop_in_on_8_threads():
    pokerkit = pytest.importorskip("pokerkit")
    from handrank.compat import pokerkit as compat

    deals = [hr.cards_str(h).split() for h in _hands(150, 9, 5)]

    def task(i: int) -> Any:
        compat.install()  # from every thread: patched once, answers unchanged
        return [(str(pokerkit.StandardHighHand.from_game("".join(d[:2]), "".join(d[2:7]))),
                 str(pokerkit.OmahaHoldemHand.from_game("".join(d[:4]), "".join(d[4:9])))) for d in deals]

    compat.uninstall()
    try:
        _stress({"compat.pokerkit": task}, rounds=3)
        assert compat.is_installed()
    finally:
        compat.uninstall()


def _once(monkeypatch, module: Any, name: str, first_use: Callable[[], Any]) -> tuple[int, list[Any]]:
    """first_use() from 8 threads at once, with ``module.name`` (a step of the making) held
    until the 8 threads are all in it or half a second has passed: how many threads made
    the thing, and what each got."""
    made = []
    wait = threading.Barrier(THREADS)
    original = getattr(module, name)

    def held(*args: Any, **kwargs: Any) -> Any:
        if threading.get_ident() not in made:
            made.append(threading.get_ident())
            try:
                wait.wait(timeout=0.5)
            except threading.BrokenBarrierError:  # made once: the others wait for it, not here
                pass
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, held)
    got = _on_threads(lambda i: first_use())
    return len(made), got


def test_the_value_tables_are_made_once_and_whole(monkeypatch):
    from handrank import values

    monkeypatch.setattr(values, "_tables", type(values._tables)())  # not made yet
    makers, got = _once(monkeypatch, values, "decode", values._value_tables)
    assert makers == 1
    assert all(g is got[0] for g in got) and len(got[0]) == 2  # (categories, ranks), both
    assert (got[0][0][hr.evaluate("As Ks Qs Js Ts")], tuple(got[0][1][1])) == (9, hr.decode(1)[1])


def test_the_batch_thread_pool_is_made_once(monkeypatch):
    import concurrent.futures

    from handrank.evaluators import batch

    monkeypatch.setattr(batch, "_POOLS", {})
    makers, got = _once(monkeypatch, concurrent.futures, "ThreadPoolExecutor", batch._pool)
    try:
        assert makers == 1 and all(g is got[0] for g in got)
    finally:
        for pool in {id(g): g for g in got if not isinstance(g, BaseException)}.values():
            pool.shutdown()


def test_the_pokerkit_fingerprint_is_taken_once(monkeypatch):
    pytest.importorskip("pokerkit")
    from handrank.compat import pokerkit as compat

    monkeypatch.setattr(compat, "_FINGERPRINT", [])
    makers, got = _once(monkeypatch, compat, "_api_sources", compat.fingerprint)
    assert makers == 1 and compat._FINGERPRINT == [got[0]] and got == [got[0]] * THREADS
    assert got[0] == compat.SUPPORTED_VERSIONS.get(compat._version())


LAZY_ON_THREADS = r"""
import sys, threading
import handrank
names = sorted(handrank._LAZY)
start = threading.Barrier(8)
bad = []
def load(i):
    start.wait()
    for name in names[i::2] + names:  # every name, each first asked by several threads at once
        try:
            getattr(handrank, name)
        except BaseException as e:
            bad.append((name, repr(e)))
threads = [threading.Thread(target=load, args=(i,)) for i in range(8)]
for t in threads: t.start()
for t in threads: t.join()
import handrank.compat.eval7, handrank.compat.phevaluator, handrank.compat.pokerkit, handrank.compat.treys
import handrank.cli
assert not bad, bad
print("loaded", len(names), "gil", getattr(sys, "_is_gil_enabled", lambda: True)())
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHON_GIL"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(hr.__file__).parents[1]), env.get("PYTHONPATH", "")])
    return {**env, **extra}


def test_the_lazy_names_load_on_8_threads_at_once():
    r = subprocess.run([sys.executable, "-c", LAZY_ON_THREADS], capture_output=True, text=True,
                       env=_env(PYTHON_GIL="0") if FREE_THREADED else _env(), timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert f"loaded {len(hr._LAZY)} gil {not FREE_THREADED}" in r.stdout


@pytest.mark.skipif(not FREE_THREADED, reason="the GIL is on: CPython is not a free-threaded build")
def test_no_module_of_handrank_turns_the_gil_on():
    # "python -v" names each extension module that turns the GIL on, as it loads it (with
    # PYTHON_GIL=0 or not). handrank._entry declares that it runs without the GIL; cffi 2 declares
    # it for itself and the modules it makes (handrank._core), cffi 1.17 (the one that builds
    # for 3.13t) for neither: there, PYTHON_GIL=0 keeps the GIL off.
    import cffi

    cffi_declares = int(cffi.__version__.split(".")[0]) >= 2
    for env in (_env(), _env(PYTHON_GIL="0")):
        r = subprocess.run([sys.executable, "-v", "-c", LAZY_ON_THREADS], capture_output=True, text=True,
                           env=env, timeout=300)
        assert r.returncode == 0, r.stderr[-3000:]
        need = {line.split("'")[1] for line in r.stderr.splitlines()
                if line.endswith("which requires the GIL")}
        assert need <= (set() if cffi_declares else {"_cffi_backend", "handrank._core"}), need
        gil_off = not need or env.get("PYTHON_GIL") == "0"
        assert f"gil {not gil_off}" in r.stdout, (need, r.stdout)

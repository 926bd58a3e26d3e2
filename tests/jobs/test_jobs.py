"""The job runner: the same answer on every executor, resume after a kill, one store many jobs.

The toy job counts the hand categories of every 5-card hand of a deck; chunk ``i`` takes the
hands whose lowest card is the deck's ``i``-th, evaluated in C by ``evaluate_batch``.
"""

import concurrent.futures as cf
import gc
import multiprocessing
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from fractions import Fraction
from itertools import chain, combinations
from math import comb
from pathlib import Path

import distributed
import handrank as hr
import numpy as np
import pytest
from handrank._core import ffi, lib
from handrank.jobs import (
    Job,
    Store,
    chunk_seed,
    decode_result,
    encode_result,
    progress_bar,
    read_export,
    run,
    sum_exact,
)
from handrank.values import CATEGORY_START

CALLS: list = []  # chunk indices computed in this process (threads share it)
RUNNING = [0]  # category chunks running in this process now (a failed run abandons its threads')
RUNNING_LOCK = threading.Lock()
FAIL_AT: set = set()  # chunk indices that raise, to kill a run on purpose
DELAY = "HANDRANK_TEST_CHUNK_DELAY"  # seconds each chunk sleeps (the SIGKILL test's subprocess)
SMALL_DECK = list(range(16, 52))  # 6 to ace: 376,992 hands


def category_chunk(inputs, index):
    """Category counts of the hands whose lowest card is ``deck[index]``."""
    if index in FAIL_AT:
        raise RuntimeError(f"chunk {index} fails on purpose")
    with RUNNING_LOCK:
        RUNNING[0] += 1
    try:
        return _category_counts(inputs, index)
    finally:
        with RUNNING_LOCK:
            RUNNING[0] -= 1


def _category_counts(inputs, index):
    deck = inputs["deck"]
    rest = deck[index + 1:]
    counts = np.zeros(10, dtype=np.int64)
    if len(rest) >= 4:
        flat = np.fromiter(chain.from_iterable((deck[index], *c) for c in combinations(rest, 4)),
                           dtype=np.uint8, count=5 * comb(len(rest), 4))
        values = hr.evaluate_batch(flat.reshape(-1, 5))
        counts = np.bincount(np.searchsorted(CATEGORY_START[:10], values, side="right") - 1, minlength=10)
    time.sleep(float(os.environ.get(DELAY, "0")))
    CALLS.append(index)
    return counts


def category_job(deck=SMALL_DECK, version=1):
    return Job("test.categories", version, {"deck": list(deck)}, chunks=len(deck), chunk=category_chunk)


def seeded_chunk(inputs, index):
    """A Monte Carlo chunk: how many of ``n`` draws of 0..9 hit each value, seeded per chunk."""
    rng = random.Random(chunk_seed(inputs["seed"], index))
    counts = [0] * 10
    for _ in range(inputs["n"]):
        counts[rng.randrange(10)] += 1
    return counts


def rows_chunk(inputs, index):
    return [index, Fraction(index, inputs["d"])]


def concat(results):
    return list(results)


def settle(timeout=120.0):
    """Wait for the chunks a failed run left running on its threads to end (the run raised at
    once; they finish on their own), so that they are not counted as a later run's."""
    deadline = time.monotonic() + timeout
    while RUNNING[0] and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not RUNNING[0], "a chunk of an earlier run is still running"


@pytest.fixture(autouse=True)
def _clean():
    settle()
    CALLS.clear()
    FAIL_AT.clear()
    yield
    FAIL_AT.clear()


@pytest.fixture(scope="module")
def reference():
    return run(category_job(), threads=2)


def test_every_five_card_hand_counted_as_the_c_enumerator_counts():
    counts, seen = ffi.new("uint64_t[10]"), ffi.new("uint32_t *")
    assert lib.hr_enumerate_categories(5, counts, seen) == 0
    got = run(category_job(range(52)), threads=2)
    assert got == tuple(counts) and sum(got) == comb(52, 5)
    assert sorted(CALLS) == list(range(52))


def test_local_threads_and_process_pool_agree_exactly(reference):
    assert sum(reference) == comb(36, 5) and all(type(c) is int for c in reference)
    job = category_job()
    assert run(job) == reference  # one thread, inline
    assert run(job, threads=3) == reference
    with cf.ThreadPoolExecutor(4) as pool:
        assert run(job, executor=pool, max_pending=2) == reference
    # (PyPy 7.3's ProcessPoolExecutor fails on a spawn context: it calls _adjust_process_count,
    # which its stdlib renamed; a forked pool runs the same chunks)
    start = "fork" if sys.implementation.name == "pypy" else "spawn"
    with cf.ProcessPoolExecutor(2, mp_context=multiprocessing.get_context(start)) as pool:
        assert run(job, executor=pool) == reference


def test_a_dask_local_cluster_gives_the_local_result(reference, tmp_path):
    if not hasattr(gc, "callbacks"):  # (PyPy: dask.distributed's scheduler hooks gc.callbacks)
        pytest.skip("dask.distributed does not run on PyPy: its scheduler needs gc.callbacks")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        with Store(tmp_path / "dask.sqlite") as store:
            assert run(category_job(), executor=client, store=store) == reference  # the Client itself
            workers = {r.worker for r in store.rows()}
        assert run(category_job(), executor=client.get_executor()) == reference
        assert CALLS == []  # the workers computed every chunk, this process none
        seed_job = Job("test.seeded", 1, {"seed": 7, "n": 2000}, chunks=12, chunk=seeded_chunk)
        assert run(seed_job, executor=client) == run(seed_job, threads=2) == run(seed_job)
    assert len(workers) >= 1 and all(not w.endswith(f":{os.getpid()}") for w in workers)


def test_a_chunk_that_raises_stops_the_run_and_the_rerun_computes_only_the_rest(reference, tmp_path):
    path = tmp_path / "jobs.sqlite"
    FAIL_AT.add(7)
    with pytest.raises(RuntimeError, match="chunk 7 fails on purpose"):
        run(category_job(), store=path)
    assert CALLS == list(range(7))
    with Store(path) as store:
        assert sorted(store.results(category_job())) == list(range(7))
        assert store.missing(category_job()) == list(range(7, 36))
    FAIL_AT.clear()
    CALLS.clear()
    seen = []
    assert run(category_job(), store=path, threads=2, resume=True,
               progress=lambda d, t: seen.append((d, t))) == reference
    assert sorted(CALLS) == list(range(7, 36))
    assert seen[0] == (7, 36) and seen[-1] == (36, 36) and len(seen) == 30
    CALLS.clear()
    # all stored: nothing to do
    assert run(category_job(), store=path, resume=True) == reference and CALLS == []
    assert run(category_job(), store=path, resume=False) == reference and CALLS == list(range(36))
    with pytest.raises(ValueError, match="already holds 36 of 36 chunks"):
        run(category_job(), store=path)  # not asked to resume (the default, resume=None)
    assert run(category_job(SMALL_DECK[2:]), store=path, resume=None) == run(category_job(SMALL_DECK[2:]))


def test_a_failure_on_a_pool_keeps_the_finished_chunks(reference, tmp_path):
    FAIL_AT.add(20)
    with pytest.raises(RuntimeError, match="chunk 20"):
        run(category_job(), threads=2, store=tmp_path / "s.sqlite")
    with Store(tmp_path / "s.sqlite") as store:
        kept = set(store.results(category_job()))
    assert 20 not in kept and len(kept) >= 5  # chunk 20 is submitted after 5 have finished
    FAIL_AT.clear()
    settle()  # (on PyPy chunk 0, the largest, may still be running on the other thread)
    CALLS.clear()
    assert run(category_job(), threads=2, store=tmp_path / "s.sqlite", resume=True) == reference
    assert sorted(CALLS) == sorted(set(range(36)) - kept)


def _stored_chunks(path):
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            return db.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]
    except sqlite3.OperationalError:  # the schema is not written yet
        return 0


def kill_when_stored(argv, path, n, env=None):
    """Run ``argv``, SIGKILL it once its store holds ``n`` chunks (it must not finish first)."""
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while _stored_chunks(path) < n and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL


def test_a_run_killed_with_sigkill_resumes_from_the_store(reference, tmp_path):
    path = tmp_path / "killed.sqlite"
    script = ("import sys; sys.path.insert(0, sys.argv[1]); import test_jobs as t; "
              "from handrank.jobs import run; run(t.category_job(), store=sys.argv[2])")
    kill_when_stored([sys.executable, "-c", script, str(Path(__file__).parent), str(path)], path, 4,
                     env={**os.environ, DELAY: "0.2"})
    with Store(path) as store:
        before = set(store.results(category_job()))
    assert 4 <= len(before) < 36
    assert run(category_job(), store=path, threads=2, resume=True) == reference
    assert sorted(CALLS) == sorted(set(range(36)) - before)


def test_one_store_keeps_jobs_apart(reference, tmp_path):
    path = tmp_path / "two.sqlite"
    a, b = category_job(), category_job(SMALL_DECK[1:])
    assert a.key != b.key != category_job(version=2).key
    run(a, store=path)
    CALLS.clear()
    want_b = run(b)
    CALLS.clear()
    assert run(b, store=path) == want_b and sorted(CALLS) == list(range(35))  # a's rows were not used
    assert sum(want_b) == comb(35, 5)
    with Store(path) as store:
        assert [(j.kind, j.chunks, j.done) for j in store.jobs()] == [("test.categories", 36, 36)] + [
            ("test.categories", 35, 35)]
        assert store.jobs()[0].inputs == {"deck": SMALL_DECK}
        assert {r.job for r in store.rows(a)} == {a.key}
    with sqlite3.connect(path) as db:  # a row under a's key that says it is another job
        db.execute("UPDATE jobs SET inputs=? WHERE key=?", ('{"deck":[1,2]}', a.key))
    with Store(path) as store, pytest.raises(ValueError, match="holds another job"):
        run(a, store=store)
    CALLS.clear()
    assert run(b, store=path, resume=True) == want_b and CALLS == []


def test_a_file_that_is_not_a_store_is_refused(tmp_path):
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE chunks (x)")
    with pytest.raises(ValueError, match="not a handrank job store"):
        Store(other)
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(ValueError, match="not an SQLite database"):
        Store(junk)
    with pytest.raises(ValueError, match="is a directory"):
        Store(tmp_path)
    with pytest.raises(ValueError, match="cannot open"):
        Store(tmp_path / "no such folder" / "s.sqlite")


def test_the_key_is_a_stable_hash_of_canonical_inputs():
    a = Job("test.k", 3, {"b": [1, 2], "a": "x"}, chunks=4, chunk=rows_chunk)
    b = Job("test.k", 3, {"a": "x", "b": (1, 2)}, chunks=4, chunk=rows_chunk)
    assert a.key == b.key
    changed = [Job("test.k", 4, a.inputs, chunks=4, chunk=rows_chunk),
               Job("test.j", 3, a.inputs, chunks=4, chunk=rows_chunk),
               Job("test.k", 3, a.inputs, chunks=5, chunk=rows_chunk),
               Job("test.k", 3, {"b": [1, 2], "a": "y"}, chunks=4, chunk=rows_chunk)]
    assert len({a.key, *(j.key for j in changed)}) == 5
    script = ("import operator; from handrank.jobs import Job; "  # the chunk function is not part of the key
              "print(Job('test.k', 3, {'b': [1, 2], 'a': 'x'}, chunks=4, chunk=operator.getitem).key)")
    for seed in ("0", "12345"):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True,
                             text=True, env={**os.environ, "PYTHONHASHSEED": seed}, check=True).stdout
        assert out.strip() == a.key


def test_csv_and_parquet_exports_round_trip(tmp_path):
    pytest.importorskip("pyarrow")  # (no PyPy build)
    job = Job("test.rows", 1, {"d": 7}, chunks=5, chunk=rows_chunk)
    with Store(tmp_path / "s.sqlite") as store:
        run(job, store=store)
        run(category_job(SMALL_DECK[:12]), store=store)
        rows = store.rows()
        store.to_csv(tmp_path / "all.csv")
        store.to_csv(tmp_path / "one.csv", job)
        store.to_parquet(tmp_path / "all.parquet")
        store.to_parquet(tmp_path / "one.parquet", job.key)
    assert len(rows) == 17 and [r.job for r in rows[:5]] == [job.key] * 5
    assert rows[3].result == (3, Fraction(3, 7)) and rows[0].seconds >= 0 and ":" in rows[0].worker
    assert read_export(tmp_path / "all.csv") == rows
    assert read_export(tmp_path / "one.csv") == rows[:5]
    assert read_export(tmp_path / "all.parquet") == rows
    assert read_export(tmp_path / "one.parquet") == rows[:5]


def test_without_pyarrow_parquet_names_the_extra(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    with Store(tmp_path / "s.sqlite") as store, pytest.raises(ImportError, match=r'handrank\[parquet\]'):
        store.to_parquet(tmp_path / "x.parquet")
    (tmp_path / "bad.csv").write_text("a,b\n1,2\n")
    with pytest.raises(ValueError, match="not a handrank job export"):
        read_export(tmp_path / "bad.csv")


def test_results_come_back_in_chunk_order_to_a_custom_merge():
    job = Job("test.rows", 1, {"d": 3}, chunks=40, chunk=rows_chunk, merge=concat)
    want = [(i, Fraction(i, 3)) for i in range(40)]
    assert run(job) == want
    with cf.ThreadPoolExecutor(8) as pool:
        assert run(job, executor=pool) == want


def test_monte_carlo_chunks_are_seeded_per_chunk():
    job = Job("test.seeded", 1, {"seed": 3, "n": 500}, chunks=9, chunk=seeded_chunk)
    one = run(job)
    assert sum(one) == 4500 and run(job, threads=4) == one
    assert run(Job("test.seeded", 1, {"seed": 4, "n": 500}, chunks=9, chunk=seeded_chunk)) != one
    assert job.compute(2) == tuple(seeded_chunk({"seed": 3, "n": 500}, 2))


def test_exact_results_only():
    assert decode_result(encode_result(np.arange(3, dtype=np.uint64))) == (0, 1, 2)
    assert decode_result(encode_result([Fraction(-5, 3), (2**80,)])) == (Fraction(-5, 3), (2**80,))
    for bad in (0.5, [1, 2.0], np.array([0.5]), True, "3", None, {"a": 1}):
        with pytest.raises(TypeError, match="chunk result"):
            encode_result(bad)
    with pytest.raises(ValueError, match="shape"):
        sum_exact([(1, 2), (1, (2,))])
    with pytest.raises(ValueError, match="lengths"):
        sum_exact([(1, 2), (1, 2, 3)])
    with pytest.raises(ValueError, match="not an encoded"):
        decode_result("[1.5]")


def test_bad_jobs_and_arguments_are_refused():
    def local_chunk(inputs, index):
        return 0

    for fn in (local_chunk, lambda inputs, index: 0):
        with pytest.raises(TypeError, match="top-level function"):
            Job("test.bad", 1, {}, chunks=1, chunk=fn)
    with pytest.raises(TypeError, match="JSON"):
        Job("test.bad", 1, {"x": {1, 2}}, chunks=1, chunk=rows_chunk)
    with pytest.raises(ValueError, match="chunks"):
        Job("test.bad", 1, {}, chunks=0, chunk=rows_chunk)
    with pytest.raises(TypeError, match="kind"):
        Job("", 1, {}, chunks=1, chunk=rows_chunk)
    job = Job("test.rows", 1, {"d": 1}, chunks=2, chunk=rows_chunk)
    with pytest.raises(ValueError, match="threads"):
        run(job, threads=0)
    with pytest.raises(TypeError, match="Executor"):
        run(job, executor=object())


def test_progress_bar_shows_the_resumed_and_finished_chunks(tmp_path):
    import io

    out = io.StringIO()
    job = Job("test.rows", 1, {"d": 2}, chunks=6, chunk=rows_chunk, merge=concat)
    with Store(tmp_path / "s.sqlite") as store:
        for i in range(2):
            store.register(job)
            store.put(job, i, encode_result(rows_chunk({"d": 2}, i)))
        with progress_bar("rows", file=out, disable=False) as bar:
            assert len(run(job, store=store, progress=bar, resume=True)) == 6
    text = out.getvalue()
    assert "rows" in text and "2/6" in text and "6/6" in text


def test_a_slice_of_chunks_runs_resumes_and_forgets_only_its_own(tmp_path):
    job = Job("test.rows", 1, {"d": 7}, chunks=10, chunk=rows_chunk, merge=concat)
    seen = []
    assert run(job, chunks=range(3, 6), progress=lambda d, t: seen.append((d, t))) == [
        (3, Fraction(3, 7)), (4, Fraction(4, 7)), (5, Fraction(5, 7))]
    assert seen == [(0, 3), (1, 3), (2, 3), (3, 3)]
    path = tmp_path / "slice.sqlite"
    with Store(path) as store:
        run(job, store=store, chunks=[8, 1])
        assert sorted(store.results(job)) == [1, 8] and store.missing(job) == [0, 2, 3, 4, 5, 6, 7, 9]
        seen.clear()
        got = run(job, store=store, chunks=range(0, 3), threads=2, resume=True,
                  progress=lambda d, t: seen.append((d, t)))
        assert [r[0] for r in got] == [0, 1, 2] and seen[0] == (1, 3)  # chunk 1 came from the store
        run(job, store=store, chunks=[2], resume=False)  # forgets chunk 2 only, then computes it again
        assert sorted(store.results(job)) == [0, 1, 2, 8]
        with pytest.raises(ValueError, match="already holds 1 of 2"):
            run(job, store=store, chunks=[8, 9], resume=None)
        assert run(job, store=store, resume=True) == [(i, Fraction(i, 7)) for i in range(10)]  # after slices


@pytest.mark.parametrize("bad, what", [([10], "not a chunk index"), ([-1], "not a chunk index"),
                                       ([1, 1], "twice"), ([], "no chunk"), (["1"], "not a chunk index"),
                                       ([True], "not a chunk index"), (5, "iterable")])  # fmt: skip
def test_a_bad_slice_refused(bad, what):
    job = Job("test.rows", 1, {"d": 7}, chunks=10, chunk=rows_chunk, merge=concat)
    with pytest.raises((TypeError, ValueError), match=what):
        run(job, chunks=bad)

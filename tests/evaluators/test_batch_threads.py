"""Batches on several threads (csrc/batch/batch_job.c, ``_run_threads``): the values equal one
thread's, and a bad row is named as one thread names it (the lowest, whichever thread found
it), at and around every place a piece may start; more threads than pieces; rows not a
multiple of 64; every batch loop (high, short deck, low)."""

import handrank as hr
import numpy as np
import pytest
from handrank import CardError
from handrank._core import ffi, lib
from handrank.evaluators import batch as batch_module
from handrank.evaluators.batch import HIGH, MIN_ROWS_PER_THREAD, _run_threads


def _deals(n, k, seed, low=0):
    rng = np.random.default_rng(seed)
    return (low + np.argsort(rng.random((n, 52 - low)), axis=1)[:, :k]).astype(np.uint8)


def _run(job, hands, threads):
    """(first bad row, values) of ``job`` over ``hands`` on ``threads`` threads."""
    out = np.zeros(len(hands) + 1, np.uint16)
    out[-1] = 0xBEEF  # past the rows: no thread writes there
    bad = _run_threads(job, ffi.from_buffer(hands), len(hands), hands.shape[1],
                       ffi.from_buffer("uint16_t[]", out), threads)
    assert out[-1] == 0xBEEF
    return bad, out[:-1]


@pytest.mark.parametrize("job, low", [(HIGH, 0), ((lib.HR_BATCH_SHORTDECK, 1, 0), 16),
                                      ((lib.HR_BATCH_LOW, 0, 8), 0), ((lib.HR_BATCH_LOW, 1, 0), 0)])
@pytest.mark.parametrize("n", [1, 63, 64, 2047, 2049, 40_001])
def test_any_threads_give_one_threads_values(job, low, n):
    hands = _deals(n, 7, n, low)
    want = np.zeros(n, np.uint16)
    assert lib.hr_batch_rows(*job, ffi.from_buffer(hands), n, 7, ffi.from_buffer("uint16_t[]", want)) == -1
    for threads in (2, 3, 8):  # more threads than pieces for the small ones
        bad, got = _run(job, hands, threads)
        assert bad == -1 and np.array_equal(got, want)


def test_the_first_bad_row_whatever_thread_finds_it():
    n = 20_000 + 17  # pieces start at multiples of 64 (of 2048 and more, shrinking)
    hands = _deals(n, 7, 1)
    for row in sorted({0, n - 1, *range(63, n, 64), *range(64, n, 64)}):
        bad = hands.copy()
        bad[row, 4] = bad[row, 1]
        bad[n - 1, 0] = 99  # a second bad row, after it (or the same)
        for threads in (2, 3):
            assert _run(HIGH, bad, threads)[0] == row, (row, threads)


@pytest.mark.parametrize("threads", [2, 3, 8])
def test_evaluate_batch_names_the_first_bad_row_on_threads(threads):
    n = 2 * MIN_ROWS_PER_THREAD + 5  # not a multiple of 64
    hands = _deals(n, 6, 2)
    for row in (0, 1, MIN_ROWS_PER_THREAD // 2, MIN_ROWS_PER_THREAD, n - 1):
        bad = hands.copy()
        bad[row, 2] = 52
        bad[-1, 3] = bad[-1, 0]
        out = np.arange(n, dtype=np.uint16)
        with pytest.raises(CardError, match=rf"^row {row}: card id 52 is out of range"):
            hr.evaluate_batch(bad, threads=threads, out=out)
        assert np.array_equal(out, np.arange(n, dtype=np.uint16))  # out= as it was
    assert np.array_equal(hr.evaluate_batch(hands, threads=threads), hr.evaluate_batch(hands))


def test_a_pool_thread_that_starts_late_finds_nothing_left(monkeypatch):
    """The calling thread does every piece when the pool's thread has not started, and
    (where C has atomics) does not wait for it."""
    late = []

    class Late:  # a pool thread that starts only when its result is asked for
        def __init__(self, fn, *args):
            self.fn, self.args = fn, args
            late.append(self)

        def result(self):
            return self.fn(*self.args)

    monkeypatch.setattr(batch_module, "_pool", lambda: type("Pool", (), {"submit": staticmethod(Late)}))
    hands = _deals(3 * MIN_ROWS_PER_THREAD, 7, 3)
    assert np.array_equal(hr.evaluate_batch(hands, threads=2), hr.evaluate_batch(hands))
    assert late and all(t.result() == -1 for t in late)  # started now: the job holds no rows any more


@pytest.mark.parametrize("threads", [2, 3, 8])
def test_out_gets_the_values_from_every_thread(threads):
    """With out=, the threads copy the values there themselves once every row is valid."""
    n = 3 * MIN_ROWS_PER_THREAD + 33
    hands = _deals(n, 7, 6)
    out = np.zeros(n + 1, np.uint16)
    assert hr.evaluate_batch(hands, threads=threads, out=out[:n]).base is out
    assert np.array_equal(out[:n], hr.evaluate_batch(hands)) and out[n] == 0
    low = np.zeros(n, np.uint16)
    hr.evaluate_low_batch(hands, "27", qualifier=8, threads=threads, out=low)
    assert np.array_equal(low, hr.evaluate_low_batch(hands, "27", qualifier=8))


def test_callers_on_several_threads_share_the_pool():
    """Four callers at once, each with threads=2 (and out= for two of them): more work than the
    pool has threads, so some pool threads start after their batch is done; every answer is
    right."""
    import threading

    batches = [_deals(2 * MIN_ROWS_PER_THREAD + 100 * i, 5 + i % 3, 20 + i) for i in range(4)]
    want = [hr.evaluate_batch(b) for b in batches]
    ok = []

    def work(i):
        out = np.zeros(len(batches[i]), np.uint16)
        for _ in range(5):
            got = hr.evaluate_batch(batches[i], threads=2, out=out if i % 2 else None)
            ok.append(np.array_equal(got, want[i]))

    callers = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in callers:
        t.start()
    for t in callers:
        t.join()
    assert len(ok) == 20 and all(ok)

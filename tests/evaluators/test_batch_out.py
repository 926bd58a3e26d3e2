"""evaluate_batch(out=) and evaluate_low_batch(out=): the values in the caller's array, the
same as a fresh result; a bad row or a bad array leaves that array as it was."""

import array
import threading

import handrank as hr
import numpy as np
import pytest
from handrank import BatchOutError, CardError
from handrank.evaluators import batch as batch_module


def _deals(n, k, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)


def _calls():
    """Each batch function with its keywords: high, the lows, short deck."""
    yield "high", lambda h, **kw: hr.evaluate_batch(h, **kw)
    for scheme in ("a5", "27", "a6"):
        yield f"low {scheme}", lambda h, s=scheme, **kw: hr.evaluate_low_batch(h, s, **kw)
    yield "low a5/8", lambda h, **kw: hr.evaluate_low_batch(h, "a5", qualifier=8, **kw)


@pytest.mark.parametrize("k", [5, 6, 7])
@pytest.mark.parametrize("name,call", list(_calls()), ids=[n for n, _ in _calls()])
def test_out_holds_the_same_values_as_a_fresh_result(name, call, k):
    hands = _deals(5000, k, k)
    want = call(hands)
    out = np.full(5000, 0xBEEF, np.uint16)
    got = call(hands, out=out)
    assert got is out
    assert np.array_equal(out, want)


def test_out_with_threads_and_short_deck():
    n = 4 * batch_module.MIN_ROWS_PER_THREAD + 17  # several shares, the last one short
    hands = _deals(n, 7, 3)
    out = np.zeros(n, np.uint16)
    assert hr.evaluate_batch(hands, threads=2, out=out) is out
    assert np.array_equal(out, hr.evaluate_batch(hands))
    short = (np.argsort(np.random.default_rng(4).random((3000, 36)), axis=1)[:, :7] + 16).astype(np.uint8)
    out = np.zeros(3000, np.uint16)
    hr.evaluate_batch(short, game="shortdeck", out=out)
    assert np.array_equal(out, hr.evaluate_batch(short, game="shortdeck"))


def test_out_may_be_any_uint16_buffer_and_reused():
    hands = _deals(300, 7, 5)
    want = hr.evaluate_batch(hands).tolist()
    out = array.array("H", bytes(600))
    assert hr.evaluate_batch(hands, out=out) is out and out.tolist() == want
    for seed in (6, 7):  # the same array again: the new values
        other = _deals(300, 7, seed)
        assert hr.evaluate_batch(other, out=out).tolist() == hr.evaluate_batch(other).tolist()
    assert hr.evaluate_batch(hands.tolist(), out=np.zeros(300, np.uint16)).tolist() == want
    big_endian = np.zeros(300, ">u2")  # NumPy names it uint16 of the other byte order: refused
    with pytest.raises(BatchOutError, match="dtype >u2"):
        hr.evaluate_batch(hands, out=big_endian)


def test_an_empty_batch_returns_the_empty_out():
    out = np.zeros(0, np.uint16)
    assert hr.evaluate_batch(np.zeros((0, 7), np.uint8), out=out) is out
    with pytest.raises(BatchOutError, match=r"shape \(0,\), got shape \(3,\)"):
        hr.evaluate_batch(np.zeros((0, 7), np.uint8), out=np.zeros(3, np.uint16))


def test_a_bad_row_leaves_out_as_it_was():
    hands = _deals(20000, 7, 8)
    for bad_row in (0, 7, 12345, 19999):
        h = hands.copy()
        h[bad_row, 3] = h[bad_row, 0]  # a card twice
        out = np.full(20000, 0xBEEF, np.uint16)
        with pytest.raises(CardError) as e:
            hr.evaluate_batch(h, out=out)
        with pytest.raises(CardError) as plain:
            hr.evaluate_batch(h)
        assert str(e.value) == str(plain.value) and f"row {bad_row}:" in str(e.value)
        assert (out == 0xBEEF).all()
    h = hands.copy()
    h[9, 2] = 52
    out = np.full(20000, 7, np.uint16)
    with pytest.raises(CardError, match="row 9"):
        hr.evaluate_low_batch(h, "27", out=out, threads=2)
    assert (out == 7).all()


@pytest.mark.parametrize("bad,why", [
    (np.zeros(10, np.int64), "dtype int64"),
    (np.zeros(10, np.uint8), "dtype uint8"),
    (np.zeros(10, np.float32), "dtype float32"),
    (np.zeros(9, np.uint16), r"shape \(10,\), got shape \(9,\)"),
    (np.zeros(11, np.uint16), r"got shape \(11,\)"),
    (np.zeros((10, 1), np.uint16), r"got shape \(10, 1\)"),
    (np.zeros(20, np.uint16)[::2], "C-contiguous"),
    (array.array("h", bytes(20)), "format 'h'"),
    (array.array("I", bytes(40)), "format 'I'"),
    (bytearray(20), "format 'B'"),
    ([0] * 10, "got list"),
    ("0123456789", "got str"),
])
def test_a_bad_out_is_refused_naming_why(bad, why):
    hands = _deals(10, 7, 9)
    before = (bad.copy() if isinstance(bad, np.ndarray)
              else bytes(bad) if not isinstance(bad, (list, str)) else None)
    with pytest.raises(BatchOutError, match=why) as e:
        hr.evaluate_batch(hands, out=bad)
    assert isinstance(e.value, TypeError) and isinstance(e.value, ValueError)
    if isinstance(bad, np.ndarray):
        assert np.array_equal(bad, before)
    elif before is not None:
        assert bytes(bad) == before


def test_a_read_only_out_is_refused():
    out = np.zeros(10, np.uint16)
    out.flags.writeable = False
    with pytest.raises(BatchOutError, match="read-only"):
        hr.evaluate_batch(_deals(10, 7, 10), out=out)
    assert not out.any()


def test_out_over_the_hands_own_memory():
    """``out`` sharing memory with ``hands``: every value is worked out from the hands as given."""
    n = 1000
    hands = _deals(n, 7, 11)
    want = hr.evaluate_batch(hands)
    raw = bytearray(hands.tobytes())
    shared = np.frombuffer(raw, np.uint8).reshape(n, 7)
    out = np.frombuffer(raw, np.uint16, count=n)  # the first 2n bytes of the hands
    assert np.array_equal(hr.evaluate_batch(shared, out=out), want)


def test_threads_of_the_caller_each_with_their_own_out():
    """The scratch values are per thread: calls from several threads at once stay apart."""
    jobs = [_deals(3000 + 100 * i, 7, 20 + i) for i in range(6)]
    want = [hr.evaluate_batch(h) for h in jobs]
    errors = []

    def work(i):
        out = np.zeros(len(jobs[i]), np.uint16)
        for _ in range(30):
            hr.evaluate_batch(jobs[i], out=out)
            if not np.array_equal(out, want[i]):
                errors.append(i)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_a_large_scratch_is_not_kept(monkeypatch):
    monkeypatch.setattr(batch_module, "_KEEP_SCRATCH", 100)
    monkeypatch.setattr(batch_module, "_SCRATCH", threading.local())
    hr.evaluate_batch(_deals(50, 7, 30), out=np.zeros(50, np.uint16))
    kept = batch_module._SCRATCH.buf
    hr.evaluate_batch(_deals(500, 7, 31), out=np.zeros(500, np.uint16))
    assert batch_module._SCRATCH.buf is kept  # the large one was used once and dropped
    assert len(kept) == 50

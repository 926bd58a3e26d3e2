"""evaluate_batch: every input form, bad rows, threads."""

import array
import random
import threading

import handrank as hr
import numpy as np
import pytest
from handrank import CardError


def _deals(n, k, seed):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.uint8)


@pytest.mark.parametrize("k", [5, 6, 7])
def test_batch_matches_single(k):
    hands = _deals(3000, k, k)
    out = hr.evaluate_batch(hands)
    assert out.dtype == np.uint16 and out.shape == (3000,)
    assert out.tolist() == [hr.evaluate(h.tolist()) for h in hands]


def test_every_input_form_gives_the_same_values():
    hands = _deals(500, 7, 1)
    want = hr.evaluate_batch(hands).tolist()
    for dtype in (np.int8, np.int16, np.int32, np.int64, np.uint16, np.uint64):
        assert hr.evaluate_batch(hands.astype(dtype)).tolist() == want
    assert hr.evaluate_batch(hands.tolist()).tolist() == want
    assert hr.evaluate_batch(hands.tobytes(), k=7).tolist() == want
    assert hr.evaluate_batch(bytearray(hands.tobytes()), k=7).tolist() == want
    assert hr.evaluate_batch(array.array("B", hands.tobytes()), k=7).tolist() == want
    assert hr.evaluate_batch(memoryview(hands.tobytes()), k=7).tolist() == want
    wide = np.zeros((500, 14), dtype=np.uint8)
    wide[:, ::2] = hands
    assert hr.evaluate_batch(wide[:, ::2]).tolist() == want  # non-contiguous: copied
    assert hr.evaluate_batch(np.asfortranarray(hands)).tolist() == want


def test_threads_split_large_batches_with_the_same_answers():
    hands = _deals(300_000, 7, 2)
    want = hr.evaluate_batch(hands)
    assert np.array_equal(hr.evaluate_batch(hands, threads=2), want)
    assert np.array_equal(hr.evaluate_batch(hands, threads=4), want)


def test_several_threads_at_once_agree_with_one():
    batches = [_deals(50_000, k, 10 + i) for i, k in enumerate((5, 6, 7, 7))]
    want = [hr.evaluate_batch(b) for b in batches]
    results = {}

    def work(i):
        for _ in range(5):
            got = hr.evaluate_batch(batches[i])
            results.setdefault(i, []).append(np.array_equal(got, want[i]))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(all(r) and len(r) == 5 for r in results.values()) and len(results) == 4


@pytest.mark.parametrize("threads", [None, 3])
def test_the_first_bad_row_is_named(threads):
    hands = _deals(200_000, 7, 3)
    hands[150_000, 3] = 60
    hands[170_000, 2] = hands[170_000, 5]
    with pytest.raises(CardError, match=r"row 150000: card id 60 is out of range"):
        hr.evaluate_batch(hands, threads=threads)
    hands[150_000, 3] = 0 if 0 not in hands[150_000] else 1 if 1 not in hands[150_000] else 2
    with pytest.raises(CardError, match=r"row 170000: card id \d+ is given twice"):
        hr.evaluate_batch(hands, threads=threads)


@pytest.mark.parametrize("bad, words", [
    (np.zeros((0, 4), np.uint8), ["5 to 7", "4"]), (np.zeros((3, 4), np.uint8), ["5 to 7", "4"]),
    (np.zeros((3, 8), np.uint8), ["8"]),
    (np.zeros(7, np.uint8), ["2-D"]), (np.zeros((2, 7), np.float64), ["integers", "float64"]),
    (np.array([[0, 1, 2, 3, 300]], np.int64), ["row 0", "300"]),
    (np.array([[0, 1, 2, 3, -1]], np.int64), ["row 0", "-1"]),
    ([[0, 1, 2, 3, 4], [0, 1, 2, 3]], ["row 1", "4 cards"]),
    ([[0, 1, 2, 3, "x"]], ["row 0", "'x'"]),
    (bytes(range(10)), ["k="]),
])
def test_bad_batches_are_clear_errors(bad, words):
    with pytest.raises(CardError) as e:
        hr.evaluate_batch(bad)
    for w in words:
        assert w in str(e.value)


def test_bad_buffers():
    with pytest.raises(CardError, match="whole number"):
        hr.evaluate_batch(bytes(13), k=7)
    with pytest.raises(CardError, match="uint8"):
        hr.evaluate_batch(array.array("H", [0] * 14), k=7)
    with pytest.raises(CardError, match="5 to 7"):
        hr.evaluate_batch(bytes(16), k=4)
    with pytest.raises(CardError, match="k=6 does not match"):
        hr.evaluate_batch(np.zeros((2, 7), np.uint8), k=6)


def test_invalid_ids_never_reach_outside_the_tables():
    rng = random.Random(5)
    raw = bytes(rng.randrange(256) for _ in range(7 * 20000))
    out = np.zeros(20000, np.uint16)
    bad = hr._core.lib.hr_eval_batch(raw, 20000, 7, hr._core.ffi.from_buffer("uint16_t[]", out))
    assert 0 <= bad < 20000  # random bytes are almost surely bad early; no crash
    assert hr._core.lib.hr_eval_batch(raw, 20000, 9, hr._core.ffi.NULL) == -2


def test_without_numpy_the_result_is_an_array_of_uint16(monkeypatch):
    import handrank.evaluators.batch as batch

    hands = _deals(1000, 7, 8)
    want = hr.evaluate_batch(hands).tolist()
    monkeypatch.setattr(batch, "optional_numpy", lambda: None)
    out = hr.evaluate_batch(hands.tolist())
    assert isinstance(out, array.array) and out.typecode == "H" and out.tolist() == want
    assert hr.evaluate_batch(hands.tobytes(), k=7, threads=2).tolist() == want
    with pytest.raises(CardError, match="row 1: card id 3 is given twice"):
        hr.evaluate_batch([[0, 1, 2, 3, 4], [3, 3, 5, 6, 7]])


@pytest.mark.parametrize("empty", [np.zeros((0, 7), np.uint8), np.zeros((0, 5), np.int64), [], (), bytes(0)])
def test_an_empty_batch_gives_an_empty_array_of_values(empty):
    # a NumPy pipeline that filters rows may keep none: the values are then an empty uint16 array
    got = hr.evaluate_batch(empty, k=7) if isinstance(empty, bytes) else hr.evaluate_batch(empty)
    assert got.shape == (0,) and got.dtype == np.uint16
    low = (hr.evaluate_low_batch(empty, "a5", k=7) if isinstance(empty, bytes)
           else hr.evaluate_low_batch(empty, "a5"))
    assert low.shape == (0,) and low.dtype == hr.evaluate_low_batch([(0, 4, 8, 12, 16)], "a5").dtype

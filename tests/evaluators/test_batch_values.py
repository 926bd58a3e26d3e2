"""Values of a batch: ``category``, ``decode``, ``describe`` and ``cactus_kev_rank`` take the
NumPy array ``evaluate_batch`` returns (NumPy in, NumPy out), each element answered as the
function answers one value; an empty batch gives an empty array of the same dtype.
"""

from __future__ import annotations

import handrank as hr
import numpy as np
import pytest


def _all_values(wild: bool = True) -> np.ndarray:
    from handrank.values import MAX_WILD_VALUE, NUM_VALUES
    return np.arange(1, (MAX_WILD_VALUE if wild else NUM_VALUES) + 1, dtype=np.uint16)


@pytest.mark.parametrize("dtype", [np.uint16, np.int64, np.int32, np.uint32])
def test_every_value_as_one_call_answers_it(dtype):
    values = _all_values().astype(dtype)
    cats = hr.category(values)
    assert cats.dtype == np.uint8 and cats.tolist() == [hr.category(int(v)) for v in values]
    c, ranks = hr.decode(values)
    assert c.tolist() == cats.tolist() and ranks.dtype == np.uint8 and ranks.shape == (len(values), 5)
    assert [tuple(r) for r in ranks.tolist()] == [hr.decode(int(v))[1] for v in values]
    for lang in ("en", "ru"):
        texts = hr.describe(values, lang)
        assert texts.dtype == object and texts.tolist() == [hr.describe(int(v), lang) for v in values]
    high = _all_values(wild=False).astype(dtype)
    ranks = hr.cactus_kev_rank(high)
    assert ranks.dtype == np.uint16 and ranks.tolist() == [hr.cactus_kev_rank(int(v)) for v in high]


def test_the_arrays_evaluate_batch_returns():
    hands = hr.random_hands(2000, 7, seed=3)
    values = hr.evaluate_batch(hands)
    assert hr.category(values).tolist() == [hr.category(int(v)) for v in values]
    assert hr.describe(values).tolist() == [hr.describe(hands[i].tolist()) for i in range(len(hands))]
    assert hr.describe(values[:3].reshape(3, 1)).shape == (3, 1)  # the shape is kept
    assert hr.describe(hands[0]) == hr.describe(hands[0].tolist())  # a uint8 row is still a hand
    flushes = values[hr.category(values) == hr.Category.FLUSH]
    assert set(hr.category(flushes).tolist()) <= {int(hr.Category.FLUSH)}


@pytest.mark.parametrize("empty", [np.zeros(0, np.uint16), np.zeros(0, np.int64), np.zeros(0),
                                   np.zeros((0, 3), np.uint16)])
def test_an_empty_batch_gives_an_empty_array_of_the_same_dtype(empty):
    one = np.array([7462], dtype=np.uint16)
    for f in (hr.category, hr.cactus_kev_rank, hr.describe):
        out = f(empty)
        assert out.size == 0 and out.shape == empty.shape and out.dtype == f(one).dtype
    cats, ranks = hr.decode(empty)
    assert cats.shape == empty.shape and ranks.shape == empty.shape + (5,)
    assert cats.dtype == hr.decode(one)[0].dtype and ranks.dtype == hr.decode(one)[1].dtype
    kept = hr.evaluate_batch(hr.random_hands(10, 7, seed=1))
    none = kept[kept > 9000]  # a filter that keeps no row
    assert hr.category(none).dtype == np.uint8 and hr.describe(none).tolist() == []


@pytest.mark.parametrize("bad, words", [
    (np.array([7462, 0], dtype=np.uint16), ["values[1] = 0", "1..7475"]),
    (np.array([[1, 2], [3, 8000]]), ["values[1, 1] = 8000"]),
    (np.array([-1]), ["values[0] = -1"]),
    (np.array([7462.0]), ["float64", "integers"]),
    (np.array([True]), ["bool"]),
    (np.array(["7462"]), ["<U4"]),
])
def test_bad_values_are_named(bad, words):
    for f in (hr.category, hr.decode, hr.describe, hr.cactus_kev_rank):
        with pytest.raises(ValueError) as e:
            f(bad)
        for w in words:
            assert w in str(e.value).replace("1..7462", "1..7475"), (f, str(e.value))
    with pytest.raises(ValueError, match="7463"):
        hr.cactus_kev_rank(np.array([7463]))  # five of a kind has no Cactus Kev rank

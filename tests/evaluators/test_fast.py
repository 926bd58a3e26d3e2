"""handrank.fast: the bare C calls agree with the validating API and give 0 for bad cards."""

import random
import subprocess
import sys
from itertools import combinations

import handrank
import numpy as np
import pytest
from handrank import (
    CardError,
    evaluate,
    evaluate_batch,
    evaluate_low,
    evaluate_omaha,
    evaluate_omaha_low,
    fast,
)


@pytest.fixture(scope="module")
def all_fives():
    return np.array(list(combinations(range(52), 5)), dtype=np.uint8)


def test_every_five_card_hand_agrees_with_the_batch_path(all_fives):
    want = evaluate_batch(all_fives).tolist()
    rows = all_fives.tolist()
    assert len(rows) == 2598960
    e5 = fast.eval5
    assert [e5(*r) for r in rows] == want
    bits = [1 << i for i in range(52)]
    masks = [bits[a] | bits[b] | bits[c] | bits[d] | bits[e] for a, b, c, d, e in rows]
    em = fast.eval_mask
    assert [em(m) for m in masks] == want


@pytest.mark.parametrize("k", [6, 7])
def test_random_six_and_seven_card_hands(k):
    rng = random.Random(14 + k)
    hands = [rng.sample(range(52), k) for _ in range(20000)]
    want = evaluate_batch(np.array(hands, dtype=np.uint8)).tolist()
    call = fast.eval6 if k == 6 else fast.eval7
    assert [call(*h) for h in hands] == want
    assert [fast.eval_mask(fast.mask(h)) for h in hands] == want
    assert [evaluate(tuple(h)) for h in hands[:2000]] == want[:2000]


def test_low_masks_agree_with_evaluate_low():
    rng = random.Random(7)
    for _ in range(3000):
        k = rng.choice((5, 6, 7))
        h = rng.sample(range(52), k)
        for scheme, sid in (("a5", fast.LOW_A5), ("27", fast.LOW_27), ("a6", fast.LOW_A6)):
            for q in (None, 8):
                want = evaluate_low(h, scheme, qualifier=q) or 0
                assert fast.eval_low_mask(fast.mask(h), sid, q or 0) == want


def test_omaha_masks_agree_with_evaluate_omaha():
    rng = random.Random(8)
    for _ in range(3000):
        nh, nb = rng.choice((4, 5, 6)), rng.choice((3, 4, 5))
        cs = rng.sample(range(52), nh + nb)
        hole, board = cs[:nh], cs[nh:]
        hm, bm = fast.mask(hole), fast.mask(board)
        assert fast.eval_omaha_mask(hm, bm) == evaluate_omaha(hole, board)
        assert fast.eval_omaha_low_mask(hm, bm, fast.LOW_A5, 8) == (
            evaluate_omaha_low(hole, board, qualifier=8) or 0)


def test_invalid_cards_give_zero():
    ok = [51, 47, 43, 39, 35, 0, 5]
    assert fast.eval7(*ok) == 7462
    for bad in (52, 255, -1, 1000):
        for i in range(7):
            h = list(ok)
            h[i] = bad
            assert fast.eval7(*h) == 0
            assert fast.eval5(*h[:5]) == (0 if i < 5 else 7462)
    assert fast.eval7(51, 51, 43, 39, 35, 0, 5) == 0          # a repeat
    assert fast.eval6(0, 1, 2, 3, 4, 0) == 0
    assert fast.eval5(0, 0, 0, 0, 0) == 0
    m = fast.mask(ok)
    assert fast.eval_mask(m) == 7462
    assert fast.eval_mask(m | 1 << 1) == 0                    # 8 cards: too many
    assert fast.eval_mask((1 << 52) - 1) == 0                 # the whole deck
    assert fast.eval_mask(m | 1 << 52) == 0 and fast.eval_mask(m | 1 << 63) == 0  # not cards
    assert fast.eval_mask(fast.mask(ok[:4])) == 0 and fast.eval_mask(0) == 0  # too few
    hole, board = fast.mask("As Ks 2d 2c"), fast.mask("Qs Js Ts 2h 3h")
    assert fast.eval_omaha_mask(hole, board) == 7462
    assert fast.eval_omaha_mask(hole, board | 1 << 51) == 0          # overlap
    assert fast.eval_omaha_mask(hole | 1 << 60, board) == 0          # not a card
    assert fast.eval_omaha_mask(hole, fast.mask("Qs Js")) == 0       # two board cards
    assert fast.eval_omaha_mask(fast.mask("As Ks 2d 2c 4d 4c 5d"), board) == 0  # seven hole cards
    assert fast.eval_omaha_low_mask(fast.mask("As 2s"), board, fast.LOW_A5, 0) == 0  # two hole cards
    low = fast.mask("5h 4d 3c 2s As")
    assert fast.eval_low_mask(low, fast.LOW_A5, 0) == 6175
    assert fast.eval_low_mask(low, 3, 0) == 0 and fast.eval_low_mask(low, -1, 0) == 0  # bad scheme
    assert fast.eval_low_mask(low, fast.LOW_A5, 16) == 0 and fast.eval_low_mask(low, fast.LOW_A5, -1) == 0
    assert fast.eval_low_mask(low | 1 << 52, fast.LOW_A5, 0) == 0


def test_arguments_that_are_not_c_integers_raise():
    with pytest.raises(TypeError):
        fast.eval5(0, 1, 2, 3, "4")
    with pytest.raises(OverflowError):
        fast.eval5(0, 1, 2, 3, 2 ** 40)
    with pytest.raises(OverflowError):
        fast.eval_mask(-1)
    with pytest.raises(TypeError):
        fast.eval7(0, 1, 2, 3, 4, 5)  # six arguments


def test_the_calls_are_the_c_builtins_themselves():
    from handrank._core import lib
    assert fast.eval7 is lib.hr_eval7 and fast.eval_mask is lib.hr_eval_mask
    import platform  # (cffi's builtins are PyPy's own function wrappers there)
    pypy = platform.python_implementation() == "PyPy"
    assert type(fast.eval_mask).__name__ == ("__FFIFunctionWrapper" if pypy else "builtin_function_or_method")


def test_mask_reads_every_spelling_and_refuses_bad_cards():
    want = (1 << 51) | (1 << 45) | (1 << 34)
    for spec in ("As Kd Th", "As Kd 10h", "AsKd10h", "A♠ K♦ T♥", ("As", "Kd", "Th"), [51, 45, 34],
                 (51, 45, 34), np.array([51, 45, 34], dtype=np.uint8), "as,kd,th"):
        assert fast.mask(spec) == want, spec
    for bad in ("As As", "As Xx", [51, 51], [52], [-1], [True, 2], "As Kd Jk", (1.0,)):
        with pytest.raises(CardError):
            fast.mask(bad)


def test_fast_is_loaded_lazily():
    code = "import sys, handrank; assert 'handrank.fast' not in sys.modules; handrank.fast.eval_mask; " \
           "assert 'handrank.fast' in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)
    assert handrank.fast is fast

"""The Python path of ``handrank.evaluate`` (``high._evaluate_pure``: PyPy's ``evaluate``,
where the CPython-only C entry point is not built) answers exactly what the C entry point
and the Python implementation answer: the same values over many random hands in every
spelling, and the same refusal (type and message) for every kind of bad input. The tests run
on both interpreters, so on CPython they prove the two paths the same, and on PyPy they
check the path that is ``evaluate`` there.
"""

from __future__ import annotations

import platform
import random
import subprocess
import sys
from fractions import Fraction

import handrank as hr
import numpy as np
import pytest
from handrank import fast
from handrank.cards import _TOKENS, Cards
from handrank.evaluators import high

PYPY = platform.python_implementation() == "PyPy"
pure, python_evaluate = high._evaluate_pure, high._evaluate_python


def _outcome(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as e:  # noqa: BLE001 - the refusal itself is what is compared
        return type(e), str(e)


def _deals(n: int, k: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), k)) for _ in range(n)]


def test_evaluate_is_the_python_path_exactly_where_the_entry_point_is_not_built():
    if PYPY:
        assert hr.evaluate is pure and hr.evaluate.__name__ == "evaluate"
        assert hr.evaluate.__doc__ == python_evaluate.__doc__
        with pytest.raises(ImportError):
            import handrank._entry  # noqa: F401 - a CPython extension: not built for PyPy
    else:
        import handrank._entry  # noqa: F401 - built on CPython: evaluate is its builtin
        assert type(hr.evaluate).__name__ == "builtin_function_or_method"


def test_the_token_tables_are_the_two_character_tokens():
    # every (rank char, suit char) pair the char tables accept is a token with that id, and
    # every two-character ASCII token is accepted: the tables read what _TOKENS reads
    accepted = {}
    for r in range(128):
        for u in range(128):
            s = chr(r) + chr(u)
            m = high._add_token(s, 0, 0)
            if m != -1:
                assert m > 0 and m & (m - 1) == 0, s
                accepted[s] = m.bit_length() - 1
    two = {t: c for t, c in _TOKENS.items() if len(t) == 2 and t.isascii()}
    assert accepted == two and len(two) == 18 * 8  # ranks 2-9 and TJQKA in two cases, suits in two


@pytest.mark.parametrize("k", [5, 6, 7])
def test_the_python_path_gives_the_c_values_in_every_spelling(k):
    hands = _deals(4000, k, 100 + k)
    want = hr.evaluate_batch(np.array(hands, dtype=np.uint8)).tolist()
    rng = random.Random(k)
    for h, v in zip(hands, want):
        split = rng.randrange(0, k + 1)
        words = [hr.card_str(c) for c in h]
        mixed = [w.lower() if rng.random() < 0.3 else w for w in words]
        spellings = [
            (h,), (list(h),), (Cards(h),), (" ".join(words),), (" ".join(mixed),),
            ("  ".join(words),), ("\t".join(words) + " ",), (h[:split], h[split:]),
            (list(h[:split]), Cards(h[split:])), (" ".join(words[:split]), " ".join(words[split:])),
            (" ".join(hr.pretty(c) for c in h),), (words,),
        ]
        for args in spellings:
            assert pure(*args) == v, args
            assert hr.evaluate(*args) == v, args
            assert python_evaluate(*args) == v, args


def test_the_mask_is_fast_mask_or_minus_one():
    for h in _deals(2000, 7, 3):
        for n in range(8):
            part = h[:n]
            m = sum(1 << c for c in part)
            assert high._mask(part) == high._mask(list(part)) == m == (fast.mask(part) if n else 0)
            assert high._mask(" ".join(hr.card_str(c) for c in part)) == m
    for bad in [(0, 0), (1, True), (1, 52), (1, -1), (1, 2.0), (1, np.uint8(2)), tuple(range(8)),
                "As As", "As Kx", "As,Kd", "As " * 30, b"As Kd", None, 5, {1: 2}, "Jk As", "Xx"]:
        assert high._mask(bad) == -1, bad


BAD = [
    (True, 2, 3, 4, 5), (0, 1, 2, 3, False), (Fraction(7, 2), 1, 2, 3, 4), (1.0, 2, 3, 4, 5),
    (0, 0, 1, 2, 3), (1, 2, 3, 4, 52), (1, 2, 3, 4, -1), (1, 2, 3, 4, 2**70), (1, 2, 3, 4, -(2**70)),
    (1, 2, 3, 4), tuple(range(8)), (), (1, 2, 3, 4, np.int64(60)), (1, 2, 3, 4, "As"), (1, 2, 3, 4, None),
    "As Ks Qs Js", "As Ks Qs Js Ts 9s 8s 7s", "As Ks Qs Js As", "As Ks Qs Js Xs", "As Ks Qs Js T",
    "As Ks Qs Js Ts Jk", "", "   ", "As Ks Qs Js Ts" + " 2c" * 30, "As Ks Qs Js T\u00a0s",
    "As,Ks,Qs,Js,Ts,Ts",
    b"As Ks Qs Js Ts", None, 51, 3.5, {51: 1}, object(), ["As", "Ks", "Qs", "Js", "Ts", "As"],
    np.zeros((2, 5), dtype=np.uint8), "x" * 5000,
]


@pytest.mark.parametrize("hand", BAD, ids=repr)
@pytest.mark.parametrize("board", [None, (), "2c", (0, 1)], ids=repr)
def test_every_refusal_is_the_same_as_the_c_entry_points(hand, board):
    want = _outcome(python_evaluate, hand, board)
    assert _outcome(pure, hand, board) == want
    assert _outcome(hr.evaluate, hand, board) == want
    assert _outcome(pure, board if board is not None else "2c 3d", hand) == \
        _outcome(python_evaluate, board if board is not None else "2c 3d", hand)


@pytest.mark.parametrize("kwargs", [{"wild": "2", "wild_rule": "wild"}, {"wild": "2"}, {"wild_rule": "bug"},
                                    {"wild_rule": "nope"}, {"wild": (), "wild_rule": None},
                                    {"game": "shortdeck"}, {"game": "holdem"}, {"game": "nope"},
                                    {"game": "shortdeck", "wild": "2"}])
def test_wild_and_other_game_calls_take_the_python_path(kwargs):
    for hand in ["As Ks Qs Js 2d", "As Ks Qs Js Jk", (51, 47, 43, 39, 0), "As Ks Qs Js Ts"]:
        assert _outcome(pure, hand, **kwargs) == _outcome(python_evaluate, hand, **kwargs)
        assert _outcome(hr.evaluate, hand, **kwargs) == _outcome(python_evaluate, hand, **kwargs)


def test_overlapping_hole_and_board_are_refused_as_python_refuses():
    rng = random.Random(9)
    for h in _deals(300, 7, 11):
        split = rng.randrange(1, 7)
        hole, board = h[:split], h[split:] + (h[0],)
        want = _outcome(python_evaluate, hole, board)
        assert want[0] is hr.CardError and "given twice" in want[1]
        assert _outcome(pure, hole, board) == want == _outcome(hr.evaluate, hole, board)
        text = (hr.cards_str(hole), hr.cards_str(board))
        assert _outcome(pure, *text) == _outcome(python_evaluate, *text)


def test_the_random_fuzz_agrees(tmp_path):
    rng = random.Random(12)
    pool = list(range(-2, 56)) + [True, False, 1.0, "As", "10h", "Jk", None]
    tokens = ["As", "kd", "10h", "Tc", "X", "A♠", "", "Jk", "9S", "2c,"]
    answered = 0
    for _ in range(6000):
        if rng.random() < 0.5:
            hand = tuple(rng.choice(pool) if rng.random() < 0.1 else rng.randrange(52)
                         for _ in range(rng.randrange(0, 9)))
            if rng.random() < 0.3:
                hand = list(hand)
        else:
            words = [rng.choice(tokens) if rng.random() < 0.1 else hr.card_str(rng.randrange(52))
                     for _ in range(rng.randrange(0, 9))]
            hand = rng.choice([" ", "  ", ",", "\t"]).join(words)
        got = _outcome(pure, hand)
        assert got == _outcome(python_evaluate, hand) == _outcome(hr.evaluate, hand), hand
        answered += isinstance(got, int)
    assert answered > 1000  # the fast path was taken, not only the refusals


def test_without_the_extension_evaluate_is_the_python_path():
    code = ("import sys; sys.modules['handrank._entry'] = None\n"
            "import handrank as hr; from handrank.evaluators import high\n"
            "assert hr.evaluate is high._evaluate_pure\n"
            "assert hr.evaluate('As Ks Qs Js Ts 2c 3d') == hr.evaluate((51, 47), [43, 39, 35]) == 7462\n"
            "print('pure: ok')")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0 and "pure: ok" in r.stdout, r.stdout + r.stderr

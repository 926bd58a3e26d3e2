"""handrank.evaluate's C entry point (csrc/pyext/entry.c): it answers exactly what the
Python implementation answers, on every hand it takes itself, and it hands every other call
to that implementation unchanged, so the validation and its errors are the same.
"""

from __future__ import annotations

import importlib
import inspect
import pickle
import random
from collections import namedtuple
from fractions import Fraction

import handrank
import numpy as np
import pytest
from handrank import CardError, evaluate, evaluate_batch
from handrank.cards import Cards
from handrank.evaluators import high

python_evaluate = high._evaluate_python


def _deals(n: int, k: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), k)) for _ in range(n)]


@pytest.mark.parametrize("k", [5, 6, 7])
def test_the_fast_path_agrees_with_the_batch_evaluator(k):
    hands = _deals(30_000, k, k)
    want = evaluate_batch(np.array(hands, dtype=np.uint8)).tolist()
    assert list(map(evaluate, hands)) == want
    assert [evaluate(list(h)) for h in hands[:3000]] == want[:3000]
    assert [evaluate(Cards(h)) for h in hands[:3000]] == want[:3000]
    assert [python_evaluate(h) for h in hands[:3000]] == want[:3000]


def test_every_five_card_hand_of_one_suit_pattern():
    # all 2,598,960 five-card hands would take a while through single calls; every hand of
    # the 13 spades and 13 hearts (C(26,5) = 65,780) crosses flushes, straights and pairs
    ids = [c for c in range(52) if c % 4 in (2, 3)]
    from itertools import combinations
    hands = list(combinations(ids, 5))
    want = evaluate_batch(np.array(hands, dtype=np.uint8)).tolist()
    assert list(map(evaluate, hands)) == want


BAD = [
    (True, 2, 3, 4, 5),                      # a bool is not a card id
    (0, 1, 2, 3, False),
    (Fraction(7, 2), 1, 2, 3, 4),            # cffi would truncate it to card 3
    (1.0, 2, 3, 4, 5),
    (0, 0, 1, 2, 3),                         # a repeated card
    (1, 2, 3, 4, 52),                        # out of range
    (1, 2, 3, 4, -1),
    (1, 2, 3, 4, 2**70),                     # too big for a C long
    (1, 2, 3, 4, -(2**70)),
    (1, 2, 3, 4),                            # too few
    tuple(range(8)),                         # too many
    (),
]


@pytest.mark.parametrize("hand", BAD, ids=repr)
@pytest.mark.parametrize("container", [tuple, list, lambda h: tuple.__new__(Cards, h)],
                         ids=["tuple", "list", "Cards"])  # (a Cards of any items, unchecked)
def test_refusals_are_the_python_implementations_own(hand, container):
    with pytest.raises(CardError) as fast:
        evaluate(container(hand))
    with pytest.raises(CardError) as slow:
        python_evaluate(container(hand))
    assert str(fast.value) == str(slow.value) and type(fast.value) is type(slow.value)


def test_what_the_c_path_does_not_take_still_works():
    royal = (51, 47, 43, 39, 35)
    Hand = namedtuple("Hand", "a b c d e")
    assert evaluate(Hand(*royal)) == 7462                     # a tuple subclass: Python's path
    assert evaluate(tuple(np.uint8(c) for c in royal)) == 7462  # NumPy ints: card_id's rule
    assert evaluate(np.array(royal, dtype=np.uint8)) == 7462
    assert evaluate(hand=royal) == 7462                        # keywords: Python's path
    assert evaluate((51, 47), (43, 39, 35)) == 7462
    assert evaluate(royal, None) == 7462
    assert evaluate("As Ks Qs Js Ts") == 7462
    assert evaluate(("As", 47, 43, 39, 35)) == 7462             # mixed spellings: Python's path
    assert evaluate(iter(royal)) == 7462
    assert evaluate(royal, wild_rule="wild") == 7462
    assert evaluate((51, 47, 43, 39, 52), wild_rule="bug") == 7462   # the joker: an ace here
    with pytest.raises(TypeError):
        evaluate()
    with pytest.raises(TypeError):
        evaluate(royal, None, None)


def test_a_list_changed_by_the_caller_is_read_as_it_is():
    hand = [51, 47, 43, 39, 35]
    assert evaluate(hand) == 7462
    hand[4] = 0
    assert evaluate(hand) == python_evaluate(hand)


def test_it_looks_like_the_function_it_replaces():
    assert evaluate is handrank.evaluate is high.evaluate
    assert evaluate.__name__ == "evaluate" and evaluate.__module__ == "handrank.evaluators.high"
    ours, theirs = inspect.signature(evaluate), inspect.signature(python_evaluate)
    assert [(p.name, p.kind, p.default) for p in ours.parameters.values()] == [
        (p.name, p.kind, p.default) for p in theirs.parameters.values()]
    assert inspect.getdoc(evaluate).endswith(inspect.getdoc(python_evaluate))
    assert pickle.loads(pickle.dumps(evaluate)) is evaluate


def test_wrap_is_done_once_and_checks_its_arguments():
    # (a CPython extension: PyPy has none; tests/test_pypy.py checks the Python path that is
    # evaluate there)
    _entry = pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    cards_module = importlib.import_module("handrank.cards")  # (handrank.cards is the function)
    fallbacks = (python_evaluate, high._compare_python, high._evaluate_omaha_python,
                 high._best_five_python, high._hand_value_python)
    # already made: the same ones
    assert _entry.wrap(fallbacks, ("",) * 5, 1, 1, 1) == (
        evaluate, high.compare, high.evaluate_omaha, high.best_five, high.hand_value)
    assert _entry.card_parser(Cards, {}, cards_module._cards_python, "") is cards_module.cards
    with pytest.raises(TypeError):
        _entry.wrap(fallbacks, ("",) * 5)
    with pytest.raises(TypeError):
        _entry.card_parser(Cards)
    assert pickle.loads(pickle.dumps(cards_module.cards)) is cards_module.cards is handrank.cards
    assert str(inspect.signature(handrank.cards)) == "(spec, *, allow_jokers=False)"


def _python_calls(hand) -> int:
    """How many times evaluate(hand) runs the Python implementation."""
    import sys
    calls = []
    code = python_evaluate.__code__
    sys.setprofile(lambda frame, event, arg:
                   calls.append(1) if event == "call" and frame.f_code is code else None)
    try:
        try:
            evaluate(hand)
        except CardError:
            pass
    finally:
        sys.setprofile(None)
    return len(calls)


def test_the_common_case_never_enters_python():
    for hand in [(51, 47, 43, 39, 35), [0, 1, 2, 3, 4, 5], tuple(range(40, 47)), Cards((1, 2, 3, 4, 5))]:
        assert _python_calls(hand) == 0, hand
    for hand in ["As Ks Qs Js Ts", "as kd 7h 7C 2s 3d", "  Ah  2c 3d 4h 5s 9c Tc "]:
        assert _python_calls(hand) == 0, hand
    for hand in [(True, 2, 3, 4, 5), (0, 0, 1, 2, 3), (np.uint8(0), 1, 2, 3, 4), (1, 2, 3, 4),
                 "As,Ks,Qs,Js,Ts", "As Ks Qs Js", "As Ks Qs Js Js"]:
        assert _python_calls(hand) == 1, hand
    # tokens the C entry point leaves to Python; evaluate's Python path (PyPy's evaluate)
    # reads them itself, one dict lookup a word
    for hand in ["A♠ K♠ Q♠ J♠ T♠", "10s Js Qs Ks As"]:
        assert _python_calls(hand) == (0 if evaluate is high._evaluate_pure else 1), hand


def _outcome(f, hand):
    try:
        return f(hand)
    except CardError as e:
        return type(e), str(e)


def test_strings_read_as_the_python_parser_reads_them():
    rng = random.Random(5)
    spell = {c: [r + s for r in (handrank.card_str(c)[0], handrank.card_str(c)[0].lower())
                 for s in (handrank.card_str(c)[1], handrank.card_str(c)[1].upper())] for c in range(52)}
    texts = []
    for k in [5, 6, 7] * 2000:
        words = [rng.choice(spell[c]) for c in rng.sample(range(52), k)]
        texts.append("".join(w + " " * rng.choice([1, 1, 1, 2]) for w in words).strip(" " if k % 2 else ""))
    want = [int(evaluate_batch(np.array([handrank.cards(t)], dtype=np.uint8))[0]) for t in texts]
    assert list(map(evaluate, texts)) == want
    # and random strings over an alphabet of near misses agree with the Python parser,
    # value or error (embedded NULs, tabs, unicode suits, tens, commas, 8 cards, repeats)
    alphabet = list("AKQJT98765432akqjt cdhsCDHS  ,;\t\x00x1") + ["10", "♠", "♥", "\u00a0"]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(8, 28)))
        assert _outcome(evaluate, text) == _outcome(python_evaluate, text), repr(text)
    # and near-valid hands: mostly good cards, some near misses, assorted separators
    words = ([r + u for r in "AKQJT98765432akqjt" for u in "cdhsCDHS"]
             + ["10s", "A♠", "Ax", "1s", "A", "As,", "\x00"])
    valid = 0
    for _ in range(20_000):
        k = rng.choice([4, 5, 6, 7, 7, 8])
        parts = [rng.choice(words[:144] if rng.random() < 0.9 else words) for _ in range(k)]
        text = "".join(p + rng.choice([" ", " ", " ", "  ", "\t", ",", ""]) for p in parts)
        got = _outcome(evaluate, text)
        assert got == _outcome(python_evaluate, text), repr(text)
        valid += isinstance(got, int)
    assert valid > 2000  # the C path was really exercised
    for text in ["As Ks Qs Js Ts\x00", "As Ks Qs Js Ts" + " " * 60, "As Ks Qs Js Ts 2c 3c 4c"]:
        assert _outcome(evaluate, text) == _outcome(python_evaluate, text), repr(text)

"""The natural calls on the C path (csrc/pyext/entry.c): ``cards``, ``evaluate(hole, board)``,
``compare``, ``evaluate_omaha``, ``best_five`` and ``hand_value`` answer what their Python
implementations answer, on random deals and on an independent reference; every call C does not
take enters the Python implementation, and a bad input gets exactly its exception.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import re
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import handrank as hr
import numpy as np
import pytest
from handrank import CardError, evaluate_batch
from handrank.cards import Cards
from handrank.evaluators import high

cards_module = importlib.import_module("handrank.cards")  # (handrank.cards is the function)
ROOT = Path(__file__).resolve().parents[2]


python_cards = cards_module._cards_python


def _outcome(f, *args, **kw):
    try:
        return f(*args, **kw)
    except (CardError, TypeError, ValueError) as e:
        return type(e), str(e)


def _entered_python(f, code, *args, **kw) -> int:
    """How many times ``f(*args)`` runs the Python function whose code is ``code``."""
    calls = []
    sys.setprofile(lambda frame, event, arg:
                   calls.append(1) if event == "call" and frame.f_code is code else None)
    try:
        _outcome(f, *args, **kw)
    finally:
        sys.setprofile(None)
    return len(calls)


def _spell(rng: random.Random, c: int, tokens: bool) -> object:
    """Card ``c`` as an id or as one of its token spellings."""
    if not tokens:
        return c
    r, s = hr.card_str(c)
    return rng.choice([r + s, r.lower() + s.upper(), hr.pretty(c), ("10" if r == "T" else r) + s])


def _rows(hands) -> list[int]:
    return evaluate_batch(np.array(hands, dtype=np.uint8)).tolist()


def test_the_c_parser_reads_as_the_python_parser():
    pytest.importorskip("handrank._entry", reason="handrank._entry (the C parser) is built for CPython only")
    assert hr.cards is cards_module.cards is not python_cards
    rng = random.Random(11)
    for _ in range(20_000):
        k = rng.randrange(0, 12)
        ids = rng.sample(range(52), k)
        if rng.random() < 0.2 and ids:
            ids.append(rng.choice(ids))  # a card twice
        form = rng.randrange(5)
        if form == 0:
            spec = tuple(ids)
        elif form == 1:
            spec = [_spell(rng, c, True) for c in ids]
        elif form == 2:
            spec = tuple(_spell(rng, c, rng.random() < 0.5) for c in ids)
        elif form == 3:
            spec = (" " * rng.randrange(1, 3)).join(hr.card_str(c) for c in ids)
        else:
            spec = tuple.__new__(Cards, ids)
        got, want = _outcome(hr.cards, spec), _outcome(python_cards, spec)
        assert got == want and type(got) is type(want), spec
    assert python_cards((1, 2)) == hr.cards((1, 2)) and type(hr.cards([1, "As"])) is Cards
    five = hr.cards("As Ks Qs Js Ts")
    assert hr.cards(five) is five  # a Cards of ids is already read (and immutable)


@pytest.mark.parametrize("spec", [
    "As Ks", "As\\tKs", "As,Ks", " As  Ks ", "A♠ K♠", "10s Js", "AsKs", "As Ks " * 30, "As As",
    (51, 47), (51, True), (51, np.uint8(47)), (51, 52), (51, -1), (51, 2**70), [51, "As"], ["As", "Xx"],
    ["10h", "K♦", "as"], ["As Kd"], [" As"], ("As", 47.0), tuple(range(52)), tuple(range(53)), (), "",
    b"As Ks", 51, None, lambda: iter((51, 47)), {51: 1}, np.array([51, 47], dtype=np.uint8), ["Jk", "As"],
])
def test_every_spelling_c_does_not_take_is_read_or_refused_by_python(spec):
    make = spec if callable(spec) else lambda: spec  # (a fresh iterator each time)
    assert _outcome(hr.cards, make()) == _outcome(python_cards, make())
    assert _outcome(hr.cards, make(), allow_jokers=True) == _outcome(python_cards, make(), allow_jokers=True)


FORMS = {
    "tuples": lambda rng, h: tuple(h),
    "lists": lambda rng, h: list(h),
    "Cards": lambda rng, h: Cards(h),
    "strings": lambda rng, h: " ".join(hr.card_str(c) for c in h),
    "tokens": lambda rng, h: [_spell(rng, c, True) for c in h],
    "mixed": lambda rng, h: [_spell(rng, c, rng.random() < 0.5) for c in h],
}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_evaluate_hole_board_agrees_with_the_batch_evaluator(form):
    rng = random.Random(form)
    spell = FORMS[form]
    for k in (5, 6, 7):
        hands = [tuple(rng.sample(range(52), k)) for _ in range(3000)]
        want = _rows(hands)
        split = [rng.randrange(0, k + 1) for _ in hands]
        got = [hr.evaluate(spell(rng, h[:i]), spell(rng, h[i:])) for h, i in zip(hands, split)]
        assert got == want
        assert [hr.evaluate(spell(rng, h[:2]), board=spell(rng, h[2:])) for h in hands[:500]] == want[:500]
        assert [hr.evaluate(spell(rng, h)) for h in hands[:500]] == want[:500]


def test_compare_agrees_with_two_batch_values():
    rng = random.Random(4)
    for form in sorted(FORMS):
        spell = FORMS[form]
        deals = [rng.sample(range(52), 9) for _ in range(2000)]
        va = _rows([d[:7] for d in deals])
        vb = _rows([d[:5] + d[7:] for d in deals])
        want = [(a > b) - (a < b) for a, b in zip(va, vb)]
        got = [hr.compare(spell(rng, d[5:7]), spell(rng, d[7:]), spell(rng, d[:5])) for d in deals]
        assert got == want, form
        apart = [rng.sample(range(52), 14) for _ in range(1000)]  # no board: two hands of one deck
        va, vb = _rows([d[:7] for d in apart]), _rows([d[7:] for d in apart])
        got = [hr.compare(spell(rng, d[:7]), spell(rng, d[7:])) for d in apart]
        assert got == [(a > b) - (a < b) for a, b in zip(va, vb)], form
        for d in deals[:50]:  # a card in both hands is refused with a board or without
            with pytest.raises(hr.CardError, match="given twice|is in"):
                hr.compare(spell(rng, d[:7]), spell(rng, d[:5] + d[7:]))
        assert [hr.compare(a=spell(rng, d[5:7]), b=spell(rng, d[7:]), board=spell(rng, d[:5]))
                for d in deals[:200]] == want[:200]


def _omaha_reference(hole, board) -> int:
    """The best two-hole, three-board five by brute force over evaluate_batch."""
    fives = [hp + bt for hp in combinations(hole, 2) for bt in combinations(board, 3)]
    return max(_rows(fives))


def test_omaha_agrees_with_a_brute_force_over_the_batch_evaluator():
    rng = random.Random(5)
    for form in ("tuples", "strings", "tokens", "lists"):
        spell = FORMS[form]
        for _ in range(400):
            nh, nb = rng.randrange(4, 7), rng.randrange(3, 6)
            d = rng.sample(range(52), nh + nb)
            hole, board = tuple(d[:nh]), tuple(d[nh:])
            assert hr.evaluate_omaha(spell(rng, hole), spell(rng, board)) == _omaha_reference(hole, board)


def _best_five_reference(ids) -> tuple[int, ...]:
    """The first five-card combination (in the order given) worth the hand's value, ordered
    as decode orders its ranks: best_five's definition, by brute force."""
    value = max(_rows(list(combinations(ids, 5))))
    five = next(f for f in combinations(ids, 5) if _rows([f])[0] == value)
    return high.order_five(five, value)


@pytest.mark.parametrize("deck", ["all", "two suits", "one suit and a pair"])
def test_best_five_is_the_first_best_combination(deck):
    rng = random.Random(deck)
    pool = {"all": range(52), "two suits": [c for c in range(52) if c & 3 in (1, 3)],
            "one suit and a pair": [c for c in range(52) if c & 3 == 2 or c >> 2 in (3, 9)]}[deck]
    for _ in range(1500):
        ids = tuple(rng.sample(list(pool), rng.choice([5, 6, 7, 7])))
        want = _best_five_reference(ids)
        i = rng.randrange(len(ids) + 1)
        got = hr.best_five(ids[:i], ids[i:])
        assert got == want and type(got) is Cards, ids
        assert high._best_five_python(ids) == want
        assert hr.best_five(" ".join(hr.card_str(c) for c in ids)) == want


def test_hand_value_agrees_and_says_zero_for_what_is_not_a_hand():
    rng = random.Random(6)
    hands = [tuple(rng.sample(range(52), 7)) for _ in range(2000)]
    want = _rows(hands)
    assert [high.hand_value(Cards(h[:3]), Cards(h[3:])) for h in hands] == want
    assert [high._hand_value_python(h[:3], h[3:]) for h in hands] == want
    for a, b in [((1, 2), (2, 3, 4)), ((1, 2), (3, 4)), (tuple(range(4)), tuple(range(4, 8))),
                 ((1, 2, 3, 4, 5), ()), ((np.uint8(1), 2), (3, 4, 5))]:
        assert high.hand_value(a, b) == high._hand_value_python(a, b)


# Inputs the C path does not take: each must get the Python implementation's own answer or error.
BAD_PAIRS = [
    (("As", "Ks"), "Qs Js Ts"), ("As Ks", "Qs Js As"), ("As Ks", "Qs Js"), ("As Ks Qs", "Js Ts 9s 8s 7s"),
    ("As\tKs", "Qs Js Ts"), ("A♠ K♠", "Q♠ J♠ 10♠"), ((51, 47), (43, 39, True)), ((51, 47), (43, 39, 52)),
    ((51, 47), (43, 39, 35.0)), ((51, 47), [43, 39, np.uint8(35)]), ((51, 47), None), ((51, 47), ""),
    ("", "As Ks Qs Js Ts"), ((51, 47), b"Qs Js Ts"), ((51, 47), 43), ((51, 47), "Jk Qs Js"),
    (["As", "Xs"], "Qs Js Ts"), (["As", "Ks", "As"], "Qs Js"), ((51, 47), (43, 39, 35, 1, 2, 3)),
    ((51, 47), {43: 0, 39: 0, 35: 0}), ((51, 47), "As Ks Qs Js Ts" * 20),
]


@pytest.mark.parametrize("hole, board", BAD_PAIRS, ids=repr)
def test_unusual_two_argument_calls_get_the_python_answer(hole, board):
    assert _outcome(hr.evaluate, hole, board) == _outcome(high._evaluate_python, hole, board)
    assert _outcome(hr.evaluate, hole, board=board) == _outcome(high._evaluate_python, hole, board=board)
    assert _outcome(hr.best_five, hole, board) == _outcome(high._best_five_python, hole, board)
    other = "2c 3c" if board is not None else "2c 3c 4c 5c 7d"
    assert _outcome(hr.compare, hole, other, board) == _outcome(high._compare_python, hole, other, board)
    assert _outcome(hr.compare, other, hole, board) == _outcome(high._compare_python, other, hole, board)
    assert _outcome(hr.evaluate_omaha, hole, board) == _outcome(high._evaluate_omaha_python, hole, board)
    assert (_outcome(hr.evaluate_omaha, "2c 3c 4c 5c", hole)
            == _outcome(high._evaluate_omaha_python, "2c 3c 4c 5c", hole))


@pytest.mark.parametrize("args, kwargs", [
    ((), {}), (((51, 47, 43, 39, 35),), {"hand": (1, 2, 3, 4, 5)}), (((51, 47), (43, 39, 35), None), {}),
    (((51, 47),), {"board": (43, 39, 35), "wild": ()}), (((51, 47),), {"bored": (43, 39, 35)}),
    (((51, 47, 43, 39, 35),), {"wild_rule": "wild"}), ((), {"hand": (51, 47, 43, 39, 35)}),
])
def test_keywords_c_does_not_bind_go_to_python(args, kwargs):
    assert _outcome(hr.evaluate, *args, **kwargs) == _outcome(high._evaluate_python, *args, **kwargs)
    assert _outcome(hr.best_five, *args, **kwargs) == _outcome(high._best_five_python, *args, **kwargs)


def test_compare_and_omaha_refuse_as_python_does():
    cases = [("As Kd", "As Qc", "2c 7d 9h Jc 3s"), ("As Kd", "Qs Qc", "2c 7d 9h Jc As"),
             ("As Kd", "Qs Qc", "2c"),
             ("As Kd 2c 7d 9h", "As Kd 2c 7d 8h", None), ("As Kd 2c 7d", "Qs Qc 2h 3h 4h", None),
             ((51, 47), (True, 2), (3, 4, 5, 6, 7)), ("As Kd", "Qs Qc", "2c 7d 9h Jc 3s 4s 5s 6s")]
    for a, b, board in cases:
        assert _outcome(hr.compare, a, b, board) == _outcome(high._compare_python, a, b, board)
        assert _outcome(hr.compare, a, b, board=board) == _outcome(high._compare_python, a, b, board=board)
    omaha = [("As Ks 2d", "Qs Js Ts"), ("As Ks 2d 2c 3c 4c 5c", "Qs Js Ts"), ("As Ks 2d 2c", "Qs Js"),
             ("As Ks 2d 2c", "Qs Js Ts 9s 8s 7s"), ("As Ks 2d 2c", "As Js Ts"), ((51, 47, 0, 1), (2, 3, 52)),
             ("As Ks 2d 2c", None)]
    for hole, board in omaha:
        assert _outcome(hr.evaluate_omaha, hole, board) == _outcome(high._evaluate_omaha_python, hole, board)
        with pytest.raises((CardError, TypeError)):
            hr.evaluate_omaha(hole, board)


def test_the_common_calls_never_enter_python_and_the_rest_do():
    # (on PyPy evaluate's Python path is checked by test_entry.py and test_pypy.py)
    pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    ev, cmp = high._evaluate_python.__code__, high._compare_python.__code__
    om = high._evaluate_omaha_python.__code__
    bf, parse = high._best_five_python.__code__, python_cards.__code__
    for hole, board in [((51, 47), (43, 39, 35)), ([51, 47], [43, 39, 35, 0, 1]),
                        (Cards((51, 47)), Cards((43, 39, 35))), ("As Ks", "Qs Js Ts 2c"),
                        (["As", "Ks"], ["Qs", "Js", "Ts"]), (("As", 47), "Qs Js Ts")]:
        assert _entered_python(hr.evaluate, ev, hole, board) == 0, (hole, board)
        assert _entered_python(hr.evaluate, ev, hole, board=board) == 0, (hole, board)
        assert _entered_python(hr.best_five, bf, hole, board) == 0, (hole, board)
        assert _entered_python(hr.compare, cmp, hole, "2h 3h", board) == 0, (hole, board)
        assert _entered_python(hr.compare, cmp, "2h 3h", hole, board=board) == 0, (hole, board)
    assert _entered_python(hr.evaluate_omaha, om, "As Ks 2d 2c", "Qs Js Ts 2h 3h") == 0
    assert _entered_python(hr.evaluate_omaha, om, (51, 47, 1, 0), [43, 39, 35]) == 0
    for spec in [(51, 47), "As Kd", ["As", 44, "10h", "K♦"]]:
        assert _entered_python(hr.cards, parse, spec) == 0
        assert _entered_python(hr.cards, parse, spec, allow_jokers=False) == 0
    for spec in ["As,Kd", (51, 47.0), "A♠ K♦", "As As"]:
        assert _entered_python(hr.cards, parse, spec) == 1
    assert _entered_python(hr.cards, parse, (51, 47), allow_jokers=True) == 1
    for hole, board in [((51, 47), (43, 39, 35.0)), ("As Ks", "Qs,Js,Ts"), ("As Ks", "Qs Js As")]:
        assert _entered_python(hr.evaluate, ev, hole, board) == 1, (hole, board)
        assert _entered_python(hr.best_five, bf, hole, board) == 1, (hole, board)
        assert _entered_python(hr.compare, cmp, hole, "2h 3h", board) == 1, (hole, board)
    assert _entered_python(hr.evaluate_omaha, om, "As Ks 2d", "Qs Js Ts 2h 3h") == 1


def test_fuzzed_strings_get_the_python_answer():
    rng = random.Random(7)
    alphabet = list("AKQJT98765432akqjt cdhsCDHS  ,;\t\x00x1") + ["10", "♠", "♥", "\u00a0"]
    words = ([r + u for r in "AKQJT98765432akqjt" for u in "cdhsCDHS"]
             + ["10s", "A♠", "Ax", "1s", "A", "As,", "\x00"])

    def text():
        if rng.random() < 0.5:
            return "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 16)))
        parts = [rng.choice(words[:144] if rng.random() < 0.9 else words) for _ in range(rng.randrange(0, 6))]
        return "".join(p + rng.choice([" ", " ", "  ", "\t", ",", ""]) for p in parts)

    valid = 0
    for _ in range(8000):
        a, b, c = text(), text(), text()
        got = _outcome(hr.evaluate, a, b)
        assert got == _outcome(high._evaluate_python, a, b), (a, b)
        assert _outcome(hr.compare, a, c, b) == _outcome(high._compare_python, a, c, b), (a, c, b)
        assert _outcome(hr.evaluate_omaha, a, b) == _outcome(high._evaluate_omaha_python, a, b), (a, b)
        assert _outcome(hr.best_five, a, b) == _outcome(high._best_five_python, a, b), (a, b)
        assert _outcome(hr.cards, a) == _outcome(python_cards, a), a
        valid += isinstance(got, int)
    assert valid > 500  # the C path was really exercised


def test_explain_and_showdown_on_the_fast_path_say_what_they_said():
    rng = random.Random(8)
    for _ in range(300):
        d = rng.sample(range(52), 9)
        hole, board, other = d[:2], d[2:7], d[7:]
        e = hr.explain(hole, board)
        assert (e.value, e.best_five) == (hr.evaluate(hole, board), hr.best_five(board, hole))
        assert e.board_ranks == tuple(c >> 2 for c in board)
        sd = hr.showdown(" ".join(map(hr.card_str, board)), [tuple(hole), other])
        assert sd.values == {0: e.value, 1: hr.evaluate(other, board)}
    with pytest.raises(CardError, match="given twice"):
        hr.explain("As Kd", "As 2c 3d 4h 5s")
    with pytest.raises(CardError, match="5 to 7 cards with the board, got 4"):
        hr.explain("As Kd", "2c 3d")
    with pytest.raises(hr.ShowdownError, match="hand 2 has 4 cards"):
        hr.showdown("2c 3d 4h", ["As Kd", "Qs"], one_deck=False)
    with pytest.raises(CardError, match="given twice"):
        hr.showdown("2c 3d 4h 5s 6s", ["As Kd", "Qs 2c"], one_deck=False)


def test_winners_and_the_best_losing_hand_of_many_players():
    # the one-pass search against its definition: the hands of the best value in order, and
    # the first hand of the best value below it
    rng = random.Random(9)
    for _ in range(3000):
        n = rng.randrange(2, 8)
        d = rng.sample(range(52), 5 + 2 * n)
        board = d[:5] if rng.random() < 0.7 else [0, 4, 8, 12, 51]  # a board that often plays
        holes = [d[5 + 2 * i:7 + 2 * i] for i in range(n)]
        if board[0] == 0:
            holes = [[c for c in rng.sample([c for c in range(52) if c not in board], 2)] for _ in range(n)]
        sd = hr.showdown(board, holes, one_deck=False)
        values = [hr.evaluate(h, board) for h in holes]
        top = max(values)
        assert sd.winners == [i for i, v in enumerate(values) if v == top]
        below = [v for v in values if v < top]
        want = values.index(max(below)) if below else None
        assert sd.decision.loser == want and list(sd.values.values()) == values


PURE = r"""
import sys
sys.modules["handrank._entry"] = None   # no extension: the Python implementations alone
import handrank as hr
from handrank.evaluators import high
assert hr.evaluate is high._evaluate_pure and hr.cards.__module__ == "handrank.cards"
assert hr.evaluate((51, 47), "Qs Js Ts") == hr.evaluate(["As", "Ks"], ["Qs", "Js", "Ts"]) == 7462
assert hr.compare("Ah Kd", "Qs Qc", board="2c 7d 9h Jc 3s") == -1
assert hr.evaluate_omaha("As Ks 2d 2c", "Qs Js Ts 2h 3h") == 7462
assert str(hr.best_five("7c 2s 7d", "9s Kd 9h 9c")) == "9♠ 9♥ 9♣ 7♣ 7♦"
assert hr.explain("Th Tc", "As Kd 7c 3h 2s").text() == "Pair of Tens with Ace, King, Seven kickers"
assert hr.showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"]).winners == [0]
try:
    hr.evaluate("As Ks", "Qs Js As")
except hr.CardError as e:
    assert str(e) == "card As is given twice"
print("pure: ok")
"""


def test_the_python_implementations_work_without_the_extension():
    r = subprocess.run([sys.executable, "-c", PURE], capture_output=True, text=True)
    assert r.returncode == 0 and "pure: ok" in r.stdout, r.stdout + r.stderr


def _said(sd) -> tuple:
    """Everything a showdown holds and says, to compare two showdowns of one deal."""
    return (sd.winners, sd.values, sd.decision, type(sd.board), tuple(sd.board), sd.text(), sd.text("ru"),
            [(k, e.value, e.hole, type(e.hole), e.board, e.board_ranks, e.best_five, e.text())
             for k, e in sd.explanations.items()],
            [sd.text(against=k) for k in sd.values if k not in sd.winners])


def test_showdown_read_by_c_is_the_showdown_python_deals(monkeypatch):
    # deal_values (csrc/pyext/entry.c) reads a list of hands at once; without it, deal() and
    # hand_value do: the same showdown, the same texts, and the same errors for what C leaves
    pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    showdown_module = importlib.import_module("handrank.explanations.showdown")
    assert showdown_module._deal_values is not None
    rng = random.Random(19)
    deals = []
    for _ in range(1500):
        n = rng.randrange(2, 6)
        nb = rng.choice((0, 3, 4, 5, 5, 5))
        d = rng.sample(range(52), nb + 7 * n)
        board = d[:nb]
        holes = [d[nb + 7 * i: nb + 7 * i + rng.randrange(max(1, 5 - nb), 8 - nb)] for i in range(n)]
        spell = rng.choice((list, tuple, hr.cards, hr.cards_str, lambda h: [hr.card_str(c) for c in h]))
        hands = [spell(h) for h in holes]
        deals.append((spell(board) if board or rng.random() < 0.5 else None,
                      rng.choice((list, tuple))(hands)))
    bad = [("As Kd 7h 2c 3d", ["Qs Qd", "As 2h"]), ("As Kd 7h 2c 3d", ["Qs Qd", "Qs 2h"]),
           ("As Kd 7h 2c 3d", ["Qs Qd", ""]), ("As Kd 7h 2c 3d", ["Qs Qd"]), ("As Kd 7h", ["Qs", "2h"]),
           ("As Kd 7h 2c 3d 4d", ["Qs Qd", "2h 5h"]), ("As Kd 7h 2c 3d", ["Qs Qd", "Xx"]),
           ("As Kd 7h 2c 3d", ("Qs Qd", [True, 5])), ({"a": "As Ks"}, "2c 3c 4c 5d 6d"),
           ("As Kd 7h 2c 3d", ["Qs Qd", (51, 2)]), ("As Kd 7h 2c 3d", [[], "Qs Qd"])]
    fast = [_outcome(lambda b, h: _said(hr.showdown(b, h)), b, h) for b, h in deals + bad]
    assert sum(isinstance(f, tuple) and isinstance(f[0], list) for f in fast) > 1000
    monkeypatch.setattr(showdown_module, "_deal_values", None)
    slow = [_outcome(lambda b, h: _said(hr.showdown(b, h)), b, h) for b, h in deals + bad]
    for got, want, deal in zip(fast, slow, deals + bad):
        assert got == want, deal


def test_bench_single_prints_every_natural_call_with_its_ratio_to_the_one_argument_call(capsys):
    # tools/bench.py --only single prints each call a user writes first, with its
    # ratio to evaluate(tuple of 7 ids) (or to the one-string call for two strings); here on
    # a few hands, for the lines and not the timings
    spec = importlib.util.spec_from_file_location("bench", ROOT / "tools" / "bench.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rng = random.Random(5)
    bench.bench_natural_calls([tuple(rng.sample(range(52), 7)) for _ in range(40)])
    out = capsys.readouterr().out
    blocks = {b.splitlines()[0]: b for b in out.strip().split("\n\n")}
    wanted = ["evaluate(hole, board): two tuples of ids", "evaluate(hole, board): two lists of ids",
              "evaluate(hole, board): two Cards", "evaluate(hole_str, board_str): two strings",
              "evaluate(['As', 'Kd', ...]): a list of 7 card tokens", "compare(a, b, board): ids",
              "compare(a, b, board): strings", "evaluate_omaha(hole, board): ids, 4 + 5",
              "evaluate_omaha(hole, board): strings, 4 + 5", "best_five(hole, board): ids",
              "best_five(hole, board): strings", "explain(hole, board), no text: ids",
              "explain(hole, board), no text: strings", "showdown(board, 2 hands of ids).text()",
              "showdown('As Kd ...', 2 hands as strings).text()"]
    for what in wanted:
        head = next((h for h in blocks if h.startswith(what) and "  (target " in h), None)
        assert head, (what, list(blocks))
        against = "evaluate('As Kd ...'), one string" if "two strings" in what else "evaluate(tuple of 7 ids)"
        assert re.search(re.escape(against) + r"\s+[\d.]+ ns\s+ratio\s+[\d.]+", blocks[head]), blocks[head]

"""Badugi: every 4-card hand ordered exactly as pokerkit's ``BadugiHand`` (ties too),
the 1,092 classes, the playing cards against a brute force, showdowns and split pots."""

from __future__ import annotations

import random
from itertools import combinations

import handrank as hr
import pytest
from handrank.games.badugi import (
    BADUGI_CLASSES,
    BadugiError,
    badugi_showdown,
    best_badugi,
    decode_badugi,
    describe_badugi,
    evaluate_badugi,
)

ALL = list(combinations(range(52), 4))


def test_every_hand_ordered_as_pokerkit():
    pk = pytest.importorskip("pokerkit", reason="pokerkit (Python 3.11+) is the reference ordering")
    by_value: dict[int, set[int]] = {}
    for hand in ALL:
        v = evaluate_badugi(hand)
        index = pk.BadugiHand.from_game(hr.cards_str(hand).replace(" ", "")).entry.index
        by_value.setdefault(v, set()).add(index)
    assert len(ALL) == 270_725 and sorted(by_value) == list(range(1, BADUGI_CLASSES + 1))
    assert all(len(ix) == 1 for ix in by_value.values())             # ties exactly where pokerkit ties
    indices = [next(iter(by_value[v])) for v in range(BADUGI_CLASSES, 0, -1)]
    assert indices == sorted(indices) and len(set(indices)) == BADUGI_CLASSES  # lower index: stronger


def brute_best(hand):
    """The playing subset by the rule: the most cards of different ranks and suits, then the
    lowest from the top card down (aces low)."""
    def low(c):
        return 0 if c // 4 == 12 else c // 4 + 1
    ok = [s for n in range(1, 5) for s in combinations(hand, n)
          if len({c % 4 for c in s}) == n and len({low(c) for c in s}) == n]
    return min(ok, key=lambda s: (-len(s), sorted((low(c) for c in s), reverse=True)))


def test_best_and_the_scale_against_a_brute_force():
    rng = random.Random(22)
    sizes = {1: 0, 2: 0, 3: 0, 4: 0}
    for hand in rng.sample(ALL, 20_000):
        best = brute_best(hand)
        assert sorted(best_badugi(hand)) == sorted(best)
        size, ranks = decode_badugi(evaluate_badugi(hand))
        assert size == len(best)
        sizes[size] += 1
    assert all(sizes.values())
    counts = {n: sum(1 for v in range(1, 1093) if decode_badugi(v)[0] == n) for n in (1, 2, 3, 4)}
    assert counts == {1: 13, 2: 78, 3: 286, 4: 715}
    assert evaluate_badugi("As 2c 3d 4h") == 1092 and decode_badugi(1) == (1, ("K",))
    assert evaluate_badugi("5s 4c 3d 2h") < evaluate_badugi("As 2c 3d 5h") < 1092
    assert evaluate_badugi("Kd Qc Jh Ts") > evaluate_badugi("As 2c 3d 3h")  # any badugi beats three cards
    assert describe_badugi(evaluate_badugi("7s 5c 3d Ah")) == "4-card badugi, 7-5-3-A"
    assert describe_badugi(evaluate_badugi("7s 7c 3d Ah"), "ru") == "3 карты, 7-3-A"
    assert hr.evaluate_badugi is evaluate_badugi


def test_showdowns_and_split_pots():
    s = badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad", "cat": "Ks Kd Kc Kh"}, pot=10)
    assert s.winners == ("ann",) and s.awards == {"ann": 10}
    assert str(s) == "ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A."
    tie = badugi_showdown(["As 2c 3d 4h", "Ah 2s 3c 4d", "Kh Qh Jh Th"], pot=11, unit=1)
    assert tie.winners == (0, 1) and tie.awards == {0: 6, 1: 5} and sum(tie.awards.values()) == 11
    assert "split 11" in str(tie)
    assert [hr.cards_str(tie.best[k]) for k in (0, 1)] == ["4h 3d 2c As", "4d 3c 2s Ah"]


@pytest.mark.parametrize("call,match", [
    (lambda: evaluate_badugi("As 2c 3d"), "4 cards, got 3"),
    (lambda: evaluate_badugi("As 2c 3d 4h 5s"), "4 cards, got 5"),
    (lambda: evaluate_badugi("As As 3d 4h"), "given twice"),
    (lambda: evaluate_badugi("As 2c 3d 4x"), "unknown suit"),
    (lambda: badugi_showdown(["As 2c 3d 4h"]), "two players or more"),
    (lambda: badugi_showdown(["As 2c 3d 4h", "As 5c 6d 7h"]), "1: card A♠ is also in 0's hand"),
    (lambda: badugi_showdown(["As 2c 3d 4h", "Ks 5c 6d 7h"], pot=-1), "negative"),
    (lambda: decode_badugi(0), "not a badugi value"),
    (lambda: decode_badugi(True), "not a badugi value"),
])
def test_bad_input(call, match):
    with pytest.raises(ValueError, match=match):
        call()
    assert issubclass(BadugiError, hr.CardError)

"""Low hands: exhaustive class counts in C, random hands against the separate reference
(tools/tablegen/reference_low.py), the spec's worked examples, bad input, the CLI."""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import types
from math import comb

import handrank as hr
import numpy as np
import pytest
from handrank import Category, LowballError, LowRules, cards
from handrank._core import ffi, lib
from tablegen import reference_low as ref

SCHEMES = ("a5", "27", "a6")
SCHEME_ID = {"a5": 0, "27": 1, "a6": 2}

# Five-card hands per category: facts of combinatorics (a5 has no straights or flushes;
# 27 and a6 both have 9 straights: A-2-3-4-5 is ace high in 27, T-J-Q-K-A king high in a6).
CATEGORY_TOTALS = {
    "a5": {Category.HIGH_CARD: 1287 * 4**5, Category.PAIR: 1098240, Category.TWO_PAIR: 123552,
           Category.THREE_OF_A_KIND: 54912, Category.FULL_HOUSE: 3744, Category.FOUR_OF_A_KIND: 624},
    "27": {Category.HIGH_CARD: 1278 * 1020, Category.PAIR: 1098240, Category.TWO_PAIR: 123552,
           Category.THREE_OF_A_KIND: 54912, Category.STRAIGHT: 9 * 1020, Category.FLUSH: 1278 * 4,
           Category.FULL_HOUSE: 3744, Category.FOUR_OF_A_KIND: 624, Category.STRAIGHT_FLUSH: 9 * 4},
}
CATEGORY_TOTALS["a6"] = CATEGORY_TOTALS["27"]


def low(spec, scheme="a5", **kw):
    return hr.evaluate_low(spec, scheme, **kw)


# ---- exhaustive, in C ------------------------------------------------------------------------

@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_five_card_hand_has_the_reference_class(scheme):
    hist = ffi.new("uint64_t[7463]")
    assert lib.hr_low_enumerate(5, SCHEME_ID[scheme], hist) == 0
    got = {v: hist[v] for v in range(7463) if hist[v]}
    n = hr.LOW_SCHEMES[scheme].num_values
    assert n == len(ref.dense_scale(scheme)) == (6175 if scheme == "a5" else 7462)
    assert sorted(got) == list(range(1, n + 1))          # every class occurs, nothing else
    assert got == ref.hands_per_value(scheme)            # as often as it should
    totals: dict[Category, int] = {}
    for v, count in got.items():
        cat = hr.decode_low(v, scheme)[0]
        totals[cat] = totals.get(cat, 0) + count
    assert totals == CATEGORY_TOTALS[scheme]
    assert sum(totals.values()) == comb(52, 5)


# every 6-card hand and every suited 7-card hand against the best of its 5-card subsets:
# tests/c/test_reference.c (hr_low_check is a C test reference, not in the extension)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_qualifiers_admit_exactly_the_lows_the_reference_admits(scheme):
    n = hr.LOW_SCHEMES[scheme].num_values
    classes = ref.badness_of_value(scheme)
    for q in range(1, 15):
        admitted = [v for v in range(1, n + 1) if classes[v][0] == 0 and classes[v][1][0] <= q]
        low_min = lib.hr_low_qualifier_min(SCHEME_ID[scheme], q)
        if admitted:
            assert admitted == list(range(low_min, n + 1)), q
        else:
            assert low_min == n + 1
            with pytest.raises(LowballError, match="admits no low"):
                low("As 2d 3c 4h 6s", scheme, qualifier=q)


def test_eight_or_better_has_56_classes_and_57344_five_card_hands():
    hist = ffi.new("uint64_t[7463]")
    lib.hr_low_enumerate(5, 0, hist)
    first = lib.hr_low_qualifier_min(0, 8)
    assert 6175 - first + 1 == 56 == comb(8, 5)
    assert sum(hist[v] for v in range(first, 6176)) == 56 * 4**5
    for v in range(first, 6176):
        cat, ranks = hr.decode_low(v, "a5")
        assert cat == Category.HIGH_CARD and len(set(ranks)) == 5
        assert all(r <= 6 or r == 12 for r in ranks)      # 2..8 or the ace


# ---- random hands against the reference ------------------------------------------------------

def _suited_deal(rng: random.Random, k: int) -> list[int]:
    """k cards with five or six of one suit (where a flush may have to be avoided)."""
    suit, n = rng.randrange(4), rng.choice((5, 6)) if k == 7 else 5
    flush = [4 * r + suit for r in rng.sample(range(13), n)]
    rest = [c for c in range(52) if c % 4 != suit]
    return flush + rng.sample(rest, k - n) if k > n else flush


def _want(hand, scheme, q):
    v = ref.value(hand, scheme)
    return v if q is None or ref.qualifies(hand, scheme, q) else None


@pytest.mark.parametrize("scheme", SCHEMES)
def test_random_hands_match_the_reference(scheme):
    rng = random.Random(f"low-{scheme}")
    hands = [rng.sample(range(52), rng.choice((5, 6, 7))) for _ in range(600)]
    hands += [_suited_deal(rng, rng.choice((6, 7))) for _ in range(300)]
    for hand in hands:
        q = rng.choice((None, 7, 8, 9, 13))
        assert low(tuple(hand), scheme, qualifier=q) == _want(hand, scheme, q), (hand, q)
        five = hr.best_five_low(hand, scheme)
        assert low(five, scheme) == ref.value(hand, scheme)
        assert hr.decode_low(ref.value(hand, scheme), scheme)[1] == tuple(c >> 2 for c in five)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_random_omaha_hands_match_the_reference(scheme):
    rng = random.Random(f"omaha-low-{scheme}")
    for _ in range(150):
        nh, nb = rng.choice((4, 5, 6)), rng.choice((3, 4, 5))
        dealt = rng.sample(range(52), nh + nb)
        hole, board = dealt[:nh], dealt[nh:]
        fives = [two + three for two in itertools.combinations(hole, 2)
                 for three in itertools.combinations(board, 3)]
        best = max(fives, key=lambda f: ref.value(f, scheme))
        want = ref.value(best, scheme)
        assert hr.evaluate_omaha_low(hole, board, scheme, qualifier=None) == want
        q8 = want if ref.qualifies(best, scheme, 8) else None
        assert hr.evaluate_omaha_low(hole, board, scheme) == q8   # qualifier=8 by default
        assert low(hr.best_five_omaha_low(hole, board, scheme), scheme) == want


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("k", (5, 6, 7))
def test_batch_matches_single_calls(scheme, k):
    rng = np.random.default_rng(k * 10 + SCHEME_ID[scheme])
    hands = np.argsort(rng.random((2000, 52)), axis=1)[:, :k].astype(np.uint8)
    for q in (None, 8):
        out = hr.evaluate_low_batch(hands, scheme, qualifier=q)
        assert out.dtype == np.uint16 and out.shape == (2000,)
        assert out.tolist() == [low(tuple(int(c) for c in h), scheme, qualifier=q) or 0 for h in hands]
    head = hr.evaluate_low_batch(hands[:50], scheme).tolist()
    assert hr.evaluate_low_batch(hands[:50].tolist(), scheme).tolist() == head
    assert list(hr.evaluate_low_batch(hands[:50].tobytes(), scheme, k=k)) == head
    assert hr.evaluate_low_batch(hands[:50].astype(np.int64), LowRules(*_rules(scheme))).tolist() == head


def _rules(scheme):
    r = hr.LOW_SCHEMES[scheme]
    return r.ace_low, r.straights_count, r.flushes_count


def test_batch_rejects_bad_rows_naming_the_first():
    hands = np.array([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 13], [0, 1, 2, 3, 60]],
                     dtype=np.uint8)
    with pytest.raises(hr.CardError, match="row 2: card id 13 is given twice"):
        hr.evaluate_low_batch(hands)
    with pytest.raises(hr.CardError, match="row 1"):
        hr.evaluate_low_batch([[0, 1, 2, 3, 4], [0, 1, 2, 3, 52]], "27")
    with pytest.raises(hr.CardError, match="5 to 7 cards"):
        hr.evaluate_low_batch(np.zeros((3, 4), dtype=np.uint8))
    with pytest.raises(LowballError, match="unknown low scheme"):
        hr.evaluate_low_batch(hands[:2], "a7")


# ---- the spec's worked examples --------------------------------------------------------------

def test_deuce_to_seven_best_is_seven_five_of_two_suits():
    best = low("7h 5d 4c 3s 2s", "27")
    assert best == 7462 == hr.LOW_SCHEMES["27"].num_values
    assert hr.decode_low(best, "27") == (Category.HIGH_CARD, (5, 3, 2, 1, 0))
    assert hr.describe_low(best, "27") == "Seven-Five low (7-5-4-3-2)"
    suited = low("7s 5s 4s 3s 2s", "27")                       # all one suit: a flush
    assert hr.decode_low(suited, "27")[0] == Category.FLUSH
    # worse than a straight or a pair, better than a full house
    assert low("7h 7d 7c 2s 2h", "27") < suited < low("6h 5d 4c 3s 2s", "27") < low("8h 8d 4c 3s 2s", "27")


def test_deuce_to_seven_nine_six_beats_nine_seven():
    a, b = low("9h 6d 5c 4s 3s", "27"), low("9c 7d 4c 3h 2s", "27")
    assert a > b                                     # 9-6-5-4-3 is the lower (better) low
    ra, rb = hr.decode_low(a, "27")[1], hr.decode_low(b, "27")[1]
    assert ra[0] == rb[0] and ra[1] < rb[1]          # same nine; decided by the second card, 6 < 7


def test_deuce_to_seven_ace_two_three_four_five_is_ace_high():
    v = low("Ah 2d 3c 4s 5s", "27")
    assert hr.decode_low(v, "27") == (Category.HIGH_CARD, (12, 3, 2, 1, 0))
    assert hr.describe_low(v, "27") == "Ace-Five low (A-5-4-3-2)"
    assert v > low("6h 5d 4c 3s 2s", "27")           # better than a straight
    assert v < low("Kh 5d 4c 3s 2s", "27")           # worse than king high
    assert hr.decode_low(low("Ah 2d 3c 4s 5s", "a6"), "a6")[0] == Category.STRAIGHT
    assert hr.decode_low(low("Ah Kd Qc Js Ts", "a6"), "a6") == (Category.HIGH_CARD, (11, 10, 9, 8, 12))


def test_ace_to_five_wheel_is_best_and_aces_pair_below_twos():
    wheel = low("5h 4d 3c 2s As")
    assert wheel == 6175 == hr.LOW_SCHEMES["a5"].num_values
    assert low("5s 4s 3s 2s As") == wheel                       # flushes do not count
    assert hr.describe_low(wheel) == "Wheel (5-4-3-2-A)"
    aces, twos = low("As Ad 5c 4h 3s"), low("2s 2d 5c 4h 3s")
    assert aces > twos                                           # a pair of aces is the lower pair
    assert hr.decode_low(aces) == (Category.PAIR, (12, 12, 3, 2, 1))
    assert hr.decode_low(twos) == (Category.PAIR, (0, 0, 3, 2, 1))
    assert hr.describe_low(aces) == "Pair of Aces (A-A-5-4-3)"


def test_eight_or_better_qualifier():
    eight = low("8h 4d 3c 2s As", qualifier=8)
    assert eight is not None and hr.decode_low(eight) == (Category.HIGH_CARD, (6, 2, 1, 0, 12))
    assert low("9h 4d 3c 2s As", qualifier=8) is None
    assert low("9h 4d 3c 2s As", qualifier=9) == low("9h 4d 3c 2s As") < eight
    assert low("9h 4d 3c 2s As Kd 8c", qualifier=8) == eight     # 8-4-3-2-A of seven cards
    assert low("8h 8d 3c 3s As 2c 2d", qualifier=8) is None      # four low ranks: no five unpaired
    assert low("8h 4d 3c 2s As", qualifier="8") == low("8h 4d 3c 2s As", qualifier=8)
    assert hr.describe_low(low("9h 4d 3c 2s As", qualifier=8)) == "no qualifying low"


def test_omaha_low_uses_exactly_two_hole_cards():
    # four low hole cards and two low board cards: no low (three must come from the board)
    assert hr.evaluate_omaha_low("As 2d 3c 4d", "Kh Ks 8c Qd 7h") is None
    assert hr.evaluate_omaha_low("As 2d 3c 4d", "Kh 5s 9c Qd 8h") is None
    assert hr.evaluate_low("As 2d 3c 4d Kh 5s 9c", qualifier=8) == 6175      # hold'em style: the wheel
    assert hr.evaluate_omaha_low("As 2d 3c 4d", "Kh 5s 9c Qd 8h", qualifier=None) is not None
    v = hr.evaluate_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh")
    assert hr.decode_low(v) == (Category.HIGH_CARD, (6, 2, 1, 0, 12))
    assert hr.cards_str(hr.best_five_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh")) == "8c 4s 3h 2d As"


def test_scheme_names_and_low_rules_are_one_thing():
    assert LowRules(True, False, False) == hr.LOW_SCHEMES["a5"] and hr.LOW_SCHEMES["a5"].name == "a5"
    assert LowRules(ace_low=False, straights_count=True, flushes_count=True).name == "27"
    assert hr.low_rules("a6") == LowRules(True, True, True)
    hand = "Kd 8s 6h 4c 3d 2c As"
    for name, rules in hr.LOW_SCHEMES.items():
        assert low(hand, rules) == low(hand, name)


def test_describe_low_in_english_and_russian():
    cases = {
        ("5h 4d 3c 2s As", "a5"): ("Wheel (5-4-3-2-A)", "Колесо (5-4-3-2-Т)"),
        ("Kd 8s 6h 4c 3d 2c 9c", "a5"): ("Eight-Six low (8-6-4-3-2)",
                                           "Младшая рука восемь-шесть (8-6-4-3-2)"),
        ("Jd Th 4c 3d 2c", "27"): ("Jack-Ten low (J-10-4-3-2)", "Младшая рука валет-десять (В-10-4-3-2)"),
        ("2d 2h 7c 5d 4c", "27"): ("Pair of Twos (2-2-7-5-4)", "Пара двоек (2-2-7-5-4)"),
        ("4d 4h 2c 2d 7c", "27"): ("Two Pair, Fours and Twos (4-4-2-2-7)",
                                    "Две пары: четвёрки и двойки (4-4-2-2-7)"),
        ("7h 6d 5c 4s 3s", "27"): ("Straight, Seven high (7-6-5-4-3)", "Стрит до семёрки (7-6-5-4-3)"),
        ("7s 5s 4s 3s 2s", "27"): ("Flush, Seven-Five (7-5-4-3-2)", "Флеш до семёрки (7-5-4-3-2)"),
        ("5s 4s 3s 2s As", "a6"): ("Straight Flush, Five high (5-4-3-2-A)",
                                    "Стрит-флеш до пятёрки (5-4-3-2-Т)"),
        ("Ks Kd Kc Qs Qd", "a5"): ("Full House, Kings over Queens (K-K-K-Q-Q)",
                                    "Фул-хаус из королей и дам (К-К-К-Д-Д)"),
    }
    for (hand, scheme), (en, ru) in cases.items():
        v = low(hand, scheme)
        assert hr.describe_low(v, scheme) == en
        assert hr.describe_low(v, scheme, lang="ru") == ru
    assert hr.describe_low(None, "27") == "no qualifying low"
    assert hr.describe_low(0, "a5", lang="ru") == "нет младшей руки, которая проходит квалификацию"


# ---- bad input -------------------------------------------------------------------------------

def test_bad_input_is_a_clear_value_error():
    with pytest.raises(LowballError, match="unknown low scheme 'a7'"):
        low("5h 4d 3c 2s As", "a7")
    with pytest.raises(LowballError, match="not supported"):
        LowRules(ace_low=False, straights_count=False, flushes_count=False)
    with pytest.raises(LowballError, match="not supported"):
        LowRules(ace_low=True, straights_count=True, flushes_count=False)
    with pytest.raises(hr.CardError, match="4 to 6 hole cards, got 3"):
        hr.evaluate_omaha_low("As 2d 3c", "4h 5s 8c")
    with pytest.raises(hr.CardError, match="3 to 5 cards, got 2"):
        hr.evaluate_omaha_low("As 2d 3c 4c", "4h 5s")
    with pytest.raises(hr.CardError, match="given twice"):
        hr.evaluate_omaha_low("As 2d 3c 4c", "As 5s 6s")
    with pytest.raises(hr.CardError, match="5 to 7 cards, got 4"):
        low("5h 4d 3c 2s")
    with pytest.raises(hr.CardError, match="given twice"):
        low("5h 5h 3c 2s As")
    with pytest.raises(hr.CardError, match="out of range"):
        low((51, 0, 4, 8, 99))
    with pytest.raises(hr.CardError, match="unknown rank 'X'"):
        low("Xh 4d 3c 2s As")
    with pytest.raises(hr.CardError, match="wild_rule"):
        low("Jk 4d 3c 2s As")
    with pytest.raises(LowballError, match="qualifier 'eight'"):
        low("8h 4d 3c 2s As", qualifier="eight")
    for bad in (True, [8], 8.0):
        with pytest.raises(LowballError, match="highest card a low may hold"):
            low("8h 4d 3c 2s As", qualifier=bad)
    with pytest.raises(LowballError, match="qualifier 4 admits no low in 'a5'"):
        low("8h 4d 3c 2s As", qualifier=4)
    with pytest.raises(LowballError, match="qualifier 6 admits no low in '27'"):
        low("8h 4d 3c 2s As", "27", qualifier=6)
    with pytest.raises(LowballError, match="not a low value of 'a5'"):
        hr.decode_low(6176, "a5")
    with pytest.raises(LowballError, match="unknown language"):
        hr.describe_low(6175, "a5", lang="fr")
    assert issubclass(LowballError, ValueError)


def test_wild_cards_go_to_the_wild_module(monkeypatch):
    seen = {}

    def fake(ids, rules, **kw):
        seen.update(ids=ids, rules=rules, **kw)
        return 42

    fake_module = types.SimpleNamespace(evaluate_low_wild=fake)
    monkeypatch.setitem(sys.modules, "handrank.evaluators.wild", fake_module)
    assert low("Jk 4d 3c 2s As", "27", wild="2", wild_rule="below-all", qualifier=8) == 42
    assert seen == {"ids": (52,) + cards("4d 3c 2s As"), "rules": hr.LOW_SCHEMES["27"], "qualifier": 8,
                    "wild": "2", "wild_rule": "below-all"}
    monkeypatch.setitem(sys.modules, "handrank.evaluators.wild", None)
    with pytest.raises(NotImplementedError, match="evaluate_low_wild"):
        low("Jk 4d 3c 2s As", wild_rule="below-all")


# ---- the CLI ---------------------------------------------------------------------------------

def _run_cli(argv, capsys):
    from handrank.cli import low as _cli_low
    parser = argparse.ArgumentParser(prog="handrank")
    _cli_low.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    status = args.func(args)
    return status, capsys.readouterr().out


def test_cli_low(capsys):
    status, out = _run_cli(["low", "Kd 8s 6h 4c 3d 2c As", "--json"], capsys)
    data = json.loads(out)
    assert status == 0 and data["value"] == low("Kd 8s 6h 4c 3d 2c As") and data["scheme"] == "a5"
    assert data["ranks"] == ["6", "4", "3", "2", "A"] and data["best_five"] == ["6h", "4c", "3d", "2c", "As"]
    assert data["description"] == "Six-Four low (6-4-3-2-A)" and data["category"] == "NO_PAIR"
    status, out = _run_cli(["low", "9h 4d 3c 2s As", "--qualifier", "8", "--lang", "ru"], capsys)
    assert status == 0 and "нет младшей руки" in out
    status, out = _run_cli(["low", "7h5d4c3s2s", "--scheme", "27"], capsys)
    assert out.startswith("7462  Seven-Five low (7-5-4-3-2)")
    status, out = _run_cli(["low", "As 2d Kc Kd", "--board", "3h 4s 8c Qd Qh", "--omaha", "--json"], capsys)
    assert json.loads(out)["best_five"] == ["8c", "4s", "3h", "2d", "As"]
    with pytest.raises(hr.CardError, match="4 to 6 hole cards"):
        _run_cli(["low", "As 2d 3c", "--board", "3h 4s 8c Qd Qh", "--omaha"], capsys)


def test_cli_low_with_wild_cards_names_the_low_and_the_wild_cards(capsys):
    # the text printed a bare value: no low named, no cards, nothing on the wild card
    status, out = _run_cli(["low", "6h 4d 3c As Jk", "--wild-rule", "duplicate", "--json"], capsys)
    data = json.loads(out)
    assert status == 0 and data["value"] == hr.evaluate_low("6h 4d 3c As Jk", wild_rule="duplicate")
    assert data["description"] == "Six-Four low (6-4-3-A-A*); Joker as Ace"
    assert data["best_five"] == ["6h", "4d", "3c", "As", "Jk"]
    status, out = _run_cli(["low", "7h 5d 4c 2s 2h", "--scheme", "27", "--wild", "2",
                            "--wild-rule", "below-all"], capsys)
    assert "Seven-Five low (7-5-4-*-*)" in out and "2s as below every card" in out
    status, out = _run_cli(["low", "Jk 5c 4d 3h 2s", "--scheme", "27", "--wild-rule", "lowest-absent",
                            "--lang", "ru"], capsys)
    assert out.startswith("7462  Младшая рука семь-пять (7-5-4-3-2); джокер — семёрка")


def test_low_batch_threads_give_the_same_answers_and_name_the_bad_row():
    rng = np.random.default_rng(99)
    hands = np.argsort(rng.random((200_000, 52)), axis=1)[:, :7].astype(np.uint8)
    for scheme, q in (("a5", 8), ("27", None)):
        one = hr.evaluate_low_batch(hands, scheme, qualifier=q)
        assert np.array_equal(hr.evaluate_low_batch(hands, scheme, qualifier=q, threads=2), one)
    hands[150_001, 6] = 77
    with pytest.raises(ValueError, match="row 150001: card id 77 is out of range"):
        hr.evaluate_low_batch(hands, "a5", threads=2)

"""Edges of the analysis functions: the royal flush's out filed as ``category()`` files it, hand
strength with no opponent hand left, the percentile of a range, a breakdown of bad combos."""

from __future__ import annotations

import handrank as hr
import pytest
from handrank.analysis.draws import outs
from handrank.errors import HandrankError
from handrank.values import Category


@pytest.mark.parametrize("hole,board,vs", [
    ("Ks Qs", "Js Ts 2c", None),        # the As makes a royal flush, the 9s a straight flush
    ("Ks Qs", "Js Ts 9s", None),        # a straight flush now: the As makes a royal flush
    ("Ks Qs", "Js Ts 2c", "Jh Jd"),     # against a set: the royal flush wins too
])
def test_outs_file_each_card_under_its_category(hole, board, vs):
    o = outs(hole, board, vs=vs)
    for cat, found in o.by_category.items():
        for c in found:
            made = hr.category(hr.evaluate(list(hr.cards(hole)) + list(hr.cards(board)) + [c]))
            assert cat == made, (hr.card_str(c), cat, made)


def test_the_royal_flush_out_is_a_royal_flush():
    o = outs("Ks Qs", "Js Ts 2c")
    assert hr.cards("As")[0] in o.by_category[Category.ROYAL_FLUSH]
    assert Category.STRAIGHT_FLUSH in o.by_category  # the 9s
    assert hr.cards("As")[0] not in o.by_category[Category.STRAIGHT_FLUSH]
    assert hr.cards("As")[0] in outs("Ks Qs", "Js Ts 2c", vs="Jh Jd").by_category[Category.ROYAL_FLUSH]


def test_hand_strength_with_no_opponent_hand_left_is_an_error():
    from handrank.analysis.strength import StrengthError, hand_strength
    hole, board = hr.cards("Ah Kh"), hr.cards("2c 3d 4s 5h 7d")
    rest = [c for c in range(52) if c not in hole + board]
    with pytest.raises(StrengthError, match="no opponent hand"):
        hand_strength("Ah Kh", "2c 3d 4s 5h 7d", dead=rest[1:])  # one unseen card: no hand of two
    assert 0 < hand_strength("Ah Kh", "2c 3d 4s 5h 7d", dead=rest[2:]).hs <= 1  # one hand left


@pytest.mark.parametrize("spec", ["random", "*", "AhKhQh", "Ah", "QQ+, AK", "AAxx"])
def test_percentile_of_not_one_hand_says_it_takes_one(spec):
    with pytest.raises(hr.RangeError) as e:
        hr.percentile(spec)
    msg = str(e.value)
    assert "one" in msg and "ATs+" not in msg and "22-55" not in msg and "76s-54s" not in msg


@pytest.mark.parametrize("combos", [
    [(51, 47, "x")], [5], [(99, 47, 1.0)], [(51, 51, 1.0)], [(51.5, 47, 1.0)], [("As", "Kd", 1.0)],
    [(51, 47, float("nan"))], [(51, 47, -1.0)], None, [(-1, 47, 1.0)], [(51, 47)], "AsKd",
])
def test_breakdown_of_bad_combos_is_a_handrank_error(combos):
    from handrank.analysis.draws import breakdown
    with pytest.raises(HandrankError):
        breakdown(combos, "Qs Js 2d")


def test_breakdown_takes_numpy_ids_and_int_weights():
    np = pytest.importorskip("numpy")
    from handrank.analysis.draws import breakdown
    b = breakdown([(np.int64(51), np.int8(47), 1)], "Qs Js 2d")
    assert b.combos == 1 and b.total == 1.0

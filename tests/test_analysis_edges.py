"""Edges of the analysis functions: the royal flush's out filed as ``category()`` files it, hand
strength with no opponent hand left, the percentile of a range, a breakdown of bad combos."""

from __future__ import annotations

import handrank as hr
import pytest
from handrank.analysis.draws import outs
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

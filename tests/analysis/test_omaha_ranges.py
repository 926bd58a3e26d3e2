"""Omaha range terms: every pattern's hand set against an enumeration of all hands
filtered by the spec's definition (rank counts "at least", suit shapes), never a count by hand."""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations

import handrank as hr
import numpy as np
import pytest
from handrank.analysis.ranges import Range, RangeError

RANKS = "23456789TJQKA"
SHAPES = {"ds": (2, 2), "ss": (2, 1, 1), "r": (1, 1, 1, 1)}


def every_hand(hole: int):
    """Every hand of ``hole`` cards (ids descending), its count of each rank and its suit shape."""
    hands = np.array(list(combinations(range(51, -1, -1), hole)), dtype=np.uint8)
    ranks = np.stack([(hands // 4 == r).sum(axis=1) for r in range(13)], axis=1)
    suits = np.sort(np.stack([(hands % 4 == s).sum(axis=1) for s in range(4)], axis=1), axis=1)[:, ::-1]
    return hands, ranks, suits


@pytest.fixture(scope="module")
def all4():
    return every_hand(4)


def matching(term: str, table, hole: int) -> set:
    """The hands a term names, by the definition: at least the named count of each rank, and the
    tag's suit shape (two suits twice; one suit twice and two once; four suits once)."""
    hands, ranks, suits = table
    m = re.fullmatch(r"([2-9TJQKAx]+)(ds|ss|r)?", term, re.IGNORECASE)
    body, tag = m.group(1), (m.group(2) or "").lower()
    ok = np.ones(len(hands), dtype=bool)
    for r, n in Counter(RANKS.index(c) for c in body.upper() if c != "X").items():
        ok &= ranks[:, r] >= n
    if tag:
        shape = SHAPES[tag] + (0,) * (4 - len(SHAPES[tag]))
        ok &= (suits == np.array(shape)).all(axis=1)
    return {tuple(map(int, h)) for h in hands[ok]}


@pytest.mark.parametrize("term", ["AAxx", "AA", "aaxx", "KKxx", "AKxx", "AKQJ", "AKQx", "AAAx", "AAAA",
                                  "KKQQds", "AKQJr", "AAxxds", "AAxxss", "AAxxr", "T9xxds", "xxxxds",
                                  "xxxxr", "xxxxss", "AKr", "22xx", "Axxx"])
def test_every_four_card_term_is_its_definition(term, all4):
    want = matching(term, all4, 4)
    got = {k[:-1] for k in Range(term, hole=4).combos}
    assert got == want and len(got) > 0


def test_five_card_terms_against_every_hand():
    table = every_hand(5)
    assert len(table[0]) == 2_598_960
    for term in ("AAxxx", "AKQJ", "KKQ", "AAKKx", "T9"):
        assert {k[:-1] for k in Range(term, hole=5).combos} == matching(term, table, 5), term


def test_weights_canonical_text_and_round_trip():
    r = Range("aaxx, KKQQds:0.5, AKQJr, 2s3s4s5s:0.25", hole=4)
    assert r.text() == "AAxx,KKQQds:0.5,AKQJr,5s4s3s2s:0.25"
    assert Range(r.text(), hole=4) == r
    assert r.weight("KsKhQsQh") == 0.5 and r.weight("AsAhKdQc") == 1.0 and r.weight("KsKhQdQc") == 0.0
    last = Range("AAxx:0.5, AAKK", hole=4)            # the last term wins
    assert last.weight("AsAhKsKh") == 1.0 and last.weight("AsAh2c3d") == 0.5
    over = Range("random:0.1, AAxx", hole=4)
    assert len(over) == 270_725 and over.weight("AsAh2c3d") == 1.0 and over.weight("KsQh2c3d") == 0.1
    assert Range("xxxx", hole=4).text() == "random" and Range("x", hole=6).text() == "random"
    assert Range("AAKK", hole=6).text() == "AAKKxx" and len(Range("AKQJT9", hole=6)) == 4 ** 6


@pytest.mark.parametrize("term,hole,match", [
    ("AAxxds", 5, "suit tag 'ds' is for four-card hands"),
    ("AAKKQ", 4, "5 cards named for a 4-card hand"),
    ("AAAAA", 5, "a rank has only four cards"),
    ("Axxxxx", 6, r"names 8,087,008 6-card hands, too many"),
    ("AKxxd", 4, "not an exact 4-card hand"),
])
def test_bad_terms(term, hole, match):
    with pytest.raises(RangeError, match=match):
        Range(term, hole=hole)


def test_equity_takes_the_patterns():
    r = hr.equity(["AAKKds", "QQJJds"], board="2c 7d 9h", game="omaha")
    assert r.exact and 0.5 < r.equity[0] < 1 and abs(r.equity[0] + r.equity[1] - 1) < 1e-12
    direct = hr.equity([Range("AAKKds", hole=4), Range("QQJJds", hole=4)], board="2c 7d 9h", game="omaha")
    assert direct.equity == r.equity

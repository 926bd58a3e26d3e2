"""An Omaha random opponent: the string "random" and Range("random", hole=4) are bounded alike, by
the exact run's work (its evaluations), not by how many combos the random hand has."""

from __future__ import annotations

import time

import handrank as hr
import pytest
from handrank.analysis.equity import EquityError

HERO = "AsAhKsKh"


def test_on_the_turn_both_spellings_give_the_same_exact_answer():
    board = "2c 7d 9h 3s"   # 44 cards left: 135,751 random hands, 5.4 million evaluations
    t = time.perf_counter()
    text = hr.equity([HERO, "random"], board=board, game="omaha", exact=True)
    assert time.perf_counter() - t < 300
    given = hr.equity([HERO, hr.Range("random", hole=4)], board=board, game="omaha", exact=True)
    assert text.exact and text.equity == given.equity and text.deals == given.deals == 135_751 * 40


def test_on_the_river_exact_none_decides_alike():
    board = "2c 7d 9h 3s Jd"
    text = hr.equity([HERO, "random"], board=board, game="omaha")
    given = hr.equity([HERO, hr.Range("random", hole=4)], board=board, game="omaha")
    assert text.exact and given.exact and text.equity == given.equity


@pytest.mark.parametrize("other", ["random", "*"])
def test_too_much_work_is_refused_alike(other):
    with pytest.raises(EquityError, match="allow_long") as by_text:
        hr.equity([HERO, other], game="omaha", exact=True)
    with pytest.raises(EquityError, match="allow_long") as by_range:
        hr.equity([HERO, hr.Range("random", hole=4)], game="omaha", exact=True)
    for e in (by_text, by_range):
        assert "20,000" not in str(e.value)


def test_monte_carlo_is_unchanged():
    r = hr.equity([HERO, "random"], board="2c 7d 9h", game="omaha", samples=20_000, seed=3)
    assert not r.exact and r.samples == 20_000

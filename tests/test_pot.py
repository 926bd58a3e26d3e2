"""split_pot, side_pots and award_pots: whole units, odd units one per player in seat order."""

from __future__ import annotations

import random

import pytest
from handrank import Pot, award_pots, showdown, side_pots, split_pot
from handrank.pot import PotError


def test_even_and_odd_splits():
    assert split_pot(100, ["a", "b"]) == {"a": 50, "b": 50}
    assert split_pot(101, ["a", "b"]) == {"a": 51, "b": 50}
    assert split_pot(10, ["a", "b", "c"]) == {"a": 4, "b": 3, "c": 3}
    assert split_pot(11, ["a", "b", "c"]) == {"a": 4, "b": 4, "c": 3}
    assert split_pot(0, ["a", "b"]) == {"a": 0, "b": 0}
    assert split_pot(7, ["solo"]) == {"solo": 7}


def test_odd_units_follow_the_seat_order():
    # seats clockwise from the button: c first, then a; b is not a winner
    assert split_pot(11, ["a", "c"], order=["c", "b", "a"]) == {"c": 6, "a": 5}
    assert list(split_pot(11, ["a", "c"], order=["c", "b", "a"])) == ["c", "a"]
    assert split_pot(25, ["b", "a"], unit=5, order=["a", "b", "c"]) == {"a": 15, "b": 10}


def test_never_two_odd_units_to_one_player():
    rng = random.Random(3)
    for _ in range(2000):
        n = rng.randint(1, 9)
        unit = rng.choice((1, 5, 25))
        amount = unit * rng.randint(0, 500)
        winners = rng.sample(range(20), n)
        order = rng.sample(range(20), 20)
        shares = split_pot(amount, winners, unit=unit, order=order)
        assert sum(shares.values()) == amount and set(shares) == set(winners)
        assert all(v % unit == 0 for v in shares.values())
        assert max(shares.values()) - min(shares.values()) in (0, unit)
        seats = [s for s in order if s in shares]
        got_odd = [shares[s] > min(shares.values()) for s in seats]
        assert got_odd == sorted(got_odd, reverse=True)  # the odd units went to the first seats


@pytest.mark.parametrize("args, kwargs, message", [
    ((10, []), {}, "at least one winner"),
    ((10, ["a", "a"]), {}, "listed twice"),
    ((-1, ["a"]), {}, "negative"),
    ((10.5, ["a"]), {}, "not a whole number"),
    ((7, ["a"]), {"unit": 2}, "units of 2"),
    ((10, ["a"]), {"unit": 0}, "positive"),
    ((10, ["a", "b"]), {"order": ["a"]}, "'b' has no seat"),
    ((10, ["a"]), {"order": ["a", "a"]}, "appears twice"),
])
def test_bad_pots(args, kwargs, message):
    with pytest.raises(PotError, match=message):
        split_pot(*args, **kwargs)
    assert issubclass(PotError, ValueError)


def test_side_pots_from_contributions():
    assert side_pots({"a": 50, "b": 100, "c": 100}) == [Pot(150, ("a", "b", "c")), Pot(100, ("b", "c"))]
    # a folded player's chips stay in the pots he cannot win
    assert side_pots({"a": 20, "b": 100, "c": 60, "d": 100}, folded=["d"]) == [
        Pot(80, ("a", "b", "c")), Pot(120, ("b", "c")), Pot(80, ("b",))]
    with pytest.raises(PotError, match="every player folded"):
        side_pots({"a": 10, "b": 10}, folded=["a", "b"])
    with pytest.raises(PotError, match="not a whole number"):
        side_pots({"a": -5})


def test_award_side_pots_each_over_its_own_players():
    # a all-in for 50 has the best hand; b and c tie for the side pot
    r = showdown("2c 7d 9h Jc 3s", {"a": "As Ad", "b": "Ks Kd", "c": "Kh Kc"})
    pots = side_pots({"a": 50, "b": 100, "c": 101})
    assert award_pots(pots, r.values) == {"a": 150, "b": 50, "c": 51}
    assert award_pots(pots, r.values, order=["c", "b", "a"]) == {"a": 150, "c": 51, "b": 50}
    with pytest.raises(PotError, match="no eligible player"):
        award_pots([(10, ["x"])], r.values)

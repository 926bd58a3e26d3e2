"""split_pot, side_pots and award_pots: whole units, odd units one per player in seat order."""

from __future__ import annotations

import random

import pytest
from handrank import Pot, award_pots, showdown, side_pots, split_pot
from handrank.explanations.pots import PotError


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


# --- dead money ---

def test_a_big_blind_ante_is_dead_money_in_the_main_pot():
    # the recorded hand: the big blind posts a 100,000 ante (dead) and 550,000 live; the small
    # blind folds 50,000; the button calls 550,000 and wins all 1,250,000
    pots = side_pots({"sb": 50000, "bb": 550000, "btn": 550000}, folded=["sb"], dead=100000)
    assert pots == [Pot(1250000, ("bb", "btn"))]
    assert award_pots(pots, {"bb": 1000, "btn": 2000}) == {"btn": 1250000}
    # without dead=, all 650,000 of the big blind are live: his last 100,000 are his own side pot
    assert side_pots({"sb": 50000, "bb": 650000, "btn": 550000}, folded=["sb"]) == [
        Pot(1150000, ("bb", "btn")), Pot(100000, ("bb",))]


def test_dead_money_goes_to_the_main_pot_only():
    # antes of 10 from three players, then a all-in for 50
    assert side_pots({"a": 50, "b": 100, "c": 100}, dead=30) == [
        Pot(180, ("a", "b", "c")), Pot(100, ("b", "c"))]
    # a player all-in for the ante alone (no live chips) still plays for the dead money
    assert side_pots({"a": 0, "b": 40, "c": 40}, dead=15) == [Pot(15, ("a", "b", "c")), Pot(80, ("b", "c"))]
    assert side_pots({"a": 0, "b": 0}, dead=20) == [Pot(20, ("a", "b"))]
    assert side_pots({"a": 10, "b": 10}, dead=0) == side_pots({"a": 10, "b": 10})
    with pytest.raises(PotError, match="every player folded"):
        side_pots({"a": 0, "b": 0}, folded=["a", "b"], dead=5)
    for bad in (-1, 2.5, True, "5", None):
        with pytest.raises(PotError, match="dead money"):
            side_pots({"a": 10}, dead=bad)


def test_a_folded_players_chips_go_to_a_live_player_who_put_in_nothing():
    # a is live: the pot is a's, not "every player folded"
    assert side_pots({"a": 0, "b": 10}, folded=["b"]) == [Pot(10, ("a",))]
    assert side_pots({"a": 0, "c": 10, "b": 10}, folded=["b"]) == [Pot(20, ("c",))]
    assert side_pots({"a": 0, "b": 0}) == [] and side_pots({}) == []


def test_random_pots_lose_no_chip_and_give_each_pot_to_the_players_who_covered_it():
    rng = random.Random(8)
    for _ in range(3000):
        n = rng.randint(1, 6)
        contributions = {k: rng.choice((0, 0, 5, 10, 20, 50, rng.randint(0, 99))) for k in "abcdef"[:n]}
        folded = [k for k in contributions if rng.random() < 0.3]
        dead = rng.choice((0, 0, 7, 30))
        live = [k for k in contributions if k not in folded]
        if not live:
            if sum(contributions.values()) + dead:
                with pytest.raises(PotError, match="every player folded"):
                    side_pots(contributions, folded, dead=dead)
            continue
        pots = side_pots(contributions, folded, dead=dead)
        assert sum(p.amount for p in pots) == sum(contributions.values()) + dead
        assert all(p.amount > 0 and p.eligible and not set(p.eligible) & set(folded) for p in pots)
        assert [len(p.eligible) for p in pots] == sorted((len(p.eligible) for p in pots), reverse=True)
        values = {k: rng.randint(1, 5) for k in live}
        assert sum(award_pots(pots, values).values()) == sum(contributions.values()) + dead


# --- bad pots are a clear PotError ---

@pytest.mark.parametrize("call, words", [
    (lambda: split_pot(10, iter([])), "at least one winner"),
    (lambda: split_pot(10, None), "winners None"),
    (lambda: side_pots([("a", 5)]), r"contributions \[\('a', 5\)\]: give a mapping"),
    (lambda: side_pots(None), "contributions None: give a mapping"),
    (lambda: side_pots({"a": 5}, folded=None), "folded None"),
    (lambda: side_pots({"ab": 5}, folded="ab"), "folded 'ab'"),
    (lambda: award_pots([(5,)], {"a": 1}), r"pot 0: \(5,\) is not a Pot or an \(amount, eligible\) pair"),
    (lambda: award_pots([5], {"a": 1}), "pot 0: 5 is not a Pot"),
    (lambda: award_pots([(5, None)], {"a": 1}), "pot 0: eligible None"),
    (lambda: award_pots(None, {"a": 1}), "pots None"),
    (lambda: award_pots([(5, "a")], [("a", 1)]), "values"),
])
def test_bad_pot_arguments_name_the_problem(call, words):
    with pytest.raises(PotError, match=words):
        call()


def test_a_value_of_none_is_no_hand():
    # a low showdown's values: None = no qualifying low, who cannot win the pot
    assert award_pots([(10, "abc")], {"a": None, "b": 3, "c": 3}) == {"b": 5, "c": 5}
    with pytest.raises(PotError, match="no eligible player"):
        award_pots([(10, "ab")], {"a": None, "b": None})

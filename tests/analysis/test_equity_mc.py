"""Monte Carlo equity: within 4 standard errors of the exact value, an honest standard error,
the same numbers for the same seed (whatever the thread count)."""

import math
import random

import pytest
from handrank.analysis.equity import equity
from test_equity_exact import Combos


def _case(i):
    """A seeded deal: 2-5 players (exact hands, a range or a random hand), a flop or a turn."""
    rng = random.Random(1000 + i)
    n = 2 + i % 4
    cards = rng.sample(range(52), 2 * n + 5)
    board = tuple(cards[2 * n: 2 * n + 3 + i % 2])
    rest = [c for c in range(52) if c not in board]
    players = []
    for p in range(n):
        kind = (i + p) % 5
        if kind == 3:  # a small weighted range
            pairs = list(dict.fromkeys(tuple(sorted(rng.sample(rest, 2))) for _ in range(6)))
            players.append(Combos(pairs, [rng.choice((0.25, 0.5, 1.0)) for _ in pairs]))
        elif kind == 4 and p == n - 1:
            players.append(Combos([(a, b) for a in range(52) for b in range(a)]))  # random
        else:
            players.append(tuple(cards[2 * p: 2 * p + 2]))
    # the exact hands first may collide with a range's combos: dropped, as documented
    return players, board


@pytest.mark.parametrize("block", range(10))
def test_within_four_se_of_exact(block):
    """200 cases in all (20 per block), every player."""
    for i in range(20 * block, 20 * block + 20):
        players, board = _case(i)
        try:
            exact = equity(players, board=board, exact=True)
        except ValueError:  # a range blocked by the exact hands: refused in both modes
            with pytest.raises(ValueError):
                equity(players, board=board, exact=False, samples=1000)
            continue
        mc = equity(players, board=board, exact=False, samples=20_000, seed=i)
        assert mc.samples == 20_000 and not mc.exact
        for k in exact.equity:
            assert abs(mc.equity[k] - exact.equity[k]) <= 4 * mc.se[k] + 1e-12, (i, k)
            assert abs(mc.win[k] - exact.win[k]) <= 0.05 and abs(mc.tie[k] - exact.tie[k]) <= 0.05


@pytest.mark.parametrize("players,board", [
    (["AhKd", "QsQc"], "2c 7d 9h"),
    (["AhKd", "QsQc", "7h6h"], ""),
    ([Combos([(51, 47), (50, 46), (49, 45)], [1.0, 0.5, 0.25]), "2c2d"], "Kh Th 3s"),
    (["AhKd", Combos([(a, b) for a in range(52) for b in range(a)])], "Jc 8d 4s 2h"),
    (["AhKd", "QsQc", Combos([(a, b) for a in range(52) for b in range(a)])], "Jc 8d 4s"),
])
def test_se_is_honest(players, board):
    """The spread of 50 seeds' estimates around the exact value matches the reported se (20%)."""
    exact = equity(players, board=board, exact=True)
    runs = [equity(players, board=board, exact=False, samples=4000, seed=s) for s in range(50)]
    for k in exact.equity:
        spread = math.sqrt(sum((r.equity[k] - exact.equity[k]) ** 2 for r in runs) / len(runs))
        se = sum(r.se[k] for r in runs) / len(runs)
        assert abs(spread / se - 1) < 0.2, (k, spread, se)


def test_se_is_honest_for_paired_deals_six_players():
    """Six players, three random hands, preflop: every deal's cards make a second deal (see
    hr_equity_mc), and the se from the spread between the pairs matches the spread of 60
    seeds' estimates (around their mean: the exact value is out of reach) within 20%."""
    six = ["AhKd", "QsQc", "7h6h", "random", "random", "random"]  # "random": no range parser needed
    runs = [equity(six, exact=False, samples=4000, seed=s) for s in range(60)]
    for k in range(6):
        mean = sum(r.equity[k] for r in runs) / len(runs)
        spread = math.sqrt(sum((r.equity[k] - mean) ** 2 for r in runs) / (len(runs) - 1))
        se = sum(r.se[k] for r in runs) / len(runs)
        assert abs(spread / se - 1) < 0.2, (k, spread, se)


def test_same_seed_same_numbers_any_threads():
    players = ["AhKd", "QsQc", "random" if False else Combos([(a, b) for a in range(52) for b in range(a)])]
    one = equity(players, exact=False, samples=100_000, seed=42)
    again = equity(players, exact=False, samples=100_000, seed=42)
    two = equity(players, exact=False, samples=100_000, seed=42, threads=2)
    other = equity(players, exact=False, samples=100_000, seed=43)
    assert one.equity == again.equity == two.equity
    assert one.equity != other.equity


def test_target_se_stops_when_every_player_is_below_it():
    r = equity(["AhKd", "QsQc", "7h6h"], exact=False, target_se=2e-3, seed=3)
    assert max(r.se.values()) <= 2e-3
    assert r.samples < 200_000  # it stopped near the samples that need (~60,000), not far past
    capped = equity(["AhKd", "QsQc", "7h6h"], exact=False, target_se=1e-5, samples=50_000, seed=3)
    assert capped.samples == 50_000


def test_weighted_ranges_are_sampled_by_weight():
    """Weights far from uniform: Monte Carlo agrees with the weighted exact value."""
    a = Combos([(51, 50), (47, 46), (20, 16)], [1.0, 0.1, 0.05])
    b = Combos([(49, 45), (44, 40)], [0.2, 1.0])
    exact = equity([a, b, "2c3d"], board=(30, 31, 27), exact=True)
    mc = equity([a, b, "2c3d"], board=(30, 31, 27), exact=False, samples=200_000, seed=9)
    for k in exact.equity:
        assert abs(mc.equity[k] - exact.equity[k]) <= 4 * mc.se[k]


@pytest.mark.parametrize("game,players,board", [
    ("omaha", ["As Ks Qd Jd", "9h 9c 8h 7c"], "Th 8d 2s"),
    ("omaha8", ["As 2s Qd Jd", "Ah 3c 8h 7c", "Kc Kd 5h 4h"], "7d 6c Kh"),
    ("omaha5", ["As Ks Qd Jd 2c", "9h 9c 8h 7c 3d"], "Th 8d 2s 5s"),
    ("holdem8", ["As 2s", "Kh Qh", "3c 4c"], ""),
    ("holdem8", ["As 2s", "Kh Qh"], "3c 4d Jh"),
])
def test_omaha_and_hilo_within_four_se(game, players, board):
    exact = equity(players, board=board, game=game, exact=True)
    mc = equity(players, board=board, game=game, exact=False, samples=40_000, seed=5)
    for k in exact.equity:
        assert abs(mc.equity[k] - exact.equity[k]) <= 4 * mc.se[k]
        if exact.high is not None:
            assert abs(mc.high[k] - exact.high[k]) < 0.02 and abs(mc.low[k] - exact.low[k]) < 0.02
            assert abs(mc.scoop[k] - exact.scoop[k]) < 0.02


def test_omaha_random_hands_are_dealt():
    """An Omaha random hand is dealt from the deck in Monte Carlo (exact only where the work is small),
    and it agrees with the exact value over every 4-card hand listed out (on the river)."""
    from itertools import combinations

    from handrank import cards
    from test_equity_exact import OmahaCombos
    hero, board = cards("As Ks Qd Jd"), cards("Th 8d 2s 5c 9h")
    rest = [c for c in range(52) if c not in hero + board]
    every = OmahaCombos(list(combinations(rest, 4)))
    for game in ("omaha", "omaha8"):
        exact = equity([hero, every], board=board, game=game, exact=True)
        mc = equity([hero, "random"], board=board, game=game, samples=50_000, seed=2)
        assert not mc.exact and abs(mc.equity[0] - exact.equity[0]) <= 4 * mc.se[0]
    with pytest.raises(ValueError, match="exact=False"):
        equity(["As Ks Qd Jd", "random"], game="omaha", exact=True)  # preflop: hours of work
    assert not equity(["As Ks Qd Jd", "random"], board="Th 8d 2s", game="omaha").exact


def test_no_seed_fresh_numbers_and_the_seed_given_back():
    a = equity(["AhKd", "QsQc", "random"], samples=20_000)
    b = equity(["AhKd", "QsQc", "random"], samples=20_000)
    assert a.seed != b.seed and a.equity != b.equity
    again = equity(["AhKd", "QsQc", "random"], samples=20_000, seed=a.seed)
    assert again.equity == a.equity and again.seed == a.seed
    assert equity(["AhKd", "QsQc"], board="2c 7d 9h").seed is None  # exact: no seed


ANY = Combos([(a, b) for a in range(52) for b in range(a)])  # every hand: dealt as a random hand


@pytest.mark.parametrize("players,board", [
    (["AhKd", "QsQc", ANY], "Jc 8d 4s"),          # one random hand: deals in pairs, flop
    (["7h6h", ANY, ANY], "Kh Th 3s 2c"),          # two random hands on the turn
    (["AhKd", ANY], ""),                          # preflop, one random hand: single deals
    (["2c2d", "AsKs", ANY, ANY], "Qs 7s 7d 3h"),  # four players, flush and full house draws
])
def test_z_scores_over_many_seeds(players, board):
    """The seeded stream against the exact value: 120 seeds (an odd sample count, so a last deal
    alone too), each player's z = (estimate - exact) / se. A right stream with an honest se gives
    z's of mean 0 and mean square 1: bounds of about 4 standard deviations of those means here."""
    exact = equity(players, board=board, exact=True)
    seeds = 120
    z = {k: [] for k in exact.equity}
    for s in range(seeds):
        r = equity(players, board=board, exact=False, samples=2001, seed=10_000 + s)
        for k in exact.equity:
            z[k].append((r.equity[k] - exact.equity[k]) / r.se[k])
    for k, zs in z.items():
        mean = sum(zs) / seeds
        square = sum(x * x for x in zs) / seeds
        assert abs(mean) < 4 / seeds ** 0.5, (k, mean)
        assert abs(square - 1) < 4 * (2 / seeds) ** 0.5, (k, square)


def test_six_players_same_numbers_on_one_and_two_threads():
    six = ["AhKd", "QsQc", "7h6h", "random", "random", "random"]
    one = equity(six, exact=False, samples=3 * 16384 + 7, seed=5, threads=1)
    two = equity(six, exact=False, samples=3 * 16384 + 7, seed=5, threads=2)
    assert one.equity == two.equity and one.se == two.se and one.samples == two.samples

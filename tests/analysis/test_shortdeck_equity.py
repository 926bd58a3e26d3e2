"""Short-deck equity: exact counts equal the brute force of ``equity_reference``
(every deal, ``evaluate(..., game=...)`` per player) as integers, on the river, the turn, the
flop and preflop, hands and ranges over the 36-card deck; Monte Carlo within its error of the
exact value; the ``"shortdeck"`` ranking against pokerkit's ``calculate_equities``."""

from __future__ import annotations

import math
import random

import handrank as hr
import pytest
from equity_reference import range_counts
from handrank.analysis.equity import EquityError, equity
from handrank.analysis.ranges import Range, RangeError

GAMES = ("shortdeck", "shortdeck-triton")
DECK = list(range(16, 52))


def _deal(rng, n_players, n_board, n_dead):
    d = rng.sample(DECK, 2 * n_players + n_board + n_dead)
    holes = [tuple(d[2 * i:2 * i + 2]) for i in range(n_players)]
    rest = d[2 * n_players:]
    return holes, tuple(rest[:n_board]), tuple(rest[n_board:])


def _check(players, board, dead, game):
    ranges = [[p] if isinstance(p, tuple) else [tuple(c[:2]) for c in Range(p, game=game).combos]
              for p in players]
    want, deals, _ = range_counts(ranges, board, dead, game)
    r = equity(list(players), board=board, dead=dead, exact=True, game=game)
    got = [x for k in range(len(players)) for x in r.counts[k]]
    assert (got, r.deals) == (want, deals)
    assert sum(r.equity.values()) == pytest.approx(1.0, abs=1e-12) and r.dead == tuple(dead)
    return r


@pytest.mark.parametrize("seed", range(12))
def test_river_turn_and_flop_hand_vs_hand(seed):
    rng = random.Random(seed)
    _check(*_deal(rng, 2 + seed % 3, 5 - seed % 3, seed % 4), GAMES[seed % 2])


@pytest.mark.parametrize("game", GAMES)
def test_preflop_every_board(game):
    rng = random.Random(len(game))
    holes, _, dead = _deal(rng, 2, 0, 8)      # 24 cards left: 42,504 boards for the reference
    _check(holes, (), dead, game)


@pytest.mark.parametrize("seed", range(8))
def test_preflop_rank_classes_and_flush_corrections(seed):
    """Preflop the kernel counts rank classes and corrects the boards where a flush is possible:
    suited hole cards, the dead cards mostly outside the flush suit so that it keeps its cards."""
    rng = random.Random(300 + seed)
    suit = seed % 4
    suited = [c for c in DECK if c % 4 == suit]
    others = [c for c in DECK if c % 4 != suit]
    n = 2 + seed % 2
    picks = rng.sample(suited, 2 + seed % 3) + rng.sample(others, 2 * n + 12)
    hole_cards, rest = picks[:2 * n], picks[2 * n:]
    holes = [tuple(hole_cards[2 * i:2 * i + 2]) for i in range(n)]
    dead = tuple(c for c in rest if c % 4 != suit)[:12 - 2 * n]   # 18 to 20 cards left
    _check(holes, (), dead, GAMES[seed % 2])


@pytest.mark.parametrize("game", GAMES)
def test_ranges_and_random_over_the_short_deck(game):
    assert len(Range("random", game=game)) == 630 == math.comb(36, 2)
    assert Range("random", game=game).is_random and not Range("random").combos[0][1] >= 16
    assert all(min(c[:2]) >= 16 for c in Range("random", game=game).combos)
    _check([(51, 47), "random"], (16, 21, 26, 31, 36), (), game)          # the river: 406 combos left
    _check(["QQ+, AKs", "TT-99, AJo"], (49, 44, 20, 33), (), game)         # the turn, two ranges
    r = equity(["AhKh", "random"], board="Qh Jd 6c 7s", game=game)        # 435 combos x 30 rivers
    assert r.exact and r.deals == math.comb(36 - 6, 2) * (36 - 6 - 2)


@pytest.mark.parametrize("game", GAMES)
def test_monte_carlo_within_its_error(game):
    exact = equity(["AhKh", "QsQc", "9d9c"], game=game)
    mc = equity(["AhKh", "QsQc", "9d9c"], game=game, exact=False, samples=200_000, seed=7)
    assert exact.exact and not mc.exact
    for p in range(3):
        assert abs(mc.equity[p] - exact.equity[p]) <= 4 * mc.se[p]
    mc = equity(["AhKh", "random"], game=game, exact=False, samples=100_000, seed=8)
    ex = equity(["AhKh", "random"], game=game)
    assert abs(mc.equity[0] - ex.equity[0]) <= 4 * mc.se[0]


@pytest.mark.parametrize("game", GAMES)
def test_histogram_by_the_games_categories(game):
    from itertools import combinations
    holes, board = [(50, 46), (43, 40)], (37, 34, 29)
    r = equity(holes, board=board, game=game, exact=True, histogram=True)
    want: dict = {}
    rest = [c for c in DECK if c not in board + holes[0] + holes[1]]
    for more in combinations(rest, 2):
        vals = [hr.evaluate(h + board + more, game=game) for h in holes]
        for p, v in enumerate(vals):
            cat = hr.decode_shortdeck(v, game)[0]
            alone, split = v == max(vals) and vals.count(v) == 1, v == max(vals) and vals.count(v) > 1
            a, b, c = want.setdefault((p, cat), (0, 0, 0))
            want[p, cat] = (a + 1, b + alone, c + split)
    got = {(p, cat): cell for p in (0, 1) for cat, cell in r.histogram_counts[p].items() if cell[0]}
    assert got == want


def test_the_rankings_change_the_answer():
    # trips against a straight draw's made straight: Triton's trips win where the default's lose
    a = equity(["9h9d", "AcTd"], board="9c Ks Qd Jh 6s", game="shortdeck")
    b = equity(["9h9d", "AcTd"], board="9c Ks Qd Jh 6s", game="shortdeck-triton")
    assert a.equity[1] == 1.0 and b.equity[0] == 1.0


pk = None


def _pokerkit(hands, board, samples):
    ranges = [[tuple(pk.Card.parse(h))] for h in hands]
    return pk.calculate_equities(ranges, tuple(pk.Card.parse(board)), 2, 5, pk.Deck.SHORT_DECK_HOLDEM,
                                 (pk.ShortDeckHoldemHand,), sample_count=samples)


@pytest.mark.parametrize("hands,board", [
    (["AhKh", "QsQc"], "Jh Th 9c 6d 7s"),
    (["AhKh", "QsQc", "9d8d"], "Ts 7d 6d 6c Ad"),
    (["7h7d", "AsKc"], "7c Ks 8h 9d Th"),
])
def test_river_equals_pokerkit(hands, board):
    global pk
    pk = pytest.importorskip("pokerkit")
    ours = equity(hands, board=board, game="shortdeck", exact=True)
    theirs = _pokerkit(hands, board.replace(" ", ""), 1)
    assert [ours.equity[i] for i in range(len(hands))] == pytest.approx(theirs, abs=1e-12)


@pytest.mark.parametrize("hands,board", [
    (["AhKh", "QsQc"], ""),
    (["AhKh", "QsQc", "9d8d"], "Ts 7d 6c"),
])
def test_within_pokerkit_error(hands, board):
    global pk
    pk = pytest.importorskip("pokerkit")
    ours = equity(hands, board=board, game="shortdeck", exact=True)
    n = 2000
    theirs = _pokerkit(hands, board.replace(" ", ""), n)
    for i, e in enumerate(theirs):
        se = max(math.sqrt(ours.equity[i] * (1 - ours.equity[i]) / n), 1e-9)
        assert abs(e - ours.equity[i]) <= 4 * se


@pytest.mark.parametrize("call,match", [
    (lambda: equity(["AhKh", "5s5c"], game="shortdeck"),
     r"Player 2: card 5s is not in the short deck of 'shortdeck'"),
    (lambda: equity(["AhKh", "QsQc"], board="2c 7d 8h", game="shortdeck-triton"),
     r"board: card 2c is not in the short deck of 'shortdeck-triton'"),
    (lambda: equity(["AhKh", "QsQc"], dead="4d", game="shortdeck"),
     r"dead cards: card 4d is not in the short deck"),
    (lambda: equity(["AhKh", "A5s+"], game="shortdeck"), r"'A5s\+': a two to five is not in the short deck"),
    (lambda: equity(["AhKh", "QsQc"], game="shortdeck-6plus"), r"unknown game 'shortdeck-6plus'"),
])
def test_bad_input(call, match):
    with pytest.raises(EquityError, match=match):
        call()
    with pytest.raises(RangeError, match="hole=4"):
        Range("AAxx", hole=4, game="shortdeck")
    with pytest.raises(RangeError, match="game="):
        Range("QQ+", game="razz")
    assert isinstance(hr.Range("QQ+", game="shortdeck"), hr.Range)
    r = hr.Range("66+", game="shortdeck") | "AKs"
    assert r.game == "shortdeck" and r.text() == "66+,AKs" and (r - "AA").game == "shortdeck"
    assert len(hr.Range("random", game="shortdeck") - "AA") == 624 and (r & "AA").text() == "AA"
    assert hr.Range(hr.Range("random", game="shortdeck-triton")).game == "shortdeck-triton"
    with pytest.raises(RangeError, match="a range of 'shortdeck' and a range of 'holdem'"):
        hr.Range("QQ+", game="shortdeck") | hr.Range("KK")
    with pytest.raises(RangeError, match="'22': a two to five"):
        hr.Range("QQ+", game="shortdeck") | "22"

"""An equity distribution against a range: each hand counts as often as it meets the other
players' hands, so the mean is the matchup's equity (``equity(..., exact=True)``) and the
share of the range on the graph's x-axis counts hands the same way."""

from __future__ import annotations

import handrank as hr
import pytest
from handrank.analysis.distribution import equity_distribution

BOARD = "Qs Js 2d"


def villain_combos_met(hand, villain, board):
    """Reference: count the villain's combos that share no card with the hand or the board."""
    seen = set(hr.cards(board)) | set(hand)
    return sum(c[-1] for c in hr.Range(villain).combos if not seen & set(c[:-1]))


@pytest.mark.parametrize("hero,villain", [
    ("QQ+, AK", "KK+, AQs"), ("22+, A2s+, KTo+:0.5", "QQ+, AK"),
    ("22+, A2s+, KTo+", "QQ+, AK"), ("AA:0.3, KK:0.7, QQ:0.1", "random")])
def test_mean_is_the_matchups_exact_equity(hero, villain):
    d = equity_distribution(hero, [villain], board=BOARD, exact=True)
    whole = hr.equity([hero, villain], board=BOARD, exact=True).equity[0]
    assert d.mean == whole  # to the last digit
    unweighted = sum(w * e for _, w, e in d.points) / sum(w for _, w, _ in d.points)
    assert d.hand_mean == pytest.approx(unweighted, rel=1e-13)
    for (hand, _, _), m in zip(d.points, d.meets):
        # a random hand meets as many hands whatever the range's hand: it drops out (1.0)
        assert m == (1.0 if villain == "random" else villain_combos_met(tuple(hand), villain, BOARD))


def test_two_ranges_and_a_random_hand():
    hero, others = "AA, KK", ["QQ+, AKs", "JJ+", "random"]
    board = "9c 5d 2h 3s"
    d = equity_distribution(hero, others, board=board, exact=True)
    whole = hr.equity([hero, *others], board=board, exact=True).equity[0]
    assert d.mean == pytest.approx(whole, rel=1e-12)
    seen = set(hr.cards(board))
    r1, r2 = hr.Range("QQ+, AKs").combos, hr.Range("JJ+").combos
    for (hand, _, _), m in zip(d.points, d.meets):
        used = seen | set(hand)
        ref = sum(1 for a in r1 for b in r2 if not used & set(a[:2]) and not used & set(b[:2])
                  and not set(a[:2]) & set(b[:2]))
        assert m == ref


def test_quantile_and_graph_count_the_hands_as_dealt():
    # on a board with a king an AA combo meets 1 AA and 3 KK combos, a KK combo 6 AA and none: the hands'
    # shares differ from their range weights
    d = equity_distribution("AA, KK", ["AA, KK"], board="Kc 7d 2h", exact=True)
    shares = d.shares()
    total = sum(shares)
    acc, want = 0.0, None
    for (_, _, e), s in zip(d.points, shares):
        acc += s
        if acc >= 0.5 * total - 1e-12:
            want = e
            break
    assert d.quantile(0.5) == want
    data = d.to_dict()
    assert data["mean"] == d.mean and "hand_mean" in data and all("meets" in p for p in data["points"])


def test_omaha_random_drops_out():
    d = equity_distribution("AAKKds", ["random"], board="2c 7d 9h 3s 4d", game="omaha", samples=1000, seed=1)
    assert len(d) == 6 and set(d.meets) == {1.0} and d.mean == pytest.approx(d.hand_mean, rel=1e-12)

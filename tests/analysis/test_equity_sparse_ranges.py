"""Equity on awkward inputs:

- ranges that seldom fit together (but can) are enumerated or sampled from the tuples that
  fit, and ``exact=None`` estimates the work from those;
- a full board with random hands deals each deal once (no pairing trick there);
- weighted exact equity is the same to the bit on any thread count;
- fewer than 2 samples are refused; "1 deal", not "1 deals";
- an Omaha ``random`` hand is enumerable when few cards are left, and the refusal counts the
  combos that are left.
"""

from __future__ import annotations

import math

import pytest
from equity_reference import deal_counts
from handrank import cards
from handrank.analysis.equity import POT, EquityError, equity


class Combos:
    """A duck-typed range: its combos are ``(card, card, weight)``."""

    def __init__(self, combos, name):
        self.combos, self.name = combos, name

    def text(self):
        return self.name


def _with(card: str, other: str, rare_weight: float) -> Combos:
    """Every hand holding ``card`` (weight 1) and the pair ``other`` (weight ``rare_weight``)."""
    c = cards(card)[0]
    hands = [(max(c, x), min(c, x), 1.0) for x in range(52) if x != c]
    a, b = sorted(cards(other), reverse=True)
    return Combos(hands + [(a, b, rare_weight)], f"{card}x,{other}")


# two ranges that almost always share the Kc: about 4 tuples in 10,000 (by weight) fit together
A, B = _with("Kc", "QsQh", 0.01), _with("Kc", "JsJh", 0.01)


def _by_tuples(board: str) -> float:
    """Player 1's equity as the weighted mean over the tuples that fit, each enumerated."""
    num = den = 0.0
    known = set(cards(board)) if board else set()
    for a in A.combos:
        for b in B.combos:
            if set(a[:2]) & set(b[:2]) or known & set(a[:2] + b[:2]):
                continue
            counts, deals = deal_counts([a[:2], b[:2]], tuple(known))
            w = a[2] * b[2]
            num += w * counts[2] / (POT * deals)
            den += w
    return num / den


def test_seldom_fitting_ranges_monte_carlo_draws_from_the_tuples_that_fit():
    board = "2d 7h 9c"
    r = equity([A, B], board=board, exact=False, samples=200_000, seed=4)  # was "impossible deal"
    truth = _by_tuples(board)
    assert abs(r.equity[0] - truth) < 4 * r.se[0] and r.se[0] < 0.01
    exact = equity([A, B], board=board, exact=True)  # the plain enumeration agrees
    assert exact.equity[0] == pytest.approx(truth, abs=1e-12)


def test_seldom_fitting_ranges_exact_none_counts_the_tuples_that_fit():
    r = equity([A, B])  # 2,704 tuples would be too many preflop, the ~100 that fit are not
    assert r.exact
    fit = sum(1 for a in A.combos for b in B.combos if not set(a[:2]) & set(b[:2]))
    assert r.deals == fit * math.comb(48, 5)


def test_full_board_deals_each_random_deal_once():
    board = "Ah 7d 2c Ts 9s"
    exact = equity(["Kd Qd", "random"], board=board, exact=True)
    n = exact.deals
    win, split = exact.counts[0][0], exact.counts[0][1]
    mean = exact.equity[0]
    var = (win + split / 4) / n - mean ** 2  # heads-up: a split is half the pot
    mc = equity(["Kd Qd", "random"], board=board, exact=False, samples=400_000, seed=11)
    # each pair of identical deals counted as two made the se sqrt(2) times the one of
    # independent deals
    assert mc.se[0] / math.sqrt(var / mc.samples) == pytest.approx(1.0, abs=0.06)
    assert abs(mc.equity[0] - mean) < 4 * mc.se[0]


def test_weighted_exact_is_bit_identical_on_any_thread_count():
    players = ["AA:0.3,KK:0.7,AKs:0.55,QJs:0.15,T9s:0.33,A5s:0.71,KQo:0.13",
               "QQ:0.2,JJ,AQo:0.9,T9o:0.35,87s:0.61,K9s:0.27", "22+:0.37,A2s+:0.93,K9o+:0.41"]
    runs = [equity(players, board="2c 7d 9h 3s Jc", exact=True, threads=t) for t in (1, 2, 3, 5, 8)]
    for r in runs[1:]:  # the slices were cut by the thread count: the last bits moved
        assert [x.hex() for x in r.equity.values()] == [x.hex() for x in runs[0].equity.values()]
        assert r.win == runs[0].win and r.tie == runs[0].tie


@pytest.mark.parametrize("samples", [0, 1])
def test_fewer_than_two_samples_refused(samples):
    with pytest.raises(EquityError, match=f"samples={samples}: .*at least 2"):
        equity(["AhKd", "QsQc"], exact=False, samples=samples)


def test_two_samples_in_pairs_refused_three_accepted():
    with pytest.raises(EquityError, match="samples=2: .*at least 3"):
        equity(["AhKd", "random"], board="Qd 7c 2s", exact=False, samples=2, seed=1)
    r = equity(["AhKd", "random"], board="Qd 7c 2s", exact=False, samples=3, seed=1)
    assert r.samples == 3
    assert equity(["AhKd", "QsQc"], exact=False, samples=2, seed=1).samples == 2  # no pairs: two groups


def test_one_deal_in_the_singular():
    r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s 9c")
    assert r.deals == 1 and r.text().endswith("Exact: the only deal.")
    assert r.text("ru").endswith("Точно: перебрана 1 раздача.")
    assert "every one of 44 deals" in equity(["AhKd", "QsQc"], board="2c 7d Kh 3s").text()


def test_omaha_random_enumerable_when_few_cards_are_left():
    hero, board = "As Ks Qd Jd", "2c 7h 9d Th 3s"
    live = cards("Ac Ad Ah Kc")  # the villain's only possible hand
    dead = [c for c in range(52) if c not in set(cards(hero)) | set(cards(board)) | set(live)]
    assert len(dead) == 39
    r = equity([hero, "random"], board=board, dead=dead, game="omaha", exact=True)
    explicit = equity([hero, "Ac Ad Ah Kc"], board=board, dead=dead, game="omaha", exact=True)
    assert r.exact and r.counts == explicit.counts and r.deals == 1
    assert equity([hero, "random"], board=board, dead=dead, game="omaha").exact  # exact=None too


def test_omaha_random_refusal_counts_the_cards_left():
    # on the river 123,410 combos are little work: enumerated; preflop the work is refused
    assert equity(["As Ks Qd Jd", "random"], board="2c 7h 9d Th 3s", game="omaha", exact=True).exact
    with pytest.raises(EquityError, match=r"a random hand of 194,580 combos .* allow_long=True"):
        equity(["As Ks Qd Jd", "random"], game="omaha", exact=True)

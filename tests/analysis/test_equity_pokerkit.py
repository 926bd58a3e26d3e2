"""Omaha-8 equity against pokerkit's calculate_equities (cards speak, eight or better).

On a complete board pokerkit's answer has no randomness left, so it must equal the exact value;
with one card to come it must lie within its own Monte Carlo error of it.
"""

import math

import pytest
from handrank.analysis.equity import equity

pk = pytest.importorskip("pokerkit")


def _pokerkit(hands, board, samples):
    ranges = [[tuple(pk.Card.parse(h))] for h in hands]
    return pk.calculate_equities(ranges, tuple(pk.Card.parse(board)), 4, 5, pk.Deck.STANDARD,
                                 (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand), sample_count=samples)


@pytest.mark.parametrize("hands,board", [
    (["As2sQdJd", "Ah3c8h7c"], "4d5c9hKsTc"),        # both low: the low half split
    (["KsKdQcJc", "As2sQsJs"], "5c8dKh9s7c"),        # high and low to different players
    (["AdKd3c4c", "QhQcJhJs", "2d2h9c9s"], "7s8sTd6dKh"),  # no qualifying low: one pot
    (["Ac2c3d4d", "Ad2d3h4h", "KcKhQdJd"], "5s6s8hQs9c"),  # a tied low, a third high
])
def test_river_equals_pokerkit(hands, board):
    ours = equity(hands, board=board, game="omaha8", exact=True)
    theirs = _pokerkit(hands, board, 1)
    assert [ours.equity[i] for i in range(len(hands))] == pytest.approx(theirs, abs=1e-12)


@pytest.mark.parametrize("hands,board", [
    (["As2sQdJd", "Ah3c8h7c"], "4d5c9hKs"),
    (["KsKdQcJc", "As2sQsJs", "7h6h5d4d"], "5c8dKh9s"),
])
def test_turn_within_pokerkit_error(hands, board):
    ours = equity(hands, board=board, game="omaha8", exact=True)
    n = 300
    theirs = _pokerkit(hands, board, n)
    for i, e in enumerate(theirs):
        se = max(math.sqrt(ours.equity[i] * (1 - ours.equity[i]) / n), 1e-9)
        assert abs(e - ours.equity[i]) <= 4 * se

"""Exact equity equals OMPEval's (pokerfast.equity, exact=True) to 1e-12 on 300+ seeded cases:
hand vs hand, hand vs range, range vs range, 2-6 players, boards of 0, 3, 4 and 5 cards.

Ranges are written out combo by combo for OMPEval (its dash ranges are not the players' ones:
see spec/ranges.md), and given to handrank as the same combos.
"""

import random
from itertools import product

import pytest
from handrank import card_str
from handrank.analysis.equity import equity
from test_equity_exact import Combos

pf = pytest.importorskip("pokerfast.equity")
if not pf.available():  # pragma: no cover - the wheel without the library
    pytest.skip("OMPEval library unavailable", allow_module_level=True)


def _text(ids):
    return "".join(card_str(c) for c in ids)


def _case(i):
    """A seeded case where some deal holds every card once (the ranges are drawn again until so)."""
    rng = random.Random(5000 + i)
    while True:
        players, texts, board, dead = _draw(i, rng)
        ranges = [[p] if isinstance(p, tuple) else [c[:2] for c in p.combos] for p in players]
        used = set(board) | set(dead)
        if any(len(set(sum(t, ())) | used) == 2 * len(t) + len(used) for t in product(*ranges)):
            return players, texts, board, dead


def _draw(i, rng):
    board_size = (0, 3, 4, 5)[i % 4]
    kind = ("hands", "hand-range", "ranges")[i // 4 % 3]
    n = 2 + i // 12 % 5  # 2..6 players
    if board_size == 0 and kind != "hands":
        n = min(n, 3)  # preflop ranges: few players, small ranges (each tuple is a preflop run)
    deck = list(range(52))
    rng.shuffle(deck)
    board = tuple(deck[:board_size])
    rest = deck[board_size:]
    dead = tuple(rest[:i % 3]) if i % 5 == 0 else ()
    rest = rest[len(dead):]
    players, texts = [], []
    pos = 0
    for p in range(n):
        if kind == "hands" or (kind == "hand-range" and p == 0):
            h = tuple(rest[pos:pos + 2])
            pos += 2
            players.append(h)
            texts.append(_text(h))
        else:
            size = 2 if board_size == 0 else rng.randint(2, 8)
            pool = rest[pos:pos + 2 * n + 3]  # a shared pool: the ranges collide with each other
            pairs = list(dict.fromkeys(tuple(sorted(rng.sample(pool, 2))) for _ in range(size)))
            players.append(Combos(pairs))
            texts.append(",".join(_text(pr) for pr in pairs))
    return players, texts, board, dead


@pytest.mark.parametrize("block", range(15))
def test_exact_equals_ompeval(block):
    """20 cases a block, 300 in all."""
    for i in range(20 * block, 20 * block + 20):
        players, texts, board, dead = _case(i)
        ours = equity(players, board=board, dead=dead, exact=True)
        theirs = pf.equity(texts, board=_text(board), dead=_text(dead), exact=True)
        assert [ours.equity[k] for k in range(len(players))] == pytest.approx(theirs, abs=1e-12), (i, texts)


def test_the_cases_cover_every_kind():
    kinds = set()
    for i in range(300):
        players, _, board, _ = _case(i)
        ranges = sum(isinstance(p, Combos) for p in players)
        kinds.add((len(board), len(players), "hands" if not ranges else "ranges" if ranges > 1 else "range"))
    assert {b for b, _, _ in kinds} == {0, 3, 4, 5} and {n for _, n, _ in kinds} == {2, 3, 4, 5, 6}
    assert {k for _, _, k in kinds} == {"hands", "range", "ranges"}


@pytest.mark.parametrize("board", ["", "2c 7d 9h", "2c 7d 9h Js"])
def test_hand_vs_random_equals_ompeval(board):
    rnd = Combos([(a, b) for a in range(52) for b in range(a)])
    ours = equity(["AhKd", rnd], board=board, exact=True)
    theirs = pf.equity(["AhKd", "random"], board=board.replace(" ", ""), exact=True)
    assert [ours.equity[0], ours.equity[1]] == pytest.approx(theirs, abs=1e-12)

"""The showdown C reads and decides: a hold'em showdown of a list of hands goes to
``deal_values(board, hands, _HOW)`` (csrc/pyext/entry.c), which returns the decision's
fields too, and its ``text()`` reads the values and the decision (``text.showdown.dealt_text``)
without explaining the hands. Everything it holds and says must be what the pure-Python path
(``_deal_values = None``, the path PyPy takes) holds and says, deal by deal."""

from __future__ import annotations

import importlib
import pickle
import random
from collections import Counter

import handrank as hr
import pytest
from handrank.cards import RANKS

sd_module = importlib.import_module("handrank.explanations.showdown")
text_module = importlib.import_module("handrank.text.showdown")


def _deck(rng: random.Random) -> list[int]:
    """A deck to deal from: the whole deck, or few ranks (pairs, ties, kickers on the board) or
    few suits (flushes decided by a lower card, higher ones shared)."""
    how = rng.random()
    if how < 0.4:
        return list(range(52))
    if how < 0.7:
        ranks = rng.sample(range(13), rng.randrange(4, 8))
        return [4 * r + s for r in ranks for s in range(4)]
    suits = rng.sample(range(4), rng.randrange(1, 3))
    return [4 * r + s for r in range(13) for s in suits]


def _deals(seed: int, count: int) -> list[tuple[object, list]]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        deck = _deck(rng)
        n = rng.choice((2, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9))
        nb = rng.choice((0, 3, 4, 5, 5, 5, 5))
        sizes = [rng.randrange(max(1, 5 - nb), 8 - nb) if nb < 5 else rng.choice((1, 2, 2, 2))
                 for _ in range(n)]
        if nb + sum(sizes) > len(deck):
            continue
        d = rng.sample(deck, nb + sum(sizes))
        if nb == 5 and rng.random() < 0.15:  # a Broadway on the board: it plays for most hands
            d[:5] = [4 * r + rng.randrange(4) for r in range(8, 13)]
            if len(set(d)) < len(d):
                continue
        board, holes, at = d[:nb], [], nb
        for size in sizes:
            holes.append(d[at:at + size])
            at += size
        spell = rng.choice((list, tuple, hr.cards, hr.cards_str, lambda h: [hr.card_str(c) for c in h]))
        hands = [spell(h) for h in holes]
        out.append((spell(board) if board or rng.random() < 0.5 else None, rng.choice((list, tuple))(hands)))
    return out


def _everything(sd) -> tuple:
    """All a showdown holds and says, in both languages, and why each losing hand lost."""
    said = [sd.text(lang) for lang in ("en", "ru")] + [sd.text(symbols=False), str(sd), repr(sd)]
    losers = [k for k in sd.values if k not in sd.winners]
    said += [sd.text(lang, against=k) for k in losers for lang in ("en", "ru")]
    said += [sd.against(k) for k in losers]
    return (type(sd), sd.winners, sd.values, sd.decision, sd.decision.as_dict(), type(sd.board),
            tuple(sd.board),
            sd.omaha, sd.hands, said, sd._repr_html_(),
            [(k, type(e), e.value, e.hole, type(e.hole), e.board, e.board_ranks, e.best_five, e.main,
              e.kickers, e.category, e.ranks, e.text(), e.text("ru")) for k, e in sd.explanations.items()])


def test_the_showdown_c_decides_says_what_the_python_showdown_says(monkeypatch):
    pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    assert sd_module._deal_values is not None
    deals = _deals(19, 10000)
    fast, texts = [], []
    for board, hands in deals:
        sd = hr.showdown(board, hands)
        assert "_dealt" in vars(sd) and "explanations" not in vars(sd)  # C read and decided it
        texts.append((sd.text(), sd.text("ru")))  # before anything explains the hands
        fast.append(_everything(sd))
        # and the words of the decision said both ways, by the explanations and without them
        assert [text_module.dealt_text(sd, lang) for lang in ("en", "ru")] == \
               [text_module.showdown_text(sd, lang) for lang in ("en", "ru")]
    monkeypatch.setattr(sd_module, "_deal_values", None)
    kinds, shared, held = Counter(), 0, 0
    for (board, hands), got, said in zip(deals, fast, texts):
        sd = hr.showdown(board, hands)
        assert "_dealt" not in vars(sd)
        want = _everything(sd)
        assert got == want, (board, hands)
        assert said == (want[9][0], want[9][1]), (board, hands)
        d = sd.decision
        kinds[d.kind, len(hands) > 2, d.board_plays] += 1
        shared += "shared on the board" in said[0]
        held += "both also have" in said[0]
    # every kind of decision, with two hands and with more, ties with and without the board
    for kind in ("category", "main", "kicker"):
        assert kinds[kind, False, False] > 50 and kinds[kind, True, False] > 50, kinds
    assert kinds["tie", False, True] > 20 and kinds["tie", True, True] > 20, kinds
    assert kinds["tie", False, False] > 20, kinds
    assert shared > 300 and held > 30, (shared, held)


def test_a_dealt_showdown_is_the_same_showdown_copied_pickled_and_asked_for_what_it_lacks():
    pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    sd = hr.showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    back = pickle.loads(pickle.dumps(sd))
    assert back.text() == sd.text() and back.decision == sd.decision
    assert back.explanations.keys() == sd.explanations.keys() == {0, 1}
    assert [e.value for e in back.explanations.values()] == [3037, 3036]
    assert sd.explanations is sd.explanations  # made once
    with pytest.raises(AttributeError, match="'Showdown' object has no attribute 'rules'"):
        sd.rules  # noqa: B018


def test_deal_values_decides_only_when_asked_and_refuses_a_wrong_table():
    entry = pytest.importorskip("handrank._entry", reason="handrank._entry is built for CPython only")
    assert len(entry.deal_values("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])) == 4
    dealt = entry.deal_values("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"], sd_module._HOW)
    assert dealt[4] == ("kicker", 3, "Q", "J", False, False, (0,), 1, False) and dealt[5] == 0b11
    assert dealt[3] == (3037, 3036) and dealt[6] == {0: 3037, 1: 3036}
    assert entry.deal_values("9h Ac Kd 4s 2c", ["9d Qc"], sd_module._HOW) is None  # for Python to say
    for how in ((b"", ("category", "main", "kicker", "tie"), RANKS), (), "how",
                (sd_module._HOW[0], ("category",), RANKS), (sd_module._HOW[0], sd_module._HOW[1], "AK")):
        with pytest.raises(TypeError, match="deal_values"):
            entry.deal_values("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"], how)

"""Badugi: four cards, the largest subset with all ranks and all suits different plays.

>>> evaluate_badugi("As 2c 3d 4h"), evaluate_badugi("Kd Qc Jh Ts") > evaluate_badugi("As 2c 3d 3h")
(1092, True)
>>> pretty(best_badugi("As 2s 3d 4h")), describe_badugi(evaluate_badugi("As 2s 3d 4h"))
('4♥ 3♦ A♠', '3-card hand, 4-3-A')
>>> print(badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}, pot=10))
ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A.

A four-card badugi (four ranks, four suits) beats every three-card hand, a three-card hand every
two-card one, and so on; among hands of the same size the lower wins, compared from the highest
card down; aces are low, so ``A 2 3 4`` of four suits is the best hand (pokerkit's
``BadugiHand``; its ace-high ``StandardBadugiHand`` is another game). The value scale is dense:
1,092 classes (715 four-card, 286 three-card, 78 two-card, 13 one-card hands), higher is better,
``1`` the worst one-card hand (a king).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Optional, Union

from ..cards import CardError, Cards, CardSpec, cards, pretty
from ..explanations.pots import split_pot
from ..text.games import BADUGI_POT, pick
from ..text.hands import check_lang, words
from ..text.results import TableResult

__all__ = ["BADUGI_CLASSES", "BadugiError", "BadugiShowdown", "badugi_showdown", "best_badugi",
           "decode_badugi", "describe_badugi", "evaluate_badugi"]

BADUGI_CLASSES = 1092
_NAMES = "A23456789TJQK"  # badugi ranks, aces low: 0 is the ace
class BadugiError(CardError):
    """Bad badugi input: the message names the cards and why.

    >>> evaluate_badugi("As 2c 3d")
    Traceback (most recent call last):
    ...
    handrank.games.badugi.BadugiError: a badugi hand is 4 cards, got 3 (A♠ 2♣ 3♦)
    """


def _low_rank(c: int) -> int:
    """The card's badugi rank, the ace lowest: A = 0, 2 = 1, ..., K = 12."""
    r = c >> 2
    return 0 if r == 12 else r + 1


@lru_cache(maxsize=None)
def _scale() -> tuple[dict[tuple[int, ...], int], dict[int, tuple[int, ...]]]:
    """Every rank set (highest first) -> its value, and back: bigger sets above smaller ones,
    within a size the lower set (compared from the highest rank down) higher."""
    order: list[tuple[int, ...]] = []
    for size in (1, 2, 3, 4):  # the worst first
        sets = [tuple(sorted(s, reverse=True)) for s in combinations(range(13), size)]
        order += sorted(sets, reverse=True)  # the highest (worst) set first
    value = {s: i + 1 for i, s in enumerate(order)}
    return value, {v: s for s, v in value.items()}


def _hand(spec: CardSpec) -> tuple[int, ...]:
    try:
        ids = tuple(cards(spec))
    except BadugiError:
        raise
    except CardError as e:
        raise BadugiError.recast(e) from None
    if len(ids) != 4:
        raise BadugiError(f"a badugi hand is 4 cards, got {len(ids)} ({pretty(ids)})").worded(
            "badugi.count", got=len(ids), cards=pretty(ids))
    if len(set(ids)) != 4:
        twice = next(c for c in ids if ids.count(c) > 1)
        raise BadugiError(f"card {pretty(twice)} is given twice").worded("card.twice", card=pretty(twice))
    return ids


def _best(ids: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best playing subset's value and its cards (highest badugi rank first)."""
    value, _ = _scale()
    best = 0
    cards_: tuple[int, ...] = ()
    for size in (4, 3, 2, 1):
        for sub in combinations(ids, size):
            if len({c & 3 for c in sub}) == size and len({_low_rank(c) for c in sub}) == size:
                v = value[tuple(sorted((_low_rank(c) for c in sub), reverse=True))]
                if v > best:
                    best, cards_ = v, tuple(sorted(sub, key=_low_rank, reverse=True))
        if best:
            return best, cards_
    raise AssertionError("one card is always a badugi hand")  # pragma: no cover


def evaluate_badugi(hand: CardSpec) -> int:
    """The value of a four-card badugi hand: 1 (a lone king) to 1,092 (``A 2 3 4`` of four
    suits), higher is better.

    >>> evaluate_badugi("Ks Kc Kd Kh"), evaluate_badugi("4s 3c 2d Ah")
    (1, 1092)
    """
    return _best(_hand(hand))[0]


def best_badugi(hand: CardSpec) -> Cards:
    """The cards that play (the best subset of different ranks and suits), highest first.

    >>> pretty(best_badugi("Kd 7d 5c 2h"))     # two diamonds: the seven plays, not the king
    '7♦ 5♣ 2♥'
    """
    return Cards(_best(_hand(hand))[1])


def decode_badugi(value: int) -> tuple[int, tuple[str, ...]]:
    """The size of the hand and its ranks, highest first (``A`` low).

    >>> decode_badugi(1092), decode_badugi(1)
    ((4, ('4', '3', '2', 'A')), (1, ('K',)))
    """
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= BADUGI_CLASSES:
        raise BadugiError(f"{value!r} is not a badugi value (1 to {BADUGI_CLASSES})")
    ranks = _scale()[1][value]
    return len(ranks), tuple(_NAMES[r] for r in ranks)


def describe_badugi(value: int, lang: str = "en") -> str:
    """The hand in words: its size and ranks.

    >>> describe_badugi(evaluate_badugi("7s 5c 3d Ah")), describe_badugi(1, "ru")
    ('4-card badugi, 7-5-3-A', '1 карта, K')
    """
    check_lang(lang)
    size, ranks = decode_badugi(value)
    template: str = words(lang).BADUGI[size]
    return template.format(run="-".join(ranks))


@dataclass(frozen=True, repr=False)
class BadugiShowdown(TableResult):
    """A badugi showdown: ``values`` and ``best`` (the cards that play) per player, ``winners``
    (all of them on a tie) and, with a pot, ``awards`` (the pot split in whole units, the odd
    units to the first winners in the order given).

    >>> s = badugi_showdown(["Ks Qc Jd Th", "Kh Qd Jc Ts"], pot=5)
    >>> s.winners, s.awards
    ((0, 1), {0: 3, 1: 2})
    """

    #: Each player's badugi value (higher is better).
    values: dict[Hashable, int]
    #: The cards that play, per player.
    best: dict[Hashable, Cards]
    #: The winners (all of them on a tie), in the order given.
    winners: tuple[Hashable, ...]
    #: The pot split, if one was given.
    pot: Optional[int] = None
    #: Each winner's share of the pot in whole units (odd units to the first winners), with a pot.
    awards: Optional[dict[Hashable, int]] = None

    def text(self, lang: str = "en") -> str:
        """Who wins and with what, against the best losing hand.

        >>> print(badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}).text("ru"))
        ann выигрывает банк: бадуги из 4 карт, 7-5-3-A сильнее, чем бадуги из 4 карт, 8-4-2-A.
        """
        check_lang(lang)
        w: dict[Union[int, str], str] = words(lang).BADUGI
        amount = str(self.pot) if self.pot is not None else pick(BADUGI_POT, lang)
        win = describe_badugi(self.values[self.winners[0]], lang)
        names = w["and"].join(str(k) for k in self.winners)
        if len(self.winners) > 1:
            return w["split"].format(who=names, amount=amount, a=win)
        losers = [v for k, v in self.values.items() if k not in self.winners]
        if not losers:
            return w["wins_alone"].format(who=names, amount=amount, a=win)
        return w["wins"].format(who=names, amount=amount, a=win, b=describe_badugi(max(losers), lang))

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> badugi_showdown(["Ks Qc Jd Th", "Kh Qd Jc Ts"], pot=5)
        <BadugiShowdown winners (0, 1), awards {0: 3, 1: 2}: 4-card badugi, K-Q-J-T>
        """
        awards = "" if self.awards is None else f", awards {self.awards!r}"
        return (f"winners {self.winners!r}{awards}: {describe_badugi(self.values[self.winners[0]])}")

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per player.

        >>> print(badugi_showdown(["Ks Qc Jd Th", "Kh Qd Jc Ts"], pot=5).to_csv().splitlines()[1])
        0,Ks Qc Jd Th,"4-card badugi, K-Q-J-T",378,True,3
        """
        return ["player", "best", "hand", "value", "won", "award"]

    def records(self) -> list[list[object]]:
        """A row per player: the key, the cards that play, the hand, its value, whether it won
        and its part of the pot (``None`` without a pot).

        >>> badugi_showdown(["Ks Qc Jd Th", "Kh Qd Jc Ts"]).records()[0][2:]
        ['4-card badugi, K-Q-J-T', 378, True, None]
        """
        return [[k, self.best[k], describe_badugi(v), v, k in self.winners,
                 None if self.awards is None else self.awards.get(k, 0)] for k, v in self.values.items()]

    def _html_body(self) -> str:
        """A row per player (the winners marked) and who wins."""
        from ..cards import cards_html
        from ..text import html
        from ..text.results import word
        rows = [["★" if k in self.winners else "", html.esc(k), cards_html(self.best[k]),
                 html.esc(describe_badugi(v)), "" if self.awards is None else str(self.awards.get(k, 0))]
                for k, v in self.values.items()]
        marked = [i for i, k in enumerate(self.values) if k in self.winners]
        return (html.table(["", word("player"), word("best"), word("hand"), word("pot")], rows, marked=marked,
                           right=[4])
                + f'<div style="margin-top:4px;font-size:14px">{html.esc(self.text())}</div>')

    def _fields(self) -> dict[str, object]:
        """``to_dict``'s data: the fields and the ``text``.

        >>> badugi_showdown({"ann": "As 2c 3d 4h", "bob": "Ah 2s 3c 4d"}, pot=7).to_dict()["awards"]
        {'ann': 4, 'bob': 3}
        """
        return {"values": self.values, "best": self.best, "winners": self.winners, "pot": self.pot,
                "awards": self.awards, "text": self.text()}


def badugi_showdown(hands: Union[Sequence[CardSpec], Mapping[Hashable, CardSpec]], *,
                    pot: Optional[int] = None, unit: int = 1) -> BadugiShowdown:
    """Settle a badugi showdown: ``hands`` a list (players ``0, 1, ...``) or a mapping of names
    to four cards each, no card twice; ``pot`` (optional) split among the winners in whole
    ``unit`` s.

    >>> badugi_showdown({"ann": "As 2c 3d 4h", "bob": "Ah 2s 3c 4d"}, pot=7).awards
    {'ann': 4, 'bob': 3}
    """
    items = list(hands.items()) if isinstance(hands, Mapping) else list(enumerate(hands))
    if len(items) < 2:
        raise BadugiError(f"a showdown needs two players or more, got {len(items)}")
    seen: dict[int, Hashable] = {}
    values, best = {}, {}
    for key, spec in items:
        try:
            ids = _hand(spec)
        except BadugiError as e:
            raise BadugiError.within(str(key), e) from None
        for c in ids:
            if c in seen:
                raise BadugiError(f"{key}: card {pretty(c)} is also in {seen[c]}'s hand").worded(
                    "part", label=str(key), why=("card.also", {"card": pretty(c), "owner": str(seen[c])}))
            seen[c] = key
        values[key], cards_ = _best(ids)
        best[key] = Cards(cards_)
    top = max(values.values())
    winners = tuple(k for k, v in values.items() if v == top)
    awards = None if pot is None else split_pot(pot, winners, unit=unit, order=[k for k, _ in items])
    return BadugiShowdown(values, best, winners, pot, awards)

"""Badugi explained: which cards play and why the others do not, and who wins a showdown and why.

>>> e = explain_badugi("Kd 7d 5c 2h")
>>> e.value, str(e.best), e.text()
(350, '7♦ 5♣ 2♥', '3-card hand, 7-5-2; K♦ does not play: the suit of 7♦')
>>> e.text("ru")
'3 карты, 7-5-2; K♦ не играет: та же масть, что у 7♦'
>>> s = badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}, pot=10)
>>> print(s)
ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A.
>>> for part in s.text(against="bob").split("; "): print(part)
bob loses to ann: 4-card badugi, 7-5-3-A against 4-card badugi, 8-4-2-A
the first card decides, Seven against Eight.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Optional, Union

from ..cards import Cards, CardSpec, card_str, cards_str, pretty
from ..evaluators.badugi import BadugiError, badugi_cards, badugi_rank, best_of, decode_badugi
from ..text.games import BADUGI_POT, pick
from ..text.hands import check_lang, describe_badugi, words
from ..text.results import Result, TableResult
from .pots import split_pot

__all__ = ["BadugiExplanation", "BadugiShowdown", "badugi_showdown", "explain_badugi"]

_NOBODY: Any = object()  # text(against=...) not given


@dataclass(frozen=True, repr=False)
class BadugiExplanation(Result):
    """One badugi hand explained: its ``value`` (1..1,092, higher is better), the four
    ``cards``, the ``best`` cards that play (highest first) and, for each card that does not
    play, the card that plays whose rank or suit it shares (``dropped``: ``(card, "rank" or
    "suit", that card)``).

    >>> explain_badugi("As 2s 3d 4h").dropped   # the deuce of spades: the ace of spades plays
    ((3, 'suit', 51),)
    """

    #: The hand's value on the badugi scale (``evaluate(hand, game="badugi")``).
    value: int
    #: The four cards, as given.
    cards: Cards
    #: The cards that play, highest first.
    best: Cards
    #: Each card that does not play: ``(card, "rank" or "suit", the playing card it shares it with)``.
    dropped: tuple[tuple[int, str, int], ...]

    #: The game the hand is of (``handrank.registry``).
    game = "badugi"

    @property
    def size(self) -> int:
        """How many cards play (4: a badugi)."""
        return len(self.best)

    @property
    def best_five(self) -> Cards:
        """The cards that play (``best``; the name every explained hand has)."""
        return self.best

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """The hand, then each card that does not play and why: ``"3-card hand, 7-5-2; K♦ does
        not play: the suit of 7♦"``; ``symbols=False`` prints the cards as ``"Kd"``.

        >>> explain_badugi("2s 2c 3d 4h").text(symbols=False)
        '3-card hand, 4-3-2; 2c does not play: the rank of 2s'
        """
        check_lang(lang)
        w = words(lang).BADUGI
        show = pretty if symbols else (lambda c: cards_str((c,)))
        parts = [describe_badugi(self.value, lang)]
        parts += [w["drops"].format(card=show(c), why=w[kind].format(other=show(other)))
                  for c, kind, other in self.dropped]
        return "; ".join(parts)

    def _summary(self) -> str:
        return f"{self.value} {self.text(symbols=False)!r}"

    def _repr_html_(self) -> str:
        """Jupyter: the cards, the ones that play and the line."""
        from ..text.html import hand_html
        from ..text.results import title
        return hand_html(title(self), self.cards, (), self.best, (), self.text(), best="cards that play")

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data.

        >>> explain_badugi("Kd 7d 5c 2h").to_dict()["dropped"]
        [['Kd', 'suit', '7d']]
        """
        return {"game": self.game, "value": self.value, "cards": self.cards, "best": self.best,
                "dropped": [[card_str(c), kind, card_str(o)] for c, kind, o in self.dropped],
                "text": self.text()}


def _explained(ids: tuple[int, ...]) -> BadugiExplanation:
    value, best = best_of(ids)
    dropped = []
    for c in ids:
        if c in best:
            continue
        # a card left out shares a rank or a suit with a card that plays (else it would play too)
        other = next(((o, "rank") for o in best if badugi_rank(o) == badugi_rank(c)), None) \
            or next((o, "suit") for o in best if o & 3 == c & 3)
        dropped.append((c, other[1], other[0]))
    return BadugiExplanation(value, Cards(ids), Cards(best), tuple(dropped))


def explain_badugi(hand: CardSpec) -> BadugiExplanation:
    """Explain a four-card badugi hand (``explain(hand, game="badugi")``).

    >>> for part in explain_badugi("Ks Kc Kd Kh").text().split("; "): print(part)
    1-card hand, K
    K♣ does not play: the rank of K♠
    K♦ does not play: the rank of K♠
    K♥ does not play: the rank of K♠
    """
    return _explained(badugi_cards(hand))


def _why(win: int, lose: int, lang: str) -> str:
    """Why badugi value ``win`` beats ``lose``: more cards play, or the first card from the top
    that differs is lower."""
    from ..text.showdown import card_decides
    (n, a), (m, b) = decode_badugi(win), decode_badugi(lose)
    if n != m:
        return str(words(lang).BADUGI["more"].format(n=n, m=m))
    pos = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
    return card_decides(pos + 1, a[pos], b[pos], lang)


@dataclass(frozen=True, repr=False)
class BadugiShowdown(TableResult):
    """A badugi showdown: ``values`` and ``best`` (the cards that play) per player, ``winners``
    (all of them on a tie) and, with a pot, ``awards`` (the pot split in whole units, the odd
    units to the first winners in the order given); ``explanations`` each hand explained.

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
    #: Each player's hand explained (its four cards, the ones that play, why the others do not).
    explanations: Optional[dict[Hashable, BadugiExplanation]] = None

    #: The game of the showdown (``handrank.registry``).
    game = "badugi"

    def text(self, lang: str = "en", *, against: Hashable = _NOBODY) -> str:
        """Who wins and with what, against the best losing hand; ``against=key`` says why that
        hand lost instead (more cards play, or the first card from the top that differs).

        >>> print(badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}).text("ru"))
        ann выигрывает банк: бадуги из 4 карт, 7-5-3-A сильнее, чем бадуги из 4 карт, 8-4-2-A.
        >>> print(badugi_showdown({"ann": "7s 5c 3d Ah", "bob": "8h 4s 8d 4d"}).text("ru", against="bob"))
        bob проигрывает ann: бадуги из 4 карт, 7-5-3-A против 2 карты, 8-4; играет больше карт: 4 против 2.
        """
        check_lang(lang)
        w: dict[Union[int, str], str] = words(lang).BADUGI
        if against is not _NOBODY:
            return self._against(against, lang)
        amount = str(self.pot) if self.pot is not None else pick(BADUGI_POT, lang)
        win = describe_badugi(self.values[self.winners[0]], lang)
        names = w["and"].join(str(k) for k in self.winners)
        if len(self.winners) > 1:
            return w["split"].format(who=names, amount=amount, a=win)
        losers = [v for k, v in self.values.items() if k not in self.winners]
        if not losers:
            return w["wins_alone"].format(who=names, amount=amount, a=win)
        return w["wins"].format(who=names, amount=amount, a=win, b=describe_badugi(max(losers), lang))

    def _against(self, key: Hashable, lang: str) -> str:
        if key not in self.values:
            raise KeyError(f"no hand {key!r} in this showdown")
        if key in self.winners:
            raise BadugiError(f"{key} did not lose: it is among the winners")
        top, mine = self.values[self.winners[0]], self.values[key]
        return str(words(lang).BADUGI["loses"].format(
            who=key, winner=self.winners[0], a=describe_badugi(top, lang), b=describe_badugi(mine, lang),
            why=_why(top, mine, lang)))

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
    expl: dict[Hashable, BadugiExplanation] = {}
    for key, spec in items:
        try:
            ids = badugi_cards(spec)
        except BadugiError as e:
            raise BadugiError.within(str(key), e) from None
        for c in ids:
            if c in seen:
                raise BadugiError(f"{key}: card {pretty(c)} is also in {seen[c]}'s hand").worded(
                    "part", label=str(key), why=("card.also", {"card": pretty(c), "owner": str(seen[c])}))
            seen[c] = key
        expl[key] = _explained(ids)
    values = {k: e.value for k, e in expl.items()}
    top = max(values.values())
    winners = tuple(k for k, v in values.items() if v == top)
    awards = None if pot is None else split_pot(pot, winners, unit=unit, order=[k for k, _ in items])
    return BadugiShowdown(values, {k: e.best for k, e in expl.items()}, winners, pot, awards, expl)

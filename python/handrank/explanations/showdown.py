"""Showdowns: who wins, and the card that decided it, as data and as a dealer would say it.

>>> r = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
>>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank, r.decision.loser_rank
([0], 'kicker', 3, 'Q', 'J')
>>> for part in r.text().split("; "): print(part)
Player 1 wins: both have a Pair of Nines
Ace and King kickers are shared on the board
the third kicker decides, Queen against Jack.
>>> for part in r.text("ru").split("; "): print(part)
Побеждает игрок 1: у обоих пара девяток
туз и король — общие кикеры на столе
решает третий кикер: дама против валета.

A low pot (``showdown(..., low=...)``, a ``LowShowdown``): the best low wins (on each scheme's
scale a higher value is a better, i.e. lower, hand); a hand that misses the ``qualifier``
(``8`` = eight or better) never wins a low, and when no hand qualifies there is no winner.

>>> r = showdown("Kd Qc 4s 3h 2c", ["8s 6c", "7h 5d"], low="27")
>>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank, r.decision.loser_rank
([1], 'main', 1, '7', '8')
>>> for part in r.text().split("; "): print(part)
Player 2 wins the low: Seven-Five low against Eight-Six low
the first card decides, Seven against Eight.
>>> for part in r.text("ru").split("; "): print(part)
Побеждает игрок 2 по младшей руке: у игрока 2 младшая рука семь-пять, у игрока 1 — младшая рука восемь-шесть
решает первая карта: семёрка против восьмёрки.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import (
    Any,
    Callable,
    ClassVar,
    NamedTuple,
    NoReturn,
    Optional,
    Protocol,
    SupportsInt,
    Union,
    cast,
    overload,
)

from ..cards import RANKS, CardError, Cards, CardSpec, cards, cards_str
from ..errors import HandrankError
from ..evaluators.high import evaluate_omaha, game_cards, hand_value, omaha_five
from ..evaluators.schemes import LowRules, Scheme
from ..registry import Game, engine
from ..registry import game as _game
from ..text.hands import LANGUAGES, check_lang, qualifier_words
from ..text.hands import short as _short
from ..text.results import TableResult
from ..values import LOW_MAIN_PARTS, MAIN_PARTS, PARTS, Category
from .badugi import badugi_showdown
from .hand import (
    Explanation,
    LowExplanation,
    _explained,
    explain_shortdeck,
    low_hand,
    low_rules_and_qualifier,
)
from .pots import Pot, award_pots, split_pot

__all__ = ["NOBODY", "Decision", "LowShowdown", "Ranked", "Showdown", "ShowdownError", "decide", "deal",
           "showdown"]

Qualifier = Union[int, str, None]


_sentences: Any = None


def _say() -> Any:
    """``handrank.text.showdown``, the sentences of a showdown: loaded on the first ``text()``,
    so that ``import handrank`` does not load them."""
    global _sentences
    if _sentences is None:
        from ..text import showdown
        _sentences = showdown
    return _sentences


@lru_cache(maxsize=1024)
def _player(n: int, lang: str, case: str) -> str:
    """``handrank.text.showdown.player``, cached: a showdown's text names players often.

    >>> _player(2, "ru", "dat")
    'игроку 2'
    """
    name: str = _say().player(n, lang, case)
    return name


class ShowdownError(HandrankError):
    """A showdown that cannot be dealt: too few players, a card twice, a wrong card count.

    >>> showdown("9h Ac Kd 4s 2c", ["9d Qc"])
    Traceback (most recent call last):
    ...
    handrank.explanations.showdown.ShowdownError: a showdown needs at least two hands, got 1
    """


class Ranked(Protocol):
    """What a decision reads from an explained hand, high (``Explanation``) or low.

    >>> from handrank.explanations.hand import explain
    >>> e = explain("Kd 2c", board="Ks 9h 9c 5d 3h")
    >>> e.category, e.ranks, e.plays_from_board(7), e.board_plays()
    (<Category.TWO_PAIR: 2>, (11, 11, 7, 7, 3), True, False)
    """

    #: The hand's category.
    category: Category
    #: The ranks of the five that play, main cards first.
    ranks: tuple[int, ...]

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]:
        """The category and the ranks of the five that play."""

    def plays_from_board(self, rank: int) -> bool:
        """Whether a card of ``rank`` that plays in the best five is a board card.

        >>> from handrank.explanations.hand import explain
        >>> explain("Kd 2c", board="Ks 9h 9c 5d 3h").plays_from_board(7)
        True
        """

    def board_plays(self) -> bool:
        """Whether the board's five cards are the best five.

        >>> from handrank.explanations.hand import explain
        >>> explain("2d 3c", board="As Ks Qs Js Ts").board_plays()
        True
        """


class Decision(NamedTuple):
    """Why the winner(s) beat the best losing hand, as data (see ``kickers.md``).

    - ``kind``: ``"category"``, ``"main"``, ``"kicker"`` or ``"tie"``; a low showdown adds
      ``"qualifier"`` (the best losing hand has no qualifying low) and ``"no_low"`` (nobody
      qualifies: no winners);
    - ``position``: 1-based part of the main cards (``"main"``) or kicker (``"kicker"``); in
      a low without a pair every card is a main card, so ``position`` is the card from the top;
    - ``winner_rank`` / ``loser_rank``: the ranks compared there, as ``"Q"``, ``"T"``;
    - ``on_board`` / ``loser_on_board``: whether that card (or those cards) of the winner /
      the loser is on the board, i.e. shared;
    - ``board_plays``: for a tie, every tied hand's five cards are the board;
    - ``winners``: the keys of the best hand(s); ``loser``: the key of the hand they are
      compared with, the best losing hand (``None`` when every hand ties; a player may be
      keyed ``None``: then ``len(winners)`` against the number of hands tells which).

    >>> d = showdown("Kd Qs 7h 4c 2d", ["Ah 9c", "Kc 3s"]).decision   # a pair beats ace high
    >>> d.kind, d.winners, d.loser
    ('category', (1,), 0)
    >>> showdown("As Ks Qs Js Ts", ["2c 3d", "4h 5h"]).decision.board_plays
    True
    """

    kind: str
    position: int | None
    winner_rank: str | None
    loser_rank: str | None
    on_board: bool | None
    board_plays: bool
    winners: tuple[Hashable, ...]
    loser: Hashable | None
    loser_on_board: bool | None = None

    def as_dict(self) -> dict[str, Any]:
        """The decision as JSON-ready data (the keys of ``handrank showdown --json``).

        >>> d = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"]).decision.as_dict()
        >>> d["kind"], d["position"], d["winner_rank"], d["loser_rank"], d["winners"], d["loser"]
        ('kicker', 3, 'Q', 'J', [0], 1)
        """
        return {"kind": self.kind, "position": self.position, "winner_rank": self.winner_rank,
                "loser_rank": self.loser_rank, "on_board": self.on_board,
                "loser_on_board": self.loser_on_board, "board_plays": self.board_plays,
                "winners": list(self.winners), "loser": self.loser}


class _Nobody:
    """"No such player": a player may be keyed ``None``, so ``None`` cannot mean nobody."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NOBODY"


NOBODY: Any = _Nobody()


# each part of a category: (the index of its first rank, (kind, position, that index))
Steps = tuple[tuple[int, tuple[str, int, int]], ...]


def _steps(main_parts: Mapping[Category, int]) -> dict[Category, Steps]:
    """For each category, its parts in order: (the index of the part's first rank, what
    ``_compare_parts`` says when the hands differ there)."""
    return {cat: tuple((s, ("main", i + 1, s) if i < main_parts[cat]
                        else ("kicker", i - main_parts[cat] + 1, s))
                       for i, (s, _) in enumerate(parts)) for cat, parts in PARTS.items()}


_HIGH_STEPS, _LOW_STEPS = _steps(MAIN_PARTS), _steps(LOW_MAIN_PARTS)
_BY_CATEGORY = ("category", 0, 0)


def _compare_parts(w: Ranked, lo: Ranked,
                   steps: Mapping[Category, Steps] = _HIGH_STEPS) -> tuple[str, int, int]:
    """(kind, position, index into the decoded ranks) of the first difference; ``steps`` is
    ``_HIGH_STEPS`` or, for low hands, ``_LOW_STEPS``.

    >>> from handrank.explanations.hand import explain
    >>> _compare_parts(explain("9h 9c As Kd 7c"), explain("9d 9s As Kd 6c"))
    ('kicker', 3, 4)
    """
    wc, wr = w.category, w.ranks  # (what .decoded says, without the call)
    if wc != lo.category:
        return _BY_CATEGORY
    lr = lo.ranks
    found: tuple[str, int, int]
    for s, found in steps[wc]:
        # a part of one category is equal when its first rank is: it is one card, cards of one
        # rank (a pair, trips), or a straight (its top card says which)
        if wr[s] != lr[s]:
            return found
    raise AssertionError("equal ranks but different values")  # pragma: no cover


def _decision(expl: Mapping[Hashable, Ranked], winners: tuple[Hashable, ...],
              loser: Hashable = NOBODY, *, versus: bool = False,
              steps: Mapping[Category, Steps] = _HIGH_STEPS) -> Decision:
    """Why ``winners`` beat ``loser`` (``NOBODY``: every hand ties); a split pot is a
    ``"tie"`` unless ``versus`` asks about one losing hand all the same. Low hands pass
    ``steps=_LOW_STEPS``."""
    w = expl[winners[0]]
    if loser is NOBODY or (len(winners) > 1 and not versus):
        plays = all(expl[k].board_plays() for k in winners)
        return _make(Decision, ("tie", None, None, None, None, plays, winners,
                                None if loser is NOBODY else loser, None))
    lo = expl[loser]
    kind, pos, i = _compare_parts(w, lo, steps)
    if kind == "category":
        return _make(Decision, (kind, None, None, None, None, False, winners, loser, None))
    wr, lr = w.ranks[i], lo.ranks[i]
    return _make(Decision, (kind, pos, RANKS[wr], RANKS[lr], w.plays_from_board(wr), False, winners, loser,
                            lo.plays_from_board(lr)))


_make = tuple.__new__  # a Decision of all its fields, without NamedTuple's __new__ (a Python call)


def decide(a: Explanation, b: Explanation) -> Decision:
    """The decision between two explained hands; keys ``0`` (``a``) and ``1`` (``b``).

    >>> from handrank import explain
    >>> decide(explain("3h 3c 3d 2h 2c"), explain("2c 2d 2s As Ad")).kind
    'main'
    """
    expl: dict[Hashable, Explanation] = {0: a, 1: b}
    if a.value == b.value:
        return _decision(expl, (0, 1))
    return _decision(expl, (0,) if a.value > b.value else (1,), 1 if a.value > b.value else 0)


# ---- the showdown --------------------------------------------------------------------------

HandsSpec = Union[Sequence[CardSpec], Mapping[Any, CardSpec]]


class Seats(TableResult):
    """The players of a showdown, high or low: their hole cards, and how the text names them."""

    board: tuple[int, ...]
    explanations: Mapping[Hashable, Any]
    values: Mapping[Hashable, Optional[int]]
    winners: list[Hashable]
    omaha: bool
    _named: bool
    # how the showdown decides between the winners and one losing hand: ``_decision``, ``_low_decision``
    _decide: ClassVar[Callable[..., Decision]]

    def shares(self, pot: Union[int, Iterable[Union[Pot, tuple[int, Iterable[Hashable]]]]], *,
               unit: int = 1, order: Optional[Iterable[Hashable]] = None) -> dict[Hashable, int]:
        """Settle ``pot`` on this showdown: each winner -> units won.

        ``pot`` is an amount, split among the ``winners`` (``split_pot``), or the main and side
        pots of ``side_pots`` (``Pot`` or ``(amount, eligible)``), each awarded to its best
        eligible hand (``award_pots``). Odd units go one each from the first of ``order`` (the
        seats clockwise from the button; default: the order of the hands), in whole ``unit``.

        >>> r = showdown("9h Ac Kd 4s 2c", {"alice": "9d Qc", "bob": "9s Qd", "carl": "2h 3h"})
        >>> r.shares(101), r.shares(101, order=["carl", "bob", "alice"])
        ({'alice': 51, 'bob': 50}, {'bob': 51, 'alice': 50})
        >>> from handrank import side_pots
        >>> r.shares(side_pots({"alice": 20, "bob": 50, "carl": 50}))   # alice all-in for 20
        {'alice': 30, 'bob': 90}
        """
        if isinstance(pot, (int, float, str)) or not isinstance(pot, Iterable):
            if not self.winners:
                raise ShowdownError("no hand has a qualifying low: nobody wins the pot on the low")
            return split_pot(pot, self.winners, unit=unit, order=order)
        return award_pots(pot, self.values, unit=unit, order=order)

    @property
    def hands(self) -> dict[Hashable, tuple[int, ...]]:
        """Each player's hole cards."""
        return {k: e.hole for k, e in self.explanations.items()}

    def label(self, key: Hashable, lang: str = "en", case: str = "nom") -> str:
        """How the text names a player: ``"Player 1"`` for the first of a list, the key for a
        mapping; Russian ``case`` is ``"nom"`` (игрок 1), ``"gen"`` (игрока 1) or ``"dat"``."""
        if self._named:
            if not isinstance(key, int):
                return str(key)
            return _player(key, lang, case)
        return _player(int(cast(SupportsInt, key)) + 1, lang, case)  # a list's keys: 0, 1, ...

    @staticmethod
    def label_number(n: int, lang: str, case: str) -> str:
        """``"Player n"`` in ``lang`` and, in Russian, ``case`` (``handrank.text.showdown.player``)."""
        name: str = _say().player(n, lang, case)
        return name

    def _finish(self, text: str, keys: list[Hashable], lang: str, symbols: bool) -> str:
        if not self.omaha:
            return text
        holes: str = _say().holes_used(self, keys, lang, symbols)
        return text + holes

    # what a dealer says, in handrank.text.showdown: the whole text, and why one hand lost
    _text, _why = "showdown_text", "reason"  # the functions of handrank.text.showdown that say it
    _lost_what = ""  # "Player 2 loses to ..."; a low: "loses the low to"
    _of = ""  # "... among the winners"; a low: "among the winners of the low"

    def against(self, key: Hashable) -> Decision:
        """Why the hand ``key`` lost (in a low showdown: lost the low): the decision between
        the (first) winner and it."""
        if key not in self.values:
            raise KeyError(f"no hand {key!r} in this showdown")
        if not self.winners:  # only a low can have no winner
            q = self.qualifier if isinstance(self, LowShowdown) else None
            raise ShowdownError(f"nobody wins the low: no hand is {qualifier_words(q)}")
        if key in self.winners:
            raise ShowdownError(f"{self.label(key)} did not lose: it is among the winners{self._of}")
        return self._decide(self.explanations, tuple(self.winners), key, versus=True)

    def _reason(self, d: Decision, lang: str) -> str:
        why: str = getattr(_say(), self._why)(self, d, lang)
        return why

    def text(self, lang: str = "en", *, against: Hashable = NOBODY, symbols: bool = True) -> str:
        """What a dealer would say; ``against=key`` says why that hand lost instead.

        ``symbols=False`` prints the Omaha hole cards as ``"As"`` rather than ``"A♠"``.
        """
        if lang not in LANGUAGES:
            check_lang(lang)  # says why
        if against is not NOBODY:
            return self._lost_to(against, lang, symbols, self._lost_what)
        said: str = getattr(_sentences or _say(), self._text)(self, lang, symbols)
        return said

    def __str__(self) -> str:
        """What a dealer would say, ``text()``: ``print(showdown(...))`` prints it."""
        return self.text()

    def _repr_html_(self) -> str:
        """Jupyter: the board, one row per player (hole cards, the five that play, the hand;
        the winners marked) and what a dealer would say."""
        from ..text.html import showdown_html
        seats = [(k in self.winners, self.label(k), e.hole, e.best_five, e.text())
                 for k, e in self.explanations.items()]
        return showdown_html(isinstance(self, LowShowdown), self.board, seats, self.text())

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per player.

        >>> print(showdown("9h Ac Kd 4s 2c", {"ann": "9d Qc", "bob": "9s Jd"}).to_csv(), end="")
        player,hole,best_five,hand,value,won
        ann,9d Qc,9h 9d Ac Kd Qc,"Pair of Nines with Ace, King, Queen kickers",3037,True
        bob,9s Jd,9h 9s Ac Kd Jd,"Pair of Nines with Ace, King, Jack kickers",3036,False
        """
        return ["player", "hole", "best_five", "hand", "value", "won"]

    def records(self) -> list[list[Any]]:
        """A row per player: name, hole cards, the five that play, the hand, its value (a low:
        ``None`` without a qualifying one) and whether it won."""
        return [[self.label(k), Cards(e.hole), e.best_five, e.text(), self.values[k], k in self.winners]
                for k, e in self.explanations.items()]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``board``, ``winners`` (their names), ``text`` (what a dealer says) and
        ``players`` (each ``key``, ``name``, ``hole``, ``best_five``, ``hand``, ``value``, ``won``).

        >>> showdown("9h Ac Kd 4s 2c", {"ann": "9d Qc", "bob": "9s Jd"}).to_dict()["winners"]
        ['ann']
        """
        from ..text.results import to_json
        players = [{"key": k if isinstance(k, (int, str)) else str(k), **dict(zip(self.header(), row))}
                   for k, row in zip(self.explanations, self.records())]
        for p in players:
            p["name"] = p.pop("player")
        out: dict[str, Any] = to_json({"board": Cards(self.board),
                                       "winners": [self.label(k) for k in self.winners],
                                       "text": self.text(), "players": players})
        return out

    def _lost_to(self, key: Hashable, lang: str, symbols: bool, what: str = "") -> str:
        """``"Player 2 loses to Player 1: <why>."``; ``what="low"``: ``"loses the low to"``."""
        lost: str = _say().lost_to(self, key, lang, symbols, what)
        return lost


class Showdown(Seats):
    """The result of ``showdown()``: ``winners``, ``values``, ``explanations``, ``decision``.

    >>> r = showdown("9h Ac Kd 4s 2c", {"ann": "9d Qc", "bob": "9s Jd"})
    >>> r.winners, r.values, r.decision.kind
    (['ann'], {'ann': 3037, 'bob': 3036}, 'kicker')
    """

    #: Each player's ``Explanation``, by key.
    explanations: dict[Hashable, Explanation]
    _decide = staticmethod(_decision)
    # what ``deal_values`` gave, for a showdown that C read and decided (see ``_dealt``)
    _dealt: tuple[Any, ...]

    def __init__(self, board: tuple[int, ...], expl: dict[Hashable, Explanation],
                 named: bool, omaha: bool) -> None:
        self.board = board
        self.omaha = omaha
        self.explanations = expl
        # one pass, in the order of the hands: the best value and its hands, and the first of
        # the best losing hands (a new best value makes the hands of the old one losers)
        values: dict[Hashable, Optional[int]] = {}
        self.values = values
        winners: list[Hashable] = []
        top = second = 0
        best_loser: Hashable = NOBODY
        for k, e in expl.items():
            v = values[k] = e.value
            if v > top:
                if winners:
                    best_loser, second = winners[0], top
                top, winners = v, [k]
            elif v == top:
                winners.append(k)
            elif v > second:
                best_loser, second = k, v
        self.winners = winners
        self._named = named
        self.decision = _decision(expl, tuple(winners), best_loser)

    def __repr__(self) -> str:
        return _short(f"<Showdown winners={self.winners!r} {self.decision.kind}>")

    def __getattr__(self, name: str) -> Any:
        """A showdown that C read and decided (``_dealt``) explains its hands on first use of
        ``explanations`` (its ``text()`` does not read them)."""
        if name == "explanations":
            dealt = self.__dict__.get("_dealt")
            if dealt is not None:
                b, board_ranks, holes, values = dealt[:4]
                expl: dict[Hashable, Explanation] = {k: _explained(values[k], hole, b, board_ranks)
                                                     for k, hole in enumerate(holes)}
                self.explanations = expl
                return expl
        return object.__getattribute__(self, name)  # (the AttributeError Python gives)


def _dealt(dealt: tuple[Any, ...]) -> Showdown:
    """The ``Showdown`` of what ``deal_values(board, hands, _HOW)`` gave: its board, values,
    winners and decision; the explanations on first use."""
    sd = _new(Showdown)
    sd.board, sd.omaha, sd._named = dealt[0], False, False
    sd.values = dealt[6]
    fields = dealt[4]
    sd.winners = list(fields[6])
    sd.decision = _make(Decision, fields)
    sd._dealt = dealt
    sd._text = "dealt_text"  # (the words of handrank.text.showdown that read it)
    return sd


_new = object.__new__


def _c_steps() -> bytes:
    """``_HIGH_STEPS`` as ``deal_values`` reads them: for each category (but five of a kind)
    and each of the five ranks that begins a part, ``kind << 4 | position`` (kind 1: main
    cards, 2: a kicker), else 0."""
    table = bytearray(50)
    for cat, steps in _HIGH_STEPS.items():
        if cat < Category.FIVE_OF_A_KIND:
            for s, (kind, pos, _) in steps:
                table[5 * cat + s] = (1 if kind == "main" else 2) << 4 | pos
    return bytes(table)


# what deal_values needs to decide a showdown (csrc/pyext/entry.c, decide)
_HOW = (_c_steps(), ("category", "main", "kicker", "tie"), RANKS)

_RANK_OF = tuple(c >> 2 for c in range(52))  # card id -> rank

try:  # the C entry point that reads a high showdown's deal at once (csrc/pyext/entry.c)
    from .._entry import deal_values as _deal_values
except ImportError:  # pragma: no cover - the extension is not built (or not for this interpreter)
    _deal_values = None


@overload
def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = ..., one_deck: bool = ...,
             low: None = ..., qualifier: None = ..., game: str = ...,
             pot: Optional[int] = ...) -> Showdown: ...


@overload
def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = ..., one_deck: bool = ...,
             low: Scheme, qualifier: int | str | None = ..., game: str = ...,
             pot: Optional[int] = ...) -> LowShowdown: ...


def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = False, one_deck: bool = True,
             low: Optional[Scheme] = None, qualifier: int | str | None = None,
             game: str = "holdem", pot: Optional[int] = None) -> Any:
    """Compare every player's best hand on a shared ``board``.

    ``hands`` is a list of hole-card specs (keys ``0, 1, …``, printed as Player 1, 2, …) or a
    mapping ``name -> hole cards``. Each player has 5..7 cards with the board (``board`` may
    be ``None`` or empty for stud-like hands); with ``omaha=True`` each player has 4..6 hole
    cards, the board 3..5 cards, and exactly two hole cards play. A card may appear only once
    in the whole deal unless ``one_deck=False`` (hands from different deals compared as such).

    ``low="a5"`` (or ``"27"``, ``"a6"``, a ``LowRules``) decides the low pot instead, with an
    optional ``qualifier`` (``8`` = eight or better): a ``LowShowdown``. ``game=`` names the
    game of ``handrank.registry`` (an alias too): ``"shortdeck"`` (or ``"shortdeck-triton"``)
    plays short-deck hold'em, each hand's ``Explanation`` a ``ShortDeckExplanation`` on that
    game's scale; the Omaha games are ``omaha=True`` with the game's hole cards; ``"stud"``
    compares 5 to 7 cards a player; ``"razz"`` and the lowball games decide the low of their
    scheme (a ``LowShowdown``); ``"badugi"`` its four-card hands (a ``BadugiShowdown``, no
    board). A hi-lo game's showdown is its split pot, ``hilo.resolve``'s (a ``HiLoResult``:
    ``shares``, ``high_winners``, ``low_winners``): ``pot=`` the units to split, by default the
    fewest that every split of the players divides into whole units (4 for two players, 12
    for three). ``pot=`` is for those games: a ``Showdown``'s pot is ``shares(pot)``.

    >>> r = showdown("7c 2s 7d 9s Kd", {"alice": "9h 9c", "bob": "Kc 7h"})
    >>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank
    (['alice'], 'main', 1, '9')
    >>> print(showdown("Ah Qh 9h 9c 6s", {"ann": "Kh 7h", "bob": "9d Ad"}, game="shortdeck"))
    ann wins: a Flush, Ace-King-Queen-Nine-Seven beats a Full House, Nines over Aces.
    >>> showdown("Qs Js Ts 2h 3h", {"ann": "As Ks 2d 2c", "bob": "Qd Qc 7h 8h"}, game="plo").winners
    ['ann']
    >>> showdown(None, {"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}, game="badugi", pot=10).awards
    {'ann': 10}
    >>> showdown("3c 4d 9s Ks 8h", {"ann": "Ah 2h", "bob": "Kc Kd"}, game="holdem8", pot=10).shares
    {'ann': 5, 'bob': 5}
    """
    if (_deal_values is not None and game == "holdem" and not omaha and one_deck and low is None
            and qualifier is None and pot is None):
        dealt = _deal_values(board, hands, _HOW)  # a list of hands, spelled as it reads: one C call
        if dealt is not None:
            return _dealt(dealt)
    if game != "holdem":
        g = _game(game, "showdown", error=ShowdownError)
        if g.name != "holdem":
            return _game_showdown(board, hands, one_deck, g, omaha=omaha, low=low, qualifier=qualifier,
                                  pot=pot)
    if pot is not None:
        _no_pot(_game("holdem"))
    b, keys, holes, named = deal(board, hands, one_deck)
    if low is not None or qualifier is not None:
        return low_showdown(b, keys, holes, named, low, qualifier=qualifier, omaha=omaha)
    board_ranks = tuple(map(_RANK_OF.__getitem__, b))
    expl: dict[Hashable, Explanation] = {}
    for k, hole in zip(keys, holes):
        if omaha:
            value = evaluate_omaha(hole, b)
            expl[k] = Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value),
                                  board_ranks=board_ranks)
            continue
        value = hand_value(b, hole)
        if not value:
            n = len(hole) + len(b)
            if not 5 <= n <= 7:
                raise ShowdownError(f"{owner(k, named)} has {n} cards with the board; a hand is 5 to 7 cards")
            cards(hole + b)  # a card in the hand and on the board (one_deck=False)
        expl[k] = Explanation(value, hole, b, board_ranks=board_ranks)
    return Showdown(b, expl, named, omaha)


def _no_pot(g: Game) -> NoReturn:
    raise ShowdownError(f"pot= splits a hi-lo or a badugi pot, and {g.name} is neither: split a "
                        "Showdown's pot with its shares(pot)")


def _game_showdown(board: CardSpec | None, hands: HandsSpec, one_deck: bool, g: Game, *, omaha: bool,
                   low: Optional[Scheme], qualifier: Qualifier, pot: Optional[int] = None) -> Any:
    """``showdown(board, hands, game=g)`` for a game other than Hold'em: each hand checked as the
    game deals it (an error names the player and the game), then decided by the game's ranking;
    a hi-lo game's pot split by ``hilo.resolve``, a badugi showdown by ``badugi_showdown``."""
    if low is not None or qualifier is not None or (omaha and g.uses is None):
        given = "omaha=True" if omaha and g.uses is None else "low=" if low is not None else "qualifier="
        raise ShowdownError(f"game={g.name!r} has a ranking of its own: no {given} with it")
    if pot is not None and not (g.hi_lo or g.low == "badugi"):
        _no_pot(g)
    if g.hi_lo:
        return _hilo_showdown(board, hands, g, pot)
    if g.low == "badugi":
        if board is not None and cards(board):
            raise ShowdownError(f"game={g.name!r} has no board: each hand is its four cards")
        return badugi_showdown(_listed_hands(hands), pot=pot)
    b, keys, holes, named = deal(board, hands, one_deck)
    for k, hole in zip(keys, holes):
        low_card = next((c for c in hole + b if g.deck == 36 and c < 16), None)
        if low_card is not None:  # a card out of the game's deck: a CardError, as evaluate's
            raise CardError(f"{owner(k, named)}: card {cards_str((low_card,))} is not in the short deck of "
                            f"{g.name!r} (sixes to aces)")
        try:
            game_cards(hole, b if b or g.uses is not None else None, g)
        except CardError as e:  # the game's numbers of cards
            raise ShowdownError.within(owner(k, named), e) from None
    if g.low is not None:
        return low_showdown(b, keys, holes, named, g.low)
    expl: dict[Hashable, Explanation] = {}
    for k, hole in zip(keys, holes):
        if g.high in ("shortdeck", "shortdeck-triton"):
            expl[k] = explain_shortdeck(hole, b or None, g.name)
        elif g.uses is not None:
            value = evaluate_omaha(hole, b)
            expl[k] = Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value))
        else:
            expl[k] = Explanation(hand_value(b, hole), hole, b)
    return Showdown(b, expl, named, g.uses is not None)


def _listed_hands(hands: HandsSpec) -> HandsSpec:
    """The hands as a list or a mapping, as ``deal`` reads them (one string is an error)."""
    if isinstance(hands, (str, bytes)):
        raise ShowdownError("hands is a list of hands, one per player, or a mapping name -> cards, "
                            "not one string")
    return hands if isinstance(hands, Mapping) or type(hands) in (list, tuple) else list(hands)


def _hilo_showdown(board: CardSpec | None, hands: HandsSpec, g: Game, pot: Optional[int]) -> Any:
    """``hilo.resolve``'s split of a hi-lo game's pot; without ``pot``, the fewest units that every
    split divides (twice the least common multiple of 1 .. the number of players)."""
    hands = _listed_hands(hands)
    if pot is None:
        pot = 2 * math.lcm(*range(1, len(hands) + 1))
    return engine("hilo.resolve")(g.name, hands, board=() if board is None else board, pot=pot)


def deal(board: CardSpec | None, hands: HandsSpec, one_deck: bool = True,
         ) -> tuple[tuple[int, ...], list[Hashable], list[tuple[int, ...]], bool]:
    """The parsed deal of ``showdown()``: ``(board, keys, holes, named)``; at least two hands,
    and with ``one_deck`` no card twice in the whole deal.

    >>> deal("Ah Kd 2c", {"bob": "Qs Js"})
    Traceback (most recent call last):
    ...
    handrank.explanations.showdown.ShowdownError: a showdown needs at least two hands, got 1
    """
    swapped = False
    try:
        b = cards(board) if board is not None else Cards()  # (a board of no cards is Cards too)
    except CardError:
        if not isinstance(board, Mapping):
            raise
        swapped = True  # the hands given first: said below, not as "'alice': missing suit"
    if swapped:
        _check_order(board, hands)
    keys: list[Hashable]
    specs: Sequence[CardSpec]
    named = False
    if type(hands) is not list and type(hands) is not tuple and isinstance(hands, Mapping):
        named = True
        keys = list(hands)
        specs = list(hands.values())
    elif isinstance(hands, str):
        _check_order(board, hands)  # one string as the hands: the board given second, or a mistake
    elif isinstance(hands, bytes):
        raise ShowdownError("hands is a list of hole-card specs, one per player, not one string")
    else:
        specs = hands if type(hands) is list or type(hands) is tuple else list(hands)
        keys = list(range(len(specs)))
    if len(specs) < 2:
        raise ShowdownError(f"a showdown needs at least two hands, got {len(specs)}")
    holes: list[tuple[int, ...]] = list(map(cards, specs))
    for k, hole in zip(keys, holes):
        if not hole:  # a player always holds cards: none would quietly play the board
            raise ShowdownError(f"{owner(k, named)} has no cards")
    if one_deck:
        try:
            cards(sum(holes, b))  # the whole deal: one parse finds a card given twice
        except CardError:
            _check_deal(b, keys, holes, named)  # and this one says where
    return b, keys, holes, named


_ORDER = "showdown takes the board first, then the hands: showdown(board, hands)"


def _check_order(board: Any, hands: Any) -> NoReturn:
    """A clear error for ``showdown(hands, board)`` (``evaluate``, ``explain``, ``equity``
    take the board after the hand; ``showdown`` takes it first).

    >>> showdown({"alice": "Ah Ac", "bob": "Kh Ks"}, "As Kd Qh 7c 2s")
    Traceback (most recent call last):
    ...
    handrank.explanations.showdown.ShowdownError: showdown takes the board first, then the hands:
    showdown(board, hands); this call gave the hands first (a mapping of players to hole cards as
    the board, a string as the hands)
    """
    if isinstance(board, Mapping):
        got = "a mapping of players to hole cards as the board"
        raise ShowdownError(f"{_ORDER}; this call gave the hands first ({got}"
                            f"{', a string as the hands' if isinstance(hands, str) else ''})")
    if isinstance(board, (list, tuple)) and len(board) >= 2 and all(isinstance(h, str) for h in board):
        try:
            looks_like_hands = all(len(cards(h)) >= 2 for h in board)
        except CardError:
            looks_like_hands = False
        if looks_like_hands:
            raise ShowdownError(f"{_ORDER}; this call gave the hands first (a list of hole cards as the "
                                f"board, the board {hands!r} as the hands)")
    raise ShowdownError(f"{_ORDER}; hands is a list of hole-card specs, one per player, or a mapping "
                        f"name -> hole cards, not one string ({hands!r})")


def _check_deal(board: tuple[int, ...], keys: list[Hashable], holes: list[tuple[int, ...]],
                named: bool) -> None:
    """One deck: no card twice in the whole deal (the error names both places; the caller
    has found one)."""
    seen: dict[int, Optional[Hashable]] = dict.fromkeys(board)
    for k, hole in zip(keys, holes):
        for c in hole:
            if c in seen:
                other = seen[c]
                where = "on the board" if other is None else f"in {owner(other, named)}"
                raise CardError(f"card {cards_str((c,))} is in {owner(k, named)} and {where}").worded(
                    "card.in_two", card=cards_str((c,)), hand=_hand_word(k, named),
                    other=None if other is None else _hand_word(other, named))
            seen[c] = k


def owner(key: Hashable, named: bool) -> str:
    """How an error names a hand: ``"hand 'bob'"`` or ``"hand 2"`` (1-based)."""
    return f"hand {_hand_word(key, named)}"


def _hand_word(key: Hashable, named: bool) -> str:
    """A hand as an error names it after ``hand``: ``'bob'`` or ``2`` (1-based)."""
    return repr(key) if named else str(int(cast(SupportsInt, key)) + 1)


# ---- the low showdown -------------------------------------------------------------------------

def _low_decision(expl: Mapping[Hashable, LowExplanation], winners: tuple[Hashable, ...],
                  loser: Hashable, *, versus: bool = False) -> Decision:
    if not winners:
        return Decision("no_low", None, None, None, None, False, (), None)
    if loser is not NOBODY and expl[loser].value is None and (len(winners) == 1 or versus):
        return Decision("qualifier", None, None, None, None, False, winners, loser)
    return _decision(expl, winners, loser, versus=versus, steps=_LOW_STEPS)


class LowShowdown(Seats):
    """The result of ``showdown(..., low=...)``: ``winners`` (empty when no hand has a
    qualifying low), ``values`` (key -> low value or ``None``), ``explanations`` (key ->
    ``LowExplanation``), ``decision`` and ``text()``, like a high ``Showdown``; ``text(against=key)``
    says why that hand lost the low.

    >>> from handrank import showdown
    >>> r = showdown("Ac 2d 3h Kc Qd", ["4s 5s", "4d 6c", "Ks Kh"], low="a5")
    >>> for part in r.text(against=1).split("; "): print(part)
    Player 2 loses the low to Player 1: Wheel against Six-Four low
    the first card decides, Five against Six.
    """

    #: Each player's ``LowExplanation``, by key.
    explanations: dict[Hashable, LowExplanation]
    _text, _why = "low_showdown_text", "low_reason"
    _lost_what = "low"
    _of = " of the low"
    _decide = staticmethod(_low_decision)

    def __init__(self, board: tuple[int, ...], expl: dict[Hashable, LowExplanation], named: bool,
                 omaha: bool, rules: LowRules, qualifier: Optional[int]) -> None:
        self.board = board
        self.omaha = omaha
        self.rules = rules
        self.qualifier = qualifier
        self.explanations = expl
        self._named = named
        self.values = values = {k: e.value for k, e in expl.items()}
        top = max((v for v in values.values() if v is not None), default=None)
        self.winners = [k for k, v in values.items() if v is not None and v == top]
        losers = [k for k in values if k not in self.winners]
        # the best losing hand: a qualifying one first, then by its best low all the same
        loser = max(losers, key=lambda k: (values[k] is not None, expl[k].low_value), default=NOBODY)
        self.decision = _low_decision(expl, tuple(self.winners), loser)

    def __repr__(self) -> str:
        return _short(f"<LowShowdown {self.rules.name} winners={self.winners!r} {self.decision.kind}>")


def low_showdown(board: tuple[int, ...], keys: list[Hashable], holes: list[tuple[int, ...]], named: bool,
                 low: Optional[Scheme], *, qualifier: Qualifier = None, omaha: bool = False) -> LowShowdown:
    """``showdown(board, hands, low=..., qualifier=..., omaha=...)`` after the deal is parsed
    (``handrank.showdown.deal``)."""
    rules, q = low_rules_and_qualifier(low, qualifier)
    board_ranks = tuple(c >> 2 for c in board)
    expl: dict[Hashable, LowExplanation] = {}
    for k, hole in zip(keys, holes):
        n = len(hole) + len(board)
        if not omaha and not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards with the board; a hand is 5 to 7 cards")
        expl[k] = low_hand(rules, q, hole, board, omaha, board_ranks)
    return LowShowdown(board, expl, named, omaha, rules, q)

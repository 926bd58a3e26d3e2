"""High-low split pots: cards speak, or declarations (the text's chips).

``resolve(game, hands, board=..., pot=...)`` splits a pot between the best high hand and
the best low hand:

- half to the best high hand, half to the best low hand; ties split their half; one player
  may take both halves (scoop);
- no qualifying low: the best high hand takes all;
- an odd unit between the halves goes to the high half; inside a half, tied players get the
  odd units one each, never two to one player, from the first seat clockwise from the button;
- the main pot and each side pot are split separately, each over its own eligible players.

With ``declarations`` (``"high"``, ``"low"``, ``"both"``; chips ``"red"``, ``"white"``,
``"blue"``; or chip counts ``1``, ``0``, ``2``) players compete only in the directions they
declared: a both-way declarer must win both ways outright (losing or tying either way
forfeits every claim, and the halves go to the best remaining declarers of each way); a
sole declarer in a direction takes that half whatever his cards; when one way has nobody
left, the other way takes the whole pot; when nobody wins as declared, the declarations are
void and the pot is split equally among the players in the hand.

>>> r = resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"},
...             board="5c 8d Kh 9s 7c", pot=10)
>>> r.shares, r.high_winners, r.low_winners
({'ann': 5, 'bob': 5}, ('ann',), ('bob',))
>>> print(r.text().replace("; ", ";\\n"))
Pot of 10: ann takes the high half, 5, with Three of a Kind, Kings with Nine, Eight kickers;
bob takes the low half, 5, with an Eight-Seven low (8-7-5-2-A).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Union, cast

from .._core import lib
from ..cards import JOKERS, CardSpec, card_str, cards
from ..errors import HandrankError
from ..evaluators.high import evaluate
from ..evaluators.low import evaluate_low
from ..evaluators.schemes import LowRules, Scheme, low_rules
from ..evaluators.schemes import _qualifier as _low_qualifier
from ..explanations.pots import PotError, _listed, pot_parts, split_pot
from ..explanations.showdown import NOBODY
from ..registry import GAMES as REGISTRY
from ..registry import Game, games
from ..registry import game as _registry_game
from ..text.games import DECLARATIONS, HTML, HTML_COLUMNS
from ..text.hands import check_lang, describe_low, describe_low_wild, hand_text
from ..text.hands import short as _short
from ..text.pots import pot_text
from ..text.results import TableResult
from ..text.showdown import player

__all__ = ["GAMES", "Award", "Forfeit", "HiLoError", "HiLoGame", "HiLoResult", "PotResult",
           "parse_declaration", "resolve"]

HIGH, LOW, BOTH = "high", "low", "both"
# what a declaration may be given as: the words of every language, and the chips' numbers
_DECLARATIONS: dict[Any, str] = {
    **{word: way for table in DECLARATIONS.values() for word, way in table.items()},
    1: HIGH, 0: LOW, 2: BOTH,
}


class HiLoError(HandrankError):
    """A game, hand, declaration or pot that cannot be resolved: the message says why.

    >>> resolve("razz8", ["As 2d 3c 4h 9s", "Kd Kc 2c 3d 4s"], pot=4)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.games.hilo.HiLoError: unknown game 'razz8' (did you mean 'razz'?): hilo plays holdem8, ...
    """


# What the evaluators score: 5 to 7 cards a hand; Omaha: the low takes 4 to 6 hole cards (the high
# 2 to 6; a hi-lo game needs both) and 3 to 5 board cards.
_HOLE, _BOARD, _OMAHA_HOLE, _OMAHA_BOARD = (1, 7), (0, 5), (4, 6), (3, 5)


@dataclass(frozen=True)
class HiLoGame:
    """A pairing of a high hand and a low hand.

    ``high``: ``"high"`` (plain), or ``"wild"`` / ``"bug"`` for high hands with wild cards
    (``wild`` ranks; jokers always wild; the low hand then needs ``low_wild_rule``). ``low``:
    a low scheme (``"a5"``, ``"27"``, ``"a6"`` or a ``LowRules``), ``qualifier`` (``8`` =
    eight or better, ``None`` = any low plays), ``low_wild_rule`` for wild cards in the low
    hand. ``omaha``: exactly two hole cards and three board cards for each half. ``hole`` and
    ``board``: the allowed numbers of hole and board cards, ``(min, max)``; a hand is the hole
    cards plus the board, 5..7 cards (default ``(1, 7)`` and ``(0, 5)``); Omaha takes 4..6
    hole cards and a board of 3..5 (the default). ``declare``: the players must declare
    (``resolve`` asks for ``declarations``). A field the evaluators cannot play is refused.

    >>> HiLoGame("razz-declare", low="a5", qualifier=None, hole=(5, 7), declare=True).low_rules.name
    'a5'
    >>> HiLoGame("big o", omaha=True).hole
    (4, 6)
    """

    #: The game's name, as ``resolve`` takes it.
    name: str
    #: The low scheme: ``"a5"``, ``"27"``, ``"a6"`` or a ``LowRules``.
    low: Scheme = "a5"
    #: The low qualifier (``8``: eight or better; ``None``: any low plays).
    qualifier: Optional[int] = 8
    #: Exactly two hole cards and three board cards play for each half.
    omaha: bool = False
    #: How the high hand is read: ``"high"``, or ``"wild"`` / ``"bug"`` with wild cards.
    high: str = "high"
    #: The allowed numbers of hole cards, ``(min, max)`` (``()``: the game's default).
    hole: tuple[int, ...] = ()     # () = the default for the game: (1, 7), Omaha (4, 6)
    #: The allowed numbers of board cards, ``(min, max)`` (``()``: the game's default).
    board: tuple[int, ...] = ()    # () = (0, 5), Omaha (3, 5)
    #: The players declare high, low or both before the showdown.
    declare: bool = False
    #: The wild ranks of the high hand (jokers are always wild).
    wild: tuple[str, ...] = ()
    #: The wild-card rule of the low hand (``None``: no wild cards in the low).
    low_wild_rule: Optional[str] = None

    def __post_init__(self) -> None:
        """Check the game's settings (``HiLoError`` otherwise)."""
        if not isinstance(self.name, str):
            raise HiLoError(f"game name {self.name!r} is not a string")
        what = f"game {self.name!r}"
        for flag in ("omaha", "declare"):
            if not isinstance(getattr(self, flag), bool):
                raise HiLoError(f"{what}: {flag} {getattr(self, flag)!r} is not True or False")
        if self.high not in ("high", "wild", "bug"):
            raise HiLoError(f"{what}: high {self.high!r} is not 'high', 'wild' or 'bug'")
        try:
            _low_qualifier(self.qualifier, low_rules(self.low).scheme_id)
        except ValueError as e:
            raise HiLoError.within(what, e) from None
        if self.omaha and (self.high != "high" or self.wild or self.low_wild_rule):
            raise HiLoError(f"{what}: Omaha with wild cards is not supported")
        self._check_wild(what)
        if self.omaha:
            hole = self._range("hole", _OMAHA_HOLE, _OMAHA_HOLE, what)
            board = self._range("board", _OMAHA_BOARD, _OMAHA_BOARD, what)
        else:  # at least one hole card, so at most 6 on the board
            hole, board = self._range("hole", _HOLE, _HOLE, what), self._range("board", _BOARD, (0, 6), what)
        if not self.omaha and (hole[0] + board[0] > 7 or hole[1] + board[1] < 5):
            raise HiLoError(f"{what}: hole {hole} and board {board} never make a hand of 5 to 7 cards")
        object.__setattr__(self, "hole", hole)
        object.__setattr__(self, "board", board)

    def _range(self, field: str, default: tuple[int, int], within: tuple[int, int], what: str
               ) -> tuple[int, int]:
        """The field as ``(min, max)`` inside ``within``; ``()`` is ``default``."""
        value = getattr(self, field)
        if isinstance(value, tuple) and not value:
            return default
        lo, hi = within
        if (not isinstance(value, (tuple, list)) or len(value) != 2
                or any(isinstance(n, bool) or not isinstance(n, int) for n in value)
                or not lo <= value[0] <= value[1] <= hi):
            why = "hand has 4 to 6 hole cards" if field == "hole" else "board has 3 to 5 cards"
            raise HiLoError(f"{what}: {field} {value!r} is not a range (min, max) within {lo}..{hi}"
                            + (f": an Omaha {why}" if self.omaha else ""))
        return (value[0], value[1])

    def _check_wild(self, what: str) -> None:
        """Wild cards play in both hands, so both need their rule (``evaluate`` and
        ``evaluate_low`` refuse a wild card without one)."""
        if self.low_wild_rule is None and not self.wild and self.high == "high":
            return
        from ..evaluators.wild import LOW_RULES, wild_mask
        if not isinstance(self.wild, (str, tuple)) and isinstance(self.wild, Iterable):
            object.__setattr__(self, "wild", tuple(self.wild))  # a list too, and the game stays hashable
        try:
            wild_mask(self.wild)
        except ValueError as e:
            raise HiLoError.within(what, e) from None
        if self.high == "high":
            raise HiLoError(f"{what}: wild cards need a high-hand rule: high='wild' or 'bug'")
        if self.low_wild_rule not in LOW_RULES:
            raise HiLoError(f"{what}: low_wild_rule {self.low_wild_rule!r}: wild cards in the low "
                            f"hand need one of {', '.join(map(repr, LOW_RULES))}")

    @property
    def low_rules(self) -> LowRules:
        """The low scheme as a ``LowRules``."""
        return low_rules(self.low)


def _preset(g: Game) -> HiLoGame:
    """The ``HiLoGame`` of a split-pot game of ``handrank.registry``: its low and qualifier, its
    hole cards (Omaha: exactly the game's; stud: 5 to 7 seen at the showdown) and its board."""
    assert g.low is not None
    if g.uses is not None:
        return HiLoGame(g.name, g.low, g.qualifier, omaha=True, hole=(g.hole, g.hole), board=(3, g.board))
    if g.board == 0:
        return HiLoGame(g.name, g.low, g.qualifier, hole=(5, g.hole), board=(0, 0))
    return HiLoGame(g.name, g.low, g.qualifier, hole=(g.hole, g.hole), board=(3, g.board))


#: The games ``resolve`` takes by name: every split-pot game of ``handrank.registry``, and the
#: text's game of declarations.
GAMES: dict[str, HiLoGame] = {
    **{name: _preset(REGISTRY[name]) for name in games("hilo")},
    # the text's game: declarations, no qualifier, the usual ranking (deuce-to-seven) for low
    "declare": HiLoGame("declare", "27", None, hole=(2, 7), board=(0, 5), declare=True),
}


def parse_declaration(value: Any, key: Hashable = NOBODY) -> str:
    """``"high"``, ``"low"`` or ``"both"`` from a word, a chip colour or a chip count. An error
    names the player ``key`` (any key, ``None`` too) when one is given.

    >>> parse_declaration("blue"), parse_declaration(0), parse_declaration("High")
    ('both', 'low', 'high')
    >>> parse_declaration("green", None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.games.hilo.HiLoError: player None: declaration 'green': use 'high', 'low', 'both', ...
    """
    d = None
    if isinstance(value, str):
        d = _DECLARATIONS.get(value.strip().lower())
    elif isinstance(value, int) and not isinstance(value, bool):
        d = _DECLARATIONS.get(value)
    if d is None:
        who = "" if key is NOBODY else f"player {key!r}: "
        raise HiLoError(f"{who}declaration {value!r}: use 'high', 'low', 'both', a chip colour "
                        "('red' high, 'white' low, 'blue' both) or a chip count (1, 0, 2)")
    return d


@dataclass(frozen=True)
class Award:
    """One part of one pot given away: ``part`` is ``"high"``, ``"low"`` (a half),
    ``"whole"`` (the whole pot to one way) or ``"equal"`` (void declarations, or the only
    player). ``reason``: ``"best"`` (the best hand of that way), ``"no_low"`` (no qualifying
    low: high takes all), ``"one_way"`` (nobody left the other way), ``"sole"`` (the only
    declarer that way), ``"void"`` or ``"uncontested"``. ``odd``: who got an odd unit.

    >>> r = resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}, board="5c 8d Kh 9s 7c", pot=11)
    >>> [(a.part, a.amount, a.shares, a.reason, a.odd) for a in r.pots[0].awards]  # odd unit: high
    [('high', 6, {'ann': 6}, 'best', ()), ('low', 5, {'bob': 5}, 'best', ())]
    """

    #: The index of the pot awarded (0 = the main pot).
    pot: int
    #: Which part: ``"high"``, ``"low"``, ``"whole"`` or ``"equal"``.
    part: str
    #: The units of this part.
    amount: int
    #: Who gets how many of them.
    shares: dict[Hashable, int]
    #: Why: ``"best"``, ``"no_low"``, ``"one_way"``, ``"sole"``, ``"void"`` or ``"uncontested"``.
    reason: str
    #: How the winners won it, ``"high"`` or ``"low"`` (``None`` for an equal split).
    way: Optional[str] = None          # "high" or "low": how the winners won it
    #: The winners' hand value that way.
    value: Optional[int] = None        # their hand value that way
    #: Who got an odd unit.
    odd: tuple[Hashable, ...] = ()

    @property
    def winners(self) -> tuple[Hashable, ...]:
        """The players who get a share, in seat order."""
        return tuple(self.shares)


@dataclass(frozen=True)
class Forfeit:
    """A both-way declarer who lost or tied one way (``way``) against ``against``.

    >>> r = resolve("stud8", ["As 2d 3c 4h 9s Kd Kc", "Ah Ad 7s 6s 5c 4d 3d", "8h 7h 6h 5d 3s Jc Js"],
    ...             pot=9, declarations={0: "both", 1: "high", 2: "low"})
    >>> r.forfeits   # seat 0 declared both ways with no eight-or-better low
    (Forfeit(key=0, way='low', against=(), tied=False, no_low=True),)
    """

    #: The both-way declarer who forfeits.
    key: Hashable
    #: The way lost or tied: ``"high"`` or ``"low"``.
    way: str
    #: The players that beat or tied the declarer that way.
    against: tuple[Hashable, ...]
    #: The declarer tied that way (and a tie is not enough to win both ways).
    tied: bool
    #: The declarer had no qualifying low at all.
    no_low: bool = False               # no qualifying low at all


@dataclass(frozen=True)
class PotResult:
    """How one pot (``index`` 0 = the main pot) was split.

    >>> p = resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}, board="5c 8d Kh 9s 7c",
    ...             pot=10).pots[0]
    >>> p.index, p.amount, p.high_winners, p.low_winners, p.void
    (0, 10, ('ann',), ('bob',), False)
    """

    #: The pot's index (0 = the main pot).
    index: int
    #: The units in the pot.
    amount: int
    #: The players who could win it.
    eligible: tuple[Hashable, ...]
    #: Who won the high (or the whole pot high).
    high_winners: tuple[Hashable, ...]
    #: Who won the low (empty: no qualifying low).
    low_winners: tuple[Hashable, ...]
    #: How it was given away, part by part.
    awards: tuple[Award, ...]
    #: The both-way declarers who lost their claim in this pot.
    forfeits: tuple[Forfeit, ...] = ()
    #: Every declaration was void, so the pot was split equally.
    void: bool = False

    def __repr__(self) -> str:
        """One line: which pot, how much, who won it each way (its awards are ``awards``)."""
        return _short(f"<PotResult pot {self.index} of {self.amount}: high {self.high_winners!r}, "
                      f"low {self.low_winners!r}, {len(self.awards)} award(s)>")


@dataclass
class HiLoResult(TableResult):
    """The split: ``shares`` (every player -> units won); ``high_winners`` and ``low_winners``
    (everyone who won that way in some pot, in seat order; ``low_winners`` is empty when no low
    qualifies), and per pot ``high_winners_by_pot`` / ``low_winners_by_pot`` (pot index ->
    winners; ``pots[i].index`` says which pot each played one is, an empty pot is not played);
    each pot's awards with their reasons, the hand values (``highs``, ``lows``: ``None`` = no
    qualifying low) and ``text()``.

    >>> r = resolve("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=10)
    >>> r.shares, r.high_winners, r.low_winners, r.lows[1]
    ({0: 5, 1: 5}, (1,), (0,), None)
    """

    #: The game that was resolved.
    game: HiLoGame
    #: The players, in seat order.
    keys: tuple[Hashable, ...]
    #: The players were given by name (a mapping), not by seat.
    named: bool                                      # keys given by a mapping
    #: Every player's units won.
    shares: dict[Hashable, int]
    #: Each played pot's split, main pot first.
    pots: tuple[PotResult, ...]
    #: Each player's high value.
    highs: dict[Hashable, int]
    #: Each player's low value (``None``: no qualifying low).
    lows: dict[Hashable, Optional[int]]
    #: Each player's declaration in a declare game, else ``None``.
    declarations: Optional[dict[Hashable, str]] = None
    #: The order odd units go in, from the button (``()``: seat order).
    order: tuple[Hashable, ...] = field(default=())  # odd-unit order, from the button
    #: Each player's cards, hole and board.
    cards: dict[Hashable, tuple[int, ...]] = field(default_factory=dict)  # hole + board

    @property
    def high_winners(self) -> tuple[Hashable, ...]:
        """Everyone who won high in some pot (the main pot or a side pot), in seat order."""
        return self._overall(self.high_winners_by_pot)

    @property
    def low_winners(self) -> tuple[Hashable, ...]:
        """Everyone who won low in some pot, in seat order; empty when no low qualifies."""
        return self._overall(self.low_winners_by_pot)

    @property
    def high_winners_by_pot(self) -> dict[int, tuple[Hashable, ...]]:
        """Pot index (0 = the main pot) -> its high winners, for every pot played.

        >>> r = resolve("holdem8", ["Qh Qs", "2c 3d", "Kd Ks"], board="4h 5h 7s Jc Qd",
        ...             pot=30, side_pots=[(20, [1, 2])])
        >>> r.high_winners_by_pot, r.high_winners, r.low_winners
        ({0: (0,), 1: (2,)}, (0, 2), (1,))
        """
        return {p.index: p.high_winners for p in self.pots}

    @property
    def low_winners_by_pot(self) -> dict[int, tuple[Hashable, ...]]:
        """Pot index (0 = the main pot) -> its low winners, for every pot played."""
        return {p.index: p.low_winners for p in self.pots}

    def _overall(self, by_pot: Mapping[int, tuple[Hashable, ...]]) -> tuple[Hashable, ...]:
        won = {k for w in by_pot.values() for k in w}
        return tuple(k for k in self.keys if k in won)

    @property
    def awards(self) -> tuple[Award, ...]:
        """Every award of every pot, in order."""
        return tuple(a for p in self.pots for a in p.awards)

    @property
    def forfeits(self) -> tuple[Forfeit, ...]:
        """Every both-way declarer's forfeit, in every pot."""
        return tuple(f for p in self.pots for f in p.forfeits)

    def high_text(self, key: Hashable, lang: str = "en") -> str:
        """The high hand's name; in a wild-card game also what each wild card became.

        >>> r = resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}, board="5c 8d Kh 9s 7c",
        ...             pot=10)
        >>> r.high_text("ann")
        'Three of a Kind, Kings with Nine, Eight kickers'
        """
        if self.game.high != "high" and key in self.cards:
            from ..explanations.wild import explain_wild  # (the line hand_text says, and the wild cards)
            return explain_wild(self.cards[key], self.game.wild, self.game.high).text(lang)
        return hand_text(self.highs[key], lang)

    def low_text(self, key: Hashable, lang: str = "en") -> str:
        """The low hand's name, or that it has no qualifying low.

        >>> r = resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}, board="5c 8d Kh 9s 7c",
        ...             pot=10)
        >>> r.low_text("bob"), r.low_text("ann")
        ('Eight-Seven low (8-7-5-2-A)', 'no qualifying low')
        """
        v = self.lows[key]
        if v is not None and self.game.low_wild_rule in ("below-all", "duplicate"):
            return describe_low_wild(v, self.game.low, self.game.low_wild_rule, lang=lang)
        return describe_low(v, self.game.low, lang=lang)

    def name(self, key: Hashable, lang: str = "en", case: str = "nom") -> str:
        """How the text names a player: the mapping's key, or ``"Player 1"`` / ``"игрок 1"``
        (``case="gen"``: ``"игрока 1"``) for a list.

        >>> r = resolve("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=10)
        >>> r.name(0), r.name(1, "ru"), r.name(1, "ru", "gen")
        ('Player 1', 'игрок 2', 'игрока 2')
        """
        return _name(key, self.named, lang, case)

    def __str__(self) -> str:
        """The text, ``text()``: every award explained."""
        return self.text()

    def __repr__(self) -> str:
        """One line: the game, the shares and who won each way (at most 300 characters).

        >>> resolve("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=10)
        <HiLoResult holdem8: shares {0: 5, 1: 5}; high (1,), low (0,)>
        """
        return _short(f"<HiLoResult {self.game.name}: shares {self.shares!r}; high {self.high_winners!r}, "
                      f"low {self.low_winners!r}>")

    def _repr_html_(self) -> str:
        """Jupyter: a row per player (cards, high hand, low hand, units won; the winners
        marked) and every award explained."""
        from ..cards import cards_html
        from ..text import html
        words = HTML["en"]
        rows, marked = [], []
        for i, k in enumerate(self.keys):
            won = k in self.high_winners or k in self.low_winners
            if won:
                marked.append(i)
            ways = " ".join(w for w, ks in ((words["high"], self.high_winners),
                                            (words["low"], self.low_winners)) if k in ks)
            rows.append([html.esc(ways), html.esc(self.name(k)),
                         cards_html(self.cards[k]) if k in self.cards else "",
                         html.esc(self.high_text(k)), html.esc(self.low_text(k)),
                         f"{self.shares.get(k, 0):,}"])
        lines = "".join(f"<div>{html.esc(line)}</div>" for line in self.text().splitlines())
        return html.block(words["hilo_title"].format(game=self.game.name),
                          html.table(list(HTML_COLUMNS["en"]["hilo"]), rows, marked=marked, right=(5,)),
                          f'<div style="margin-top:4px">{lines}</div>')

    def text(self, lang: str = "en") -> str:
        """Every award explained, pot by pot (``lang="ru"`` for Russian).

        >>> r = resolve("holdem8", {"ann": "Ah 2h", "bob": "Kc Kd"}, board="3c 4d 9s Ks 8h", pot=10)
        >>> print(r.text().replace("; ", ";\\n"))
        Pot of 10: bob takes the high half, 5, with Three of a Kind, Kings with Nine, Eight kickers;
        ann takes the low half, 5, with an Eight-Four low (8-4-3-2-A).
        """
        return "\n".join(pot_text(self, p, check_lang(lang)) for p in self.pots)

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per player.

        >>> r = resolve("holdem8", {"ann": "Ah 2h", "bob": "Kc Kd"}, board="3c 4d 9s Ks 8h", pot=10)
        >>> print(r.to_csv().splitlines()[0])
        player,cards,high,low,won
        >>> print(r.to_csv().splitlines()[2])
        bob,Kc Kd 3c 4d 9s Ks 8h,"Three of a Kind, Kings with Nine, Eight kickers",no qualifying low,5
        """
        return ["player", "cards", "high", "low", "won"]

    def records(self) -> list[list[Any]]:
        """A row per player: name, cards (hole and board), high hand, low hand, units won.

        >>> resolve("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=10).records()[1][3:]
        ['no qualifying low', 5]
        """
        from ..cards import Cards
        return [[self.name(k), Cards(self.cards.get(k, ())), self.high_text(k), self.low_text(k),
                 self.shares.get(k, 0)] for k in self.keys]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``as_dict()``.

        >>> resolve("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=10).to_dict()["shares"]
        [[0, 5], [1, 5]]
        """
        return self.as_dict()

    def as_dict(self) -> dict[str, Any]:
        """Plain data (for JSON).

        >>> d = resolve("holdem8", {"ann": "Ah 2h", "bob": "Kc Kd"}, board="3c 4d 9s Ks 8h", pot=10).as_dict()
        >>> d["shares"], d["high_winners"], d["low_winners"]
        ([['ann', 5], ['bob', 5]], ['bob'], ['ann'])
        """
        def award(a: Award) -> dict[str, Any]:
            return {"part": a.part, "amount": a.amount, "shares": [[k, v] for k, v in a.shares.items()],
                    "reason": a.reason, "way": a.way, "value": a.value, "odd": list(a.odd)}
        return {
            "game": self.game.name,
            "shares": [[k, v] for k, v in self.shares.items()],
            "high_winners": list(self.high_winners), "low_winners": list(self.low_winners),
            "highs": [[k, v] for k, v in self.highs.items()],
            "lows": [[k, v] for k, v in self.lows.items()],
            "declarations": None if self.declarations is None else
            [[k, v] for k, v in self.declarations.items()],
            "pots": [{"index": p.index, "amount": p.amount, "eligible": list(p.eligible),
                      "high_winners": list(p.high_winners), "low_winners": list(p.low_winners),
                      "void": p.void, "awards": [award(a) for a in p.awards],
                      "forfeits": [{"key": f.key, "way": f.way, "against": list(f.against),
                                    "tied": f.tied, "no_low": f.no_low} for f in p.forfeits]}
                     for p in self.pots],
            "text": self.text(),
        }


def _name(key: Hashable, named: bool, lang: str, case: str = "nom") -> str:
    if named:
        return str(key)
    return player(int(key) + 1, lang, case)  # type: ignore[call-overload]


# --- resolving ----------------------------------------------------------------------------

def _game(game: Union[str, HiLoGame]) -> HiLoGame:
    if isinstance(game, HiLoGame):
        return game
    if isinstance(game, str) and game.strip().lower() == "declare":
        return GAMES["declare"]
    return GAMES[_registry_game(game, "hilo", error=HiLoError, also="'declare' or a HiLoGame").name]


def _seat_order(keys: tuple[Hashable, ...], button: Any) -> tuple[Hashable, ...]:
    """The players clockwise from the first seat after the button."""
    if all(isinstance(k, int) and not isinstance(k, bool) for k in keys):
        if isinstance(button, bool) or not isinstance(button, int):
            raise HiLoError(f"button {button!r}: give the button's seat number")
        seats = sorted(keys)  # type: ignore[type-var]
        after = [k for k in seats if k > button]  # type: ignore[operator]
        return tuple(after + [k for k in seats if k not in after])
    if button in keys:
        i = keys.index(button)
    elif isinstance(button, int) and not isinstance(button, bool) and 0 <= button < len(keys):
        i = button
    else:
        raise HiLoError(f"button {button!r} is neither a player nor a seat index 0..{len(keys) - 1}")
    return keys[i + 1:] + keys[:i + 1]


def _rater(game: HiLoGame) -> Callable[[Hashable, tuple[int, ...], tuple[int, ...]],
                                        tuple[int, Optional[int]]]:
    """``rate(key, hole, board) -> (high value, low value or None)`` for validated, distinct
    card ids: the plain games go straight to the C evaluators of handrank.h and low.h (one
    call per half: the best low, then the qualifier), wild-card games through ``evaluate`` and
    ``evaluate_low``. A value of 0 is cards no evaluator scores: ``_unscored`` raises."""
    sid = game.low_rules.scheme_id
    q = _low_qualifier(game.qualifier, sid)
    qmin = lib.hr_low_qualifier_min(sid, q)  # the C evaluators' threshold: the best low, then this
    lo, hi = game.hole
    want = f"{lo}" if lo == hi else f"{lo} to {hi}"

    def check(key: Hashable, hole: tuple[int, ...], board: tuple[int, ...]) -> None:
        if not lo <= len(hole) <= hi:
            raise HiLoError(f"{game.name}: the hand of {key} has {len(hole)} hole cards, "
                            f"the game deals {want}")
        if not game.omaha and not 5 <= len(hole) + len(board) <= 7:
            raise HiLoError(f"{game.name}: the hand of {key} is {len(hole) + len(board)} cards "
                            "with the board, a hand is 5 to 7")

    if game.omaha:
        def rate(key: Hashable, hole: tuple[int, ...], board: tuple[int, ...]) -> tuple[int, Optional[int]]:
            check(key, hole, board)
            h, b = bytes(hole), bytes(board)
            nh, nb = len(h), len(b)
            high, low = lib.hr_eval_omaha(h, nh, b, nb), lib.hr_low_omaha(h, nh, b, nb, sid, 0)
            if not high or not low:
                _unscored(game, key, hole, board)
            return high, low if low >= qmin else None
    elif game.high == "high" and not game.wild and game.low_wild_rule is None:
        def rate(key: Hashable, hole: tuple[int, ...], board: tuple[int, ...]) -> tuple[int, Optional[int]]:
            check(key, hole, board)
            c = bytes(hole + board)
            high, low = lib.hr_eval_ids(c, len(c)), lib.hr_low_ids(c, len(c), sid, 0)
            if not high or not low:
                _unscored(game, key, hole, board)
            return high, low if low >= qmin else None
    else:
        rule = None if game.high == "high" else game.high

        def rate(key: Hashable, hole: tuple[int, ...], board: tuple[int, ...]) -> tuple[int, Optional[int]]:
            check(key, hole, board)
            c = hole + board
            return (evaluate(c, wild=game.wild, wild_rule=rule),  # these raise on a bad hand
                    evaluate_low(c, game.low, qualifier=game.qualifier, wild=game.wild,
                                 wild_rule=game.low_wild_rule))
    return rate


def _unscored(game: HiLoGame, key: Hashable, hole: tuple[int, ...], board: tuple[int, ...]) -> None:
    """The guard under the game checks: an evaluator answers 0 only for cards it cannot score
    (never a hand value, nor "no qualifying low"), so no pot is ever awarded on it."""
    raise HiLoError(f"{game.name}: internal error: the evaluators could not score the hand of {key} "
                    f"({len(hole)} hole cards, {len(board)} on the board); no pot is awarded on it")


def _renumber_jokers(hole: tuple[int, ...], seen: set[int], key: Hashable) -> tuple[int, ...]:
    """A joker written ``Jk`` in two hands is the deck's two jokers; any other card dealt
    twice is an error."""
    out = []
    for c in hole:
        if c in seen and c in JOKERS and (JOKERS[0] if c == JOKERS[1] else JOKERS[1]) not in seen:
            c = JOKERS[0] if c == JOKERS[1] else JOKERS[1]
        if c in seen or c in out:
            raise HiLoError(f"card {card_str(c)} of {key} is dealt twice").worded(
                "card.dealt_twice", card=card_str(c), key=str(key))
        out.append(c)
    return tuple(out)


def _best(keys: Sequence[Hashable], values: Mapping[Hashable, Optional[int]]
          ) -> tuple[tuple[Hashable, ...], Optional[int]]:
    live = [k for k in keys if values[k] is not None]
    if not live:
        return (), None
    top = max(values[k] for k in live)  # type: ignore[type-var]
    return tuple(k for k in live if values[k] == top), top


def _give(pot: int, part: str, amount: int, winners: Sequence[Hashable], reason: str,
          order: Sequence[Hashable], unit: int, way: Optional[str] = None,
          value: Optional[int] = None) -> Award:
    shares = split_pot(amount, list(winners), unit=unit, order=order)
    odd: tuple[Hashable, ...] = ()
    if len(shares) > 1 and (amount // unit) % len(shares):
        low = min(shares.values())
        odd = tuple(k for k, v in shares.items() if v > low)
    return Award(pot, part, amount, shares, reason, way, value, odd)


def _halves(amount: int, unit: int) -> tuple[int, int]:
    units = amount // unit
    return (units - units // 2) * unit, units // 2 * unit  # the odd unit goes high


def _cards_speak(index: int, amount: int, eligible: tuple[Hashable, ...],
                 highs: Mapping[Hashable, Optional[int]], lows: Mapping[Hashable, Optional[int]],
                 order: Sequence[Hashable], unit: int) -> PotResult:
    hw, hv = _best(eligible, highs)
    lw, lv = _best(eligible, lows)
    if not lw:
        a = _give(index, "whole", amount, hw, "no_low", order, unit, HIGH, hv)
        return PotResult(index, amount, eligible, hw, (), (a,))
    hi_amt, lo_amt = _halves(amount, unit)
    awards = (_give(index, "high", hi_amt, hw, "best", order, unit, HIGH, hv),
              _give(index, "low", lo_amt, lw, "best", order, unit, LOW, lv))
    return PotResult(index, amount, eligible, hw, lw, awards)


def _forfeits(eligible: tuple[Hashable, ...], highs: Mapping[Hashable, Optional[int]],
              lows: Mapping[Hashable, Optional[int]], decl: Mapping[Hashable, str],
              hi_c: Sequence[Hashable], lo_c: Sequence[Hashable]) -> list[Forfeit]:
    """The both-way declarers who lose the pot: no low, or beaten or tied one way
    (``hi_c``, ``lo_c``: the players who declared high, low, with a low)."""
    forfeits = []
    for k in eligible:
        if decl[k] != BOTH:
            continue
        if lows[k] is None:
            forfeits.append(Forfeit(k, LOW, (), False, no_low=True))
            continue
        for way, rivals, vals in ((HIGH, hi_c, highs), (LOW, lo_c, lows)):
            mine = cast(int, vals[k])
            better = tuple(o for o in rivals if o != k and cast(int, vals[o]) >= mine)
            if better:
                tied = all(vals[o] == mine for o in better)
                forfeits.append(Forfeit(k, way, better, tied))
                break
    return forfeits


def _declared(index: int, amount: int, eligible: tuple[Hashable, ...],
              highs: Mapping[Hashable, Optional[int]], lows: Mapping[Hashable, Optional[int]],
              decl: Mapping[Hashable, str], order: Sequence[Hashable], unit: int) -> PotResult:
    hi_c = [k for k in eligible if decl[k] != LOW]
    lo_c = [k for k in eligible if decl[k] != HIGH and lows[k] is not None]
    forfeits = tuple(_forfeits(eligible, highs, lows, decl, hi_c, lo_c))
    out = {f.key for f in forfeits}
    hw, hv = _best([k for k in hi_c if k not in out], highs)
    lw, lv = _best([k for k in lo_c if k not in out], lows)
    if not hw and not lw:
        a = _give(index, "equal", amount, eligible, "void", order, unit)
        return PotResult(index, amount, eligible, (), (), (a,), forfeits, void=True)
    # "sole": the only player who declared that way (a both-way declarer who forfeited
    # still declared it: the others then win as the best remaining declarers)
    n_hi = sum(1 for k in eligible if decl[k] != LOW)
    n_lo = sum(1 for k in eligible if decl[k] != HIGH)
    if not lw or not hw:
        way, w, v, declared = (HIGH, hw, hv, n_hi) if hw else (LOW, lw, lv, n_lo)
        reason = "sole" if declared == 1 else "one_way"
        a = _give(index, "whole", amount, w, reason, order, unit, way, v)
        return PotResult(index, amount, eligible, hw, lw, (a,), forfeits)
    hi_amt, lo_amt = _halves(amount, unit)
    awards = (_give(index, "high", hi_amt, hw, "sole" if n_hi == 1 else "best", order, unit, HIGH, hv),
              _give(index, "low", lo_amt, lw, "sole" if n_lo == 1 else "best", order, unit, LOW, lv))
    return PotResult(index, amount, eligible, hw, lw, awards, forfeits)


def _pots(keys: tuple[Hashable, ...], pot: int, side_pots: Optional[Iterable[Any]], unit: int
          ) -> list[tuple[int, tuple[Hashable, ...]]]:
    out = []
    pots: list[tuple[Any, Iterable[Hashable]]] = [(pot, keys)]
    if side_pots is not None:
        try:
            pots += [pot_parts(p, i) for i, p in enumerate(_listed(side_pots, "side_pots"), 1)]
        except PotError as e:
            raise HiLoError.recast(e) from None
    for i, (amount, eligible) in enumerate(pots):
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise HiLoError(f"pot {i}: amount {amount!r} is not a whole number >= 0")
        if amount % unit:
            raise HiLoError(f"pot {i}: {amount} is not a whole number of units of {unit}")
        el = tuple(eligible)
        for k in el:
            if k not in keys:
                raise HiLoError(f"pot {i}: eligible player {k!r} is not in the hand")
        if not el and amount:
            raise HiLoError(f"pot {i}: nobody is eligible for {amount}")
        if len(set(el)) != len(el):
            raise HiLoError(f"pot {i}: a player is listed twice among the eligible")
        out.append((amount, tuple(k for k in keys if k in el)))
    return out


def resolve(game: Union[str, HiLoGame], hands: Union[Sequence[CardSpec], Mapping[Hashable, CardSpec]],
            *, board: CardSpec = (), pot: int, button: Any = 0,
            declarations: Optional[Mapping[Hashable, Any]] = None,
            side_pots: Optional[Iterable[Any]] = None, unit: int = 1) -> HiLoResult:
    """Split ``pot`` (and each of ``side_pots``: ``Pot`` or ``(amount, eligible keys)``)
    between the high and the low hands of ``hands`` (a list: keys ``0, 1, …`` in seat
    order; or a mapping ``key -> hole cards``; integer keys are seat numbers).

    ``game``: a split-pot game of ``handrank.registry`` by its name or an alias (``"holdem8"``,
    ``"omaha8"``, ``"omaha5_8"`` or ``"bigo"``, ``"omaha6_8"``, ``"stud8"``), ``"declare"`` or a
    ``HiLoGame``.
    ``button``: the button's seat (a key or seat number; for named players also an index
    into ``hands``); odd units go from the first seat after it. Amounts are whole multiples
    of ``unit``.

    >>> r = resolve("stud8", ["As 2d 3c 4h 9s Kd Kc", "Ah Ad 7s 6s 5c 4d 3d", "8h 7h 6h 5d 3s Jc Js"],
    ...             pot=9, declarations={0: "both", 1: "high", 2: "low"})
    >>> r.shares, r.forfeits[0].no_low   # the both-way declarer has no eight-or-better low
    ({0: 0, 1: 5, 2: 4}, True)
    """
    g = _game(game)
    named = isinstance(hands, Mapping)
    items = list(hands.items()) if isinstance(hands, Mapping) else list(enumerate(hands))
    if isinstance(hands, (str, bytes)) or not items:
        raise HiLoError("hands: give a list of hole-card specs or a mapping key -> hole cards")
    if isinstance(unit, bool) or not isinstance(unit, int) or unit <= 0:
        raise HiLoError(f"unit {unit!r} is not a positive whole number")
    keys = tuple(k for k, _ in items)
    order = _seat_order(keys, button)
    pots = _pots(keys, pot, side_pots, unit)
    decl: Optional[dict[Hashable, str]] = None
    if declarations is not None:
        for k in declarations:
            if k not in keys:
                raise HiLoError(f"declaration for {k!r}, who is not in the hand")
        missing = [k for k in keys if k not in declarations]
        if missing:
            who = f"player {missing[0]!r}" if named else _name(missing[0], named, "en")
            raise HiLoError(f"{who} has no declaration")
        decl = {}
        for k in keys:
            try:
                decl[k] = parse_declaration(declarations[k], k if named else NOBODY)
            except HiLoError as e:  # list keys are 0, 1, ...: say "Player 1" as the text does
                if named:
                    raise
                raise HiLoError.within(_name(k, named, 'en'), e) from None
    elif g.declare:
        raise HiLoError(f"game {g.name!r} is played with declarations: pass declarations=...")
    jokers = g.high != "high" or g.low_wild_rule is not None
    b = cards(board, allow_jokers=jokers)
    blo, bhi = g.board
    if not blo <= len(b) <= bhi:
        raise HiLoError(f"{g.name}: the board has {len(b)} cards, the game has {blo} to {bhi}")
    highs: dict[Hashable, int] = {}
    lows: dict[Hashable, Optional[int]] = {}
    held: dict[Hashable, tuple[int, ...]] = {}
    rate = _rater(g)
    seen = set(b)
    for k, spec in items:
        hole: tuple[int, ...] = cards(spec, allow_jokers=jokers)
        if not seen.isdisjoint(hole):
            hole = _renumber_jokers(hole, seen, _name(k, named, "en"))
        seen.update(hole)
        held[k] = hole + b
        highs[k], lows[k] = rate(_name(k, named, "en"), hole, b)
    shares = dict.fromkeys(keys, 0)
    results = []
    for i, (amount, eligible) in enumerate(pots):
        if not amount:
            continue
        if len(eligible) == 1:
            res = PotResult(i, amount, eligible, (), (), (_give(i, "equal", amount, eligible,
                                                                "uncontested", order, unit),))
        elif decl is None:
            res = _cards_speak(i, amount, eligible, highs, lows, order, unit)
        else:
            res = _declared(i, amount, eligible, highs, lows, decl, order, unit)
        for a in res.awards:
            for k, v in a.shares.items():
                shares[k] += v
        results.append(res)
    return HiLoResult(g, keys, named, shares, tuple(results), highs, lows, decl, order, held)

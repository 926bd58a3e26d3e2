"""The games handrank plays, each defined once: its name and the aliases it answers to, its deck,
hole and board cards, the rankings that decide its pot and how the pot splits, the range
notation its players write, and the operations it has — each named by the call that answers it.

Every call that takes ``game=`` (``evaluate``, ``compare``, ``showdown``, ``equity``,
``Range``, ``classify``, ``hand_strength``, ``hilo.resolve``, the command line's ``--game``, ...)
reads the game through ``game()``: any case, spaces, hyphens, underscores and apostrophes
ignored, an alias as good as the name. A name no game answers to is an ``UnknownGameError``
naming it and listing the games; a game the call cannot play is an ``UnsupportedGameError``
naming the game and the operations it has, each with the call that answers it.

>>> game("PLO").name, game("Big O").name, game("6+").name, game("Texas Hold'em").name
('omaha', 'omaha5_8', 'shortdeck', 'holdem')
>>> g = game("razz")
>>> g.deck, g.hole, g.board, g.low, g.qualifier, g.split
(52, 7, 0, 'a5', None, 'low')
>>> game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
handrank.registry.UnknownGameError: unknown game 'chess': the games are holdem, shortdeck, ...
>>> game("badugi", "range")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
handrank.registry.UnsupportedGameError: range: badugi has no range here; badugi has, with game='badugi': ...

A module that answers for a game names its error class: ``game(name, "equity",
error=EquityError)`` raises an error that is both an ``EquityError`` and the registry's
``UnknownGameError`` (or ``UnsupportedGameError``), so ``except EquityError`` and ``except
GameError`` both catch it.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable, Optional

from .errors import HandrankError

__all__ = ["GAMES", "OPERATIONS", "Game", "GameError", "GameValue", "UnknownGameError",
           "UnsupportedGameError", "adopt", "engine", "game", "game_of", "games", "games_table", "provide",
           "same_cards", "same_scale"]


class GameError(HandrankError):
    """A game the call cannot play: unknown, or without this operation (a ``ValueError``).

    >>> isinstance(GameError("x"), ValueError)
    True
    """


class UnknownGameError(GameError):
    """A name no game answers to: the message quotes it and lists the games (and the closest
    names, when one is close).

    >>> game("omaha7")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.registry.UnknownGameError: unknown game 'omaha7' (did you mean 'omaha', ...?): the games are ...
    """


class UnsupportedGameError(GameError):
    """A known game without the operation asked for: the message names the game, the
    operation, and the operations the game has with the call that answers each.

    >>> game("stud", "range")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.registry.UnsupportedGameError: range: stud has no range ...
    """


class GameValue(int):
    """A hand value on a game's own scale (short deck's ``1..1404``, a low scheme's, ...), which
    says which game it is of: ``describe(value)`` then reads it on that scale without
    ``game=``, and a call of another game refuses it. An ``int`` in every other way.

    >>> v = GameValue(1129, "shortdeck")
    >>> v, v.game, v + 1, isinstance(v, int)
    (1129, 'shortdeck', 1130, True)
    """

    #: The game whose scale the value is on (its name in the registry).
    game: str

    def __new__(cls, value: int, game: str) -> GameValue:
        obj = super().__new__(cls, value)
        obj.game = game
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (GameValue, (int(self), self.game))

    def __repr__(self) -> str:
        return int.__repr__(self)


#: The operations, each with the call that answers it for a game whose entry names no call of
#: its own (the generic call, which takes ``game=``).
OPERATIONS: Mapping[str, str] = MappingProxyType({
    "evaluate": "evaluate(hand, board, game=...)",
    "best_five": "best_five(hand, board, game=...)",
    "describe": "describe(value, game=...)",
    "explain": "explain(hand, board, game=...)",
    "compare": "compare(a, b, board, game=...)",
    "showdown": "showdown(board, hands, game=...)",
    "batch": "evaluate_batch(hands, game=...)",
    "equity": "equity(players, board, game=...)",
    "histogram": "equity(players, board, game=..., histogram=True)",
    "range": "Range(text, game=...)",
    "breakdown": "Range(text, game=...).breakdown(board)",
    "classify": "classify(hole, board, game=...)",
    "outs": "outs(hole, board, game=...)",
    "hand_strength": "hand_strength(hole, board, game=...)",
    "equity_distribution": "equity_distribution(range, others, board, game=...)",
    "hilo": "hilo.resolve(game, hands, board=..., pot=...)",
    "percentile": "percentile(hand)",
    "equity_table": "equity_table(rows, cols, game=...)",
})

GENERIC = ""  # an operation answered by the generic call (OPERATIONS), with game=


@dataclass(frozen=True)
class Game:
    """One game: everything the package needs to know to play it.

    >>> g = game("omaha8")
    >>> g.name, g.family, g.deck, g.hole, g.board, g.uses, g.high, g.low, g.qualifier, g.split
    ('omaha8', 'omaha', 52, 4, 5, 2, 'standard', 'a5', 8, 'hi-lo')
    >>> g.call("showdown"), g.call("describe")
    ("showdown(board, hands, game='omaha8')", "describe(value) and describe_low(value, 'a5')")
    """

    #: The canonical name (what results and JSON say).
    name: str
    #: Other names the game answers to (any case; spaces, hyphens, underscores ignored).
    aliases: tuple[str, ...]
    #: ``"holdem"``, ``"omaha"``, ``"stud"``, ``"draw"`` (no board, no card seen) or ``"russian"``.
    family: str
    #: Cards in the deck: 52, or 36 (six to ace) for short deck.
    deck: int
    #: Cards each player holds at the showdown: hole cards in the board games, all seven in stud.
    hole: int
    #: Community cards at the showdown (0: none).
    board: int
    #: Hole cards that must play (Omaha: exactly 2, with exactly 3 of the board); ``None``: any.
    uses: Optional[int]
    #: The high ranking: ``"standard"``, ``"shortdeck"`` (a flush beats a full house),
    #: ``"shortdeck-triton"`` (and three of a kind a straight), ``"russian"``; ``None``: no high.
    high: Optional[str]
    #: The low ranking: ``"a5"``, ``"27"``, ``"a6"``, ``"badugi"``; ``None``: no low.
    low: Optional[str]
    #: The highest card a low may hold to qualify (8: eight or better); ``None``: any low.
    qualifier: Optional[int]
    #: How the pot goes: ``"high"`` (the best high hand), ``"low"`` (the best low hand),
    #: ``"hi-lo"`` (half to each; no qualifying low: all to the high), ``"dealer"`` (each
    #: player against the dealer, by the paytable).
    split: str
    #: The range notation its players write: ``"holdem"`` (``QQ+, AKs``), ``"omaha"``
    #: (``AAxx``, ``KKQQds``); ``None``: no ranges (players are cards).
    ranges: Optional[str]
    #: Operation -> the call that answers it (``""``: the generic call of ``OPERATIONS``).
    operations: Mapping[str, str] = field(repr=False)
    #: The engines' numbers of the game (``"equity"``: the equity kernels' game code, ``"stud"``
    #: the stud and single-draw kernels' (``csrc/include/hr_stud.h``), ``"ranking"`` the
    #: short-deck ranking).
    codes: Mapping[str, int] = field(default_factory=dict, repr=False)

    def has(self, operation: str) -> bool:
        """Whether the game has the operation (by any call).

        >>> game("badugi").has("showdown"), game("badugi").has("range")
        (True, False)
        """
        return operation in self.operations

    def generic(self, operation: str) -> bool:
        """Whether the generic call (``OPERATIONS``) answers the operation for this game.

        >>> game("russian").generic("showdown"), game("razz").generic("showdown")
        (False, True)
        """
        return self.operations.get(operation) == GENERIC

    def call(self, operation: str) -> str:
        """The call that answers the operation for this game (``""`` when it has none).

        >>> game("razz").call("explain")
        "explain(hand, board, game='razz')"
        """
        how = self.operations.get(operation)
        if how is None:
            return ""
        if how == GENERIC:
            return OPERATIONS[operation].replace("game=...", f"game={self.name!r}")
        return how.replace("{game}", repr(self.name))

    @property
    def hi_lo(self) -> bool:
        """The pot splits between the best high and the best low hand.

        >>> game("stud8").hi_lo, game("razz").hi_lo
        (True, False)
        """
        return self.split == "hi-lo"

    def __str__(self) -> str:
        return self.name


def _g(name: str, aliases: tuple[str, ...], *, family: str, deck: int = 52, hole: int, board: int,
       uses: Optional[int] = None, high: Optional[str] = None, low: Optional[str] = None,
       qualifier: Optional[int] = None, split: str, ranges: Optional[str] = None, operations: dict[str, str],
       codes: Optional[dict[str, int]] = None) -> Game:
    unknown = set(operations) - set(OPERATIONS)
    if unknown:  # pragma: no cover - a typo in the table below
        raise AssertionError(f"{name}: unknown operations {sorted(unknown)}")
    return Game(name, aliases, family, deck, hole, board, uses, high, low, qualifier, split, ranges,
                MappingProxyType(dict(operations)), MappingProxyType(dict(codes or {})))


def _ops(*names: str, **calls: str) -> dict[str, str]:
    """Operations answered by the generic call (``names``) and by a call of their own (``calls``)."""
    return {**dict.fromkeys(names, GENERIC), **calls}


_BOARD_HIGH = ("evaluate", "best_five", "describe", "explain", "compare", "showdown", "equity", "histogram",
               "range", "breakdown", "classify", "outs", "hand_strength", "equity_distribution",
               "equity_table")
_HILO_BOARD = ("compare", "showdown", "equity", "histogram", "range", "equity_distribution", "equity_table",
               "hilo")
_HIGH_LOW = dict(  # hold'em and stud hi-lo: a high value and a low value a hand
    evaluate="evaluate(hand) and evaluate_low(hand, 'a5', qualifier=8)",
    best_five="best_five(hand) and best_five_low(hand, 'a5')",
    describe="describe(value) and describe_low(value, 'a5')",
    explain="explain(hand) and explain(hand, low='a5', qualifier=8)",
    batch="evaluate_batch(hands) and evaluate_low_batch(hands, 'a5', qualifier=8)")
_OMAHA_HIGH_LOW = dict(
    evaluate="evaluate_omaha(hole, board) and evaluate_omaha_low(hole, board, 'a5', qualifier=8)",
    best_five="best_five(hole, board, game='omaha') and best_five_omaha_low(hole, board, 'a5')",
    describe="describe(value) and describe_low(value, 'a5')",
    explain="explain(hole, board, omaha=True) and explain(hole, board, omaha=True, low='a5', qualifier=8)")
_LOW = ("evaluate", "best_five", "describe", "explain", "compare", "showdown")

# The games, in the order the documentation lists them.
_TABLE = (
    _g("holdem", ("texas hold'em", "nlhe", "lhe", "texas"),
       family="holdem", hole=2, board=5, high="standard", split="high", ranges="holdem",
       operations=_ops(*_BOARD_HIGH, "batch", "percentile"), codes={"equity": 0}),
    _g("shortdeck", ("6plus", "6+", "six plus", "short deck hold'em", "6+ hold'em"),
       family="holdem", deck=36, hole=2, board=5, high="shortdeck", split="high", ranges="holdem",
       operations=_ops(*_BOARD_HIGH, "batch"), codes={"equity": 4, "ranking": 0}),
    _g("shortdeck-triton", ("triton", "6plus triton", "6+ triton"),
       family="holdem", deck=36, hole=2, board=5, high="shortdeck-triton", split="high", ranges="holdem",
       operations=_ops(*_BOARD_HIGH, "batch"), codes={"equity": 5, "ranking": 1}),
    _g("omaha", ("plo", "plo4", "omaha4", "pot limit omaha", "omaha high", "omaha hi"),
       family="omaha", hole=4, board=5, uses=2, high="standard", split="high", ranges="omaha",
       operations=_ops(*_BOARD_HIGH), codes={"equity": 1}),
    _g("omaha5", ("plo5", "5 card omaha", "five card omaha", "5 card plo"),
       family="omaha", hole=5, board=5, uses=2, high="standard", split="high", ranges="omaha",
       operations=_ops(*_BOARD_HIGH), codes={"equity": 1}),
    _g("omaha6", ("plo6", "6 card omaha", "six card omaha", "6 card plo"),
       family="omaha", hole=6, board=5, uses=2, high="standard", split="high", ranges="omaha",
       operations=_ops(*_BOARD_HIGH), codes={"equity": 1}),
    _g("holdem8", ("hold'em hi-lo", "texas hi-lo"),
       family="holdem", hole=2, board=5, high="standard", low="a5", qualifier=8, split="hi-lo",
       ranges="holdem", operations=_ops(*_HILO_BOARD, **_HIGH_LOW), codes={"equity": 2}),
    _g("omaha8", ("o8", "plo8", "omaha hi-lo", "omaha eight or better", "plo hi-lo"),
       family="omaha", hole=4, board=5, uses=2, high="standard", low="a5", qualifier=8, split="hi-lo",
       ranges="omaha", operations=_ops(*_HILO_BOARD, **_OMAHA_HIGH_LOW), codes={"equity": 3}),
    _g("omaha5_8", ("big o", "plo5 hi-lo", "omaha5 hi-lo", "plo5_8", "5 card omaha hi-lo"),
       family="omaha", hole=5, board=5, uses=2, high="standard", low="a5", qualifier=8, split="hi-lo",
       ranges="omaha", operations=_ops(*_HILO_BOARD, **_OMAHA_HIGH_LOW), codes={"equity": 3}),
    _g("omaha6_8", ("plo6 hi-lo", "omaha6 hi-lo", "plo6_8", "6 card omaha hi-lo"),
       family="omaha", hole=6, board=5, uses=2, high="standard", low="a5", qualifier=8, split="hi-lo",
       ranges="omaha", operations=_ops(*_HILO_BOARD, **_OMAHA_HIGH_LOW), codes={"equity": 3}),
    _g("stud", ("seven card stud", "7 card stud", "7stud", "stud high", "stud hi"),
       family="stud", hole=7, board=0, high="standard", split="high",
       operations=_ops(*_LOW, "batch", "equity", "histogram"), codes={"stud": 0}),
    _g("stud8", ("stud hi-lo", "seven card stud hi-lo", "7 card stud hi-lo", "7stud8",
                 "stud eight or better"),
       family="stud", hole=7, board=0, high="standard", low="a5", qualifier=8, split="hi-lo",
       operations=_ops("compare", "showdown", "equity", "histogram", "hilo", **_HIGH_LOW), codes={"stud": 1}),
    _g("razz", ("seven card razz", "7 card razz", "stud low"),
       family="stud", hole=7, board=0, low="a5", split="low",
       operations=_ops(*_LOW, "equity", batch="evaluate_low_batch(hands, 'a5')"), codes={"stud": 2}),
    _g("badugi", (),
       family="draw", hole=4, board=0, low="badugi", split="low",
       operations=_ops(*_LOW, "equity"), codes={"stud": 6}),
    _g("lowball_a5", ("a5", "a5 lowball", "ace to five", "ace to five lowball", "california lowball",
                      "a5 draw"),
       family="draw", hole=5, board=0, low="a5", split="low",
       operations=_ops(*_LOW, "equity", batch="evaluate_low_batch(hands, 'a5')"),
       codes={"stud": 3}),
    _g("lowball_27", ("27", "27 lowball", "deuce to seven", "deuce to seven lowball", "kansas city lowball",
                      "27 single draw", "27 triple draw", "27td"),
       family="draw", hole=5, board=0, low="27", split="low",
       operations=_ops(*_LOW, "equity", batch="evaluate_low_batch(hands, '27')"),
       codes={"stud": 4}),
    _g("lowball_a6", ("a6", "a6 lowball", "ace to six", "ace to six lowball", "london lowball"),
       family="draw", hole=5, board=0, low="a6", split="low",
       operations=_ops(*_LOW, "equity", batch="evaluate_low_batch(hands, 'a6')"),
       codes={"stud": 5}),
    _g("russian", ("russian poker",),
       family="russian", hole=5, board=0, high="russian", split="dealer",
       operations=_ops("evaluate", "describe", "compare", showdown="russian.settle(player, dealer)")),
)

#: Every game by its canonical name, in the documentation's order.
GAMES: Mapping[str, Game] = MappingProxyType({g.name: g for g in _TABLE})


def _key(name: str) -> str:
    """A name as the lookup reads it: case folded, compatibility characters plain, and spaces,
    hyphens, underscores, apostrophes, dots and slashes dropped.

    >>> _key("Texas Hold'em"), _key("PLO-5"), _key("omaha/8"), _key("Ｂｉｇ Ｏ")
    ('texasholdem', 'plo5', 'omaha8', 'bigo')
    """
    plain = unicodedata.normalize("NFKC", name).casefold()
    return "".join(ch for ch in plain if not ch.isspace() and ch not in "-_'’`./")


def _index() -> dict[str, Game]:
    out: dict[str, Game] = {}
    for g in _TABLE:
        for n in (g.name, *g.aliases):
            k = _key(n)
            if out.get(k, g) is not g:  # pragma: no cover - two games answering to one name
                raise AssertionError(f"{n!r} names both {out[k].name} and {g.name}")
            out[k] = g
    return out


_BY_KEY = _index()


def games(operation: Optional[str] = None) -> tuple[str, ...]:
    """The canonical names of the games, or of those that have ``operation`` by its generic call.

    >>> games("hilo")
    ('holdem8', 'omaha8', 'omaha5_8', 'omaha6_8', 'stud8')
    >>> len(games())
    18
    """
    return tuple(g.name for g in _TABLE if operation is None or g.generic(operation))


_COMBINED: dict[tuple[type, type], type] = {}


def _error(kind: type[GameError], error: Optional[type[Exception]], message: str) -> Exception:
    """``kind(message)``, or an error that is both the caller's ``error`` class and ``kind``."""
    if error is None or issubclass(error, kind):
        return (error or kind)(message)
    cls = _COMBINED.get((error, kind))
    if cls is None:
        def reduce(self: Exception) -> tuple[Any, ...]:  # pickled as the two classes, the message, its parts
            return (_rebuilt, (error, kind, str(self)), self.__dict__)
        cls = type(error.__name__, (error, kind), {"__module__": error.__module__,
                                                     "__qualname__": error.__qualname__,
                                                     "__doc__": error.__doc__, "__reduce__": reduce})
        _COMBINED[error, kind] = cls
    made: Exception = cls(message)
    return made


def _rebuilt(error: type[Exception], kind: type[GameError], message: str) -> Exception:
    """An error of both classes again, unpickled (in another process, say)."""
    return _error(kind, error, message)


def _names(items: tuple[str, ...]) -> str:
    return ", ".join(items)


def game(name: Any, operation: Optional[str] = None, *, error: Optional[type[Exception]] = None,
         what: Optional[str] = None, also: str = "") -> Game:
    """The game ``name`` answers to (a name, an alias, or a ``Game``). With ``operation``, the
    game must have it by its generic call (``OPERATIONS``): else an ``UnsupportedGameError``
    naming the game and the operations it has, each with its call. ``error``: the caller's
    error class, which the error raised also is; ``what``: how the message names the call
    (default: the operation); ``also``: what else the call takes, added to the list of games
    an unknown name is told.

    >>> game("NLHE").name, game("omaha 5-8").name, game(game("razz")).name
    ('holdem', 'omaha5_8', 'razz')
    >>> game("omaha8", "describe")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.registry.UnsupportedGameError: describe: omaha8 answers it another way; use describe(value) ...
    """
    if isinstance(name, Game):
        g = name
    else:
        g = _BY_KEY.get(_key(name)) if isinstance(name, str) else None  # type: ignore[assignment]
        if g is None:
            message = _unknown(name, operation) + (f", {also}" if also else "")
            raise _worded(_error(UnknownGameError, error, message),
                          "game.unknown", name=name if isinstance(name, str) else repr(name),
                          near=_near(name), operation=operation, games=games(operation), also=also)
    if operation is not None and not g.generic(operation):
        raise _worded(_error(UnsupportedGameError, error, _unsupported(g, operation, what or operation)),
                      "game.unsupported", game=g.name, operation=operation, call=what or operation)
    return g


def _worded(e: Exception, what: str, /, **parts: Any) -> Exception:
    """``e`` (a ``GameError``), saying which refusal it is and the parts of its message."""
    return e.worded(what, **parts) if isinstance(e, GameError) else e


def _near(name: Any) -> list[str]:
    """The games whose names are close to ``name`` (a misspelling's suggestions)."""
    if not isinstance(name, str):
        return []
    near = difflib.get_close_matches(_key(name), list(_BY_KEY), n=3, cutoff=0.7)
    return list(dict.fromkeys(_BY_KEY[k].name for k in near))


def _unknown(name: Any, operation: Optional[str]) -> str:
    shown = repr(name) if isinstance(name, str) else f"{name!r} (a {type(name).__name__}, not a name)"
    if len(shown) > 80:
        shown = shown[:77] + "..."
    near_games = _near(name)
    hint = f" (did you mean {', '.join(map(repr, near_games))}?)" if near_games else ""
    if operation is None:
        return f"unknown game {shown}{hint}: the games are {_names(games())}"
    return f"unknown game {shown}{hint}: {operation} plays {_names(games(operation))}"


def _unsupported(g: Game, operation: str, what: str) -> str:
    how = g.operations.get(operation)
    if how:  # the game has it, by a call of its own
        return f"{what}: {g.name} answers it another way; use {g.call(operation)}"
    return f"{what}: {g.name} has no {operation} here; {_has(g)}"


def _has(g: Game) -> str:
    """What a game has, as a refusal lists it: the operations of the generic calls, then those
    of calls of its own.

    >>> _has(game("russian"))  # doctest: +ELLIPSIS
    "russian has, with game='russian': evaluate, describe, compare; and, by calls of its own: showdown ..."
    """
    generic = [op for op in g.operations if g.generic(op)]
    own = [f"{op} ({g.call(op)})" for op in g.operations if not g.generic(op)]
    parts = [f"with game={g.name!r}: {', '.join(generic)}"] if generic else []
    parts += [f"by calls of its own: {', '.join(own)}"] if own else []
    return f"{g.name} has, " + "; and, ".join(parts)


def game_of(value: Any) -> Optional[str]:
    """The game a value carries (a ``Range``, an explanation, a value of ``evaluate(...,
    game=...)``: anything with a ``game`` attribute naming one), else ``None``.

    >>> class V(int):
    ...     game = "shortdeck"
    >>> game_of(V(1129)), game_of(1129)
    ('shortdeck', None)
    """
    g = getattr(value, "game", None)
    if isinstance(g, Game):
        return g.name
    return g if isinstance(g, str) and _key(g) in _BY_KEY else None


def same_cards(a: Game, b: Game) -> bool:
    """Whether a hand or range of game ``a`` is one of game ``b``: the same deck, hole cards and
    range notation (an Omaha range is an Omaha hi-lo range; a Hold'em range is no short-deck one).

    >>> same_cards(game("omaha"), game("omaha8")), same_cards(game("holdem"), game("shortdeck"))
    (True, False)
    """
    return (a.deck, a.hole, a.ranges) == (b.deck, b.hole, b.ranges)


def same_scale(a: Game, b: Game) -> bool:
    """Whether a value of game ``a`` is a value of game ``b``: the same rankings (razz's low is
    ace-to-five lowball's; short deck's scale is not the Triton rules').

    >>> same_scale(game("razz"), game("lowball_a5")), same_scale(game("shortdeck"), game("triton"))
    (True, False)
    """
    return (a.high, a.low) == (b.high, b.low)


def adopt(asked: Any, values: Any, operation: str, *, error: Optional[type[Exception]] = None,
          default: str = "holdem", same: Any = same_cards) -> Game:
    """The game of a call given ``game=asked`` (``None``: not given) and values that may carry
    a game of their own (``game_of``): not given, the values' game is adopted (they must agree);
    given, every value's game must hold the same cards (``same``: ``same_cards``; for values of
    a scale ``same_scale``), else the call refuses naming both games. A value that carries no
    game is read as the call's game.

    >>> class R:
    ...     game = "shortdeck"
    >>> adopt(None, [R(), "KhKd"], "equity").name, adopt(None, ["KhKd"], "equity").name
    ('shortdeck', 'holdem')
    >>> adopt("holdem", [R()], "equity")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.registry.UnsupportedGameError: equity: a value of shortdeck (36 cards, 2 a hand) given to a ...
    """
    carried = [(v, game(n)) for v in values for n in [game_of(v)] if n is not None]
    if asked is None:
        kinds = list(dict.fromkeys(g.name for _, g in carried))
        if len(kinds) > 1:
            message = f"{operation}: values of different games ({', '.join(kinds)}): say game=..."
            raise _worded(_error(UnsupportedGameError, error, message),
                          "game.mixed", operation=operation, games=kinds)
        g = game(kinds[0] if kinds else default, operation, error=error)
        return g
    g = game(asked, operation, error=error)
    for _, h in carried:
        if not same(h, g):
            what = (f" ({h.deck} cards, {h.hole} a hand)", f" ({g.deck} cards, {g.hole} a hand)") \
                if same is same_cards else ("", "")
            message = (f"{operation}: a value of {h.name}{what[0]} given to a game={g.name!r} call"
                       f"{what[1]}: make it for {g.name}, or leave game= out to read it as {h.name}")
            raise _worded(_error(UnsupportedGameError, error, message),
                          "game.other_cards" if same is same_cards else "game.other_scale",
                          operation=operation, carried=h.name, game=g.name, carried_deck=h.deck,
                          carried_hole=h.hole, deck=g.deck, hole=g.hole)
    return g


def games_table() -> str:
    """The games as Markdown (the documentation's tables, ``docs/guide/games.md``): one table of
    what each game is (aliases, deck, hole and board cards, the rankings, how the pot goes, the
    range notation), one of its operations: those the generic ``game=`` call answers, and
    those answered by a call of the game's own.

    >>> print(games_table().splitlines()[2])  # doctest: +ELLIPSIS
    | `holdem` | texas hold'em, nlhe, ... | 52 | 2 | 5 | any | standard | — | — | high | holdem |
    """
    head = ("game", "aliases", "deck", "hole", "board", "hole cards that play", "high", "low", "qualifier",
            "pot", "ranges")
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for g in _TABLE:
        cells = (f"`{g.name}`", ", ".join(g.aliases) or "—", str(g.deck), str(g.hole), str(g.board),
                 "any" if g.uses is None else f"exactly {g.uses}", g.high or "—", g.low or "—",
                 "—" if g.qualifier is None else f"{g.qualifier} or better", g.split, g.ranges or "—")
        rows.append("| " + " | ".join(cells) + " |")
    rows += ["", "| game | with `game=` | by a call of its own |", "|---|---|---|"]
    for g in _TABLE:
        own = "; ".join(f"{op}: `{g.call(op)}`" for op, how in g.operations.items() if how)
        rows.append(f"| `{g.name}` | {', '.join(op for op in g.operations if g.generic(op)) or '—'} | "
                    f"{own or '—'} |")
    return "\n".join(rows)


# The rules engines of the layers above (a game's own module) that a generic call of a layer
# below hands a game to: ``showdown(..., game="omaha8")`` is ``hilo.resolve``'s split. The
# package provides them (``handrank/__init__.py``, which sees every layer); a generic call asks
# for one by name and never imports the game's module itself.
_ENGINES: dict[str, Callable[..., Any]] = {}


def provide(name: str, call: Callable[..., Any]) -> None:
    """Name the call that answers for an engine of a layer above (``"hilo.resolve"``).

    >>> engine("hilo.resolve").__name__
    'resolve'
    """
    _ENGINES[name] = call


def engine(name: str) -> Callable[..., Any]:
    """The call provided for an engine (``provide``); an ``AssertionError`` if none is (the
    package provides every one the generic calls ask for).

    >>> engine("hilo.resolve")("holdem8", ["Ah 2h", "Kc Kd"], board="3c 4d 9s Ks 8h", pot=4).shares
    {0: 2, 1: 2}
    """
    call = _ENGINES.get(name)
    if call is None:  # pragma: no cover - handrank/__init__.py provides them all
        raise AssertionError(f"no engine {name!r} provided")
    return call

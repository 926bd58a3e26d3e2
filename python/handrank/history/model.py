"""One model of a hand, whatever site or format logged it: a ``Hand``, its seats (``Seat``), its
actions (``Action``) and what the site said each player won (``Collect``).

Money is exact: every amount is an ``int`` count of the hand's smallest unit, ``10 ** -decimals``
of its currency (``decimals=2``: cents of a cash game's dollars; ``decimals=0``: tournament or
play chips). No amount is ever a float; ``money(amount, decimals)`` writes one back as the site
wrote it.

The seats are in the order the PHH standard numbers its players: the first seat after the
button first (the small blind), the button last; heads-up the big blind first and the button,
who posts the small blind, second. Every per-seat tuple (``holes``) and every ``Action.seat``
indexes them.

>>> hand = Hand(game="holdem", limit="no", seats=(Seat("ann", 200, 1), Seat("bob", 200, 2)),
...             actions=(Action(0, 1, "blind", 1, 1, False), Action(0, 0, "blind", 2, 2, False),
...                      Action(0, 1, "fold", 0, 1, False)))
>>> hand.contributions(), hand.names
((2, 1), ('ann', 'bob'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Optional

from ..cards import RANKS, SUITS
from ..errors import HandrankError

__all__ = [
    "FORCED",
    "STREETS",
    "Action",
    "Collect",
    "Hand",
    "HandError",
    "HistoryError",
    "Seat",
    "Source",
    "board_count",
    "check_cards",
    "lazy_hand",
    "parse_cards",
    "write_cards",
    "money",
    "parse_money",
]

#: The betting rounds of a board game, by ``Action.street``.
STREETS = ("preflop", "flop", "turn", "river")
#: The board's size on each street.
_BOARD_AT = (0, 3, 4, 5)
#: The forced bets: put in before any card (``blind`` and ``straddle`` count toward the street's
#: bet; ``ante`` and ``dead`` are dead money, in the main pot).
FORCED = frozenset(("ante", "blind", "straddle", "dead"))

_CARD_IDS = {r + s: 4 * i + j for i, r in enumerate(RANKS) for j, s in enumerate(SUITS)}
_CARD_NAMES = {v: k for k, v in _CARD_IDS.items()}
_CARD_IDS.update({"10" + k[1]: v for k, v in list(_CARD_IDS.items()) if k[0] == "T"})


class HistoryError(HandrankError):
    """Bad hand-history input: a hand, a field or an option that cannot be read, and why.

    >>> parse_cards("Ah Zz")
    Traceback (most recent call last):
    ...
    handrank.history.model.HistoryError: 'Zz' is not a card (a rank of 23456789TJQKA and a suit of cdhs)
    """


class HandError(HistoryError):
    """One hand that cannot be read: the file, the line of the hand where reading stopped, and why.

    A reader reports it and goes on with the next hand (``Reader.errors``), or raises it with
    ``strict=True``.

    >>> e = HandError("why it is refused", "hands.txt", 12)
    >>> str(e), e.file, e.line, e.why
    ('hands.txt, line 12: why it is refused', 'hands.txt', 12, 'why it is refused')
    """

    def __init__(self, why: str, file: str = "", line: int = 0) -> None:
        self.why, self.file, self.line = why, file, line
        super().__init__(f"{file or '<text>'}, line {line}: {why}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (HandError, (self.why, self.file, self.line))


@dataclass
class Seat:
    """A player dealt into the hand: his ``name``, his ``stack`` at the start of the hand (in the
    hand's units) and his ``seat`` number at the table (1-based).

    >>> Seat("ann", 1500, 3)
    Seat(name='ann', stack=1500, seat=3)
    """

    __slots__ = ("name", "stack", "seat")
    #: The player's name as the site wrote it (PHH without names: ``p1``, ``p2``, ...).
    name: str
    #: Chips at the start of the hand, in the hand's units.
    stack: int
    #: The seat number at the table (1-based).
    seat: int


@dataclass
class Action:
    """One thing a player did: on ``street`` (0 preflop, 1 flop, 2 turn, 3 river) the player of
    ``seat`` (an index into ``Hand.seats``) did ``kind`` — ``ante``, ``blind``, ``straddle``,
    ``dead`` (a dead post), ``fold``, ``check``, ``call``, ``bet``, ``raise``, ``show`` or
    ``muck`` — putting ``amount`` chips in, which makes ``to`` his total on the street; ``all_in``
    when it left him no chip.

    >>> Action(1, 0, "raise", 300, 400, False).kind
    'raise'
    """

    __slots__ = ("street", "seat", "kind", "amount", "to", "all_in")
    #: The betting round: 0 preflop, 1 flop, 2 turn, 3 river.
    street: int
    #: The player: an index into ``Hand.seats``.
    seat: int
    #: What he did.
    kind: str
    #: Chips put in by this action (0 for a fold, a check, a show or a muck).
    amount: int
    #: His chips on this street after it (a raise's "to"; the same as before for a dead post).
    to: int
    #: The action left him no chip behind.
    all_in: bool


@dataclass
class Collect:
    """What the site said a player won: ``amount`` to the player of ``seat`` from ``pot`` (0 the
    main pot, 1.. the side pots, -1 when the site did not say which) on ``run`` (0, or 1 for the
    second run of a hand run twice).

    >>> Collect(0, 310, -1, 0).amount
    310
    """

    __slots__ = ("seat", "amount", "pot", "run")
    #: The player: an index into ``Hand.seats``.
    seat: int
    #: The amount, after rake, in the hand's units.
    amount: int
    #: 0 the main pot, 1.. the side pots, -1 not said.
    pot: int
    #: The run of the board it was won on (0, or 1 for the second run).
    run: int


@dataclass
class Source:
    """Where a hand was read: the ``file`` (``""`` for a text stream, ``archive.zip/member``
    inside a zip) and the ``line`` its text starts on.

    >>> Source("hands.txt", 41)
    Source(file='hands.txt', line=41)
    """

    __slots__ = ("file", "line")
    #: The file, or ``archive.zip/member``, or ``""`` for a text stream.
    file: str
    #: The 1-based line the hand starts on.
    line: int


@dataclass
class Hand:
    """One hand, as logged: who sat where with what, every action, the cards known, the boards,
    and what the site said each player won.

    ``game`` is a handrank game (``"holdem"``, ``"omaha"``, ``"shortdeck"``), ``limit``
    ``"no"``, ``"pot"`` or ``"fixed"``. ``holes`` has one entry per seat: the hole cards' ids
    when known (dealt to the logger, shown), else ``None``. ``boards`` has one board a run
    (two when the hand was run twice), each the whole board dealt. ``collects`` is what the site
    said each player won (``Collect``); ``finishing`` the stacks it said each ended with (PHH's
    ``finishing_stacks``), ``rake`` and ``total_pot`` the rake and pot it announced,
    ``cashed_out`` what a player was paid to cash out an all-in. ``extra`` holds the PHH fields
    handrank does not read, written back as they were. ``source`` says where the hand was read
    (it does not take part in ``==``).

    >>> h = Hand("holdem", "no", (Seat("a", 100, 1), Seat("b", 100, 2)), ())
    >>> h.names, h.board, h.collected
    (('a', 'b'), (), (0, 0))
    """

    #: A handrank game: ``"holdem"``, ``"omaha"`` or ``"shortdeck"``.
    game: str
    #: The betting: ``"no"`` limit, ``"pot"`` limit or ``"fixed"`` limit.
    limit: str
    #: The players dealt in, the first after the button first.
    seats: tuple[Seat, ...]
    #: Every action, in order, forced bets first.
    actions: tuple[Action, ...]
    #: Per seat, the hole cards' ids when known, else ``None``.
    holes: tuple[Optional[tuple[int, ...]], ...] = ()
    #: One whole board a run of the board (two when the hand was run twice).
    boards: tuple[tuple[int, ...], ...] = ((),)
    #: The smallest bet (no and pot limit), in the hand's units.
    min_bet: Optional[int] = None
    #: Fixed limit: the small bet.
    small_bet: Optional[int] = None
    #: Fixed limit: the big bet.
    big_bet: Optional[int] = None
    #: The amounts' decimal places: 2 for cents, 0 for chips.
    decimals: int = 0
    #: The currency (``"USD"``), ``""`` for chips.
    currency: str = ""
    #: Where the hand was played or which format it came from (``"pokerstars"``, ``"phh"``).
    site: str = ""
    #: The hand's number or name as logged.
    hand_id: str = ""
    #: The table's name.
    table: str = ""
    #: The tournament's number, ``""`` for a cash game.
    tournament: str = ""
    #: When the hand began, as logged.
    time: str = ""
    #: What the site said each player won.
    collects: tuple[Collect, ...] = ()
    #: The stacks the site said each player ended with, when it said.
    finishing: Optional[tuple[int, ...]] = None
    #: The uncalled bets the site said it returned, per seat.
    returned: tuple[int, ...] = ()
    #: The rake the site took (and any jackpot fee), when it said.
    rake: Optional[int] = None
    #: The total pot the site announced, when it did.
    total_pot: Optional[int] = None
    #: Per seat, what the site paid a player who cashed out an all-in (0 for the others).
    cashed_out: tuple[int, ...] = ()
    #: The PHH fields handrank does not read, as they were.
    extra: dict[str, Any] = field(default_factory=dict)
    #: Where the hand was read.
    source: Source = field(default_factory=lambda: Source("", 0), compare=False, repr=False)

    def __post_init__(self) -> None:
        n = len(self.seats)
        if not self.holes:
            self.holes = (None,) * n
        if not self.returned:
            self.returned = (0,) * n
        if not self.cashed_out:
            self.cashed_out = (0,) * n

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order.

        >>> Hand("holdem", "no", (Seat("a", 1, 1), Seat("b", 1, 2)), ()).names
        ('a', 'b')
        """
        return tuple(s.name for s in self.seats)

    @property
    def board(self) -> tuple[int, ...]:
        """The board of the first run.

        >>> Hand("holdem", "no", (), (), boards=((1, 2, 3),)).board
        (1, 2, 3)
        """
        return self.boards[0]

    @property
    def collected(self) -> tuple[int, ...]:
        """What the site said each seat won in all, runs and pots together (0: nothing).

        >>> Hand("holdem", "no", (Seat("a", 9, 1), Seat("b", 9, 2)), (),
        ...      collects=(Collect(1, 4, 0, 0), Collect(1, 3, 1, 0))).collected
        (0, 7)
        """
        won = [0] * len(self.seats)
        for c in self.collects:
            won[c.seat] += c.amount
        return tuple(won)

    def contributions(self) -> tuple[int, ...]:
        """The chips each seat put in, forced bets included (uncalled bets not yet returned).

        >>> Hand("holdem", "no", (Seat("a", 9, 1), Seat("b", 9, 2)),
        ...      (Action(0, 0, "ante", 1, 0, False), Action(0, 1, "bet", 3, 3, False))).contributions()
        (1, 3)
        """
        put = [0] * len(self.seats)
        for a in self.actions:
            put[a.seat] += a.amount
        return tuple(put)

    def money(self, amount: int) -> str:
        """``amount`` (in the hand's units) as the site writes it.

        >>> Hand("holdem", "no", (), (), decimals=2).money(1234)
        '12.34'
        """
        return money(amount, self.decimals)


# A reader builds a ``Hand`` without its seats, actions, collects and source objects: it keeps
# their values in tuples (``_raw``) and makes the objects the first time one is asked for.
_LAZY = ("seats", "actions", "collects", "source")


def _made(d: dict[str, Any], raw: tuple[Any, ...]) -> None:
    """Make a lazily built hand's objects from ``raw`` into its ``__dict__`` ``d``."""
    seats, actions, collects, (file, line) = raw
    d["_seats"] = tuple([Seat(*s) for s in seats])
    d["_actions"] = tuple([Action(*a) for a in actions])
    d["_collects"] = tuple([Collect(*c) for c in collects])
    d["_source"] = Source(file, line)
    d.pop("_raw", None)  # last: a thread that finds no _raw finds the objects


def _lazy_field(name: str, doc: str) -> property:
    key = "_" + name

    def get(self: Hand) -> Any:
        d = self.__dict__
        try:
            return d[key]
        except KeyError:
            raw = d.get("_raw")
            if raw is not None:
                _made(d, raw)
            return d[key]

    def put(self: Hand, value: Any) -> None:
        self.__dict__[key] = value

    return property(get, put, doc=doc)


for _name, _doc in zip(
    _LAZY,
    (
        "The players dealt in, the first after the button first.",
        "Every action, in order, forced bets first.",
        "What the site said each player won.",
        "Where the hand was read.",
    ),
):
    setattr(Hand, _name, _lazy_field(_name, _doc))


def lazy_hand(
    fields: dict[str, Any],
    seats: Any,
    actions: Any,
    collects: Any,
    file: str,
    line: int,
) -> Hand:
    """A ``Hand`` of ``fields`` (every field but the four below) whose ``seats``, ``actions``,
    ``collects`` and ``source`` are made when first asked for, from ``(name, stack, seat)``,
    ``(street, seat, kind, amount, to, all_in)`` and ``(seat, amount, pot, run)`` tuples.

    >>> h = lazy_hand(dict(game="holdem", limit="no", holes=(None, None), boards=((),),
    ...     min_bet=2, small_bet=None, big_bet=None, decimals=0, currency="", site="", hand_id="",
    ...     table="", tournament="", time="", finishing=None, returned=(0, 0), rake=None,
    ...     total_pot=None, cashed_out=(0, 0), extra={}), [("a", 9, 1), ("b", 9, 2)],
    ...     [(0, 1, "blind", 1, 1, False), (0, 0, "blind", 2, 2, False)], [(0, 3, -1, 0)], "", 1)
    >>> h == Hand("holdem", "no", (Seat("a", 9, 1), Seat("b", 9, 2)), (Action(0, 1, "blind", 1, 1, False),
    ...     Action(0, 0, "blind", 2, 2, False)), min_bet=2, collects=(Collect(0, 3, -1, 0),))
    True
    """
    h = Hand.__new__(Hand)
    d = h.__dict__
    d.update(fields)
    d["_raw"] = (seats, actions, collects, (file, line))
    return h


def check_cards(hand: Hand) -> Hand:
    """``hand`` if no card is in two places (two players' hands, a hand and a board), else a
    ``HistoryError`` naming the card.

    >>> check_cards(Hand("holdem", "no", (Seat("a", 9, 1),), (), holes=((0, 1),), boards=((1, 2, 3),)))
    Traceback (most recent call last):
    ...
    handrank.history.model.HistoryError: the card 2d is dealt twice
    """
    for board in hand.boards:
        seen = set(board)
        count = len(board)
        for h in hand.holes:
            if h:
                seen.update(h)
                count += len(h)
        if len(seen) != count:
            dealt = [c for h in hand.holes if h for c in h] + list(board)
            twice = next(c for i, c in enumerate(dealt) if c in dealt[:i])
            raise HistoryError(f"the card {_CARD_NAMES[twice]} is dealt twice")
    return hand


def board_count(street: int) -> int:
    """How many board cards are out on ``street`` (0 preflop .. 3 river).

    >>> [board_count(s) for s in range(4)]
    [0, 3, 4, 5]
    """
    return _BOARD_AT[street]


_PARSED: dict[str, tuple[int, ...]] = {}  # the cards of the texts met (bounded)


def parse_cards(text: str) -> tuple[int, ...]:
    """The card ids of ``text``: cards with or without spaces (``"Ah Kd"``, ``"AhKd"``).

    >>> parse_cards("Ah Kd"), parse_cards("AhKd2c")
    ((50, 45), (50, 45, 0))
    """
    known = _PARSED.get(text)
    if known is not None:
        return known
    out = []
    ids = _CARD_IDS
    for word in text.split():
        if len(word) == 2:
            c = ids.get(word)
            if c is None:
                raise HistoryError(f"{word!r} is not a card (a rank of {RANKS} and a suit of {SUITS})")
            out.append(c)
            continue
        if len(word) % 2:
            raise HistoryError(f"{word!r} is not a card (a rank of {RANKS} and a suit of {SUITS})")
        for i in range(0, len(word), 2):
            c = ids.get(word[i : i + 2])
            if c is None:
                raise HistoryError(
                    f"{word[i : i + 2]!r} is not a card (a rank of {RANKS} and a suit of {SUITS})"
                )
            out.append(c)
    cards = tuple(out)
    if len(_PARSED) > 100_000:
        _PARSED.clear()
    _PARSED[text] = cards
    return cards


def write_cards(ids: Iterable[int], sep: str = "") -> str:
    """Card ids as text (``"AhKd"``; ``sep=" "``: ``"Ah Kd"``).

    >>> write_cards((50, 45)), write_cards((50, 45), " ")
    ('AhKd', 'Ah Kd')
    """
    return sep.join(_CARD_NAMES[c] for c in ids)


def money(amount: int, decimals: int) -> str:
    """``amount`` units of ``10 ** -decimals`` as a decimal number: exact, no float.

    >>> money(1234, 2), money(-5, 2), money(1500, 0)
    ('12.34', '-0.05', '1500')
    """
    if not decimals:
        return str(amount)
    sign = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount), 10**decimals)
    return f"{sign}{whole}.{part:0{decimals}d}"


def parse_money(text: str, decimals: int) -> int:
    """A written amount (``"$1,234.5"``, ``"1,500"``, ``"0.25"``) as a count of ``10 ** -decimals``
    units; more decimal places than ``decimals`` are refused, never rounded.

    >>> parse_money("$1,234.5", 2), parse_money("1,500", 0), parse_money("€0.07", 2)
    (123450, 1500, 7)
    """
    t = text.replace(",", "").lstrip("$€£¥₹")
    whole, dot, part = t.partition(".")
    if not whole:
        whole = "0"
    if not (whole.isdigit() and (not dot or part.isdigit())) or len(part) > decimals or len(t) > 30:
        raise HistoryError(f"{text!r} is not an amount with at most {decimals} decimal places")
    scale: int = 10**decimals
    return int(whole) * scale + (int(part.ljust(decimals, "0")) if part else 0)

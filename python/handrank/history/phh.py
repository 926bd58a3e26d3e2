"""The Poker Hand History format (PHH, TOML): read and write, for the variants handrank can
evaluate — ``NT`` (no-limit Texas hold'em), ``FT`` (fixed-limit), ``PO`` (pot-limit Omaha) and
``NS`` (no-limit short-deck hold'em).

``parse_phh(text)`` reads one hand; ``write_phh(hand)`` writes one, and reading what it wrote
gives an equal ``Hand`` (the fields handrank does not read are kept in ``Hand.extra`` and
written back). A file of many hands (``.phhs``) has a TOML table per hand (``[1]``, ``[2]``, ...):
``handrank.history.read`` splits it.

Amounts are exact: integers as they are, decimal numbers (``0.25``) scaled to a whole number of
the hand's smallest unit (``Hand.decimals`` places); a float is never used.

The usual PHH file is read by a fast reader of the subset of TOML that PHH files use (keys,
strings, numbers, booleans and arrays of them); anything else goes to the full TOML parser.

>>> text = '''variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, 200]
... actions = ['d dh p1 AcAd', 'd dh p2 7h2s', 'p2 cbr 6', 'p1 cc', 'd db Kh8c3d', 'p1 cbr 8', 'p2 f']
... players = ['ann', 'bob']
... '''
>>> hand = parse_phh(text)
>>> hand.names, [(a.seat, a.kind, a.amount) for a in hand.actions][:3], hand.board
(('ann', 'bob'), [(0, 'blind', 2), (1, 'blind', 1), (1, 'raise', 5)], (46, 24, 5))
>>> parse_phh(write_phh(hand)) == hand
True
"""

from __future__ import annotations

import re
import sys
from decimal import Decimal, InvalidOperation
from typing import Any, Optional

from .betting import Betting
from .model import (
    FORCED,
    Collect,
    Hand,
    HandError,
    HistoryError,
    Seat,
    Source,
    check_cards,
    money,
    parse_cards,
    write_cards,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python < 3.11
    import tomli as tomllib

__all__ = ["VARIANTS", "parse_phh", "write_phh"]

#: The PHH variants handrank reads and writes: code -> (game, limit).
VARIANTS = {
    "NT": ("holdem", "no"),
    "FT": ("holdem", "fixed"),
    "PO": ("omaha", "pot"),
    "NS": ("shortdeck", "no"),
}
_CODES = {v: k for k, v in VARIANTS.items()}
_READ = frozenset(
    (
        "variant",
        "antes",
        "blinds_or_straddles",
        "min_bet",
        "small_bet",
        "big_bet",
        "starting_stacks",
        "actions",
        "players",
        "seats",
        "finishing_stacks",
        "winnings",
        "hand",
        "table",
        "currency",
        "time",
    )
)
_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_STRINGS = re.compile(r"'([^'\n]*)'")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")
# an array of literal strings, one or many lines, TOML comments between them
_STRING_ARRAY = re.compile(
    r"\[\s*(?:#[^\n]*\n\s*)*(?:'[^'\n]*'\s*(?:,\s*)?(?:#[^\n]*\n\s*)*)*\]\s*(?:#.*)?\Z"
)


# ---- reading -------------------------------------------------------------------------------


def _value(text: str) -> Any:
    """A TOML value of the subset: a literal or plain string, an integer, a decimal number
    (as a ``Decimal``), a boolean, or an array of them; ``ValueError`` for anything else."""
    t = text.strip()
    c = t[:1]
    if c == "'":
        end = t.index("'", 1)
        if t[end + 1 :].strip()[:1] not in ("", "#"):
            raise ValueError(t)
        return t[1:end]
    if c == "[":
        if "'" in t:
            if _STRING_ARRAY.match(t) is None:
                raise ValueError(t)
            return _STRINGS.findall(t)
        body = t[1 : t.index("]")]
        if t[t.index("]") + 1 :].strip()[:1] not in ("", "#") or "[" in body or '"' in body:
            raise ValueError(t)
        items = [x for x in body.split(",")]
        if items and not items[-1].strip():
            items.pop()
        return [_number(x) for x in items]
    if c == '"':
        end = t.index('"', 1)
        if "\\" in t[:end] or t[end + 1 :].strip()[:1] not in ("", "#"):
            raise ValueError(t)
        return t[1:end]
    if "#" in t:
        t = t[: t.index("#")].strip()
    if t in ("true", "false"):
        return t == "true"
    return _number(t)


def _number(text: str) -> Any:
    try:
        return int(text)
    except ValueError:
        t = text.strip()
        if t in ("inf", "+inf", "nan", "-inf", "+nan", "-nan") or not t:
            raise ValueError(text) from None
        return Decimal(t.replace("_", ""))


def _fields(text: str) -> dict[str, Any]:
    """The fields of one hand's TOML: the fast subset reader, else ``tomllib``."""
    out: dict[str, Any] = {}
    lines = text.split("\n")
    i, n = 0, len(lines)
    try:
        while i < n:
            line = lines[i].strip()
            i += 1
            if not line or line[0] == "#":
                continue
            key, eq, value = line.partition("=")
            key = key.strip()
            if not eq or _KEY.match(key) is None or key in out:
                raise ValueError(line)
            value = value.strip()
            if value[:1] == "[":
                depth = _depth(value)
                while depth > 0:
                    if i >= n:
                        raise ValueError(value)
                    value += "\n" + lines[i]
                    depth += _depth(lines[i])
                    i += 1
            out[key] = _value(value)
        return out
    except (ValueError, IndexError, InvalidOperation):
        return _tomllib(text)


def _depth(line: str) -> int:
    """The brackets a line opens less those it closes (strings and comments left out)."""
    if "'" in line or '"' in line:
        line = _QUOTED.sub("", line)
    if "#" in line:
        line = line[: line.index("#")]
    return line.count("[") - line.count("]")


def _tomllib(text: str) -> dict[str, Any]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise HistoryError(f"not TOML: {e}") from None
    return {k: _exact(v) for k, v in data.items()}


def _exact(v: Any) -> Any:
    """A float that ``tomllib`` read, as the ``Decimal`` it was written as."""
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            raise HistoryError(f"{v} is not an amount (an unknown stack is not read)")
        return Decimal(repr(v))
    if isinstance(v, list):
        return [_exact(x) for x in v]
    return v


def _decimals(fields: dict[str, Any]) -> int:
    """The decimal places of the hand's amounts: the most any amount has."""
    places = 0
    for key in (
        "antes",
        "blinds_or_straddles",
        "starting_stacks",
        "finishing_stacks",
        "winnings",
        "min_bet",
        "small_bet",
        "big_bet",
    ):
        v = fields.get(key)
        for x in v if isinstance(v, list) else [v]:
            if isinstance(x, Decimal):
                exp = x.as_tuple().exponent
                if isinstance(exp, int) and -exp > places:
                    places = -exp
    for a in fields.get("actions", ()):
        if " cbr " in a:
            x = a.split()[2]
            if "." in x:
                places = max(places, len(x.split(".")[1]))
    return places


def _units(value: Any, scale: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise HistoryError(f"{what} {value!r} is not an amount")
    if isinstance(value, int):
        v = value * scale
    else:
        d = value * scale
        if d != d.to_integral_value():
            raise HistoryError(f"{what} {value} has more decimal places than the hand's other amounts")
        v = int(d)
    if v < 0:
        raise HistoryError(f"{what} {value} is negative")
    return v


def _amounts(
    fields: dict[str, Any], key: str, n: int, scale: int, required: bool = True
) -> Optional[list[int]]:
    v = fields.get(key)
    if v is None:
        if required:
            raise HistoryError(f"no {key}")
        return None
    if not isinstance(v, list) or len(v) != n:
        raise HistoryError(f"{key} must have {n} amounts, one a player")
    if scale == 1 and all(type(x) is int and x >= 0 for x in v):
        return v
    return [_units(x, scale, key) for x in v]


def parse_phh(text: str, file: str = "", line: int = 1) -> Hand:
    """The ``Hand`` of one PHH hand's text; a ``HandError`` naming ``file`` and ``line`` (where
    the hand starts) when it cannot be read.

    >>> parse_phh("variant = 'F7S'", "a.phh")
    Traceback (most recent call last):
    ...
    handrank.history.model.HandError: a.phh, line 1: variant 'F7S': handrank reads NT, FT, PO, NS
    """
    try:
        return check_cards(_hand(_fields(text), file, line))
    except HistoryError as e:
        if isinstance(e, HandError):
            raise
        raise HandError(str(e), file, line) from None
    except (ValueError, IndexError, KeyError, TypeError) as e:
        raise HandError(f"cannot read the hand ({e})", file, line) from None


def _hand(fields: dict[str, Any], file: str, line: int) -> Hand:
    code = fields.get("variant")
    if code not in VARIANTS:
        raise HistoryError(f"variant {code!r}: handrank reads {', '.join(VARIANTS)}")
    game, limit = VARIANTS[code]
    stacks_in = fields.get("starting_stacks")
    if not isinstance(stacks_in, list) or len(stacks_in) < 2:
        raise HistoryError("starting_stacks must list two players or more")
    n = len(stacks_in)
    decimals = _decimals(fields)
    scale = 10**decimals
    stacks = _amounts(fields, "starting_stacks", n, scale) or []
    antes = _amounts(fields, "antes", n, scale) or []
    blinds = _amounts(fields, "blinds_or_straddles", n, scale) or []
    if n == 2:  # heads-up: the forced bets are written reversed
        antes, blinds = antes[::-1], blinds[::-1]
    names = fields.get("players") or [f"p{k + 1}" for k in range(n)]
    seat_numbers = fields.get("seats") or list(range(1, n + 1))
    if len(names) != n or len(seat_numbers) != n:
        raise HistoryError(f"players and seats must have {n} entries, one a player")
    seats = tuple(Seat(str(names[k]), stacks[k], int(seat_numbers[k])) for k in range(n))
    b = Betting(stacks, [s.name for s in seats], decimals)
    for k in range(n):
        if antes[k]:
            b.post(k, "ante", antes[k])
    for k in range(n):
        if blinds[k]:
            b.post(k, "blind" if k < 2 or (n == 2) else "straddle", blinds[k])
    holes: list[Optional[tuple[int, ...]]] = [None] * n
    board: list[int] = []
    _actions(fields.get("actions", []), b, holes, board, n, scale)
    finishing = _amounts(fields, "finishing_stacks", n, scale, required=False)
    winnings = _amounts(fields, "winnings", n, scale, required=False)
    collects = tuple(Collect(k, w, -1, 0) for k, w in enumerate(winnings or ()) if w)
    extra = {k: v for k, v in fields.items() if k not in _READ}
    mins = {
        key: _units(fields[key], scale, key) if key in fields else None
        for key in ("min_bet", "small_bet", "big_bet")
    }
    hand_id = fields.get("hand", "")
    return Hand(
        game,
        limit,
        seats,
        tuple(b.actions),
        holes=tuple(holes),
        boards=(tuple(board),),
        min_bet=mins["min_bet"],
        small_bet=mins["small_bet"],
        big_bet=mins["big_bet"],
        decimals=decimals,
        currency=str(fields.get("currency", "")),
        site="phh",
        hand_id=str(hand_id),
        table=str(fields.get("table", "")),
        time=str(fields.get("time", "")),
        collects=collects,
        finishing=tuple(finishing) if finishing is not None else None,
        extra=extra,
        source=Source(file, line),
    )


def _actions(
    actions: Any, b: Betting, holes: list[Optional[tuple[int, ...]]], board: list[int], n: int, scale: int
) -> None:
    if not isinstance(actions, list):
        raise HistoryError("actions must be an array of strings")
    boards = (3, 4, 5)
    for k, text in enumerate(actions):
        if "#" in text:
            text = text[: text.index("#")]
        words = text.split()
        if not words:
            continue
        try:
            _one(words, b, holes, board, n, scale, boards)
        except HistoryError as e:
            raise HistoryError(f"action {k + 1} {text.strip()!r}: {e}") from None


_PLAYERS = {f"p{k + 1}": k for k in range(64)}


def _player(word: str, n: int) -> int:
    k = _PLAYERS.get(word, n)
    if k >= n:
        raise HistoryError(f"{word!r} is not a player p1..p{n}")
    return k


def _one(
    words: list[str],
    b: Betting,
    holes: list[Optional[tuple[int, ...]]],
    board: list[int],
    n: int,
    scale: int,
    boards: tuple[int, ...],
) -> None:
    actor, verb = words[0], words[1] if len(words) > 1 else ""
    if actor == "d":
        if verb == "dh":
            cards = words[3] if len(words) > 3 else ""
            holes[_player(words[2], n)] = None if "?" in cards or not cards else parse_cards(cards)
        elif verb == "db":
            board.extend(parse_cards(words[2]))
            street = boards.index(len(board)) + 1 if len(board) in boards else -1
            if street < 0:
                raise HistoryError(f"a board of {len(board)} cards")
            b.next_street(street)
        else:
            raise HistoryError(f"the dealer's {verb!r} is not read (handrank reads dh and db)")
        return
    seat = _player(actor, n)
    if verb == "f":
        b.fold(seat)
    elif verb == "cc":
        b.call(seat)
    elif verb == "cbr":
        b.bet_to(seat, _units(_number(words[2]), scale, "cbr"))
    elif verb == "sm":
        cards = words[2] if len(words) > 2 and words[2] != "-" else ""
        if cards and "?" not in cards:
            holes[seat] = parse_cards(cards)
        b.mark(seat, "show" if cards else "muck")
    else:
        raise HistoryError(f"{verb!r} is not an action handrank reads (f, cc, cbr, sm)")


# ---- writing -------------------------------------------------------------------------------


def _toml_string(s: str) -> str:
    if "'" not in s and "\n" not in s:
        return f"'{s}'"
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _toml(v: Any, decimals: int = 0) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return _toml_string(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml(x, decimals) for x in v) + "]"
    if isinstance(v, int):
        return _amount(v, decimals)
    return str(v)


def _amount(v: int, decimals: int) -> str:
    return money(v, decimals) if decimals else str(v)


def _write_actions(hand: Hand) -> list[str]:
    out = [
        f"d dh p{k + 1} {write_cards(h) if h else '??' * _hole_count(hand)}" for k, h in enumerate(hand.holes)
    ]
    board = hand.board
    street = 0
    cuts = (0, 3, 4, 5)

    def deal_to(s: int) -> None:
        nonlocal street
        while street < s and cuts[street + 1] <= len(board):
            street += 1
            out.append(f"d db {write_cards(board[cuts[street - 1] : cuts[street]])}")

    for a in hand.actions:
        if a.kind in FORCED:
            continue
        deal_to(a.street)
        p = f"p{a.seat + 1}"
        if a.kind == "fold":
            out.append(f"{p} f")
        elif a.kind in ("check", "call"):
            out.append(f"{p} cc")
        elif a.kind in ("bet", "raise"):
            out.append(f"{p} cbr {_amount(a.to, hand.decimals)}")
        elif a.kind == "show":
            hole = hand.holes[a.seat]
            out.append(f"{p} sm {write_cards(hole) if hole else '??' * _hole_count(hand)}")
        elif a.kind == "muck":
            out.append(f"{p} sm")
    deal_to(3)
    return out


def _hole_count(hand: Hand) -> int:
    return 4 if hand.game == "omaha" else 2


def write_phh(hand: Hand) -> str:
    """The PHH text of ``hand``: ``parse_phh`` of it gives an equal hand.

    >>> from handrank.history.model import Action, Seat
    >>> h = Hand("holdem", "no", (Seat("a", 100, 1), Seat("b", 100, 2)),
    ...          (Action(0, 1, "blind", 1, 1, False), Action(0, 0, "blind", 2, 2, False),
    ...           Action(0, 1, "fold", 0, 1, False)), min_bet=2)
    >>> print(write_phh(h))
    variant = 'NT'
    antes = [0, 0]
    blinds_or_straddles = [1, 2]
    min_bet = 2
    starting_stacks = [100, 100]
    actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']
    players = ['a', 'b']
    seats = [1, 2]
    <BLANKLINE>
    """
    code = _CODES.get((hand.game, hand.limit))
    if len(hand.boards) > 1:
        raise HistoryError("a hand run twice has no PHH notation (PHH has one board)")
    if code is None:
        raise HistoryError(
            f"{hand.limit}-limit {hand.game} has no PHH variant code (PHH has {', '.join(VARIANTS)})"
        )
    n = len(hand.seats)
    antes, blinds = [0] * n, [0] * n
    for a in hand.actions:
        if a.kind in ("ante", "dead"):  # PHH has no dead blind: dead money is an ante
            antes[a.seat] += a.amount
        elif a.kind in ("blind", "straddle"):
            blinds[a.seat] += a.amount
    if n == 2:
        antes, blinds = antes[::-1], blinds[::-1]
    d = hand.decimals
    lines = [f"variant = '{code}'", f"antes = {_toml(antes, d)}", f"blinds_or_straddles = {_toml(blinds, d)}"]
    for key in ("min_bet", "small_bet", "big_bet"):
        v = getattr(hand, key)
        if v is not None:
            lines.append(f"{key} = {_amount(v, d)}")
    lines.append(f"starting_stacks = {_toml([s.stack for s in hand.seats], d)}")
    lines.append(f"actions = {_toml(_write_actions(hand))}")
    lines.append(f"players = {_toml([s.name for s in hand.seats])}")
    lines.append(f"seats = {_toml([s.seat for s in hand.seats])}")
    if hand.finishing is not None:
        lines.append(f"finishing_stacks = {_toml(list(hand.finishing), d)}")
    if hand.collects:
        lines.append(f"winnings = {_toml(list(hand.collected), d)}")
    for key, value in (
        ("hand", hand.hand_id),
        ("table", hand.table),
        ("currency", hand.currency),
        ("time", hand.time),
    ):
        if value:
            lines.append(f"{key} = {_toml(value)}")
    for key, value in hand.extra.items():
        lines.append(f"{key} = {_toml(value)}")
    return "\n".join(lines) + "\n"

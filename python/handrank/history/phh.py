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
from decimal import Decimal
from typing import Any, Optional

from .betting import Betting
from .model import (
    FORCED,
    Hand,
    HandError,
    HistoryError,
    check_cards,
    lazy_hand,
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
# The subset of TOML the fast reader reads, as regular expressions: a line is blank, a comment,
# or ``key = value`` with a bare key; a value is a literal string, a basic string without an
# escape, a decimal integer or float, a boolean, or an array of them (over many lines, comments
# between the items). Anything else (a date, a table, a nested array, an escape) goes to tomllib.
_C = r"[^\x00-\x08\x0a-\x1f\x7f]"  # a comment's character
_REST = r"[ \t]*(?:\#[^\x00-\x08\x0a-\x1f\x7f]*)?"  # blanks to a line's end, a comment or not
_LIT = r"'[^'\x00-\x08\x0a-\x1f\x7f]*'"
_BAS = r'"[^"\\\x00-\x08\x0a-\x1f\x7f]*"'
_NUM = r"[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"  # no "_" (tomllib reads those)
_SCALAR = rf"{_LIT}|{_BAS}|{_NUM}|true(?![0-9A-Za-z_])|false(?![0-9A-Za-z_])"
# between an array's items: blanks, newlines, comments (each to its line's end)
_AWS = rf"[ \t\n]*(?:(?:\r\n|\#{_C}*(?=\r?\n))[ \t\n]*)*"


def _array_of(item: str) -> str:
    return rf"\[{_AWS}(?:(?:{item}){_AWS},{_AWS})*(?:(?:{item}){_AWS})?\]"


_ENTRY = re.compile(
    rf"(?:{_REST}\r?\n)*"  # blank lines and comment lines
    r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*"
    rf"(?:({_SCALAR})|({_array_of(_LIT)})|({_array_of(_NUM)})|({_array_of(_SCALAR)})){_REST}(?:\r?\n|\Z)"
)
_TAIL = re.compile(rf"(?:{_REST}\r?\n)*{_REST}\Z")  # blank and comment lines to the end
_LIT_ITEM = re.compile(r"'([^']*)'")
_LIT_OR_COMMENT = re.compile(r"'([^']*)'|(#)[^\n]*")
_COMMENT = re.compile(r"#[^\n]*")
_ITEM = re.compile(rf"({_LIT})|({_BAS})|(\#{_C}*)|([^\s,\]#]+)")


def _scalar(t: str) -> Any:
    """A scalar the fast reader matched: its value as tomllib gives it (floats as ``Decimal``)."""
    c = t[0]
    if c == "'" or c == '"':
        return t[1:-1]
    if c == "t":
        return True
    if c == "f":
        return False
    if "." in t or "e" in t or "E" in t:
        return Decimal(t)
    return int(t)


def _numbers(t: str) -> list[Any]:
    """An array of numbers the fast reader matched."""
    if "#" in t:
        t = _COMMENT.sub("", t)
    body = t[1:-1].rstrip(" \t\r\n")
    if body.endswith(","):
        body = body[:-1]
    if not body.strip():
        return []
    parts = body.split(",")
    if "." in body or "e" in body or "E" in body:
        return [_scalar(x.strip()) for x in parts]
    return list(map(int, parts))


def _fields(text: str) -> dict[str, Any]:
    """The fields of one hand's TOML: the fast subset reader, else ``tomllib``."""
    out: dict[str, Any] = {}
    pos, end = 0, len(text)
    match = _ENTRY.match
    while pos < end:
        m = match(text, pos)
        if m is None:
            if _TAIL.match(text, pos) is None:
                return _tomllib(text)
            break
        key, scalar, strings, numbers, mixed = m.groups()
        if key in out:
            return _tomllib(text)
        if scalar is not None:
            out[key] = _scalar(scalar)
        elif strings is not None:
            if "#" in strings:
                out[key] = [s for s, comment in _LIT_OR_COMMENT.findall(strings) if not comment]
            else:
                out[key] = _LIT_ITEM.findall(strings)
        elif numbers is not None:
            out[key] = _numbers(numbers)
        else:
            out[key] = [_scalar(x[0] or x[1] or x[3]) for x in _ITEM.findall(mixed[1:-1]) if not x[2]]
        pos = m.end()
    return out


def _number(text: str) -> Any:
    """An action's amount: an integer or a ``Decimal``."""
    try:
        return int(text)
    except ValueError:
        t = text.strip()
        if t in ("inf", "+inf", "nan", "-inf", "+nan", "-nan") or not t:
            raise ValueError(text) from None
        return Decimal(t.replace("_", ""))


def _tomllib(text: str) -> dict[str, Any]:
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as e:
        raise HistoryError(f"not TOML: {e}") from None
    for v in data.values():
        _finite(v)
    return data


def _finite(v: Any) -> None:
    """Refuse a value that is not a finite number where a number is (``nan``, ``inf``)."""
    if isinstance(v, Decimal) and not v.is_finite():
        raise HistoryError(f"{float(v)} is not an amount (an unknown stack is not read)")
    if isinstance(v, (list, dict)):
        for x in v.values() if isinstance(v, dict) else v:
            _finite(x)


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


_INT_ONLY = frozenset((int,))


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
    if scale == 1 and _INT_ONLY >= set(map(type, v)) and (not v or min(v) >= 0):
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
        return check_cards(_hand(_fields(text), "." in text, file, line))
    except HistoryError as e:
        if isinstance(e, HandError):
            raise
        raise HandError(str(e), file, line) from None
    except (ValueError, IndexError, KeyError, TypeError, ArithmeticError) as e:
        raise HandError(f"cannot read the hand ({e})", file, line) from None


def _hole(cards: str) -> Optional[tuple[int, ...]]:
    """The cards of a ``d dh``: ``None`` when unknown (``????``)."""
    return None if "?" in cards or not cards else parse_cards(cards)


def _hand(fields: dict[str, Any], dotted: bool, file: str, line: int) -> Hand:
    """The hand of a PHH text's fields; ``dotted``: the text has a ``.`` (a decimal amount may be
    in it)."""
    get = fields.get
    code = get("variant")
    if code not in VARIANTS:
        raise HistoryError(f"variant {code!r}: handrank reads {', '.join(VARIANTS)}")
    game, limit = VARIANTS[code]
    stacks_in = get("starting_stacks")
    if not isinstance(stacks_in, list) or len(stacks_in) < 2:
        raise HistoryError("starting_stacks must list two players or more")
    n = len(stacks_in)
    decimals = _decimals(fields) if dotted else 0
    scale = 10**decimals
    stacks = _amounts(fields, "starting_stacks", n, scale) or []
    antes = _amounts(fields, "antes", n, scale) or []
    blinds = _amounts(fields, "blinds_or_straddles", n, scale) or []
    if n == 2:  # heads-up: the forced bets are written reversed
        antes, blinds = antes[::-1], blinds[::-1]
    names, seat_numbers = _names(fields, n)
    b = Betting(stacks, names, decimals)
    if any(antes):
        for k in range(n):
            if antes[k]:
                b.post(k, "ante", antes[k])
    for k in range(n):
        if blinds[k]:
            b.post(k, "blind" if k < 2 or (n == 2) else "straddle", blinds[k])
    holes: list[Optional[tuple[int, ...]]] = [None] * n
    board: list[int] = []
    _actions(get("actions", []), b, holes, board, n, scale)
    finishing = _amounts(fields, "finishing_stacks", n, scale, required=False)
    winnings = _amounts(fields, "winnings", n, scale, required=False)
    extra = {k: v for k, v in fields.items() if k not in _READ}
    return lazy_hand(
        {
            "game": game,
            "limit": limit,
            "holes": tuple(holes),
            "boards": (tuple(board),),
            "min_bet": _bet(fields, "min_bet", scale),
            "small_bet": _bet(fields, "small_bet", scale),
            "big_bet": _bet(fields, "big_bet", scale),
            "decimals": decimals,
            "currency": str(get("currency", "")),
            "site": "phh",
            "hand_id": str(get("hand", "")),
            "table": str(get("table", "")),
            "tournament": "",
            "time": str(get("time", "")),
            "finishing": tuple(finishing) if finishing is not None else None,
            "returned": (0,) * n,
            "rake": None,
            "total_pot": None,
            "cashed_out": (0,) * n,
            "extra": extra,
        },
        list(zip(names, stacks, seat_numbers)),
        b.actions,
        [(k, w, -1, 0) for k, w in enumerate(winnings) if w] if winnings else (),
        file,
        line,
    )


def _names(fields: dict[str, Any], n: int) -> tuple[list[str], list[int]]:
    """The players' names and seat numbers (``p1``.. and 1.. when not given)."""
    names = fields.get("players") or [f"p{k + 1}" for k in range(n)]
    seat_numbers = fields.get("seats") or list(range(1, n + 1))
    if len(names) != n or len(seat_numbers) != n:
        raise HistoryError(f"players and seats must have {n} entries, one a player")
    if [x for x in names if type(x) is not str]:
        names = [str(x) for x in names]
    if [x for x in seat_numbers if type(x) is not int]:
        seat_numbers = [int(x) for x in seat_numbers]
    return names, seat_numbers


def _bet(fields: dict[str, Any], key: str, scale: int) -> Optional[int]:
    return _units(fields[key], scale, key) if key in fields else None


_PLAYERS = {f"p{k + 1}": k for k in range(64)}
_BOARDS = {3: 1, 4: 2, 5: 3}  # the board's size -> its street


def _actions(
    actions: Any, b: Betting, holes: list[Optional[tuple[int, ...]]], board: list[int], n: int, scale: int
) -> None:
    """The actions into ``b``: ``Betting``'s steps written out in one loop (the reader's hot
    path); a step ``Betting`` would refuse is handed to it, to refuse in its words."""
    if not isinstance(actions, list):
        raise HistoryError("actions must be an array of strings")
    players = _PLAYERS
    out = b.actions
    append = out.append
    stacks, put, bet, street = b.stacks, b.put, b.bet, b.street
    for k, text in enumerate(actions):
        if "#" in text:
            text = text[: text.index("#")]
        words = text.split()
        if not words:
            continue
        try:
            actor = words[0]
            verb = words[1] if len(words) > 1 else ""
            if actor == "d":
                if verb == "dh":
                    seat = players.get(words[2], n)
                    if seat >= n:
                        _player(words[2], n)
                    holes[seat] = _hole(words[3] if len(words) > 3 else "")
                elif verb == "db":
                    board.extend(parse_cards(words[2]))
                    street = _BOARDS.get(len(board), -1)
                    if street < 0:
                        raise HistoryError(f"a board of {len(board)} cards")
                    put, bet = [0] * n, 0
                else:
                    raise HistoryError(f"the dealer's {verb!r} is not read (handrank reads dh and db)")
                continue
            seat = players.get(actor, n)
            if seat >= n:
                _player(actor, n)
            if verb == "cc":
                owed, have = bet - put[seat], stacks[seat]
                amount = owed if owed < have else have
                if amount > 0:
                    stacks[seat] = have = have - amount
                    put[seat] = to = put[seat] + amount
                    append((street, seat, "call", amount, to, have == 0))
                elif owed <= 0:
                    append((street, seat, "check", 0, put[seat], False))
                else:
                    b.put, b.bet, b.street = put, bet, street
                    b.call(seat)
            elif verb == "f":
                append((street, seat, "fold", 0, put[seat], False))
            elif verb == "cbr":
                amount = words[2]
                to = int(amount) * scale if amount.isdigit() else _units(_number(amount), scale, "cbr")
                have, already = stacks[seat], put[seat]
                if already < to <= already + have:
                    stacks[seat] = have = have - (to - already)
                    put[seat] = to
                    append((street, seat, "raise" if bet else "bet", to - already, to, have == 0))
                    if to > bet:
                        bet = to
                else:
                    b.put, b.bet, b.street = put, bet, street
                    b.bet_to(seat, to)
            elif verb == "sm":
                cards = words[2] if len(words) > 2 and words[2] != "-" else ""
                if cards and "?" not in cards:
                    holes[seat] = parse_cards(cards)
                append((street, seat, "show" if cards else "muck", 0, put[seat], False))
            else:
                raise HistoryError(f"{verb!r} is not an action handrank reads (f, cc, cbr, sm)")
        except HistoryError as e:
            raise HistoryError(f"action {k + 1} {text.strip()!r}: {e}") from None
    b.put, b.bet, b.street = put, bet, street


def _player(word: str, n: int) -> int:
    k = _PLAYERS.get(word, n)
    if k >= n:
        raise HistoryError(f"{word!r} is not a player p1..p{n}")
    return k


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

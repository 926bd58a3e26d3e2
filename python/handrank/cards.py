"""Card notation: parse and print cards.

A card is an int ``0..51``: ``4 * rank + suit``, rank ``0..12`` = ``2 3 4 5 6 7 8 9 T J Q K A``,
suit ``0..3`` = ``c d h s``. Jokers (for wild-card games only) are ``52`` and ``53``.

>>> cards("As Kd 10h")
(51, 45, 34)
>>> card_str(51), pretty(51)
('As', 'A♠')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Union

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
JOKERS = (52, 53)
NUM_CARDS = 52

CardLike = Union[int, str]
CardSpec = Union[str, int, Iterable[CardLike]]


class CardError(ValueError):
    """Bad card input: the message names the token and why it was refused."""


def _token_table() -> dict[str, int]:
    table: dict[str, int] = {}
    suit_forms = {0: "cC♣♧", 1: "dD♦♢", 2: "hH♥♡", 3: "sS♠♤"}
    for r, rank in enumerate(RANKS):
        rank_forms = {rank, rank.lower()} | ({"10"} if rank == "T" else set())
        for s, forms in suit_forms.items():
            for rf in rank_forms:
                for sf in forms:
                    table[rf + sf] = 4 * r + s
    return table


_TOKENS = _token_table()
_JOKER_TOKENS = ("joker", "jk", "🃏")
# one card: a rank (10 or a single character), then a suit character; or a joker
_SCAN = re.compile(r"\s*(?:(joker|jk|🃏)|(10|\S)(\S))[\s,;]*", re.IGNORECASE)


def _from_int(value: int) -> int:
    if not 0 <= value < NUM_CARDS:
        raise CardError(f"card id {value} is out of range: card ids are 0..51")
    return value


def _from_token(token: str, allow_jokers: bool) -> int:
    c = _TOKENS.get(token)
    if c is not None:
        return c
    t = token.strip()
    c = _TOKENS.get(t)
    if c is not None:
        return c
    if t.lower() in _JOKER_TOKENS:
        if allow_jokers:
            return JOKERS[0]
        raise CardError(f"{token!r}: a joker is only allowed in a wild-card call (wild_rule=...)")
    raise CardError(_why(t))


def _why(token: str) -> str:
    if not token:
        return "empty card token"
    rank, suit = (token[:2], token[2:]) if token.startswith("10") else (token[:1], token[1:])
    if rank.upper() not in RANKS and rank != "10":
        return f"{token!r}: unknown rank {rank!r} (ranks are 2-9, T or 10, J, Q, K, A)"
    if not suit:
        return f"{token!r}: missing suit (suits are c d h s or ♣ ♦ ♥ ♠)"
    return f"{token!r}: unknown suit {suit!r} (suits are c d h s or ♣ ♦ ♥ ♠)"


def card(value: CardLike) -> int:
    """Parse one card: ``"As"``, ``"10h"``, ``"K♦"`` or an id ``0..51``.

    >>> card("As"), card("10♠"), card(0)
    (51, 35, 0)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return _from_int(value)
    if isinstance(value, str):
        return _from_token(value, False)
    raise CardError(f"{value!r}: a card is a string like 'As' or an int 0..51")


def _scan_string(text: str, allow_jokers: bool) -> list[int]:
    out: list[int] = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _SCAN.match(text, pos)
        if m is None or m.end() == pos:
            rest = text[pos:].replace(",", " ").replace(";", " ").split()
            if not rest:  # only separators and whitespace are left
                break
            raise CardError(_why(rest[0][:3]))
        if m.group(1):
            out.append(_from_token(m.group(1), allow_jokers))
        else:
            token = m.group(2) + m.group(3)
            if token not in _TOKENS:
                raise CardError(_why(token))
            out.append(_TOKENS[token])
        pos = m.end()
    return out


def cards(spec: CardSpec, *, allow_jokers: bool = False) -> tuple[int, ...]:
    """Parse many cards: a string with or without separators, or an iterable of
    tokens, ints and parsed cards. A card given twice is an error (jokers excepted:
    the second joker is ``53``).

    >>> cards("AsKd10h") == cards("As, Kd, 10h") == cards(["As", 45, "10h"])
    True
    """
    if isinstance(spec, str):
        words = spec.split()
        try:
            ids = [_TOKENS[w] for w in words]
        except KeyError:
            ids = _scan_string(spec, allow_jokers)
    elif isinstance(spec, int) and not isinstance(spec, bool):
        ids = [_from_int(spec)]
    else:
        try:
            items = list(spec)  # type: ignore[arg-type]  # (bool: refused below)
        except TypeError:
            raise CardError(f"{spec!r}: expected cards as a string or an iterable of cards") from None
        ids = []
        for item in items:
            if isinstance(item, str):
                ids.extend(_scan_string(item, allow_jokers))
            elif isinstance(item, int) and not isinstance(item, bool):
                if allow_jokers and item in JOKERS:
                    ids.append(item)
                else:
                    ids.append(_from_int(item))
            elif hasattr(item, "__index__") and not isinstance(item, bool):
                ids.append(_from_int(item.__index__()))
            else:
                raise CardError(f"{item!r}: a card is a string like 'As' or an int 0..51")
    return _check_distinct(ids)


def _check_distinct(ids: list[int]) -> tuple[int, ...]:
    seen: set[int] = set()
    out = []
    for c in ids:
        if c in seen:
            if c == JOKERS[0]:
                c = JOKERS[1]
                if c not in seen:
                    seen.add(c)
                    out.append(c)
                    continue
                raise CardError("more than two jokers: a deck has two")
            raise CardError(f"card {card_str(c)} is given twice")
        seen.add(c)
        out.append(c)
    return tuple(out)


def card_str(c: int) -> str:
    """``51 -> "As"``; jokers print as ``"Jk"``."""
    if c in JOKERS:
        return "Jk"
    return RANKS[_from_int(c) >> 2] + SUITS[c & 3]


def pretty(c: int) -> str:
    """``51 -> "A♠"``, tens as ``10``; jokers as ``"🃏"``."""
    if c in JOKERS:
        return "🃏"
    r = RANKS[_from_int(c) >> 2]
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[c & 3]


def cards_str(ids: Iterable[int], *, symbols: bool = False) -> str:
    """Space-separated cards: ``"As Kd"`` (``symbols=True``: ``"A♠ K♦"``)."""
    f = pretty if symbols else card_str
    return " ".join(f(c) for c in ids)

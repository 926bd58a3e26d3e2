"""Card notation: parse and print cards.

A card is an int ``0..51``: ``4 * rank + suit``, rank ``0..12`` = ``2 3 4 5 6 7 8 9 T J Q K A``,
suit ``0..3`` = ``c d h s``. Jokers (for wild-card games only) are ``52`` and ``53``.

>>> cards("As Kd 10h")
(51, 45, 34)
>>> card_str(51), pretty(51)
('As', 'A♠')
"""

from __future__ import annotations

import operator
import re
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Union

from .errors import HandrankError

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
JOKERS = (52, 53)
NUM_CARDS = 52

CardLike = Union[int, str]
CardSpec = Union[str, int, Iterable[CardLike]]


class CardError(HandrankError):
    """Bad card input: the message names the token and why it was refused.

    >>> cards("As Xx")
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: 'Xx': unknown rank 'X' (ranks are 2-9, T or 10, J, Q, K, A)
    >>> issubclass(CardError, ValueError)
    True
    """


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
_SEPARATORS = re.compile(r"[\s,;]+")
_RANK_CHARS = frozenset(RANKS + RANKS.lower())

MAX_SPEC_CHARS = 4096
"""The longest card string ``cards`` reads: longer input is refused before it is parsed
(a deck of 54 cards, comma-separated and spelled out, is well under 1,000 characters)."""

_CARD_ID_HINT = "card ids are ints 0..51"

# operator.index takes any object: it returns the int or raises TypeError.
_index: Callable[[Any], int] = operator.index


def card_id(value: object, *, allow_jokers: bool = False) -> int:
    """The one rule for a card id: any integral value (``int``, a NumPy integer: whatever
    ``operator.index`` accepts) in ``0..51`` (``52``, ``53`` are jokers with
    ``allow_jokers``); bools are refused. Every function that takes ids uses it.

    >>> import numpy as np
    >>> card_id(51), card_id(np.uint8(0))
    (51, 0)
    >>> card_id(True)
    Traceback (most recent call last):
    handrank.cards.CardError: True: a bool is not a card id (card ids are ints 0..51)
    """
    if type(value) is int:
        i = value
    elif isinstance(value, (bool, _np_bool())):
        raise CardError(f"{value!r}: a bool is not a card id ({_CARD_ID_HINT})")
    else:
        try:
            i = _index(value)
        except TypeError:
            raise CardError(f"{value!r}: a card is a string like 'As' or an int 0..51") from None
    if 0 <= i < NUM_CARDS or (allow_jokers and (i == 52 or i == 53)):
        return i
    top = "53 (52, 53 are the jokers)" if allow_jokers else "51"
    raise CardError(f"card id {i} is out of range: card ids are 0..{top}")


def optional_numpy() -> Any:
    """NumPy if it is installed (an optional extra: ``pip install "handrank[numpy]"``), else None.

    >>> np = optional_numpy()
    >>> np is None or hasattr(np, "ndarray")
    True
    """
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _np_bool() -> tuple[type, ...]:
    np = sys.modules.get("numpy")  # only if the caller has NumPy loaded: no import cost
    return (np.bool_,) if np is not None else ()


def has_bool(ids: Iterable[object]) -> bool:
    """Whether ``ids`` holds a bool (``True``/``False`` equal the ids 1 and 0, so the C
    fast paths, which accept them as such, ask this before answering).

    >>> has_bool([0, True]), has_bool((0, 1))
    (True, False)
    """
    kinds = (bool, *_np_bool())
    return any(isinstance(c, kinds) for c in ids)


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
        raise CardError(f"{token!r}: a joker is only allowed in a wild-card call (wild_rule=...)").worded(
            "card.joker", token=token)
    raise _why(t)


def _why(token: str) -> CardError:
    """The error of a token that is not a card: no token, an unknown rank, no suit or an unknown suit."""
    if not token:
        return CardError("empty card token").worded("card.empty")
    rank, suit = (token[:2], token[2:]) if token.startswith("10") else (token[:1], token[1:])
    if rank.upper() not in RANKS and rank != "10":
        return CardError(f"{token!r}: unknown rank {rank!r} (ranks are 2-9, T or 10, J, Q, K, A)").worded(
            "card.rank", token=token, rank=rank)
    if not suit:
        return CardError(f"{token!r}: missing suit (suits are c d h s or ♣ ♦ ♥ ♠)").worded(
            "card.no_suit", token=token)
    return CardError(f"{token!r}: unknown suit {suit!r} (suits are c d h s or ♣ ♦ ♥ ♠)").worded(
        "card.suit", token=token, suit=suit)


def card(value: CardLike) -> int:
    """Parse one card: ``"As"``, ``"10h"``, ``"K♦"`` or an id ``0..51``.

    >>> card("As"), card("10♠"), card(0)
    (51, 35, 0)
    """
    if isinstance(value, str):
        return _from_token(value, False)
    return card_id(value)


def _scan_word(word: str, allow_jokers: bool, out: list[int]) -> None:
    """Append the cards of one separator-free word: a card, or cards written together
    (``"AsKd10h"``); an error names the word and the part that is not a card."""
    pos, n = 0, len(word)
    while pos < n:
        low = word[pos:pos + 5].lower()
        jk = next((j for j in _JOKER_TOKENS if low.startswith(j)), None)
        if jk is not None:
            out.append(_from_token(word[pos:pos + len(jk)], allow_jokers))
            pos += len(jk)
            continue
        size = 3 if word.startswith("10", pos) else 2
        token = word[pos:pos + size]
        c = _TOKENS.get(token)
        if c is None:
            if token == word:
                raise _why(token)
            if word[pos] in _RANK_CHARS or size == 3:  # a rank, then a bad or missing suit
                why = _why(token)
            else:
                why = CardError(f"{word[pos]!r} is not a rank (ranks are 2-9, T or 10, J, Q, K, A)").worded(
                    "card.not_rank", rank=word[pos])
            raise CardError(f"{word!r} is not a card (write cards like 'As' or '10h', separated by "
                            f"spaces, commas or semicolons): {why}").worded(
                "card.word", word=word, why=(why.what, why.parts))
        out.append(c)
        pos += size


def _check_length(text: str) -> None:
    if len(text) > MAX_SPEC_CHARS:
        raise CardError(f"a card string of {len(text)} characters is too long to be cards "
                        f"(at most {MAX_SPEC_CHARS}); nothing was parsed").worded(
            "card.too_long", chars=len(text), most=MAX_SPEC_CHARS)


def _scan_string(text: str, allow_jokers: bool) -> list[int]:
    _check_length(text)
    out: list[int] = []
    for word in _SEPARATORS.split(text):
        if word:
            _scan_word(word, allow_jokers, out)
    return out


def cards(spec: CardSpec, *, allow_jokers: bool = False) -> Cards:
    """Parse many cards: a string with or without separators, or an iterable of
    tokens, ints and parsed cards. A card given twice is an error (jokers excepted:
    the second joker is ``53``). A string longer than ``MAX_SPEC_CHARS`` is refused.

    >>> cards("AsKd10h") == cards("As, Kd, 10h") == cards(["As", 45, "10h"])
    True
    >>> print(cards("As Kd 10h"))
    A♠ K♦ 10♥
    """
    # (a tuple, list or Cards of ids and tokens, or a string like "As Kd", never gets here:
    # handrank._entry's C entry point (csrc/pyext/entry.c) reads those itself and calls this
    # function for everything else; without the extension, this is cards)
    if isinstance(spec, str):
        _check_length(spec)
        words = spec.split()
        try:
            ids = [_TOKENS[w] for w in words]
        except KeyError:
            ids = _scan_string(spec, allow_jokers)
    elif isinstance(spec, (bytes, bytearray, memoryview)):
        raise CardError(f"{bytes(spec[:40])!r}: bytes are not a card spelling; give a str "
                        "('As Ks') or a tuple of card ids ((51, 47))")
    elif getattr(spec, "ndim", 1) > 1:
        shape = getattr(spec, "shape", ())
        raise CardError(f"an array of shape {shape} is not one hand: evaluate many hands "
                        "at once with evaluate_batch, or pass one row")
    elif not isinstance(spec, Iterable):
        ids = [card_id(spec, allow_jokers=allow_jokers)]
    else:
        ids = []
        for item in spec:
            if isinstance(item, str):
                ids.extend(_scan_string(item, allow_jokers))
            else:
                ids.append(card_id(item, allow_jokers=allow_jokers))
            if len(ids) > NUM_CARDS + 2:  # a repeat for sure: stop reading here
                break
    return _check_distinct(ids)


def _check_distinct(ids: list[int]) -> Cards:
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
                raise CardError("more than two jokers: a deck has two").worded("card.jokers")
            raise CardError(f"card {card_str(c)} is given twice").worded("card.twice", card=card_str(c))
        seen.add(c)
        out.append(c)
    return Cards(out)


class Cards(tuple[int, ...]):
    """Cards as a result: a plain tuple of ids (equal to one, for bots), whose ``str()``
    prints the cards; ``repr()`` stays the tuple's, so ids stay visible.

    >>> five = Cards((31, 30, 28, 20, 21))
    >>> five == (31, 30, 28, 20, 21), str(five), five
    (True, '9♠ 9♥ 9♣ 7♣ 7♦', (31, 30, 28, 20, 21))
    """

    __slots__ = ()

    def __str__(self) -> str:
        return cards_str(self, symbols=True)

    def _repr_html_(self) -> str:
        """Jupyter shows the cards as small faces in suit colours (``cards_html``)."""
        return cards_html(self)


# The C entry point (csrc/pyext/entry.c), an optional accelerator: cards reads the common
# spellings itself and calls the Python function above for everything else.
_cards_python = cards
try:
    from ._entry import card_parser as _card_parser
except ImportError:  # pragma: no cover - the extension is not built (or not for this interpreter)
    pass
else:
    if not TYPE_CHECKING:  # type checkers keep the signature above; the builtin has the same one
        cards = _card_parser(Cards, _TOKENS, cards,
                             "cards(spec, *, allow_jokers=False)\n--\n\n" + (cards.__doc__ or ""))


_NAMES = tuple(RANKS[c >> 2] + SUITS[c & 3] for c in range(NUM_CARDS)) + ("Jk", "Jk")
_PRETTY = tuple(("10" if RANKS[c >> 2] == "T" else RANKS[c >> 2]) + SUIT_SYMBOLS[c & 3]
                for c in range(NUM_CARDS)) + ("🃏", "🃏")


def _spelled(c: Union[CardSpec, int], names: tuple[str, ...]) -> str:
    if type(c) is int and 0 <= c < len(names):
        return names[c]
    return " ".join(names[i] for i in cards(c, allow_jokers=True))


def card_str(c: Union[CardSpec, int]) -> str:
    """``51 -> "As"``; jokers print as ``"Jk"``. A token or several cards work too.

    >>> card_str(51), card_str("a♠"), card_str((51, 45))
    ('As', 'As', 'As Kd')
    """
    return _spelled(c, _NAMES)


def pretty(c: Union[CardSpec, int]) -> str:
    """``51 -> "A♠"``, tens as ``10``; jokers as ``"🃏"``. A token or several cards work too.

    >>> pretty(51), pretty("As"), pretty((51, 45))
    ('A♠', 'A♠', 'A♠ K♦')
    """
    return _spelled(c, _PRETTY)


def cards_str(ids: CardSpec, *, symbols: bool = False) -> str:
    """Space-separated cards: ``"As Kd"`` (``symbols=True``: ``"A♠ K♦"``); the README's
    tour prints results with it (a ``Cards`` result prints with symbols by itself).

    >>> cards_str((51, 45)), cards_str((51, 45), symbols=True)
    ('As Kd', 'A♠ K♦')
    """
    names = _PRETTY if symbols else _NAMES
    given: Any = ids  # read as ids first: anything else raises here and is parsed below
    try:
        return " ".join([names[c] for c in given])
    except (TypeError, IndexError):
        return " ".join(names[i] for i in cards(ids, allow_jokers=True))
def ranks_str(ranks: Iterable[int], alphabet: str = RANKS) -> str:
    """Ranks ``0..12`` as ``"5-4-3-2-A"`` (tens as ``10``), in another ``alphabet`` if given.

    >>> ranks_str((8, 3, 2, 1, 12))
    '10-5-4-3-A'
    """
    return "-".join("10" if r == 8 else alphabet[r] for r in ranks)


def check_count(ids: tuple[int, ...], low: int = 5, high: int = 7) -> None:
    """A clear error unless a hand has ``low`` to ``high`` cards.

    >>> check_count(cards("As Ks Qs Js Ts"))
    >>> check_count(cards("As Ks"))
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: a hand is 5 to 7 cards, got 2
    """
    if not low <= len(ids) <= high:
        raise CardError(f"a hand is {low} to {high} cards, got {len(ids)}").worded(
            "hand.count", low=low, high=high, got=len(ids))


# A four-colour deck (clubs green, diamonds blue, hearts red, spades black): no two suits alike.
SUIT_COLOURS = ("#1a7f37", "#0a58ca", "#cf222e", "#1f2328")
_FACE = ("display:inline-block;min-width:1.7em;padding:0 .25em;margin:0 .12em 0 0;border:1px solid #b8b8b8;"
         "border-radius:.3em;background:#fff;font-weight:600;text-align:center;"
         "font-family:system-ui,sans-serif;line-height:1.5")


def cards_html(ids: CardSpec) -> str:
    """Cards as HTML for Jupyter: one small face per card, its suit in its colour
    (``SUIT_COLOURS``, a four-colour deck), inline CSS only; no cards: ``"-"``.

    >>> cards_html("Ah")
    '<span style="white-space:nowrap"><span style="display:inline-block;...;color:#cf222e">A♥</span></span>'
    """
    ids = cards(ids, allow_jokers=True)
    faces = "".join(f'<span style="{_FACE};color:{SUIT_COLOURS[c & 3] if c < NUM_CARDS else "#8250df"}">'
                    f"{_PRETTY[c]}</span>" for c in ids)
    return f'<span style="white-space:nowrap">{faces}</span>' if ids else "-"

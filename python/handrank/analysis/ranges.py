"""Hand ranges in the notation Hold'em players write (PokerStove, Equilab, Flopzilla).

A range is a list of terms separated by commas or spaces (``"JJ+, AKs"`` or ``"JJ+ AKs"``); spaces
inside a term are allowed (``"Ah Kh"``, ``"AA : 0.5"``, ``"22 - 55"``, ``"top 15%"``):

=================  ==============================================================  ===========
term               means                                                           combos
=================  ==============================================================  ===========
``AhKh``           that exact hand (any card spelling ``cards`` accepts)           1
``QQ``             a pair                                                          6
``AKs`` ``AKo``    suited / offsuit / both                                         4 / 12 / 16
``AK``
``QQ+``            QQ, KK, AA                                                      18
``ATs+``           ATs AJs AQs AKs: the kicker climbs to one below the top card    16
``22-55``          22 33 44 55: both ends included, either order (``55-22``)       24
``76s-54s``        76s 65s 54s: the same gap, both ends included                   12
``A2s-A5s``        A2s A3s A4s A5s: the same top card                              16
``random`` ``*``   every hand                                                      1,326
``15%``            the strongest 15% of the hands: ``Range.top(0.15)``             200
``top 15%``        the same (``15.5%``: a share need not be whole)                 200
``15-25%``         ``top 25%`` less ``top 15%``                                    134
``AA:0.5``         a weight in (0, 1] for that term's combos (the Equilab form)    6 at 0.5
=================  ==============================================================  ===========

Duplicates are one combo; when terms give a combo different weights, **the last term
wins** (``"QQ+, AA:0.5"`` is QQ and KK at 1, AA at 0.5; ``"random:0.1, QQ+"`` is every hand
at 0.1 except QQ+ at 1). Set algebra: ``a | b`` keeps the larger weight, ``a & b`` the
smaller, ``a - b`` drops from ``a`` every combo ``b`` holds (whatever its weight).

>>> r = Range("QQ+, AKs, 76s-54s")
>>> len(r), r.text()
(34, 'QQ+,AKs,76s-54s')
>>> "AhKh" in r, "AhKd" in r
(True, False)
>>> r.combos[0]
(12, 8, 1.0)
>>> (Range("22-55") | Range("66+")).text()
'22+'
>>> Range.top(0.05).text()
'77+,AK,AJs+'
>>> Range("5% 22+") == Range.top(0.05) | Range("22+"), len(Range("15-25%"))
(True, 134)

A share of the hands (``15%``, ``top 15%``, ``15-25%``) ranks them as ``Range.top`` does, by
Hold'em's preflop table (equity against one random hand), so it is Hold'em's alone: an Omaha,
short-deck or hi-lo range refuses it, naming the game (there is no ranking of their starting
hands here).

Omaha: ``Range(text, hole=4)`` or ``Range(text, game="omaha")`` (5, 6: ``omaha5``, ``omaha6``)
takes exact hands, ``random`` and rank patterns,
with weights; its ``combos`` are ``(c1, ..., c_hole, weight)`` with the ids descending. A
pattern is one character a card, a rank or ``x`` (any rank), and says "at least": ``AAxx`` is
every hand with two aces or more, ``AKxx`` holds ``AAKx`` and ``AKKK``; a shorter pattern is
padded with ``x`` (``AA`` means ``AAxx``). Four-card patterns take a suit tag: ``ds``
(double-suited: two suits, two cards each), ``ss`` (single-suited: one suit twice, the other
two cards of two other suits), ``r`` (rainbow). ``text()`` gives the terms back in a canonical
spelling (ranks high to low, then the ``x`` s, the tag in lower case):

>>> r = Range("aaxx, KKQQds:0.5, AKQJr", hole=4)
>>> len(r), r.text()
(6991, 'AAxx,KKQQds:0.5,AKQJr')
"""

from __future__ import annotations

import math
import numbers
import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import combinations, product
from typing import Any, Optional, Union

from ..cards import RANKS, CardError, card_str, cards
from ..errors import HandrankError
from ..registry import GAMES as _GAMES
from ..registry import Game, same_cards
from ..registry import game as _game
from ..text.analysis import RANGE_TERMS, RANGE_TOP, say
from .draws import Breakdown, breakdown

__all__ = ["HAND_CLASSES", "Range", "RangeError", "percentile", "preflop_equities"]

Key = tuple[int, ...]  # a combo's card ids, descending
Combo = tuple[Any, ...]  # a combo's card ids (ints) followed by its weight (a float)
SortKey = tuple[int, ...]  # where a term goes in the range's text
RangeLike = Union["Range", str]


class RangeError(HandrankError):
    """Bad range input: the message names the term and why it was refused.

    >>> Range("QQ+,AX")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    handrank.analysis.ranges.RangeError: 'AX': not a range term nor an exact hand (a Hold'em range takes ...
    """


def _class_name(hi: int, lo: int, kind: str) -> str:
    return RANKS[hi] + RANKS[lo] + ("" if kind == "p" else kind)


# The 169 hand classes, row by row of the usual 13 x 13 grid: AA AKs AKo AQs AQo ... 22.
HAND_CLASSES: tuple[str, ...] = tuple(
    _class_name(hi, lo, kind)
    for hi in range(12, -1, -1)
    for lo in range(hi, -1, -1)
    for kind in (("p",) if hi == lo else ("s", "o")))


def _class_keys(hi: int, lo: int, kind: str) -> list[Key]:
    """The combos of one class: ``kind`` ``p`` (pair), ``s``, ``o`` or ``""`` (both)."""
    if kind == "p":
        return [(4 * hi + a, 4 * hi + b) for a in range(3, -1, -1) for b in range(a - 1, -1, -1)]
    return [(4 * hi + a, 4 * lo + b) for a in range(3, -1, -1) for b in range(3, -1, -1)
            if (kind == "") or (kind == "s") == (a == b)]


def _class_of(key: Key) -> tuple[int, int, str]:
    hi, lo = key
    if hi >> 2 == lo >> 2:
        return hi >> 2, lo >> 2, "p"
    return hi >> 2, lo >> 2, "s" if hi & 3 == lo & 3 else "o"


_CLASS_SIZE = {"p": 6, "s": 4, "o": 12}
# ASCII: under Unicode case folding the Kelvin sign (U+212A) would match K and then not be a rank
_TWO_RANKS = re.compile(r"[2-9TJQKA]{2}", re.IGNORECASE | re.ASCII)
_TERM = re.compile(r"([2-9TJQKA])([2-9TJQKA])([^+]?)(\+?)", re.IGNORECASE | re.ASCII)


# An Omaha rank pattern: ranks or x, one a card, and a suit tag (four-card games only)
_PATTERN = re.compile(r"([2-9TJQKAX]{1,6})(DS|SS|R)?", re.IGNORECASE | re.ASCII)
_SUIT_SHAPES = {"ds": (2, 2), "ss": (2, 1, 1), "r": (1, 1, 1, 1)}
# a share of the hands by Range.top's ranking: "15%", "top 15%", "15.5%", "15-25%" (spaces removed)
_NUMBER = r"(\d{1,3}(?:\.\d{1,6})?)"
_SHARE = re.compile(rf"(?:{RANGE_TOP})?(?:{_NUMBER}%?-)?{_NUMBER}%", re.IGNORECASE | re.ASCII)
MAX_PATTERN_HANDS = 400_000  # a pattern naming more hands than this is refused (list them: too slow)
MAX_RANGE_HANDS = 1_000_000  # the hands a range's distinct patterns may name together


# --- parsing -------------------------------------------------------------------------------

QUOTE = 60  # characters of a bad term an error message quotes; longer text is cut


def _cut(text: str, limit: int) -> str:
    """``text``, or its first ``limit`` characters and an ellipsis."""
    return text if len(text) <= limit else text[:limit] + "…"


def _quote(term: Any) -> str:
    """A term (or any input) as an error message quotes it: its repr, cut after ``QUOTE``
    characters.

    >>> _quote("AX"), _quote("K" * 100)
    ("'AX'", "'KKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK…'")
    """
    return repr(_cut(term, QUOTE)) if isinstance(term, str) else _cut(repr(term), QUOTE)

def _hole(hole: Any) -> int:
    """``hole=``: 2, 4, 5 or 6 as an int (a NumPy int is one; ``4.0`` and ``True`` are not)."""
    if isinstance(hole, bool) or not isinstance(hole, numbers.Integral) or hole not in (2, 4, 5, 6):
        raise RangeError(f"hole={hole!r}: a hand has 2 (Hold'em), 4, 5 or 6 (Omaha) cards")
    return int(hole)


def _parse_class(term: str, part: str) -> tuple[int, int, str, bool]:
    """``"ATs+"`` -> ``(12, 8, "s", True)``; kind ``p`` pair, ``s``, ``o``, ``""`` both."""
    m = _TERM.fullmatch(part)
    if m is None:
        raise _not_a_term(term, part)
    a, b = RANKS.index(m.group(1).upper()), RANKS.index(m.group(2).upper())
    hi, lo = max(a, b), min(a, b)
    suffix = m.group(3).lower()
    if suffix not in ("", "s", "o"):
        raise RangeError(f"{_quote(term)}: unknown suffix {m.group(3)!r} in {_quote(part)} "
                         "(s = suited, o = offsuit, none = both)").worded(
            "range.suffix", term=_quote(term), suffix=m.group(3), part=_quote(part))
    if hi == lo:
        if suffix:
            raise RangeError(f"{_quote(term)}: {_quote(part)} is a pair, which cannot be suited or "
                             "offsuit").worded(
                "range.pair_suited", term=_quote(term), part=_quote(part))
        return hi, lo, "p", bool(m.group(4))
    return hi, lo, suffix, bool(m.group(4))


def _look_alikes(term: str) -> None:
    """A character that only looks like a rank or a suit letter (the Kelvin sign, a fullwidth
    A) is named as what it is, not shown as the letter it resembles."""
    for ch in term:
        if not ch.isascii():
            plain = unicodedata.normalize("NFKC", ch)
            if plain.isascii() and plain.isalnum():
                raise RangeError(f"{_quote(term)}: {ch!a} ({unicodedata.name(ch, 'a look-alike')}) is not "
                                 f"the letter {plain!r}; write {_quote(term.replace(ch, plain))}")


Need = tuple[tuple[int, int], ...]  # a pattern's named ranks and how many of each, at least


def _pattern(term: str, body: str, hole: int) -> tuple[str, Need, str]:
    """An Omaha rank pattern checked: its canonical spelling, the ranks it names with how many
    cards of each it needs at least, and its suit tag (``""`` for none)."""
    m = _PATTERN.fullmatch(body)
    assert m is not None
    ranks, tag = m.group(1).upper(), (m.group(2) or "").lower()
    if len(ranks) > hole:
        raise RangeError(f"{_quote(term)}: {len(ranks)} cards named for a {hole}-card hand")
    if tag and hole != 4:
        raise RangeError(f"{_quote(term)}: the suit tag {tag!r} is for four-card hands; a {hole}-card "
                         "hand takes ranks and x only")
    named = sorted((RANKS.index(c) for c in ranks if c != "X"), reverse=True)
    canon = "".join(RANKS[r] for r in named) + "x" * (hole - len(named)) + tag
    need = tuple(sorted(((r, named.count(r)) for r in set(named)), reverse=True))
    if any(n > 4 for _, n in need):
        raise RangeError(f"{_quote(term)}: a rank has only four cards").worded(
            "range.four", term=_quote(term))
    return canon, need, tag


def _rank_counts(need: Need, hole: int) -> Iterator[tuple[int, ...]]:
    """Each way a hand holds the named ranks: how many cards of each (at least the pattern's,
    at most four, at most ``hole`` together)."""
    for counts in product(*(range(n, 5) for _, n in need)):
        if sum(counts) <= hole:
            yield counts


def _pattern_size(need: Need, hole: int) -> int:
    """How many ``hole``-card hands hold at least ``n`` cards of each named rank ``r`` of
    ``need`` (suit tags not counted): each hand once, by how many cards of each named rank it
    holds, the rest from the other ranks.

    >>> _pattern_size(((12, 2), (11, 1)), 6), _pattern_size(((12, 2),), 6), _pattern_size(((12, 1),), 6)
    (369364, 1237792, 8087008)
    """
    others = 52 - 4 * len(need)
    return sum(math.prod(math.comb(4, k) for k in counts) * math.comb(others, hole - sum(counts))
               for counts in _rank_counts(need, hole))


def _pattern_hands(need: Need, hole: int, tag: str) -> list[Key]:
    """The hands of a pattern (ids descending, sorted), each made once: the cards of each named
    rank, then the rest from the other ranks."""
    named = {r for r, _ in need}
    others = [c for c in range(52) if c >> 2 not in named]
    shape = _SUIT_SHAPES.get(tag)
    hands: list[Key] = []
    for counts in _rank_counts(need, hole):
        picks = [list(combinations(range(4 * r, 4 * r + 4), k)) for (r, _), k in zip(need, counts)]
        for chosen in product(*picks):
            fixed = [c for part in chosen for c in part]
            for extra in combinations(others, hole - len(fixed)):
                hand = tuple(sorted((*fixed, *extra), reverse=True))
                if shape is None or _suit_shape(hand) == shape:
                    hands.append(hand)
    hands.sort()
    return hands


def _suit_shape(hand: Key) -> tuple[int, ...]:
    """How many cards of each suit the hand holds, the most first (suits it lacks left out)."""
    counts = [sum(1 for c in hand if c & 3 == st) for st in range(4)]
    return tuple(sorted((n for n in counts if n), reverse=True))


class _Patterns:
    """The hands of a range's rank patterns: each distinct pattern counted exactly and, before
    any is listed, refused past ``MAX_PATTERN_HANDS`` hands or when the range's distinct
    patterns name more than ``MAX_RANGE_HANDS`` together; each listed once however often it
    appears."""

    def __init__(self, terms: list[str], hole: int) -> None:
        self.hole = hole
        self.seen: dict[tuple[Need, str], list[Key]] = {}
        sizes: dict[tuple[Need, str], int] = {}
        for term in terms:  # a term that is not a good pattern is refused, in its turn, by the parse
            body = term.partition(":")[0]
            if not _PATTERN.fullmatch(body) or body.lower() in ("random", "*"):
                continue
            try:
                spelling, need, tag = _pattern(term, body, hole)
            except RangeError:
                continue
            if spelling == "x" * hole or (need, tag) in sizes:
                continue
            sizes[need, tag] = self._size(term, need)
            total = sum(sizes.values())
            if total > MAX_RANGE_HANDS:
                raise RangeError(f"{_quote(term)}: with the patterns before it the range names {total:,} "
                                 f"{hole}-card hands (each pattern counted whole), too many to list (the "
                                 f"limit is {MAX_RANGE_HANDS:,})")

    def _size(self, term: str, need: Need) -> int:
        size = _pattern_size(need, self.hole)
        if size > MAX_PATTERN_HANDS:
            raise RangeError(f"{_quote(term)}: names {size:,} {self.hole}-card hands, too many to list "
                             f"(the limit is {MAX_PATTERN_HANDS:,}); name more cards or use random")
        return size

    def hands(self, need: Need, tag: str) -> list[Key]:
        """The hands of one pattern, listed the first time it appears."""
        key = (need, tag)
        if key not in self.seen:
            self.seen[key] = _pattern_hands(need, self.hole, tag)
        return self.seen[key]


def _not_a_term(term: str, part: str) -> RangeError:
    return RangeError(f"{_quote(term)}: {_quote(part)} is not a hand (AhKh), a hand class (QQ, AKs, AKo, AK) "
                      "or a range term (QQ+, ATs+, 22-55, 76s-54s, random)").worded(
        "range.not_a_term", term=_quote(term), part=_quote(part))


def _class_range(term: str, body: str) -> list[tuple[int, int, str]]:
    """The classes a class term, a plus term or a dash term names."""
    if "-" in body:
        ends = body.split("-")
        if len(ends) != 2 or not all(ends):
            raise RangeError(f"{_quote(term)}: a dash joins exactly two hand classes, like 22-55 or "
                             "76s-54s").worded(
                "range.dash_two", term=_quote(term))
        (h1, l1, k1, p1), (h2, l2, k2, p2) = (_parse_class(term, e) for e in ends)
        if p1 or p2:
            raise RangeError(f"{_quote(term)}: a dash end cannot carry '+'").worded(
                "range.dash_plus", term=_quote(term))
        if (k1 == "p") != (k2 == "p"):
            raise RangeError(f"{_quote(term)}: a dash joins two pairs (22-55) or two non-pairs "
                             "(76s-54s, A2s-A5s), not a pair and a non-pair").worded(
                                 "range.dash_pair", term=_quote(term))
        if k1 == "p":
            return [(r, r, "p") for r in range(min(h1, h2), max(h1, h2) + 1)]
        if k1 != k2:
            raise RangeError(f"{_quote(term)}: both ends of a dash must be alike: suited, offsuit or "
                             "both").worded(
                "range.dash_alike", term=_quote(term))
        if h1 == h2:
            return [(h1, lo, k1) for lo in range(min(l1, l2), max(l1, l2) + 1)]
        if h1 - l1 == h2 - l2:
            return [(hi, hi - (h1 - l1), k1) for hi in range(min(h1, h2), max(h1, h2) + 1)]
        raise RangeError(f"{_quote(term)}: the ends of a dash share the top card (A2s-A5s) or the gap "
                         "between the cards (76s-54s)")
    hi, lo, kind, plus = _parse_class(term, body)
    if not plus:
        return [(hi, lo, kind)]
    if kind == "p":
        return [(r, r, "p") for r in range(hi, 13)]
    return [(hi, k, kind) for k in range(lo, hi)]


def _parse_weight(term: str, text: str) -> float:
    try:
        w = float(text)
    except ValueError:
        raise RangeError(f"{_quote(term)}: the weight {text!r} is not a number").worded(
            "range.weight_text", term=_quote(term), weight=repr(text)) from None
    if not (math.isfinite(w) and 0.0 < w <= 1.0):
        raise RangeError(f"{_quote(term)}: the weight {text} is outside (0, 1]").worded(
            "range.weight", term=_quote(term), weight=text)
    return w


def _parse_hand(term: str, hand: Any, hole: int) -> Key:
    try:
        ids = cards(hand)
    except CardError as e:
        what = (f"a range term nor an exact hand ({RANGE_TERMS[2]})" if hole == 2 else
                f"an exact {hole}-card hand nor a rank pattern ({RANGE_TERMS[hole]})")
        raise RangeError(f"{_quote(term)}: not {what}: {_cut(str(e), QUOTE * 2)}").worded(
            "range.not_hand" if hole == 2 else "range.not_omaha_hand", term=_quote(term), hole=hole,
            why=(e.what, e.parts)) from None
    if len(ids) != hole:
        raise RangeError(f"{_quote(term)}: an exact hand has {hole} cards, this has {len(ids)}").worded(
            "range.hand_count", term=_quote(term), hole=hole, got=len(ids))
    return tuple(sorted(ids, reverse=True))


_TAGS = ("ds", "ss", "r")


def _cards_in(word: str) -> int:
    """How many cards ``word`` spells (0 when it is not cards)."""
    try:
        return len(cards(word))
    except CardError:
        return 0


def _term_ok(term: str, hole: int) -> bool:
    """Whether ``term`` (spaces removed) reads as one range term: a cheap look at its form, the
    checks of its values left to the parse."""
    body, colon, wtext = term.partition(":")
    if colon and not re.fullmatch(r"[0-9.eE+-]+", wtext):
        return False
    if body.lower() in ("random", "*") or _SHARE.fullmatch(body):
        return True
    if hole == 2 and all(_TERM.fullmatch(end) for end in body.split("-")) and body.count("-") <= 1:
        return True
    if hole > 2 and _PATTERN.fullmatch(body):
        return True
    return _cards_in(body) == hole


def _x_tail(group: str, word: str, hole: int) -> bool:
    """Whether ``word`` is ``x`` s ending the Omaha pattern ``group`` (``AA xx``: ``AAxx``)."""
    joined = "".join(group.split()) + word
    return set(word.lower()) == {"x"} and len(joined) <= hole and _PATTERN.fullmatch(joined) is not None


def _glue(words: list[str], hole: int) -> list[str]:
    """The words of one comma-separated part grouped into terms: a word joins the one before
    when either side of the join is a ``:`` or a ``-`` (``AA : 0.5``, ``22 - 55``), it is a
    lone ``%``, it follows ``top``, it is an Omaha suit tag (``KKQQ ds``) or the ``x`` s ending
    an Omaha pattern (``AA xx``), or it and the words before it are cards still short of one
    hand (``Ah Kh``).

    >>> _glue(["JJ+", "AKs", "Ah", "Kh", "AA", ":", "0.5", "top", "15%"], 2)
    ['JJ+', 'AKs', 'Ah Kh', 'AA : 0.5', 'top 15%']
    >>> _glue(["AA", "xx", "KKQQ", "ds", "As", "Ah", "Kd", "Qc"], 4)
    ['AA xx', 'KKQQ ds', 'As Ah Kd Qc']
    """
    groups: list[str] = []
    held = 0  # the cards of the last group, when it is cards short of one hand
    for word in words:
        n = _cards_in(word)
        if groups and (word[0] in ":-%" or groups[-1][-1] in ":-" or groups[-1].lower() == RANGE_TOP
                       or (hole == 4 and word.lower() in _TAGS)
                       or (hole > 2 and _x_tail(groups[-1], word, hole))
                       or (0 < held < hole and n and held + n <= hole)):
            groups[-1] += " " + word
            held = held + n if held and n else 0
        else:
            groups.append(word)
            held = n if n < hole else 0
    return groups


def _terms_of(text: str, hole: int) -> list[tuple[str, str]]:
    """The terms of a range's text, each as typed (to quote) and with its spaces removed (to
    parse): commas separate terms, and so do spaces between whole terms (``JJ+ AKs``); a part
    whose words are not each a term, but which is one term once its spaces go, is that term
    (``Q Q +``)."""
    out: list[tuple[str, str]] = []
    parts = text.split(",")
    for i, part in enumerate(parts):
        if not part.strip():
            raise RangeError(f"empty term (number {i + 1}) in {_quote(text)}: two commas in a row or a "
                             "comma at an end").worded("range.empty_term", number=i + 1, text=_quote(text))
        groups = _glue(part.split(), hole)
        compact = "".join(part.split())
        if len(groups) > 1 and not all(_term_ok("".join(g.split()), hole) for g in groups) \
                and _term_ok(compact, hole):
            groups = [part.strip()]
        out += [(g, "".join(g.split())) for g in groups]
    return out


def _share(term: str, body: str, game: str) -> list[Key]:
    """The hands of a share of the hands: ``15%`` and ``top 15%`` are ``Range.top(0.15)``,
    ``15-25%`` is ``Range.top(0.25)`` less ``Range.top(0.15)``; Hold'em only (Range.top's
    ranking is Hold'em's)."""
    if not _GAMES[game].has("percentile"):
        raise RangeError(f"{_quote(term)}: a share of the hands needs a ranking of the starting hands, and "
                         f"{game} has none here (Range.top ranks Hold'em's hand classes); "
                         + (RANGE_TERMS[_GAMES[game].hole] if _GAMES[game].hole > 2 else
                            "name the hands instead, like QQ+, AKs, 22-55"))
    m = _SHARE.fullmatch(body)
    if m is None:
        raise RangeError(f"{_quote(term)}: a share of the hands is written 15%, 15.5%, top 15% or 15-25% "
                         "(percent of the 1,326 hands, strongest first, as Range.top ranks them)")
    lo, hi = (float(m.group(1)) if m.group(1) is not None else 0.0), float(m.group(2))
    if not 0.0 < hi <= 100.0:
        raise RangeError(f"{_quote(term)}: {m.group(2)}% is not a share of the hands: write a number "
                         "of percent above 0 and at most 100")
    if lo >= hi:
        raise RangeError(f"{_quote(term)}: the first share of {m.group(1)}-{m.group(2)}% must be below "
                         f"the second (write {m.group(2)}-{m.group(1)}%)" if lo > hi else
                         f"{_quote(term)}: {m.group(1)}-{m.group(2)}% names no hands: the shares must differ")
    keys = set(Range.top(hi / 100.0)._w)
    if lo > 0.0:
        keys -= set(Range.top(lo / 100.0)._w)
    return sorted(keys)


def _omaha_hint(term: str, body: str) -> None:
    """A Hold'em range given Omaha notation (four to six ranks or ``x`` s, ``KKQQds``) is refused
    with how to ask for an Omaha range."""
    m = _PATTERN.fullmatch(body)
    if m is None or not (m.group(2) or 4 <= len(m.group(1)) <= 6):
        return
    size = max(4, len(m.group(1)))
    game = {4: "omaha", 5: "omaha5", 6: "omaha6"}[size]
    raise RangeError(f"{_quote(term)}: this is Omaha notation, and a Hold'em range was asked for; write "
                     f"Range({_cut(term, QUOTE)!r}, game={game!r}) (or hole={size}) for an Omaha range, "
                     f"or Hold'em terms: {RANGE_TERMS[2]}")


def _parse(text: str, hole: int, game: Optional[str] = None
           ) -> tuple[Optional[float], dict[Key, float], Optional[str]]:
    """The base weight (Omaha ``random``), the weights of the listed hands and, for Omaha, the
    terms in their canonical spelling (what ``text()`` gives back). ``game``: the range's game
    (by default the game of ``hole`` cards), which a share of the hands (``15%``) must have."""
    game = game or _HOLE_GAMES[hole]
    if not text.split():
        raise RangeError("empty range: write at least one term, e.g. 'QQ+, AKs' or 'random'").worded(
            "range.empty")
    base: Optional[float] = None
    weights: dict[Key, float] = {}
    canon: list[str] = []
    typed_terms = _terms_of(text, hole)
    patterns = _Patterns([t for _, t in typed_terms], hole) if hole > 2 else None
    for typed, term in typed_terms:
        _look_alikes(typed)
        body, colon, wtext = term.partition(":")
        w = _parse_weight(typed, wtext) if colon else 1.0
        if not body:
            raise RangeError(f"{_quote(typed)}: a weight needs a term before the ':'").worded(
                "range.weight_alone", term=_quote(typed))
        if body.lower() in ("random", "*"):
            if hole == 2:
                weights.update(dict.fromkeys(_ALL_KEYS, w))
            else:  # too many hands to list: a base weight for every hand
                base, weights, canon = w, {}, []
            canon.append("random" + _suffix(w))
        elif "%" in body:
            weights.update(dict.fromkeys(_share(typed, body, game), w))
        elif patterns is not None and _PATTERN.fullmatch(body):
            spelling, need, tag = _pattern(typed, body, hole)
            if spelling == "x" * hole:  # every hand
                base, weights, canon = w, {}, []
                canon.append("random" + _suffix(w))
                continue
            weights.update(dict.fromkeys(patterns.hands(need, tag), w))
            if not (w == base and len(canon) == 1):  # right after random at its weight: nothing new
                canon.append(spelling + _suffix(w))
        elif hole == 2 and _TERM.fullmatch(body.split("-")[0]) is not None:
            for cls in _class_range(typed, body):
                weights.update(dict.fromkeys(_class_keys(*cls), w))
        elif hole == 2 and _TWO_RANKS.match(body):  # "AKs++", "AKsx": a class gone wrong
            _omaha_hint(typed, body)
            raise _not_a_term(typed, body)
        elif hole == 2 and "-" in body:
            raise RangeError(f"{_quote(typed)}: a dash joins two hand classes (22-55, 76s-54s), not exact "
                             "hands")
        else:
            if hole == 2:
                _omaha_hint(typed, body)
            key = _parse_hand(typed, body, hole)
            weights[key] = w
            if not (w == base and len(canon) == 1):
                canon.append("".join(map(card_str, key)) + _suffix(w))
    return base, weights, ",".join(canon) if hole > 2 else None


_ALL_KEYS: tuple[Key, ...] = tuple((hi, lo) for hi in range(52) for lo in range(hi))
SHORT_DECK_GAMES = tuple(g.name for g in _GAMES.values() if g.deck == 36)  # (handrank.registry)
SHORT_DECK_HANDS = 630  # C(36, 2)
# a range made without game=: the game of its hand size
_HOLE_GAMES = {2: "holdem", 4: "omaha", 5: "omaha5", 6: "omaha6"}


def _range_game(hole: Any, game: Any) -> Game:
    """The game of ``Range(text, hole=..., game=...)``: ``game`` (a name or an alias of a game
    with ranges), else the game of ``hole`` cards (2: Hold'em; 4, 5, 6: Omaha); both given, the
    game must deal ``hole`` cards.

    >>> _range_game(None, "PLO").name, _range_game(5, None).name, _range_game(None, None).name
    ('omaha', 'omaha5', 'holdem')
    >>> _range_game(5, "omaha")
    Traceback (most recent call last):
    ...
    handrank.analysis.ranges.RangeError: hole=5: omaha deals 4 hole cards (omaha5 deals 5)
    """
    if game is None:
        return _GAMES[_HOLE_GAMES[2 if hole is None else _hole(hole)]]
    g = _game(game, "range", error=RangeError, what="Range")
    if hole is not None and _hole(hole) != g.hole:
        other = [o.name for o in _GAMES.values() if o.hole == hole and o.ranges is not None
                 and o.split == g.split and o.deck == g.deck]
        raise RangeError(f"hole={hole}: {g.name} deals {g.hole} hole cards"
                         + (f" ({other[0]} deals {hole})" if other else ""))
    return g


def _short_deck(text: str, hole: int, game: Any) -> tuple[Optional[float], dict[Key, float], Optional[str]]:
    """``_parse`` for a short-deck game: two-card terms over the 36-card deck (sixes to aces);
    a term naming a two to five is a ``RangeError`` naming it and the game.

    >>> len(Range("AKs, 66", game="shortdeck")), len(Range("random", game="shortdeck-triton"))
    (10, 630)
    >>> Range("A5s+", game="shortdeck")
    Traceback (most recent call last):
    ...
    handrank.analysis.ranges.RangeError: 'A5s+': a two to five is not in the short deck of 'shortdeck' (...)
    """
    if _game(game, "range", error=RangeError, what="Range").deck != 36:
        raise RangeError(f"game={game!r} is not played with the short deck")
    if hole != 2:
        raise RangeError(f"hole={hole}: a short-deck hand has 2 cards")
    for typed, term in _terms_of(text, 2):
        body = term.partition(":")[0]
        if "%" in body:
            _share(typed, body, _game(game).name)
        if body.lower() not in ("random", "*") and any(ch in "2345" for ch in body):
            raise RangeError(f"{_quote(typed)}: a two to five is not in the short deck of {game!r} "
                             "(sixes to aces)")
    base, weights, canon = _parse(text, 2)
    return base, {k: w for k, w in weights.items() if k[1] >= 16}, canon


# --- the canonical text --------------------------------------------------------------------

def _runs(values: list[int]) -> list[tuple[int, int]]:
    """Maximal runs of consecutive integers in an ascending list, as (first, last)."""
    out: list[tuple[int, int]] = []
    for v in values:
        if out and out[-1][1] == v - 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


def _min_cut(edges: dict[tuple[str, str], int]) -> set[str]:
    """The source side (``"S"``) of a minimum S-T cut: augmenting paths, breadth first."""
    residual: dict[str, dict[str, int]] = {}
    for (u, v), c in edges.items():
        residual.setdefault(u, {}).setdefault(v, 0)
        residual.setdefault(v, {}).setdefault(u, 0)
        residual[u][v] += c
    while True:
        parent = {"S": "S"}
        queue = ["S"]
        for u in queue:
            for v, c in residual[u].items():
                if c > 0 and v not in parent:
                    parent[v] = u
                    queue.append(v)
        if "T" not in parent:
            return set(parent)
        path, v = [], "T"
        while v != "S":
            path.append((parent[v], v))
            v = parent[v]
        push = min(residual[u][v] for u, v in path)
        for u, v in path:
            residual[u][v] -= push
            residual[v][u] += push


def _cover(must: set[tuple[int, int]], allowed: set[tuple[int, int]], kind: str,
           extra: int) -> list[tuple[SortKey, str]]:
    """The shortest set of terms of one kind (``s``, ``o`` or ``""``) that covers ``must``
    using cells of ``allowed`` only.

    The terms are a row (fixed top card: ``ATs+``, ``A5s-A2s``), a diagonal (fixed gap:
    ``76s-54s``) or one class (``AKs``). Only maximal rows and diagonals can be worth their
    cost, each must-cell lies on one of each, and a cell left uncovered costs one class
    term: choosing rows and diagonals is a vertex cover with penalties on a bipartite graph,
    solved exactly as a minimum cut. ``extra`` is the per-term cost of a weight suffix.
    """
    if not must:
        return []
    ks, order = len(kind), {"": 0, "s": 1, "o": 2}[kind]
    rows, row_of = _segments(allowed, ks, extra, diagonal=False)
    diags, diag_of = _segments(allowed, ks, extra, diagonal=True)
    edges = _cover_graph(must, rows, row_of, diags, diag_of, single=3 + ks + extra)  # "AKs" + a comma
    source_side = _min_cut(edges) if edges else {"S"}
    chosen_rows = [r for r in rows if f"r{r}" in source_side]
    chosen_diags = [d for d in diags if f"d{d}" not in source_side and ("S", f"d{d}") in edges]
    covered: set[tuple[int, int]] = set()
    terms: list[tuple[SortKey, str]] = []
    for hi, a, b in chosen_rows:
        covered.update((hi, lo) for lo in range(a, b + 1))
        text = (f"{RANKS[hi]}{RANKS[a]}{kind}+" if b == hi - 1 else
                f"{RANKS[hi]}{RANKS[b]}{kind}-{RANKS[hi]}{RANKS[a]}{kind}")
        terms.append(((1, -hi, -b, order), text))
    for gap, a, b in chosen_diags:
        covered.update((lo + gap, lo) for lo in range(a, b + 1))
        terms.append(((1, -(b + gap), -b, order),
                      f"{RANKS[b + gap]}{RANKS[b]}{kind}-{RANKS[a + gap]}{RANKS[a]}{kind}"))
    for hi, lo in sorted(must - covered, reverse=True):
        terms.append(((1, -hi, -lo, order), f"{RANKS[hi]}{RANKS[lo]}{kind}"))
    return terms


_Segment = tuple[int, int, int]


def _segments(allowed: set[tuple[int, int]], ks: int, extra: int, diagonal: bool,
              ) -> tuple[dict[_Segment, int], dict[tuple[int, int], _Segment]]:
    """The maximal rows ``(hi, lo_first, lo_last)`` of ``allowed`` or, ``diagonal``, its maximal
    diagonals ``(gap, lo_first, lo_last)``, two cells or more, each with the cost of its term
    (``ks`` the kind's length, ``extra`` a weight suffix's); and each cell's segment."""
    cost: dict[_Segment, int] = {}
    of: dict[tuple[int, int], _Segment] = {}
    for line in range(1, 13) if diagonal else range(13):
        lows = range(13 - line) if diagonal else range(line)
        for a, b in _runs([lo for lo in lows if _cell(line, lo, diagonal) in allowed]):
            if a == b:
                continue
            seg = (line, a, b)
            cost[seg] = (6 + 2 * ks if diagonal or b != line - 1 else 4 + ks) + extra
            for lo in range(a, b + 1):
                of[_cell(line, lo, diagonal)] = seg
    return cost, of


def _cell(line: int, lo: int, diagonal: bool) -> tuple[int, int]:
    """The cell ``(hi, lo)`` of a row ``hi`` or of a diagonal of gap ``line``."""
    return (lo + line, lo) if diagonal else (line, lo)


def _cover_graph(must: set[tuple[int, int]], rows: dict[_Segment, int],
                 row_of: dict[tuple[int, int], _Segment], diags: dict[_Segment, int],
                 diag_of: dict[tuple[int, int], _Segment], single: int) -> dict[tuple[str, str], int]:
    """The cut graph: ``S`` -> each diagonal (its cost) -> each row (the ``single`` class terms
    of the must-cells on both) -> ``T`` (its cost); a must-cell on no row goes to ``T``, one on
    no diagonal comes from ``S``."""
    edges: dict[tuple[str, str], int] = {}
    for cell in sorted(must, reverse=True):
        r, d = row_of.get(cell), diag_of.get(cell)
        rn, dn = (f"r{r}" if r else "T"), (f"d{d}" if d else "S")
        if r:
            edges[rn, "T"] = rows[r]
        if d:
            edges["S", dn] = diags[d]
        if r or d:
            edges[dn, rn] = edges.get((dn, rn), 0) + single
    return edges


def _terms(keys: set[Key], suffix: str) -> list[str]:
    """The canonical terms for one weight's combos (two-card hands)."""
    if len(keys) == len(_ALL_KEYS):
        return ["random" + suffix]
    by_class: dict[tuple[int, int, str], int] = {}
    for key in keys:
        cls = _class_of(key)
        by_class[cls] = by_class.get(cls, 0) + 1
    full = {cls for cls, n in by_class.items() if n == _CLASS_SIZE[cls[2]]}
    terms: list[tuple[SortKey, str]] = []
    for a, b in _runs(sorted(hi for hi, _, kind in full if kind == "p")):
        if a == b:
            text = RANKS[a] * 2
        elif b == 12:
            text = RANKS[a] * 2 + "+"
        else:
            text = f"{RANKS[b] * 2}-{RANKS[a] * 2}"
        terms.append(((0, -b), text))
    suited = {(hi, lo) for hi, lo, kind in full if kind == "s"}
    offsuit = {(hi, lo) for hi, lo, kind in full if kind == "o"}
    both = suited & offsuit
    extra = len(suffix)
    terms += _cover(both, both, "", extra)
    terms += _cover(suited - both, suited, "s", extra)
    terms += _cover(offsuit - both, offsuit, "o", extra)
    for key in sorted((k for k in keys if _class_of(k) not in full), reverse=True):
        terms.append(((2, -key[0], -key[1]), card_str(key[0]) + card_str(key[1])))
    terms.sort(key=lambda t: t[0])
    return [text + suffix for _, text in terms]


def _suffix(w: float) -> str:
    return "" if w == 1.0 else f":{w!r}"


# --- the preflop table ---------------------------------------------------------------------

@lru_cache(maxsize=None)
def preflop_equities() -> dict[str, float]:
    """Each of the 169 hand classes' exact preflop equity against one random hand, from the
    package's data file (made and verified by ``tools/gen_preflop.py``).

    >>> eq = preflop_equities()
    >>> len(eq), round(eq["AA"], 4), round(eq["72o"], 4)
    (169, 0.852, 0.3458)
    """
    from importlib.resources import files

    text = files(__package__).joinpath("preflop_vs_random.txt").read_text(encoding="utf-8")
    table: dict[str, float] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            name, value = line.split()
            table[name] = float(value)
    if sorted(table) != sorted(HAND_CLASSES):
        raise RuntimeError("preflop_vs_random.txt does not list the 169 hand classes: "
                           "regenerate it with tools/gen_preflop.py")
    return table


@lru_cache(maxsize=None)
def _strength_order() -> tuple[tuple[int, int, str], ...]:
    """The 169 classes strongest first: by equity against a random hand (rounded to 1e-12,
    so that float noise cannot order equal equities), then pairs before suited before
    offsuit, then the higher top card, then the higher kicker."""
    eq = preflop_equities()
    classes = [(hi, lo, kind) for hi in range(13) for lo in range(hi + 1)
               for kind in (("p",) if hi == lo else ("s", "o"))]
    return tuple(sorted(classes, key=lambda c: (-round(eq[_class_name(*c)], 12), "pso".index(c[2]),
                                                -c[0], -c[1])))


# --- the Range -----------------------------------------------------------------------------

class Range:
    """A set of hands, each with a weight in (0, 1]: parsed from the notation players write.

    >>> Range("AA:0.5, KK").combos[:2]
    ((45, 44, 1.0), (46, 44, 1.0))
    >>> Range("AA:0.5").weight("AsAh")
    0.5
    >>> Range("random, AsKsQsJs", hole=4).text()
    'random'
    """

    __slots__ = ("_hole", "_base", "_w", "_combos", "_hash", "_text", "_game")
    _hole: int
    _base: Optional[float]
    _w: dict[Key, float]
    _combos: Optional[tuple[Combo, ...]]
    _hash: Optional[int]
    _text: Optional[str]
    _game: str

    def __init__(self, text: RangeLike, *, hole: Optional[int] = None, game: Optional[str] = None) -> None:
        if isinstance(text, Range):
            self._set(text._hole, text._base, dict(text._w), text._text)
            self._game = text._game
            return
        if not isinstance(text, str):
            raise RangeError(f"{_quote(text)}: a range is text like 'QQ+, AKs' or a Range")
        g = _range_game(hole, game)
        if g.deck == 36:
            self._set(2, *_short_deck(text, g.hole, g.name))
        else:
            self._set(g.hole, *_parse(text, g.hole, g.name))
        self._game = g.name

    def _set(self, hole: int, base: Optional[float], weights: dict[Key, float],
             text: Optional[str] = None) -> None:
        self._hole, self._base = hole, base
        self._w = {k: w for k, w in weights.items() if w != base}
        self._combos = None
        self._hash: Optional[int] = None
        self._text = text  # an Omaha range's terms as parsed, canonically spelled
        self._game = _HOLE_GAMES[hole]  # the game it was made for (handrank.registry)

    @classmethod
    def _make(cls, hole: int, base: Optional[float], weights: dict[Key, float]) -> Range:
        r = cls.__new__(cls)
        r._set(hole, base, weights)
        r._game = _HOLE_GAMES[hole]
        return r

    @classmethod
    def from_combos(cls, combos: Iterable[Any], *, hole: int = 2) -> Range:
        """A range from combos: each a hand (cards in any spelling), the hand's ``hole``
        cards followed by a weight, or ``(hand, weight)`` with a float weight. Empty is
        allowed (``text()`` is ``""``).

        >>> Range.from_combos([(51, 47), ("Ah", "Kh", 0.25)]).text()
        'AsKs,AhKh:0.25'
        """
        hole = _hole(hole)
        weights: dict[Key, float] = {}
        for item in combos:
            parts = [item] if isinstance(item, str) else list(item)
            w = 1.0
            if len(parts) >= 2 and (len(parts) == hole + 1 or isinstance(parts[-1], float)):
                *parts, wv = parts
                if isinstance(wv, bool) or not isinstance(wv, (int, float)):
                    raise RangeError(f"{_quote(item)}: the weight {_quote(wv)} is not a number")
                w = _parse_weight(str(item), repr(float(wv)))
            weights[_parse_hand(str(item), parts[0] if len(parts) == 1 else parts, hole)] = w
        return cls._make(hole, None, weights)

    @classmethod
    def top(cls, fraction: float) -> Range:
        """The strongest ``fraction`` of the 1,326 hands by preflop equity against one
        random hand: the fewest whole hand classes, strongest first, that hold at least
        ``fraction * 1326`` combos (ties as ``preflop_equities`` orders them: pairs,
        suited, offsuit, then higher cards). ``top(1.0)`` is ``random``.

        >>> Range.top(0.01).text(), len(Range.top(0.01))
        ('QQ+', 18)

        Range text says it as a share of the hands: ``"15%"`` (or ``"top 15%"``) is
        ``Range.top(0.15)``, ``"15-25%"`` is ``Range.top(0.25) - Range.top(0.15)``; Hold'em
        only (an Omaha range refuses it, naming its game: no Omaha ranking exists here).

        >>> Range("top 15%") == Range.top(0.15), Range("15-25%") == Range.top(0.25) - Range.top(0.15)
        (True, True)
        """
        if isinstance(fraction, bool) or not isinstance(fraction, (int, float)) \
                or not 0.0 < fraction <= 1.0:
            raise RangeError(f"top({fraction!r}): the fraction is a number in (0, 1]")
        need = fraction * len(_ALL_KEYS) - 1e-9
        weights: dict[Key, float] = {}
        for c in _strength_order():
            if len(weights) >= need:
                break
            weights.update(dict.fromkeys(_class_keys(*c), 1.0))
        return cls._make(2, None, weights)

    # -- what it holds --

    @property
    def hole(self) -> int:
        """Cards per hand: 2 for Hold'em, 4 to 6 for Omaha."""
        return self._hole

    @property
    def combos(self) -> tuple[Combo, ...]:
        """``(hi_id, lo_id, weight)`` for each hand (``hi_id > lo_id``), sorted by the ids;
        for Omaha ``(c1, ..., c_hole, weight)`` with the ids descending."""
        if self._combos is None:
            items = dict(self._w)
            if self._base is not None:
                if self._hole > 4:
                    raise RangeError(f"a random {self._hole}-card range holds {len(self):,} hands: "
                                     "too many to list (check .is_random)")
                for c in combinations(range(52), self._hole):
                    items.setdefault(c[::-1], self._base)
            self._combos = tuple(k + (w,) for k, w in sorted(items.items()))
        return self._combos

    @property
    def is_random(self) -> bool:
        """True when the range is every hand at one weight (of the short deck's 630 for a
        short-deck range)."""
        if self._base is not None:
            return not self._w
        return len(self._w) == self._deck_hands() and len(set(self._w.values())) == 1

    @property
    def game(self) -> str:
        """The game the range was made for (its canonical name in ``handrank.registry``):
        ``game=`` as given, else by the hand's size, ``"holdem"`` (2 cards) or ``"omaha"``,
        ``"omaha5"``, ``"omaha6"``. A call given the range without ``game=`` plays this game;
        a call of a game of other cards (another deck or hand size) refuses it.

        >>> r = Range("random", game="shortdeck")
        >>> r.game, len(r), r.text(), Range("QQ+,AKs", game="6+").text()
        ('shortdeck', 630, 'random', 'QQ+,AKs')
        >>> Range("AAxx", hole=4).game, Range("AAxx", game="plo8").game, Range("QQ+").game
        ('omaha', 'omaha8', 'holdem')
        """
        return self._game

    def _deck_hands(self) -> int:
        return SHORT_DECK_HANDS if _GAMES[self._game].deck == 36 else len(_ALL_KEYS)

    def weight(self, hand: Any) -> float:
        """The weight of one hand in the range, 0.0 when it is not in it.

        >>> r = Range("AA:0.5,KK,AKs")
        >>> r.weight("AsAh"), r.weight("KdKc"), r.weight("AhKh"), r.weight("AhKd")
        (0.5, 1.0, 1.0, 0.0)
        """
        key = self._key(hand)
        return self._w.get(key, self._base or 0.0)

    def _key(self, hand: Any) -> Key:
        if isinstance(hand, tuple) and len(hand) == self._hole and hand in self._w:
            return hand
        return _parse_hand(str(hand), hand, self._hole)

    def __contains__(self, hand: Any) -> bool:
        return self.weight(hand) > 0.0

    def __len__(self) -> int:
        if self._base is not None:
            return math.comb(52, self._hole)
        return len(self._w)

    def __iter__(self) -> Iterator[Combo]:
        return iter(self.combos)

    def breakdown(self, board: Any, dead: Any = ()) -> Breakdown:
        """The range on a board: the weighted combos in each made class, category and draw
        (a combo may hold several draws), after card removal — what Flopzilla shows.

        >>> b = Range("QQ+, AK").breakdown("Qs Js 2d")
        >>> b.combos, b.made["set"], b.made["overpair"], b.draws["gutshot"]
        (31, 3.0, 12.0, 16.0)
        """
        g = _game(self._game, "breakdown", error=RangeError, what="Range.breakdown")
        return breakdown(self.combos, board, dead, game=g.name)

    # -- comparing and combining --

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Range):
            return NotImplemented
        return (self._hole, self._base, self._w) == (other._hole, other._base, other._w)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((self._hole, self._base, frozenset(self._w.items())))
        return self._hash

    def _operand(self, other: Any, op: str) -> Range:
        if isinstance(other, str):
            other = Range(other, hole=self._hole, game=self._game)
        if not isinstance(other, Range):
            raise RangeError(f"{_quote(other)}: {op} combines a Range with a Range or range text")
        if other._hole != self._hole:
            raise RangeError(f"{op}: a {self._hole}-card range and a {other._hole}-card range")
        if not same_cards(_GAMES[other._game], _GAMES[self._game]):
            raise RangeError(f"{op}: a range of {self._game!r} and a range of {other._game!r}")
        if self._base is not None or other._base is not None:
            raise RangeError(f"{op}: set algebra on an Omaha 'random' range is not supported")
        return other

    def __or__(self, other: RangeLike) -> Range:
        o = self._operand(other, "|")
        out = dict(self._w)
        for k, w in o._w.items():
            out[k] = max(w, out.get(k, 0.0))
        return self._like(out)

    def __and__(self, other: RangeLike) -> Range:
        o = self._operand(other, "&")
        return self._like({k: min(w, o._w[k]) for k, w in self._w.items() if k in o._w})

    def __sub__(self, other: RangeLike) -> Range:
        o = self._operand(other, "-")
        return self._like({k: w for k, w in self._w.items() if k not in o._w})

    def _like(self, weights: dict[Key, float]) -> Range:
        """A range of this one's hand size and game holding ``weights``.

        >>> (Range("66+", game="shortdeck") - "AA").game
        'shortdeck'
        """
        r = Range._make(self._hole, None, weights)
        r._game = self._game
        return r

    def __ror__(self, other: str) -> Range:
        return self._operand(other, "|") | self

    def __rand__(self, other: str) -> Range:
        return self._operand(other, "&") & self

    def __rsub__(self, other: str) -> Range:
        return self._operand(other, "-") - self

    # -- writing --

    def text(self) -> str:
        """The shortest canonical notation: pairs, then the other classes by their top
        cards, then the exact hands of partly held classes; one group per weight, the
        heaviest first. ``Range(r.text()) == r``.

        >>> Range("AA, KK, QQ, JJ, AKs, AKo, 65s, 76s, 54s, AhQd").text()
        'JJ+,AK,76s-54s,AhQd'
        """
        groups: dict[float, set[Key]] = {}
        for k, w in self._w.items():
            groups.setdefault(w, set()).add(k)
        out: list[str] = []
        base = self._base
        if self._text is not None:
            return self._text
        if self._hole == 2 and len(self._w) == self._deck_hands():
            # every hand: "random" at the commonest weight, then the others (the last term wins)
            base = max(groups, key=lambda w: (len(groups[w]), w))
            del groups[base]
        if base is not None:
            out.append("random" + _suffix(base))
        for w in sorted(groups, reverse=True):
            if self._hole == 2:
                out += _terms(groups[w], _suffix(w))
            else:
                out += ["".join(map(card_str, k)) + _suffix(w) for k in sorted(groups[w], reverse=True)]
        return ",".join(out)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        """``Range('QQ+,AKs')``; a range whose text would make it longer than 300 characters
        says what it is instead: ``<Range of 412 combos: 'QQ+,AKs,...'...>``."""
        if not self:
            return "Range.from_combos(())" if self._hole == 2 else f"Range.from_combos((), hole={self._hole})"
        text = self.text()
        if self._game != _HOLE_GAMES[self._hole]:  # the game says the hand's size
            hole = f", game={self._game!r}"
        else:
            hole = "" if self._hole == 2 else f", hole={self._hole}"
        if len(text) <= 260:
            return f"Range({text!r}{hole})"
        return f"<Range of {len(self):,} {self._hole}-card combos{hole}: {text[:200]!r}...>"

    def _repr_html_(self) -> str:
        """Jupyter: the 13 x 13 grid of the hand classes shaded by how much of each class
        the range holds (weights counted), and the combo count; an Omaha range: its text
        and count."""
        from ..text import html
        n = len(self)
        what = say("range", n=n)
        if self._hole != 2:
            text = self.text()
            return html.block(say("range_hole", what=what, hole=self._hole),
                              f"<code>{html.esc(text[:500] + ('...' if len(text) > 500 else ''))}</code>")
        held: dict[str, float] = {}
        total = 0.0
        for key in _ALL_KEYS:
            w = self._w.get(key, self._base or 0.0)
            if w:
                name = _class_name(*_class_of(key))
                held[name] = held.get(name, 0.0) + w
                total += w
        fractions = {name: w / _CLASS_SIZE[name[2:] or "p"] for name, w in held.items()}
        texts = {name: f"{round(100 * x)}%" for name, x in fractions.items() if x < 1}
        shares: dict[str, Optional[float]] = dict(fractions)
        weighted = "" if abs(total - n) < 1e-9 else say("range_weighted", total=total)
        text = self.text()
        note = text if len(text) <= 300 else text[:300] + "..."
        return html.block(say("range_title", what=what, weighted=weighted, share=total / len(_ALL_KEYS)),
                          html.grid13(shares, texts), note=note)


# --- the starting-hand percentile ----------------------------------------------------------

def percentile(hand: Any, *, game: str = "holdem") -> float:
    """A Hold'em starting hand's percentile: 100 × the share of the 1,326 starting hands, by
    combos, whose class is no stronger than this hand's in the order ``Range.top`` uses (exact
    equity against one random hand). ``hand`` is a class (``"AKs"``, ``"QQ"``, ``"72o"``) or
    two cards in any spelling.

    >>> percentile("AA"), round(percentile("AKs"), 2), round(percentile("AsKs"), 2)
    (100.0, 96.83, 96.83)
    >>> round(percentile("32o"), 3)   # the weakest class: its own 12 combos
    0.905

    ``game``: Hold'em only (its preflop table), by any of its names; another game is refused.
    """
    _game(game, "percentile", error=RangeError)
    cls = _hand_class(hand)
    order = _strength_order()
    at = order.index(cls)
    combos = sum(_CLASS_SIZE[kind] for _, _, kind in order[at:])
    return 100.0 * combos / len(_ALL_KEYS)


def _range_like(text: str) -> bool:
    """Whether ``text`` reads as range notation or a word (``QQ+, AK``, ``AAxx``, ``random``)
    rather than cards or one class misspelt."""
    return (any(ch in text for ch in "+*%,-") or (len(text) >= 4 and "x" in text.lower())
            or (text.isalpha() and text.islower() and len(text) > 3))


def _hand_class(hand: Any) -> tuple[int, int, str]:
    """The class ``(hi, lo, kind)`` of a class name or of two cards, or a ``RangeError``."""
    text = hand.strip() if isinstance(hand, str) else ""
    if _TERM.fullmatch(text):
        hi, lo, kind, plus = _parse_class(text, text)
        if plus:
            raise RangeError(f"{_quote(hand)}: one hand or hand class, not a range (no '+')")
        if kind == "":
            raise RangeError(f"{_quote(hand)}: say which class: {text}s (suited) or {text}o (offsuit)")
        return hi, lo, kind
    try:
        n = len(cards(hand))
    except CardError as e:
        if not _range_like(text):  # cards or a class misspelt: say what is wrong with them
            said = str(e)
            raise RangeError(said if said.startswith(_quote(hand)) else f"{_quote(hand)}: {said}") from None
        n = 0
    if n != 2:
        raise RangeError(f"{_quote(hand)}: percentile takes one starting hand: a hand class (AKs, QQ, "
                         "72o) or two cards (AhKd)") from None
    return _class_of(_parse_hand(str(hand), hand, 2))

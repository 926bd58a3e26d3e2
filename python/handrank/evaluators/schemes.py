"""The low schemes: ace-to-five (``"a5"``), deuce-to-seven (``"27"``), ace-to-six (``"a6"``),
their rules (``LowRules``), qualifiers and the decoding of their values.

>>> low_rules("27").num_values, decode_low(6175, "a5")
(7462, (<Category.HIGH_CARD: 0>, (3, 2, 1, 0, 12)))
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Optional, Union

from .._core import lib
from ..cards import RANKS, ranks_str
from ..errors import HandrankError
from ..values import Category, value_index

__all__ = ["LOW_SCHEMES", "LowRules", "LowballError", "Scheme", "decode_low", "low_rules"]


class LowballError(HandrankError):
    """A low scheme, qualifier or value that cannot be used: the message says why.

    >>> low_rules("a7")
    Traceback (most recent call last):
    ...
    handrank.evaluators.schemes.LowballError: unknown low scheme 'a7': use '27', 'a5', 'a6' or a LowRules
    >>> issubclass(LowballError, ValueError)
    True
    """


_SUPPORTED = {  # (ace_low, straights_count, flushes_count) -> (name, C scheme id)
    (True, False, False): ("a5", 0),
    (False, True, True): ("27", 1),
    (True, True, True): ("a6", 2),
}


@dataclass(frozen=True)
class LowRules:
    """How a low hand is ranked: where the ace sits, and whether straights and flushes
    count against the hand. The named schemes are ``LOW_SCHEMES["a5"]`` (ace low, both
    ignored), ``["27"]`` (ace high, both count) and ``["a6"]`` (ace low, both count);
    other combinations have no tables and raise ``LowballError``.

    >>> LowRules(ace_low=True, straights_count=False, flushes_count=False).name
    'a5'
    """

    #: The ace is the lowest card (ace-to-five, ace-to-six) rather than the highest (deuce-to-seven).
    ace_low: bool
    #: A straight counts against the low (it is a straight, not a low).
    straights_count: bool
    #: A flush counts against the low (it is a flush, not a low).
    flushes_count: bool

    def __post_init__(self) -> None:
        if (self.ace_low, self.straights_count, self.flushes_count) not in _SUPPORTED:
            raise LowballError(
                f"{self!r} is not supported: the low tables are 'a5' = LowRules(True, False, False), "
                "'27' = LowRules(False, True, True) and 'a6' = LowRules(True, True, True)")

    @property
    def name(self) -> str:
        """``"a5"``, ``"27"`` or ``"a6"``."""
        return _SUPPORTED[self.ace_low, self.straights_count, self.flushes_count][0]

    @property
    def scheme_id(self) -> int:
        """The scheme number of the C functions ``hr_low_*``."""
        return _SUPPORTED[self.ace_low, self.straights_count, self.flushes_count][1]

    @property
    def num_values(self) -> int:
        """Classes on the scale: 6175 for ``"a5"``, 7462 for the others."""
        return int(lib.hr_low_num_values(self.scheme_id))


LOW_SCHEMES = {name: LowRules(*rules) for rules, (name, _) in _SUPPORTED.items()}
# (looked up with any scheme that is not a str: a key that is no LowRules finds nothing)
_RULES_IDS: dict[object, int] = {rules: rules.scheme_id for rules in LOW_SCHEMES.values()}
_SCHEME_IDS = {name: rules.scheme_id for name, rules in LOW_SCHEMES.items()}

Scheme = Union[str, LowRules]


def low_rules(scheme: Scheme) -> LowRules:
    """The ``LowRules`` of ``"a5"``, ``"27"``, ``"a6"`` (or of a ``LowRules``, unchanged).

    >>> r = low_rules("27")
    >>> r.ace_low, r.straights_count, r.flushes_count, low_rules(r) is r
    (False, True, True, True)
    """
    if isinstance(scheme, LowRules):
        return scheme
    if isinstance(scheme, str) and scheme in LOW_SCHEMES:
        return LOW_SCHEMES[scheme]
    raise LowballError(f"unknown low scheme {scheme!r}: use '27', 'a5', 'a6' or a LowRules")


def _scheme_id(scheme: Scheme) -> int:
    sid = _SCHEME_IDS.get(scheme) if type(scheme) is str else _RULES_IDS.get(scheme)
    return low_rules(scheme).scheme_id if sid is None else sid


_QUALIFIER_WORDS = {r: i + 2 for i, r in enumerate(RANKS[:-1])} | {"10": 10}


def _qualifier(qualifier: Union[int, str, None], scheme_id: int) -> int:
    """The C qualifier number (0 for none), checked to admit at least one low."""
    if qualifier is None:
        return 0
    key = (qualifier, scheme_id) if type(qualifier) in (int, str) else None  # not bool
    if key in _CHECKED_QUALIFIERS:
        return _CHECKED_QUALIFIERS[key]
    if isinstance(qualifier, str):
        word = qualifier.strip().upper()
        q = (1 if scheme_id != 1 else 14) if word == "A" else _QUALIFIER_WORDS.get(word, -1)
    elif isinstance(qualifier, numbers.Integral) and not isinstance(qualifier, bool):
        q = int(qualifier)
    else:
        q = -1
    if not 1 <= q <= 14:
        raise LowballError(f"qualifier {qualifier!r}: give the highest card a low may hold, as an int "
                           "2..13 or 14 for an ace high, or its rank ('8', 'T', 'A'): 8 or '8' for "
                           "eight-or-better")
    if lib.hr_low_qualifier_min(scheme_id, q) > lib.hr_low_num_values(scheme_id):
        best = decode_low(lib.hr_low_num_values(scheme_id), _scheme_name(scheme_id))[1]
        raise LowballError(f"qualifier {qualifier!r} admits no low in {_scheme_name(scheme_id)!r}: "
                           f"the best is {ranks_str(best)}")
    if key is not None:
        _CHECKED_QUALIFIERS[key] = q
    return q


_CHECKED_QUALIFIERS: dict[Optional[tuple[Union[int, str], int]], int] = {}


def _scheme_name(scheme_id: int) -> str:
    return next(name for name, sid in _SCHEME_IDS.items() if sid == scheme_id)


_CATEGORIES = tuple(Category)


def decode_low(value: int, scheme: Scheme = "a5") -> tuple[Category, tuple[int, ...]]:
    """``(category, ranks of the five cards)``, main cards first, each group from the top
    of the scheme's order down (the ace of an ace-to-five low comes last); ranks are
    ``0..12`` = ``2..A``.

    >>> decode_low(6175, "a5")
    (<Category.HIGH_CARD: 0>, (3, 2, 1, 0, 12))
    """
    sid = _scheme_id(scheme)
    i = value_index(value)
    info = lib.hr_low_value_info(sid, i) if i is not None and 0 < i <= 0xFFFF else 0
    if not info:
        raise LowballError(f"{value!r} is not a low value of {low_rules(scheme).name!r} "
                           f"(1..{lib.hr_low_num_values(sid)})")
    return _CATEGORIES[info >> 20], tuple((info >> (16 - 4 * i)) & 0xF for i in range(5))

"""Numbers from text a user or a file gave, bounded before they are converted.

``Fraction("1e999999999")`` builds a billion-digit integer before anything can look at its
size, and ``int`` of a long digit string is slow on older Pythons. Every path that turns
user or file text into a number (rules files, ``--table-max``, ``--bonus``, store rows, the
command line's numeric options) goes through :func:`exact_number` or :func:`whole_number`,
which look at the text first: its length, its digits and its exponent.

>>> exact_number("1/2", "bonus"), exact_number("2.5e3", "odds"), whole_number("-7", "seed")
(Fraction(1, 2), Fraction(2500, 1), -7)
>>> exact_number("1e999999999", "table_max")
Traceback (most recent call last):
...
handrank.numtext.NumberTextError: table_max: '1e999999999' has an exponent beyond ±60
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from .errors import HandrankError

__all__ = ["MAX_DIGITS", "MAX_EXPONENT", "NumberTextError", "exact_number", "shown", "whole_number"]

MAX_DIGITS = 60
"""The most digits :func:`exact_number` reads by default (a house amount needs a dozen)."""
MAX_EXPONENT = 60
"""The largest exponent (``1e60``, ``1e-60``) :func:`exact_number` reads by default."""

_DECIMAL = re.compile(r"([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?")
_RATIO = re.compile(r"([+-]?)(\d+)/(\d+)")
_WHOLE = re.compile(r"[+-]?\d+")


class NumberTextError(HandrankError):
    """Text that is not a number, or one too long or too large to read.

    >>> whole_number("12x", "--samples")
    Traceback (most recent call last):
        ...
    handrank.numtext.NumberTextError: --samples: '12x' is not a whole number
    """


def shown(text: Any, limit: int = 30) -> str:
    """``repr(text)``, cut to its head and length when it is long (for messages).

    >>> shown("9" * 100)
    "'9999999999... (100 characters)"
    """
    if isinstance(text, int) and text.bit_length() > 100:  # repr of a huge int is slow, or refused
        return f"an int of {text.bit_length()} bits"
    try:
        r = repr(text)
    except (RecursionError, ValueError):  # nested too deep, an int too long to show
        return f"a {type(text).__name__}"
    return r if len(r) <= limit else f"{r[:11]}... ({len(str(text))} characters)"


def exact_number(text: str, what: str, *, max_digits: int = MAX_DIGITS, max_exponent: int = MAX_EXPONENT,
                 error: type[ValueError] = NumberTextError) -> Fraction:
    """The exact value of number text: ``"3"``, ``"-1.25"``, ``"2e-3"``, ``"7/2"``; a number
    with more than ``max_digits`` digits or an exponent beyond ``max_exponent`` is refused
    before it is converted, as ``error`` (a ``ValueError`` subclass) naming ``what``.

    >>> exact_number(" 0.5 ", "bonus")
    Fraction(1, 2)
    >>> exact_number("1/0", "odds")
    Traceback (most recent call last):
    ...
    handrank.numtext.NumberTextError: odds: '1/0' divides by zero
    """
    if not isinstance(text, str):
        raise error(f"{what}: expected number text, got {type(text).__name__}")
    s = text.strip()
    if len(s) > 2 * max_digits + 8:
        raise error(f"{what}: {shown(text)} is too long for a number (at most {max_digits} digits)")
    m = _RATIO.fullmatch(s)
    if m:
        if len(m.group(2)) + len(m.group(3)) > max_digits:
            raise error(f"{what}: {shown(text)} has more than {max_digits} digits")
        if int(m.group(3)) == 0:
            raise error(f"{what}: {shown(text)} divides by zero")
        return Fraction(int(m.group(1) + m.group(2)), int(m.group(3)))
    m = _DECIMAL.fullmatch(s)
    if not m or not (m.group(2) or m.group(3)):
        raise error(f"{what}: {shown(text)} is not a number")
    sign, whole, frac, exp = m.group(1), m.group(2), m.group(3) or "", m.group(4)
    if len(whole) + len(frac) > max_digits:
        raise error(f"{what}: {shown(text)} has more than {max_digits} digits")
    e = int(exp) if exp else 0  # the exponent's text is short: the whole text is
    if abs(e) > max_exponent:
        raise error(f"{what}: {shown(text)} has an exponent beyond ±{max_exponent}")
    value = Fraction(int(whole + frac or "0"), 10 ** len(frac)) * Fraction(10) ** e
    return -value if sign == "-" else value


def whole_number(text: str, what: str, *, max_digits: int = 30,
                 error: type[ValueError] = NumberTextError) -> int:
    """A whole number from text (``"42"``, ``"-3"``), at most ``max_digits`` digits, checked
    before it is converted; anything else is ``error`` naming ``what``.

    >>> whole_number("12", "--seed")
    12
    >>> whole_number("1.5", "--seed")
    Traceback (most recent call last):
    ...
    handrank.numtext.NumberTextError: --seed: '1.5' is not a whole number
    """
    if not isinstance(text, str):
        raise error(f"{what}: expected number text, got {type(text).__name__}")
    s = text.strip()
    if not _WHOLE.fullmatch(s):
        raise error(f"{what}: {shown(text)} is not a whole number")
    if len(s.lstrip("+-")) > max_digits:
        raise error(f"{what}: {shown(text)} has more than {max_digits} digits")
    return int(s)

"""The ``type=`` of the options that take a number: each reads the text with ``numtext`` (its
length and exponent bounded first) and refuses, in the option's words, what is out of range."""

from __future__ import annotations

import argparse
from typing import Any, Callable

from ..numtext import NumberTextError, exact_number, shown, whole_number

__all__ = ["positive_int", "seconds", "seed", "standard_error", "threads", "whole"]


def _number(text: str, kind: Callable[[Any], Any], what: str) -> Any:
    """``text`` as an ``int`` or ``float`` (``kind``), read by ``numtext`` (its length and exponent
    bounded first); anything else (``inf``, ``nan``, ``1e999999999``) an error saying ``what``."""
    try:
        return whole_number(text, "value") if kind is int else kind(exact_number(text, "value"))
    except NumberTextError:
        raise argparse.ArgumentTypeError(f"{what}, got {shown(text)}") from None


def positive_int(text: str) -> int:
    """``type=`` of an option that counts something: a whole number of at least 1.

    >>> positive_int("3")
    3
    >>> positive_int("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a positive whole number, got '0'
    """
    n = _number(text, int, "a positive whole number")
    if n < 1:
        raise argparse.ArgumentTypeError(f"a positive whole number, got {text!r}")
    return int(n)


def threads(text: str) -> int:
    """``type=`` of ``--threads``: 1 to ``analysis.equity.MAX_THREADS``.

    >>> threads("2")
    2
    """
    from ..analysis.equity import MAX_THREADS  # loaded only when the option is given

    n = positive_int(text)
    if n > MAX_THREADS:
        raise argparse.ArgumentTypeError(f"at most {MAX_THREADS} threads, got {text!r}")
    return n


def standard_error(text: str) -> float:
    """``type=`` of ``--se``: a standard error strictly between 0 and 1 (``0.001`` = 0.1%).

    >>> standard_error("0.001")
    0.001
    >>> standard_error("inf")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a standard error between 0 and 1 (e.g. 0.001), got 'inf'
    """
    what = "a standard error between 0 and 1 (e.g. 0.001)"
    x = _number(text, float, what)
    if not 0 < x < 1:
        raise argparse.ArgumentTypeError(f"{what}, got {text!r}")
    return float(x)


def seconds(text: str) -> float:
    """``type=`` of a timeout: a positive finite number of seconds.

    >>> seconds("0.5")
    0.5
    >>> seconds("nan")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a positive number of seconds, got 'nan'
    """
    x = _number(text, float, "a positive number of seconds")
    if not x > 0:
        raise argparse.ArgumentTypeError(f"a positive number of seconds, got {text!r}")
    return float(x)


def seed(text: str) -> int:
    """``type=`` of ``--seed``: a whole number 0 .. 2**64 - 1.

    >>> seed("7")
    7
    """
    what = "a whole number 0 .. 18446744073709551615"
    n = _number(text, int, what)
    if not 0 <= n < 2 ** 64:
        raise argparse.ArgumentTypeError(f"{what}, got {text!r}")
    return int(n)


def whole(text: str) -> int:
    """``type=`` of an option that takes any whole number (its range checked where it is used).

    >>> whole("4")
    4
    """
    try:
        return whole_number(text, "value")
    except NumberTextError as e:
        raise argparse.ArgumentTypeError(str(e).split(": ", 1)[1]) from None

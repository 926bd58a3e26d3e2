"""The ``handrank icm`` subcommand: tournament equities from stacks and payouts (Malmuth–Harville).

    handrank icm 5000 3000 2000 --payouts 50 30 20
    handrank icm 5000 3000 2000 1000 --payouts 60 40 --lang ru
    handrank icm 9000 8000 7000 6000 5000 --payouts 50 30 20 --samples 200000 --seed 7 --json

Exact (every finishing order of the paid places) when the field allows it, every table of up to
20 players included; else Monte Carlo with a standard error per player (``--samples``, ``--seed``;
``--exact`` refuses a field too large to enumerate). A run projected past an hour is refused
unless ``--allow-long``; Ctrl-C stops it (status 130).

JSON keys: ``stacks``, ``payouts``, ``equity`` (the expected prize of each player, in order),
``places`` (per player, the chance of each paid place), ``exact``, ``samples``, ``se`` and ``seed``
(``null`` when exact).
"""

from __future__ import annotations

import argparse

from ..analysis.icm import ICMError, icm
from .argtypes import seed
from .equity_tables import interrupted
from .helptext import plain_help
from .options import Subparsers, add_common_options
from .terminal import emit

__all__ = ["register"]

_MAX_TEXT = 40  # a number typed on the command line: longer text is refused before converting


def _number(text: str) -> float:
    """A stack or payout from the command line: a finite decimal number (``5000``, ``12.5``, ``1e6``)."""
    if len(text) > _MAX_TEXT:
        raise argparse.ArgumentTypeError(f"{text[:20]}...: a number of at most {_MAX_TEXT} characters")
    try:
        return float(text.replace("_", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None


def _count(text: str) -> int:
    if not text.isdigit() or len(text) > 13:
        raise argparse.ArgumentTypeError(f"{text!r}: a whole number of finishing orders (2 to 10**12)")
    return int(text)


def _cmd_icm(args: argparse.Namespace) -> int:
    try:
        r = icm(args.stacks, args.payouts, exact=True if args.exact else None,
                samples=args.samples, seed=args.seed, allow_long=args.allow_long)
    except ICMError as e:  # name the flags the user typed, not the Python keywords
        raise ICMError(str(e).replace("use exact=False or samples=",
                                      "leave out --exact (Monte Carlo) or give --samples N")
                       .replace("samples=", "--samples ").replace("seed=", "--seed ")
                       .replace("allow_long=True", "--allow-long")).worded(e.what, **e.parts) from None
    except KeyboardInterrupt as e:
        return interrupted(e)
    return emit(args, r.to_dict(), r.text(args.lang))


def register(subparsers: Subparsers) -> None:
    """Add ``icm`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["icm", "5000", "3000", "2000", "--payouts", "50", "30", "20"])
    >>> args.stacks, args.payouts
    ([5000.0, 3000.0, 2000.0], [50.0, 30.0, 20.0])
    """
    p = subparsers.add_parser(
        "icm", help="tournament equities from stacks and payouts (ICM, Malmuth-Harville)",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("stacks", nargs="+", type=_number, help="each player's chips, in seat order")
    p.add_argument("--payouts", nargs="+", type=_number, required=True, metavar="PRIZE",
                   help="the prizes of the paid places, largest first")
    p.add_argument("--exact", action="store_true", help="enumerate every finishing order, or refuse")
    p.add_argument("--samples", type=_count, help="Monte Carlo: this many finishing orders")
    p.add_argument("--seed", type=seed, help="Monte Carlo: the seed that gives the same numbers again")
    p.add_argument("--allow-long", action="store_true",
                   help="run even when the projected time is over an hour (refused by default)")
    p.set_defaults(func=_cmd_icm)

"""The ``handrank distribution`` subcommand: a range's equity distribution (each hand's equity
against the other players, sorted, with its weight) and its picture, an equity graph.

    handrank distribution "QQ+, AK" --vs random --board "Qs Js 2d"
    handrank distribution "22+, A2s+, KTo+" --vs "QQ+, AK" --png graph.png
    handrank distribution random --vs random random --samples 20000 --seed 1 --json

Each hand's equity is ``equity``'s: exact where that is cheap, else Monte Carlo
(``--samples``, ``--se``, ``--seed``). The output path of ``--png`` is checked before the work.
A progress bar shows on stderr for runs over a second (on a terminal, unless ``--quiet``); a run
projected past an hour is refused unless ``--allow-long``; Ctrl-C stops it (status 130).

JSON keys: ``range``, ``against``, ``board``, ``mean`` (the weighted mean equity), ``points``
(each ``hand``, ``weight``, ``equity``, strongest first).
"""

from __future__ import annotations

import argparse

from ..analysis.distribution import equity_distribution
from .argtypes import positive_int, seed, standard_error
from .equity_tables import interrupted
from .helptext import plain_help
from .options import Subparsers, add_common_options, game_option
from .terminal import emit
from .usage import check_output, need_extra

__all__ = ["register"]


def _cmd_distribution(args: argparse.Namespace) -> int:
    if args.png:  # before any work; the library's words become the flags in main (in_flags)
        need_extra("matplotlib", "--png", "plot")
        check_output(args.png, "--png")
    from ..jobs import progress_bar

    try:
        with progress_bar("", disable=True if args.quiet else None, delay=1.0, unit="hand",
                          leave=False) as progress:
            d = equity_distribution(args.range, args.vs, board=args.board or (), dead=args.dead or (),
                                    game=args.game, samples=args.samples, target_se=args.se, seed=args.seed,
                                    progress=progress, allow_long=args.allow_long)
    except KeyboardInterrupt as e:
        return interrupted(e)
    if args.png:
        d.to_png(args.png)
    return emit(args, d.to_dict(), d.text(args.lang) + (f"\nwrote {args.png}" if args.png else ""))


def register(subparsers: Subparsers) -> None:
    """Add ``distribution`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["distribution", "QQ+, AK", "--vs", "random"])
    >>> args.range, args.vs
    ('QQ+, AK', ['random'])
    """
    p = subparsers.add_parser(
        "distribution", help="a range's equity distribution (an equity graph) against other players",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("range", help="the range, e.g. 'QQ+, AK, 76s:0.5' or random")
    p.add_argument("--vs", nargs="+", required=True, help="the other players: hands or ranges (random)")
    p.add_argument("--board", help="0, 3, 4 or 5 board cards")
    p.add_argument("--dead", help="cards out of play")
    game_option(p, "equity_distribution")
    p.add_argument("--samples", type=positive_int, help="Monte Carlo: deals a hand")
    p.add_argument("--se", type=standard_error, help="Monte Carlo: the standard error to reach for each hand")
    p.add_argument("--seed", type=seed, help="Monte Carlo: the seed that gives the same numbers again")
    p.add_argument("--png", help="draw the equity graph into this PNG file (needs matplotlib)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--allow-long", action="store_true",
                   help="run even when the projected time is over an hour (refused by default)")
    p.set_defaults(func=_cmd_distribution)

"""The ``handrank equity`` subcommand: each player's share of the pot, exact or Monte Carlo.

    handrank equity AhKd QsQc                          # exact, preflop
    handrank equity AhKd "QQ+,AKs" --board "Qd 7c 2s"  # a hand against a range
    handrank equity hero=AhKd villain=random --se 0.001 --seed 7
    handrank equity AhKd QsQc 7h6h random --samples 1000000 --threads 2 --lang ru
    handrank equity AhKd QsQc --dead "Ks Qd" --json
    handrank equity AhKd QsQc --histogram              # and each player's categories at the end
    handrank equity "As 2s Qd Jd" "Ah 3c 8h 7c" random --game omaha8 --board "7d 6c Kh"
    handrank equity "As Ks Qs" "7h 7d 2c" "Jd Td 9d" --game stud --se 0.001

Players are hands (any card spelling) or ranges (``"QQ+,AKs"``, ``"AA:0.5,KK"``, ``random``),
optionally named (``alice=AhKd``). Without ``--exact``, ``--samples`` or ``--se`` the run is
exact when that is cheap (see ``handrank.analysis.equity.EXACT_LIMIT``), else Monte Carlo. A
progress bar (tqdm) shows on stderr for runs over a second, unless stderr is not a terminal or
``--quiet`` is given.

Tables of equities (each row against each column, the 169 preflop classes against random hands
or each other, on local threads or a Dask cluster, with a store to resume): ``handrank equity
table ROWS [COLS]`` and ``handrank equity preflop``; see ``handrank equity table --help``.

JSON keys: ``game``, ``board``, ``dead``, ``exact``, ``deals`` (exact) or ``samples`` and ``seed``,
``elapsed``, ``players`` (each: ``key``, ``name``, ``hand`` (a list of cards, or ``null`` for a
range), ``range`` (its text, or ``null`` for a hand), ``equity``, ``win``, ``tie``, ``se``;
``holdem8`` and ``omaha8`` add ``high``, ``low``, ``scoop``; ``--histogram`` adds ``histogram``: each
high-hand category's ``share``, ``win``, ``tie``), ``text``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, Optional

from ..cards import CardError, cards
from ..explanations.showdown import ShowdownError
from ..registry import games
from . import equity_tables
from .argtypes import positive_int, seed, standard_error, threads
from .hands import parse_hands
from .helptext import plain_help
from .options import Subparsers, add_common_options, game_option
from .terminal import emit, symbols_ok

GAME_NAMES = games("equity")  # the games with an equity (handrank.registry)

__all__ = ["dispatch", "point_to_equity", "register"]


def point_to_equity(a: str, b: str) -> None:
    """``handrank compare`` with two 2-card hands and no board asks who is ahead, not who won:
    say so and name the command that answers it.

    >>> point_to_equity("AhKd", "QsQc")
    Traceback (most recent call last):
        ...
    handrank.explanations.showdown.ShowdownError: two hole-card hands and no board: ... equity AhKd QsQc
    """
    try:
        two = len(cards(a)) == 2 and len(cards(b)) == 2
    except CardError:
        return
    if two:
        raise ShowdownError(f"two hole-card hands and no board: nothing to compare yet; for each "
                            f"hand's share of the pot run: handrank equity {a.replace(' ', '')} "
                            f"{b.replace(' ', '')}")


def dispatch(argv: Sequence[str]) -> Optional[int]:
    """Run a whole command line that is ``equity table|preflop ...`` (the tables of equities have
    a parser of their own, ``equity_tables``) and return its exit status; ``None`` for any other.

    >>> dispatch(["eval", "As", "Ks", "Qs", "Js", "Ts"]) is None
    True
    """
    return equity_tables.dispatch(argv)


def _is_hand(spec: str) -> bool:
    try:
        cards(spec)
    except CardError:
        return False
    return True


def _cmd_equity(args: argparse.Namespace) -> int:
    from ..analysis.equity import equity
    from ..jobs import progress_bar

    players = parse_hands(args.players)
    mode: dict[str, Any] = {}
    if args.exact:
        mode["exact"] = True
    elif args.samples is not None or args.se is not None:
        mode.update(exact=False, samples=args.samples, target_se=args.se)
    try:
        with progress_bar("", disable=True if args.quiet else None, delay=1.0, unit="", unit_scale=True,
                          leave=False) as progress:
            r = equity(players, board=args.board or (), dead=args.dead or (), game=args.game, seed=args.seed,
                       threads=args.threads, progress=progress, allow_long=args.allow_long,
                       histogram=args.histogram, **mode)
    except KeyboardInterrupt as e:
        return equity_tables.interrupted(e)
    symbols = not getattr(args, "ascii", False) and symbols_ok(sys.stdout)
    data = {**r.to_dict(), "text": r.text(args.lang, symbols=False)}
    for i, player in enumerate(data["players"]):  # a hand is a list of cards, as in every command;
        hand = player["hand"]                       # a range its text
        shown = {"hand": hand.split(), "range": None} if _is_hand(hand) else {"hand": None, "range": hand}
        data["players"][i] = {k: v for key, value in player.items()
                              for k, v in (shown.items() if key == "hand" else [(key, value)])}
    return emit(args, data, r.text(args.lang, symbols=symbols))


def register(subparsers: Subparsers) -> None:
    """Add ``equity`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["equity", "AhKd", "QQ+,AKs", "--board", "Qd 7c 2s"])
    >>> args.players, args.board
    (['AhKd', 'QQ+,AKs'], 'Qd 7c 2s')
    """
    p = subparsers.add_parser(
        "equity", help="each player's share of the pot: exact or Monte Carlo, hands or ranges; "
                       "equity table and equity preflop: tables of equities",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("players", nargs="+", metavar="PLAYER",
                   help="a hand or a range, optionally named: alice=AhKd, bob=QQ+,AKs, random")
    p.add_argument("--board", help="0, 3, 4 or 5 board cards")
    p.add_argument("--dead", help="cards out of the deck")
    game_option(p, "equity")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every deal")
    how.add_argument("--samples", type=positive_int, metavar="N", help="Monte Carlo: N deals")
    how.add_argument("--se", type=standard_error, metavar="X",
                     help="Monte Carlo until every player's standard error is at most X")
    p.add_argument("--threads", type=threads, metavar="N", help="run the C loops on N threads")
    p.add_argument("--seed", type=seed, metavar="N", help="Monte Carlo seed: the same seed, the same numbers")
    p.add_argument("--histogram", action="store_true",
                   help="also how often each player ends with each category, and wins or splits with it")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--allow-long", action="store_true",
                   help="run a job projected to take more than an hour (refused otherwise)")
    p.set_defaults(func=_cmd_equity)

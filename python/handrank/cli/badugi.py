"""The ``handrank badugi`` subcommand: badugi hands, one or a showdown of several.

    handrank badugi "7s 5c 3d Ah"
    handrank badugi ann="7s 5c 3d Ah" bob="8h 4s 2c Ad" --pot 10
    handrank badugi "As 2c 3d 4h" "Ah 2s 3c 4d" --pot 11 --json

One hand: its value (1 to 1,092, higher is better), the cards that play and its name. Several
(``name=cards`` or just cards): who wins, the pot split in whole units (``--unit``).

JSON keys: ``players`` (each ``key``, ``cards``, ``value``, ``best``, ``description``),
``winners``, ``awards`` (with ``--pot``), ``text``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from ..cards import cards_str
from ..explanations.showdown import HandsSpec
from ..games.badugi import BadugiShowdown, badugi_showdown, best_badugi, describe_badugi, evaluate_badugi
from .hands import parse_hands
from .helptext import plain_help
from .options import Subparsers, add_common_options
from .terminal import emit

__all__ = ["badugi_output", "register"]


def _cmd_badugi(args: argparse.Namespace) -> int:
    if len(args.hands) == 1 and "=" not in args.hands[0]:
        v = evaluate_badugi(args.hands[0])
        best = best_badugi(args.hands[0])
        text = describe_badugi(v, args.lang)
        data: dict[str, Any] = {"players": [{"key": 0, "cards": cards_str(args.hands[0]).split(), "value": v,
                                             "best": cards_str(best).split(), "description": text}],
                                "winners": [0], "awards": None, "text": text}
        return emit(args, data, f"{v}  {text}")
    hands = parse_hands(args.hands)
    s = badugi_showdown(hands, pot=args.pot, unit=args.unit)
    data, text = badugi_output(s, hands, args)
    return emit(args, data, text)


def badugi_output(s: BadugiShowdown, hands: HandsSpec,
                  args: argparse.Namespace) -> tuple[dict[str, Any], str]:
    """The ``--json`` data and the text of a badugi showdown (``badugi``, and ``showdown``/``compare
    --game badugi``).

    >>> import handrank as hr
    >>> hands = {"ann": "7s 5c 3d Ah", "bob": "8h 4s 2c Ad"}
    >>> data, text = badugi_output(hr.showdown(None, hands, game="badugi", pot=10), hands,
    ...                            argparse.Namespace(lang="en"))
    >>> data["winners"], data["awards"], text
    (['ann'], [('ann', 10)], 'ann wins 10: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A.')
    """
    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    data: dict[str, Any] = {"players": [{"key": k, "cards": cards_str(h).split(), "value": s.values[k],
                         "best": cards_str(s.best[k]).split(),
                         "description": describe_badugi(s.values[k], args.lang)}
                        for k, h in items],
            "winners": list(s.winners), "awards": None if s.awards is None else list(s.awards.items()),
            "text": s.text(args.lang)}
    return data, s.text(args.lang)


def register(subparsers: Subparsers) -> None:
    """Add ``badugi`` to the ``handrank`` command's subparsers.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> parser.parse_args(["badugi", "As 2d 3h 4c", "Ks Qd Jh Tc", "--pot", "10"]).hands
    ['As 2d 3h 4c', 'Ks Qd Jh Tc']
    """
    p = subparsers.add_parser(
        "badugi", help="badugi hands: a value and its name, or a showdown and its pot",
        description=plain_help(__doc__), formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_options(p)
    p.add_argument("hands", nargs="+", help="four cards each, optionally name=cards")
    p.add_argument("--pot", type=int, help="the pot to split among the winners")
    p.add_argument("--unit", type=int, default=1, help="the smallest chip (default 1)")
    p.set_defaults(func=_cmd_badugi)

"""A replay as data (``to_dict``): JSON-ready, amounts as decimal strings in the hand's currency
(exact: ``"0.25"``, never a float), cards as ASCII (``"Ah"``), players by name.

>>> from handrank.history import parse_phh, replay
>>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
...     "min_bet = 2\\nstarting_stacks = [50, 50]\\nactions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
>>> sorted(replay_dict(r))[:6]
['actions', 'allin', 'boards', 'disagreements', 'game', 'hand_id']
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Optional

from .model import STREETS, money, write_cards

__all__ = ["exact_text", "replay_dict"]


def exact_text(x: Fraction, decimals: int) -> str:
    """An exact amount of ``10 ** -decimals`` units as a decimal string: whole cents as
    ``"12.34"``, anything finer rounded to 6 more places.

    >>> exact_text(Fraction(1234), 2), exact_text(Fraction(1, 3), 0)
    ('12.34', '0.333333')
    """
    if x.denominator == 1:
        return money(int(x), decimals)
    places = decimals + 6
    q = round(x * 10**6)
    return money(q, places).rstrip("0").rstrip(".")


def replay_dict(r: Any) -> dict[str, Any]:
    """The ``to_dict`` of a ``Replay`` (see the module).

    >>> from handrank.history import parse_phh, replay
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> replay_dict(r)["actions"][-1]
    {'street': 'preflop', 'player': 'p2', 'action': 'fold', 'amount': '0', 'to': '1', 'all_in': False}
    """
    hand = r.hand
    d = hand.decimals
    names = hand.names

    def amt(v: Optional[int]) -> Optional[str]:
        return None if v is None else money(v, d)

    players = []
    for k, s in enumerate(hand.seats):
        hole = hand.holes[k]
        players.append(
            {
                "name": s.name,
                "seat": s.seat,
                "stack": amt(s.stack),
                "hole": write_cards(hole, " ").split() if hole else None,
                "put": amt(r.put[k]),
                "returned": amt(r.returned[k]),
                "won": amt(r.won[k]),
                "collected": amt(hand.collected[k]) if hand.collects else None,
                "net": amt(r.net[k]),
                "ev": exact_text(r.allin.ev[k], d) if r.allin and r.allin.ev else None,
            }
        )
    allin = None
    if r.allin is not None:
        a = r.allin
        allin = {
            "street": STREETS[a.street],
            "board": write_cards(a.board, " ").split(),
            "equity": [{names[k]: str(e) for k, e in eq.items()} for eq in a.equity],
            "skipped": a.skipped,
        }
    return {
        "site": hand.site,
        "hand_id": hand.hand_id,
        "game": hand.game,
        "limit": hand.limit,
        "source": {"file": hand.source.file, "line": hand.source.line},
        "boards": [write_cards(b, " ").split() for b in hand.boards],
        "players": players,
        "actions": [
            {
                "street": STREETS[a.street],
                "player": names[a.seat],
                "action": a.kind,
                "amount": money(a.amount, d),
                "to": money(a.to, d),
                "all_in": a.all_in,
            }
            for a in hand.actions
        ],
        "pots": [
            {
                "amount": money(p.amount, d),
                "eligible": [names[k] for k in p.eligible],
                "shares": {names[k]: money(v, d) for k, v in p.shares.items()},
                "decided": p.decided,
            }
            for p in r.pots
        ],
        "disagreements": [
            {
                "what": x.what,
                "player": names[x.seat] if x.seat >= 0 else None,
                "rules": money(x.rules, d),
                "site": money(x.site, d),
            }
            for x in r.disagreements
        ],
        "allin": allin,
    }

"""A hand replayed on handrank's own rules: the uncalled bets returned, the main and side pots
rebuilt from the actions (``side_pots``), each showdown decided (``showdown``, its ``Decision``
in words), each pot awarded (odd chips from the first seat after the button), and the site's
amounts checked against all of it.

A disagreement is data, not an exception: ``Replay.disagreements`` lists each (``Disagreement``:
what, whose, handrank's amount, the site's). A pot whose contest cannot be decided (a player's
cards are unknown, the board was not dealt out) is ``decided=False`` and checked no further.

>>> from handrank.history import parse_phh
>>> hand = parse_phh('''variant = 'NT'
... antes = [0, 0, 0]
... blinds_or_straddles = [5, 10, 0]
... min_bet = 10
... starting_stacks = [100, 300, 300]
... actions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'd dh p3 QsQh', 'p3 cbr 300', 'p1 cc', 'p2 cc',
...            'd db 2c7d9h', 'd db Jc', 'd db 3d']
... winnings = [300, 400, 0]
... ''')
>>> r = replay(hand)
>>> [(p.amount, p.eligible, p.shares) for p in r.pots]
[(300, (0, 1, 2), {0: 300}), (400, (1, 2), {1: 400})]
>>> r.won, r.disagreements
((300, 400, 0), ())
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Optional, cast

from ..explanations.pots import award_pots, side_pots, split_pot
from ..explanations.showdown import Showdown, showdown
from ..text.results import Result
from .model import FORCED, Hand, HistoryError

__all__ = ["Disagreement", "PotResult", "Replay", "replay", "uncalled"]

_SHOWDOWN_GAMES: dict[str, dict[str, Any]] = {
    "holdem": {},
    "omaha": {"omaha": True},
    "omaha5": {"omaha": True},
    "shortdeck": {"game": "shortdeck"},
}


@dataclass
class PotResult:
    """One pot of a replay: its ``amount``, the seats ``eligible`` to win it (in seat order), the
    ``shares`` handrank's rules give it (seat -> chips, runs of the board together) and whether
    it was ``decided`` (``False``: a contestant's cards are unknown; ``shares`` is then empty).

    >>> PotResult(30, (0, 1), {1: 30}, True).shares
    {1: 30}
    """

    #: The chips in the pot.
    amount: int
    #: The seats that can win it, in seat order.
    eligible: tuple[int, ...]
    #: What each winning seat gets by handrank's rules.
    shares: dict[int, int]
    #: The rules could decide it.
    decided: bool


@dataclass
class Disagreement:
    """A place where the site's amounts and handrank's rules differ: ``what`` (``"returned"``,
    ``"total"``, ``"chips"``, ``"won"``, ``"finishing"``), the ``seat`` (-1 for the whole hand),
    handrank's amount ``rules`` and the site's ``site``.

    >>> Disagreement("won", 1, 400, 390)
    Disagreement(what='won', seat=1, rules=400, site=390)
    """

    #: Which amount: the uncalled bet returned, the total pot, chips in and out, a player's winnings,
    #: a finishing stack.
    what: str
    #: The seat, or -1 for the hand.
    seat: int
    #: handrank's amount.
    rules: int
    #: The site's amount.
    site: int


def uncalled(put: Sequence[int]) -> tuple[int, ...]:
    """The uncalled bet returned to each seat: what the biggest contributor put in beyond the
    second biggest.

    >>> uncalled([10, 300, 100])
    (0, 200, 0)
    """
    if len(put) < 2:
        return tuple(0 for _ in put)
    order = sorted(range(len(put)), key=put.__getitem__, reverse=True)
    top, second = order[0], order[1]
    back = [0] * len(put)
    back[top] = put[top] - put[second]
    return tuple(back)


class Replay(Result):
    """A hand replayed on handrank's rules (see the module): ``put`` (each seat's chips in, after
    the uncalled bet came back), ``returned``, ``pots`` (``PotResult``), ``won`` (each seat's
    winnings by the rules, ``None`` where a pot was not decided), ``showdowns`` (one a run of
    the board, ``None`` without a contest), ``net`` (each seat's result: the site's amounts when
    it said them, else the rules'), ``disagreements`` and ``allin`` (the all-in with cards to
    come, see ``handrank.history.luck``; ``None`` without one).

    >>> from handrank.history import parse_pokerstars
    >>> r = replay(parse_pokerstars('''PokerStars Hand #7:  Hold'em No Limit (5/10) - now
    ... Table 'T' 9-max Seat #1 is the button
    ... Seat 1: ann (1,000 in chips)
    ... Seat 2: bob (1,000 in chips)
    ... ann: posts small blind 5
    ... bob: posts big blind 10
    ... *** HOLE CARDS ***
    ... ann: raises 20 to 30
    ... bob: folds
    ... Uncalled bet (20) returned to ann
    ... ann collected 20 from pot'''.splitlines()))
    >>> r.hand.names, r.put, r.net, r.disagreements
    (('bob', 'ann'), (10, 10), (-10, 10), ())
    """

    def __init__(
        self,
        hand: Hand,
        put: tuple[int, ...],
        returned: tuple[int, ...],
        pots: tuple[PotResult, ...],
        showdowns: tuple[Optional[Showdown], ...],
        live: tuple[int, ...],
    ) -> None:
        #: The hand replayed.
        self.hand = hand
        #: Each seat's chips in the pots (the uncalled bet returned).
        self.put = put
        #: The uncalled bet returned to each seat, by the rules.
        self.returned = returned
        #: The main pot and the side pots.
        self.pots = pots
        #: One showdown a run of the board (``None`` where no contest was decided).
        self.showdowns = showdowns
        #: The seats still in at the end (not folded, not mucked).
        self.live = live
        won: list[Optional[int]] = [0] * len(hand.seats)
        for p in pots:
            if not p.decided:
                for k in p.eligible:
                    won[k] = None
                continue
            for k, v in p.shares.items():
                if won[k] is not None:
                    won[k] = (won[k] or 0) + v
        #: Each seat's winnings by the rules (``None``: a pot it was in could not be decided).
        self.won: tuple[Optional[int], ...] = tuple(won)
        #: Where the site and the rules differ.
        self.disagreements: tuple[Disagreement, ...] = tuple(_check(self))
        said = bool(hand.collects) or any(hand.cashed_out)
        rules_net = [None if w is None else w - p for w, p in zip(won, put)]
        #: Each seat's result in the hand: the site's amounts when it said them, else the rules'.
        self.net: tuple[Optional[int], ...] = (
            tuple(c + o - p for c, o, p in zip(hand.collected, hand.cashed_out, put))
            if said
            else tuple(rules_net)
        )
        from .luck import all_in

        #: The all-in with cards to come and its expected values, or ``None``.
        self.allin = all_in(self)

    def __repr__(self) -> str:
        return (
            f"<Replay {self.hand.site} #{self.hand.hand_id}: {len(self.pots)} pots, "
            f"{len(self.disagreements)} disagreements>"
        )

    def text(self, lang: str = "en") -> str:
        """The replay as a person reads it: the players, the actions street by street, the
        pots, the showdown, the site's amounts and where they disagree.

        >>> from handrank.history import parse_phh
        >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
        ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
        ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
        >>> print(r.text().splitlines()[0])
        Hand phh #-: No limit Hold'em, 2 players
        """
        from ..text.history import replay_text

        return replay_text(self, lang)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        """Jupyter: the replay as a table of players and one of actions, the pots and the checks."""
        from ..text.history import replay_html

        return replay_html(self)

    def to_dict(self) -> dict[str, Any]:
        """The replay as JSON-ready data: amounts as decimal strings in the hand's currency.

        >>> from handrank.history import parse_phh
        >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
        ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
        ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
        >>> d = r.to_dict(); d["players"][0]["name"], d["players"][0]["net"], d["pots"]
        ('p1', '1', [{'amount': '2', 'eligible': ['p1'], 'shares': {'p1': '2'}, 'decided': True}])
        """
        from .output import replay_dict

        return replay_dict(self)


def replay(hand: Hand) -> Replay:
    """Replay ``hand`` on handrank's rules (see ``Replay``).

    >>> from handrank.history import parse_phh
    >>> r = replay(parse_phh("variant = 'NT'\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\n"
    ...     "actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\\n"))
    >>> r.won, r.returned
    ((2, 0), (1, 0))
    """
    n = len(hand.seats)
    live_put = [0] * n
    dead = 0
    out: set[int] = set()
    for a in hand.actions:
        if a.kind in ("ante", "dead"):
            dead += a.amount
        else:
            live_put[a.seat] += a.amount
        if a.kind in ("fold", "muck"):
            out.add(a.seat)
    back = uncalled(live_put)
    live_put = [p - r for p, r in zip(live_put, back)]
    put = tuple(
        p + sum(a.amount for a in hand.actions if a.seat == k and a.kind in ("ante", "dead"))
        for k, p in enumerate(live_put)
    )
    live = tuple(k for k in range(n) if k not in out)
    if not live:
        raise HistoryError("every player folded or mucked: nobody can win the pot")
    contributions = {k: live_put[k] for k in range(n)}
    pots = side_pots(contributions, out, dead=dead) if sum(put) else []
    showdowns = _showdowns(hand, live)
    results = tuple(_award(hand, p.amount, tuple(cast(int, k) for k in p.eligible), showdowns) for p in pots)
    return Replay(hand, put, back, results, showdowns, live)


def _showdowns(hand: Hand, live: tuple[int, ...]) -> tuple[Optional[Showdown], ...]:
    """One showdown a run of the board among the live seats, when there is a contest and every
    live hand and the whole board are known."""
    if len(live) < 2 or any(hand.holes[k] is None for k in live):
        return tuple(None for _ in hand.boards)
    kwargs: dict[str, Any] = _SHOWDOWN_GAMES.get(hand.game, {})
    out: list[Optional[Showdown]] = []
    for board in hand.boards:
        if len(board) != 5:
            out.append(None)
            continue
        holes = {hand.seats[k].name: cast(tuple[int, ...], hand.holes[k]) for k in live}
        sd = showdown(board, holes, **kwargs)
        out.append(sd)
    return tuple(out)


def _award(
    hand: Hand, amount: int, eligible: tuple[int, ...], showdowns: tuple[Optional[Showdown], ...]
) -> PotResult:
    if len(eligible) == 1:
        return PotResult(amount, eligible, {eligible[0]: amount}, True)
    if any(sd is None for sd in showdowns):
        return PotResult(amount, eligible, {}, False)
    names = hand.names
    halves = split_pot(amount, list(range(len(showdowns))))  # a run of the board each; odd chip: the first
    shares: dict[int, int] = {}
    for run, sd in enumerate(showdowns):
        assert sd is not None
        values: dict[Hashable, Optional[int]] = {k: sd.values.get(names[k]) for k in eligible}
        for k, v in award_pots([(halves[run], eligible)], values, order=range(len(names))).items():
            shares[k] = shares.get(k, 0) + v
    return PotResult(amount, eligible, dict(sorted(shares.items())), True)


def _check(r: Replay) -> list[Disagreement]:
    """Where the site's amounts differ from the rules'."""
    hand = r.hand
    found: list[Disagreement] = []
    if hand.site != "phh":
        for k, (mine, theirs) in enumerate(zip(r.returned, hand.returned)):
            if mine != theirs:
                found.append(Disagreement("returned", k, mine, theirs))
    total = sum(r.put)
    if hand.total_pot is not None and hand.total_pot != total:
        found.append(Disagreement("total", -1, total, hand.total_pot))
    collected = hand.collected
    if hand.collects:
        rake = hand.rake or 0
        paid = sum(collected) + rake
        if paid != total and not any(hand.cashed_out):
            found.append(Disagreement("chips", -1, total, paid))
        for k, (won, theirs) in enumerate(zip(r.won, collected)):
            if won is None or hand.cashed_out[k]:
                continue
            if won != theirs and not (rake and 0 < theirs <= won):
                found.append(Disagreement("won", k, won, theirs))
    if hand.finishing is not None:
        for k, (s, p, w, f) in enumerate(zip(hand.seats, r.put, r.won, hand.finishing)):
            if w is not None and s.stack - p + w != f:
                found.append(Disagreement("finishing", k, s.stack - p + w, f))
    return found


def forced(hand: Hand) -> int:
    """The chips the forced bets put in.

    >>> from handrank.history import parse_phh
    >>> forced(parse_phh("variant = 'NT'\\nantes = [1, 1]\\nblinds_or_straddles = [1, 2]\\n"
    ...     "min_bet = 2\\nstarting_stacks = [50, 50]\\nactions = []\\n"))
    5
    """
    return sum(a.amount for a in hand.actions if a.kind in FORCED)

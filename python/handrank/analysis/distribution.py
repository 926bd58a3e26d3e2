"""A range's equity distribution: each of its hands' equity against the other players, sorted,
with the weights — the data of an "equity graph", and its picture.

>>> d = equity_distribution("QQ+, AK", ["random"], board="Qs Js 2d")
>>> # the strongest a set of queens, the weakest ace-king
>>> len(d), round(d.mean, 4), round(d.points[0][2], 3), round(d.points[-1][2], 3)
(31, 0.7397, 0.934, 0.598)
>>> print(d.text().splitlines()[0])
31 hands of QQ+,AK against random on Q♠ J♠ 2♦: mean equity 73.97%

Each hand's equity is ``equity()``'s (exact where it is cheap, else Monte Carlo with the options
given). The mean is the matchup's equity, what ``equity()`` gives for the range against the
others: each hand counts at its weight times the weight of the other players' hands it meets
(``EquityDistribution.meets``); ``hand_mean`` weighs the hands by their range weights alone.

Hands that a suit permutation maps onto each other — one that keeps the board, the dead
cards and every other player's hand or range in place — have the same equity and are computed
once. Heads-up against ``random`` before the flop, each hand's exact equity comes from the
package's preflop table (``preflop_equities``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations
from typing import Any, Callable, Optional, Union

from ..cards import Cards, CardSpec, cards, cards_str, pretty
from ..registry import adopt
from ..registry import game as _game
from ..text import results as _results
from ..text.analysis import distribution_text, pct, say
from .equity import LONG_LIMIT, POT, EquityError, _duration, _hand, equity
from .ranges import Range, RangeError, _class_name, _class_of, _quote, preflop_equities

__all__ = ["EquityDistribution", "equity_distribution"]

_RANDOM = ("random", "*")
PILOT_SECONDS = 10.0  # the run's projection is taken from the hands computed in its first seconds


@dataclass(frozen=True, repr=False)
class EquityDistribution(_results.TableResult):
    """The answer of ``equity_distribution()``: ``points``, each ``(hand, weight, equity)``
    strongest first (``hand`` as ``Cards``), ``mean`` the matchup's equity, ``range`` and
    ``against`` as the text shows them, ``board``; ``meets`` and ``hand_mean`` below.

    Each hand counts as often as it is dealt against the others: its range weight times
    ``meets``, the weight of the other players' hands that hold none of its cards (a range's
    combos, each tuple at the product of its weights; random hands and exact hands count alike
    for every hand of the range, and drop out). So ``mean`` is ``equity()``'s answer for the
    range against the others, and ``quantile`` and the graph's share of the range count hands
    the same way. ``hand_mean`` is the mean of the equities at the range weights alone.

    >>> d = equity_distribution("AA, 72o", ["random"])
    >>> pretty(d.points[0][0]), round(d.points[0][2], 4), round(d.points[-1][2], 4)
    ('A♠ A♥', 0.852, 0.3458)
    """

    #: Each hand of the range as ``(hand, weight, equity)``, strongest first.
    points: tuple[tuple[Cards, float, float], ...]
    #: The weighted mean equity of the range.
    mean: float
    #: The range, as the text shows it.
    range: str
    #: The other players, as the text shows them.
    against: tuple[str, ...]
    #: The board, as ``Cards``.
    board: Cards
    #: Per point, the weight of the other players' hands it meets (1.0 each when not given).
    meets: tuple[float, ...] = ()
    #: The mean of the equities, each hand at its range weight alone (not counting what it meets).
    hand_mean: Optional[float] = None
    #: Per point, the standard error of its equity (Monte Carlo; ``None`` for an exact one); empty
    #: when every hand was enumerated.
    se: tuple[Optional[float], ...] = ()

    def shares(self) -> list[float]:
        """Per point, how often the hand is dealt against the others: its weight times ``meets``.

        >>> d = equity_distribution("AA, KK", ["KK"])  # an AA meets 6 KK combos, a KK the 1 left
        >>> d.shares()[0], d.shares()[-1]
        (6.0, 1.0)
        """
        meets = self.meets or (1.0,) * len(self.points)
        return [w * m for (_, w, _), m in zip(self.points, meets)]

    def __len__(self) -> int:
        return len(self.points)

    def quantile(self, q: float) -> float:
        """The equity at share ``q`` of the range (each hand counted as ``shares`` says),
        counted from the strongest hand.

        >>> equity_distribution("AA, KK, 72o", ["random"]).quantile(0.5) > 0.8
        True
        """
        if not 0.0 <= q <= 1.0:
            raise ValueError(f"quantile({q!r}): q is in [0, 1]")
        shares = self.shares()
        total = sum(shares)
        acc = 0.0
        for (_, _, e), w in zip(self.points, shares):
            acc += w
            if acc >= q * total - 1e-12:
                return e
        return self.points[-1][2]

    def max_se(self) -> Optional[float]:
        """The largest standard error of a hand's equity (``None``: every hand exact).

        >>> equity_distribution("AA", ["KK"]).max_se() is None
        True
        """
        return max((x for x in self.se if x is not None), default=None)

    def text(self, lang: str = "en") -> str:
        """A summary: the hands, the mean, and the equity at each tenth of the range (Monte
        Carlo: the largest standard error of a hand's equity).

        >>> print(equity_distribution("AA", ["KK"]).text().splitlines()[0])
        6 hands of AA against KK: mean equity 81.95%
        """
        board = pretty(self.board) if self.board else ""
        out = distribution_text(len(self), self.range, self.against, board, self.mean,
                                [self.quantile(q / 10) for q in range(1, 11)], lang)
        worst = self.max_se()
        return out if worst is None else out + "\n" + say("distribution_se", lang, se=pct(worst, lang, 3))

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> equity_distribution("AA", ["KK"])
        <EquityDistribution 6 hands of AA: mean 0.8195>
        """
        worst = self.max_se()
        return (f"{len(self)} hands of {self.range[:60]}: mean {self.mean:.4f}"
                + ("" if worst is None else f", se <= {worst:.4f}"))

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per hand.

        >>> print(equity_distribution("AA", ["KK"]).to_csv().splitlines()[:2])
        ['hand,weight,meets,equity,se', 'As Ah,1.0,6.0,0.8194605046767397,']
        """
        return ["hand", "weight", "meets", "equity", "se"]

    def records(self) -> list[list[Any]]:
        """A row per hand, strongest first: its cards, weight, the weight it meets, equity and
        standard error (``None``: exact).

        >>> equity_distribution("AA", ["KK"]).records()[0][1:4]
        [1.0, 6.0, 0.8194605046767397]
        """
        meets = self.meets or (1.0,) * len(self.points)
        se = self.se or (None,) * len(self.points)
        return [[h, w, m, e, x] for (h, w, e), m, x in zip(self.points, meets, se)]

    def _html_body(self) -> str:
        """The mean and a bar per tenth of the range: the equity there."""
        from ..text import html
        rows = [[f"{10 * q}%", html.bar(self.quantile(q / 10), 200)] for q in range(1, 11)]
        head = html.pairs([(_results.word("mean"), html.pct(self.mean)),
                           (_results.word("hands"), f"{len(self):,}")])
        return head + html.table([_results.word("tenth"), _results.word("equity")], rows)

    def _html_note(self) -> str:
        """The first line and, for Monte Carlo, the largest standard error."""
        lines = self.text().split("\n")
        return " ".join([lines[0], *lines[3:]])

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``range``, ``against``, ``board``, ``mean``, ``hand_mean``, ``max_se``
        and the ``points`` (each with the weight of the other hands it ``meets`` and its ``se``,
        ``null`` when exact).

        >>> d = equity_distribution("QQ+", ["random"], board="Qd 7c 2s").to_dict()
        >>> d["range"], d["board"], len(d["points"]), round(d["mean"], 3), d["max_se"]
        ('QQ+', ['Qd', '7c', '2s'], 15, 0.899, None)
        """
        out: dict[str, Any] = _results.to_json({
            "range": self.range, "against": list(self.against), "board": self.board,
            "mean": self.mean, "hand_mean": self.hand_mean, "max_se": self.max_se(),
            "points": [{"hand": h, "weight": w, "meets": m, "equity": e, "se": x}
                       for h, w, m, e, x in self.records()]})
        return out

    def to_png(self, path: Any, *, title: Optional[str] = None) -> Any:
        """Draw the equity graph (equity against the share of the range, strongest hands first)
        into a PNG file and return the matplotlib ``Figure`` (which shows itself in a notebook);
        needs matplotlib (``pip install "handrank[plot]"``).

        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "picture.png")
        >>> fig = equity_distribution("AA, 72o", ["random"]).to_png(path)
        >>> open(path, "rb").read(4), fig._repr_png_()[:4]
        (b'\\x89PNG', b'\\x89PNG')
        """
        shares = self.shares()
        total = sum(shares)
        xs, ys, acc = [0.0], [100 * self.points[0][2]], 0.0
        for (_, _, e), w in zip(self.points, shares):
            xs += [100 * acc / total, 100 * (acc + w) / total]
            ys += [100 * e, 100 * e]
            acc += w
        fig = _results.figure(figsize=(7, 4.2), dpi=110)
        ax = fig.add_subplot()
        ax.plot(xs[1:], ys[1:], color="#1f6feb", lw=2)
        ax.fill_between(xs[1:], ys[1:], color="#1f6feb", alpha=0.12)
        ax.axhline(100 * self.mean, color="#888", lw=1, ls="--")
        ax.text(99, 100 * self.mean + 1.5, say("graph_mean", mean=100 * self.mean), ha="right", color="#555",
                fontsize=9)
        ax.set_xlim(0, 100)
        ax.set_ylim(0, 100)
        ax.set_xlabel(say("graph_x"))
        ax.set_ylabel(say("graph_y"))
        where = say("graph_board", board=cards_str(self.board)) if self.board else ""
        ax.set_title(title or say("graph_title", range=self.range[:50], against=", ".join(self.against)[:40],
                                  board=where), fontsize=10)
        ax.grid(alpha=0.3)
        fig.tight_layout()
        return _results.save(fig, path)


def _perm_card(c: int, perm: Sequence[int]) -> int:
    return (c & ~3) | perm[c & 3]


def _symmetries(board: tuple[int, ...], dead: tuple[int, ...], others: list[Any],
                game: str = "holdem") -> list[tuple[int, ...]]:
    """The suit permutations that keep the board, the dead cards and every other player in place."""
    keep = []
    sets = [frozenset(board), frozenset(dead)]
    ranges = []
    for o in others:
        if isinstance(o, str) and o.strip().lower() in _RANDOM:
            continue
        r = o if isinstance(o, Range) else Range(o, game=game)
        ranges.append(frozenset((tuple(sorted(c[:-1])), c[-1]) for c in r.combos))
    for perm in permutations(range(4)):
        if all(frozenset(_perm_card(c, perm) for c in s) == s for s in sets) and all(
                frozenset((tuple(sorted(_perm_card(c, perm) for c in k)), w) for k, w in r) == r
                for r in ranges):
            keep.append(perm)
    return keep


_Point = tuple[Cards, float, float, float, Optional[tuple[int, int]]]  # hand, weight, equity, meets, counts


def _hero_combos(hero: Union[str, Range], others: Sequence[Any], board: CardSpec, dead: CardSpec,
                 game: str) -> tuple[int, list[tuple[tuple[int, ...], float]]]:
    """The game's hole cards and the range's combos ``(ids, weight)`` that the board, the dead
    cards and the other players' exact hands leave (a combo holding one of their cards is never
    dealt against them), the input checked."""
    hole = _game(game).hole
    try:
        r = hero if isinstance(hero, Range) else Range(hero, game=game)
    except RangeError as e:
        raise EquityError(f"the range: {e}") from None
    if r.hole != hole:
        raise EquityError(f"a {r.hole}-card range for {game}, which deals {hole} cards")
    if isinstance(others, (str, Range)) or not others:
        raise EquityError("others: a list of the other players' hands or ranges, e.g. ['random']")
    seen = set(cards(board)) | set(cards(dead))
    for o in others:
        try:
            seen.update(_hand(o, hole, "") or ())
        except EquityError:  # no hand of the game: equity() names the player and the fault
            pass
    combos = [(tuple(c[:-1]), c[-1]) for c in r.combos if not seen & set(c[:-1])]
    if not combos:
        raise EquityError(f"the range {_quote(r.text())} has no hand left with these cards seen")
    return hole, combos


class _Budget:
    """The run's projected time: the hands computed so far, timed, times the hands to compute
    (the combos, one for each suit-symmetry class; none from the preflop ``table``); checked
    after each hand of the first ``PILOT_SECONDS``, refused past ``LONG_LIMIT`` unless
    ``allow_long``."""

    def __init__(self, combos: Sequence[tuple[tuple[int, ...], float]], perms: list[tuple[int, ...]],
                 table: bool, allow_long: bool) -> None:
        if not isinstance(allow_long, bool):
            raise EquityError(f"allow_long={allow_long!r}: True or False")
        self.hands = 0 if table else len(
            {min(tuple(sorted((_perm_card(c, p) for c in combo), reverse=True)) for p in perms)
             for combo, _ in combos})
        self.settled, self.start = allow_long or table, time.perf_counter()

    def check(self, done: int) -> None:
        """After ``done`` hands: refuse the run if its projection is past ``LONG_LIMIT``."""
        if self.settled:
            return
        elapsed = time.perf_counter() - self.start
        seconds = elapsed / done * self.hands
        if seconds > LONG_LIMIT:
            raise EquityError(f"{self.hands:,} hands to compute, {elapsed / done:.2g} s each here: "
                              f"{_duration(seconds)} (the limit is 1 hour); narrow the range or the board, "
                              "draw fewer samples a hand, or pass allow_long=True (--allow-long) "
                              "to run it anyway").worded(
                "long", task=("long.hands", {"hands": self.hands, "each": f"{elapsed / done:.2g}"}),
                seconds=seconds, workers=1, unit="", limit=LONG_LIMIT, instead="long.narrow")
        self.settled = elapsed > PILOT_SECONDS


def equity_distribution(hero: Union[str, Range], others: Sequence[Any], board: CardSpec = (),
                        dead: CardSpec = (), *, game: Optional[str] = None, exact: Optional[bool] = None,
                        samples: Optional[int] = None, target_se: Optional[float] = None,
                        seed: Optional[int] = None, threads: Optional[int] = None,
                        progress: Optional[Callable[[int, int], Any]] = None,
                        allow_long: bool = False) -> EquityDistribution:
    """Each hand of the range ``hero`` (a ``Range`` or its text): its equity against ``others``
    (hands or ranges, as ``equity`` takes them) on ``board`` with ``dead`` cards out, sorted
    strongest first with its weight. The options are ``equity()``'s, for each hand;
    ``progress(done, total)`` is called after each hand. The run's time is projected from the
    hands it computes first (``PILOT_SECONDS``): past ``LONG_LIMIT`` (an hour) it is refused,
    and so is any one hand's ``equity()`` run, unless ``allow_long=True``.

    ``game``: any board game with an equity (``handrank.registry``; an alias too): the range and
    the others are read in its notation (an Omaha game's ``AAxx``, short deck's 36 cards);
    ``None`` plays the game a ``Range`` given says, else Hold'em.

    >>> d = equity_distribution("TT+", ["AK"], board="Kd 7c 2s")   # the sets on top, then AA
    >>> [(pretty(h), round(e, 3)) for h, _, e in d.points[:2]], round(d.points[-1][2], 3)
    ([('K♠ K♣', 0.997), ('K♠ K♥', 0.988)], 0.087)
    """
    if isinstance(others, (str, Range)) or not others:
        raise EquityError("others: a list of the other players' hands or ranges, e.g. ['random']")
    game = adopt(game, [hero, *others], "equity_distribution", error=EquityError).name
    hole, combos = _hero_combos(hero, others, board, dead, game)
    b, d = tuple(cards(board)), tuple(cards(dead))
    table = (game == "holdem" and not b and not d and len(others) == 1 and isinstance(others[0], str)
             and others[0].strip().lower() in _RANDOM)
    perms = [] if table else _symmetries(b, d, list(others), game)
    met = _Meets(others, hole, b + d, game)
    done: dict[tuple[int, ...], tuple[float, float, Optional[tuple[int, int]], Optional[float]]] = {}
    errors: list[Optional[float]] = []
    budget = _Budget(combos, perms, table, allow_long)
    points: list[_Point] = []
    for i, (combo, w) in enumerate(combos):
        if table:
            eq = preflop_equities()[_class_name(*_class_of((max(combo), min(combo))))]
            m, ints, se = 1.0, None, None
        else:
            key = min(tuple(sorted((_perm_card(c, p) for c in combo), reverse=True)) for p in perms)
            if key not in done:
                res = equity([list(combo), *others], board=b, dead=d, game=game, exact=exact, samples=samples,
                             target_se=target_se, seed=seed, threads=threads, allow_long=allow_long)
                won = res.counts[0][2] if res.counts is not None and res.deals is not None else None
                done[key] = (res.equity[0], met(combo), None if won is None else (won, res.deals or 0),
                             None if res.se is None else res.se[0])
                budget.check(len(done))
            eq, m, ints, se = done[key]
        points.append((Cards(combo), w, eq, m, ints))
        errors.append(se)
        if progress is not None:
            progress(i + 1, len(combos))
    return _distribution(points, errors, hero, others, b, game)


def _distribution(points: list[_Point], errors: list[Optional[float]], hero: Union[str, Range],
                  others: Sequence[Any], board: tuple[int, ...], game: str) -> EquityDistribution:
    """The result: the hands sorted strongest first (ties by their cards), with their standard
    errors where they were sampled."""
    order = sorted(range(len(points)), key=lambda i: (-points[i][2], tuple(-c for c in points[i][0])))
    points, errors = [points[i] for i in order], [errors[i] for i in order]
    against = tuple(o.text() if isinstance(o, Range) else str(o) for o in others)
    text = hero.text() if isinstance(hero, Range) else Range(hero, game=game).text()
    return EquityDistribution(tuple((h, w, e) for h, w, e, _, _ in points), _mean(points), text, against,
                              Cards(board), tuple(p[3] for p in points),
                              math.fsum(w * e for _, w, e, _, _ in points) / math.fsum(p[1] for p in points),
                              tuple(errors) if any(x is not None for x in errors) else ())


def _mean(points: list[_Point]) -> float:
    """The matchup's equity: each hand's equity at its weight times the weight of the hands it
    meets. When every hand has exact integer counts (pot units won, deals), their weighted sums
    divided once, as ``equity()`` divides them (exactly: correctly rounded)."""
    if all(p[4] is not None for p in points):
        won = sum(Fraction(p[1]) * p[4][0] for p in points if p[4] is not None)
        deals = sum(Fraction(p[1]) * p[4][1] for p in points if p[4] is not None)
        return float(won / (POT * deals))
    return math.fsum(w * m * e for _, w, e, m, _ in points) / math.fsum(w * m for _, w, _, m, _ in points)

class _Meets:
    """The weight of the other players' hands that one hand of the range meets: the sum, over
    the tuples of their combos that hold no card twice and none of the hand's, of the product
    of the combos' weights. A random hand (every combo left at one weight) meets the same number
    of combos whatever the range's hand, and is left out."""

    def __init__(self, others: Sequence[Any], hole: int, seen: tuple[int, ...], game: str) -> None:
        from .equity import _players
        ps = _players(["random", *others], hole, frozenset(seen), game)[1:]  # the range's seat: any hand
        self.players = [[(sum(1 << c for c in ids), w) for ids, w in zip(p.combos, p.weights)]
                        for p in ps if not p.random]

    def __call__(self, hand: Sequence[int]) -> float:
        """The weight of the others' hands that ``hand`` meets (1.0 when they are all random)."""
        return self._sum(0, sum(1 << c for c in hand))

    def _sum(self, level: int, used: int) -> float:
        if level == len(self.players):
            return 1.0
        if level == len(self.players) - 1:
            return sum(w for m, w in self.players[level] if not m & used)
        return sum(w * self._sum(level + 1, used | m) for m, w in self.players[level] if not m & used)

"""Equity: each player's share of the pot, by enumerating every deal or by Monte Carlo.

>>> r = equity(["AhKd", "QsQc"])
>>> round(r.equity[0], 4), round(r.equity[1], 4), r.exact, r.deals
(0.4284, 0.5716, True, 1712304)
>>> print(equity({"hero": "AhKd", "villain": "QsQc"}, board="2c 7d Kh").text())
hero (A♥ K♦): 91.21% — wins 91.21%, splits 0.00%
villain (Q♠ Q♣): 8.79% — wins 8.79%, splits 0.00%
Exact: every one of 990 deals.

A player holds a hand (any card spelling) or a range (a ``Range`` or its text: ``"QQ+,AKs"``,
``"random"``). Card removal: a combo that collides with the board, the dead cards or another
player's exact hand is dropped; with several ranges only deals where no card is used twice
count, each with the product of its combos' weights.

Games: ``holdem``; ``omaha``, ``omaha5``, ``omaha6`` (4, 5, 6 hole cards, exactly two of them
with three of the board); ``holdem8``, ``omaha8``, ``omaha5_8`` (Big O) and ``omaha6_8``, high-low
split eight or better
(ace-to-five): half the pot to the best high, half to the best qualifying low (the tied split a
half), the whole pot to the high when no low qualifies; ``shortdeck`` and ``shortdeck-triton``,
Hold'em on the 36-card deck with its rankings (``handrank.evaluators.shortdeck``; ranges over
that deck, ``random`` its 630 hands).

How the work is done (the C kernels of ``csrc/analysis/equity_exact.c`` and ``equity.c``):
exact enumeration looks every board up once per player from partial key sums; Hold'em preflop it
counts boards by rank classes (at most 6,175 lookups per player, the lows read from the same
sums) and corrects only the boards where a flush is possible; Omaha tries every pair of hole
cards with every three of the board.
Monte Carlo draws from one xoshiro256** generator per block of 16,384 deals, seeded from
``seed`` and the block's number, so the same seed gives the same numbers whatever the thread
count; ranges by weight (a tuple with a card twice is drawn again), random hands from the deck;
in Hold'em with random hands and board cards to come each deal's cards also make a second deal
(its board from the first cards dealt), and the standard error comes from the spread between
such pairs. Ranges that seldom fit together (fewer than 5% of the tuples drawn by weight hold
no card twice) are drawn from the list of the tuples that do fit (up to ``JOINT_LIMIT``).

With one range against exact hands, exact enumeration visits one combo of each suit orbit (the
suit permutations that keep the board, the dead cards and the hands in place map the others
onto combos with the same counts): half the combos or fewer against ``random``.

``exact=None`` enumerates when the estimated work (tuples of combos that fit together, times
boards, times players) is at most ``EXACT_LIMIT`` (2e8) lookups, about a second on one core (a hand against
``random`` preflop is exact, against two random hands it is not); otherwise it is Monte Carlo
to a standard error of ``DEFAULT_SE``.
"""

from __future__ import annotations

import math
import numbers
import operator
import random as _random
import secrets
import time
from collections.abc import Hashable, Iterable, Iterator, KeysView, Mapping, Sequence
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import accumulate, combinations, permutations
from typing import Any, Callable, NamedTuple, Optional, Union

from .. import jobs
from .._core import ffi, lib
from ..cards import CardError, CardSpec, card_str, cards, cards_html, cards_str
from ..errors import HandrankError
from ..explanations.showdown import Seats
from ..games.stud import MAX_DEALS, StudError, stud_deal
from ..jobs import ordered_map, too_long
from ..registry import GAMES as _REGISTRY
from ..registry import adopt
from ..registry import game as _game
from ..text import analysis as _words
from ..text import results as _results
from ..text.analysis import duration
from ..text.hands import check_lang
from ..text.hands import short as _short
from ..values import Category

__all__ = ["DEFAULT_SE", "EXACT_LIMIT", "GAMES", "LONG_LIMIT", "MAX_THREADS", "CategoryOutcome",
           "EquityError", "EquityResult", "equity"]

POT = 5040  # pot units the kernels count in (lcm(1..10) * 2: any split of a pot or half is whole)
MAX_PLAYERS = 10
MAX_THREADS = 1024  # threads= above this is a typo, not a machine
# the board games (handrank.registry): name -> (the kernels' game code, hole cards, hi-lo)
GAMES: dict[str, tuple[int, int, bool]] = {
    g.name: (g.codes["equity"], g.hole, g.hi_lo) for g in _REGISTRY.values() if "equity" in g.codes}
SHORT_DECK_OUT = tuple(range(16))  # the twos to fives: out of a short-deck game's deck, as if dead
NC, NM = 5, 7  # the kernels' counters per player: exact, Monte Carlo (see csrc/include/hr_equity.h)
NCAT = 10     # the histogram categories, high card .. royal flush (csrc/include/hr_equity.h)
NH = 3 * NCAT  # the histogram's counters per player: per category (deals, won alone, split)
LOOKUPS = 1.5e8       # Hold'em lookups a second on one core: the exact runs' projections
DRAW_COST = 6         # a draw game's hand value, in lookups (measured: ~5x the stud kernels' time)
EXACT_LIMIT = 2e8     # estimated lookups (~1.5e8 a second): exact=None enumerates up to this
DEFAULT_SE = 5e-4     # Monte Carlo target when neither samples nor target_se is given
BLOCK = 16384         # Monte Carlo deals per generator stream
PILOT = 8 * BLOCK     # Monte Carlo's first round: it times the deals and estimates the variance
LONG_LIMIT = jobs.LONG_LIMIT  # projected seconds: a longer run is refused unless allow_long=True
# an exact run's slice, one C call, at most this many lookups: ~0.03 s on one core (the estimate
# errs high), so that progress and Ctrl-C come within 0.5 s even with a tenth of a core
SLICE_LOOKUPS = 4e6
JOINT = 0x100         # csrc/include/hr_equity.h HR_EQ_JOINT: the combos given as the tuples that fit together
JOINT_LIMIT = 250_000  # compatible tuples listed at most
RANDOM_LIST = 20_000  # an Omaha random hand's combos are listed at once up to this many
RANDOM_LIST_MAX = 1_000_000  # and for an exact run whose work is within bounds, up to this many (memory)
_RANDOM = ("random", "*")
_SHORT = tuple(g.name for g in _REGISTRY.values() if g.deck == 36)  # the short deck's games

PlayersSpec = Union[Sequence[Any], Mapping[Any, Any]]


class EquityError(HandrankError):
    """Bad equity input: the message names the player and the card or range token.

    >>> equity(["AhKd", "AhQc"])
    Traceback (most recent call last):
    ...
    handrank.analysis.equity.EquityError: Player 2: card Ah is also in Player 1's hand
    """


class CategoryOutcome(NamedTuple):
    """One cell of ``EquityResult.histogram``: the share of all deals (or samples) in which the
    player ends with that category of high hand (``share``), and the shares of all deals in which
    he ends so and wins the whole pot alone (``win``) or gets a part of it (``tie``).

    >>> h = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s", histogram=True).histogram
    >>> h[1][Category.THREE_OF_A_KIND]     # 2 of the 44 rivers make the queens a set
    CategoryOutcome(share=0.045454545454545456, win=0.045454545454545456, tie=0.0)
    """

    share: float
    win: float
    tie: float


@dataclass(frozen=True)
class _Player:
    key: Hashable
    labels: dict[str, str]                 # how the text names the player, per language
    spec: str                              # how the text shows the hand or range
    combos: tuple[tuple[int, ...], ...]    # each nh card ids
    weights: tuple[float, ...]
    exact_hand: bool
    random: bool                           # every combo left, all at one weight


@dataclass(frozen=True)
class EquityResult(_results.TableResult):
    """The answer of ``equity()``: per player (keyed as the players were given: ``0, 1, …`` for
    a list, the names for a mapping) ``equity`` (share of the pot), ``win`` (probability of
    winning it alone) and ``tie`` (of splitting it); ``deals`` counted when ``exact``, else
    ``samples``, each player's standard error ``se`` and the ``seed`` that gives the same numbers
    again; ``elapsed`` seconds.

    Hi-lo games (``holdem8``, ``omaha8``, ``omaha5_8``, ``omaha6_8``) add ``high`` (the player's
    share of the high half), ``low`` (of the low half, won with a qualifying low; when no low
    qualifies the high hands take the whole pot, which counts in ``equity`` only) and ``scoop``
    (the whole pot alone, the same as ``win``); ``tie`` is then any part of the pot short of all
    of it.

    ``counts``: for an exact run without weights, each player's integers behind the fractions,
    ``(deals won alone, deals split, pot units won)`` with a pot of 5040 units; hi-lo adds
    ``high-half units, low-half units``.

    >>> r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s")
    >>> r.exact, r.deals, r.counts[1], round(r.equity[1], 4)   # 2 of the 44 rivers save the queens
    (True, 44, (2, 0, 10080), 0.0455)
    >>> r = equity(["As 2s Qd Jd", "Ah 3c 8h 7c"], board="7d 6c Kh 2h", game="omaha8")
    >>> r.high[1], r.low[1], r.scoop[1]
    (0.85, 0.9625, 0.775)
    """

    #: The game played: its canonical name in ``handrank.registry`` (``"holdem"``, ``"omaha"``,
    #: ``"holdem8"``, ``"shortdeck"``, ``"stud"``, ...).
    game: str
    #: The board's card ids.
    board: tuple[int, ...]
    #: The dead cards' ids.
    dead: tuple[int, ...]
    #: Each player's hand or range as given, by key.
    hands: dict[Hashable, str]
    #: Each player's share of the pot, by key.
    equity: dict[Hashable, float]
    #: Each player's chance of winning the whole pot alone, by key.
    win: dict[Hashable, float]
    #: Each player's chance of splitting the pot, by key.
    tie: dict[Hashable, float]
    #: Every deal was enumerated (no sampling).
    exact: bool
    #: Seconds the computation took.
    elapsed: float
    #: How many deals were enumerated (exact runs), else ``None``.
    deals: Optional[int] = None
    #: How many deals were sampled (Monte Carlo runs), else ``None``.
    samples: Optional[int] = None
    #: Each player's standard error of ``equity`` (Monte Carlo runs), else ``None``.
    se: Optional[dict[Hashable, float]] = None
    #: Exact runs without weights: each player's ``(won alone, split, pot units won)`` (a pot: 5040 units).
    counts: Optional[dict[Hashable, tuple[int, ...]]] = None
    #: Hi-lo games: each player's share of the high half.
    high: Optional[dict[Hashable, float]] = None
    #: Hi-lo games: each player's share of the low half.
    low: Optional[dict[Hashable, float]] = None
    #: Hi-lo games: each player's chance of the whole pot alone.
    scoop: Optional[dict[Hashable, float]] = None
    #: The seed that gives the same samples again (Monte Carlo runs).
    seed: Optional[int] = None
    #: ``histogram=True``: per player, per ``Category`` of the high hand (high card .. royal flush;
    #: hi-lo games too), a ``CategoryOutcome``: summed over the categories, ``share`` gives 1,
    #: ``win`` the player's ``win`` and ``tie`` his ``tie``. Else ``None``.
    histogram: Optional[dict[Hashable, dict[Category, CategoryOutcome]]] = None
    #: ``histogram=True``, exact runs without weights: the integers behind ``histogram``, per player
    #: and category ``(deals ending so, won alone, split)``.
    histogram_counts: Optional[dict[Hashable, dict[Category, tuple[int, int, int]]]] = None
    #: How the text names each player and its hand, by key.
    labels: dict[Hashable, dict[str, str]] = field(default_factory=dict, repr=False)

    def label(self, key: Hashable, lang: str = "en") -> str:
        """How the text names a player: ``"Player 1"`` / ``"игрок 1"``, or the mapping's key.

        >>> r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s")
        >>> r.label(0), r.label(1, "ru")
        ('Player 1', 'игрок 2')
        """
        return self.labels[key][lang]

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line per player and how the numbers were found, in English or Russian.

        >>> print(equity(["AhKd", "QsQc"], board="2c 7d Kh 3s").text("ru", symbols=False))
        Игрок 1 (Ah Kd): 95,45% — выигрывает 95,45%, делит банк 0,00%
        Игрок 2 (Qs Qc): 4,55% — выигрывает 4,55%, делит банк 0,00%
        Точно: перебраны все 44 раздачи.
        """
        check_lang(lang)
        rows = [_words.EquityRow(self.label(k, lang), _show(hand, symbols), self.equity[k], self.win[k],
                                 self.tie[k], None if self.high is None else self.high[k],
                                 None if self.low is None else self.low[k],
                                 None if self.se is None else self.se[k])
                for k, hand in self.hands.items()]
        n = (self.deals if self.exact else self.samples) or 0
        worst = max(self.se.values()) if self.se else 0.0
        return _words.equity_text(rows, self.histogram_lines(lang), self.exact, n, worst, lang)

    def histogram_lines(self, lang: str = "en") -> list[str]:
        """The histogram's text (``text()`` shows it): a line per player, the categories he ends
        with, most frequent first; empty without ``histogram=True``.

        >>> r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s", histogram=True)
        >>> print(r.histogram_lines()[1])  # doctest: +NORMALIZE_WHITESPACE
        Player 2 ends with: Pair 70.45% (wins 0.00%, splits 0.00%); Two Pair 25.00% (wins 0.00%,
        splits 0.00%); Three of a Kind 4.55% (wins 4.55%, splits 0.00%)
        >>> print(r.histogram_lines("ru")[1][:60])
        Игрок 2, чем заканчивает: пара 70,45% (выигрывает 0,00%, дел
        """
        check_lang(lang)
        if self.histogram is None:
            return []
        rows = []
        for k, cells in self.histogram.items():
            shown = sorted((c for c in cells if cells[c].share > 0), key=lambda c: (-cells[c].share, c))
            rows.append((self.label(k, lang), [_words.HistogramItem(c, *cells[c]) for c in shown]))
        return _words.histogram_lines(rows, self.high is not None, lang)

    def __str__(self) -> str:
        """The text, ``text()``: ``print(equity(...))`` prints a line per player."""
        return self.text()

    def __repr__(self) -> str:
        """One line: the game, how it was found, each player's equity (at most 300 characters).

        >>> equity(["AhKd", "QsQc"], board="2c 7d Kh 3s")  # doctest: +NORMALIZE_WHITESPACE
        <EquityResult holdem on 2c 7d Kh 3s, exact over 44 deals: Player 1 (Ah Kd) 95.45%,
        Player 2 (Qs Qc) 4.55%>
        """
        how = (f"exact over {self.deals or 0:,} deals" if self.exact else
               f"Monte Carlo, {self.samples or 0:,} deals")
        players = ", ".join(f"{self.label(k)} ({_show(h, False)}) {_words.pct(self.equity[k], 'en')}"
                            for k, h in self.hands.items())
        return _short(f"<EquityResult {self.game}{' on ' + cards_str(self.board) if self.board else ''}, "
                      f"{how}: {players}>")

    def _repr_html_(self) -> str:
        """Jupyter: a row per player (hand or range, equity with a bar, win, tie; hi-lo the
        halves) and how the numbers were found."""
        from ..text import html
        hilo = self.high is not None and self.low is not None
        heads, board_word, histogram_word, title = _words.equity_html_words(hilo)
        head = list(heads)
        if self.se is not None:
            head.append("±")
        rows = []
        for k, hand in self.hands.items():
            try:
                shown = cards_html(cards(hand))
            except CardError:
                shown = f"<code>{html.esc(hand[:120])}</code>"  # a range
            row = [html.esc(self.label(k)), shown, html.bar(self.equity[k])]
            if self.high is not None and self.low is not None:
                row += [html.pct(self.win[k]), html.pct(self.high[k]), html.pct(self.low[k])]
            else:
                row += [html.pct(self.win[k]), html.pct(self.tie[k])]
            if self.se is not None:
                row.append(html.pct(self.se[k], 3))
            rows.append(row)
        top = max(self.equity.values(), default=0)
        best = [i for i, k in enumerate(self.hands) if self.equity[k] == top]
        board = html.pairs([(board_word, cards_html(self.board))]) if self.board else ""
        parts = [board, html.table(head, rows, marked=best, right=range(3, len(head)))]
        if self.histogram is not None:  # a row per player, a column per category someone ends with
            cats = [c for c in Category if any(h[c].share > 0 for h in self.histogram.values() if c in h)]
            hist_rows = [[html.esc(self.label(k))] + [
                f"{html.pct(h[c].share, 1)}<br><small>{html.pct(h[c].win, 1)} / "
                f"{html.pct(h[c].tie, 1)}</small>" for c in cats] for k, h in self.histogram.items()]
            names = _words.category_names("en")
            parts.append(html.table([histogram_word] + [names[c] for c in cats], hist_rows,
                                    right=range(1, len(cats) + 1)))
        return html.block(title.format(game=self.game), *parts, note=self.text().rsplit("\n", 1)[-1])

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per player.

        >>> print(equity(["AhKd", "QsQc"], board="2c 7d Kh 3s").to_csv(), end="")
        player,hand,equity,win,tie,se
        Player 1,Ah Kd,0.9545454545454546,0.9545454545454546,0.0,
        Player 2,Qs Qc,0.045454545454545456,0.045454545454545456,0.0,
        """
        hilo = ["high", "low", "scoop"] if self.high is not None else []
        return ["player", "hand", "equity", "win", "tie", *hilo, "se"]

    def records(self) -> list[list[Any]]:
        """A row per player: name, hand or range, equity, win, tie (hi-lo: high, low, scoop)
        and the standard error (``None``: exact).

        >>> equity(["AhKd", "QsQc"], board="2c 7d Kh 3s").records()[1][2:]
        [0.045454545454545456, 0.045454545454545456, 0.0, None]
        """
        out = []
        for k, hand in self.hands.items():
            row: list[Any] = [self.label(k), hand, self.equity[k], self.win[k], self.tie[k]]
            if self.high is not None and self.low is not None and self.scoop is not None:
                row += [self.high[k], self.low[k], self.scoop[k]]
            out.append(row + [None if self.se is None else self.se[k]])
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``game``, ``board``, ``dead``, ``exact``, ``deals``, ``samples``,
        ``seed``, ``elapsed`` and ``players`` (each ``key``, ``name``, ``hand``, ``equity``, ``win``,
        ``tie``, ``se``; hi-lo adds ``high``, ``low``, ``scoop``; ``histogram=True`` adds ``histogram``:
        category name -> ``share``, ``win``, ``tie``); cards as ASCII like ``"Th"``.

        >>> d = equity({"hero": "AhKd", "villain": "QsQc"}, board="2c 7d Kh 3s").to_dict()
        >>> d["board"], d["exact"], d["deals"], d["players"][0]["key"], round(d["players"][0]["equity"], 4)
        (['2c', '7d', 'Kh', '3s'], True, 44, 'hero', 0.9545)
        """
        players = []
        for k, hand in self.hands.items():
            player: dict[str, Any] = {
                "key": k if isinstance(k, (int, str)) else str(k), "name": self.label(k), "hand": hand,
                "equity": self.equity[k], "win": self.win[k], "tie": self.tie[k],
                "se": None if self.se is None else self.se[k]}
            if self.high is not None and self.low is not None and self.scoop is not None:
                player.update(high=self.high[k], low=self.low[k], scoop=self.scoop[k])
            if self.histogram is not None:
                player["histogram"] = {c.name: o._asdict() for c, o in self.histogram[k].items()}
            players.append(player)
        return {"game": self.game, "board": cards_str(self.board).split(),
                "dead": cards_str(self.dead).split(),
                "exact": self.exact, "deals": self.deals, "samples": self.samples, "seed": self.seed,
                "elapsed": self.elapsed, "players": players}


def _show(hand: str, symbols: bool) -> str:
    if not symbols:
        return hand
    try:
        return cards_str(cards(hand), symbols=True)
    except CardError:
        return hand  # a range


# ---- input --------------------------------------------------------------------------------

def _ids(spec: CardSpec, what: str) -> tuple[int, ...]:
    try:
        return cards(spec) if spec is not None else ()
    except CardError as e:
        raise EquityError.within(what, e) from None


def _range_combos(spec: Any, label: str, nh: int, game: str = "holdem",
                  ) -> tuple[str, list[tuple[tuple[int, ...], float]]]:
    """A range's text and its combos ``(ids, weight)``: a ``Range`` (anything with ``combos``)
    or range text."""
    if isinstance(spec, str):
        try:
            from .ranges import Range
        except ImportError:  # pragma: no cover - the ranges module ships beside this one
            raise EquityError(f"{label}: {spec!r} is not a hand, and ranges need handrank.analysis.ranges"
                              ) from None
        try:
            spec = Range(spec, game=game)
        except ValueError as e:
            raise EquityError.within(label, e) from None
    text = spec.text() if hasattr(spec, "text") else repr(spec)
    out = []
    for combo in spec.combos:
        try:  # ids are ints (NumPy's too), the weight a number: "5", 5.0 and b"5" are not converted
            ids = tuple(operator.index(c) for c in combo[:-1])
            if isinstance(combo[-1], (bool, str, bytes)) or not isinstance(combo[-1], numbers.Real):
                raise TypeError
            w = float(combo[-1])
        except (TypeError, IndexError):
            raise EquityError(f"{label}: range combo {combo!r} is not card ids (ints) and a weight") from None
        if len(ids) != nh or not 0.0 < w <= 1.0 or len(set(ids)) != nh or not all(0 <= c < 52 for c in ids):
            raise EquityError(f"{label}: range combo {combo!r} is not {nh} distinct cards with a weight "
                              "in (0, 1]")
        out.append((ids, w))
    return text, out


def _players(players: PlayersSpec, nh: int, known: frozenset[int], game: str = "holdem") -> list[_Player]:
    """The players, in order: each an exact hand, a random hand or a range, with card removal.
    Every exact hand is read and checked first, then the cards they hold, then the ranges."""
    named, items = _items(players)
    labels = {k: _labels(k, named) for k, _ in items}
    parsed = [(k, spec, _hand(spec, nh, labels[k]["en"])) for k, spec in items]
    taken = _taken(parsed, labels, known, game)
    return [_player(k, spec, hand, labels[k], known, taken, nh, game) for k, spec, hand in parsed]


def _unordered(players: Any) -> None:
    """Refuse a set of players: who is who would be the set's order."""
    if isinstance(players, (AbstractSet, KeysView)):
        raise EquityError("players: a set has no order to say who is who; give a list or a mapping "
                          "name -> hand")


def _items(players: PlayersSpec) -> tuple[bool, list[tuple[Hashable, Any]]]:
    """Whether the players are named (a mapping), and ``(key, hand or range)`` for each."""
    if isinstance(players, (str, bytes)):
        raise EquityError("players is a list (or a mapping name -> hand) of hands or ranges, not one string")
    _unordered(players)
    named = not isinstance(players, (list, tuple)) and isinstance(players, Mapping)
    items: list[tuple[Hashable, Any]] = (list(players.items()) if isinstance(players, Mapping) and named
                                         else list(enumerate(players)))
    if not 2 <= len(items) <= MAX_PLAYERS:
        raise EquityError(f"equity needs 2 to {MAX_PLAYERS} players, got {len(items)}")
    return named, items


def _hand(spec: Any, nh: int, label: str) -> Optional[tuple[int, ...]]:
    """The exact hand ``spec`` names, or None when it is a range (range text, or anything with
    ``combos``); a hand of the wrong size, or a non-string that is no hand, is an error."""
    if hasattr(spec, "combos") or isinstance(spec, str) and _looks_like_range(spec):
        return None
    try:
        hand = cards(spec)
    except CardError as e:
        if not isinstance(spec, str):
            raise EquityError.within(label, e) from None
        return None  # text that is no hand: read as a range, whose parser names the fault
    if len(hand) != nh:
        raise EquityError(f"{label}: a hand is {nh} hole cards, got {len(hand)} ({cards_str(hand)})")
    return hand


def _taken(parsed: list[tuple[Hashable, Any, Optional[tuple[int, ...]]]],
           labels: dict[Hashable, dict[str, str]], known: frozenset[int], game: str) -> dict[int, Hashable]:
    """Each card of an exact hand -> its player; a card out of the deck, on the board, dead or
    in two hands is an error."""
    taken: dict[int, Hashable] = {}
    for k, _, hand in parsed:
        label = labels[k]["en"]
        for c in hand or ():
            if game in _SHORT and c < 16:
                raise EquityError(f"{label}: card {card_str(c)} is not in the short deck of "
                                  f"{game!r} (sixes to aces)")
            if c in known:
                raise EquityError(f"{label}: card {card_str(c)} is on the board or dead").worded(
                    "part", label=label, why=("card.board_or_dead", {"card": card_str(c)}))
            if c in taken:
                owner = labels[taken[c]]["en"]
                raise EquityError(f"{label}: card {card_str(c)} is also in {owner}'s hand").worded(
                    "part", label=label, why=("card.also", {"card": card_str(c), "owner": owner}))
            taken[c] = k
    return taken


def _player(k: Hashable, spec: Any, hand: Optional[tuple[int, ...]], labels: dict[str, str],
            known: frozenset[int], taken: dict[int, Hashable], nh: int, game: str) -> _Player:
    """One player: an exact hand, or the combos of a random hand or a range that the board, the
    dead cards and the other players' exact hands leave."""
    if hand is not None:
        return _Player(k, labels, cards_str(hand), (hand,), (1.0,), True, False)
    blocked = known | {c for c, who in taken.items() if who != k}
    if isinstance(spec, str) and spec.strip().lower() in _RANDOM:  # every hand: no parse needed
        rest = [c for c in range(52) if c not in blocked]
        # an Omaha random hand with many combos is listed later, only for an exact run whose work
        # is within bounds (_list_randoms); Monte Carlo deals it from the deck
        few = nh == 2 or math.comb(len(rest), nh) <= RANDOM_LIST
        hands = [tuple(sorted(h, reverse=True)) for h in combinations(rest, nh)] if few else []
        return _Player(k, labels, "random", tuple(hands), (1.0,) * len(hands), False, True)
    label = labels["en"]
    text, combos = _range_combos(spec, label, nh, game)
    kept = [(ids, w) for ids, w in combos if not blocked.intersection(ids)]
    if not kept:
        raise EquityError(f"{label}: every combo of range {_shown(text)} collides with the board, the dead "
                          "cards or another player's hand" if combos else
                          f"{label}: range {_shown(text)} is empty")
    everything = math.comb(52 - len(blocked), nh)
    random = len(kept) == everything and len({w for _, w in kept}) == 1
    kept.sort()  # one order whatever the range's: the same tuples in the same slices
    return _Player(k, labels, text, tuple(i for i, _ in kept), tuple(w for _, w in kept), False, random)


def _shown(text: str) -> str:
    """A range's text as a message quotes it: cut after 60 characters."""
    return repr(text if len(text) <= 60 else text[:60] + "…")


def _looks_like_range(spec: str) -> bool:
    """Range text, not a hand: a list, a plus or dash term, a weight, ``random``."""
    s = spec.strip().lower()
    return s in _RANDOM or any(ch in s for ch in "+-:,*")


def _labels(key: Hashable, named: bool) -> dict[str, str]:
    if named and not isinstance(key, int):
        return {"en": str(key), "ru": str(key)}
    n = int(key) + (0 if named else 1)  # type: ignore[call-overload]
    return {lang: Seats.label_number(n, lang, "nom") for lang in ("en", "ru")}


def _check_feasible(ps: list[_Player]) -> None:
    """Some tuple of combos holds no card twice, or an EquityError."""
    ps = [p for p in ps if p.combos]  # a random Omaha hand is dealt from what is left
    if all(len(p.combos) == 1 for p in ps):
        return  # exact hands only: already checked card by card
    order = sorted(range(len(ps)), key=lambda i: len(ps[i].combos))
    masks = [[sum(1 << c for c in ids) for ids in ps[i].combos] for i in order]
    budget = [100_000]  # nodes: past that, the kernels find out (and say so) themselves

    def search(level: int, used: int) -> bool:
        budget[0] -= 1
        if level == len(masks) or budget[0] < 0:
            return True
        return any(not (m & used) and search(level + 1, used | m) for m in masks[level])

    if not search(0, 0):
        raise EquityError("impossible deal: no combination of the players' ranges holds each card once ("
                          + ", ".join(f"{p.labels['en']} {p.spec}" for p in ps) + ")")


def _compatible(ps: list[_Player], limit: int) -> Optional[list[tuple[int, ...]]]:
    """The tuples of combo indices (one per player of ``ps``) that hold no card twice, in
    order; None when there are more than ``limit`` (or the search takes more than ``4 *
    limit`` steps)."""
    masks = [[sum(1 << c for c in ids) for ids in p.combos] for p in ps]
    out: list[tuple[int, ...]] = []
    steps = [4 * limit]
    picked: list[int] = []

    def walk(level: int, used: int) -> bool:
        if level == len(masks):
            out.append(tuple(picked))
            return len(out) <= limit
        for i, m in enumerate(masks[level]):
            steps[0] -= 1
            if steps[0] < 0:
                return False
            if not m & used:
                picked.append(i)
                ok = walk(level + 1, used | m)
                picked.pop()
                if not ok:
                    return False
        return True

    return out if walk(0, 0) else None


def _acceptance(ps: list[_Player], draws: int = 2000) -> float:
    """The share of tuples drawn by weight that hold no card twice, estimated from ``draws``
    of them (a fixed seed: the same choice every run)."""
    rng = _random.Random(0)
    masks = [[sum(1 << c for c in ids) for ids in p.combos] for p in ps]
    cums = [list(accumulate(p.weights)) for p in ps]
    hits = 0
    for _ in range(draws):
        used = 0
        for m, cum in zip(masks, cums):
            x = rng.choices(m, cum_weights=cum)[0]
            if x & used:
                break
            used |= x
        else:
            hits += 1
    return hits / draws


def _as_tuples(ps: list[_Player], ranged: list[int], tuples: list[tuple[int, ...]],
               for_mc: bool) -> list[_Player]:
    """The players of ``ranged`` holding their combos of each tuple, for ``JOINT`` kernels:
    exact, each combo with its weight (the kernel multiplies them); Monte Carlo, the first
    with the tuples' weights (the kernel draws by them), the others at 1."""
    out = list(ps)
    for j, i in enumerate(ranged):
        p = ps[i]
        if for_mc:
            ws = (tuple(math.prod(ps[q].weights[t[k]] for k, q in enumerate(ranged)) for t in tuples)
                  if j == 0 else (1.0,) * len(tuples))
        else:
            ws = tuple(p.weights[t[j]] for t in tuples)
        out[i] = _Player(p.key, p.labels, p.spec, tuple(p.combos[t[j]] for t in tuples), ws, False, p.random)
    return out


# ---- the kernels ----------------------------------------------------------------------------

@dataclass
class _Job:
    code: int
    n: int
    nh: int
    combos: Any
    counts: Any
    weights: Any
    board: bytes
    dead: int
    keep: list[Any] = field(default_factory=list)


def _job(code: int, nh: int, ps: list[_Player], board: tuple[int, ...], dead: tuple[int, ...],
         for_mc: bool) -> _Job:
    combos, counts, weights = bytearray(), [], []
    for p in ps:
        if for_mc and p.random:
            counts.append(0)
            continue
        counts.append(len(p.combos))
        for ids in p.combos:
            combos.extend(ids)
        if for_mc:  # running sums of the weights
            acc = 0.0
            for w in p.weights:
                acc += w
                weights.append(acc)
        else:
            weights.extend(p.weights)
    c_combos = ffi.new("uint8_t[]", bytes(combos) or b"\0")
    c_counts = ffi.new("uint32_t[]", counts)
    c_weights = ffi.new("double[]", weights or [0.0])
    return _Job(code, len(ps), nh, c_combos, c_counts, c_weights, bytes(board),
                sum(1 << c for c in dead))


def _boards(ps: list[_Player], nh: int, board: tuple[int, ...], dead: tuple[int, ...]) -> int:
    return math.comb(52 - len(board) - len(dead) - nh * len(ps), 5 - len(board))


def _work(tuples: int, ps: list[_Player], nh: int, board: tuple[int, ...], dead: tuple[int, ...],
          code: int) -> float:
    """Estimated work of an exact run, in Hold'em lookups (~1.5e8 a second): Hold'em preflop, the
    rank classes and flush corrections; Omaha, every pair of hole cards with every three of the
    board, whose lookups run about four times as fast (the same few keys), 1.6 times the work
    with the lows."""
    per: float
    if nh == 2:
        per = 70_000 if not board else _boards(ps, nh, board, dead)
    else:
        per = _boards(ps, nh, board, dead) * math.comb(nh, 2) * 10 / 4 * (1.6 if code == 3 else 1)
    return float(tuples) * per * len(ps)


def _suit_orbits(ps: list[_Player], board: tuple[int, ...], dead: tuple[int, ...]) -> Optional[
        list[tuple[int, list[_Player]]]]:
    """Suit isomorphism for one range against exact hands: the suit permutations that map the
    board, the dead cards and every exact hand onto themselves map the range's combos onto
    combos with the same counts, so one combo of each orbit is enumerated. Returns ``[(k,
    players)]``: the range holds ``k`` combos of each orbit kept in ``players`` (their weights
    summed), or None when it does not pay."""
    ranged = [i for i, p in enumerate(ps) if len(p.combos) > 1]
    if len(ranged) != 1:
        return None
    fixed = [frozenset(board), frozenset(dead)] + [frozenset(p.combos[0]) for p in ps if len(p.combos) == 1]
    group = [sg for sg in permutations(range(4))
             if all(frozenset(4 * (c >> 2) + sg[c & 3] for c in x) == x for x in fixed)]
    if len(group) == 1:
        return None
    me = ps[ranged[0]]
    orbits: dict[tuple[int, ...], list[float]] = {}
    # each permutation as a table of card ids: this loop runs on one thread before the others
    # start, and a table lookup per card is cheaper than the arithmetic
    maps = [bytes(4 * (c >> 2) + sg[c & 3] for c in range(52)) for sg in group]
    rep: tuple[int, ...]
    if len(me.combos[0]) == 2:  # Hold'em: each image as (high, low), without a sort
        for (x, y), w in zip(me.combos, me.weights):
            rep = min((a, b) if a > b else (b, a) for m in maps for a, b in ((m[x], m[y]),))
            orbits.setdefault(rep, []).append(w)
    else:
        for ids, w in zip(me.combos, me.weights):
            rep = min(tuple(sorted([m[c] for c in ids], reverse=True)) for m in maps)
            orbits.setdefault(rep, []).append(w)
    by_size: dict[int, list[tuple[tuple[int, ...], float]]] = {}
    for rep, ws in orbits.items():
        by_size.setdefault(len(ws), []).append((rep, sum(ws)))
    parts = []
    for k, reps in sorted(by_size.items()):
        q = _Player(me.key, me.labels, me.spec, tuple(r for r, _ in reps), tuple(w for _, w in reps),
                    False, False)
        parts.append((k, [q if i == ranged[0] else p for i, p in enumerate(ps)]))
    return parts


def _run_exact(parts: list[tuple[int, _Job, int]], threads: int,
               progress: Optional[Callable[[int, int], Any]],
               per_tuple: float, hist: bool = False) -> tuple[list[int], list[float]]:
    """``parts``: ``(k, job, tuples)``, each job's integer counts taken ``k`` times (``hist``: the
    histogram's counters follow the others, ``NH`` per player). The slices
    depend on the work only, never on ``threads``, and are summed in their order, so weighted
    (float) sums come out bit for bit the same on any thread count; they are made as they are
    submitted (a few per thread in flight), so memory stays flat however many there are."""
    n = parts[0][1].n
    base = NC * n + 2
    width = base + (NH * n if hist else 0)
    size = 2 * width
    tuples = sum(t for _, _, t in parts)
    # at least 64 slices when there are that many tuples (a few per thread)
    step = max(1, min(int(SLICE_LOOKUPS / max(per_tuple, 1.0)), -(-tuples // 64)))

    def slices() -> Iterator[tuple[int, _Job, int, int]]:
        for k, job, t in parts:
            for a in range(0, t, step):
                yield k, job, a, min(a + step, t)

    def run(sl: tuple[int, _Job, int, int]) -> tuple[list[int], list[float]]:
        k, job, first, last = sl
        ints, ws = ffi.new("uint64_t[]", size), ffi.new("double[]", width)
        hi, hw = (ints + 2 * base, ws + base) if hist else (ffi.NULL, ffi.NULL)
        r = lib.hr_equity_exact_hist(job.code, n, job.nh, job.combos, job.counts, job.weights, job.board,
                                     len(job.board), job.dead, first, last, ints, ws, hi, hw)
        if r < 0:  # pragma: no cover - the arguments were checked here first
            raise EquityError("the equity kernel refused its arguments")
        return [k * (ints[2 * i] | (ints[2 * i + 1] << 64)) for i in range(width)], list(ws)

    def run_slice(sl: tuple[int, _Job, int, int]) -> list[Union[int, float]]:
        i, w = run(sl)
        return [*i, *w]

    total = _run_slices(run_slice, slices(), lambda sl: sl[3] - sl[2], tuples, 2 * width, threads, progress)
    return [int(x) for x in total[:width]], [float(x) for x in total[width:]]


def _run_slices(run: Callable[[Any], Sequence[Union[int, float]]], slices: Iterable[Any],
                size: Callable[[Any], int], total: int, width: int, threads: int,
                progress: Optional[Callable[[int, int], Any]]) -> list[Union[int, float]]:
    """The exact runs' loop, for every game: ``run(slice)`` (``width`` counters) over the
    ``slices`` (made as they are submitted, a few per thread in flight: flat memory however
    many there are) on ``threads`` threads, summed in their order (weighted float sums come
    out bit for bit the same on any thread count), ``progress(done, total)`` after each, a
    slice being ``size(slice)`` of the ``total``. Each slice is one short C call (~0.03 s,
    ``SLICE_LOOKUPS``), so Ctrl-C or a raising ``progress`` stops the run within a slice: the
    slices not started are dropped and each worker thread ends after the one it is running."""
    sums: list[Union[int, float]] = [0] * width
    done = 0
    with _mapped(run, slices, threads) as results:
        for sl, part in results:
            sums = [x + y for x, y in zip(sums, part)]
            done += size(sl)
            if progress is not None:
                progress(done, total)
    return sums


@contextmanager
def _mapped(fn: Callable[[Any], Any], items: Iterable[Any],
            threads: int) -> Iterator[Iterator[tuple[Any, Any]]]:
    """``ordered_map(fn, items, threads)``, closed on the way out (also when the loop over it
    stops early): the items not started are dropped."""
    results = ordered_map(fn, items, threads)
    try:
        yield results
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()


def _duration(seconds: float) -> str:
    """``about 3 days``, ``about 5.2 hours``: a projection in words (``text.analysis.duration``)."""
    return duration(seconds, "en")


def _refuse_long(seconds: float, threads: int, what: str, instead: str, task: tuple[str, dict[str, Any]],
                 way: str) -> None:
    """A run projected past ``LONG_LIMIT`` seconds is an EquityError naming the projection
    (``jobs.too_long``: the words every long computation refuses with); ``task`` and ``way``
    say ``what`` and ``instead`` as parts (``HandrankError.worded``)."""
    raise EquityError(too_long(what, seconds, threads, instead, limit=LONG_LIMIT)).worded(
        "long", task=task, seconds=seconds, workers=threads, unit="thread", limit=LONG_LIMIT, instead=way)


def _run_mc(job: _Job, samples: Optional[int], target_se: Optional[float], seed: int, threads: int,
            progress: Optional[Callable[[int, int], Any]], allow_long: bool, hist: bool = False) -> list[int]:
    """The board games' Monte Carlo run (``_sampled``) on the kernels of ``job`` (``hist``: the
    histogram's counters follow the others, ``NH`` per player)."""
    n = job.n
    size = NM * n + 3 + (NH * n if hist else 0)

    def run(block: tuple[int, int]) -> list[int]:
        acc = ffi.new("uint64_t[]", size)
        r = lib.hr_equity_mc_hist(job.code, n, job.nh, job.combos, job.counts, job.weights, job.board,
                                  len(job.board), job.dead, seed, block[0], block[1], acc,
                                  acc + NM * n + 3 if hist else ffi.NULL)
        if r == -2:
            raise EquityError("impossible deal: the players' ranges almost never fit together without a "
                              "card used twice")
        if r < 0:  # pragma: no cover
            raise EquityError("the equity kernel refused its arguments")
        return list(acc)

    return _sampled(run, n, size, samples, target_se, threads, progress, allow_long)


def _sampled(run: Callable[[tuple[int, int]], list[int]], n: int, size: int, samples: Optional[int],
             target_se: Optional[float], threads: int, progress: Optional[Callable[[int, int], Any]],
             allow_long: bool) -> list[int]:
    """The Monte Carlo runs' loop, for every game: ``run((block, deals))`` counts ``deals``
    deals from generator stream ``block`` (``size`` counters, the first ``NM * n + 3`` those
    of ``_se``). Blocks of ``BLOCK`` deals, made as they are submitted (flat memory whatever
    ``samples`` or ``target_se``): first a pilot of ``PILOT`` deals, which times the deals here
    and estimates the variance; a run it projects past ``LONG_LIMIT`` is refused unless
    ``allow_long``; then blocks up to ``samples``, or rounds until every standard error is at
    most ``target_se``. Ctrl-C or a raising ``progress`` stops it within a block."""

    def blocks(first: int, goal: int) -> Iterator[tuple[int, int]]:
        i = first
        while i * BLOCK < goal:
            yield i, min(BLOCK, goal - i * BLOCK)
            i += 1

    total = [0] * size
    next_block = 0
    goal = min(samples, PILOT) if samples is not None else PILOT
    start = time.perf_counter()
    piloted = False
    while True:
        shown = samples if samples is not None and target_se is None else goal
        with _mapped(run, blocks(next_block, goal), threads) as results:
            for (i, _), acc in results:
                total = [x + y for x, y in zip(total, acc)]
                next_block = i + 1
                if progress is not None:
                    progress(total[NM * n], shown)
        m = total[NM * n]
        if samples is not None and m >= samples:
            return total
        if target_se is None:
            goal = samples or m
        else:
            worst = max(_se(total, n, p) for p in range(n))
            if worst <= target_se:
                return total
            # the deals the worst player needs, from the variance so far (at least one block more;
            # whole blocks): it stops within a block or two of the rule "every se <= target_se"
            need = int(m * (worst / target_se) ** 2)
            goal = -(-max(need, m + 1) // BLOCK) * BLOCK
            if samples is not None:
                goal = min(goal, samples)
        if not piloted:
            piloted = True
            seconds = (goal - m) * (time.perf_counter() - start) / m
            if seconds > LONG_LIMIT and not allow_long:
                what = (f"{samples:,} deals" if target_se is None else
                        f"target_se={target_se:g} needs about {goal:,} deals")
                _refuse_long(seconds, threads, f"Monte Carlo with {what}",
                             "ask for fewer deals" if target_se is None else "ask for a larger target_se",
                             ("long.mc", {"deals": samples}) if target_se is None else
                             ("long.mc_se", {"se": f"{target_se:g}", "deals": goal}),
                             "long.fewer" if target_se is None else "long.larger_se")


def _se(acc: list[int], n: int, p: int) -> float:
    """Player p's standard error from the spread between groups of deals: with u a group's share
    of pots won and k its size, var = (sum u^2 - 2 mean sum k u + mean^2 sum k^2) / deals^2."""
    m = acc[NM * n]
    mean = acc[NM * p + 2] / (POT * m)
    var = (acc[NM * p + 3] / POT ** 2 - 2 * mean * acc[NM * p + 6] / POT
           + mean * mean * acc[NM * n + 2]) / m ** 2
    return math.sqrt(max(var, 0.0))


# ---- the API --------------------------------------------------------------------------------

def equity(players: PlayersSpec, board: CardSpec = (), dead: CardSpec = (), *, game: Optional[str] = None,
           exact: Optional[bool] = None, samples: Optional[int] = None, target_se: Optional[float] = None,
           seed: Optional[int] = None, threads: Optional[int] = None,
           progress: Optional[Callable[[int, int], Any]] = None, allow_long: bool = False,
           histogram: bool = False, draws: Optional[int] = None) -> EquityResult:
    """Each player's share of the pot: exact over every deal, or Monte Carlo.

    ``players``: a list (keys ``0, 1, …``) or a mapping ``name -> hand or range`` of 2 to 10
    players. ``board``: 0, 3, 4 or 5 cards; ``dead``: cards out of the deck. ``exact=True``
    enumerates, ``exact=False`` samples (``samples`` deals, or until every player's standard
    error is at most ``target_se``; ``seed`` for the same numbers again, else a fresh one, given
    back in the result); ``None`` enumerates
    when that is cheap (see ``EXACT_LIMIT``). ``threads``: C loops on that many threads.
    ``progress(done, total)`` is called after every slice of the work (slices take ~0.03 s);
    when it raises (or on Ctrl-C) the run stops within a slice. A run projected to take more
    than ``LONG_LIMIT`` seconds (an hour) here is refused, the projection in the message,
    unless ``allow_long=True``: an exact run from its estimated work, Monte Carlo from the
    time and the variance of its first ``PILOT`` deals (every game, the stud and draw games too).
    ``histogram=True`` also counts, in the same kernels, how often each player ends with each
    category and wins or splits with it (``EquityResult.histogram``; Hold'em and Omaha games,
    stud and stud8: the games with a high hand).

    The draw games (``lowball_a5``, ``lowball_27``, ``lowball_a6``, ``badugi``): each player is
    the cards he keeps (fewer than five, four in badugi; a full hand stands pat), and he draws the
    rest once from the stub, the deck without every card named (the kept cards and ``dead``, the
    discards when they are known); the best hand after the draw wins, ties split (the game's low
    scheme; badugi's ranking). ``draws``: ``None`` or 1, the one draw modelled; more is refused
    (what a player keeps between draws is strategy, not rules). See ``handrank.games.stud``.

    ``game``: any game of ``handrank.registry`` with an equity, by its name or an alias
    (``"plo"``, ``"bigo"``, ``"6+"``); ``None`` plays the game the players' ``Range`` objects
    were made for (``Range(..., game="shortdeck")``), else Hold'em. A range made for a game of
    other cards (another deck, another hand size) is refused, naming both games.

    >>> r = equity(["AhKd", "random"], board="Qd 7c 2s")   # or a range: "QQ+,AKs" (handrank.Range)
    >>> round(r.equity[0], 4), r.exact, r.deals
    (0.5565, True, 1070190)
    >>> r = equity(["AhKd", "QsQc", "random"], exact=False, samples=100_000, seed=1)
    >>> r.samples, abs(r.equity[1] - 0.4915) < 4 * r.se[1]
    (100000, True)
    """
    _check_flag("histogram", histogram)
    g = adopt(game, _values(players), "equity", error=EquityError)
    if histogram:
        _game(g, "histogram", error=EquityError, what="equity(..., histogram=True)")
    game = g.name
    # seven-card games and the draw games: the players are cards, no board (games/stud.py deals them)
    if g.family in ("stud", "draw"):
        return _stud(players, board, dead, game, exact, samples, target_se, seed, threads, progress,
                     allow_long, draws, histogram)
    if draws is not None:
        raise EquityError(f"draws={draws!r}: {game} has no draw (draws= is for the draw games: "
                          f"{', '.join(n for n, x in _REGISTRY.items() if x.family == 'draw')})")
    t0 = time.perf_counter()
    table = _table(game, board, dead)
    _check_options(exact, samples, target_se, seed, threads)
    _check_flag("allow_long", allow_long)
    ps = _deal(table, players)
    opts = _Options(exact, samples, target_se, seed, threads or 1, progress, allow_long, histogram)
    ps = _list_randoms(table, ps, opts)
    plan = _plan(table, ps, opts)
    if plan.exact:
        return _enumerate(table, ps, plan, opts, t0)
    return _sample(table, ps, plan, opts, t0)


def game_spec(game: Any) -> tuple[int, int, bool]:
    """``GAMES[game]`` of a board game (a name or an alias of ``handrank.registry``), or an
    ``EquityError`` naming the game (a list is not a name, nor hashable).

    >>> game_spec("omaha"), game_spec("Big O")
    ((1, 4, False), (3, 5, True))
    """
    g = _game(game, "equity", error=EquityError)
    if g.name not in GAMES:
        raise EquityError(f"{g.name} has no board: its equity is equity(players, game={g.name!r}), "
                          "not a board game's")
    return GAMES[g.name]


def _values(players: Any) -> list[Any]:
    """The players' hands and ranges, as given (for the game a ``Range`` says it is of): a
    mapping's values, a list's or a tuple's items (any other iterable is not consumed here)."""
    if isinstance(players, Mapping):
        return list(players.values())
    return list(players) if isinstance(players, (list, tuple)) else []


def _check_flag(name: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise EquityError(f"{name}={value!r}: True or False")


def _check_options(exact: Optional[bool], samples: Optional[int], target_se: Optional[float],
                   seed: Optional[int], threads: Optional[int]) -> None:
    if exact is not None and not isinstance(exact, bool):  # 1 == True: not a bool all the same
        raise EquityError(f"exact={exact!r}: use True, False or None")
    if exact is True and (samples is not None or target_se is not None):
        raise EquityError("samples and target_se are for Monte Carlo: not with exact=True")
    if samples is not None and (isinstance(samples, bool) or not isinstance(samples, int) or samples < 2):
        raise EquityError(f"samples={samples!r}: a whole number of at least 2 (a standard error needs two "
                          "deals or more)")
    if target_se is not None and (isinstance(target_se, bool) or not isinstance(target_se, (int, float))
                                  or not 0 < target_se < 1):
        raise EquityError(f"target_se={target_se!r}: a number between 0 and 1")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64):
        raise EquityError(f"seed={seed!r}: a whole number 0 .. 2**64 - 1")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)
                                or not 1 <= threads <= MAX_THREADS):
        raise EquityError(f"threads={threads!r}: a whole number 1 .. {MAX_THREADS}")


# ---- parse -> plan -> run -------------------------------------------------------------------

@dataclass(frozen=True)
class _Table:
    """A board game's table before the players: the game, its kernels' code and hole cards, the
    board, the cards out of the deck (``dead``: a short deck's twos to fives among them) and the
    dead cards as given (``shown_dead``, what the result names)."""

    game: str
    code: int
    nh: int
    board: tuple[int, ...]
    dead: tuple[int, ...]
    shown_dead: tuple[int, ...]

    def job(self, ps: list[_Player], for_mc: bool, flags: int = 0) -> _Job:
        """The kernels' input for these players on this table."""
        return _job(self.code | flags, self.nh, ps, self.board, self.dead, for_mc)

    def work(self, tuples: int, ps: list[_Player]) -> float:
        """The estimated lookups of an exact run over ``tuples`` tuples of combos."""
        return _work(tuples, ps, self.nh, self.board, self.dead, self.code)


@dataclass(frozen=True)
class _Options:
    """``equity()``'s options for the run, checked; ``threads`` a number."""

    exact: Optional[bool]
    samples: Optional[int]
    target_se: Optional[float]
    seed: Optional[int]
    threads: int
    progress: Optional[Callable[[int, int], Any]]
    allow_long: bool
    histogram: bool

    @property
    def sampling(self) -> bool:
        """Monte Carlo was asked for by its size: ``samples`` or ``target_se``."""
        return self.samples is not None or self.target_se is not None


@dataclass(frozen=True)
class _Plan:
    """How a run goes: ``exact`` enumeration or Monte Carlo; ``job`` the kernels' input with
    every combo of every player, ``tuples`` the tuples of combos an exact run visits (0: too many
    to count) and ``work`` its estimated lookups (``math.inf`` when it cannot enumerate).

    ``joint``: when ranges seldom fit together (most tuples of their combos hold a card twice),
    the tuples of combo indices of the players ``among`` that do fit, which the kernels are then
    given instead (``JOINT``): an exact run visits only those rather than every tuple, and Monte
    Carlo draws from them, where drawing each combo by weight would draw a tuple again each time
    it holds a card twice (and the kernel gives up after 1000 in a row). None: every combo.

    An exact run without joint tuples and with one range against exact hands enumerates one
    combo of each suit orbit (``_suit_orbits``), counted as many times as the orbit has combos.
    """

    exact: bool
    job: _Job
    tuples: int
    work: float
    among: list[int]
    joint: Optional[list[tuple[int, ...]]] = None


def _table(game: str, board: CardSpec, dead: CardSpec) -> _Table:
    """The game, the board and the dead cards, checked."""
    code, nh, _ = game_spec(game)
    b = _ids(board, "board")
    d = _ids(dead, "dead cards")
    if len(b) not in (0, 3, 4, 5):
        raise EquityError(f"the board is 0, 3, 4 or 5 cards, got {len(b)} ({cards_str(b)})").worded(
            "board.count", got=len(b), cards=cards_str(b))
    clash = set(b) & set(d)
    if clash:
        raise EquityError(f"card {card_str(min(clash))} is both on the board and dead").worded(
            "card.board_and_dead", card=card_str(min(clash)))
    if game not in _SHORT:
        return _Table(game, code, nh, b, d, d)
    for what, ids in (("board", b), ("dead cards", d)):
        if any(c < 16 for c in ids):
            raise EquityError(f"{what}: card {card_str(min(ids))} is not in the short deck of {game!r} "
                              "(sixes to aces)")
    return _Table(game, code, nh, b, d + SHORT_DECK_OUT, d)


def _deal(t: _Table, players: PlayersSpec) -> list[_Player]:
    """The players on the table, checked: enough cards left for the board, and some tuple of
    their combos that holds no card twice."""
    b, d = t.board, t.dead
    ps = _players(players, t.nh, frozenset(b) | frozenset(d), t.game)
    if 52 - len(b) - len(d) - t.nh * len(ps) < 5 - len(b):
        raise EquityError(f"impossible deal: {len(ps)} hands, {len(b)} board and {len(d)} dead cards leave "
                          "too few cards to complete the board")
    _check_feasible(ps)
    return ps


def _plan(t: _Table, ps: list[_Player], o: _Options) -> _Plan:
    """Exact or Monte Carlo: ``exact=None`` enumerates when the estimated work, with the joint
    tuples when ranges seldom fit together, is at most ``EXACT_LIMIT``."""
    job = t.job(ps, for_mc=False)
    tuples = lib.hr_equity_tuples(len(ps), job.counts) if all(p.combos for p in ps) else 0
    work = t.work(tuples, ps) if tuples else math.inf
    ranged = [i for i, p in enumerate(ps) if len(p.combos) > 1]
    joint: Optional[list[tuple[int, ...]]] = None
    if o.exact is not False and not o.sampling and tuples and work > EXACT_LIMIT and len(ranged) > 1:
        # for exact=None, only as many as could still be cheap: the search stays short
        cheap = int(EXACT_LIMIT / (work / tuples)) + 1 if o.exact is None else JOINT_LIMIT
        fit = _compatible([ps[i] for i in ranged], min(JOINT_LIMIT, cheap))
        if fit is not None and 2 * len(fit) <= tuples:  # worth it: at most half the tuples
            joint, tuples = fit, len(fit)
            work = t.work(tuples, ps)
    exact = o.exact if o.exact is not None else not o.sampling and work <= EXACT_LIMIT
    if exact:
        return _Plan(True, job, tuples, work, ranged, joint)
    dealt = [i for i, p in enumerate(ps) if len(p.combos) > 1 and not p.random]  # by weight, not the deck
    if len(dealt) > 1 and _acceptance([ps[i] for i in dealt]) < 0.05:
        return _Plan(False, job, tuples, work, dealt, _compatible([ps[i] for i in dealt], JOINT_LIMIT))
    return _Plan(False, job, tuples, work, dealt)


def _list_randoms(t: _Table, ps: list[_Player], o: _Options) -> list[_Player]:
    """An Omaha random hand not listed yet (more than ``RANDOM_LIST`` combos) gets its combos
    when an exact run could follow: its work, estimated with every combo of the random hands
    counted, decides as it does for the same hands given as a ``Range`` (``exact=None``
    enumerates up to ``EXACT_LIMIT``; ``exact=True`` past ``LONG_LIMIT`` seconds is refused
    unless ``allow_long``); more than ``RANDOM_LIST_MAX`` combos are not listed (memory)."""
    unlisted = [i for i, p in enumerate(ps) if p.random and not p.combos]
    if not unlisted or o.exact is False or o.sampling:
        return ps
    exact_cards = {c for p in ps if p.exact_hand for c in p.combos[0]}
    rest = [c for c in range(52) if c not in set(t.board) | set(t.dead) | exact_cards]
    size = math.comb(len(rest), t.nh)
    work = t.work(math.prod(len(p.combos) or size for p in ps), ps)
    if o.exact is None and work > EXACT_LIMIT:
        return ps  # Monte Carlo
    seconds = work / LOOKUPS / o.threads
    if seconds > LONG_LIMIT and not o.allow_long:
        _refuse_long(seconds, o.threads, f"exact enumeration with a random hand of {size:,} combos "
                     f"({work:.2g} lookups)", "use exact=False (Monte Carlo)",
                     ("long.random", {"combos": size, "work": f"{work:.2g}"}), "long.monte_carlo")
    if size > RANDOM_LIST_MAX:
        if o.exact is None:
            return ps
        raise EquityError(f"an Omaha random hand has {size:,} combos here ({len(rest)} cards left after the "
                          "board, the dead cards and the known hands; at most "
                          f"{RANDOM_LIST_MAX:,} are listed for an exact run): use exact=False")
    hands = tuple(tuple(sorted(h, reverse=True)) for h in combinations(rest, t.nh))
    return [_Player(p.key, p.labels, p.spec, hands, (1.0,) * len(hands), False, True) if i in unlisted else p
            for i, p in enumerate(ps)]


def _enumerate(t: _Table, ps: list[_Player], plan: _Plan, o: _Options, t0: float) -> EquityResult:
    """The exact run: refused when it cannot enumerate or (unless ``allow_long``) takes too long."""
    if any(p.random and not p.combos for p in ps):
        live = 52 - len(t.board) - len(t.dead) - t.nh * sum(p.exact_hand for p in ps)
        raise EquityError(f"an Omaha random hand has {math.comb(live, t.nh):,} combos here ({live} cards "
                          "left after the board, the dead cards and the known hands; at most "
                          f"{RANDOM_LIST_MAX:,} are enumerated): too many to enumerate, use exact=False")
    if not plan.tuples:
        raise EquityError("too many combinations of the ranges to enumerate: use exact=False")
    seconds = plan.work / LOOKUPS / o.threads
    if seconds > LONG_LIMIT and not o.allow_long:
        _refuse_long(seconds, o.threads, f"exact enumeration of {plan.tuples:,} tuples of hands "
                     f"({plan.work:.2g} lookups)", "use exact=False (Monte Carlo)",
                     ("long.tuples", {"tuples": plan.tuples, "work": f"{plan.work:.2g}"}), "long.monte_carlo")
    parts = _exact_parts(t, ps, plan)
    ints, ws = _run_exact(parts, o.threads, o.progress, plan.work / plan.tuples, o.histogram)
    return _exact_result(t.game, t.board, t.shown_dead, ps, ints, ws, time.perf_counter() - t0, o.histogram)


def _exact_parts(t: _Table, ps: list[_Player], plan: _Plan) -> list[tuple[int, _Job, int]]:
    """The exact run's jobs ``(k, job, tuples)``, each counted ``k`` times: the joint tuples,
    one combo of each suit orbit, or every tuple of combos."""
    if plan.joint is not None:
        return [(1, t.job(_as_tuples(ps, plan.among, plan.joint, for_mc=False), False, JOINT), plan.tuples)]
    orbits = _suit_orbits(ps, t.board, t.dead)
    if orbits is None:
        return [(1, plan.job, plan.tuples)]
    return [(k, j, lib.hr_equity_tuples(len(q), j.counts)) for k, q in orbits for j in [t.job(q, False)]]


def _sample(t: _Table, ps: list[_Player], plan: _Plan, o: _Options, t0: float) -> EquityResult:
    """The Monte Carlo run: ``samples`` deals, or to ``target_se`` (``DEFAULT_SE`` when neither
    is given), from ``seed`` (a fresh one when it is not given)."""
    target_se = DEFAULT_SE if not o.sampling else o.target_se
    mc = (t.job(ps, True) if plan.joint is None else
          t.job(_as_tuples(ps, plan.among, plan.joint, for_mc=True), True, JOINT))
    randoms = sum(1 for p in ps if p.random)
    if o.samples == 2 and t.code in (0, 4, 5) and randoms and len(t.board) < 5 \
            and 2 * randoms >= 5 - len(t.board):
        raise EquityError("samples=2: here the deals come in pairs (random hands' cards make a second deal), "
                          "and a standard error needs two pairs or more: at least 3")
    seed = secrets.randbits(64) if o.seed is None else o.seed  # the result says which seed gives them again
    acc = _run_mc(mc, o.samples, target_se, seed, o.threads, o.progress, o.allow_long, o.histogram)
    return _mc_result(t.game, t.board, t.shown_dead, ps, acc, time.perf_counter() - t0, seed, o.histogram)


def _histogram(ps: list[_Player], at: int, share: Callable[[int], float]) -> dict[Hashable, dict[Category,
                                                                                            CategoryOutcome]]:
    """Per player and category the three shares, counter ``i`` of the kernel's histogram (which
    starts at ``at``) given by ``share(at + i)``."""
    return {p.key: {c: CategoryOutcome(*(share(at + NH * i + 3 * c + j) for j in range(3))) for c in Category
                    if c < NCAT} for i, p in enumerate(ps)}


def _exact_result(game: str, b: tuple[int, ...], d: tuple[int, ...], ps: list[_Player], ints: list[int],
                  ws: list[float], elapsed: float, hist: bool = False) -> EquityResult:
    n = len(ps)
    deals = ints[NC * n]
    if not deals:
        raise EquityError("impossible deal: no combination of the players' ranges holds each card once")
    plain = all(w == 1.0 for p in ps for w in p.weights)
    keys = [p.key for p in ps]
    if plain:  # the integer counts' exact fractions, rounded once (int / int rounds correctly)
        def share(i: int, j: int, unit: int) -> float:
            return ints[NC * i + j] / (unit * deals)
        width = NC if _hilo(game) else 3
        counts: Optional[dict[Hashable, tuple[int, ...]]] = {
            k: tuple(ints[NC * i:NC * i + width]) for i, k in enumerate(keys)}
    else:
        def share(i: int, j: int, unit: int) -> float:
            return ws[NC * i + j] / (unit * ws[NC * n])
        counts = None
    extra: dict[str, Any] = {}
    if hist:
        at = NC * n + 2
        extra["histogram"] = _histogram(ps, at, (lambda i: ints[i] / deals) if plain else
                                        (lambda i: ws[i] / ws[NC * n]))
        if plain:
            extra["histogram_counts"] = {p.key: {c: tuple(ints[at + NH * i + 3 * c:at + NH * i + 3 * c + 3])
                                                 for c in Category if c < NCAT} for i, p in enumerate(ps)}
    return _result(game, b, d, ps, share, True, elapsed, deals=deals, counts=counts, **extra)


def _mc_result(game: str, b: tuple[int, ...], d: tuple[int, ...], ps: list[_Player], acc: list[int],
               elapsed: float, seed: int, hist: bool = False) -> EquityResult:
    n = len(ps)
    m = acc[NM * n]
    where = (0, 1, 2, 4, 5)  # the exact counters' order in the Monte Carlo ones

    def share(i: int, j: int, unit: int) -> float:
        return acc[NM * i + where[j]] / (unit * m)

    se = {p.key: _se(acc, n, i) for i, p in enumerate(ps)}
    extra = {"histogram": _histogram(ps, NM * n + 3, lambda i: acc[i] / m)} if hist else {}
    return _result(game, b, d, ps, share, False, elapsed, samples=m, se=se, seed=seed, **extra)


def _result(game: str, b: tuple[int, ...], d: tuple[int, ...], ps: list[_Player],
            share: Callable[[int, int, int], float], exact: bool, elapsed: float, **kw: Any) -> EquityResult:
    """The result from ``share(player, counter, unit)``: counter 0 the whole pot alone, 1 a part,
    2 pot units, 3 high-half units, 4 low-half units; divided by ``unit`` per deal."""
    keys = [p.key for p in ps]

    def each(j: int, unit: int = 1) -> dict[Hashable, float]:
        return {k: share(i, j, unit) for i, k in enumerate(keys)}

    hilo = _hilo(game)
    extra: dict[str, Any] = dict(high=each(3, POT // 2), low=each(4, POT // 2), scoop=each(0)) if hilo else {}
    return EquityResult(game, b, d, {p.key: p.spec for p in ps}, each(2, POT), each(0), each(1), exact,
                        elapsed, labels={p.key: p.labels for p in ps}, **kw, **extra)


def _hilo(game: str) -> bool:
    return _REGISTRY[game].hi_lo


def _stud(players: PlayersSpec, board: CardSpec, dead: CardSpec, game: str, exact: Optional[bool],
          samples: Optional[int], target_se: Optional[float], seed: Optional[int], threads: Optional[int],
          progress: Optional[Callable[[int, int], Any]], allow_long: bool,
          draws: Optional[int] = None, histogram: bool = False) -> EquityResult:
    """Stud, stud8, razz and the single-draw games (lowball, badugi, one draw each: the players'
    cards are the cards they keep): ``games.stud`` reads the players and runs its kernels on the slices
    and blocks that the board games' loops (``_run_slices``, ``_sampled``) hand it, under the
    same rule: the work estimated first (deals times players, in lookups), exact runs past
    ``LONG_LIMIT`` and Monte Carlo projected past it refused unless ``allow_long``, progress,
    Ctrl-C within a slice or a block, flat memory; the result is built as for the others."""
    t0 = time.perf_counter()
    _check_options(exact, samples, target_se, seed, threads)
    _check_flag("allow_long", allow_long)
    _unordered(players)
    try:
        deal = stud_deal(players, board, dead, game=game, draws=draws)
    except StudError as e:
        raise EquityError.recast(e) from None
    ps = [_Player(k, _labels(k, deal.named), cards_str(h), (h,), (1.0,), True, False)
          for k, h in zip(deal.keys, deal.hands)]
    n, nthreads = deal.n, threads or 1
    # each player's hand is looked up about once a deal; a draw game's lookup (five ids through
    # hr_low_ids, or badugi's fifteen subsets) costs about DRAW_COST of the stud games' key sums
    cost = DRAW_COST if _REGISTRY[game].family == "draw" else 1
    work = deal.deals * n * cost
    sampling = samples is not None or target_se is not None
    if exact is None:
        exact = not sampling and work <= EXACT_LIMIT
    if exact:
        if deal.deals >= MAX_DEALS:
            raise EquityError(f"{deal.deals:.2g} deals: too many to enumerate, use exact=False")
        seconds = work / LOOKUPS / nthreads
        if seconds > LONG_LIMIT and not allow_long:
            _refuse_long(seconds, nthreads, f"exact enumeration of {deal.deals:,} deals ({work:.2g} lookups)",
                         "use exact=False (Monte Carlo)",
                         ("long.deals", {"deals": deal.deals, "work": f"{work:.2g}"}), "long.monte_carlo")
        depth, prefixes, step = deal.slices(SLICE_LOOKUPS / (n * cost))
        width = NC * n + 1 + (NH * n if histogram else 0)
        ints = _run_slices(lambda sl: deal.exact_slice(depth, sl[0], sl[1], histogram),
                           ((a, min(a + step, prefixes)) for a in range(0, prefixes, step)),
                           lambda sl: sl[1] - sl[0], prefixes, width, nthreads, progress)
        counted = [int(x) for x in ints]  # the histogram where _exact_result reads it (NC * n + 2)
        counted[NC * n + 1:NC * n + 1] = [0]
        return _exact_result(game, (), deal.dead, ps, counted, [], time.perf_counter() - t0, histogram)
    if seed is None:  # fresh numbers each run; the result says which seed gives them again
        seed = secrets.randbits(64)
    run_seed = seed
    acc = _sampled(lambda block: deal.mc_block(run_seed, block[0], block[1], histogram), n,
                   NM * n + 3 + (NH * n if histogram else 0), samples, target_se if sampling else DEFAULT_SE,
                   nthreads, progress, allow_long)
    return _mc_result(game, (), deal.dead, ps, acc, time.perf_counter() - t0, seed, histogram)

"""The exact bet-or-fold solver: the best play for every hand and the house edge, exactly.

For every player hand of five and every dealer up card (C(52,5) x 47 = 122,151,120
states) the C core counts the dealer's 163,185 completions by outcome (no game, player
higher, lower, stay) by inclusion-exclusion over value tables, never evaluating a dealer
hand per state; suit symmetry leaves 5.6 million classes. Every count is an integer, so
the return over all 19,933,230,517,200 deals, and the house edge, are exact fractions.

The rules must leave only bet or fold (``Rules.bet_or_fold``: no sixth card, exchange,
bought game or insurance), e.g. ``Rules.caribbean()``; a decision where bet and fold are
worth exactly the same is a fold (the smaller wager).

The work is a ``handrank.jobs`` job of 13 chunks, one per up-card rank (``solve_chunk``:
integer counts only), so it runs on local threads, any executor or a Dask cluster, and
with a ``store`` it is checkpointed and resumes where a killed run stopped.

>>> d = decide("A♠ K♦ J♣ 8♥ 3♠", "8♣", Rules.caribbean())   # one state, exactly
>>> d.best, d.ev_fold, round(float(d.ev_bet), 4)
('bet', Fraction(-1, 1), -0.862)
"""

from __future__ import annotations

import csv
import dataclasses
import functools
import math
import os
import struct
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import IO, Any, Callable, Optional, Union

from ..._core import ffi, lib
from ...cards import CardError, CardSpec, cards, cards_str
from ...errors import HandrankError
from ...numtext import shown
from ...text.games import ACE_KING_PICTURE, HTML, HTML_COLUMNS, OWN_RULES, RUSSIAN_CATEGORIES, SOLVER, pick
from ...text.hands import numbers_text
from ...text.results import Result, figure, frame, save
from .ranking import ACE_KING_MIN, RussianCategory
from .rules import PRESETS, Rules, amount_unit, bet_fold_rules, check_rules, load_rules

__all__ = [
    "AK_MAX",
    "CHUNKS",
    "CHUNK_FIELDS",
    "COMPLETIONS",
    "DEALS",
    "KIND",
    "PRESETS",
    "VERSION",
    "AceKingRule",
    "AceKingRules",
    "Decision",
    "ReturnLine",
    "STATES",
    "SolveError",
    "Strategy",
    "TABLE_COLUMNS",
    "bet_fold_rules",
    "check_chunk",
    "chunk_counts",
    "decide",
    "rules_fields",
    "rules_for",
    "solve",
    "solve_bet_or_fold",
    "solve_chunk",
    "solve_job",
    "unit_of",
]

COMPLETIONS = 163_185  # C(46,4): the dealer's completions of one state
STATES = 2_598_960 * 47  # C(52,5) x 47
DEALS = STATES * COMPLETIONS  # 19,933,230,517,200
CHUNKS = 13  # one per up-card rank
AK_MAX = 1277  # A K Q J 9: the highest Ace-King value
_RANKS = "23456789TJQKA"


_local = threading.local()


class SolveError(HandrankError):
    """Rules the solver cannot take; the message says which and why.

    >>> solve_bet_or_fold(Rules())
    Traceback (most recent call last):
        ...
    handrank.games.russian.solver.SolveError: solve: the exact solver plays bet or fold only; ...
    """


def rules_for(key: Union[str, os.PathLike[str], Rules, Mapping[str, Any]]) -> Rules:
    """The ``Rules`` of a preset name (``"default"``, ``"caribbean"``, ``"russian-bet-fold"``), of a
    rules file (``*.toml``: ``Rules.from_toml``), of a mapping of settings (``rules_fields``'
    JSON form), or the ``Rules`` themselves.

    >>> rules_for("caribbean").paid_combinations
    1
    >>> rules_for(rules_fields(Rules.caribbean())) == Rules.caribbean()
    True
    >>> rules_for("blackjack")
    Traceback (most recent call last):
    ...
    handrank.games.russian.solver.SolveError: rules: 'blackjack' is not a preset
    (default, caribbean, russian-bet-fold) or a .toml file
    """
    if isinstance(key, Rules):
        return key
    if isinstance(key, str) and key.strip().lower() in PRESETS:
        return PRESETS[key.strip().lower()]()
    if isinstance(key, (str, os.PathLike)) and os.fspath(key).lower().endswith(".toml"):
        return load_rules(key)
    if isinstance(key, Mapping):
        return Rules(**key)
    raise SolveError(f"rules: {key!r} is not a preset ({', '.join(PRESETS)}) or a .toml file")


def rules_fields(rules: Rules) -> dict[str, Any]:
    """Every setting of ``rules`` as JSON (amounts as ``"p/q"`` text, categories by name):
    the job's inputs, from which ``rules_for`` builds the same ``Rules`` on a worker.

    >>> rules_fields(Rules.caribbean())["paid_combinations"]
    1
    """
    out: dict[str, Any] = {}
    for f in dataclasses.fields(rules):
        v = getattr(rules, f.name)
        if isinstance(v, Mapping):
            v = {k.name: str(x) for k, x in v.items()}
        elif isinstance(v, RussianCategory):
            v = v.name
        elif isinstance(v, Fraction):
            v = str(v)
        out[f.name] = v
    return out


def _check(rules: Rules) -> None:
    check_rules(rules)
    extra = [
        name
        for name, on in (
            ("a sixth card (sixth_card)", rules.sixth_card),
            ("exchanges (max_exchanges)", rules.max_exchanges),
            ("buying a game (game_buying)", rules.game_buying),
            ("insurance (insurance)", rules.insurance),
        )
        if on
    ]
    if extra:
        raise SolveError(
            "solve: the exact solver plays bet or fold only; these rules also offer "
            + ", ".join(extra)
            + " (use Rules.caribbean() or switch them off)"
        )


def unit_of(rules: Rules) -> int:
    """The common unit of the rules' amounts: every win is a whole number of 1/unit antes.

    >>> unit_of(Rules.caribbean()), unit_of(Rules.caribbean(paytable={"pair": "1/3"}))
    (1, 3)
    """
    return amount_unit(rules.paytable, rules.table_max)  # Rules refuse a unit finer than 1/2**20


def _no_game_units(rules: Rules) -> int:
    """What the ante wins when the dealer does not qualify, in 1/unit antes."""
    units: int = round(lib.hr_ru_no_game_amount(rules.c_rules()) * unit_of(rules))
    return units


def _workspace() -> Any:
    ws = getattr(_local, "ws", None)
    if ws is None:
        ws = _local.ws = ffi.new("char[]", lib.hr_sv_workspace())
    return ws


_ERRORS = {
    -1: "bad arguments",
    -2: "workspace too small",
    -3: "records do not fit",
    -4: "a state's counts do not add up to C(46,4)",
    -5: "an amount is not a whole number of units",
}


def _run_chunk(rules: Rules, chunk: int, vlo: int, vhi: int, capacity: int) -> tuple[Any, Any]:
    if isinstance(chunk, bool) or not isinstance(chunk, int) or not 0 <= chunk < CHUNKS:
        raise SolveError(f"chunk_index: 0..{CHUNKS - 1}, got {chunk!r}")
    totals = ffi.new("hr_sv_totals *")
    recs = ffi.new("hr_sv_record[]", capacity) if capacity else ffi.NULL
    rc = lib.hr_sv_chunk(
        _workspace(), lib.hr_sv_workspace(), rules.c_rules(), unit_of(rules),
        chunk, 0, 1, vlo, vhi, recs, capacity, totals,
    )  # fmt: skip
    if rc != 0:
        raise RuntimeError(f"hr_sv_chunk({chunk}): {_ERRORS.get(rc, rc)}")
    return totals, recs


#: The layout of a chunk's result (a tuple of ints, as the job runner stores it).
CHUNK_FIELDS = ("unit", "classes", "states", "bet_states", "fold_states", "tie_states", "fold_deals",
                "no_game", "lose", "stay", "win", "win_units", "ace_king")  # fmt: skip


def solve_chunk(inputs: Union[str, Rules, Mapping[str, Any]], chunk_index: int) -> tuple[Any, ...]:
    """The integer counts of one chunk (the up cards of rank ``chunk_index``, 0 = deuce), in
    the order of ``CHUNK_FIELDS``: states by decision, deals bet by outcome, the deals won by
    the player's value (a tuple over values 0..7462) and what each value's win pays in
    1/``unit`` antes (-1: never met), and the Ace-King states for the rule set, summed by
    (up rank, paired, third card, fourth card): states, bet - fold in units over the
    completions, and both again where the bet is better. ``inputs``: a preset name, ``Rules``,
    or the job's ``{"rules": rules_fields(...)}``. Ints and tuples only: the unit of work of
    the job runner (``handrank.jobs``), on threads, processes or a Dask cluster.

    >>> c = dict(zip(CHUNK_FIELDS, solve_chunk("caribbean", 12)))
    >>> c["states"], c["bet_states"] + c["fold_states"]
    (9396240, 9396240)
    """
    if isinstance(inputs, Mapping) and "rules" in inputs:
        inputs = inputs["rules"]
    rules = rules_for(inputs)
    _check(rules)
    totals, recs = _run_chunk(rules, chunk_index, ACE_KING_MIN, AK_MAX, 40_000)
    ak = _ak_cells(rules, totals, recs)
    return (
        unit_of(rules),
        *(int(getattr(totals, k)) for k in CHUNK_FIELDS[1:10]),
        tuple(int(x) for x in totals.win),
        tuple(int(x) for x in totals.win_units),
        ak,
    )


def chunk_counts(rules: Rules, chunks: Optional[Iterable[int]] = None) -> Iterator[tuple[Any, Any]]:
    """Every class of the chunks (default: all): yields ``(totals, records)`` of the C core
    per chunk, the records of all values (``hr_sv_record``: canonical hand, up card,
    weight, counts).

    >>> totals, records = next(chunk_counts(Rules.caribbean(), [0]))   # the up card a deuce
    >>> totals.classes == totals.records, records[0].up
    (True, 0)
    """
    _check(rules)
    for chunk in range(CHUNKS) if chunks is None else chunks:
        yield _run_chunk(rules, chunk, 1, 7462, 440_000)


@dataclass(frozen=True)
class ReturnLine:
    """One outcome of the return table: what it ``pays`` (antes, net), the ``deals`` it
    happens in, their ``probability`` and the ``contribution`` to the return (per ante).

    >>> line = _caribbean().return_table()[0]
    >>> line.outcome, line.pays, line.deals
    ('fold', Fraction(-1, 1), 9523005974460)
    """

    outcome: str
    outcome_ru: str
    pays: Fraction
    deals: int
    probability: Fraction
    contribution: Fraction


@dataclass(frozen=True)
class Decision:
    """The best play of one state: ``ev_fold`` and ``ev_bet`` in antes (exact), ``best``.

    >>> d = decide("A♠ K♦ J♣ 8♥ 3♠", "Q♣", Rules.caribbean())
    >>> d.best, d.ev_fold, d.ev_bet
    ('fold', Fraction(-1, 1), Fraction(-4441, 3795))
    """

    hand: tuple[int, ...]
    up: int
    ev_fold: Fraction
    ev_bet: Fraction
    no_game: int
    win: int
    lose: int
    stay: int

    @property
    def best(self) -> str:
        """``"bet"`` when betting is worth more than folding, else ``"fold"`` (a tie folds).

        >>> decide("K♠ K♦ 7♣ 5♠ 2♥", "9♣", Rules.caribbean()).best
        'bet'
        """
        return "bet" if self.ev_bet > self.ev_fold else "fold"


@dataclass(frozen=True)
class AceKingRule:
    """Bet Ace-King when the up card's rank is in ``up`` and, when ``paired`` is not
    ``None``, it does (``True``) or does not pair one of the player's cards, and the
    player's third and fourth cards are at least ``third`` / ``fourth`` (ranks 0 = deuce;
    ``third == 0``: every Ace-King).

    >>> rule = AceKingRule(up=(9, 10), paired=False, third=10, fourth=6)
    >>> rule.text()
    'against an up card J-Q that pairs none of your cards: bet A K Q 8 or better'
    """

    up: tuple[int, int]
    paired: Optional[bool]
    third: int
    fourth: int

    def matches(self, up: int, paired: bool, third: int, fourth: int) -> bool:
        """Whether the rule says bet for this up rank, pairing and third/fourth card ranks.

        >>> rule = AceKingRule(up=(9, 10), paired=False, third=10, fourth=6)
        >>> rule.matches(10, False, 10, 7), rule.matches(10, False, 9, 8), rule.matches(12, False, 11, 10)
        (True, False, False)
        """
        return (
            self.up[0] <= up <= self.up[1]
            and (self.paired is None or self.paired == paired)
            and (third, fourth) >= (self.third, self.fourth)
        )

    def text(self, lang: str = "en") -> str:
        """The rule in words, in English or Russian.

        >>> AceKingRule(up=(0, 3), paired=True, third=0, fourth=0).text()
        'against an up card 2-5 that pairs one of your cards: bet every Ace-King'
        """
        w = pick(SOLVER, lang)
        lo, hi = (_RANKS[r].replace("T", "10") for r in self.up)
        ups = lo if lo == hi else f"{lo}-{hi}"
        pair = w["pairs"]["any" if self.paired is None else "one" if self.paired else "none"]
        if self.third == 0:
            return w["rule_every"].format(ups=ups, pair=pair)
        return w["rule"].format(ups=ups, pair=pair, third=_rank(self.third), fourth=_rank(self.fourth))


def _outcome_name(key: str, cat: Optional[RussianCategory], lang: str) -> str:
    """A row of the return table in words: ``key`` an outcome of ``SOLVER``, ``cat`` the
    category a win is paid for."""
    template = pick(SOLVER, lang)["outcomes"][key]
    if cat is None:
        return template
    return template.format(name=pick(RUSSIAN_CATEGORIES, lang)[cat.name])


def _rank(r: int) -> str:
    return _RANKS[r].replace("T", "10")


def _describe(rules: Rules) -> str:
    """The preset's name the rules are, else words for rules of one's own."""
    for name, make in PRESETS.items():
        if make() == rules:
            return name
    return OWN_RULES["en"]


@dataclass(frozen=True, repr=False)
class AceKingRules(Result):
    """The compact rule set for the Ace-King hands: bet when any rule matches, fold
    otherwise; every other hand is played as the table says. ``agreement``: the share of
    Ace-King states decided as the table decides; ``house_edge``: exact, under this play.

    >>> ak = _caribbean().ace_king_rules()
    >>> len(ak.rules), ak.rules[0].text()
    (15, 'against an up card 2 that pairs none of your cards: bet A K Q 4 or better')
    """

    rules: tuple[AceKingRule, ...]
    agreement: Fraction
    house_edge: Fraction
    optimal_house_edge: Fraction

    def text(self, lang: str = "en") -> str:
        """The rule set in words: one rule a line, then how closely it follows the table.

        >>> print(_caribbean().ace_king_rules().text().splitlines()[0])
        Ace-King: bet when one of these rules matches, fold otherwise
        """
        w = pick(SOLVER, lang)
        lines = [w["rules_head"]] + [f"  {i + 1}. {r.text(lang)}" for i, r in enumerate(self.rules)]
        lines.append(w["rules_tail"].format(agreement=float(self.agreement), edge=float(self.house_edge),
                                            optimal=float(self.optimal_house_edge)))
        return numbers_text("\n".join(lines), lang)  # 5,224306% in Russian

    def _summary(self) -> str:
        """What the one-line ``repr`` says: the rules, their agreement and house edge.

        >>> _caribbean().ace_king_rules()
        <AceKingRules 15 rules: agree with the table on 99.20% of the Ace-King states, house edge 5.2244%>
        """
        return (f"{len(self.rules)} rules: agree with the table on {float(self.agreement):.2%} of the "
                f"Ace-King states, house edge {float(self.house_edge):.4%}")

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the ``rules`` in words and as numbers, the exact ``agreement``,
        ``house_edge`` and ``optimal_house_edge`` (``"p/q"``).

        >>> _caribbean().ace_king_rules().to_dict()["rules"][0]["up"]
        [0, 0]
        """
        return {"rules": [{"text": r.text(), "up": r.up, "paired": r.paired, "third": r.third,
                           "fourth": r.fourth} for r in self.rules],
                "agreement": self.agreement, "house_edge": self.house_edge,
                "optimal_house_edge": self.optimal_house_edge}


@dataclass(frozen=True)
class Strategy(Result):
    """The solved game: exact counts over every deal, and what they say.

    ``counts`` are the summed chunk counts; ``expected_return`` and ``house_edge`` are per
    ante (exact ``Fraction`` s; ``house_edge_float`` for reading); ``element_of_risk`` is the
    house edge per average total amount wagered (ante plus the bet when it is made);
    ``ace_king_cells`` are the Ace-King states summed as ``solve_chunk`` gives them.

    >>> s = _caribbean()   # solve_bet_or_fold(Rules.caribbean()): a few seconds, once for these examples
    >>> s.deals, f"{float(s.house_edge):.6%}"
    (19933230517200, '5.224306%')
    """

    #: The rules solved.
    rules: Rules
    #: The summed chunk counts (integers), by name.
    counts: Mapping[str, Any]
    #: The Ace-King states summed per cell, as ``solve_chunk`` gives them.
    ace_king_cells: tuple[tuple[int, ...], ...] = field(repr=False, default=())

    # -- the numbers ----------------------------------------------------------------------
    @property
    def unit(self) -> int:
        """The common unit of the rules' amounts: every win is a whole number of 1/unit antes."""
        return unit_of(self.rules)

    @property
    def deals(self) -> int:
        """How many deals were counted (states times the dealer's completions)."""
        return int(self.counts["states"]) * COMPLETIONS

    def return_table(self) -> tuple[ReturnLine, ...]:
        """Every outcome with what it pays, how often, and its share of the return.

        >>> [line.outcome for line in _caribbean().return_table()][:2]
        ['fold', 'dealer does not qualify']
        """
        return self._return_table

    @cached_property
    def _return_table(self) -> tuple[ReturnLine, ...]:
        rows = self._outcomes
        total = self.deals
        if sum(n for *_, n in rows) != total or total != DEALS:
            raise AssertionError(f"the return table counts {sum(n for *_, n in rows)} deals, not {DEALS}")
        return tuple(ReturnLine(_outcome_name(k, cat, "en"), _outcome_name(k, cat, "ru"), p, n,
                                Fraction(n, total), p * Fraction(n, total))
                     for k, cat, p, n in rows)

    @cached_property
    def _outcomes(self) -> list[tuple[str, Optional[RussianCategory], Fraction, int]]:
        """The return table's rows: the outcome's key in ``SOLVER`` (and the category a win
        is paid for), what it pays, in how many deals."""
        c, u = self.counts, self.unit
        rows: list[tuple[str, Optional[RussianCategory], Fraction, int]] = [
            ("fold", None, Fraction(-1), c["fold_deals"]),
            ("no_game", None, Fraction(_no_game_units(self.rules), u), c["no_game"]),
        ]
        wins: dict[tuple[int, Fraction], int] = {}
        for v, n in c["win"].items():
            cat = int(lib.hr_ru_category(int(v)))
            key = (cat, Fraction(c["win_units"][v], u))
            wins[key] = wins.get(key, 0) + n
        for (cat, pays), n in sorted(wins.items()):
            rows.append(("win", RussianCategory(cat), pays, n))
        rows.append(("stay", None, Fraction(0), c["stay"]))
        rows.append(("lose", None, Fraction(-3), c["lose"]))
        return rows

    @cached_property
    def expected_return(self) -> Fraction:
        """The player's expected return per ante (negative: the house keeps it)."""
        return sum((line.contribution for line in self.return_table()), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        """The house edge per ante, exact."""
        return -self.expected_return

    @property
    def house_edge_float(self) -> float:
        """The house edge per ante, as a float."""
        return float(self.house_edge)

    @property
    def frequencies(self) -> dict[str, Fraction]:
        """How often each action is taken (share of all states); ``tie``: the states where
        bet and fold are worth exactly the same, played as a fold (counted in ``fold``)."""
        s = int(self.counts["states"])
        return {
            "bet": Fraction(self.counts["bet_states"], s),
            "fold": Fraction(self.counts["fold_states"], s),
            "tie": Fraction(self.counts["tie_states"], s),
        }

    @property
    def average_wager(self) -> Fraction:
        """The average total amount wagered per hand, in antes (1 + 2 x how often one bets)."""
        return 1 + 2 * self.frequencies["bet"]

    @property
    def element_of_risk(self) -> Fraction:
        """The house edge per average total amount wagered, exact."""
        return self.house_edge / self.average_wager

    # -- one state ----------------------------------------------------------------------
    def best(self, hand: CardSpec, up: CardSpec) -> Decision:
        """The exact values of fold and bet for a hand against an up card (``decide``).

        >>> Strategy(Rules.caribbean(), {}).best("A♠ K♦ J♣ 8♥ 3♠", "8♣").best   # pairs the eight
        'bet'
        """
        return decide(hand, up, self.rules)

    # -- the Ace-King rule set ------------------------------------------------------------
    def ace_king_rules(self) -> AceKingRules:
        """The compact human rule set for the Ace-King hands (see ``AceKingRules``).

        >>> float(_caribbean().ace_king_rules().agreement) > 0.99
        True
        """
        return self._ace_king

    @cached_property
    def _ace_king(self) -> AceKingRules:
        return _ace_king_rules(self)

    def ace_king_grid(self) -> dict[bool, list[list[Optional[float]]]]:
        """The Ace-King decisions for the picture: for an up card that pairs one of the
        player's cards (``True``) or not, rows (third, fourth card) from Q J down to 4 3,
        columns the up rank 2..A; each cell the average EV of bet minus fold, in antes
        (``None``: no such state).

        >>> grid = _caribbean().ace_king_grid()
        >>> len(grid[True]), len(grid[True][0])   # A K Q J .. A K 4 3, up cards 2..A
        (45, 13)
        """
        rows = [(t, f) for t in range(10, 0, -1) for f in range(t - 1, 0, -1)]
        index = {k: i for i, k in enumerate(rows)}
        grid: dict[bool, list[list[Optional[float]]]] = {p: [[None] * 13 for _ in rows]
                                                         for p in (True, False)}
        scale = self.unit * COMPLETIONS
        for up, paired, third, fourth, w, wdiff, _, _ in self.ace_king_cells:
            grid[bool(paired)][index[(third, fourth)]][up] = wdiff / (w * scale)
        return grid

    def to_png(self, path: Union[str, os.PathLike[str]]) -> Any:
        """Draw the Ace-King decisions (``ace_king_grid``) to a PNG file, green where the
        bet is better and red where the fold is, the shade the EV difference; returns the
        matplotlib ``Figure``. Needs matplotlib (``pip install "handrank[plot]"``).

        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "ace-king.png")
        >>> fig = _caribbean().to_png(path)
        >>> open(path, "rb").read(4)
        b'\\x89PNG'
        """
        w = ACE_KING_PICTURE["en"]
        grid = self.ace_king_grid()
        labels = [f"A K {_rank(t)} {_rank(f)}" for t in range(10, 0, -1) for f in range(t - 1, 0, -1)]
        top = max(abs(v) for g in grid.values() for row in g for v in row if v is not None)
        fig = figure(figsize=(11, 12))
        for i, paired in enumerate((True, False)):
            ax = fig.add_subplot(1, 2, i + 1)
            image = ax.imshow([[float("nan") if v is None else v for v in row] for row in grid[paired]],
                              cmap="RdYlGn", vmin=-top, vmax=top, aspect="auto",
                              interpolation="nearest")  # fmt: skip
            for r, row in enumerate(grid[paired]):
                for c, v in enumerate(row):
                    if v is not None:
                        ink = "white" if abs(v) > 0.7 * top else "black"
                        ax.text(c, r, f"{100 * v:+.0f}", ha="center", va="center", fontsize=5.5, color=ink)
            ax.set_xticks(range(13))
            ax.set_xticklabels([_rank(r) for r in range(13)], fontsize=8)
            ax.set_yticks(range(len(labels)))
            ax.set_yticklabels(labels, fontsize=6.5)
            ax.set_xlabel(w["up_card"])
            ax.set_title(w["paired"] if paired else w["unpaired"], fontsize=10)
        fig.colorbar(image, ax=fig.axes, fraction=0.03, pad=0.02, label=w["colorbar"])
        fig.suptitle(w["title"].format(rules=_describe(self.rules), edge=float(self.house_edge)), fontsize=11)
        return save(fig, path)  # at the path given, whatever it ends with

    # -- output -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The numbers as plain JSON types (exact fractions as ``"p/q"`` strings).

        >>> _caribbean().to_dict()["house_edge"]
        '142031221/2718662100'
        """
        ak = self.ace_king_rules()
        return {
            "rules": rules_fields(self.rules),
            "deals": self.deals,
            "states": int(self.counts["states"]),
            "classes": int(self.counts["classes"]),
            "expected_return": str(self.expected_return),
            "house_edge": str(self.house_edge),
            "house_edge_float": self.house_edge_float,
            "element_of_risk": str(self.element_of_risk),
            "element_of_risk_float": float(self.element_of_risk),
            "average_wager": str(self.average_wager),
            "frequencies": {k: str(v) for k, v in self.frequencies.items()},
            "return_table": [
                {
                    "outcome": r.outcome,
                    "pays": str(r.pays),
                    "deals": r.deals,
                    "probability": str(r.probability),
                    "probability_float": float(r.probability),
                    "contribution": str(r.contribution),
                    "contribution_float": float(r.contribution),
                }
                for r in self.return_table()
            ],
            "ace_king_rules": {
                "rules": [r.text() for r in ak.rules],
                "agreement": str(ak.agreement),
                "house_edge": str(ak.house_edge),
                "house_edge_float": float(ak.house_edge),
            },
        }

    def __str__(self) -> str:
        """The report, ``text()``."""
        return self.text()

    def __repr__(self) -> str:
        """One line: the rules and the exact house edge, never the counts behind it."""
        return (f"<Strategy ({_describe(self.rules)}, bet or fold) solved exactly over {self.deals:,} deals: "
                f"house edge {float(self.house_edge):.4%}, bet {float(self.frequencies['bet']):.2%}>")

    def _repr_html_(self) -> str:
        """Jupyter: a summary (house edge, element of risk, how often to bet) and the return
        table by outcome; never the 5.6 million states."""
        from ...text import html
        w = HTML["en"]
        f = self.frequencies
        summary = html.pairs([
            (w["rules"], html.esc(w["rules_value"].format(name=_describe(self.rules),
                                                          rules=repr(self.rules)))),
            (w["deals"], html.esc(w["deals_value"].format(deals=self.deals,
                                                          states=int(self.counts["states"])))),
            (w["house_edge"], html.esc(w["strategy_edge"].format(edge_float=float(self.house_edge),
                                                                 edge=self.house_edge))),
            (w["element_of_risk"], html.esc(f"{float(self.element_of_risk):.6%}")),
            (w["expected_return"], html.esc(w["strategy_return"].format(er=float(self.expected_return)))),
            (w["bet"], html.bar(float(f["bet"]))), (w["fold"], html.bar(float(f["fold"]))),
        ])
        rows = [[html.esc(r.outcome), html.esc(r.pays), f"{r.deals:,}", f"{float(r.probability):.8f}",
                 f"{float(r.contribution):+.8f}"] for r in self.return_table()]
        return html.block(w["strategy_title"], summary,
                          html.table(list(HTML_COLUMNS["en"]["strategy"]), rows, right=(1, 2, 3, 4)))

    def text(self, lang: str = "en") -> str:
        """The report: house edge, element of risk, actions, return table, Ace-King rules.

        >>> print(_caribbean().text("ru").splitlines()[1])
        Ожидаемый возврат на анте: -0,052243
        """
        w = pick(SOLVER, lang)
        f = self.frequencies
        numbers = {"deals": self.deals, "states": int(self.counts["states"]),
                   "classes": int(self.counts["classes"]), "er": float(self.expected_return),
                   "edge": self.house_edge, "edge_float": float(self.house_edge),
                   "risk": float(self.element_of_risk), "wager": float(self.average_wager),
                   "bet": float(f["bet"]), "fold": float(f["fold"])}
        lines = [line.format(**numbers) for line in w["report"]]
        head = w["columns"]
        lines.append(f"  {head[0]:<34} {head[1]:>6} {head[2]:>20} {head[3]:>12} {head[4]:>12}")
        for r in self.return_table():  # a line holds its outcome's name in English and in Russian
            name = r.outcome_ru if lang == "ru" else r.outcome
            lines.append(f"  {name:<34} {str(r.pays):>6} {r.deals:>20,} {float(r.probability):>12.8f} "
                         f"{float(r.contribution):>+12.8f}")
        lines = [numbers_text("\n".join(lines), lang), self.ace_king_rules().text(lang)]  # 19 933 230 517 200
        return "\n".join(lines)

    def _table(self, chunks: Optional[Iterable[int]]) -> Iterator[list[tuple[Any, ...]]]:
        """The rows of ``to_csv``, chunk by chunk as the C core solves them again (EV bet as a float)."""
        names = [cards_str([c]) for c in range(52)]
        # the cards of one rank as text, highest rank first, per 4-bit mask of its suits
        piece = [[" ".join(names[4 * r + x] for x in range(4) if nib >> x & 1) for nib in range(16)]
                 for r in range(13)]
        u = self.unit
        ang = _no_game_units(self.rules)
        fold_units = -u * COMPLETIONS
        layout = struct.Struct("<QIIIIHBB" + "x" * (ffi.sizeof("hr_sv_record") - 28))
        for totals, recs in chunk_counts(self.rules, chunks):
            wu = totals.win_units
            count = int(totals.records)
            rows = []
            records = layout.iter_unpack(ffi.buffer(recs, count * layout.size))
            for m, ng, win, lose, stay, value, up, weight in records:
                hand = " ".join([piece[r][m >> (4 * r) & 15] for r in range(12, -1, -1) if m >> (4 * r) & 15])
                bet = ang * ng + (wu[value] * win if win else 0) - 3 * u * lose
                rows.append((hand, names[up], weight, ng, win, lose, stay, -1, bet / -fold_units,
                             "bet" if bet > fold_units else "fold"))  # fmt: skip
            yield rows

    def to_frame(self, chunks: Optional[Iterable[int]] = None) -> Any:
        """The table of ``to_csv`` (or the up ranks ``chunks``) as a pandas ``DataFrame``, one
        row per suit class; needs pandas. The whole table is 5.6 million rows.

        >>> f = _caribbean().to_frame(chunks=[0])
        >>> len(f), list(f.columns)[:2]
        (434550, ['hand', 'up'])
        """
        return frame(TABLE_COLUMNS, (r for rows in self._table(chunks) for r in rows))

    def to_csv(self, out: Union[str, os.PathLike[str], IO[str]],
               chunks: Optional[Iterable[int]] = None) -> int:
        """Write the whole table (or the up ranks ``chunks``), one row per suit class
        (``TABLE_COLUMNS``: canonical hand, up card, the states it stands for, the dealer
        counts, EV fold, EV bet, best), chunk by chunk as the C core solves them again;
        returns the rows written.

        >>> import io
        >>> out = io.StringIO()
        >>> _caribbean().to_csv(out, chunks=[0]), out.getvalue().splitlines()[0].split(",")[:2]
        (434550, ['hand', 'up'])
        """
        if isinstance(out, (str, os.PathLike)):
            with open(out, "w", newline="", encoding="utf-8") as f:
                return self.to_csv(f, chunks)
        w = csv.writer(out)
        w.writerow(TABLE_COLUMNS)
        n = 0
        for rows in self._table(chunks):
            w.writerows(r[:8] + (f"{r[8]:.9f}", r[9]) for r in rows)
            n += len(rows)
        return n

    def to_parquet(self, path: Union[str, os.PathLike[str]], chunks: Optional[Iterable[int]] = None) -> int:
        """Write the table of ``to_csv`` as Parquet (the same columns; EV bet as a double), one
        row group per up rank; returns the rows written. Needs pyarrow
        (``pip install "handrank[parquet]"``).

        >>> import os, tempfile
        >>> _caribbean().to_parquet(os.path.join(tempfile.mkdtemp(), "deuces.parquet"), chunks=[0])
        434550
        """
        from ...jobs import _pyarrow

        pa, pq = _pyarrow()
        i64, f64, text = pa.int64(), pa.float64(), pa.string()
        schema = pa.schema(list(zip(TABLE_COLUMNS, (text, text, i64, i64, i64, i64, i64, f64, f64, text))))
        n = 0
        with pq.ParquetWriter(os.fspath(path), schema) as writer:
            for rows in self._table(chunks):
                cols = list(zip(*rows))
                writer.write_table(pa.table({name: pa.array(col, type=t) for name, col, t in
                                             zip(TABLE_COLUMNS, cols, schema.types)}))  # fmt: skip
                n += len(rows)
        return n


#: The columns of ``Strategy.to_csv`` and ``to_parquet``.
TABLE_COLUMNS = ("hand", "up", "states", "no_game", "win", "lose", "stay", "ev_fold", "ev_bet", "best")

KIND = "russian.solve"
VERSION = 1


def decide(hand: CardSpec, up: CardSpec, rules: Union[Rules, str] = "caribbean") -> Decision:
    """The exact values of fold and bet for five cards against the dealer's up card, and
    the better (counted by the solver's tables, built again when the up rank changes).

    >>> d = decide("A♠ K♦ J♣ 8♥ 3♠", "Q♣")
    >>> d.best, d.no_game + d.win + d.lose + d.stay
    ('fold', 163185)
    """
    r = rules_for(rules)
    _check(r)
    ids = cards(hand)
    ups = cards(up)
    if len(ids) != 5:
        raise CardError(f"the player's hand is five cards, got {len(ids)}")
    if len(ups) != 1:
        raise CardError(f"the dealer's up card is one card, got {len(ups)}")
    cards(tuple(ids) + tuple(ups))
    unit = unit_of(r)
    out = ffi.new("hr_sv_counts *")
    rc = lib.hr_sv_state(_workspace(), lib.hr_sv_workspace(), r.c_rules(), unit, bytes(ids), ups[0], out)
    if rc != 0:  # pragma: no cover - inputs are validated above
        raise RuntimeError(f"hr_sv_state: {_ERRORS.get(rc, rc)}")
    n = COMPLETIONS * unit
    return Decision(
        tuple(ids), ups[0], Fraction(int(out.fold), n), Fraction(int(out.bet), n),
        int(out.no_game), int(out.win), int(out.lose), int(out.stay),
    )  # fmt: skip


def _whole(x: Any, least: int = 0) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= least


def check_chunk(unit: int, result: Any, index: int) -> None:
    """A chunk read back from a store is one ``solve_chunk`` could make for rules of this
    ``unit``: the ``CHUNK_FIELDS``, counts whole and not negative, the chunk's 4 x C(51,5)
    states, 7463 values; a ``ValueError`` saying what is wrong otherwise.

    >>> check_chunk(1, (2,) + (0,) * 12, 0)
    Traceback (most recent call last):
    ...
    ValueError: counted in units of 1/2 antes, the job's rules in 1/1
    """
    if not isinstance(result, tuple) or len(result) != len(CHUNK_FIELDS):
        raise ValueError(f"not the {len(CHUNK_FIELDS)} fields of a chunk ({', '.join(CHUNK_FIELDS)})")
    if result[0] != unit:
        raise ValueError(f"counted in units of 1/{shown(result[0])} antes, the job's rules in 1/{unit}")
    if not all(_whole(x) for x in result[1:10]):
        raise ValueError("a count is not a whole number >= 0")
    if result[2] != 4 * math.comb(51, 5):
        raise ValueError(f"{shown(result[2])} states, a chunk has {4 * math.comb(51, 5):,}")
    for name, values, least in (("win", result[10], 0), ("win_units", result[11], -1)):
        if not (isinstance(values, tuple) and len(values) == 7463 and all(_whole(x, least) for x in values)):
            raise ValueError(f"{name}: not 7463 whole numbers >= {least}")
    cells = result[12]
    if not (isinstance(cells, tuple)
            and all(isinstance(c, tuple) and all(map(_whole_signed, c)) for c in cells)):
        raise ValueError("ace_king: not a tuple of rows of whole numbers")


def _whole_signed(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def solve_job(rules: Union[Rules, str, Mapping[str, Any]]) -> Any:
    """The solve as a ``handrank.jobs.Job``: 13 chunks of ``solve_chunk`` merged into a
    ``Strategy``; its key holds the rules, so one store keeps the runs of other rules apart.

    >>> solve_job("caribbean").chunks
    13
    """
    from ... import jobs

    r = rules_for(rules)
    _check(r)
    return jobs.Job(KIND, VERSION, {"rules": rules_fields(r)}, chunks=CHUNKS, chunk=solve_chunk,
                    merge=functools.partial(_combine, r),
                    check=functools.partial(check_chunk, unit_of(r)))  # fmt: skip


def solve_bet_or_fold(
    rules: Union[Rules, str],
    *,
    threads: Optional[int] = None,
    executor: Any = None,
    store: Any = None,
    resume: Optional[bool] = None,
    progress: Optional[Callable[[int, int], None]] = None,
) -> Strategy:
    """Solve bet or fold exactly over every deal; see the module docstring. (The public
    ``russian.solve`` is ``fullgame.solve_game``: this for bet-or-fold rules, the full game's
    table for rules with draws.) ``solve`` is another name of this function.

    The chunks run through ``handrank.jobs.run``: on ``threads`` local threads (default: the
    CPU count; the C core runs without the GIL), or on ``executor`` (any
    ``concurrent.futures`` executor, or a Dask ``Client``); ``store`` (a ``jobs.Store`` or an
    SQLite file) keeps every finished chunk and a later run continues from it with
    ``resume=True`` (``resume=False`` starts over; the default refuses a store that holds
    chunks of the job: ``jobs.run``'s rule); ``progress(done, total)`` after each chunk.

    >>> solve_bet_or_fold(Rules())
    Traceback (most recent call last):
    ...
    handrank.games.russian.solver.SolveError: solve: the exact solver plays bet or fold only; ...
    """
    strategy: Strategy = run_job(solve_job(rules), threads, executor, store, resume, progress)
    return strategy


#: ``solve_bet_or_fold`` by its shorter name.
solve = solve_bet_or_fold


def run_job(job: Any, threads: Optional[int], executor: Any, store: Any, resume: Optional[bool],
            progress: Any, chunks: Optional[Iterable[int]] = None) -> Any:
    """``handrank.jobs.run`` with the solver's defaults: as many threads as CPUs when no
    executor is given; a bad ``threads`` or ``chunks`` is a ``SolveError``."""
    from ... import jobs

    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise SolveError(f"threads: a positive int, got {threads!r}")
    if executor is None and threads is None:
        threads = os.cpu_count() or 1
    if chunks is not None:
        try:
            jobs._selection(job, chunks)
        except (TypeError, ValueError) as e:
            raise SolveError.recast(e) from None
    return jobs.run(job, executor=executor, threads=threads, store=store, resume=resume, progress=progress,
                    chunks=chunks)


@functools.lru_cache(maxsize=None)
def _caribbean() -> Strategy:
    """``solve_bet_or_fold(Rules.caribbean(), threads=1)``, solved once per process: the examples of
    ``Strategy`` and its parts share it."""
    return solve_bet_or_fold(Rules.caribbean(), threads=1)


def _combine(rules: Rules, parts: Sequence[Sequence[Any]]) -> Strategy:
    """The chunks' results (in chunk order) summed into a ``Strategy``."""
    if len(parts) != CHUNKS:
        raise SolveError(f"solve: {len(parts)} chunks, not {CHUNKS}")
    unit = unit_of(rules)
    total: dict[str, Any] = {"unit": unit}
    win = [0] * 7463
    win_units = [-1] * 7463
    ak: dict[tuple[int, ...], list[int]] = {}
    for p in parts:
        c = dict(zip(CHUNK_FIELDS, p))
        if c["unit"] != unit:
            raise SolveError(f"solve: a chunk was computed in units of 1/{c['unit']} antes, not 1/{unit}")
        for k in CHUNK_FIELDS[1:10]:
            total[k] = total.get(k, 0) + int(c[k])
        for v in range(1, 7463):
            win[v] += c["win"][v]
            x = c["win_units"][v]
            if x >= 0:
                if win_units[v] >= 0 and win_units[v] != x:
                    raise SolveError(f"solve: value {v} pays differently in two chunks")
                win_units[v] = x
        for cell in c["ace_king"]:
            key = tuple(cell[:4])
            ak[key] = [a + b for a, b in zip(ak.get(key, [0, 0, 0, 0]), cell[4:])]
    if total["states"] != STATES:
        raise AssertionError(f"the chunks count {total['states']} states, not {STATES}")
    total["win"] = {str(v): n for v, n in enumerate(win) if n}
    total["win_units"] = {str(v): x for v, x in enumerate(win_units) if x >= 0}
    return Strategy(rules, total, tuple((*k, *v) for k, v in sorted(ak.items())))


# -- the Ace-King rule set ----------------------------------------------------------------


def _ak_cells(rules: Rules, totals: Any, recs: Any) -> tuple[tuple[int, ...], ...]:
    """The Ace-King classes of a chunk summed by (up rank, paired 0/1, third, fourth rank):
    the states, the states' bet - fold in units over the completions, and both again over
    the states where the bet is the better play."""
    u = unit_of(rules)
    ang = _no_game_units(rules)
    cells: dict[tuple[int, int, int, int], list[int]] = {}
    for i in range(int(totals.records)):
        r = recs[i]
        hand, up = int(r.hand), int(r.up) >> 2
        ranks = [x for x in range(12, -1, -1) if hand >> (4 * x) & 15]
        win = int(r.win)
        diff = (ang * int(r.no_game) + (int(totals.win_units[r.value]) * win if win else 0)
                - 3 * u * int(r.lose))
        diff += u * COMPLETIONS
        w = int(r.weight)
        c = cells.setdefault((up, int(up in ranks), ranks[2], ranks[3]), [0, 0, 0, 0])
        c[0] += w
        c[1] += w * diff
        if diff > 0:
            c[2] += w
            c[3] += w * diff
    return tuple((*k, *v) for k, v in sorted(cells.items()))


def _ace_king_rules(s: Strategy) -> AceKingRules:
    # per (up rank, paired): the best threshold on (third, fourth), by exact gain
    cells: dict[tuple[int, bool], dict[tuple[int, int], int]] = {}
    for up, paired, third, fourth, _, wdiff, _, _ in s.ace_king_cells:
        cells.setdefault((up, bool(paired)), {})[(third, fourth)] = wdiff
    best: dict[tuple[int, bool], tuple[int, int]] = {}
    for key, cell in cells.items():
        # bet with (third, fourth) >= th: the gain of each threshold, highest first
        run, top, arg = 0, 0, (13, 0)  # (13, 0): never bet
        for th in sorted(cell, reverse=True):
            run += cell[th]
            if run > top:
                top, arg = run, th
        best[key] = (0, 0) if arg == min(cell) else arg  # (0, 0): every Ace-King of the cell
    # merge: one rule per run of up ranks with the same threshold, paired or not (or both)
    rules: list[AceKingRule] = []
    for paired in (False, True):
        up = 0
        while up < 13:
            limit = best.get((up, paired))
            end = up
            while end + 1 < 13 and best.get((end + 1, paired)) == limit:
                end += 1
            if limit is not None and limit[0] < 13:
                rules.append(AceKingRule((up, end), paired, limit[0], limit[1]))
            up = end + 1
    # a rule for both paired and unpaired when they coincide
    merged: list[AceKingRule] = []
    for r in rules:
        twin = AceKingRule(r.up, not r.paired, r.third, r.fourth)
        if twin in rules:
            if r.paired is False:
                merged.append(AceKingRule(r.up, None, r.third, r.fourth))
        else:
            merged.append(r)
    merged.sort(key=lambda r: (r.up, r.paired is not None, bool(r.paired)))
    u = s.unit
    total_w = sum(c[4] for c in s.ace_king_cells)
    agree = 0
    change = 0  # units, over the completions: the simplified play minus the table's
    for up, paired, third, fourth, w, wdiff, wpos, wdiff_pos in s.ace_king_cells:
        rule_bets = any(x.matches(up, bool(paired), third, fourth) for x in merged)
        agree += wpos if rule_bets else w - wpos
        change += (wdiff if rule_bets else 0) - wdiff_pos
    edge = s.house_edge - Fraction(change, u * DEALS)
    return AceKingRules(tuple(merged), Fraction(agree, total_w), edge, s.house_edge)

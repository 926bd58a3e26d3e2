"""The exact bet-or-fold solver: the best play for every hand and the house edge, exactly.

For every player hand of five and every dealer up card (C(52,5) x 47 = 122,151,120
states) the C core counts the dealer's 163,185 completions by outcome (no game, player
higher, lower, stay) by inclusion-exclusion over value tables, never evaluating a dealer
hand per state; suit symmetry leaves 5.6 million classes. Every count is an integer, so
the return over all 19,933,230,517,200 deals, and the house edge, are exact fractions.

The rules must leave only bet or fold (``Rules.bet_or_fold``: no sixth card, exchange,
bought game or insurance), e.g. ``Rules.caribbean()``; a decision where bet and fold are
worth exactly the same is a fold (the smaller wager).

The work is cut in 13 chunks, one per up-card rank (``solve_chunk``: integer counts only,
picklable, the seam for a job runner); ``store`` checkpoints finished chunks to a file
and a later run with the same store resumes from it.

>>> s = solve(Rules.caribbean())                                  # doctest: +SKIP
>>> s.house_edge                                                  # doctest: +SKIP
Fraction(...)
"""

from __future__ import annotations

import csv
import json
import math
import os
import struct
import threading
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import Executor, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from functools import cached_property
from fractions import Fraction
from pathlib import Path
from typing import IO, Any, Callable, Optional, Union

from .._core import ffi, lib
from ..cards import CardError, CardSpec, cards, cards_str
from .ranking import ACE_KING_MIN, CATEGORY_NAMES, CATEGORY_NAMES_RU, RussianCategory
from .rules import Rules, RulesError, check_rules

__all__ = [
    "AK_MAX",
    "AceKingRule",
    "AceKingRules",
    "CHUNKS",
    "COMPLETIONS",
    "DEALS",
    "Decision",
    "ReturnLine",
    "SolveError",
    "Strategy",
    "chunk_counts",
    "rules_for",
    "solve",
    "solve_chunk",
]

COMPLETIONS = 163_185  # C(46,4): the dealer's completions of one state
STATES = 2_598_960 * 47  # C(52,5) x 47
DEALS = STATES * COMPLETIONS  # 19,933,230,517,200
CHUNKS = 13  # one per up-card rank
AK_MAX = 1277  # A K Q J 9: the highest Ace-King value
_RANKS = "23456789TJQKA"
_PRESETS: dict[str, Callable[[], Rules]] = {
    "caribbean": Rules.caribbean,
    # the spec's rules (two combinations, the ante returned on a win) with bet or fold only
    "russian-bet-fold": lambda: Rules(sixth_card=False, max_exchanges=0, game_buying=False, insurance=False),
}
_local = threading.local()


class SolveError(ValueError):
    """Rules or a stored run the solver cannot take; the message says which and why."""


def rules_for(key: Union[str, Rules]) -> Rules:
    """The ``Rules`` of a preset name (``"caribbean"``) or the ``Rules`` themselves.

    >>> rules_for("caribbean").paid_combinations
    1
    >>> rules_for("blackjack")
    Traceback (most recent call last):
    ...
    handrank.russian.solver.SolveError: rules: 'blackjack' is not a preset (caribbean, russian-bet-fold)
    """
    if isinstance(key, Rules):
        return key
    if isinstance(key, str) and key.strip().lower() in _PRESETS:
        return _PRESETS[key.strip().lower()]()
    raise SolveError(f"rules: {key!r} is not a preset ({', '.join(_PRESETS)})")


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
    dens = [Fraction(2) * p for p in rules.paytable.values()]
    if rules.table_max is not None:
        dens.append(rules.table_max)
    unit = 1
    for d in dens:
        unit = unit * d.denominator // math.gcd(unit, d.denominator)
    if unit > 1 << 20:
        raise RulesError(f"paytable: the amounts need a unit of 1/{unit} antes, finer than the solver's 1/2**20")
    return unit


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


def solve_chunk(rules_key: Union[str, Rules], chunk_index: int) -> dict[str, Any]:
    """The integer counts of one chunk (the up cards of rank ``chunk_index``, 0 = deuce):
    states by decision, deals bet by outcome, wins by the player's value with what they
    pay (in 1/``unit`` antes), and the Ace-King classes for the rule set. Plain ints and
    lists only (JSON and pickle safe): the unit of work of a job runner.

    >>> c = solve_chunk("caribbean", 12)                       # doctest: +SKIP
    >>> c["states"]                                            # doctest: +SKIP
    9396240
    """
    rules = rules_for(rules_key)
    _check(rules)
    totals, recs = _run_chunk(rules, chunk_index, ACE_KING_MIN, AK_MAX, 40_000)
    wins = {v: int(totals.win[v]) for v in range(1, 7463) if totals.win[v]}
    return {
        "chunk": chunk_index,
        "unit": unit_of(rules),
        "classes": int(totals.classes),
        "states": int(totals.states),
        "bet_states": int(totals.bet_states),
        "fold_states": int(totals.fold_states),
        "tie_states": int(totals.tie_states),
        "fold_deals": int(totals.fold_deals),
        "no_game": int(totals.no_game),
        "lose": int(totals.lose),
        "stay": int(totals.stay),
        "win": {str(v): n for v, n in wins.items()},
        "win_units": {str(v): int(totals.win_units[v]) for v in range(1, 7463) if totals.win_units[v] >= 0},
        "ace_king": [
            [int(r.hand), int(r.up), int(r.weight), int(r.no_game), int(r.win), int(r.lose), int(r.stay), int(r.value)]
            for r in (recs[i] for i in range(int(totals.records)))
        ],
    }


def chunk_counts(rules: Rules, chunks: Optional[Iterable[int]] = None) -> Iterator[tuple[Any, Any]]:
    """Every class of the chunks (default: all): yields ``(totals, records)`` of the C core
    per chunk, the records of all values (``hr_sv_record``: canonical hand, up card,
    weight, counts)."""
    _check(rules)
    for chunk in range(CHUNKS) if chunks is None else chunks:
        yield _run_chunk(rules, chunk, 1, 7462, 440_000)


def _rules_id(rules: Rules) -> str:
    return repr(sorted((k, str(v)) for k, v in _fields(rules).items()))


def _fields(rules: Rules) -> dict[str, Any]:
    import dataclasses

    out = {}
    for f in dataclasses.fields(rules):
        v = getattr(rules, f.name)
        out[f.name] = {k.name: str(x) for k, x in v.items()} if isinstance(v, Mapping) else (
            v.name if isinstance(v, RussianCategory) else str(v) if isinstance(v, Fraction) else v
        )
    return out


def _load(store: Optional[Union[str, os.PathLike]], rid: str) -> dict[int, dict[str, Any]]:
    if store is None or not Path(store).exists():
        return {}
    done: dict[int, dict[str, Any]] = {}
    with open(store, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                if n == sum(1 for _ in open(store, encoding="utf-8")):
                    break  # a line cut short by a killed run: solved again
                raise SolveError(f"store: {store} line {n} is not JSON") from None
            if row.get("rules") != rid:
                raise SolveError(f"store: {store} holds a run of other rules; use another file")
            done[int(row["chunk"])] = row["counts"]
    return done


@dataclass(frozen=True)
class ReturnLine:
    """One outcome of the return table: what it ``pays`` (antes, net), the ``deals`` it
    happens in, their ``probability`` and the ``contribution`` to the return (per ante)."""

    outcome: str
    outcome_ru: str
    pays: Fraction
    deals: int
    probability: Fraction
    contribution: Fraction


@dataclass(frozen=True)
class Decision:
    """The best play of one state: ``ev_fold`` and ``ev_bet`` in antes (exact), ``best``."""

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
        return "bet" if self.ev_bet > self.ev_fold else "fold"


@dataclass(frozen=True)
class AceKingRule:
    """Bet Ace-King when the up card's rank is in ``up`` and, when ``paired`` is not
    ``None``, it does (``True``) or does not pair one of the player's cards, and the
    player's third and fourth cards are at least ``third`` / ``fourth`` (ranks 0 = deuce;
    ``third == 0``: every Ace-King)."""

    up: tuple[int, int]
    paired: Optional[bool]
    third: int
    fourth: int

    def matches(self, up: int, paired: bool, third: int, fourth: int) -> bool:
        return (
            self.up[0] <= up <= self.up[1]
            and (self.paired is None or self.paired == paired)
            and (third, fourth) >= (self.third, self.fourth)
        )

    def text(self, lang: str = "en") -> str:
        ru = lang == "ru"
        lo, hi = (_RANKS[r].replace("T", "10") for r in self.up)
        ups = lo if lo == hi else f"{lo}-{hi}"
        if ru:
            pair = {None: "", True: ", совпадающей по рангу с вашей картой", False: ", не совпадающей с вашими"}
            cards_ = f"A K {_rank(self.third)} {_rank(self.fourth)} или старше" if self.third else "любым Туз-Король"
            return f"против открытой карты {ups}{pair[self.paired]}: ставка с {cards_}"
        pair = {None: "", True: " that pairs one of your cards", False: " that pairs none of your cards"}
        if self.third == 0:
            return f"against an up card {ups}{pair[self.paired]}: bet every Ace-King"
        return f"against an up card {ups}{pair[self.paired]}: bet A K {_rank(self.third)} {_rank(self.fourth)} or better"


def _rank(r: int) -> str:
    return _RANKS[r].replace("T", "10")


@dataclass(frozen=True)
class AceKingRules:
    """The compact rule set for the Ace-King hands: bet when any rule matches, fold
    otherwise; every other hand is played as the table says. ``agreement``: the share of
    Ace-King states decided as the table decides; ``house_edge``: exact, under this play."""

    rules: tuple[AceKingRule, ...]
    agreement: Fraction
    house_edge: Fraction
    optimal_house_edge: Fraction

    def text(self, lang: str = "en") -> str:
        ru = lang == "ru"
        head = (
            "Туз-Король: ставка, если подходит одно из правил, иначе пас"
            if ru
            else "Ace-King: bet when one of these rules matches, fold otherwise"
        )
        lines = [head] + [f"  {i + 1}. {r.text(lang)}" for i, r in enumerate(self.rules)]
        if ru:
            lines.append(
                f"  совпадает с таблицей в {float(self.agreement):.2%} состояний Туз-Король; "
                f"преимущество казино {float(self.house_edge):.6%} (оптимум {float(self.optimal_house_edge):.6%})"
            )
        else:
            lines.append(
                f"  agrees with the table in {float(self.agreement):.2%} of Ace-King states; "
                f"house edge {float(self.house_edge):.6%} (optimal {float(self.optimal_house_edge):.6%})"
            )
        return "\n".join(lines)


@dataclass(frozen=True)
class Strategy:
    """The solved game: exact counts over every deal, and what they say.

    ``counts`` are the summed chunk counts; ``expected_return`` and ``house_edge`` are per
    ante (exact ``Fraction`` s; ``house_edge_float`` for reading); ``element_of_risk`` is the
    house edge per average total amount wagered (ante plus the bet when it is made)."""

    rules: Rules
    counts: Mapping[str, Any]
    _ak: tuple[tuple[int, ...], ...] = field(repr=False, default=())

    # -- the numbers ----------------------------------------------------------------------
    @property
    def unit(self) -> int:
        return int(self.counts["unit"])

    @property
    def deals(self) -> int:
        return int(self.counts["states"]) * COMPLETIONS

    def return_table(self) -> tuple[ReturnLine, ...]:
        """Every outcome with what it pays, how often, and its share of the return."""
        return self._return_table

    @cached_property
    def _return_table(self) -> tuple[ReturnLine, ...]:
        c, u = self.counts, self.unit
        rows: list[tuple[str, str, Fraction, int]] = [
            ("fold", "пас", Fraction(-1), c["fold_deals"]),
            ("dealer does not qualify", "у дилера нет игры", Fraction(int(lib.hr_ru_no_game_amount(self.rules.c_rules()) * u), u), c["no_game"]),
        ]  # fmt: skip
        wins: dict[tuple[int, Fraction], int] = {}
        for v, n in c["win"].items():
            cat = int(lib.hr_ru_category(int(v)))
            key = (cat, Fraction(c["win_units"][v], u))
            wins[key] = wins.get(key, 0) + n
        for (cat, pays), n in sorted(wins.items()):
            name = CATEGORY_NAMES[RussianCategory(cat)]
            name_ru = CATEGORY_NAMES_RU[RussianCategory(cat)]
            rows.append((f"player wins: {name}", f"игрок выиграл: {name_ru}", pays, n))
        rows.append(("stay (tie)", "стэй (ничья)", Fraction(0), c["stay"]))
        rows.append(("player loses", "игрок проиграл", Fraction(-3), c["lose"]))
        total = self.deals
        if sum(n for *_, n in rows) != total or total != DEALS:
            raise AssertionError(f"the return table counts {sum(n for *_, n in rows)} deals, not {DEALS}")
        return tuple(ReturnLine(o, r, p, n, Fraction(n, total), p * Fraction(n, total)) for o, r, p, n in rows)

    @cached_property
    def expected_return(self) -> Fraction:
        """The player's expected return per ante (negative: the house keeps it)."""
        return sum((line.contribution for line in self.return_table()), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        return -self.expected_return

    @property
    def house_edge_float(self) -> float:
        return float(self.house_edge)

    @property
    def frequencies(self) -> dict[str, Fraction]:
        """How often each action is taken (share of all states)."""
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
        return self.house_edge / self.average_wager

    # -- one state ----------------------------------------------------------------------
    def best(self, hand: CardSpec, up: CardSpec) -> Decision:
        """The exact values of fold and bet for a hand against an up card, and the better.

        >>> s = Strategy(Rules.caribbean(), {"unit": 1})
        >>> s.best("A♠ K♦ J♣ 8♥ 3♠", "8♣").best       # the up card pairs the eight
        'bet'
        >>> d = s.best("A♠ K♦ J♣ 8♥ 3♠", "Q♣")
        >>> d.best, d.ev_fold, round(float(d.ev_bet), 4)
        ('fold', Fraction(-1, 1), -1.1702)
        """
        ids = cards(hand)
        ups = cards(up)
        if len(ids) != 5:
            raise CardError(f"the player's hand is five cards, got {len(ids)}")
        if len(ups) != 1:
            raise CardError(f"the dealer's up card is one card, got {len(ups)}")
        cards(tuple(ids) + tuple(ups))
        out = ffi.new("hr_sv_counts *")
        rc = lib.hr_sv_state(
            _workspace(), lib.hr_sv_workspace(), self.rules.c_rules(), self.unit, bytes(ids), ups[0], out
        )
        if rc != 0:  # pragma: no cover - inputs are validated above
            raise RuntimeError(f"hr_sv_state: {_ERRORS.get(rc, rc)}")
        n = COMPLETIONS * self.unit
        return Decision(
            tuple(ids), ups[0], Fraction(int(out.fold), n), Fraction(int(out.bet), n),
            int(out.no_game), int(out.win), int(out.lose), int(out.stay),
        )  # fmt: skip

    # -- the Ace-King rule set ------------------------------------------------------------
    def ace_king_rules(self) -> AceKingRules:
        """The compact human rule set for the Ace-King hands (see ``AceKingRules``)."""
        return self._ace_king

    @cached_property
    def _ace_king(self) -> AceKingRules:
        return _ace_king_rules(self)

    # -- output -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The numbers as plain JSON types (exact fractions as ``"p/q"`` strings)."""
        ak = self.ace_king_rules()
        return {
            "rules": _fields(self.rules),
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

    def text(self, lang: str = "en") -> str:
        """The report: house edge, element of risk, actions, return table, Ace-King rules."""
        ru = lang == "ru"
        f = self.frequencies
        if ru:
            lines = [
                f"Решено точно: {self.deals:,} раздач ({int(self.counts['states']):,} состояний, "
                f"{int(self.counts['classes']):,} классов по мастям)",
                f"Ожидаемый возврат на анте: {float(self.expected_return):+.6f}",
                f"Преимущество казино: {self.house_edge} = {float(self.house_edge):.6%}",
                f"Элемент риска: {float(self.element_of_risk):.6%} (средняя ставка {float(self.average_wager):.6f} анте)",
                f"Ставка: {float(f['bet']):.4%}, пас: {float(f['fold']):.4%}",
            ]
        else:
            lines = [
                f"Solved exactly: {self.deals:,} deals ({int(self.counts['states']):,} states, "
                f"{int(self.counts['classes']):,} suit classes)",
                f"Expected return per ante: {float(self.expected_return):+.6f}",
                f"House edge: {self.house_edge} = {float(self.house_edge):.6%}",
                f"Element of risk: {float(self.element_of_risk):.6%} (average wager {float(self.average_wager):.6f} antes)",
                f"Bet: {float(f['bet']):.4%}, fold: {float(f['fold']):.4%}",
            ]
        head = ("исход", "платит", "раздач", "вероятность", "вклад") if ru else ("outcome", "pays", "deals", "probability", "contribution")
        lines.append(f"  {head[0]:<34} {head[1]:>6} {head[2]:>20} {head[3]:>12} {head[4]:>12}")
        for r in self.return_table():
            name = r.outcome_ru if ru else r.outcome
            lines.append(
                f"  {name:<34} {str(r.pays):>6} {r.deals:>20,} {float(r.probability):>12.8f} {float(r.contribution):>+12.8f}"
            )
        lines.append(self.ace_king_rules().text(lang))
        return "\n".join(lines)

    def to_csv(self, out: Union[str, os.PathLike, IO[str]], chunks: Optional[Iterable[int]] = None) -> int:
        """Write the whole table (or the up ranks ``chunks``), one row per suit class
        (canonical hand, up card, the states it stands for, the dealer counts, EV fold,
        EV bet, best), chunk by chunk as the C core solves them again; returns the rows
        written."""
        if isinstance(out, (str, os.PathLike)):
            with open(out, "w", newline="", encoding="utf-8") as f:
                return self.to_csv(f, chunks)
        w = csv.writer(out)
        w.writerow(["hand", "up", "states", "no_game", "win", "lose", "stay", "ev_fold", "ev_bet", "best"])
        names = [cards_str([c]) for c in range(52)]
        # the cards of one rank as text, highest rank first, per 4-bit mask of its suits
        piece = [[" ".join(names[4 * r + x] for x in range(4) if nib >> x & 1) for nib in range(16)] for r in range(13)]
        u = self.unit
        ang = int(round(lib.hr_ru_no_game_amount(self.rules.c_rules()) * u))
        fold_units = -u * COMPLETIONS
        layout = struct.Struct("<QIIIIHBB" + "x" * (ffi.sizeof("hr_sv_record") - 28))
        n = 0
        for totals, recs in chunk_counts(self.rules, chunks):
            wu = totals.win_units
            count = int(totals.records)
            rows = []
            for m, ng, win, lose, stay, value, up, weight in layout.iter_unpack(ffi.buffer(recs, count * layout.size)):
                hand = " ".join([piece[r][m >> (4 * r) & 15] for r in range(12, -1, -1) if m >> (4 * r) & 15])
                bet = ang * ng + (wu[value] * win if win else 0) - 3 * u * lose
                rows.append((hand, names[up], weight, ng, win, lose, stay, -1, f"{bet / -fold_units:.9f}",
                             "bet" if bet > fold_units else "fold"))  # fmt: skip
            w.writerows(rows)
            n += count
        return n


def solve(
    rules: Union[Rules, str],
    *,
    threads: Optional[int] = None,
    executor: Optional[Executor] = None,
    store: Optional[Union[str, os.PathLike]] = None,
    progress: Optional[Callable[[int, int], None]] = None,
) -> Strategy:
    """Solve bet or fold exactly over every deal; see the module docstring.

    ``threads``: C threads (default: the CPU count); ``executor``: any
    ``concurrent.futures`` executor to run ``solve_chunk`` on instead (with a preset name
    as the rules, e.g. on a process pool); ``store``: a file the finished chunks are
    appended to, read back by a later run (resume); ``progress(done, total)`` after each
    chunk.

    >>> solve(Rules())
    Traceback (most recent call last):
    ...
    handrank.russian.solver.SolveError: solve: the exact solver plays bet or fold only; these rules also offer a sixth card (sixth_card), exchanges (max_exchanges), buying a game (game_buying), insurance (insurance) (use Rules.caribbean() or switch them off)
    """
    key = rules
    rules = rules_for(rules)
    _check(rules)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise SolveError(f"threads: a positive int, got {threads!r}")
    rid = _rules_id(rules)
    if store is not None:
        try:  # a store that cannot be written fails now, not after the first chunk
            open(store, "a", encoding="utf-8").close()
        except OSError as e:
            raise SolveError(f"store: {store}: {e.strerror or e}") from None
    done = _load(store, rid)
    todo = [c for c in range(CHUNKS) if c not in done]
    if progress:
        progress(len(done), CHUNKS)
    lock = threading.Lock()

    def finish(chunk: int, counts: dict[str, Any]) -> None:
        with lock:
            done[chunk] = counts
            if store is not None:
                with open(store, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"rules": rid, "chunk": chunk, "counts": counts}) + "\n")
            if progress:
                progress(len(done), CHUNKS)

    if todo:
        own = executor is None
        ex = executor or ThreadPoolExecutor(max_workers=threads or os.cpu_count() or 1)
        try:
            arg = key if isinstance(key, str) and not own else rules
            futures = {c: ex.submit(solve_chunk, arg, c) for c in todo}
            try:
                for fu in as_completed(futures.values()):
                    c = next(k for k, f in futures.items() if f is fu)
                    finish(c, fu.result())
            except BaseException:
                for fu in futures.values():
                    fu.cancel()  # a stopped run leaves the chunks not started
                raise
        finally:
            if own:
                ex.shutdown(cancel_futures=True)
    return _combine(rules, done)


def _combine(rules: Rules, parts: Mapping[int, Mapping[str, Any]]) -> Strategy:
    if sorted(parts) != list(range(CHUNKS)):
        raise SolveError(f"solve: chunks {sorted(set(range(CHUNKS)) - set(parts))} are missing")
    total: dict[str, Any] = {"unit": unit_of(rules), "win": {}, "win_units": {}}
    ak: list[tuple[int, ...]] = []
    for c in range(CHUNKS):
        p = parts[c]
        if p["unit"] != total["unit"]:
            raise SolveError("solve: the chunks were computed in different units")
        for k in ("classes", "states", "bet_states", "fold_states", "tie_states", "fold_deals", "no_game", "lose", "stay"):
            total[k] = total.get(k, 0) + int(p[k])
        for v, n in p["win"].items():
            total["win"][v] = total["win"].get(v, 0) + int(n)
        for v, x in p["win_units"].items():
            if total["win_units"].setdefault(v, x) != x:
                raise SolveError(f"solve: value {v} pays differently in two chunks")
        ak.extend(tuple(r) for r in p["ace_king"])
    if total["states"] != STATES:
        raise AssertionError(f"the chunks count {total['states']} states, not {STATES}")
    return Strategy(rules, total, tuple(ak))


# -- the Ace-King rule set ----------------------------------------------------------------


def _ak_features(rec: tuple[int, ...]) -> tuple[int, bool, int, int, int]:
    """(up rank, paired, third, fourth, weight) of an Ace-King class record."""
    hand, up, weight = rec[0], rec[1], rec[2]
    ranks = [r for r in range(12, -1, -1) if hand >> (4 * r) & 15]
    return up >> 2, (up >> 2) in ranks, ranks[2], ranks[3], weight


def _ak_rows(s: Strategy) -> list[tuple[int, bool, int, int, int, int]]:
    """Per Ace-King class: up rank, paired, third, fourth, weight, and bet - fold in units
    summed over the completions."""
    u = s.unit
    ang = int(round(lib.hr_ru_no_game_amount(s.rules.c_rules()) * u))
    wu = {int(v): int(x) for v, x in s.counts["win_units"].items()}
    out = []
    for rec in s._ak:
        _, _, _, ng, win, lose, _, value = rec
        bet = ang * ng + (wu[value] if win else 0) * win - 3 * u * lose
        diff = bet + u * COMPLETIONS
        up, paired, third, fourth, weight = _ak_features(rec)
        out.append((up, paired, third, fourth, weight, diff))
    return out


def _ace_king_rules(s: Strategy) -> AceKingRules:
    rows = _ak_rows(s)
    # per (up rank, paired): the best threshold on (third, fourth), by exact gain
    cells: dict[tuple[int, bool], dict[tuple[int, int], int]] = {}
    for up, paired, third, fourth, weight, diff in rows:
        cell = cells.setdefault((up, paired), {})
        cell[(third, fourth)] = cell.get((third, fourth), 0) + weight * diff
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
            th = best.get((up, paired))
            end = up
            while end + 1 < 13 and best.get((end + 1, paired)) == th:
                end += 1
            if th is not None and th[0] < 13:
                rules.append(AceKingRule((up, end), paired, th[0], th[1]))
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
    total_w = sum(r[4] for r in rows)
    agree = 0
    change = 0  # units, over the completions: the simplified play minus the table's
    for up, paired, third, fourth, weight, diff in rows:
        table_bets = diff > 0
        rule_bets = any(x.matches(up, paired, third, fourth) for x in merged)
        agree += weight * (table_bets == rule_bets)
        change += weight * ((diff if rule_bets else 0) - (diff if table_bets else 0))
    edge = s.house_edge - Fraction(change, u * DEALS)
    return AceKingRules(tuple(merged), Fraction(agree, total_w), edge, s.house_edge)

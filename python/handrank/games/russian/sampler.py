"""The full game, sampled: the house edge under the advisor's best play on random states.

For rules with draws (a sixth card, exchanges, a bought game) the exact solver does not
apply; ``sample`` draws ``n`` states (five cards and an up card, uniform over the
122,151,120 of them, each from ``jobs.chunk_seed(seed, j)``), takes each state's best play
(``fullgame.play``: the best of ``advise``'s options) and reports the mean with its
confidence interval.

**Control variate.** The raw values spread widely (a standard deviation near 1.2 antes), so
the estimate is ``E[full] = E[bet/fold] + mean(full - bet/fold)``: ``E[bet/fold]`` is the
exact expected return of the same rules with bet or fold only (``solver.bet_fold_rules``,
solved exactly over every deal), and each sampled state also gets its exact bet/fold value
(``solver.decide``). The difference of the two values of one state varies far less than
either, and its mean is an unbiased estimate of ``E[full] - E[bet/fold]`` (the coefficient is
fixed at 1, nothing is fitted), so the estimate is unbiased and consistent with a much
smaller interval. The raw mean is kept for comparison.

The sample variance of the per-state values already holds the advisor's own sampling error
(every state is estimated independently, and the bet/fold values are exact); ``advisor_se``
says how much of the standard error it is. Taking the best of estimated options biases each
value up by at most about the options' standard errors (``target_se``), so the house edge is,
if anything, understated.

It is a ``handrank.jobs`` job (chunks of ``per_chunk`` states): threads, a process pool or a
Dask cluster, checkpointed and resumable. Every state's row is kept (``Sample.rows``) with
exact values (``Fraction`` s), so every executor merges to the same numbers.

>>> s = sample(Rules.caribbean(), 4, seed=1, threads=1, control=False)
>>> s.n, s.actions["bet"] + s.actions["fold"]
(4, 4)
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Optional, Union

from ...text.games import HTML, SAMPLE, pick
from ...text.hands import numbers_text, play_word, ru_form
from ...text.results import Result, frame
from .fullgame import ACTIONS, play, write_png, write_table
from .rules import Rules, bet_fold_rules, check_rules
from .solver import SolveError, Strategy, _describe, decide, rules_fields, rules_for, run_job

__all__ = ["ACTIONS", "KIND", "ROW_FIELDS", "VERSION", "Sample", "control_for", "sample", "sample_chunk",
           "sample_job"]

KIND = "russian.sample"
VERSION = 2
#: One sampled state's row: its index, five cards and up card (ids), the best play's action
#: (index in ``ACTIONS``) and exchange mask, its value, standard error and the second-best
#: value, and the exact bet/fold value of the state (0 without a control).
ROW_FIELDS = ("j", "hand", "up", "action", "mask", "value", "se", "second", "control")


def _state(seed: int, j: int) -> tuple[list[int], int]:
    from ... import jobs

    deal = random.Random(jobs.chunk_seed(seed, j)).sample(range(52), 6)
    return deal[:5], deal[5]


def sample_chunk(inputs: Mapping[str, Any], index: int) -> tuple[Any, ...]:
    """States ``index * per .. (index + 1) * per - 1`` of the sample: one row per state (the
    fields of ``ROW_FIELDS``), values exact ``Fraction`` s.

    >>> job = sample_job(Rules.caribbean(), 4, seed=1, control=False)
    >>> len(sample_chunk(job.inputs, 0)) > 0
    True
    """
    from ... import jobs

    rules = rules_for(inputs["rules"])
    control = rules_for(inputs["control"]) if inputs.get("control") is not None else None
    n, per, seed, se = int(inputs["n"]), int(inputs["per"]), int(inputs["seed"]), float(inputs["target_se"])
    rows = []
    for j in range(index * per, min(n, (index + 1) * per)):
        hand, up = _state(seed, j)
        p = play(hand, up, rules, seed=jobs.chunk_seed(seed, j), target_se=se)
        c: Any = 0
        if control is not None:
            d = decide(hand, [up], control)
            c = max(d.ev_bet, d.ev_fold)
        rows.append((j, tuple(hand), up, *p.row(), c))
    return tuple(rows)


def _estimate(values: Sequence[Fraction]) -> tuple[Fraction, Fraction]:
    """The mean of ``values`` and its squared standard error (exact)."""
    n = len(values)
    mean = sum(values, Fraction(0)) / n
    if n < 2:
        return mean, Fraction(0)
    return mean, sum(((v - mean) ** 2 for v in values), Fraction(0)) / (n - 1) / n


@dataclass(frozen=True)
class Sample(Result):
    """A sampled house edge: ``n`` states, ``mean`` best value per ante (``expected_return``),
    its standard error ``se`` (the advisor's part: ``advisor_se``), ``house_edge`` and its
    95% interval ``ci95``, and how often each action was best. With a ``control`` (the
    bet/fold rules, of exact expected return ``control_mean``) the mean is the control-variate
    estimate; ``raw_mean`` and ``raw_se`` are the plain mean of the values either way.
    ``rows``: every state (``ROW_FIELDS``).

    >>> s = sample(Rules.caribbean(), 4, seed=1, control=False, threads=1)
    >>> s.n, s.actions["bet"] + s.actions["fold"], s.se > 0
    (4, 4, True)
    """

    #: The rules sampled.
    rules: Rules
    #: How many states were sampled.
    n: int
    #: The seed the states were drawn from.
    seed: int
    #: The standard error the advisor's sampled options were run to, in antes.
    target_se: float
    #: The estimated expected return per ante.
    mean: float
    #: Its standard error (over states and the advisor's own).
    se: float
    #: The advisor's part of ``se``.
    advisor_se: float
    #: How often each action was the best play.
    actions: Mapping[str, int]
    #: The plain mean of the sampled values (no control variate).
    raw_mean: float = 0.0
    #: The plain mean's standard error.
    raw_se: float = 0.0
    #: The control variate's bet/fold rules, or ``None``.
    control: Optional[Rules] = None
    #: The control's exact expected return, or ``None``.
    control_mean: Optional[Fraction] = None
    #: The estimate as an exact fraction.
    mean_exact: Fraction = Fraction(0)
    #: Every state sampled, one row each (``ROW_FIELDS``).
    rows: tuple[tuple[Any, ...], ...] = field(default=(), repr=False)

    @property
    def expected_return(self) -> float:
        """The estimated expected return per ante (``mean``)."""
        return self.mean

    @property
    def house_edge(self) -> float:
        """The estimated house edge per ante (minus ``mean``)."""
        return -self.mean

    @property
    def ci95(self) -> tuple[float, float]:
        """The house edge's 95% interval."""
        return (self.house_edge - 1.96 * self.se, self.house_edge + 1.96 * self.se)

    @property
    def raw_ci95(self) -> tuple[float, float]:
        """The plain mean's 95% interval for the house edge."""
        return (-self.raw_mean - 1.96 * self.raw_se, -self.raw_mean + 1.96 * self.raw_se)

    def to_dict(self) -> dict[str, Any]:
        """The numbers as plain JSON types.

        >>> d = sample(Rules.caribbean(), 4, seed=1, control=False, threads=1).to_dict()
        >>> d["n"], d["seed"]
        Traceback (most recent call last):
            ...
        KeyError: 'n'
        """
        return {
            "rules": rules_fields(self.rules),
            "sample": self.n,
            "seed": self.seed,
            "target_se": self.target_se,
            "expected_return": self.mean,
            "house_edge": self.house_edge,
            "se": self.se,
            "advisor_se": self.advisor_se,
            "ci95": list(self.ci95),
            "actions": dict(self.actions),
            "raw": {"expected_return": self.raw_mean, "house_edge": -self.raw_mean, "se": self.raw_se,
                    "ci95": list(self.raw_ci95)},
            "control": None if self.control is None else {
                "rules": rules_fields(self.control),
                "expected_return": str(self.control_mean),
                "house_edge_float": -float(self.control_mean or 0),
            },
        }  # fmt: skip

    def table_rows(self) -> tuple[tuple[Any, ...], ...]:
        """The sampled states as table rows (``fullgame.FullStrategy.rows`` form, one state each).

        >>> rows = sample(Rules.caribbean(), 4, seed=1, control=False, threads=1).table_rows()
        >>> len(rows), type(rows[0]).__name__
        (4, 'tuple')
        """
        return tuple((r[1], r[2], 1, *r[3:8]) for r in self.rows)

    def to_frame(self) -> Any:
        """The sampled states as a pandas ``DataFrame``, one row each (``fullgame.TABLE_COLUMNS``);
        needs pandas.

        >>> len(sample(Rules.caribbean(), 4, seed=1, control=False, threads=1).to_frame())
        4
        """
        from .fullgame import TABLE_COLUMNS, _table_rows
        return frame(TABLE_COLUMNS, _table_rows(self.table_rows()))

    def to_csv(self, out: Any) -> int:
        """Write the sampled states, one row each (``fullgame.TABLE_COLUMNS``); returns the rows.

        >>> import io
        >>> out = io.StringIO()
        >>> sample(Rules.caribbean(), 4, seed=1, control=False, threads=1).to_csv(out)
        4
        >>> out.getvalue().splitlines()[0]
        'hand,up,states,best,exchange,value,se,second,margin'
        """
        return write_table(self.table_rows(), out, "csv")

    def to_parquet(self, path: Any) -> int:
        """Write the sampled states as Parquet (needs pyarrow); returns the rows.

        >>> import os, tempfile
        >>> s = sample(Rules(), 3, seed=1, threads=1, control=False)
        >>> s.to_parquet(os.path.join(tempfile.mkdtemp(), "sample.parquet")) == len(s.table_rows())
        True
        """
        return write_table(self.table_rows(), path, "parquet")

    def to_png(self, path: Any) -> Any:
        """Draw the best play by hand class and up card over the sampled states (``fullgame.write_png``).

        >>> import os, tempfile
        >>> path = os.path.join(tempfile.mkdtemp(), "picture.png")
        >>> fig = sample(Rules(), 3, seed=1, threads=1, control=False).to_png(path)
        >>> open(path, "rb").read(4)
        b'\\x89PNG'
        """
        title = (f"{_describe(self.rules)}: {self.n:,} sampled states (seed {self.seed}), house edge "
                 f"{self.house_edge:.2%} ± {1.96 * self.se:.2%} (95%)")  # fmt: skip
        return write_png(self.table_rows(), path, title)

    def __str__(self) -> str:
        """The report, ``text()``."""
        return self.text()

    def __repr__(self) -> str:
        """One line: how many states and the house edge found, never the rows."""
        return (f"<Sample ({_describe(self.rules)}) of {self.n:,} states (seed {self.seed}): house edge "
                f"{self.house_edge:.4%} ± {self.se:.4%}{' with a control variate' if self.control else ''}>")

    def _repr_html_(self) -> str:
        """Jupyter: a summary (the house edge with its interval, with and without the control
        variate, how often each action was best); never the rows."""
        from ...text import html
        lo, hi = self.ci95
        rlo, rhi = self.raw_ci95
        w = HTML["en"]
        items = [
            (w["rules"], html.esc(w["rules_value"].format(name=_describe(self.rules),
                                                          rules=repr(self.rules)))),
            (w["states"], html.esc(w["states_value"].format(n=self.n, seed=self.seed,
                                                            target=self.target_se))),
            (w["house_edge"], html.esc(w["sample_edge"].format(he=self.house_edge, se=self.se, lo=lo, hi=hi,
                                                               adv=self.advisor_se))),
        ]
        if self.control is not None:
            items.append((w["raw"], html.esc(w["raw_value"].format(raw=-self.raw_mean, rse=self.raw_se,
                                                                   rlo=rlo, rhi=rhi))))
        items += [(w["best"].format(play=a), html.bar(self.actions[a] / self.n if self.n else 0.0))
                  for a in ACTIONS if self.actions.get(a)]
        return html.block(w["sample_title"], html.pairs(items))

    def text(self, lang: str = "en") -> str:
        """The sample in words: the house edge with its interval, then how often each play was best.

        >>> print(sample(Rules.caribbean(), 4, seed=1, control=False, threads=1).text())
        Sample: 4 states (seed 1), the advisor's best play
        House edge: -116.5001% ± 80.9914% ...
        Best play: fold 25.0%, bet 75.0%, buy 0.0%, exchange 0.0%
        """
        lo, hi = self.ci95
        rlo, rhi = self.raw_ci95
        acts = ", ".join(f"{play_word(a, lang)} {self.actions[a] / self.n:.1%}" for a in ACTIONS)
        cm = -float(self.control_mean or 0)
        w = pick(SAMPLE, lang)
        states = w["states"][ru_form(self.n)]
        lines = [w["head"].format(n=self.n, seed=self.seed, states=states),
                 w["edge"].format(he=self.house_edge, se=self.se, lo=lo, hi=hi, adv=self.advisor_se)]
        if self.control is not None:
            lines.append(w["control"].format(cm=cm, raw=-self.raw_mean, rse=self.raw_se, rlo=rlo, rhi=rhi))
        lines.append(w["best"].format(acts=acts))
        return numbers_text("\n".join(lines), lang)


def _merge(rules: Rules, seed: int, target_se: float, control: Optional[Rules],
           control_mean: Optional[Fraction], parts: Sequence[Sequence[Any]]) -> Sample:
    rows = tuple(r for p in parts for r in p)
    n = len(rows)
    values = [r[5] for r in rows]
    raw, raw_var = _estimate(values)
    if control is not None and control_mean is not None:
        diff, var = _estimate([r[5] - r[8] for r in rows])
        mean = control_mean + diff
    else:
        mean, var = raw, raw_var
    err = sum((r[6] ** 2 for r in rows), Fraction(0))
    acts = {a: sum(r[3] == i for r in rows) for i, a in enumerate(ACTIONS)}
    return Sample(
        rules, n, seed, target_se, float(mean), math.sqrt(var), math.sqrt(err) / n, acts,
        float(raw), math.sqrt(raw_var), control, control_mean, mean, rows,
    )  # fmt: skip


def control_for(rules: Rules, control: Union[bool, str, Rules, Strategy] = True) -> Optional[Rules]:
    """The bet/fold rules of the control variate: ``True`` the same rules with bet or fold only
    (``solver.bet_fold_rules``), ``False`` none, or given (a preset, ``Rules`` or a solved
    ``Strategy``; they must be bet-or-fold rules).

    >>> control_for(Rules()) == rules_for("russian-bet-fold")
    True
    """
    if control is False:
        return None
    if control is True:
        return bet_fold_rules(rules)
    c = control.rules if isinstance(control, Strategy) else rules_for(control)
    if not c.bet_or_fold:
        raise SolveError("control: the control variate needs bet-or-fold rules (the exact solver's)")
    return c


def sample_job(rules: Union[Rules, str], n: int, *, seed: int = 0, target_se: float = 0.01,
               per_chunk: int = 16, control: Union[bool, str, Rules, Strategy] = True,
               control_mean: Optional[Fraction] = None) -> Any:
    """The sample as a ``handrank.jobs.Job`` of ``ceil(n / per_chunk)`` chunks; ``control`` as
    in ``control_for``, ``control_mean`` its exact expected return (needed by the merge for
    the control-variate estimate; without it the merge gives the raw mean).

    >>> job = sample_job(Rules(), 100, seed=1)
    >>> job.chunks, job.kind
    (7, 'russian.sample')
    """
    import functools

    from ... import jobs

    r = rules_for(rules)
    check_rules(r)
    for name, v, least in (("n", n, 1), ("per_chunk", per_chunk, 1), ("seed", seed, 0)):
        if isinstance(v, bool) or not isinstance(v, int) or v < least:
            raise SolveError(f"{name}: an int of at least {least}, got {v!r}")
    if isinstance(target_se, bool) or not isinstance(target_se, (int, float)) or not target_se > 0:
        raise SolveError(f"target_se: a positive number, got {target_se!r}")
    c = control_for(r, control)
    inputs = {"rules": rules_fields(r), "n": n, "per": per_chunk, "seed": seed, "target_se": float(target_se),
              "control": None if c is None else rules_fields(c)}
    return jobs.Job(KIND, VERSION, inputs, chunks=-(-n // per_chunk), chunk=sample_chunk,
                    merge=functools.partial(_merge, r, seed, float(target_se), c, control_mean))  # fmt: skip


def sample(
    rules: Union[Rules, str],
    n: int,
    *,
    seed: int = 0,
    target_se: float = 0.01,
    per_chunk: int = 16,
    control: Union[bool, str, Rules, Strategy] = True,
    threads: Optional[int] = None,
    executor: Any = None,
    store: Any = None,
    resume: Optional[bool] = None,
    progress: Optional[Callable[[int, int], None]] = None,
) -> Sample:
    """The house edge under the advisor's best play on ``n`` random states (see the module
    docstring); ``control`` as in ``control_for`` (its exact solve runs first, on the same
    executor and store, resumed when the store has it); ``threads``, ``executor``,
    ``store``, ``resume``, ``progress`` as in ``handrank.jobs.run`` (threads default: the
    CPU count).

    >>> s = sample(Rules.caribbean(), 4, seed=1, control=False, threads=1)
    >>> s.house_edge == -s.mean, s.ci95[0] < s.house_edge < s.ci95[1]
    (True, True)
    """
    from .solver import solve_bet_or_fold

    r = rules_for(rules)
    sample_job(r, n, seed=seed, target_se=target_se, per_chunk=per_chunk, control=control)  # checked first
    c = control_for(r, control)
    mean = None
    if isinstance(control, Strategy):
        mean = control.expected_return
    elif c is not None:
        exact = solve_bet_or_fold(c, threads=threads, executor=executor, store=store, resume=True)
        mean = exact.expected_return
    job = sample_job(r, n, seed=seed, target_se=target_se, per_chunk=per_chunk, control=control,
                     control_mean=mean)
    result: Sample = run_job(job, threads, executor, store, resume, progress)
    return result

"""The full game, sampled: the house edge under the advisor's best play on random states.

For rules with draws (a sixth card, exchanges, a bought game) the exact solver does not
apply; ``sample`` draws ``n`` states (five cards and an up card, uniform over the
122,151,120 of them, each from ``jobs.chunk_seed(seed, j)``), asks ``advise`` for every
legal option and takes the best, and reports the mean with its confidence interval. The
sample variance of the per-state values already holds the advisor's own sampling error
(every state is estimated independently); ``advisor_se`` says how much of the standard
error it is. Taking the best of estimated options biases each value up by at most about the
options' standard errors (``target_se``), so the house edge is, if anything, understated.

It is a ``handrank.jobs`` job (chunks of ``per_chunk`` states): threads, a process pool or a
Dask cluster, checkpointed and resumable. Results are exact sums of the advisor's doubles
(``Fraction`` s), so every executor merges to the same numbers.

>>> s = sample(Rules.caribbean(), 4, seed=1, threads=1)
>>> s.n, s.actions["bet"] + s.actions["fold"]
(4, 4)
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Optional, Union

from .advisor import advise
from .rules import Rules, check_rules
from .solver import SolveError, rules_fields, rules_for, run_job

__all__ = ["ACTIONS", "KIND", "VERSION", "Sample", "sample", "sample_chunk", "sample_job"]

KIND = "russian.sample"
VERSION = 1
ACTIONS = ("fold", "bet", "buy", "exchange")


def _state(seed: int, j: int) -> tuple[list[int], int]:
    from ... import jobs

    deal = random.Random(jobs.chunk_seed(seed, j)).sample(range(52), 6)
    return deal[:5], deal[5]


def sample_chunk(inputs: Mapping[str, Any], index: int) -> tuple[Any, ...]:
    """States ``index * per .. (index + 1) * per - 1`` of the sample: ``(count, sum of the
    best values, sum of their squares, sum of the best options' squared standard errors,
    (fold, bet, buy, exchange) counts)``, exact sums of the advisor's doubles."""
    from ... import jobs

    rules = rules_for(inputs["rules"])
    n, per, seed, se = int(inputs["n"]), int(inputs["per"]), int(inputs["seed"]), float(inputs["target_se"])
    total = sq = err = Fraction(0)
    actions = dict.fromkeys(ACTIONS, 0)
    lo, hi = index * per, min(n, (index + 1) * per)
    for j in range(lo, hi):
        hand, up = _state(seed, j)
        best = advise(hand, [up], rules, seed=jobs.chunk_seed(seed, j), target_se=se).best
        v = Fraction(best.ev)
        total += v
        sq += v * v
        err += Fraction(best.se) ** 2
        actions[best.action] += 1
    return hi - lo, total, sq, err, tuple(actions[a] for a in ACTIONS)


@dataclass(frozen=True)
class Sample:
    """A sampled house edge: ``n`` states, ``mean`` best value per ante (``expected_return``),
    its standard error ``se`` (the advisor's part: ``advisor_se``), ``house_edge`` and its
    95% interval ``ci95``, and how often each action was best."""

    rules: Rules
    n: int
    seed: int
    target_se: float
    mean: float
    se: float
    advisor_se: float
    actions: Mapping[str, int]

    @property
    def expected_return(self) -> float:
        return self.mean

    @property
    def house_edge(self) -> float:
        return -self.mean

    @property
    def ci95(self) -> tuple[float, float]:
        return (self.house_edge - 1.96 * self.se, self.house_edge + 1.96 * self.se)

    def to_dict(self) -> dict[str, Any]:
        """The numbers as plain JSON types."""
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
        }

    def text(self, lang: str = "en") -> str:
        lo, hi = self.ci95
        acts = ", ".join(f"{a} {self.actions[a] / self.n:.1%}" for a in ACTIONS)
        if lang == "ru":
            return (
                f"Выборка: {self.n} состояний (seed {self.seed}), лучший ход по советчику\n"
                f"Преимущество казино: {self.house_edge:.4%} ± {self.se:.4%} "
                f"(95%: {lo:.4%} .. {hi:.4%}; из них ошибка советчика {self.advisor_se:.4%})\n"
                f"Лучший ход: {acts}"
            )
        return (
            f"Sample: {self.n} states (seed {self.seed}), the advisor's best play\n"
            f"House edge: {self.house_edge:.4%} ± {self.se:.4%} "
            f"(95%: {lo:.4%} .. {hi:.4%}; the advisor's own error {self.advisor_se:.4%} of it)\n"
            f"Best play: {acts}"
        )


def _merge(rules: Rules, seed: int, target_se: float, parts: Sequence[Sequence[Any]]) -> Sample:
    n = sum(p[0] for p in parts)
    total = sum((p[1] for p in parts), Fraction(0))
    sq = sum((p[2] for p in parts), Fraction(0))
    err = sum((p[3] for p in parts), Fraction(0))
    acts = [sum(p[4][i] for p in parts) for i in range(len(ACTIONS))]
    mean = total / n
    var = (sq - n * mean * mean) / (n - 1) if n > 1 else Fraction(0)
    return Sample(
        rules, n, seed, target_se, float(mean), math.sqrt(float(var) / n), math.sqrt(float(err)) / n,
        dict(zip(ACTIONS, acts)),
    )  # fmt: skip


def sample_job(rules: Union[Rules, str], n: int, *, seed: int = 0, target_se: float = 0.01, per_chunk: int = 16) -> Any:
    """The sample as a ``handrank.jobs.Job`` of ``ceil(n / per_chunk)`` chunks."""
    import functools

    from ... import jobs

    r = rules_for(rules)
    check_rules(r)
    for name, v, least in (("n", n, 1), ("per_chunk", per_chunk, 1), ("seed", seed, 0)):
        if isinstance(v, bool) or not isinstance(v, int) or v < least:
            raise SolveError(f"{name}: an int of at least {least}, got {v!r}")
    if isinstance(target_se, bool) or not isinstance(target_se, (int, float)) or not target_se > 0:
        raise SolveError(f"target_se: a positive number, got {target_se!r}")
    inputs = {"rules": rules_fields(r), "n": n, "per": per_chunk, "seed": seed, "target_se": float(target_se)}
    return jobs.Job(KIND, VERSION, inputs, chunks=-(-n // per_chunk), chunk=sample_chunk,
                    merge=functools.partial(_merge, r, seed, float(target_se)))  # fmt: skip


def sample(
    rules: Union[Rules, str],
    n: int,
    *,
    seed: int = 0,
    target_se: float = 0.01,
    per_chunk: int = 16,
    threads: Optional[int] = None,
    executor: Any = None,
    store: Any = None,
    resume: Optional[bool] = True,
    progress: Optional[Callable[[int, int], None]] = None,
) -> Sample:
    """The house edge under the advisor's best play on ``n`` random states (see the module
    docstring); ``threads``, ``executor``, ``store``, ``resume``, ``progress`` as in
    ``handrank.jobs.run`` (threads default: the CPU count)."""
    job = sample_job(rules, n, seed=seed, target_se=target_se, per_chunk=per_chunk)
    result: Sample = run_job(job, threads, executor, store, resume, progress)
    return result

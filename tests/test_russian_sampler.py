"""Issue 13, part 2 on this machine: the sampled house edge under the advisor's best play."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from handrank import jobs
from handrank.russian import Rules, sampler, solver

CAR = Rules.caribbean()


def test_bet_or_fold_sample_is_the_mean_of_the_exact_values():
    s = sampler.sample(CAR, 24, seed=5, per_chunk=5, threads=2)
    values = []
    for j in range(24):
        hand, up = sampler._state(5, j)
        d = solver.decide(hand, [up], CAR)
        values.append(max(d.ev_bet, d.ev_fold))
    mean = sum(values, Fraction(0)) / 24
    assert s.mean == pytest.approx(float(mean), abs=1e-12)
    sd = math.sqrt(float(sum((v - mean) ** 2 for v in values) / 23))
    assert s.se == pytest.approx(sd / math.sqrt(24), rel=1e-9)
    assert s.advisor_se == 0  # bet and fold are exact
    assert s.actions["bet"] == sum(v > -1 for v in values) and s.actions["buy"] == s.actions["exchange"] == 0


def test_the_states_are_uniform_and_seeded():
    a = [sampler._state(1, j) for j in range(200)]
    assert a == [sampler._state(1, j) for j in range(200)] != [sampler._state(2, j) for j in range(200)]
    for hand, up in a:
        assert len(set(hand) | {up}) == 6
    ups = [up for _, up in a]
    assert len(set(ups)) > 40  # 200 draws over 52 cards


def test_every_executor_and_a_resumed_run_merge_to_the_same_numbers(tmp_path):
    one = sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=1)
    assert sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=2) == one
    store = tmp_path / "s.sqlite"

    def kill(done, total):
        if done >= 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=1, store=store, progress=kill)
    assert sampler.sample("caribbean", 12, seed=9, per_chunk=3, store=store) == one


def test_the_full_game_sampled():
    s = sampler.sample(Rules(), 3, seed=2, per_chunk=1, threads=2, target_se=0.05)
    assert s.n == 3 and sum(s.actions.values()) == 3
    lo, hi = s.ci95
    assert lo < s.house_edge < hi and s.se >= s.advisor_se >= 0
    assert "House edge" in s.text() and "Преимущество казино" in s.text("ru")
    assert s.to_dict()["sample"] == 3


@pytest.mark.parametrize("kw, what", [({"n": 0}, "n"), ({"n": 2, "per_chunk": 0}, "per_chunk"),
                                      ({"n": 2, "seed": -1}, "seed"), ({"n": 2, "target_se": 0}, "target_se"),
                                      ({"n": True}, "n")])
def test_sample_arguments_checked(kw, what):
    n = kw.pop("n")
    with pytest.raises(solver.SolveError, match=what):
        sampler.sample_job(CAR, n, **kw)


def test_a_sample_job_key_names_its_inputs():
    a = sampler.sample_job(CAR, 10, seed=1)
    assert a.key != sampler.sample_job(CAR, 10, seed=2).key != sampler.sample_job(Rules(), 10, seed=1).key
    assert isinstance(a, jobs.Job) and a.chunks == 1

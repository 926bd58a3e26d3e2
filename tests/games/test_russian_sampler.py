"""The full game on one machine: the sampled house edge under the advisor's best play."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from handrank import jobs
from handrank.games.russian import Rules, fullgame, sampler, solver

CAR = Rules.caribbean()


@pytest.fixture(scope="module")
def exact():
    """The exact solves of the two bet/fold games (a few seconds each)."""
    return {"car": solver.solve(CAR, threads=2), "rbf": solver.solve("russian-bet-fold", threads=2)}


def test_bet_or_fold_sample_is_the_mean_of_the_exact_values():
    s = sampler.sample(CAR, 24, seed=5, per_chunk=5, threads=2, control=False)
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
    one = sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=1, control=False)
    assert sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=2, control=False) == one
    store = tmp_path / "s.sqlite"

    def kill(done, total):
        if done >= 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sampler.sample("caribbean", 12, seed=9, per_chunk=3, threads=1, store=store, progress=kill,
                       control=False)
    assert sampler.sample("caribbean", 12, seed=9, per_chunk=3, store=store, control=False,
                          resume=True) == one


def test_the_full_game_sampled(exact):
    rbf = exact["rbf"]
    s = sampler.sample(Rules(), 4, seed=2, per_chunk=2, threads=2, target_se=0.05, control=rbf)
    assert s.n == 4 and sum(s.actions.values()) == 4
    lo, hi = s.ci95
    assert lo < s.house_edge < hi and s.se >= s.advisor_se >= 0
    assert "House edge" in s.text() and "control variate" in s.text()
    assert "Преимущество казино" in s.text("ru")
    d = s.to_dict()
    assert d["sample"] == 4 and Fraction(d["control"]["expected_return"]) == rbf.expected_return
    # the estimate is the exact bet/fold mean plus the mean difference of the states' values
    for j, hand, up, action, _mask, value, se, second, control in s.rows:
        assert (list(hand), up) == sampler._state(2, j)
        dec = solver.decide(list(hand), [up], "russian-bet-fold")
        assert control == max(dec.ev_bet, dec.ev_fold)  # exact, as a fraction
        assert value >= second and se >= 0 and 0 <= action < 4
    values = [r[5] for r in s.rows]
    diff = sum((r[5] - r[8] for r in s.rows), Fraction(0)) / 4
    assert s.mean_exact == rbf.expected_return + diff and s.mean == float(s.mean_exact)
    assert s.raw_mean == float(sum(values, Fraction(0)) / 4)
    assert d["raw"]["house_edge"] == -s.raw_mean


def test_without_draws_the_difference_is_zero_and_the_estimate_exact(exact):
    # the bet/fold game's own control is itself: every difference is exactly 0, so a
    # sample of any size gives the exact house edge, with no error
    s = sampler.sample(CAR, 30, seed=11, per_chunk=8, threads=2, control=exact["car"])
    assert all(r[5] == r[8] for r in s.rows)
    assert s.mean_exact == exact["car"].expected_return and s.se == 0 and s.advisor_se == 0
    assert s.raw_se > 0.1  # the raw mean of the same 30 states is nowhere near exact
    # with control=True the control (the same rules) is solved exactly here
    assert sampler.sample(CAR, 5, seed=1, threads=2).mean_exact == exact["car"].expected_return


@pytest.mark.parametrize("game, other", [("car", "rbf"), ("rbf", "car")])
def test_the_control_variate_is_unbiased_where_the_answer_is_known(exact, game, other):
    # one exact game estimated with the other as its control: the interval must hold the
    # exact answer, and be much narrower than the raw mean's
    s = sampler.sample(exact[game].rules, 320, seed=21, per_chunk=40, threads=2, control=exact[other])
    truth = float(exact[game].house_edge)
    assert abs(s.house_edge - truth) < 3 * s.se
    assert abs(-s.raw_mean - truth) < 3 * s.raw_se
    assert s.se < s.raw_se / 2 and s.advisor_se == 0


def test_control_must_be_bet_or_fold():
    assert sampler.control_for(Rules(), False) is None
    assert sampler.control_for(Rules()) == solver.rules_for("russian-bet-fold")
    with pytest.raises(solver.SolveError, match="control"):
        sampler.control_for(Rules(), Rules())


def test_the_sample_table_and_picture(exact, tmp_path):
    s = sampler.sample(CAR, 12, seed=4, threads=2, control=exact["car"])
    assert s.to_csv(tmp_path / "s.csv") == 12
    lines = (tmp_path / "s.csv").read_text().splitlines()
    assert lines[0].split(",") == list(fullgame.TABLE_COLUMNS) and len(lines) == 13
    pq = pytest.importorskip("pyarrow.parquet")
    assert s.to_parquet(tmp_path / "s.parquet") == 12
    table = pq.read_table(tmp_path / "s.parquet").to_pydict()
    assert table["value"] == [float(r[5]) for r in s.rows] and table["states"] == [1] * 12
    pytest.importorskip("matplotlib")
    s.to_png(tmp_path / "s.png")
    assert (tmp_path / "s.png").read_bytes()[:4] == b"\x89PNG"


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

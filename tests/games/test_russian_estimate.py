"""The full game's table keeps the rule of long work: it is estimated before it runs, refused
past the limit (naming the estimate, how to run it anyway and how to keep what is done) unless
allow_long, and the command line says the estimate and how to continue on stderr whatever
stderr is, not only on a terminal.

The refusal of the whole table is checked under a CPU limit (a resource bound, not a stopwatch):
a command that started the table instead would be killed by it.
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import handrank
import pytest
from handrank import jobs
from handrank.cli import russian as russian_cli
from handrank.games.russian import Rules, SolveError
from handrank.games.russian import fullgame as F

ENV = {**os.environ, "PYTHONPATH": str(Path(handrank.__file__).resolve().parents[1])}
ACE_KING = F.chunk_of(12, (12, 11, 5, 3, 0))  # 136 suit classes, bet or fold decided exactly


def _handrank(*args: str, cpu: int = 120) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))

    return subprocess.run([sys.executable, "-m", "handrank", *args], capture_output=True, text=True, env=ENV,
                          preexec_fn=limit, timeout=20 * cpu)


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
def test_the_whole_table_is_refused_on_the_command_line_naming_the_estimate():
    r = _handrank("russian", "solve", "--rules", "default", "--threads", "2")
    assert r.returncode == 2 and "Traceback" not in r.stderr, (r.returncode, r.stderr[-2000:])
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and r.stdout == "", r.stderr
    m = re.match(r"handrank: error: the table of best plays: 80,275 chunks, about 5,649,150 suit classes at "
                 r"[\d.e-]+ s each on one core: about [\d.,]+ (days|years|hours) on 2 threads here \(the "
                 r"limit is 1 hour\); run a slice .*--chunks A:B.*--sample N.*--allow-long.*--store FILE.*"
                 r"--resume", lines[0])
    assert m, lines[0]


def test_past_the_limit_a_slice_is_refused_unless_allow_long(monkeypatch):
    monkeypatch.setattr(jobs, "LONG_LIMIT", 0.0)
    with pytest.raises(SolveError, match=r"the table of best plays: 1 chunk, about 136 suit classes .* on 1 "
                                         r"thread here.*allow_long=True"):
        F.solve_table(Rules.caribbean(), chunks=[ACE_KING], threads=1)
    heard: list[F.TableEstimate] = []
    t = F.solve_table(Rules.caribbean(), chunks=[ACE_KING], threads=1, allow_long=True, notice=heard.append)
    assert len(t.rows) == 136
    (e,) = heard
    assert (e.chunks, e.classes, e.workers, e.unit) == (1, 136, 1, "thread") and e.timed >= 1
    assert e.seconds == pytest.approx(136 * e.per_class)


def test_allow_long_is_a_flag():
    with pytest.raises(SolveError, match="allow_long: True or False, got 'yes'"):
        F.solve_table(Rules.caribbean(), chunks=[ACE_KING], threads=1, allow_long="yes")


def test_a_resumed_run_estimates_only_the_chunks_the_store_lacks(tmp_path):
    store = tmp_path / "t.sqlite"
    heard: list[F.TableEstimate] = []
    F.solve_table(Rules.caribbean(), chunks=[ACE_KING], threads=1, store=store, notice=heard.append)
    F.solve_table(Rules.caribbean(), chunks=[ACE_KING, ACE_KING + 1], threads=1, store=store, resume=True,
                  notice=heard.append)
    assert [(e.chunks, e.workers) for e in heard] == [(1, 1), (1, 1)]
    assert heard[1].classes == len(F.suit_classes(*F._chunk_cells(ACE_KING + 1)))


def test_a_target_se_below_the_pilots_is_timed_at_the_pilots_and_scaled(monkeypatch):
    asked: list[float] = []
    clock = iter(x * 0.25 for x in range(1000))  # each class: a quarter of a CPU second

    class FakeTime:
        @staticmethod
        def thread_time() -> float:
            return next(clock)

    monkeypatch.setattr(F, "time", FakeTime)
    monkeypatch.setattr(F, "play", lambda hand, up, rules, *, seed, target_se: asked.append(target_se))
    e = F.estimate_table(Rules(), chunks=range(70_000, 70_100), target_se=0.001, workers=4)
    # at least two classes, until PILOT_SECONDS of CPU: four at a quarter of a second each
    assert set(asked) == {F.PILOT_SE} and e.timed == len(asked) == round(F.PILOT_SECONDS / 0.25)
    assert e.per_class == pytest.approx(0.25 * (F.PILOT_SE / 0.001) ** 2)
    assert e.seconds == pytest.approx(e.classes * e.per_class / 4)
    asked.clear()
    coarse = F.estimate_table(Rules(), chunks=range(70_000, 70_100), target_se=0.05)
    assert set(asked) == {0.05} and coarse.per_class == pytest.approx(0.25)


def test_the_whole_table_counts_every_class_and_a_slice_about_its_states(monkeypatch):
    monkeypatch.setattr(F, "play", lambda *a, **k: None)
    assert F.estimate_table(Rules()).classes == F.CLASSES == 5_649_150
    assert F.estimate_table(Rules(), chunks="74600:74610").classes == sum(
        len(F.suit_classes(*F._chunk_cells(i))) for i in range(74600, 74610))
    big = F.estimate_table(Rules(), chunks="0:3000")
    states = sum(map(F.chunk_states, range(3000)))
    assert big.chunks == 3000 and big.classes == round(states * F.CLASSES / F.STATES)


def test_the_estimate_is_said_on_stderr_when_it_is_not_a_terminal(tmp_path):
    # chunk 0 has no states (four deuces against a deuce): nothing to time or to play
    r = _handrank("russian", "solve", "--rules", "default", "--chunks", "0:1", "--threads", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines()[0] == ("handrank: table chunks to compute: 1 (about 0 suit classes), about "
                                        "0 seconds on 1 thread here; without --store an interrupt keeps "
                                        "nothing: with --store FILE, --resume continues")
    store = tmp_path / "run.sqlite"
    r = _handrank("russian", "solve", "--rules", "default", "--chunks", "0:1", "--threads", "1", "--quiet",
                  "--store", str(store), "--lang", "ru")
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines()[0].startswith("handrank: кусков таблицы к расчёту: 1 (классов: около 0)")
    assert f"каждый готовый кусок сохраняется в {store}: после прерывания та же команда с --resume" \
        in r.stderr


def test_the_help_shows_the_whole_table_only_as_a_long_job_with_a_store():
    lines = [line.split("#")[0].split() for line in russian_cli.__doc__.splitlines()
             if line.strip().startswith("handrank russian solve")]
    whole = [w for w in lines if "default" in w and "--sample" not in w and "--chunks" not in w]
    assert whole and all("--allow-long" in w and "--store" in w for w in whole), whole
    assert any("--chunks" in w and "default" in w for w in lines)

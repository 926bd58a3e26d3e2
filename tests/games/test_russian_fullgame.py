"""The full game's table for a cluster, chunked by up rank and hand class."""

from __future__ import annotations

import collections
import gc
import itertools
import os
import random
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest
from handrank import jobs
from handrank.games.russian import Rules, advise, solver
from handrank.games.russian import fullgame as F

CAR = Rules.caribbean()
FULL = Rules()
# small chunks (few suit classes): quads and full houses against an up card
QUADS = [F.chunk_of(u, p) for u, p in ((11, (12, 12, 12, 12, 11)), (0, (5, 5, 5, 5, 3)),
                                        (3, (9, 9, 9, 10, 10)), (12, (0, 0, 0, 0, 12)))]  # fmt: skip


def test_the_chunks_cover_every_hand_class_and_up_rank():
    assert len(F.PATTERNS) == 6175 and F.TABLE_CHUNKS == 80_275
    assert len(set(F.PATTERNS)) == 6175 and all(max(collections.Counter(p).values()) <= 4 for p in F.PATTERNS)
    for i in (0, 1, 6174, 6175, 80_274):
        up, pattern = F._chunk_cells(i)
        assert F.chunk_of(up, pattern) == i
    with pytest.raises(solver.SolveError, match="chunk"):
        F.table_chunk(F.table_job(CAR).inputs, 80_275)


def _brute_classes(up_rank, pattern):
    """Every state of the cell, put in its class by ``canonical``: class -> states."""
    out = collections.Counter()
    counts = collections.Counter(pattern)
    for up_suit in range(4):
        up = 4 * up_rank + up_suit
        options = [[tuple(4 * r + x for x in c) for c in itertools.combinations(
            [x for x in range(4) if 4 * r + x != up], m)] for r, m in sorted(counts.items())]  # fmt: skip
        for pick in itertools.product(*options):
            out[F.canonical([c for g in pick for c in g], up)] += 1
    return out


def test_suit_classes_equal_a_brute_force_over_the_states_of_40_cells():
    rng = random.Random(1)
    for _ in range(40):
        up, pattern = rng.randrange(13), rng.choice(F.PATTERNS)
        got = {(h, u): w for h, u, w in F.suit_classes(up, pattern)}
        assert got == dict(_brute_classes(up, pattern))


def test_suit_classes_equal_the_exact_solvers_classes():
    # the C core's classes of one up rank, grouped by the hand's ranks: the same number of
    # classes and the same weights as suit_classes, for 60 hand classes
    totals, recs = next(solver.chunk_counts(CAR, [7]))
    by_pattern = collections.defaultdict(list)
    for i in range(int(totals.records)):
        m = int(recs[i].hand)
        ranks = tuple(r for r in range(13) for _ in range(bin(m >> (4 * r) & 15).count("1")))
        by_pattern[ranks].append(int(recs[i].weight))
    assert sum(len(v) for v in by_pattern.values()) == F.CLASSES // 13
    rng = random.Random(2)
    for pattern in rng.sample(sorted(by_pattern), 60):
        assert sorted(by_pattern[pattern]) == sorted(w for _, _, w in F.suit_classes(7, pattern))


def test_canonical_is_the_same_for_every_suit_permutation():
    rng = random.Random(3)
    for _ in range(200):
        deal = rng.sample(range(52), 6)
        perm = rng.sample(range(4), 4)
        moved = [4 * (c >> 2) + perm[c & 3] for c in deal]
        assert F.canonical(deal[:5], deal[5]) == F.canonical(moved[:5], moved[5])
        hand, up = F.canonical(deal[:5], deal[5])
        classes = F.suit_classes(up >> 2, tuple(sorted(c >> 2 for c in hand)))
        assert (hand, up) in {(h, u) for h, u, _ in classes}


def test_a_bet_fold_slice_equals_the_exact_solver():
    # under bet/fold rules the table's values are decide's, exactly; its weights count states
    some = [F.chunk_of(5, (12, 11, 7, 3, 1)), *QUADS]
    t = F.solve_table(CAR, chunks=some, threads=2)
    assert t.chunks == tuple(sorted(some)) and not t.complete
    for hand, up, _w, action, mask, value, se, second in t.rows:
        d = solver.decide(list(hand), [up], CAR)
        assert value == max(d.ev_bet, d.ev_fold) and second == min(d.ev_bet, d.ev_fold) and se == 0
        assert F.ACTIONS[action] == d.best and mask == 0
    assert t.states == sum(sum(_brute_classes(*F._chunk_cells(i)).values()) for i in some)
    assert t.expected_return == sum((r[2] * r[5] for r in t.rows), Fraction(0)) / t.states
    rng = random.Random(4)
    for hand, up, *_ in rng.sample(t.rows, 10):  # a member of the class, suits permuted
        perm = rng.sample(range(4), 4)
        h = [4 * (c >> 2) + perm[c & 3] for c in hand]
        assert t.best(h, [4 * (up >> 2) + perm[up & 3]]).value == max(
            solver.decide(h, [4 * (up >> 2) + perm[up & 3]], CAR).ev_bet, -1)


def test_best_maps_the_exchanged_cards_back_to_the_hand_as_given():
    chunk = F.chunk_of(2, (12, 11, 6, 4, 0))
    t = F.solve_table(FULL, chunks=[chunk], threads=2, target_se=0.05)
    rng = random.Random(5)
    exchanges = [r for r in t.rows if r[3] == 3]
    assert exchanges, "some A K 8 6 2 class exchanges against a 4"
    for hand, up, _w, _action, mask, value, se, _second in exchanges[:5]:
        perm = rng.sample(range(4), 4)
        h = [4 * (c >> 2) + perm[c & 3] for c in hand]
        rng.shuffle(h)
        u = 4 * (up >> 2) + perm[up & 3]
        p = t.best(h, [u])
        gone = sorted(4 * (c >> 2) + perm[c & 3] for i, c in enumerate(hand) if mask >> i & 1)
        assert sorted(c for i, c in enumerate(h) if p.mask >> i & 1) == gone
        assert p.value == value and p.action == "exchange"
        # the advisor values that exchange of the permuted state alike (within its errors)
        o = advise(h, [u], FULL, target_se=0.05).option("exchange", gone)
        assert abs(o.ev - float(value)) < 4 * (o.se + float(se)) + 1e-9


def test_the_full_game_slice_output(tmp_path):
    t = F.solve(FULL, chunks=QUADS[:2], threads=2, target_se=0.05)
    assert isinstance(t, F.FullStrategy)
    assert len(t.rows) == sum(len(F.suit_classes(*F._chunk_cells(i))) for i in QUADS[:2])
    d = t.to_dict()
    assert d["chunks"] == 2 and d["table_chunks"] == 80_275 and d["complete"] is False
    assert sum(t.frequencies.values()) == 1 and d["classes"] == len(t.rows)
    assert "a slice of 2 of 80,275 chunks" in t.text() and "Полная игра" in t.text("ru")
    assert t.to_csv(tmp_path / "t.csv") == len(t.rows)
    lines = (tmp_path / "t.csv").read_text().splitlines()
    assert lines[0].split(",") == list(F.TABLE_COLUMNS) and len(lines) == len(t.rows) + 1


def test_parquet_round_trip(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    t = F.solve_table(FULL, chunks=QUADS, threads=2, target_se=0.05)
    assert t.to_parquet(tmp_path / "t.parquet") == len(t.rows)
    t.to_csv(tmp_path / "t.csv")
    back = pq.read_table(tmp_path / "t.parquet").to_pylist()
    import csv

    with open(tmp_path / "t.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(back) == len(rows) == len(t.rows)
    for p, c, r in zip(back, rows, t.rows):
        assert p["hand"] == c["hand"] and p["up"] == c["up"] and p["states"] == int(c["states"]) == r[2]
        assert p["best"] == c["best"] == F.play_name(r[3], r[4]) and p["value"] == float(r[5])
        assert abs(p["value"] - float(c["value"])) < 1e-9 and p["margin"] == float(r[5] - r[7])


def test_the_exact_table_as_parquet(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    s = solver.Strategy(CAR, {})
    n = s.to_parquet(tmp_path / "c.parquet", chunks=[0])
    assert n == s.to_csv(tmp_path / "c.csv", chunks=[0]) == F.CLASSES // 13
    table = pq.read_table(tmp_path / "c.parquet")
    assert table.column_names == list(solver.TABLE_COLUMNS) and table.num_rows == n
    first = table.slice(0, 3).to_pylist()
    with open(tmp_path / "c.csv", encoding="utf-8") as f:
        head = [f.readline() for _ in range(4)][1:]
    for p, line in zip(first, head):
        cells = line.strip().split(",")
        assert [p["hand"], p["up"], str(p["states"]), p["best"]] == [cells[0], cells[1], cells[2], cells[9]]
        assert abs(p["ev_bet"] - float(cells[8])) < 1e-9


def test_parquet_without_pyarrow_names_the_extra(monkeypatch, tmp_path):
    import builtins

    real = builtins.__import__

    def no_pyarrow(name, *a, **k):
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    t = F.FullStrategy(CAR, 0, 0.01, (), ())
    with pytest.raises(ImportError, match=r"handrank\[parquet\]"):
        t.to_parquet(tmp_path / "x.parquet")
    with pytest.raises(ImportError, match=r"handrank\[parquet\]"):
        solver.Strategy(CAR, {}).to_parquet(tmp_path / "y.parquet", chunks=[0])


def test_the_chart(tmp_path):
    pytest.importorskip("matplotlib")
    t = F.solve_table(CAR, chunks=QUADS + [F.chunk_of(5, (12, 11, 7, 3, 1))], threads=2)
    grid = F.chart_grid(t.rows)
    assert len(grid) == len(F.chart_classes()) and all(len(r) == 13 for r in grid)
    cell = grid[F.chart_classes().index("four of a kind")][11]
    assert cell is not None and F.PLAYS[cell[0]] == "bet" and cell[1] == 1 and cell[2] > 0
    assert grid[F.chart_classes().index("Ace-King")][5] is not None
    t.to_png(tmp_path / "t.png")
    assert (tmp_path / "t.png").read_bytes()[:4] == b"\x89PNG"


def test_hand_classes():
    from handrank import cards

    names = F.chart_classes()
    for hand, want in (("As Ks Qs Js Ts", "straight flush"), ("9c 9d 9h 9s 2c", "four of a kind"),
                       ("Ac Kc 7c 5c 2d", "AK, four to a flush"),
                       ("Ac Kd Qc Jh 2d", "AK, four to a straight"),
                       ("5c 4d 3c 2h 9d", "four to a straight"), ("Ac 4d 3c 2h 9d", "four to a straight"),
                       ("Qc 9d 7c 5h 2d", "nothing"), ("2c 2d 7c 5h Kd", "pair of 2s"),
                       ("7c 7d 5c 5h Kd", "two pair")):  # fmt: skip
        assert names[F.hand_class(cards(hand))] == want, hand


def test_a_dask_local_cluster_slice_equals_the_local_run(tmp_path):
    distributed = pytest.importorskip("distributed")
    local = F.solve_table(FULL, chunks=QUADS[:3], threads=1, target_se=0.05)
    store = tmp_path / "dask.sqlite"
    if not hasattr(gc, "callbacks"):  # (PyPy: dask.distributed's scheduler hooks gc.callbacks)
        pytest.skip("dask.distributed does not run on PyPy: its scheduler needs gc.callbacks")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        on_dask = F.solve(FULL, executor=client, store=store, chunks=QUADS[:3], target_se=0.05)
    assert on_dask == local and on_dask.expected_return == local.expected_return
    job = F.table_job(FULL, target_se=0.05)
    with jobs.Store(store) as st:
        rows = st.rows(job)
    assert sorted(r.chunk for r in rows) == sorted(QUADS[:3])
    assert all(r.worker and not r.worker.endswith(f":{os.getpid()}") for r in rows)


def test_a_killed_run_resumes(tmp_path):
    store = tmp_path / "run.sqlite"

    class Killed(Exception):
        pass

    def kill(done, total):
        if done >= 2:
            raise Killed

    with pytest.raises(Killed):
        F.solve_table(CAR, chunks=QUADS, threads=1, store=store, progress=kill)
    with jobs.Store(store) as st:
        kept = sorted(st.results(F.table_job(CAR)))
    assert kept == sorted(QUADS)[:2]
    seen = []
    again = F.solve_table(CAR, chunks=QUADS, executor=ThreadPoolExecutor(2), store=store, resume=True,
                          progress=lambda d, t: seen.append((d, t)))  # fmt: skip
    assert seen[0] == (2, 4) and seen[-1] == (4, 4)
    assert again == F.solve_table(CAR, chunks=QUADS, threads=2)  # the same as one run at a stretch
    with pytest.raises(ValueError, match="already holds 4 of 4"):  # resume=None: no silent mixing
        F.solve_table(CAR, chunks=QUADS, store=store)


def test_slices_checked():
    assert F.parse_chunks("3:7") == range(3, 7) and F.parse_chunks("5:") == range(5, 80_275)
    for bad in ("7:3", "x", "0:80276", "-1:2", "1:1"):
        with pytest.raises(solver.SolveError, match="chunks"):
            F.parse_chunks(bad)
    with pytest.raises(solver.SolveError, match="chunks"):
        F.solve(FULL, chunks=[80_275])
    with pytest.raises(solver.SolveError, match="chunks"):
        F.solve(FULL, chunks=[3, 3])
    with pytest.raises(solver.SolveError, match="slice is for the full game"):
        F.solve(CAR, chunks=[1])
    with pytest.raises(solver.SolveError, match="target_se"):
        F.table_job(FULL, target_se=0)


def _help_text(capsys):
    from handrank import cli

    with pytest.raises(SystemExit):
        cli.main(["russian", "solve", "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_the_cli_runs_a_slice_of_the_full_table(tmp_path, capsys):
    import json

    from handrank import cli

    lo = min(QUADS)
    files = [tmp_path / n for n in ("t.csv", "t.parquet", "t.png")]
    argv = ["russian", "solve", "--rules", "default", "--chunks", f"{lo}:{lo + 1}", "--se", "0.05",
            "--threads", "2", "--store", str(tmp_path / "t.sqlite"), "--csv", str(files[0]),
            "--png", str(files[2])]
    if _has("pyarrow"):
        argv += ["--parquet", str(files[1])]
    assert cli.main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = len(F.suit_classes(*F._chunk_cells(lo)))
    assert data["chunks"] == 1 and data["classes"] == rows
    assert data["csv"] == {"file": str(files[0]), "rows": rows}
    assert data["png"] == str(files[2]) and files[2].read_bytes()[:4] == b"\x89PNG"
    assert (data["parquet"] or {}).get("rows", rows) == rows
    text = _help_text(capsys)
    assert not [k for k in data if k not in text]
    # the same slice again: the store holds it (--resume), or the command refuses to mix runs
    assert cli.main([*argv, "--resume", "--quiet"]) == 0
    assert "a slice of 1 of 80,275 chunks" in capsys.readouterr().out
    assert cli.main(argv) == 2 and "already holds" in capsys.readouterr().err


def test_the_cli_samples_the_full_game(tmp_path, capsys):
    import json

    from handrank import cli

    argv = ["russian", "solve", "--rules", "default", "--sample", "3", "--seed", "4", "--se", "0.05",
            "--threads", "2", "--csv", str(tmp_path / "s.csv"), "--json", "--quiet"]
    assert cli.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sample"] == 3 and data["csv"]["rows"] == 3
    assert data["control"]["rules"]["sixth_card"] is False
    assert data["raw"]["se"] > data["se"] > 0
    text = _help_text(capsys)
    assert not [k for k in [*data, *data["raw"], *data["control"]] if k not in text]
    assert cli.main(argv[:-2] + ["--no-control", "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert plain["control"] is None
    assert plain["house_edge"] == plain["raw"]["house_edge"] == data["raw"]["house_edge"]


def _has(module):
    import importlib.util

    return importlib.util.find_spec(module) is not None

"""Equity tables: entries equal equity() and OMPEval, every executor gives the same fractions,
a killed run resumes, the pictures show the table's numbers."""

import concurrent.futures as cf
import dataclasses
import gc
import json
import multiprocessing
import os
import random
import re
import sys
from fractions import Fraction

import distributed
import matplotlib.image
import pokerfast.equity as ompeval
import pytest

pytest.importorskip("handrank.analysis.equity", reason="equity tables need the equity engine")

from handrank.analysis.equity import POT, equity  # noqa: E402
from handrank.analysis.equity_tables import (  # noqa: E402
    CLASS_GRID,
    EquityTable,
    equity_table,
    preflop_matrix,
    representative,
    vs_random,
)
from handrank.analysis.ranges import HAND_CLASSES  # noqa: E402
from handrank.cli import equity_tables as cli  # noqa: E402
from handrank.jobs import Store  # noqa: E402
from test_jobs import kill_when_stored  # noqa: E402

ROWS = ["AhKd", "QQ", "76s", "JhTh"]
COLS = ["QsQc", "AK", "Th9h", "22+"]
BOARD = "Qd 7c 2s"
CLASSES = random.Random(12).sample(HAND_CLASSES, 15)


def exact_fraction(players, board=()):
    r = equity(players, board, exact=True)
    return Fraction(r.counts[0][2], POT * r.deals)


@pytest.fixture(scope="module")
def flop_table():
    return equity_table(ROWS, COLS, board=BOARD, threads=2)


@pytest.fixture(scope="module")
def matrix():
    return preflop_matrix(CLASSES, threads=2)


def test_each_entry_is_the_exact_equity_of_its_row_against_its_column(flop_table):
    t = flop_table
    assert t.rows == tuple(ROWS) and t.cols == tuple(COLS) and t.exact and t.board and t.opponents == 1
    for i, row in enumerate(ROWS):
        for j, col in enumerate(COLS):
            got = t.fractions[i][j]
            if (row, col) in {("JhTh", "Th9h"), ("QQ", "QsQc")}:  # Th twice; no queen left for QQ
                assert got is None and t.to_list()[i][j] is None and t[row, col] != t[row, col]
                continue
            assert got == exact_fraction([row, col], BOARD), (row, col)
            assert t[row, col] == float(got) == t.values[i, j]


def test_entries_agree_with_ompeval(flop_table):
    for i, row in enumerate(ROWS):
        for j, col in enumerate(COLS):
            if flop_table.fractions[i][j] is not None:
                want = ompeval.equity([row, col.replace("22+", "22,33,44,55,66,77,88,99,TT,JJ,QQ,KK,AA")],
                                        BOARD.replace(" ", ""), exact=True)[0]
                assert abs(flop_table[row, col] - want) < 1e-12, (row, col)


def test_threads_processes_and_a_dask_cluster_give_the_same_fractions(flop_table, tmp_path):
    assert equity_table(ROWS, COLS, board=BOARD) == flop_table  # one thread
    # (PyPy 7.3's ProcessPoolExecutor fails on a spawn context: it calls _adjust_process_count,
    # which its stdlib renamed; a forked pool runs the same chunks)
    start = "fork" if sys.implementation.name == "pypy" else "spawn"
    with cf.ProcessPoolExecutor(2, mp_context=multiprocessing.get_context(start)) as pool:
        assert equity_table(ROWS, COLS, board=BOARD, executor=pool) == flop_table
    mc = vs_random(3, ["AA", "KQs"], samples=20_000, seed=5)
    if not hasattr(gc, "callbacks"):  # (PyPy: dask.distributed's scheduler hooks gc.callbacks)
        pytest.skip("dask.distributed does not run on PyPy: its scheduler needs gc.callbacks")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        got = equity_table(ROWS, COLS, board=BOARD, executor=client, store=tmp_path / "s.sqlite")
        assert got == flop_table
        assert vs_random(3, ["AA", "KQs"], samples=20_000, seed=5, executor=client.get_executor()) == mc
    with Store(tmp_path / "s.sqlite") as store:
        assert all(not r.worker.endswith(f":{os.getpid()}") for r in store.rows())
    assert not mc.exact and mc.opponents == 3
    assert vs_random(3, ["AA", "KQs"], samples=20_000, seed=6) != mc  # the seed matters


def test_the_preflop_matrix_is_exact_and_its_symmetric_entries_sum_to_one(matrix):
    m = matrix.fractions
    assert matrix.rows == matrix.cols == tuple(CLASSES) and matrix.exact
    for i in range(len(CLASSES)):
        assert m[i][i] == Fraction(1, 2)
        for j in range(len(CLASSES)):
            # computed apart: row hand vs column range
            assert m[i][j] + m[j][i] == 1, (CLASSES[i], CLASSES[j])


def test_200_matrix_entries_equal_ompeval(matrix):
    cells = random.Random(3).sample([(i, j) for i in range(15) for j in range(15)], 200)
    for i, j in cells:
        want = ompeval.equity([CLASSES[i], CLASSES[j]], exact=True)[0]
        assert abs(matrix.to_list()[i][j] - want) < 1e-12, (CLASSES[i], CLASSES[j])


@pytest.mark.parametrize("a, b", [("AKs", "AQs"), ("AKo", "AKs"), ("KQs", "AKo"), ("72o", "72s"),
                                  ("22", "22"), ("T9s", "JTo")])
def test_one_hand_of_a_class_stands_for_the_class(a, b):
    """The representative against a class equals the class against the class, every pair weighted once."""
    assert preflop_matrix([a, b]).fractions[0][1] == exact_fraction([a, b])
    assert exact_fraction([representative(a), b]) == exact_fraction([a, b])


def test_vs_random_equals_ompeval():
    chosen = random.Random(5).sample(HAND_CLASSES, 3)  # ~1 s each here; all 169: tools/bench_jobs.py
    t = vs_random(1, chosen, threads=2)
    assert t.cols == ("1 random",) and t.exact and t.rows == tuple(chosen)
    for c in chosen:
        assert abs(t[c, "1 random"] - ompeval.equity_vs_random(representative(c))) < 1e-12, c


def test_vs_more_opponents_is_monte_carlo_near_the_exact_value():
    t = vs_random(2, ["AA", "72o"], samples=200_000, seed=1)
    want = [ompeval.equity(["AsAh", "random", "random"], exact=False, stdev=2e-4)[0],
            ompeval.equity(["7s2h", "random", "random"], exact=False, stdev=2e-4)[0]]
    got = (t["AA", "2 random"], t["72o", "2 random"])
    assert not t.exact and all(abs(g - w) < 0.01 for g, w in zip(got, want))


def test_csv_and_dict(flop_table, tmp_path):
    text = flop_table.to_csv(tmp_path / "t.csv")
    assert (tmp_path / "t.csv").read_text() == text
    lines = text.splitlines()
    assert lines[0] == ",QsQc,AK,Th9h,22+" and lines[4].split(",")[3] == "" and lines[2].split(",")[1] == ""
    assert float(lines[1].split(",")[1]) == flop_table["AhKd", "QsQc"]  # repr: the float exactly
    d = json.loads(json.dumps(flop_table.to_dict()))
    assert d["rows"] == ROWS and d["board"] == ["Qd", "7c", "2s"]
    assert d["equity"][3][2] is None is d["equity"][1][0]
    assert Fraction(d["fractions"][0][0]) == flop_table.fractions[0][0]


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="row 2.*KX"):
        equity_table(["AA", "KX"], ["QQ"])
    with pytest.raises(ValueError, match="column 1: a hand is 2 hole cards"):
        equity_table(["AA"], ["AhKhQh"])
    with pytest.raises(ValueError, match="not one of the 169"):
        preflop_matrix(["AA", "AKx"])
    with pytest.raises(ValueError, match="n_opponents"):
        vs_random(10)
    with pytest.raises(ValueError, match="samples"):
        equity_table(["AA"], ["KK"], exact=True, samples=10)
    with pytest.raises(ValueError, match="board"):
        equity_table(["AA"], ["KK"], board="Zz")


# ---- the pictures ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def grid_table():
    """The 169 classes against one hand (cheap), relabelled as a one-column class table."""
    t = equity_table([representative(c) for c in HAND_CLASSES], ["Tc9d"], threads=2)  # no spade or heart
    return dataclasses.replace(t, rows=HAND_CLASSES, cols=("Tc9d",))


def test_the_grid_png_has_13_by_13_cells_showing_the_table(grid_table, tmp_path):
    fig = grid_table.to_png(tmp_path / "grid.png")
    png = matplotlib.image.imread(tmp_path / "grid.png")
    assert png.ndim == 3 and png.shape[0] > 500 and png.shape[1] > 500
    ax = fig.axes[0]
    cells = ax.images[0].get_array()
    assert cells.shape == (13, 13)
    texts = {(round(t.get_position()[1]), round(t.get_position()[0])): t.get_text() for t in ax.texts}
    assert len(texts) == 169
    for name, (r, c) in CLASS_GRID.items():
        v = grid_table[name, "Tc9d"]
        assert cells[r, c] == v and texts[r, c] == f"{name}\n{100 * v:.1f}", name
    assert CLASS_GRID["AA"] == (0, 0) and CLASS_GRID["AKs"] == (0, 1) and CLASS_GRID["AKo"] == (1, 0)
    assert CLASS_GRID["32s"] == (11, 12) and CLASS_GRID["22"] == (12, 12)


def test_the_heat_map_png_shows_the_table(flop_table, tmp_path):
    fig = flop_table.to_png(tmp_path / "heat.png")
    assert (tmp_path / "heat.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ax = fig.axes[0]
    cells = ax.images[0].get_array()
    assert cells.shape == (4, 4)
    for i, row in enumerate(flop_table.to_list()):
        for j, v in enumerate(row):
            assert (cells.mask[i, j] if v is None else cells[i, j] == v)
    assert sorted(t.get_text() for t in ax.texts) == sorted(
        "-" if v is None else f"{100 * v:.1f}" for row in flop_table.to_list() for v in row)


def test_without_matplotlib_the_picture_names_the_extra(flop_table, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ImportError, match=r'handrank\[plot\]'):
        flop_table.to_png(tmp_path / "x.png")


# ---- the command -------------------------------------------------------------------------------

def test_cli_table_text_json_and_files(tmp_path, capsys, flop_table):
    argv = ["table", "; ".join(ROWS), "; ".join(COLS), "--board", BOARD, "--quiet", "--workers", "2"]
    assert cli.main([*argv, "--csv", str(tmp_path / "t.csv"), "--png", str(tmp_path / "t.png")]) == 0
    out = capsys.readouterr().out
    assert "AhKd" in out and f"{100 * flop_table['AhKd', 'QsQc']:.2f}%" in out and "wrote" in out
    assert (tmp_path / "t.csv").read_text() == flop_table.to_csv()
    assert (tmp_path / "t.png").stat().st_size > 1000
    assert cli.main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["equity"] == flop_table.to_list() and data["elapsed"] > 0
    assert cli.dispatch(["equity", "table", "AA", "KK", "--quiet"]) == 0
    assert "81." in capsys.readouterr().out
    assert cli.dispatch(["equity", "AA", "KK"]) is None


def test_cli_preflop_grid_text(capsys):
    assert cli.main(["preflop", "--classes", "AA;72o", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "AA" in out and "85.20%" in out and "34.58%" in out and "exact" in out


def test_cli_words_live_in_the_text_layer(tmp_path, capsys):
    from pathlib import Path

    from handrank.text.hands import LANGUAGES

    source = Path(cli.__file__).read_text(encoding="utf-8")
    assert not re.search("[а-яё]", source, re.I)  # the command keeps no Russian of its own
    keys = set(LANGUAGES["en"].EQUITY_TABLE)
    assert all(set(m.EQUITY_TABLE) == keys for m in LANGUAGES.values())
    csv = tmp_path / "t.csv"
    assert cli.main(["table", "AA", "KK", "--board", BOARD, "--quiet", "--lang", "ru",
                     "--csv", str(csv)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"точно, \d+,\d с", lines[-2]) and lines[-1] == f"записан файл {csv}"
    assert cli.main(["preflop", "--samples", "100", "--quiet", "--lang", "ru"]) == 0  # the 13 x 13 grid
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "против: 1 случайная рука" and lines[-1].startswith("Монте-Карло, ")


@pytest.mark.parametrize("argv, message", [
    (["table", "AA; KX"], "KX"),
    (["table", "AA;;KK"], "empty item"),
    (["preflop", "--resume"], "--resume needs --store"),
    (["preflop", "--vs", "matrix", "--opponents", "2"], "--opponents is for --vs random"),
    (["table", "AA", "KK", "--workers", "0"], "argument --workers: a positive whole number"),
    (["table", "AA", "KK", "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "2"], "cannot connect"),
])
def test_cli_bad_input_exits_2_with_a_message(argv, message, capsys):
    try:
        status = cli.main([*argv, "--quiet"])
    except SystemExit as e:  # an option's value is checked by the parser
        status = e.code
    err = capsys.readouterr().err
    assert status == 2 and message in err
    assert "handrank: error:" in err or "handrank equity table: error:" in err


def test_cli_without_the_extras_names_them(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "distributed", None)
    assert cli.main(["table", "AA", "KK", "--scheduler", "tcp://127.0.0.1:1", "--quiet"]) == 2
    assert 'pip install "handrank[cluster]"' in capsys.readouterr().err
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    assert cli.main(["table", "AA", "KK", "--png", str(tmp_path / "x.png"), "--quiet"]) == 2
    assert 'pip install "handrank[plot]"' in capsys.readouterr().err


def test_a_killed_cli_run_resumes_from_its_store(matrix, tmp_path, capsys):
    store = tmp_path / "m.sqlite"
    argv = ["preflop", "--vs", "matrix", "--classes", ";".join(CLASSES), "--store", str(store), "--quiet"]
    kill_when_stored([sys.executable, "-m", "handrank", "equity", *argv], store, 20)
    with Store(store) as s:
        before = {r.chunk: r for r in s.rows()}
    assert 20 <= len(before) < 225
    assert cli.main(argv) == 2 and "already holds" in capsys.readouterr().err  # not asked to resume
    assert cli.main([*argv, "--resume", "--json", "--workers", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["equity"] == matrix.to_list()
    with Store(store) as s:
        after = {r.chunk: r for r in s.rows()}
    assert sorted(after) == list(range(225))
    assert all(after[i] == before[i] for i in before)  # the killed run's chunks were kept, not redone
    assert {after[i].worker.rsplit(":", 1)[1] for i in after if i not in before} == {str(os.getpid())}


def test_the_table_type_is_plain_data():
    t = EquityTable(("a",), ("b",), ((Fraction(1, 3),),), True)
    assert t["a", "b"] == 1 / 3 and t.to_list() == [[1 / 3]]
    with pytest.raises(KeyError):
        t["x", "b"]
    with pytest.raises(ValueError, match="169 hand classes"):
        t.grid()


def test_the_handrank_command_runs_the_tables(capsys):
    from handrank.cli import main
    assert main(["equity", "table", "AhKd", "QsQc", "--board", "2c 7d 9h", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rows"] == ["AhKd"] and data["cols"] == ["QsQc"]
    assert main(["equity", "AhKd", "QsQc", "--board", "2c 7d 9h", "--json", "--quiet"]) == 0  # equity itself
    assert "players" in json.loads(capsys.readouterr().out)

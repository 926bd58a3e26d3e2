"""equity(): the API around the kernels — input checks, labels, text, JSON, threads, progress."""

import json
import time

import handrank
import pytest
from handrank.analysis.equity import DEFAULT_SE, EquityError, EquityResult, equity
from hypothesis import given, settings
from hypothesis import strategies as st
from test_equity_exact import Combos

RANDOM = Combos([(a, b) for a in range(52) for b in range(a)])


def test_exported_from_the_package():
    assert handrank.equity is equity and handrank.EquityResult is EquityResult
    assert {"equity", "EquityResult"} <= set(handrank.__all__)


@pytest.mark.parametrize("players,kw,words", [
    (["AhKd"], {}, ["2 to 10 players", "got 1"]),
    (["AhKd"] * 11, {}, ["2 to 10 players", "got 11"]),
    (["AhKd", "AhQs"], {}, ["Player 2", "Ah", "Player 1"]),
    (["AhKd", "QsQx"], {}, ["Player 2", "Qx"]),
    (["AhKd", "QsQcJs"], {}, ["Player 2", "2 hole cards", "got 3"]),
    (["AhKd", None], {}, ["Player 2", "None"]),
    ({"hero": "AhKd", "villain": "Qs Qc"}, {"board": "Qs 2c 3d"}, ["villain", "Qs", "board or dead"]),
    ({"hero": "AhKd", "villain": "QsQc"}, {"dead": "Kd"}, ["hero", "Kd"]),
    (["AhKd", "QsQc"], {"board": "2c 3d"}, ["0, 3, 4 or 5", "got 2"]),
    (["AhKd", "QsQc"], {"board": "2c 3d 2c"}, ["board", "2c", "twice"]),
    (["AhKd", "QsQc"], {"board": "2c 3d 4z"}, ["board", "4z"]),
    (["AhKd", "QsQc"], {"board": "2c 3d 4h", "dead": "4h"}, ["4h", "board and dead"]),
    (["AhKd", "QsQc"], {"samples": 0}, ["samples=0"]),
    (["AhKd", "QsQc"], {"samples": 1.5}, ["samples=1.5"]),
    (["AhKd", "QsQc"], {"exact": True, "samples": 10}, ["Monte Carlo"]),
    (["AhKd", "QsQc"], {"exact": "yes"}, ["exact='yes'"]),
    (["AhKd", "QsQc"], {"target_se": 0}, ["target_se=0"]),
    (["AhKd", "QsQc"], {"seed": -1}, ["seed=-1"]),
    (["AhKd", "QsQc"], {"threads": 0}, ["threads=0"]),
    (["AhKd", "QsQc"], {"game": "pineapple"}, ["'pineapple'"]),
    ("AhKd QsQc", {}, ["a list"]),
    ([Combos([(51, 47), (50, 46)]), "AhKd"], {"board": "As Ks 2c"}, ["Player 1", "every combo", "collides"]),
    ([Combos([(51, 50)]), Combos([(51, 49)])], {}, ["impossible deal"]),
])
def test_bad_input_is_refused_with_a_clear_message(players, kw, words):
    with pytest.raises(EquityError) as e:
        equity(players, **kw)
    assert isinstance(e.value, ValueError)
    for w in words:
        assert w in str(e.value)


def test_too_few_cards_left_is_an_impossible_deal():
    hands = [(4 * r, 4 * r + 1) for r in range(10)]
    rest = [c for c in range(52) if c % 4 > 1 or c >= 40]
    with pytest.raises(EquityError, match="too few"):
        equity(hands, dead=rest[:29])  # 3 cards left for the board
    assert equity(hands, dead=rest[:27], exact=True).deals == 1  # 5 left: one board


def test_refused_before_any_work():
    calls = []
    with pytest.raises(EquityError):
        equity(["AhKd", RANDOM, "QsQz"], progress=lambda d, t: calls.append(d))
    assert calls == []


def test_mapping_names_and_list_labels():
    r = equity({"alice": "AhKd", "bob": "QsQc"}, board="2c 7d Kh")
    assert list(r.equity) == ["alice", "bob"] and r.label("alice") == "alice"
    assert r.text().splitlines()[0].startswith("alice (A♥ K♦): ")
    r = equity(["AhKd", "QsQc"], board="2c 7d Kh")
    assert list(r.equity) == [0, 1] and r.label(1) == "Player 2" and r.label(1, "ru") == "игрок 2"


def test_exact_fields_and_shares():
    r = equity(["AhKd", "QsQc", "7h6h"], board="2c 7d Kh")
    assert r.exact and r.deals == 903 and r.samples is None and r.se is None and r.elapsed > 0
    assert sum(r.equity.values()) == pytest.approx(1)
    for k in r.equity:  # equity = won alone + a share of the splits
        assert r.win[k] <= r.equity[k] <= r.win[k] + r.tie[k] + 1e-15
        won, split, units = r.counts[k]
        assert r.equity[k] == units / (5040 * r.deals) and r.win[k] == won / r.deals


def test_exact_none_threshold():
    assert equity(["AhKd", RANDOM]).exact  # a hand against a random hand preflop: enumerated
    r = equity(["AhKd", RANDOM, RANDOM])  # against two: Monte Carlo to the default se
    assert not r.exact and max(r.se.values()) <= DEFAULT_SE
    assert not equity(["AhKd", "QsQc"], samples=1000).exact


def test_to_dict_is_json_ready():
    d = equity({"hero": "AhKd", "villain": "QsQc"}, board="2c 7d Kh", dead="3s").to_dict()
    back = json.loads(json.dumps(d))
    assert back["board"] == ["2c", "7d", "Kh"] and back["dead"] == ["3s"] and back["exact"] is True
    assert [p["key"] for p in back["players"]] == ["hero", "villain"]
    assert back["players"][0]["hand"] == "Ah Kd" and back["players"][0]["se"] is None
    mc = json.loads(json.dumps(equity(["AhKd", "QsQc"], samples=5000, seed=1).to_dict()))
    assert mc["samples"] == 5000 and mc["deals"] is None and mc["players"][1]["se"] > 0


def test_text_english_and_russian():
    r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s")
    assert r.text(symbols=False).splitlines() == [
        "Player 1 (Ah Kd): 95.45% — wins 95.45%, splits 0.00%",
        "Player 2 (Qs Qc): 4.55% — wins 4.55%, splits 0.00%",
        "Exact: every one of 44 deals."]
    assert r.text("ru", symbols=False).splitlines()[-1] == "Точно: перебраны все 44 раздачи."
    one = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s", dead="4c 4d 4h 4s")
    assert one.text("ru").splitlines()[-1] == "Точно: перебраны все 40 раздач."
    mc = equity(["AhKd", "QsQc"], samples=21_001, seed=1)
    assert mc.text().splitlines()[-1].startswith("Monte Carlo: 21,001 deals; standard error at most 0.3")
    assert mc.text("ru").splitlines()[-1].startswith(
        "Монте-Карло: 21 001 раздача; стандартная ошибка не больше 0,3")
    with pytest.raises(ValueError):
        r.text("de")


def test_threads_give_the_same_exact_counts():
    players = ["AhKd", Combos([(a, b) for a in range(40, 52) for b in range(30, 40)])]
    one = equity(players, exact=True)
    two = equity(players, exact=True, threads=2)
    assert one.counts == two.counts and one.deals == two.deals


def test_progress_is_reported_up_to_the_total():
    seen = []
    equity(["AhKd", RANDOM], board="2c 7d Kh", exact=True, threads=2,
           progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1] and all(a[0] < b[0] for a, b in zip(seen, seen[1:]))
    seen.clear()
    equity(["AhKd", RANDOM], samples=100_000, seed=1, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (100_000, 100_000) and len(seen) >= 2


def test_range_text_players():
    pytest.importorskip("handrank.analysis.ranges")
    r = equity(["AhKd", "QQ+,AKs"], board="Qd 7c 2s")
    assert r.hands[1] == "QQ+,AKs" and round(r.equity[0], 4) == 0.1355
    with pytest.raises(EquityError, match="Player 2.*AKx"):
        equity(["AhKd", "QQ+,AKx"])
    assert equity(["AhKd", "random"]).equity == equity(["AhKd", RANDOM]).equity


def test_progress_comes_at_least_every_half_second():
    times = []
    start = time.perf_counter()
    equity(["AhKd", RANDOM], exact=True, progress=lambda d, t: times.append(time.perf_counter()))
    gaps = [b - a for a, b in zip([start] + times, times)]
    assert len(times) >= 4 and max(gaps) < 0.5


def test_the_kernels_release_the_gil():
    """While one thread is inside a C loop, another thread runs Python (so threads=N can use N
    cores): a counter advances during one long kernel call (held, the GIL would freeze it)."""
    import threading

    from handrank._core import ffi, lib
    from handrank.analysis import equity as module
    ps = module._players(["AhKd", RANDOM], 2, frozenset())
    job = module._job(0, 2, ps, (), (), for_mc=False)
    tuples = lib.hr_equity_tuples(2, job.counts)
    ints, ws = ffi.new("uint64_t[]", 2 * (5 * 2 + 2)), ffi.new("double[]", 5 * 2 + 2)
    stop, count, inside = threading.Event(), [0], []

    def spin():
        while not stop.is_set():
            count[0] += 1

    t = threading.Thread(target=spin)
    t.start()
    try:
        time.sleep(0.05)
        before = count[0]
        t0 = time.perf_counter()
        lib.hr_equity_exact(0, 2, 2, job.combos, job.counts, job.weights, b"", 0, 0, 0, tuples // 4, ints, ws)
        inside.append(time.perf_counter() - t0)
        during = count[0] - before
    finally:
        stop.set()
        t.join()
    assert inside[0] > 0.02 and during > 10_000


CARDISH = st.text(alphabet="23456789TJQKAtjqka10cdhsCDHS♠♥♦♣ ,+-:*Jkxr", max_size=14)
LOOSE = st.one_of(CARDISH, st.lists(st.integers(-3, 56), max_size=5), st.none(), st.integers(-3, 60),
                  st.sampled_from(["random", "AhKd", "QsQc", "AsKsQsJs", "2c2d3c3d"]))


@given(st.lists(LOOSE, min_size=0, max_size=4), LOOSE, LOOSE,
       st.sampled_from(["holdem", "omaha", "holdem8", "omaha8", "x"]))
@settings(max_examples=150, deadline=None)
def test_any_input_answers_or_raises_value_error(players, board, dead, game):
    """Never another exception, never an answer that does not add up."""
    try:
        r = equity(players, board=board if board is not None else (), dead=dead if dead is not None else (),
                   game=game, samples=2000, seed=1)
    except ValueError as e:
        assert str(e)
        return
    assert sum(r.equity.values()) == pytest.approx(1.0)

"""A range's equity distribution: each hand's equity against the same players computed
directly, the weighted mean against the range's own equity, the picture and the command."""

from __future__ import annotations

import json
import subprocess
import sys

import handrank as hr
import pytest
from handrank.analysis.distribution import equity_distribution
from handrank.analysis.equity import EquityError


def test_each_hand_is_its_own_equity_and_the_mean_is_the_ranges():
    board = "Qs Js 2s"   # the heart, diamond and club permutations keep it: hands are grouped
    d = equity_distribution("QQ+:0.5, AK, 76s", ["random"], board=board)
    assert len(d) == 3 + 6 + 6 + 16 + 4  # QQ: 3 left, KK 6, AA 6, AK 16, 76s 4
    for hand, w, e in d.points:
        assert e == hr.equity([list(hand), "random"], board=board).equity[0]
        assert w == hr.Range("QQ+:0.5, AK, 76s").weight(tuple(hand))
    assert [e for _, _, e in d.points] == sorted((e for _, _, e in d.points), reverse=True)
    whole = hr.equity(["QQ+:0.5, AK, 76s", "random"], board=board).equity[0]
    assert d.mean == pytest.approx(whole, rel=1e-12)


def test_preflop_against_random_reads_the_table():
    d = equity_distribution("AA, KQs, 72o", ["random"])
    from handrank.analysis.ranges import preflop_equities
    eq = preflop_equities()
    assert {round(e, 12) for _, _, e in d.points} == {round(eq[c], 12) for c in ("AA", "KQs", "72o")}
    direct = hr.equity(["Ks Qs", "random"]).equity[0]
    assert [e for h, _, e in d.points if hr.cards_str(h) == "Ks Qs"][0] == pytest.approx(direct, abs=1e-9)


def test_against_a_range_preflop_and_quantiles():
    d = equity_distribution("22+, A2s+, KTo+", ["QQ+, AK"])
    assert len(d) == 78 + 48 + 36
    assert d.quantile(0) == d.points[0][2] and d.quantile(1) == d.points[-1][2]
    assert d.points[0][2] > d.quantile(0.5) > d.points[-1][2]
    some = d.points[40]
    assert some[2] == pytest.approx(hr.equity([list(some[0]), "QQ+, AK"]).equity[0], abs=1e-12)
    with pytest.raises(ValueError):
        d.quantile(1.5)


def test_text_repr_json_and_picture(tmp_path):
    d = equity_distribution("QQ+, AK", ["random"], board="Qs Js 2d")
    assert str(d).splitlines()[0] == "31 hands of QQ+,AK against random on Q♠ J♠ 2♦: mean equity 73.97%"
    assert "средняя эквити 73,97%" in d.text("ru") and len(repr(d)) < 300
    data = json.loads(json.dumps(d.to_dict()))
    assert len(data["points"]) == 31 and data["board"] == ["Qs", "Js", "2d"]
    png = tmp_path / "graph.png"
    d.to_png(png)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("args,kw,match", [
    (("AX", ["random"]), {}, "the range: 'AX'"),
    (("AA", "random"), {}, "others: a list"),
    (("AA", []), {}, "others: a list"),
    (("AA", ["random"]), {"board": "As Ad Ah"}, "no hand left"),
    (("AA", ["random"]), {"game": "chess"}, "unknown game"),
    ((hr.Range("AA"), ["random"]), {"game": "omaha"}, "a value of holdem .* given to a game='omaha' call"),
    (("AAs", ["random"]), {"game": "omaha"}, "the range: 'AAs': not an exact 4-card hand"),
    (("AA", ["AhKd"]), {"samples": 0}, "samples=0"),
])
def test_bad_input(args, kw, match):
    with pytest.raises(EquityError, match=match):
        equity_distribution(*args, **kw)


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "handrank", "distribution", *argv], capture_output=True,
                          text=True)


def test_cli(tmp_path):
    p = run_cli("QQ+, AK", "--vs", "random", "--board", "Qs Js 2d")
    assert p.returncode == 0 and p.stdout.startswith("31 hands of QQ+,AK against random")
    png = tmp_path / "g.png"
    q = run_cli("AA, KK", "--vs", "QQ", "--png", str(png), "--json")
    assert q.returncode == 0 and json.loads(q.stdout)["mean"] > 0.8 and png.exists()
    bad = run_cli("AA", "--vs", "KK", "--png", str(tmp_path))
    assert bad.returncode == 2 and "is a directory" in bad.stderr
    bad = run_cli("AA", "--vs", "KK", "--png", str(tmp_path / "no" / "g.png"))
    assert bad.returncode == 2 and "does not exist" in bad.stderr
    bad = run_cli("AA", "--vs", "AhKd", "--samples", "0")
    assert bad.returncode == 2 and "argument --samples" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize("hero, other, board, game", [
    ("AA, AK", "AhKh", "Qh 7h 6c Td", "holdem"),      # the range's combos holding Ah or Kh are never dealt
    ("random", "AhKh", "Qh 7h 6c Td", "shortdeck"),   # short deck's random: its 36 cards
    ("AAxx", "AhKhQdJd", "Qh 7h 6c Td", "omaha"),     # Omaha: a range text of its notation
])
def test_a_range_against_an_exact_hand_drops_the_combos_it_holds(hero, other, board, game):
    d = equity_distribution(hero, [other], board=board, game=game)
    mine = {tuple(sorted(h)) for h, _, _ in d.points}
    held = set(hr.cards(other))
    want = {tuple(sorted(c[:-1])) for c in hr.Range(hero, game=game).combos
            if not set(c[:-1]) & (held | set(hr.cards(board)))}
    assert mine == want
    # the mean is equity()'s answer for the range against the hand
    whole = hr.equity([hr.Range(hero, game=game), other], board=board, game=game)
    assert abs(d.mean - whole.equity[0]) < 1e-9

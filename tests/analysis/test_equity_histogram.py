"""equity(..., histogram=True): the per-category outcome counts of the C kernels against a brute
force over every deal (the same integers), their totals against the plain equity, and the
Monte Carlo histogram on the same random stream as the plain run."""

import json
import random

import pytest
from equity_reference import range_counts
from handrank import Category, Range
from handrank.analysis.equity import EquityError, equity
from handrank.cli import main


def _brute(ranges, board, dead=(), game="holdem"):
    hist = [[[0, 0, 0] for _ in range(10)] for _ in ranges]
    _, deals, _ = range_counts(ranges, board, dead, game, hist)
    return hist, deals


def _got(r, n):
    return [[list(r.histogram_counts[k][Category(c)]) for c in range(10)] for k in range(n)]


def _check_totals(r):
    """Summed over the categories: share 1, win the player's win, tie his tie."""
    for k, cells in r.histogram.items():
        assert set(cells) == set(Category) - {Category.FIVE_OF_A_KIND}
        assert sum(o.share for o in cells.values()) == pytest.approx(1.0, abs=1e-12)
        assert sum(o.win for o in cells.values()) == pytest.approx(r.win[k], abs=1e-12)
        assert sum(o.tie for o in cells.values()) == pytest.approx(r.tie[k], abs=1e-12)
        assert all(0 <= o.win + o.tie <= o.share + 1e-12 for o in cells.values())


def _deal(rng, n_players, n_board, nh=2):
    d = rng.sample(range(52), nh * n_players + n_board)
    holes = [tuple(d[nh * i:nh * i + nh]) for i in range(n_players)]
    return holes, tuple(d[nh * n_players:])


@pytest.mark.parametrize("seed", range(9))
def test_holdem_river_turn_flop_against_brute_force(seed):
    rng = random.Random(seed)
    nb = (5, 4, 3)[seed % 3]
    holes, board = _deal(rng, 2 if nb == 3 else 3 + seed % 2, nb)
    want, deals = _brute([[h] for h in holes], board)
    r = equity(holes, board=board, exact=True, histogram=True)
    assert r.deals == deals and _got(r, len(holes)) == want
    for p in range(len(holes)):  # the integers add up to the plain counts
        assert sum(c[0] for c in want[p]) == deals
        assert (sum(c[1] for c in want[p]), sum(c[2] for c in want[p])) == r.counts[p][:2]
    _check_totals(r)


def test_ties_and_board_plays():
    board = (48, 44, 40, 36, 32)  # A K Q J T rainbow-ish: everybody plays the board's straight
    holes = [(0, 5), (9, 14), (18, 23)]
    want, deals = _brute([[h] for h in holes], board)
    r = equity(holes, board=board, histogram=True)
    assert _got(r, 3) == want and deals == 1
    assert any(c[2] for c in want[0])  # a split counted


@pytest.mark.parametrize("game,nh,nb,players", [("omaha", 4, 4, 3), ("omaha8", 4, 4, 2),
                                                ("holdem8", 2, 4, 3), ("holdem8", 2, 3, 2),
                                                ("omaha5_8", 5, 5, 3), ("omaha", 4, 3, 2)])
def test_omaha_and_hilo_against_brute_force(game, nh, nb, players):
    rng = random.Random(nh * 100 + nb * 10 + players)
    holes, board = _deal(rng, players, nb, nh)
    want, deals = _brute([[h] for h in holes], board, game=game)
    r = equity(holes, board=board, game=game, exact=True, histogram=True)
    assert r.deals == deals and _got(r, players) == want
    _check_totals(r)


def test_hilo_low_half_counts_as_a_tie():
    # A-2 makes the low, the queens' set the high: each gets a part of the pot (a tie here)
    r = equity(["As 2d Kc Kd", "Qh Qs Jc Td"], board="3h 4s 8c Qd", game="omaha8", histogram=True)
    _check_totals(r)
    assert r.tie[0] > 0 and sum(o.tie for o in r.histogram[0].values()) == pytest.approx(r.tie[0])


def test_ranges_with_weights_against_brute_force():
    board = (0, 5, 10, 27)
    a = Range("AKs,QQ:0.5,72o:0.25")
    b = Range("JJ,T9s")
    ca = [c for c in a.combos if not set(c[:2]) & set(board)]
    cb = [c for c in b.combos if not set(c[:2]) & set(board)]
    r = equity([a, b], board=board, exact=True, histogram=True)
    assert r.histogram_counts is None  # weighted: shares only
    num = [[[0.0] * 3 for _ in range(10)] for _ in range(2)]
    den = 0.0
    for x in ca:
        for y in cb:
            if set(x[:2]) & set(y[:2]):
                continue
            hist, deals = _brute([[x[:2]], [y[:2]]], board)
            w = x[2] * y[2]
            den += w * deals
            for p in range(2):
                for c in range(10):
                    for j in range(3):
                        num[p][c][j] += w * hist[p][c][j]
    for p in range(2):
        for c in range(10):
            want = [v / den for v in num[p][c]]
            assert tuple(r.histogram[p][Category(c)]) == pytest.approx(want, abs=1e-12)
    _check_totals(r)


def test_unweighted_range_against_random_uses_suit_orbits():
    # one range against exact hands: the kernels run one combo per suit orbit, counts times k
    board = (0, 5, 10, 27)
    r = equity(["AhKd", "random"], board=board, exact=True, histogram=True)
    rest = [c for c in range(52) if c not in (0, 5, 10, 27, 50, 45)]
    ranges = [[(50, 45)], [(a, b) for i, a in enumerate(rest) for b in rest[i + 1:]]]
    hist = [[[0, 0, 0] for _ in range(10)] for _ in ranges]
    _, deals, _ = range_counts(ranges, board, (), "holdem", hist)
    assert r.deals == deals and _got(r, 2) == hist


def test_preflop_totals_and_same_equity():
    plain = equity(["AhKd", "QsQc"])
    r = equity(["AhKd", "QsQc"], histogram=True)
    assert (r.equity, r.win, r.tie, r.counts) == (plain.equity, plain.win, plain.tie, plain.counts)
    _check_totals(r)
    for p in range(2):
        cells = r.histogram_counts[p]
        assert sum(c[0] for c in cells.values()) == r.deals == 1_712_304
        assert (sum(c[1] for c in cells.values()), sum(c[2] for c in cells.values())) == r.counts[p][:2]
    # the aces-king: a royal flush only in hearts or diamonds, with the three other cards
    assert cells[Category.ROYAL_FLUSH][0] > 0
    # omaha preflop (no rank classes there) against a brute-force-free total check
    r = equity(["As Ks Qd Jd", "7h 7c 2d 3s"], game="omaha", histogram=True, board="Ts 9d 4c")
    _check_totals(r)


def test_preflop_hilo_and_three_players():
    r = equity(["Ah2d", "KsKc", "7h6h"], game="holdem8", histogram=True)
    _check_totals(r)
    for p in range(3):
        assert sum(c[0] for c in r.histogram_counts[p].values()) == r.deals
        assert sum(c[1] for c in r.histogram_counts[p].values()) == r.counts[p][0]


@pytest.mark.parametrize("players,board,game", [
    (["AhKd", "QsQc", "random"], "", "holdem"),          # random hands: deals made in pairs
    (["AhKd", "QsQc", "7h6h"], "Qd 7c 2s", "holdem"),    # one deal at a time
    (["AhKd", "random", "random", "random", "random", "random"], "", "holdem"),
    (["QQ+,AKs", "random"], "Qd 7c 2s", "holdem"),
    (["As 2s Qd Jd", "Ah 3c 8h 7c", "random"], "7d 6c Kh", "omaha8"),
    (["Ah2d", "KK,QQ", "random"], "", "holdem8"),
])
def test_monte_carlo_totals_and_same_stream(players, board, game):
    plain = equity(players, board=board, game=game, exact=False, samples=40_000, seed=7)
    r = equity(players, board=board, game=game, exact=False, samples=40_000, seed=7, histogram=True)
    assert (r.equity, r.win, r.tie, r.se) == (plain.equity, plain.win, plain.tie, plain.se)
    assert plain.histogram is None and r.histogram_counts is None
    _check_totals(r)
    for cells in r.histogram.values():  # whole numbers of deals
        assert all(abs(x * 40_000 - round(x * 40_000)) < 1e-6 for o in cells.values() for x in o)


def test_monte_carlo_near_exact():
    ex = equity(["AhKd", "QsQc"], board="2c 7d 9h", histogram=True)
    mc = equity(["AhKd", "QsQc"], board="2c 7d 9h", exact=False, samples=200_000, seed=3, histogram=True)
    for p in range(2):
        for c, o in ex.histogram[p].items():
            m = mc.histogram[p][c]
            sd = (o.share * (1 - o.share) / 200_000) ** 0.5
            assert abs(m.share - o.share) <= 5 * sd + 1e-9
            assert abs(m.win - o.win) <= 5 * (o.win * (1 - o.win) / 200_000) ** 0.5 + 1e-9


def test_not_asked_and_bad_input():
    r = equity(["AhKd", "QsQc"], board="2c 7d Kh 3s")
    assert r.histogram is None and r.histogram_lines() == [] and "histogram" not in r.to_dict()["players"][0]
    with pytest.raises(EquityError, match="histogram=1"):
        equity(["AhKd", "QsQc"], histogram=1)
    with pytest.raises(EquityError, match="razz has no histogram"):
        equity(["As Ks Qs", "7h 7d 2c"], game="razz", histogram=True)


def test_text_html_and_dict():
    r = equity({"hero": "AhKd", "villain": "QsQc"}, board="2c 7d Kh 3s", histogram=True)
    text = r.text()
    assert ("villain ends with: Pair 70.45% (wins 0.00%, splits 0.00%); Two Pair 25.00% (wins 0.00%, splits "
            "0.00%); Three of a Kind 4.55% (wins 4.55%, splits 0.00%)") in text
    assert text.endswith("Exact: every one of 44 deals.")
    ru = r.text("ru")
    assert "villain, чем заканчивает: пара 70,45%" in ru and "сет 4,55%" in ru
    html = r._repr_html_()
    assert "ends with (win / tie)" in html and "Three of a Kind" in html and "Royal Flush" not in html
    d = r.to_dict()
    cell = d["players"][1]["histogram"]["THREE_OF_A_KIND"]
    assert cell == {"share": 2 / 44, "win": 2 / 44, "tie": 0.0}
    json.dumps(d)
    hilo = equity(["As 2s Qd Jd", "Ah 3c 8h 7c"], board="7d 6c Kh 2h", game="omaha8", histogram=True)
    assert "scoops" in hilo.text() and "забирает весь банк" in hilo.text("ru")


def test_cli(capsys):
    assert main(["equity", "AhKd", "QsQc", "--board", "2c 7d Kh 3s", "--histogram", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["players"][1]["histogram"]["THREE_OF_A_KIND"]["win"] == pytest.approx(2 / 44)
    assert "ends with" in d["text"]
    assert main(["equity", "AhKd", "QsQc", "--board", "2c 7d Kh 3s", "--histogram", "--lang", "ru"]) == 0
    assert "Игрок 2, чем заканчивает: пара 70,45%" in capsys.readouterr().out
    assert main(["equity", "AhKd", "QsQc", "--board", "2c 7d Kh 3s"]) == 0
    assert "ends with" not in capsys.readouterr().out

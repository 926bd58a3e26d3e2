"""Short-deck hold'em: both rankings of the spec. Every five-card hand of the 36-card
deck ordered exactly as pokerkit's ``ShortDeckHoldemHand`` (ties too), random 6- and 7-card hands
likewise; the Triton ranking against the independent reference of tools/tablegen; the C core's
5/6/7-card paths against each other; the public calls with ``game=``; bad input."""

from __future__ import annotations

import math
import random
import sys
from itertools import combinations
from math import comb
from pathlib import Path

import handrank as hr
import pytest
from handrank._core import ffi, lib

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from tablegen import reference_shortdeck as ref  # noqa: E402

DECK = list(range(16, 52))
GAMES = ("shortdeck", "shortdeck-triton")


def sd(hand, r=0):
    return lib.hr_sd_ids(bytes(hand), len(hand), r)


def _pk_index(pk, hand):
    return pk.ShortDeckHoldemHand.from_game(hr.cards_str(hand).replace(" ", "")).entry.index


def _same_order(pairs):
    """Our values and pokerkit's entry indices (higher: stronger, as pokerkit's own ``>`` says,
    checked in the first test) order the hands alike, ties too."""
    by_value: dict[int, set[int]] = {}
    for v, index in pairs:
        by_value.setdefault(v, set()).add(index)
    assert all(len(ix) == 1 for ix in by_value.values())        # we tie exactly where pokerkit ties
    indices = [next(iter(by_value[v])) for v in sorted(by_value)]
    assert indices == sorted(indices) and len(set(indices)) == len(indices)
    return by_value


def test_every_five_card_hand_ordered_as_pokerkit():
    pk = pytest.importorskip("pokerkit", reason="pokerkit (Python 3.11+) is the reference ordering")
    hands = list(combinations(DECK, 5))
    assert len(hands) == 376_992
    royal, low = (pk.ShortDeckHoldemHand.from_game(h) for h in ("AsKsQsJsTs", "Js9d8c7h6s"))
    assert royal > low and royal.entry.index > low.entry.index  # pokerkit's index grows with strength
    by_value = _same_order((sd(h), _pk_index(pk, h)) for h in hands)
    assert sorted(by_value) == list(range(1, 1405))               # every class reached, 1,404 of them


@pytest.mark.parametrize("k", [6, 7])
def test_random_six_and_seven_card_hands_ordered_as_pokerkit(k):
    pk = pytest.importorskip("pokerkit", reason="pokerkit (Python 3.11+) is the reference ordering")
    rng = random.Random(220 + k)
    hands = [tuple(rng.sample(DECK, k)) for _ in range(15_000)]
    _same_order((sd(h), _pk_index(pk, h)) for h in hands)
    five = [tuple(rng.sample(DECK, 5)) for _ in range(3000)]      # the scale is one across k
    _same_order((sd(h), _pk_index(pk, h)) for h in hands[:3000] + five)


def test_triton_every_five_card_hand_and_random_seven_against_the_reference():
    scale = ref.dense_scale("shortdeck-triton")
    for h in combinations(DECK, 5):
        assert sd(h, 1) == scale[ref.score(h, "shortdeck-triton")]
    rng = random.Random(2207)
    for k in (6, 7):
        for _ in range(4000):
            h = tuple(rng.sample(DECK, k))
            assert sd(h, 1) == ref.value(h, "shortdeck-triton")


def test_the_rankings_differ_where_the_spec_says():
    trips, straight, flush, full = "9h 9d 9c Ks Qd", "Ah Kd Qc Js Ts", "Ah Qh 9h 8h 6h", "6s 6d 6c 7h 7d"
    for game in GAMES:
        assert hr.evaluate(flush, game=game) > hr.evaluate(full, game=game)
        assert hr.evaluate("As 6d 7c 8h 9s", game=game) < hr.evaluate("Ts 6d 7c 8h 9s", game=game)
        assert hr.evaluate("As Ks Qs Js Ts", game=game) == 1404
        assert hr.decode_shortdeck(1404, game)[0] == hr.Category.ROYAL_FLUSH
        assert hr.decode_shortdeck(1403, game) == (hr.Category.STRAIGHT_FLUSH, (12, 11, 10, 9, 8)) or \
            hr.decode_shortdeck(1403, game) == (hr.Category.STRAIGHT_FLUSH, (11, 10, 9, 8, 7))
    assert hr.evaluate(straight, game="shortdeck") > hr.evaluate(trips, game="shortdeck")
    assert hr.evaluate(trips, game="shortdeck-triton") > hr.evaluate(straight, game="shortdeck-triton")
    assert hr.evaluate(flush) < hr.evaluate(full)  # the standard game is unchanged


@pytest.mark.parametrize("r", [0, 1])
def test_c_paths_agree_and_count_the_deck(r):
    hist = ffi.new("uint64_t[]", 1405)
    assert lib.hr_sd_enumerate(5, r, hist) == 0
    counts = {v: hist[v] for v in range(1405) if hist[v]}
    assert counts == ref.hands_per_value(GAMES[r]) and sum(counts.values()) == comb(36, 5)
    hist6 = ffi.new("uint64_t[]", 1405)
    lib.hr_sd_enumerate(6, r, hist6)
    assert sum(hist6[v] for v in range(1405)) == comb(36, 6) and hist6[0] == 0
    rng = random.Random(r)
    rows = [tuple(rng.sample(DECK, 7)) for _ in range(5000)]
    out = hr.evaluate_batch(rows, game=GAMES[r])
    for row, v in zip(rows, out.tolist()):  # best of 7 = the best of its 5-card hands = the batch
        assert v == sd(row, r) == max(sd(f, r) for f in combinations(row, 5))
        assert sd(row[:6], r) == max(sd(f, r) for f in combinations(row[:6], 5))


def test_public_calls_with_game():
    assert hr.evaluate("As 6d", "7c 8h 9s", game="shortdeck") == hr.evaluate("As 6d 7c 8h 9s",
                                                                             game="shortdeck")
    assert hr.evaluate(hr.cards("As 6d 7c 8h 9s"), game="shortdeck") == 1129
    assert hr.describe(1129, game="shortdeck") == "Straight, Nine high"
    assert hr.describe(1129, "ru", game="shortdeck") == "Стрит до девятки"
    assert hr.describe("Ah Qh 9h 8h 6h 6s 6d", game="shortdeck") == "Flush, Ace-Queen-Nine-Eight-Six"
    np = pytest.importorskip("numpy")
    rows = np.array([[48, 16, 20, 24, 29], [51, 47, 43, 39, 35]], dtype=np.uint8)
    vals = hr.evaluate_batch(rows, game="shortdeck")
    assert hr.describe(vals, game="shortdeck").tolist() == ["Straight, Nine high", "Royal Flush"]
    e = hr.explain("Kh 7h", "Ah Qh 9h 9c 6s", game="shortdeck")
    assert isinstance(e, hr.ShortDeckExplanation) and e.category == hr.Category.FLUSH
    assert hr.cards_str(e.best_five) == "Ah Kh Qh 9h 7h" and e.kickers == () and e.value == hr.evaluate(
        "Kh 7h Ah Qh 9h 9c 6s", game="shortdeck")
    assert hr.cards_str(hr.best_five("9s 8h 7d 6c As Kd Kc", game="shortdeck")) == "9s 8h 7d 6c As"
    s = hr.showdown("Ah Qh 9h 9c 6s", {"ann": "Kh 7h", "bob": "9d Ad"}, game="shortdeck")
    assert s.winners == ["ann"] and s.decision.kind == "category"
    assert "Флеш" in s.text("ru") or "флеш" in s.text("ru")
    s = hr.showdown("Ah Qh 9h 9c 6s", {"ann": "Kh 7h", "bob": "9d Ad"})   # Hold'em: the full house wins
    assert s.winners == ["bob"]
    t = hr.showdown("As Ks Qs Js Ts", ["6c 7d", "8h 9h"], game="shortdeck-triton")
    assert t.winners == [0, 1] and "Royal Flush" in t.text()
    k = hr.showdown("Ac Kd 9s 8s 7c", ["9d Qc", "9h Jd"], game="shortdeck")
    assert k.winners == [0] and k.decision.kind == "kicker"


@pytest.mark.parametrize("call", [
    lambda: hr.evaluate("As Ks Qs Js 5s", game="shortdeck"),
    lambda: hr.evaluate("As Ks", "Qs Js 2s", game="shortdeck-triton"),
    lambda: hr.describe("As Ks Qs Js 5s", game="shortdeck"),
    lambda: hr.explain("As 5s", "Qs Js Ts", game="shortdeck"),
    lambda: hr.best_five("As Ks Qs Js 4s", game="shortdeck"),
    lambda: hr.showdown("As Ks Qs", ["Js 3s", "9d 9c"], game="shortdeck"),
])
def test_a_low_card_is_named_with_the_game(call):
    with pytest.raises(hr.CardError, match=r"card [2-5][cdhs] is not in the short deck of 'shortdeck"):
        call()


def test_bad_input():
    with pytest.raises(hr.CardError, match="unknown game 'omaha7'"):
        hr.evaluate("As Ks Qs Js Ts", game="omaha7")
    with pytest.raises(hr.CardError, match="omaha: a hand is 4 hole cards"):  # a game, but not these cards
        hr.evaluate("As Ks Qs Js Ts", game="omaha")
    with pytest.raises(hr.CardError, match="unknown game"):
        hr.evaluate_batch([[51, 47, 43, 39, 35]], game=["shortdeck"])
    with pytest.raises(hr.CardError, match="row 1: invalid hand: a card two to five"):
        hr.evaluate_batch([[51, 47, 43, 39, 35], [51, 47, 43, 39, 3]], game="shortdeck")
    with pytest.raises(hr.CardError, match="row 0: card id 51 is given twice"):
        hr.evaluate_batch([[51, 51, 43, 39, 35]], game="shortdeck")
    with pytest.raises(ValueError, match="not a hand value of 'shortdeck'"):
        hr.decode_shortdeck(1405)
    with pytest.raises(ValueError, match="not a hand value"):
        hr.describe(0, game="shortdeck")
    with pytest.raises(hr.CardError, match="5 to 7 cards"):
        hr.evaluate("As Ks Qs Js", game="shortdeck")
    with pytest.raises(hr.CardError, match="no wild cards"):
        hr.evaluate("As Ks Qs Js Ts", game="shortdeck", wild="2", wild_rule="wild")
    with pytest.raises(hr.ShowdownError, match="no omaha"):
        hr.showdown("As Ks Qs", ["Js Ts 9s 8s", "9d 9c 8d 8c"], game="shortdeck", omaha=True)
    # the C calls refuse what is not a short-deck hand, and stay inside their tables
    assert sd((51, 47, 43, 39, 15)) == 0 and sd((51, 51, 43, 39, 35)) == 0 and sd((51, 47, 43, 39, 52)) == 0
    assert lib.hr_sd_ids(bytes([51, 47, 43, 39, 35]), 5, 2) == 0 and lib.hr_sd_ids(bytes(8), 8, 0) == 0
    assert lib.hr_sd_value_info(0, 0) == 0 and lib.hr_sd_value_info(1, 1405) == 0
    assert lib.hr_sd_value_info(2, 1) == 0
    out = ffi.new("uint16_t[]", 1)
    assert lib.hr_sd_batch(bytes([51, 47, 43, 39, 35]), 1, 4, 0, out) == -2
    assert lib.hr_sd_batch(bytes([51, 47, 43, 39, 35]), 1, 5, -1, out) == -2
    assert lib.hr_sd_enumerate(8, 0, ffi.new("uint64_t[]", 1405)) == -1
    rows = bytes(random.Random(5).randrange(256) for _ in range(7 * 2000))
    res = ffi.new("uint16_t[]", 2000)
    bad = lib.hr_sd_batch(rows, 2000, 7, 0, res)
    first = next(i for i in range(2000) if not lib.hr_sd_ids(rows[7 * i:7 * i + 7], 7, 0))
    assert bad == first


@pytest.mark.parametrize("k", [5, 6, 7])
def test_every_batch_kernel_gives_the_values_of_one_hand_at_a_time(k):
    from handrank.evaluators import kernel
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(k)
    good = (np.argsort(rng.random((20_011, 36)), axis=1)[:, :k] + 16).astype(np.uint8)
    # flush-heavy rows with a two to five among them: the vector kernels' flush lanes must refuse them
    suited = np.array([[4 * r + 2 for r in rng.choice(np.arange(4, 13), 5, replace=False)]
                       + [4 * int(rng.integers(0, 4)) + j for j in range(k - 5)] for _ in range(3000)],
                      dtype=np.uint8)
    if k == 5:
        suited[:, 4] = 2  # the two of hearts in a heart flush
    lowrows = good.copy()
    lowrows[np.arange(len(good)), rng.integers(0, k, len(good))] = rng.integers(0, 16, len(good))
    lowrows = np.unique(lowrows, axis=0)
    lowrows = lowrows[[len(set(r)) == k for r in lowrows]]
    before = lib.hr_kernel_active()
    try:
        for name in kernel.available():
            assert lib.hr_kernel_select(kernel._ID[name]) == kernel._ID[name]
            for r in (0, 1):
                out = hr.evaluate_batch(good, game=GAMES[r])
                assert out.tolist() == [sd(row, r) for row in good.tolist()]
                for bad in (suited, lowrows):
                    res = ffi.new("uint16_t[]", len(bad))
                    got = lib.hr_sd_batch(ffi.from_buffer(np.ascontiguousarray(bad)), len(bad), k, r, res)
                    assert got == 0 and all(sd(row, r) == 0 for row in bad.tolist()), name
                    mixed = np.ascontiguousarray(np.vstack([good[:999], bad[:1]]))
                    res = ffi.new("uint16_t[]", 1000)
                    assert lib.hr_sd_batch(ffi.from_buffer(mixed), 1000, k, r, res) == 999
    finally:
        lib.hr_kernel_select(before)


def _cli(capsys, *argv):
    from handrank import cli
    status = cli.main(list(argv))
    out = capsys.readouterr()
    return status, out.out, out.err


def test_command_line_game_option(capsys):
    import json
    status, out, _ = _cli(capsys, "eval", "As 6d 7c 8h 9s", "--game", "shortdeck", "--ascii")
    assert status == 0 and out.strip() == "1129  Straight, Nine high"
    status, out, _ = _cli(capsys, "eval", "As 6d 7c 8h 9s", "--game", "shortdeck-triton", "--json")
    data = json.loads(out)
    assert data["value"] == hr.evaluate("As 6d 7c 8h 9s", game="shortdeck-triton")
    assert data["game"] == "shortdeck-triton"
    assert "cactus_kev_rank" not in data and data["best_five"] == ["9s", "8h", "7c", "6d", "As"]
    status, out, _ = _cli(capsys, "explain", "Kh7h", "--board", "Ah Qh 9h 9c 6s", "--game", "shortdeck",
                          "--lang", "ru", "--ascii")
    assert status == 0 and out.splitlines()[0].startswith("Флеш") and "/ 1404 (шорт-дек)" in out
    status, out, _ = _cli(capsys, "showdown", "--board", "Ah Qh 9h 9c 6s", "ann=Kh7h", "bob=9dAd", "--game",
                          "shortdeck", "--json")
    data = json.loads(out)
    assert data["winners"] == ["ann"] and data["players"][0]["category"] == "FLUSH"
    status, out, _ = _cli(capsys, "showdown", "--board", "Ah Qh 9h 9c 6s", "ann=Kh7h", "bob=9dAd")
    assert status == 0 and "bob wins" in out                     # Hold'em: the full house
    status, out, _ = _cli(capsys, "equity", "AhKh", "QsQc", "--game", "shortdeck", "--quiet", "--json")
    data = json.loads(out)
    assert data["game"] == "shortdeck" and data["exact"] and data["deals"] == math.comb(32, 5)
    status, out, _ = _cli(capsys, "equity", "AhKh", "random", "--game", "shortdeck-triton", "--quiet",
                          "--board", "Qd 7c 6s", "--lang", "ru")
    assert status == 0 and "Точно" in out
    for argv in (["eval", "As 5d 7c 8h 9s", "--game", "shortdeck"],
                 ["explain", "As Kd", "--board", "2c 7c 8c", "--game", "shortdeck-triton"],
                 ["showdown", "--board", "Ah Qh 9h", "a=Kh4h", "b=9dAd", "--game", "shortdeck"],
                 ["equity", "AhKh", "A2s+", "--game", "shortdeck", "--quiet"]):
        status, _, err = _cli(capsys, *argv)
        assert status == 2 and "is not in the short deck of 'shortdeck" in err, (argv, err)

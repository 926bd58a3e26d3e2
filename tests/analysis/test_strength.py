"""Hand strength and potential: the papers' worked example, and a brute force that
enumerates every (opponent holding, completion) pair with the batch evaluator and NumPy."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import combinations

import handrank as hr
import numpy as np
import pytest
from handrank.analysis.ranges import Range
from handrank.analysis.strength import StrengthError, hand_strength

STATES = ("ahead", "tied", "behind")


def brute(hole, board, holdings, dead=()):
    """now[3] and hp[3][3] by listing every pair and evaluating both seven-card hands."""
    seen = set(hole) | set(board) | set(dead)
    unseen = [c for c in range(52) if c not in seen]
    k = 5 - len(board)
    comps = list(combinations(unseen, k)) if k else [()]
    rows_o, rows_c, weights = [], [], []
    for oi, (hi, lo, w) in enumerate(holdings):
        for ci, comp in enumerate(comps):
            if hi not in comp and lo not in comp:
                rows_o.append(oi)
                rows_c.append(ci)
                weights.append(w)
    ro, rc, wt = np.array(rows_o), np.array(rows_c), np.array(weights)
    opp = np.array([[hi, lo] for hi, lo, _ in holdings], dtype=np.uint8)
    comp = np.array(comps, dtype=np.uint8).reshape(len(comps), k)
    b = np.broadcast_to(np.array(board, dtype=np.uint8), (len(ro), len(board)))
    hero7 = np.hstack([np.broadcast_to(np.array(hole, dtype=np.uint8), (len(ro), 2)), b, comp[rc]])
    opp7 = np.hstack([opp[ro], b, comp[rc]])
    hv, ov = hr.evaluate_batch(hero7), hr.evaluate_batch(opp7)
    river = np.where(hv > ov, 0, np.where(hv == ov, 1, 2))
    hero_now = hr.evaluate(list(hole) + list(board))
    opp_now = np.array([hr.evaluate([hi, lo] + list(board)) for hi, lo, _ in holdings])
    state_now = np.where(hero_now > opp_now, 0, np.where(hero_now == opp_now, 1, 2))
    now = np.bincount(state_now, weights=[w for *_, w in holdings], minlength=3)
    hp = np.bincount(3 * state_now[ro] + river, weights=wt, minlength=9).reshape(3, 3)
    return now, hp, len(ro)


def check(s, now, hp, pairs, exact=True):
    assert s.pairs == pairs
    for i, a in enumerate(STATES):
        assert s.now[a] == (now[i] if exact else pytest.approx(now[i], rel=1e-12))
        for j, b in enumerate(STATES):
            got, want = s.hp[a][b], hp[i][j]
            assert got == (want if exact else pytest.approx(want, rel=1e-12, abs=1e-12))


def test_the_papers_worked_example():
    # D. Papp, "Dealing with imperfect information in poker" (MSc thesis, Alberta, 1998),
    # section 5.3, Table 5.1, and Billings et al.: A♦Q♣ on 3♥4♣J♥ against one random hand,
    # rows "now" ahead / tied / behind, columns "after seven cards" ahead / tied / behind.
    s = hand_strength("Ad Qc", "3h 4c Jh")
    assert s.now == {"ahead": 628, "tied": 9, "behind": 444}
    assert [[s.hp[a][b] for b in STATES] for a in STATES] == [
        [449_005, 3_211, 169_504], [0, 8_370, 540], [91_981, 1_036, 346_543]]
    assert s.pairs == 1_070_190
    assert (round(s.hs, 3), round(s.ppot, 3), round(s.npot, 3)) == (0.585, 0.208, 0.274)
    # and the thesis's 8♦7♦ on 9♦6♣2♦: "very low, even against one random opponent (11.5%)"
    assert round(hand_strength("8d 7d", "9d 6c 2d").hs, 3) == 0.115


@pytest.mark.parametrize("seed", range(3))
def test_flop_against_random_matches_a_brute_force(seed):
    rng = random.Random(seed)
    deck = rng.sample(range(52), 5)
    hole, board = deck[:2], deck[2:]
    live = [c for c in range(52) if c not in deck]
    holdings = [(hi, lo, 1.0) for lo, hi in combinations(live, 2)]
    check(hand_strength(hole, board), *brute(hole, board, holdings))


@pytest.mark.parametrize("seed", range(8))
def test_turn_and_river_with_ranges_and_dead_cards(seed):
    rng = random.Random(100 + seed)
    deck = rng.sample(range(52), 8)
    hole, board, dead = deck[:2], deck[2:6 if seed % 2 else 7], deck[7:]
    r = Range("22+, A2s+, KTo+, 76s:0.25, 54s:0.5")
    seen = set(hole) | set(board) | set(dead)
    holdings = [c for c in r.combos if c[0] not in seen and c[1] not in seen]
    s = hand_strength(hole, board, vs=r, dead=dead)
    check(s, *brute(hole, board, holdings, dead), exact=False)
    if len(board) == 5:
        assert s.ppot == s.npot == 0 and s.ehs == s.hs


def test_the_figures_follow_the_definitions():
    s = hand_strength("Ad Qc", "3h 4c Jh")
    a, t, b = (s.now[x] for x in STATES)
    assert s.hs == (a + t / 2) / (a + t + b)
    hp, tot = s.hp, {x: sum(s.hp[x].values()) for x in STATES}
    assert s.ppot == (hp["behind"]["ahead"] + hp["behind"]["tied"] / 2 + hp["tied"]["ahead"] / 2) / \
        (tot["behind"] + tot["tied"] / 2)
    assert s.npot == (hp["ahead"]["behind"] + hp["tied"]["behind"] / 2 + hp["ahead"]["tied"] / 2) / \
        (tot["ahead"] + tot["tied"] / 2)
    assert s.ehs == s.hs * (1 - s.npot) + (1 - s.hs) * s.ppot
    three = hand_strength("Ad Qc", "3h 4c Jh", opponents=3)
    assert three.hs == s.hs ** 3 and three.ppot == s.ppot and three.npot == s.npot
    assert three.ehs == three.hs * (1 - s.npot) + (1 - three.hs) * s.ppot
    # the nuts is never behind: ppot has no cases and is 0
    nuts = hand_strength("As Ks", "Qs Js Ts")
    assert nuts.now["behind"] == 0 and nuts.ppot == 0 and nuts.hs > 0.99
    assert hr.hand_strength is hand_strength


@pytest.mark.parametrize("args,kw,match", [
    (("As Ks", "Qs Js"), {}, "the board has 2 cards"),
    (("As Ks", "Qs Js Ts 9s 8s 7s"), {}, "the board has 6 cards"),
    (("As Ks Qd", "2s 3s 4d"), {}, "the hole has 3 cards"),
    (("As Ks", "As 3s 4d"), {}, "board: card As is also in the hole"),
    (("As Ks", "2s 3s 4d"), {"dead": "4d"}, "dead: card 4d is also in the board"),
    (("As Ks", "2s 3s 4d"), {"vs": "AA"}, None),
    (("As Ah", "Ad 3s 4d"), {"vs": "AA"}, "no hand of the range"),
    (("As Ks", "2s 3s 4d"), {"vs": "QQ+,AX"}, "vs: 'AX'"),
    (("As Ks", "2s 3s 4d"), {"opponents": 0}, "opponents=0"),
    (("As Ks", "2s 3s 4d"), {"opponents": True}, "opponents=True"),
    (("As Ks", "2s 3s 4x"), {}, "board: "),
])
def test_bad_input_is_named(args, kw, match):
    if match is None:
        assert 0 <= hand_strength(*args, **kw).hs <= 1
        return
    with pytest.raises(StrengthError, match=match):
        hand_strength(*args, **kw)


def test_text_repr_and_json():
    s = hand_strength("Ad Qc", "3h 4c Jh")
    assert str(s).startswith("hand strength 58.5%, positive potential 20.8%")
    assert "1,070,190 cases" in str(s) and "сила руки 58,5%" in s.text("ru")
    assert len(repr(hand_strength("Ad Qc", "3h 4c Jh", vs=Range.top(0.5)))) < 300
    assert json.loads(json.dumps(s.to_dict()))["hp"]["behind"]["ahead"] == 91981


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "handrank", "strength", *argv], capture_output=True,
                          text=True)


def test_cli():
    p = run_cli("AdQc", "--board", "3h 4c Jh")
    assert p.returncode == 0 and p.stdout.startswith("hand strength 58.5%")
    data = json.loads(run_cli("AdQc", "--board", "3h 4c Jh", "--json").stdout)
    assert data["now"] == {"ahead": 628, "tied": 9, "behind": 444} and data["pairs"] == 1070190
    ru = run_cli("AdQc", "--board", "3h4cJh", "--lang", "ru", "--vs", "QQ+", "--opponents", "2")
    assert "сила руки" in ru.stdout
    bad = run_cli("AdQc", "--board", "3h 4c")
    assert bad.returncode == 2 and "the board has 2 cards" in bad.stderr and "Traceback" not in bad.stderr


def test_the_game_kernel_on_the_standard_ranking_is_the_holdem_kernel():
    """``hr_hand_strength_game`` of the standard ranking counts what ``hr_hand_strength`` counts
    (Hold'em goes to the latter; the game kernel's other rankings share its loops), and it
    refuses what it cannot evaluate."""
    from handrank._core import ffi, lib
    hole, board = hr.cards("Ad Qc"), hr.cards("3h 4c Jh")
    live = [c for c in range(52) if c not in hole + board]
    opp = [c for pair in combinations(sorted(live, reverse=True), 2) for c in pair]
    n = len(opp) // 2
    w = ffi.new("double[]", [1.0] * n)
    outs = []
    for kernel in ("holdem", "game"):
        now, hp = ffi.new("double[3]"), ffi.new("double[9]")
        if kernel == "holdem":
            pairs = lib.hr_hand_strength(bytes(hole), bytes(board), 3, 0, bytes(opp), w, n, now, hp)
        else:
            pairs = lib.hr_hand_strength_game(lib.HR_HS_STANDARD, 2, bytes(hole), bytes(board), 3, 0,
                                              bytes(opp), w, n, ffi.new("uint8_t[]", n), now, hp)
        outs.append((pairs, list(now), list(hp)))
    assert outs[0] == outs[1] and outs[0][0] == 1_070_190
    state = ffi.new("uint8_t[]", 1)
    now, hp = ffi.new("double[3]"), ffi.new("double[9]")
    for kind, nh, h, b, o in ((lib.HR_HS_OMAHA, 2, hole, board, opp[:2]),        # Omaha deals 4 to 6
                              (lib.HR_HS_STANDARD, 2, (52, 1), board, opp[:2]),  # no card 52
                              (lib.HR_HS_SHORTDECK, 2, hole, board, (0, 1)),      # a two: not short deck's
                              (9, 2, hole, board, opp[:2])):                      # no such game
        assert lib.hr_hand_strength_game(kind, nh, bytes(h), bytes(b), 3, 0, bytes(o), w, 1, state, now,
                                          hp) == -1


@pytest.mark.parametrize("game, hole, board", [("shortdeck", "Ah Kh", "Qh 7s 6h"),
                                              ("omaha", "As Ks Qd Jd", "Ts 9s 2c 3h")])
def test_other_games_against_random_and_its_limit(game, hole, board):
    s = hand_strength(hole, board, game=game)  # every holding of the game's deck
    seen = hr.cards(hole) + hr.cards(board)
    live = [c for c in range(16 if game == "shortdeck" else 0, 52) if c not in seen]
    n = 2 if game == "shortdeck" else 4
    assert sum(s.now.values()) == len(list(combinations(live, n)))
    with pytest.raises(StrengthError, match="lookups in omaha, more than this call does"):
        hand_strength("As Ks Qd Jd", "Ts 9s 2c", game="omaha")  # the flop against every random hand

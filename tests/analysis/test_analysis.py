"""classify and outs: hand-picked spots, and a reference that applies the spec's
definitions (analysis.md) literally — best fives by brute force with ``evaluate``, straights by
rank windows, outs by dealing each card — to the flop, turn and river of 300 random deals."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import combinations

import handrank as hr
import pytest
from handrank import Category as C
from handrank.analysis.draws import DRAWS, AnalysisError, classify, outs

RANKS = "23456789TJQKA"


def rank(c):
    return c // 4


def suit(c):
    return c % 4


def best_fives(cards):
    v = hr.evaluate(list(cards))
    return v, [f for f in combinations(cards, 5) if hr.evaluate(list(f)) == v]


def has_straight(ranks):
    windows = [[(t - i) % 13 if t - i >= 0 else 12 for i in range(5)] for t in range(3, 13)]
    tops = [t for t, w in zip(range(3, 13), windows) if all(r in ranks for r in w)]
    return max(tops) if tops else None


def ref_made(hole, board):
    v, fives = best_fives(hole + board)
    cat = hr.category(v)
    five = fives[0]
    counts = {r: sum(1 for c in five if rank(c) == r) for r in {rank(c) for c in five}}
    br = sorted({rank(c) for c in board}, reverse=True)
    hr_ = sorted((rank(c) for c in hole), reverse=True)
    pocket = hr_[0] == hr_[1]
    if cat == C.HIGH_CARD:
        return "overcards" if all(r > br[0] for r in hr_) else "ace_high" if 12 in hr_ else "nothing"
    if cat == C.PAIR:
        (p,) = [r for r, n in counts.items() if n == 2]
        if pocket and hr_[0] == p:
            return "overpair" if p > br[0] else "underpair" if p < br[-1] else "pocket_between"
        if p not in hr_:
            return "board_pair"
        if p == br[0]:
            return "top_pair"
        if p == br[-1] and len(br) >= 2:
            return "bottom_pair"
        return "second_pair" if p == br[1] else "third_pair"
    if cat == C.TWO_PAIR:
        pairs = sorted((r for r, n in counts.items() if n == 2), reverse=True)
        if pocket and hr_[0] in pairs:
            return "pocket_and_board_pair"
        by_hole = [r for r in pairs if r in hr_ and sum(1 for c in board if rank(c) == r) == 1]
        if len(by_hole) == 2:
            idx = {br.index(r) for r in by_hole}
            n = len(br)
            return ("top_two" if idx == {0, 1} else "top_and_bottom" if idx == {0, n - 1} else
                    "top_and_other" if 0 in idx else "bottom_two" if idx == {n - 2, n - 1} else "two_other")
        return "one_card_and_board_pair" if by_hole else "board_two_pair"
    if cat == C.THREE_OF_A_KIND:
        (t,) = [r for r, n in counts.items() if n == 3]
        held = hr_.count(t)
        return ["board_trips", "trips", "set"][held]
    return cat.name.lower()


def ref_draws(hole, board):
    if len(board) == 5:
        return ()
    cat = hr.category(hr.evaluate(hole + board))
    every = hole + board
    unseen = [c for c in range(52) if c not in every]
    out = set()
    for s in range(4):
        n = sum(1 for c in every if suit(c) == s)
        mine = [c for c in hole if suit(c) == s]
        if cat < C.FLUSH and n == 4 and mine:
            out.add("flush_draw")
            top_missing = max(r for r in range(13) if all(not (rank(c) == r and suit(c) == s) for c in board))
            if any(rank(c) == top_missing for c in mine):
                out.add("nut_flush_draw")
        if cat < C.FLUSH and n == 3 and mine and len(board) == 3:
            out.add("backdoor_flush_draw")

    def needs_hole(extra_ranks):
        top = has_straight({rank(c) for c in every} | set(extra_ranks))
        return top is not None and has_straight({rank(c) for c in board} | set(extra_ranks)) != top

    if cat < C.STRAIGHT:
        completing = {rank(c) for c in unseen if needs_hole([rank(c)])}
        held = {rank(c) for c in every}
        if len(completing) == 1:
            out.add("gutshot")
        elif len(completing) >= 2:
            four = any(all(r in held for r in range(lo, lo + 4)) and (12 if lo == 0 else lo - 1) in completing
                       and lo + 4 in completing for lo in range(0, 9))
            out.add("open_ended" if four else "double_gutter")
        elif len(board) == 3 and any(needs_hole([rank(a), rank(b)]) for a, b in combinations(unseen, 2)):
            out.add("backdoor_straight_draw")
    hole_ranks = {rank(c) for c in hole}
    if cat < C.STRAIGHT and len(hole_ranks) == 2 and not hole_ranks & {rank(c) for c in board} and \
            min(hole_ranks) > max(rank(c) for c in board):
        out.add("overcards")
    return tuple(d for d in DRAWS if d in out)


def ref_uses(hole, board):
    _, fives = best_fives(hole + board)
    return min(sum(1 for c in f if c in hole) for f in fives)


def ref_nuts(hole, board):
    v = hr.evaluate(hole + board)
    unseen = [c for c in range(52) if c not in hole + board]
    return all(hr.evaluate(list(board) + [a, b]) <= v for a, b in combinations(unseen, 2))


def cat4(cards):
    if len(cards) >= 5:
        c = hr.category(hr.evaluate(list(cards)))
        return C.STRAIGHT_FLUSH if c == C.ROYAL_FLUSH else c
    counts = sorted([sum(1 for x in cards if rank(x) == r) for r in {rank(x) for x in cards}], reverse=True)
    return {4: C.FOUR_OF_A_KIND, 3: C.THREE_OF_A_KIND}.get(counts[0], C.TWO_PAIR if counts[:2] == [2, 2]
                                                           else C.PAIR if counts[0] == 2 else C.HIGH_CARD)


def ref_outs(hole, board, vs=None):
    seen = set(hole + board + (vs or []))
    found, clean = [], []
    if vs is not None and hr.evaluate(hole + board) >= hr.evaluate(vs + board):
        return [], []
    for c in range(51, -1, -1):
        if c in seen:
            continue
        if vs is None:
            now, after = cat4(hole + board), cat4(hole + board + [c])
            if after > now and after > cat4(board + [c]):
                found.append(c)
        else:
            a, b = hr.evaluate(hole + board + [c]), hr.evaluate(vs + board + [c])
            if a >= b:
                found.append(c)
                if a > b:
                    clean.append(c)
    return found, clean


@pytest.mark.parametrize("seed", range(300))
def test_against_the_literal_definitions(seed):
    rng = random.Random(seed)
    deal = rng.sample(range(52), 9)
    hole, vs = deal[:2], deal[7:9]
    for n in (3, 4, 5):
        board = deal[2:2 + n]
        c = classify(hole, board)
        assert c.made == ref_made(hole, board), (hr.cards_str(hole), hr.cards_str(board))
        assert c.draws == ref_draws(hole, board), (hr.cards_str(hole), hr.cards_str(board))
        assert c.uses == ref_uses(hole, board)
        assert c.nuts == ref_nuts(hole, board)
        if n < 5:
            o = outs(hole, board)
            assert list(o.cards) == ref_outs(hole, board)[0]
            assert sum(len(v) for v in o.by_category.values()) == len(o)
            for cat, cs in o.by_category.items():
                assert all(cat4(hole + board + [x]) == cat for x in cs)
            ov = outs(hole, board, vs=vs)
            found, clean = ref_outs(hole, board, vs)
            assert list(ov.cards) == found and list(ov.clean) == clean


# (hole, board, made, draws, uses, nuts): spots worked out by hand
SPOTS = [
    ("As Ks", "Qs Js 2d", "overcards", ("flush_draw", "nut_flush_draw", "gutshot", "overcards"), 2, False),
    ("Ah 5h", "Kh 9h 2c", "ace_high", ("flush_draw", "nut_flush_draw", "backdoor_straight_draw"), 2, False),
    ("Kh 5h", "Ah 9h 2c", "nothing", ("flush_draw", "nut_flush_draw", "backdoor_straight_draw"), 2, False),
    ("Qh 5h", "Ah 9h 2c", "nothing", ("flush_draw", "backdoor_straight_draw"), 2, False),
    ("7h 6h", "8h 9c 2h", "nothing", ("flush_draw", "open_ended"), 2, False),
    ("9c 7d", "Jh 5s 8c", "nothing", ("double_gutter",), 2, False),         # 5 . 7 8 9 . J: a 6 or a T
    ("Ah 2d", "3c 4s 9h", "ace_high", ("gutshot",), 2, False),              # only a five (no rank above A)
    ("5h 4d", "3c 2s 9h", "nothing", ("open_ended",), 2, False),            # 2345: the wheel's ace or a six
    ("Ah Kd", "Qc Js 9h", "overcards", ("gutshot", "overcards"), 2, False),
    ("Kh Kd", "Ks 9c 4d", "set", (), 2, True),
    ("Kh Qd", "Ks Kc 4d", "trips", (), 2, False),                           # 44 and K4 make full houses
    ("7h 6d", "Ks Kc Kd", "board_trips", (), 2, False),                     # both hole cards are kickers
    ("Ah Ad", "Ks 9c 4d", "overpair", (), 2, False),
    ("Th Td", "Ks 9c 4d", "pocket_between", ("backdoor_straight_draw",), 2, False),   # KQJT9
    ("3h 3d", "Ks 9c 4d", "underpair", (), 2, False),
    ("Ah Kd", "Ks 9c 4d", "top_pair", (), 2, False),
    ("Ah 9d", "Ks 9c 4d 2h", "second_pair", (), 2, False),
    ("Ah 4d", "Ks 9c 4c 2h", "third_pair", (), 2, False),
    ("Ah 2d", "Ks 9c 4d 2h", "bottom_pair", (), 2, False),
    ("Ah Qd", "Ks Kc 4d", "board_pair", ("backdoor_straight_draw",), 2, False),       # AKQJT
    ("Kh 9d", "Ks 9c 4d", "top_two", (), 2, False),
    ("Kh 4h", "Ks 9c 4d", "top_and_bottom", (), 2, False),
    ("Kh 7h", "Ks 9c 7d 2s", "top_and_other", (), 2, False),
    ("9h 4h", "Ks 9c 4d", "bottom_two", (), 2, False),
    ("7h 4h", "Ks 9c 7d 4s", "bottom_two", (), 2, False),
    ("9h 7h", "Ks 9c 7d 4s", "two_other", (), 2, False),
    ("8h 8d", "Ks Kc 4d", "pocket_and_board_pair", (), 2, False),
    ("Ah 4h", "Ks Kc 4d", "one_card_and_board_pair", (), 2, False),
    ("Ah 2h", "Ks Kc 4d 4s", "board_two_pair", (), 1, False),               # only the ace kicker plays
    ("Ah 5c", "2c 3d 4h", "straight", (), 2, False),                        # the wheel; 65 makes a six-high
    ("9h 8h", "7h 6h 5h", "straight_flush", (), 2, True),
]


@pytest.mark.parametrize("hole,board,made,draws,uses,nuts", SPOTS)
def test_hand_picked_spots(hole, board, made, draws, uses, nuts):
    c = classify(hole, board)
    assert (c.made, c.draws, c.uses, c.nuts) == (made, draws, uses, nuts)
    h, b = hr.cards(hole), hr.cards(board)
    assert (c.made, c.draws, c.uses, c.nuts) == (ref_made(list(h), list(b)), ref_draws(list(h), list(b)),
                                                 ref_uses(list(h), list(b)), ref_nuts(list(h), list(b)))


def test_outs_spots():
    o = outs("As Ks", "Qs Js 2d")
    assert len(o) == 18 and hr.cards_str(o.by_category[C.ROYAL_FLUSH]) == "Ts"
    assert hr.cards_str(o.by_category[C.STRAIGHT]) == "Th Td Tc"
    four = outs("8s 7s", "6d 5c Kh Qs")
    assert hr.cards_str(four.by_category[C.STRAIGHT]) == "9s 9h 9d 9c 4s 4h 4d 4c"
    # a card that only pairs the board is no out; a pair of the hole card is
    assert "Kd" not in hr.cards_str(outs("8s 7s", "6d 5c Kh").cards)
    v = outs("Ah Kh", "Qh 7h 2c 3d", vs="Qs Qd")
    assert len(v) == len(v.clean) == 7
    # ahead already: no outs against the hand
    assert len(outs("Qs Qd", "Qh 7h 2c", vs="Ah Kh")) == 0
    # a tie counts as an out, not as clean
    tie = outs("Ah 2c", "Kd Qd Jd", vs="As 3c")
    assert set(tie.cards) >= set(hr.cards("Th")) and "Th" not in hr.cards_str(tie.clean)
    assert outs("As Ks", "Qs Js 2d", dead="Ts").by_category.get(C.ROYAL_FLUSH) is None
    assert str(outs("Ks Kd", "Kh Kc 2d 3d")) == "no outs"


@pytest.mark.parametrize("fn,args,kw,match", [
    (classify, ("As Ks", "Qs Js"), {}, "the board has 2 cards"),
    (classify, ("As Ks Qd", "2s 3s 4d"), {}, "the hole has 3 cards"),
    (classify, ("As Ks", "As 3s 4d"), {}, "board: card As is also in the hole"),
    (classify, ("As Ks", "2s 3s 4x"), {}, "board: "),
    (outs, ("As Ks", "2s 3s 4d 5d 6h"), {}, "the board has 5 cards: outs are counted on a flop or a turn"),
    (outs, ("As Ks", "2s 3s 4d"), {"vs": "As Qd"}, "vs: card As is also in the hole"),
    (outs, ("As Ks", "2s 3s 4d"), {"vs": "Qd"}, "vs has 1 cards"),
    (outs, ("As Ks", "2s 3s 4d"), {"dead": "4d"}, "dead: card 4d is also in the board"),
])
def test_bad_input_is_named(fn, args, kw, match):
    with pytest.raises(AnalysisError, match=match):
        fn(*args, **kw)
    assert issubclass(AnalysisError, ValueError)


def test_texts():
    c = classify("As Ks", "Qs Js 2d")
    assert str(c) == "High Card, Ace, overcards; draws: flush draw, nut flush draw, gutshot, overcards"
    assert c.text("ru").startswith("Старшая карта")
    assert "(the nuts)" in str(classify("Kh Kd", "Ks 9c 4d"))
    assert "аутов: 14" in outs("8s 7s", "6d 5c Kh Qs").text("ru")
    assert hr.classify is classify and hr.outs is outs


def run_cli(*argv):
    return subprocess.run([sys.executable, "-m", "handrank", *argv], capture_output=True, text=True)


def test_cli():
    p = run_cli("classify", "AsKs", "--board", "Qs Js 2d")
    assert p.returncode == 0 and p.stdout.splitlines()[0].startswith("High Card, Ace, overcards; draws:")
    assert "18 outs" in p.stdout
    data = json.loads(run_cli("classify", "AsKs", "--board", "Qs Js 2d", "--json").stdout)
    assert data["made"] == "overcards" and data["outs"]["count"] == 18 and data["nuts"] is False
    assert "Ts" in data["outs"]["by_category"]["ROYAL_FLUSH"]
    ru = run_cli("classify", "AsKs", "--board", "Qs Js 2d", "--lang", "ru")
    assert "флеш-дро" in ru.stdout
    vs = json.loads(run_cli("classify", "AhKh", "--board", "Qh 7h 2c 3d", "--vs", "QsQd", "--json").stdout)
    assert vs["outs"]["count"] == 7 and len(vs["outs"]["clean"]) == 7
    bad = run_cli("classify", "AsKs", "--board", "Qs Js")
    assert bad.returncode == 2 and "the board has 2 cards" in bad.stderr and "Traceback" not in bad.stderr


# --- Range.breakdown ----------------------------------------------------------------------

@pytest.mark.parametrize("text,board,dead", [
    ("random", "Qs Js 2d", ""), ("QQ+, AK, 76s:0.5, A5s:0.25", "Ts 9s 8d 2c", "Ah"),
    ("22+, A2s+, K9o+", "Kh Kd 4c", ""), ("random", "7h 7d 7c 2s 2d", "As Ks"),
])
def test_breakdown_totals_and_a_combo_by_combo_count(text, board, dead):
    r = hr.Range(text)
    b = r.breakdown(board, dead=dead)
    seen = set(hr.cards(board)) | set(hr.cards(dead))
    live = [(hi, lo, w) for hi, lo, w in r.combos if hi not in seen and lo not in seen]
    assert b.combos == len(live) and b.total == pytest.approx(sum(w for *_, w in live))
    assert sum(b.made.values()) == pytest.approx(b.total) == pytest.approx(sum(b.categories.values()))
    made, cats, draws = {}, {}, {}
    for hi, lo, w in live:
        c = classify([hi, lo], board)
        made[c.made] = made.get(c.made, 0) + w
        cats[c.category] = cats.get(c.category, 0) + w
        for d in c.draws:
            draws[d] = draws.get(d, 0) + w
    assert b.made == pytest.approx(made) and b.categories == pytest.approx(cats)
    assert b.draws == pytest.approx(draws)
    if text == "random" and not dead:   # 49 choose 2 combos, integers
        assert b.combos == 1176 and all(float(x).is_integer() for x in b.made.values())


def test_breakdown_by_hand():
    b = hr.Range("QQ+, AK").breakdown("Qs Js 2d")
    # QQ: 3 combos left, all sets; KK, AA: overpairs (6 + 6); AK: 16 combos of overcards, each a gutshot
    assert b.made == {"set": 3.0, "overpair": 12.0, "overcards": 16.0}
    assert b.draws["gutshot"] == 16.0 and b.draws["flush_draw"] == 1.0 and b.draws["nut_flush_draw"] == 1.0
    with pytest.raises(hr.RangeError, match="holdem8 has no breakdown"):  # a split pot's: no one vocabulary
        hr.Range("QQ+", game="holdem8").breakdown("Qs Js 2d")
    with pytest.raises(AnalysisError, match="the board has 2 cards"):
        hr.Range("AA").breakdown("Qs Js")
    assert "31 combos on" in str(b) and "комбинаций: 31" in b.text("ru")
    assert json.loads(json.dumps(b.to_dict()))["categories"]["THREE_OF_A_KIND"] == 3.0


def test_breakdown_and_percentile_cli():
    p = run_cli("breakdown", "QQ+, AK", "--board", "Qs Js 2d")
    assert p.returncode == 0 and p.stdout.startswith("31 combos on")
    data = json.loads(run_cli("breakdown", "QQ+,AK", "--board", "Qs Js 2d", "--json").stdout)
    assert data["made"]["overpair"] == 12.0 and data["combos"] == 31
    bad = run_cli("breakdown", "QQ+,AX", "--board", "Qs Js 2d")
    assert bad.returncode == 2 and "'AX'" in bad.stderr and "Traceback" not in bad.stderr
    q = run_cli("percentile", "AA", "AKs", "7h2c")
    assert q.returncode == 0 and q.stdout.splitlines() == ["AA  100.00", "AKs  96.83", "72o   4.52"]
    assert json.loads(run_cli("percentile", "AKs", "--json").stdout) == \
        {"hands": [{"hand": "AKs", "percentile": 96.83257918552036}]}
    assert run_cli("percentile", "AK").returncode == 2


def test_the_words_of_the_analysis_have_one_shape_in_every_language():
    from handrank.text.analysis import WORDS
    from handrank.text.hands import LANGS
    assert set(WORDS) == set(LANGS)
    shapes = [{k: len(v) if isinstance(v, tuple) else None for k, v in w.items()} for w in WORDS.values()]
    assert all(set(s) == set(shapes[0]) for s in shapes)
    assert all((s[k] is None) == (shapes[0][k] is None) for s in shapes for k in s)  # a sentence or forms

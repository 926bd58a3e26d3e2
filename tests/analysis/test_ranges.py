"""Range notation (spec/ranges.md), the canonical text, the algebra and Range.top."""

import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import handrank
import pytest
from handrank.analysis.ranges import HAND_CLASSES, Range, RangeError, preflop_equities
from handrank.cards import RANKS, card_str
from hypothesis import given
from hypothesis import strategies as st

ALL = [(hi, lo) for hi in range(52) for lo in range(hi)]


def brute(names):
    """The combos of hand classes, found by reading every combo's text (not the parser)."""
    out = set()
    for hi, lo in ALL:
        a, b = card_str(hi), card_str(lo)
        name = a[0] + b[0] + ("" if a[0] == b[0] else "s" if a[1] == b[1] else "o")
        if name in names or (len(name) == 3 and name[:2] in names):
            out.add((hi, lo))
    return out


def keys(r):
    return {(hi, lo) for hi, lo, _ in r.combos}


# --- the spec's table ---

@pytest.mark.parametrize("text, count, classes", [
    ("AhKh", 1, None),
    ("QQ", 6, {"QQ"}),
    ("AKs", 4, {"AKs"}),
    ("AKo", 12, {"AKo"}),
    ("AK", 16, {"AK"}),
    ("QQ+", 18, {"QQ", "KK", "AA"}),
    ("ATs+", 16, {"ATs", "AJs", "AQs", "AKs"}),
    ("22-55", 24, {"22", "33", "44", "55"}),
    ("55-22", 24, {"22", "33", "44", "55"}),
    ("76s-54s", 12, {"76s", "65s", "54s"}),
    ("54s-76s", 12, {"76s", "65s", "54s"}),
    ("A2s-A5s", 16, {"A2s", "A3s", "A4s", "A5s"}),
    ("A5s-A2s", 16, {"A2s", "A3s", "A4s", "A5s"}),
    ("KQo+", 12, {"KQo"}),
    ("T9+", 16, {"T9"}),
    ("K9o-K7o", 36, {"K9o", "K8o", "K7o"}),
    ("JT-87", 64, {"JT", "T9", "98", "87"}),
    ("22+", 78, {r + r for r in RANKS}),
    ("random", 1326, None),
    ("*", 1326, None),
    ("AA:0.5", 6, {"AA"}),
])
def test_spec_terms(text, count, classes):
    r = Range(text)
    assert len(r) == count == len(r.combos)
    if classes is not None:
        assert keys(r) == brute(classes)
    assert {w for *_, w in r.combos} == ({0.5} if ":" in text else {1.0})


def test_exact_hand_and_random():
    assert keys(Range("AhKh")) == {(50, 46)} == keys(Range("Kh Ah")) == keys(Range("A♥K♥"))
    assert keys(Range("random")) == set(ALL) == keys(Range("*"))


def test_lists_and_whitespace():
    assert Range(" Q Q + ,\tA K s\n") == Range("QQ+,AKs")
    assert len(Range("QQ+, AKs, 76s-54s, AhKd, AhKh")) == 18 + 4 + 12 + 1


def test_combos_contract():
    for r in (Range("QQ+, AKs:0.5, 76s-54s, 7c2d:0.25"), Range("random")):
        combos = r.combos
        assert isinstance(combos, tuple) and combos == tuple(sorted(combos))
        for hi, lo, w in combos:
            assert type(hi) is int and type(lo) is int and 0 <= lo < hi <= 51
            assert type(w) is float and 0 < w <= 1
        assert Range(r.text()).combos == combos


def test_duplicate_terms_last_weight_wins():
    r = Range("QQ+, AA:0.5")
    assert r.weight("AsAh") == 0.5 and r.weight("KsKh") == 1.0 and len(r) == 18
    assert Range("AA:0.5, QQ+").weight("AsAh") == 1.0
    assert Range("AA, AA").combos == Range("AA").combos
    r = Range("random:0.1, QQ+")
    assert len(r) == 1326 and r.weight("7c2d") == 0.1 and r.weight("QcQd") == 1.0
    assert r.text() == "random:0.1,QQ+"


# --- errors ---

@pytest.mark.parametrize("text, words", [
    ("AKx", ["'AKx'", "suffix 'x'"]),
    ("QQ-AKs", ["'QQ-AKs'", "pair and a non-pair"]),
    ("22-55s", ["'22-55s'", "'55s' is a pair"]),
    ("", ["empty range"]),
    ("  ", ["empty range"]),
    ("AA,,KK", ["empty term"]),
    ("AA,", ["empty term"]),
    ("AA:0", ["'AA:0'", "outside (0, 1]"]),
    ("AA:1.5", ["'AA:1.5'", "outside (0, 1]"]),
    ("AA:-0.5", ["outside (0, 1]"]),
    ("AA:nan", ["outside (0, 1]"]),
    ("AA:50%", ["'AA:50%'", "not a number"]),
    (":0.5", ["needs a term"]),
    ("AhKx", ["'AhKx'", "unknown suit 'x'"]),
    ("AhAh", ["'AhAh'", "given twice"]),
    ("Zh2c", ["'Zh2c'", "'Z' is not a rank"]),
    ("AhKhQh", ["'AhKhQh'", "2 cards, this has 3"]),
    ("QQs", ["'QQs'", "pair"]),
    ("QQo+", ["'QQo+'", "pair"]),
    ("A2s-A5o", ["'A2s-A5o'", "alike"]),
    ("A2s-K5s", ["'A2s-K5s'", "top card", "gap"]),
    ("QQ+-AA", ["cannot carry '+'"]),
    ("22-33-44", ["exactly two"]),
    ("22-", ["exactly two"]),
    ("AhKh-AhQh", ["'AhKh-AhQh'", "not exact hands"]),
    ("AKs++", ["'AKs++'", "not a hand"]),
    ("randomly", ["'randomly'"]),
])
def test_errors_name_the_term(text, words):
    with pytest.raises(RangeError) as e:
        Range(text)
    assert isinstance(e.value, ValueError)
    for w in words:
        assert w in str(e.value)


@pytest.mark.parametrize("call, words", [
    (lambda: Range(None), ["None", "a range is text"]),
    (lambda: Range(["AA"]), ["a range is text"]),
    (lambda: Range("AA", hole=3), ["hole=3"]),
    (lambda: "AhKhQh" in Range("AA"), ["2 cards"]),
    (lambda: "Xx" in Range("AA"), ["unknown rank"]),
    (lambda: Range("AA") | 5, ["combines a Range"]),
    (lambda: Range("AA") | Range("random", hole=4), ["2-card range and a 4-card"]),
    (lambda: Range("AA") & "AKx", ["'AKx'"]),
    (lambda: Range.top(0), ["(0, 1]"]),
    (lambda: Range.top(1.5), ["(0, 1]"]),
    (lambda: Range.top(float("nan")), ["(0, 1]"]),
    (lambda: Range.top("0.1"), ["(0, 1]"]),
    (lambda: Range.top(True), ["(0, 1]"]),
    (lambda: Range.from_combos([(51, 47, 2.0)]), ["outside (0, 1]"]),
    (lambda: Range.from_combos([(51, 51)]), ["given twice"]),
    (lambda: Range("AAs", hole=4), ["'AAs'", "4-card hand"]),  # AA alone is AAxx (an Omaha pattern)
    (lambda: Range("AsKs", hole=4), ["4 cards, this has 2"]),
    (lambda: Range("random", hole=5).combos, ["too many to list"]),
    (lambda: Range("random", hole=4) | Range("AsKsQhJh", hole=4), ["Omaha 'random'"]),
    (lambda: "AsKs" in Range("random", hole=4), ["4 cards"]),
])
def test_other_errors(call, words):
    with pytest.raises(RangeError) as e:
        call()
    for w in words:
        assert w in str(e.value)


# --- membership, equality, algebra ---

def test_contains_any_spelling():
    r = Range("AKs, QQ:0.5")
    for hand in ("AhKh", "Kh Ah", ("Ah", "Kh"), (50, 46), (46, 50), [46, "Ah"], "QsQd"):
        assert hand in r
    for hand in ("AhKd", (51, 46), "JsJd"):
        assert hand not in r
    assert r.weight("QsQd") == 0.5 and r.weight("2c3d") == 0.0


def test_equality_and_hash():
    a = Range("22-55, AKs")
    b = Range("AsKs, AhKh, AdKd, AcKc, 55-22")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Range("22-55, AKs:0.5") and a != Range("22-55") and a != "22-55,AKs"
    assert Range(a) == a and Range(a) is not a


def test_union_keeps_the_larger_weight():
    r = Range("AA:0.5, KK:0.2") | Range("AA:0.3, KK, QQ:0.7")
    assert r == Range("AA:0.5, KK, QQ:0.7")
    assert Range("22-55") | "66+" == Range("22+") == "66+" | Range("22-55")


def test_intersection_keeps_the_smaller_weight():
    r = Range("QQ+:0.5, AKs") & Range("KK+, AKs:0.25, 72o")
    assert r == Range("KK+:0.5, AKs:0.25")
    assert len(Range("QQ") & Range("KK")) == 0 and not (Range("QQ") & Range("KK"))


def test_difference_drops_whatever_the_weight():
    r = Range("QQ+, AK:0.5") - Range("AA:0.1, AKo")
    assert r == Range("QQ-KK, AKs:0.5")
    assert len(Range("random") - Range("QQ+")) == 1326 - 18
    assert "random" - Range("AA") == Range("random") - "AA"


def test_algebra_laws():
    a, b, c = Range("QQ+:0.5, AKs, 76s-54s"), Range("JJ+, AK:0.3, 65s"), Range("random:0.2")
    assert a | b == b | a and a & b == b & a
    assert (a | b) | c == a | (b | c) and (a & b) & c == a & (b & c)
    assert a | a == a == a & a and len(a - a) == 0
    assert keys(a - b) == keys(a) - keys(b)
    assert keys(a & b) == keys(a) & keys(b) and keys(a | b) == keys(a) | keys(b)


def test_empty_range():
    e = Range("AA") - "AA"
    assert len(e) == 0 and e.combos == () and e.text() == "" and repr(e) == "Range.from_combos(())"
    assert e == Range.from_combos([])


def test_from_combos():
    r = Range.from_combos([(51, 47), ("Ah", "Kh", 0.25), ("AdKd", 0.5), ((44, 45), 1.0)])
    assert r == Range("AsKs, AhKh:0.25, AdKd:0.5, KdKc")


# --- the canonical text ---

@pytest.mark.parametrize("text, canonical", [
    ("AA, KK, QQ, JJ, TT, 99", "99+"),
    ("76s, 65s, 54s", "76s-54s"),
    ("AKs, AKo", "AK"),
    ("AsKs, AhKh, AdKd", "AsKs,AhKh,AdKd"),
    ("AKs, AsKh", "AKs,AsKh"),
    ("22, 33, 44, 55", "55-22"),
    ("AA, KK", "KK+"),
    ("AA", "AA"),
    ("KK, QQ", "KK-QQ"),
    ("A2s, A3s, A4s, A5s", "A5s-A2s"),
    ("ATs, AJs, AQs, AKs", "ATs+"),
    ("KQs", "KQs"),
    ("ATs+, AJo+", "AJ+,ATs"),
    ("QQ+, AA:0.5", "KK-QQ,AA:0.5"),
    ("random, AA:0.5", "random,AA:0.5"),
    ("22+, A2s+, K2s+", "22+,A2s+,K2s+"),
    ("T9s-54s, AJs+, 98o", "AJs+,T9s-54s,98"),  # 98s is in T9s-54s
    ("T9s-54s, AJs+, 97o", "AJs+,T9s-54s,97o"),
])
def test_text_examples(text, canonical):
    r = Range(text)
    assert r.text() == canonical and str(r) == canonical
    assert Range(canonical) == r


def test_text_is_one_text_per_range():
    a = Range("AKs") | Range("AQs") | Range("AJs") | Range("ATs")
    assert a.text() == Range("AKs-ATs").text() == Range("AsKs,ATs+").text() == "ATs+"


KIND = st.sampled_from(["s", "o", ""])
ROWS = st.tuples(st.integers(1, 12), st.integers(0, 11), st.integers(0, 11), KIND).filter(
    lambda t: t[1] < t[0] and t[2] < t[0]).map(
    lambda t: f"{RANKS[t[0]]}{RANKS[t[1]]}{t[3]}-{RANKS[t[0]]}{RANKS[t[2]]}{t[3]}")
DIAGONALS = st.tuples(st.integers(1, 12), st.integers(0, 11), st.integers(0, 11), KIND).filter(
    lambda t: max(t[1], t[2]) + t[0] <= 12).map(
    lambda t: f"{RANKS[t[1] + t[0]]}{RANKS[t[1]]}{t[3]}-{RANKS[t[2] + t[0]]}{RANKS[t[2]]}{t[3]}")
PAIRS = st.tuples(st.integers(0, 12), st.integers(0, 12)).map(
    lambda t: f"{RANKS[t[0]] * 2}-{RANKS[t[1]] * 2}")
TERMS = st.one_of(st.sampled_from(HAND_CLASSES), st.sampled_from(HAND_CLASSES).map(lambda n: n + "+"),
                  ROWS, DIAGONALS, PAIRS, st.sampled_from(ALL).map(lambda k: card_str(k[0]) + card_str(k[1])))


@st.composite
def ranges(draw):
    """Unions of classes, plus and dash terms and single combos, at a few weights."""
    texts = []
    for term in draw(st.lists(TERMS, min_size=1, max_size=12)):
        w = draw(st.sampled_from([1.0, 1.0, 0.5, 0.25, 1 / 3]))
        texts.append(term if w == 1.0 else f"{term}:{w!r}")
    return Range(",".join(texts))


@given(ranges())
def test_text_round_trips(r):
    assert Range(r.text()) == r
    assert Range(r.text()).text() == r.text()


@given(st.sets(st.sampled_from(ALL), min_size=1, max_size=80),
       st.lists(st.sampled_from([1.0, 0.5, 0.1]), min_size=80, max_size=80))
def test_text_round_trips_on_any_combos(combos, weights):
    r = Range.from_combos((hi, lo, w) for (hi, lo), w in zip(sorted(combos), weights))
    assert Range(r.text()) == r


SMALL = [(hi, lo) for hi in range(5) for lo in range(hi)]  # suited classes of ranks 2..6


def shortest_suited(cells):
    """The shortest text for a set of suited classes, by trying every cover (a brute force)."""
    candidates = []
    for hi in range(5):
        for a in range(hi):
            for b in range(a, hi):
                cover = frozenset((hi, lo) for lo in range(a, b + 1))
                cost = 3 if a == b else 4 if b == hi - 1 else 7
                candidates.append((cover, cost))
    for gap in range(1, 5):
        for a in range(5 - gap):
            for b in range(a + 1, 5 - gap):
                candidates.append((frozenset((lo + gap, lo) for lo in range(a, b + 1)), 7))
    usable = [(c, cost + 1) for c, cost in candidates if c <= cells]
    best = {frozenset(): 0}
    frontier = [frozenset()]
    while frontier:  # breadth over covered sets, keeping the cheapest way to each
        nxt = []
        for done in frontier:
            for c, cost in usable:
                if not c <= done:
                    s = done | c
                    if best[done] + cost < best.get(s, math.inf):
                        best[s] = best[done] + cost
                        nxt.append(s)
        frontier = nxt
    return best[frozenset(cells)] - 1  # no comma after the last term


@given(st.sets(st.sampled_from(SMALL), min_size=1))
def test_text_is_shortest_on_small_suited_sets(cells):
    r = Range(",".join(f"{RANKS[hi]}{RANKS[lo]}s" for hi, lo in cells))
    assert len(r.text()) == shortest_suited(frozenset(cells))


# --- Range.top and the preflop table ---

def test_table_has_the_169_classes():
    eq = preflop_equities()
    assert sorted(eq) == sorted(HAND_CLASSES) and len(HAND_CLASSES) == 169
    assert all(0.3 < v < 0.86 for v in eq.values())
    assert max(eq, key=eq.get) == "AA" and min(eq, key=eq.get) == "32o"
    # a random hand against a random hand: the combo-weighted mean is exactly 1/2
    mean = sum(v * len(Range(n)) for n, v in eq.items()) / 1326
    assert abs(mean - 0.5) < 1e-12


def _sample_classes():
    if os.environ.get("HANDRANK_SLOW"):
        return list(HAND_CLASSES)  # all 169: ~5 minutes on two idle cores
    return ["AA", "AKo", "T9s", "72o", "32o", "22"]  # ~2 s each: the rest with HANDRANK_SLOW=1


def test_table_matches_ompeval():
    pe = pytest.importorskip("pokerfast.equity")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from gen_preflop import representative

    names = _sample_classes()
    with ThreadPoolExecutor(2) as pool:
        values = list(pool.map(lambda n: pe.equity_vs_random(representative(n)), names))
    eq = preflop_equities()
    for name, v in zip(names, values):
        assert abs(eq[name] - v) < 1e-9, name


def test_tool_representatives_belong_to_their_class():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from gen_preflop import representative

    for name in HAND_CLASSES:
        assert representative(name) in Range(name)


FRACTIONS = [0.001, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 1 / 3, 0.5, 0.75, 0.9, 0.99, 1.0]


def test_top_is_monotone_and_nested():
    tops = [Range.top(f) for f in FRACTIONS]
    for f, t in zip(FRACTIONS, tops):
        assert len(t) >= f * 1326 - 1e-9
    for a, b in zip(tops, tops[1:]):
        assert len(a) <= len(b) and keys(a) <= keys(b) and a - b == a - a
    assert Range.top(1.0) == Range("random") and Range.top(1) == Range("random")


def test_top_takes_the_fewest_strongest_whole_classes():
    eq = preflop_equities()
    for f in FRACTIONS:
        t = Range.top(f)
        held = {n for n in HAND_CLASSES if Range(n).combos[0][:2] in keys(t)}
        assert sum(len(Range(n)) for n in held) == len(t)  # whole classes only
        out = set(HAND_CLASSES) - held
        if out:
            assert min(eq[n] for n in held) >= max(eq[n] for n in out)
        weakest = min(held, key=lambda n: (eq[n], n))
        assert len(t) - len(Range(weakest)) < f * 1326  # one class fewer would not do


def test_top_examples():
    assert Range.top(0.01).text() == "QQ+"
    assert len(Range.top(0.001)) == 6 and Range.top(0.001) == Range("AA")


# --- Omaha ---

def test_omaha_exact_hands_and_random():
    r = Range("AsKsQhJh, 2c3d4h5s:0.5", hole=4)
    assert len(r) == 2 and r.hole == 4
    assert r.combos == ((15, 10, 5, 0, 0.5), (51, 47, 42, 38, 1.0))
    assert "Jh Qh Ks As" in r and "AsKsQhTh" not in r
    assert Range(r.text(), hole=4) == r and r.text() == "AsKsQhJh,5s4h3d2c:0.5"
    rnd = Range("random", hole=4)
    assert rnd.is_random and len(rnd) == math.comb(52, 4) and "2c3c4c5c" in rnd
    assert len(rnd.combos) == 270725 and len(set(rnd.combos)) == 270725
    assert all(a > b > c > d for a, b, c, d, _ in rnd.combos[:1000])
    mixed = Range("random:0.5, AsKsQhJh", hole=4)
    assert mixed.weight("AsKsQhJh") == 1.0 and mixed.weight("2c3c4c5c") == 0.5
    assert Range(mixed.text(), hole=4) == mixed
    assert len(Range("random", hole=6)) == math.comb(52, 6) and Range("*", hole=5).is_random
    assert (r | Range("AhAdKhKd", hole=4)) == Range("AsKsQhJh, 2c3d4h5s:0.5, AhAdKhKd", hole=4)


def test_exported_and_loaded_on_first_use():
    assert handrank.Range is Range and handrank.RangeError is RangeError
    assert {"Range", "RangeError", "Deck", "random_hands"} <= set(handrank.__all__)
    code = ("import sys, handrank; print(sorted(m for m in ('handrank.analysis.ranges', 'handrank.deck') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"  # import handrank stays fast: these load on first use

"""handrank.compat.eval7 gives what eval7 0.1.11 gives: values, type names, cards, decks,
ranges (tokens, hands, order, errors) and equities, checked against the real eval7 where it
is installed (those tests skip, saying so, where it is not).

The equity proof: on a complete board every eval7 function is deterministic (its Monte Carlo
cycles through the villain's hands), so the compat answers must be the same 32-bit floats.
Before the river eval7 samples boards with its own generator: there both Monte Carlo answers
must lie within ``Z`` standard errors of the exact value, the standard error bounded by
``0.5 / sqrt(iterations)`` (a deal scores 0, 1/2 or 1, so its variance is at most 1/4), and
the compat exact value before the river is checked against a brute force over eval7's own
``evaluate``.
"""

from __future__ import annotations

import math
import pickle
import random
from itertools import combinations

import pytest
from handrank.compat import eval7 as H
from handrank.compat.eval7 import rangestring as hrs
from handrank.values import NUM_VALUES

pytestmark = pytest.mark.filterwarnings("ignore:'parseString' deprecated")  # eval7's pyparsing call

Z = 5.0  # a Monte Carlo answer more than 5 standard errors off fails (p < 6e-7 per check)
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


@pytest.fixture(scope="module")
def E():
    return pytest.importorskip("eval7", reason="the real eval7 is not installed: pip install eval7")


def _both(E, strs):
    return [E.Card(s) for s in strs], [H.Card(s) for s in strs]


def _outcome(fn):
    try:
        return "ok", fn()
    except Exception as e:  # noqa: BLE001 - the class is the point
        return "err", e


# ---- evaluate / handtype -------------------------------------------------------------------

def _representatives():
    """One five-card hand of each of handrank's 7,462 values (from its decoded ranks)."""
    from handrank.values import Category, decode
    flushy = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
    out = []
    for v in range(1, NUM_VALUES + 1):
        cat, rs = decode(v)
        rs = sorted(rs)  # equal ranks together: suits 0,1,2,3,0 keep them distinct, and no flush
        suits_ = [3] * 5 if cat in flushy else [0, 1, 2, 3, 0]
        out.append((v, ["23456789TJQKA"[r] + "cdhs"[s] for r, s in zip(rs, suits_)]))
    return out


def test_every_value_class_gets_eval7s_value_in_the_same_order(E):
    values = []
    for v, hand in _representatives():
        e, h = _both(E, hand)
        theirs, ours = E.evaluate(e), H.evaluate(h)
        assert ours == theirs, (v, hand)
        assert H.handtype(ours) == E.handtype(theirs)
        values.append(theirs)
    assert values == sorted(set(values))  # handrank's order is eval7's: strictly increasing


@pytest.mark.parametrize("n", [5, 6, 7])
def test_random_hands_evaluate_and_handtype_as_eval7(E, n):
    rng = random.Random(n)
    ecards = {s: E.Card(s) for s in DECK}
    hcards = {s: H.Card(s) for s in DECK}
    count = 34_000  # 102,000 hands over the three sizes
    hands = [rng.sample(DECK, n) for _ in range(count)]
    theirs = [E.evaluate([ecards[s] for s in h]) for h in hands]
    ours = [H.evaluate([hcards[s] for s in h]) for h in hands]
    assert ours == theirs
    assert [H.handtype(v) for v in ours] == [E.handtype(v) for v in theirs]
    # eval7's own Card objects (anything with eval7's mask) are read too
    assert [H.evaluate([ecards[s] for s in h]) for h in hands[:500]] == theirs[:500]


def test_handtype_on_any_uint32_as_eval7_and_errors_of_eval7s_classes(E):
    for v in (0, 1, 1 << 24, (8 << 24) - 1, 8 << 24, 9 << 24, 0xFFFFFFFF, True):
        assert H.handtype(v) == E.handtype(v)
    assert H.handtype(67305472.0) == E.handtype(67305472.0) == "Straight"
    for bad in (-1, 1 << 32, "x", None):
        kind, theirs = _outcome(lambda bad=bad: E.handtype(bad))
        assert kind == "err"
        with pytest.raises(type(theirs)) as info:
            H.handtype(bad)
        assert isinstance(info.value, H.Eval7Error) and repr(bad) in str(info.value)
    assert E.handtype(1.5) == "High Card"  # eval7 drops the fraction; not a value here
    with pytest.raises(TypeError, match="1.5"):
        H.handtype(1.5)


def test_evaluate_refuses_what_eval7_gets_wrong():
    cs = [H.Card(s) for s in "As Ks Qs Js Ts 9s 8s 7s".split()]
    with pytest.raises(H.Eval7CardError, match="As is given twice"):
        H.evaluate(cs[:5] + cs[:1])       # eval7 calls this a royal flush
    with pytest.raises(H.Eval7CardError, match="5 to 7 cards, got 4"):
        H.evaluate(cs[:4])
    with pytest.raises(H.Eval7CardError, match="5 to 7 cards, got 8"):
        H.evaluate(cs)
    with pytest.raises(AttributeError, match="'As' is not a card"):  # eval7: AttributeError
        H.evaluate(["As", "Ks", "Qs", "Js", "Ts"])
    with pytest.raises(TypeError, match="no len"):                  # eval7: TypeError
        H.evaluate(iter(cs[:5]))
    with pytest.raises(H.Eval7CardError):
        H.evaluate([])


# ---- cards and decks -----------------------------------------------------------------------

def test_cards_match_eval7_attribute_by_attribute_and_in_every_comparison(E):
    e, h = _both(E, DECK)
    for a, b in zip(e, h):
        assert (str(a), repr(a), a.rank, a.suit, a.mask, hash(a)) == \
            (str(b), repr(b), b.rank, b.suit, b.mask, hash(b))
    for i in range(52):
        for j in range(52):
            for op in ("__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"):
                assert getattr(h[i], op)(h[j]) == getattr(e[i], op)(e[j]), (DECK[i], op, DECK[j])
    assert sorted(h) == [H.Card(str(c)) for c in sorted(e)]
    assert (h[0] == "2c", h[0] != "2c") == (e[0] == "2c", e[0] != "2c")
    with pytest.raises(TypeError):
        h[0] < 5  # noqa: B015 - eval7 raises TypeError too
    assert pickle.loads(pickle.dumps(h[7])) == h[7] and H.Card("As") is H.Card("As")
    with pytest.raises(AttributeError):
        h[0].mask = 4  # immutable (eval7's mask is writable: a changed hash breaks dicts)


@pytest.mark.parametrize("bad", ["as", "AS", "Xs", "A", "", "10s", b"As", 5, None, "Ac\u0301"])
def test_a_bad_card_raises_an_error_of_eval7s_class_naming_it(E, bad):
    kind, theirs = _outcome(lambda: E.Card(bad))
    with pytest.raises(H.Eval7CardError) as info:
        H.Card(bad)
    assert isinstance(info.value, ValueError) and repr(bad) in str(info.value)
    if kind == "err":
        assert isinstance(info.value, type(theirs)), (bad, type(theirs))


def test_longer_strings_are_refused_where_eval7_reads_two_characters(E):
    assert str(E.Card("AsKs")) == "As"  # eval7 drops the rest silently
    with pytest.raises(H.Eval7CardError, match="'AsKs'"):
        H.Card("AsKs")


def test_decks_deal_shuffle_and_sample_as_eval7_under_the_same_seed(E):
    ed, hd = E.Deck(), H.Deck()
    assert [str(c) for c in hd.cards] == [str(c) for c in ed.cards] and repr(hd) == repr(ed)
    for seed in range(5):
        ed, hd = E.Deck(), H.Deck()
        random.seed(seed)
        ed.shuffle()
        random.seed(seed)
        hd.shuffle()
        assert [str(c) for c in hd] == [str(c) for c in ed]
        random.seed(seed)
        es = ed.sample(7)
        random.seed(seed)
        assert [str(c) for c in hd.sample(7)] == [str(c) for c in es]
        assert [str(c) for c in hd.peek(3)] == [str(c) for c in ed.peek(3)]
        assert [str(c) for c in hd.deal(9)] == [str(c) for c in ed.deal(9)]
        assert len(hd) == len(ed) == 43 and str(hd[0]) == str(ed[0]) and str(hd[-1]) == str(ed[-1])
    for n in (44, 100):
        for name in ("deal", "peek", "sample"):
            with pytest.raises(ValueError, match="Insufficient cards"):
                getattr(hd, name)(n)
    with pytest.raises(ValueError, match="negative"):
        hd.deal(-1)  # eval7 deals all but the last card
    with pytest.raises(TypeError):
        hd.deal("3")
    assert len(hd) == 43


# ---- ranges --------------------------------------------------------------------------------

CORPUS = [
    "", "  ", "AA", "aa", "AA+", "QQ+", "22+", "AK", "AKs", "AKo", "AK+", "A2+", "A2o+", "T7o+", "T6s+",
    "22-55", "55-22", "KK-AA", "A7o-ATo", "ATo-A7o", "A5s-A2s", "AQ-AK", "KA-QA", "K9s-KJs", "AK s",
    "As Kd", "AsKd", "KdAs", "2c2d", "AcAd ", "AA, KK", "AA , KK", "AA,KK,QQ", "JJ+, AT+, 80%(A8s+)",
    "55+, 87o, K9s-KJs", "0.6(AA, AK)", "40%(ATs+)", "AA, 0.8(AKs)", "0.5(AA),KK", "AA,0.5(KK, QQ)",
    "22(AA)", "0 . 5(AA)", "1 .5 (KK)", "50 %(AA)", "5.(AA)", ".5(QQ)", ".5%(AA)", "0.0(AA)", "3(AA)",
    "150%(AA)", "12.25%(76s-73s, JTo)", "0.5 ( AA )", "AA\n,KK", "AA\t+", "aA+", "tT+", "AKo-AKo",
    "AA, AA", "KK+, 0.2(As2d)", "ATs+, 80%(22-55)", "ATs+,KQ, .2(4s9s)", "qKs", "7j", "J7, 98s+",
    # refused
    "AKQ", "AKss", "aS2d", "as2d", "2das", "asks", "AsAs", "05(AA)", "0.(AA)", "0(AA)", "A K", "AA,",
    ",AA", "AA,,KK", "Aa", "Tt", "AK-AQs", "KQs-JTs", "22-AKs", "AA(KK)", "AsKd(", "0.5(0.5(AA))",
    "AA-", "+", "AX+", "ATs+, KQ, .2(4s4s)", "AsKS", "ASKd", "AKO", "AKS", "AKos", "77s", "22o",
    "0.5(AA,)", "1.5.(AA)", "AA%", "random", "AA:0.5", "76s-54s", "AKs++", "(AA)", "50%AA",
]


def _shape(hands):
    return [((str(a), str(b)), w) for (a, b), w in hands]


def _compare_range(E, s):
    kind, theirs = _outcome(lambda: E.HandRange(s))
    if kind == "ok":
        ours = H.HandRange(s)
        assert (ours.string, ours.tokens, len(ours)) == (theirs.string, theirs.tokens, len(theirs)), s
        assert _shape(ours.hands) == _shape(theirs.hands) and _shape(ours) == _shape(theirs), s
        return True
    with pytest.raises(hrs.RangeStringError) as info:
        H.HandRange(s)
    assert isinstance(info.value, (type(theirs), ValueError)), (s, theirs)
    assert isinstance(info.value, ValueError)
    if isinstance(theirs, E.rangestring.RangeStringError):
        assert hrs.validate_string(s) is E.rangestring.validate_string(s)
    return False


def test_the_corpus_parses_as_eval7_parses_it(E):
    ok = [_compare_range(E, s) for s in CORPUS]
    assert 30 < sum(ok) < len(CORPUS) - 30  # both kinds are well represented


def _fuzz_strings(n, seed):
    """Range-like strings: terms of eval7's kinds with weights, then some mutated a character
    at a time from an alphabet of the grammar's characters and a few others."""
    rng = random.Random(seed)
    rk = "23456789TJQKAtjqka"
    atoms = lambda: rng.choice([  # noqa: E731
        rng.choice(rk) + rng.choice(rk),
        rng.choice(rk) + rng.choice(rk) + rng.choice("os"),
        rng.choice(rk) + rng.choice(rk) + rng.choice(["", "s", "o"]) + "+",
        rng.choice(rk) + rng.choice(rk) + "-" + rng.choice(rk) + rng.choice(rk),
        "A" + rng.choice(rk) + "s-A" + rng.choice(rk) + "s",
        rng.choice(rk) + rng.choice("cdhs") + rng.choice(rk) + rng.choice("cdhs"),
    ])
    alphabet = "23456789TJQKAtjqkacdhsos+-,()%.0 #_xS"
    out = []
    for i in range(n):
        terms = [atoms() for _ in range(rng.randint(1, 4))]
        if rng.random() < 0.4:
            w = rng.choice(["0.5", ".25", "30%", "1", "0.0", "2.", "75 %", "1.0"])
            k = rng.randint(1, len(terms))
            terms = terms[:k - 1] + [f"{w}({', '.join(terms[k - 1:])})"]
        s = rng.choice([", ", ",", " , "]).join(terms)
        if i % 3 == 0:  # mutate
            for _ in range(rng.randint(1, 3)):
                j = rng.randrange(len(s) + 1)
                op = rng.random()
                if op < 0.4:
                    s = s[:j] + rng.choice(alphabet) + s[j:]
                elif op < 0.7:
                    s = s[:j] + s[j + 1:]
                else:
                    s = s[:j] + rng.choice(alphabet) + s[j + 1:]
        out.append(s)
    return [s for s in out if "#" not in s]  # tags: eval7 fails on them (see below)


def test_fuzzed_range_strings_parse_as_eval7_parses_them(E):
    strings = _fuzz_strings(1500, 1)
    ok = [_compare_range(E, s) for s in strings]
    assert 300 < sum(ok) < len(ok) - 200


def test_tags_are_tokens_without_hands_where_eval7_fails(E):
    for s in ("#UTG#, AA", "AA, #my_tag#", "# a #, 0.5(KK)"):
        with pytest.raises((UnboundLocalError, ValueError)):  # an eval7 bug
            E.HandRange(s)
        ours = H.HandRange(s)
        plain = ", ".join(t for t in s.split(", ") if "#" not in t)
        assert _shape(ours.hands) == _shape(E.HandRange(plain).hands)
        assert ours.tokens == E.rangestring.string_to_tokens(s)


def test_rangestring_helpers_as_eval7s(E):
    er = E.rangestring
    tokens = [t for s in CORPUS if er.validate_string(s) for t in er.string_to_tokens(s)]
    for t, _ in tokens:
        ours = _outcome(lambda t=t: hrs.normalize_token(t))[1]
        theirs = _outcome(lambda t=t: er.normalize_token(t))[1]
        assert ours == theirs or isinstance(ours, hrs.RangeStringError)
        if not t.startswith("#"):
            kind, theirs = _outcome(lambda t=t: er.token_to_hands(t))
            if kind == "ok":
                assert hrs.token_to_hands(t) == theirs
    groups = [("ATs", "-", "AQs"), ("JTn", "-", "J8n"), ("55", "-", "99"), ("T7o", "+"), ("88", "+"),
              ("#", "comment"), ("aA", "+"), ("KA", "-", "QA"), ("A5s", "-", "A2s")]
    for g in groups:
        assert hrs.expand_handtype_group(g) == er.expand_handtype_group(g)
    for g in [("94o", "-", "97s"), ("22", "-", "97s"), ("J3s", "-", "QQ"), ("AKs", "-", "QJs")]:
        with pytest.raises(hrs.RangeStringError):
            hrs.expand_handtype_group(g)
        with pytest.raises(er.RangeStringError):
            er.expand_handtype_group(g)
    for w in [("86", "%"), ("3",), ("0.7",), (".1", "%"), (".1",)]:
        assert hrs.weight_to_float(w) == er.weight_to_float(w)


def test_tokens_to_string_writes_what_eval7_writes(E):
    er = E.rangestring
    rng = random.Random(3)
    pool = sorted({t for s in CORPUS + _fuzz_strings(600, 2) if er.validate_string(s)
                   for t, _ in er.string_to_tokens(s) if not t.startswith("#")})
    for _ in range(400):
        toks = [(rng.choice(pool), rng.choice([1.0, 1.0, 0.5, 0.25, 0.8])) for _ in range(rng.randint(1, 12))]
        kind, theirs = _outcome(lambda toks=toks: er.tokens_to_string(toks))
        if kind == "ok":
            assert hrs.tokens_to_string(toks) == theirs, toks
        else:
            with pytest.raises(ValueError):
                hrs.tokens_to_string(toks)


# ---- equity --------------------------------------------------------------------------------

def _random_range(rng):
    terms = []
    for _ in range(rng.randint(1, 5)):
        r1, r2 = sorted(rng.sample(range(13), 2), reverse=True)
        hi, lo = "23456789TJQKA"[r1], "23456789TJQKA"[r2]
        terms.append(rng.choice([hi + hi, hi + lo, hi + lo + "s", hi + lo + "o", lo + lo + "+",
                                 hi + lo + "s+",
                                 "".join(rng.sample(DECK, 2))]))
    if rng.random() < 0.3:
        terms[-1] = f"0.5({terms[-1]})"  # weights: ignored by both
    return ", ".join(terms)


def _case(rng, board_size):
    while True:
        cards = rng.sample(DECK, 2 + board_size)
        s = _random_range(rng)
        villain = [h for h in H.HandRange(s) if not {str(h[0][0]), str(h[0][1])} & set(cards)]
        if villain:
            return cards[:2], s, cards[2:]


def test_exact_equity_on_the_river_is_eval7s_float(E):
    rng = random.Random(14)
    for _ in range(250):
        hand, s, board = _case(rng, 5)
        (eh, hh), (eb, hb) = _both(E, hand), _both(E, board)
        theirs = E.py_hand_vs_range_exact(eh, E.HandRange(s), eb)
        assert H.py_hand_vs_range_exact(hh, H.HandRange(s), hb) == theirs, \
            (hand, s, board)


def test_monte_carlo_on_the_river_cycles_like_eval7_to_the_same_float(E):
    rng = random.Random(15)
    for _ in range(200):
        hand, s, board = _case(rng, 5)
        (eh, hh), (eb, hb) = _both(E, hand), _both(E, board)
        n = rng.choice([1, 7, 50, 333, 1000, 4096])
        assert H.py_hand_vs_range_monte_carlo(hh, H.HandRange(s), hb, n) == \
            E.py_hand_vs_range_monte_carlo(eh, E.HandRange(s), eb, n), (hand, s, board, n)


def _brute(E, hand, villain, board):
    """The exact share by eval7's own evaluate over every completion of the board."""
    eh, eb = [E.Card(c) for c in hand], [E.Card(c) for c in board]
    dead = set(hand) | set(board)
    total = count = 0.0
    for (a, b), _ in villain:
        if {str(a), str(b)} & dead:
            continue
        rest = [E.Card(c) for c in DECK if c not in dead | {str(a), str(b)}]
        for extra in combinations(rest, 5 - len(board)):
            x, y = E.evaluate(eh + eb + list(extra)), E.evaluate([a, b] + eb + list(extra))
            total += 1.0 if x > y else 0.5 if x == y else 0.0
            count += 1
    return total / count


def test_exact_equity_before_the_river_is_every_board_by_eval7s_evaluate(E):
    rng = random.Random(16)
    for board_size, cases in ((4, 12), (3, 3)):
        for _ in range(cases):
            while True:
                hand, s, board = _case(rng, board_size)
                if len(E.HandRange(s)) <= (60 if board_size == 4 else 8):
                    break
            hb = [H.Card(c) for c in board]
            ours = H.py_hand_vs_range_exact([H.Card(c) for c in hand], H.HandRange(s), hb)
            assert ours == pytest.approx(_brute(E, hand, E.HandRange(s), board), abs=1e-7), (hand, s, board)


def test_monte_carlo_before_the_river_is_within_its_standard_error_as_eval7s(E):
    rng = random.Random(17)
    H.xorshift_rand.seed(17)
    E.xorshift_rand.seed(17)
    for i in range(60):
        hand, s, board = _case(rng, (0, 3, 4)[i % 3])
        (eh, hh), (eb, hb) = _both(E, hand), _both(E, board)
        exact = H.py_hand_vs_range_exact(hh, H.HandRange(s), hb) if board else \
            _holdem_exact(hand, s)
        n = 20_000
        tol = Z * 0.5 / math.sqrt(n)
        assert abs(H.py_hand_vs_range_monte_carlo(hh, H.HandRange(s), hb, n) - exact) < tol, (hand, s, board)
        assert abs(E.py_hand_vs_range_monte_carlo(eh, E.HandRange(s), eb, n) - exact) < tol, (hand, s, board)


def _holdem_exact(hand, s):
    """Preflop exact by handrank.equity with each eval7 hand at weight 1 (an eval7 range may
    list a hand twice: it counts twice, so the weights are the counts over the largest)."""
    import handrank
    counts = {}
    for (a, b), _ in H.HandRange(s):
        if not {str(a), str(b)} & set(hand):
            counts[(a.id, b.id)] = counts.get((a.id, b.id), 0) + 1
    top = max(counts.values())
    r = handrank.Range.from_combos([(k, c / top) for k, c in counts.items()])
    return handrank.equity(["".join(hand), r]).equity[0]


def test_preflop_exact_is_handrank_equitys(E):
    rng = random.Random(18)
    for _ in range(3):
        hand, s, _ = _case(rng, 0)
        ours = H.py_hand_vs_range_exact([H.Card(c) for c in hand], H.HandRange(s), [])
        assert ours == pytest.approx(_holdem_exact(hand, s), abs=1e-7)


def test_all_hands_vs_range_as_eval7(E):
    rng = random.Random(19)
    H.xorshift_rand.seed(19)
    for i in range(60):
        nb = (5, 5, 5, 3, 4, 0)[i % 6]
        board = rng.sample(DECK, nb)
        hero_s, villain_s = _random_range(rng), _random_range(rng)
        eb, hb = _both(E, board)
        kv = len(E.HandRange(villain_s))
        n = rng.choice([max(1, kv // 2), kv + 5]) if nb == 5 else (4000 if i % 5 else 300)  # cycle; draw
        theirs = E.py_all_hands_vs_range(E.HandRange(hero_s), E.HandRange(villain_s), eb, n)
        ours = H.py_all_hands_vs_range(H.HandRange(hero_s), H.HandRange(villain_s), hb, n)
        theirs = {tuple(map(str, k)): v for k, v in theirs.items() if not {str(c) for c in k} & set(board)}
        ours = {tuple(map(str, k)): v for k, v in ours.items()}
        assert ours.keys() == theirs.keys(), (hero_s, villain_s, board)
        if nb == 5:
            assert ours == theirs, (hero_s, villain_s, board, n)
            continue
        for k, v in list(ours.items())[:None if nb else 2]:  # preflop exact is slow: two hands
            exact = H.py_hand_vs_range_exact([H.Card(c) for c in k], H.HandRange(villain_s), hb) if nb else \
                _holdem_exact(list(k), villain_s)
            tol = Z * 0.5 / math.sqrt(n)
            assert abs(v - exact) < tol and abs(theirs[k] - exact) < tol, (k, villain_s, board)


def test_all_hands_leaves_out_a_hero_hand_on_the_board(E):
    board = [H.Card(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
    r = H.py_all_hands_vs_range(H.HandRange("KhQh, AsAd"), H.HandRange("QQ"), board, 100)
    assert [tuple(map(str, k)) for k in r] == [("As", "Ad")]


def test_equity_errors_name_the_input_and_keep_eval7s_classes():
    hand = [H.Card("As"), H.Card("Ad")]
    board = [H.Card(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
    with pytest.raises(ZeroDivisionError, match="every villain hand collides"):  # eval7 divides by zero
        H.py_hand_vs_range_exact(hand, H.HandRange("AsAh"), board)
    with pytest.raises(H.Eval7Error, match="every villain hand collides"):
        H.py_hand_vs_range_monte_carlo(hand, H.HandRange("AsAh"), board[:3], 100)
    with pytest.raises(H.Eval7CardError, match="a hand is 2 cards, got 3"):
        H.py_hand_vs_range_exact(hand + [H.Card("2c")], H.HandRange("QQ"), board)
    with pytest.raises(H.Eval7CardError, match="on the board"):
        H.py_hand_vs_range_exact([H.Card("Kh"), H.Card("Ad")], H.HandRange("QQ"), board)
    with pytest.raises(H.Eval7CardError, match="0, 3, 4 or 5 cards, got 2"):
        H.py_hand_vs_range_exact(hand, H.HandRange("QQ"), board[:2])
    with pytest.raises(H.Eval7CardError, match="Kh is given twice"):
        H.py_hand_vs_range_exact(hand, H.HandRange("QQ"), board[:4] + board[:1])
    with pytest.raises(H.Eval7Error, match="iterations=0"):
        H.py_hand_vs_range_monte_carlo(hand, H.HandRange("QQ"), board, 0)
    with pytest.raises(TypeError, match="iterations=1.5"):
        H.py_all_hands_vs_range(H.HandRange("QQ"), H.HandRange("KK"), board, 1.5)
    with pytest.raises(H.Eval7CardError, match="the same card twice"):
        H.py_hand_vs_range_exact(hand, [((H.Card("Qs"), H.Card("Qs")), 1.0)], board)
    with pytest.raises(AttributeError, match="'Qs' is not a card"):
        H.py_hand_vs_range_exact(hand, [(("Qs", "Qh"), 1.0)], board)
    with pytest.raises(TypeError, match="not a range"):
        H.py_hand_vs_range_exact(hand, 5, board)
    with pytest.raises(TypeError, match="is not a .hand, weight. pair"):  # eval7: a TypeError too
        H.py_all_hands_vs_range([5], H.HandRange("KK"), board, 10)
    with pytest.raises(ValueError, match="is not a .hand, weight. pair"):  # eval7: a ValueError
        H.py_all_hands_vs_range([(H.Card("As"), H.Card("Ad"), 1.0)], H.HandRange("KK"), board, 10)


def test_seeding_xorshift_rand_repeats_the_monte_carlo():
    hand, board = [H.Card("As"), H.Card("Ad")], [H.Card(c) for c in ("Kh", "Jd", "8c")]
    runs = []
    for _ in range(2):
        H.xorshift_rand.seed(99)
        runs.append(H.py_hand_vs_range_monte_carlo(hand, H.HandRange("QQ+, AK"), board, 5000))
    assert runs[0] == runs[1]
    with pytest.raises(ValueError):
        H.xorshift_rand.randint(0)
    with pytest.raises(TypeError):
        H.xorshift_rand.seed("x")


def test_every_public_name_of_eval7_is_here(E):
    public = {n for n in dir(E) if not n.startswith("_")} - {"cards", "equity", "evaluate_", "handrange",
                                                             "absolute_import"}
    missing = {n for n in public if not hasattr(H, n)}
    assert not missing
    er = {n for n in dir(E.rangestring) if not n.startswith("_") and callable(getattr(E.rangestring, n))}
    # eval7's Card import, and its pyparsing grammar object and the function that makes it
    assert {n for n in er if not hasattr(hrs, n)} <= {"Card", "make_parser", "parser"}


def test_monte_carlo_cycles_draws_or_enumerates_as_its_plan_says():
    from handrank.compat.eval7 import CYCLE_LOOKUPS, _plan
    hand = [H.Card("Ah"), H.Card("Kh")]
    villain = H.HandRange("22+, A2s+, KTs+, QTs+, JTs, ATo+, KJo+")

    def live(board):
        return sum(1 for (x, y), _ in villain if not {str(x), str(y)} & {"Ah", "Kh", *board.split()})

    for board, n, how in (("", 20_000, "cycle"), ("Qh Jd 8c", 1_000, "draw"), ("Qh Jd 8c", 20_000, "cycle")):
        assert _plan(len(board.split()), live(board), n) == how
        b = [H.Card(c) for c in board.split()]
        exact = H.py_hand_vs_range_exact(hand, villain, b)
        runs = set()
        for seed in (1, 2, 3):
            H.xorshift_rand.seed(seed)
            got = H.py_hand_vs_range_monte_carlo(hand, villain, b, n)
            assert abs(got - exact) < Z * 0.5 / math.sqrt(n), (board, n, how)
            runs.add(got)
        assert len(runs) == 3, "sampled: each seed gives its own estimate"
    # on the turn, 2 * 44 lookups per villain hand cost no more than CYCLE_LOOKUPS per deal
    board = "Qh Jd 8c 5d"
    b = [H.Card(c) for c in board.split()]
    n = -(-live(board) * 2 * 44 // CYCLE_LOOKUPS)
    assert _plan(4, live(board), n) == "exact" and _plan(4, live(board), n - 20) == "cycle"
    assert H.py_hand_vs_range_monte_carlo(hand, villain, b, n) == H.py_hand_vs_range_exact(hand, villain, b)
    H.xorshift_rand.seed(1)
    exact = H.py_hand_vs_range_exact(hand, villain, b)
    assert H.py_hand_vs_range_monte_carlo(hand, villain, b, n - 20) != exact


def test_a_changed_hand_range_is_read_again():
    hand, board = [H.Card("As"), H.Card("Ad")], [H.Card(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
    r = H.HandRange("KK")
    assert H.py_hand_vs_range_exact(hand, r, board) == 0.0   # a set of kings: 3 live hands
    r.hands[0] = ((H.Card("Qs"), H.Card("Qh")), 1.0)          # KdKc replaced in place
    assert H.py_hand_vs_range_exact(hand, r, board) == pytest.approx(1 / 3)
    r.hands.append(((H.Card("Qd"), H.Card("Qc")), 1.0))
    assert H.py_hand_vs_range_exact(hand, r, board) == 0.5
    r.hands = [((H.Card("Ah"), H.Card("Ac")), 1.0)]            # a new list
    assert H.py_hand_vs_range_exact(hand, r, board) == 0.5
    r.hands.append(((H.Card("7c"), H.Card("7c")), 1.0))
    with pytest.raises(H.Eval7CardError, match="the same card twice"):
        H.py_hand_vs_range_exact(hand, r, board)


def test_all_hands_with_few_live_villain_hands_before_the_river(E):
    # AsAh leaves one of the six aces' combos live (1 * 20 < 6): a kernel of that hand alone
    board = ["Kd", "7c", "2h"]
    eb, hb = _both(E, board)
    ours = H.py_all_hands_vs_range(H.HandRange("AsAh, QQ"), H.HandRange("AA"), hb, 50_000)
    theirs = E.py_all_hands_vs_range(E.HandRange("AsAh, QQ"), E.HandRange("AA"), eb, 50_000)
    assert {tuple(map(str, k)) for k in ours} == {tuple(map(str, k)) for k in theirs}
    for k, v in ours.items():
        exact = H.py_hand_vs_range_exact(list(k), H.HandRange("AA"), hb)
        assert abs(v - exact) < Z * 0.5 / math.sqrt(50_000)

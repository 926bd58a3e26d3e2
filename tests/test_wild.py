"""Wild cards and jokers: the C evaluator against a brute-force substitution reference over
whole decks (in C), the rules' examples, explanations and bad input."""

from concurrent.futures import ThreadPoolExecutor
from itertools import combinations
from math import comb

import handrank
import pytest
from handrank import Category, category, evaluate
from handrank._core import ffi, lib
from handrank.wild import WildError, describe_wild, evaluate_wild, explain_wild, wild_mask

WILD, BUG = 0, 1
DEUCES = 1  # bit 0: rank 0 = deuces


def _all5(mask, jokers, rule):
    hist = ffi.new("uint64_t[7476]")
    bad = ffi.new("uint8_t[7]")
    wrong = lib.hr_wild_check_all5(mask, jokers, rule, hist, bad)
    return wrong, list(hist), bytes(bad[0:5])


@pytest.fixture(scope="module")
def exhaustive():
    """Every 5-card hand of five decks/rules, two C threads at a time (the calls drop the GIL)."""
    cases = {("joker", WILD): (0, 1, WILD), ("joker", BUG): (0, 1, BUG),
             ("2 jokers", WILD): (0, 2, WILD), ("2 jokers", BUG): (0, 2, BUG),
             ("deuces", WILD): (DEUCES, 0, WILD)}
    with ThreadPoolExecutor(2) as pool:
        futures = {k: pool.submit(_all5, *args) for k, args in cases.items()}
        return {k: f.result() for k, f in futures.items()}


@pytest.mark.parametrize("deck, rule", [("joker", WILD), ("joker", BUG), ("2 jokers", WILD),
                                        ("2 jokers", BUG), ("deuces", WILD)])
def test_every_five_card_hand_matches_brute_force(exhaustive, deck, rule):
    wrong, hist, bad = exhaustive[deck, rule]
    assert wrong == 0, f"first mismatch: {list(bad)}"
    jokers = {"joker": 1, "2 jokers": 2, "deuces": 0}[deck]
    assert sum(hist) == comb(52 + jokers, 5) and hist[0] == 0


def _counts(hist):
    out = [0] * 11
    for v, n in enumerate(hist):
        if n:
            out[category(v)] += n
    return out


def test_known_counts_with_one_joker(exhaustive):
    plain = [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4]
    for rule in (WILD, BUG):
        counts = _counts(exhaustive["joker", rule][1])
        # the 2,598,960 hands without the joker keep their plain values, so every category
        # holds at least its plain count; the joker hands add C(52, 4) = 270,725
        assert all(c >= p for c, p in zip(counts, plain))
        assert sum(counts) - sum(plain) == comb(52, 4)
    wild = _counts(exhaustive["joker", WILD][1])
    bug = _counts(exhaustive["joker", BUG][1])
    # four of a rank and the joker: 13 five of a kind under "wild", only five aces as a bug
    assert wild[Category.FIVE_OF_A_KIND] == 13 and bug[Category.FIVE_OF_A_KIND] == 1
    # royal flushes: 4 natural + the joker for any of the 5 cards of the 4 royals
    assert wild[Category.ROYAL_FLUSH] == 4 + 4 * 5 == bug[Category.ROYAL_FLUSH]
    # a wild joker always pairs something, so every high-card hand lacks the joker; a bug
    # only pairs an ace, so it adds the ace-high hands: 4 distinct ranks of 2..K, no 4 of
    # them within a straight's reach of the bug, in any suits
    assert wild[Category.HIGH_CARD] == plain[Category.HIGH_CARD]
    windows = [set(range(t - 4, t + 1)) for t in range(4, 13)] + [{12, 0, 1, 2, 3}]
    free = sum(1 for four in combinations(range(12), 4)
               if not any(set(four) <= w for w in windows))
    assert bug[Category.HIGH_CARD] == plain[Category.HIGH_CARD] + free * (4 ** 4 - 4)


def test_known_counts_deuces_wild(exhaustive):
    counts = _counts(exhaustive["deuces", WILD][1])
    # five of a kind of rank r (12 ranks): c naturals of r (1..4) and 5 - c deuces
    assert counts[Category.FIVE_OF_A_KIND] == 12 * sum(comb(4, c) * comb(4, 5 - c) for c in range(1, 5))
    assert counts[Category.FIVE_OF_A_KIND] == 672
    # royal: 4 natural, and per suit j = 1..3 of its cards replaced by j deuces (4 deuces
    # and a royal card are five of a kind): 4 * (5*4 + 10*6 + 10*4) = 480 wild royals
    assert counts[Category.ROYAL_FLUSH] == 484
    # with a deuce in hand the worst is a pair, so the high-card hands hold no deuce: five
    # ranks of 3..A that are no straight (3-7 .. T-A: 8 sets; the wheel needs a deuce), in
    # any suits but one
    assert counts[Category.HIGH_CARD] == (comb(12, 5) - 8) * (4 ** 5 - 4) == 799680


@pytest.mark.parametrize("k, mask, jokers, rule, count", [
    (6, 0, 1, WILD, 20000), (7, 0, 1, WILD, 20000), (7, 0, 1, BUG, 20000),
    (6, 0, 2, WILD, 20000), (6, 0, 2, BUG, 20000), (7, 0, 2, WILD, 4000), (7, 0, 2, BUG, 4000),
    (7, DEUCES, 0, WILD, 4000), (7, DEUCES, 0, BUG, 4000), (6, DEUCES, 1, WILD, 3000),
    (5, DEUCES, 2, WILD, 20000), (5, DEUCES, 2, BUG, 20000), (5, DEUCES | 1 << 11, 0, BUG, 20000),
])
def test_random_hands_match_brute_force(k, mask, jokers, rule, count):
    bad = ffi.new("uint8_t[7]")
    wrong = lib.hr_wild_check_random(k, mask, jokers, rule, count, 2024 + k, bad)
    assert wrong == 0, f"first mismatch: {list(bad)[:k]}"


def test_c_rejects_bad_input():
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 54]), 5, 0, WILD, ffi.NULL) == 0  # id 54
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 3]), 5, 0, WILD, ffi.NULL) == 0   # repeat
    assert lib.hr_wild_eval(bytes([0, 1, 2, 52]), 4, 0, WILD, ffi.NULL) == 0     # 4 cards
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 52]), 5, 1 << 13, WILD, ffi.NULL) == 0
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 52]), 5, 0, 2, ffi.NULL) == 0     # rule
    assert lib.hr_wild_check_all5(0, 3, WILD, ffi.NULL, ffi.NULL) == -1
    assert lib.hr_wild_check_random(8, 1, 0, WILD, 1, 1, ffi.NULL) == -1


# --- the rules, hand by hand -------------------------------------------------------------

def test_five_of_a_kind_scale():
    assert evaluate("2c 2d 2h 2s Jk", wild_rule="wild") == 7463       # five deuces
    assert evaluate("As Ad Ac Ah Joker", wild_rule="wild") == 7475    # five aces
    assert evaluate("Ks Kd 2c 2h 🃏", wild="2", wild_rule="wild") == 7474  # five kings
    assert category(7463) == Category.FIVE_OF_A_KIND == 10
    # above the royal flush, which stays the best hand without a wild card
    assert evaluate("2c 2d 2h 2s Jk", wild_rule="wild") > evaluate("As Ks Qs Js Ts")
    # four deuces and a joker, deuces wild: five wild cards are five aces
    assert evaluate("2c 2d 2h 2s Jk", wild="2", wild_rule="wild") == 7475


def test_no_wild_card_keeps_every_plain_value():
    for hand in ("As Ks Qs Js Ts", "7c 5d 4h 3s 2c 9d", "Ah Ad Kc Kd Qs Qh 3c", "9s 9h 9d 4c 4h"):
        plain = evaluate(hand)
        for rule in ("wild", "bug"):
            assert evaluate(hand, wild="8", wild_rule=rule) == plain
            assert evaluate_wild(hand, wild_rule=rule) == plain


def test_wild_rule_examples():
    assert handrank.describe(evaluate("Jk 9s 8s 7s 6s", wild_rule="wild")) == "Straight Flush, Ten high"
    # deuces wild: 2-2-9-9-K is four nines, not five (two deuces + two nines = four)
    assert evaluate("2c 2d 9h 9s Kd", wild="2", wild_rule="wild") == evaluate("9c 9d 9h 9s Kd")
    # a wild card standing for a card the hand holds makes no "double-ace flush"
    assert evaluate("Jk As Ks 9s 7s", wild_rule="wild") == evaluate("As Ks Qs 9s 7s")
    # seven cards: the best five use the joker
    assert evaluate("Jk Ah Ad Ac 7c 2s 3d", wild_rule="wild") == evaluate("Ah Ad Ac As 7c")


def test_bug_rule_examples():
    # as an ace: two pair with an ace kicker, never a full house
    assert evaluate("Jk Kh Kd 7c 7s", wild_rule="bug") == evaluate("As Kh Kd 7c 7s")
    assert evaluate("Jk Kh Kd 7c 7s", wild_rule="wild") == evaluate("Ks Kh Kd 7c 7s")
    # three kings and the bug: trips with an ace, not four kings
    assert evaluate("Jk Kh Kd Kc 7s", wild_rule="bug") == evaluate("As Kh Kd Kc 7s")
    # completing a straight, a straight flush, a flush (the best card the suit lacks)
    assert evaluate("Jk 9c 8d 7h 6s", wild_rule="bug") == evaluate("Tc 9c 8d 7h 6s")
    assert evaluate("Jk 5c 4c 3c 2c", wild_rule="bug") == evaluate("6c 5c 4c 3c 2c")
    assert evaluate("Jk As Ks 9s 7s", wild_rule="bug") == evaluate("As Ks Qs 9s 7s")
    assert evaluate("Jk Ks Qs Js Ts", wild_rule="bug") == 7462
    # five aces
    assert evaluate("Jk As Ad Ac Ah", wild_rule="bug") == 7475


def test_explain_says_what_each_wild_card_became():
    h = explain_wild("Jk 9s 8s 7s 6s 2d Kc", wild_rule="bug")
    assert h.value == evaluate("Ts 9s 8s 7s 6s")
    assert h.substitutions == ((52, handrank.card("Ts")),)
    assert handrank.cards_str(h.best_five) == "Jk 9s 8s 7s 6s"
    assert h.text() == "Straight Flush, Ten high (Joker as 10♠)"
    assert h.text("ru") == "Стрит-флеш до десятки (джокер — 10♠)"
    h = explain_wild("As Ad Ac Ah Jk 2c", wild="2", wild_rule="wild")
    assert h.category == Category.FIVE_OF_A_KIND
    assert [c for c, _ in h.substitutions] == [52]  # five cards: the four aces and one wild
    assert h.text() == "Five of a Kind, Aces (Joker as an Ace)"
    h = explain_wild("2c 2d Kh 9s 4d", wild="2", wild_rule="wild")
    assert h.text() == "Three of a Kind, Kings with Nine, Four kickers (2♣ as K♣, 2♦ as K♦)"
    assert describe_wild("Jk Ah Ad 7c 2s", wild_rule="bug") == \
        "Three of a Kind, Aces with Seven, Two kickers (Joker as A♠)"
    # a wild card that does not play is not listed
    h = explain_wild("Jk As Ks Qs Js Ts 2c", wild_rule="wild")
    assert h.value == 7462 and len(h.substitutions) <= 1


def test_wild_mask_forms():
    assert wild_mask("2") == wild_mask(["2"]) == wild_mask("deuces") == 1
    assert wild_mask("10") == wild_mask("T") == wild_mask("t") == 1 << 8
    assert wild_mask("2, K") == 1 | 1 << 11
    assert wild_mask("jokers") == 0


@pytest.mark.parametrize("call, words", [
    (lambda: evaluate("Jk 9s 8s 7s 6s"), "wild_rule"),
    (lambda: evaluate("2c 9s 8s 7s 6s", wild="2"), "wild_rule"),
    (lambda: evaluate_wild("Jk 9s 8s 7s 6s"), "name the rule"),
    (lambda: evaluate("Jk 9s 8s 7s 6s", wild_rule="wlid"), "'wlid'"),
    (lambda: evaluate("Jk 9s 8s 7s 6s", wild_rule="below-all"), "high-hand rule"),
    (lambda: evaluate("2c 9s 8s 7s 6s", wild="1", wild_rule="wild"), "'1'"),
    (lambda: evaluate("2c 9s 8s 7s 6s", wild=[2], wild_rule="wild"), "strings"),
    (lambda: evaluate("Jk 9s 8s 7s", wild_rule="wild"), "5 to 7"),
    (lambda: evaluate("Jk Jk Jk 9s 8s", wild_rule="wild"), "two jokers"),
    (lambda: evaluate("Xk 9s 8s 7s 6s", wild_rule="wild"), "'Xk'"),
])
def test_bad_input_is_a_clear_value_error(call, words):
    with pytest.raises(ValueError, match=None) as e:
        call()
    assert words.lower() in str(e.value).lower()


def test_wild_error_is_value_error():
    assert issubclass(WildError, ValueError)

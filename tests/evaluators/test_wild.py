"""Wild cards and jokers: the rules' examples, explanations and bad input (the C evaluator
against a brute-force substitution reference over whole decks is tests/c/test_reference.c)."""

import handrank
import pytest
from handrank import (
    Category,
    WildError,
    category,
    describe_wild,
    evaluate,
    evaluate_wild,
    explain_wild,
    wild_mask,
)
from handrank._core import ffi, lib

WILD, BUG = 0, 1
DEUCES = 1  # bit 0: rank 0 = deuces


# Every 5-card hand of five decks and rules against the brute-force substitution reference,
# the category counts those decks hold, and random 5- to 7-card hands: in C
# (tests/c/test_reference.c, run by tests/c/run.sh: the reference is not in the extension).


def test_c_rejects_bad_input():
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 54]), 5, 0, WILD, ffi.NULL) == 0  # id 54
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 3]), 5, 0, WILD, ffi.NULL) == 0   # repeat
    assert lib.hr_wild_eval(bytes([0, 1, 2, 52]), 4, 0, WILD, ffi.NULL) == 0     # 4 cards
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 52]), 5, 1 << 13, WILD, ffi.NULL) == 0
    assert lib.hr_wild_eval(bytes([0, 1, 2, 3, 52]), 5, 0, 2, ffi.NULL) == 0     # rule


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
        "Three of a Kind, Aces, Seven-Two (Joker as A♠)"
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


# --- low hands ----------------------------------------------------------------------------

from itertools import combinations_with_replacement  # noqa: E402

from handrank import LOW_SCHEMES, describe_low_wild, evaluate_low, evaluate_low_wild, explain_low_wild  # noqa: E402  # noqa: E402
from handrank.evaluators.wild import _key, _low_index  # noqa: E402

SCHEMES = ("a5", "27", "a6")


def test_low_examples_of_the_spec():
    # "below-all", deuces wild, deuce-to-seven: 7-5-4-2-2 is lower than 7-5-4-3-2
    a = evaluate_low("7h 5d 4c 2s 2h", "27", wild="2", wild_rule="below-all")
    b = evaluate_low("7h 5d 4c 3s 2h", "27", wild="2", wild_rule="below-all")
    assert a > b
    # "duplicate" and "below-all", ace low, one joker: 6-4-3-A-Joker is lower than 6-4-3-2-A
    for rule in ("duplicate", "below-all"):
        assert evaluate_low("6h 4d 3c As Jk", "a5", wild_rule=rule) > \
            evaluate_low("6h 4d 3c 2s As", "a5", wild_rule=rule)
    h = explain_low_wild("6h 4d 3c As Jk", "a5", wild_rule="duplicate")
    assert h.plays_as == (4, 2, 1, 12, 12) and h.text() == "Six-Four low (6-4-3-A-A*); Joker as Ace"
    # "lowest-absent", deuce-to-seven: Joker-5-4-3-2 plays as 7-5-4-3-2
    h = explain_low_wild("Jk 5d 4c 3s 2h", "27", wild_rule="lowest-absent")
    assert h.value == evaluate_low("7h 5d 4c 3s 2h", "27")
    assert h.plays_as[0] == 5 and h.text() == "Seven-Five low (7-5-4-3-2); Joker as Seven"
    # ace-to-five: the ace first
    assert evaluate_low("Jk 8d 6c 4s 3h", wild_rule="lowest-absent") == evaluate_low("As 8d 6c 4s 3h")


def _rank_patterns(n):
    for ranks in combinations_with_replacement(range(13), n):
        if all(ranks.count(r) <= 4 for r in set(ranks)):
            used: dict[int, int] = {}
            out = []
            for r in ranks:  # suits 0, 1, 2, 3 per rank: never a flush of four and a wild card
                out.append(4 * r + used.get(r, 0))
                used[r] = used.get(r, 0) + 1
            yield tuple(out)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_low_keys_order_natural_hands_as_the_tables(scheme):
    """The low keys behind the wild scales order every natural class as the C tables do."""
    rules = LOW_SCHEMES[scheme]
    seen = {}
    for ranks in combinations_with_replacement(range(13), 5):
        if any(ranks.count(r) > 4 for r in set(ranks)):
            continue
        distinct = len(set(ranks)) == 5
        hands = [[4 * r + (i % 4 if not distinct else (0 if i < 4 else 1)) for i, r in enumerate(ranks)]]
        if distinct:
            hands.append([4 * r for r in ranks])
        for cs in hands:
            if not distinct:  # suits of repeated ranks must differ
                used: dict[int, int] = {}
                cs = []
                for r in ranks:
                    cs.append(4 * r + used.get(r, 0))
                    used[r] = used.get(r, 0) + 1
            v = lib.hr_low_ids(bytes(cs), 5, rules.scheme_id, 0)
            k = _key([_low_index(c, rules.ace_low) for c in cs], (), len({c & 3 for c in cs}) == 1, rules)
            assert seen.setdefault(v, k) == k
    assert len(seen) == rules.num_values
    ordered = [seen[v] for v in sorted(seen)]
    assert all(a > b for a, b in zip(ordered, ordered[1:]))  # higher value = lower key


def _literal_lowest_absent(four, rules):
    """The Robert's Rules wording: the lowest rank not in the hand (ace first where it is
    low) that pairs nothing and makes no straight."""
    order = [12] + list(range(12)) if rules.ace_low else list(range(13))
    present = {c >> 2 for c in four}
    for r in order:
        if r in present:
            continue
        lis = sorted(_low_index(c, rules.ace_low) for c in four) + [_low_index(4 * r, rules.ace_low)]
        lis.sort()
        straight = rules.straights_count and len(set(lis)) == 5 and lis[4] - lis[0] == 4
        if not straight:
            return r


@pytest.mark.parametrize("scheme", SCHEMES)
def test_lowest_absent_is_the_literal_rule_for_every_four_card_pattern(scheme):
    rules = LOW_SCHEMES[scheme]
    for four in _rank_patterns(4):
        r = _literal_lowest_absent(four, rules)
        suit = 3 if all(c & 3 != 3 for c in four) else next(s for s in range(4) if 4 * r + s not in four)
        plain = evaluate_low(four + (4 * r + suit,), scheme)
        h = explain_low_wild(four + (52,), scheme, wild_rule="lowest-absent")
        assert h.value == plain, (four, r)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_below_all_wild_card_is_below_every_natural_card(scheme):
    """For every four natural cards: the joker (or a wild deuce) beats every natural fifth
    card, the two wild cards are equal, and two wild cards beat one."""
    for four in _rank_patterns(4):
        if any(c >> 2 == 0 for c in four):
            continue  # deuces are the wild rank here
        jk = evaluate_low_wild(four + (52,), scheme, wild="2", wild_rule="below-all")
        deuce = next(c for c in range(4) if c not in four)
        assert evaluate_low_wild(four + (deuce,), scheme, wild="2", wild_rule="below-all") == jk
        for x in range(4, 52):
            if x not in four:
                assert evaluate_low_wild(four + (x,), scheme, wild="2", wild_rule="below-all") < jk
        three = four[:3]
        assert evaluate_low_wild(three + (52, 53), scheme, wild_rule="below-all") > \
            evaluate_low_wild(three + (52, four[3]), scheme, wild_rule="below-all")


@pytest.mark.parametrize("scheme", SCHEMES)
def test_duplicate_wild_card_is_at_least_every_absent_card(scheme):
    """A "duplicate" wild card never pairs: it is at least as low as every natural fifth
    card, and exactly as low as the lowest-ranked copy or absent card that makes no straight."""
    rules = LOW_SCHEMES[scheme]
    for four in _rank_patterns(4):
        jk = explain_low_wild(four + (52,), scheme, wild_rule="duplicate")
        for x in range(52):
            if x not in four:
                assert evaluate_low_wild(four + (x,), scheme, wild_rule="duplicate") <= jk.value
        lis = [_low_index(c, rules.ace_low) for c in four]
        best = min(_key(lis, (w,), False, rules) for w in range(13))
        assert _key(lis, (_low_index(4 * jk.plays_as[4], rules.ace_low),), False, rules) == best


def test_low_qualifier_with_wild_cards():
    for rule in ("below-all", "duplicate", "lowest-absent"):
        assert evaluate_low_wild("8h 7d 6c 5s Jk", "a5", 8, wild_rule=rule) is not None
        assert evaluate_low_wild("9h 7d 6c 5s Jk", "a5", 8, wild_rule=rule) is None
        assert evaluate_low_wild("8h 8d 6c 5s Jk", "a5", 8, wild_rule=rule) is None
    # seven cards: the best five
    assert evaluate_low_wild("Jk 5d 4c 3s 2h Kd Kc", "a5", 8, wild_rule="below-all") > \
        evaluate_low_wild("As 5d 4c 3s 2h Kd Kc", "a5", 8, wild_rule="below-all")


def test_describe_low_wild():
    v = evaluate_low_wild("7h 5d 4c 2s 2h", "27", wild="2", wild_rule="below-all")
    assert describe_low_wild(v, "27", "below-all") == "Seven-Five low (7-5-4-*-*)"
    assert describe_low_wild(v, "27", "below-all", lang="ru") == "Младшая рука семь-пять (7-5-4-*-*)"
    v = evaluate_low_wild("8h 8d 5c 4s Jk", "a5", wild_rule="duplicate")
    assert describe_low_wild(v, "a5", "duplicate") == "Pair of Eights (8-8-5-4-A)"
    with pytest.raises(WildError, match="99999"):
        describe_low_wild(99999, "a5", "below-all")


@pytest.mark.parametrize("call, words", [
    (lambda: evaluate_low("Jk 5d 4c 3s 2h"), "wild_rule"),
    (lambda: evaluate_low("2c 5d 4c 3s 8h", wild="2"), "name the rule"),
    (lambda: evaluate_low("Jk 5d 4c 3s 2h", wild_rule="wild"), "low-hand rule"),
    (lambda: evaluate_low("Jk 5d 4c 3s 2h", wild_rule="lowest"), "'lowest'"),
])
def test_low_bad_input(call, words):
    with pytest.raises(ValueError) as e:
        call()
    assert words in str(e.value)


def test_one_card_plays_differently_high_and_low():
    from handrank.games.hilo import HiLoGame, resolve
    game = HiLoGame("deuces wild stud hi-lo", low="a5", qualifier=8, high="wild", wild=("2",),
                    low_wild_rule="lowest-absent", hole=(5, 7), board=(0, 0))
    r = resolve(game, {"W": "2c Ah Ad 5s 4d 7c Kh", "X": "Ks Kd Qs Qd 9h 9c 8s"}, pot=10)
    assert r.highs["W"] == evaluate("As Ah Ad Kh 7c")            # the deuce an ace high
    assert r.lows["W"] == evaluate_low("2h Ah 5s 4d 7c")          # and a deuce low
    assert r.shares == {"W": 10, "X": 0}


def test_describe_says_a_hand_in_one_wording_with_wild_cards_or_without():
    # describe(value) and describe(cards, wild=...) name the hand alike: the wild call adds
    # only what each wild card became, in parentheses; explain's text is the longer line
    import random
    rng = random.Random(19)
    deck = list(range(52))
    seen_subs = 0
    for _ in range(600):
        hand = rng.sample(deck, rng.randrange(5, 8))
        if rng.random() < 0.5:
            hand[0] = 52  # a joker
        rule, wild = rng.choice((("bug", ()), ("wild", ()), ("wild", "2")))
        for lang in ("en", "ru"):
            v = evaluate(hand, wild=wild, wild_rule=rule)
            said = handrank.describe(hand, lang, wild=wild, wild_rule=rule)
            plain = handrank.describe(v, lang)
            assert said == plain or said.startswith(plain + " ("), (hand, rule, wild, said, plain)
            seen_subs += said != plain
    assert seen_subs > 100
    assert handrank.describe("9h 9c 9d 7s 7h", wild_rule="bug") == handrank.describe("9h 9c 9d 7s 7h")

"""The two paid combinations: the spec's double table, the never-a-second cases, and the C
core against brute force (all five-card hands, a sample of six-card hands) plus a Python
brute force written here on its own."""

import itertools
import random
from fractions import Fraction

import handrank
import pytest
from handrank import cards
from handrank._core import ffi, lib
from handrank.games.russian import Rules, combinations
from handrank.games.russian import RussianCategory as RC

# double, example(s), total (sum of both payouts, x bet)
DOUBLES = [
    ((RC.ROYAL_FLUSH, RC.STRAIGHT_FLUSH), ["A♥K♥Q♥J♥10♥9♥"], 150),
    ((RC.ROYAL_FLUSH, RC.FLUSH), ["A♥K♥Q♥J♥10♥8♥"], 105),
    ((RC.ROYAL_FLUSH, RC.STRAIGHT), ["A♥K♥Q♥J♥10♥9♠", "A♥K♥Q♥J♥10♥10♠"], 104),
    ((RC.STRAIGHT_FLUSH, RC.STRAIGHT_FLUSH), ["K♥Q♥J♥10♥9♥8♥"], 100),
    ((RC.STRAIGHT_FLUSH, RC.FLUSH), ["K♥Q♥J♥10♥9♥2♥"], 55),
    ((RC.STRAIGHT_FLUSH, RC.STRAIGHT), ["K♥Q♥J♥10♥9♥8♠", "K♥Q♥J♥10♥9♥9♠"], 54),
    ((RC.STRAIGHT_FLUSH, RC.ACE_KING), ["5♥4♥3♥2♥A♥K♠"], 51),
    ((RC.FOUR_OF_A_KIND, RC.FULL_HOUSE), ["A♥A♠A♦A♣8♥8♠"], 27),
    ((RC.FOUR_OF_A_KIND, RC.ACE_KING), ["A♥A♠A♦A♣K♥"], 21),
    ((RC.FULL_HOUSE, RC.FULL_HOUSE), ["A♥A♠A♦8♥8♠8♣"], 14),
    ((RC.FULL_HOUSE, RC.ACE_KING), ["A♥A♠A♦K♥8♠8♣"], 8),
    ((RC.FLUSH, RC.FLUSH), ["K♥Q♥J♥8♥7♥2♥"], 10),
    ((RC.FLUSH, RC.STRAIGHT), ["K♥Q♥J♥10♠9♥7♥"], 9),
    ((RC.FLUSH, RC.PAIR), ["K♥Q♥J♥8♥7♥7♠"], 6),
    ((RC.FLUSH, RC.ACE_KING), ["A♠K♥Q♥J♥7♥2♥"], 6),
    ((RC.STRAIGHT, RC.STRAIGHT), ["K♥Q♠J♦10♣9♥8♠", "K♥Q♠J♦10♣9♥9♠"], 8),
    ((RC.STRAIGHT, RC.ACE_KING), ["5♥4♠3♦2♣A♥K♠"], 5),
    ((RC.THREE_OF_A_KIND, RC.ACE_KING), ["A♥A♠A♦K♥2♣"], 4),
    ((RC.TWO_PAIR, RC.TWO_PAIR), ["K♥K♠8♦8♥2♣2♠"], 4),
    ((RC.TWO_PAIR, RC.ACE_KING), ["K♥K♠8♦8♥A♣"], 3),
    ((RC.PAIR, RC.ACE_KING), ["K♥K♠A♣8♦5♥", "8♥8♠A♣K♦5♥"], 2),
]

DEFINING = {
    RC.ACE_KING: 2,
    RC.PAIR: 2,
    RC.TWO_PAIR: 4,
    RC.THREE_OF_A_KIND: 3,
    RC.FOUR_OF_A_KIND: 4,
    RC.STRAIGHT: 5,
    RC.FLUSH: 5,
    RC.FULL_HOUSE: 5,
    RC.STRAIGHT_FLUSH: 5,
    RC.ROYAL_FLUSH: 5,
}


@pytest.mark.parametrize("cats,examples,total", DOUBLES)
def test_double_table(cats, examples, total):
    for ex in examples:
        c = combinations(ex)
        assert (c.first.category, c.second.category) == cats, ex
        assert c.payout == total and c.win() == 2 * total
        assert len(c.first.cards) == DEFINING[cats[0]] and len(c.second.cards) == DEFINING[cats[1]]
        assert set(c.second.cards) - set(c.first.cards), "the second needs a new defining card"
        assert set(c.first.cards) <= set(c.hand.cards) and set(c.second.cards) <= set(cards(ex))


def test_defining_cards_of_examples():
    c = combinations("A♥A♠A♦A♣K♥")
    assert set(c.first.cards) == set(cards("Ah As Ad Ac")) and cards("Kh")[0] in c.second.cards
    c = combinations("K♥K♠A♣8♦5♥")
    assert set(c.first.cards) == set(cards("Kh Ks")) and set(c.second.cards) == {
        cards("Ac")[0],
        cards("Kh")[0],
    }
    c = combinations("K♥Q♥J♥8♥7♥7♠")
    assert set(c.second.cards) == set(cards("7h 7s"))


@pytest.mark.parametrize(
    "hand,first",
    [
        ("A♦ K♣ Q♥ J♠ 10♦", RC.STRAIGHT),  # straight + Ace-King
        ("A♥ K♥ 9♥ 6♥ 3♥", RC.FLUSH),  # a flush holding the ace and king
        ("A♠ A♥ A♦ K♣ K♥", RC.FULL_HOUSE),  # A A A K K
        ("A♠ A♥ K♦ K♣ 7♥", RC.TWO_PAIR),  # A A K K x
        ("Q♠ Q♥ 9♦ 9♣ 7♥", RC.TWO_PAIR),  # two pair is not two pairs of one hand
        ("9♠ 9♥ 9♦ 5♣ 5♥", RC.FULL_HOUSE),  # a full house is not three + pair
        ("9♠ 9♥ 9♦ 5♣ 2♥", RC.THREE_OF_A_KIND),
        ("9♥ 8♠ 5♦ 4♦ 2♣", RC.NO_GAME),
    ],
)
def test_never_a_second(hand, first):
    c = combinations(hand)
    assert c.first.category == first and c.second is None


def test_straight_repeat_variant_pays_straight_and_pair():
    v = Rules(straight_repeat_as_pair=True)
    for hand, cats, total in [
        ("K♥Q♠J♦10♣9♥9♠", (RC.STRAIGHT, RC.PAIR), 5),
        ("K♥Q♥J♥10♥9♥9♠", (RC.STRAIGHT_FLUSH, RC.PAIR), 51),
        ("A♥K♥Q♥J♥10♥10♠", (RC.ROYAL_FLUSH, RC.PAIR), 101),
        ("K♥Q♠J♦10♣9♥8♠", (RC.STRAIGHT, RC.STRAIGHT), 8),
    ]:  # other ranks: still two
        c = combinations(hand, v)
        assert (c.first.category, c.second.category, c.payout) == (*cats, total), hand


def test_paytable_setting_changes_payouts():
    r = Rules(paytable={"ace_king": 3})
    c = combinations("A♠ K♥ Q♥ J♥ 7♥ 2♥", r)  # flush + Ace-King
    assert c.second.category == RC.ACE_KING and c.payout == 5 + 3
    assert combinations("K♥ K♠ A♣ 8♦ 8♥", r).payout == 2 + 3
    assert combinations("K♥ K♠ A♣ 8♦ 8♥").payout == 2 + 1
    # A A K K 8 8: Ace-King has no card outside the first (A A K K), so two pair it is
    c = combinations("A♥ A♠ 8♦ 8♥ K♣ K♦", r)
    assert c.second.category == RC.TWO_PAIR and c.payout == 4


# -- brute force in C over every five-card hand and a sample of six-card hands: the reference
# is compiled only into the C tests (tests/c/test_reference.c) --------------------------------


def test_c_check_rejects_bad_arguments():
    out = ffi.new("hr_ru_combo *")
    assert lib.hr_ru_combinations(bytes([0, 1, 2, 3, 52]), 5, Rules().c_rules(), out) == -1
    assert lib.hr_ru_combinations(bytes([0, 1, 2, 3, 3]), 5, Rules().c_rules(), out) == -1
    assert lib.hr_ru_combinations(bytes([0, 1, 2, 3]), 4, Rules().c_rules(), out) == -1


# -- an independent Python brute force (payouts only), on random hands -----------------

PAY = {c: int(Rules().paytable[c]) for c in list(RC)[1:]}


def _own(sub):
    """Category of a set of cards standing alone, or None."""
    ranks = sorted((c >> 2 for c in sub), reverse=True)
    suits = {c & 3 for c in sub}
    n = len(sub)
    if n == 2:
        return RC.PAIR if ranks[0] == ranks[1] else RC.ACE_KING if ranks == [12, 11] else None
    if n == 3:
        return RC.THREE_OF_A_KIND if len(set(ranks)) == 1 else None
    if n == 4:
        if len(set(ranks)) == 1:
            return RC.FOUR_OF_A_KIND
        return RC.TWO_PAIR if ranks[0] == ranks[1] and ranks[2] == ranks[3] and ranks[1] != ranks[2] else None
    straight = len(set(ranks)) == 5 and (ranks[0] - ranks[4] == 4 or ranks == [12, 3, 2, 1, 0])
    flush = len(suits) == 1
    if straight and flush:
        return RC.ROYAL_FLUSH if ranks[0] == 12 and ranks[1] == 11 else RC.STRAIGHT_FLUSH
    if flush:
        return RC.FLUSH
    if straight:
        return RC.STRAIGHT
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    return RC.FULL_HOUSE if counts == [3, 2] else None


def _brute_payout(hand):
    best = max(handrank.evaluate(list(f)) for f in itertools.combinations(hand, 5))
    top = 0
    for five in itertools.combinations(hand, 5):
        if handrank.evaluate(list(five)) != best:
            continue
        subs = [(s, _own(s)) for k in (2, 3, 4, 5) for s in itertools.combinations(five, k)]
        subs = [(s, c) for s, c in subs if c is not None]
        if not subs:
            return 0
        first, cat1 = max(subs, key=lambda sc: sc[1])
        second = max(
            (
                PAY[_own(s)]
                for k in (2, 3, 4, 5)
                for s in itertools.combinations(hand, k)
                if _own(s) is not None and set(s) - set(first)
            ),
            default=0,
        )
        top = max(top, PAY[cat1] + second)
    return top


def test_python_brute_force_agrees_on_random_hands():
    rng = random.Random(2024)
    deck = list(range(52))
    checked = 0
    for _ in range(400):
        hand = rng.sample(deck, rng.choice((5, 6)))
        assert combinations(hand).payout == Fraction(_brute_payout(hand)), handrank.cards_str(hand)
        checked += 1
    # and on hands rich in combinations (from a 20-card deck of high ranks)
    rich = [c for c in deck if c >> 2 >= 8]
    for _ in range(300):
        hand = rng.sample(rich, 6)
        assert combinations(hand).payout == Fraction(_brute_payout(hand)), handrank.cards_str(hand)
    assert checked == 400

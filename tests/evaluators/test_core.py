"""The evaluator: the spec's scale, categories, names, and bad input."""

import random
from itertools import combinations

import handrank as hr
import pytest
from handrank import CardError, Category
from tablegen import reference

SPEC_RANGES = {
    Category.HIGH_CARD: (1, 1277), Category.PAIR: (1278, 4137), Category.TWO_PAIR: (4138, 4995),
    Category.THREE_OF_A_KIND: (4996, 5853), Category.STRAIGHT: (5854, 5863),
    Category.FLUSH: (5864, 7140), Category.FULL_HOUSE: (7141, 7296),
    Category.FOUR_OF_A_KIND: (7297, 7452), Category.STRAIGHT_FLUSH: (7453, 7461),
    Category.ROYAL_FLUSH: (7462, 7462),
}


def test_category_ranges_of_the_spec():
    for cat, (lo, hi) in SPEC_RANGES.items():
        assert hr.category(lo) == cat and hr.category(hi) == cat
        if lo > 1:
            assert hr.category(lo - 1) == cat - 1
    assert [c.name for c in Category][:10] == [c.name for c in SPEC_RANGES]
    for bad in (0, 7476, -3, "7", True, 2.0):
        with pytest.raises(ValueError):
            hr.category(bad)


def test_random_hands_against_the_reference():
    rng = random.Random(20261129)
    for n in (5, 6, 7) * 700:
        hand = rng.sample(range(52), n)
        want = reference.value(tuple(hand))
        assert hr.evaluate(hand) == want
        assert hr.evaluate(tuple(hand)) == want
        assert hr.evaluate(" ".join(hr.card_str(c) for c in hand)) == want
        assert hr.evaluate(hand[:2], hand[2:]) == want
        five = hr.best_five(hand)
        assert len(set(five)) == 5 and set(five) <= set(hand)
        assert reference.value(five) == want
        assert hr.decode(want)[1] == tuple(c >> 2 for c in five)


def test_masks_and_ids_agree():
    rng = random.Random(7)
    for n in (5, 6, 7) * 200:
        hand = rng.sample(range(52), n)
        mask = sum(1 << c for c in hand)
        assert hr._core.lib.hr_eval_mask(mask) == hr.evaluate(hand)
    assert hr._core.lib.hr_eval_mask((1 << 52) | 31) == 0
    assert hr._core.lib.hr_eval_mask(0xFF) == 0  # eight cards
    assert hr._core.lib.hr_eval_mask(0xF) == 0   # four cards


@pytest.mark.parametrize("hand, text", [
    ("As Ks Qs Js Ts", "Royal Flush"),
    ("9s 8s 7s 6s 5s", "Straight Flush, Nine high"),
    ("Js Jh Jd Jc Kd", "Four of a Kind, Jacks, King kicker"),
    ("9s 9h 9d 7s 7h", "Full House, Nines over Sevens"),
    ("Kh Qh 9h 8h 7h", "Flush, King-Queen-Nine-Eight-Seven"),
    ("5s 4h 3d 2c Ah", "Straight, Five high"),
    ("Ks Kh 7d 7c As", "Two Pair, Kings and Sevens, Ace kicker"),
    ("Ts Th As Kd 7c", "Pair of Tens, Ace-King-Seven"),
    ("As Jd Th 9c 7s", "High Card, Ace-Jack-Ten-Nine-Seven"),
    ("5s 5h 5d As 9c", "Three of a Kind, Fives, Ace-Nine"),
])
def test_describe_examples_of_the_spec(hand, text):
    assert hr.describe(hand) == text
    assert hr.describe(hr.evaluate(hand)) == text


def test_best_five_orders_main_cards_then_kickers():
    assert hr.cards_str(hr.best_five("5s 4h 3d 2c Ah 9d Kc")) == "5s 4h 3d 2c Ah"
    assert hr.cards_str(hr.best_five("Ts Ah Th Kd 7c 2d 3c")) == "Ts Th Ah Kd 7c"
    assert hr.cards_str(hr.best_five("7c 7d Kd 7s Kh 2c 2d")) == "7c 7d 7s Kd Kh"


def test_known_comparisons_of_the_seed():
    assert hr.compare("3h 3c 3d Kh Kc", "2c 2d 2s As Ad") == 1  # one deck: the seed's 2c twice is refused
    assert hr.compare("9h 9c", "8h 8c", board="Jh Jc Jd 2s 3d") == 1
    assert hr.compare("Ah Kd", "Ac Ks", board="2c 7d 9h Jc 3s") == 0
    assert hr.compare("2c 3c 4c 5c 7d", "As Ks Qs Js Ts") == -1


def test_cactus_kev_rank():
    assert hr.cactus_kev_rank(7462) == 1 and hr.cactus_kev_rank(1) == 7462
    with pytest.raises(ValueError):
        hr.cactus_kev_rank(0)


def test_omaha_uses_two_hole_and_three_board_cards():
    # four spades in hand and one on board is no flush in Omaha; Q J + T 9 8 is a straight
    assert hr.category(hr.evaluate_omaha("As Ks Qs Js", "Ts 9d 3c 4h 8d")) == Category.STRAIGHT
    rng = random.Random(3)
    for _ in range(200):
        deal = rng.sample(range(52), 9)
        hole, board = deal[:4], deal[4:]
        want = max(reference.value(tuple(h) + tuple(b))
                   for h in combinations(hole, 2)
                   for b in combinations(board, 3))
        assert hr.evaluate_omaha(hole, board) == want
    with pytest.raises(CardError, match="4 to 6 hole"):
        hr.evaluate_omaha("As Ks Qs", "Ts 2d 3c 4h 8d")
    with pytest.raises(CardError, match="3 to 5 cards"):
        hr.evaluate_omaha("As Ks Qs Js", "Ts 2d")
    with pytest.raises(CardError, match="twice"):
        hr.evaluate_omaha("As Ks Qs Js", "As 2d 3c")


@pytest.mark.parametrize("bad, words", [
    ([0, 1, 2, 3], ["5 to 7", "4"]), ([0, 1, 2, 3, 4, 5, 6, 7], ["8"]), ([0, 0, 1, 2, 3], ["twice"]),
    ([0, 1, 2, 3, 52], ["52"]), ([0, 1, 2, 3, -1], ["-1"]), ([0, 1, 2, 3, 2**70], ["out of range"]),
    ("As Ks Qs Js", ["4"]), ("As Ks Qs Js Zs", ["'Zs'"]), ((0, 1, 2, 3, "x"), ["'x'"]),
    ("As Ks Qs Js Jk", ["joker"]),
])
def test_bad_hands_are_clear_errors(bad, words):
    with pytest.raises(CardError) as e:
        hr.evaluate(bad)
    for w in words:
        assert w in str(e.value)


def test_hole_and_board_may_not_share_a_card():
    with pytest.raises(CardError, match="twice"):
        hr.evaluate("As Kd", "As 2c 3d 4h 5s")
    with pytest.raises(CardError, match="twice"):
        hr.compare("As Kd", "As Qd", board="2c 3d 4h 5s 9c")


def test_c_functions_reject_anything_out_of_range():
    lib = hr._core.lib
    assert lib.hr_eval5(0, 1, 2, 3, 52) == 0
    assert lib.hr_eval5(0, 1, 2, 3, -5) == 0
    assert lib.hr_eval7(0, 1, 2, 3, 4, 5, 5) == 0
    assert lib.hr_eval_ids(bytes([0, 1, 2, 3, 4]), 4) == 0
    assert lib.hr_eval_ids(bytes([0, 1, 2, 3, 4, 5, 6, 7]), 8) == 0
    assert lib.hr_category(0) == -1 and lib.hr_value_info(7463) == 0

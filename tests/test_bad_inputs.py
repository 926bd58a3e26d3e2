"""Bad input to the public calls: the error classes, integral values, one rule for a card id,
arrays and bytes handed to evaluate, parse errors that name the right token, absurdly long
input, and results that are cards printing as cards. Each test makes a bad call a user could
write and checks the error it gets.
"""

import array
import time
from fractions import Fraction

import handrank as hr
import numpy as np
import pytest
from handrank import (
    CardError,
    LowballError,
    best_five_low,
    best_five_omaha_low,
    decode_low,
    describe_low,
    evaluate_low,
    evaluate_low_batch,
)
from handrank import russian as ru
from handrank.compat import phevaluator as hp
from handrank.compat import treys as ht

ROYAL7 = (51, 47, 43, 39, 35, 0, 1)
HAND = "Ks Kd 7c 5s 2h"


# --- the error classes ------------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: hr.evaluate_batch(bytes(7), k=0),
    lambda: evaluate_low_batch(bytes(7), k=0),
    lambda: hr.evaluate_batch(bytes(7), k=-7),
    lambda: hr.evaluate_batch(bytes(14), k=True),
    lambda: hr.evaluate_batch(bytes(14), k=7.0),
])
def test_batch_k_is_checked_before_it_divides(call):
    with pytest.raises(CardError, match="k="):
        call()


@pytest.mark.parametrize("call", [
    lambda: describe_low(2**32, "a5"), lambda: decode_low(2**32), lambda: decode_low(-2**70),
])
def test_huge_low_values_are_a_lowball_error(call):
    with pytest.raises(LowballError, match="not a low value"):
        call()


def test_phevaluator_huge_id_is_a_card_error():
    with pytest.raises(CardError, match="out of range"):
        hp.evaluate_cards(2**64, 1, 2, 3, 4)


@pytest.mark.parametrize("kw", [{"max_draws": 2**64}, {"enumerate_limit": 2**64},
                                {"max_draws": 0}, {"enumerate_limit": -1}, {"max_draws": True},
                                {"target_se": "0.01"}])
def test_advise_counts_are_checked(kw):
    with pytest.raises(ValueError, match=next(iter(kw))):
        ru.advise(HAND, "9c", **kw)


@pytest.mark.parametrize("kw", [
    {"table_max": "1e400"}, {"table_max": 10**400}, {"paytable": {"pair": "1e400"}},
    {"paytable": {"pair": 10**400}}, {"bonus_table": {"flush": 1e300}}, {"sixth_card_fee": "1e400"},
    {"exchange_fee": 10**400}, {"buy_game_fee": 1e400}, {"insurance_min": 10**400},
])
def test_rules_refuse_amounts_no_table_plays(kw):
    with pytest.raises(ru.RulesError, match=next(iter(kw))):
        ru.Rules(**kw)


def test_rules_at_the_limit_still_play():
    r = ru.Rules(table_max=ru.rules.MAX_RULES_AMOUNT)
    assert ru.combinations(HAND, rules=r).payout == 1


@pytest.mark.parametrize("call", [
    lambda: ru.combinations(HAND, rules=object()),
    lambda: ru.settle(HAND, "2c 3d 4h 9s Tc", rules=object()),
    lambda: ru.advise(HAND, "9c", rules=object()),
    lambda: ru.bet_ev(HAND, "9c", rules=None),
])
def test_russian_rules_must_be_rules(call):
    with pytest.raises(TypeError, match="rules must be"):
        call()


def test_treys_plo_generator_with_a_bad_card():
    board = [ht.Card.new(c) for c in ("Qs", "Js", "Ts")]
    hole = (c for c in [ht.Card.new("As"), ht.Card.new("Ks"), 12345, ht.Card.new("2c")])
    with pytest.raises(ht.TreysCardError, match="12345 is not a treys card"):
        ht.PLOEvaluator().evaluate(hole, board)
    hole = iter([ht.Card.new(c) for c in ("As", "Ks", "2c", "3d")])
    assert ht.PLOEvaluator().evaluate(hole, board) == 1  # a generator of good cards works


# --- integral values ---------------------------------------------------------------

@pytest.mark.parametrize("make", [np.uint16, np.int64, np.int32, int])
def test_numpy_scalars_are_values(make):
    v = make(7462)
    assert hr.category(v) == hr.Category.ROYAL_FLUSH
    assert hr.describe(v) == "Royal Flush"
    assert hr.decode(v) == hr.decode(7462)
    assert hr.cactus_kev_rank(v) == 1
    assert describe_low(make(6175), "a5") == "Wheel (5-4-3-2-A)"
    assert decode_low(make(6175)) == decode_low(6175)


def test_batch_results_feed_the_value_functions():
    vals = hr.evaluate_batch(np.array([ROYAL7], dtype=np.uint8))
    assert hr.describe(vals[0]) == "Royal Flush"
    lows = evaluate_low_batch([[51, 0, 4, 8, 12]])
    assert describe_low(lows[0]) == "Wheel (5-4-3-2-A)"


@pytest.mark.parametrize("call", [
    lambda: hr.category(True), lambda: hr.decode(True), lambda: hr.cactus_kev_rank(True),
    lambda: hr.category(np.True_), lambda: hr.category(7462.0), lambda: hr.category("7462"),
])
def test_bools_and_non_integers_are_not_values(call):
    with pytest.raises(ValueError, match="not a hand value"):
        call()


@pytest.mark.parametrize("call", [lambda: decode_low(True), lambda: describe_low(True),
                                  lambda: describe_low(np.True_)])
def test_bools_are_not_low_values(call):
    with pytest.raises(LowballError, match="not a low value"):
        call()


def test_describe_of_a_bool_is_refused():
    with pytest.raises(CardError, match="bool"):
        hr.describe(True)


# --- one rule for a card id ----------------------------------------------------------

BOOL_HANDS = [(True, 4, 8, 12, 17), (51, 47, 43, 39, 35, 0, True), (False, 4, 8, 12, 17, 21),
              [True, 4, 8, 12, 17], (np.True_, 4, 8, 12, 17)]


@pytest.mark.parametrize("hand", BOOL_HANDS)
def test_bools_are_refused_on_every_path(hand):
    for call in (hr.evaluate, evaluate_low, hr.best_five, hr.cards,
                 lambda h: hr.evaluate(h, wild="2", wild_rule="wild"),
                 lambda h: hr.evaluate_batch([list(h)])):
        with pytest.raises(CardError, match="bool"):
            call(hand)


def test_exact_ints_still_evaluate_on_every_length():
    assert hr.evaluate(ROYAL7) == hr.evaluate(list(ROYAL7)) == 7462
    assert hr.evaluate((0, 4, 8, 12, 17)) == hr.evaluate((0, 4, 8, 12, 17, 51)) == 5855
    assert evaluate_low((51, 0, 4, 8, 12)) == 6175


@pytest.mark.parametrize("item", [Fraction(7, 2), 3.0, np.float32(3.0), None])
def test_non_integral_items_are_not_card_ids(item):
    # cffi would truncate Fraction(7, 2) or np.float32(3.0) to 3: the fast path must not
    with pytest.raises(CardError):
        hr.evaluate((item, 4, 8, 12, 17))


def test_numpy_ints_are_card_ids_everywhere():
    z = np.uint8(0)
    hand = [z, np.int64(4), 8, 12, 17]
    assert hr.card(z) == 0 and hr.cards(hand) == (0, 4, 8, 12, 17)
    assert hr.evaluate(hand) == hr.evaluate(tuple(hand)) == 5855
    assert evaluate_low(hand) == evaluate_low((0, 4, 8, 12, 17))
    assert hr.best_five(hand) == hr.best_five((0, 4, 8, 12, 17))
    assert list(hr.evaluate_batch([hand])) == [5855]
    assert list(evaluate_low_batch([hand])) == list(evaluate_low_batch([[0, 4, 8, 12, 17]]))


def test_batch_rows_name_the_bad_id_as_given():
    with pytest.raises(CardError, match=r"row 0: True: a bool is not a card id"):
        hr.evaluate_batch([[True, 1, 2, 3, 4]])
    with pytest.raises(CardError, match=r"card id -1 is out of range"):
        hr.evaluate_batch(array.array("b", [-1, 1, 2, 3, 4]), k=5)
    with pytest.raises(CardError, match=r"row 1: card id -3 is out of range"):
        evaluate_low_batch(array.array("b", [0, 1, 2, 3, 4, 5, 6, 7, 8, -3]), k=5)
    with pytest.raises(CardError, match=r"card id -1 is out of range"):
        hr.evaluate_batch(np.array([[-1, 1, 2, 3, 4]], dtype=np.int8))
    assert list(hr.evaluate_batch(array.array("b", [51, 47, 43, 39, 35]), k=5)) == [7462]


def test_the_rule_itself():
    from handrank.cards import card_id
    assert card_id(np.uint8(0)) == 0 and card_id(51) == 51
    assert card_id(53, allow_jokers=True) == 53
    for bad, word in [(True, "bool"), (np.False_, "bool"), (-1, "-1"), (52, "52"), (2**70, "out of range"),
                      (1.0, "1.0"), (None, "None")]:
        with pytest.raises(CardError, match=word):
            card_id(bad)


# --- arrays and bytes handed to evaluate ---------------------------------------------

def test_a_2d_array_points_to_evaluate_batch():
    with pytest.raises(CardError, match="evaluate_batch"):
        hr.evaluate(np.array([ROYAL7], dtype=np.uint8))
    assert hr.evaluate(np.array(ROYAL7, dtype=np.uint8)) == 7462  # one row is one hand


@pytest.mark.parametrize("spec", [b"AsKsQsJsTs", bytearray(b"As Ks Qs Js Ts"), memoryview(b"AsKsQsJsTs")])
def test_bytes_are_not_a_card_spelling(spec):
    with pytest.raises(CardError, match="bytes are not a card spelling"):
        hr.evaluate(spec)


# --- parse errors name the right token -------------------------------------------------

@pytest.mark.parametrize("spec, token, why", [
    ("As-Kd", "'As-Kd'", "'-' is not a rank"),
    ("Ace of spades", "'Ace'", "'e' is not a rank"),
    ("As Kd Qx", "'Qx'", "unknown suit 'x'"),
    ("AsKdQ", "'AsKdQ'", "missing suit"),
])
def test_parse_errors_name_the_word(spec, token, why):
    with pytest.raises(CardError) as e:
        hr.cards(spec)
    assert token in str(e.value) and why in str(e.value)


@pytest.mark.parametrize("spec", [", As Kd", "; As Kd", ",As,Kd,", " ;, As;Kd ;"])
def test_leading_separators_parse(spec):
    assert hr.cards(spec) == (51, 45)


def test_pretty_and_card_str_take_cards_in_any_form():
    assert hr.pretty("As") == "A♠" and hr.pretty((51, 45)) == "A♠ K♦"
    assert hr.card_str("10h") == "Th" and hr.card_str([51, 45]) == "As Kd"
    assert hr.pretty(52) == "🃏" and hr.cards_str((51, 53), symbols=True) == "A♠ 🃏"
    for bad in ("Xx", 52.5, 99, True):
        with pytest.raises(CardError):
            hr.pretty(bad)


# --- absurdly long input ----------------------------------------------------------------

def test_a_10mb_string_is_refused_at_once():
    spec = "As " * 3_500_000
    t = time.perf_counter()
    for call in (hr.cards, hr.evaluate, evaluate_low, hr.best_five):
        with pytest.raises(CardError, match="too long"):
            call(spec)
    assert time.perf_counter() - t < 1.0


def test_a_long_iterable_stops_at_the_first_repeat():
    read = []

    def many():
        for i in range(1_000_000):
            read.append(i)
            yield 51
    with pytest.raises(CardError, match="As is given twice"):
        hr.cards(many())
    assert len(read) <= 60  # not the million


def test_the_longest_accepted_string():
    from handrank.cards import MAX_SPEC_CHARS
    spec = "As" + " " * (MAX_SPEC_CHARS - 2)
    assert hr.cards(spec) == (51,)
    with pytest.raises(CardError, match="too long"):
        hr.cards(spec + " ")


# --- results that are cards print as cards ----------------------------------------------

def test_card_results_print_as_cards_and_stay_tuples():
    five = hr.best_five("7c 2s 7d 9s Kd 9h 9c")
    assert five == (31, 30, 28, 20, 21) and isinstance(five, tuple)
    assert str(five) == "9♠ 9♥ 9♣ 7♣ 7♦" and repr(five) == "(31, 30, 28, 20, 21)"
    assert hash(five) == hash((31, 30, 28, 20, 21)) and list(five) == [31, 30, 28, 20, 21]
    e = hr.explain("Th Tc As Kd 7c 3h 2s")
    assert str(e.main) == "10♥ 10♣" and str(e.kickers) == "A♠ K♦ 7♣" and e.main == (34, 32)
    assert str(e.best_five) == "10♥ 10♣ A♠ K♦ 7♣"
    assert str(best_five_low("Kd 8s 6h 4c 3d 2c As")) == "6♥ 4♣ 3♦ 2♣ A♠"
    assert str(best_five_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh")) == "8♣ 4♠ 3♥ 2♦ A♠"
    w = hr.explain_wild("9s 8s 7s 6s Jk", wild_rule="bug")
    assert str(w.best_five) == "🃏 9♠ 8♠ 7♠ 6♠" and str(w.as_cards) == "10♠ 9♠ 8♠ 7♠ 6♠"
    assert str(hr.cards("as kd")) == "A♠ K♦"
    assert f"{five}" == "9♠ 9♥ 9♣ 7♣ 7♦"


def test_evaluate_result_is_a_plain_int():
    assert type(hr.evaluate(ROYAL7)) is int and type(hr.evaluate("As Ks Qs Js Ts")) is int


def test_card_results_go_back_in_on_the_fast_path():
    five = hr.best_five("7c 2s 7d 9s Kd 9h 9c")
    assert hr.evaluate(five) == hr.evaluate("7c 7d 9s 9h 9c")
    assert hr.evaluate(five, wild="2", wild_rule="wild") == hr.evaluate(five)


def test_a_wide_array_batch_names_the_first_bad_row():
    # found by tests/test_fuzz_inputs.py: an out-of-range id in row 2 was reported before
    # the card given twice in row 1
    rows = np.array([[0, 1, 2, 3, 4, 5, 6], [1, 0, 2, 3, 4, 5, 0], [-1, 1, 2, 3, 4, 5, 6]], dtype=np.int64)
    with pytest.raises(CardError, match="row 1: card id 0 is given twice"):
        hr.evaluate_batch(rows)

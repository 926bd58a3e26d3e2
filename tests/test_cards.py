"""Card notation: every form of the spec, and clear errors for everything else."""

import handrank as hr
import pytest
from handrank import CardError


@pytest.mark.parametrize("text, expected", [
    ("As", 51), ("as", 51), ("AS", 51), ("aS", 51), ("2c", 0), ("Td", 33), ("td", 33),
    ("10h", 34), ("10H", 34), ("KH", 46), ("10♠", 35), ("K♦", 45), ("A♥", 50), ("2♣", 0),
    ("Q♤", 43), ("J♡", 38), ("9♢", 29), ("3♧", 4),
])
def test_single_tokens(text, expected):
    assert hr.card(text) == expected
    assert hr.cards(text) == (expected,)


def test_card_ids_round_trip():
    for c in range(52):
        assert hr.card(c) == c
        assert hr.card(hr.card_str(c)) == c
        assert hr.card(hr.pretty(c)) == c


@pytest.mark.parametrize("spec", [
    "As Kd 10h", "AsKd10h", "As,Kd,10h", "As, Kd, 10h", "A♠ K♦ 10♥", "A♠K♦10♥", "as kd th",
    ["As", "Kd", "10h"], ("As", 45, "Th"), [51, 45, 34], iter([51, 45, 34]), ["AsKd", "10h"],
])
def test_many_forms(spec):
    assert hr.cards(spec) == (51, 45, 34)


def test_strings_print():
    assert hr.card_str(51) == "As" and hr.pretty(33) == "10♦"
    assert hr.cards_str((51, 45)) == "As Kd"
    assert hr.cards_str((51, 45), symbols=True) == "A♠ K♦"


@pytest.mark.parametrize("spec, words", [
    ("Xs", ["'Xs'", "rank"]), ("Ax", ["'Ax'", "suit"]), ("A", ["missing suit"]),
    ("1s", ["rank"]), ("As As", ["As", "twice"]), ([52], ["52", "0..51"]), ([-1], ["-1"]),
    ([51, "As"], ["twice"]), ("As Kd 11h", ["rank"]), ([1.5], ["1.5"]), (None, ["None"]),
    ("Jk", ["joker", "wild"]), ([True], ["True"]),
])
def test_bad_cards_name_the_token(spec, words):
    with pytest.raises(CardError) as e:
        hr.cards(spec)
    for w in words:
        assert w in str(e.value)
    assert isinstance(e.value, ValueError)


def test_jokers_only_when_allowed():
    assert hr.cards("As Jk Joker", allow_jokers=True) == (51, 52, 53)
    assert hr.cards("🃏", allow_jokers=True) == (52,)
    with pytest.raises(CardError, match="two"):
        hr.cards("Jk Jk Jk", allow_jokers=True)
    assert hr.card_str(52) == "Jk"


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

TOKEN_ALPHABET = "23456789TJQKAtjqka10cdhsCDHS♠♥♦♣♤♡♢♧ ,;xX🃏"


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(alphabet=TOKEN_ALPHABET, max_size=24), st.text(max_size=12),
                 st.lists(st.one_of(st.integers(-300, 300), st.text(max_size=4)), max_size=9)))
def test_any_input_parses_or_is_a_clear_card_error(spec):
    try:
        ids = hr.cards(spec)
    except CardError as e:
        assert str(e)
        return
    assert all(isinstance(c, int) and 0 <= c <= 51 for c in ids) and len(set(ids)) == len(ids)
    assert hr.cards(" ".join(hr.card_str(c) for c in ids)) == ids


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-5, 60), min_size=0, max_size=9))
def test_evaluate_on_any_ids_is_a_value_or_a_clear_error(ids):
    try:
        v = hr.evaluate(ids)
    except CardError:
        assert not (5 <= len(ids) <= 7 and len(set(ids)) == len(ids) and all(0 <= c <= 51 for c in ids))
        return
    assert 1 <= v <= 7462 and v == hr.evaluate(tuple(ids))

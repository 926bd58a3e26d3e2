"""Any input to the public entry points gives an answer or a ValueError: never another
exception (property tests over card-like text)."""

import handrank as hr
from handrank import russian
from hypothesis import given
from hypothesis import strategies as st

CARDISH = st.text(alphabet="23456789TJQKAtjqka10cdhsCDHS♠♥♦♣ ,Jkx\t\r", max_size=22)
LOOSE = st.one_of(CARDISH, st.lists(st.integers(-3, 56), max_size=8), st.none(), st.integers(-3, 60))


def _answers_or_value_error(fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except ValueError as e:
        assert str(e)


@given(LOOSE, LOOSE)
def test_hold_em_entry_points(a, b):
    _answers_or_value_error(hr.evaluate, a)
    _answers_or_value_error(hr.evaluate, a, b)
    _answers_or_value_error(hr.compare, a, b)
    _answers_or_value_error(hr.best_five, a)
    _answers_or_value_error(hr.describe, a)
    _answers_or_value_error(hr.explain, a)
    _answers_or_value_error(hr.evaluate_omaha, a, b)
    _answers_or_value_error(hr.showdown, a, [b, "As Ks"])


@given(LOOSE, LOOSE, st.sampled_from(["a5", "27", "a6", "x", None]),
       st.sampled_from([None, 8, 9, 0, "8", 99]))
def test_low_entry_points(a, b, scheme, qualifier):
    _answers_or_value_error(hr.evaluate_low, a, scheme, qualifier=qualifier)
    _answers_or_value_error(hr.evaluate_omaha_low, a, b, scheme, qualifier=qualifier)
    _answers_or_value_error(hr.explain, a, low=scheme, qualifier=qualifier)


@given(LOOSE, st.sampled_from([(), "2", ("2", "3"), "x", 5]), st.sampled_from(["wild", "bug", "nope", None]))
def test_wild_entry_points(a, wild, rule):
    _answers_or_value_error(hr.evaluate, a, wild=wild, wild_rule=rule)
    _answers_or_value_error(hr.describe, a, wild=wild, wild_rule=rule)
    _answers_or_value_error(hr.evaluate_low, a, "a5", wild=wild, wild_rule=rule)


@given(LOOSE, LOOSE, LOOSE, st.sampled_from(["omaha8", "holdem8", "stud8", "declare", "x"]),
       st.sampled_from([None, {0: "high"}, {0: "blue", 1: 0}, {5: "low"}, {0: "purple"}]))
def test_hilo_entry_point(a, b, board, game, declarations):
    _answers_or_value_error(hr.hilo.resolve, game, [a, b], board=board, pot=10,
                            declarations=declarations)


@given(LOOSE, LOOSE)
def test_russian_entry_points(a, b):
    _answers_or_value_error(russian.evaluate, a)
    _answers_or_value_error(russian.combinations, a)
    _answers_or_value_error(russian.qualifies, a)
    _answers_or_value_error(russian.compare, a, b)
    _answers_or_value_error(russian.settle, a, b)

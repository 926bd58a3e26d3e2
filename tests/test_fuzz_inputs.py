"""Fuzz targets (Hypothesis) for the input side: card parsing, ``evaluate`` on every path,
``evaluate_batch``, the wild and the low evaluators.

Each target checks an answer, not only the absence of a crash: the parser gives back the
cards it was shown, every path of ``evaluate`` agrees with the reference evaluator, and a
refusal is a ``CardError`` on every path alike (the one card-id rule). The suite runs the
short profile of tests/conftest.py; a long search is
``HYPOTHESIS_PROFILE=deep python -m pytest -q tests -k fuzz``.
"""

import array
from fractions import Fraction

import handrank as hr
import numpy as np
from handrank import (
    CardError,
    best_five_low,
    decode_low,
    describe_low,
    evaluate_low,
    evaluate_low_batch,
    evaluate_wild,
    explain_wild,
)
from handrank.cards import MAX_SPEC_CHARS, RANKS, SUIT_SYMBOLS, SUITS
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from tablegen import reference
from tablegen import reference_low as ref_low


def _hands(k):
    return st.lists(st.integers(0, 51), min_size=k, max_size=k, unique=True)


HANDS = st.one_of(_hands(5), _hands(6), _hands(7))


# --- card parsing ------------------------------------------------------------------------------

@st.composite
def spelled(draw):
    """Distinct cards and one way a user could write them."""
    ids = draw(st.lists(st.integers(0, 51), min_size=1, max_size=10, unique=True))
    words = []
    for c in ids:
        r, s = RANKS[c >> 2], c & 3
        rank = draw(st.sampled_from(["10", "T", "t"] if r == "T" else [r, r.lower()]))
        suit = draw(st.sampled_from([SUITS[s], SUITS[s].upper(), SUIT_SYMBOLS[s]]))
        words.append(rank + suit)
    seps = st.sampled_from(["", " ", ", ", ";", "\t", " ,; ", "\n"])
    text = draw(st.sampled_from(["", " ", ", ", "; "]))  # a leading separator is fine
    for i, w in enumerate(words):
        # cards may run together ("AsKd") unless a 10 would swallow the next rank
        sep = draw(seps) if i else ""
        text += sep + w
    return ids, text + draw(st.sampled_from(["", " ", ",", " ;"]))


@given(spelled())
def test_cards_read_back_what_was_written(case):
    ids, text = case
    assert hr.cards(text) == tuple(ids)
    assert str(hr.cards(text)) == hr.cards_str(ids, symbols=True)


JUNK = st.text(alphabet="23456789TJQKAtjqka10cdhsCDHS♠♥♦♣♤ ,;-_.xX🃏\t", max_size=30)


@given(JUNK)
def test_any_text_parses_or_names_a_word_of_it(text):
    try:
        ids = hr.cards(text)
    except CardError as e:
        msg = str(e)
        # the message quotes a word (or the repeated card) of the input
        quoted = msg.split("'")[1] if "'" in msg else ""
        assert "given twice" in msg or "jokers" in msg or "joker" in msg or quoted in text, msg
        return
    assert len(set(ids)) == len(ids) and all(0 <= c <= 51 for c in ids)
    assert hr.cards(hr.cards_str(ids)) == ids  # and what it read prints back


@given(st.integers(MAX_SPEC_CHARS + 1, 4 * MAX_SPEC_CHARS))
def test_long_text_is_refused_whatever_it_holds(n):
    text = ("As " * n)[:n]
    try:
        hr.cards(text)
    except CardError as e:
        assert "too long" in str(e)
    else:
        raise AssertionError("a long string was parsed")


# --- evaluate: every path, one answer, one rule ---------------------------------------------------

ODD_ITEMS = st.sampled_from([True, False, np.True_, 1.0, Fraction(3), Fraction(7, 2), np.float32(3.0),
                             -1, 52, 2**64, "x", None, np.int8(-1), np.uint8(200)])


@given(HANDS)
def test_every_path_of_evaluate_agrees_with_the_reference(ids):
    v = reference.value(tuple(ids))
    text = " ".join(hr.card_str(c) for c in ids)
    assert hr.evaluate(tuple(ids)) == hr.evaluate(ids) == hr.evaluate(text) == v
    assert hr.evaluate(hr.cards(text)) == hr.evaluate(np.array(ids, dtype=np.int64)) == v
    assert hr.evaluate([np.uint8(c) for c in ids]) == v
    assert list(hr.evaluate_batch([ids])) == [v]
    assert list(hr.evaluate_batch(bytes(ids), k=len(ids))) == [v]
    assert list(hr.evaluate_batch(np.array([ids], dtype=np.uint8))) == [v]
    five = hr.best_five(ids)
    assert hr.evaluate(five) == v and set(five) <= set(ids)
    assert hr.describe(hr.evaluate_batch([ids])[0]) == hr.describe(v)


@given(HANDS, st.integers(0, 6), ODD_ITEMS)
def test_an_odd_item_is_refused_alike_on_every_path(ids, at, item):
    hand = list(ids)
    hand[at % len(hand)] = item
    calls = [lambda h: hr.evaluate(tuple(h)), hr.evaluate, hr.cards, hr.best_five,
             lambda h: evaluate_low(tuple(h)), lambda h: hr.evaluate_batch([h])]
    if not (type(item) is int and item == 52):  # a joker: an id for the wild evaluators
        calls.append(lambda h: evaluate_wild(tuple(h), wild_rule="wild"))
    for call in calls:
        try:
            call(hand)
        except CardError:
            continue
        raise AssertionError(f"{call} accepted {hand!r}")


@given(st.lists(_hands(6), min_size=1, max_size=40), st.integers(1, 3))
def test_batches_agree_with_single_calls(hands, threads):
    want = [reference.value(tuple(h)) for h in hands]
    assert list(hr.evaluate_batch(hands, threads=threads)) == want
    assert list(hr.evaluate_batch(array.array("B", [c for h in hands for c in h]), k=6)) == want
    lows = [evaluate_low(h) or 0 for h in hands]
    assert list(evaluate_low_batch(hands)) == lows


@given(st.lists(st.integers(-3, 60), min_size=5, max_size=35), st.sampled_from([None, 0, 5, 6, 7, 8]))
def test_a_bad_batch_names_a_row(flat, k):
    try:
        out = hr.evaluate_batch(array.array("b", flat), k=k)
    except CardError as e:
        assert str(e)
        return
    kk = k
    assert kk and len(flat) % kk == 0
    assert list(out) == [reference.value(tuple(flat[i:i + kk])) for i in range(0, len(flat), kk)]


class BatchMachine(RuleBasedStateMachine):
    """Rows are added (good or bad); the batch must answer for the good ones and name the
    first bad row."""

    def __init__(self):
        super().__init__()
        self.rows = []
        self.want = []  # the reference value of each row, None for a bad row

    def _add(self, row):
        ok = len(set(row)) == 7 and all(0 <= c <= 51 for c in row)
        self.rows.append(row)
        self.want.append(reference.value(tuple(row)) if ok else None)

    @rule(ids=_hands(7))
    def add_good(self, ids):
        self._add(ids)

    @rule(ids=_hands(7), at=st.integers(0, 6), c=st.integers(-2, 60))
    def add_maybe_bad(self, ids, at, c):
        row = list(ids)
        row[at] = c
        self._add(row)

    @precondition(lambda self: self.rows)
    @invariant()
    def batch_matches(self):
        bad = [i for i, w in enumerate(self.want) if w is None]
        for dtype in (np.int64, np.int16):
            try:
                out = hr.evaluate_batch(np.array(self.rows, dtype=dtype))
            except CardError as e:
                assert bad and f"row {bad[0]}:" in str(e), (bad, str(e))
                continue
            assert not bad and list(out) == self.want


BatchMachine.TestCase.settings = settings(settings.default, stateful_step_count=12)
TestBatchMachine = BatchMachine.TestCase


# --- wild cards ------------------------------------------------------------------------------------

@given(st.lists(st.integers(0, 51), min_size=4, max_size=6, unique=True), st.sampled_from([52, 53]))
def test_a_joker_under_wild_is_the_best_card_it_could_be(naturals, joker):
    hand = tuple(naturals) + (joker,)
    v = evaluate_wild(hand, wild_rule="wild")
    best = max(reference.value(tuple(naturals) + (c,)) for c in range(52) if c not in naturals)
    ranks = [c >> 2 for c in naturals]
    five_kind = any(ranks.count(r) == 4 for r in ranks)
    assert v == (hr.values.FIVE_OF_A_KIND_BASE + max(r for r in ranks if ranks.count(r) == 4)
                 if five_kind else best)
    w = explain_wild(hand, wild_rule="wild")
    assert w.value == v and len(w.best_five) == 5 and set(w.best_five) <= set(hand)


@given(HANDS, st.sampled_from(["wild", "bug"]), st.sampled_from(["", "K", "2 3"]))
def test_no_wild_card_in_the_hand_is_the_plain_value(ids, rule, wild):
    mask = hr.wild.wild_mask(wild)
    assume(not any(hr.wild.is_wild(c, mask) for c in ids))
    assert evaluate_wild(tuple(ids), wild, rule) == reference.value(tuple(ids))


@given(st.lists(st.integers(0, 51), min_size=4, max_size=6, unique=True), st.sampled_from([52, 53]))
def test_the_bug_is_never_better_than_a_full_wild(naturals, joker):
    hand = tuple(naturals) + (joker,)
    assert evaluate_wild(hand, wild_rule="bug") <= evaluate_wild(hand, wild_rule="wild")


# --- low hands -------------------------------------------------------------------------------------

@given(HANDS, st.sampled_from(["a5", "27", "a6"]))
def test_low_agrees_with_the_reference_and_its_own_parts(ids, scheme):
    v = evaluate_low(tuple(ids), scheme)
    assert v == ref_low.value(tuple(ids), scheme)
    five = best_five_low(ids, scheme)
    assert evaluate_low(five, scheme) == v and set(five) <= set(ids)
    assert decode_low(np.uint16(v), scheme) == decode_low(v, scheme)
    assert describe_low(v, scheme) and describe_low(v, scheme, lang="ru")
    assert list(evaluate_low_batch([ids], scheme)) == [v]


@given(HANDS, st.integers(6, 12))
def test_a_qualifier_only_ever_admits_more_as_it_rises(ids, q):
    lo = evaluate_low(tuple(ids), qualifier=q)
    hi = evaluate_low(tuple(ids), qualifier=q + 1)
    assert lo is None or hi == lo
    assert (evaluate_low(tuple(ids)) == lo) if lo is not None else True


@given(HANDS, st.sampled_from(["below-all", "duplicate", "lowest-absent"]), st.sampled_from([52, 53]))
def test_wild_lows_answer_and_describe(ids, rule, joker):
    hand = tuple(ids[:-1]) + (joker,)
    v = evaluate_low(hand, "a5", wild_rule=rule)
    assert v is not None and v >= 1
    assert hr.explain_low_wild(hand, "a5", None, (), rule).text()

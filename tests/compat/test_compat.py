"""handrank.compat.treys and handrank.compat.phevaluator return exactly what the real packages
return, on many random hands (treys and phevaluator are test dependencies)."""

from __future__ import annotations

import random

import pytest
from handrank.compat import phevaluator as hp
from handrank.compat import treys as ht

treys = pytest.importorskip("treys")
phevaluator = pytest.importorskip("phevaluator")
from phevaluator.card import Card as PhCard  # noqa: E402


def test_treys_cards_are_treys_ints():
    for rank in "23456789TJQKA":
        for suit in "shdc":
            c = treys.Card.new(rank + suit)
            assert ht.Card.new(rank + suit) == c
            for name in ("int_to_str", "get_rank_int", "get_suit_int", "get_bitrank_int", "get_prime",
                         "int_to_binary", "int_to_pretty_str"):
                assert getattr(ht.Card, name)(c) == getattr(treys.Card, name)(c), name
    hand = [treys.Card.new(s) for s in ("Ah", "Kd", "2c", "Ts")]
    assert ht.Card.hand_to_binary(["Ah", "Kd", "2c", "Ts"]) == hand
    assert ht.Card.prime_product_from_hand(hand) == treys.Card.prime_product_from_hand(hand)
    assert ht.Card.ints_to_pretty_str(hand) == treys.Card.ints_to_pretty_str(hand)
    assert ht.Card.ints_to_pretty_str([]) == treys.Card.ints_to_pretty_str([])
    for bits in (0b11111, 0b1000000001111, 0b101010101):
        assert ht.Card.prime_product_from_rankbits(bits) == treys.Card.prime_product_from_rankbits(bits)


def test_treys_deck_deals_the_same_cards():
    assert ht.Deck.GetFullDeck() == treys.Deck.GetFullDeck()
    for seed in (0, 1, 42):
        a, b = ht.Deck(seed), treys.Deck(seed)
        assert a.draw(5) == b.draw(5) and a.draw() == b.draw() and str(a) == str(b)


def test_treys_evaluate_matches_on_random_hands():
    rng = random.Random(11)
    deck = treys.Deck.GetFullDeck()
    ours, theirs = ht.Evaluator(), treys.Evaluator()
    for n, count in ((5, 3000), (6, 3000), (7, 6000)):
        for _ in range(count):
            cs = rng.sample(deck, n)
            hand, board = cs[:2], cs[2:]
            rank = theirs.evaluate(hand, board)
            assert ours.evaluate(hand, board) == rank, [treys.Card.int_to_str(c) for c in cs]
            assert ours.evaluate(board, hand) == rank
            cls = theirs.get_rank_class(rank)
            assert ours.get_rank_class(rank) == cls
            assert ours.class_to_string(cls) == theirs.class_to_string(cls)
            assert ours.get_five_card_rank_percentage(rank) == theirs.get_five_card_rank_percentage(rank)


def test_treys_rank_classes_for_every_rank():
    ours, theirs = ht.Evaluator(), treys.Evaluator()
    for rank in range(0, 7463):
        assert ours.get_rank_class(rank) == theirs.get_rank_class(rank)
    with pytest.raises(ValueError, match="7463"):
        ours.get_rank_class(7463)


def test_treys_omaha_matches():
    rng = random.Random(12)
    deck = treys.Deck.GetFullDeck()
    ours, theirs = ht.PLOEvaluator(), treys.PLOEvaluator()
    for _ in range(400):
        cs = rng.sample(deck, 9)
        assert ours.evaluate(cs[:4], cs[4:]) == theirs.evaluate(cs[:4], cs[4:])


def test_treys_bad_input_is_an_error_not_a_rank():
    ev = ht.Evaluator()
    a, k, q, j, t, n = (ht.Card.new(s) for s in ("Ah", "Kd", "Qs", "Jc", "Th", "9d"))
    with pytest.raises(ValueError, match="Ah is given twice"):
        ev.evaluate([a, a], [k, q, j])
    with pytest.raises(KeyError):  # treys raises KeyError for a card it does not know
        ev.evaluate([a, 12345], [k, q, j])
    with pytest.raises(ValueError, match="12345 is not a treys card"):
        ev.evaluate([a, 12345], [k, q, j])
    with pytest.raises(ValueError, match="5 to 7 cards, got 4"):
        ev.evaluate([a, k], [q, j])
    with pytest.raises(ValueError, match="'1h' is not a card"):
        ht.Card.new("1h")
    with pytest.raises(ValueError, match="Omaha"):
        ht.PLOEvaluator().evaluate([a, k, q, j], [t, n])
    # a treys int off by one bit is not a card, even though its rank and suit fields look fine
    with pytest.raises(ValueError):
        ev.evaluate([a ^ 1, k], [q, j, t])


def test_treys_hand_summary_prints_the_showdown(capsys):
    board = [ht.Card.new(s) for s in ("9h", "Ac", "Kd", "4s", "2c")]
    ht.Evaluator().hand_summary(board, [[ht.Card.new("9d"), ht.Card.new("Qc")],
                                        [ht.Card.new("9s"), ht.Card.new("Jd")]])
    out = capsys.readouterr().out
    assert "RIVER" in out and out.strip().endswith("the third kicker decides, Queen against Jack.")


def _names(ids):
    return [PhCard(c).describe_rank() + PhCard(c).describe_suit() for c in ids]


def test_phevaluator_matches_on_random_hands():
    rng = random.Random(13)
    for n, count in ((5, 20000), (6, 20000), (7, 40000)):
        for _ in range(count):
            cs = rng.sample(range(52), n)
            assert hp.evaluate_cards(*cs) == phevaluator.evaluate_cards(*cs), cs
    for _ in range(500):
        cs = rng.sample(range(52), 7)
        rank = phevaluator.evaluate_cards(*cs)
        assert hp.evaluate_cards(*_names(cs)) == rank
        assert hp.evaluate_cards(*map(PhCard, cs)) == rank
        assert hp.evaluate_7cards(*cs) == rank
        # phevaluator < 0.6 (the newest on Python 3.9) has no evaluate_5cards/_6cards:
        # compare with evaluate_cards on the same cards, which every version has
        assert hp.evaluate_5cards(*cs[:5]) == phevaluator.evaluate_cards(*cs[:5])
        assert hp.evaluate_6cards(*cs[:6]) == phevaluator.evaluate_cards(*cs[:6])


def test_phevaluator_omaha_matches():
    rng = random.Random(14)
    for _ in range(10000):
        cs = rng.sample(range(52), 9)
        rank = phevaluator.evaluate_omaha_cards(*cs)
        assert hp.evaluate_omaha_cards(*cs) == rank == hp.evaluate_plo4_cards(*cs)
    cs = rng.sample(range(52), 9)
    assert hp.evaluate_omaha_cards(*_names(cs)) == phevaluator.evaluate_omaha_cards(*cs)


def test_plo5_and_plo6_take_the_best_two_hole_cards():
    from handrank import evaluate_omaha
    rng = random.Random(15)
    for holes in (5, 6):
        f = hp.evaluate_plo5_cards if holes == 5 else hp.evaluate_plo6_cards
        for _ in range(200):
            cs = rng.sample(range(52), 5 + holes)
            assert f(*cs) == 7463 - evaluate_omaha(cs[5:], cs[:5])


@pytest.mark.parametrize("call, message", [
    (lambda: hp.evaluate_cards(1, 2, 3, 4, 4), "3c is given twice"),
    (lambda: hp.evaluate_cards(1, 2, 3, 4, 52), "out of range"),
    (lambda: hp.evaluate_cards(1, 2, 3, 4, -1), "out of range"),
    (lambda: hp.evaluate_cards("Ah", "Kd", "Qs", "Jc", "Xx"), "'Xx'"),
    (lambda: hp.evaluate_cards(1, 2, 3, 4), "between 5 and 7, got 4"),
    (lambda: hp.evaluate_cards(1, 2, 3, 4, 5, 6, 7, 8), "between 5 and 7, got 8"),
    (lambda: hp.evaluate_cards(1, 2, 3, 4, 5.0), "a card is an id"),
    (lambda: hp.evaluate_omaha_cards(*range(8)), "must be 9"),
    (lambda: hp.evaluate_omaha_cards(0, 1, 2, 3, 4, 5, 6, 7, 7), "given twice"),
    (lambda: hp.evaluate_omaha_cards(0, 1, 2, 3, 4, 5, 6, 7, 300), "out of range"),
])
def test_phevaluator_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()

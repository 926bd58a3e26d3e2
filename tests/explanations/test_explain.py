"""explain(): main cards, kickers and the one-line text in English and Russian, per category."""

from __future__ import annotations

import random

import handrank
import pytest
from handrank import Category, best_five, cards, cards_str, decode, evaluate, explain
from handrank.text.ru import RANK_GEN, RANK_GEN_PLURAL, RANK_NAMES, RANK_PLURALS

# cards, category, main, kickers, English text, Russian text
CASES = [
    ("As Ks Qs Js Ts 2d 3c", Category.ROYAL_FLUSH, "As Ks Qs Js Ts", "",
     "Royal Flush", "Роял-флеш"),
    ("9s 8s 7s 6s 5s Ad", Category.STRAIGHT_FLUSH, "9s 8s 7s 6s 5s", "",
     "Straight Flush, Nine high", "Стрит-флеш до девятки"),
    ("Ah 2h 3h 4h 5h", Category.STRAIGHT_FLUSH, "5h 4h 3h 2h Ah", "",
     "Straight Flush, Five high", "Стрит-флеш до пятёрки"),
    ("Jh Jc Jd Js Kd 2c", Category.FOUR_OF_A_KIND, "Jh Jc Jd Js", "Kd",
     "Four of a Kind, Jacks with King kicker", "Каре из валетов, кикер: король"),
    ("7c 2s 7d 9s Kd 9h 9c", Category.FULL_HOUSE, "9s 9h 9c 7c 7d", "",
     "Full House, Nines over Sevens", "Фул-хаус из девяток и семёрок"),
    ("Kc Qc 9c 8c 7c 2d", Category.FLUSH, "Kc Qc 9c 8c 7c", "",
     "Flush, King-Queen-Nine-Eight-Seven", "Флеш: король, дама, девятка, восьмёрка, семёрка"),
    ("5s 3h 6c 7d 8s 9d Jc", Category.STRAIGHT, "9d 8s 7d 6c 5s", "",
     "Straight, Nine high", "Стрит до девятки"),
    ("5s 5c 5d Kh 9c 2d", Category.THREE_OF_A_KIND, "5s 5c 5d", "Kh 9c",
     "Three of a Kind, Fives with King, Nine kickers", "Сет из пятёрок, кикеры: король, девятка"),
    ("Ks Kd 7s 7h Ac 2d 3c", Category.TWO_PAIR, "Ks Kd 7s 7h", "Ac",
     "Two Pair, Kings and Sevens with Ace kicker", "Две пары: короли и семёрки, кикер: туз"),
    ("Th Tc As Kd 7c 3h 2s", Category.PAIR, "Th Tc", "As Kd 7c",
     "Pair of Tens with Ace, King, Seven kickers", "Пара десяток, кикеры: туз, король, семёрка"),
    ("Ah Jc Ts 9s 7d 4h 2c", Category.HIGH_CARD, "Ah", "Jc Ts 9s 7d",
     "High Card, Ace with Jack, Ten, Nine, Seven kickers",
     "Старшая карта — туз, кикеры: валет, десятка, девятка, семёрка"),
]


@pytest.mark.parametrize("spec, cat, main, kickers, en, ru", CASES, ids=[c[1].name for c in CASES])
def test_categories(spec, cat, main, kickers, en, ru):
    e = explain(spec)
    assert e.category == cat and e.value == evaluate(spec)
    assert cards_str(e.main) == main and cards_str(e.kickers) == kickers
    assert e.best_five == e.main + e.kickers
    assert sorted(e.best_five) == sorted(best_five(spec))
    assert e.text() == en and e.text("en") == en
    assert e.text("ru") == ru
    assert handrank.describe(e.value, lang="ru") == ru


def test_board_card_is_shown_when_a_rank_is_shared():
    # the kicker's rank (a five) is in the hand and on the board: the board's five is shown
    e = explain("5h 2c", board="Ks Kd Qs Qd 5c")
    assert cards_str(e.best_five) == "Ks Kd Qs Qd 5c"
    assert e.hole_used == () and e.plays_from_board(3)


def test_kicker_on_the_board_or_in_the_hand():
    e = explain("Qd 3c", board="7s 7c 7d 7h 2s")
    assert cards_str(e.kickers) == "Qd" and not e.plays_from_board(10)
    assert e.plays_from_board(5)
    e = explain("3d 2c", board="7s 7c 7d 7h As")
    assert cards_str(e.kickers) == "As" and e.plays_from_board(12)
    assert e.hole_used == ()


def test_genitive_plural_where_russian_needs_it():
    assert explain("Ts Td 2c 5h 8s").text("ru").startswith("Пара десяток")
    assert explain("7s 7c 7d 7h 2s").text("ru").startswith("Каре из семёрок")
    assert explain("5s 5c 5d 2h 9s").text("ru").startswith("Сет из пятёрок")
    assert explain("9s 9c 9d 7h 7s").text("ru") == "Фул-хаус из девяток и семёрок"


def test_russian_word_tables_are_complete_and_distinct():
    for table in (RANK_NAMES, RANK_GEN, RANK_PLURALS, RANK_GEN_PLURAL):
        assert len(table) == 13 and len(set(table)) == 13


def test_omaha_uses_two_hole_cards():
    e = explain("As Ks 2d 2c", "Qs Js Ts 2h 3h", omaha=True)
    assert e.category == Category.ROYAL_FLUSH
    assert e.hole_used == cards("As Ks")
    assert e.text(symbols=False) == "Royal Flush, using As Ks"
    assert e.text("ru") == "Роял-флеш, с руки: A♠ K♠"
    # four hearts on the board and one in the hand is no flush in Omaha
    e = explain("Ah Kc 7d 2s", "Qh Jh 9h 3h 4c", omaha=True)
    assert e.category != Category.FLUSH
    assert len(e.hole_used) == 2 and sum(c in e.board for c in e.best_five) == 3


def test_random_hands_parts_agree_with_decode():
    rng = random.Random(7)
    for _ in range(2000):
        hand = rng.sample(range(52), rng.randint(5, 7))
        e = explain(hand)
        cat, ranks = decode(e.value)
        assert tuple(c >> 2 for c in e.best_five) == ranks
        assert len(e.main) == handrank.values.MAIN_CARDS[cat]
        assert evaluate(e.best_five) == e.value


@pytest.mark.parametrize("hand, board, message", [
    ("As Ks", None, "5 to 7 cards"),
    ("As Ks", "Qs Js Ts 9s 8s 7s", "5 to 7 cards"),
    ("As Ks", "As Js Ts", "given twice"),
    ("As Kx Qs Js Ts", None, "'Kx'"),
])
def test_bad_input(hand, board, message):
    with pytest.raises(ValueError, match=message):
        explain(hand, board)


def test_bad_lang():
    with pytest.raises(ValueError, match="'fr'"):
        explain("As Ks Qs Js Ts").text("fr")

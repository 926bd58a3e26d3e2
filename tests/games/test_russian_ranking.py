"""Russian-poker ranking: the text's examples, the Ace-King block, descriptions, qualifying."""

import itertools

import handrank
import pytest
from handrank import CardError, cards
from handrank.games.russian import Rules, compare, evaluate, qualifies
from handrank.games.russian import RussianCategory as RC
from handrank.games.russian.ranking import ACE_KING_MAX, ACE_KING_MIN, russian_category

# the source text's examples: winner, loser, the category they show
TEXT_EXAMPLES = [
    ("A♣K♠Q♥4♦2♦", "A♥K♥J♣9♠5♣", RC.ACE_KING, RC.ACE_KING),  # the kicker queen beats the jack
    ("7♥7♦4♦5♣2♣", "6♠6♦A♣Q♠J♠", RC.PAIR, RC.PAIR),
    ("J♦J♠3♣3♠7♥", "8♣8♠A♥9♦9♥", RC.TWO_PAIR, RC.TWO_PAIR),
    ("A♠K♣Q♥J♦10♠", "A♥2♦3♠4♦5♠", RC.STRAIGHT, RC.STRAIGHT),
    ("4♦4♣4♠3♥3♦", "2♠2♣2♦9♠9♥", RC.FULL_HOUSE, RC.FULL_HOUSE),
]


@pytest.mark.parametrize("win,lose,cw,cl", TEXT_EXAMPLES)
def test_text_examples(win, lose, cw, cl):
    a, b = evaluate(win), evaluate(lose)
    assert (a.category, b.category) == (cw, cl)
    assert a > b and b < a and a != b
    # compare() is the ranking alone, the same in both directions
    assert compare(win, lose) == 1 and compare(lose, win) == -1


def test_ace_king_decided_by_third_card():
    a, b = evaluate("A♣K♠Q♥4♦2♦"), evaluate("A♥K♥J♣9♠5♣")
    assert a.ranks[2] == 10 and b.ranks[2] == 9  # queen against jack


def test_no_game_example():
    h = evaluate("9♥8♠5♦4♦2♣")
    assert h.category == RC.NO_GAME
    assert h.describe() == "No Game, Nine-Eight-Five-Four-Two"
    assert h.describe("ru") == "Нет игры: девятка, восьмёрка, пятёрка, четвёрка, двойка"
    assert not qualifies("9♥8♠5♦4♦2♣")


def test_ace_king_block_matches_the_evaluator():
    # every high-card hand, classified from its ranks alone, against the value blocks
    seen = {RC.NO_GAME: set(), RC.ACE_KING: set()}
    for ranks in itertools.combinations(range(13), 5):
        ids = [4 * r for r in ranks[:4]] + [4 * ranks[4] + 1]  # never a flush
        v = handrank.evaluate(ids)
        if handrank.category(v) != handrank.Category.HIGH_CARD:
            continue
        ak = 12 in ranks and 11 in ranks
        assert russian_category(v) == (RC.ACE_KING if ak else RC.NO_GAME)
        seen[russian_category(v)].add(v)
    assert min(seen[RC.ACE_KING]) == ACE_KING_MIN == handrank.evaluate("Ac Kd 4h 3s 2c")
    assert max(seen[RC.ACE_KING]) == ACE_KING_MAX == handrank.evaluate("Ac Kd Qh Js 9c")
    assert len(seen[RC.ACE_KING]) == 164 and len(seen[RC.NO_GAME]) == 1113
    assert max(seen[RC.NO_GAME]) == ACE_KING_MIN - 1


def test_categories_above_ace_king_follow_the_core():
    for spec, cat in [
        ("2c 2d 5h 7s 9c", RC.PAIR),
        ("2c 2d 5h 5s 9c", RC.TWO_PAIR),
        ("2c 2d 2h 7s 9c", RC.THREE_OF_A_KIND),
        ("As 2d 3h 4s 5c", RC.STRAIGHT),
        ("2c 5c 7c 9c Jc", RC.FLUSH),
        ("2c 2d 2h 7s 7c", RC.FULL_HOUSE),
        ("2c 2d 2h 2s 9c", RC.FOUR_OF_A_KIND),
        ("5c 6c 7c 8c 9c", RC.STRAIGHT_FLUSH),
        ("Tc Jc Qc Kc Ac", RC.ROYAL_FLUSH),
    ]:
        assert evaluate(spec).category == cat


def test_descriptions():
    assert evaluate("A♣K♠Q♥4♦2♦").describe() == "Ace-King, Queen-Four-Two"
    assert evaluate("A♣K♠Q♥4♦2♦").describe("ru") == "Туз-Король, кикеры: дама, четвёрка, двойка"
    assert evaluate("7♥7♦4♦5♣2♣").describe() == "Pair of Sevens, Five-Four-Two"
    assert evaluate("7♥7♦4♦5♣2♣").describe("ru") == "Пара семёрок, кикеры: пятёрка, четвёрка, двойка"
    with pytest.raises(ValueError, match="lang"):
        evaluate("7♥7♦4♦5♣2♣").describe("de")


def test_six_cards_best_five_faces_the_dealer():
    h = evaluate("7♥ 7♦ 4♦ 5♣ 2♣ A♠")
    assert h.category == RC.PAIR and len(h.cards) == 5 and cards("2c") not in [(c,) for c in h.cards]
    assert h.cards[:2] == cards("7h 7d")
    # six cards where the sixth makes the straight
    assert evaluate("9s 8d 7c 6s Kh 5h").category == RC.STRAIGHT
    assert compare("9s 8d 7c 6s Kh 5h", "Qc Qd Qh 2s 3s") == 1


def test_stay_and_suits():
    assert compare("A♣K♠Q♥4♦2♦", "A♦K♥Q♠4♣2♥") == 0
    assert evaluate("A♣K♠Q♥4♦2♦") == evaluate("A♦K♥Q♠4♣2♥")


def test_qualifies_by_rules():
    assert qualifies("A♥ K♣ 7♦ 5♠ 2♣") and not qualifies("A♥ Q♣ 7♦ 5♠ 2♣")
    pair = Rules(qualifier="pair")
    assert not qualifies("A♥ K♣ 7♦ 5♠ 2♣", pair) and qualifies("2♥ 2♣ 7♦ 5♠ 3♣", pair)
    with pytest.raises(TypeError):
        qualifies("A♥ K♣ 7♦ 5♠ 2♣", "pair")


@pytest.mark.parametrize(
    "bad,word",
    [
        ("A♥ K♣ 7♦ 5♠", "4"),
        ("A♥ K♣ 7♦ 5♠ 2c 3c 4c", "7"),
        ("A♥ K♣ 7♦ 5♠ 1x", "1x"),
        ("Ah Ah Kc 7d 5s", "twice"),
    ],
)
def test_bad_hands(bad, word):
    with pytest.raises(CardError, match=word):
        evaluate(bad)


def test_compare_refuses_shared_cards_and_six_card_dealer():
    with pytest.raises(CardError, match="twice"):
        compare("Ah Kc 7d 5s 2c", "Ah Qd Jd 9c 8c")
    with pytest.raises(CardError, match="dealer"):
        compare("Ah Kc 7d 5s 2c", "As Qd Jd 9c 8c 3h")

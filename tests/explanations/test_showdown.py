"""Showdowns: every worked example of kickers.md and of the kicker text, with the decision named;
a property test over random deals against a reference written here from the rules."""

from __future__ import annotations

import random
from collections import Counter

import handrank
import pytest
from handrank import Category, cards, evaluate, explain, showdown
from handrank.cards import RANKS
from handrank.explanations.showdown import decide
from handrank.text.en import RANK_NAMES, RANK_PLURALS
from handrank.text.ru import RANK_GEN, RANK_GEN_PLURAL
from handrank.text.ru import RANK_NAMES as RU_NAMES
from handrank.text.ru import RANK_PLURALS as RU_PLURALS

# kickers.md, "The worked examples": board, P1, P2, winners (0-based), then the decision:
# kind, position, winner_rank, loser_rank, on_board, loser_on_board (for "tie": board_plays).
TABLE = [
    (1, "5♠ 6♠ 7♠ 8♠ K♦", "4♠ J♣", "9♠ J♦", [1], "main", 1, "9", "8", False, True),
    (2, "8♣ 9♣ 10♣ J♣ Q♣", "K♣ 2♦", "A♥ 3♦", [0], "main", 1, "K", "Q", False, True),
    (3, "8♣ 9♣ 10♣ J♣ Q♣", "A♥ 2♦", "3♦ 4♥", [0, 1], "tie", True),
    (4, "4♥ 4♣ 9♥ 9♠ 2♠", "4♠ 4♦", "9♦ 9♣", [1], "main", 1, "9", "4", False, False),
    (5, "J♦ 10♠ J♣ J♥ J♠", "K♠ 2♠", "10♥ 5♠", [0], "kicker", 1, "K", "T", False, True),
    (6, "J♥ J♣ J♦ J♠ A♠", "K♠ 2♠", "10♥ 5♠", [0, 1], "tie", True),
    (7, "7♣ 2♠ 7♦ 9♠ K♦", "9♥ 9♣", "K♣ 7♥", [0], "main", 1, "9", "7", False, False),
    (8, "7♣ 7♦ 7♥ 6♦ 6♥", "5♥ 5♣", "J♥ A♦", [0, 1], "tie", True),
    (9, "7♣ 6♦ 7♦ 7♥ 6♣", "9♥ 9♣", "J♥ A♦", [0], "main", 2, "9", "6", False, True),
    (10, "7♣ 6♦ 9♣ K♣ 6♥", "8♣ Q♣", "6♣ J♣", [0], "main", 2, "Q", "J", False, False),
    (11, "7♣ 9♣ K♣ 8♣ Q♣", "3♣ 4♣", "K♥ 6♦", [0, 1], "tie", True),
    (12, "9♣ 7♣ K♣ 8♣ Q♣", "10♣ 3♦", "K♥ 6♦", [0], "main", 3, "T", "9", False, True),
    (13, "5♠ 3♥ 6♣ 7♦ 8♠", "9♦ J♣", "4♦ Q♣", [0], "main", 1, "9", "8", False, True),
    (14, "8♣ 9♦ 10♦ J♠ Q♠", "K♥ 2♣", "3♣ 4♥", [0], "main", 1, "K", "Q", False, True),
    (15, "9♠ 3♦ 5♠ 5♣ 8♠", "5♦ A♦", "5♥ A♥", [0, 1], "tie", False),
    (16, "9♦ 5♠ A♦ K♦ 3♥", "9♥ 9♠", "5♦ 5♣", [0], "main", 1, "9", "5", False, False),
    (17, "5♠ 8♠ 5♣ 3♦ 9♥", "3♠ 3♣", "5♦ A♦", [0], "category", None, None, None, None, None),
    (18, "3♠ 5♣ Q♠ K♠ 8♦", "K♦ 3♦", "Q♦ 8♠", [0], "main", 1, "K", "Q", False, False),
    (19, "K♦ 9♥ 10♠ 5♠ 5♥", "K♣ 2♥", "10♥ 9♠", [0], "main", 1, "K", "T", False, False),
    (20, "9♠ 9♣ 10♦ 10♠ K♥", "8♦ 8♥", "Q♣ 8♠", [0, 1], "tie", True),
    (21, "K♠ 7♥ 10♦ 10♥ 7♠", "8♦ 8♥", "Q♣ 8♠", [0], "main", 2, "8", "7", False, True),
    (22, "10♠ 5♥ 8♦ Q♠ K♦", "8♠ 2♦", "5♦ 7♦", [0], "main", 1, "8", "5", False, False),
    (23, "2♥ J♣ 10♠ 9♠ 4♥", "A♥ 7♦", "Q♦ 7♠", [0], "main", 1, "A", "Q", False, False),
    (24, "8♥ A♣ K♥ 4♠ 6♠", "10♣ 2♠", "9♥ 5♦", [0], "kicker", 2, "T", "9", False, False),
    (25, "K♠ 3♦ 8♦ J♣ 6♥", "Q♣ 7♠", "Q♠ 5♥", [0], "kicker", 4, "7", "6", False, True),
    (26, "A♠ 2♥ Q♥ 10♦ 9♠", "K♠ 7♣", "K♦ 3♣", [0, 1], "tie", False),
]

# The kicker text (000_65e57850ffc05d30.txt): situations described without cards; cards chosen here.
KICKER_TEXT = [
    # high card 1: player 1's queen is the highest card
    ("2♥ 6♣ 8♦ 9♠ 3♣", "Q♦ 4♥", "J♦ 4♣", [0], "main", 1, "Q", "J", False, False),
    # high card 2: ace on the board, king (first kicker) shared, queen in hand is the second kicker
    ("A♣ K♦ 7♥ 4♠ 2♣", "Q♦ 3♥", "J♥ 3♦", [0], "kicker", 2, "Q", "J", False, False),
    # high card 3: all five cards on the board
    ("A♣ K♦ 9♥ 7♠ 5♣", "4♦ 2♥", "3♣ 2♠", [0, 1], "tie", True),
    # high card 4: ace, king, ten, nine on the board; the fourth kicker, an eight in hand
    ("A♣ K♦ 10♥ 9♠ 3♣", "8♦ 2♥", "7♥ 2♠", [0], "kicker", 4, "8", "7", False, False),
    # pair of twos decided by a king kicker
    ("2♥ 2♦ 9♣ 7♠ 4♦", "K♣ 3♠", "Q♣ 3♥", [0], "kicker", 1, "K", "Q", False, False),
    # pair of tens: ace on the board shared, the second kicker (king) decides
    ("10♥ A♣ 7♦ 4♠ 2♣", "10♦ K♣", "10♠ Q♦", [0], "kicker", 2, "K", "Q", False, False),
    # pair of nines: ace and king on the board, the third kicker (queen) decides
    ("9♥ A♣ K♦ 4♠ 2♣", "9♦ Q♣", "9♠ J♦", [0], "kicker", 3, "Q", "J", False, False),
    # pair of jacks: ace, king, ten on the board play; 7 > 3 does not count
    ("J♥ A♣ K♦ 10♠ 2♣", "J♦ 7♣", "J♠ 3♦", [0, 1], "tie", False),
    # two pair sevens and twos: a pocket seven each, king kicker wins
    ("2♥ 2♦ 7♣ 9♠ 4♦", "7♦ K♣", "7♥ Q♠", [0], "kicker", 1, "K", "Q", False, False),
    # two pair kings and queens, the only kicker (ace) on the board: split
    ("K♥ K♦ Q♣ A♠ 3♦", "Q♦ 5♣", "Q♥ 4♣", [0, 1], "tie", False),
    # set of fives, first kicker (king) in hand
    ("5♠ 5♣ 9♦ 7♥ 2♠", "5♦ K♣", "5♥ Q♦", [0], "kicker", 1, "K", "Q", False, False),
    # set of sevens: jack on the board is the shared first kicker, the nine in hand the second
    ("7♠ 7♣ J♦ 4♥ 2♠", "7♦ 9♣", "7♥ 8♦", [0], "kicker", 2, "9", "8", False, False),
    # set of queens with ace and king on the board: split
    ("Q♠ Q♣ A♦ K♥ 2♠", "Q♦ 9♣", "Q♥ 8♦", [0, 1], "tie", False),
    # four sevens on the board: a queen in hand is the kicker
    ("7♠ 7♣ 7♦ 7♥ 2♠", "Q♦ 3♣", "J♥ 4♦", [0], "kicker", 1, "Q", "J", False, False),
]


def _check(result, winners, kind, *rest):
    d = result.decision
    assert result.winners == winners
    assert d.kind == kind
    assert list(d.winners) == winners
    if kind == "tie":
        (board_plays,) = rest
        assert d.board_plays is board_plays
        assert (d.position, d.winner_rank, d.loser_rank, d.on_board) == (None, None, None, None)
        return
    position, wr, lr, on_board, loser_on_board = rest
    assert d.loser == 1 - winners[0]
    assert (d.position, d.winner_rank, d.loser_rank) == (position, wr, lr)
    assert d.on_board is on_board and d.loser_on_board is loser_on_board
    assert d.board_plays is False


@pytest.mark.parametrize("row", TABLE, ids=[f"row{r[0]}" for r in TABLE])
def test_spec_table(row):
    _, board, p1, p2, winners, kind, *rest = row
    _check(showdown(board, [p1, p2]), winners, kind, *rest)


@pytest.mark.parametrize("row", KICKER_TEXT, ids=[f"kicker_text{i}" for i in range(len(KICKER_TEXT))])
def test_kicker_text_situations(row):
    board, p1, p2, winners, kind, *rest = row
    _check(showdown(board, [p1, p2]), winners, kind, *rest)


def test_five_card_comparisons_from_the_text():
    d = decide(explain("3♥ 3♣ 3♦ 2♥ 2♣"), explain("2♣ 2♦ 2♠ A♠ A♦"))
    assert (d.winners, d.kind, d.position, d.winner_rank, d.loser_rank) == ((0,), "main", 1, "3", "2")
    d = decide(explain("J♥ J♣ J♦ 8♥ 8♣"), explain("J♥ J♣ J♦ 9♥ 9♣"))
    assert (d.winners, d.kind, d.position, d.winner_rank, d.loser_rank) == ((1,), "main", 2, "9", "8")
    d = decide(explain("As Ks Qs Js 9s"), explain("Ad Kd Qd Jd 9d"))
    assert (d.winners, d.kind, d.loser, d.board_plays) == ((0, 1), "tie", None, False)


def test_spec_example_texts_exactly():
    r = showdown("9♥ A♣ K♦ 4♠ 2♣", ["9♦ Q♣", "9♠ J♦"])
    assert r.text() == ("Player 1 wins: both have a Pair of Nines; Ace and King kickers are shared on the "
                        "board; the third kicker decides, Queen against Jack.")
    assert r.text("ru") == ("Побеждает игрок 1: у обоих пара девяток; туз и король — общие кикеры на столе; "
                            "решает третий кикер: дама против валета.")


EXPECTED_TEXTS = {
    5: ("Player 1 wins: both have Four of a Kind, Jacks; the kicker decides, King against Ten on the board.",
        "Побеждает игрок 1: у обоих каре из валетов; решает кикер: король против десятки на столе."),
    9: ("Player 1 wins: both have a Full House with three Sevens; the pair decides, Nines against Sixes "
        "on the board.",
        "Побеждает игрок 1: у обоих фул-хаус с тройкой семёрок; "
        "решает пара: девятки против шестёрок на столе."),
    8: ("Player 1 and Player 2 split the pot: the board plays, both have a Full House, Sevens over Sixes.",
        "Банк делят игрок 1 и игрок 2: играет стол, у обоих фул-хаус из семёрок и шестёрок."),
    17: ("Player 1 wins: a Full House, Threes over Fives beats Three of a Kind, Fives.",
         "Побеждает игрок 1: фул-хаус из троек и пятёрок старше, чем сет из пятёрок."),
    21: ("Player 1 wins: both have Two Pair with Tens as the higher pair; the lower pair decides, "
         "Eights against Sevens on the board.",
         "Побеждает игрок 1: у обоих две пары, старшая пара — десятки; решает вторая пара: "
         "восьмёрки против семёрок на столе."),
    12: ("Player 1 wins: both have a Flush; King and Queen are shared on the board; the third card decides, "
         "Ten against Nine on the board.",
         "Побеждает игрок 1: у обоих флеш; король и дама — общие карты на столе; решает третья карта: "
         "десятка против девятки на столе."),
    25: ("Player 1 wins: both have King high; both also have a Queen kicker; Jack and Eight kickers are "
         "shared on the board; the fourth kicker decides, Seven against Six on the board.",
         "Побеждает игрок 1: у обоих старшая карта — король; у обоих также кикер дама; валет и восьмёрка — "
         "общие кикеры на столе; решает четвёртый кикер: семёрка против шестёрки на столе."),
    26: ("Player 1 and Player 2 split the pot: both have High Card, Ace with King, Queen, Ten, Nine kickers.",
         "Банк делят игрок 1 и игрок 2: у обоих старшая карта — туз, "
         "кикеры: король, дама, десятка, девятка."),
}


@pytest.mark.parametrize("row", sorted(EXPECTED_TEXTS))
def test_table_texts(row):
    _, board, p1, p2, *_ = TABLE[row - 1]
    r = showdown(board, [p1, p2])
    assert (r.text("en"), r.text("ru")) == EXPECTED_TEXTS[row]


def test_names_and_why_a_hand_lost():
    r = showdown("K♠ 3♦ 8♦ J♣ 6♥", {"ann": "Q♣ 7♠", "bob": "Q♠ 5♥", "cy": "2c 4d"})
    assert r.winners == ["ann"]
    assert r.decision.loser == "bob"
    assert r.text().startswith("ann wins over bob, the next best hand: both have King high;")
    d = r.against("cy")
    assert (d.kind, d.position, d.winner_rank, d.loser_rank, d.loser) == ("kicker", 1, "Q", "J", "cy")
    assert d.on_board is False and d.loser_on_board is True
    assert r.text(against="cy") == ("cy loses to ann: both have King high; the first kicker decides, "
                                    "Queen against Jack on the board.")
    assert r.text("ru", against="cy").startswith("Cy проигрывает ann: ")
    with pytest.raises(ValueError, match="did not lose"):
        r.against("ann")
    with pytest.raises(KeyError):
        r.against("dan")


def test_split_with_a_loser_among_three():
    r = showdown("9s 3d 5s 5c 8s", ["5d Ad", "5h Ah", "2c 2d"])
    d = r.decision
    assert (r.winners, d.kind, d.loser, d.board_plays) == ([0, 1], "tie", 2, False)
    assert r.text() == ("Player 1 and Player 2 split the pot: both have Three of a Kind, Fives with Ace, "
                        "Nine kickers. Player 3 loses with Two Pair, Fives and Twos with Nine kicker.")
    a = r.against(2)
    assert (a.kind, a.winners, a.loser) == ("category", (0, 1), 2)


def test_board_plays_for_everyone():
    r = showdown("Ah Kh Qh Jh Th", ["2c 3c", "2d 3d", "4s 5s", "6c 7c"])
    assert r.winners == [0, 1, 2, 3] and r.decision.board_plays is True
    assert r.text() == ("Player 1, Player 2, Player 3 and Player 4 split the pot: the board plays, "
                        "all have a Royal Flush.")
    assert r.text("ru") == "Банк делят игрок 1, игрок 2, игрок 3 и игрок 4: играет стол, у всех роял-флеш."


def test_omaha_names_the_two_hole_cards():
    r = showdown("Qs Js Ts 2h 3h", {"alice": "As Ks 2d 2c", "bob": "Qh Qd 9s 8s"}, omaha=True)
    assert r.winners == ["alice"] and r.decision.kind == "category"
    assert r.explanations["alice"].hole_used == cards("As Ks")
    assert r.explanations["bob"].hole_used == cards("9s 8s")
    assert r.text(symbols=False).endswith("Hole cards that play: alice As Ks, bob 9s 8s.")
    assert "alice — A♠ K♠" in r.text("ru")
    # a board flush does not play in Omaha: only two hole cards may
    r = showdown("2s 5s 9s Js Ks", ["As 3d 4d 6c", "Ah Ad Kc Kd", "Qs 3s 4c 6d"], omaha=True)
    assert handrank.category(r.values[0]) == Category.HIGH_CARD  # one spade in hand: no flush
    assert handrank.category(r.values[1]) == Category.THREE_OF_A_KIND
    assert r.winners == [2] and r.decision.kind == "category" and r.decision.loser == 1
    assert r.explanations[2].hole_used == cards("Qs 3s")
    # a tie in Omaha never has the board playing
    r = showdown("Ah Kd Qh 2c 3d", ["Jh Th 4c 5c", "Js Ts 4d 5d"], omaha=True)
    assert r.decision.kind == "tie" and r.decision.board_plays is False


def test_flop_turn_and_stud_hands():
    r = showdown("9h Ac Kd", ["9d Qc", "9s Jd"])  # flop: 5 cards each
    assert (r.decision.kind, r.decision.position, r.decision.winner_rank) == ("kicker", 3, "Q")
    assert r.decision.board_plays is False
    r = showdown(None, ["As Ad Kc Kd 2c 3c 4h", "Ah Ac Ks Kh 2d 3d 5h"])  # stud, no board
    assert (r.decision.kind, r.decision.position, r.decision.winner_rank, r.decision.loser_rank) == \
        ("kicker", 1, "5", "4")
    assert r.decision.on_board is False


def test_23_players_with_one_deck():
    deck = list(range(52))
    random.Random(23).shuffle(deck)
    hands = [deck[2 * i: 2 * i + 2] for i in range(23)]
    board = deck[46:51]
    r = showdown(board, hands)
    top = max(evaluate(h, board) for h in hands)
    assert r.winners == [i for i, h in enumerate(hands) if evaluate(h, board) == top]


@pytest.mark.parametrize("board, hands, message", [
    ("As Kd Qh", ["As 2c", "3c 4c"], "card As is in hand 1 and on the board"),
    ("As Kd Qh", ["2c 3c", "2c 4c"], "card 2c is in hand 2 and in hand 1"),
    ("As Kd Qh", ["2c 3c"], "at least two hands"),
    ("As Kd Qh", ["2c", "3c 4c"], "hand 1 has 4 cards"),
    ("As Kd Qh 2s 3s", ["2c 3c 4c", "5c 6c"], "hand 1 has 8 cards"),
    ("As Kd Qh", "2c 3c 4c 5c", "not one string"),
    ("As Kd Qx", ["2c 3c", "4c 5c"], "'Qx'"),
])
def test_bad_deals(board, hands, message):
    with pytest.raises(ValueError, match=message):
        showdown(board, hands)


def test_omaha_bad_hole_count():
    with pytest.raises(ValueError, match="4 to 6 hole cards"):
        showdown("Qs Js Ts", ["As Ks", "2c 2d 3c 3d"], omaha=True)


def test_bad_lang():
    r = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    with pytest.raises(ValueError, match="'de'"):
        r.text("de")


# ---- property test: random deals against a reference written from the rules ------------------

def _reference_parts(five: tuple[int, ...], cat: Category) -> tuple[list[int], list[int]]:
    """Main parts and kickers (ranks, most significant first) of five cards, from the rules."""
    ranks = sorted((c >> 2 for c in five), reverse=True)
    if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH):
        return [3 if ranks == [12, 3, 2, 1, 0] else ranks[0]], []
    if cat == Category.FLUSH:
        return ranks, []
    if cat == Category.HIGH_CARD:
        return ranks[:1], ranks[1:]
    counts = Counter(ranks)
    groups = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    return [r for r in groups if counts[r] > 1], [r for r in groups if counts[r] == 1]


def _reference_decision(w: tuple[int, ...], lo: tuple[int, ...], wcat: Category, lcat: Category):
    if wcat != lcat:
        return "category", None, None, None
    wm, wk = _reference_parts(w, wcat)
    lm, lk = _reference_parts(lo, lcat)
    for kind, a, b in (("main", wm, lm), ("kicker", wk, lk)):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return kind, i + 1, RANKS[x], RANKS[y]
    raise AssertionError("different values, equal parts")


def _words(rank: str) -> tuple[set[str], set[str]]:
    r = RANKS.index(rank)
    return {RANK_NAMES[r], RANK_PLURALS[r]}, {RU_NAMES[r], RU_PLURALS[r], RANK_GEN[r], RANK_GEN_PLURAL[r]}


def test_random_deals_decision_matches_reference():
    rng = random.Random(20240603)
    for deal in range(1500):
        players = rng.randint(2, 9)
        board_size = rng.choice((0, 3, 4, 5, 5, 5))
        hole_size = 5 if board_size == 0 else 2
        deck = rng.sample(range(52), board_size + hole_size * players)
        board = deck[:board_size]
        holes = [deck[board_size + hole_size * i:][:hole_size] for i in range(players)]
        r = showdown(board, holes)
        values = [evaluate(h + board) for h in holes]
        top = max(values)
        assert r.winners == [i for i, v in enumerate(values) if v == top], deal
        d = r.decision
        if len(r.winners) > 1:
            assert d.kind == "tie"
            plays = board_size == 5 and evaluate(board) == top
            assert d.board_plays is plays
            continue
        (w,) = r.winners
        loser = max((i for i in range(players) if i != w), key=values.__getitem__)
        assert d.loser is not None and values[d.loser] == values[loser]
        five_w = handrank.best_five(board + holes[w])
        five_l = handrank.best_five(board + holes[d.loser])
        ref = _reference_decision(five_w, five_l, handrank.category(top), handrank.category(values[d.loser]))
        assert (d.kind, d.position, d.winner_rank, d.loser_rank) == ref, (deal, board, holes)
        text_en, text_ru = r.text("en"), r.text("ru")
        if d.kind == "category":
            continue
        # on_board agrees with the five cards shown (board cards are preferred when equal)
        shown = [c for c in r.explanations[w].best_five if RANKS[c >> 2] == d.winner_rank]
        assert d.on_board is all(c in board for c in shown), (deal, board, holes)
        shown = [c for c in r.explanations[d.loser].best_five if RANKS[c >> 2] == d.loser_rank]
        assert d.loser_on_board is all(c in board for c in shown), (deal, board, holes)
        # the text names the ranks it claims
        tail_en = text_en.rsplit("decides, ", 1)[1]
        tail_ru = text_ru.rsplit("решает ", 1)[1]
        en_w, ru_w = _words(d.winner_rank)
        en_l, ru_l = _words(d.loser_rank)
        win_en, lose_en = tail_en.rstrip(".").split(" against ")
        win_ru, lose_ru = tail_ru.split(": ", 1)[1].rstrip(".").split(" против ")
        assert win_en.replace(" on the board", "") in en_w and lose_en.replace(" on the board", "") in en_l
        assert win_ru.replace(" на столе", "") in ru_w and lose_ru.replace(" на столе", "") in ru_l


# --- a showdown settles its pot through split_pot / award_pots ---

def test_showdown_shares_a_pot():
    r = showdown("2c 7d 9h Jc 3s", {"a": "As Ad", "b": "Ks Kd", "c": "Kh Kc"})
    assert r.shares(101) == {"a": 101}
    tie = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Qd", "2h 3h"])
    assert tie.shares(101) == {0: 51, 1: 50} == handrank.split_pot(101, tie.winners)
    assert tie.shares(101, order=[2, 1, 0]) == {1: 51, 0: 50}      # odd unit from the button
    assert tie.shares(100, unit=25) == {0: 50, 1: 50}
    # main and side pots, each over its own eligible players
    pots = handrank.side_pots({"a": 50, "b": 100, "c": 101})
    assert r.shares(pots) == {"a": 150, "b": 50, "c": 51} == handrank.award_pots(pots, r.values)
    assert r.shares([(30, ["b", "c"])]) == {"b": 15, "c": 15}
    for bad, words in ((-1, "negative"), (10.5, "not a whole number"), ("10", "not a whole number"),
                       ([(5,)], "not a Pot")):
        with pytest.raises(ValueError, match=words):
            r.shares(bad)
    # the text and the data do not change
    assert r.text() == showdown("2c 7d 9h Jc 3s", {"a": "As Ad", "b": "Ks Kd", "c": "Kh Kc"}).text()


# --- a player keyed None ---

def test_a_player_keyed_none_gets_the_right_explanation():
    # None is a player here, not the "nobody lost" sentinel: x wins, not "x split the pot"
    r = showdown("2c 3d 4h 9s Tc", {None: "As Ks", "x": "Qd Qc"})
    assert r.winners == ["x"] and r.decision.kind == "category" and r.decision.loser is None
    assert r.text() == "x wins: a Pair of Queens beats High Card, Ace."
    assert r.text(against=None) == "None loses to x: a Pair of Queens beats High Card, Ace."
    assert r.against(None).kind == "category"
    # a tie with None among the losers names him; a tie of everyone has no loser
    r = showdown("As Ks Qd Jc 2d", {"x": "Ts 3c", "y": "Th 4c", None: "2c 2h"})
    assert r.decision.kind == "tie" and r.decision.loser is None
    assert r.text().endswith("None loses with Three of a Kind, Twos with Ace, King kickers.")
    r = showdown("As Ks Qs Js Ts", {None: "2c 3c", "x": "2d 3d"})
    assert r.winners == [None, "x"] and r.text() == ("None and x split the pot: the board plays, "
                                                     "both have a Royal Flush.")
    assert r.shares(7) == {None: 4, "x": 3}

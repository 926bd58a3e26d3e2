"""Low hands through ``explain(..., low=...)`` and ``showdown(..., low=...)``: the worked examples
of lowball-and-hilo.md as showdowns with the decision named, Omaha low, ties, Russian text, the
command line, bad input, and random deals against a reference written here from the spec's rules."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import handrank
import pytest
from handrank import (
    Category,
    LowExplanation,
    LowShowdown,
    cards,
    cards_str,
    cli,
    decode_low,
    evaluate_low,
    explain,
    showdown,
)
from handrank.cards import RANKS
from handrank.text.en import RANK_NAMES, RANK_PLURALS
from handrank.text.ru import RANK_GEN, RANK_GEN_PLURAL
from handrank.text.ru import RANK_NAMES as RU_NAMES
from handrank.text.ru import RANK_PLURALS as RU_PLURALS

# ---- a reference written from the spec's words, not from the tables --------------------------


def ref_key(five, scheme):
    """(category number, group values, shape) of five cards as a low; a smaller key is a better
    low. Ace is 1 in "a5"/"a6" and 14 in "27"; straights and flushes count except in "a5"."""
    ace_low = scheme != "27"
    vals = [1 if (c >> 2 == 12 and ace_low) else (c >> 2) + 2 for c in five]
    n = Counter(vals)
    groups = sorted(n.items(), key=lambda vc: (-vc[1], -vc[0]))
    shape = tuple(c for _, c in groups)
    cat = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 6, (4, 1): 7}[shape]
    if scheme != "a5":
        straight = len(n) == 5 and max(vals) - min(vals) == 4
        flush = len({c & 3 for c in five}) == 1
        if straight and flush:
            cat = 9 if max(vals) == 14 else 8
        elif flush:
            cat = 5
        elif straight:
            cat = 4
    return cat, tuple(v for v, _ in groups)


def ref_qualifies(key, q):
    return q is None or (key[0] == 0 and key[1][0] <= q)


def ref_best(hole, board, scheme, omaha):
    fives = ([h + b for h in combinations(hole, 2) for b in combinations(board, 3)] if omaha else
             list(combinations(board + hole, 5)))
    return min(ref_key(f, scheme) for f in fives)


_MAIN_GROUPS = {0: 5, 1: 1, 2: 2, 3: 1, 4: 1, 5: 5, 6: 2, 7: 1, 8: 1, 9: 1}


def _rank(v):
    return "A" if v in (1, 14) else RANKS[v - 2]


def ref_decision(kw, kl):
    """(kind, position, winner_rank, loser_rank) between two qualifying lows, winner first."""
    if kw[0] != kl[0]:
        return "category", None, None, None
    main = _MAIN_GROUPS[kw[0]]
    for i, (a, b) in enumerate(zip(kw[1], kl[1])):
        if a != b:
            kind, pos = ("main", i + 1) if i < main else ("kicker", i - main + 1)
            return kind, pos, _rank(a), _rank(b)
    raise AssertionError("different keys, equal groups")


def _decision(r):
    d = r.decision
    return d.kind, d.position, d.winner_rank, d.loser_rank


# ---- the spec's worked examples -----------------------------------------------------------------

# (scheme, qualifier, hands, winners, (kind, position, winner_rank, loser_rank))
WORKED = [
    # "27": 7-5-4-3-2 of at least two suits is the lowest hand
    ("27", None, ["7h 5d 4c 3s 2s", "9h 6d 5h 4s 3d"], [0], ("main", 1, "7", "9")),
    ("27", None, ["7h 5h 4h 3h 2d", "7c 5c 4c 3c 2c"], [0], ("category", None, None, None)),
    ("27", None, ["7h 5d 4c 3s 2s", "7d 6h 4h 3d 2d"], [0], ("main", 2, "5", "6")),
    ("27", None, ["7h 5d 4c 3s 2s", "7d 5h 4h 3d 2d"], [0, 1], ("tie", None, None, None)),
    # "27": 9-6-5-4-3 is lower than 9-7-4-3-2 (the second card decides)
    ("27", None, ["9h 7d 4c 3s 2s", "9s 6d 5h 4s 3d"], [1], ("main", 2, "6", "7")),
    # "27": A-5-4-3-2 is ace high, not a straight: a king-high low beats it at the first card
    ("27", None, ["Ah 5d 4c 3s 2s", "Kh Qd Jc Ts 8s"], [1], ("main", 1, "K", "A")),
    # "27": the lower pair is the lower hand, the ace is high
    ("27", None, ["Ah Ad 3c 4s 5s", "2d 2h 3d 4c 5c"], [1], ("main", 1, "2", "A")),
    # "a5": 5-4-3-2-A is the lowest hand; flushes and straights do not count
    ("a5", None, ["5h 4d 3c 2s Ah", "6h 4h 3d 2d Ac"], [0], ("main", 1, "5", "6")),
    ("a5", None, ["5h 4h 3h 2h Ah", "5s 4d 3c 2s As"], [0, 1], ("tie", None, None, None)),
    # "a5": a pair of aces is lower than a pair of twos
    ("a5", None, ["Ah Ad 3c 4s 5s", "2d 2h 3d 4c 5c"], [0], ("main", 1, "A", "2")),
    ("a5", None, ["Ah Ad 6c 4s 3s", "Ac As 5d 4c 3d"], [1], ("kicker", 1, "5", "6")),
    # any hand without a pair is lower than any paired hand
    ("a5", None, ["Kh Qd Jc 9s 8s", "2d 2h 3d 4c 5c"], [0], ("category", None, None, None)),
    # "a6": the wheel is a straight there, so 6-4-3-2-A is the best
    ("a6", None, ["5h 4d 3c 2s Ah", "6h 4h 3d 2d Ac"], [1], ("category", None, None, None)),
    # eight or better: 8-4-3-2-A qualifies, 9-4-3-2-A does not
    ("a5", 8, ["8h 4d 3c 2s Ah", "9h 4h 3d 2d Ac"], [0], ("qualifier", None, None, None)),
    ("a5", 8, ["9s 4s 3h 2h As", "9h 4h 3d 2d Ac"], [], ("no_low", None, None, None)),
    ("a5", 8, ["8h 7d 6c 5s 4s", "8s 7s 6d 5d 3d"], [1], ("main", 5, "3", "4")),
]


@pytest.mark.parametrize("scheme, q, hands, winners, decision", WORKED)
def test_worked_examples(scheme, q, hands, winners, decision):
    r = showdown(None, hands, low=scheme, qualifier=q)
    assert isinstance(r, LowShowdown)
    assert r.winners == winners
    assert _decision(r) == decision
    for k, spec in enumerate(hands):
        e = r.explanations[k]
        assert e.low_value == evaluate_low(spec, scheme)
        assert e.value == evaluate_low(spec, scheme, qualifier=q)
        assert r.values[k] == e.value
    if decision[0] == "main" or decision[0] == "kicker":
        assert r.decision.on_board is False and r.decision.loser_on_board is False


def test_first_card_text_in_both_languages():
    r = showdown("Kd Qc 4s 3h 2c", ["8s 6c", "7h 5d"], low="27")
    assert r.text() == ("Player 2 wins the low: Seven-Five low against Eight-Six low; "
                        "the first card decides, Seven against Eight.")
    assert r.text("ru") == ("Побеждает игрок 2 по младшей руке: у игрока 2 младшая рука семь-пять, "
                            "у игрока 1 — младшая рука восемь-шесть; "
                            "решает первая карта: семёрка против восьмёрки.")
    # the four, three and deuce are board cards: shared
    assert r.decision.on_board is False
    assert r.explanations[1].plays_from_board(2) and not r.explanations[1].plays_from_board(5)


def test_second_card_and_equal_names():
    r = showdown(None, ["9h 7d 4c 3s 2s", "9s 6d 5h 4s 3d"], low="27")
    assert r.text() == ("Player 2 wins the low: Nine-Six low against Nine-Seven low; "
                        "the second card decides, Six against Seven.")
    assert r.text("ru").endswith("решает вторая карта: шестёрка против семёрки.")
    r = showdown(None, ["9h 6d 5c 3s 2s", "9s 6h 5h 4s 3d"], low="27")
    assert _decision(r) == ("main", 4, "3", "4")
    assert r.text() == ("Player 1 wins the low: both have a Nine-Six low; "
                        "the fourth card decides, Three against Four.")
    assert r.text("ru") == ("Побеждает игрок 1 по младшей руке: у обоих младшая рука девять-шесть; "
                            "решает четвёртая карта: тройка против четвёрки.")


def test_paired_and_category_text():
    r = showdown(None, ["Ah Ad 3c 4s 5s", "2d 2h 3d 4c 5c"], low="a5")
    assert r.text() == ("Player 1 wins the low: Pair of Aces against Pair of Twos; "
                        "the pair decides, Aces against Twos.")
    assert r.text("ru") == ("Побеждает игрок 1 по младшей руке: у игрока 1 пара тузов, "
                            "у игрока 2 — пара двоек; решает пара: тузы против двоек.")
    r = showdown(None, ["Kh Qd Jc 9s 8s", "2d 2h 3d 4c 5c"], low="a5")
    assert r.text() == ("Player 1 wins the low: King-Queen low against Pair of Twos; "
                        "a hand without a pair is lower than a pair.")
    assert r.text("ru").endswith("рука без пары младше, чем пара.")
    r = showdown(None, ["7h 5h 4h 3h 2h", "9s 6d 5s 4s 3d"], low="27")
    assert r.winners == [1]
    assert r.text() == ("Player 2 wins the low: Nine-Six low against Flush, Seven-Five; "
                        "a hand without a pair, straight or flush is lower than a flush.")


def test_qualifier_and_no_low_text():
    r = showdown("Kd Qc 8s 7h 6c", {"alice": "As 4c", "bob": "5h Td"}, low="a5", qualifier=8)
    assert r.winners == ["alice"] and _decision(r) == ("qualifier", None, None, None)
    assert r.decision.loser == "bob"
    assert r.text() == ("alice wins the low: Eight-Seven low; bob has no qualifying low "
                        "(Ten-Eight low is not eight or better).")
    assert r.text("ru") == ("Побеждает alice по младшей руке: у alice младшая рука восемь-семь, у bob нет "
                            "младшей руки не выше восьмёрки (лучшая — младшая рука десять-восемь).")
    assert r.values == {"alice": r.explanations["alice"].low_value, "bob": None}
    r = showdown("Kd Qc 8s 7h 6c", ["As 4c", "5h Td", "Ks Kh"], low="a5", qualifier=8, omaha=False)
    assert r.winners == [0] and r.decision.kind == "qualifier" and r.decision.loser == 1
    assert r.text() == "Player 1 wins the low: Eight-Seven low; no other hand is eight or better."
    assert r.text("ru") == ("Побеждает игрок 1 по младшей руке: у игрока 1 младшая рука восемь-семь, "
                            "у остальных нет младшей руки не выше восьмёрки.")
    r = showdown("Kd Qc 9s 3h 2c", ["As 4c", "5h 7d"], low="a5", qualifier=8)
    assert r.winners == [] and r.decision.winners == () and r.decision.loser is None
    assert r.text() == "No qualifying low: no hand is eight or better."
    assert r.text("ru") == "Младшей руки нет: ни одна рука не проходит квалификацию (не выше восьмёрки)."
    with pytest.raises(ValueError, match="nobody wins the low"):
        r.against(0)


def test_ties_split_the_low():
    r = showdown("Ad 2c 3s 4h 5c", ["Ks Qc", "Kh Qd", "6s 7h"], low="a5")
    assert r.winners == [0, 1, 2] and r.decision.kind == "tie" and r.decision.board_plays
    assert r.text() == ("Player 1, Player 2 and Player 3 split the low: the board plays, "
                        "all have a Wheel (5-4-3-2-A).")
    assert r.text("ru") == ("Банк по младшей руке делят игрок 1, игрок 2 и игрок 3: играет стол, "
                            "у всех колесо (5-4-3-2-Т).")
    r = showdown("8d 7c 4s 3h 2c", ["As 5c", "Ah 5d", "Ks Kh"], low="a5", qualifier=8)
    assert r.winners == [0, 1] and r.decision.kind == "tie" and not r.decision.board_plays
    assert r.decision.loser == 2
    assert r.text() == ("Player 1 and Player 2 split the low: both have a Wheel (5-4-3-2-A). "
                        "Player 3 loses with an Eight-Seven low (8-7-4-3-2).")
    assert r.text("ru").endswith("Игрок 3 проигрывает с комбинацией «младшая рука восемь-семь (8-7-4-3-2)».")
    r = showdown("8d 7c Kd 3h 2c", ["As 5c", "Ah 5d", "Ks Kh"], low="a5", qualifier=8)
    assert r.text() == ("Player 1 and Player 2 split the low: both have a Seven-Five low (7-5-3-2-A). "
                        "Player 3 has no qualifying low.")
    assert r.text("ru").endswith("У игрока 3 нет младшей руки, которая проходит квалификацию.")
    # against: why a hand lost even though two players tied for the low
    d = r.against(2)
    assert d.kind == "qualifier" and d.loser == 2
    assert r.text(against=2) == ("Player 3 loses the low to Player 1: Seven-Five low; Player 3 has no "
                                 "qualifying low (King-Eight low is not eight or better).")
    with pytest.raises(ValueError, match="among the winners"):
        r.against(0)
    with pytest.raises(KeyError):
        r.against(9)


def test_three_players_and_against():
    r = showdown("Ac 2d 3h Kc Qd", ["4s 5s", "4d 6c", "Ks Kh"], low="a5")
    assert r.winners == [0] and r.decision.loser == 1
    assert r.text().startswith("Player 1 wins the low over Player 2, the next best low: "
                               "Wheel against Six-Four low")
    assert r.text("ru").startswith("Побеждает игрок 1 по младшей руке, "
                                   "следующая по силе младшая рука у игрока 2")
    d = r.against(2)  # K-Q-3-2-A: the kings pair with nothing, one of them plays
    assert (d.kind, d.position, d.winner_rank, d.loser_rank, d.loser) == ("main", 1, "5", "K", 2)
    assert d.on_board is False and d.loser_on_board is True
    assert r.text(against=2, lang="ru") == ("Игрок 3 проигрывает игроку 1 по младшей руке: "
                                            "у игрока 1 колесо, у игрока 3 — младшая рука король-дама; "
                                            "решает первая карта: пятёрка против короля на столе.")


def test_omaha_low_two_hole_three_board():
    board = "Ad 2c 3s Kh Kc"
    r = showdown(board, ["4s 5c 9d 9c", "4h 6d Qc Qd", "Js Jh Td Tc"], low="a5", qualifier=8, omaha=True)
    assert r.winners == [0] and _decision(r) == ("main", 1, "5", "6")
    e = r.explanations[0]
    assert e.hole_used == cards("5c 4s") and cards_str(e.best_five) == "5c 4s 3s 2c Ad"
    assert sum(c in e.board for c in e.best_five) == 3
    assert r.explanations[2].value is None
    assert r.text(symbols=False).endswith("Hole cards that play: Player 1 5c 4s, Player 2 6d 4h.")
    assert r.text("ru", symbols=False).endswith("Карты с руки в комбинации: "
                                                "игрок 1 — 5c 4s, игрок 2 — 6d 4h.")
    # exactly two hole cards: four low hole cards, but only two low board cards -> no low
    r = showdown("Ac 2c Kd Qh Jh", ["3s 4s 5s 6s", "3h 4h 5d 7c"], low="a5", qualifier=8, omaha=True)
    assert r.winners == [] and r.decision.kind == "no_low"
    # and a five in the hand does not join four low board cards
    e = explain("5c Kd Kh Ks", "As 2d 3c 4h 9s", low="a5", qualifier=8, omaha=True)
    text = e.text(symbols=False)
    assert e.value is None and text.startswith("No qualifying low (eight or better): the best is ")
    assert text.endswith(", using Kd 5c") and e.hole_used == cards("Kd 5c")


def test_explain_low_data_and_text():
    e = explain("Kd 8s 6h 4c 3d 2c As", low="a5")
    assert isinstance(e, LowExplanation)
    assert e.category == Category.HIGH_CARD and e.qualifies
    assert cards_str(e.best_five) == "6h 4c 3d 2c As" and e.main == e.best_five and e.kickers == ()
    assert e.name() == "Six-Four low" and e.text() == "Six-Four low (6-4-3-2-A)"
    assert e.text("ru") == "Младшая рука шесть-четыре (6-4-3-2-Т)"
    e = explain("Ah Ad 6c 4s 3s", low="a5")
    assert e.category == Category.PAIR and cards_str(e.main) == "Ah Ad" and cards_str(e.kickers) == "6c 4s 3s"
    e = explain("7h 5d", "Kd Qc 4s 3h 2c", low="27")
    assert e.text() == "Seven-Five low (7-5-4-3-2)" and e.hole_used == cards("7h 5d")
    e = explain("9d 9s 6h 4c 3d", low="a5", qualifier=8)
    assert e.value is None and e.low_value == evaluate_low("9d 9s 6h 4c 3d")
    assert e.text() == "No qualifying low (eight or better): the best is Pair of Nines (9-9-6-4-3)"
    assert e.text("ru") == ("Нет младшей руки, которая проходит квалификацию (не выше восьмёрки): "
                            "лучшая — пара девяток (9-9-6-4-3)")
    # the LowRules spelling is the same scheme
    e = explain("Kd 8s 6h 4c 3d", low=handrank.LOW_SCHEMES["27"])
    assert e.value == evaluate_low("Kd 8s 6h 4c 3d", "27") and e.rules.name == "27"
    assert explain("8h 4d 3c 2s As", low="a5", qualifier="8").qualifier == 8


def test_random_explanations_agree_with_lowball():
    rng = random.Random(11)
    for _ in range(600):
        scheme = rng.choice(("a5", "27", "a6"))
        hand = rng.sample(range(52), rng.randint(5, 7))
        e = explain(hand, low=scheme)
        cat, ranks = decode_low(e.low_value, scheme)
        assert tuple(c >> 2 for c in e.best_five) == ranks
        assert evaluate_low(e.best_five, scheme) == e.low_value == evaluate_low(hand, scheme)
        assert len(e.main) == (5 if cat == Category.HIGH_CARD else handrank.values.MAIN_CARDS[cat])
        assert ref_key(e.best_five, scheme) == ref_best(tuple(hand), (), scheme, False)
        assert ref_key(e.best_five, scheme)[0] == int(cat)


def _words(rank):
    r = RANKS.index(rank)
    return {RANK_NAMES[r], RANK_PLURALS[r]}, {RU_NAMES[r], RU_PLURALS[r], RANK_GEN[r], RANK_GEN_PLURAL[r]}


def test_random_deals_decision_matches_reference():
    rng = random.Random(20240607)
    for deal in range(900):
        scheme = rng.choice(("a5", "a5", "27", "a6"))
        q = rng.choice((None, 8 if scheme != "27" else 9))
        omaha = rng.random() < 0.3
        players = rng.randint(2, 6)
        if omaha:
            board_size, hole_size = rng.choice((3, 4, 5, 5)), 4
        else:
            board_size = rng.choice((0, 3, 4, 5, 5))
            hole_size = 5 if board_size == 0 else 2
        deck = rng.sample(range(52), board_size + hole_size * players)
        board = tuple(deck[:board_size])
        holes = [tuple(deck[board_size + hole_size * i:][:hole_size]) for i in range(players)]
        r = showdown(board, holes, low=scheme, qualifier=q, omaha=omaha)
        keys = [ref_best(h, board, scheme, omaha) for h in holes]
        ok = [ref_qualifies(k, q) for k in keys]
        best = min((k for k, good in zip(keys, ok) if good), default=None)
        where = (deal, scheme, q, omaha, board, holes)
        assert r.winners == [i for i in range(players) if ok[i] and keys[i] == best], where
        assert [v is not None for v in r.values.values()] == ok, where
        d = r.decision
        text_en, text_ru = r.text(), r.text("ru")
        if best is None:
            assert d.kind == "no_low" and "No qualifying low" in text_en, where
            continue
        losers = [i for i in range(players) if i not in r.winners]
        if len(r.winners) > 1 or not losers:
            assert d.kind == "tie", where
            plays = not omaha and board_size == 5 and ref_key(board, scheme) == best
            assert d.board_plays is plays, where
            continue
        (w,) = r.winners
        ref_loser = min(losers, key=lambda i: (not ok[i], keys[i]))
        assert (ok[d.loser], keys[d.loser]) == (ok[ref_loser], keys[ref_loser]), where
        if not ok[d.loser]:
            assert d.kind == "qualifier", where
            assert ("has no qualifying low" if players == 2 else "no other hand is") in text_en, where
            continue
        assert _decision(r) == ref_decision(keys[w], keys[d.loser]), where
        if d.kind == "category":
            continue
        if not omaha:  # on_board agrees with the five cards shown (board cards are shown first)
            shown = [c for c in r.explanations[w].best_five if RANKS[c >> 2] == d.winner_rank]
            assert d.on_board is all(c in board for c in shown), where
            shown = [c for c in r.explanations[d.loser].best_five if RANKS[c >> 2] == d.loser_rank]
            assert d.loser_on_board is all(c in board for c in shown), where
        tail_en = text_en.split(" Hole cards")[0].rsplit("decides, ", 1)[1]
        tail_ru = text_ru.split(" Карты с руки")[0].rsplit("решает ", 1)[1]
        win_en, lose_en = tail_en.rstrip(".").split(" against ")
        win_ru, lose_ru = tail_ru.split(": ", 1)[1].rstrip(".").split(" против ")
        (en_w, ru_w), (en_l, ru_l) = _words(d.winner_rank), _words(d.loser_rank)
        assert win_en.replace(" on the board", "") in en_w and lose_en.replace(" on the board", "") in en_l
        assert win_ru.replace(" на столе", "") in ru_w and lose_ru.replace(" на столе", "") in ru_l


def test_high_path_is_unchanged_without_low():
    r = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    assert not isinstance(r, LowShowdown) and _decision(r) == ("kicker", 3, "Q", "J")
    assert not isinstance(explain("Th Tc As Kd 7c"), LowExplanation)


# ---- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, message", [
    ({"low": "25"}, "unknown low scheme '25'"),
    ({"low": "A5"}, "unknown low scheme 'A5'"),
    ({"qualifier": 8}, "needs a low scheme"),
    ({"low": "a5", "qualifier": 0}, "qualifier 0"),
    ({"low": "a5", "qualifier": "Z"}, "qualifier 'Z'"),
    ({"low": "a5", "qualifier": True}, "qualifier True"),
    ({"low": "27", "qualifier": 6}, "admits no low"),
])
def test_bad_scheme_or_qualifier(kwargs, message):
    with pytest.raises(ValueError, match=message):
        explain("8h 4d 3c 2s As", **kwargs)
    with pytest.raises(ValueError, match=message):
        showdown(None, ["8h 4d 3c 2s As", "7h 5d 4c 3s 2h"], **kwargs)


@pytest.mark.parametrize("call, message", [
    (lambda: explain("As 2d 3c 4h", low="a5"), "5 to 7 cards"),
    (lambda: explain("As 2d", "3c 4h 5s 6s 7s 8s", low="a5"), "5 to 7 cards"),
    (lambda: explain("As 2d", "As 4h 5s", low="a5"), "given twice"),
    (lambda: explain("As 2d 3c 4h 5x", low="a5"), "'5x'"),
    (lambda: explain("As 2d 3c", "4h 5s 6s", low="a5", omaha=True), "4 to 6 hole cards"),
    (lambda: explain("As 2d 3c 4c", "4h 5s", low="a5", omaha=True), "3 to 5 cards"),
    (lambda: showdown("4h 5s 6s", ["As 2d", "3c 4h"], low="a5"), "4h is in hand 2 and on the board"),
    (lambda: showdown("4h 5s", ["As 2d", "3c 7h"], low="a5"), "hand 1 has 4 cards"),
    (lambda: showdown("4h 5s 6s", ["As 2d"], low="a5"), "at least two hands"),
    (lambda: showdown(None, ["As 2d 3c 4h 5s", "As 2d 3c 4h 6s"], low="a5", one_deck=False).text("fr"),
     "'fr'"),
    (lambda: explain("As 2d 3c 4h 5s", low="a5").text("de"), "'de'"),
])
def test_bad_input_is_a_clear_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# ---- the command line ----------------------------------------------------------------------------

def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_low_showdown(capsys):
    status, out, _ = run(capsys, "--ascii", "showdown", "--board", "Kd Qc 4s 3h 2c", "8s6c", "7h5d",
                         "--low", "27")
    assert status == 0
    lines = out.splitlines()
    assert lines[1].startswith("  Player 1  8s 6c  Eight-Six low (8-6-4-3-2)")
    assert lines[2].startswith("* Player 2  7h 5d  Seven-Five low (7-5-4-3-2)")
    assert lines[-1] == ("Player 2 wins the low: Seven-Five low against Eight-Six low; "
                         "the first card decides, Seven against Eight.")
    status, out, _ = run(capsys, "showdown", "--board", "Kd Qc 9s 3h 2c", "As4c", "5h7d", "--low", "a5",
                         "--qualifier", "8", "--pot", "10", "--json")
    data = json.loads(out)
    assert status == 0 and data["winners"] == [] and data["shares"] == {}
    assert (data["scheme"], data["qualifier"], data["decision"]["kind"]) == ("a5", 8, "no_low")
    p = data["players"][0]
    assert p["value"] is None and p["qualifies"] is False
    assert p["low_value"] == evaluate_low("As 4c Kd Qc 9s 3h 2c")
    assert p["best_five"] == ["9s", "4c", "3h", "2c", "As"] and p["kickers"] == []
    status, out, _ = run(capsys, "showdown", "--board", "8d 7c Ks 3h 2c", "As5c", "6h4d", "--low", "a5",
                         "--qualifier", "8", "--pot", "11", "--lang", "ru")
    assert status == 0 and out.splitlines()[-1] == "Банк 11: игрок 1 11"


def test_cli_low_explain_and_compare(capsys):
    status, out, _ = run(capsys, "--ascii", "explain", "Kd 8s 6h 4c 3d 2c As", "--low", "a5")
    assert status == 0
    assert out.splitlines() == ["Six-Four low (6-4-3-2-A)",
                                "best five: 6h 4c 3d 2c As  (main: 6h 4c 3d 2c As; kickers: none)",
                                "value 6174 / 6175 (low a5)"]
    # one deck: the two hands hold no card twice
    status, out, _ = run(capsys, "compare", "7h 5d 4c 3d 2h", "7s 5s 4s 3s 2s", "--low", "27", "--json")
    data = json.loads(out)
    assert status == 0 and data["result"] == 1 and data["decision"]["kind"] == "category"
    status, _, err = run(capsys, "explain", "As2c3d4d5h", "--qualifier", "8")
    assert status == 2 and "--qualifier 8 needs --low" in err
    deal = ("showdown", "As2c", "3d4d", "--board", "5h 6h 7h", "--low", "a5")
    status, _, err = run(capsys, *deal, "--qualifier", "A")
    assert status == 2 and "admits no low" in err
    status, _, err = run(capsys, *deal, "--qualifier", "X")
    assert status == 2 and "qualifier 'X'" in err


# --- a low showdown settles its pot; a player keyed None ---

def test_low_showdown_shares_a_pot():
    r = showdown("Kd Qc 8s 7h 6c", {"alice": "As 4c", "bob": "5h Td"}, low="a5", qualifier=8)
    assert r.shares(11) == {"alice": 11}
    # bob has no qualifying low: he cannot win a pot on the low, even one only he can win
    assert r.shares([(10, ["alice", "bob"]), (4, ["alice"])]) == {"alice": 14}
    with pytest.raises(ValueError, match="no eligible player"):
        r.shares([(4, ["bob"])])
    tie = showdown("Ac 2d 3h Kc Qd", ["4s 5s", "4d 5c", "Ks Kh"], low="a5")
    assert tie.shares(9, order=[1, 2, 0]) == {1: 5, 0: 4}
    none = showdown("Kd Qc 9s 3h 2c", ["As 4c", "5h 7d"], low="a5", qualifier=8)
    with pytest.raises(ValueError, match="no hand has a qualifying low"):
        none.shares(10)


def test_low_showdown_with_a_player_keyed_none():
    # None was the "no losing hand" sentinel here too: the tie text dropped the loser
    r = showdown("Ac 2d 3h Kc Qd", {"x": "4s 5s", "y": "4d 5c", None: "Ks Kh"}, low="a5")
    assert r.winners == ["x", "y"]
    assert r.text() == ("x and y split the low: both have a Wheel (5-4-3-2-A). "
                        "None loses with a King-Queen low (K-Q-3-2-A).")
    assert r.text("ru").endswith(" None проигрывает с комбинацией «младшая рука король-дама (К-Д-3-2-Т)».")
    r = showdown("Kd Qc 8s 7h 6c", {None: "As 4c", "bob": "5h Td"}, low="a5", qualifier=8)
    assert r.winners == [None] and r.decision.kind == "qualifier"
    assert r.text(against="bob").startswith("bob loses the low to None:")

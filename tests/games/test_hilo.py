"""High-low split pots: every rule of the spec's "Splitting the pot" and "Declarations"
sections, its worked examples, and random Omaha deals against a reference split."""

import random

import handrank
import pytest
from handrank import registry
from handrank.explanations.pots import Pot
from handrank.games.hilo import GAMES, HiLoError, HiLoGame, parse_declaration, resolve

# stud hi-lo hands (seven cards each): a flush with no low, and two equal 7-5-4-3-2 lows
FLUSH_NO_LOW = "Ah Kh Qh Jh 9h 9c 9d"
LOW_KINGS = "7c 5c 4d 3s 2h Kd Ks"    # low 7-5-4-3-2, high a pair of kings
LOW_QUEENS = "7d 5d 4c 3c 2d Qd Qs"   # the same low, high a pair of queens


def test_pot_of_nine_high_alone_two_tie_low():
    r = resolve("stud8", [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS], pot=9)
    assert r.shares == {0: 5, 1: 2, 2: 2}
    assert r.high_winners == (0,) and r.low_winners == (1, 2)
    hi, lo = r.awards
    assert (hi.part, hi.amount, hi.reason, hi.way) == ("high", 5, "best", "high")
    assert (lo.part, lo.amount, lo.reason, lo.way, lo.odd) == ("low", 4, "best", "low", ())
    assert hi.value == handrank.evaluate(FLUSH_NO_LOW)
    assert lo.value == handrank.evaluate_low("7c 5c 4d 3s 2h", qualifier=8)
    assert r.lows[0] is None
    text = r.text()
    assert "Player 1 takes the high half, 5, with a Flush" in text
    assert "Player 2 and Player 3 split the low half, 4" in text
    assert "the odd unit between the halves goes to the high half" in text
    assert "нечётная фишка между половинами — старшей руке" in r.text("ru")


def test_no_qualifying_low_high_takes_all():
    r = resolve("stud8", [FLUSH_NO_LOW, "Kc Qc Jc 9s 8s 6h 6c"], pot=9)
    assert r.shares == {0: 9, 1: 0}
    assert r.high_winners == (0,) and r.low_winners == ()
    (a,) = r.awards
    assert (a.part, a.amount, a.reason) == ("whole", 9, "no_low")
    assert r.text().startswith("Pot of 9: no low qualifies: Player 1 takes the whole pot, 9")
    assert "младшей руки, проходящей квалификацию, нет" in r.text("ru")


def test_twenty_dollars_a_wins_high_and_ties_low():
    board = "2c 5d 7h Kd Ks"
    r = resolve("omaha8", {"A": "Ah 3h Kc 4c", "B": "Ad 3d Qc Qh"}, board=board, pot=20)
    assert r.shares == {"A": 15, "B": 5}
    assert r.high_winners == ("A",) and r.low_winners == ("A", "B")
    assert r.awards[1].shares == {"A": 5, "B": 5}


def test_scoop_with_different_cards():
    # A-2 for the low, the king-high flush... for the high: one player takes both halves
    board = "3h 5h 8c Kh 9h"
    r = resolve("omaha8", {"A": "Ah 2c Qh 7d", "B": "4d 6d Ks Kc"}, board=board, pot=10)
    assert r.shares == {"A": 10, "B": 0}
    assert r.high_winners == ("A",) == r.low_winners
    assert "A scoops: the high half, 5, with" in r.text()
    assert "забирает весь банк" in r.text("ru")


def test_high_tie_splits_the_high_half_odd_unit_clockwise_from_button():
    # the board plays for high (a royal flush), no low: three-way split of the whole pot
    board = "As Ks Qs Js Ts"
    hands = ["2c 3c", "4d 5d", "6h 7h"]
    for button, first in ((0, 1), (1, 2), (2, 0)):
        r = resolve("holdem8", hands, board=board, pot=10, button=button)
        (a,) = r.awards
        assert a.reason == "no_low" and a.odd == (first,)
        assert r.shares[first] == 4 and sorted(r.shares.values()) == [3, 3, 4]
    r = resolve("holdem8", hands, board=board, pot=11, button=1)
    assert r.shares == {2: 4, 0: 4, 1: 3} and r.awards[0].odd == (2, 0)  # one each, never two
    assert "the odd units to Player 3 and Player 1, clockwise from the button" in r.text()


def test_odd_unit_inside_low_half_goes_first_after_the_button():
    hands = [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS]
    r = resolve("stud8", hands, pot=11, button=0)   # high 6, low 5: 3 to seat 1, 2 to seat 2
    assert r.shares == {0: 6, 1: 3, 2: 2} and r.awards[1].odd == (1,)
    r = resolve("stud8", hands, pot=11, button=1)   # clockwise from seat 1: seat 2 first
    assert r.shares == {0: 6, 1: 2, 2: 3} and r.awards[1].odd == (2,)
    # seat numbers as keys: the button's seat need not hold a player
    named = {3: FLUSH_NO_LOW, 5: LOW_KINGS, 8: LOW_QUEENS}
    assert resolve("stud8", named, pot=11, button=6).shares == {3: 6, 5: 2, 8: 3}
    assert resolve("stud8", named, pot=11, button=4).shares == {3: 6, 5: 3, 8: 2}


def test_units_of_a_denomination():
    r = resolve("stud8", [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS], pot=45, unit=5)
    assert r.shares == {0: 25, 1: 10, 2: 10}  # 9 units: 5 high, 4 low split 2/2


def test_side_pots_are_split_over_their_own_players():
    hands = [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS]
    r = resolve("stud8", hands, pot=30, side_pots=[Pot(20, (1, 2))], button=0)
    main, side = r.pots
    assert main.eligible == (0, 1, 2) and side.eligible == (1, 2)
    assert [a.shares for a in main.awards] == [{0: 15}, {1: 8, 2: 7}]
    assert side.high_winners == (1,) and side.low_winners == (1, 2)
    assert [a.shares for a in side.awards] == [{1: 10}, {1: 5, 2: 5}]
    assert r.shares == {0: 15, 1: 23, 2: 12}
    assert r.high_winners_by_pot[0] == (0,) and r.high_winners == (0, 1)  # the main pot; every pot
    assert "Side pot 1 of 20" in r.text() and "Побочный банк 1 (20):" in r.text("ru")
    # tuples work as well; a pot with one player is his
    r = resolve("stud8", hands, pot=9, side_pots=[(4, [2])])
    assert r.shares[2] == 2 + 4 and r.pots[1].awards[0].reason == "uncontested"


def test_omaha_uses_exactly_two_hole_cards_each_way():
    # four low cards in hand, but the board holds only two: no low (hold'em would have one)
    r = resolve("omaha8", {"A": "Ac 2d 3h 4s", "B": "Kc Kd Qh Qs"}, board="5c 6d Jh Js Tc", pot=8)
    assert r.lows == {"A": None, "B": None} and r.shares == {"A": 0, "B": 8}
    # the board's four hearts make no flush with one heart in hand
    r = resolve("omaha8", {"A": "Ah 2c 9d 9s", "B": "Kc Kd 3s 4s"}, board="5h 6h 7h 8h Qd", pot=8)
    assert handrank.category(r.highs["A"]) != handrank.Category.FLUSH
    assert r.highs["A"] == handrank.evaluate_omaha("Ah 2c 9d 9s", "5h 6h 7h 8h Qd")


def _reference_split(hands, board, pot, button):
    """The cards-speak split, written out directly from the rules (not using split_pot)."""
    n = len(hands)
    order = [(button + 1 + i) % n for i in range(n)]
    highs = [handrank.evaluate_omaha(h, board) for h in hands]
    lows = [handrank.evaluate_omaha_low(h, board) for h in hands]
    shares = [0] * n

    def give(amount, winners):
        ordered = [s for s in order if s in winners]
        for i, s in enumerate(ordered):
            shares[s] += amount // len(ordered) + (1 if i < amount % len(ordered) else 0)

    top = max(highs)
    hw = [i for i in range(n) if highs[i] == top]
    qual = [v for v in lows if v is not None]
    if not qual:
        give(pot, hw)
    else:
        give(pot - pot // 2, hw)
        give(pot // 2, [i for i in range(n) if lows[i] == max(qual)])
    return shares


def test_random_omaha_deals_against_the_reference():
    rng = random.Random(8)
    for _ in range(400):
        n = rng.randint(2, 6)
        deck = rng.sample(range(52), 4 * n + 5)
        hands = [tuple(deck[4 * i:4 * i + 4]) for i in range(n)]
        board = tuple(deck[4 * n:])
        pot, button = rng.randint(1, 200), rng.randrange(n)
        r = resolve("omaha8", hands, board=board, pot=pot, button=button)
        assert list(r.shares.values()) == _reference_split(hands, board, pot, button)
        assert sum(r.shares.values()) == pot


# --- declarations -------------------------------------------------------------------------

# "declare" (no qualifier, deuce-to-seven low). BOTH: an ace-high club flush and the low
# 8-6-4-3-2; LOWTIE: a jack-high flush and the same low; TRIPS: three tens and a Q-T-9-7-5 low;
# WORSE_LOW: a jack-high flush and the low 9-6-4-3-2.
BOTH = "8c 6c 4c 3c 2d Kc Ac"
LOWTIE = "8d 6d 4d 3d 2h Js Jd"
TRIPS = "Ts Th Td 9s 7h 5s Qh"
WORSE_LOW = "9d 6d 4d 3d 2h Js Jd"


def test_blue_declarer_who_ties_low_gets_nothing():
    hands = {"B": BOTH, "L": LOWTIE, "H": TRIPS}
    r = resolve("declare", hands, pot=10, declarations={"B": "blue", "L": "white", "H": "red"})
    assert r.shares == {"B": 0, "L": 5, "H": 5}
    (f,) = r.forfeits
    assert (f.key, f.way, f.against, f.tied) == ("B", "low", ("L",), True)
    assert r.high_winners == ("H",) and r.low_winners == ("L",)
    assert r.highs["B"] > r.highs["H"]  # B had the best high: the tie alone cost him
    assert "B declared both ways but ties low against L, so forfeits any claim to the pot" in r.text()
    assert "B объявил обе руки, но сыграл вничью по младшей руке с L, и лишается права на банк" \
        in r.text("ru")


def test_forfeited_both_way_declarer_still_declared_each_way():
    # B declared both ways, so H is not the only high declarer nor L the only low one:
    # they take their halves as the best remaining declarers, not as sole declarers
    hands = {"B": BOTH, "L": LOWTIE, "H": TRIPS}
    r = resolve("declare", hands, pot=10, declarations={"B": "blue", "L": "white", "H": "red"})
    assert [(a.part, a.reason) for a in r.awards] == [("high", "best"), ("low", "best")]
    assert "alone declared" not in r.text() and "единственный" not in r.text("ru")
    assert "H takes the high half, 5" in r.text() and "L takes the low half, 5" in r.text()
    # B (both) forfeits against the only low declarer: nobody is left for high
    r = resolve("declare", {"B": BOTH, "L": "7d 5d 4h 3d 2h Js Jd"}, pot=10,
                declarations={"B": "both", "L": "low"})
    (a,) = r.awards
    assert (a.part, a.reason, a.way, r.shares) == ("whole", "one_way", "low", {"B": 0, "L": 10})
    assert "nobody is left for high: L takes the whole pot, 10" in r.text()


def test_forfeit_text_declines_numbered_players_in_russian():
    r = resolve("declare", [BOTH, LOWTIE, TRIPS], pot=10, declarations={0: "blue", 1: "white", 2: "red"})
    assert "игрок 1 объявил обе руки, но сыграл вничью по младшей руке с игроком 2," in r.text("ru")
    r = resolve("declare", [BOTH, "7d 5d 4h 3d 2h Js Jd", TRIPS], pot=10,
                declarations={0: "both", 1: "low", 2: "high"})
    assert "игрок 1 объявил обе руки, но проиграл по младшей руке игроку 2," in r.text("ru")
    r = resolve("declare", [BOTH, LOWTIE, TRIPS], pot=10, declarations={0: "high", 1: "high", 2: "both"})
    assert "игрок 3 объявил обе руки, но проиграл по старшей руке игроку 1 и игроку 2," in r.text("ru")


def test_both_way_declarer_who_loses_one_way_forfeits():
    hands = {"B": BOTH, "L": "7d 5d 4h 3d 2h Js Jd", "H": TRIPS}  # L: 7-5-4-3-2 beats B's low
    r = resolve("declare", hands, pot=10, declarations={"B": "both", "L": "low", "H": "high"})
    (f,) = r.forfeits
    assert (f.way, f.against, f.tied) == ("low", ("L",), False)
    assert r.shares == {"B": 0, "L": 5, "H": 5}
    assert "B declared both ways but loses low against L" in r.text()


def test_both_way_declarer_who_wins_both_scoops():
    hands = {"B": BOTH, "L": WORSE_LOW, "H": TRIPS}
    r = resolve("declare", hands, pot=10, declarations={"B": 2, "L": 0, "H": 1})
    assert r.forfeits == () and r.shares == {"B": 10, "L": 0, "H": 0}
    assert r.high_winners == ("B",) == r.low_winners


def test_declarers_compete_only_their_way():
    # B holds the best high but declares low: the high half goes to the best high declarer
    hands = {"B": BOTH, "L": LOWTIE, "H": TRIPS}
    r = resolve("declare", hands, pot=9, declarations={"B": "low", "L": "low", "H": "high"})
    assert r.high_winners == ("H",) and r.low_winners == ("B", "L")
    assert r.shares == {"B": 2, "L": 2, "H": 5}
    assert r.awards[0].reason == "sole"  # H alone declared high
    assert "H alone declared high: H takes the high half, 5" in r.text()


def test_all_declare_the_same_way_best_of_that_kind_takes_all():
    hands = {"B": BOTH, "L": LOWTIE, "H": TRIPS}
    r = resolve("declare", hands, pot=9, declarations=dict.fromkeys(hands, "high"))
    assert r.shares == {"B": 9, "L": 0, "H": 0}
    (a,) = r.awards
    assert (a.part, a.reason, a.way) == ("whole", "one_way", "high")
    r = resolve("declare", hands, pot=9, declarations=dict.fromkeys(hands, "low"), button="L")
    assert r.shares == {"B": 4, "L": 0, "H": 0} or r.shares == {"B": 5, "L": 4, "H": 0}
    assert r.low_winners == ("B", "L") and r.high_winners == ()
    assert r.shares == {"B": 5, "L": 4, "H": 0}  # the odd unit: first after L is H, then B
    assert "nobody is left for high: B and L split the whole pot, 9" in r.text()


def test_sole_declarer_takes_that_half_whatever_his_cards():
    hands = {"B": BOTH, "L": LOWTIE, "H": TRIPS}
    r = resolve("declare", hands, pot=10, declarations={"B": "high", "L": "high", "H": "low"})
    assert r.shares == {"B": 5, "L": 0, "H": 5}
    assert r.low_winners == ("H",) and r.awards[1].reason == "sole"
    assert r.lows["H"] < r.lows["B"]  # his low is the worst at the table
    assert "H — единственный, кто объявил младшую руку" in r.text("ru")


def test_void_declarations_split_equally():
    # both declare both ways; B wins high but ties low, L loses high: nobody wins as declared
    hands = {"B": BOTH, "L": LOWTIE}
    r = resolve("declare", hands, pot=9, declarations={"B": "both", "L": "both"}, button="L")
    assert {f.key for f in r.forfeits} == {"B", "L"}
    assert r.pots[0].void and r.shares == {"B": 5, "L": 4}
    (a,) = r.awards
    assert (a.part, a.reason, a.odd) == ("equal", "void", ("B",))
    assert "the declarations are void and the pot is split equally: B 5, L 4" in r.text()
    assert "объявления не засчитываются" in r.text("ru")


def test_eight_or_better_declare_game():
    game = HiLoGame("stud8 declare", low="a5", qualifier=8, hole=(5, 7), board=(0, 0), declare=True)
    hands = {"F": FLUSH_NO_LOW, "K": LOW_KINGS, "T": "Ts Th Td 9s 8s Qc Jd"}
    # the only low declarer has no eight-or-better low: nobody is left for low
    r = resolve(game, hands, pot=10, declarations={"F": "high", "K": "high", "T": "low"})
    assert r.lows["T"] is None and r.shares == {"F": 10, "K": 0, "T": 0}
    assert r.awards[0].reason == "one_way"
    # a both-way declarer without a qualifying low forfeits
    r = resolve(game, hands, pot=10, declarations={"F": "both", "K": "low", "T": "high"})
    (f,) = r.forfeits
    assert f.key == "F" and f.no_low and r.shares == {"F": 0, "K": 5, "T": 5}
    assert "F declared both ways but has no qualifying low" in r.text()


def test_declarations_may_be_given_in_any_game():
    r = resolve("stud8", [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS], pot=9,
                declarations={0: "low", 1: "high", 2: "low"})
    # seat 0 declared low without a low: out; seat 1 alone declared high
    assert r.shares == {0: 0, 1: 5, 2: 4}


@pytest.mark.parametrize("word, chips, count", [("high", "red", 1), ("low", "white", 0),
                                                ("both", "blue", 2)])
def test_declaration_forms(word, chips, count):
    assert parse_declaration(word) == parse_declaration(chips) == parse_declaration(count) == word
    assert parse_declaration(word.upper()) == word


def test_games_and_custom_pairing():
    assert set(GAMES) == {*registry.games("hilo"), "declare"}  # every split-pot game, and declarations
    assert set(registry.games("hilo")) == {"holdem8", "omaha8", "omaha5_8", "omaha6_8", "stud8"}
    assert GAMES["omaha8"].omaha and GAMES["omaha8"].qualifier == 8
    assert GAMES["declare"].low_rules.name == "27" and GAMES["declare"].qualifier is None
    razz_hi_lo = HiLoGame("stud hi-lo, any low", low="a5", qualifier=None, hole=(5, 7))
    r = resolve(razz_hi_lo, [FLUSH_NO_LOW, LOW_KINGS], pot=10)
    assert r.lows[0] is not None and r.shares == {0: 5, 1: 5}


# --- bad input ----------------------------------------------------------------------------

@pytest.mark.parametrize("call, words", [
    (lambda: resolve("razz8", [LOW_KINGS, LOW_QUEENS], pot=4), "unknown game 'razz8'"),
    (lambda: resolve("omaha8", ["As 2s 3s", "Kd Kc Qd Qc"], board="5c 8d Kh 9s 7c", pot=4),
     "3 hole cards"),
    (lambda: resolve("holdem8", ["As 2s 3s", "Kd Kc"], board="5c 8d Kh 9s 7c", pot=4), "hole cards"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, declarations={0: "low", 5: "high"}),
     "5"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, declarations={0: "low"}),
     "no declaration"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, declarations={0: "low", 1: "purple"}),
     "'purple'"),
    (lambda: resolve("declare", [LOW_KINGS, LOW_QUEENS], pot=4), "declarations"),
    (lambda: resolve("stud8", ["Jk 5c 4d 3s 2h Kd Ks", LOW_QUEENS], pot=4), "wild_rule"),
    (lambda: resolve(HiLoGame("deuces", high="wild", wild=("2",), hole=(5, 7)),
                     [LOW_KINGS, LOW_QUEENS], pot=4), "wild_rule"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_KINGS], pot=4), "twice"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, side_pots=[(4, [0, 7])]), "7"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=7, unit=2), "units of 2"),
    (lambda: resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=-1), "-1"),
    (lambda: resolve("holdem8", ["As 2s", "Kd Kc"], board="5c 8d Kh 9s 7c 6c", pot=4), "board"),
    (lambda: resolve("stud8", {"a": LOW_KINGS, "b": LOW_QUEENS}, pot=4, button="zed"), "'zed'"),
    (lambda: HiLoGame("x", low="99"), "'99'"),
    (lambda: HiLoGame("x", omaha=True, high="wild"), "Omaha with wild cards"),
])
def test_bad_input_is_a_clear_value_error(call, words):
    with pytest.raises(ValueError) as e:
        call()
    assert words in str(e.value)


def test_declaration_errors_name_numbered_players_as_the_text_does():
    # list keys are 0, 1, ...: the message names "Player 1", as every other message does
    with pytest.raises(HiLoError, match="^Player 1: declaration 'green': use"):
        resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, declarations={0: "green", 1: "high"})
    with pytest.raises(HiLoError, match="^Player 2 has no declaration"):
        resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, declarations={0: "low"})
    with pytest.raises(HiLoError, match="^player 'b': declaration 'purple': use"):
        resolve("stud8", {"a": LOW_KINGS, "b": LOW_QUEENS}, pot=4, declarations={"a": 0, "b": "purple"})
    with pytest.raises(HiLoError, match="player 'b' has no declaration"):
        resolve("stud8", {"a": LOW_KINGS, "b": LOW_QUEENS}, pot=4, declarations={"a": 0})


def test_a_declaration_error_names_a_player_whose_key_is_none():
    # None is a key like any other: the message names that player, not nobody
    with pytest.raises(HiLoError, match="^player None: declaration 'purple': use"):
        resolve("stud8", {None: LOW_KINGS, "b": LOW_QUEENS}, pot=4, declarations={None: "purple", "b": 0})
    with pytest.raises(HiLoError, match="^player None: declaration None: use"):
        parse_declaration(None, None)
    with pytest.raises(HiLoError, match="^player 0: declaration True: use"):  # a bool is no chip count
        parse_declaration(True, 0)
    with pytest.raises(HiLoError, match="^declaration 'purple': use"):  # no key: no player
        parse_declaration("purple")


def test_errors_are_value_errors():
    assert issubclass(HiLoError, ValueError)
    with pytest.raises(HiLoError):
        resolve("razz8", [LOW_KINGS, LOW_QUEENS], pot=4)


# --- the command line ---------------------------------------------------------------------

def _run(capsys, *argv):
    import json

    from handrank.cli import main
    rc = main(["hilo", *argv])
    out = capsys.readouterr()
    return rc, (json.loads(out.out) if "--json" in argv and rc == 0 else out.out), out.err


def test_cli_cards_speak_json(capsys):
    rc, data, _ = _run(capsys, "stud8", FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS, "--pot", "11",
                       "--button", "2", "--json")
    assert rc == 0
    # JSON keys are 0-based like showdown --json (and the library); --button and the text count from 1
    assert data["shares"] == {"0": 6, "1": 2, "2": 3}
    assert data["high_winners"] == [0] and data["low_winners"] == [1, 2]
    low = data["pots"][0]["awards"][1]
    assert (low["part"], low["reason"], low["odd"]) == ("low", "best", [2])
    assert data["players"][0]["low"] is None and data["players"][0]["low_text"] == "no qualifying low"
    assert [(p["key"], p["name"]) for p in data["players"]] == [(0, "Player 1"), (1, "Player 2"),
                                                                (2, "Player 3")]


def test_cli_declarations_and_side_pots(capsys):
    rc, data, _ = _run(capsys, "declare", f"B={BOTH}", f"L={LOWTIE}", f"H={TRIPS}", "--pot", "10",
                       "--declare", "B=blue", "--declare", "L=0", "--declare", "H=red", "--json")
    assert rc == 0 and data["shares"] == {"B": 0, "L": 5, "H": 5}
    assert data["pots"][0]["forfeits"] == [{"key": "B", "way": "low", "against": ["L"], "tied": True,
                                            "no_low": False}]
    rc, text, _ = _run(capsys, "stud8", FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS, "--pot", "30",
                       "--side-pot", "20:2,3", "--lang", "ru")
    assert rc == 0 and "Побочный банк 1 (20):" in text and "= 23" in text


@pytest.mark.parametrize("argv, words", [
    (("omaha8", "As2s3s", "KsKdQcJc", "--board", "5c 8d Kh 9s 7c", "--pot", "10"), "Player 1 has 3 hole"),
    (("stud8", LOW_KINGS, LOW_QUEENS, "--pot", "4", "--declare", "3=low"), "1..2"),
    (("stud8", LOW_KINGS, LOW_QUEENS, "--pot", "4", "--declare", "1"), "PLAYER="),
    (("razz8", LOW_KINGS, LOW_QUEENS, "--pot", "4"), "unknown game"),
    (("stud8", LOW_KINGS, LOW_QUEENS, "--pot", "4", "--declare", "1=green", "--declare", "2=high"),
     "Player 1: declaration 'green'"),
    (("stud8", LOW_KINGS, LOW_QUEENS, "--pot", "4", "--declare", "1=low"), "Player 2 has no declaration"),
])
def test_cli_bad_input(capsys, argv, words):
    rc, _, err = _run(capsys, *argv)
    assert rc == 2 and words in err


def test_odd_chip_inside_a_half_reads_in_russian_by_number():
    r = resolve("omaha8", ["Ks Kd Qc Jc", "Kh Kc Qd Jd", "As 2s Qs Js"], board="5c 8d 3h 9s 7c", pot=13)
    assert r.shares == {0: 3, 1: 4, 2: 6}
    assert "лишняя фишка — игроку 2, по часовой стрелке от баттона" in r.text("ru")
    assert "the odd unit to Player 2, clockwise from the button" in r.text()


def test_wild_high_hand_text_says_what_the_wild_card_became():
    game = HiLoGame("deuces wild stud hi-lo", low="a5", qualifier=8, high="wild", wild=("2",),
                    low_wild_rule="lowest-absent", hole=(5, 7), board=(0, 0))
    r = resolve(game, {"W": "2c Ah Ad 5s 4d 7c Kh", "X": "Ks Kd Qs Qd 9h 9c 8s"}, pot=10)
    assert r.high_text("W") == "Three of a Kind, Aces with King, Seven kickers (2♣ as A♣)"
    assert r.high_text("X") == "Two Pair, Kings and Queens with Nine kicker"   # no wild card
    assert "the high half, 5, with Three of a Kind, Aces with King, Seven kickers (2♣ as A♣)" in r.text()
    assert "(2♣ — A♣)" in r.text("ru")


# --- a game the evaluators cannot score is refused; no pot is awarded on a value of 0 ---

def test_omaha_game_with_two_hole_cards_is_refused():
    # refused, not settled as {0: 0, 1: 10} with "no low qualifies" (the Omaha low evaluator
    # takes 4 to 6 hole cards)
    with pytest.raises(HiLoError, match=r"hole \(2, 2\).*4\.\.6"):
        resolve(HiLoGame("o2", omaha=True, hole=(2, 2), board=(3, 5)), ["As 2s", "Kd Kc"],
                board="3c 4d 5h Kh Ks", pot=10)


def test_omaha_game_defaults_are_the_omaha_ranges():
    # HiLoGame("o1", omaha=True) deals 4 to 6 hole cards and a board of 3 to 5: hands of 1 or 7
    # hole cards are refused (not valued 0 and split equally)
    g = HiLoGame("o1", omaha=True)
    assert (g.hole, g.board) == ((4, 6), (3, 5)) and HiLoGame("s").hole == (1, 7)
    with pytest.raises(HiLoError, match="1 hole cards, the game deals 4 to 6"):
        resolve(g, ["As", "Kd"], board="3c 4d 5h Kh Ks", pot=10)
    with pytest.raises(HiLoError, match="7 hole cards"):
        resolve(g, ["As 2s 3s 4s 5s 6s 7s", "Kd Kc Qd Qc Jd Jc Td"], board="8c 9d Th", pot=10)
    with pytest.raises(HiLoError, match="the board has 2 cards"):
        resolve(g, ["As 2s 3s 4s", "Kd Kc Qd Qc"], board="8c 9d", pot=10)
    r = resolve(g, ["As 2s 3s 4s", "Kd Kc Qd Qc"], board="8c 7d 5h Kh Ks", pot=10)
    assert r.shares == {0: 5, 1: 5} and r.text().startswith("Pot of 10:")


@pytest.mark.parametrize("kwargs, words", [
    ({"board": "ab"}, "board 'ab'"),
    ({"hole": (3,)}, r"hole \(3,\)"),
    ({"hole": (2, True)}, r"hole \(2, True\)"),
    ({"hole": (5, 3)}, r"hole \(5, 3\)"),
    ({"hole": (0, 7)}, r"1\.\.7"),
    ({"board": (0, 9)}, r"board \(0, 9\)"),
    ({"board": (-1, 5)}, r"board \(-1, 5\)"),
    ({"hole": (7, 7), "board": (3, 5)}, "5 to 7 cards"),
    ({"omaha": True, "hole": (2, 6)}, r"4\.\.6"),
    ({"omaha": True, "hole": (4, 7)}, r"4\.\.6"),
    ({"omaha": True, "board": (0, 5)}, r"3\.\.5"),
    ({"omaha": True, "board": (3, 6)}, r"3\.\.5"),
    ({"omaha": "yes"}, "omaha 'yes'"),
    ({"declare": 1}, "declare 1"),
    ({"qualifier": 99}, "qualifier 99"),
    ({"qualifier": "eight"}, "qualifier 'eight'"),
    ({"wild": ("2",)}, "high='wild' or 'bug'"),
    ({"high": "wild", "wild": ("Z",)}, "'Z'"),
    ({"high": "wild", "wild": ("2",), "low_wild_rule": "sideways"}, "'sideways'"),
    ({"low_wild_rule": "below-all"}, "high='wild' or 'bug'"),
    ({"high": "bug"}, "low_wild_rule"),
    ({"high": "wild", "wild": 5, "low_wild_rule": "duplicate"}, "wild=5"),
])
def test_every_game_field_is_checked(kwargs, words):
    with pytest.raises(HiLoError, match=words):
        HiLoGame("x", **kwargs)


def test_wild_ranks_in_a_list_keep_the_game_hashable():
    g = HiLoGame("x", high="wild", wild=["2", "K"], low_wild_rule="duplicate")
    assert g.wild == ("2", "K") and hash(g) == hash(HiLoGame("x", high="wild", wild=("2", "K"),
                                                            low_wild_rule="duplicate"))


def test_game_name_must_be_a_string():
    with pytest.raises(HiLoError, match="name 7"):
        HiLoGame(7)  # type: ignore[arg-type]


def test_no_pot_is_awarded_on_a_value_of_zero():
    # the guard behind the game checks. A game whose checks are bypassed (an
    # Omaha game dealing 2 hole cards, which the Omaha low evaluator cannot score) must raise,
    # not award the pot as if no low qualified.
    g = HiLoGame("o", omaha=True)
    object.__setattr__(g, "hole", (2, 2))
    with pytest.raises(HiLoError, match="internal error.*could not score"):
        resolve(g, ["As 2s", "Kd Kc"], board="3c 4d 5h Kh Ks", pot=10)
    object.__setattr__(g, "hole", (1, 1))   # the high evaluator answers 0 as well
    with pytest.raises(HiLoError, match="internal error.*could not score"):
        resolve(g, ["As", "Kd"], board="3c 4d 5h Kh Ks", pot=10)


# --- high_winners / low_winners overall and per pot ---

def test_winners_when_the_main_pot_is_empty_are_not_a_side_pots_alone():
    hands = [FLUSH_NO_LOW, LOW_KINGS, LOW_QUEENS]
    r = resolve("stud8", hands, pot=0, side_pots=[Pot(20, (1, 2))])
    # the main pot is empty: high_winners does not report the side pot as if it were the main pot
    assert r.high_winners_by_pot == {1: (1,)} and r.low_winners_by_pot == {1: (1, 2)}
    assert r.high_winners == (1,) and r.low_winners == (1, 2)
    r = resolve("stud8", hands, pot=30, side_pots=[Pot(20, (1, 2))])
    assert r.high_winners_by_pot == {0: (0,), 1: (1,)}
    assert r.low_winners_by_pot == {0: (1, 2), 1: (1, 2)}
    assert r.high_winners == (0, 1) and r.low_winners == (1, 2)   # every pot, in seat order
    assert r.as_dict()["high_winners"] == [0, 1]


@pytest.mark.parametrize("side, words", [
    ([(5,)], r"pot 1: \(5,\) is not a Pot or an \(amount, eligible\) pair"),
    ([(5, None)], "pot 1: eligible None"),
    (5, "side_pots 5"),
    ([7], "pot 1: 7 is not a Pot"),
])
def test_bad_side_pots_name_the_problem(side, words):
    # each is a HiLoError naming the pot (not "not enough values to unpack" or a TypeError)
    with pytest.raises(HiLoError, match=words):
        resolve("stud8", [LOW_KINGS, LOW_QUEENS], pot=4, side_pots=side)

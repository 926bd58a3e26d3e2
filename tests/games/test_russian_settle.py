"""Settlement of one box for every outcome of the spec's table, and every rule setting."""

from fractions import Fraction as F

import pytest
from handrank import CardError
from handrank.games.russian import Outcome, Rules, RulesError, SettleError, insurance_limits, settle
from handrank.games.russian import RussianCategory as RC

QUADS = "A♥ A♠ A♦ A♣ K♥"  # four + Ace-King: 21 to 1
TRIPS = "9♥ 9♠ 9♦ 5♣ 2♥"  # three of a kind: 3 to 1
PAIR_AK = "K♥ K♠ A♣ 8♦ 5♥"  # pair + Ace-King: 2 to 1
NO_GAME = "Q♣ J♦ 8♠ 5♦ 3♥"  # dealer without a game (highest card Q♣)
DEALER_QQ = "Q♣ Q♦ 7♠ 4♣ 3♣"
DEALER_AA = "A♦ A♥ 7♠ 4♣ 3♣"


def nets(s):
    return (s.ante.net, s.bet.net, s.fees.net, s.insurance.net, s.bonus.net)


def test_fold():
    s = settle(PAIR_AK, DEALER_QQ, folded=True, bonus="1/2")
    assert s.outcome == Outcome.FOLD
    assert nets(s) == (-1, 0, 0, 0, F(-1, 2)) and s.total == F(-3, 2) and s.bet.stake == 0


def test_dealer_no_game_pays_the_ante_only():
    s = settle(QUADS.replace("A♣", "2♣"), NO_GAME)  # three aces
    assert s.outcome == Outcome.DEALER_NO_GAME and nets(s) == (1, 0, 0, 0, 0) and s.paid is None


def test_player_higher_paid_both_combinations_ante_returned():
    s = settle(QUADS, DEALER_QQ)
    assert s.outcome == Outcome.PLAYER_HIGHER and nets(s) == (0, 42, 0, 0, 0)
    assert s.paid.first.category == RC.FOUR_OF_A_KIND and s.paid.second.category == RC.ACE_KING


def test_ante_paid_on_win_setting():
    s = settle(QUADS, DEALER_QQ, rules=Rules(ante_paid_on_win=True))
    assert nets(s) == (1, 42, 0, 0, 0) and s.total == 43


def test_player_lower_and_stay():
    s = settle(PAIR_AK, DEALER_AA)
    assert s.outcome == Outcome.PLAYER_LOWER and nets(s) == (-1, -2, 0, 0, 0)
    s = settle("A♣ K♠ Q♥ 4♦ 2♦", "A♦ K♥ Q♠ 4♣ 2♥")
    assert s.outcome == Outcome.STAY and nets(s) == (0, 0, 0, 0, 0)


def test_second_paid_whatever_rank_only_when_first_wins():
    # the first (two pair) beats a pair of queens; the Ace-King second is paid too
    s = settle("K♥ K♠ 8♦ 8♥ A♣", DEALER_QQ)
    assert s.bet.net == 2 * 3
    s = settle("K♥ K♠ 8♦ 8♥ A♣", "A♦ A♥ 3♠ 3♣ 2♣")  # loses: nothing paid
    assert s.bet.net == -2 and s.paid is None


def test_fees_sixth_card_and_exchange_never_returned():
    s = settle("K♥ K♠ A♣ 8♦ 5♥ 2♣", DEALER_QQ, sixth_card=True)
    assert nets(s) == (0, 4, -1, 0, 0)
    s = settle(PAIR_AK, NO_GAME, exchanges=1)
    assert nets(s) == (1, 0, -1, 0, 0)
    with pytest.raises(SettleError, match="exclude"):
        settle("K♥ K♠ A♣ 8♦ 5♥ 2♣", DEALER_QQ, sixth_card=True, exchanges=1)
    assert (
        settle(
            "K♥ K♠ A♣ 8♦ 5♥ 2♣", DEALER_QQ, sixth_card=True, exchanges=1, rules=Rules(buy_or_exchange=False)
        ).fees.net
        == -2
    )
    with pytest.raises(SettleError, match="sixth"):
        settle(PAIR_AK, DEALER_QQ, sixth_card=True)
    with pytest.raises(SettleError, match="exchanges"):
        settle(PAIR_AK, DEALER_QQ, exchanges=2)


def test_insurance_in_every_outcome():
    assert insurance_limits(TRIPS) == (1, 3)  # half of 2 x 3
    assert insurance_limits(PAIR_AK) is None
    assert settle(TRIPS, NO_GAME, insurance=2).insurance.net == 2  # no game: paid 1:1
    assert settle(TRIPS, DEALER_QQ, insurance=2).insurance.net == -2  # higher: lost
    assert settle(TRIPS, "A♣ A♦ A♠ 7♠ 3♣", insurance=2).insurance.net == 0  # lower: returned
    assert settle(TRIPS, "9♣ 4♦ 3♠ 2♠ 3♦", insurance=3).outcome == Outcome.PLAYER_HIGHER
    assert settle(TRIPS, DEALER_QQ, folded=True, insurance=1).insurance.net == -1  # fold: lost
    with pytest.raises(SettleError, match="THREE_OF_A_KIND"):
        settle(PAIR_AK, NO_GAME, insurance=1)
    with pytest.raises(SettleError, match="outside"):
        settle(TRIPS, NO_GAME, insurance=4)
    with pytest.raises(SettleError, match="outside"):
        settle(TRIPS, NO_GAME, insurance="1/2")


def test_insurance_stay_returned():
    s = settle("9♥ 9♠ 9♦ 5♣ 2♥", "9♣ 5♦ 5♠ 2♠ 2♦", insurance=1)  # trips vs two pair: higher
    assert s.insurance.net == -1
    s = settle("9♥ 9♠ 5♦ 5♣ 2♥", "9♣ 9♦ 5♠ 5♥ 2♦")  # stay
    assert s.outcome == Outcome.STAY
    s = settle("8♥ 8♠ 8♦ 5♣ 2♥", "9♣ 9♦ 9♥ 4♣ 3♦", insurance="3/2")  # lower: returned
    assert s.outcome == Outcome.PLAYER_LOWER and s.insurance.net == 0


def test_bonus_half_ante_exact_fraction():
    s = settle("9♠ 8♦ 7♣ 6♠ 5♥", DEALER_QQ, bonus="1/2")
    assert s.bonus.net == 20 and s.bet.net == 8 and s.total == 28
    s = settle("9♠ 8♦ 7♣ 6♠ 5♥", "A♣ A♦ A♠ 4♣ 4♦", bonus=F(1, 3))  # whatever the dealer holds
    assert s.bonus.net == F(40, 3) and s.total == F(40, 3) - 3
    assert settle(PAIR_AK, DEALER_QQ, bonus="1/2").bonus.net == F(-1, 2)  # not a bonus hand
    assert settle("9♠ 8♦ 7♣ 6♠ 5♥ 2♣", DEALER_QQ, bonus="1/2", sixth_card=True).bonus.net == F(-1, 2)
    assert settle("9♠ 8♦ 7♣ 6♠ 5♥", DEALER_QQ, bonus="1/2", exchanges=1).bonus.net == F(-1, 2)
    with pytest.raises(SettleError, match="bonus"):
        settle(PAIR_AK, DEALER_QQ, bonus="3/4")
    r = Rules(bonus_table={"flush": 10}, bonus_max=1)
    assert settle("K♥ Q♥ 9♥ 8♥ 2♥", DEALER_QQ, bonus=1, rules=r).bonus.net == 10
    assert settle("9♠ 8♦ 7♣ 6♠ 5♥", DEALER_QQ, bonus=1, rules=r).bonus.net == -1


def test_bought_game():
    straight = "9♠ 8♦ 7♣ 6♠ 5♥"
    # Q♣ (highest) replaced by 3♦: a pair of threes, the straight wins 4 to 1
    s = settle(straight.replace("5♥", "5♣"), NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ 3♦")
    assert s.outcome == Outcome.PLAYER_HIGHER and nets(s) == (0, 8, -1, 0, 0) and s.total == 7
    assert s.dealer_after.category == RC.PAIR
    # still no game: ante and bet returned unpaid, the fee lost
    s = settle(straight.replace("5♥", "5♣"), NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ 2♦")
    assert s.outcome == Outcome.NO_GAME_AFTER_BUY and nets(s) == (0, 0, -1, 0, 0)
    # the new hand beats the player
    s = settle("9♠ 9♦ 7♣ 6♠ 4♣", NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ J♣")
    assert s.outcome == Outcome.PLAYER_LOWER and s.total == -4
    # insurance is settled on the revealed hand (no game): paid
    s = settle("9♠ 9♦ 9♣ 6♠ 4♣", NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ 3♦", insurance=1)
    assert s.insurance.net == 1 and s.bet.net == 6
    with pytest.raises(SettleError, match="same rank|drawn again"):
        settle(straight.replace("5♥", "5♣"), NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ Q♦")
    assert (
        settle(
            straight.replace("5♥", "5♣"),
            NO_GAME,
            bought_game="J♦ 8♠ 5♦ 3♥ Q♦",
            rules=Rules(redraw_same_rank=False),
        ).outcome
        == Outcome.NO_GAME_AFTER_BUY
    )
    with pytest.raises(SettleError, match="highest"):
        settle(straight.replace("5♥", "5♣"), NO_GAME, bought_game="Q♣ 8♠ 5♥ 3♥ 3♦")
    with pytest.raises(SettleError, match="has a game"):
        settle(straight, DEALER_QQ, bought_game="Q♦ 7♠ 5♣ 3♣ 2♦")
    with pytest.raises(SettleError, match="folded"):
        settle(straight.replace("5♥", "5♣"), NO_GAME, folded=True, bought_game="J♦ 8♠ 5♦ 3♥ 3♦")
    with pytest.raises(SettleError, match="buy a game"):
        settle(
            straight.replace("5♥", "5♣"),
            NO_GAME,
            bought_game="J♦ 8♠ 5♦ 3♥ 3♦",
            rules=Rules(game_buying=False),
        )
    assert (
        settle(
            straight.replace("5♥", "5♣"), NO_GAME, bought_game="J♦ 8♠ 5♦ 3♥ 3♦", rules=Rules(buy_game_fee=2)
        ).fees.net
        == -2
    )


def test_table_maximum_caps_ante_and_bet():
    s = settle("A♥ K♥ Q♥ J♥ 10♥ 9♥", DEALER_QQ, sixth_card=True, rules=Rules(table_max=100))
    assert s.bet.net == 100 and s.capped and s.total == 99
    s = settle(
        "A♥ K♥ Q♥ J♥ 10♥ 9♥", DEALER_QQ, sixth_card=True, rules=Rules(table_max=100, ante_paid_on_win=True)
    )
    assert (s.ante.net, s.bet.net) == (1, 99)
    assert not settle(QUADS, DEALER_QQ, rules=Rules(table_max=100)).capped


def test_table_maximum_caps_the_potential_payout_insurance_is_judged_on():
    # four aces + Ace-King would win 42 on the bet, but the table pays at most 10 (9 on the
    # bet when the ante is paid): insurance is at most half of what the bet can really win
    assert insurance_limits(QUADS) == (1, 21)
    assert insurance_limits(QUADS, Rules(table_max=10)) == (1, 5)
    assert insurance_limits(QUADS, Rules(table_max=10, ante_paid_on_win=True)) == (1, F(9, 2))
    assert insurance_limits(TRIPS, Rules(table_max=10)) == (1, 3)  # 6 is under the cap
    with pytest.raises(SettleError, match="outside"):
        settle(QUADS, DEALER_QQ, insurance=6, rules=Rules(table_max=10))


def test_pair_qualifier_setting():
    s = settle(PAIR_AK, "A♦ K♦ 7♠ 5♣ 3♣", rules=Rules(qualifier="pair"))
    assert s.outcome == Outcome.DEALER_NO_GAME
    assert settle(PAIR_AK, "A♦ K♦ 7♠ 5♣ 3♣").outcome == Outcome.PLAYER_HIGHER


def test_text_lists_items():
    t = settle(QUADS, DEALER_QQ, bonus="1/2").text()
    assert "bet" in t and "+42" in t and "+100" in t and "+142" in t and "total" in t
    t = settle(PAIR_AK, DEALER_QQ, bonus="1/2").text()
    assert "+4" in t and "-1/2" in t and "+7/2" in t
    assert "ставка" in settle(QUADS, DEALER_QQ).text("ru")


def test_bad_descriptions_change_nothing():
    with pytest.raises(CardError, match="twice"):
        settle(QUADS, "A♥ Q♦ 7♠ 5♣ 3♣")
    with pytest.raises(SettleError, match="negative"):
        settle(QUADS, DEALER_QQ, bonus=-1)


# -- Rules: every setting, its default and its validation --------------------------------


def test_rules_defaults():
    r = Rules()
    assert [int(r.paytable[c]) for c in list(RC)[1:]] == [1, 1, 2, 3, 4, 5, 7, 20, 50, 100]
    assert {c.name: int(v) for c, v in r.bonus_table.items()} == {
        "STRAIGHT": 40,
        "FLUSH": 50,
        "FULL_HOUSE": 70,
        "FOUR_OF_A_KIND": 200,
        "STRAIGHT_FLUSH": 500,
        "ROYAL_FLUSH": 1000,
    }
    assert (r.qualifier, r.ante_paid_on_win, r.table_max) == (RC.ACE_KING, False, None)
    assert (r.sixth_card_fee, r.exchange_fee, r.buy_game_fee) == (1, 1, 1)
    assert (r.exchange_min, r.exchange_max, r.max_exchanges, r.buy_or_exchange) == (1, 5, 1, True)
    assert (r.game_buying, r.redraw_same_rank, r.straight_repeat_as_pair) == (True, True, False)
    assert (r.insurance_from, r.insurance_min, r.insurance_max_share) == (RC.THREE_OF_A_KIND, 1, F(1, 2))
    assert (r.bonus_min, r.bonus_max) == (0, F(1, 2))
    assert r == Rules() and hash(r) == hash(Rules()) and r != Rules(exchange_min=2)


@pytest.mark.parametrize(
    "kwargs,word",
    [
        (dict(qualifier="no_game"), "qualifier"),
        (dict(qualifier="best"), "qualifier"),
        (dict(paytable={"no_game": 1}), "never paid"),
        (dict(paytable={"flush": -1}), "negative"),
        (dict(paytable=[1, 2]), "mapping"),
        (dict(bonus_table={"flush": "x"}), "not a number"),
        (dict(table_max=0), "table_max"),
        (dict(exchange_min=0), "exchange_min"),
        (dict(exchange_min=3, exchange_max=2), "exchange_min"),
        (dict(exchange_max=6), "exchange"),
        (dict(max_exchanges=-1), "max_exchanges"),
        (dict(sixth_card_fee=-1), "sixth_card_fee"),
        (dict(insurance_min=0), "insurance_min"),
        (dict(insurance_max_share=0), "insurance_max_share"),
        (dict(bonus_max=-1), "bonus_max"),
        (dict(bonus_min=1), "bonus_min"),
        (dict(game_buying=1), "game_buying"),
        (dict(insurance_from="no game"), "insurance_from"),
        (dict(exchange_fee=True), "exchange_fee"),
    ],
)
def test_rules_validation(kwargs, word):
    with pytest.raises(RulesError, match=word):
        Rules(**kwargs)


def test_rules_conversions():
    r = Rules(
        qualifier="pair", paytable={"four": "25"}, table_max=0.5 + 99.5, bonus_max="1/3", exchange_min=2
    )
    assert r.qualifier == RC.PAIR and r.qualifier_value == 1278 and r.paytable[RC.FOUR_OF_A_KIND] == 25
    assert r.paytable[RC.FLUSH] == 5 and r.table_max == 100 and r.bonus_max == F(1, 3)
    assert list(r.exchange_sizes()) == [2, 3, 4, 5]
    assert r.replace(exchange_min=1).exchange_min == 1
    with pytest.raises(RulesError):
        r.replace(exchange_min=9)

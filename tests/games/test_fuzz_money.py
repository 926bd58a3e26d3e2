"""Fuzz targets (Hypothesis) where chips move: ``hilo.resolve`` and Russian poker
(``russian.settle`` and a ``Table`` driven by a state machine).

Properties: no chip is lost or made (the shares add up to the pot, in whole units), the
winners hold the best hands, a refusal is a ``ValueError``, and a Russian box never loses
more than it staked. Short run in the suite; long run:
``HYPOTHESIS_PROFILE=deep python -m pytest -q tests -k fuzz``.
"""

from fractions import Fraction

import handrank as hr
from handrank import evaluate_low, evaluate_omaha_low, hilo, russian
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

SHAPES = {"omaha8": (4, 5), "holdem8": (2, 5), "stud8": (7, 0)}


@st.composite
def deals(draw, game=None):
    game = game or draw(st.sampled_from(sorted(SHAPES)))
    hole, board = SHAPES[game]
    players = draw(st.integers(2, 6 if game != "stud8" else 5))
    deck = draw(st.permutations(range(52)))
    hands = [deck[i * hole:(i + 1) * hole] for i in range(players)]
    b = deck[players * hole:players * hole + board]
    unit = draw(st.sampled_from([1, 1, 2, 5]))
    pot = unit * draw(st.integers(1, 1000))
    button = draw(st.integers(0, players - 1))
    return game, hands, b, pot, unit, button


def _high(game, hole, board):
    return hr.evaluate_omaha(hole, board) if game == "omaha8" else hr.evaluate(list(hole) + list(board))


def _low(game, hole, board):
    if game == "omaha8":
        return evaluate_omaha_low(hole, board, qualifier=8)
    return evaluate_low(list(hole) + list(board), qualifier=8)


@given(deals())
def test_resolve_splits_every_chip_to_the_best_hands(deal):
    game, hands, board, pot, unit, button = deal
    r = hilo.resolve(game, hands, board=board, pot=pot, unit=unit, button=button)
    assert sum(r.shares.values()) == pot
    assert all(v >= 0 and v % unit == 0 for v in r.shares.values())
    highs = {i: _high(game, h, board) for i, h in enumerate(hands)}
    lows = {i: _low(game, h, board) for i, h in enumerate(hands)}
    assert r.highs == highs and r.lows == lows
    top = max(highs.values())
    assert set(r.high_winners) == {i for i, v in highs.items() if v == top}
    qualified = [v for v in lows.values() if v is not None]
    if qualified:
        assert set(r.low_winners) == {i for i, v in lows.items() if v == max(qualified)}
    else:
        assert not r.low_winners
    winners = set(r.high_winners) | set(r.low_winners)
    assert {i for i, v in r.shares.items() if v} <= winners
    assert r.text() and r.text("ru")


@given(deals(), st.lists(st.integers(1, 300), min_size=1, max_size=3), st.data())
def test_side_pots_are_split_among_their_players_only(deal, amounts, data):
    game, hands, board, pot, unit, button = deal
    keys = list(range(len(hands)))
    side = [(a * unit, tuple(data.draw(st.lists(st.sampled_from(keys), min_size=1, unique=True))))
            for a in amounts]
    r = hilo.resolve(game, hands, board=board, pot=pot, unit=unit, side_pots=side)
    assert sum(r.shares.values()) == pot + sum(a for a, _ in side)
    for p in r.pots:
        paid = {k for a in p.awards for k, v in a.shares.items() if v}
        assert paid <= set(p.eligible) and sum(a.amount for a in p.awards) == p.amount


@st.composite
def custom_games(draw):
    """Any HiLoGame a user could write, and a deal of the sizes it allows."""
    omaha = draw(st.booleans())
    lo = draw(st.integers(1, 7))
    hi = draw(st.integers(lo, 7))
    blo = draw(st.integers(0, 5))
    bhi = draw(st.integers(blo, 5))
    return omaha, (lo, hi), (blo, bhi), draw(st.integers(lo, hi)), draw(st.integers(blo, bhi)), \
        draw(st.permutations(range(52)))


@given(custom_games())
@settings(max_examples=300)
def test_a_custom_game_scores_every_hand_or_is_refused(case):
    omaha, hole, board, nh, nb, deck = case
    try:
        game = hilo.HiLoGame("custom", omaha=omaha, hole=hole, board=board)
        hands = [deck[:nh], deck[nh:2 * nh]]
        r = hilo.resolve(game, hands, board=deck[2 * nh:2 * nh + nb], pot=10)
    except ValueError:
        return
    assert all(v >= 1 for v in r.highs.values()), r.highs
    assert sum(r.shares.values()) == 10
    r.text()


# --- Russian poker ----------------------------------------------------------------------------

RULES = [russian.Rules(), russian.Rules(ante_paid_on_win=True, table_max=50),
         russian.Rules(qualifier="pair", exchange_min=2, game_buying=False),
         russian.Rules(redraw_same_rank=False, buy_or_exchange=False, max_exchanges=2)]


def _stakes(s):
    return sum(i.stake for i in s.items)


@given(st.permutations(range(52)), st.sampled_from(RULES), st.booleans(), st.integers(0, 1),
       st.sampled_from([0, Fraction(1, 4), Fraction(1, 2)]))
def test_settle_never_loses_more_than_was_staked(deck, rules, folded, exchanges, bonus):
    hand, dealer = deck[:5], deck[5:10]
    exchanges = exchanges if exchanges <= rules.max_exchanges else 0
    try:
        s = russian.settle(hand, dealer, rules=rules, folded=folded, exchanges=exchanges, bonus=bonus,
                           bought_game=None)
    except ValueError:
        return
    assert s.total == sum(i.net for i in s.items)
    assert s.total >= -_stakes(s)
    if folded:
        assert s.total == -_stakes(s)
    if rules.table_max is not None:
        assert s.ante.net + s.bet.net <= rules.table_max
    assert s.text() and s.text("ru")


class TableMachine(RuleBasedStateMachine):
    """A table played by random (legal and illegal) actions: an illegal one is an
    ``IllegalAction`` (a ValueError) and changes nothing; a settled box never loses more
    than its stakes; the deck never deals a card twice."""

    def __init__(self):
        super().__init__()
        self.table = None
        self.round = None

    @rule(rules=st.sampled_from(RULES), seed=st.integers(0, 2**32), boxes=st.integers(1, 4),
          bonus=st.sampled_from([0, Fraction(1, 2), Fraction(1, 4)]))
    def deal(self, rules, seed, boxes, bonus):
        self.table = russian.Table(rules, seed=seed, boxes=boxes)
        self.round = self.table.deal(bonus)

    def _try(self, fn, *args):
        try:
            return fn(*args)
        except russian.table.IllegalAction as e:
            assert str(e)
        except ValueError as e:  # bad input to an action: also a clear refusal
            assert str(e)

    @precondition(lambda self: self.round is not None)
    @rule(box=st.integers(-1, 4), what=st.sampled_from(["fold", "bet", "buy_card", "take_ante",
                                                          "buy_game", "reveal", "settle"]))
    def act(self, box, what):
        fn = getattr(self.round, what)
        if what in ("reveal", "settle"):
            self._try(fn)
        else:
            self._try(fn, box)

    @precondition(lambda self: self.round is not None)
    @rule(box=st.integers(0, 3), n=st.integers(0, 6), data=st.data())
    def exchange(self, box, n, data):
        hand = self._try(self.round.hand, box) or ()
        give = data.draw(st.lists(st.sampled_from(list(hand) or [0]), max_size=n, unique=True))
        self._try(self.round.exchange, box, give)

    @precondition(lambda self: self.round is not None)
    @rule(box=st.integers(0, 3), amount=st.sampled_from([0, 1, 2, 5, "x", -1, Fraction(3, 2)]))
    def insure(self, box, amount):
        self._try(self.round.insure, box, amount)

    @precondition(lambda self: self.round is not None)
    @invariant()
    def cards_are_dealt_once(self):
        r = self.round
        dealt = [c for b in r.boxes for c in list(b.cards) + list(b.discards)] + list(r.dealer)
        dealt += list(r.burnt) + ([r.dealer_after[-1]] if r.dealer_after else [])
        assert len(set(dealt)) == len(dealt) and set(dealt) <= set(range(52))

    @precondition(lambda self: self.round is not None and self.round.settlements is not None)
    @invariant()
    def settled_boxes_keep_their_books(self):
        for s in self.round.settlements:
            assert s.total == sum(i.net for i in s.items)
            assert s.total >= -_stakes(s)


TableMachine.TestCase.settings = settings(settings.default, stateful_step_count=25)
TestTableMachine = TableMachine.TestCase


def test_a_table_is_repeatable():
    a = russian.Table(seed=7).deal()
    b = russian.Table(seed=7).deal()
    assert a.hand() == b.hand() and a.dealer == b.dealer

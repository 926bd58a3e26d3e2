"""English: the words handrank says, as tables ``handrank.text.hands`` fills.

Every language module defines the same names (see ``handrank.text``). Hand templates are
``str.format`` strings: ``{cat}`` is the category's name, ``{name[i]}``, ``{plural[i]}``,
``{gen[i]}``, ``{gen_plural[i]}`` and ``{numeral[i]}`` the forms of the ``i``-th of the five
ranks (main cards first), ``{run}`` all five names joined by ``-`` and ``{list}`` joined by
``, ``. Kicker templates get ``{list}`` and ``{run}`` of the kickers only.

>>> from handrank import evaluate
>>> from handrank.text.hands import hand_text
>>> hand_text(evaluate("As Ad Ac Kd Qh"))
'Three of a Kind, Aces with King, Queen kickers'
"""

from __future__ import annotations

from ..cards import RANKS
from ..values import Category as C

RANK_NAMES = ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
              "Jack", "Queen", "King", "Ace")
RANK_PLURALS = ("Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines",
                "Tens", "Jacks", "Queens", "Kings", "Aces")
RANK_GEN = RANK_NAMES  # English has no cases: "Queen against Jack"
RANK_GEN_PLURAL = RANK_PLURALS
NUMERALS = RANK_NAMES  # "Seven-Five low"
CATEGORY_NAMES = {
    C.HIGH_CARD: "High Card", C.PAIR: "Pair", C.TWO_PAIR: "Two Pair",
    C.THREE_OF_A_KIND: "Three of a Kind", C.STRAIGHT: "Straight",
    C.FLUSH: "Flush", C.FULL_HOUSE: "Full House",
    C.FOUR_OF_A_KIND: "Four of a Kind", C.STRAIGHT_FLUSH: "Straight Flush",
    C.ROYAL_FLUSH: "Royal Flush", C.FIVE_OF_A_KIND: "Five of a Kind",
}
KICKER_ORDINALS = ("first", "second", "third", "fourth", "fifth")
CARD_ORDINALS = KICKER_ORDINALS
AND = " and "

# The main cards of a hand: "Pair of Nines", "Straight, Nine high".
MAIN = {
    C.HIGH_CARD: "{cat}, {name[0]}", C.PAIR: "Pair of {plural[0]}",
    C.TWO_PAIR: "{cat}, {plural[0]} and {plural[2]}", C.THREE_OF_A_KIND: "{cat}, {plural[0]}",
    C.STRAIGHT: "{cat}, {name[0]} high", C.FLUSH: "{cat}, {run}",
    C.FULL_HOUSE: "{cat}, {plural[0]} over {plural[3]}", C.FOUR_OF_A_KIND: "{cat}, {plural[0]}",
    C.STRAIGHT_FLUSH: "{cat}, {name[0]} high", C.ROYAL_FLUSH: "{cat}",
    C.FIVE_OF_A_KIND: "{cat}, {plural[0]}",
}
# A whole hand is its main cards and then the kickers, except where HAND says otherwise.
HAND: dict[C, str] = {}
KICKERS = (" with {list} kicker", " with {list} kickers")  # one kicker, several
# The short form of ``describe``: "Two Pair, Queens and Sevens, Two kicker".
SHORT_HAND = {C.HIGH_CARD: "{cat}, {run}"}
SHORT_KICKERS = (", {list} kicker", ", {run}")
# Categories a sentence names with "a": "a Pair of Nines", but "Two Pair", "High Card".
ARTICLE_CATEGORIES = frozenset({C.PAIR, C.STRAIGHT, C.FLUSH, C.FULL_HOUSE, C.STRAIGHT_FLUSH, C.ROYAL_FLUSH})

# Low hands: "Seven-Five low (7-5-4-3-2)", "Wheel (5-4-3-2-A)".
LOW = {C.HIGH_CARD: "{numeral[0]}-{numeral[1]} low", C.FLUSH: "{cat}, {name[0]}-{name[1]}"}
LOW_PREFIX = "Low"  # a "below-all" low of fewer than two natural cards: "Low 5 (5-*-*-*-*)"
WILD_LOW = {C.PAIR: "Pair of {plural[0]}"}  # a paired wild-card low names its pair only
WHEEL = "Wheel"
DIGITS = RANKS
NO_LOW = "no qualifying low"
ANY_LOW = "any low"
MISSED_QUALIFIER = "No qualifying low ({q}): the best is {best}"
QUALIFIER = "{lower} or better"  # "eight or better"

# Wild cards: "Joker as A♠", "2♣ as 9♣"; five of a kind: "Joker as an Ace".
JOKER = "Joker"
PLAYS_AS = "{who} as {what}"
FIVE_AS = tuple(("an " if r == 12 else "a ") + name for r, name in enumerate(RANK_NAMES))
BELOW_ALL = "below every card"
OMAHA_USING = ", using {cards}"

# High-low pots: "ann takes the high half, 5, with ...".
POT = {"high": "the high half", "low": "the low half", "whole": "the whole pot", "pot": "Pot of {a}",
       "main": "Main pot of {a}", "side": "Side pot {i} of {a}"}
WAYS = {"high": "high", "low": "low"}
AWARD = "{who} {verb} {part}, {amount}, with {hand}"
AWARD_VERBS = ("takes", "split")  # one winner, several
AWARD_REASONS = {"no_low": "no low qualifies: ", "one_way": "nobody is left for {other}: ",
                 "sole": "{who} alone declared {way}: "}

# Tables of equities (``handrank equity table|preflop``): the footer "exact, 1.2 s", the grid's
# heading "against 1 random:", the 169 x 169 matrix's note and the files written.
PLAY_WORDS = {"fold": "fold", "bet": "bet", "buy": "buy", "sixth card": "sixth card",
              "exchange": "exchange"}  # Russian poker plays (reports)
RANDOM_HANDS = ("random", "random", "random")  # 1, 2-4, 5+ random hands
EQUITY_TABLE = {"exact": "exact", "mc": "Monte Carlo", "foot": "{how}, {seconds:.1f} s",
                "against": "against {col}:", "wrote": "wrote {file}",
                "matrix": "169 x 169 matrix; write it with --csv FILE or draw it with --png FILE ({foot})"}

# equity(..., histogram=True): each player's high-hand categories at the end, and wins with them
EQUITY_HISTOGRAM = {"line": "{name} ends with: {items}", "item": "{cat} {share} (wins {win}, splits {tie})",
                    "item_hilo": "{cat} {share} (scoops {win}, a part {tie})", "sep": "; ",
                    "head": ("player", "ends with", "wins", "splits")}

# Analysis and more games: the words of ``handrank.analysis.icm``, ``strength``, ``analysis`` and
# ``badugi`` (each module's ``text()`` fills them).
ICM = {'player': 'Player {i}',
 'line': '{who}: stack {stack} ({share}) -> {equity} ({pool} of the prizes)',
 'se': ' ± {se}',
 'exact': 'Exact: every finishing order of the {k} paid places.',
 'exact1': 'Exact: every finishing order of the paid place.',
 'mc': 'Monte Carlo: {samples} finishing orders (seed {seed}).',
 'decimal': '.'}
STRENGTH = {'line': 'hand strength {hs}, positive potential {ppot}, negative potential {npot}, effective '
         'strength {ehs} ({vs}; {pairs} cases)',
 'random': 'against one random hand',
 'range': 'against the range {text}',
 'more': 'against {n} random hands',
 'more_range': 'against {n} players of the range {text}',
 'sep': ',',
 'dec': '.'}
ANALYSIS = {'overcards': 'overcards',
 'ace_high': 'ace high',
 'nothing': 'nothing',
 'overpair': 'overpair',
 'top_pair': 'top pair',
 'second_pair': 'second pair',
 'third_pair': 'third pair',
 'bottom_pair': 'bottom pair',
 'pocket_between': 'a pocket pair between the board cards',
 'underpair': 'underpair',
 'board_pair': 'the pair is on the board',
 'top_two': 'top two pair',
 'top_and_bottom': 'top and bottom pair',
 'top_and_other': 'top pair and a middle pair',
 'bottom_two': 'bottom two pair',
 'two_other': 'two pair below the top',
 'pocket_and_board_pair': 'a pocket pair and a pair on the board',
 'one_card_and_board_pair': 'one hole card pairs the board, and the board is paired',
 'board_two_pair': 'both pairs are on the board',
 'set': 'a set',
 'trips': 'trips',
 'board_trips': 'the trips are on the board',
 'flush_draw': 'flush draw',
 'nut_flush_draw': 'nut flush draw',
 'backdoor_flush_draw': 'backdoor flush draw',
 'gutshot': 'gutshot',
 'open_ended': 'open-ended straight draw',
 'double_gutter': 'double gutshot',
 'wrap': 'wrap straight draw',
 'backdoor_straight_draw': 'backdoor straight draw',
 'draws': '; draws: ',
 'nuts': ' (the nuts)',
 'uses': {0: '; the hole cards do not play', 1: '', 2: ''},
 'outs': '{n} outs',
 'outs1': '1 out',
 'none': 'no outs',
 'clean': '{n} clean'}
BADUGI = {4: '4-card badugi, {run}',
 3: '3-card hand, {run}',
 2: '2-card hand, {run}',
 1: '1-card hand, {run}',
 'wins': '{who} wins {amount}: {a} beats {b}.',
 'wins_alone': '{who} wins {amount}: {a}.',
 'split': '{who} split {amount}: each has {a}.',
 'and': ' and ',
 'drops': '{card} does not play: {why}',
 'suit': 'the suit of {other}',
 'rank': 'the rank of {other}',
 'loses': '{who} loses to {winner}: {a} against {b}; {why}.',
 'more': 'more cards play, {n} against {m}'}

# The games' names, by their names in handrank.registry (handrank explain/eval --game, the texts)
GAME_NAMES = {
    'holdem': "Texas hold'em",
    'shortdeck': 'short deck',
    'shortdeck-triton': 'short deck, Triton rules',
    'omaha': 'Omaha',
    'omaha5': 'five-card Omaha',
    'omaha6': 'six-card Omaha',
    'holdem8': "hold'em hi-lo",
    'omaha8': 'Omaha hi-lo',
    'omaha5_8': 'Big O (five-card Omaha hi-lo)',
    'omaha6_8': 'six-card Omaha hi-lo',
    'stud': 'seven-card stud',
    'stud8': 'stud hi-lo',
    'razz': 'razz',
    'badugi': 'badugi',
    'lowball_a5': 'ace-to-five lowball',
    'lowball_27': 'deuce-to-seven lowball',
    'lowball_a6': 'ace-to-six lowball',
    'russian': 'Russian poker',
}

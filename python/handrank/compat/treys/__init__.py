"""treys' API on handrank's C core: same card ints, same ranks, many times faster.

treys packs a card into an int (rank bit, suit bit, rank number, rank prime) and ranks hands
Cactus-Kev style, ``1`` (royal flush) .. ``7462`` (seven-high), lower is stronger. Here each
card int maps to a handrank id (in C, for ``Evaluator.evaluate``) and the rank is ``7463 - value``.

>>> from handrank.compat.treys import Card, Evaluator
>>> board = [Card.new("Ah"), Card.new("Kd"), Card.new("Jc"), Card.new("7s"), Card.new("2h")]
>>> ev = Evaluator()
>>> rank = ev.evaluate([Card.new("Qs"), Card.new("Th")], board)
>>> rank, ev.class_to_string(ev.get_rank_class(rank))
(1600, 'Straight')
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from operator import index
from random import Random
from typing import Optional

from ..._core import lib
from ...cards import RANKS, SUITS, CardError, card_str, cards_str
from ...values import NUM_VALUES

__all__ = ["Card", "Deck", "Evaluator", "LookupTable", "PLOEvaluator", "TreysCardError"]


class TreysCardError(CardError, KeyError):
    """A card or hand treys would not accept (also a KeyError, which treys raises).

    >>> Card.new("Xs")
    Traceback (most recent call last):
        ...
    handrank.compat.treys.TreysCardError: 'Xs' is not a card: write a rank of 23456789TJQKA ...
    """

    __str__ = CardError.__str__  # a plain message, not KeyError's quoted repr


_RANK_CHARS = RANKS
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_SUIT_BIT = {"s": 1, "h": 2, "d": 4, "c": 8}  # treys' suit bits


def _pack(rank: int, suit: str) -> int:
    return (1 << (16 + rank)) | (_SUIT_BIT[suit] << 12) | (rank << 8) | _PRIMES[rank]


# treys int -> handrank id; a card's two characters (handrank's ``card_str``) -> treys int
_TO_ID = {_pack(i >> 2, SUITS[i & 3]): i for i in range(52)}
_STR_TO_INT = {card_str(i): _pack(i >> 2, SUITS[i & 3]) for i in range(52)}


def _ids(treys_cards: Iterable[int]) -> list[int]:
    """handrank ids of treys card ints; an error names the first bad card (read once: a
    generator works too)."""
    out = []
    try:
        for c in treys_cards:
            try:  # integral like every card id (a NumPy int too), not a bool
                i = None if isinstance(c, bool) else _TO_ID.get(index(c))
            except TypeError:
                i = None
            if i is None:
                raise TreysCardError(f"{c!r} is not a treys card int (make cards with Card.new('Ah'))")
            out.append(i)
    except TypeError:
        raise TreysCardError(f"{treys_cards!r}: expected an iterable of treys card ints") from None
    return out


def _problem(treys_cards: Sequence[int]) -> str:
    ids = _ids(treys_cards)
    if len(set(ids)) != len(ids):
        dup = next(i for n, i in enumerate(ids) if i in ids[:n])
        return f"card {card_str(dup)} is given twice"
    return f"a hand is 5 to 7 cards, got {len(ids)}"


class Card:
    """treys' static card helpers: ``Card.new("Ah")`` gives treys' int for the ace of hearts.

    >>> Card.int_to_str(Card.new("Ah")), Card.get_rank_int(Card.new("Ah"))
    ('Ah', 12)
    """

    #: treys' rank characters, deuce to ace: ``"23456789TJQKA"``.
    STR_RANKS = _RANK_CHARS
    #: treys' rank numbers, ``range(13)`` (0 = deuce).
    INT_RANKS = range(13)
    #: treys' prime per rank, deuce to ace (2, 3, 5, ..., 41).
    PRIMES = list(_PRIMES)
    #: Rank character to treys' rank number.
    CHAR_RANK_TO_INT_RANK = {ch: r for r, ch in enumerate(_RANK_CHARS)}
    #: Suit character to treys' suit bit (s 1, h 2, d 4, c 8).
    CHAR_SUIT_TO_INT_SUIT = dict(_SUIT_BIT)
    #: treys' suit bit to its character, as a string indexed by the bit.
    INT_SUIT_TO_CHAR_SUIT = "xshxdxxxc"
    #: treys' suit bit to its symbol.
    PRETTY_SUITS = {1: "\u2660", 2: "\u2665", 4: "\u2666", 8: "\u2663"}

    @staticmethod
    def new(string: str) -> int:
        """``"Ah"`` (rank ``23456789TJQKA``, suit ``shdc``) -> treys' card int.

        >>> Card.new("Ah")
        268446761
        """
        try:
            return _STR_TO_INT[string]
        except (KeyError, TypeError):
            raise TreysCardError(f"{string!r} is not a card: write a rank of 23456789TJQKA "
                                 f"and a suit of s h d c, e.g. 'Ah'") from None

    @staticmethod
    def int_to_str(card_int: int) -> str:
        """treys' card int -> its two characters, ``"Td"``.

        >>> Card.int_to_str(Card.new("Td"))
        'Td'
        """
        suit = Card.INT_SUIT_TO_CHAR_SUIT[Card.get_suit_int(card_int)]
        return _RANK_CHARS[Card.get_rank_int(card_int)] + suit

    @staticmethod
    def get_rank_int(card_int: int) -> int:
        """The card's rank, ``0`` (deuce) .. ``12`` (ace).

        >>> Card.get_rank_int(Card.new("Kc"))
        11
        """
        return (card_int >> 8) & 0xF

    @staticmethod
    def get_suit_int(card_int: int) -> int:
        """The card's suit bit: 1 spades, 2 hearts, 4 diamonds, 8 clubs.

        >>> Card.get_suit_int(Card.new("Kc")), Card.get_suit_int(Card.new("Ks"))
        (8, 1)
        """
        return (card_int >> 12) & 0xF

    @staticmethod
    def get_bitrank_int(card_int: int) -> int:
        """The card's rank as one bit of 13 (``1 << rank``).

        >>> Card.get_bitrank_int(Card.new("4h")) == 1 << 2
        True
        """
        return (card_int >> 16) & 0x1FFF

    @staticmethod
    def get_prime(card_int: int) -> int:
        """The card's rank prime (2 for a deuce .. 41 for an ace).

        >>> Card.get_prime(Card.new("2c")), Card.get_prime(Card.new("Ac"))
        (2, 41)
        """
        return card_int & 0x3F

    @staticmethod
    def hand_to_binary(card_strs: Sequence[str]) -> list[int]:
        """Card strings -> treys' card ints.

        >>> Card.hand_to_binary(["As", "Kd"]) == [Card.new("As"), Card.new("Kd")]
        True
        """
        return [Card.new(s) for s in card_strs]

    @staticmethod
    def prime_product_from_hand(card_ints: Sequence[int]) -> int:
        """The product of the cards' rank primes (treys' key of a rank multiset).

        >>> Card.prime_product_from_hand([Card.new("2c"), Card.new("2d"), Card.new("3h")])
        12
        """
        product = 1
        for c in card_ints:
            product *= c & 0xFF
        return product

    @staticmethod
    def prime_product_from_rankbits(rankbits: int) -> int:
        """The product of the rank primes of the bits set in ``rankbits`` (13 bits, deuce first).

        >>> Card.prime_product_from_rankbits(0b11)
        6
        """
        product = 1
        for r in range(13):
            if rankbits >> r & 1:
                product *= _PRIMES[r]
        return product

    @staticmethod
    def int_to_binary(card_int: int) -> str:
        """The 32 bits of a card, most significant first, in tab-separated groups of four.

        >>> Card.int_to_binary(Card.new("2c")).split()
        ['0000', '0000', '0000', '0001', '1000', '0000', '0000', '0010']
        """
        bits = format(card_int & 0xFFFFFFFF, "032b")
        return "\t".join(bits[i:i + 4] for i in range(0, 32, 4))

    @staticmethod
    def int_to_pretty_str(card_int: int) -> str:
        """The card as treys prints it, ``[A♥]`` (without terminal colours).

        >>> Card.int_to_pretty_str(Card.new("Ah"))
        '[A♥]'
        """
        return f"[{_RANK_CHARS[Card.get_rank_int(card_int)]}{Card.PRETTY_SUITS[Card.get_suit_int(card_int)]}]"

    @staticmethod
    def print_pretty_card(card_int: int) -> None:
        """Print ``int_to_pretty_str(card_int)``.

        >>> Card.print_pretty_card(Card.new("Ah"))
        [A♥]
        """
        print(Card.int_to_pretty_str(card_int))

    @staticmethod
    def ints_to_pretty_str(card_ints: Sequence[int]) -> str:
        """The cards as treys prints them, comma-separated.

        >>> Card.ints_to_pretty_str([Card.new("Ah"), Card.new("Kd")])
        ' [A♥],[K♦] '
        """
        body = ",".join(Card.int_to_pretty_str(c) for c in card_ints)
        return f" {body} " if body else " "

    @staticmethod
    def print_pretty_cards(card_ints: Sequence[int]) -> None:
        """Print ``ints_to_pretty_str(card_ints)``.

        >>> Card.print_pretty_cards([Card.new("Ah"), Card.new("Kd")])
         [A♥],[K♦]
        """
        print(Card.ints_to_pretty_str(card_ints))


class LookupTable:
    """treys' rank boundaries: the weakest rank of each class, and the class names.

    >>> LookupTable.MAX_PAIR, LookupTable.MAX_TO_RANK_CLASS[LookupTable.MAX_PAIR]
    (6185, 8)
    """

    #: The weakest treys rank of a royal flush: 1.
    MAX_ROYAL_FLUSH = 1
    #: The weakest treys rank of a straight flush: 10.
    MAX_STRAIGHT_FLUSH = 10
    #: The weakest treys rank of four of a kind: 166.
    MAX_FOUR_OF_A_KIND = 166
    #: The weakest treys rank of a full house: 322.
    MAX_FULL_HOUSE = 322
    #: The weakest treys rank of a flush: 1599.
    MAX_FLUSH = 1599
    #: The weakest treys rank of a straight: 1609.
    MAX_STRAIGHT = 1609
    #: The weakest treys rank of three of a kind: 2467.
    MAX_THREE_OF_A_KIND = 2467
    #: The weakest treys rank of two pair: 3325.
    MAX_TWO_PAIR = 3325
    #: The weakest treys rank of a pair: 6185.
    MAX_PAIR = 6185
    #: The weakest treys rank of all: 7462.
    MAX_HIGH_CARD = 7462
    #: Each class's weakest rank to its class number (0 = royal flush ... 9 = high card).
    MAX_TO_RANK_CLASS = {1: 0, 10: 1, 166: 2, 322: 3, 1599: 4, 1609: 5, 2467: 6, 3325: 7, 6185: 8, 7462: 9}
    #: treys' class number to its name (``"Royal Flush"`` ... ``"High Card"``).
    RANK_CLASS_TO_STRING = {
        0: "Royal Flush", 1: "Straight Flush", 2: "Four of a Kind", 3: "Full House", 4: "Flush",
        5: "Straight", 6: "Three of a Kind", 7: "Two Pair", 8: "Pair", 9: "High Card",
    }


_CLASS_MAX = sorted(LookupTable.MAX_TO_RANK_CLASS)
# the C core maps treys ints itself (csrc/dropin/compat.c): one call per hand
_EVAL: dict[int, Callable[..., int]] = {5: lib.hr_treys_eval5, 6: lib.hr_treys_eval6, 7: lib.hr_treys_eval7}
_TOP = NUM_VALUES + 1


class Evaluator:
    """treys' ``Evaluator``: ``evaluate(hand, board)`` -> rank ``1..7462``, lower is stronger.

    >>> board = [Card.new(c) for c in ("Qs", "Js", "Ts")]
    >>> Evaluator().evaluate([Card.new("As"), Card.new("Ks")], board)
    1
    """

    #: Hole cards a hand has: 2.
    HAND_LENGTH = 2
    #: Cards a full board has: 5.
    BOARD_LENGTH = 5

    def evaluate(self, hand: Sequence[int], board: Sequence[int]) -> int:
        """The treys rank of the best five of ``hand + board`` (5 to 7 treys card ints).

        >>> ev = Evaluator()
        >>> board = [Card.new(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
        >>> ev.evaluate([Card.new("Ah"), Card.new("Ad")], board)
        3338
        """
        try:
            v = _EVAL[len(hand) + len(board)](*hand, *board)
        except (KeyError, TypeError, OverflowError):
            v = 0
        if v:
            return _TOP - v
        cards = [*hand, *board]
        raise TreysCardError(f"cannot evaluate {self._show(cards)}: {_problem(cards)}")

    @staticmethod
    def _show(cards: Sequence[int]) -> str:
        try:
            return cards_str(_ids(cards))
        except CardError:
            return repr(list(cards))

    def get_rank_class(self, hr: int) -> int:
        """The class of a rank: ``0`` royal flush .. ``9`` high card.

        >>> Evaluator().get_rank_class(1), Evaluator().get_rank_class(7462)
        (0, 9)
        """
        if not 0 <= hr <= LookupTable.MAX_HIGH_CARD:
            raise TreysCardError(f"{hr!r} is not a treys hand rank (1..7462)")
        return LookupTable.MAX_TO_RANK_CLASS[_CLASS_MAX[bisect_left(_CLASS_MAX, hr)]]

    def class_to_string(self, class_int: int) -> str:
        """treys' class number -> its name.

        >>> ev = Evaluator()
        >>> ev.class_to_string(ev.get_rank_class(3000))
        'Two Pair'
        """
        return LookupTable.RANK_CLASS_TO_STRING[class_int]

    def get_five_card_rank_percentage(self, hand_rank: int) -> float:
        """The rank scaled to ``0.0 .. 1.0`` (``rank / 7462``; lower is stronger).

        >>> round(Evaluator().get_five_card_rank_percentage(3325), 4)
        0.4456
        """
        return float(hand_rank) / float(LookupTable.MAX_HIGH_CARD)

    def hand_summary(self, board: list[int], hands: list[list[int]]) -> None:
        """Print each player's hand on the flop, turn and river, then who won and why.

        >>> board = [Card.new(c) for c in ("9h", "Ac", "Kd", "4s", "2c")]
        >>> hands = [[Card.new("9d"), Card.new("Qc")], [Card.new("9s"), Card.new("Jd")]]
        >>> Evaluator().hand_summary(board, hands)
        ---- FLOP 9♥ A♣ K♦ ----
        Player 1: Pair, rank 4426, stronger than 40.7% of five-card classes
        Player 2: Pair, rank 4427, stronger than 40.7% of five-card classes
        ---- TURN 9♥ A♣ K♦ 4♠ ----
        Player 1: Pair, rank 4426, stronger than 40.7% of five-card classes
        Player 2: Pair, rank 4427, stronger than 40.7% of five-card classes
        ---- RIVER 9♥ A♣ K♦ 4♠ 2♣ ----
        Player 1: Pair, rank 4426, stronger than 40.7% of five-card classes
        Player 2: Pair, rank 4427, stronger than 40.7% of five-card classes
        Player 1 wins: both have a Pair of Nines; ... the third kicker decides, Queen against Jack.
        """
        from ...explanations.showdown import showdown

        if len(board) != self.BOARD_LENGTH:
            raise ValueError(f"hand_summary needs a board of {self.BOARD_LENGTH} cards")
        for shown, street in ((3, "FLOP"), (4, "TURN"), (5, "RIVER")):
            print(f"---- {street} {cards_str(_ids(board[:shown]), symbols=True)} ----")
            for i, hand in enumerate(hands):
                rank = self.evaluate(hand, board[:shown])
                name = self.class_to_string(self.get_rank_class(rank))
                strength = 1.0 - self.get_five_card_rank_percentage(rank)
                print(f"Player {i + 1}: {name}, rank {rank}, "
                      f"stronger than {strength:.1%} of five-card classes")
        print(showdown(_ids(board), [_ids(h) for h in hands]).text())


class PLOEvaluator(Evaluator):
    """treys' Omaha evaluator: exactly two of the hole cards and three of the board.

    >>> hole = [Card.new(c) for c in ("As", "Ks", "2d", "2c")]
    >>> PLOEvaluator().evaluate(hole, [Card.new(c) for c in ("Qs", "Js", "Ts", "2h", "3h")])
    1
    """

    #: Hole cards an Omaha hand has: 4.
    HAND_LENGTH = 4

    def evaluate(self, hand: Sequence[int], board: Sequence[int]) -> int:
        """treys' rank of the best Omaha hand: exactly two of the four hole cards and three of the board.

        >>> hand = [Card.new(c) for c in ("Ah", "Ad", "Kc", "7s")]
        >>> PLOEvaluator().evaluate(hand, [Card.new(c) for c in ("As", "Kd", "Kh", "2c", "3d")])
        167
        """
        h, b = _ids(hand), _ids(board)
        v = lib.hr_eval_omaha(bytes(h), len(h), bytes(b), len(b)) if len(h) <= 6 and len(b) <= 5 else 0
        if v:
            return _TOP - v
        raise TreysCardError(f"cannot evaluate Omaha hand {cards_str(h)} on {cards_str(b)}: "
                             "2 to 6 hole cards, 3 to 5 board cards, no card twice")


class Deck:
    """treys' ``Deck``: 52 treys card ints shuffled by ``random.Random(seed)``; ``draw(n)``
    pops ``n`` cards off the end (the same cards treys deals for the same seed).

    >>> deck = Deck(seed=1)
    >>> len(deck.draw(5)), len(deck.cards)
    (5, 47)
    """

    def __init__(self, seed: Optional[int] = None) -> None:
        self._random = Random(seed)
        self.shuffle()

    def shuffle(self) -> None:
        """Put all 52 cards back and shuffle them (with the deck's own seeded random source).

        >>> deck = Deck(seed=1)
        >>> _ = deck.draw(10)
        >>> deck.shuffle()
        >>> len(deck.cards)
        52
        """
        self.cards = Deck.GetFullDeck()
        self._random.shuffle(self.cards)

    def draw(self, n: int = 1) -> list[int]:
        """Take ``n`` cards off the deck, always as a list (as treys does).

        >>> deck = Deck(seed=1)
        >>> len(deck.draw(2)), isinstance(deck.draw(), list)
        (2, True)
        """
        return [self.cards.pop() for _ in range(n)]

    def __str__(self) -> str:
        return Card.ints_to_pretty_str(self.cards)

    @staticmethod
    def GetFullDeck() -> list[int]:  # noqa: N802 - treys' name
        """The 52 treys card ints, deuces first.

        >>> full = Deck.GetFullDeck()
        >>> len(full), Card.int_to_str(full[0])
        (52, '2s')
        """
        return [_STR_TO_INT[r + s] for r in _RANK_CHARS for s in _SUIT_BIT]

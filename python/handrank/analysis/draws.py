"""What two hole cards are on a Hold'em board: the made-hand class, the draws, the nuts
(``classify``), and the cards that improve them (``outs``).

>>> c = classify("As Ks", "Qs Js 2d")
>>> c.made, c.draws, c.nuts
('overcards', ('flush_draw', 'nut_flush_draw', 'gutshot', 'overcards'), False)
>>> print(c)
High Card, Ace, overcards; draws: flush draw, nut flush draw, gutshot, overcards
>>> o = outs("As Ks", "Qs Js 2d")       # 8 flush cards, the royal's Ts, 3 tens, 6 aces and kings
>>> len(o), pretty(o.by_category[Category.FLUSH])
(18, '9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠')

The vocabulary is the specification's (``analysis.md``). The category is the best five of all
cards, as ``evaluate`` gives it; the class says what the hole cards add, judged on the pairs
(trips, ...) that play in the best five, against the board's distinct ranks, highest first:

- high card: ``overcards``, ``ace_high``, ``nothing``; pair: ``overpair``, ``top_pair``,
  ``second_pair``, ``third_pair``, ``bottom_pair``, ``pocket_between``, ``underpair``,
  ``board_pair``; two pair: ``top_two``, ``top_and_bottom``, ``top_and_other``, ``bottom_two``,
  ``two_other``, ``pocket_and_board_pair``, ``one_card_and_board_pair``, ``board_two_pair``;
  three of a kind: ``set``, ``trips``, ``board_trips``. Where two classes fit, the first in
  this order is taken (ace-king on a low board is ``overcards``, not ``ace_high``).
  The stronger categories have no finer class: theirs is the category's name (``straight``,
  ``flush``, ``full_house``, ``four_of_a_kind``, ``straight_flush``), and ``uses`` says how
  many hole cards play.
- draws (flop and turn; a draw counts only if the hand is not already that category or better
  and the hand it would make uses a hole card): ``flush_draw``, ``nut_flush_draw``,
  ``backdoor_flush_draw`` (flop: exactly three of a suit), ``gutshot``, ``open_ended``,
  ``double_gutter``, ``backdoor_straight_draw`` (flop: a straight that needs both the turn and
  the river), ``overcards`` (not once the hand is a straight or better: pairing an overcard
  would not improve it).
- ``uses``: the fewest hole cards over the best fives; ``nuts``: no other two cards, with the
  cards seen, make a better hand on this board.

Outs: the unseen cards that, dealt next, raise the category above both the category now and
the one the board alone makes with that card (a royal counts as a straight flush); against a
known hand (``vs=``), the cards after which the hero wins or ties where he loses now, ``clean``
those after which he wins outright.
"""

from __future__ import annotations

import math
import numbers
import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Optional, cast

from .._core import lib
from ..cards import CardError, Cards, CardSpec, card_str, cards, cards_str, pretty
from ..errors import HandrankError
from ..evaluators.shortdeck import decode_shortdeck
from ..registry import Game, adopt
from ..registry import game as _game
from ..text import results as _results
from ..text.analysis import breakdown_head, decimal
from ..text.hands import TextKey, cap, check_lang, main_text, words
from ..values import Category, category, decode

__all__ = ["DRAWS", "MADE_CLASSES", "AnalysisError", "Breakdown", "HandClass", "Outs", "breakdown",
           "classify", "outs"]

MADE_CLASSES: dict[Category, tuple[str, ...]] = {
    Category.HIGH_CARD: ("overcards", "ace_high", "nothing"),
    Category.PAIR: ("overpair", "top_pair", "bottom_pair", "second_pair", "third_pair", "pocket_between",
                    "underpair", "board_pair"),
    Category.TWO_PAIR: ("top_two", "top_and_bottom", "top_and_other", "bottom_two", "two_other",
                        "pocket_and_board_pair", "one_card_and_board_pair", "board_two_pair"),
    Category.THREE_OF_A_KIND: ("set", "trips", "board_trips"),
}
DRAWS = ("flush_draw", "nut_flush_draw", "backdoor_flush_draw", "gutshot", "open_ended", "double_gutter",
         "wrap", "backdoor_straight_draw", "overcards")

class AnalysisError(HandrankError):
    """Bad input to ``classify`` or ``outs``: the message names the card and why.

    >>> classify("As Ks", "Qs Js")
    Traceback (most recent call last):
    ...
    handrank.analysis.draws.AnalysisError: the board has 2 cards: a flop, turn or river has 3 to 5
    """


def _rank(c: int) -> int:
    return c >> 2


def _suit(c: int) -> int:
    return c & 3


def _mask(ids: Sequence[int]) -> int:
    m = 0
    for c in ids:
        m |= 1 << c
    return m


def _value(ids: Sequence[int]) -> int:
    return cast(int, lib.hr_eval_mask(_mask(ids)))


_C = Category
# the categories weakest first under each high ranking (handrank.registry's Game.high; a royal
# flush counts as a straight flush)
_ORDERS = {
    "standard": tuple(Category)[:9],
    "shortdeck": (_C.HIGH_CARD, _C.PAIR, _C.TWO_PAIR, _C.THREE_OF_A_KIND, _C.STRAIGHT, _C.FULL_HOUSE,
                  _C.FLUSH, _C.FOUR_OF_A_KIND, _C.STRAIGHT_FLUSH),
    "shortdeck-triton": (_C.HIGH_CARD, _C.PAIR, _C.TWO_PAIR, _C.STRAIGHT, _C.THREE_OF_A_KIND, _C.FULL_HOUSE,
                         _C.FLUSH, _C.FOUR_OF_A_KIND, _C.STRAIGHT_FLUSH),
}


class _Rules:
    """How a game's hands are read here: the value of hole cards on a board (Hold'em: the best
    five of all; short deck: on its ranking; Omaha: exactly two hole cards with three of the
    board), the categories in the game's order, its deck's ranks and the ranks of its straights
    (the ace also low: below the two, or in short deck below the six).

    >>> r = _Rules(_game("shortdeck"))
    >>> r.stronger(Category.FLUSH, Category.FULL_HOUSE), r.straight_top(sum(1 << x for x in (12, 4, 5, 6, 7)))
    (True, 7)
    """

    def __init__(self, g: Game) -> None:
        self.game = g
        self.omaha = g.uses is not None
        self.ranking = g.codes.get("ranking")
        order = _ORDERS[g.high or "standard"]
        self._place = {c: i for i, c in enumerate(order)}
        self._place[Category.ROYAL_FLUSH] = self._place[Category.STRAIGHT_FLUSH]
        self.low_rank = 4 if g.deck == 36 else 0  # the lowest rank of the deck
        self.ranks = tuple(range(self.low_rank, 13))
        self.seq = (12, *self.ranks)  # the straights' ranks in order, the ace also low
        self.deck = tuple(c for c in range(52) if c >> 2 >= self.low_rank)

    def value(self, hole: Sequence[int], board: Sequence[int]) -> int:
        """The hand's value on the game's scale (0 when the cards make no hand)."""
        if self.omaha:
            return cast(int, lib.hr_eval_omaha(bytes(hole), len(hole), bytes(board), len(board)))
        ids = tuple(hole) + tuple(board)
        if self.ranking is not None:
            return cast(int, lib.hr_sd_ids(bytes(ids), len(ids), self.ranking))
        return _value(ids)

    def decode(self, value: int) -> tuple[Category, tuple[int, ...]]:
        """``(category, ranks)`` of a value of the game's scale."""
        if self.ranking is not None:
            return decode_shortdeck(value, self.game.name)
        return decode(value)

    def text_key(self, value: int) -> TextKey:
        """What the hand texts read for a value of the game's scale."""
        return value if self.ranking is None else self.decode(value)

    def category(self, value: int) -> Category:
        return self.decode(value)[0] if self.ranking is not None else category(value)

    def place(self, cat: Category) -> int:
        """Where the category stands in the game's order (a royal flush as a straight flush)."""
        return self._place[cat]

    def stronger(self, a: Category, b: Category) -> bool:
        return self._place[a] > self._place[b]

    def cat(self, hole: Sequence[int], board: Sequence[int]) -> Category:
        """The category of a hand of 4 to 7 cards (4 cards: only pairs, trips, two pair and
        quads count; Omaha: ``hole`` and ``board`` apart, the board at least 3 cards)."""
        ids = tuple(hole) + tuple(board)
        if self.omaha or len(ids) >= 5:
            c = self.category(self.value(hole, board))
            return Category.STRAIGHT_FLUSH if c == Category.ROYAL_FLUSH else c
        return _pairs_category(ids)

    def straight_top(self, ranks: int) -> int:
        """The top rank of the highest straight in a 13-bit rank mask, or -1."""
        if self.low_rank == 0:
            return _straight_top(ranks)
        m = (ranks >> 4) << 1 | (ranks >> 12 & 1)  # bit 0: the ace below the six, bit k + 1: rank k + 4
        run = m & m >> 1 & m >> 2 & m >> 3 & m >> 4
        return run.bit_length() + 6 if run else -1


def _pairs_category(ids: Sequence[int]) -> Category:
    """The category four cards (or more) make by their ranks alone: pairs, trips, quads."""
    counts = sorted((sum(1 for x in ids if _rank(x) == r) for r in {_rank(x) for x in ids}), reverse=True)
    if counts[0] == 4:
        return Category.FOUR_OF_A_KIND
    if counts[0] == 3:
        return Category.THREE_OF_A_KIND
    if counts[0] == 2:
        return Category.TWO_PAIR if len(counts) > 1 and counts[1] == 2 else Category.PAIR
    return Category.HIGH_CARD


_HOLDEM = _Rules(_game("holdem"))


def _cat(ids: Sequence[int]) -> Category:
    """The category of 4 to 7 cards (4 cards: only pairs, trips, two pair, quads count)."""
    return _HOLDEM.cat(ids, ())


def _rules(game: Any, operation: str, values: Sequence[Any] = ()) -> _Rules:
    """The rules of ``game=`` (``None``: the game ``values`` carry, else Hold'em) for an
    operation, or an ``AnalysisError`` naming the game and what it has."""
    g = adopt(game, values, operation, error=AnalysisError)
    return _HOLDEM if g.name == "holdem" else _Rules(g)


@dataclass(frozen=True, repr=False)
class HandClass(_results.Result):
    """What ``classify`` found: ``category`` (of the best five), ``made`` (the class), ``draws``
    (in ``DRAWS`` order), ``uses`` (hole cards that play, the fewest over the best fives) and
    ``nuts``; ``hole`` and ``board`` as ``Cards``.

    >>> c = classify("Kh Kd", "Ks 9c 4d")
    >>> c.category, c.made, c.uses, c.nuts
    (<Category.THREE_OF_A_KIND: 3>, 'set', 2, True)
    >>> classify("9h 9d", "Ks 9c 4d").nuts          # a set of kings beats it
    False
    """

    #: The hole cards, as ``Cards``.
    hole: Cards
    #: The board, as ``Cards``.
    board: Cards
    #: The category of the best five.
    category: Category
    #: The made class (``"top_pair"``, ``"overpair"``, ``"set"``, ...).
    made: str
    #: The draws held, in ``DRAWS`` order.
    draws: tuple[str, ...]
    #: How many hole cards play (the fewest over the best fives).
    uses: int
    #: No other two hole cards make a better hand on this board.
    nuts: bool
    #: The value of the best five (1..7462; on the game's scale: short deck's 1..1404).
    value: int = field(default=0, repr=False)
    #: The game (its name in ``handrank.registry``).
    game: str = "holdem"

    def text(self, lang: str = "en") -> str:
        """The category, the class and the draws in words (``lang="ru"`` in Russian).

        >>> print(classify("Ah 5h", "Kh 9h 2c").text("ru"))
        Старшая карта — туз, старший туз; дро: флеш-дро, натсовое флеш-дро, бэкдор-стрит-дро
        """
        check_lang(lang)
        w = words(lang).ANALYSIS
        rules = _HOLDEM if self.game == "holdem" else _Rules(_game(self.game))
        head = cap(main_text(rules.text_key(self.value), lang))
        made = "" if self.made not in w else ", " + w[self.made]
        draws = w["draws"] + ", ".join(w[d] for d in self.draws) if self.draws else ""
        return str(head + made + w["uses"].get(self.uses, "") + (w["nuts"] if self.nuts else "") + draws)

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> classify("Kh Kd", "Ks 9c 4d")
        <HandClass Kh Kd on Ks 9c 4d: set, THREE_OF_A_KIND, uses 2, nuts>
        """
        draws = f", draws {' '.join(self.draws)}" if self.draws else ""
        return (f"{cards_str(self.hole)} on {cards_str(self.board)}: {self.made}, {self.category.name}, "
                f"uses {self.uses}{', nuts' if self.nuts else ''}{draws}")

    def _html_body(self) -> str:
        """The cards, the made hand, the draws, how many hole cards play and the nuts."""
        from ..cards import cards_html
        from ..text import html
        w, t = words("en").ANALYSIS, _results.word
        draws = ", ".join(w[d] for d in self.draws) or "-"
        return html.pairs([(t("hole"), cards_html(self.hole)), (t("board"), cards_html(self.board)),
                           (t("hand"), f"<b>{html.esc(cap(main_text(self.value, 'en')))}</b>"),
                           (t("made"), html.esc(w.get(self.made, self.made.replace("_", " ")))),
                           (t("draws"), html.esc(draws)), (t("uses"), str(self.uses)),
                           (t("nuts"), html.esc(t("yes") if self.nuts else t("no")))])

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the cards, ``category``, ``made``, ``draws``, ``uses``, ``nuts``, ``value``.

        >>> classify("Kh Kd", "Ks 9c 4d").to_dict()["made"]
        'set'
        """
        return {"hole": self.hole, "board": self.board, "category": self.category, "made": self.made,
                "draws": self.draws, "uses": self.uses, "nuts": self.nuts, "value": self.value}


@dataclass(frozen=True, repr=False)
class Outs(_results.TableResult):
    """What ``outs`` found: ``cards`` (every out, as ``Cards``), ``by_category`` (the outs by
    the category each makes), and against a known hand ``clean`` (the outs that win outright).
    ``len()`` is the number of outs.

    >>> o = outs("Ah Kh", "Qh 7h 2c 3d", vs="Qs Qd")   # 3h and 2h fill the set up
    >>> len(o), len(o.clean), pretty(o.by_category[Category.FLUSH])
    (7, 7, 'J♥ 10♥ 9♥ 8♥ 6♥ 5♥ 4♥')
    """

    #: Every out, as ``Cards``.
    cards: Cards
    #: The outs by the category each one makes.
    by_category: dict[Category, Cards]
    #: Against a known hand: the outs that win outright (else ``None``).
    clean: Optional[Cards] = None

    def __len__(self) -> int:
        return len(self.cards)

    def text(self, lang: str = "en") -> str:
        """The count, the clean count against a hand, and the outs by what they make.

        >>> print(outs("8s 7s", "6d 5c Kh Qs"))
        14 outs: Straight 9♠ 9♥ 9♦ 9♣ 4♠ 4♥ 4♦ 4♣; Pair 8♥ 8♦ 8♣ 7♥ 7♦ 7♣
        """
        check_lang(lang)
        w = words(lang).ANALYSIS
        n = len(self.cards)
        head = w["none"] if n == 0 else w["outs1"] if n == 1 else w["outs"].format(n=n)
        if self.clean is not None and n:
            head += " (" + w["clean"].format(n=len(self.clean)) + ")"
        groups = "; ".join(f"{words(lang).CATEGORY_NAMES[c]} {pretty(v)}" for c, v in
                           sorted(self.by_category.items(), reverse=True))
        return str(head + (": " + groups if groups else ""))

    def _summary(self) -> str:
        """What the one-line ``repr`` says.

        >>> outs("Ah Kh", "Qh 7h 2c 3d", vs="Qs Qd")
        <Outs 7 (7 clean): FLUSH Jh Th 9h 8h 6h 5h 4h>
        """
        clean = "" if self.clean is None else f" ({len(self.clean)} clean)"
        groups = "; ".join(f"{c.name} {cards_str(v)}"
                           for c, v in sorted(self.by_category.items(), reverse=True))
        return f"{len(self)}{clean}" + (f": {groups}" if groups else "")

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per out.

        >>> print(outs("8s 7s", "6d 5c Kh Qs").to_csv().splitlines()[:2])
        ['card,makes,clean', '9s,STRAIGHT,']
        """
        return ["card", "makes", "clean"]

    def records(self) -> list[list[Any]]:
        """A row per out: the card, the category it makes and, against a hand, whether it wins
        outright (``None`` without one).

        >>> outs("Ah Kh", "Qh 7h 2c 3d", vs="Qs Qd").records()[0]
        ['Jh', 'FLUSH', True]
        """
        makes = {c: cat for cat, cs in self.by_category.items() for c in cs}
        return [[card_str(c), makes[c].name if c in makes else None,
                 None if self.clean is None else c in self.clean] for c in self.cards]

    def _html_body(self) -> str:
        """The outs by the category each makes, as cards."""
        from ..cards import cards_html
        from ..text import html
        names = words("en").CATEGORY_NAMES
        rows = [[html.esc(names[c]), cards_html(v), str(len(v))]
                for c, v in sorted(self.by_category.items(), reverse=True)]
        out = html.table([_results.word("makes"), _results.word("outs"), ""], rows, right=[2])
        if self.clean is not None:
            out += html.pairs([(_results.word("clean"), cards_html(self.clean))])
        return out

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: ``count``, the ``cards``, ``by_category`` and ``clean``.

        >>> outs("8s 7s", "6d 5c Kh Qs").to_dict()["count"]
        14
        """
        return {"count": len(self), "cards": self.cards, "by_category": self.by_category, "clean": self.clean}


def _ids(what: str, spec: CardSpec) -> tuple[int, ...]:
    try:
        return tuple(cards(spec))
    except CardError as e:
        raise AnalysisError.within(what, e) from None


def _check(hole: CardSpec, board: CardSpec, dead: CardSpec = (), vs: Optional[CardSpec] = None,
           boards: tuple[int, ...] = (3, 4, 5), rules: _Rules = _HOLDEM) -> tuple[tuple[int, ...], ...]:
    h, b, d = _ids("hole", hole), _ids("board", board), _ids("dead", dead)
    v = _ids("vs", vs) if vs is not None else ()
    g = rules.game
    n = g.hole
    if len(h) != n:
        who = "Hold'em hole cards are two" if g.name == "holdem" else f"{g.name} deals {n} hole cards"
        raise AnalysisError(f"the hole has {len(h)} cards: {who}").worded(
            "hole.count", got=len(h), hole=n, game=g.name)
    if len(b) not in boards:
        where = ("a flop, turn or river has 3 to 5" if boards == (3, 4, 5) else
                 "outs are counted on a flop or a turn (3 or 4)")
        raise AnalysisError(f"the board has {len(b)} cards: {where}")
    if vs is not None and len(v) != n:
        raise AnalysisError(f"vs has {len(v)} cards: the villain's hand is {n} hole cards")
    seen: dict[int, str] = {}
    for what, ids in (("hole", h), ("board", b), ("vs", v), ("dead", d)):
        for c in ids:
            if c in seen:
                raise AnalysisError(f"{what}: card {card_str(c)} is also in the {seen[c]}")
            if c >> 2 < rules.low_rank:
                raise AnalysisError(f"{what}: card {card_str(c)} is not in the short deck of {g.name!r} "
                                    "(sixes to aces)")
            seen[c] = what
    return h, b, v, d


def _straight_top(ranks: int) -> int:
    """The top rank of the highest five consecutive ranks in a 13-bit rank mask (the ace also
    low), or -1."""
    m = (ranks << 1) | (ranks >> 12 & 1)  # bit 0: the ace as a one, bit r + 1: rank r
    run = m & m >> 1 & m >> 2 & m >> 3 & m >> 4
    return run.bit_length() + 2 if run else -1


def _uses(hole: tuple[int, ...], board: tuple[int, ...], value: int, rules: _Rules = _HOLDEM) -> int:
    if rules.omaha:
        return 2
    every = hole + board
    best = 2
    for five in combinations(every, 5):
        if rules.value(five, ()) == value:
            best = min(best, sum(1 for c in five if c in hole))
    return best


def _playing_groups(value: int, cat: Category, rules: _Rules = _HOLDEM) -> list[int]:
    """The ranks of the pairs (or the trips) that play in the best five, highest first."""
    ranks = rules.decode(value)[1]
    return [ranks[0], ranks[2]] if cat == Category.TWO_PAIR else [ranks[0]]


def _playing_hole(hole: tuple[int, ...], board: tuple[int, ...], value: int) -> tuple[int, ...]:
    """Omaha: the first two hole cards (in the order given) that make ``value`` with three of
    the board."""
    for two in combinations(hole, 2):
        if lib.hr_eval_omaha(bytes(two), 2, bytes(board), len(board)) == value:
            return two
    raise AssertionError("no two hole cards make the Omaha value")  # pragma: no cover


def _made(hole: tuple[int, ...], board: tuple[int, ...], value: int, cat: Category,
          rules: _Rules = _HOLDEM) -> str:
    hr_, br = [_rank(c) for c in hole], sorted({_rank(c) for c in board}, reverse=True)
    if cat == Category.HIGH_CARD:
        if min(hr_) > br[0]:
            return "overcards"
        return "ace_high" if 12 in hr_ else "nothing"
    if cat == Category.PAIR:
        return _made_pair(hr_, br, value, rules)
    if cat == Category.TWO_PAIR:
        return _made_two_pair(hr_, br, board, value, rules)
    if cat == Category.THREE_OF_A_KIND:
        (r,) = _playing_groups(value, cat, rules)
        held = sum(1 for x in hr_ if x == r)
        return "set" if held == 2 else "trips" if held == 1 else "board_trips"
    return cat.name.lower()


def _made_pair(hr_: list[int], br: list[int], value: int, rules: _Rules = _HOLDEM) -> str:
    """The class of a pair: ``hr_`` the hole ranks, ``br`` the board's distinct ranks, highest first."""
    (r,) = _playing_groups(value, Category.PAIR, rules)
    if hr_[0] == hr_[1] and r == hr_[0]:
        if r > br[0]:
            return "overpair"
        return "underpair" if r < br[-1] else "pocket_between"
    if r not in hr_:
        return "board_pair"
    if r == br[0]:
        return "top_pair"
    if r == br[-1] and len(br) >= 2:
        return "bottom_pair"
    return "second_pair" if r == br[1] else "third_pair"


def _made_two_pair(hr_: list[int], br: list[int], board: tuple[int, ...], value: int,
                   rules: _Rules = _HOLDEM) -> str:
    """The class of two pair: which of the board's distinct ranks ``br`` the hole cards pair."""
    groups = _playing_groups(value, Category.TWO_PAIR, rules)
    board_count = {r: sum(1 for c in board if _rank(c) == r) for r in groups}
    if hr_[0] == hr_[1] and hr_[0] in groups:
        return "pocket_and_board_pair"
    paired_by_hole = [r for r in groups if r in hr_ and board_count[r] == 1]
    if len(paired_by_hole) != 2:
        return "one_card_and_board_pair" if paired_by_hole else "board_two_pair"
    i, j = sorted(br.index(r) for r in paired_by_hole)
    last = len(br) - 1
    if (i, j) == (0, 1):
        return "top_two"
    if (i, j) == (0, last):
        return "top_and_bottom"
    if i == 0:
        return "top_and_other"
    return "bottom_two" if (i, j) == (last - 1, last) else "two_other"


def _draws(hole: tuple[int, ...], board: tuple[int, ...], cat: Category, rules: _Rules = _HOLDEM
           ) -> tuple[str, ...]:
    if len(board) == 5:
        return ()
    found: set[str] = set()
    if rules.omaha:
        if rules.stronger(Category.FLUSH, cat):
            found |= _omaha_flush_draws(hole, board)
        if rules.stronger(Category.STRAIGHT, cat):
            found |= _omaha_straight_draws(hole, board, rules)
        return tuple(d for d in DRAWS if d in found)
    if rules.stronger(Category.FLUSH, cat):
        found |= _flush_draws(hole, board)
    if rules.stronger(Category.STRAIGHT, cat):
        found |= _straight_draws(hole, board, rules)
        hr_ = [_rank(c) for c in hole]
        if hr_[0] != hr_[1] and not ({*hr_} & {_rank(c) for c in board}) \
                and min(hr_) > max(_rank(c) for c in board):
            found.add("overcards")
    return tuple(d for d in DRAWS if d in found)


def _flush_draws(hole: tuple[int, ...], board: tuple[int, ...]) -> set[str]:
    """Four of a suit with a hole card (the nut flush draw when a hole card is the highest rank
    of the suit not on the board), or on the flop three."""
    found: set[str] = set()
    every = hole + board
    for s in range(4):
        suited = [c for c in every if _suit(c) == s]
        mine = [c for c in hole if _suit(c) == s]
        if not mine:
            continue
        if len(suited) == 4:
            found.add("flush_draw")
            missing = [r for r in range(12, -1, -1) if r not in {_rank(c) for c in board if _suit(c) == s}]
            if missing and missing[0] in {_rank(c) for c in mine}:
                found.add("nut_flush_draw")
        elif len(suited) == 3 and len(board) == 3:
            found.add("backdoor_flush_draw")
    return found


def _omaha_flush_draws(hole: tuple[int, ...], board: tuple[int, ...]) -> set[str]:
    """Omaha: two hole cards of a suit or more with two of it on the board (a flush with one
    more), the nut flush draw when a hole card of it is the highest rank of the suit not on the
    board; on the flop, with one of it on the board, a backdoor flush draw."""
    found: set[str] = set()
    for s in range(4):
        mine = {_rank(c) for c in hole if _suit(c) == s}
        on_board = {_rank(c) for c in board if _suit(c) == s}
        if len(mine) < 2:
            continue
        if len(on_board) == 2:
            found.add("flush_draw")
            missing = [r for r in range(12, -1, -1) if r not in on_board]
            if missing[0] in mine:
                found.add("nut_flush_draw")
        elif len(on_board) == 1 and len(board) == 3:
            found.add("backdoor_flush_draw")
    return found


def _open_ended(completing: set[int], held: set[int], rules: _Rules) -> bool:
    """Four ranks in a row held (in the game's straights, the ace also low) with a completing
    rank at each end."""
    seq = rules.seq
    return any(all(r in held for r in seq[i:i + 4]) and seq[i - 1] in completing and seq[i + 4] in completing
               for i in range(1, len(seq) - 4))


def _straight_draws(hole: tuple[int, ...], board: tuple[int, ...], rules: _Rules = _HOLDEM) -> set[str]:
    """The straight draws: by the ranks that would complete a straight using a hole card (one:
    a gutshot; two ends of four in a row: open-ended; else a double gutter), or on the flop two
    ranks that would together (backdoor)."""
    held = {_rank(c) for c in hole + board}
    ranks, board_ranks = sum(1 << r for r in held), sum(1 << r for r in {_rank(c) for c in board})

    def makes(extra: int) -> bool:  # a straight that needs a hole card
        top = rules.straight_top(ranks | extra)
        return top >= 0 and rules.straight_top(board_ranks | extra) != top

    completing = {r for r in rules.ranks if makes(1 << r)}
    if len(completing) == 1:
        return {"gutshot"}
    if completing:  # four in a row held (2345 .. TJQK), a completing rank at each end (the ace low too)
        return {"open_ended" if _open_ended(completing, held, rules) else "double_gutter"}
    if len(board) == 3 and any(makes(1 << a | 1 << b) for a, b in combinations(rules.ranks, 2)):
        return {"backdoor_straight_draw"}
    return set()


def _omaha_straight(hole_ranks: set[int], board_ranks: set[int], rules: _Rules) -> bool:
    """Whether two hole ranks and three board ranks make five in a row (the ace also low)."""
    seq = rules.seq
    for i in range(len(seq) - 4):
        window = set(seq[i:i + 5])
        if len(window) < 5:
            continue
        for two in combinations(sorted(window & hole_ranks), 2):
            if window - set(two) <= board_ranks:
                return True
    return False


def _omaha_straight_draws(hole: tuple[int, ...], board: tuple[int, ...], rules: _Rules) -> set[str]:
    """Omaha's straight draws: the ranks that, on the board, would give two hole cards and three
    board cards five in a row: one, a gutshot; two at the ends of four in a row, open-ended;
    two otherwise, a double gutter; three or more, a wrap; none, on the flop two ranks that
    together would (backdoor)."""
    mine, on_board = {_rank(c) for c in hole}, {_rank(c) for c in board}
    completing = {r for r in rules.ranks if _omaha_straight(mine, on_board | {r}, rules)}
    if len(completing) == 1:
        return {"gutshot"}
    if len(completing) == 2:
        return {"open_ended" if _open_ended(completing, mine | on_board, rules) else "double_gutter"}
    if completing:
        return {"wrap"}
    if len(board) == 3 and any(_omaha_straight(mine, on_board | {a, b}, rules)
                               for a, b in combinations(rules.ranks, 2)):
        return {"backdoor_straight_draw"}
    return set()


def _nuts(hole: tuple[int, ...], board: tuple[int, ...], value: int, rules: _Rules = _HOLDEM) -> bool:
    """No two unseen cards of the game's deck (in Omaha: two of another player's hole cards,
    which play with three of the board) make a better hand on this board."""
    seen = _mask(hole + board)
    live = [c for c in rules.deck if not seen >> c & 1]
    if rules is _HOLDEM:
        bm = _mask(board)
        return all(lib.hr_eval_mask(bm | 1 << a | 1 << b) <= value for a, b in combinations(live, 2))
    return all(rules.value((a, b), board) <= value for a, b in combinations(live, 2))


def classify(hole: CardSpec, board: CardSpec, *, game: Optional[str] = None) -> HandClass:
    """The made-hand class, the draws and whether the hand is the nuts, for two Hold'em hole
    cards on a flop, turn or river (the vocabulary of the module's docstring).

    ``game=``: any board game of ``handrank.registry`` with one winner (an alias too): short
    deck reads the hand on its ranking and 36 cards (``A-6-7-8-9`` the lowest straight; a flush
    draw counts for a full house, which a flush beats); an Omaha game classifies the two hole
    cards that play (``uses`` is 2), its draws those two hole cards and three of the board
    could make (a ``wrap`` when three ranks or more complete a straight; no ``overcards``), and
    its nuts what any two unseen cards could make with the board.

    >>> classify("Ah Qd", "Qs 7c 2h").made, classify("Ah Qd", "Qs 7c 2h 2d").made
    ('top_pair', 'one_card_and_board_pair')
    >>> classify("7h 6h", "8h 9c 2h").draws
    ('flush_draw', 'open_ended')
    >>> c = classify("As 8d", "9c 7d 6h", game="shortdeck")      # A-6-7-8-9: the lowest straight
    >>> c.category.name, c.made, c.nuts
    ('STRAIGHT', 'straight', False)
    >>> classify("Jh Th 9c 2d", "8h 7s 2h", game="omaha").draws
    ('flush_draw', 'wrap')
    """
    rules = _rules(game, "classify")
    h, b, _, _ = _check(hole, board, rules=rules)
    value = rules.value(h, b)
    cat = rules.category(value)
    two = _playing_hole(h, b, value) if rules.omaha else h
    return HandClass(Cards(h), Cards(b), cat, _made(two, b, value, cat, rules), _draws(h, b, cat, rules),
                     _uses(h, b, value, rules), _nuts(h, b, value, rules), value, rules.game.name)


def outs(hole: CardSpec, board: CardSpec, vs: Optional[CardSpec] = None, dead: CardSpec = (), *,
         game: Optional[str] = None) -> Outs:
    """The outs of two hole cards on a flop or a turn: the unseen cards that, dealt next, make a
    better category than now and than the board alone makes with them; with ``vs`` (the
    villain's two cards), the cards after which the hero wins or ties where he loses now.

    ``game=``: as ``classify``'s. Short deck counts the cards of its deck and its order of the
    categories; in an Omaha game the hole cards and ``vs`` are the game's, and the outs those
    that raise the category of the Omaha hand (two hole cards with three of the board, which
    never plays alone).

    >>> o = outs("Ah Kh", "Qh 7h 2c")
    >>> len(o), sorted(o.by_category)
    (15, [<Category.PAIR: 1>, <Category.FLUSH: 5>])
    >>> len(outs("As Ad", "Ks Kd 2c", vs="Kh Qh"))      # drawing to the case ace: 1 out
    2
    >>> len(outs("Ah Kh", "Qh 7h 6c", game="shortdeck"))   # 5 hearts of the 36 cards, 3 aces, 3 kings
    11
    """
    rules = _rules(game, "outs")
    h, b, v, d = _check(hole, board, dead, vs, boards=(3, 4), rules=rules)
    seen = _mask(h + b + v + d)
    live = [c for c in reversed(rules.deck) if not seen >> c & 1]
    found: list[int] = []
    groups: dict[Category, list[int]] = {}
    clean: list[int] = []
    if vs is None:
        now = rules.cat(h, b)
        for c in live:
            after = rules.cat(h, b + (c,))
            if rules.stronger(after, now) and (rules.omaha or rules.stronger(after, rules.cat(b + (c,), ()))):
                found.append(c)
                groups.setdefault(rules.category(rules.value(h, b + (c,))), []).append(c)
    else:
        if rules.value(h, b) >= rules.value(v, b):
            return Outs(Cards(()), {}, Cards(()))
        for c in live:
            mine, theirs = rules.value(h, b + (c,)), rules.value(v, b + (c,))
            if mine >= theirs:
                found.append(c)
                groups.setdefault(rules.category(mine), []).append(c)
                if mine > theirs:
                    clean.append(c)
    return Outs(Cards(found), {k: Cards(x) for k, x in groups.items()},
                None if vs is None else Cards(clean))


@dataclass(frozen=True, repr=False)
class Breakdown(_results.TableResult):
    """A range on a board: the weighted number of combos in each made class (``made``), each
    category (``categories``) and each draw (``draws``; a combo may hold several), after card
    removal; ``total`` the weight of the combos left, ``combos`` how many they are.

    >>> b = breakdown([(51, 47, 1.0), (50, 46, 1.0), (49, 48, 0.5)], "Qs Js 2d")
    >>> b.combos, b.total, b.made, b.draws["flush_draw"]
    (3, 2.5, {'overcards': 2.0, 'overpair': 0.5}, 1.0)
    """

    #: The board, as ``Cards``.
    board: Cards
    #: The weight of the range's combos left after card removal.
    total: float
    #: How many combos are left after card removal.
    combos: int
    #: The weight of the combos in each made class.
    made: dict[str, float]
    #: The weight of the combos in each category of the best five.
    categories: dict[Category, float]
    #: The weight of the combos holding each draw (a combo may hold several).
    draws: dict[str, float]

    def text(self, lang: str = "en") -> str:
        """One line per class and per draw: the weighted combos and their share of the range.

        >>> print(breakdown([(51, 47, 1.0), (50, 46, 1.0)], "Qs Js 2d").text())
        2 combos on Q♠ J♠ 2♦
          overcards                                             2.0  100.0%
        draws:
          flush draw                                            1.0   50.0%
          nut flush draw                                        1.0   50.0%
          gutshot                                               2.0  100.0%
          overcards                                             2.0  100.0%
        """
        check_lang(lang)
        w = words(lang).ANALYSIS
        head = breakdown_head(self.combos, pretty(self.board), lang)
        dec = decimal(lang)

        def line(name: str, x: float) -> str:
            share = 100 * x / self.total if self.total else 0.0
            return f"  {name:<48} {x:8.1f} {share:6.1f}%".replace(".", dec)

        order = [m for cat in sorted(MADE_CLASSES, reverse=True) for m in MADE_CLASSES[cat]]
        rows = [line(w.get(m, m.replace("_", " ")), x) for m, x in
                sorted(self.made.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else -1)]
        draws = [line(w[d], self.draws[d]) for d in DRAWS if d in self.draws]
        tail = [w["draws"].strip("; ").rstrip(": ") + ":", *draws] if draws else []
        return "\n".join([head, *rows] + tail)

    def _summary(self) -> str:
        """What the one-line ``repr`` says: the combos, the board and the largest classes.

        >>> breakdown([(51, 47, 1.0), (50, 46, 1.0)], "Qs Js 2d")  # doctest: +NORMALIZE_WHITESPACE
        <Breakdown 2 combos (2.0 weighted) on Qs Js 2d: overcards 2.0; draws: gutshot 2.0, overcards 2.0,
        flush_draw 1.0, nut_flush_draw 1.0>
        """
        top = sorted(self.made.items(), key=lambda kv: -kv[1])[:4]
        draws = sorted(self.draws.items(), key=lambda kv: -kv[1])[:4]
        made = ", ".join(f"{k} {v:.1f}" for k, v in top)
        drawn = "; draws: " + ", ".join(f"{k} {v:.1f}" for k, v in draws) if draws else ""
        return f"{self.combos} combos ({self.total:.1f} weighted) on {cards_str(self.board)}: {made}{drawn}"

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per made class, category and draw.

        >>> breakdown([(51, 47, 1.0), (50, 46, 1.0)], "Qs Js 2d").header()
        ['kind', 'name', 'weight', 'share']
        """
        return ["kind", "name", "weight", "share"]

    def records(self) -> list[list[Any]]:
        """A row per made class, category and draw: the kind (``made``, ``category``, ``draw``),
        its name, the weight of its combos and their share of the range.

        >>> breakdown([(51, 47, 1.0), (50, 46, 1.0)], "Qs Js 2d").records()[:2]
        [['made', 'overcards', 2.0, 1.0], ['category', 'HIGH_CARD', 2.0, 1.0]]
        """
        def share(x: float) -> float:
            return x / self.total if self.total else 0.0

        order = [m for cat in sorted(MADE_CLASSES, reverse=True) for m in MADE_CLASSES[cat]]
        made = sorted(self.made.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else -1)
        return ([["made", m, x, share(x)] for m, x in made]
                + [["category", c.name, x, share(x)]
                   for c, x in sorted(self.categories.items(), reverse=True)]
                + [["draw", d, self.draws[d], share(self.draws[d])] for d in DRAWS if d in self.draws])

    def _html_body(self) -> str:
        """The board, then a bar per made class and per draw: its share of the range."""
        from ..cards import cards_html
        from ..text import html
        w = words("en").ANALYSIS
        rows = [[html.esc(kind), html.esc(w.get(name, name.replace("_", " ")) if kind != "category"
                                          else words("en").CATEGORY_NAMES[Category[name]]),
                 f"{x:,.1f}", html.bar(s)] for kind, name, x, s in self.records()]
        head = html.pairs([(_results.word("board"), cards_html(self.board)),
                           (_results.word("weight"), f"{self.combos:,} ({self.total:,.1f})")])
        t = _results.word
        return head + html.table(["", t("class"), t("weight"), t("share")], rows, right=[2])

    def to_dict(self) -> dict[str, object]:
        """Plain data (what ``--json`` prints).

        >>> from handrank import Range
        >>> d = breakdown(Range("QQ+").combos, "Qd 7c 2s").to_dict()
        >>> d["board"], d["combos"], d["categories"]
        (['Qd', '7c', '2s'], 15, {'PAIR': 12.0, 'THREE_OF_A_KIND': 3.0})
        """
        return {"board": cards_str(self.board).split(), "total": self.total, "combos": self.combos,
                "made": dict(self.made),
                "categories": {c.name: x for c, x in sorted(self.categories.items())},
                "draws": dict(self.draws)}


def _combo(combo: Any, n: int = 2) -> tuple[tuple[int, ...], float]:
    """A breakdown's combo ``(id, ..., id, weight)`` checked: ``n`` distinct card ids 0 .. 51
    (ints, NumPy's too) and a finite weight of at least 0."""
    shown = repr(combo)
    shown = shown if len(shown) <= 60 else shown[:60] + "…"
    what = "Hold'em combo is two" if n == 2 else f"combo of this game is {n}"
    try:
        *hole, w = combo
        ids = tuple(operator.index(c) for c in hole)
        if isinstance(w, (bool, str, bytes)) or not isinstance(w, numbers.Real):
            raise TypeError
    except (TypeError, ValueError):
        raise AnalysisError(f"{shown}: a {what} card ids and a weight") from None
    if len(ids) != n or len(set(ids)) != n or not all(0 <= c < 52 for c in ids):
        raise AnalysisError(f"{shown}: a {what} distinct card ids (0 .. 51) and a weight")
    weight = float(w)
    if not (math.isfinite(weight) and weight >= 0):
        raise AnalysisError(f"{shown}: the weight is a finite number, 0 or more")
    return ids, weight


def breakdown(combos: Sequence[tuple[Any, ...]], board: CardSpec, dead: CardSpec = (), *,
              game: str = "holdem") -> Breakdown:
    """The breakdown of combos ``(hi_id, lo_id, weight)`` on a board (what ``Range.breakdown``
    returns): the combos that share a card with the board or ``dead`` are removed, the rest
    counted by class, category and draw, with their weights. ``game=``: as ``classify``'s (an
    Omaha game's combos are its hole cards and a weight; short deck's are read on its
    ranking, a combo holding a two to five is not of its deck and dropped).

    >>> breakdown([(51, 47, 1.0), (45, 41, 1.0)], "Qs Js 2d").categories
    {<Category.HIGH_CARD: 0>: 1.0, <Category.PAIR: 1>: 1.0}
    >>> breakdown([(48, 24, 1.0)], "9c 7d 6h", game="shortdeck").categories   # A-6-7-8-9
    {<Category.STRAIGHT: 4>: 1.0}
    """
    rules = _rules(game, "breakdown")
    b, d = _ids("board", board), _ids("dead", dead)
    if len(b) not in (3, 4, 5):
        raise AnalysisError(f"the board has {len(b)} cards: a flop, turn or river has 3 to 5")
    seen = _mask(b + d)
    if len(set(b + d)) != len(b + d):
        raise AnalysisError(f"the board and the dead cards share a card: {cards_str(b)} / {cards_str(d)}")
    low = next((c for c in b + d if c >> 2 < rules.low_rank), None)
    if low is not None:
        raise AnalysisError(f"card {card_str(low)} is not in the short deck of {rules.game.name!r} "
                            "(sixes to aces)")
    made: dict[str, float] = {}
    cats: dict[Category, float] = {}
    draws: dict[str, float] = {}
    total, n = 0.0, 0
    if isinstance(combos, (str, bytes)) or not isinstance(combos, Iterable):
        raise AnalysisError(f"combos: a list of (hi_id, lo_id, weight), not {type(combos).__name__}")
    for combo in combos:
        h, w = _combo(combo, rules.game.hole)
        if any(seen >> c & 1 or c >> 2 < rules.low_rank for c in h):
            continue
        value = rules.value(h, b)
        cat = rules.category(value)
        two = _playing_hole(h, b, value) if rules.omaha else h
        m = _made(two, b, value, cat, rules)
        made[m] = made.get(m, 0.0) + w
        cats[cat] = cats.get(cat, 0.0) + w
        for x in _draws(h, b, cat, rules):
            draws[x] = draws.get(x, 0.0) + w
        total += w
        n += 1
    return Breakdown(Cards(b), total, n, made, dict(sorted(cats.items())),
                     {x: draws[x] for x in DRAWS if x in draws})

"""Showdowns: who wins, and the card that decided it, as data and as a dealer would say it.

>>> r = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
>>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank, r.decision.loser_rank
([0], 'kicker', 3, 'Q', 'J')
>>> for part in r.text().split("; "): print(part)
Player 1 wins: both have a Pair of Nines
Ace and King kickers are shared on the board
the third kicker decides, Queen against Jack.
>>> for part in r.text("ru").split("; "): print(part)
Побеждает игрок 1: у обоих пара девяток
туз и король — общие кикеры на столе
решает третий кикер: дама против валета.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Protocol, Union, overload

from .._core import lib
from ..cards import RANKS, CardError, CardSpec, cards, cards_str
from ..evaluators.high import evaluate_omaha
from ..text import ru
from ..text.en import CATEGORY_NAMES, RANK_NAMES, RANK_PLURALS
from ..values import MAIN_CARDS, Category
from .hand import ARTICLE, Explanation, check_lang, hand_text, main_text, omaha_five
from .pots import Pot, award_pots, split_pot

if TYPE_CHECKING:
    from ..evaluators.low import Scheme
    from .low_showdown import LowShowdown

__all__ = ["Decision", "Ranked", "Showdown", "ShowdownError", "decide", "showdown"]


class ShowdownError(ValueError):
    """A showdown that cannot be dealt: too few players, a card twice, a wrong card count."""


# The parts of the five decoded ranks that are compared together, in order. The first
# parts (as many as cover MAIN_CARDS) are main cards, the rest are kickers.
_PARTS: dict[Category, tuple[tuple[int, int], ...]] = {
    Category.HIGH_CARD: ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5)),
    Category.PAIR: ((0, 2), (2, 3), (3, 4), (4, 5)),
    Category.TWO_PAIR: ((0, 2), (2, 4), (4, 5)),
    Category.THREE_OF_A_KIND: ((0, 3), (3, 4), (4, 5)),
    Category.STRAIGHT: ((0, 5),),
    Category.FLUSH: ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5)),
    Category.FULL_HOUSE: ((0, 3), (3, 5)),
    Category.FOUR_OF_A_KIND: ((0, 4), (4, 5)),
    Category.STRAIGHT_FLUSH: ((0, 5),),
    Category.ROYAL_FLUSH: ((0, 5),),
    Category.FIVE_OF_A_KIND: ((0, 5),),
}
_MAIN_PARTS = {cat: sum(1 for s, _ in parts if s < MAIN_CARDS[cat]) for cat, parts in _PARTS.items()}


class Ranked(Protocol):
    """What a decision reads from an explained hand, high (``Explanation``) or low."""

    category: Category
    ranks: tuple[int, ...]

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]: ...

    def plays_from_board(self, rank: int) -> bool: ...

    def board_plays(self) -> bool: ...


class Decision(NamedTuple):
    """Why the winner(s) beat the best losing hand, as data (see ``kickers.md``).

    - ``kind``: ``"category"``, ``"main"``, ``"kicker"`` or ``"tie"``; a low showdown adds
      ``"qualifier"`` (the best losing hand has no qualifying low) and ``"no_low"`` (nobody
      qualifies: no winners);
    - ``position``: 1-based part of the main cards (``"main"``) or kicker (``"kicker"``); in
      a low without a pair every card is a main card, so ``position`` is the card from the top;
    - ``winner_rank`` / ``loser_rank``: the ranks compared there, as ``"Q"``, ``"T"``;
    - ``on_board`` / ``loser_on_board``: whether that card (or those cards) of the winner /
      the loser is on the board, i.e. shared;
    - ``board_plays``: for a tie, every tied hand's five cards are the board;
    - ``winners``: the keys of the best hand(s); ``loser``: the key of the hand they are
      compared with, the best losing hand (``None`` when every hand ties; a player may be
      keyed ``None``: then ``len(winners)`` against the number of hands tells which).
    """

    kind: str
    position: int | None
    winner_rank: str | None
    loser_rank: str | None
    on_board: bool | None
    board_plays: bool
    winners: tuple[Hashable, ...]
    loser: Hashable | None
    loser_on_board: bool | None = None

    def as_dict(self) -> dict[str, Any]:
        """The decision as JSON-ready data (the keys of ``handrank showdown --json``)."""
        return {"kind": self.kind, "position": self.position, "winner_rank": self.winner_rank,
                "loser_rank": self.loser_rank, "on_board": self.on_board,
                "loser_on_board": self.loser_on_board, "board_plays": self.board_plays,
                "winners": list(self.winners), "loser": self.loser}


class _Nobody:
    """"No such player": a player may be keyed ``None``, so ``None`` cannot mean nobody."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NOBODY"


NOBODY: Any = _Nobody()

# A low hand without a pair compares card by card from the top: all five are main cards.
LOW_MAIN_PARTS = {**_MAIN_PARTS, Category.HIGH_CARD: 5}


def _compare_parts(w: Ranked, lo: Ranked, main_parts: Mapping[Category, int] = _MAIN_PARTS,
                   ) -> tuple[str, int, int]:
    """(kind, position, index into the decoded ranks) of the first difference."""
    wc, wr = w.decoded
    lc, lr = lo.decoded
    if wc != lc:
        return "category", 0, 0
    for i, (s, e) in enumerate(_PARTS[wc]):
        if wr[s:e] != lr[s:e]:
            nm = main_parts[wc]
            return ("main", i + 1, s) if i < nm else ("kicker", i - nm + 1, s)
    raise AssertionError("equal ranks but different values")  # pragma: no cover


def _decision(expl: Mapping[Hashable, Ranked], winners: tuple[Hashable, ...],
              loser: Hashable = NOBODY, *, versus: bool = False,
              main_parts: Mapping[Category, int] = _MAIN_PARTS) -> Decision:
    """Why ``winners`` beat ``loser`` (``NOBODY``: every hand ties); a split pot is a
    ``"tie"`` unless ``versus`` asks about one losing hand all the same. Low hands pass
    ``main_parts=LOW_MAIN_PARTS``."""
    w = expl[winners[0]]
    if loser is NOBODY or (len(winners) > 1 and not versus):
        plays = all(expl[k].board_plays() for k in winners)
        return Decision("tie", None, None, None, None, plays, winners, None if loser is NOBODY else loser)
    lo = expl[loser]
    kind, pos, i = _compare_parts(w, lo, main_parts)
    if kind == "category":
        return Decision(kind, None, None, None, None, False, winners, loser)
    wr, lr = w.ranks[i], lo.ranks[i]
    return Decision(kind, pos, RANKS[wr], RANKS[lr], w.plays_from_board(wr), False, winners, loser,
                    lo.plays_from_board(lr))


def decide(a: Explanation, b: Explanation) -> Decision:
    """The decision between two explained hands; keys ``0`` (``a``) and ``1`` (``b``).

    >>> from handrank import explain
    >>> decide(explain("3h 3c 3d 2h 2c"), explain("2c 2d 2s As Ad")).kind
    'main'
    """
    expl: dict[Hashable, Explanation] = {0: a, 1: b}
    if a.value == b.value:
        return _decision(expl, (0, 1))
    return _decision(expl, (0,) if a.value > b.value else (1,), 1 if a.value > b.value else 0)


# ---- words ---------------------------------------------------------------------------------

_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _rank_word(rank: int, plural: bool, lang: str, loser: bool) -> str:
    """English rank name; in Russian the winner is nominative, the loser (after "против") genitive."""
    if lang == "en":
        return (RANK_PLURALS if plural else RANK_NAMES)[rank]
    if loser:
        return (ru.RANK_GEN_PLURAL if plural else ru.RANK_GEN)[rank]
    return (ru.RANK_PLURALS if plural else ru.RANK_NAMES)[rank]


def _part_name(cat: Category, kind: str, pos: int, lang: str, low: bool = False) -> str:
    """What decides: ``"the third kicker"`` / ``"третий кикер"``, ``"the pair"`` / ``"пара"``;
    an unpaired low is read card by card: ``"the first card"`` / ``"первая карта"``."""
    en = lang == "en"
    if low and cat == Category.HIGH_CARD:
        return f"the {_ORDINALS[pos - 1]} card" if en else f"{ru.CARD_ORDINALS[pos - 1]} карта"
    if kind == "kicker":
        if len(_PARTS[cat]) - _MAIN_PARTS[cat] == 1:
            return "the kicker" if en else "кикер"
        return f"the {_ORDINALS[pos - 1]} kicker" if en else f"{ru.KICKER_ORDINALS[pos - 1]} кикер"
    if cat == Category.FLUSH and pos > 1:
        return f"the {_ORDINALS[pos - 1]} card" if en else f"{ru.CARD_ORDINALS[pos - 1]} карта"
    if cat in (Category.HIGH_CARD, Category.FLUSH, Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return ("the highest card" if en else "старшая карта") if cat == Category.HIGH_CARD else \
            ("the top card" if en else "старшая карта")
    if cat == Category.TWO_PAIR:
        if pos == 1:
            return "the higher pair" if en else "старшая пара"
        return "the lower pair" if en else "вторая пара"
    if cat == Category.FULL_HOUSE and pos == 2:
        return "the pair" if en else "пара"
    if cat in (Category.FULL_HOUSE, Category.THREE_OF_A_KIND):
        return "the three of a kind" if en else ("тройка" if cat == Category.FULL_HOUSE else "сет")
    if cat == Category.FOUR_OF_A_KIND:
        return "the four of a kind" if en else "каре"
    return "the pair" if en else "пара"


def _both_have(w: Explanation, kind: str, pos: int, lang: str, n: int) -> str:
    """The common ground before the deciding card: ``"both have a Pair of Nines"``."""
    cat, r = w.decoded
    en = lang == "en"
    both = ("both have" if n == 2 else "all have") if en else ("у обоих" if n == 2 else "у всех")
    if kind == "kicker" and cat == Category.HIGH_CARD:
        return f"{both} {RANK_NAMES[r[0]]} high" if en else f"{both} старшая карта — {ru.RANK_NAMES[r[0]]}"
    if kind == "kicker":
        return f"{both} {main_text(w.value, lang, article=True)}"
    if cat == Category.HIGH_CARD:
        return "neither hand has a pair" if en else "ни у кого нет даже пары"
    if cat == Category.FULL_HOUSE and pos == 2:
        if en:
            return f"{both} a Full House with three {RANK_PLURALS[r[0]]}"
        return f"{both} фул-хаус с тройкой {ru.RANK_GEN_PLURAL[r[0]]}"
    if cat == Category.TWO_PAIR and pos == 2:
        if en:
            return f"{both} Two Pair with {RANK_PLURALS[r[0]]} as the higher pair"
        return f"{both} две пары, старшая пара — {ru.RANK_PLURALS[r[0]]}"
    if en:
        return f"{both} a {CATEGORY_NAMES[cat]}" if cat in ARTICLE else f"{both} {CATEGORY_NAMES[cat]}"
    return f"{both} {ru.CATEGORY_NAMES[cat]}"


def _shared(w: Explanation, lo: Explanation, kind: str, pos: int, lang: str) -> str:
    """The equal cards compared before the deciding one (earlier kickers, higher flush cards)."""
    cat, r = w.decoded
    if kind == "kicker":
        first = _PARTS[cat][_MAIN_PARTS[cat]][0]
        ranks = r[first:first + pos - 1]
    elif cat == Category.FLUSH:
        ranks = r[:pos - 1]
    else:
        return ""
    if not ranks:
        return ""
    held = [k for k in ranks if not (w.plays_from_board(k) and lo.plays_from_board(k))]
    shared = [k for k in ranks if k not in held]
    return "; ".join(_equal_cards(g, on_board, kind == "kicker", lang)
                     for g, on_board in ((held, False), (shared, True)) if g)


def _equal_cards(ranks: Sequence[int], on_board: bool, kickers: bool, lang: str) -> str:
    """Equal cards before the deciding one: ``"Ace and King kickers are shared on the board"``,
    ``"both also have a Queen kicker"`` (not all on the board)."""
    one = len(ranks) == 1
    if lang == "en":
        words = _join_en([RANK_NAMES[k] for k in ranks])
        noun = "" if not kickers else " kicker" if one else " kickers"
        if on_board:
            return f"{words}{noun} {'is' if one else 'are'} shared on the board"
        article = ("an " if words[0] in "AEIOU" else "a ") if one and kickers else ""
        return f"both also have {article}{words}{noun}"
    words = ru.join([ru.RANK_NAMES[k] for k in ranks])
    if not on_board:
        return f"у обоих также {('кикер ' if one else 'кикеры ') if kickers else ''}{words}"
    if kickers:
        return f"{words} — {'общий кикер' if one else 'общие кикеры'} на столе"
    return f"{words} — {'общая карта' if one else 'общие карты'} на столе"


def _join_en(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _decides(d: Decision, w: Ranked, lang: str, low: bool = False) -> str:
    """``"the third kicker decides, Queen against Jack"``; ``low``: ``w`` is a low hand."""
    cat = w.category
    kind, pos = d.kind, d.position or 0
    part = _PARTS[cat][pos - 1 if kind == "main" else (LOW_MAIN_PARTS if low else _MAIN_PARTS)[cat] + pos - 1]
    plural = part[1] - part[0] > 1 and cat not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
    wr, lr = RANKS.index(d.winner_rank or ""), RANKS.index(d.loser_rank or "")
    here = " on the board" if lang == "en" else " на столе"
    win = _rank_word(wr, plural, lang, False) + (here if d.on_board else "")
    lose = _rank_word(lr, plural, lang, True) + (here if d.loser_on_board else "")
    name = _part_name(cat, kind, pos, lang, low)
    if lang == "en":
        return f"{name} decides, {win} against {lose}"
    return f"решает {name}: {win} против {lose}"


# ---- the showdown --------------------------------------------------------------------------

HandsSpec = Union[Sequence[CardSpec], Mapping[Any, CardSpec]]


class Seats:
    """The players of a showdown, high or low: their hole cards, and how the text names them."""

    explanations: Mapping[Hashable, Any]
    values: Mapping[Hashable, Optional[int]]
    winners: list[Hashable]
    omaha: bool
    _named: bool

    def shares(self, pot: Union[int, Iterable[Union[Pot, tuple[int, Iterable[Hashable]]]]], *,
               unit: int = 1, order: Optional[Iterable[Hashable]] = None) -> dict[Hashable, int]:
        """Settle ``pot`` on this showdown: each winner -> units won.

        ``pot`` is an amount, split among the ``winners`` (``split_pot``), or the main and side
        pots of ``side_pots`` (``Pot`` or ``(amount, eligible)``), each awarded to its best
        eligible hand (``award_pots``). Odd units go one each from the first of ``order`` (the
        seats clockwise from the button; default: the order of the hands), in whole ``unit``.

        >>> r = showdown("9h Ac Kd 4s 2c", {"alice": "9d Qc", "bob": "9s Qd", "carl": "2h 3h"})
        >>> r.shares(101), r.shares(101, order=["carl", "bob", "alice"])
        ({'alice': 51, 'bob': 50}, {'bob': 51, 'alice': 50})
        >>> from handrank import side_pots
        >>> r.shares(side_pots({"alice": 20, "bob": 50, "carl": 50}))   # alice all-in for 20
        {'alice': 30, 'bob': 90}
        """
        if isinstance(pot, (int, float, str)) or not isinstance(pot, Iterable):
            if not self.winners:
                raise ShowdownError("no hand has a qualifying low: nobody wins the pot on the low")
            return split_pot(pot, self.winners, unit=unit, order=order)  # type: ignore[arg-type]
        return award_pots(pot, self.values, unit=unit, order=order)

    @property
    def hands(self) -> dict[Hashable, tuple[int, ...]]:
        """Each player's hole cards."""
        return {k: e.hole for k, e in self.explanations.items()}

    def label(self, key: Hashable, lang: str = "en", case: str = "nom") -> str:
        """How the text names a player: ``"Player 1"`` for the first of a list, the key for a
        mapping; Russian ``case`` is ``"nom"`` (игрок 1), ``"gen"`` (игрока 1) or ``"dat"``."""
        if self._named:
            return str(key) if not isinstance(key, int) else self.label_number(key, lang, case)
        return self.label_number(int(key) + 1, lang, case)  # type: ignore[call-overload]

    @staticmethod
    def label_number(n: int, lang: str, case: str) -> str:
        if lang == "en":
            return f"Player {n}"
        return {"nom": "игрок", "gen": "игрока", "dat": "игроку"}[case] + f" {n}"

    def _holes_used(self, keys: Sequence[Hashable], lang: str, symbols: bool) -> str:
        parts = [f"{self.label(k, lang)} — {cards_str(self.explanations[k].hole_used, symbols=symbols)}"
                 if lang == "ru" else
                 f"{self.label(k)} {cards_str(self.explanations[k].hole_used, symbols=symbols)}"
                 for k in keys]
        if lang == "en":
            return " Hole cards that play: " + ", ".join(parts) + "."
        return " Карты с руки в комбинации: " + ", ".join(parts) + "."

    def _finish(self, text: str, keys: list[Hashable], lang: str, symbols: bool) -> str:
        return text + self._holes_used(keys, lang, symbols) if self.omaha else text

    def against(self, key: Hashable) -> Decision:
        raise NotImplementedError  # pragma: no cover

    def _reason(self, d: Decision, lang: str) -> str:
        raise NotImplementedError  # pragma: no cover

    def _lost_to(self, key: Hashable, lang: str, symbols: bool, what: str = "") -> str:
        """``"Player 2 loses to Player 1: <why>."``; ``what="low"``: ``"loses the low to"``."""
        d = self.against(key)
        w = d.winners[0]
        if lang == "en":
            head = f"{self.label(key)} loses {'the low ' if what else ''}to {self.label(w)}"
        else:
            head = (f"{_cap(self.label(key, lang))} проигрывает {self.label(w, lang, 'dat')}"
                    + (" по младшей руке" if what else ""))
        return self._finish(f"{head}: {self._reason(d, lang)}.", [w, key], lang, symbols)


class Showdown(Seats):
    """The result of ``showdown()``: ``winners``, ``values``, ``explanations``, ``decision``."""

    explanations: dict[Hashable, Explanation]

    def __init__(self, board: tuple[int, ...], expl: dict[Hashable, Explanation],
                 named: bool, omaha: bool) -> None:
        self.board = board
        self.omaha = omaha
        self.explanations = expl
        self.values = values = {k: e.value for k, e in expl.items()}  # in the order of the hands
        top = max(values.values())
        self.winners = [k for k, v in values.items() if v == top]
        best_loser, second = NOBODY, 0
        for k, v in values.items():
            if second < v < top:
                best_loser, second = k, v
        self._named = named
        self.decision = _decision(expl, tuple(self.winners), best_loser)

    def against(self, key: Hashable) -> Decision:
        """Why the hand ``key`` lost: the decision between the (first) winner and it."""
        if key not in self.values:
            raise KeyError(f"no hand {key!r} in this showdown")
        if key in self.winners:
            raise ValueError(f"{self.label(key)} did not lose: it is among the winners")
        return _decision(self.explanations, tuple(self.winners), key, versus=True)

    def _reason(self, d: Decision, lang: str) -> str:
        w = self.explanations[d.winners[0]]
        lo = self.explanations[d.loser]
        if d.kind == "category":
            if lang == "en":
                won, lost = main_text(w.value, lang, article=True), main_text(lo.value, lang, article=True)
                return f"{won} beats {lost}"
            return f"{main_text(w.value, lang)} старше, чем {main_text(lo.value, lang)}"
        pos = d.position or 0
        parts = [_both_have(w, d.kind, pos, lang, 2), _shared(w, lo, d.kind, pos, lang), _decides(d, w, lang)]
        return "; ".join(p for p in parts if p)

    def text(self, lang: str = "en", *, against: Hashable = NOBODY, symbols: bool = True) -> str:
        """What a dealer would say; ``against=key`` says why that hand lost instead.

        ``symbols=False`` prints the Omaha hole cards as ``"As"`` rather than ``"A♠"``.
        """
        check_lang(lang)
        en = lang == "en"
        if against is not NOBODY:
            return self._lost_to(against, lang, symbols)
        d = self.decision
        if d.kind != "tie":
            w, lo = d.winners[0], d.loser
            n = len(self.values)
            if en:
                head = f"{self.label(w)} wins"
                if n > 2 and d.kind != "category":
                    head += f" over {self.label(lo)}, the next best hand"
                elif n > 2:
                    head += f" over {self.label(lo)}"
            else:
                head = f"Побеждает {self.label(w, lang)}"
                if n > 2:
                    head += f", следующая по силе рука у {self.label(lo, lang, 'gen')}"
            return self._finish(head + ": " + self._reason(d, lang) + ".", [w, lo], lang, symbols)
        names = [self.label(k, lang) for k in d.winners]
        top = self.explanations[d.winners[0]].value
        many = len(d.winners) > 2
        if en:
            text = f"{_join_en(names)} split the pot: " + ("the board plays, " if d.board_plays else "")
            text += f"{'all' if many else 'both'} have {hand_text(top, article=True)}."
        else:
            text = f"Банк делят {ru.join(names)}: " + ("играет стол, " if d.board_plays else "")
            text += f"у {'всех' if many else 'обоих'} {_lower(hand_text(top, 'ru'))}."
        if len(d.winners) < len(self.values):  # the best losing hand, d.loser
            lv = self.values[d.loser]
            text += (f" {self.label(d.loser)} loses with {hand_text(lv, article=True)}." if en else
                     f" {_cap(self.label(d.loser, lang))} проигрывает с комбинацией "
                     f"«{_lower(hand_text(lv, 'ru'))}».")
        return self._finish(text, list(d.winners), lang, symbols)

    def __repr__(self) -> str:
        return f"<Showdown winners={self.winners!r} {self.decision.kind}>"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _lower(s: str) -> str:
    return s[:1].lower() + s[1:]


@overload
def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = ..., one_deck: bool = ...,
             low: None = ..., qualifier: None = ...) -> Showdown: ...


@overload
def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = ..., one_deck: bool = ...,
             low: Scheme, qualifier: int | str | None = ...) -> LowShowdown: ...


def showdown(board: CardSpec | None, hands: HandsSpec, *, omaha: bool = False, one_deck: bool = True,
             low: Optional[Scheme] = None, qualifier: int | str | None = None) -> Showdown | LowShowdown:
    """Compare every player's best hand on a shared ``board``.

    ``hands`` is a list of hole-card specs (keys ``0, 1, …``, printed as Player 1, 2, …) or a
    mapping ``name -> hole cards``. Each player has 5..7 cards with the board (``board`` may
    be ``None`` or empty for stud-like hands); with ``omaha=True`` each player has 4..6 hole
    cards, the board 3..5 cards, and exactly two hole cards play. A card may appear only once
    in the whole deal unless ``one_deck=False`` (hands from different deals compared as such).

    ``low="a5"`` (or ``"27"``, ``"a6"``, a ``LowRules``) decides the low pot instead, with an
    optional ``qualifier`` (``8`` = eight or better): see ``handrank.low_showdown``.

    >>> r = showdown("7c 2s 7d 9s Kd", {"alice": "9h 9c", "bob": "Kc 7h"})
    >>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank
    (['alice'], 'main', 1, '9')
    """
    b, keys, holes, named = deal(board, hands, one_deck)
    if low is not None or qualifier is not None:
        from .low_showdown import low_showdown
        return low_showdown(b, keys, holes, named, low, qualifier=qualifier, omaha=omaha)
    board_ranks = tuple(c >> 2 for c in b)
    expl: dict[Hashable, Explanation] = {}
    for k, hole in zip(keys, holes):
        if omaha:
            value = evaluate_omaha(hole, b)
            expl[k] = Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value),
                                  board_ranks=board_ranks)
            continue
        n = len(hole) + len(b)
        if not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards with the board; a hand is 5 to 7 cards")
        value = lib.hr_eval_ids(bytes(b + hole), n)
        if not value:  # a card in the hand and on the board (one_deck=False)
            cards(hole + b)
        expl[k] = Explanation(value, hole, b, board_ranks=board_ranks)
    return Showdown(b, expl, named, omaha)


def deal(board: CardSpec | None, hands: HandsSpec, one_deck: bool = True,
         ) -> tuple[tuple[int, ...], list[Hashable], list[tuple[int, ...]], bool]:
    """The parsed deal of ``showdown()``: ``(board, keys, holes, named)``; at least two hands,
    and with ``one_deck`` no card twice in the whole deal.

    >>> deal("Ah Kd 2c", {"bob": "Qs Js"})
    Traceback (most recent call last):
    ...
    handrank.explain.showdown.ShowdownError: a showdown needs at least two hands, got 1
    """
    b = _ids(board) if board is not None else ()
    named = type(hands) is not list and type(hands) is not tuple and isinstance(hands, Mapping)
    keys: list[Hashable]
    specs: list[CardSpec]
    if named:
        keys = list(hands)  # type: ignore[arg-type]
        specs = list(hands.values())  # type: ignore[union-attr]
    elif isinstance(hands, (str, bytes)):
        raise ShowdownError("hands is a list of hole-card specs, one per player, not one string")
    else:
        specs = list(hands)
        keys = list(range(len(specs)))
    if len(specs) < 2:
        raise ShowdownError(f"a showdown needs at least two hands, got {len(specs)}")
    holes = [_ids(spec) for spec in specs]
    if one_deck:
        _check_deal(b, keys, holes, named)
    return b, keys, holes, named


def _ids(spec: CardSpec) -> tuple[int, ...]:
    """Parsed cards; a tuple or list of distinct ids 0..51 passes without a second parse."""
    if type(spec) is tuple or type(spec) is list:
        distinct = set(spec)
        if len(distinct) == len(spec) and distinct <= _IDS and set(map(type, spec)) == _INT:
            return tuple(spec)
    return cards(spec)


_IDS = frozenset(range(52))
_INT = {int}


def _check_deal(board: tuple[int, ...], keys: list[Hashable], holes: list[tuple[int, ...]],
                named: bool) -> None:
    """One deck: no card twice in the whole deal (the error names both places)."""
    dealt = [c for h in holes for c in h]
    if len(set(dealt).union(board)) == len(dealt) + len(board):
        return
    seen: dict[int, str] = dict.fromkeys(board, "on the board")
    for k, hole in zip(keys, holes):
        for c in hole:
            if c in seen:
                raise CardError(f"card {cards_str((c,))} is in {owner(k, named)} and {seen[c]}")
            seen[c] = f"in {owner(k, named)}"


def owner(key: Hashable, named: bool) -> str:
    """How an error names a hand: ``"hand 'bob'"`` or ``"hand 2"`` (1-based)."""
    return f"hand {key!r}" if named else f"hand {int(key) + 1}"  # type: ignore[call-overload]

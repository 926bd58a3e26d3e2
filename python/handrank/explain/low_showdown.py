"""Low hands explained and low pots decided: ``explain(..., low=...)`` and ``showdown(..., low=...)``.

The best low wins (on each scheme's scale a higher value is a better, i.e. lower, hand); a
hand that misses the ``qualifier`` (``8`` = eight or better) never wins a low, and when no
hand qualifies there is no winner. The values, the five cards and their names come from
``handrank.lowball``; this module only says which card decided and how a dealer says it.

>>> from handrank import showdown
>>> r = showdown("Kd Qc 4s 3h 2c", ["8s 6c", "7h 5d"], low="27")
>>> r.winners, r.decision.kind, r.decision.position, r.decision.winner_rank, r.decision.loser_rank
([1], 'main', 1, '7', '8')
>>> for part in r.text().split("; "): print(part)
Player 2 wins the low: Seven-Five low against Eight-Six low
the first card decides, Seven against Eight.
>>> for part in r.text("ru").split("; "): print(part)
Побеждает игрок 2 по младшей руке: у игрока 2 младшая рука семь-пять, у игрока 1 — младшая рука восемь-шесть
решает первая карта: семёрка против восьмёрки.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Optional, Union

from ..cards import CardError, CardSpec, cards
from ..evaluators.low import (
    LowballError,
    LowRules,
    Scheme,
    best_five_low,
    best_five_omaha_low,
    decode_low,
    describe_low,
    evaluate_low,
    evaluate_omaha_low,
    low_rules,
)
from ..evaluators.low import _qualifier as _normal_qualifier
from ..text import ru
from ..text.en import CATEGORY_NAMES, RANK_NAMES
from ..values import MAIN_CARDS, Category
from .hand import ARTICLE, check_lang, using_text
from .showdown import (
    LOW_MAIN_PARTS,
    NOBODY,
    Decision,
    Seats,
    ShowdownError,
    _cap,
    _decides,
    _decision,
    _join_en,
    _lower,
    owner,
)

__all__ = ["LowExplanation", "LowShowdown", "explain_low", "low_showdown"]

Qualifier = Union[int, str, None]

_ODD = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)


class LowExplanation:
    """One player's best low: the five cards that play, read from the top as low players
    read them (``best_five``), and whether it meets the qualifier.

    - ``value``: the low on the scheme's scale (higher = better low), ``None`` when the hand
      has no qualifying low; ``low_value``: the best low all the same (never ``None``);
    - ``category``, ``ranks``: ``decode_low(low_value)`` (``HIGH_CARD`` = no pair);
    - ``main`` / ``kickers``: a low without a pair is compared card by card, so all five are
      main cards; a paired low has main cards and kickers like a high hand.

    >>> e = explain_low("Kd 8s 6h 4c 3d 2c As", None, "a5", qualifier=8)
    >>> e.name(), e.text("ru"), e.qualifies
    ('Six-Four low', 'Младшая рука шесть-четыре (6-4-3-2-Т)', True)
    """

    __slots__ = ("_five", "board", "board_ranks", "category", "hole", "low_value", "omaha",
                 "qualifier", "ranks", "rules", "value")

    def __init__(self, rules: LowRules, low_value: int, value: Optional[int], hole: tuple[int, ...],
                 board: tuple[int, ...] = (), *, omaha: bool = False, qualifier: Optional[int] = None,
                 board_ranks: Optional[tuple[int, ...]] = None) -> None:
        self.rules = rules
        self.low_value = low_value
        self.value = value
        self.hole = hole
        self.board = board
        self.omaha = omaha
        #: the highest card a qualifying low may hold (1 or 14 = ace), ``None`` for no qualifier
        self.qualifier = qualifier
        self.category, self.ranks = decode_low(low_value, rules)
        self.board_ranks = tuple(c >> 2 for c in board) if board_ranks is None else board_ranks
        self._five: Optional[tuple[int, ...]] = None

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]:
        """``decode_low(low_value)``: the category and the ranks of the five, as read."""
        return self.category, self.ranks

    @property
    def qualifies(self) -> bool:
        return self.value is not None

    @property
    def best_five(self) -> tuple[int, ...]:
        """The five cards of the best low, from the top (the ace of an ace-to-five low last)."""
        if self._five is None:
            self._five = (best_five_omaha_low(self.hole, self.board, self.rules) if self.omaha else
                          best_five_low(self.board + self.hole, self.rules))
        return self._five

    @property
    def main(self) -> tuple[int, ...]:
        return self.best_five[:_main_cards(self.category)]

    @property
    def kickers(self) -> tuple[int, ...]:
        return self.best_five[_main_cards(self.category):]

    @property
    def hole_used(self) -> tuple[int, ...]:
        """The hole cards among the five that play (in Omaha, exactly two)."""
        return tuple(c for c in self.best_five if c in self.hole)

    def plays_from_board(self, rank: int) -> bool:
        """Whether this low's cards of ``rank`` are all board cards (shared).

        >>> explain_low("7h 8d", "Kd Qc 4s 3h 2c", "27").plays_from_board(2)   # the four
        True
        """
        if self.omaha or self.category in _ODD:  # which card plays matters: look at it
            return all(c in self.board for c in self.best_five if c >> 2 == rank)
        return self.board_ranks.count(rank) >= self.ranks.count(rank)

    def board_plays(self) -> bool:
        """Whether the five board cards alone are this low (never in Omaha)."""
        return (not self.omaha and len(self.board) == 5
                and evaluate_low(self.board, self.rules) == self.low_value)

    def name(self, lang: str = "en") -> str:
        """What a player calls the low: ``"Seven-Five low"``, ``"Wheel"``, ``"Pair of Twos"``."""
        return describe_low(self.low_value, self.rules, lang=lang).rsplit(" (", 1)[0]

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line: ``"Seven-Five low (7-5-4-3-2)"``; a hand that misses the qualifier says
        so and names its best low all the same; Omaha adds the hole cards that play."""
        check_lang(lang)
        if self.value is not None:
            text = describe_low(self.value, self.rules, lang=lang)
        else:
            best = describe_low(self.low_value, self.rules, lang=lang)
            q = qualifier_words(self.qualifier, lang)
            text = (f"No qualifying low ({q}): the best is {best}" if lang == "en" else
                    f"Нет младшей руки, которая проходит квалификацию ({q}): лучшая — {_lower(best)}")
        return text + using_text(self.hole_used, lang, symbols) if self.omaha else text

    def __repr__(self) -> str:
        return f"<LowExplanation {self.rules.name} {self.value} {self.text(symbols=False)!r}>"


def _main_cards(cat: Category) -> int:
    """A low without a pair has no kickers: it is read card by card from the top."""
    return 5 if cat == Category.HIGH_CARD else MAIN_CARDS[cat]


def qualifier_words(q: Optional[int], lang: str = "en") -> str:
    """``"eight or better"`` / ``"не выше восьмёрки"`` for ``q = 8`` (1 and 14 are the ace).

    >>> qualifier_words(8), qualifier_words(8, "ru")
    ('eight or better', 'не выше восьмёрки')
    """
    if q is None:
        return "any low" if lang == "en" else "любая"
    rank = 12 if q in (1, 14) else q - 2
    return f"{RANK_NAMES[rank].lower()} or better" if lang == "en" else f"не выше {ru.RANK_GEN[rank]}"


def _rules(low: Optional[Scheme], qualifier: Qualifier) -> tuple[LowRules, Optional[int]]:
    """The scheme and the qualifier as a number (``None`` for none), or a clear error."""
    if low is None:
        raise LowballError(f"qualifier={qualifier!r} needs a low scheme: low='a5', '27' or 'a6'")
    rules = low_rules(low)
    return rules, (_normal_qualifier(qualifier, rules.scheme_id) or None)


def _low_hand(rules: LowRules, q: Optional[int], hole: tuple[int, ...], board: tuple[int, ...],
              omaha: bool, board_ranks: Optional[tuple[int, ...]] = None) -> LowExplanation:
    """Evaluate one player's low (the card counts are checked by the caller, or by lowball)."""
    if omaha:
        best = evaluate_omaha_low(hole, board, rules, qualifier=None)
        value = evaluate_omaha_low(hole, board, rules, qualifier=q) if q else best
    else:
        best = evaluate_low(board + hole, rules)
        value = evaluate_low(board + hole, rules, qualifier=q) if q else best
    assert best is not None  # without a qualifier every hand has a low
    return LowExplanation(rules, best, value, hole, board, omaha=omaha, qualifier=q, board_ranks=board_ranks)


def explain_low(hand: CardSpec, board: CardSpec | None, low: Optional[Scheme], *,
                qualifier: Qualifier = None, omaha: bool = False) -> LowExplanation:
    """``explain(hand, board, low=..., qualifier=..., omaha=...)``: the best low of 5..7
    cards (or, in Omaha, of two hole cards and three board cards).

    >>> explain_low("9h 4d 3c 2s As", None, "a5", qualifier=8).text()
    'No qualifying low (eight or better): the best is Nine-Four low (9-4-3-2-A)'
    """
    rules, q = _rules(low, qualifier)
    hole = cards(hand)
    b = cards(board) if board is not None else ()
    if not omaha:
        if b:
            cards(hole + b)  # a card in the hand and on the board is an error
        if not 5 <= len(hole) + len(b) <= 7:
            raise CardError(f"a hand is 5 to 7 cards with the board, got {len(hole) + len(b)}")
    return _low_hand(rules, q, hole, b, omaha)


# ---- the low showdown -------------------------------------------------------------------------

def _low_decision(expl: Mapping[Hashable, LowExplanation], winners: tuple[Hashable, ...],
                  loser: Hashable, *, versus: bool = False) -> Decision:
    if not winners:
        return Decision("no_low", None, None, None, None, False, (), None)
    if loser is not NOBODY and expl[loser].value is None and (len(winners) == 1 or versus):
        return Decision("qualifier", None, None, None, None, False, winners, loser)
    return _decision(expl, winners, loser, versus=versus, main_parts=LOW_MAIN_PARTS)


# "a hand without a pair is lower than a pair": what each category is called in that sentence
_KIND_EN = {cat: ("a " if cat in ARTICLE else "") + name.lower() for cat, name in CATEGORY_NAMES.items()}


def _kind_words(cat: Category, other: Category, lang: str) -> str:
    if cat != Category.HIGH_CARD:
        return _KIND_EN[cat] if lang == "en" else ru.CATEGORY_NAMES[cat]
    if other in _ODD:
        return "a hand without a pair, straight or flush" if lang == "en" else "рука без пары, стрита и флеша"
    return "a hand without a pair" if lang == "en" else "рука без пары"


def _with_article(name: str) -> str:
    """``"an Eight-Six low"``, ``"a Pair of Twos"``, but ``"Two Pair, …"``, ``"Three of a Kind, …"``."""
    if name.startswith(("Two Pair", "Three of", "Four of")):
        return name
    return ("an " if name[0] in "AEIOU" else "a ") + name


class LowShowdown(Seats):
    """The result of ``showdown(..., low=...)``: ``winners`` (empty when no hand has a
    qualifying low), ``values`` (key -> low value or ``None``), ``explanations`` (key ->
    ``LowExplanation``), ``decision`` and ``text()``, like a high ``Showdown``."""

    explanations: dict[Hashable, LowExplanation]

    def __init__(self, board: tuple[int, ...], expl: dict[Hashable, LowExplanation], named: bool,
                 omaha: bool, rules: LowRules, qualifier: Optional[int]) -> None:
        self.board = board
        self.omaha = omaha
        self.rules = rules
        self.qualifier = qualifier
        self.explanations = expl
        self._named = named
        self.values = values = {k: e.value for k, e in expl.items()}
        top = max((v for v in values.values() if v is not None), default=None)
        self.winners = [k for k, v in values.items() if v is not None and v == top]
        losers = [k for k in values if k not in self.winners]
        # the best losing hand: a qualifying one first, then by its best low all the same
        loser = max(losers, key=lambda k: (values[k] is not None, expl[k].low_value), default=NOBODY)
        self.decision = _low_decision(expl, tuple(self.winners), loser)

    def against(self, key: Hashable) -> Decision:
        """Why the hand ``key`` lost the low: the decision between the (first) winner and it."""
        if key not in self.values:
            raise KeyError(f"no hand {key!r} in this showdown")
        if not self.winners:
            raise ValueError(f"nobody wins the low: no hand is {qualifier_words(self.qualifier)}")
        if key in self.winners:
            raise ValueError(f"{self.label(key)} did not lose: it is among the winners of the low")
        return _low_decision(self.explanations, tuple(self.winners), key, versus=True)

    def _reason(self, d: Decision, lang: str) -> str:
        wk, lk = d.winners[0], d.loser
        w, lo = self.explanations[wk], self.explanations[lk]
        en = lang == "en"
        if d.kind == "qualifier":
            q = qualifier_words(self.qualifier, lang)
            if en:
                return f"{w.name()}; {self.label(lk)} has no qualifying low ({lo.name()} is not {q})"
            return (f"у {self.label(wk, lang, 'gen')} {_lower(w.name(lang))}, "
                    f"у {self.label(lk, lang, 'gen')} нет младшей руки {q} "
                    f"(лучшая — {_lower(lo.name(lang))})")
        if w.name() == lo.name():
            head = f"both have {_with_article(w.name())}" if en else f"у обоих {_lower(w.name(lang))}"
        elif en:
            head = f"{w.name()} against {lo.name()}"
        else:
            head = (f"у {self.label(wk, lang, 'gen')} {_lower(w.name(lang))}, "
                    f"у {self.label(lk, lang, 'gen')} — {_lower(lo.name(lang))}")
        if d.kind == "category":
            won, lost = _kind_words(w.category, lo.category, lang), _kind_words(lo.category, w.category, lang)
            return f"{head}; {won} is lower than {lost}" if en else f"{head}; {won} младше, чем {lost}"
        return f"{head}; {_decides(d, w, lang, low=True)}"

    def text(self, lang: str = "en", *, against: Hashable = NOBODY, symbols: bool = True) -> str:
        """What a dealer would say about the low; ``against=key`` says why that hand lost it.

        >>> from handrank import showdown
        >>> r = showdown("Ac 2d 3h Kc Qd", ["4s 5s", "4d 6c", "Ks Kh"], low="a5")
        >>> for part in r.text(against=1).split("; "): print(part)
        Player 2 loses the low to Player 1: Wheel against Six-Four low
        the first card decides, Five against Six.
        """
        check_lang(lang)
        en = lang == "en"
        if against is not NOBODY:
            return self._lost_to(against, lang, symbols, "low")
        d = self.decision
        if d.kind == "no_low":
            return (f"No qualifying low: no hand is {qualifier_words(self.qualifier)}." if en else
                    f"Младшей руки нет: ни одна рука не проходит квалификацию "
                    f"({qualifier_words(self.qualifier, lang)}).")
        if d.kind != "tie":
            w, lo = d.winners[0], d.loser
            head = (f"{self.label(w)} wins the low" if en else
                    f"Побеждает {self.label(w, lang)} по младшей руке")
            if d.kind == "qualifier" and len(self.values) > 2:  # the only qualifying low
                q = qualifier_words(self.qualifier, lang)
                name = self.explanations[w].name(lang)
                text = (f"{head}: {name}; no other hand is {q}." if en else
                        f"{head}: у {self.label(w, lang, 'gen')} {_lower(name)}, "
                        f"у остальных нет младшей руки {q}.")
                return self._finish(text, [w], lang, symbols)
            if len(self.values) > 2:
                head += (f" over {self.label(lo)}, the next best low" if en else
                         f", следующая по силе младшая рука у {self.label(lo, lang, 'gen')}")
            return self._finish(f"{head}: {self._reason(d, lang)}.", [w, lo], lang, symbols)
        return self._finish(self._tie_text(d, lang), list(d.winners), lang, symbols)

    def _tie_text(self, d: Decision, lang: str) -> str:
        names = [self.label(k, lang) for k in d.winners]
        top = describe_low(self.values[d.winners[0]], self.rules, lang=lang)
        many = len(d.winners) > 2
        plays = d.board_plays
        if lang == "en":
            text = f"{_join_en(names)} split the low: " + ("the board plays, " if plays else "")
            text += f"{'all' if many else 'both'} have {_with_article(top)}."
        else:
            text = f"Банк по младшей руке делят {ru.join(names)}: " + ("играет стол, " if plays else "")
            text += f"у {'всех' if many else 'обоих'} {_lower(top)}."
        if len(d.winners) == len(self.values):  # no losing hand
            return text
        lo = self.explanations[d.loser]
        if lo.value is None:
            return text + (f" {self.label(d.loser)} has no qualifying low." if lang == "en" else
                           f" У {self.label(d.loser, lang, 'gen')} нет младшей руки, "
                           "которая проходит квалификацию.")
        lost = describe_low(lo.value, self.rules, lang=lang)
        return text + (f" {self.label(d.loser)} loses with {_with_article(lost)}." if lang == "en" else
                       f" {_cap(self.label(d.loser, lang))} проигрывает с комбинацией «{_lower(lost)}».")

    def __repr__(self) -> str:
        return f"<LowShowdown {self.rules.name} winners={self.winners!r} {self.decision.kind}>"


def low_showdown(board: tuple[int, ...], keys: list[Hashable], holes: list[tuple[int, ...]], named: bool,
                 low: Optional[Scheme], *, qualifier: Qualifier = None, omaha: bool = False) -> LowShowdown:
    """``showdown(board, hands, low=..., qualifier=..., omaha=...)`` after the deal is parsed
    (``handrank.showdown.deal``)."""
    rules, q = _rules(low, qualifier)
    board_ranks = tuple(c >> 2 for c in board)
    expl: dict[Hashable, LowExplanation] = {}
    for k, hole in zip(keys, holes):
        n = len(hole) + len(board)
        if not omaha and not 5 <= n <= 7:
            raise ShowdownError(f"{owner(k, named)} has {n} cards with the board; a hand is 5 to 7 cards")
        expl[k] = _low_hand(rules, q, hole, board, omaha, board_ranks)
    return LowShowdown(board, expl, named, omaha, rules, q)


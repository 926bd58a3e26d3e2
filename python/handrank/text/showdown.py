"""What a dealer says at a showdown: who wins, and the card that decided it.

The sentences of ``Showdown.text`` and ``LowShowdown.text`` (``handrank.explanations.showdown``
holds the decisions as data; these functions read them and say them in a language).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any, Optional, Protocol

from ..cards import RANKS, cards_str
from ..values import LOW_MAIN_PARTS, MAIN_PARTS, PARTS, Category, decode
from . import en as _en
from . import ru
from .hands import TextKey, article, describe_low, hand_text, join, main_text, qualifier_words
from .hands import cap as _cap
from .hands import lower_first as _lower

_ORDINALS = _en.KICKER_ORDINALS


class Table(Protocol):
    """What the sentences read from a showdown (``handrank.explanations.showdown``'s ``Showdown``
    and ``LowShowdown``; their decisions and explained hands are read by name).

    >>> from handrank import showdown
    >>> showdown_text(showdown("9h Ac Kd 4s 2c", {"alice": "9d Qc", "bob": "9s Jd"}))[:37]
    'alice wins: both have a Pair of Nines'
    """

    #: each player's hand value, by key
    values: Any
    #: whether the hands are Omaha's (two hole cards and three of the board)
    omaha: bool

    @property
    def explanations(self) -> Any:
        """Each player's explained hand, by key."""

    @property
    def decision(self) -> Any:
        """What decided the pot between the winner and the runner-up."""

    def label(self, key: Hashable, lang: str = "en", case: str = "nom") -> str:
        """How the text names the player ``key`` (Russian: in ``case``).

        >>> from handrank import showdown
        >>> showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"]).label(1, "ru", "gen")
        'игрока 2'
        """

    def against(self, key: Hashable) -> Any:
        """The decision between the (first) winner and the hand ``key``, which lost.

        >>> from handrank import showdown
        >>> showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"]).against(1).kind
        'kicker'
        """

    def _reason(self, d: Any, lang: str) -> str: ...
    def _finish(self, text: str, keys: list[Hashable], lang: str, symbols: bool) -> str: ...


class LowTable(Table, Protocol):
    """A low showdown: its qualifier and its rules too.

    >>> from handrank import showdown
    >>> sd = showdown("8d 7c Ks 3h 2c", ["As5c", "6h4d"], low="a5", qualifier=8)
    >>> sd.qualifier, low_showdown_text(sd)[:22]
    (8, 'Player 1 wins the low:')
    """

    #: the low's qualifier (the highest card a low may hold), or ``None``
    qualifier: Optional[int]
    #: the low's ranking (``LowRules``)
    rules: Any


class DealtTable(Table, Protocol):
    """A showdown that C read and decided: what ``deal_values`` gave.

    >>> from handrank import showdown
    >>> sd = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    >>> not hasattr(sd, "_dealt") or dealt_text(sd).startswith("Player 1 wins")  # (PyPy: no C entry point)
    True
    """

    _dealt: tuple[Any, ...]
# the categories as module globals: ``Category.PAIR`` looks the member up in the enum class on
# every use, five times the cost of a global, and a showdown's text compares many of them
(HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND,
 STRAIGHT_FLUSH, ROYAL_FLUSH, FIVE_OF_A_KIND) = Category


@lru_cache(maxsize=None)
def _main_a(value: TextKey, lang: str) -> str:
    """``main_text(value, lang, article=True)`` (``value``: a hand's ``text_key``), cached by
    position (a keyword argument makes every cache lookup slower, and a showdown's text says two
    of these).

    >>> _main_a(3037, "en")
    'a Pair of Nines'
    """
    return main_text(value, lang, article=True)


def _rank_word(rank: int, plural: bool, lang: str, loser: bool) -> str:
    """English rank name; in Russian the winner is nominative, the loser (after "против") genitive."""
    if lang == "en":
        return (_en.RANK_PLURALS if plural else _en.RANK_NAMES)[rank]
    if loser:
        return (ru.RANK_GEN_PLURAL if plural else ru.RANK_GEN)[rank]
    return (ru.RANK_PLURALS if plural else ru.RANK_NAMES)[rank]


def _part_name(cat: Category, kind: str, pos: int, lang: str, low: bool = False) -> str:
    """What decides: ``"the third kicker"`` / ``"третий кикер"``, ``"the pair"`` / ``"пара"``;
    an unpaired low is read card by card: ``"the first card"`` / ``"первая карта"``."""
    en = lang == "en"
    if low and cat == HIGH_CARD:
        return f"the {_ORDINALS[pos - 1]} card" if en else f"{ru.CARD_ORDINALS[pos - 1]} карта"
    if kind == "kicker":
        if len(PARTS[cat]) - MAIN_PARTS[cat] == 1:
            return "the kicker" if en else "кикер"
        return f"the {_ORDINALS[pos - 1]} kicker" if en else f"{ru.KICKER_ORDINALS[pos - 1]} кикер"
    if cat == FLUSH and pos > 1:
        return f"the {_ORDINALS[pos - 1]} card" if en else f"{ru.CARD_ORDINALS[pos - 1]} карта"
    if cat in (HIGH_CARD, FLUSH, STRAIGHT, STRAIGHT_FLUSH):
        return ("the highest card" if en else "старшая карта") if cat == HIGH_CARD else \
            ("the top card" if en else "старшая карта")
    if cat == TWO_PAIR:
        if pos == 1:
            return "the higher pair" if en else "старшая пара"
        return "the lower pair" if en else "вторая пара"
    if cat == FULL_HOUSE and pos == 2:
        return "the pair" if en else "пара"
    if cat in (FULL_HOUSE, THREE_OF_A_KIND):
        return "the three of a kind" if en else ("тройка" if cat == FULL_HOUSE else "сет")
    if cat == FOUR_OF_A_KIND:
        return "the four of a kind" if en else "каре"
    return "the pair" if en else "пара"


def _both_have(w: Any, kind: str, pos: int, lang: str, n: int) -> str:
    """The common ground before the deciding card: ``"both have a Pair of Nines"``."""
    return _both_words(w.category, w.ranks, w.text_key, kind, pos, lang, n)


def _both_words(cat: Category, r: Sequence[int], key: TextKey, kind: str, pos: int, lang: str, n: int) -> str:
    """``_both_have`` of a hand's category, ranks and ``text_key``."""
    en = lang == "en"
    both = ("both have" if n == 2 else "all have") if en else ("у обоих" if n == 2 else "у всех")
    if kind == "kicker" and cat == HIGH_CARD:
        if en:
            return f"{both} {_en.RANK_NAMES[r[0]]} high"
        return f"{both} старшая карта — {ru.RANK_NAMES[r[0]]}"
    if kind == "kicker":
        return f"{both} {_main_a(key, lang)}"
    if cat == HIGH_CARD:
        return "neither hand has a pair" if en else "ни у кого нет даже пары"
    if cat == FULL_HOUSE and pos == 2:
        if en:
            return f"{both} a Full House with three {_en.RANK_PLURALS[r[0]]}"
        return f"{both} фул-хаус с тройкой {ru.RANK_GEN_PLURAL[r[0]]}"
    if cat == TWO_PAIR and pos == 2:
        if en:
            return f"{both} Two Pair with {_en.RANK_PLURALS[r[0]]} as the higher pair"
        return f"{both} две пары, старшая пара — {ru.RANK_PLURALS[r[0]]}"
    if en:
        name = _en.CATEGORY_NAMES[cat]
        return f"{both} a {name}" if cat in _en.ARTICLE_CATEGORIES else f"{both} {name}"
    return f"{both} {ru.CATEGORY_NAMES[cat]}"


def _shared_ranks(cat: Category, r: Sequence[int], kind: str, pos: int) -> Sequence[int]:
    """The ranks of the equal cards compared before the deciding one (earlier kickers, higher
    flush cards), from the winner's ranks ``r``."""
    if kind == "kicker":
        first = PARTS[cat][MAIN_PARTS[cat]][0]
        return r[first:first + pos - 1]
    return r[:pos - 1] if cat == FLUSH else ()


def _shared(w: Any, lo: Any, kind: str, pos: int, lang: str) -> str:
    """The equal cards compared before the deciding one (earlier kickers, higher flush cards)."""
    ranks = _shared_ranks(w.category, w.ranks, kind, pos)
    if not ranks:
        return ""
    held: list[int] = []
    shared: list[int] = []
    for k in ranks:
        (shared if w.plays_from_board(k) and lo.plays_from_board(k) else held).append(k)
    return _held_and_shared(held, shared, kind, lang)


def _held_and_shared(held: Sequence[int], shared: Sequence[int], kind: str, lang: str) -> str:
    """The equal cards before the deciding one: those not all on the board, then those that are."""
    return "; ".join(_equal_cards(g, on_board, kind == "kicker", lang)
                     for g, on_board in ((held, False), (shared, True)) if g)


def _equal_cards(ranks: Sequence[int], on_board: bool, kickers: bool, lang: str) -> str:
    """Equal cards before the deciding one: ``"Ace and King kickers are shared on the board"``,
    ``"both also have a Queen kicker"`` (not all on the board)."""
    one = len(ranks) == 1
    if lang == "en":
        words = join([_en.RANK_NAMES[k] for k in ranks], "en")
        noun = "" if not kickers else " kicker" if one else " kickers"
        if on_board:
            return f"{words}{noun} {'is' if one else 'are'} shared on the board"
        article = ("an " if words[0] in "AEIOU" else "a ") if one and kickers else ""
        return f"both also have {article}{words}{noun}"
    words = join([ru.RANK_NAMES[k] for k in ranks], "ru")
    if not on_board:
        return f"у обоих также {('кикер ' if one else 'кикеры ') if kickers else ''}{words}"
    if kickers:
        return f"{words} — {'общий кикер' if one else 'общие кикеры'} на столе"
    return f"{words} — {'общая карта' if one else 'общие карты'} на столе"


def _decides(d: Any, w: Any, lang: str, low: bool = False) -> str:
    """``"the third kicker decides, Queen against Jack"``; ``low``: ``w`` is a low hand."""
    return _decides_words(w.category, d.kind, d.position or 0, d.winner_rank, d.loser_rank,
                          d.on_board, d.loser_on_board, lang, low)


@lru_cache(maxsize=4096)  # the words depend on these alone, and a few thousand cover most games
def _decides_words(cat: Category, kind: str, pos: int, winner_rank: str | None, loser_rank: str | None,
                   on_board: bool | None, loser_on_board: bool | None, lang: str, low: bool) -> str:
    part = PARTS[cat][pos - 1 if kind == "main" else (LOW_MAIN_PARTS if low else MAIN_PARTS)[cat] + pos - 1]
    plural = part[1] - part[0] > 1 and cat not in (STRAIGHT, STRAIGHT_FLUSH)
    wr, lr = RANKS.index(winner_rank or ""), RANKS.index(loser_rank or "")
    here = " on the board" if lang == "en" else " на столе"
    win = _rank_word(wr, plural, lang, False) + (here if on_board else "")
    lose = _rank_word(lr, plural, lang, True) + (here if loser_on_board else "")
    name = _part_name(cat, kind, pos, lang, low)
    if lang == "en":
        return f"{name} decides, {win} against {lose}"
    return f"решает {name}: {win} против {lose}"


def card_decides(position: int, winner_rank: str, loser_rank: str, lang: str) -> str:
    """The card of two hands read from the top that decides between them: ``"the second card
    decides, Four against Five"`` (ranks as ``RANKS`` spells them).

    >>> card_decides(2, "4", "5", "en"), card_decides(1, "7", "8", "ru")
    ('the second card decides, Four against Five', 'решает первая карта: семёрка против восьмёрки')
    """
    return _decides_words(HIGH_CARD, "main", position, winner_rank, loser_rank, False, False, lang, True)


# ---- players ---------------------------------------------------------------------------------

def player(n: int, lang: str = "en", case: str = "nom") -> str:
    """``"Player 3"``; in Russian by ``case``: ``"nom"`` игрок 3, ``"gen"`` игрока, ``"dat"`` игроку,
    ``"ins"`` игроком.

    >>> player(3), player(3, "ru"), player(3, "ru", "dat")
    ('Player 3', 'игрок 3', 'игроку 3')
    """
    if lang == "en":
        return f"Player {n}"
    return f"{_RU_PLAYER[case]} {n}"


_RU_PLAYER = {"nom": "игрок", "gen": "игрока", "dat": "игроку", "ins": "игроком"}


def holes_used(sd: Table, keys: Sequence[Hashable], lang: str, symbols: bool) -> str:
    """The Omaha hole cards each of ``keys`` plays, as a sentence after the showdown's text.

    >>> from handrank import showdown
    >>> sd = showdown("Qs Js Ts 2h 3h", ["AsKs2d2c", "QhQd9s8s"], omaha=True)
    >>> holes_used(sd, [0, 1], "en", False)
    ' Hole cards that play: Player 1 As Ks, Player 2 9s 8s.'
    """
    parts = [f"{sd.label(k, lang)} — {cards_str(sd.explanations[k].hole_used, symbols=symbols)}"
             if lang == "ru" else
             f"{sd.label(k)} {cards_str(sd.explanations[k].hole_used, symbols=symbols)}"
             for k in keys]
    if lang == "en":
        return " Hole cards that play: " + ", ".join(parts) + "."
    return " Карты с руки в комбинации: " + ", ".join(parts) + "."


def lost_to(sd: Table, key: Hashable, lang: str, symbols: bool, what: str = "") -> str:
    """Why player ``key`` lost: to whom, and the card that decided it.

    >>> from handrank import showdown
    >>> sd = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    >>> for part in lost_to(sd, 1, "en", False).split("; "): print(part)
    Player 2 loses to Player 1: both have a Pair of Nines
    Ace and King kickers are shared on the board
    the third kicker decides, Queen against Jack.
    """
    d = sd.against(key)
    w = d.winners[0]
    if lang == "en":
        head = f"{sd.label(key)} loses {'the low ' if what else ''}to {sd.label(w)}"
    else:
        head = (f"{_cap(sd.label(key, lang))} проигрывает {sd.label(w, lang, 'dat')}"
                + (" по младшей руке" if what else ""))
    return sd._finish(f"{head}: {sd._reason(d, lang)}.", [w, key], lang, symbols)


# ---- a high showdown ----------------------------------------------------------------------

def reason(sd: Table, d: Any, lang: str) -> str:
    """The words of a high decision ``d``: the categories, or the main card or kicker that decides.

    >>> from handrank import showdown
    >>> sd = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    >>> for part in reason(sd, sd.decision, "ru").split("; "): print(part)
    у обоих пара девяток
    туз и король — общие кикеры на столе
    решает третий кикер: дама против валета
    """
    w = sd.explanations[d.winners[0]]
    lo = sd.explanations[d.loser]
    if d.kind == "category":
        return _beats(w.text_key, lo.text_key, lang)
    pos = d.position or 0
    parts = [_both_have(w, d.kind, pos, lang, 2), _shared(w, lo, d.kind, pos, lang), _decides(d, w, lang)]
    return "; ".join(filter(None, parts))


def _beats(w: TextKey, lo: TextKey, lang: str) -> str:
    """A category beats another: ``"a Pair of Nines beats a King high"`` (hands by ``text_key``)."""
    if lang == "en":
        return f"{_main_a(w, lang)} beats {_main_a(lo, lang)}"
    return f"{main_text(w, lang)} старше, чем {main_text(lo, lang)}"


def _head(label: Any, w: Hashable, lo: Hashable, many: bool, category: bool, lang: str) -> str:
    """Who wins a high pot, and over whom when ``many`` (more than two hands); ``label`` is
    the showdown's ``label``."""
    if lang == "en":
        head = f"{label(w)} wins"
        if many and not category:
            head += f" over {label(lo)}, the next best hand"
        elif many:
            head += f" over {label(lo)}"
        return head
    head = f"Побеждает {label(w, lang)}"
    if many:
        head += f", следующая по силе рука у {label(lo, lang, 'gen')}"
    return head


def showdown_text(sd: Table, lang: str = "en", symbols: bool = True) -> str:
    """What a dealer says about a high showdown ``sd``: who wins and why, or who splits.

    >>> from handrank import showdown
    >>> showdown_text(showdown("As Ks Qs Js Ts", ["2c 3d", "4h 5h"]))
    'Player 1 and Player 2 split the pot: the board plays, both have a Royal Flush.'
    """
    en = lang == "en"
    d = sd.decision
    if d.kind != "tie":
        w, lo = d.winners[0], d.loser
        head = _head(sd.label, w, lo, len(sd.values) > 2, d.kind == "category", lang)
        text = f"{head}: {reason(sd, d, lang)}."  # (sd._reason: a high showdown's is reason)
        return sd._finish(text, [w, lo], lang, symbols) if sd.omaha else text
    names = [sd.label(k, lang) for k in d.winners]
    top = sd.explanations[d.winners[0]].text_key
    many = len(d.winners) > 2
    if en:
        text = f"{join(names, 'en')} split the pot: " + ("the board plays, " if d.board_plays else "")
        text += f"{'all' if many else 'both'} have {hand_text(top, article=True)}."
    else:
        text = f"Банк делят {join(names, 'ru')}: " + ("играет стол, " if d.board_plays else "")
        text += f"у {'всех' if many else 'обоих'} {_lower(hand_text(top, 'ru'))}."
    if len(d.winners) < len(sd.values):  # the best losing hand, d.loser
        lv = sd.explanations[d.loser].text_key
        text += (f" {sd.label(d.loser)} loses with {hand_text(lv, article=True)}." if en else
                 f" {_cap(sd.label(d.loser, lang))} проигрывает с комбинацией "
                 f"«{_lower(hand_text(lv, 'ru'))}».")
    return sd._finish(text, list(d.winners), lang, symbols)


_decode = lru_cache(maxsize=None)(decode)  # (at most 7462 values)


def _seat(key: int, lang: str = "en", case: str = "nom") -> str:
    """``Seats.label`` of a showdown of a list of hands: key ``0`` is ``"Player 1"``."""
    return player(key + 1, lang, case)


@lru_cache(maxsize=4096)
def _seat_head(w: int, lo: int, many: bool, category: bool, lang: str) -> str:
    """``_head`` of a showdown of a list of hands, cached: it depends on these alone."""
    return _head(_seat, w, lo, many, category, lang)


def dealt_text(sd: DealtTable, lang: str = "en", symbols: bool = True) -> str:
    """``showdown_text`` of a hold'em showdown of a list of hands that C read and decided
    (``handrank.explanations.showdown``: ``sd._dealt`` is what ``deal_values`` gave, its item 5
    which of the equal cards before the deciding one both hands play from the board): the same
    words, read from the values and the decision, without the explanations.

    >>> from handrank import showdown
    >>> sd = showdown("9h Ac Kd 4s 2c", ["9d Qc", "9s Jd"])
    >>> not hasattr(sd, "_dealt") or dealt_text(sd) == showdown_text(sd)  # (PyPy: no C entry point)
    True
    """
    d = sd.decision
    kind = d.kind
    if kind == "tie":
        return showdown_text(sd, lang, symbols)
    w, lo = d.winners[0], d.loser
    values = sd.values
    head = _seat_head(w, lo, len(values) > 2, kind == "category", lang)
    wv = values[w]
    if kind == "category":
        return f"{head}: {_beats(wv, values[lo], lang)}."
    why = _dealt_reason(wv, kind, d.position, d.winner_rank, d.loser_rank, d.on_board, d.loser_on_board,
                        sd._dealt[5], lang)
    return f"{head}: {why}."


@lru_cache(maxsize=1 << 15)  # the words depend on these alone
def _dealt_reason(value: int, kind: str, pos: int, winner_rank: str, loser_rank: str, on_board: bool,
                  loser_on_board: bool, mask: int, lang: str) -> str:
    """``reason`` of a main card or kicker decision of a hand of ``value``, the equal cards
    before the deciding one on the board by ``mask`` (bit ``j``: the ``j``-th is shared)."""
    cat, r = _decode(value)
    decides = _decides_words(cat, kind, pos, winner_rank, loser_rank, on_board, loser_on_board, lang, False)
    ranks = _shared_ranks(cat, r, kind, pos)
    both = _both_words(cat, r, value, kind, pos, lang, 2)
    if not ranks:
        return f"{both}; {decides}"
    held = [k for j, k in enumerate(ranks) if not mask >> j & 1]
    shared = [k for j, k in enumerate(ranks) if mask >> j & 1]
    return f"{both}; {_held_and_shared(held, shared, kind, lang)}; {decides}"


# ---- a low showdown -----------------------------------------------------------------------

_ODD = (STRAIGHT, FLUSH, STRAIGHT_FLUSH, ROYAL_FLUSH)
# "a hand without a pair is lower than a pair": what each category is called in that sentence
_KIND_EN = {cat: ("a " if cat in _en.ARTICLE_CATEGORIES else "") + name.lower()
            for cat, name in _en.CATEGORY_NAMES.items()}


def _kind_words(cat: Category, other: Category, lang: str) -> str:
    if cat != HIGH_CARD:
        return _KIND_EN[cat] if lang == "en" else ru.CATEGORY_NAMES[cat]
    if other in _ODD:
        return "a hand without a pair, straight or flush" if lang == "en" else "рука без пары, стрита и флеша"
    return "a hand without a pair" if lang == "en" else "рука без пары"


def low_reason(sd: LowTable, d: Any, lang: str) -> str:
    """The words of a low decision ``d``: the lows compared, and the card that decides.

    >>> from handrank import showdown
    >>> sd = showdown("8d 7c Ks 3h 2c", ["As5c", "6h4d"], low="a5", qualifier=8)
    >>> low_reason(sd, sd.decision, "en")
    'Seven-Five low against Seven-Six low; the second card decides, Five against Six'
    """
    wk, lk = d.winners[0], d.loser
    w, lo = sd.explanations[wk], sd.explanations[lk]
    en = lang == "en"
    if d.kind == "qualifier":
        q = qualifier_words(sd.qualifier, lang)
        if en:
            return f"{w.name()}; {sd.label(lk)} has no qualifying low ({lo.name()} is not {q})"
        return (f"у {sd.label(wk, lang, 'gen')} {_lower(w.name(lang))}, "
                f"у {sd.label(lk, lang, 'gen')} нет младшей руки {q} "
                f"(лучшая — {_lower(lo.name(lang))})")
    if w.name() == lo.name():
        head = f"both have {article(w.name())}" if en else f"у обоих {_lower(w.name(lang))}"
    elif en:
        head = f"{w.name()} against {lo.name()}"
    else:
        head = (f"у {sd.label(wk, lang, 'gen')} {_lower(w.name(lang))}, "
                f"у {sd.label(lk, lang, 'gen')} — {_lower(lo.name(lang))}")
    if d.kind == "category":
        won, lost = _kind_words(w.category, lo.category, lang), _kind_words(lo.category, w.category, lang)
        return f"{head}; {won} is lower than {lost}" if en else f"{head}; {won} младше, чем {lost}"
    return f"{head}; {_decides(d, w, lang, low=True)}"


def low_showdown_text(sd: LowTable, lang: str = "en", symbols: bool = True) -> str:
    """What a dealer says about a low showdown ``sd``: who wins the low and why, or who splits it.

    >>> from handrank import showdown
    >>> sd = showdown("8d 7c Ks 3h 2c", ["As5c", "6h4d"], low="a5", qualifier=8)
    >>> low_showdown_text(sd)
    'Player 1 wins the low: Seven-Five low against Seven-Six low; the second card decides, Five against Six.'
    """
    en = lang == "en"
    d = sd.decision
    if d.kind == "no_low":
        return (f"No qualifying low: no hand is {qualifier_words(sd.qualifier)}." if en else
                f"Младшей руки нет: ни одна рука не проходит квалификацию "
                f"({qualifier_words(sd.qualifier, lang)}).")
    if d.kind != "tie":
        w, lo = d.winners[0], d.loser
        head = (f"{sd.label(w)} wins the low" if en else
                f"Побеждает {sd.label(w, lang)} по младшей руке")
        if d.kind == "qualifier" and len(sd.values) > 2:  # the only qualifying low
            q = qualifier_words(sd.qualifier, lang)
            name = sd.explanations[w].name(lang)
            text = (f"{head}: {name}; no other hand is {q}." if en else
                    f"{head}: у {sd.label(w, lang, 'gen')} {_lower(name)}, "
                    f"у остальных нет младшей руки {q}.")
            return sd._finish(text, [w], lang, symbols)
        if len(sd.values) > 2:
            head += (f" over {sd.label(lo)}, the next best low" if en else
                     f", следующая по силе младшая рука у {sd.label(lo, lang, 'gen')}")
        return sd._finish(f"{head}: {sd._reason(d, lang)}.", [w, lo], lang, symbols)
    return sd._finish(low_tie_text(sd, d, lang), list(d.winners), lang, symbols)


def low_tie_text(sd: LowTable, d: Any, lang: str) -> str:
    """The words of a tied low: who splits it, and with what.

    >>> from handrank import showdown
    >>> sd = showdown("8d 7c 5s 3h 2c", ["As Kc", "Ad Qc"], low="a5", qualifier=8)
    >>> low_tie_text(sd, sd.decision, "en")
    'Player 1 and Player 2 split the low: both have a Seven-Five low (7-5-3-2-A).'
    """
    names = [sd.label(k, lang) for k in d.winners]
    top = describe_low(sd.values[d.winners[0]], sd.rules, lang=lang)
    many = len(d.winners) > 2
    plays = d.board_plays
    if lang == "en":
        text = f"{join(names, 'en')} split the low: " + ("the board plays, " if plays else "")
        text += f"{'all' if many else 'both'} have {article(top)}."
    else:
        text = f"Банк по младшей руке делят {join(names, 'ru')}: " + ("играет стол, " if plays else "")
        text += f"у {'всех' if many else 'обоих'} {_lower(top)}."
    if len(d.winners) == len(sd.values):  # no losing hand
        return text
    lo = sd.explanations[d.loser]
    if lo.value is None:
        return text + (f" {sd.label(d.loser)} has no qualifying low." if lang == "en" else
                       f" У {sd.label(d.loser, lang, 'gen')} нет младшей руки, "
                       "которая проходит квалификацию.")
    lost = describe_low(lo.value, sd.rules, lang=lang)
    return text + (f" {sd.label(d.loser)} loses with {article(lost)}." if lang == "en" else
                   f" {_cap(sd.label(d.loser, lang))} проигрывает с комбинацией «{_lower(lost)}».")

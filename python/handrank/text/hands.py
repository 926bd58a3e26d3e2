"""The names of hands in every language: the renderers that fill ``en``'s and ``ru``'s tables.

One function per kind of name, the same for every language; the words and the word order
are the language module's (``LANGUAGES[lang]``). Names of a value are cached: a value has
one name per language.

>>> from handrank import evaluate
>>> v = evaluate("9s 9h Ac Kd Qs")
>>> main_text(v, article=True), main_text(v, "ru")
('a Pair of Nines', 'пара девяток')
>>> hand_text(v), hand_text(v, "ru")
('Pair of Nines with Ace, King, Queen kickers', 'Пара девяток, кикеры: туз, король, дама')
>>> describe_value(v)
'Pair of Nines, Ace-King-Queen'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from types import ModuleType
from typing import Any, Optional, Protocol, Union

from ..cards import JOKERS, card_str, cards_str, pretty, ranks_str
from ..evaluators.badugi import decode_badugi
from ..evaluators.schemes import LowballError, Scheme, decode_low, low_rules
from ..values import FIVE_OF_A_KIND_BASE, MAIN_CARDS, Category, decode, value_index
from . import en, ru
from .games import RUSSIAN_HAND

__all__ = [
    "LANGS", "LANGUAGES", "article", "cap", "check_lang", "describe_badugi", "describe_low",
    "describe_low_wild", "describe_value", "hand_text", "join", "lower_first", "main_text",
    "missed_qualifier_text", "numbers_text", "play_word", "qualifier_words", "random_label", "ru_form",
    "russian_hand_text", "short_text", "using_text", "wild_hand_text", "wild_low_text", "words",
]

#: The languages handrank speaks: a code and its module of words (the same names in each).
LANGUAGES: dict[str, ModuleType] = {"en": en, "ru": ru}
LANGS = tuple(LANGUAGES)

_WHEEL = (3, 2, 1, 0, 12)  # 5-4-3-2-A, the best ace-to-five low


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language (``"en"``, ``"ru"``), else raise ValueError.

    >>> check_lang("ru")
    'ru'
    >>> check_lang("de")
    Traceback (most recent call last):
    ...
    ValueError: lang 'de' is not supported: use 'en' or 'ru'
    """
    if lang not in LANGUAGES:
        raise ValueError(f"lang {lang!r} is not supported: use 'en' or 'ru'")
    return lang


def words(lang: str) -> ModuleType:
    """The word tables of ``lang`` (``ValueError`` for a language handrank does not speak).

    >>> words("en").WHEEL, words("ru").WHEEL
    ('Wheel', 'Колесо')
    """
    return LANGUAGES[check_lang(lang)]


class Words(Protocol):
    """The tables of a language module that the hand, showdown and pot texts read (each
    language module has them all: ``_TABLES`` checks ``en`` and ``ru`` against this)."""

    @property
    def RANK_NAMES(self) -> Sequence[str]: ...
    @property
    def RANK_PLURALS(self) -> Sequence[str]: ...
    @property
    def RANK_GEN(self) -> Sequence[str]: ...
    @property
    def RANK_GEN_PLURAL(self) -> Sequence[str]: ...
    @property
    def NUMERALS(self) -> Sequence[str]: ...
    @property
    def CATEGORY_NAMES(self) -> Mapping[Category, str]: ...
    @property
    def KICKER_ORDINALS(self) -> Sequence[str]: ...
    @property
    def CARD_ORDINALS(self) -> Sequence[str]: ...
    @property
    def AND(self) -> str: ...
    @property
    def MAIN(self) -> Mapping[Category, str]: ...
    @property
    def HAND(self) -> Mapping[Category, str]: ...
    @property
    def KICKERS(self) -> Sequence[str]: ...
    @property
    def SHORT_HAND(self) -> Mapping[Category, str]: ...
    @property
    def SHORT_KICKERS(self) -> Sequence[str]: ...
    @property
    def ARTICLE_CATEGORIES(self) -> AbstractSet[Category]: ...
    @property
    def LOW(self) -> Mapping[Category, str]: ...
    @property
    def LOW_PREFIX(self) -> str: ...
    @property
    def WILD_LOW(self) -> Mapping[Category, str]: ...
    @property
    def WHEEL(self) -> str: ...
    @property
    def DIGITS(self) -> str: ...
    @property
    def NO_LOW(self) -> str: ...
    @property
    def ANY_LOW(self) -> str: ...
    @property
    def MISSED_QUALIFIER(self) -> str: ...
    @property
    def QUALIFIER(self) -> str: ...
    @property
    def JOKER(self) -> str: ...
    @property
    def PLAYS_AS(self) -> str: ...
    @property
    def FIVE_AS(self) -> Sequence[str]: ...
    @property
    def BELOW_ALL(self) -> str: ...
    @property
    def OMAHA_USING(self) -> str: ...
    @property
    def POT(self) -> Mapping[str, str]: ...
    @property
    def WAYS(self) -> Mapping[str, str]: ...
    @property
    def AWARD(self) -> str: ...
    @property
    def AWARD_VERBS(self) -> Sequence[str]: ...
    @property
    def AWARD_REASONS(self) -> Mapping[str, str]: ...
    @property
    def PLAY_WORDS(self) -> Mapping[str, str]: ...
    @property
    def RANDOM_HANDS(self) -> Sequence[str]: ...


_TABLES: dict[str, Words] = {"en": en, "ru": ru}


def word_table(lang: str) -> Words:
    """``words(lang)`` as the typed tables ``Words`` (``ValueError`` for a language handrank
    does not speak).

    >>> word_table("ru").AND
    ' и '
    """
    return _TABLES[check_lang(lang)]


_THOUSANDS = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\w,])")
_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")


def numbers_text(text: str, lang: str) -> str:
    """``text`` whose numbers are written the English way (``19,933,230,517,200``, ``5.224306%``)
    with its numbers written the way ``lang`` writes them: in Russian the thousands apart by a
    space and a decimal comma (``19 933 230 517 200``, ``5,224306%``), as ``equity`` prints them.

    >>> numbers_text("Решено точно: 19,933,230,517,200 раздач; 5.224306%, -0.052243", "ru")
    'Решено точно: 19 933 230 517 200 раздач; 5,224306%, -0,052243'
    >>> numbers_text("1,070,190 deals; 55.65%", "en")
    '1,070,190 deals; 55.65%'
    """
    if check_lang(lang) == "en":
        return text
    text = _THOUSANDS.sub(lambda m: m.group().replace(",", " "), text)
    return _DECIMAL_POINT.sub(",", text)


def ru_form(n: int) -> int:
    """The Russian noun form after ``n``: 0 (одна раздача), 1 (две раздачи), 2 (пять раздач).

    >>> [ru_form(n) for n in (1, 2, 5, 11, 21, 22, 112)]
    [0, 1, 2, 2, 0, 1, 2]
    """
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


_RANDOM_LABEL = re.compile(r"(?:(\d+) )?random")


def random_label(label: str, lang: str) -> str:
    """A player or column named ``random`` (or ``N random``: N random opponents) in ``lang``;
    any other label as it is.

    >>> random_label("random", "ru"), random_label("3 random", "ru"), random_label("AKs", "ru")
    ('случайная рука', '3 случайные руки', 'AKs')
    """
    m = _RANDOM_LABEL.fullmatch(label)
    if m is None or check_lang(lang) == "en":
        return label
    forms = word_table(lang).RANDOM_HANDS  # one, two to four, five and more
    if m.group(1) is None:
        return forms[0]
    n = int(m.group(1))
    return f"{n} {forms[ru_form(n)]}"


def play_word(name: str, lang: str) -> str:
    """A Russian-poker play of the reports (``"bet"``, ``"exchange 3"``) in ``lang``.

    >>> play_word("exchange 3", "ru"), play_word("sixth card", "ru"), play_word("fold", "en")
    ('обмен 3', 'шестая карта', 'fold')
    """
    table = word_table(lang).PLAY_WORDS
    if name in table:
        return table[name]
    head, _, count = name.partition(" ")
    return f"{table.get(head, head)} {count}".rstrip()


def short(text: str, limit: int = 300) -> str:
    """``text`` cut to ``limit`` characters, ending ``...>``: a repr stays one readable line.

    >>> short("<Showdown winners=['a', 'b']>", 20)
    '<Showdown winner...>'
    """
    return text if len(text) <= limit else text[:limit - 4] + "...>"


def cap(s: str) -> str:
    """``"пара девяток"`` -> ``"Пара девяток"``.

    >>> cap("пара девяток"), cap("")
    ('Пара девяток', '')
    """
    return s[:1].upper() + s[1:]


def lower_first(s: str) -> str:
    """``"Пара девяток"`` -> ``"пара девяток"``.

    >>> lower_first("Пара девяток")
    'пара девяток'
    """
    return s[:1].lower() + s[1:]


def join(items: Sequence[str], lang: str = "en") -> str:
    """``"Ace, King and Queen"`` / ``"туз, король и дама"``.

    >>> join(["туз", "король", "дама"], "ru")
    'туз, король и дама'
    """
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + word_table(lang).AND + items[-1]


def article(name: str) -> str:
    """English names in a sentence: ``"a Flush, ..."``, ``"an Eight-Six low"``; names that
    take none (``"Two Pair"``, ``"Three of a Kind"``, ``"no qualifying low"``) stay as they are.

    >>> article("Eight-Six low"), article("Two Pair, Kings and Fives")
    ('an Eight-Six low', 'Two Pair, Kings and Fives')
    """
    if name.startswith(("Two Pair", "Three of", "Four of", "Five of", "High Card", "no ", "No ")):
        return name
    return ("an " if name[:1] in "AEIOU" else "a ") + name


class _Forms:
    """``table[ranks[i]]`` for a template's ``{field[i]}``."""

    __slots__ = ("ranks", "table")

    def __init__(self, table: Sequence[str], ranks: Sequence[int]) -> None:
        self.table, self.ranks = table, ranks

    def __getitem__(self, i: int) -> str:
        return self.table[self.ranks[i]]


def _fill(template: str, w: Words, cat: Category, r: Sequence[int]) -> str:
    names = [w.RANK_NAMES[k] for k in r]
    return template.format(cat=w.CATEGORY_NAMES[cat], name=_Forms(w.RANK_NAMES, r),
                           plural=_Forms(w.RANK_PLURALS, r), gen=_Forms(w.RANK_GEN, r),
                           gen_plural=_Forms(w.RANK_GEN_PLURAL, r), numeral=_Forms(w.NUMERALS, r),
                           run="-".join(names), list=", ".join(names))


def _kickers(templates: Sequence[str], w: Words, kick: Sequence[int]) -> str:
    names = [w.RANK_NAMES[k] for k in kick]
    return templates[len(names) > 1].format(list=", ".join(names), run="-".join(names)) if names else ""


TextKey = Union[int, tuple[Category, tuple[int, ...]]]


def decoded(value: TextKey) -> tuple[Category, tuple[int, ...]]:
    """What the hand texts read: a value of the standard scale decoded, or a class already
    decoded (``(category, ranks)``: another scale's, such as short deck's, see ``text_key``).

    >>> decoded(7462) == decoded((Category.ROYAL_FLUSH, (12, 11, 10, 9, 8)))
    True
    """
    if isinstance(value, tuple):
        return value
    return decode(value)


@lru_cache(maxsize=None)
def main_text(value: TextKey, lang: str = "en", *, article: bool = False) -> str:
    """The category of a value with its main cards only: ``"Pair of Nines"`` / ``"пара девяток"``.

    ``article=True`` gives ``"a Pair of Nines"`` where English needs it.

    >>> from handrank import evaluate
    >>> main_text(evaluate("Qh Qd Qc 7s 7h"), article=True)
    'a Full House, Queens over Sevens'
    """
    w = word_table(lang)
    cat, r = decoded(value)
    text = _fill(w.MAIN[cat], w, cat, r)
    return f"a {text}" if article and cat in w.ARTICLE_CATEGORIES else text


@lru_cache(maxsize=None)
def hand_text(value: TextKey, lang: str = "en", *, article: bool = False) -> str:
    """A hand, main cards then kickers.

    >>> from handrank import evaluate
    >>> v = evaluate("Th Tc As Kd 7c")
    >>> hand_text(v), hand_text(v, "ru")
    ('Pair of Tens with Ace, King, Seven kickers', 'Пара десяток, кикеры: туз, король, семёрка')
    """
    w = word_table(lang)
    cat, r = decoded(value)
    whole = w.HAND.get(cat)
    if whole is not None:
        text = cap(_fill(whole, w, cat, r))
    else:
        text = cap(_fill(w.MAIN[cat], w, cat, r) + _kickers(w.KICKERS, w, r[MAIN_CARDS[cat]:]))
    return f"a {text}" if article and cat in w.ARTICLE_CATEGORIES else text


@lru_cache(maxsize=None)
def short_text(value: TextKey, lang: str = "en") -> str:
    """The short name ``describe`` gives: ``"Two Pair, Queens and Sevens, Two kicker"``.

    >>> short_text(7462), short_text(7462, "ru")
    ('Royal Flush', 'Роял-флеш')
    """
    w = word_table(lang)
    cat, r = decoded(value)
    whole = w.SHORT_HAND.get(cat)
    if whole is not None:
        return cap(_fill(whole, w, cat, r))
    return cap(_fill(w.MAIN[cat], w, cat, r) + _kickers(w.SHORT_KICKERS, w, r[MAIN_CARDS[cat]:]))


def describe_value(value: int) -> str:
    """The English short name of a value (``describe(value)``).

    >>> describe_value(7462), describe_value(1)
    ('Royal Flush', 'High Card, Seven-Five-Four-Three-Two')
    """
    return short_text(value, "en")


def using_text(hole_used: Iterable[int], lang: str, symbols: bool = True) -> str:
    """The Omaha hole cards that play, appended to a hand's text: ``", using A♠ K♠"``.

    >>> using_text((51, 47), "en"), using_text((51, 47), "ru", symbols=False)
    (', using A♠ K♠', ', с руки: As Ks')
    """
    return word_table(lang).OMAHA_USING.format(cards=cards_str(hole_used, symbols=symbols))


# ---- low hands -------------------------------------------------------------------------------

def _check_low_lang(lang: str) -> Words:
    if lang not in LANGUAGES:
        raise LowballError(f"unknown language {lang!r}: use 'en' or 'ru'")
    return _TABLES[lang]


def _low_name(w: Words, cat: Category, ranks: Sequence[int]) -> str:
    if cat == Category.HIGH_CARD and tuple(ranks) == _WHEEL:
        return w.WHEEL
    return cap(_fill(w.LOW.get(cat) or w.MAIN[cat], w, cat, ranks))


def describe_low(value: Optional[int], scheme: Scheme = "a5", *, lang: str = "en") -> str:
    """A low as a player says it, then its five cards; ``None`` or ``0`` (no qualifying
    low) says so. ``lang="ru"`` gives Russian.

    >>> from handrank import evaluate_low
    >>> describe_low(6175, "a5"), describe_low(6175, "a5", lang="ru")
    ('Wheel (5-4-3-2-A)', 'Колесо (5-4-3-2-Т)')
    >>> describe_low(evaluate_low("Kd 8s 6h 4c 3d 2c Kc", qualifier=8), lang="ru")
    'Младшая рука восемь-шесть (8-6-4-3-2)'
    >>> describe_low(None)
    'no qualifying low'
    """
    w = _check_low_lang(lang)
    if value is None or value_index(value) == 0:
        low_rules(scheme)
        return w.NO_LOW
    cat, ranks = decode_low(value, scheme)
    return f"{_low_name(w, cat, ranks)} ({ranks_str(ranks, w.DIGITS)})"


def describe_badugi(value: int, lang: str = "en") -> str:
    """A badugi hand in words: its size and ranks, highest first (the ace low).

    >>> describe_badugi(1092), describe_badugi(1, "ru")
    ('4-card badugi, 4-3-2-A', '1 карта, K')
    """
    check_lang(lang)
    size, ranks = decode_badugi(value)
    template: str = words(lang).BADUGI[size]
    return template.format(run="-".join(ranks))


def russian_hand_text(value: int, kind: Optional[str], lang: str = "en") -> str:
    """A Russian-poker hand of a standard ``value``: ``kind`` ``"ACE_KING"`` (``"Ace-King,
    Queen-Four-Two"``), ``"NO_GAME"`` (``"No Game, Nine-Eight-Five-Four-Two"``), or ``None``
    for a pair or better, named as everywhere (``short_text``).

    >>> russian_hand_text(1114, "ACE_KING"), russian_hand_text(1114, "ACE_KING", "ru")
    ('Ace-King, Four-Three-Two', 'Туз-Король, кикеры: четвёрка, тройка, двойка')
    """
    w = RUSSIAN_HAND[check_lang(lang)]
    if kind is None:
        return short_text(value, lang)
    names = words(lang).RANK_NAMES
    ranks = decode(value)[1]
    return w[kind].format(ranks=w["sep"].join(names[k] for k in (ranks[2:] if kind == "ACE_KING" else ranks)))


def qualifier_words(q: Optional[int], lang: str = "en") -> str:
    """``"eight or better"`` / ``"не выше восьмёрки"`` for ``q = 8`` (1 and 14 are the ace).

    >>> qualifier_words(8), qualifier_words(8, "ru")
    ('eight or better', 'не выше восьмёрки')
    """
    w = word_table(lang)
    if q is None:
        return w.ANY_LOW
    rank = 12 if q in (1, 14) else q - 2
    return w.QUALIFIER.format(lower=w.RANK_NAMES[rank].lower(), gen=w.RANK_GEN[rank])


def missed_qualifier_text(best: str, q: Optional[int], lang: str = "en") -> str:
    """A low that misses the qualifier, named all the same (``best``: its ``describe_low``).

    >>> missed_qualifier_text("Nine-Four low (9-4-3-2-A)", 8)
    'No qualifying low (eight or better): the best is Nine-Four low (9-4-3-2-A)'
    """
    w = word_table(lang)
    return w.MISSED_QUALIFIER.format(q=qualifier_words(q, lang), best=best, best_lower=lower_first(best))


def describe_low_wild(value: int, scheme: Any, rule: str, *, lang: str = "en") -> str:
    """Name a value of the ``"below-all"`` or ``"duplicate"`` scale: wild cards below all
    print as ``*``, a wild card's copied rank with a ``*`` after it.

    >>> from handrank.evaluators.wild import evaluate_low_wild
    >>> describe_low_wild(evaluate_low_wild("7h 5d 4c 2s 2h", "27", wild="2",
    ...                   wild_rule="below-all"), "27", "below-all")
    'Seven-Five low (7-5-4-*-*)'
    """
    from ..evaluators.wild import decode_low_wild  # the wild scales are built on first use
    if rule == "lowest-absent":
        return describe_low(value, scheme, lang=lang)
    tier, ranks, copies = decode_low_wild(value, scheme, rule)
    w = ru if lang == "ru" else en
    marks = [("*" if r is None else ranks_str((r,), w.DIGITS)) + ("*" if copy else "")
             for r, copy in zip(ranks, copies)]
    top = [r for r in ranks if r is not None]
    if tier == 0 and len(top) >= 2:
        name = _fill(w.LOW[Category.HIGH_CARD], w, Category.HIGH_CARD, top)
    elif tier == 0:
        name = w.LOW_PREFIX + (f" {w.DIGITS[top[0]]}" if top else "")
    else:
        cat = Category(tier)
        name = cap(_fill(w.WILD_LOW.get(cat, "{cat}"), w, cat, top))
    return f"{name} ({'-'.join(marks)})"


# ---- wild cards ------------------------------------------------------------------------------

def wild_hand_text(value: int, substitutions: Iterable[tuple[int, int]], lang: str = "en", *,
                   short: bool = False) -> str:
    """A wild-card high hand and what each wild card became: ``(wild card, card it plays as)``;
    the hand as ``explain`` says it, or with ``short=True`` as ``describe`` does.

    >>> wild_hand_text(7475, [(52, 51)]), wild_hand_text(7475, [(52, 51)], "ru")
    ('Five of a Kind, Aces (Joker as an Ace)', 'Покер из тузов (джокер — туз)')
    >>> wild_hand_text(5798, [(52, 51)], short=True)   # Jk Ah Ad 7c 2s, the joker a bug
    'Three of a Kind, Aces, Seven-Two (Joker as A♠)'
    """
    w = word_table(lang)
    subs = []
    for c, a in substitutions:
        who = w.JOKER if c in JOKERS else pretty(c)
        what = w.FIVE_AS[a >> 2] if value >= FIVE_OF_A_KIND_BASE else pretty(a)
        subs.append(w.PLAYS_AS.format(who=who, what=what))
    out = short_text(value, lang) if short else hand_text(value, lang)
    return f"{out} ({', '.join(subs)})" if subs else out


def wild_low_text(value: Optional[int], scheme: Any, rule: str,
                  plays: Iterable[tuple[int, Optional[int]]], lang: str = "en") -> str:
    """A wild-card low and what each wild card plays as: ``(wild card, rank or None)``.

    >>> wild_low_text(None, "a5", "duplicate", ())
    'no qualifying low'
    """
    if value is None:
        return describe_low(None, scheme, lang=lang)
    desc = describe_low_wild(value, scheme, rule, lang=lang)
    w = ru if lang == "ru" else en
    subs = [w.PLAYS_AS.format(who=w.JOKER if c in JOKERS else card_str(c),
                              what=w.BELOW_ALL if a is None else w.RANK_NAMES[a]) for c, a in plays]
    return desc + (f"; {', '.join(subs)}" if subs else "")


"""Low hands: ace-to-five (``"a5"``), deuce-to-seven (``"27"``), ace-to-six (``"a6"``) and
qualifiers such as eight-or-better.

Each scheme has its own dense scale where, as everywhere in handrank, **higher is better**:
the best low gets the highest value (``"a5"``: 1..6175, ``"27"`` and ``"a6"``: 1..7462).
A qualifier ``q`` (``8`` for eight-or-better) admits only lows of five unpaired cards, none
above ``q`` (and no straight or flush where those count); anything else gives ``None``
(``0`` in a batch). Values come from build-time tables, 5, 6 or 7 cards at a time (the
best low of them).

>>> evaluate_low("5h 4d 3c 2s As")              # the wheel: the best ace-to-five low
6175
>>> describe_low(evaluate_low("7h 5d 4c 3s 2s", "27"), "27")
'Seven-Five low (7-5-4-3-2)'
>>> evaluate_low("9h 4d 3c 2s As Kd Kc", qualifier=8) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Iterable, Optional, Union

from .._core import lib
from ..cards import _TOKENS, RANKS, CardError, Cards, CardSpec, cards, has_bool
from ..text.en import RANK_NAMES, RANK_PLURALS
from ..text.ru import main_ru
from ..values import Category, value_index
from .batch import run_batch

__all__ = [
    "LOW_SCHEMES", "LowRules", "LowballError", "best_five_low", "best_five_omaha_low", "decode_low",
    "describe_low", "evaluate_low", "evaluate_low_batch", "evaluate_omaha_low", "low_rules",
]


class LowballError(ValueError):
    """A low scheme, qualifier or value that cannot be used: the message says why."""


_SUPPORTED = {  # (ace_low, straights_count, flushes_count) -> (name, C scheme id)
    (True, False, False): ("a5", 0),
    (False, True, True): ("27", 1),
    (True, True, True): ("a6", 2),
}


@dataclass(frozen=True)
class LowRules:
    """How a low hand is ranked: where the ace sits, and whether straights and flushes
    count against the hand. The named schemes are ``LOW_SCHEMES["a5"]`` (ace low, both
    ignored), ``["27"]`` (ace high, both count) and ``["a6"]`` (ace low, both count);
    other combinations have no tables and raise ``LowballError``.

    >>> LowRules(ace_low=True, straights_count=False, flushes_count=False).name
    'a5'
    """

    ace_low: bool
    straights_count: bool
    flushes_count: bool

    def __post_init__(self) -> None:
        if (self.ace_low, self.straights_count, self.flushes_count) not in _SUPPORTED:
            raise LowballError(
                f"{self!r} is not supported: the low tables are 'a5' = LowRules(True, False, False), "
                "'27' = LowRules(False, True, True) and 'a6' = LowRules(True, True, True)")

    @property
    def name(self) -> str:
        """``"a5"``, ``"27"`` or ``"a6"``."""
        return _SUPPORTED[self.ace_low, self.straights_count, self.flushes_count][0]

    @property
    def scheme_id(self) -> int:
        """The scheme number of the C functions ``hr_low_*``."""
        return _SUPPORTED[self.ace_low, self.straights_count, self.flushes_count][1]

    @property
    def num_values(self) -> int:
        """Classes on the scale: 6175 for ``"a5"``, 7462 for the others."""
        return int(lib.hr_low_num_values(self.scheme_id))


LOW_SCHEMES = {name: LowRules(*rules) for rules, (name, _) in _SUPPORTED.items()}
_RULES_IDS = {rules: rules.scheme_id for rules in LOW_SCHEMES.values()}
_SCHEME_IDS = {name: rules.scheme_id for name, rules in LOW_SCHEMES.items()}
_low_ids = lib.hr_low_ids

Scheme = Union[str, LowRules]


def low_rules(scheme: Scheme) -> LowRules:
    """The ``LowRules`` of ``"a5"``, ``"27"``, ``"a6"`` (or of a ``LowRules``, unchanged)."""
    if isinstance(scheme, LowRules):
        return scheme
    if isinstance(scheme, str) and scheme in LOW_SCHEMES:
        return LOW_SCHEMES[scheme]
    raise LowballError(f"unknown low scheme {scheme!r}: use '27', 'a5', 'a6' or a LowRules")


def _scheme_id(scheme: Scheme) -> int:
    sid = _SCHEME_IDS.get(scheme) if type(scheme) is str else _RULES_IDS.get(scheme)  # type: ignore[arg-type]
    return low_rules(scheme).scheme_id if sid is None else sid


_QUALIFIER_WORDS = {r: i + 2 for i, r in enumerate(RANKS[:-1])} | {"10": 10}


def _qualifier(qualifier: Union[int, str, None], scheme_id: int) -> int:
    """The C qualifier number (0 for none), checked to admit at least one low."""
    if qualifier is None:
        return 0
    key = (qualifier, scheme_id) if type(qualifier) in (int, str) else None  # not bool
    if key in _CHECKED_QUALIFIERS:
        return _CHECKED_QUALIFIERS[key]
    if isinstance(qualifier, str):
        word = qualifier.strip().upper()
        q = (1 if scheme_id != 1 else 14) if word == "A" else _QUALIFIER_WORDS.get(word, -1)
    elif isinstance(qualifier, int) and not isinstance(qualifier, bool):
        q = qualifier
    else:
        q = -1
    if not 1 <= q <= 14:
        raise LowballError(f"qualifier {qualifier!r}: give the highest card a low may hold, "
                           "2..13 or 14 for an ace high (e.g. 8 for eight-or-better)")
    if lib.hr_low_qualifier_min(scheme_id, q) > lib.hr_low_num_values(scheme_id):
        best = decode_low(lib.hr_low_num_values(scheme_id), _scheme_name(scheme_id))[1]
        raise LowballError(f"qualifier {qualifier!r} admits no low in {_scheme_name(scheme_id)!r}: "
                           f"the best is {_digits(best, 'en')}")
    if key is not None:
        _CHECKED_QUALIFIERS[key] = q
    return q


_CHECKED_QUALIFIERS: dict[Optional[tuple[Union[int, str], int]], int] = {}


def _scheme_name(scheme_id: int) -> str:
    return next(name for name, sid in _SCHEME_IDS.items() if sid == scheme_id)


def _hand_ids(spec: CardSpec) -> tuple[int, ...]:
    try:
        ids = cards(spec)
    except CardError as e:
        if "joker" in str(e):
            raise CardError(f"{e}; name the rule: evaluate_low(..., wild_rule='below-all', "
                            "'duplicate' or 'lowest-absent')") from None
        raise
    if not 5 <= len(ids) <= 7:
        raise CardError(f"a low hand is 5 to 7 cards, got {len(ids)}")
    return ids


def evaluate_low(hand: CardSpec, scheme: Scheme = "a5", *, qualifier: Union[int, str, None] = None,
                 wild: Iterable[Any] = (), wild_rule: Optional[str] = None) -> Optional[int]:
    """The best low of 5..7 cards on ``scheme``'s scale (higher = better low), or ``None``
    when ``qualifier`` (e.g. ``8``) is not met.

    With wild ranks (``wild="2"`` for deuces wild) or jokers, ``wild_rule`` names how a
    wild card plays low (``"below-all"``, ``"duplicate"``, ``"lowest-absent"``); that is
    ``handrank.wild.evaluate_low_wild``'s work.

    >>> evaluate_low("8h 7d 6c 5s 4s", qualifier=8)     # the worst eight-or-better low
    6120
    >>> evaluate_low("As 2s 3s 4s 5s", "27")             # ace high, a flush: a poor low
    815
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    if wild or wild_rule is not None:
        try:
            from .wild import evaluate_low_wild  # type: ignore[attr-defined]
        except ImportError:
            raise NotImplementedError("wild cards in low hands need handrank.wild.evaluate_low_wild, "
                                      "which this installation does not have") from None
        return evaluate_low_wild(cards(hand, allow_jokers=True), low_rules(scheme),
                                 qualifier=qualifier, wild=wild, wild_rule=wild_rule)
    # fast paths: ids, or space-separated tokens, straight to C (which validates them)
    t = type(hand)
    ids = b""
    if (t is tuple or t is list or t is Cards) and not has_bool(hand):  # bytes() takes bools
        try:
            ids = bytes(hand)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            pass
    elif t is str and len(hand) < 64:
        try:
            ids = bytes([_TOKENS[w] for w in hand.split()])  # type: ignore[union-attr]
        except KeyError:
            pass
    if 5 <= len(ids) <= 7:
        v = _low_ids(ids, len(ids), sid, q)
        if v or (q and _low_ids(ids, len(ids), sid, 0)):  # valid; None if it does not qualify
            return v or None
    ids = bytes(_hand_ids(hand))
    return _low_ids(ids, len(ids), sid, q) or None


def evaluate_low_batch(hands: Any, scheme: Scheme = "a5", *, qualifier: Union[int, str, None] = None,
                       k: Optional[int] = None, threads: Optional[int] = None):
    """Best lows of ``n`` hands of ``k`` (5..7) cards, like ``evaluate_batch``: a NumPy
    array of shape ``(n, k)`` (``uint8`` is the fast path), a C-contiguous ``uint8`` buffer
    with ``k=``, or a list of rows. Returns ``uint16`` values (NumPy array, or
    ``array.array('H')`` without NumPy); a row that does not qualify gets ``0``.
    ``threads=`` splits a large batch across threads (the C loop runs without the GIL).

    >>> evaluate_low_batch([[51, 0, 4, 8, 12], [51, 0, 4, 8, 32]], qualifier=8).tolist()
    [6175, 0]
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    return run_batch(hands, k, threads, lambda src, n, k, dst: lib.hr_low_batch(src, n, k, sid, q, dst))


def evaluate_omaha_low(hole: CardSpec, board: CardSpec, scheme: Scheme = "a5", *,
                       qualifier: Union[int, str, None] = 8) -> Optional[int]:
    """Omaha low: exactly two of 4..6 hole cards and three of 3..5 board cards; ``None``
    when no such five qualifies (eight-or-better by default; ``qualifier=None`` for none).

    >>> evaluate_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh")   # A-2 with 8-4-3: an eight low
    6154
    >>> evaluate_omaha_low("As 2d 3c 4d", "Kh Ks 8c Qd 7h") is None   # two low board cards
    True
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    h, b = _omaha_ids(hole, board)
    return int(lib.hr_low_omaha(bytes(h), len(h), bytes(b), len(b), sid, q)) or None


def _omaha_ids(hole: CardSpec, board: CardSpec) -> tuple[tuple[int, ...], tuple[int, ...]]:
    h, b = cards(hole), cards(board)
    cards(h + b)  # no card in both
    if not 4 <= len(h) <= 6:
        raise CardError(f"an Omaha hand has 4 to 6 hole cards, got {len(h)}")
    if not 3 <= len(b) <= 5:
        raise CardError(f"an Omaha board has 3 to 5 cards, got {len(b)}")
    return h, b


def _best_of(fives: Iterable[tuple[int, ...]], sid: int) -> Cards:
    """The five (ordered as ``decode_low`` orders its ranks) with the best low."""
    five = max(fives, key=lambda f: lib.hr_low_ids(bytes(f), 5, sid, 0))
    pool = list(five)
    ordered = []
    for r in decode_low(lib.hr_low_ids(bytes(five), 5, sid, 0), _scheme_name(sid))[1]:
        c = next(c for c in pool if c >> 2 == r)
        pool.remove(c)
        ordered.append(c)
    return Cards(ordered)


def best_five_low(hand: CardSpec, scheme: Scheme = "a5") -> Cards:
    """The five cards of the best low of 5..7 cards, ordered as ``decode_low`` orders
    ranks (whether or not they would meet a qualifier).

    >>> print(best_five_low("Kd 8s 6h 4c 3d 2c As"))
    6♥ 4♣ 3♦ 2♣ A♠
    """
    return _best_of(combinations(_hand_ids(hand), 5), _scheme_id(scheme))


def best_five_omaha_low(hole: CardSpec, board: CardSpec, scheme: Scheme = "a5") -> Cards:
    """The five cards of the best Omaha low: two hole cards and three board cards.

    >>> from handrank import cards_str
    >>> cards_str(best_five_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh"))
    '8c 4s 3h 2d As'
    """
    h, b = _omaha_ids(hole, board)
    return _best_of((two + three for two in combinations(h, 2) for three in combinations(b, 3)),
                    _scheme_id(scheme))


_CATEGORIES = tuple(Category)


def decode_low(value: int, scheme: Scheme = "a5") -> tuple[Category, tuple[int, ...]]:
    """``(category, ranks of the five cards)``, main cards first, each group from the top
    of the scheme's order down (the ace of an ace-to-five low comes last); ranks are
    ``0..12`` = ``2..A``.

    >>> decode_low(6175, "a5")
    (<Category.HIGH_CARD: 0>, (3, 2, 1, 0, 12))
    """
    sid = _scheme_id(scheme)
    i = value_index(value)
    info = lib.hr_low_value_info(sid, i) if i is not None and 0 < i <= 0xFFFF else 0
    if not info:
        raise LowballError(f"{value!r} is not a low value of {low_rules(scheme).name!r} "
                           f"(1..{lib.hr_low_num_values(sid)})")
    return _CATEGORIES[info >> 20], tuple((info >> (16 - 4 * i)) & 0xF for i in range(5))


_DIGITS = {"en": RANKS, "ru": "23456789TВДКТ"}  # the seed writes 5-4-3-2-Т (туз)
_NUMERALS_RU = ("два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять",
                "валет", "дама", "король", "туз")


def _digits(ranks: tuple[int, ...], lang: str) -> str:
    return "-".join("10" if r == 8 else _DIGITS[lang][r] for r in ranks)


def _main_en(cat: Category, r: tuple[int, ...]) -> str:
    if cat == Category.PAIR:
        return f"Pair of {RANK_PLURALS[r[0]]}"
    if cat == Category.TWO_PAIR:
        return f"Two Pair, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    if cat == Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {RANK_PLURALS[r[0]]}"
    if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return f"{'Straight' if cat == Category.STRAIGHT else 'Straight Flush'}, {RANK_NAMES[r[0]]} high"
    if cat == Category.FLUSH:
        return f"Flush, {RANK_NAMES[r[0]]}-{RANK_NAMES[r[1]]}"
    if cat == Category.FULL_HOUSE:
        return f"Full House, {RANK_PLURALS[r[0]]} over {RANK_PLURALS[r[3]]}"
    return f"Four of a Kind, {RANK_PLURALS[r[0]]}"


def describe_low(value: Optional[int], scheme: Scheme = "a5", *, lang: str = "en") -> str:
    """A low as a player says it, then its five cards; ``None`` or ``0`` (no qualifying
    low) says so. ``lang="ru"`` gives Russian.

    >>> describe_low(6175, "a5"), describe_low(6175, "a5", lang="ru")
    ('Wheel (5-4-3-2-A)', 'Колесо (5-4-3-2-Т)')
    >>> describe_low(evaluate_low("Kd 8s 6h 4c 3d 2c Kc", qualifier=8), lang="ru")
    'Младшая рука восемь-шесть (8-6-4-3-2)'
    >>> describe_low(None)
    'no qualifying low'
    """
    if lang not in _DIGITS:
        raise LowballError(f"unknown language {lang!r}: use 'en' or 'ru'")
    if value is None or value_index(value) == 0:
        low_rules(scheme)
        return "no qualifying low" if lang == "en" else "нет младшей руки, которая проходит квалификацию"
    cat, ranks = decode_low(value, scheme)
    if cat == Category.HIGH_CARD and ranks == (3, 2, 1, 0, 12):  # 5-4-3-2-A, a5 only
        name = "Wheel" if lang == "en" else "Колесо"
    elif cat == Category.HIGH_CARD:
        name = (f"{RANK_NAMES[ranks[0]]}-{RANK_NAMES[ranks[1]]} low" if lang == "en" else
                f"Младшая рука {_NUMERALS_RU[ranks[0]]}-{_NUMERALS_RU[ranks[1]]}")
    elif lang == "en":
        name = _main_en(cat, ranks)
    else:
        text = main_ru(cat, ranks)
        name = text[0].upper() + text[1:]
    return f"{name} ({_digits(ranks, lang)})"

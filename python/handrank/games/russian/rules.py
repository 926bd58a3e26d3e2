"""House rules of Russian poker: every setting the rules call a setting, with the defaults
of the spec, validated on construction. Amounts are in antes, as exact ``Fraction`` s.

>>> r = Rules()
>>> r.paytable[RussianCategory.FULL_HOUSE], r.qualifier.name, r.bonus_max
(Fraction(7, 1), 'ACE_KING', Fraction(1, 2))
>>> Rules(qualifier="pair", exchange_min=2).qualifier_value
1278
>>> Rules(bonus_max=-1)
Traceback (most recent call last):
...
handrank.games.russian.rules.RulesError: bonus_max: must be positive, got -1
"""

from __future__ import annotations

import dataclasses
import math
import os
import stat
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Callable, Optional, Union

from ..._core import ffi, lib
from ...cards import CardSpec
from ...errors import HandrankError
from ...numtext import exact_number, shown
from ...values import CATEGORY_START
from .ranking import ACE_KING_MIN, RussianCategory, _hand_ids

__all__ = [
    "DEFAULT_BONUS_TABLE",
    "DEFAULT_PAYTABLE",
    "DEFAULT_RULES",
    "Amount",
    "Rules",
    "MAX_RULES_AMOUNT",
    "MAX_UNIT",
    "MAX_UNITS",
    "RulesError",
    "PRESETS",
    "SETTINGS",
    "amount_unit",
    "bet_fold_rules",
    "check_rules",
    "load_rules",
    "qualifies",
    "rules_from_mapping",
    "to_amount",
    "to_category",
]

Amount = Union[int, Fraction, Decimal, str, float]
C = RussianCategory

DEFAULT_PAYTABLE = MappingProxyType(
    {
        C.ACE_KING: Fraction(1),
        C.PAIR: Fraction(1),
        C.TWO_PAIR: Fraction(2),
        C.THREE_OF_A_KIND: Fraction(3),
        C.STRAIGHT: Fraction(4),
        C.FLUSH: Fraction(5),
        C.FULL_HOUSE: Fraction(7),
        C.FOUR_OF_A_KIND: Fraction(20),
        C.STRAIGHT_FLUSH: Fraction(50),
        C.ROYAL_FLUSH: Fraction(100),
    }
)
# a Belarus casino's bonus table (the spec's default)
DEFAULT_BONUS_TABLE = MappingProxyType(
    {
        C.STRAIGHT: Fraction(40),
        C.FLUSH: Fraction(50),
        C.FULL_HOUSE: Fraction(70),
        C.FOUR_OF_A_KIND: Fraction(200),
        C.STRAIGHT_FLUSH: Fraction(500),
        C.ROYAL_FLUSH: Fraction(1000),
    }
)


class RulesError(HandrankError):
    """A setting of ``Rules`` that no house could play: the message names it and why.

    >>> Rules(exchange_max=9)
    Traceback (most recent call last):
        ...
    handrank.games.russian.rules.RulesError: exchange_min..exchange_max: need 1 <= min <= max <= 5, got 1..9
    """


MAX_RULES_AMOUNT = Fraction(10**12)
"""The largest odds, fee or cap ``Rules`` take, in antes: the C core computes in doubles."""
MAX_UNIT = 2**20
"""The finest common unit of the paytable and ``table_max`` (``1/2**20`` ante): the exact
solver counts every win in whole units."""
MAX_UNITS = 2**40
"""The largest win the exact solver counts, in units (``MAX_UNITS`` in ``csrc/games/solver.c``):
``Rules`` whose best paid hand wins more are refused where they are made, naming the odds."""


def amount_unit(paytable: Mapping[RussianCategory, Fraction], table_max: Optional[Fraction]) -> int:
    """The common unit of the amounts a win is made of: every bet win (twice the odds) and
    the cap are whole numbers of ``1/unit`` antes.

    >>> amount_unit({RussianCategory.PAIR: Fraction(1, 3)}, None), amount_unit({}, Fraction(5, 2))
    (3, 2)
    """
    unit = 1
    for d in [2 * p for p in paytable.values()] + ([table_max] if table_max is not None else []):
        unit = unit * d.denominator // math.gcd(unit, d.denominator)
    return unit


def _check_units(rules: Rules) -> None:
    """The exact solver's limits, checked once for every ``Rules``: a unit no finer than
    ``1/MAX_UNIT`` ante and every win below ``MAX_UNITS`` units."""
    unit = amount_unit(rules.paytable, rules.table_max)
    if unit > MAX_UNIT:
        raise RulesError(f"paytable: the amounts need a unit of 1/{unit} antes, "
                         "finer than the solver's 1/2**20")
    cat, odds = max(rules.paytable.items(), key=lambda kv: kv[1])
    times = rules.paid_combinations  # two paid combinations: a hand may be paid up to twice the top odds
    win = 2 * times * odds + (1 if rules.ante_paid_on_win else 0)
    if rules.table_max is not None:
        win = min(win, rules.table_max)
    if win * unit >= MAX_UNITS:
        most = (Fraction(MAX_UNITS, unit) - (1 if rules.ante_paid_on_win else 0)) / (2 * times)
        paid = "paid twice (two paid combinations)" if times == 2 else "paid"
        raise RulesError(f"paytable[{cat.name}]: {odds} to 1, {paid} on the bet of 2 antes, "
                         f"may win {win} antes, more than the exact solver counts "
                         f"(2**40 units of 1/{unit} ante); at most {math.ceil(most) - 1:,} to 1, "
                         "or set table_max")


def _rules_amount(x: Any, what: str) -> Fraction:
    v = to_amount(x, what)
    if abs(v) > MAX_RULES_AMOUNT:
        raise RulesError(f"{what}: {shown(x)} is beyond any table (at most {MAX_RULES_AMOUNT} antes)")
    return v


def check_rules(rules: Any) -> Rules:
    """``rules`` if it is a ``Rules``; a ``TypeError`` naming what was given otherwise.

    >>> check_rules(object())
    Traceback (most recent call last):
    TypeError: rules must be a handrank.games.russian.Rules, got object
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a handrank.games.russian.Rules, got {type(rules).__name__}")
    return rules


def to_amount(x: Any, what: str) -> Fraction:
    """An exact amount from an int, Fraction, Decimal, a string such as ``"1/2"`` or a float;
    text and decimals are bounded (digits, exponent: ``numtext.exact_number``) before they
    are converted, so ``"1e999999999"`` is refused at once.

    >>> to_amount("1/2", "bonus"), to_amount(0.1, "fee")
    (Fraction(1, 2), Fraction(1, 10))
    >>> to_amount("1e-999999999", "paytable[PAIR]")
    Traceback (most recent call last):
    ...
    handrank.games.russian.rules.RulesError: paytable[PAIR]: '1e-999999999' has an exponent beyond ±60
    """
    if isinstance(x, bool) or not isinstance(x, (int, Fraction, Decimal, str, float)):
        raise RulesError(f"{what}: expected a number, got {shown(x)}")
    if isinstance(x, float) and not math.isfinite(x):
        raise RulesError(f"{what}: {x!r} is not a number")
    if isinstance(x, Decimal):
        if not x.is_finite():
            raise RulesError(f"{what}: {x!r} is not a number")
        x = str(x)  # Fraction(Decimal("1e999999999")) is a billion digits too: bound its text
    if isinstance(x, str):
        return exact_number(x, what, error=RulesError)
    return Fraction(repr(x)) if isinstance(x, float) else Fraction(x)


def to_category(x: Any, what: str) -> RussianCategory:
    """A ``RussianCategory`` from itself, its value or its name (``"pair"``, ``"Ace-King"``).

    >>> to_category("pair", "qualifier").name, to_category("two_pair", "insurance_from").name
    ('PAIR', 'TWO_PAIR')
    """
    if isinstance(x, RussianCategory):
        return x
    if isinstance(x, str):
        key = x.strip().upper().replace("-", "_").replace(" ", "_")
        aliases = {
            "TRIPS": "THREE_OF_A_KIND",
            "THREE": "THREE_OF_A_KIND",
            "FOUR": "FOUR_OF_A_KIND",
            "QUADS": "FOUR_OF_A_KIND",
            "ROYAL": "ROYAL_FLUSH",
            "AK": "ACE_KING",
        }
        key = aliases.get(key, key)
        if key in RussianCategory.__members__:
            return RussianCategory[key]
    elif isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 10:
        return RussianCategory(x)
    raise RulesError(f"{what}: {x!r} is not a Russian-poker category")


def _table(
    x: Any, what: str, base: Optional[Mapping[RussianCategory, Fraction]]
) -> Mapping[RussianCategory, Fraction]:
    if not isinstance(x, Mapping):
        raise RulesError(f"{what}: expected a mapping category -> odds, got {type(x).__name__}")
    out = dict(base) if base is not None else {}
    for k, v in x.items():
        cat = to_category(k, what)
        if cat == RussianCategory.NO_GAME:
            raise RulesError(f"{what}: no game is never paid")
        odds = _rules_amount(v, f"{what}[{cat.name}]")
        if odds < 0:
            raise RulesError(f"{what}[{cat.name}]: odds must not be negative, got {v!r}")
        out[cat] = odds
    return MappingProxyType(dict(sorted(out.items())))


def _setting(v: Any) -> str:
    """A setting as ``Rules(...)`` takes it: categories by name, amounts as ``"1/2"``."""
    if isinstance(v, RussianCategory):
        return repr(v.name)
    if isinstance(v, Fraction):
        return repr(str(v))
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{_setting(k)}: {_setting(x)}" for k, x in v.items()) + "}"
    return repr(v)


@dataclass(frozen=True)
class Rules:
    """The settings of a Russian-poker table (defaults: the spec's).

    - ``qualifier``: the dealer's lowest game (``ACE_KING``; some houses ``PAIR``).
    - ``ante_paid_on_win``: the ante is paid 1:1 when the player beats a qualifying dealer
      (default ``False``: returned, not paid).
    - ``paytable``: "X to 1" on the bet per category; a partial mapping overrides the defaults.
    - ``table_max``: the most a box can win on ante plus bet, in antes (``None``: no cap).
      House choice: the cap covers the ante and bet only, not the bonus or insurance.
    - ``sixth_card_fee``, ``exchange_fee``, ``buy_game_fee``: antes paid, never returned.
    - ``exchange_min`` .. ``exchange_max``: how many cards one exchange may change (1..5;
      some houses 2..5); ``max_exchanges``: exchanges per hand (1).
    - ``buy_or_exchange``: buying a sixth card and exchanging exclude each other (``True``).
    - ``game_buying``: the player may buy a game when the dealer has none (``True``).
    - ``redraw_same_rank``: the card replacing the dealer's highest is drawn again while it
      has the replaced rank (``True``).
    - ``straight_repeat_as_pair``: ``K Q J 10 9 9`` is paid as straight + pair instead of two
      straights (``False``).
    - ``insurance_from``: the least hand that may insure (``THREE_OF_A_KIND``);
      ``insurance_min``: at least this many antes (1); ``insurance_max_share``: at most this
      share of the potential bet payout (1/2).
    - ``bonus_table``: "X to 1" of the bonus side bet, judged on the first five cards (the
      whole table: the lowest category in it is the least paying hand);
      ``bonus_min`` / ``bonus_max``: the stake's limits in antes (0 exclusive / 1/2).
    - ``paid_combinations``: how many combinations a winning hand is paid for (2; 1: the
      best five only, as in Caribbean stud).
    - ``sixth_card``, ``insurance``, ``bonus``: the player may buy a sixth card, insure, stake
      the bonus side bet (``True``); exchanges are switched off by ``max_exchanges=0``.

    ``Rules.caribbean()`` is bet or fold only (Caribbean stud): the ante paid 1:1 on a win,
    one combination paid, no draws, no bought game, no insurance, no bonus.

    >>> r = Rules(qualifier="pair", table_max=500)
    >>> r.qualifier.name, r.table_max, r.paid_combinations
    ('PAIR', Fraction(500, 1), 2)
    """

    #: The dealer's lowest game (``ACE_KING``; some houses ``PAIR``).
    qualifier: RussianCategory = RussianCategory.ACE_KING
    #: The ante is paid 1:1 when the player beats a qualifying dealer (else returned).
    ante_paid_on_win: bool = False
    #: "X to 1" on the bet, per category.
    paytable: Mapping[RussianCategory, Fraction] = field(default_factory=lambda: DEFAULT_PAYTABLE)
    #: The most a box can win on ante plus bet, in antes (``None``: no cap).
    table_max: Optional[Fraction] = None
    #: Antes paid for a sixth card, never returned.
    sixth_card_fee: Fraction = Fraction(1)
    #: Antes paid for an exchange, never returned.
    exchange_fee: Fraction = Fraction(1)
    #: Antes paid to buy the dealer a game, never returned.
    buy_game_fee: Fraction = Fraction(1)
    #: The fewest cards one exchange may change.
    exchange_min: int = 1
    #: The most cards one exchange may change (at most 5).
    exchange_max: int = 5
    #: Exchanges allowed per hand (0: none).
    max_exchanges: int = 1
    #: Buying a sixth card and exchanging exclude each other.
    buy_or_exchange: bool = True
    #: The player may buy a game when the dealer has none.
    game_buying: bool = True
    #: The card replacing the dealer's highest is drawn again while it has the replaced rank.
    redraw_same_rank: bool = True
    #: ``K Q J 10 9 9`` is paid as straight + pair instead of two straights.
    straight_repeat_as_pair: bool = False
    #: The least hand that may insure.
    insurance_from: RussianCategory = RussianCategory.THREE_OF_A_KIND
    #: The least insurance, in antes.
    insurance_min: Fraction = Fraction(1)
    #: The most insurance, as a share of the potential bet payout.
    insurance_max_share: Fraction = Fraction(1, 2)
    #: "X to 1" of the bonus side bet, judged on the first five cards.
    bonus_table: Mapping[RussianCategory, Fraction] = field(default_factory=lambda: DEFAULT_BONUS_TABLE)
    #: The bonus stake's lower limit in antes (exclusive).
    bonus_min: Fraction = Fraction(0)
    #: The bonus stake's upper limit in antes.
    bonus_max: Fraction = Fraction(1, 2)
    #: How many combinations a winning hand is paid for (1: the best five only).
    paid_combinations: int = 2
    #: The player may buy a sixth card.
    sixth_card: bool = True
    #: The player may insure.
    insurance: bool = True
    #: The player may stake the bonus side bet.
    bonus: bool = True

    def __post_init__(self) -> None:
        """Check every setting and store the amounts as exact fractions (``RulesError`` otherwise)."""
        def put(name: str, value: Any) -> None:
            object.__setattr__(self, name, value)

        for name in (
            "ante_paid_on_win",
            "buy_or_exchange",
            "game_buying",
            "redraw_same_rank",
            "straight_repeat_as_pair",
            "sixth_card",
            "insurance",
            "bonus",
        ):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name}: expected True or False, got {getattr(self, name)!r}")
        for name in ("qualifier", "insurance_from"):
            cat = to_category(getattr(self, name), name)
            if cat < RussianCategory.ACE_KING:
                raise RulesError(f"{name}: must be Ace-King or better, got {cat.name}")
            put(name, cat)
        put("paytable", _table(self.paytable, "paytable", DEFAULT_PAYTABLE))
        put("bonus_table", _table(self.bonus_table, "bonus_table", None))
        for name in ("sixth_card_fee", "exchange_fee", "buy_game_fee", "bonus_min"):
            v = _rules_amount(getattr(self, name), name)
            if v < 0:
                raise RulesError(f"{name}: must not be negative, got {getattr(self, name)!r}")
            put(name, v)
        for name in ("insurance_min", "insurance_max_share", "bonus_max"):
            v = _rules_amount(getattr(self, name), name)
            if v <= 0:
                raise RulesError(f"{name}: must be positive, got {getattr(self, name)!r}")
            put(name, v)
        if self.bonus_min > self.bonus_max:
            raise RulesError(f"bonus_min: {self.bonus_min} is above bonus_max {self.bonus_max}")
        if self.table_max is not None:
            v = _rules_amount(self.table_max, "table_max")
            if v < 1:
                raise RulesError(f"table_max: must be at least the 1-ante win, got {self.table_max!r}")
            put("table_max", v)
        for name in ("exchange_min", "exchange_max", "max_exchanges"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int):
                raise RulesError(f"{name}: expected an int, got {v!r}")
        if not 1 <= self.exchange_min <= self.exchange_max <= 5:
            raise RulesError(
                f"exchange_min..exchange_max: need 1 <= min <= max <= 5, "
                f"got {self.exchange_min}..{self.exchange_max}"
            )
        if not 0 <= self.max_exchanges <= 5:
            raise RulesError(f"max_exchanges: 0..5, got {self.max_exchanges}")
        paid = self.paid_combinations
        if isinstance(paid, bool) or not isinstance(paid, int) or paid not in (1, 2):
            raise RulesError(f"paid_combinations: 1 or 2, got {paid!r}")
        _check_units(self)

    @classmethod
    def caribbean(cls, **changes: Any) -> Rules:
        """Bet or fold only (Caribbean stud): the ante paid 1:1 when the player beats a
        qualifying dealer, one combination paid, the spec's paytable; no sixth card, no
        exchange, no bought game, no insurance, no bonus. ``changes`` override settings.

        >>> r = Rules.caribbean()
        >>> r.paid_combinations, r.ante_paid_on_win, r.sixth_card, r.max_exchanges
        (1, True, False, 0)
        """
        base: dict[str, Any] = dict(
            ante_paid_on_win=True,
            paid_combinations=1,
            sixth_card=False,
            max_exchanges=0,
            game_buying=False,
            insurance=False,
            bonus=False,
        )
        base.update(changes)
        return cls(**base)

    @property
    def bet_or_fold(self) -> bool:
        """Only bet or fold: no sixth card, exchange, bought game or insurance."""
        return not (self.sixth_card or self.max_exchanges or self.game_buying or self.insurance)

    def __hash__(self) -> int:
        """The hash of every field (the tables as item tuples)."""
        return hash(
            tuple(
                (f.name, tuple(v.items()) if isinstance(v, Mapping) else v)
                for f in dataclasses.fields(self)
                for v in (getattr(self, f.name),)
            )
        )

    def __repr__(self) -> str:
        """Only the settings that differ from the spec's defaults, so ``Rules()`` prints as
        ``Rules()`` (and a signature's ``rules=Rules()`` stays short); the text builds the
        same rules again.

        >>> Rules(qualifier="PAIR", bonus_max="1/4", paytable={"PAIR": 2})
        Rules(qualifier='PAIR', paytable={'PAIR': '2'}, bonus_max='1/4')
        >>> eval(repr(Rules.caribbean()), {"Rules": Rules}) == Rules.caribbean()
        True
        """
        changed = []
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            default = f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
            if v == default:
                continue
            if f.name == "paytable":  # a partial mapping overrides the defaults: show the changes
                v = {k: x for k, x in v.items() if DEFAULT_PAYTABLE.get(k) != x}
            changed.append(f"{f.name}={_setting(v)}")
        text = f"Rules({', '.join(changed)})"
        if len(text) > 300:
            names = ", ".join(n.split("=")[0] for n in changed)
            text = f"<Rules: {len(changed)} settings differ from the defaults: {names}>"
        return text

    def replace(self, **changes: Any) -> Rules:
        """A copy with some settings changed (validated again).

        >>> Rules().replace(exchange_min=2).exchange_min
        2
        """
        return dataclasses.replace(self, **changes)

    @classmethod
    def from_toml(cls, path: Union[str, os.PathLike[str]]) -> Rules:
        """The rules of a TOML file: every setting by its name (amounts as numbers or text
        such as ``"1/2"``, categories by name, ``paytable`` and ``bonus_table`` as tables),
        on top of ``preset`` (``"default"``, ``"caribbean"``, ``"russian-bet-fold"``; default:
        the spec's rules). An unknown key or a bad value is a ``RulesError`` naming it.

        >>> import pathlib, tempfile
        >>> path = pathlib.Path(tempfile.mkdtemp(), "house.toml")
        >>> _ = path.write_text('preset = "caribbean"\\nqualifier = "pair"\\n[paytable]\\nflush = 6\\n')
        >>> r = Rules.from_toml(path)
        >>> r.qualifier.name, r.paytable[RussianCategory.FLUSH], r.paid_combinations
        ('PAIR', Fraction(6, 1), 1)
        """
        return load_rules(path)

    @property
    def qualifier_value(self) -> int:
        """The lowest value (library scale) with which the dealer qualifies."""
        if self.qualifier == RussianCategory.ACE_KING:
            return ACE_KING_MIN
        return CATEGORY_START[int(self.qualifier) - 1]

    def exchange_sizes(self) -> range:
        """How many cards one exchange may change.

        >>> Rules().exchange_sizes(), Rules(exchange_min=2, exchange_max=3).exchange_sizes()
        (range(1, 6), range(2, 4))
        """
        return range(self.exchange_min, self.exchange_max + 1)

    def c_rules(self) -> Any:
        """The settings as the C core's ``hr_ru_rules`` (cached on the instance).

        >>> Rules().c_rules is not None
        True
        """
        cached = self.__dict__.get("_c")
        if cached is None:
            cached = ffi.new("hr_ru_rules *")
            cached.paytable[0] = 0.0
            for cat in list(RussianCategory)[1:]:
                cached.paytable[int(cat)] = float(self.paytable[cat])
            cached.table_max = float(self.table_max) if self.table_max is not None else 0.0
            cached.fee_sixth = float(self.sixth_card_fee)
            cached.fee_exchange = float(self.exchange_fee)
            cached.fee_buy_game = float(self.buy_game_fee)
            cached.qualifier = self.qualifier_value
            cached.ante_paid_on_win = int(self.ante_paid_on_win)
            cached.game_buying = int(self.game_buying)
            cached.redraw_same_rank = int(self.redraw_same_rank)
            cached.straight_repeat_as_pair = int(self.straight_repeat_as_pair)
            cached.paid_combinations = self.paid_combinations
            object.__setattr__(self, "_c", cached)
        return cached


DEFAULT_RULES = Rules()
def bet_fold_rules(rules: Rules) -> Rules:
    """``rules`` with bet or fold only: the sixth card, exchanges, buying a game and insurance
    switched off, every other setting kept (the game the exact solver solves).

    >>> bet_fold_rules(Rules()) == PRESETS["russian-bet-fold"]()
    True
    """
    return check_rules(rules).replace(sixth_card=False, max_exchanges=0, game_buying=False, insurance=False)


PRESETS: dict[str, Callable[[], Rules]] = {
    "default": Rules,
    "caribbean": Rules.caribbean,
    # the spec's rules (two combinations, the ante returned on a win) with bet or fold only
    "russian-bet-fold": lambda: bet_fold_rules(Rules()),
}
"""The named rule sets (``solver.rules_for``, a rules file's ``preset``)."""
SETTINGS = tuple(f.name for f in dataclasses.fields(Rules))
"""The names of every setting of ``Rules`` (the keys of a rules file)."""


def _toml_module() -> Any:
    try:
        import tomllib  # Python 3.11+

        return tomllib
    except ImportError:
        pass
    try:
        import tomli

        return tomli
    except ImportError:
        raise RulesError(
            f"reading a rules file needs a TOML reader: Python 3.11+ has one, on Python "
            f"{sys.version_info[0]}.{sys.version_info[1]} pip install tomli"
        ) from None


def load_rules(path: Union[str, os.PathLike[str]]) -> Rules:
    """``Rules.from_toml``: the rules of a TOML file (see there); a missing or unreadable
    file is a ``RulesError`` naming it.

    >>> load_rules("/no/such/house.toml")
    Traceback (most recent call last):
    ...
    handrank.games.russian.rules.RulesError: rules file /no/such/house.toml: No such file or directory
    """
    toml = _toml_module()
    name = os.fspath(path)
    raw = _read_rules_file(name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        byte = raw[e.start:e.start + 1]
        raise RulesError(f"rules file {name}: not UTF-8 text (byte {e.start}: {byte!r})") from None
    try:
        data = toml.loads(text)
    except toml.TOMLDecodeError as e:
        raise RulesError(f"rules file {name}: not valid TOML ({e})") from None
    except RecursionError:
        raise RulesError(f"rules file {name}: nested too deep to be a rules file") from None
    except ValueError as e:  # e.g. an integer of more digits than Python converts
        raise RulesError(f"rules file {name}: a value too long to read ({str(e).split(';')[0]})") from None
    return rules_from_mapping(data, f"rules file {name}")


MAX_RULES_FILE = 64 * 1024
"""The largest rules file read, in bytes (a house's rules take a few hundred)."""


def _read_rules_file(name: str) -> bytes:
    """The bytes of a rules file: a regular file of at most ``MAX_RULES_FILE`` bytes (a device
    such as ``/dev/zero``, a FIFO or a folder is refused without reading it)."""
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise RulesError(f"rules file {name}: {e.strerror or e}") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = "a folder" if stat.S_ISDIR(st.st_mode) else "a FIFO" if stat.S_ISFIFO(st.st_mode) else \
                "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "not a regular file"
            raise RulesError(f"rules file {name}: {kind}, not a regular file")
        if st.st_size > MAX_RULES_FILE:
            raise RulesError(f"rules file {name}: {st.st_size:,} bytes, more than a rules file's "
                             f"{MAX_RULES_FILE:,}")
        chunks, size = [], 0
        while size <= MAX_RULES_FILE:  # the file may grow while it is read
            block = os.read(fd, MAX_RULES_FILE + 1 - size)
            if not block:
                break
            chunks.append(block)
            size += len(block)
        if size > MAX_RULES_FILE:
            raise RulesError(f"rules file {name}: more than a rules file's {MAX_RULES_FILE:,} bytes")
        return b"".join(chunks)
    except OSError as e:
        raise RulesError(f"rules file {name}: {e.strerror or e}") from None
    finally:
        os.close(fd)


def rules_from_mapping(data: Mapping[str, Any], what: str = "rules") -> Rules:
    """``Rules`` from a mapping of settings by name, on top of its ``preset`` key (the
    spec's rules without one); unknown keys are refused by name.

    >>> rules_from_mapping({"preset": "caribbean", "table_max": 50}).table_max
    Fraction(50, 1)
    >>> rules_from_mapping({"sixt_card": False})
    Traceback (most recent call last):
    ...
    handrank.games.russian.rules.RulesError: rules: unknown setting 'sixt_card' (did you mean sixth_card?)
    """
    import difflib

    if not isinstance(data, Mapping):
        raise RulesError(f"{what}: expected a table of settings, got {type(data).__name__}")
    settings = dict(data)
    preset = settings.pop("preset", "default")
    for key in settings:
        if key not in SETTINGS:
            near = difflib.get_close_matches(str(key), SETTINGS, n=1)
            hint = f"did you mean {near[0]}?" if near else f"the settings: {', '.join(SETTINGS)}"
            raise RulesError(f"{what}: unknown setting {key!r} ({hint})")
    if not isinstance(preset, str) or preset.strip().lower() not in PRESETS:
        raise RulesError(f"{what}: preset {preset!r} is not one of {', '.join(PRESETS)}")
    base = PRESETS[preset.strip().lower()]()
    try:
        return base.replace(**settings)
    except RulesError as e:
        raise RulesError.within(what, e) from None
    except TypeError as e:  # pragma: no cover - every key is a field, checked above
        raise RulesError.within(what, e) from None


def qualifies(dealer: CardSpec, rules: object = None) -> bool:
    """Whether the dealer's five cards have a game: Ace-King or better by default
    (``Rules.qualifier`` sets it, e.g. a pair).

    >>> qualifies("A♥ K♣ 7♦ 5♠ 2♣"), qualifies("A♥ Q♣ 7♦ 5♠ 2♣")
    (True, False)
    """
    r = DEFAULT_RULES if rules is None else rules
    if not isinstance(r, Rules):
        raise TypeError(f"rules must be a Rules, got {type(r).__name__}")
    ids = _hand_ids(dealer, (5,), "the dealer's hand")
    return int(lib.hr_eval_ids(bytes(ids), 5)) >= r.qualifier_value

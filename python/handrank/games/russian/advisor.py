"""The decision advisor: what each choice is worth, in antes, best first.

For a five-card hand and the dealer's up card, ``advise`` gives the expected value of
folding (-1), betting, buying a sixth card and each of the 31 exchanges, every one net
of its fee, counting the choice that follows (bet or fold after a draw; take the ante win
or buy a game when the dealer has none).

- **bet**: exact, over all 163,185 dealer completions, buying a game where it pays;
- **sixth card**: exact, every one of the 46 cards, each followed by the exact bet;
- **exchanges**: every draw enumerated when there are at most ``enumerate_limit`` of them
  (one to three cards by default), otherwise sampled from ``seed`` until the standard error
  is below ``target_se``. For each draw the dealer hands are counted exactly (inclusion-
  exclusion over precomputed tables), so the bet-or-fold decision is exact; only the value
  of buying a game is sampled (dealer hands per draw, more of them, or all, until the
  standard error meets ``target_se``), which is why a strong exchange shows a small
  standard error even when its draws were all enumerated.

House choices: the advisor plays one box (other boxes' cards are unknown to it); the
bonus stake, if given, is lost by a fold or a draw and judged on the five cards by a bet.

>>> a = advise("A♥ A♠ A♦ 7♣ 2♦", "K♣")
>>> [o.name() for o in a.options[:3]]
['exchange 7♣ 2♦', 'buy a sixth card', 'bet']
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from numbers import Real
from typing import Any, Optional

from ..._core import ffi, lib
from ...cards import CardError, Cards, CardSpec, cards, cards_html, cards_str
from ...text.games import ADVICE, HTML, HTML_COLUMNS, pick
from ...text.hands import numbers_text
from ...text.results import TableResult
from .ranking import RussianHand, _hand, _hand_ids
from .rules import DEFAULT_RULES, Amount, Rules, check_rules, to_amount
from .settle import bonus_odds, insurance_limits

__all__ = ["Advice", "Option", "advise", "bet_ev"]

_local = threading.local()


def _workspace() -> Any:
    ws = getattr(_local, "ws", None)
    if ws is None:
        ws = _local.ws = ffi.new("char[]", lib.hr_ru_advise_workspace())
    return ws


@dataclass(frozen=True)
class Option:
    """One decision: ``action`` (``"fold"``, ``"bet"``, ``"buy"``, ``"exchange"``), the
    exchanged ``cards`` (a ``Cards``: ids that print as cards), its expected value ``ev`` in
    antes and the standard error ``se``
    (0 when ``exact``); ``draws`` is how many draws were evaluated.

    >>> o = advise("Ks Kd 7c 5s 2h", "9c", seed=1).option("fold")
    >>> o.action, o.ev, o.exact
    ('fold', -1.0, True)
    """

    #: ``"fold"``, ``"bet"``, ``"buy"`` (a sixth card) or ``"exchange"``.
    action: str
    #: The cards exchanged (empty for the other actions).
    cards: tuple[int, ...]
    #: The expected value in antes.
    ev: float
    #: Its standard error (0 when ``exact``).
    se: float
    #: Nothing in ``ev`` was sampled.
    exact: bool
    #: How many draws were evaluated.
    draws: int

    def name(self, lang: str = "en") -> str:
        """The option in words: ``"bet"``, ``"fold"``, ``"buy a sixth card"``, ``"exchange 7c 5s 2h"``.

        >>> a = advise("Ks Kd 7c 5s 2h", "9c", seed=1)
        >>> a.options[1].name(), a.options[1].name("ru")
        ('exchange 7♣ 5♠ 2♥', 'обмен 7♣ 5♠ 2♥')
        """
        w = pick(ADVICE, lang)
        if self.action == "exchange":
            return w["exchange"].format(cards=cards_str(self.cards, symbols=True))
        return w[self.action]


@dataclass(frozen=True)
class Advice(TableResult):
    """The options of one hand, best first, with the bet's dealer statistics.

    >>> a = advise("Ks Kd 7c 5s 2h", "9c", seed=1)
    >>> a.best.action, len(a.options), round(a.dealer_no_game, 3)
    ('bet', 34, 0.454)
    """

    #: The player's hand as it stands.
    hand: RussianHand
    #: The player's cards, as ids.
    cards: tuple[int, ...]
    #: The dealer's open card.
    dealer_up: int
    #: Every option valued, best first.
    options: tuple[Option, ...]
    #: The chance that the dealer has no game (before a bought game).
    dealer_no_game: float  # chance the dealer has no game (before a bought game)
    #: The bet's chance of beating a qualifying dealer.
    bet_wins: float  # chance the player beats a qualifying dealer
    #: The bet's chance of losing to a qualifying dealer.
    bet_loses: float
    #: The bet's chance of a stand-off with a qualifying dealer.
    bet_stays: float
    #: Antes won per ante of insurance, or ``None`` when the hand may not insure.
    insurance_ev: Optional[float]  # antes per ante of insurance, None when it may not insure
    #: The seed of the sampled parts (the same seed gives the same numbers).
    seed: int

    @property
    def best(self) -> Option:
        """The best option (the first of ``options``)."""
        return self.options[0]

    def option(self, action: str, exchanged: CardSpec = ()) -> Option:
        """The option of an action (``"exchange"`` with the cards given away).

        >>> a = advise("Ks Kd 7c 5s 2h", "9c", seed=1)
        >>> round(a.option("exchange", "7c 5s 2h").ev, 2)
        0.89
        """
        want = tuple(sorted(cards(exchanged)))
        for o in self.options:
            if o.action == action and tuple(sorted(o.cards)) == want:
                return o
        raise KeyError(f"no option {action} {cards_str(want)}".rstrip())

    def __str__(self) -> str:
        """The text, ``text()``: the hand, then every option with its EV, best first."""
        return self.text()

    def __repr__(self) -> str:
        """One line: the hand, the up card, the best option.

        >>> advise("A♥ A♠ A♦ 7♣ 2♦", "K♣")
        <Advice A♥ A♠ A♦ 7♣ 2♦ against K♣: best exchange 7♣ 2♦ (+4.3152 antes) of 34 options>
        """
        b = self.best
        up = cards_str([self.dealer_up], symbols=True)
        return (f"<Advice {cards_str(self.cards, symbols=True)} against {up}: "
                f"best {b.name()} ({b.ev:+.4f} antes) of {len(self.options)} options>")

    def _repr_html_(self) -> str:
        """Jupyter: the hand against the up card, every option best first (the best marked)
        with its EV in antes, and the bet's dealer statistics."""
        from ...text import html
        w, words = HTML["en"], ADVICE["en"]
        rows = []
        for o in self.options:
            name = (html.esc(words["exchange"]).format(cards=cards_html(o.cards)) if o.action == "exchange"
                    else html.esc(o.name()))
            rows.append(["★" if o is self.best else "", name, f"{o.ev:+.4f}",
                         words["exact"] if o.exact else f"± {o.se:.4f}", f"{o.draws:,}"])
        bet = w["a_bet_value"].format(wins=self.bet_wins, loses=self.bet_loses, stays=self.bet_stays,
                                      no_game=self.dealer_no_game)
        head = html.pairs([
            (w["hand"], f"{cards_html(self.cards)} {html.esc(self.hand.describe())}"),
            (w["up_card"], cards_html([self.dealer_up])),
            (w["a_bet"], html.esc(bet)),
            *([(w["insurance"], html.esc(w["insurance_value"].format(ev=self.insurance_ev)))]
              if self.insurance_ev is not None else []),
        ])
        return html.block(w["advice_title"], head,
                          html.table(list(HTML_COLUMNS["en"]["advice"]), rows, marked=[0], right=(2, 4)),
                          note=w["seed"].format(seed=self.seed))

    def header(self) -> list[str]:
        """The columns of ``to_csv`` and ``to_frame``: a row per option, best first.

        >>> advise("Ks Kd 7c 5s 2h", "9c", seed=1).header()
        ['action', 'cards', 'ev', 'se', 'exact', 'draws']
        """
        return ["action", "cards", "ev", "se", "exact", "draws"]

    def records(self) -> list[list[Any]]:
        """A row per option, best first: action, the cards exchanged, EV in antes, its standard
        error (0 when exact), whether it is exact and the draws evaluated.

        >>> advise("Ks Kd 7c 5s 2h", "9c", seed=1).records()[0]  # doctest: +ELLIPSIS
        ['bet', (), 0.97..., 0.0, True, 163185]
        """
        return [[o.action, Cards(o.cards), o.ev, o.se, o.exact, o.draws] for o in self.options]

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the hand, the up card, the dealer statistics, the seed and the
        ``options`` (each with its standard error ``se``).

        >>> advise("Ks Kd 7c 5s 2h", "9c", seed=1).to_dict()["options"][1]["se"] > 0
        True
        """
        return {"cards": Cards(self.cards), "hand": self.hand.describe(),
                "dealer_up": Cards([self.dealer_up]),
                "dealer_no_game": self.dealer_no_game, "bet_wins": self.bet_wins, "bet_loses": self.bet_loses,
                "bet_stays": self.bet_stays, "insurance_ev": self.insurance_ev, "seed": self.seed,
                "options": [dict(zip(self.header(), row)) for row in self.records()]}

    def text(self, lang: str = "en", top: Optional[int] = None) -> str:
        """The options in words, best first, one a line (``top``: only the best ``top``).

        >>> print(advise("Ks Kd 7c 5s 2h", "9c", seed=1).text(top=2))
        K♠ K♦ 7♣ 5♠ 2♥ (Pair of Kings, Seven-Five-Two) against 9♣
           +0.9730  exact      bet
           +0.8858  ± 0.0020   exchange 7♣ 5♠ 2♥
        """
        w = pick(ADVICE, lang)
        lines = [w["head"].format(cards=cards_str(self.cards, symbols=True), hand=self.hand.describe(lang),
                                  up=cards_str([self.dealer_up], symbols=True))]
        for o in self.options[:top]:
            err = w["exact"] if o.exact else f"± {o.se:.4f}"
            lines.append(f"  {o.ev:+8.4f}  {err:<10} {o.name(lang)}")
        if self.insurance_ev is not None:
            lines.append(w["insurance"].format(ev=self.insurance_ev))
        return numbers_text("\n".join(lines), lang)


def bet_ev(hand: CardSpec, dealer_up: CardSpec, rules: Rules = DEFAULT_RULES, *, dead: CardSpec = ()) -> Any:
    """The exact C statistics of betting with 5 or 6 cards (``hr_ru_bet_stats``: ``ev``,
    ``ev_no_buy``, ``hands``, ``no_game``, ``win``, ``lose``, ``stay``, ``buys``); ``dead``
    are cards out of play (exchanged away).

    >>> round(bet_ev("K♠ K♦ 7♣ 5♠ 2♥", "9♣").ev, 4)
    0.973
    """
    check_rules(rules)
    ids = _hand_ids(hand, (5, 6), "the player's hand")
    up = _single(dealer_up)
    gone = cards(dead)
    cards(ids + gone + (up,))
    out = ffi.new("hr_ru_bet_stats *")
    if lib.hr_ru_bet_ev(bytes(ids), len(ids), bytes(gone), len(gone), up, rules.c_rules(), out) != 0:
        raise CardError(f"too many cards out of play: {len(gone)}")
    return out


def _single(spec: CardSpec) -> int:
    ids = cards(spec)
    if len(ids) != 1:
        raise CardError(f"the dealer's up card is one card, got {len(ids)}")
    card: int = ids[0]
    return card


def _count(x: Any, what: str, low: int) -> int:
    """An int ``low..2**64-1`` (the C core's ``uint64_t``); a ``ValueError`` otherwise."""
    if isinstance(x, bool) or not hasattr(x, "__index__") or not low <= x.__index__() < 1 << 64:
        raise ValueError(f"{what}: an int {low}..2**64-1, got {x!r}")
    n: int = x.__index__()
    return n


def advise(
    hand: CardSpec,
    dealer_up: CardSpec,
    rules: Rules = DEFAULT_RULES,
    *,
    bonus: Amount = 0,
    seed: int = 0,
    target_se: float = 0.01,
    max_draws: int = 400_000,
    enumerate_limit: int = 20_000,
    drew: bool = False,
    dead: CardSpec = (),
) -> Advice:
    """Expected value in antes of every legal decision for a 5-card hand (fold, bet, a sixth
    card, each allowed exchange), best first. After a draw (``drew=True``, or six cards)
    only fold and bet remain and the bonus is lost; ``dead`` are the cards exchanged away.

    ``seed`` makes the sampled exchanges repeatable; ``target_se`` bounds their standard
    error; ``enumerate_limit`` is the largest number of draws enumerated exactly.

    >>> a = advise("Ks Kd 7c 5s 2h", "9c", seed=1)
    >>> a.best.action, round(a.best.ev, 4)
    ('bet', 0.973)
    """
    check_rules(rules)
    ids = _hand_ids(hand, (5, 6), "the player's hand")
    up = _single(dealer_up)
    cards(ids + (up,))
    seed = _count(seed, "seed", 0)
    max_draws = _count(max_draws, "max_draws", 1)
    enumerate_limit = _count(enumerate_limit, "enumerate_limit", 0)
    if not isinstance(target_se, Real) or isinstance(target_se, bool) or not target_se > 0:
        raise ValueError(f"target_se: a positive number, got {target_se!r}")
    b = to_amount(bonus, "bonus")
    if b < 0 or b > rules.bonus_max:
        raise ValueError(f"bonus: 0..{rules.bonus_max} antes, got {bonus!r}")
    if b and not rules.bonus:
        raise ValueError(f"bonus: these rules have no bonus side bet, got {bonus!r}")
    drew = drew or len(ids) == 6 or bool(cards(dead))
    stats = bet_ev(ids, up, rules, dead=dead)
    fold_ev = -1.0 - float(b)
    odds = bonus_odds(ids, rules) if b and not drew else Fraction(0)
    bet_bonus = float(b * odds) if odds else -float(b)
    opts = [
        Option("fold", Cards(), fold_ev, 0.0, True, 1),
        Option("bet", Cards(), stats.ev + bet_bonus, 0.0, True, int(stats.hands)),
    ]
    if not drew:
        which = 2 if rules.sixth_card else 0
        for m in range(1, 32):
            if bin(m).count("1") in rules.exchange_sizes() and rules.max_exchanges >= 1:
                which |= 1 << (m + 1)
        res = ffi.new("hr_ru_option[33]")
        rc = lib.hr_ru_advise(
            bytes(ids),
            up,
            rules.c_rules(),
            which,
            enumerate_limit,
            float(target_se),
            max_draws,
            seed,
            _workspace(),
            lib.hr_ru_advise_workspace(),
            res,
        )
        if rc != 0:  # pragma: no cover - inputs are validated above
            raise RuntimeError(f"hr_ru_advise failed ({rc})")
        if rules.sixth_card:
            opts.append(Option("buy", Cards(), res[1].ev - float(b), 0.0, True, int(res[1].draws)))
        for m in range(1, 32):
            if which >> (m + 1) & 1:
                o = res[m + 1]
                gone = Cards(ids[i] for i in range(5) if m >> i & 1)
                opts.append(Option("exchange", gone, o.ev - float(b), o.se, bool(o.exact), int(o.draws)))
    opts.sort(key=lambda o: -o.ev)
    n = float(stats.hands)
    ins = None
    if insurance_limits(ids, rules) is not None:
        ins = (stats.no_game - stats.win) / n
    return Advice(
        _hand(ids),
        ids,
        up,
        tuple(opts),
        stats.no_game / n,
        stats.win / n,
        stats.lose / n,
        stats.stay / n,
        ins,
        seed,
    )

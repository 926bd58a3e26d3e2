"""Settlement of one box: the money of every outcome, itemised, in antes (exact fractions).

| outcome | ante | bet (2 antes) | insurance |
|---|---|---|---|
| player folded | lost | - | lost |
| dealer has no game | paid 1:1 | returned | paid 1:1 |
| dealer qualifies, player higher | returned (1:1 if ``ante_paid_on_win``) | paid: both combinations | lost |
| dealer qualifies, player lower | lost | lost | returned |
| stay (equal hands) | returned | returned | returned |

Fees (sixth card, exchange, bought game) are never returned. The bonus is judged on the
first five cards whatever the dealer holds, and lost on a fold or after a draw.

House choices: insurance is settled on the dealer's hand as revealed (a game bought
afterwards does not change it) and is lost on a fold; the table maximum caps the ante and
bet win only; after a bought game that still leaves the dealer without a game, ante and
bet are returned unpaid.

>>> s = settle("A♥ A♠ A♦ A♣ K♥", "Q♣ Q♦ 7♠ 5♥ 3♣")
>>> s.outcome.name, s.bet.net, s.total
('PLAYER_HIGHER', Fraction(42, 1), Fraction(42, 1))
>>> settle("7♥ 7♦ 4♦ 5♣ 2♣", "Q♣ J♦ 8♠ 5♥ 3♥", bonus="1/2").total   # no game: ante paid, bonus lost
Fraction(1, 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any, Optional

from ...cards import CardError, CardSpec, cards, cards_str
from ...errors import HandrankError
from ...text.games import SETTLE, pick
from ...text.hands import check_lang
from ...text.results import Result
from .combinations import Combinations, combinations
from .ranking import RussianHand, _hand, _hand_ids
from .rules import DEFAULT_RULES, Amount, Rules, check_rules, to_amount

__all__ = ["BET", "Item", "Outcome", "SettleError", "Settlement", "bonus_odds", "insurance_limits", "settle"]

BET = Fraction(2)  # the bet is two antes
ZERO = Fraction(0)


class SettleError(HandrankError):
    """A description of a box that cannot have happened under the rules.

    >>> settle("Ks Kd 7c 5s 2h", "Ah Qd 9c 4s 3h", bonus=1)
    Traceback (most recent call last):
        ...
    handrank.games.russian.settle.SettleError: bonus: 1 antes is outside 0..1/2
    """


class Outcome(Enum):
    """How a box ended: its value is the phrase the text uses.

    >>> settle("Ks Kd 7c 5s 2h", "Ah Qd 9c 4s 3h").outcome.name, Outcome.FOLD.value
    ('DEALER_NO_GAME', 'fold')
    """

    #: The player folded.
    FOLD = "fold"
    #: The dealer has no game (and none was bought).
    DEALER_NO_GAME = "dealer has no game"
    #: The player beats a qualifying dealer.
    PLAYER_HIGHER = "player higher"
    #: The dealer's game beats the player.
    PLAYER_LOWER = "player lower"
    #: The player and a qualifying dealer tie: ante and bet are returned.
    STAY = "stay"
    #: A bought game still leaves the dealer without one.
    NO_GAME_AFTER_BUY = "dealer still has no game after a bought game"


_EN = SETTLE["en"]
# an item's note (English, as ``Item.note`` holds it) -> its key in ``SETTLE``
_NOTE_KEYS = {v: k for k, v in _EN["notes"].items()}


@dataclass(frozen=True)
class Item:
    """One line of a settlement: what was staked and what it nets (+ won, - lost, 0 returned).

    >>> s = settle("Ks Kd 7c 5s 2h", "Ah Qd 9c 4s 3h")
    >>> s.ante.name, s.ante.stake, s.ante.net
    ('ante', Fraction(1, 1), Fraction(1, 1))
    """

    #: The line's name (``"ante"``, ``"bet"``, ``"fees"``, ``"insurance"``, ``"bonus"``).
    name: str
    #: What was staked on it, in antes.
    stake: Fraction
    #: What it nets, in antes: + won, - lost, 0 returned.
    net: Fraction
    #: Why, in words (empty when nothing to say).
    note: str = ""


@dataclass(frozen=True)
class Settlement(Result):
    """The money of one box. ``total`` is the sum of the items' ``net``.

    >>> s = settle("Ks Kd 7c 5s 2h", "Qh Qd 9c 4s 3h")
    >>> s.outcome.name, s.bet.net, s.total
    ('PLAYER_HIGHER', Fraction(2, 1), Fraction(2, 1))
    """

    #: How the box ended (an ``Outcome``).
    outcome: Outcome
    #: The ante's line.
    ante: Item
    #: The bet's line.
    bet: Item
    #: The fees paid (sixth card, exchange, bought game).
    fees: Item
    #: The insurance's line.
    insurance: Item
    #: The bonus side bet's line.
    bonus: Item
    #: The player's hand.
    player: RussianHand
    #: The dealer's hand.
    dealer: RussianHand
    #: The dealer's hand after a bought game, else ``None``.
    dealer_after: Optional[RussianHand] = None
    #: The combinations paid on a win, else ``None``.
    paid: Optional[Combinations] = None
    #: The table maximum cut the win.
    capped: bool = False

    @property
    def items(self) -> tuple[Item, ...]:
        """The five lines: ante, bet, fees, insurance, bonus."""
        return (self.ante, self.bet, self.fees, self.insurance, self.bonus)

    @property
    def total(self) -> Fraction:
        """The box's net result in antes: the sum of the lines."""
        return sum((i.net for i in self.items), ZERO)

    def __str__(self) -> str:
        """The text, ``text()``: one line per item, then the total."""
        return self.text()

    def __repr__(self) -> str:
        """One line: the outcome, both hands and the total (the items are ``items``).

        >>> settle("K♥ K♠ A♣ 8♦ 5♥", "Q♣ Q♦ 7♠ 5♣ 3♣")
        <Settlement player higher: K♥ K♠ A♣ 8♦ 5♥ (Pair of Kings, Ace-Eight-Five)
        against Q♣ Q♦ 7♠ 5♣ 3♣ (Pair of Queens, Seven-Five-Three): total +4>
        """
        dealer = self.dealer_after or self.dealer
        return (f"<Settlement {self.outcome.value}: {self.player} against {dealer}: "
                f"total {_signed(self.total)}>")

    def _note(self, i: Item, lang: str) -> str:
        """What an item's line says after the amounts (the bet: the combinations paid)."""
        w = pick(SETTLE, lang)
        key = _NOTE_KEYS.get(i.note)
        note = w["notes"][key] if key is not None else i.note
        if i.name == "bet" and self.paid is not None:
            note = self.paid.describe(lang) + (w["capped"] if self.capped else "")
        return note

    def _repr_html_(self) -> str:
        """Jupyter: the outcome, both hands, a row per item (stake, net, why) and the total."""
        from ...cards import cards_html
        from ...text import html
        w = _EN
        dealer = self.dealer_after or self.dealer
        rows = [[html.esc(w["items"][i.name]), html.esc(i.stake), html.esc(_signed(i.net)),
                 html.esc(self._note(i, "en"))]
                for i in self.items if i.stake or i.net]
        rows.append([f"<b>{html.esc(w['total'])}</b>", "", f"<b>{html.esc(_signed(self.total))}</b>", ""])
        hands = html.pairs([
            (w["player"], f"{cards_html(self.player.cards)} {html.esc(self.player.describe())}"),
            (w["dealer"], f"{cards_html(dealer.cards)} {html.esc(dealer.describe())}")])
        return html.block(w["title"].format(outcome=w["outcomes"][self.outcome.name]), hands,
                          html.table(list(w["columns"]), rows, right=(1, 2)))

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the outcome, both hands (cards and words), the items (exact
        ``stake`` and ``net``, ``"p/q"``), the combinations paid and the ``total``.

        >>> settle("Ks Kd 7c 5s 2h", "Qh Qd 9c 4s 3h").to_dict()["total"]
        '2'
        """
        dealer = self.dealer_after or self.dealer
        return {"outcome": self.outcome,
                "player": {"cards": self.player.cards, "hand": self.player.describe()},
                "dealer": {"cards": dealer.cards, "hand": dealer.describe()},
                "bought_game": self.dealer_after is not None,
                "items": [{"name": i.name, "stake": i.stake, "net": i.net, "note": self._note(i, "en")}
                          for i in self.items],
                "paid": None if self.paid is None else self.paid.describe(), "capped": self.capped,
                "total": self.total}

    def text(self, lang: str = "en") -> str:
        """One line per item, then the total.

        >>> print(settle("Ks Kd 7c 5s 2h", "Qh Qd 9c 4s 3h").text())
        Player higher
          ante            1 ->       0
          bet             2 ->      +2  Pair (K♠ K♦): 1 to 1
          total                     +2
        """
        w = pick(SETTLE, check_lang(lang))
        lines = [w["outcomes"][self.outcome.name].capitalize()]
        for i in self.items:
            if i.stake or i.net:
                name = w["items"][i.name]
                note = self._note(i, lang)
                lines.append(f"  {name:<10} {str(i.stake):>6} -> {_signed(i.net):>7}  {note}".rstrip())
        lines.append(f"  {w['total']:<10} {'':>6}    {_signed(self.total):>7}")
        return "\n".join(lines)


def _signed(x: Fraction) -> str:
    return f"+{x}" if x > 0 else str(x)


def bonus_odds(first_five: CardSpec, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The bonus table's odds for the first five cards (0 when they pay nothing).

    >>> bonus_odds("9h Th Jh Qh Kh"), bonus_odds("Ks Kd 7c 5s 2h")
    (Fraction(500, 1), Fraction(0, 1))
    """
    cat = _hand(_hand_ids(first_five, (5,), "the first five cards")).category
    return rules.bonus_table.get(cat, ZERO)


def insurance_limits(hand: CardSpec, rules: Rules = DEFAULT_RULES) -> Optional[tuple[Fraction, Fraction]]:
    """``(least, most)`` insurance for a hand, or ``None`` when it may not insure: three of
    a kind or better (``rules.insurance_from``), at least ``insurance_min`` and at most
    ``insurance_max_share`` of the potential bet payout (both combinations, within the
    table maximum); ``None`` too when the rules offer no insurance.

    >>> insurance_limits("A♥ A♠ A♦ K♥ 2♣")   # three + Ace-King: 2 x (3 + 1) = 8, half is 4
    (Fraction(1, 1), Fraction(4, 1))
    """
    if not rules.insurance:
        return None
    paid = combinations(hand, rules)
    win = paid.win(BET)
    if rules.table_max is not None:  # the cap covers ante and bet: the bet wins at most this
        win = min(win, rules.table_max - (1 if rules.ante_paid_on_win else 0))
    most = rules.insurance_max_share * win
    if paid.hand.category < rules.insurance_from or most < rules.insurance_min:
        return None
    return rules.insurance_min, most


def _check_bought(dealer: tuple[int, ...], after: tuple[int, ...], rules: Rules) -> None:
    top = max(dealer)  # no game: no pair, so the highest id is the highest card
    gone = set(dealer) - set(after)
    new = set(after) - set(dealer)
    if gone != {top} or len(new) != 1:
        raise SettleError(
            f"a bought game replaces the dealer's highest card ({cards_str([top])}) by one card; "
            f"{cards_str(dealer)} -> {cards_str(after)} does not"
        )
    (card,) = new
    if rules.redraw_same_rank and card >> 2 == top >> 2:
        raise SettleError(f"the replacement {cards_str([card])} has the replaced rank: it is drawn again")


def _check_draws(ids: tuple[int, ...], sixth_card: bool, exchanges: int, rules: Rules) -> None:
    """The draws fit the cards and the rules: six cards only after a sixth card, the
    exchanges within ``rules.max_exchanges``, a sixth card and an exchange where allowed."""
    if (len(ids) == 6) != bool(sixth_card):
        raise SettleError(
            "six cards means a sixth card was bought, and only then"
            f" (got {len(ids)} cards, sixth_card={sixth_card})"
        )
    if (
        isinstance(exchanges, bool)
        or not isinstance(exchanges, int)
        or not 0 <= exchanges <= rules.max_exchanges
    ):
        raise SettleError(f"exchanges: 0..{rules.max_exchanges} under these rules, got {exchanges!r}")
    if sixth_card and not rules.sixth_card:
        raise SettleError("these rules do not sell a sixth card")
    if sixth_card and exchanges and rules.buy_or_exchange:
        raise SettleError("a sixth card and an exchange exclude each other under these rules")


def _side_stakes(bonus: Amount, insurance: Amount, rules: Rules) -> tuple[Fraction, Fraction]:
    """The bonus and insurance stakes in antes, checked against what the rules offer."""
    b, ins = _stake(bonus, "bonus"), _stake(insurance, "insurance")
    if b and not rules.bonus:
        raise SettleError("bonus: these rules have no bonus side bet")
    if ins and not rules.insurance:
        raise SettleError("insurance: these rules offer no insurance")
    if b and not (max(rules.bonus_min, ZERO) <= b <= rules.bonus_max):
        raise SettleError(f"bonus: {b} antes is outside {rules.bonus_min}..{rules.bonus_max}")
    return b, ins


def _check_insurance(ins: Fraction, ids: tuple[int, ...], player: RussianHand, rules: Rules) -> None:
    """An insurance stake is allowed for this hand and within its limits."""
    if not ins:
        return
    limits = insurance_limits(ids, rules)
    if limits is None:
        raise SettleError(
            f"insurance needs {rules.insurance_from.name} or better, "
            f"{cards_str(ids)} is {player.category.name}"
        )
    if not limits[0] <= ins <= limits[1]:
        raise SettleError(f"insurance: {ins} antes is outside {limits[0]}..{limits[1]}")


def _bought_hand(bought_game: CardSpec, folded: bool, ids: tuple[int, ...], dids: tuple[int, ...],
                 dhand: RussianHand, rules: Rules) -> RussianHand:
    """The dealer's hand after a bought game, checked: allowed, needed, and one card replaced."""
    if folded:
        raise SettleError("a folded box cannot buy a game")
    if not rules.game_buying:
        raise SettleError("these rules do not let the player buy a game")
    if dhand.value >= rules.qualifier_value:
        raise SettleError(f"the dealer has a game ({dhand.describe()}): nothing to buy")
    aids = _hand_ids(bought_game, (5,), "the dealer's hand after a bought game")
    if set(aids) & set(ids):
        raise CardError(
            f"the dealer's new hand shares {cards_str(sorted(set(aids) & set(ids)))} with the player"
        )
    _check_bought(dids, aids, rules)
    return _hand(aids)


def _bonus_line(b: Fraction, folded: bool, drew: bool, player: RussianHand, rules: Rules) -> Item:
    """The bonus's line: paid on the first five cards, lost on a fold or after a draw."""
    net = -b
    if b and not folded and not drew:
        odds = rules.bonus_table.get(player.category, ZERO)
        net = b * odds if odds else -b
    note = _EN["notes"]["fold"] if folded and b else _EN["notes"]["drew"] if drew and b else ""
    return Item("bonus", b, net, note)


def _showdown(player: RussianHand, dhand: RussianHand, after: Optional[RussianHand], paid: Combinations,
              ins: Fraction, rules: Rules) -> tuple[Outcome, Fraction, Fraction, Fraction, bool]:
    """A box that did not fold against the dealer: ``(outcome, ante, bet, insurance, capped)``
    nets."""
    qual = rules.qualifier_value
    dealer_no_game = dhand.value < qual
    ins_net = ins if dealer_no_game else ZERO
    against = after if after is not None else dhand
    if dealer_no_game and after is None:
        outcome, ante, bet = Outcome.DEALER_NO_GAME, Fraction(1), ZERO
    elif against.value < qual:
        outcome, ante, bet = Outcome.NO_GAME_AFTER_BUY, ZERO, ZERO
    elif player.value > against.value:
        outcome = Outcome.PLAYER_HIGHER
        ante = Fraction(1) if rules.ante_paid_on_win else ZERO
        bet = paid.win(BET)
        if not dealer_no_game:
            ins_net = -ins
    elif player.value < against.value:
        outcome, ante, bet = Outcome.PLAYER_LOWER, Fraction(-1), -BET
    else:
        outcome, ante, bet = Outcome.STAY, ZERO, ZERO
    capped = False
    if rules.table_max is not None and ante + bet > rules.table_max:
        capped = True
        bet = rules.table_max - ante
    return outcome, ante, bet, ins_net, capped


def settle(
    hand: CardSpec,
    dealer: CardSpec,
    *,
    rules: Rules = DEFAULT_RULES,
    folded: bool = False,
    sixth_card: bool = False,
    exchanges: int = 0,
    bonus: Amount = 0,
    insurance: Amount = 0,
    bought_game: Optional[CardSpec] = None,
) -> Settlement:
    """Settle one box from a complete description of what happened.

    ``hand``: the player's final cards (six after buying a sixth card); ``dealer``: his five
    cards as revealed; ``folded``; ``sixth_card`` / ``exchanges``: the draws (each costs its
    fee and loses the bonus); ``bonus`` / ``insurance``: the stakes in antes;
    ``bought_game``: the dealer's five cards after a bought game.

    >>> hand, dealer = "Ks Kd 7c 5s 2h", "Qh Qd 9c 4s 3h"
    >>> settle(hand, dealer).total, settle(hand, dealer, folded=True).total
    (Fraction(2, 1), Fraction(-1, 1))
    """
    check_rules(rules)
    ids = _hand_ids(hand, (5, 6), "the player's hand")
    dids = _hand_ids(dealer, (5,), "the dealer's hand")
    cards(ids + dids)
    _check_draws(ids, sixth_card, exchanges, rules)
    b, ins = _side_stakes(bonus, insurance, rules)
    drew = bool(sixth_card or exchanges)
    player = _hand(ids)
    dhand = _hand(dids)
    paid = combinations(ids, rules)
    _check_insurance(ins, ids, player, rules)
    fee = rules.sixth_card_fee * bool(sixth_card) + rules.exchange_fee * exchanges
    after: Optional[RussianHand] = None
    if bought_game is not None:
        after = _bought_hand(bought_game, folded, ids, dids, dhand, rules)
        fee += rules.buy_game_fee

    if folded:
        outcome, ante, bet, ins_net, capped = Outcome.FOLD, Fraction(-1), ZERO, -ins, False
    else:
        outcome, ante, bet, ins_net, capped = _showdown(player, dhand, after, paid, ins, rules)
    won = outcome == Outcome.PLAYER_HIGHER
    return Settlement(
        outcome=outcome,
        ante=Item("ante", Fraction(1), ante),
        bet=Item(
            "bet",
            ZERO if folded else BET,
            bet,
            (paid.describe() if won else "") + (_EN["capped"] if capped else ""),
        ),
        fees=Item("fees", fee, -fee),
        insurance=Item("insurance", ins, ins_net),
        bonus=_bonus_line(b, folded, drew, player, rules),
        player=player,
        dealer=dhand,
        dealer_after=after,
        paid=paid if won else None,
        capped=capped,
    )


def _stake(x: Any, what: str) -> Fraction:
    try:
        v = to_amount(x, what)
    except ValueError as e:
        raise SettleError.recast(e) from None
    if v < 0:
        raise SettleError(f"{what}: a stake cannot be negative, got {x!r}")
    return v

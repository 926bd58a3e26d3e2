"""The round engine's sequence and refusals, and the ``handrank russian`` CLI."""

import io
import json
import types
from fractions import Fraction

import pytest
from handrank import cards
from handrank.cli import main
from handrank.cli.russian import run_play
from handrank.games.russian import Outcome, Rules
from handrank.games.russian.table import IllegalAction, Round, Table


def rigged(first, dealer, rest="", boxes=1, rules=None, bonus=None):
    """A round whose deck starts with the given cards (boxes, then dealer, then the draws)."""
    top = (
        list(cards(first)) + list(cards(dealer)) + list(cards(rest))
        if rest
        else list(cards(first)) + list(cards(dealer))
    )
    deck = top + [c for c in range(52) if c not in top]
    return Round(rules or Rules(), deck, [Fraction(0)] * boxes if bonus is None else bonus)


def snapshot(r):
    return (
        [(list(b.cards), b.state, b.sixth_card, b.exchanges, b.insurance, list(b.discards)) for b in r.boxes],
        r._next,
        r.revealed,
    )


def test_seeded_deals_repeat():
    a, b = Table(seed=9, boxes=3).deal(), Table(seed=9, boxes=3).deal()
    assert [x.cards for x in a.boxes] == [x.cards for x in b.boxes] and a.dealer == b.dealer
    allc = [c for x in a.boxes for c in x.cards] + list(a.dealer)
    assert len(set(allc)) == 20
    with pytest.raises(ValueError, match="1 to 4"):
        Table(boxes=5)


def test_full_round_with_exchange_and_win():
    r = rigged("Ks Kd 7c 5s 2h", "Qc Qd 8s 4h 3c", rest="Kh 9c")
    new = r.exchange(0, "7c 2h")
    assert new == cards("Kh 9c") and sorted(r.hand(0)) == sorted(cards("Ks Kd Kh 5s 9c"))
    r.insure(0, 2)
    r.bet(0)
    assert r.reveal() == cards("Qc Qd 8s 4h 3c") and r.dealer_has_game
    (s,) = r.settle()
    assert (
        s.outcome == Outcome.PLAYER_HIGHER and s.fees.net == -1 and s.insurance.net == -2 and s.bet.net == 6
    )
    assert s.total == 3


def test_buying_a_game_one_replacement_for_every_box():
    # dealer Q J 8 5 3 (no game); the next card is a queen (burnt by the redraw rule), then 3d
    r = rigged("9s 8d 7c 6s 5hKs Kd Kh 2s 2cAh 4d 6c Td Jc", "Qc Jd 8s 5d 3h", rest="Qh 3d", boxes=3)
    r.bet(0), r.bet(1), r.bet(2)
    r.reveal()
    assert not r.dealer_has_game
    r.buy_game(0)
    r.buy_game(1)
    r.take_ante(2)
    with pytest.raises(IllegalAction, match="already chosen"):
        r.buy_game(2)
    s = r.settle()
    assert r.burnt == list(cards("Qh")) and r.dealer_after == cards("Jd 8s 5d 3h 3d")
    assert s[0].outcome == Outcome.PLAYER_HIGHER and s[0].total == 8 - 1
    assert s[1].outcome == Outcome.PLAYER_HIGHER and s[1].total == 2 * 7 - 1
    assert s[2].outcome == Outcome.DEALER_NO_GAME and s[2].total == 1


@pytest.mark.parametrize(
    "steps,bad,word",
    [
        (["x 0 7c"], "x 0 5s", "already exchanged"),
        (["s 0"], "x 0 5s", "exchanging after buying"),
        (["x 0 7c"], "s 0", "exclude"),
        (["b 0"], "b 0", "already bet"),
        (["f 0"], "b 0", "already folded"),
        ([], "i 0 1", "THREE_OF_A_KIND"),
        (["b 0"], "i 0 1", "already bet"),
        ([], "x 0 Ah", "not in the hand"),
        ([], "x 0 Zz", "Zz"),
        (["s 0"], "s 0", "sixth card"),
        ([], "r", "has not bet"),
        ([], "g 0", "after the reveal"),
        ([], "b 7", "no box"),
    ],
)
def test_refusals_change_nothing(steps, bad, word):
    r = rigged("Ks Kd 7c 5s 2h", "Qc Qd 8s 4h 3c")

    def do(step):
        cmd, *a = step.split(" ", 2)
        box = int(a[0]) if a else 0
        {
            "x": lambda: r.exchange(box, a[1]),
            "s": lambda: r.buy_card(box),
            "b": lambda: r.bet(box),
            "f": lambda: r.fold(box),
            "i": lambda: r.insure(box, a[1]),
            "r": r.reveal,
            "g": lambda: r.buy_game(box),
        }[cmd]()

    for s in steps:
        do(s)
    before = snapshot(r)
    with pytest.raises(IllegalAction, match=word):
        do(bad)
    assert snapshot(r) == before


def test_insurance_refusals_and_limits():
    r = rigged("9h 9s 9d 5c 2h", "Qc Qd 8s 4h 3c")
    with pytest.raises(IllegalAction, match="outside"):
        r.insure(0, 4)
    r.insure(0, 3)
    with pytest.raises(IllegalAction, match="already insured"):
        r.insure(0, 1)
    with pytest.raises(IllegalAction, match="no draw after insurance"):
        r.exchange(0, "2h")


def test_bonus_limits_at_the_deal():
    t = Table(seed=1, boxes=2)
    with pytest.raises(IllegalAction, match="half the ante"):
        t.deal(bonus=["1/2", "3/4"])
    with pytest.raises(IllegalAction, match="2 boxes"):
        t.deal(bonus=[0])
    r = t.deal(bonus="1/2")
    assert [b.bonus for b in r.boxes] == [Fraction(1, 2)] * 2


def test_exchange_sizes_and_counts_from_rules():
    r = rigged(
        "Ks Kd 7c 5s 2h",
        "Qc Qd 8s 4h 3c",
        rules=Rules(exchange_min=2, max_exchanges=2, buy_or_exchange=False),
    )
    with pytest.raises(IllegalAction, match="2 to 5"):
        r.exchange(0, "2h")
    r.exchange(0, "2h 5s")
    r.exchange(0, r.hand(0)[-2:])
    r.buy_card(0)
    assert len(r.hand(0)) == 6 and r.boxes[0].exchanges == 2


def test_advise_inside_a_round():
    r = rigged("Ks Kd 7c 5s 2h", "Qc Qd 8s 4h 3c")
    assert len(r.advise(0).options) == 34
    r.exchange(0, "2h")
    assert {o.action for o in r.advise(0).options} == {"fold", "bet"}


# -- the CLI ------------------------------------------------------------------------------------


def test_cli_eval_combos_advise(capsys):
    assert main(["russian", "eval", "A♣ K♠ Q♥ 4♦ 2♦", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["category"] == "ACE_KING" and d["description"] == "Ace-King, Queen-Four-Two"
    assert main(["russian", "eval", "9♥ 8♠ 5♦ 4♦ 2♣", "--lang", "ru"]) == 0
    assert "Нет игры" in capsys.readouterr().out
    assert main(["russian", "combos", "A♥A♠A♦A♣8♥8♠", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["first"]["category"], d["second"]["category"], d["payout"]) == (
        "FOUR_OF_A_KIND",
        "FULL_HOUSE",
        27,  # amounts are numbers in every command's JSON
    )
    assert main(["russian", "combos", "K♥Q♠J♦10♣9♥9♠", "--straight-repeat-as-pair"]) == 0
    assert "5 to 1" in capsys.readouterr().out
    assert main(["russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c", "--json", "--seed", "4"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert len(d["options"]) == 34 and d["options"][0]["ev"] >= d["options"][-1]["ev"]
    assert main(["russian", "eval", "Ah Kh"]) == 2
    assert "5 or 6" in capsys.readouterr().err


def test_cli_play_scripted():
    args = types.SimpleNamespace(lang="en", json=False, seed=3, ascii=True)
    out = io.StringIO()
    log = run_play(Table(seed=3), 2, args, io.StringIO("a\nx 2s 6s\nb\nt\nb\n"), out)
    assert len(log) == 2 and log[0]["boxes"][0]["outcome"] == "DEALER_NO_GAME"
    assert "exchange" in out.getvalue() and "total" in out.getvalue()
    # an illegal command is refused and the round goes on
    out = io.StringIO()
    log = run_play(Table(seed=3), 1, args, io.StringIO("x Ah\nb\nt\n"), out)
    assert "not in the hand" in out.getvalue() and len(log) == 1


def test_an_exchange_the_deck_cannot_serve_is_refused_and_changes_nothing():
    # four boxes exchanging five cards again and again use up the deck: the exchange that
    # cannot be served must not draw some cards before it is refused
    r = Table(Rules(max_exchanges=5, buy_or_exchange=False), seed=1, boxes=4).deal()
    for _ in range(5):
        for b in range(4):
            if len(r._deck) - r._next < 5:
                break
            r.exchange(b, r.hand(b))
    box = next(b.index for b in r.boxes if b.exchanges < 5)
    before = snapshot(r)
    with pytest.raises(IllegalAction, match="deck"):
        r.exchange(box, r.hand(box))
    assert snapshot(r) == before


def test_buying_a_game_the_deck_cannot_serve_is_refused():
    # the deck is down to the three queens left after the dealer's Qc: with the redraw
    # rule no replacement can be drawn, so the purchase is refused and the round settles
    rules = Rules(max_exchanges=5, buy_or_exchange=False)
    dealer = cards("Qc Jd 8s 5d 3h")
    queens = list(cards("Qh Qd Qs"))
    rest = [c for c in range(52) if c not in dealer and c not in queens]
    deck = rest[:20] + list(dealer) + rest[20:] + queens
    r = Round(rules, deck, [Fraction(0)] * 4)
    for _ in range(4):
        for b in range(4):
            if len(deck) - r._next - 3 >= 5:
                r.exchange(b, r.hand(b))
    left = len(deck) - r._next - 3
    if left:
        r.exchange(0, r.hand(0)[:left])
    assert sorted(deck[r._next :]) == sorted(queens)
    for b in range(4):
        r.bet(b)
    r.reveal()
    before = [b.buys_game for b in r.boxes]
    with pytest.raises(IllegalAction, match="deck"):
        r.buy_game(0)
    assert [b.buys_game for b in r.boxes] == before
    assert [s.outcome for s in r.settle()] == [Outcome.DEALER_NO_GAME] * 4
    # without the redraw rule a queen can replace the queen
    r2 = Round(rules.replace(redraw_same_rank=False), deck, [Fraction(0)] * 4)
    r2._next = len(deck) - 3
    for b in range(4):
        r2.bet(b)
    r2.reveal()
    r2.buy_game(0)
    assert r2.settle()[0].dealer_after is not None

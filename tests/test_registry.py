"""The game registry: each game defined once, read the same way by every call; the lists the
modules keep are views of it; its words are in the text tables; a value and a range carry their
game; the documentation's game table is the registry's. (tests/test_game_matrix.py runs every
game against every operation.)"""

from __future__ import annotations

import inspect
import json
import pickle
import re
from pathlib import Path

import handrank as hr
import pytest
from handrank import registry
from handrank.registry import GAMES, OPERATIONS, GameError, UnknownGameError, UnsupportedGameError

ROOT = Path(__file__).resolve().parent.parent


def test_eighteen_games_each_named_once():
    assert len(GAMES) == 18 and list(GAMES) == list(registry.games())
    names = [registry._key(n) for g in GAMES.values() for n in (g.name, *g.aliases)]
    assert len(names) == len(set(names))  # each alias a spelling of its own, no name for two games
    for g in GAMES.values():
        assert set(g.operations) <= set(OPERATIONS)
        assert g.hi_lo == (g.low is not None and g.high is not None)
        assert (g.qualifier is not None) == g.hi_lo  # the split games' eight-or-better
        assert (g.ranges is None) == (not g.has("range"))


@pytest.mark.parametrize("name,game", [
    ("holdem", "holdem"), ("Texas Hold'em", "holdem"), ("NLHE", "holdem"), ("PLO", "omaha"),
    ("plo-5", "omaha5"), ("Big O", "omaha5_8"), ("BIGO", "omaha5_8"), ("omaha 5-8", "omaha5_8"),
    ("o8", "omaha8"), ("6+", "shortdeck"), ("Short Deck", "shortdeck"), ("triton", "shortdeck-triton"),
    ("7-card stud", "stud"), ("stud hi-lo", "stud8"), ("2-7", "lowball_27"), ("deuce to seven", "lowball_27"),
    ("A-5", "lowball_a5"), ("russian poker", "russian"), ("Ｒａｚｚ", "razz")])
def test_a_name_is_read_whatever_its_spelling(name, game):
    assert registry.game(name).name == game


@pytest.mark.parametrize("name", ["chess", "omaha7", "", " ", "hold em 9", None, 8, ["holdem"]])
def test_an_unknown_name_lists_the_games(name):
    with pytest.raises(UnknownGameError) as e:
        registry.game(name)
    said = str(e.value)
    assert said.startswith(f"unknown game {name!r}") and all(g in said for g in GAMES)
    assert isinstance(e.value, ValueError) and isinstance(e.value, hr.HandrankError)


def test_a_close_name_is_suggested_and_a_call_lists_its_own_games():
    with pytest.raises(UnknownGameError, match=r"did you mean 'omaha5'"):
        registry.game("omha5")
    with pytest.raises(UnknownGameError) as e:
        registry.game("chess", "hilo")
    assert str(e.value).endswith("hilo plays " + ", ".join(registry.games("hilo")))


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("op", list(OPERATIONS))
def test_a_refusal_names_the_game_and_what_it_has(game, op):
    g = GAMES[game]
    if g.generic(op):
        assert registry.game(game, op) is g
        return
    with pytest.raises(UnsupportedGameError) as e:
        registry.game(game, op)
    said = str(e.value)
    assert said.startswith(f"{op}: {game} ")
    if g.has(op):
        assert g.call(op) in said
    else:
        assert all(other in said for other in g.operations)


def test_the_callers_error_is_raised_as_a_game_error_too():
    with pytest.raises(hr.EquityError) as e:
        hr.equity(["AhKh", "QsQc"], game="chess")
    assert isinstance(e.value, GameError) and type(e.value).__name__ == "EquityError"
    again = pickle.loads(pickle.dumps(e.value))  # as a worker process sends it back
    assert type(again) is type(e.value) and str(again) == str(e.value)
    with pytest.raises(GameError):
        hr.classify("Ah Kh", "Qh 7h 2c", game="razz")
    with pytest.raises(hr.StrengthError):
        hr.hand_strength("Ah Kh", "Qh 7h 2c", game="holdem8")


def test_the_lists_of_the_modules_are_views_of_the_registry():
    from handrank.analysis import equity, ranges
    from handrank.cli.equity import GAME_NAMES
    from handrank.evaluators import batch
    from handrank.games import hilo, stud
    assert set(equity.GAMES) == {g.name for g in GAMES.values() if g.has("equity") and g.board}
    assert set(stud.STUD_GAMES) == {g.name for g in GAMES.values() if g.family in ("stud", "draw")}
    assert set(hilo.GAMES) == set(registry.games("hilo")) | {"declare"}
    assert set(batch.SHORTDECK_GAMES) == set(ranges.SHORT_DECK_GAMES) == {g.name for g in GAMES.values()
                                                                            if g.deck == 36}
    assert hr.SHORTDECK_GAMES == batch.SHORTDECK_GAMES
    assert GAME_NAMES == registry.games("equity")
    for name, (code, hole, hilo_) in equity.GAMES.items():
        assert (code, hole, hilo_) == (GAMES[name].codes["equity"], GAMES[name].hole, GAMES[name].hi_lo)


def test_every_game_has_its_words():
    from handrank.text import en, ru
    assert list(en.GAME_NAMES) == list(ru.GAME_NAMES) == list(GAMES)


def test_every_generic_call_takes_game():
    calls = {"evaluate": hr.evaluate, "best_five": hr.best_five, "describe": hr.describe,
             "explain": hr.explain, "compare": hr.compare, "showdown": hr.showdown,
             "batch": hr.evaluate_batch, "equity": hr.equity,
             "histogram": hr.equity, "range": hr.Range, "breakdown": hr.analysis.draws.breakdown,
             "classify": hr.classify, "outs": hr.outs, "hand_strength": hr.hand_strength,
             "equity_distribution": hr.equity_distribution, "percentile": hr.percentile,
             "equity_table": hr.equity_table}
    assert set(calls) | {"hilo"} == set(OPERATIONS)
    for op, f in calls.items():
        sig = inspect.signature(f) if not inspect.isbuiltin(f) else None
        assert sig is None or "game" in sig.parameters, op
        assert "game=" in OPERATIONS[op] or op == "percentile"


def test_a_game_value_is_an_int_that_says_its_game():
    v = hr.evaluate("As 6d 7c 8h 9s", game="6+")
    assert isinstance(v, registry.GameValue) and v.game == "shortdeck" and v == 1129 and repr(v) == "1129"
    assert json.loads(json.dumps({"v": v})) == {"v": 1129}
    back = pickle.loads(pickle.dumps(v))
    assert back == v and back.game == "shortdeck"
    assert hr.describe(v) == hr.describe(1129, game="shortdeck") != hr.describe(1129)
    with pytest.raises(hr.CardError, match="a value of shortdeck given to a game='holdem' call"):
        hr.describe(v, game="holdem")
    with pytest.raises(GameError, match="a value of shortdeck given to a game='shortdeck-triton'"):
        hr.describe(v, game="triton")
    low = hr.evaluate("7h 5d 4c 3s 2s", game="27")
    assert low.game == "lowball_27" and hr.describe(low) == "Seven-Five low (7-5-4-3-2)"
    assert type(hr.evaluate("As Ks Qs Js Ts")) is int  # Hold'em's: the plain scale, the fast path


def test_a_range_carries_its_game():
    sd = hr.Range("AA", game="shortdeck")
    with_game = hr.equity([sd, "KhKd"], board="As 6c 7d", game="shortdeck")
    adopted = hr.equity([sd, "KhKd"], board="As 6c 7d")  # no game=: the range's
    assert adopted.game == "shortdeck" and adopted.equity == with_game.equity
    with pytest.raises(hr.EquityError, match="a value of shortdeck .* given to a game='holdem' call"):
        hr.equity([sd, "KhKd"], board="As 6c 7d", game="holdem")
    with pytest.raises(hr.EquityError, match="values of different games"):
        hr.equity([sd, hr.Range("KK")], board="As 6c 7d")
    # an Omaha range is an Omaha hi-lo range: the same cards
    assert hr.equity([hr.Range("AAxx", hole=4), "KsKdQsQd"], board="2c 7d 9h 3s 4s",
                     game="omaha8").game == "omaha8"
    assert hr.Range("AAxx", hole=4).game == "omaha" and hr.Range("AA", game="plo5").hole == 5
    with pytest.raises(hr.RangeError, match="hole=5: omaha deals 4 hole cards .omaha5 deals 5."):
        hr.Range("AAxx", game="omaha", hole=5)
    s = hr.hand_strength("Ah Kh", "Qh 7s 6h", vs=hr.Range("random", game="shortdeck"))
    assert s == hr.hand_strength("Ah Kh", "Qh 7s 6h", game="shortdeck")


def test_short_deck_is_read_as_short_deck():
    # the lowest short-deck straight, A-6-7-8-9, was high cards in a breakdown read as Hold'em
    b = hr.Range("A8s", game="shortdeck").breakdown("9c 7d 6h")
    assert b.categories == {hr.Category.STRAIGHT: 4.0} and b.made == {"straight": 4.0}
    # hand strength against a short-deck range: its 36 cards and its ranking (the brute force:
    # every short-deck holding of two unseen cards, compared on the short-deck ranking)
    from itertools import combinations
    hole, board = hr.cards("As Ks"), hr.cards("Qs Js 6d")
    live = [c for c in range(16, 52) if c not in hole + board]
    mine = hr.evaluate(hole + board, game="shortdeck")
    theirs = [hr.evaluate(o + board, game="shortdeck") for o in combinations(live, 2)]
    want = (sum(mine > t for t in theirs) + sum(mine == t for t in theirs) / 2) / len(theirs)
    got = hr.hand_strength("As Ks", "Qs Js 6d", vs=hr.Range("random", game="shortdeck"))
    assert abs(got.hs - want) < 1e-12 and sum(got.now.values()) == len(theirs)


def test_omaha_is_named_where_its_hands_are_wrong():
    with pytest.raises(hr.ShowdownError, match=r"hand 1: omaha: a hand is 4 hole cards .* 5: omaha5 deals 5"):
        hr.showdown("2c 3d 4h 5s 6c", ["As Ks Qs Js Ts", "7h 8h 9h Th Jd"], game="omaha")
    assert hr.showdown("2c 3d 4h 5s 6c", ["As Ks Qs Js Ts", "7h 8h 9h Th Jd"], game="omaha5").winners == [1]


def test_old_spellings_mean_what_the_registry_says():
    board = "Qs Js Ts 2h 3h"
    assert hr.explain("As Ks 2d 2c", board, omaha=True).text() == hr.explain("As Ks 2d 2c", board,
                                                                            game="omaha").text()
    assert hr.evaluate_omaha("As Ks 2d 2c", board) == hr.evaluate("As Ks 2d 2c", board, game="omaha")
    assert hr.showdown(board, ["As Ks 2d 2c", "Qd Qc 7h 8h"], omaha=True).winners == hr.showdown(
        board, ["As Ks 2d 2c", "Qd Qc 7h 8h"], game="plo").winners
    assert hr.explain("As 2d 3c 4h 9s Kd Kc", low="a5").text() == hr.explain("As 2d 3c 4h 9s Kd Kc",
                                                                               game="razz").text()
    with pytest.raises(hr.CardError, match="game='razz' has a ranking of its own: no low="):
        hr.explain("As 2d 3c 4h 9s Kd Kc", low="a5", game="razz")


def test_compare_and_hilo_by_game():
    assert hr.compare("Ah Kh", "9c 9d", board="Qh Jh 9h 6s 6c") == -1  # Hold'em: the full house
    assert hr.compare("Ah Kh", "9c 9d", board="Qh Jh 9h 6s 6c", game="shortdeck") == 1  # the flush
    assert hr.compare("As 2d 3c 4h 9s Kd Kc", "Ah Ad 7s 6s 5c 4d 3d", game="razz") == -1
    r = hr.hilo.resolve("Big O", {"ann": "As 2s 3d Kc Kd", "bob": "Qh Qd Jc Jd 9s"}, board="4c 5d 7h Th Qs",
                        pot=10)
    assert r.game.name == "omaha5_8" and r.high_winners == ("bob",) and r.low_winners == ("ann",)
    with pytest.raises(hr.HiLoError, match="omaha8: the hand of ann has 5 hole cards, the game deals 4"):
        hr.hilo.resolve("omaha8", {"ann": "As 2s 3d Kc Kd", "bob": "Qh Qd Jc Jd 9s"}, board="4c 5d 7h Th Qs",
                        pot=10)


def test_the_documentations_game_table_is_the_registrys():
    page = (ROOT / "docs" / "guide" / "games.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- games table: generated by handrank.registry.games_table\(\) -->\n\n(.*?)\n\n"
                  r"<!-- end of the games table -->", page, re.S)
    assert m, "docs/guide/games.md lost its table markers"
    assert m.group(1) == registry.games_table(), "regenerate it: print(handrank.registry.games_table())"

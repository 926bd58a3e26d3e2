"""Hand histories: the readers (PHH, PokerStars), streaming and bad hands, round trips, the replay
against hand-computed pots, the site's amounts checked, the all-in EV against a brute force, the
output and the command. The sample hands in data/ are written for these tests."""

from __future__ import annotations

import io
import itertools
import json
import random
import zipfile
from fractions import Fraction
from pathlib import Path

import handrank as hr
import pytest
from handrank import cli
from handrank.history import (
    HandError,
    HistoryError,
    parse_phh,
    parse_pokerstars,
    read,
    replay,
    totals,
    write_phh,
)
from handrank.history.model import money, parse_money

DATA = Path(__file__).with_name("data")


def one(name):
    hands = list(read(DATA / name, strict=True))
    return hands


def cur(x, hand):
    """An amount of the hand's units in its currency, exact."""
    return Fraction(x, 10**hand.decimals)


# ---- the model: exact money ------------------------------------------------------------------


def test_amounts_are_exact_ints_never_floats():
    assert parse_money("$1,250.75", 2) == 125075 and parse_money("0.1", 2) == 10
    assert money(125075, 2) == "1250.75" and money(-7, 2) == "-0.07"
    with pytest.raises(HistoryError, match="at most 2 decimal places"):
        parse_money("$0.005", 2)
    hand = one("stars_cash.txt")[0]
    values = [s.stack for s in hand.seats] + [a.amount for a in hand.actions] + list(hand.collected)
    assert all(type(v) is int for v in values)
    assert hand.seats[0].stack == 125075 and hand.decimals == 2 and hand.currency == "USD"


# ---- PokerStars --------------------------------------------------------------------------------


def test_stars_cash_hand_seats_in_phh_order_without_the_player_sitting_out():
    first, second = one("stars_cash.txt")
    assert first.names == ("cat", "eve", "ann", "bob")  # seat 3 (after the button, seat 2) first
    assert second.names == ("eve", "ann", "bob", "cat")
    assert first.holes[2] == tuple(hr.cards("Qs Qd")) and first.holes[3] == tuple(hr.cards("Ts 9s"))
    assert first.board == tuple(hr.cards("Qh 8c 3s Td 2c")) and first.rake == 70 and first.total_pot == 1825
    r = replay(first)
    assert r.disagreements == () and r.net == (-25, -50, 880, -875)
    assert [(p.amount, p.eligible, p.shares) for p in r.pots] == [(1825, (2, 3), {2: 1825})]
    assert r.showdowns[0].winners == ["ann"]
    r2 = replay(second)
    assert r2.returned == (0, 0, 125, 0) == second.returned and r2.net == (-25, -50, 75, 0)


def test_stars_tournament_antes_and_side_pots_as_computed_by_hand():
    (hand,) = one("stars_tournament.txt")
    assert hand.tournament == "3700000001" and hand.decimals == 0
    r = replay(hand)
    # antes 4 x 25 dead; ann all-in 975 live, bob 100, cat and dan 1,975 (cat's 2,225 back):
    # main 975 x 3 + 100 + 100 = 3,125 among ann, cat, dan; side 1,000 x 2 between cat and dan
    names = hand.names
    pots = [
        (p.amount, {names[k] for k in p.eligible}, {names[k]: v for k, v in p.shares.items()}) for p in r.pots
    ]
    assert pots == [(3125, {"ann", "cat", "dan"}, {"ann": 3125}), (2000, {"cat", "dan"}, {"cat": 2000})]
    assert r.returned[names.index("cat")] == 2225 and sum(r.put) == 5125 == hand.total_pot
    assert r.disagreements == ()
    assert {c.pot for c in hand.collects} == {0, 1}


def test_stars_omaha_split_pot_odd_chips_and_rake():
    (hand,) = one("stars_omaha_split.txt")
    assert hand.game == "omaha" and hand.limit == "pot"
    r = replay(hand)
    names = hand.names
    assert {names[k]: v for k, v in r.pots[0].shares.items()} == {"cat": 35, "ann": 35}
    assert r.disagreements == ()  # the site paid 33 and 32 of 70 after 5 of rake
    assert sorted(r.showdowns[0].winners) == ["ann", "cat"]


def test_stars_straddle_and_dead_small_blind():
    (hand,) = one("stars_straddle.txt")
    kinds = [(hand.names[a.seat], a.kind, a.amount) for a in hand.actions[:5]]
    assert kinds == [
        ("eve", "blind", 100),
        ("ann", "blind", 200),
        ("bob", "straddle", 400),
        ("cat", "dead", 100),
        ("cat", "blind", 200),
    ]
    r = replay(hand)
    assert r.put[hand.names.index("cat")] == 1300 and sum(r.put) == 3200
    assert r.disagreements == () and r.net[hand.names.index("dan")] == 1950


def test_stars_run_twice_halves_the_pot_between_the_boards():
    (hand,) = one("stars_run_twice.txt")
    assert len(hand.boards) == 2 and hand.boards[1] == tuple(hr.cards("Qc Td 4h 6s 9h"))
    r = replay(hand)
    assert [sd.winners for sd in r.showdowns] == [["ann"], ["bob"]]
    assert r.pots[0].shares == {0: 10000, 1: 10000} and r.disagreements == ()
    assert r.net == (-50, -50)


def test_stars_disagreements_are_data():
    text = (DATA / "stars_cash.txt").read_text().split("\n\n\n\n")[0]
    wrong = text.replace("ann collected $17.55 from pot", "bob collected $17.55 from pot")
    r = replay(parse_pokerstars(wrong.splitlines()))
    found = {
        (d.what, r.hand.names[d.seat] if d.seat >= 0 else None, d.rules, d.site) for d in r.disagreements
    }
    assert found == {("won", "ann", 1825, 0), ("won", "bob", 0, 1755)}
    short = text.replace("Total pot $18.25", "Total pot $18.20")
    assert [
        (d.what, d.rules, d.site) for d in replay(parse_pokerstars(short.splitlines())).disagreements
    ] == [("total", 1825, 1820)]


def test_stars_thousand_separators_cash_out_and_chat():
    text = (
        (DATA / "stars_tournament.txt")
        .read_text()
        .replace("dan finished the tournament in 17th place", 'dan said, "ann collected 5 from pot"')
    )
    hand = parse_pokerstars(text.splitlines())
    assert hand.collected == replay(hand).won
    cash = (
        (DATA / "stars_run_twice.txt")
        .read_text()
        .replace(
            "*** SECOND SHOW DOWN ***",
            "bob cashed out the hand for $90.00 | Cash Out Fee $0.90\n*** SECOND SHOW DOWN ***",
        )
    )
    hand = parse_pokerstars(cash.splitlines())
    assert hand.cashed_out == (9000, 0)


# ---- bad hands: reported with file and line, skipped -----------------------------------------


def test_a_bad_hand_is_reported_with_file_line_and_why_and_the_next_is_read(tmp_path):
    good = (DATA / "stars_cash.txt").read_text()
    first, second = good.split("\n\n\n\n")
    bad = first.replace("bob: calls $5.25", "bob: calls $500")
    path = tmp_path / "mixed.txt"
    path.write_text(bad + "\n\n\n\n" + second)
    reader = read(path)
    hands = list(reader)
    assert [h.hand_id for h in hands] == ["250000000002"]
    (e,) = reader.errors
    assert isinstance(e, HandError) and isinstance(e, hr.HandrankError) and isinstance(e, ValueError)
    assert e.file == str(path) and e.line == 25 and "bob calls 500.00 facing 5.25" in e.why
    with pytest.raises(HandError, match=r"mixed.txt, line 25: "):
        list(read(path, strict=True))


def test_bad_sources_are_refused_naming_them(tmp_path):
    with pytest.raises(HistoryError, match="no such file"):
        list(read(tmp_path / "absent.txt"))
    with pytest.raises(HistoryError, match="format 'xml'"):
        read(DATA, format="xml")
    (tmp_path / "notes.txt").write_text("just some notes\n")
    reader = read(tmp_path / "notes.txt")
    assert list(reader) == [] and "not a hand history" in reader.errors[0].why


def test_phh_bad_hand_in_a_phhs_is_skipped():
    reader = read(DATA / "hands.phhs")
    hands = list(reader)
    assert len(hands) == 4 and len(reader.errors) == 1
    e = reader.errors[0]
    assert e.file.endswith("hands.phhs") and e.line == 58 and "F2L3D" in e.why
    with pytest.raises(HandError, match="dealt twice"):
        parse_phh(
            "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
            "starting_stacks = [9, 9]\nactions = ['d dh p1 AsAd', 'd dh p2 AsKd']\n"
        )
    with pytest.raises(HandError, match="p3"):
        parse_phh(
            "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
            "starting_stacks = [9, 9]\nactions = ['p3 f']\n"
        )


# ---- streaming: folder, zip, stream ----------------------------------------------------------


def test_a_folder_a_zip_and_a_stream_give_the_same_hands(tmp_path):
    folder = list(read(DATA))
    archive = tmp_path / "hands.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for p in sorted(DATA.iterdir()):
            z.write(p, f"inner/{p.name}")
    zipped = list(read(archive))
    assert len(folder) == len(zipped) == 10 and folder == zipped
    assert zipped[0].source.file == f"{archive}/inner/hands.phhs"
    stream = list(read(io.StringIO((DATA / "stars_cash.txt").read_text())))
    assert stream == [h for h in folder if h.site == "pokerstars" and h.table == "Demo I"]


def test_reading_is_lazy_hand_by_hand():
    text = (DATA / "stars_cash.txt").read_text()
    lines = iter(text.splitlines(True) * 1)
    consumed = []

    def spy():
        for line in lines:
            consumed.append(line)
            yield line

    it = iter(read(spy(), format="pokerstars"))
    next(it)
    assert len(consumed) < len(text.splitlines())  # the first hand came before the file was read


# ---- PHH: the fields, round trips ------------------------------------------------------------


def test_phh_hands_replayed_as_computed_by_hand():
    side, heads_up, omaha, wrong = one_phh()
    r = replay(side)
    assert [(p.amount, p.eligible, p.shares) for p in r.pots] == [
        (3000, (0, 1, 2), {0: 3000}),
        (3000, (1, 2), {2: 3000}),
    ]
    assert r.disagreements == ()  # the finishing stacks and winnings agree
    # heads-up: the forced bets are written reversed, p1 posts the big blind
    assert [(a.seat, a.kind, a.amount) for a in heads_up.actions[:4]] == [
        (0, "ante", 25),
        (1, "ante", 25),
        (0, "blind", 100),
        (1, "blind", 50),
    ]
    assert heads_up.decimals == 2 and replay(heads_up).net == (325, -325)
    assert omaha.game == "omaha" and replay(omaha).won == (0, 0, 0, 13)
    assert [(d.what, d.seat, d.rules, d.site) for d in replay(wrong).disagreements] == [
        ("chips", -1, 26, 24),
        ("won", 0, 26, 24),
    ]


def one_phh():
    return list(read(DATA / "hands.phhs"))


def test_phh_round_trip_read_write_read_is_equal():
    for hand in one_phh():
        text = write_phh(hand)
        again = parse_phh(text)
        assert again == hand, text
        assert write_phh(again) == text


def test_phh_fast_reader_and_full_toml_agree():
    plain = (
        "variant = 'NT'\nantes = [0, 0]  # none\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [50, 50]\nactions = [\n  'd dh p1 ????',  # p1\n  'd dh p2 AhKd',\n"
        "  'p2 cbr 6 # a raise',\n  'p1 f',\n]\nplayers = ['a', 'b']\n"
    )
    escaped = plain.replace("players = ['a', 'b']", 'players = ["a", "b\\u0021"]')
    a, b = parse_phh(plain), parse_phh(escaped)  # the second has a TOML escape: tomllib reads it
    assert a.actions == b.actions and b.names == ("a", "b!")


def test_stars_to_phh_and_back_replays_the_same():
    for hand in read(DATA):
        if hand.site != "pokerstars":
            continue
        if len(hand.boards) > 1:
            with pytest.raises(HistoryError, match="run twice has no PHH notation"):
                write_phh(hand)
            continue
        again = parse_phh(write_phh(hand))
        r, s = replay(hand), replay(again)
        assert again.names == hand.names and again.board == hand.board
        assert [cur(p, hand) for p in r.put] == [cur(p, again) for p in s.put]
        assert [cur(w, hand) for w in r.won] == [cur(w, again) for w in s.won]


# ---- luck: all-in EV against a brute force -------------------------------------------------


def _brute_ev(holes, board, stacks):
    """Each player's expected winnings over every end of the board: all-in, pots from the stacks."""
    n = len(holes)
    used = set(board) | {c for h in holes for c in h}
    rest = [c for c in range(52) if c not in used]
    pots = hr.side_pots(dict(enumerate(stacks)))
    ev = [Fraction(0)] * n
    runs = list(itertools.combinations(rest, 5 - len(board)))
    for more in runs:
        full = tuple(board) + more
        values = {k: hr.evaluate(holes[k] + full) for k in range(n)}
        for k, v in hr.award_pots(pots, values).items():
            ev[k] += Fraction(v, len(runs))
    # award_pots hands odd chips to the first winner: spread them as exact shares for the check
    return ev, pots


def _phh_all_in(holes, board, stacks):
    n = len(holes)
    deal = [f"'d dh p{k + 1} {hr.card_str(holes[k][0])}{hr.card_str(holes[k][1])}'" for k in range(n)]
    flop = "".join(hr.card_str(c) for c in board[:3])
    rest = [f"'d db {flop}'"] + [f"'d db {hr.card_str(c)}'" for c in board[3:]]
    # everyone all-in preflop, then the cards: the all-in is on the street given by len(board)
    if len(board) == 3:
        acts_text = (
            deal + [f"'d db {flop}'"] + [f"'p1 cbr {max(stacks)}'"] + [f"'p{k + 1} cc'" for k in range(1, n)]
        )
    else:
        acts_text = deal + rest[:2] + [f"'p1 cbr {max(stacks)}'"] + [f"'p{k + 1} cc'" for k in range(1, n)]
    return (
        "variant = 'NT'\n"
        f"antes = {[0] * n}\n"
        f"blinds_or_straddles = {[0] * n}\nmin_bet = 2\n"
        f"starting_stacks = {stacks}\nactions = [{', '.join(acts_text)}]\n"
    )


@pytest.mark.parametrize("seed", range(6))
def test_all_in_ev_equals_a_brute_force_over_the_remaining_deck(seed):
    rng = random.Random(seed)
    n = 3 if seed % 2 == 0 else 2
    cards = rng.sample(range(52), 2 * n + 4)
    holes = [tuple(cards[2 * k : 2 * k + 2]) for k in range(n)]
    street_board = cards[2 * n : 2 * n + (3 if seed < 3 else 4)]
    stacks = sorted(rng.sample(range(20, 400), n), reverse=True)  # p1 has the most: he bets, all call
    hand = parse_phh(_phh_all_in(holes, street_board, stacks))
    r = replay(hand)
    a = r.allin
    assert a is not None and a.board == tuple(street_board) and a.ev is not None
    called = [min(s, sorted(stacks)[-2]) for s in stacks]  # p1's bet beyond the others' comes back
    want, pots = _brute_ev(holes, street_board, called)
    assert [p.amount for p in r.pots] == [p.amount for p in pots]
    # the brute force gives odd chips to a winner; the equities are exact shares: compare to within
    # one chip a pot, and exactly once the odd chips are spread
    for k in range(n):
        assert abs(a.ev[k] - want[k]) <= len(pots), (k, a.ev[k], want[k])
    assert sum(a.ev) == sum(called)
    exact = _exact_ev(holes, street_board, called)
    assert list(a.ev) == exact


def _exact_ev(holes, board, stacks):
    """The brute force with each tie split in exact fractions."""
    n = len(holes)
    used = set(board) | {c for h in holes for c in h}
    rest = [c for c in range(52) if c not in used]
    pots = hr.side_pots(dict(enumerate(stacks)))
    runs = list(itertools.combinations(rest, 5 - len(board)))
    ev = [Fraction(0)] * n
    for more in runs:
        full = tuple(board) + more
        values = [hr.evaluate(holes[k] + full) for k in range(n)]
        for pot in pots:
            best = max(values[k] for k in pot.eligible)
            won = [k for k in pot.eligible if values[k] == best]
            for k in won:
                ev[k] += Fraction(pot.amount, len(won) * len(runs))
    return ev


def test_luck_totals_adjusted_net_is_zero_sum_without_rake():
    (hand,) = one("stars_tournament.txt")
    r = replay(hand)
    t = totals([r])
    assert sum(x.net for x in t.values()) == 0 and sum(x.adjusted for x in t.values()) == 0
    assert sum(r.allin.ev) == 5125 and t["bob"].adjusted == t["bob"].net == -125
    names = hand.names
    eq_main = r.allin.equity[0]
    direct = hr.equity({k: hand.holes[k] for k in eq_main}, exact=True)
    assert {k: float(v) for k, v in eq_main.items()} == pytest.approx(direct.equity, abs=1e-12)
    assert t["ann"].adjusted == -1000 + r.allin.ev[names.index("ann")]


def test_no_allin_when_the_river_is_out_or_a_hand_is_unknown():
    (hand,) = one("stars_run_twice.txt")
    assert replay(hand).allin.street == 0
    first = one("stars_cash.txt")[0]
    assert replay(first).allin is None
    unknown = parse_phh(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [9, 9]\nactions = ['d dh p1 AsAd', 'd dh p2 ????', 'p2 cbr 9', "
        "'p1 cc', 'd db 2c3c4c', 'd db 5d', 'd db 9h']\n"
    )
    r = replay(unknown)
    assert r.allin.ev is None and r.allin.skipped == "unknown" and not r.pots[0].decided


# ---- output ----------------------------------------------------------------------------------


def test_to_dict_is_json_with_exact_amounts_and_text_in_both_languages():
    for hand in read(DATA):
        r = replay(hand)
        d = json.loads(json.dumps(r.to_dict()))
        assert len(d["players"]) == len(hand.seats)
        assert r.text().startswith("Hand ") and r.text("ru").startswith("Раздача ")
    cash = replay(one("stars_cash.txt")[0])
    assert cash.to_dict()["players"][2]["net"] == "8.80"
    assert "Итог: cat -0,25, eve -0,50, ann +8,80, bob -8,75" in cash.text("ru")


def test_html_escapes_names():
    text = (DATA / "stars_omaha_split.txt").read_text().replace("ann", "<b>ann</b>")
    html = replay(parse_pokerstars(text.splitlines()))._repr_html_()
    assert "&lt;b&gt;ann&lt;/b&gt;" in html and "<b>ann</b>" not in html


def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_reports_players_errors_and_json(capsys):
    status, out, _ = run(capsys, "history", str(DATA / "hands.phhs"), str(DATA / "stars_tournament.txt"))
    assert status == 0 and "5 hands read, 1 not read, 1 with a disagreement" in out and "F2L3D" in out
    status, out, _ = run(capsys, "history", str(DATA / "stars_tournament.txt"), "--json", "--hands")
    data = json.loads(out)
    assert data["hands"] == 1 and data["errors"] == [] and len(data["replays"]) == 1
    assert {p["name"]: p["net"] for p in data["players"]} == {
        "bob": "-125",
        "cat": "0",
        "dan": "-2000",
        "ann": "2125",
    }
    status, _, err = run(capsys, "history", "no-such-file.txt")
    assert status == 2 and "no such file" in err

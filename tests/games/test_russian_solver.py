"""Rules.caribbean(), the rules' settings, and the exact bet-or-fold solver.

The solver's counts are checked against the C brute force (``bet_ev``) on 1,000 classes of
one chunk and on every member of 100 suit classes, against a Python recount over all
dealer completions (values from ``evaluate_batch``, money from ``settle``) on 20 states,
and the whole solve against the published Caribbean-stud house edge.
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import random
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import handrank
import numpy as np
import pytest
from handrank import jobs, russian
from handrank.games.russian import solver
from handrank.games.russian.rules import Rules, RulesError
from handrank.games.russian.settle import SettleError
from handrank.games.russian.table import IllegalAction, Round, Table

CAR = Rules.caribbean()
C46_4 = 163_185


# -- the preset and its settings ----------------------------------------------------------


def test_caribbean_preset():
    r = Rules.caribbean()
    assert (r.ante_paid_on_win, r.paid_combinations, r.sixth_card, r.max_exchanges) == (True, 1, False, 0)
    assert (r.game_buying, r.insurance, r.bonus, r.bet_or_fold) == (False, False, False, True)
    assert r.paytable == Rules().paytable  # the spec's paytable
    assert Rules.caribbean(qualifier="pair").qualifier == russian.RussianCategory.PAIR
    assert not Rules().bet_or_fold


@pytest.mark.parametrize(
    "name, value",
    [("paid_combinations", 0), ("paid_combinations", 3), ("paid_combinations", True),
     ("paid_combinations", "1"), ("sixth_card", 1), ("insurance", None), ("bonus", "no")],
)  # fmt: skip
def test_new_settings_validated(name, value):
    with pytest.raises(RulesError, match=name):
        Rules(**{name: value})


def test_one_combination_paid():
    assert russian.combinations("A♥ A♠ A♦ A♣ K♥", CAR).second is None
    assert russian.combinations("A♥ A♠ A♦ A♣ K♥", CAR).payout == 20
    assert russian.combinations("A♥ A♠ A♦ A♣ K♥").payout == 21
    # ante paid 1:1 and one combination: 1 + 2 x 20
    assert russian.settle("A♥ A♠ A♦ A♣ K♥", "Q♣ Q♦ 7♠ 5♥ 3♣", rules=CAR).total == 41
    assert russian.settle("K♥ K♠ A♣ 8♦ 5♥", "Q♣ Q♦ 7♠ 5♣ 3♣", rules=CAR).total == 3


# one combination paid: the C core against the brute-force reference in tests/c/test_reference.c


def test_settle_honours_switches():
    with pytest.raises(SettleError, match="sixth card"):
        russian.settle("A♥ A♠ 7♦ 5♣ K♥ 2♠", "Q♣ Q♦ 7♠ 5♥ 3♣", rules=CAR, sixth_card=True)
    with pytest.raises(SettleError, match="exchanges"):
        russian.settle("A♥ A♠ 7♦ 5♣ K♥", "Q♣ Q♦ 7♠ 5♥ 3♣", rules=CAR, exchanges=1)
    with pytest.raises(SettleError, match="insurance"):
        russian.settle("A♥ A♠ A♦ 5♣ K♥", "Q♣ Q♦ 7♠ 5♥ 3♣", rules=CAR, insurance=1)
    with pytest.raises(SettleError, match="bonus"):
        russian.settle("A♥ A♠ A♦ 5♣ K♥", "Q♣ Q♦ 7♠ 5♥ 3♣", rules=CAR, bonus="1/2")
    assert russian.insurance_limits("A♥ A♠ A♦ K♥ 2♣", CAR) is None
    assert russian.insurance_limits("A♥ A♠ A♦ K♥ 2♣") is not None


def test_advise_honours_switches():
    a = russian.advise("A♥ A♠ A♦ 7♣ 2♦", "K♣", CAR)
    assert sorted(o.action for o in a.options) == ["bet", "fold"]
    assert a.insurance_ev is None
    with pytest.raises(ValueError, match="bonus"):
        russian.advise("A♥ A♠ A♦ 7♣ 2♦", "K♣", CAR, bonus="1/2")
    # only the sixth card off: the exchanges stay
    a = russian.advise("A♥ A♠ A♦ 7♣ 2♦", "K♣", Rules(sixth_card=False), max_draws=2000)
    assert "buy" not in {o.action for o in a.options} and "exchange" in {o.action for o in a.options}


def test_table_honours_switches():
    with pytest.raises(IllegalAction, match="bonus"):
        Table(CAR, seed=1).deal(bonus="1/2")
    rnd = Round(CAR, list(range(52)), [Fraction(0)])  # box 2c 2d 2h 2s 3c: four deuces
    with pytest.raises(IllegalAction, match="sixth card"):
        rnd.buy_card()
    with pytest.raises(IllegalAction, match="no exchange"):
        rnd.exchange(0, "3c")
    with pytest.raises(IllegalAction, match="insurance"):
        rnd.insure(0, 1)
    rnd.bet()
    rnd.reveal()
    (s,) = rnd.settle()
    assert s.total == russian.settle(rnd.hand(), rnd.dealer, rules=CAR).total


# -- the solver against the brute force ---------------------------------------------------


def _members(hand: int, up: int) -> set[tuple[int, int]]:
    """Every (hand mask, up) state of a class: the 24 suit permutations."""
    out = set()
    for perm in itertools.permutations(range(4)):
        m = 0
        for c in range(52):
            if hand >> c & 1:
                m |= 1 << (4 * (c >> 2) + perm[c & 3])
        out.add((m, 4 * (up >> 2) + perm[up & 3]))
    return out


def _ids(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


keep: list = []


@pytest.fixture(scope="module")
def chunk_records():
    """All classes of the up rank 9 (a jack) chunk, from the C core."""
    totals, recs = solver._run_chunk(CAR, 9, 1, 7462, 440_000)
    assert totals.records == totals.classes == 434_550
    keep.append(recs)  # the records' memory lives as long as the module's tests
    return totals, [recs[i] for i in range(int(totals.records))]


def test_chunk_counts_equal_bet_ev_on_1000_classes(chunk_records):
    totals, recs = chunk_records
    rng = random.Random(13)
    for r in rng.sample(recs, 1000):
        hand = _ids(r.hand)
        s = russian.bet_ev(hand, [r.up], CAR)
        assert (r.no_game, r.win, r.lose, r.stay) == (s.no_game, s.win, s.lose, s.stay), hand
        assert r.no_game + r.win + r.lose + r.stay == C46_4
        # the exact EV of the bet, its money from the Python rules: ante + 2 x payout
        w = 1 + russian.combinations(hand, CAR).win() if r.win else 0
        assert r.win == 0 or totals.win_units[r.value] == w
        ev = Fraction(r.no_game + w * r.win - 3 * r.lose, C46_4)
        assert float(ev) == pytest.approx(s.ev, abs=1e-12)


def test_state_entry_point_equals_bet_ev_on_1000_states():
    strat = solver.Strategy(CAR, {})
    rng = random.Random(1013)
    deals = [rng.sample(range(52), 6) for _ in range(1000)]
    deals.sort(key=lambda d: d[5] >> 2)  # one table build per up rank
    for d in deals:
        dec = strat.best(d[:5], [d[5]])
        s = russian.bet_ev(d[:5], [d[5]], CAR)
        assert (dec.no_game, dec.win, dec.lose, dec.stay) == (s.no_game, s.win, s.lose, s.stay)
        assert float(dec.ev_bet) == pytest.approx(s.ev, abs=1e-12)
        assert dec.ev_fold == -1


def test_suit_class_equals_the_sum_over_its_members(chunk_records):
    _, recs = chunk_records
    rng = random.Random(100)
    for r in rng.sample(recs, 100):
        members = _members(r.hand, r.up)
        assert len(members) == r.weight
        total = [0, 0, 0, 0]
        for m, up in members:
            s = russian.bet_ev(_ids(m), [up], CAR)
            total = [a + b for a, b in zip(total, (s.no_game, s.win, s.lose, s.stay))]
        assert total == [r.weight * x for x in (r.no_game, r.win, r.lose, r.stay)]


def test_canonical_classes_cover_every_state_once():
    # the six permutations of suits 1..3 fix the up card (suit 0); the classes' weights
    # count 4 x C(51, 5) states per up rank
    totals, _ = solver._run_chunk(CAR, 0, 1, 0, 0)
    assert totals.states == 4 * 2_349_060
    assert totals.bet_states + totals.fold_states == totals.states


def _python_recount(hand: list[int], up: int, rules: Rules) -> Fraction:
    """The bet's exact EV over every dealer completion: values by evaluate_batch, the
    money of each outcome by settle on a completion of that outcome (checked on others)."""
    rest = [c for c in range(52) if c not in hand and c != up]
    comp = np.array(list(itertools.combinations(rest, 4)), dtype=np.uint8)
    assert len(comp) == C46_4
    dealer = np.hstack([np.full((len(comp), 1), up, dtype=np.uint8), comp])
    values = np.asarray(handrank.evaluate_batch(dealer))
    pv = handrank.evaluate(hand)
    q = rules.qualifier_value
    kind = np.where(values < q, 0, np.where(values < pv, 1, np.where(values > pv, 2, 3)))
    total = Fraction(0)
    rng = random.Random(pv)
    for k in range(4):
        rows = np.flatnonzero(kind == k)
        if len(rows) == 0:
            continue
        money = {russian.settle(hand, dealer[i].tolist(), rules=rules).total
                 for i in rng.sample(list(rows), min(5, len(rows)))}
        assert len(money) == 1
        total += money.pop() * len(rows)
    return total / C46_4


def test_python_recount_on_20_states():
    strat = solver.Strategy(CAR, {})
    rng = random.Random(20)
    states = [rng.sample(range(52), 6) for _ in range(14)]
    # and hands near the decision: Ace-King, and small pairs
    states += [[48, 44, 36, 25, 2, 41], [48, 44, 40, 5, 1, 38], [51, 47, 33, 20, 10, 6]]
    states += [[0, 1, 30, 22, 9, 48], [4, 5, 51, 46, 33, 21], [50, 45, 43, 14, 3, 16]]
    for d in states:
        dec = strat.best(d[:5], [d[5]])
        assert dec.ev_bet == _python_recount(d[:5], d[5], CAR), d


def test_python_recount_under_fractional_odds_and_a_table_maximum():
    # odds in thirds (the solver counts in units of 1/3 ante) and a cap on the win
    rules = [Rules.caribbean(paytable={"pair": "4/3", "two pair": "5/2"}), Rules.caribbean(table_max=20)]
    states = [[48, 49, 30, 22, 9, 40], [44, 45, 36, 37, 2, 12], [51, 47, 43, 39, 35, 6],
              [0, 4, 8, 12, 17, 30]]
    for r in rules:
        for d in states:
            dec = solver.decide(d[:5], [d[5]], r)
            assert dec.ev_bet == _python_recount(d[:5], d[5], r), (r, d)
    assert solver.unit_of(rules[0]) == 3


# -- the whole solve ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def strategy():
    return russian.solve(CAR, threads=2)


def test_solve_totals(strategy):
    c = strategy.counts
    assert c["states"] == 2_598_960 * 47 and strategy.deals == solver.DEALS == 19_933_230_517_200
    table = strategy.return_table()
    assert sum(r.deals for r in table) == solver.DEALS
    assert sum(r.probability for r in table) == 1
    assert strategy.expected_return == sum(r.pays * r.deals for r in table) / solver.DEALS
    # the published Caribbean-stud figures for this paytable: 5.2243% and 2.5553%
    assert round(strategy.house_edge_float, 6) == 0.052243
    assert round(float(strategy.element_of_risk), 6) == 0.025553
    f = strategy.frequencies
    assert f["bet"] + f["fold"] == 1 and strategy.average_wager == 1 + 2 * f["bet"]


def test_solve_agrees_with_best(strategy):
    # every state bet under the solve is a bet for best(), and the counts per outcome
    rng = random.Random(5)
    for _ in range(50):
        d = rng.sample(range(52), 6)
        dec = strategy.best(d[:5], [d[5]])
        assert dec.best == ("bet" if dec.ev_bet > -1 else "fold")


def test_ace_king_rules(strategy):
    ak = strategy.ace_king_rules()
    assert ak.house_edge >= strategy.house_edge
    assert ak.house_edge - strategy.house_edge < Fraction(1, 10**5)
    assert ak.agreement > Fraction(95, 100)
    # against an ace or king up card (always paired with the player's A or K) a jack bets
    assert any(r.matches(12, True, 9, 1) for r in ak.rules)
    assert "Ace-King" in ak.text() and "Туз-Король" in ak.text("ru")


def test_output(strategy, tmp_path):
    d = strategy.to_dict()
    json.dumps(d)
    assert Fraction(d["house_edge"]) == strategy.house_edge
    assert "House edge" in strategy.text() and "Преимущество казино" in strategy.text("ru")


def test_resume_from_a_killed_run(strategy, tmp_path):
    store = tmp_path / "run.sqlite"

    class Killed(Exception):
        pass

    def kill(done, total):
        if done >= 3:
            raise Killed

    with pytest.raises(Killed):
        russian.solve(CAR, threads=1, store=store, progress=kill)
    with jobs.Store(store) as st:
        kept = len(st.results(solver.solve_job(CAR)))
    assert 3 <= kept < solver.CHUNKS
    seen = []
    again = russian.solve("caribbean", executor=ThreadPoolExecutor(2), store=store, resume=True,
                          progress=lambda d, t: seen.append(d))
    assert seen[0] == kept
    assert again.counts == strategy.counts and again.house_edge == strategy.house_edge


def test_a_dask_local_cluster_slice_equals_the_local_run(strategy, tmp_path):
    distributed = pytest.importorskip("distributed")
    job = solver.solve_job(CAR)
    local = {i: job.compute(i) for i in (0, 12)}
    store = tmp_path / "dask.sqlite"
    with jobs.Store(store) as st:  # every chunk but a slice of two, from the local run
        st.register(job)
        for i in range(1, 12):
            st.put(job, i, jobs.encode_result(job.compute(i)))
    if not hasattr(gc, "callbacks"):  # (PyPy: dask.distributed's scheduler hooks gc.callbacks)
        pytest.skip("dask.distributed does not run on PyPy: its scheduler needs gc.callbacks")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        on_dask = russian.solve(CAR, executor=client, store=store, resume=True)
    with jobs.Store(store) as st:
        rows = {r.chunk: r for r in st.rows(job)}
        assert {i: st.results(job)[i] for i in (0, 12)} == local
    assert all(rows[i].worker and not rows[i].worker.endswith(f":{os.getpid()}") for i in (0, 12))
    assert on_dask.counts == strategy.counts and on_dask.house_edge == strategy.house_edge


def test_jobs_of_other_rules_are_kept_apart():
    a, b = solver.solve_job(CAR), solver.solve_job("russian-bet-fold")
    assert a.key != b.key and a.key == solver.solve_job("caribbean").key
    assert solver.rules_for(a.inputs["rules"]) == CAR


def test_store_that_cannot_be_opened_refused_before_solving(tmp_path):
    with pytest.raises(ValueError, match="store"):
        russian.solve(CAR, store=tmp_path / "no" / "run.sqlite", progress=lambda d, t: pytest.fail("solved"))
    with pytest.raises(ValueError, match="store"):
        russian.solve(CAR, store=tmp_path)  # a directory


def test_solve_refuses_draw_rules():
    # the exact solver's own entry points refuse rules with draws (solve sends them to the
    # full game's table: tests/test_russian_fullgame.py)
    with pytest.raises(solver.SolveError, match="sixth card"):
        solver.solve(Rules())
    with pytest.raises(solver.SolveError, match="sixth card"):
        solver.solve_job(Rules())
    with pytest.raises(solver.SolveError, match="sixth card"):
        solver.decide("A♠ K♦ J♣ 8♥ 3♠", "8♣", Rules())
    assert solver.bet_fold_rules(Rules()) == solver.rules_for("russian-bet-fold")
    # the preset is exactly the spec's rules with the four draws and buys off, nothing else
    changed = {f for f in solver.rules_fields(Rules()) if solver.rules_fields(Rules())[f] !=
               solver.rules_fields(solver.rules_for("russian-bet-fold"))[f]}  # fmt: skip
    assert changed == {"sixth_card", "max_exchanges", "game_buying", "insurance"}
    with pytest.raises(solver.SolveError, match="threads"):
        russian.solve(CAR, threads=0)
    with pytest.raises(solver.SolveError, match="chunk_index"):
        solver.solve_chunk("caribbean", 13)


def test_csv_export(strategy, tmp_path):
    # one chunk is enough to check the rows (the whole export writes 5.6 million)
    path = tmp_path / "t.csv"
    n = strategy.to_csv(path, chunks=[12])
    rows = path.read_text().splitlines()
    assert len(rows) == n + 1 == 434_550 + 1
    head = rows[0].split(",")
    rng = random.Random(3)
    for line in rng.sample(rows[1:], 20):
        row = dict(zip(head, line.split(",")))
        dec = strategy.best(row["hand"], row["up"])
        counts = tuple(int(row[k]) for k in ("no_game", "win", "lose", "stay"))
        assert (dec.no_game, dec.win, dec.lose, dec.stay) == counts
        assert row["best"] == dec.best and float(row["ev_bet"]) == pytest.approx(float(dec.ev_bet), abs=1e-8)


def test_ace_king_picture(strategy, tmp_path):
    pytest.importorskip("matplotlib")
    grid = strategy.ace_king_grid()
    # A K 9 8 against a king (always paired): the cell is the states' average bet - fold
    cell = [c for c in strategy.ace_king_cells if c[:4] == (11, 1, 7, 6)]
    assert len(cell) == 1
    row = [(t, f) for t in range(10, 0, -1) for f in range(t - 1, 0, -1)].index((7, 6))
    assert grid[True][row][11] == pytest.approx(cell[0][5] / (cell[0][4] * C46_4))
    assert grid[False][row][11] is None  # an unpaired king: impossible with A K in the hand
    path = tmp_path / "ak.png"
    strategy.to_png(path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


"""handrank.compat.pokerkit: pokerkit's hand types on handrank's C core give what pokerkit gives.

The exhaustive five-card proof is vectorised and runs by default: for each patched lookup,
every one of the 2,598,960 hands gets pokerkit's own entry (pokerkit's ``get_entry`` on one
hand of each of its keys; a key is the rank multiset and the suitedness, see
``Lookup._get_key``) and the entry the patch gives it (the C value of the hand through the
patch's table), and the two must be the same entry. The patched ``get_entry`` is then
called hand by hand on a sample (``HANDRANK_PK_EXHAUSTIVE=1``: on all 2,598,960 hands).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import warnings
from itertools import combinations

import numpy as np
import pytest

pokerkit = pytest.importorskip("pokerkit")
from handrank import evaluate_batch, evaluate_low_batch  # noqa: E402
from handrank.compat import pokerkit as hrpk  # noqa: E402
from pokerkit import (  # noqa: E402
    Automation,
    Card,
    Deck,
    EightOrBetterLowHand,
    FixedLimitDeuceToSevenLowballTripleDraw,
    FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    FixedLimitRazz,
    FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    GreekHoldemHand,
    NoLimitTexasHoldem,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    PotLimitOmahaHoldem,
    RegularLowHand,
    StandardHighHand,
    StandardLowHand,
    calculate_equities,
    parse_range,
)

EXHAUSTIVE = os.environ.get("HANDRANK_PK_EXHAUSTIVE") == "1"
FIVE_CARD_TYPES = {  # the five-card search types and the handrank call of their five-card values
    StandardHighHand: lambda a: evaluate_batch(a),
    StandardLowHand: lambda a: evaluate_low_batch(a, "27"),
    RegularLowHand: lambda a: evaluate_low_batch(a, "a5"),
    EightOrBetterLowHand: lambda a: evaluate_low_batch(a, "a5", qualifier=8),
}
ALL_TYPES = (StandardHighHand, StandardLowHand, RegularLowHand, EightOrBetterLowHand, GreekHoldemHand,
             OmahaHoldemHand, OmahaEightOrBetterLowHand)
RANKS, SUITS = "23456789TJQKA", "cdhs"
CARDS = [Card.clean(RANKS[i // 4] + SUITS[i % 4])[0] for i in range(52)]


@pytest.fixture
def patch():
    hrpk.install()
    try:
        yield
    finally:
        hrpk.uninstall()


@pytest.fixture(scope="module")
def fives():
    return np.array(list(combinations(range(52), 5)), dtype=np.uint8)


@pytest.fixture(scope="module")
def classes(fives):
    return _pokerkit_classes(fives)


def _pokerkit_classes(fives):
    """For every hand: its pokerkit key class (rank multiset, suitedness) as a number, one
    hand of each class, each hand's class, and which hands are suited."""
    ranks = np.sort(fives >> 2, axis=1).astype(np.int64)
    suited = (fives & 3 == (fives[:, :1] & 3)).all(axis=1)
    code = (((ranks[:, 0] * 13 + ranks[:, 1]) * 13 + ranks[:, 2]) * 13 + ranks[:, 3]) * 13 + ranks[:, 4]
    code = code * 2 + suited
    _, first, inverse = np.unique(code, return_index=True, return_inverse=True)
    return first, inverse.ravel(), suited


@pytest.mark.parametrize("hand_type", list(FIVE_CARD_TYPES), ids=lambda t: t.__name__)
def test_every_five_card_hand_gets_pokerkits_entry(hand_type, fives, classes):
    lookup = hand_type.lookup
    first, inverse, suited = classes
    # pokerkit's own entry for one hand of each key (unpatched), then for every hand
    own = [lookup.get_entry_or_none(tuple(CARDS[c] for c in fives[i].tolist())) for i in first]
    own_index = np.array([-1 if e is None else e.index for e in own])[inverse]
    values = np.asarray(FIVE_CARD_TYPES[hand_type](fives)).astype(np.int64)
    with hrpk.patched():
        patched = hand_type.lookup
        tables = [[-1 if e is None else e.index for e in t]
                  for t in hrpk._TABLES[hand_type]]
        # the patch's table at each hand's C value (the C value is what the patched calls compute)
        patch_index = np.where(suited, np.array(tables[1])[values], np.array(tables[0])[values])
        # the patched call itself, hand by hand: on a sample, or on every hand
        rows = np.arange(len(fives)) if EXHAUSTIVE else \
            np.array(random.Random(5).sample(range(len(fives)), 10000))
        get, cards = patched.get_entry_or_none, CARDS
        called = [get((cards[a], cards[b], cards[c], cards[d], cards[e]))
                  for a, b, c, d, e in fives[rows].tolist()]
        assert [-1 if e is None else e.index for e in called] == own_index[rows].tolist()
    assert (patch_index == own_index).all()
    # so handrank's values order and tie all 2,598,960 hands exactly as pokerkit's entries do
    valid = own_index >= 0
    assert ((values > 0) == valid).all()
    pairs = np.unique(np.stack([values[valid], own_index[valid]]), axis=1)
    assert len(np.unique(pairs[0])) == len(np.unique(pairs[1])) == pairs.shape[1]
    step = np.diff(pairs[1])
    assert (step < 0).all() if hand_type.low else (step > 0).all()


def _unpatched_and_patched(fn):
    assert not hrpk.is_installed()
    want = fn()
    with hrpk.patched():
        got = fn()
    return want, got


def _outcome(fn, *args):
    """What a call gives: its exception (type and message), or its hand in full, or its value."""
    try:
        h = fn(*args)
    except Exception as e:  # noqa: BLE001 (the point: the same exception, or the same hand)
        return ("raises", type(e), str(e))
    if isinstance(h, pokerkit.Hand):
        return (type(h), repr(h), str(h), h.cards, h.entry, h.entry.label, vars(h))
    return h


def _deals(seed, n, sizes):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        nh, nb = rng.choice(sizes)
        cs = rng.sample(CARDS, nh + nb)
        out.append((tuple(cs[:nh]), tuple(cs[nh:])))
    return out


@pytest.mark.parametrize("hand_type", list(FIVE_CARD_TYPES), ids=lambda t: t.__name__)
def test_from_game_six_and_seven_cards_and_every_split(hand_type):
    deals = _deals(list(FIVE_CARD_TYPES).index(hand_type), 400,
                   [(2, 5), (2, 4), (2, 3), (7, 0), (6, 0), (5, 0), (0, 7), (3, 4), (4, 3), (5, 2), (1, 4)])
    deals += [(h, b) for h, b in _deals(2, 60, [(2, 5)])]

    def run():
        return [_outcome(hand_type.from_game_or_none, h, b) for h, b in deals] + \
               [_outcome(hand_type.from_game, h, b) for h, b in deals[:50]]
    want, got = _unpatched_and_patched(run)
    assert got == want
    assert any(w is None for w in want) == (hand_type is EightOrBetterLowHand)


@pytest.mark.parametrize("hand_type", [OmahaHoldemHand, OmahaEightOrBetterLowHand, GreekHoldemHand],
                         ids=lambda t: t.__name__)
def test_from_game_omaha_and_greek(hand_type):
    sizes = [(2, 5), (2, 3), (3, 4)] if hand_type is GreekHoldemHand else [(4, 5), (4, 3), (4, 4), (5, 5),
                                                                              (6, 5), (2, 3), (3, 3)]
    deals = _deals(11, 150, sizes)
    want, got = _unpatched_and_patched(lambda: [_outcome(hand_type.from_game, h, b) for h, b in deals])
    assert got == want


def test_ties_and_orders_at_one_table():
    # six players on a shared board (many ties when the board plays): pokerkit's order,
    # its ties and its choice of five among equal hands are kept
    rng = random.Random(3)
    boards = [Card.clean("AsKsQsJsTs"), Card.clean("2c2d2h2s3c"), Card.clean("9c9d5h5s5c")]
    for _ in range(40):
        boards.append(tuple(rng.sample(CARDS, 5)))
    tables = []
    for board in boards:
        rest = [c for c in CARDS if c not in board]
        dealt = rest[:12] if len(tables) % 2 else rng.sample(rest, 12)  # low cards, or random ones
        tables.append(([tuple(dealt[2 * i:2 * i + 2]) for i in range(6)], board))

    def run():
        out = []
        for holes, board in tables:
            for t in (StandardHighHand, StandardLowHand, RegularLowHand, EightOrBetterLowHand):
                hands = [t.from_game_or_none(h, board) for h in holes]
                ok = [h for h in hands if h is not None]
                out.append(([repr(h) for h in hands], [[a < b for b in ok] for a in ok],
                            [[a == b for b in ok] for a in ok], [repr(h) for h in sorted(ok)],
                            repr(max(ok)) if ok else None))
        return out
    want, got = _unpatched_and_patched(run)
    assert got == want


def test_odd_input_behaves_as_pokerkit():
    cases = [("AsKs", "QsJsTs2c3d"), (["As", "Ks"], ["Qs", "Js", "Ts"]), ("iter", CARDS[:2], CARDS[10:15]),
             ("filter", [CARDS[0], None, CARDS[9]], CARDS[20:25]), (CARDS[0], CARDS[1:7]),
             ("AsAs", "KsQsJs"), ("AsKs", "AsQsJs"), ("As??", "KsQsJsTs"), ("????", "KsQsJsTs"),
             ("AsKs", "QsJs"),
             ("", ""), ((), ()), (None, ()), ("AsKs", None), (tuple(CARDS[:9]), ()),
             ("As", "2s3s4s5s"), ("Ah2h3h4h", "5h6h7h"), ("KsKhKdKc", "QsQh2c")]

    def run():
        out = []
        for t in ALL_TYPES:
            for case in cases:
                for fn in (t.from_game, t.from_game_or_none):
                    if case[0] == "iter":  # iterators, as pokerkit's states pass (consumed once)
                        h, b = iter(case[1]), iter(case[2])
                    elif case[0] == "filter":
                        h, b = filter(None, case[1]), case[2]
                    else:
                        h, b = case
                    out.append(_outcome(fn, h, b))
        for t in ALL_TYPES[4:]:  # more cards than the C search takes (24): pokerkit's own search
            for h, b in ((tuple(CARDS[:25]), tuple(CARDS[40:43])), (tuple(CARDS[:24]), tuple(CARDS[40:43]))):
                out.append(_outcome(t.from_game, h, b))
        for t in ALL_TYPES[:4]:
            for cards in ("AsKsQsJsTs", CARDS[:5], tuple(CARDS[:5]), tuple(CARDS[:4]), tuple(CARDS[:6]),
                          (CARDS[0],) * 5, Card.clean("As??KsQsJs"), Card.clean("8c7d6h4s2c")):
                out.append(_outcome(t, cards))
                out.append(_outcome(t.lookup.get_entry, cards))
                out.append(_outcome(t.lookup.get_entry_or_none, cards))
                out.append(_outcome(t.lookup.has_entry, cards))
        return out
    want, got = _unpatched_and_patched(run)
    assert got == want


def test_subclasses_of_patched_types_keep_pokerkits_search():
    class MyHigh(StandardHighHand):
        pass
    with hrpk.patched():
        assert repr(MyHigh.from_game("AsKs", "QsJsTs2c3d")) == "AsKsQsJsTs"
        assert type(MyHigh.from_game("AsKs", "QsJsTs2c3d")) is MyHigh


def test_calculate_equities_is_unchanged():
    def run():
        out = []
        for seed, (ranges, board, n_hole, types) in enumerate([
                (("AsKs", "QhQd"), "", 2, (StandardHighHand,)),
                (("AhKh", "2c2d", "T9s"), "Qh7h2s", 2, (StandardHighHand,)),
                (("AsAdKsKd", "7c8c9hTh"), "", 4, (OmahaHoldemHand, OmahaEightOrBetterLowHand)),
                (("A2", "KK"), "3c4d9h", 2, (StandardHighHand, EightOrBetterLowHand))]):
            random.seed(seed)
            out.append(calculate_equities(tuple(map(parse_range, ranges)), Card.clean(board), n_hole, 5,
                                          Deck.STANDARD, types, sample_count=200))
        return out
    want, got = _unpatched_and_patched(run)
    assert got == want


AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
               Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
               Automation.RUNOUT_COUNT_SELECTION, Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
               Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
GAMES = {
    "no-limit hold'em": lambda: NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, (200, 200, 200, 200, 200, 200), 6),
    "pot-limit Omaha": lambda: PotLimitOmahaHoldem.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, (300, 300, 300, 300), 4),
    "Omaha hi-lo": lambda: FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, 4, (200, 200, 200, 200, 200), 5),
    "2-7 triple draw": lambda: FixedLimitDeuceToSevenLowballTripleDraw.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, 4, (200, 200, 200, 200), 4),
    "razz": lambda: FixedLimitRazz.create_state(
        AUTOMATIONS, True, 1, 1, 2, 4, (200, 200, 200, 200, 200), 5),
    "stud hi-lo": lambda: FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 1, 1, 2, 4, (200, 200, 200, 200, 200), 5),
}


def _play(make, seed):
    """One hand to the end: pokerkit deals (its deck shuffled by the seeded ``random``),
    seeded random players act; returns the final stacks and every operation."""
    random.seed(seed)
    rng = random.Random(seed)
    state = make()
    while state.status:
        if state.can_stand_pat_or_discard():
            hole = list(state.hole_cards[state.stand_patter_or_discarder_index])
            state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, min(3, len(hole)))))
        elif state.can_post_bring_in() and rng.random() < 0.5:
            state.post_bring_in()
        elif state.can_complete_bet_or_raise_to() and rng.random() < 0.3:
            lo, hi = state.min_completion_betting_or_raising_to_amount, \
                state.max_completion_betting_or_raising_to_amount
            state.complete_bet_or_raise_to(rng.choice((lo, hi, (lo + hi) // 2)))
        elif state.can_fold() and rng.random() < 0.1:
            state.fold()
        elif state.can_check_or_call():
            state.check_or_call()
        elif state.can_post_bring_in():
            state.post_bring_in()
        else:
            state.no_operate()
    return tuple(state.stacks), [repr(op) for op in state.operations]


@pytest.mark.parametrize("game", list(GAMES))
def test_full_game_states_end_with_the_same_stacks(game):
    seeds = range(12)
    want, got = _unpatched_and_patched(lambda: [_play(GAMES[game], s) for s in seeds])
    assert got == want
    assert len({w[0] for w in want}) > 1  # the hands did not all end the same way
    assert any("show" in " ".join(ops).lower() or "ChipsPushing" in " ".join(ops) for _, ops in want)


def test_install_restores_pokerkit_exactly_on_uninstall():
    def snapshot():
        return {t: (dict(vars(t)), dict(vars(t.lookup))) for t in ALL_TYPES}
    before = snapshot()
    assert hrpk.install() == hrpk.PATCHED_TYPES and hrpk.is_installed()
    assert hrpk.install() == hrpk.PATCHED_TYPES  # twice: a no-op
    assert snapshot() != before
    hrpk.uninstall()
    assert snapshot() == before and not hrpk.is_installed()
    hrpk.uninstall()  # twice: a no-op


def test_the_guard_refuses_an_unverified_pokerkit(monkeypatch):
    monkeypatch.setattr(hrpk, "_version", lambda: "0.7.6")
    with pytest.raises(hrpk.PokerkitVersionError, match="0.7.6 is installed"):
        hrpk.install()
    assert not hrpk.is_installed() and "from_game" not in vars(StandardHighHand)
    try:
        with pytest.warns(RuntimeWarning, match="strict=False"):
            hrpk.install(strict=False)
        assert hrpk.is_installed()
    finally:
        hrpk.uninstall()


def test_the_guard_refuses_a_changed_api(monkeypatch):
    from pokerkit.hands import CombinationHand
    original = vars(CombinationHand)["from_game"]
    monkeypatch.setattr(hrpk, "_FINGERPRINT", [])
    wrapped = classmethod(lambda cls, h, b=(): original.__func__(cls, h, b))  # same meaning, other code
    monkeypatch.setattr(CombinationHand, "from_game", wrapped)
    with pytest.raises(hrpk.PokerkitVersionError, match="fingerprint"):
        hrpk.install()
    assert not hrpk.is_installed()
    monkeypatch.setattr(CombinationHand, "from_game", original)
    monkeypatch.setattr(hrpk, "_FINGERPRINT", [])
    assert hrpk.fingerprint() == hrpk.SUPPORTED_VERSIONS["0.7.7"]


def test_the_guard_refuses_lookups_that_disagree(monkeypatch):
    # a lookup whose order differs from handrank's is refused even with strict=False
    from pokerkit.lookups import Entry
    lookup = StandardLowHand.lookup
    entries = vars(lookup)["_Lookup__entries"]
    (k1, e1), (k2, e2) = list(entries.items())[:2]
    monkeypatch.setitem(entries, k1, Entry(e2.index, e1.label))
    monkeypatch.setitem(entries, k2, Entry(e1.index, e2.label))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(hrpk.PokerkitVersionError, match="StandardLowHand"):
            hrpk.install(strict=False)
    assert not hrpk.is_installed() and "get_entry" not in vars(StandardHighHand.lookup)


def test_pokerfasts_patches_are_refused_and_left_alone():
    patches = pytest.importorskip("pokerfast.patches")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        patches.install_all(strict=False)
    try:
        fp = hrpk._FINGERPRINT[:]
        hrpk._FINGERPRINT.clear()
        with pytest.raises(hrpk.PokerkitVersionError):
            hrpk.install()
    finally:
        patches.uninstall_all()
        hrpk._FINGERPRINT[:] = fp
    assert not hrpk.is_installed()


POKERKIT_SUITE = os.environ.get("HANDRANK_PK_SUITE") == "1"


@pytest.mark.skipif(not POKERKIT_SUITE, reason="pokerkit's own suite (minutes): HANDRANK_PK_SUITE=1")
def test_pokerkits_own_suite_passes_with_the_patch(tmp_path):
    plugin = tmp_path / "hrpk_plugin.py"
    plugin.write_text("def pytest_configure(config):\n"
                      "    from handrank.compat import pokerkit\n    pokerkit.install()\n")
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "hrpk_plugin", "-p", "no:randomly",
                        "-p", "no:cacheprovider", "--pyargs", "pokerkit.tests", "--doctest-modules",
                        "pokerkit.hands", "pokerkit.lookups", "pokerkit.analysis"],
                       cwd=tmp_path, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:]

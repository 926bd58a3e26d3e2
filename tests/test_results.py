"""The result protocol (``handrank.text.results``): every public result class, found by walking
the package, has ``text(lang)``, a short one-line ``repr``, ``_repr_html_`` and a JSON-safe
``to_dict``; a table has ``to_frame`` and ``to_csv``; a picture is a figure that shows itself
in a notebook; a Monte Carlo result shows its standard errors in its text, HTML and JSON.

A new public class in the package fails here until it follows the protocol (and has a sample
in ``result_samples.SAMPLES``) or is listed in ``NOT_RESULTS`` with the reason.
"""

from __future__ import annotations

import csv
import enum
import importlib
import json
import pkgutil
import re
import sys
from fractions import Fraction
from html.parser import HTMLParser

import handrank as hr
import pytest
from handrank.text import results as protocol
from result_samples import SAMPLED, SAMPLES

# public classes that are not results, and why
NOT_RESULTS = {
    "handrank.cards.Cards": "a value: a tuple of card ids (it prints and shows itself as cards)",
    "handrank.deck.Deck": "an input: a deck to deal from",
    "handrank.analysis.ranges.Range": "an input: range notation (it shows itself in Jupyter)",
    "handrank.evaluators.schemes.LowRules": "an input: a low scheme",
    "handrank.explanations.pots.Pot": "an input of award_pots and Showdown.shares (side_pots makes them)",
    "handrank.games.hilo.HiLoGame": "an input: a game's rules",
    "handrank.games.russian.rules.Rules": "an input: a table's rules",
    "handrank.games.russian.table.Table": "a dealing table, played step by step",
    "handrank.games.russian.table.Round": "a round of a dealing table, played step by step",
    "handrank.games.russian.table.Box": "a box of a dealing round",
    "handrank.games.russian.ranking.RussianHand": "a value: a hand that compares, as evaluate's ints do",
    "handrank.analysis.equity.CategoryOutcome": "a part: a cell of EquityResult.histogram",
    "handrank.explanations.showdown.Decision": "a part: why a showdown was won (in its text)",
    "handrank.explanations.showdown.Seats": "a base class: Showdown and LowShowdown are the results",
    "handrank.games.hilo.Award": "a part: a line of HiLoResult",
    "handrank.games.hilo.Forfeit": "a part: a line of HiLoResult",
    "handrank.games.hilo.PotResult": "a part: a pot of HiLoResult",
    "handrank.games.russian.advisor.Option": "a part: an option of Advice",
    "handrank.games.russian.combinations.Combination": "a part: one of Combinations",
    "handrank.games.russian.fullgame.Play": "a part: a decision of FullStrategy",
    "handrank.games.russian.settle.Item": "a part: a line of Settlement",
    "handrank.games.russian.solver.ReturnLine": "a part: a line of Strategy's return table",
    "handrank.games.russian.solver.Decision": "a part: a decision of Strategy",
    "handrank.games.russian.solver.AceKingRule": "a part: one of AceKingRules",
    "handrank.jobs.export.ChunkRow": "jobs machinery: a row of an export",
    "handrank.jobs.job.Job": "jobs machinery: a job to run",
    "handrank.jobs.runner.LocalThreads": "jobs machinery: an executor",
    "handrank.jobs.store.JobRecord": "jobs machinery: a stored job",
    "handrank.jobs.store.Store": "jobs machinery: a store of chunk results",
    "handrank.text.analysis.EquityRow": "the words layer's input: a row to write",
    "handrank.text.analysis.HistogramItem": "the words layer's input: a histogram item to write",
    "handrank.text.results.Result": "the protocol itself",
    "handrank.games.russian.fullgame.TableEstimate": "a part: a long solve's estimate, said before it runs",
    "handrank.games.stud.StudDeal": "an input: the stud players read and checked, for the equity kernels",
    "handrank.registry.GameValue": "a value: an evaluate int that knows its game",
    "handrank.registry.Game": "an input: a game's definition in the registry",
    "handrank.history.betting.Betting": "history machinery: the betting state a reader keeps",
    "handrank.history.luck.AllIn": "a part: the all-in of a Replay (in its text and JSON)",
    "handrank.history.luck.PlayerTotals": "a part: a player's line of history.totals",
    "handrank.history.model.Seat": "a value: a seat of a Hand",
    "handrank.history.model.Action": "a value: an action of a Hand",
    "handrank.history.model.Collect": "a value: what the site said a seat won",
    "handrank.history.model.Source": "a value: where a Hand was read",
    "handrank.history.model.Hand": "an input: a hand as the site logged it (replay makes the result)",
    "handrank.history.reader.Reader": "an input: a stream of hands",
    "handrank.history.replay.PotResult": "a part: a pot of Replay",
    "handrank.history.replay.Disagreement": "a part: a line of Replay.disagreements",
    "handrank.text.results.TableResult": "the protocol itself",
}


def _is_typeddict(obj: type) -> bool:
    """A ``TypedDict``'s class (``typing.is_typeddict`` is Python 3.10+): a dict with ``__total__``."""
    return issubclass(obj, dict) and hasattr(obj, "__total__")


def _public_classes() -> dict[str, type]:
    """Every public class defined in handrank (the drop-ins and the CLI excepted): no errors,
    enums, protocols or typed dicts."""
    found = {}
    for info in pkgutil.walk_packages(hr.__path__, "handrank."):
        if info.name.startswith(("handrank.compat", "handrank.cli", "handrank.__main__")):
            continue
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if (isinstance(obj, type) and obj.__module__ == info.name and not name.startswith("_")
                    and not issubclass(obj, (BaseException, enum.Enum))
                    and not getattr(obj, "_is_protocol", False) and not _is_typeddict(obj)):
                found[f"{info.name}.{name}"] = obj
    return found


@pytest.fixture(scope="module")
def samples():
    return {name: make() for name, make in SAMPLES.items()}


def test_every_public_class_is_a_result_or_says_why_not(samples):
    classes = _public_classes()
    assert set(NOT_RESULTS) <= set(classes), set(NOT_RESULTS) - set(classes)  # no stale entries
    results = {k: c for k, c in classes.items() if k not in NOT_RESULTS}
    assert len(results) >= 24, sorted(results)
    for qualname, cls in results.items():
        assert issubclass(cls, protocol.Result), f"{qualname}: not a result (derive from Result) nor listed"
    sampled = {type(o) for o in samples.values()}
    missing = [q for q, c in results.items() if c not in sampled]
    assert not missing, f"no sample in result_samples.SAMPLES of {missing}"


class _Checker(HTMLParser):
    """The tags of a page, checked to nest (void elements aside)."""

    VOID = {"br", "img", "hr", "meta", "col", "wbr", "input"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


_FLOAT_BITS = re.compile(r"^-?\d+/(\d+)$")


def _float_bits(den: int) -> bool:
    """A denominator of a float's exact value (a large power of two), not of a count."""
    return den >= 2 ** 20 and den & (den - 1) == 0


def _leaves(x):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from _leaves(v)
    elif isinstance(x, list):
        for v in x:
            yield from _leaves(v)
    else:
        yield x


def _keys(x):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k, v
            yield from _keys(v)
    elif isinstance(x, list):
        for v in x:
            yield from _keys(v)


def _fractions_held(obj):
    """The exact Fractions a result holds in its own fields (not the bits of a float)."""
    import dataclasses
    if dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            v = getattr(obj, f.name)
            if isinstance(v, Fraction) and not _float_bits(v.denominator):
                yield v


@pytest.mark.parametrize("name", list(SAMPLES))
def test_each_result_follows_the_protocol(samples, name):
    r = samples[name]
    assert isinstance(r, protocol.ResultLike)
    en, ru = r.text(), r.text("ru")
    assert isinstance(en, str) and en and isinstance(ru, str) and ru
    assert str(r) == en
    with pytest.raises(ValueError, match="lang 'de'"):
        r.text("de")
    # repr: one line, short, names the class
    shown = repr(r)
    assert len(shown) <= protocol.REPR_LIMIT and "\n" not in shown and type(r).__name__ in shown, shown
    # HTML: well formed, no script, not the repr
    page = r._repr_html_()
    assert page.startswith("<") and "<script" not in page.lower() and shown not in page
    checker = _Checker()
    checker.feed(page)
    checker.close()
    assert not checker.stack, checker.stack
    assert "".join(checker.text).strip()
    # JSON: plain data that survives a round trip; exact numbers as "p/q", never a float's bits
    d = r.to_dict()
    assert isinstance(d, dict) and d
    assert json.loads(json.dumps(d, allow_nan=False)) == d
    for leaf in _leaves(d):
        m = _FLOAT_BITS.match(leaf) if isinstance(leaf, str) else None
        if m:
            assert not _float_bits(int(m.group(1))), (name, leaf)  # a float written as n/2**k
    strings = {x for x in _leaves(d) if isinstance(x, str)}
    for f in _fractions_held(r):
        assert str(f) in strings, (name, f)


def _is_table(r):
    return isinstance(r, protocol.TableLike)


@pytest.mark.parametrize("name", [n for n in SAMPLES if n != "strategy"])
def test_each_table_gives_csv_and_a_frame(samples, name, tmp_path):
    r = samples[name]
    if not hasattr(r, "to_frame"):
        assert not hasattr(r, "to_csv"), name  # a table has both
        return
    path = tmp_path / "table.csv"
    out = r.to_csv(path)
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert len(rows) > 1
    if isinstance(r, protocol.TableResult):
        assert isinstance(out, str) and out == path.read_text(encoding="utf-8")
        assert rows[0] == list(r.header()) and len(rows) - 1 == len(r.records())
    else:  # the Russian tables, written as they are computed: the number of rows
        assert out == len(rows) - 1
    pd = pytest.importorskip("pandas", reason="pandas is in the test extra (PyPy may have none)")
    frame = r.to_frame()
    assert isinstance(frame, pd.DataFrame) and len(frame) == len(rows) - 1
    if name.startswith("equity_table") or name == "equity_grid":
        assert list(frame.columns) == list(r.cols) and list(frame.index) == list(r.rows)
    else:
        assert list(frame.columns) == rows[0]


def test_the_strategy_table_as_a_frame(samples, tmp_path):
    pd = pytest.importorskip("pandas", reason="pandas is in the test extra")
    s = samples["strategy"]
    frame = s.to_frame(chunks=[12])
    assert isinstance(frame, pd.DataFrame)
    path = tmp_path / "aces.csv"
    assert s.to_csv(path, chunks=[12]) == len(frame) > 0
    assert list(frame.columns) == next(csv.reader(open(path, encoding="utf-8")))


def test_without_pandas_a_frame_names_the_package(samples, monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)
    for name in ("equity", "breakdown", "icm", "sample"):
        with pytest.raises(ImportError, match="pip install pandas"):
            samples[name].to_frame()


@pytest.mark.parametrize("name", list(SAMPLES))
def test_each_picture_is_a_figure_that_shows_itself(samples, name, tmp_path):
    r = samples[name]
    if not hasattr(r, "to_png"):
        return
    pytest.importorskip("matplotlib", reason="matplotlib is in the test extra")
    from matplotlib.figure import Figure
    assert isinstance(r, protocol.PictureLike)
    path = tmp_path / "picture.png"
    fig = r.to_png(path)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert isinstance(fig, Figure)
    # Jupyter shows an object with _repr_png_ as the image, with no %matplotlib magic; the
    # figure belongs to no pyplot figure manager (nothing global keeps it or shows it twice)
    assert fig._repr_png_()[:8] == b"\x89PNG\r\n\x1a\n"
    assert fig.canvas.manager is None


@pytest.mark.parametrize("name", SAMPLED)
def test_monte_carlo_results_carry_their_standard_errors(samples, name):
    r = samples[name]
    words = ("±", "standard error", "стандартная ошибка")
    assert any(w in r.text() for w in words), (name, r.text()[:300])
    assert any(w in r.text("ru") for w in words), (name, r.text("ru")[:300])
    assert "±" in r._repr_html_() or "standard error" in r._repr_html_(), name
    se = [v for k, v in _keys(r.to_dict()) if k in ("se", "max_se")]
    numbers = [x for v in se for x in _leaves(v) if isinstance(x, float)]
    assert numbers and any(x > 0 for x in numbers), (name, se[:3])


def test_an_exact_table_has_no_standard_errors_and_keeps_fractions(samples):
    d = samples["equity_table"].to_dict()
    assert d["se"] is None and d["fractions"][0][0] == "301/330"
    mc = samples["equity_table_mc"]
    d = mc.to_dict()
    assert all(isinstance(x, float) for row in d["fractions"] for x in row)  # the floats, as floats
    assert d["fractions"] == d["equity"] == mc.to_list()
    assert all(0 <= x < 0.01 for row in d["se"] for x in row)
    assert mc.max_se() == max(max(r) for r in d["se"]) > 0
    assert "±" in str(mc) and "standard error at most" in repr(mc)


def test_the_protocol_words_have_both_languages():
    assert set(protocol.WORDS["en"]) == set(protocol.WORDS["ru"])

"""Results that show themselves: Jupyter HTML, str and repr, names, Cards.

The HTML test renders every ``_repr_html_`` in a real headless Chromium: one page with a
section per result, a screenshot (``HANDRANK_SCREENSHOTS=dir`` keeps it there) and the DOM as
Chromium built it (``--dump-dom``), parsed back and checked for each section's key text.
It skips, saying why, where Chromium is not installed (``apt-get install chromium``).
"""

from __future__ import annotations

import html
import importlib
import inspect
import os
import pkgutil
import shutil
import struct
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import handrank as hr
import pytest
from handrank import russian
from handrank.cards import Cards
from result_samples import HOSTILE

# ---- the objects shown -------------------------------------------------------------------

PICTURES = ("equity_grid", "equity_table", "distribution", "strategy", "full_strategy", "sample")


@pytest.fixture(scope="module")
def results():
    """Every result (``result_samples.SAMPLES``: one of each public result class, and the Monte
    Carlo forms), the values that show themselves too, and each picture as Jupyter shows a
    figure: its ``_repr_png_`` as an image (a few seconds in all)."""
    from result_samples import SAMPLES

    shown = {"cards": hr.cards("As Kd Qh Jc 10s"), "range": hr.Range("QQ+, AKs, 76s-54s, AhKd:0.5"),
             **{name: make() for name, make in SAMPLES.items()}}
    return {**shown, **{f"{name} picture": _Png(shown[name]) for name in PICTURES}}


class _Png:
    """A result's picture as a notebook shows it: the figure ``to_png`` returns, by its
    ``_repr_png_`` (no ``%matplotlib inline``), as an ``image/png`` output is put in the page."""

    def __init__(self, result) -> None:
        import base64
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            fig = result.to_png(Path(d) / "picture.png")
        self.png = fig._repr_png_()
        self._src = "data:image/png;base64," + base64.b64encode(self.png).decode()

    def _repr_html_(self) -> str:
        return f'<img alt="picture" style="max-width:960px" src="{self._src}">'


# what each section must show once Chromium has built the page
KEY_TEXT = {
    "cards": ["A♠", "K♦", "Q♥", "J♣", "10♠"],
    "range": ["Range: 35 combos", "34.50 weighted", "AA", "AKs", "76s", "QQ+,AKs,76s-54s,AhKd:0.5"],
    "explanation": ["Explanation", "best five", "Pair of Tens with Ace, King, Seven kickers", "10♥"],
    "showdown": ["Showdown", "★", "alice", HOSTILE, "Three of a Kind, Aces with King, Queen kickers",
                 "alice wins: both have Three of a Kind"],
    "low_showdown": ["Low showdown", "Player 1", "Wheel", "Player 1 wins the low"],
    "equity": ["Equity, holdem", "Player 3", "JJ+", "46.72%", "Exact: every one of 11,739 deals."],
    "equity_hilo": ["Equity, omaha8", "scoop", "low half", "Monte Carlo: 20,000 deals"],
    "equity_grid": ["each class against 1 random", "AA", "85.2%", "72o", "shaded from"],
    "equity_table": ["3 x 3 on 2c 7d Kh", "QsQc", "72o", "91.2%", "93.6%"],
    "advice": ["Russian poker advice", "Pair of Kings, Seven-Five-Two", "★", "+0.9730", "exchange",
               "buy a sixth card"],
    "strategy": ["bet or fold", "19,933,230,517,200", "5.224306%", "2.555286%", "player wins: Royal Flush"],
    "full_strategy": ["the full game's table", "1 of 80,275 chunks", "3 suit classes, 48 states"],
    "sample": ["a sampled house edge", "3 sampled (seed 1", "house edge", "best: "],
    "history_replay": ["Hand pokerstars #250000000101", "all-in EV", "cat"],
    "settlement": ["Settlement: player higher", "Pair of Queens", "Pair (K♥ K♠) + Ace-King (A♣ K♥): 2 to 1",
                   "+7/2"],
    "hilo": ["Hi-lo split, omaha8", "ann", "no qualifying low", "Eight-Seven low (8-7-5-2-A)",
             "bob takes the low half"],
    "shortdeck_explanation": ["ShortDeckExplanation", "9♠8♥7♣6♦A♠", "Straight, Nine high"],
    "low_explanation": ["LowExplanation", "6♥4♣3♦2♣A♠", "Six-Four low (6-4-3-2-A)"],
    "wild_hand": ["Hand with wild cards", "🃏", "Five of a Kind, Aces (Joker as an Ace)"],
    "wild_low": ["Low with wild cards", "6 4 3 A A", "Six-Four low (6-4-3-A-A*); Joker as Ace"],
    "equity_histogram": ["ends with (win / tie)", "Two Pair", "63.6% / 0.0%",
                         "Exact: every one of 44 deals."],
    "equity_table_mc": ["Monte Carlo, standard error at most", "± 0.31%", "QsQc"],
    "distribution": ["Equity distribution", "mean equity", "73.97%", "share of the range", "86.59%"],
    "distribution_mc": ["Equity distribution", "Monte Carlo: each hand's standard error at most"],
    "classify": ["Made hand on the board", "A♥5♥", "flush draw, nut flush draw, backdoor straight drawhole",
                 "ace high"],
    "outs": ["Outs", "FlushJ♥10♥9♥8♥6♥5♥4♥7", "clean outs"],
    "breakdown": ["Range breakdown", "Q♠J♠2♦", "overpair12.034.29%", "backdoor flush draw14.040.00%"],
    "hand_strength": ["Hand strength", "positive potential20.83%", "effective strength51.14%",
                      "1,070,190 cases"],
    "icm": ["ICM", "place 3", "35.7377", "45.45%", "Exact: every finishing order of the 3 paid places."],
    "icm_mc": ["ICM", "standard error", "± 0.1044", "Monte Carlo: 20,000 finishing orders (seed 1)."],
    "badugi_showdown": ["Badugi showdown", "★ann7♠5♣3♦A♥4-card badugi, 7-5-3-A11",
                        "ann wins 11: 4-card badugi, 7-5-3-A beats 4-card badugi, 8-4-2-A."],
    "badugi_explanation": ["3-card hand, 7-5-2", "K♦", "the suit of 7♦"],
    "history_hands": ["Hands", "big_blind", "holdem", "hands.phhs", "stars_cash.txt"],
    "combinations": ["Russian poker combinations", "Four of a Kind, 20 : 1", "Full House, 7 : 1", "27 to 1"],
    "ace_king_rules": ["Ace-King rules", "15. against an up card K-A that pairs one of your cards",
                       "agrees with the table in 99.20% of Ace-King states"],
    **{f"{name} picture": [] for name in PICTURES},  # an image: its pixels are checked below
}


def test_every_result_has_html_with_its_text_escaped(results):
    assert set(results) == set(KEY_TEXT)
    for name, obj in results.items():
        page = obj._repr_html_()
        assert isinstance(page, str) and page.startswith("<") and "<script" not in page.lower(), name
    shown = results["showdown"]._repr_html_()
    assert html.escape(HOSTILE) in shown and HOSTILE not in shown


def test_the_solver_summaries_never_hold_the_rows(results):
    assert len(results["strategy"]._repr_html_()) < 20_000
    assert len(results["strategy"].counts["win"]) > 1000  # the counts behind it are big
    assert len(results["equity_grid"]._repr_html_()) < 60_000


class _Sections(HTMLParser):
    """The text of each ``<section id=...>`` of a page (as Chromium dumped it)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: dict[str, list[str]] = {}
        self.tags: set[str] = set()
        self.images = 0
        self._at: str | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.tags.add(tag)
        self.images += tag == "img"
        if tag == "section":
            self._at = dict(attrs)["id"]
            self.text[self._at] = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "section":
            self._at = None

    def handle_data(self, data: str) -> None:
        if self._at is not None:
            self.text[self._at].append(data)


def _chromium() -> str | None:
    return next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)


def _run_chromium(exe: str, page: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           f"--user-data-dir={page.parent / 'profile'}", *args, page.as_uri()],
                          capture_output=True, timeout=120)


HEIGHT = 13400  # the page's height: every section, the pictures last


def test_each_result_renders_in_headless_chromium(results, tmp_path):
    exe = _chromium()
    if exe is None:
        pytest.skip("no headless browser: Chromium is not installed (apt-get install chromium)")
    sections = "".join(f'<section id="{name}">{obj._repr_html_()}</section>' for name, obj in results.items())
    page = tmp_path / "results.html"
    page.write_text(f'<!doctype html><html><head><meta charset="utf-8"><title>handrank</title></head>'
                    f'<body style="margin:8px;background:#fff">{sections}</body></html>', encoding="utf-8")
    shot = tmp_path / "results.png"
    proc = _run_chromium(exe, page, f"--window-size=1000,{HEIGHT}", f"--screenshot={shot}")
    assert shot.exists(), proc.stderr.decode(errors="replace")[-2000:]
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (1000, HEIGHT)
    keep = os.environ.get("HANDRANK_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(keep) / "results.png")
    try:
        from PIL import Image
    except ImportError:
        pass
    else:  # the page is drawn: a good part of it is not the white background
        with Image.open(shot) as im:
            grey = im.convert("L")
            inked = sum(1 for v in grey.resize((100, HEIGHT // 10)).tobytes() if v < 235)
            bottom = grey.crop((0, HEIGHT - 400, 1000, HEIGHT)).resize((100, 40)).tobytes()
        assert inked > 5000, inked
        assert sum(1 for v in bottom if v < 235) > 100  # the last picture, drawn at the bottom
    dom = _run_chromium(exe, page, "--dump-dom")
    assert dom.returncode == 0, dom.stderr.decode(errors="replace")[-2000:]
    parsed = _Sections()
    parsed.feed(dom.stdout.decode("utf-8"))
    assert "script" not in parsed.tags  # the hostile player name stayed text
    assert parsed.images == len(PICTURES)
    assert set(parsed.text) == set(KEY_TEXT)
    for name, wanted in KEY_TEXT.items():
        text = " ".join("".join(parsed.text[name]).split())
        for w in wanted:
            assert w in text, (name, w, text[:400])


# ---- str() and repr() ------------------------------------------------------------------------

def _more_results():
    """Other results and objects a user prints: each with its class name."""
    from handrank import hilo

    table = russian.Table(seed=42, boxes=2)
    rnd = table.deal()
    hl = hilo.resolve("omaha8", {"ann": "Ks Kd Qc Jc", "bob": "As 2s Qs Js"}, board="5c 8d Kh 9s 7c", pot=11)
    return {
        "Rules": russian.Rules(), "caribbean": russian.Rules.caribbean(), "Table": table, "Round": rnd,
        "Box": rnd.boxes[0], "Settlement": russian.settle("Ks Kd 7c 5s 2h", "Ah Qd 9c 4s 3h", bonus="1/2"),
        "Combinations": russian.combinations("A♥ A♠ A♦ A♣ 8♥ 8♠"),
        "HiLoResult": hl, "PotResult": hl.pots[0],
        "Deck": hr.Deck(seed=1), "LowExplanation": hr.explain("Kd 8s 6h 4c 3d 2c As", low="a5", qualifier=8),
        "RussianHand": russian.evaluate("A♣ K♠ Q♥ 4♦ 2♦"),
    }


def test_every_repr_is_short_and_says_what_it_is(results):
    objs = {**{type(o).__name__: o for o in results.values()}, **_more_results()}
    objs["long range"] = hr.Range.from_combos([(a, b) for a in range(52) for b in range(a)
                                               if (a + b) % 3 == 0])
    objs["many players"] = hr.showdown(None, {f"player number {i} " * 3: h for i, h in enumerate(
        ["As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td", "Ac Kc Qc Jc Tc"])})
    for name, o in objs.items():
        r = repr(o)
        assert len(r) <= 300 and r.count("\n") <= 1, (name, len(r), r[:400])
        if name == "Cards":  # a tuple of ids, equal to one, repr too (the README promises it)
            assert r == repr(tuple(o))
            continue
        assert type(o).__name__ in r, (name, r)
    assert repr(russian.Rules()) == "Rules()"
    assert eval(repr(russian.Rules.caribbean()), {"Rules": russian.Rules}) == russian.Rules.caribbean()
    assert repr(objs["Table"]) == "Table(rules=Rules(), seed=42, boxes=2)"


def test_str_of_a_result_is_its_text(results, capsys):
    for name, o in {**results, **_more_results()}.items():
        if hasattr(o, "text") and callable(o.text) and name not in ("range",):
            assert str(o) == o.text(), name
    print(results["showdown"])
    assert capsys.readouterr().out.startswith("alice wins: both have Three of a Kind")
    assert str(results["range"]) == results["range"].text()
    assert str(_more_results()["Combinations"]) == _more_results()["Combinations"].describe()


def test_default_rules_print_short_in_signatures():
    for fn in (russian.advise, russian.settle, russian.combinations, russian.Table, russian.bet_ev):
        sig = str(inspect.signature(fn))
        assert len(sig) < 400 and "Rules()" in sig and "paytable" not in sig, (fn, sig)


# ---- names --------------------------------------------------------------------------------

def test_category_prints_its_name_on_every_python():
    v = hr.evaluate("5c 6d 7h 8s 9c 2d 2h")
    assert str(hr.category(v)) == "STRAIGHT" and f"{hr.category(v)}" == "STRAIGHT"
    assert f"{hr.category(v):>9}|{hr.category(v):d}" == " STRAIGHT|4" and int(hr.category(v)) == 4
    assert str(russian.RussianCategory.ACE_KING) == "ACE_KING"
    out = subprocess.run([sys.executable, "-c", "import handrank as hr; print(hr.category(5854))"],
                         capture_output=True, text=True, env={**os.environ}, check=True).stdout
    assert out == "STRAIGHT\n"


def test_dir_shows_the_lazy_names():
    names = dir(hr)
    for n in ("equity", "Range", "Deck", "russian", "fast", "equity_table", "EquityError", "jobs"):
        assert n in names
    assert set(hr.__all__) <= set(names)


def _error_classes():
    """Every exception class defined in handrank (drop-ins' and the CLI's own excepted)."""
    found = {}
    for info in pkgutil.walk_packages(hr.__path__, "handrank."):
        if info.name.startswith(("handrank.compat", "handrank.cli", "handrank.__main__")):
            continue
        m = importlib.import_module(info.name)
        for name, obj in vars(m).items():
            if (isinstance(obj, type) and issubclass(obj, Exception) and obj.__module__ == info.name
                    and not name.startswith("_")):
                found[name] = obj
    return found


def test_every_error_class_is_importable_from_handrank():
    errors = _error_classes()
    assert {"CardError", "EquityError", "RangeError", "WildError", "RulesError", "SolveError"} <= set(errors)
    for name, cls in errors.items():
        assert getattr(hr, name) is cls, name
        assert name in hr.__all__, name
    from handrank import EquityError  # noqa: F401  (the import a user writes)


# ---- cards --------------------------------------------------------------------------------

def test_results_that_are_cards_are_cards(results):
    assert isinstance(hr.Deck(seed=1).deal(2), Cards)
    rnd = russian.Table(seed=3).deal()
    assert isinstance(rnd.hand(), Cards) and isinstance(rnd.dealer, Cards)
    a = results["advice"]
    assert all(isinstance(o.cards, Cards) for o in a.options)
    c = russian.combinations("A♥ A♠ A♦ A♣ 8♥ 8♠")
    assert isinstance(c.first.cards, Cards) and isinstance(c.second.cards, Cards)
    assert str(c.first.cards) == "A♥ A♠ A♦ A♣"
    new = rnd.exchange(0, rnd.hand()[:2])
    assert isinstance(new, Cards) and len(new) == 2


def test_russian_texts_print_suits_as_cards_do(results):
    a = results["advice"]
    assert a.text().splitlines()[0] == "K♠ K♦ 7♣ 5♠ 2♥ (Pair of Kings, Seven-Five-Two) against 9♣"
    assert a.option("exchange", "7c 5s 2h").name() == "exchange 7♣ 5♠ 2♥"
    assert russian.combinations("Ah As Kd Kc 2h").describe() == "Two Pair (A♥ A♠ K♦ K♣): 2 to 1"
    assert str(russian.evaluate("A♣ K♠ Q♥ 4♦ 2♦")) == "A♣ K♠ Q♥ 4♦ 2♦ (Ace-King, Queen-Four-Two)"


# ---- the showdown's argument order -----------------------------------------------------------

def test_showdown_with_the_hands_first_names_the_order():
    board, hands = "As Kd Qh 7c 2s", {"alice": "Ah Ac", "bob": "Kh Ks"}
    assert hr.showdown(board, hands).winners == ["alice"]  # the right order works as before
    assert hr.showdown(board, ["Ah Ac", "Kh Ks"]).winners == [0]
    assert hr.showdown(board=board, hands=hands).winners == ["alice"]
    for swapped in ((hands, board), (["Ah Ac", "Kh Ks"], board), ({0: "Ah Ac", 1: "Kh Ks"}, board)):
        with pytest.raises(hr.ShowdownError, match=r"board first, then the hands: showdown\(board, hands\)"):
            hr.showdown(*swapped)
    with pytest.raises(hr.ShowdownError, match="not one string"):
        hr.showdown("As Kd Qh", "2c 3c 4c 5c")
    # a board given as a list of card tokens is still a board
    assert hr.showdown(["As", "Kd", "Qh", "7c", "2s"], hands).winners == ["alice"]

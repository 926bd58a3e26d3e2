"""The Sphinx site under docs/ builds without a warning (-W), its examples run (the doctest
builder), and every module of the package is on one of its pages."""

from __future__ import annotations

import html
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import handrank
import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("docs")
    logs = {}
    for builder in ("html", "doctest"):       # one doctree cache: the second build only runs
        r = subprocess.run([sys.executable, "-m", "sphinx", "-b", builder, "-W", "--keep-going", "-q",
                            "-d", str(out / "doctrees"), str(DOCS), str(out / builder)],
                           capture_output=True, text=True)
        assert r.returncode == 0, f"sphinx -b {builder}:\n{r.stdout[-4000:]}{r.stderr[-4000:]}"
        assert r.stderr.strip() == "", r.stderr
        logs[builder] = (out / builder / "output.txt").read_text() if builder == "doctest" else ""
    return out, logs


def test_the_site_builds_warning_free_and_its_examples_pass(site):
    out, logs = site
    summary = logs["doctest"]
    tests, failures = map(int, re.search(r"Doctest summary\s*=+\s*(\d+) tests\s*(\d+) failures in tests",
                                         summary).groups())
    assert tests >= 25 and failures == 0, summary
    for page in ("index", "rules/hilo", "rules/russian", "changelog", "api/evaluators", "api/games"):
        assert (out / "html" / f"{page}.html").exists(), page


def test_the_index_is_the_readme_and_the_reference_documents_the_api(site):
    out, _ = site
    index = html.unescape(re.sub(r"<[^>]+>", "", (out / "html" / "index.html").read_text()))
    assert "A tour for bot authors" in index and "handrank showdown --board" in index
    assert "alice wins: both have a Pair of Nines" in index
    api = "".join(p.read_text() for p in (out / "html" / "api").glob("*.html"))
    documented = set(re.findall(r'<dt class="sig sig-object py" id="([\w.]+)"', api))
    # names the README leaves to the docstrings: each has its entry wherever its module lives
    for name in ("pretty", "decode", "card", "cards_str", "evaluate_omaha", "evaluate_omaha_low",
                 "resolve", "HiLoResult", "Table", "Round", "advise", "settle", "Rules",
                 "explain", "showdown", "split_pot", "evaluate_batch"):
        assert any(d.rsplit(".", 1)[-1] == name for d in documented), name


def test_every_public_module_is_on_a_page():
    pages = "".join(p.read_text() for p in DOCS.rglob("*.rst"))
    on_pages = set(re.findall(r"^\.\. automodule:: ([\w.]+)", pages, re.M))
    modules = {m.name for m in pkgutil.walk_packages(handrank.__path__, "handrank.")
               if not any(part.startswith("_") for part in m.name.split("."))}
    assert modules - on_pages == set(), "add these modules to a page under docs/api/"
    assert on_pages - modules == set(), "these documented modules no longer exist"

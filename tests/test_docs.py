"""The Sphinx site under docs/ builds without a warning (-W), its examples run (the doctest
builder runs the pages' doctests; the guide's ``console`` blocks and ``python`` blocks run
here), and every module of the package is on one of its pages."""

from __future__ import annotations

import doctest
import html
import importlib.util
import os
import pkgutil
import re
import shlex
import subprocess
import sys
from pathlib import Path

import handrank
import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
GUIDE = DOCS / "guide"
# the user guide's topic pages (other pages under guide/ are picked up by the toctree's glob)
TOPICS = ("cards-and-values", "explanations-and-pots", "low-hilo-wild", "equity-and-ranges",
          "tables-and-clusters", "russian", "drop-ins", "command-line", "how-it-works", "benchmarks")
FENCE = re.compile(r"^```(\{?[\w-]*\}?)[^\n]*\n(.*?)^```", re.S | re.M)


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
    assert tests >= 200 and failures == 0, summary
    for page in ("index", "rules/hilo", "rules/russian", "changelog", "api/evaluators", "api/games",
                 *(f"guide/{t}" for t in TOPICS)):
        assert (out / "html" / f"{page}.html").exists(), page
    index = (out / "html" / "index.html").read_text()
    for topic in TOPICS:                     # the README's links became links to the guide's pages
        assert f'href="guide/{topic}.html' in index, topic


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


def test_every_object_on_the_api_pages_has_a_description(site):
    out, _ = site
    for page in sorted((out / "html" / "api").glob("*.html")):
        text = page.read_text()
        objects = re.findall(r'<dt class="sig sig-object py" id="([\w.]+)">', text)
        empty = []
        for m in re.finditer(r'<dt class="sig sig-object py" id="([\w.]+)">.*?</dt>\s*'
                             r'<dd>(.*?)(?=<dl class="py|</dd>)', text, re.S):
            body = re.sub(r"<p>Bases:.*?</p>", "", m.group(2), flags=re.S)   # a class's bases say nothing
            if not re.sub(r"<[^>]+>", "", body).strip():
                empty.append(m.group(1))
        assert objects and empty == [], f"{page.name}: give these a one-line summary: {empty}"


def test_every_public_module_is_on_a_page():
    pages = "".join(p.read_text() for p in DOCS.rglob("*.rst"))
    on_pages = set(re.findall(r"^\.\. automodule:: ([\w.]+)", pages, re.M))
    modules = {m.name for m in pkgutil.walk_packages(handrank.__path__, "handrank.")
               if not any(part.startswith("_") for part in m.name.split("."))}
    assert modules - on_pages == set(), "add these modules to a page under docs/api/"
    assert on_pages - modules == set(), "these documented modules no longer exist"


def test_every_guide_topic_shows_its_examples_as_doctests():
    for topic in TOPICS:
        text = (GUIDE / f"{topic}.md").read_text(encoding="utf-8")
        kinds = [kind for kind, _ in FENCE.findall(text)]
        assert kinds, topic
        # examples are doctests (run by Sphinx), console sessions (run below) or, for commands
        # that need minutes or a cluster, sh; tables and transcripts are text
        assert set(kinds) <= {"{doctest}", "console", "sh", "toml", "text", "", "{include}"}, (topic, kinds)
        if topic not in ("command-line", "benchmarks"):
            assert "{doctest}" in kinds, topic
    commands = "".join((GUIDE / f"{t}.md").read_text(encoding="utf-8") for t in TOPICS)
    # no committed picture overwritten
    assert not re.search(r"(--png|to_png\()\s*\(?[\"']?(docs/|\.\./)", commands)


def _console_examples():
    for page in sorted(GUIDE.glob("*.md")):
        for kind, body in FENCE.findall(page.read_text(encoding="utf-8")):
            if kind != "console":
                continue
            for session in re.split(r"^(?=\$ )", body, flags=re.M):
                if session.startswith("$ handrank "):
                    command, _, want = session.partition("\n")
                    yield pytest.param(command[2:], want, id=f"{page.stem}: {command[2:60]}")


@pytest.mark.parametrize("command, want", list(_console_examples()))
def test_guide_console_examples_print_what_they_show(command, want, tmp_path):
    args = shlex.split(command)[1:]
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    r = subprocess.run([sys.executable, "-m", "handrank", *args], capture_output=True, text=True,
                       encoding="utf-8", cwd=tmp_path, env=env, timeout=300)
    got = r.stdout + r.stderr
    assert (r.returncode == 2) == ("handrank: error:" in want), (command, r.returncode, got)
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    assert doctest.OutputChecker().check_output(want, got, flags), (command, got)


def test_the_console_examples_are_found_and_checked():
    examples = list(_console_examples())
    assert len(examples) >= 10
    assert not doctest.OutputChecker().check_output("7461  Royal Flush\n", "7462  Royal Flush\n",
                                                    doctest.ELLIPSIS)


def test_guide_python_blocks_run(tmp_path, monkeypatch):
    """Pages other helpers add may show plain ``python`` blocks: each page's run in order."""
    monkeypatch.chdir(tmp_path)
    for page in sorted(GUIDE.glob("*.md")):
        namespace: dict = {}
        for kind, body in FENCE.findall(page.read_text(encoding="utf-8")):
            if kind != "python" or ("import pokerkit" in body
                                    and importlib.util.find_spec("pokerkit") is None):
                continue
            if ">>>" in body:                 # a session: run as a doctest, its output checked
                test = doctest.DocTestParser().get_doctest(body, namespace, page.stem, str(page), 0)
                runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
                runner.run(test, clear_globs=False)
                namespace = test.globs        # the page's later blocks see its names
                assert runner.failures == 0, f"{page.name}: {runner.failures} examples give other output"
            else:
                exec(compile(body, str(page), "exec"), namespace)  # noqa: S102


def test_the_benchmarks_page_includes_a_saved_run_with_its_date_and_machine():
    page = (GUIDE / "benchmarks.md").read_text(encoding="utf-8")
    included = re.findall(r"```\{include\} \.\./(benchmarks/[\w.-]+\.md)", page)
    assert included, "the benchmarks page includes a file tools/bench.py --markdown wrote"
    for name in included:
        run = (DOCS / name).read_text(encoding="utf-8")
        assert re.match(r"Measured 20\d\d-\d\d-\d\d \d\d:\d\d UTC with "
                        r"`python tools/bench.py [^`]*--markdown", run)
        assert re.search(r"logical cores.*load average", run, re.S)
        assert re.search(r"^\| what \| handrank \| peer \| peer \| ratio \|( kernel \|)?$", run, re.M)
        assert len(re.findall(r"^\| ", run, re.M)) > 20, "a full run, not a section"


# Every public function and class of the documented modules has a docstring example
# (tools/doc_examples.py counts 0 without one); a new one comes with its example.
WITHOUT_EXAMPLES: set[str] = set()  # every public function and class has one (tools/doc_examples.py: 0)


def test_every_public_object_has_a_summary_and_new_ones_an_example():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import doc_examples
    finally:
        sys.path.remove(str(ROOT / "tools"))
    missing, total = doc_examples.without_examples(ROOT)
    assert total > 300
    assert set(missing) <= WITHOUT_EXAMPLES, sorted(set(missing) - WITHOUT_EXAMPLES)
    for module_name in doc_examples.documented_modules(ROOT):
        for name, obj in doc_examples.public_objects(module_name):
            assert (obj.__doc__ or "").strip(), f"{name} needs a one-line summary"


def test_bench_markdown_writes_the_table_with_its_date_machine_and_command(tmp_path):
    out = tmp_path / "run.md"
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "bench.py"), "--quick", "--only", "memory",
                        "--markdown", str(out)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    run = out.read_text(encoding="utf-8")
    assert re.match(r"Measured 20\d\d-\d\d-\d\d \d\d:\d\d UTC with "
                    r"`python tools/bench.py --quick --only memory "
                    r"--markdown [^`]+` \(handrank [\d.]+\)\non .*\d+ logical cores.*load average", run, re.S)
    assert re.search(r"^\| high evaluator tables \(KB\) \| \d+ \|  \|  \|  \|$", run, re.M), run
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import bench
        import machine
    finally:
        sys.path.remove(str(ROOT / "tools"))
    # the CPU (vendor, model, numbers, vector instructions) and the batch kernel chosen, at the
    # top of the printed run and in the saved one's header
    from handrank.evaluators.kernel import KERNEL
    cpu = f"{machine.this_cpu().text()}, batch kernel {KERNEL}, "
    assert r.stdout.splitlines()[1].startswith(f"machine: {cpu}"), r.stdout[:500]
    assert run.splitlines()[1].startswith(f"on {cpu}"), run[:500]
    table = bench.markdown([("a | b", "1.0", 2000.0, "peer", 0.0005),
                            ("c", "3", float("nan"), "-", float("nan"))],
                           "2026-01-01 00:00 UTC", "0.10, 0.20, 0.30", ["--markdown"])
    assert "| a \\| b | 1.0 | peer | 2,000.0 | 0.0005 |" in table and "| c | 3 |  |  |  |" in table
    table = bench.markdown([("batch", "1.2", 5.0, "peer", 0.24), ("c", "3", float("nan"), "-", float("nan"))],
                           "2026-01-01 00:00 UTC", "0.10, 0.20, 0.30", ["--markdown"], {0: "avx2"})
    assert "| what | handrank | peer | peer | ratio | kernel |" in table  # the batch lines name their kernel
    assert "| batch | 1.2 | peer | 5 | 0.24 | avx2 |" in table and "| c | 3 |  |  |  |  |" in table

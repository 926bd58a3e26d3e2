"""The README is a front page: at most 15 KB, its two set-up commands where CI finds them, and
every Python example runs as written and gives the value its comment promises."""

import ast
import doctest
import importlib.util
import io
import re
from contextlib import redirect_stdout
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TEXT = README.read_text(encoding="utf-8")
CHECKER = doctest.OutputChecker()
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_the_readme_is_a_front_page():
    assert len(README.read_bytes()) <= 15 * 1024
    setup = re.search(r"<!-- setup -->(.*?)<!-- /setup -->", TEXT, re.S).group(1)
    commands = [line for line in setup.splitlines() if re.match(r"(pip|python|\. )", line)]
    assert len(commands) == 2                      # .ci/run runs exactly these two
    # no measurement logs on the front page: they live on the benchmarks page with their date
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b|load average", TEXT)
    # README commands never overwrite the pictures committed under docs/
    assert not re.search(r"(--png|to_png\()\s*\(?[\"']?docs/", TEXT)


def _promised(comment):
    """The Python literal a comment starts with (``# 7462: higher is ...``), if any."""
    for end in [m.start() for m in re.finditer(r":", comment)] + [len(comment)]:
        try:
            return True, ast.literal_eval(comment[:end].strip())
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
    return False, None


def _run_block(block, namespace):
    """Run a block statement by statement; check each ``expr  # literal`` and each
    ``print(...)  # output`` (``...`` matches anything) against what it gives."""
    lines = block.splitlines()
    checked = 0
    for node in ast.parse(block).body:
        comment = lines[node.end_lineno - 1].partition("  # ")[2].strip()
        out = io.StringIO()
        with redirect_stdout(out):
            if isinstance(node, ast.Expr):
                value = eval(compile(ast.Expression(node.value), str(README), "eval"), namespace)  # noqa: S307
            else:
                exec(compile(ast.Module([node], []), str(README), "exec"), namespace)  # noqa: S102
                continue
        if not comment:
            continue
        call = node.value
        if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "print":
            assert CHECKER.check_output(comment + "\n", out.getvalue(), FLAGS), (comment, out.getvalue())
            checked += 1
            continue
        found, literal = _promised(comment)
        if found:
            if isinstance(literal, str) and isinstance(value, str) and "..." in literal:
                assert CHECKER.check_output(literal + "\n", value + "\n", FLAGS), (comment, value)
            else:
                assert value == literal, (ast.get_source_segment(block, node), value, literal)
            checked += 1
    return checked


def test_readme_python_examples_run_and_give_what_they_promise(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)                    # the examples write their pictures here
    blocks = re.findall(r"```python\n(.*?)```", TEXT, re.S)
    assert len(blocks) >= 3
    namespace: dict = {}
    checked = 0
    for block in blocks:
        if "import pokerkit" in block and importlib.util.find_spec("pokerkit") is None:
            continue  # pokerkit's drop-in: pokerkit itself needs Python 3.11+
        if ".to_png(" in block and importlib.util.find_spec("matplotlib") is None:
            pytest.skip("the README's picture needs matplotlib (pip install '.[plot]')")
        checked += _run_block(block, namespace)
    assert checked >= 10                           # the promised values were compared
    assert (tmp_path / "preflop.png").stat().st_size > 10_000
    hr = namespace["hr"]
    assert namespace["r"].winners == ["alice"] and hr.evaluate("As Ks Qs Js Ts 2d 3c") == 7462


def test_a_wrong_promise_fails():
    with pytest.raises(AssertionError):
        _run_block("import handrank as hr\nhr.evaluate('As Ks Qs Js Ts')  # 7461\n", {})
    with pytest.raises(AssertionError):
        _run_block("print('alice wins')  # bob wins\n", {})


def test_readme_links_point_at_pages_that_exist():
    for target in re.findall(r"\]\(((?:docs/)[^)#]+)\)", TEXT):
        assert (ROOT / target).exists(), target


def _bench_readme():
    spec = importlib.util.spec_from_file_location("bench_readme", ROOT / "tools" / "bench_readme.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_headline_ratios_come_from_the_saved_benchmark_run():
    """Every ratio of the README's table is the ratio of the line it names in the run the
    benchmarks page includes, and each row names the kernel that line ran: the front page
    cannot drift from the saved run (``python tools/bench_readme.py`` rewrites it)."""
    br = _bench_readme()
    run = br.saved_run()
    saved, saved_pypy = br.rows(run), br.rows(br.saved_pypy_run())
    section = TEXT[TEXT.index("## Benchmarks"):]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in section.splitlines()
            if line.startswith("| ") and "---" not in line]
    assert rows[0] == ["what", "peer", "ratio", "kernel"]
    rows = rows[1:]
    assert len(rows) >= 10
    by_text = {}
    for h in br.HEADLINE:
        by_text.setdefault((h.text, h.peer_text), h)
    kernels = set()
    for what, peer, ratio, kernel in rows:
        line = br.find(saved_pypy if by_text[(what, peer)].pypy else saved, by_text[(what, peer)])
        assert ratio == line.ratio, f"{what} vs {peer}: {ratio} in the README, {line.ratio} in {run.name}"
        assert kernel == (by_text[(what, peer)].kernel or br._kernel_of(line)), (what, kernel)
        kernels.add(kernel)
    assert kernels >= {"entry point", "C equity kernel", "PyPy JIT + cffi"}
    assert kernels & {"scalar", "avx2", "avx512"}
    assert br.readme_table(TEXT) == br.table(run)   # the sentence after the table too
    assert "s on one core" in br.table(run)


def test_a_readme_ratio_that_drifts_fails(tmp_path):
    br = _bench_readme()
    run = br.saved_run()
    line = next(r for r in br.rows(run) if r.what.startswith("exact preflop AhKd vs random"))
    moved = tmp_path / run.name
    moved.write_text(run.read_text(encoding="utf-8").replace(f"| {line.ratio} |", "| 0.999 |"),
                     encoding="utf-8")
    assert br.table(moved) != br.table(run) and "| 0.999 |" in br.table(moved)
    assert br.readme_table(TEXT) != br.table(moved)
    assert br.main(["--check"]) == 0


def test_readme_shell_examples_run(tmp_path):
    """Every ``handrank`` command the README shows runs, and the set-up command's showdown
    prints the line the README says it does."""
    import os
    import shlex
    import subprocess
    import sys

    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    setup = re.search(r"<!-- setup -->(.*?)<!-- /setup -->", TEXT, re.S).group(1)
    showdown = re.search(r"(handrank showdown [^\n]*)", setup).group(1)
    blocks = [b for b in re.findall(r"```sh\n(.*?)```", TEXT, re.S) if "pip install" not in b]
    commands = [line for b in blocks for line in b.splitlines() if line.startswith("handrank ")]
    assert len(commands) >= 3
    promised = re.search(r"the last\s+line it prints is\s+```\n(.*?)\n```", TEXT, re.S).group(1)
    for command in [showdown, *commands]:
        r = subprocess.run([sys.executable, "-m", "handrank", *shlex.split(command)[1:]], capture_output=True,
                           text=True, encoding="utf-8", cwd=tmp_path, env=env, timeout=300)
        assert r.returncode == 0 and r.stdout.strip(), (command, r.stderr)
        if command == showdown:
            assert r.stdout.strip().splitlines()[-1] == promised

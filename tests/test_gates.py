"""The gates that fail the build, one test each.

- ``ruff check .`` with the project's configuration reports nothing;
- ``mypy --strict python/handrank`` reports nothing;
- ``lint-imports`` keeps every contract of pyproject.toml;
- no file tracked by git is larger than 1 MB;
- no string literal outside ``python/handrank/text/`` holds Cyrillic (docstrings may: doctest
  output may be Russian; the literal parts of f-strings count as literals);
- no Python function in the package has a cyclomatic complexity over 30 (radon);
- no C function in ``csrc/`` has a cyclomatic complexity over 60 (lizard; the generated tables
  are left out).

The tool versions are pinned in the ``test`` extra, so a new release of a tool cannot move a gate.
A test whose tool is not installed (a tool with no build for the interpreter) skips naming it.
Each failure lists the offences (the first 30) and their count.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "python" / "handrank"
TEXT = PACKAGE / "text"
CSRC = ROOT / "csrc"

SHOWN = 30                      # offences listed in a failure message
MAX_TRACKED_BYTES = 1_000_000   # 1 MB
MAX_PYTHON_COMPLEXITY = 30      # radon's grades A to D
MAX_C_COMPLEXITY = 60


def _offences(what: str, found: list[str]) -> str:
    """The failure message: the count, then the first SHOWN offences one a line."""
    more = f"\n... and {len(found) - SHOWN} more" if len(found) > SHOWN else ""
    return f"{len(found)} {what}:\n" + "\n".join(found[:SHOWN]) + more


def _needs(module: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed (it is in the test extra; "
                    f"it may have no build for this interpreter)")


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)


def _version(distribution: str) -> str:
    from importlib.metadata import version
    return f"{distribution} {version(distribution)}"


def _package_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


# -- ruff ------------------------------------------------------------------------------------

def test_ruff_reports_nothing():
    _needs("ruff")
    r = _run("-m", "ruff", "check", ".", "--output-format", "concise", "--no-cache")
    found = [line for line in r.stdout.splitlines() if re.match(r"\S.*:\d+:\d+: ", line)]
    assert r.returncode == 0 and not found, (
        _offences(f"ruff findings ({_version('ruff')})", found) + ("" if found else r.stdout + r.stderr))


# -- mypy ------------------------------------------------------------------------------------

def test_mypy_strict_reports_nothing():
    _needs("mypy")
    r = _run("-m", "mypy", "--strict", "python/handrank")
    found = [line for line in r.stdout.splitlines() if ": error:" in line]
    assert r.returncode == 0 and not found, (
        _offences(f"mypy --strict errors ({_version('mypy')})", found)
        + ("" if found else r.stdout + r.stderr))


# -- import-linter ---------------------------------------------------------------------------

def test_lint_imports_keeps_every_contract():
    _needs("importlinter")
    if importlib.util.find_spec("importlinter.contracts.acyclic_siblings") is None:
        pytest.skip("this import-linter has no acyclic_siblings contract type (it needs Python 3.11+)")
    # the sources of the checkout: the package (python/) and the table generator (tools/)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "python"), str(ROOT / "tools")])}
    r = _run("-c", "from importlinter.cli import lint_imports_command; lint_imports_command()",
             "--no-cache", env=env)
    broken = [line.strip() for line in r.stdout.splitlines() if line.rstrip().endswith("BROKEN")]
    assert r.returncode == 0 and "0 broken" in r.stdout and " kept" in r.stdout, (
        _offences(f"broken import contracts ({_version('import-linter')})", broken)
        + "\n\n" + r.stdout[-4000:] + r.stderr[-2000:])


# -- tracked file sizes ----------------------------------------------------------------------

def _tracked_files() -> list[str]:
    if shutil.which("git") is None:
        pytest.skip("git is not installed: the tracked files cannot be listed")
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=ROOT, capture_output=True,
                         text=True, check=False)
    if top.returncode != 0 or Path(top.stdout.strip()).resolve() != ROOT:
        pytest.skip("not a git checkout (an unpacked sdist or a copy): there are no tracked files")
    r = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [name for name in r.stdout.decode("utf-8", "surrogateescape").split("\0") if name]


def test_no_tracked_file_over_1_mb():
    found = []
    for name in _tracked_files():
        path = ROOT / name
        if path.is_file() and path.stat().st_size > MAX_TRACKED_BYTES:
            found.append(f"{name}: {path.stat().st_size} bytes")
    assert not found, _offences(f"tracked files over {MAX_TRACKED_BYTES} bytes", found)


# -- Cyrillic literals -----------------------------------------------------------------------

CYRILLIC = re.compile("[\u0400-\u04ff\u0500-\u052f]")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes: the first statement of a module, class or function when
    it is a string."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                found.add(id(body[0].value))
    return found


def _cyrillic_literals(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    docstrings = _docstrings(tree)
    # the literal parts of an f-string are Constant nodes inside its JoinedStr
    found = sorted((node.lineno, node.col_offset, node.value) for node in ast.walk(tree)
                   if isinstance(node, ast.Constant) and isinstance(node.value, str)
                   and id(node) not in docstrings and CYRILLIC.search(node.value))
    for line, _, text in found:
        shown = text if len(text) <= 60 else text[:57] + "..."
        yield f"{_rel(path)}:{line}: {shown!r}"


def test_no_cyrillic_literal_outside_text():
    found = [offence for path in _package_files() if TEXT not in path.parents
             for offence in _cyrillic_literals(path)]
    assert not found, _offences("Cyrillic string literals outside python/handrank/text/", found)


# -- complexity ------------------------------------------------------------------------------

def _radon_functions(blocks: Iterable[Any]) -> Iterator[Any]:
    """Every function radon found, methods and closures included (radon counts a closure's
    branches in the closure, not in the function around it)."""
    from radon.visitors import Function
    for block in blocks:
        if isinstance(block, Function):
            yield block
            yield from _radon_functions(block.closures)


def test_no_python_function_over_complexity_30():
    _needs("radon")
    from radon.complexity import cc_visit
    found = []
    for path in _package_files():
        for f in _radon_functions(cc_visit(path.read_text(encoding="utf-8"))):
            if f.complexity > MAX_PYTHON_COMPLEXITY:
                found.append((f.complexity, f"{_rel(path)}:{f.lineno}: {f.fullname} "
                                            f"complexity {f.complexity}"))
    found.sort(reverse=True)
    assert not found, _offences(f"Python functions with a complexity over {MAX_PYTHON_COMPLEXITY} "
                                f"({_version('radon')})", [line for _, line in found])


def _c_sources() -> list[Path]:
    generated = CSRC / "generated"
    return sorted(p for p in CSRC.rglob("*") if p.suffix in (".c", ".h") and generated not in p.parents)


def test_no_c_function_over_complexity_60():
    _needs("lizard")
    import lizard
    found = []
    for path in _c_sources():
        for f in lizard.analyze_file(str(path)).function_list:
            if f.cyclomatic_complexity > MAX_C_COMPLEXITY:
                found.append((f.cyclomatic_complexity, f"{_rel(path)}:{f.start_line}: {f.name} "
                                                       f"CCN {f.cyclomatic_complexity}"))
    found.sort(reverse=True)
    assert not found, _offences(f"C functions with a cyclomatic complexity over {MAX_C_COMPLEXITY} "
                                f"({_version('lizard')})", [line for _, line in found])


# -- the markers' table ----------------------------------------------------------------------

def _conftest_table(name: str) -> dict[Any, Any]:
    tree = ast.parse((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            assert node.value is not None
            table: dict[Any, Any] = ast.literal_eval(node.value)
            return table
    raise AssertionError(f"tests/conftest.py has no {name}")


def _defined(file: str) -> set[str]:
    """The test file's functions and its classes' methods, as "name" and "Class::name"; a
    class made by assignment (a hypothesis state machine's ``TestCase``) as "Name::runTest"."""
    paths = sorted((ROOT / "tests").rglob(file))  # tests/ mirrors the package: a file in its layer's folder
    if len(paths) != 1:
        return set()
    path = paths[0]
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.ClassDef):
            names.update(f"{node.name}::{f.name}" for f in node.body
                         if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)))
        elif isinstance(node, ast.Assign):
            names.update(f"{t.id}::runTest" for t in node.targets if isinstance(t, ast.Name))
    return names


def test_the_marker_tables_name_tests_that_exist():
    """A renamed test or file would silently lose its markers (and enter the quick loop)."""
    markers = {line.split(":")[0].strip() for line in _pytest_markers()}
    found = []
    for file, marks in _conftest_table("FILE_MARKS").items():
        if len(list((ROOT / "tests").rglob(file))) != 1:
            found.append(f"FILE_MARKS: no tests/**/{file}")
        found += [f"FILE_MARKS[{file!r}]: {m!r} is not registered" for m in marks if m not in markers]
    for key, marks in _conftest_table("TEST_MARKS").items():
        file, _, name = key.partition("::")
        if name.split("[")[0] not in _defined(file):
            found.append(f"TEST_MARKS: no test {key}")
        found += [f"TEST_MARKS[{key!r}]: {m!r} is not registered" for m in marks if m not in markers]
    for (file, fixture), marks in _conftest_table("FIXTURE_MARKS").items():
        if fixture not in _defined(file):
            found.append(f"FIXTURE_MARKS: no fixture {fixture} in tests/{file}")
        found += [f"FIXTURE_MARKS[{file!r}]: {m!r} is not registered" for m in marks if m not in markers]
    assert not found, _offences("entries of the marker tables in tests/conftest.py that match nothing", found)


def _pytest_markers() -> list[str]:
    try:
        import tomllib
    except ImportError:  # Python before 3.11
        import tomli as tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        markers: list[str] = tomllib.load(f)["tool"]["pytest"]["ini_options"]["markers"]
    return markers

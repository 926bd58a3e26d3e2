"""The import layers: neither the package nor the table generator has an import cycle, and the
``lint-imports`` check can fail (tests/test_gates.py runs it on the project itself).

``lint-imports`` is run as the command line runs it (its own entry point, in a subprocess). The
last test shows the check can fail: a scratch package with an upward import breaks a contract.
"""
import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

grimp = pytest.importorskip("grimp")  # import-linter's graph library (a Rust build: not on every interpreter)

ROOT = Path(__file__).resolve().parent.parent
# the lint-imports command itself, run by the Python of the tests
LINT_IMPORTS = [sys.executable, "-c",
                "from importlinter.cli import lint_imports_command; lint_imports_command()"]


# pyproject's contracts use the acyclic_siblings type, which import-linter added in its releases
# for Python 3.11+; on older Pythons the grimp cycle search below still runs
needs_contracts = pytest.mark.skipif(
    importlib.util.find_spec("importlinter.contracts.acyclic_siblings") is None,
    reason="this import-linter has no acyclic_siblings contract type (it needs Python 3.11+)")


def _lint(cwd: Path, *paths: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(p) for p in paths)}
    return subprocess.run([*LINT_IMPORTS, "--no-cache"], cwd=cwd, env=env,
                          capture_output=True, text=True, check=False)


def _cycles(package: str, path: Path) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan) of ``package``'s
    import graph, imports inside functions and under TYPE_CHECKING included."""
    sys.path.insert(0, str(path))
    try:
        graph = grimp.build_graph(package, include_external_packages=False, cache_dir=None)
    finally:
        sys.path.remove(str(path))
    edges = {m: graph.find_modules_directly_imported_by(m) for m in graph.modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for m in sorted(graph.modules):
        if m not in index:
            visit(m)
    return found


@pytest.mark.parametrize("package,path", [("handrank", ROOT / "python"), ("tablegen", ROOT / "tools")])
def test_no_import_cycle(package, path):
    assert _cycles(package, path) == []


@needs_contracts
def test_a_broken_contract_fails_the_check(tmp_path):
    pkg = tmp_path / "layered"
    (pkg / "low").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "high.py").write_text("from .low import thing\n")
    (pkg / "low" / "__init__.py").write_text("from .. import high  # upward\nthing = 1\n")
    (tmp_path / ".importlinter").write_text(textwrap.dedent("""
        [importlinter]
        root_package = layered

        [importlinter:contract:layers]
        name = one way down
        type = layers
        containers = layered
        layers =
            high
            low
    """))
    r = _lint(tmp_path, tmp_path)
    assert r.returncode == 1 and "BROKEN" in r.stdout, r.stdout + r.stderr
    assert "layered.low is not allowed to import layered.high" in r.stdout
    assert _cycles("layered", tmp_path) == [["layered.high", "layered.low"]]

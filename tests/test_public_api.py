"""The public API never loses a name: every name in ``tests/public_api.txt`` still exists.

The list was written from the code before the package was laid out in layers:
``handrank.__all__`` (lazy names included), the ``__all__`` of the public modules
``handrank.games.hilo``, ``handrank.games.russian``, ``handrank.wild``, ``handrank.compat.treys`` and
``handrank.compat.phevaluator``, and ``handrank.cli.main`` (the console script). A line is
``module name``. A name may move to another home inside the package, but it must stay
reachable where it was: as an attribute of that module and, where the module has an
``__all__``, listed in it. New names are welcome and do not fail this test; to protect
them too, regenerate the list: ``python tests/test_public_api.py --write``.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

NAMES = Path(__file__).with_name("public_api.txt")

# module -> the names it promises; None: its __all__
PUBLIC_MODULES: dict[str, list[str] | None] = {
    "handrank": None,
    "handrank.games.hilo": None,
    "handrank.games.russian": None,
    "handrank.evaluators.wild": ["HIGH_RULES", "LOW_RULES"],
    "handrank.compat.treys": None,
    "handrank.compat.phevaluator": None,
    "handrank.cli": ["main"],
}


def current_names() -> list[tuple[str, str]]:
    """Every (module, name) the public modules offer now."""
    out = []
    for module, names in PUBLIC_MODULES.items():
        m = importlib.import_module(module)
        out += [(module, n) for n in sorted(m.__all__ if names is None else names)]
    return out


def promised() -> list[tuple[str, str]]:
    lines = NAMES.read_text(encoding="utf-8").splitlines() if NAMES.exists() else []
    return [tuple(line.split()) for line in lines if line and not line.startswith("#")]  # type: ignore[misc]


def test_the_list_covers_every_public_module():
    rows = promised()
    assert {m for m, _ in rows} == set(PUBLIC_MODULES)
    assert len(rows) > 100 and len(set(rows)) == len(rows)


@pytest.mark.parametrize("module,name", promised(), ids=lambda x: x)
def test_public_name_still_exists(module, name):
    m = importlib.import_module(module)  # the module path itself still imports
    assert hasattr(m, name), f"{module}.{name} is gone"
    if PUBLIC_MODULES[module] is None:
        assert name in m.__all__, f"{name} is no longer in {module}.__all__"


def test_lazy_names_resolve_to_modules_and_callables():
    import handrank

    assert handrank.hilo.resolve is importlib.import_module("handrank.games.hilo").resolve
    assert handrank.russian.settle is importlib.import_module("handrank.games.russian").settle
    assert handrank.wild.evaluate_wild is importlib.import_module("handrank.evaluators.wild").evaluate_wild
    assert callable(handrank.HiLoGame) and callable(handrank.explain_wild)


def test_the_console_script_entry_point_runs(capsys):
    try:
        import tomllib
    except ImportError:  # Python < 3.11
        pytest.skip("tomllib is Python 3.11+")
    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    target = project["project"]["scripts"]["handrank"]
    module, _, attr = target.partition(":")
    main = getattr(importlib.import_module(module), attr)
    assert main(["eval", "As", "Ks", "Qs", "Js", "Ts", "--json"]) == 0
    assert '"value": 7462' in capsys.readouterr().out


if __name__ == "__main__":  # pragma: no cover - regenerate the list
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_public_api.py --write")
    header = ["# The public API: one `module name` a line (see tests/test_public_api.py)."]
    NAMES.write_text("\n".join(header + [f"{m} {n}" for m, n in current_names()]) + "\n", encoding="utf-8")
    print(f"{NAMES}: {len(current_names())} names")

"""Every example in the installed package's docstrings runs and prints what it shows."""

import doctest
import importlib
import pkgutil

import handrank
import pytest

MODULES = sorted(m.name for m in pkgutil.walk_packages(handrank.__path__, "handrank.")
                 if not m.name.endswith(("._build", "._core", ".__main__")))
# modules whose examples use an optional package (pokerkit needs Python 3.11+)
NEEDS = {"handrank.compat.pokerkit": "pokerkit"}


def _runnable(name):
    if name not in NEEDS:
        return True
    try:
        importlib.import_module(NEEDS[name])
    except ImportError:
        return False
    return True


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    if not _runnable(name):
        pytest.skip(f"{name}'s examples need {NEEDS[name]}, which is not installed")
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0


def test_the_examples_are_found():
    assert len(MODULES) > 15
    assert sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES if _runnable(n)) > 50

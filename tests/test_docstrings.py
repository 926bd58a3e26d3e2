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


# docstrings whose examples write Parquet files need pyarrow (it has no PyPy build): they run
# one by one in test_parquet_docstring_examples, which skips naming pyarrow where it is absent
PARQUET = {"handrank.jobs.store": ["Store.to_parquet"], "handrank.jobs.export": ["write_parquet"],
           "handrank.games.russian.fullgame": ["FullStrategy.to_parquet"],
           "handrank.games.russian.sampler": ["Sample.to_parquet"],
           "handrank.games.russian.solver": ["Strategy.to_parquet"]}
# docstrings whose examples make a pandas DataFrame (the test extra has pandas; PyPy may not):
# they run one by one in test_frame_docstring_examples, which skips naming pandas where it is absent
FRAMES = {"handrank.analysis.equity_tables": ["EquityTable.to_frame"],
          "handrank.games.russian.fullgame": ["FullStrategy.to_frame"],
          "handrank.games.russian.sampler": ["Sample.to_frame"],
          "handrank.games.russian.solver": ["Strategy.to_frame"],
          "handrank.text.results": ["frame", "TableResult.to_frame"]}
OPTIONAL = {"pyarrow": PARQUET, "pandas": FRAMES}


def _has(package):
    try:
        importlib.import_module(package)
    except ImportError:
        return False
    return True


def _run(module, keep):
    """Run the examples of ``module``'s docstrings for which ``keep(test name)`` holds."""
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner(
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    tests = [t for t in finder.find(module) if keep(t.name)]
    for t in tests:
        runner.run(t)
    return runner.summarize(verbose=False), len(tests)


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
    optional = {f"{name}.{q}" for needs in OPTIONAL.values() for q in needs.get(name, ())}
    result, _ = _run(module, lambda t: t not in optional)
    assert result.failed == 0


@pytest.mark.parametrize("name, qualname", [(m, q) for m, qs in PARQUET.items() for q in qs])
def test_parquet_docstring_examples(name, qualname):
    if not _has("pyarrow"):
        pytest.skip(f"{name}.{qualname}'s examples write Parquet, which needs pyarrow (not installed)")
    result, found = _run(importlib.import_module(name), lambda t: t == f"{name}.{qualname}")
    assert found == 1 and result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("name, qualname", [(m, q) for m, qs in FRAMES.items() for q in qs])
def test_frame_docstring_examples(name, qualname):
    if not _has("pandas"):
        pytest.skip(f"{name}.{qualname}'s examples make a DataFrame, which needs pandas (not installed)")
    result, found = _run(importlib.import_module(name), lambda t: t == f"{name}.{qualname}")
    assert found == 1 and result.attempted > 0 and result.failed == 0


def test_the_examples_are_found():
    # found, not run again: test_docstring_examples runs them, a module each
    finder = doctest.DocTestFinder()
    assert len(MODULES) > 15
    assert sum(len(t.examples) for n in MODULES if _runnable(n)
               for t in finder.find(importlib.import_module(n))) > 50

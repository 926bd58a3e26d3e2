import os
import sys
from pathlib import Path

import pytest

# the table generator's reference evaluators (tools/tablegen/reference*.py) are test oracles
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from hypothesis import settings  # noqa: E402

# Property tests: 200 examples by default; HYPOTHESIS_PROFILE=deep for a long search.
settings.register_profile("default", max_examples=200, deadline=None)
settings.register_profile("deep", max_examples=5000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# The markers of pyproject.toml, applied here in one place rather than in each file:
#   slow   takes seconds of CPU or more;
#   build  compiles C, builds a wheel or an sdist, runs the table generator or the sanitizers;
#   docs   builds the Sphinx documentation or runs the examples of the README and docs/;
#   peers  needs the peer evaluators (treys, phevaluator, eval7, pokerkit, pokerfast, OMPEval).
# `python -m pytest -q` runs them all; the quick loop leaves them out:
#   python -m pytest -m "not slow and not build and not docs and not peers"
# A test is "slow" when one run of it (all its parameters) takes more than about 2 s of CPU.

# every test of the file
FILE_MARKS: dict[str, tuple[str, ...]] = {
    "test_c99.py": ("build", "slow"),
    "test_c_sanitizers.py": ("build", "slow"),
    "test_packaging.py": ("build", "slow"),
    "test_tables.py": ("build", "slow"),
    "test_docs.py": ("docs", "slow"),
    "test_readme.py": ("docs",),
    "test_compat.py": ("peers",),
    "test_compat_pokerkit.py": ("peers",),
    "test_equity_ompeval.py": ("peers",),
    "test_equity_pokerkit.py": ("peers",),
    "test_equity_tables.py": ("peers",),  # OMPEval is imported by the module itself
}

# one test, every parametrization of it: "file::function" (a method: "file::Class::method")
TEST_MARKS: dict[str, tuple[str, ...]] = {
    "test_badugi.py::test_every_hand_ordered_as_pokerkit": ("peers", "slow"),
    "test_cli_hardening.py::test_readme_lists_the_compat_differences_it_has": ("peers",),
    "test_compat_threads.py::test_pokerkit_install_from_8_threads_patches_once": ("peers",),
    "test_ranges.py::test_table_matches_ompeval": ("peers",),
    "test_shortdeck.py::test_every_five_card_hand_ordered_as_pokerkit": ("peers",),
    "test_shortdeck.py::test_random_six_and_seven_card_hands_ordered_as_pokerkit": ("peers",),
    "test_shortdeck_equity.py::test_river_equals_pokerkit": ("peers",),
    "test_shortdeck_equity.py::test_within_pokerkit_error": ("peers",),
}

# the tests of a file that use a fixture: (file, fixture)
FIXTURE_MARKS: dict[tuple[str, str], tuple[str, ...]] = {
    ("test_compat_eval7.py", "E"): ("peers",),  # E: the real eval7
}


def _marks_of(item: pytest.Item) -> set[str]:
    file = item.path.name
    marks = set(FILE_MARKS.get(file, ()))
    name = getattr(item, "originalname", None) or item.name  # without the parameters
    parent = item.parent.name if isinstance(item.parent, pytest.Class) else None
    key = f"{file}::{parent}::{name}" if parent else f"{file}::{name}"
    marks.update(TEST_MARKS.get(key, ()))
    for (f, fixture), extra in FIXTURE_MARKS.items():
        if f == file and fixture in getattr(item, "fixturenames", ()):
            marks.update(extra)
    return marks


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for mark in sorted(_marks_of(item)):
            item.add_marker(mark)

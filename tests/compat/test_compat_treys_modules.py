"""compat.treys has treys' submodules (``card``, ``deck``, ``evaluator``, ``lookup``), each with
the classes treys puts there, so ``from treys.evaluator import Evaluator`` becomes
``from handrank.compat.treys.evaluator import Evaluator``."""

from __future__ import annotations

import importlib

import pytest
from handrank.compat import treys as compat

LAYOUT = {"card": ["Card"], "deck": ["Card", "Deck"], "lookup": ["Card", "LookupTable"],
          "evaluator": ["Card", "Evaluator", "LookupTable", "PLOEvaluator"]}


@pytest.mark.parametrize("sub", sorted(LAYOUT))
def test_each_submodule_holds_the_package_classes(sub):
    module = importlib.import_module(f"handrank.compat.treys.{sub}")
    assert sorted(module.__all__) == LAYOUT[sub]
    for name in LAYOUT[sub]:
        assert getattr(module, name) is getattr(compat, name)


@pytest.mark.parametrize("sub", sorted(LAYOUT))
def test_the_layout_is_treys_own(sub):
    real = pytest.importorskip(f"treys.{sub}")
    for name in LAYOUT[sub]:
        assert isinstance(getattr(real, name), type), f"treys.{sub} has no class {name}"


def test_code_written_for_the_submodules_runs():
    from handrank.compat.treys.card import Card
    from handrank.compat.treys.evaluator import Evaluator
    board = [Card.new(c) for c in ("Ah", "Kd", "Jc", "7s", "2h")]
    assert Evaluator().evaluate([Card.new("Qs"), Card.new("Th")], board) == 1600

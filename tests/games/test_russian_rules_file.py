"""House rules from a TOML file: every setting by name, on top of a preset; bad files refused."""

from __future__ import annotations

import dataclasses
import json
import sys
import types
from fractions import Fraction

import pytest
from handrank import cli
from handrank.games.russian import Rules, RulesError, RussianCategory, load_rules, solver
from handrank.games.russian import rules as rules_module

# a value other than the default for every setting, as TOML text and as Python
EVERY = {
    "qualifier": ('"pair"', RussianCategory.PAIR),
    "ante_paid_on_win": ("true", True),
    "paytable": ('{ pair = 2, "full house" = "15/2" }', {"pair": 2, "full_house": Fraction(15, 2)}),
    "table_max": ("250", 250),
    "sixth_card_fee": ('"1/2"', Fraction(1, 2)),
    "exchange_fee": ("2", 2),
    "buy_game_fee": ("0.5", Fraction(1, 2)),
    "exchange_min": ("2", 2),
    "exchange_max": ("4", 4),
    "max_exchanges": ("2", 2),
    "buy_or_exchange": ("false", False),
    "game_buying": ("false", False),
    "redraw_same_rank": ("false", False),
    "straight_repeat_as_pair": ("true", True),
    "insurance_from": ('"two pair"', RussianCategory.TWO_PAIR),
    "insurance_min": ("2", 2),
    "insurance_max_share": ('"1/3"', Fraction(1, 3)),
    "bonus_table": ("{ flush = 60, royal = 2000 }", {"flush": 60, "royal": 2000}),
    "bonus_min": ('"1/10"', Fraction(1, 10)),
    "bonus_max": ("1", 1),
    "paid_combinations": ("1", 1),
    "sixth_card": ("false", False),
    "insurance": ("false", False),
    "bonus": ("false", False),
}


def _write(tmp_path, text, name="house.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_setting_is_named_in_the_test():
    assert sorted(EVERY) == sorted(f.name for f in dataclasses.fields(Rules)) == sorted(rules_module.SETTINGS)


def test_every_setting_settable_by_name(tmp_path):
    path = _write(tmp_path, "".join(f"{k} = {toml}\n" for k, (toml, _) in EVERY.items()))
    got = Rules.from_toml(path)
    assert got == Rules(**{k: v for k, (_, v) in EVERY.items()}) == load_rules(str(path))
    for name in EVERY:  # each one really differs from the default
        assert getattr(got, name) != getattr(Rules(), name), name


@pytest.mark.parametrize("name", sorted(EVERY))
def test_each_setting_alone(tmp_path, name):
    toml, value = EVERY[name]
    assert load_rules(_write(tmp_path, f"{name} = {toml}\n")) == Rules(**{name: value})


def test_a_preset_as_the_base(tmp_path):
    got = load_rules(_write(tmp_path, 'preset = "caribbean"\ntable_max = 100\n[paytable]\nflush = 6\n'))
    assert got == Rules.caribbean(table_max=100, paytable={"flush": 6})
    assert (load_rules(_write(tmp_path, 'preset = "russian-bet-fold"\n'))
            == solver.rules_for("russian-bet-fold"))
    assert load_rules(_write(tmp_path, 'preset = "default"\n')) == Rules() == load_rules(_write(tmp_path, ""))
    assert solver.rules_for(_write(tmp_path, 'preset = "caribbean"\n')) == Rules.caribbean()


@pytest.mark.parametrize("text, words", [
    ("sixt_card = false\n", ["sixt_card", "did you mean sixth_card"]),
    ("colour = 'red'\n", ["unknown setting 'colour'", "the settings: qualifier"]),
    ("preset = 'blackjack'\n", ["preset 'blackjack'", "caribbean"]),
    ("preset = 3\n", ["preset 3"]),
    ("bonus_max = -1\n", ["bonus_max", "must be positive"]),
    ("qualifier = 'nothing'\n", ["qualifier", "'nothing'"]),
    ("exchange_min = 'two'\n", ["exchange_min", "expected an int"]),
    ("sixth_card = 'yes'\n", ["sixth_card", "True or False"]),
    ("[paytable]\nflush = -5\n", ["paytable[FLUSH]", "negative"]),
    ("[paytable]\nsuper = 5\n", ["paytable", "'super'"]),
    ("table_max = 1e400\n", ["table_max"]),
    ("paid_combinations = 3\n", ["paid_combinations", "1 or 2"]),
    ("exchange_min = 4\nexchange_max = 2\n", ["exchange_min..exchange_max"]),
    ("qualifier = \n", ["not valid TOML"]),
])  # fmt: skip
def test_bad_files_refused_naming_the_key(tmp_path, text, words):
    path = _write(tmp_path, text)
    with pytest.raises(RulesError) as e:
        load_rules(path)
    assert str(path) in str(e.value)
    for w in words:
        assert w in str(e.value)


def test_a_missing_file_or_a_directory(tmp_path):
    with pytest.raises(RulesError, match="No such file"):
        load_rules(tmp_path / "none.toml")
    with pytest.raises(RulesError, match="rules file"):
        load_rules(tmp_path)


def test_python_before_311_falls_back_to_tomli(monkeypatch, tmp_path):
    path = _write(tmp_path, "qualifier = 'pair'\n")
    reader = pytest.importorskip("tomllib" if sys.version_info >= (3, 11) else "tomli")
    fake = types.ModuleType("tomli")  # a stand-in: the reader under the name tomli
    fake.load, fake.loads, fake.TOMLDecodeError = reader.load, reader.loads, reader.TOMLDecodeError
    monkeypatch.setitem(sys.modules, "tomllib", None)  # as on 3.9/3.10: no tomllib
    monkeypatch.setitem(sys.modules, "tomli", fake)
    assert load_rules(path).qualifier == RussianCategory.PAIR
    monkeypatch.setitem(sys.modules, "tomli", None)  # neither: say what to install
    with pytest.raises(RulesError, match="pip install tomli"):
        load_rules(path)


def test_the_package_depends_on_tomli_for_old_pythons():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8")
    assert "\"tomli>=1.2; python_version < '3.11'\"" in text  # a dependency, not only the test extra's


def test_the_cli_reads_a_rules_file(tmp_path, capsys):
    path = _write(tmp_path, 'preset = "caribbean"\n[paytable]\nroyal = 250\n')
    status = cli.main(["russian", "solve", "--rules", str(path), "--threads", "2", "--json", "--quiet"])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"]["paytable"]["ROYAL_FLUSH"] == "250" and data["rules"]["paid_combinations"] == 1
    exact = solver.solve(Rules.caribbean(paytable={"royal": 250}), threads=2)
    plain = solver.solve(Rules.caribbean(), threads=2)
    assert Fraction(data["house_edge"]) == exact.house_edge < plain.house_edge
    bad = _write(tmp_path, "sixt_card = false\n", "bad.toml")
    assert cli.main(["russian", "solve", "--rules", str(bad)]) == 2
    assert "did you mean sixth_card" in capsys.readouterr().err

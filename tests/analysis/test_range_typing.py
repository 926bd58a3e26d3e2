"""Ranges as users type them: shares of the hands (``15%``, ``top 15%``, ``15-25%``) checked
against ``Range.top``, spaces as separators, and errors that quote what the user typed and say
which notation the game takes."""

import pytest
from handrank.analysis.ranges import Range, RangeError


@pytest.mark.parametrize("text, fraction", [
    ("15%", 0.15), ("top 15%", 0.15), ("TOP15%", 0.15), ("15.5%", 0.155), ("1%", 0.01),
    ("100%", 1.0), ("0.5%", 0.005), ("top 15 %", 0.15), (" 33% ", 0.33),
])
def test_a_share_is_range_top(text, fraction):
    r, top = Range(text), Range.top(fraction)
    assert r == top
    assert r.combos == top.combos  # the same combos, the same weights


@pytest.mark.parametrize("lo, hi", [(15, 25), (0.5, 1), (10, 100), (40, 41)])
def test_a_band_is_the_higher_top_less_the_lower(lo, hi):
    band = Range.top(hi / 100) - Range.top(lo / 100)
    assert len(band) > 0
    for text in (f"{lo}-{hi}%", f"{lo}%-{hi}%", f"top {lo} - {hi}%", f"{lo} - {hi} %"):
        assert Range(text) == band, text
        assert Range(text).combos == band.combos


def test_a_band_from_zero_is_the_top():
    assert Range("0-15%") == Range.top(0.15)


def test_shares_combine_with_other_terms():
    assert Range("15%, 22+") == Range.top(0.15) | Range("22+")
    assert Range("15% 22+") == Range.top(0.15) | Range("22+")
    assert Range("15-25%, AA:0.5") == (Range.top(0.25) - Range.top(0.15)) | Range("AA:0.5")
    assert Range("random:0.1, 10%") == Range("random:0.1") - Range.top(0.1) | Range.top(0.1)


def test_a_share_takes_a_weight():
    r = Range("15%:0.25")
    top = Range.top(0.15)
    assert {c[:2] for c in r.combos} == {c[:2] for c in top.combos}
    assert {c[2] for c in r.combos} == {0.25}


@pytest.mark.parametrize("text, bad, words", [
    ("0%", "0%", "above 0"),
    ("101%", "101%", "at most 100"),
    ("QQ+, 101 %", "101 %", "at most 100"),
    ("25-15%", "25-15%", "15-25%"),
    ("15-15%", "15-15%", "no hands"),
    ("x%", "x%", "15-25%"),
    ("top x%", "top x%", "15-25%"),
    ("AA, -5%", "-5%", "15-25%"),
    ("15%%", "15%%", "15-25%"),
])
def test_bad_shares_are_refused_quoting_the_term_as_typed(text, bad, words):
    with pytest.raises(RangeError) as e:
        Range(text)
    message = str(e.value)
    assert message.startswith(repr(bad)), message
    assert words in message


@pytest.mark.parametrize("kw, game", [
    ({"hole": 4}, "omaha"), ({"game": "omaha5"}, "omaha5"), ({"game": "plo8"}, "omaha8"),
    ({"game": "shortdeck"}, "shortdeck"), ({"game": "holdem8"}, "holdem8"),
])
def test_a_share_is_refused_where_no_ranking_exists(kw, game):
    with pytest.raises(RangeError) as e:
        Range("AA, 15%", **kw)
    message = str(e.value)
    assert message.startswith("'15%'") and f" {game} has none" in message, message


@pytest.mark.parametrize("spaced, commas", [
    ("JJ+ AKs", "JJ+, AKs"),
    ("JJ+  AKs\tA5s", "JJ+,AKs,A5s"),
    ("22-55 AhKh T9s", "22-55, AhKh, T9s"),
    ("Ah Kh QQ", "AhKh, QQ"),
    ("AA : 0.5 KK", "AA:0.5, KK"),
    ("AA:0.5 KK:0.25", "AA:0.5, KK:0.25"),
    ("22 - 55 AKo", "22-55, AKo"),
    ("Q Q + , A K s", "QQ+, AKs"),
])
def test_spaces_separate_terms(spaced, commas):
    assert Range(spaced) == Range(commas)


@pytest.mark.parametrize("spaced, commas", [
    ("AAxx KKxx", "AAxx, KKxx"),
    ("KKQQ ds AsAhKdQc", "KKQQds, AsAhKdQc"),
    ("As Ah Kd Qc JJxx", "AsAhKdQc, JJxx"),
    ("AA xx KK", "AAxx, KKxx"),
])
def test_spaces_separate_omaha_terms(spaced, commas):
    assert Range(spaced, hole=4) == Range(commas, hole=4)
    assert Range(spaced, hole=4).text() == Range(commas, hole=4).text()


@pytest.mark.parametrize("text, bad", [
    ("JJ+ AKx", "AKx"),
    ("JJ+ AKs ZZ", "ZZ"),
    ("QQ+,  AX :0.5", "AX :0.5"),
    ("JJ+ AK++", "AK++"),
])
def test_errors_quote_the_term_as_typed(text, bad):
    with pytest.raises(RangeError) as e:
        Range(text)
    message = str(e.value)
    assert message.startswith(repr(bad)), message
    assert "JJ+AK" not in message


def test_a_bad_term_tells_the_holdem_notation():
    with pytest.raises(RangeError) as e:
        Range("QQ+ Ahh")
    assert "Hold'em range takes" in str(e.value) and "15%" in str(e.value)


def test_a_bad_omaha_term_tells_the_omaha_notation():
    with pytest.raises(RangeError) as e:
        Range("AAxx QQ+", hole=4)
    message = str(e.value)
    assert message.startswith("'QQ+'")
    assert "AAxx" in message and "ds" in message and "random" in message


@pytest.mark.parametrize("text, game", [
    ("AAxx", "omaha"), ("KKQQds", "omaha"), ("AKQJ", "omaha"), ("QQ+, AAKKx", "omaha5"),
    ("AAKxxx", "omaha6"), ("AAxx:0.5", "omaha"),
])
def test_omaha_notation_in_a_holdem_range_says_how_to_ask(text, game):
    with pytest.raises(RangeError) as e:
        Range(text)
    message = str(e.value)
    assert "Omaha notation" in message, message
    assert f"game={game!r}" in message and "hole=" in message
    term = text.split(", ")[-1]
    assert message.startswith(repr(term))


def test_the_hint_is_right_where_it_points():
    for text, game in (("AAxx", "omaha"), ("AAKKx", "omaha5"), ("AAKxxx", "omaha6")):
        assert len(Range(text, game=game)) > 0

import os
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
# the table generator's reference evaluators (tools/tablegen/reference*.py) are test oracles
sys.path.insert(0, str(TESTS.parent / "tools"))
# tests/ mirrors the package, a folder a layer; the helpers some tests share (equity_reference,
# the combos of test_equity_exact, test_jobs' kill_when_stored) import by name from any folder
sys.path[1:1] = [str(d) for d in sorted(TESTS.iterdir())
                 if d.is_dir() and d.name not in ("c", "peers") and not d.name.startswith((".", "_"))]

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
# "slow" is measured: a test whose runs (all its parameters) take 1 s of CPU or more on the
# machine of the measurement; where a few parameters of a test take most of it, only those.

# every test of the file
FILE_MARKS: dict[str, tuple[str, ...]] = {
    "test_aarch64.py": ("build", "slow"),
    "test_c99.py": ("build", "slow"),
    "test_c_sanitizers.py": ("build", "slow"),
    "test_packaging.py": ("build", "slow"),
    "test_tables.py": ("build", "slow"),
    "test_docs.py": ("docs", "slow"),
    "test_readme.py": ("docs",),
    "test_results.py": ("slow",),  # one of every result, a solved game among them
    "test_compat.py": ("peers",),
    "test_compat_pokerkit.py": ("peers",),
    "test_equity_ompeval.py": ("peers",),
    "test_equity_pokerkit.py": ("peers",),
    "test_equity_tables.py": ("peers",),  # OMPEval is imported by the module itself
}

# one test: "file::function" for every parametrization of it, "file::function[id]" for one
# (a method: "file::Class::method")
TEST_MARKS: dict[str, tuple[str, ...]] = {
    'test_analysis.py::test_against_the_literal_definitions': ('slow',),
    'test_analysis.py::test_breakdown_and_percentile_cli': ('slow',),
    'test_analysis.py::test_cli': ('slow',),
    'test_badugi.py::test_every_hand_ordered_as_pokerkit': ('peers', 'slow'),
    'test_cards.py::test_any_input_parses_or_is_a_clear_card_error': ('slow',),
    'test_cli_hardening.py::test_common_options_work_before_and_after_the_subcommand': ('slow',),
    'test_cli_hardening.py::test_help_and_russian_text_on_an_ascii_terminal': ('slow',),
    'test_cli_hardening.py::test_readme_lists_the_compat_differences_it_has': ('peers',),
    'test_cli_help_and_json.py::test_the_guide_examples_run[equity preflop --classes AA;KK;72o --lang ru]':
        ('slow',),
    'test_cli_robust.py::test_ascii_locales': ('slow',),
    'test_cli_robust.py::test_garbage_exits_2_without_a_traceback': ('slow',),
    'test_cli_robust.py::test_good_input_text_and_json[distribution]': ('slow',),
    'test_cli_robust.py::test_good_input_text_and_json[russian advise]': ('slow',),
    'test_cli_robust.py::test_good_input_text_and_json[russian solve]': ('slow',),
    'test_compat_threads.py::test_pokerkit_install_from_8_threads_patches_once': ('peers',),
    'test_display.py::test_every_result_has_html_with_its_text_escaped': ('slow',),
    'test_distribution.py::test_cli': ('slow',),
    'test_game_matrix.py::test_cell[omaha-range]': ('slow',),
    'test_strength.py::test_other_games_against_random_and_its_limit[omaha-As Ks Qd Jd-Ts 9s 2c 3h]':
        ('slow',),
    'test_game_matrix.py::test_cell[omaha8-range]': ('slow',),
    'test_game_matrix.py::test_cell_with_a_long_brute_force': ('slow',),
    'test_game_matrix.py::test_command_line_cell': ('slow',),
    'test_game_matrix.py::test_classify_and_outs_on_random_flops': ('slow',),
    'test_game_matrix.py::test_hand_strength_on_random_turns': ('slow',),
    'test_docstrings.py::test_docstring_examples': ('slow',),
    'test_docstrings.py::test_parquet_docstring_examples': ('slow',),
    'test_entry.py::test_strings_read_as_the_python_parser_reads_them': ('slow',),
    'test_equity_exact.py::test_one_range_by_suit_orbits[hero1-board1-dead1]': ('slow',),
    'test_equity_exact.py::test_preflop_rank_classes_and_flushes': ('slow',),
    'test_equity_mc.py::test_omaha_random_hands_are_dealt': ('slow',),
    'test_equity_mc.py::test_within_four_se_of_exact': ('slow',),
    'test_equity_mc.py::test_z_scores_over_many_seeds': ('slow',),
    'test_fast.py::test_every_five_card_hand_agrees_with_the_batch_path': ('slow',),
    'test_fuzz_inputs.py::TestBatchMachine::runTest': ('slow',),
    'test_fuzz_money.py::TestTableMachine::runTest': ('slow',),
    'test_fuzz_store.py::TestStoreMachine::runTest': ('slow',),
    'test_icm.py::test_cli': ('slow',),
    'test_icm.py::test_cli_errors': ('slow',),
    'test_icm.py::test_exact_matches_every_finishing_order[7]': ('slow',),
    'test_icm.py::test_exact_matches_every_finishing_order[8]': ('slow',),
    'test_jobs.py::test_a_dask_local_cluster_gives_the_local_result': ('slow',),
    'test_jobs.py::test_local_threads_and_process_pool_agree_exactly': ('slow',),
    'test_kernels.py::test_the_command_says_a_bad_kernel_variable_in_one_line_and_exits_2': ('slow',),
    'test_kernels.py::test_the_command_takes_a_blank_kernel_variable_as_unset': ('slow',),
    'test_long_jobs.py::test_sigint_equity': ('slow',),
    'test_long_jobs.py::test_sigint_long_commands_resume_to_the_same_answer': ('slow',),
    'test_long_jobs.py::test_sigint_stud_exact': ('slow',),
    'test_omaha_ranges.py::test_every_four_card_term_is_its_definition': ('slow',),
    'test_omaha_ranges.py::test_five_card_terms_against_every_hand': ('slow',),
    'test_ranges.py::test_table_matches_ompeval': ('peers',),
    'test_ranges.py::test_text_round_trips_on_any_combos': ('slow',),
    'test_russian_advisor.py::test_bonus_and_insurance': ('slow',),
    'test_russian_advisor.py::test_enumerated_exchanges_meet_the_target_se': ('slow',),
    'test_russian_advisor.py::test_exact_bet_ev_equals_brute_force': ('slow',),
    'test_russian_advisor.py::test_sampled_buying_part_agrees_between_enumerated_and_sampled_draws':
        ('slow',),
    'test_russian_advisor.py::test_sampled_exchanges_agree_with_exact_enumeration': ('slow',),
    'test_russian_estimate.py::test_the_estimate_is_said_on_stderr_when_it_is_not_a_terminal': ('slow',),
    'test_russian_estimate.py::test_the_whole_table_is_refused_on_the_command_line_naming_the_estimate':
        ('slow',),
    'test_russian_fullgame.py::test_a_dask_local_cluster_slice_equals_the_local_run': ('slow',),
    'test_russian_fullgame.py::test_best_maps_the_exchanged_cards_back_to_the_hand_as_given': ('slow',),
    'test_russian_fullgame.py::test_parquet_round_trip': ('slow',),
    'test_russian_fullgame.py::test_suit_classes_equal_the_exact_solvers_classes': ('slow',),
    'test_russian_fullgame.py::test_the_cli_runs_a_slice_of_the_full_table': ('slow',),
    'test_russian_fullgame.py::test_the_cli_samples_the_full_game': ('slow',),
    'test_russian_fullgame.py::test_the_exact_table_as_parquet': ('slow',),
    'test_russian_fullgame.py::test_the_full_game_slice_output': ('slow',),
    'test_russian_rules_file.py::test_the_cli_reads_a_rules_file': ('slow',),
    'test_russian_sampler.py::test_the_control_variate_is_unbiased_where_the_answer_is_known': ('slow',),
    'test_russian_sampler.py::test_the_full_game_sampled': ('slow',),
    'test_russian_sampler.py::test_without_draws_the_difference_is_zero_and_the_estimate_exact': ('slow',),
    'test_russian_solver.py::test_a_dask_local_cluster_slice_equals_the_local_run': ('slow',),
    'test_russian_solver.py::test_ace_king_picture': ('slow',),
    'test_russian_solver.py::test_csv_export': ('slow',),
    'test_russian_solver.py::test_python_recount_on_20_states': ('slow',),
    'test_russian_solver.py::test_resume_from_a_killed_run': ('slow',),
    'test_russian_solver.py::test_solve_totals': ('slow',),
    'test_shortdeck.py::test_c_paths_agree_and_count_the_deck': ('slow',),
    'test_shortdeck.py::test_every_batch_kernel_gives_the_values_of_one_hand_at_a_time': ('slow',),
    'test_shortdeck.py::test_every_five_card_hand_ordered_as_pokerkit': ('peers',),
    'test_shortdeck.py::test_random_six_and_seven_card_hands_ordered_as_pokerkit': ('peers',),
    'test_shortdeck.py::test_triton_every_five_card_hand_and_random_seven_against_the_reference': ('slow',),
    'test_shortdeck_equity.py::test_preflop_rank_classes_and_flush_corrections': ('slow',),
    'test_shortdeck_equity.py::test_river_equals_pokerkit': ('peers',),
    'test_shortdeck_equity.py::test_within_pokerkit_error': ('peers',),
    'test_showdown_dealt.py::test_the_showdown_c_decides_says_what_the_python_showdown_says': ('slow',),
    'test_strength.py::test_cli': ('slow',),
    'test_stud_bounds.py::test_long_stud_runs_are_refused_or_start_in_flat_memory_and_stop': ('slow',),
    'test_stud_equity.py::test_exact_equals_brute_force': ('slow',),
    'test_threads.py::test_every_call_on_8_threads_answers_as_on_one': ('slow',),
    'test_threads.py::test_no_module_of_handrank_turns_the_gil_on': ('slow',),
    'test_threads.py::test_pokerkit_drop_in_on_8_threads': ('peers', 'slow'),
    'test_threads.py::test_the_pokerkit_fingerprint_is_taken_once': ('peers',),
    'test_wild.py::test_below_all_wild_card_is_below_every_natural_card': ('slow',),
    'test_wild.py::test_duplicate_wild_card_is_at_least_every_absent_card': ('slow',),
}

# the tests of a file that use a fixture: (file, fixture)
FIXTURE_MARKS: dict[tuple[str, str], tuple[str, ...]] = {
    ("test_compat_eval7.py", "E"): ("peers",),  # E: the real eval7
}


def _marks_of(item: pytest.Item) -> set[str]:
    file = item.path.name
    marks = set(FILE_MARKS.get(file, ()))
    name = getattr(item, "originalname", None) or item.name  # without the parameters
    parent = f"{item.parent.name}::" if isinstance(item.parent, pytest.Class) else ""
    marks.update(TEST_MARKS.get(f"{file}::{parent}{name}", ()))
    marks.update(TEST_MARKS.get(f"{file}::{parent}{item.name}", ()))  # with the parameters
    for (f, fixture), extra in FIXTURE_MARKS.items():
        if f == file and fixture in getattr(item, "fixturenames", ()):
            marks.update(extra)
    return marks


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for mark in sorted(_marks_of(item)):
            item.add_marker(mark)

/* References and whole-deck checks of the C core, compiled only into the C test programs
 * (tests/c/ref_*.c; run.sh links them into every test program): brute force written apart
 * from the evaluators, each evaluator compared with its reference. */
#ifndef HR_TEST_REFERENCE_H
#define HR_TEST_REFERENCE_H
#include <stdint.h>

#include "hr_russian.h"

/* ref_high.c: every 6-card hand against the best of its 5-card subsets (hr_eval_ids): how
 * many differ. */
uint64_t hr_check_six(void);

/* ref_low.c: every k-card hand (k = 6 or 7; with suited_only, only those holding five or more
 * of a suit) against the best of its 5-card subsets evaluated one by one: how many differ.
 * UINT64_MAX for a bad k or scheme. */
uint64_t hr_low_check(int k, int scheme, int suited_only);

/* ref_wild.c: hr_wild_eval by brute force: every 5-card subset, every wild card tried as each
 * of the 52 cards (repeats allowed), judged by the rule's definition. Slow. */
uint16_t hr_wild_reference(const uint8_t *cards, int k, uint32_t wild_ranks, int rule);
/* Every 5-card hand of a deck of the 52 cards plus `jokers` (0..2) jokers, checked against
 * hr_wild_reference (and its played_as against the value). hist (7476 entries, may be
 * NULL): hist[v] += hands of value v. Returns the number of mismatches (first one copied
 * to `bad`, 5 ids, if not NULL), or -1 for bad arguments. */
int64_t hr_wild_check_all5(uint32_t wild_ranks, int jokers, int rule, uint64_t *hist,
                           uint8_t *bad);
/* `count` random k-card hands (k = 5..7) holding at least one wild card, from a deck of 52
 * cards plus `jokers`, checked as above; `seed` makes the run repeatable. */
int64_t hr_wild_check_random(int k, uint32_t wild_ranks, int jokers, int rule, uint64_t count,
                             uint64_t seed, uint8_t *bad);

/* ref_russian.c: hr_ru_combinations found by brute force over every subset of the hand. */
int hr_ru_combinations_ref(const uint8_t *cards, int n, const hr_ru_rules *rules, hr_ru_combo *out);
/* hr_ru_combinations against the reference: every 5-card hand (k = 5, samples = 0) or
 * `samples` random k-card hands (k = 5 or 6) from `seed`. Returns the number of hands
 * that disagree (or whose answer is not a legal pair), the first one copied to `bad`
 * (k ids) if not NULL; -1 on bad arguments. */
int64_t hr_ru_check_combinations(int k, uint64_t samples, uint64_t seed, const hr_ru_rules *rules,
                                 uint8_t *bad);

#endif

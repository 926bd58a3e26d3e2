/* handrank C core: poker hand values from perfect-hash tables.
 *
 * Cards are ids 0..51, id = 4 * rank + suit (rank 0..12 = 2..A, suit 0..3 = c d h s).
 * A value is 1..7462, higher is stronger (7463 - Cactus Kev rank); 0 means invalid input
 * (an id outside 0..51, a repeated card, a wrong number of cards).
 * Every function is pure: no allocation, no mutable globals, safe from any thread.
 * How the tables and the lookup work: docs/algorithm.md.
 */
#ifndef HR_CORE_H
#define HR_CORE_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

uint16_t hr_eval5(int a, int b, int c, int d, int e);
uint16_t hr_eval6(int a, int b, int c, int d, int e, int f);
uint16_t hr_eval7(int a, int b, int c, int d, int e, int f, int g);
/* k ids from `cards`, 5 <= k <= 7 (k outside that range gives 0). */
uint16_t hr_eval_ids(const uint8_t *cards, int k);
/* Bit i of `mask` set = card id i held; 5..7 bits below bit 52. */
uint16_t hr_eval_mask(uint64_t mask);
/* Omaha: exactly two of nh (2..6) hole cards and three of nb (3..5) board cards. */
uint16_t hr_eval_omaha(const uint8_t *hole, int nh, const uint8_t *board, int nb);

/* n rows of k (5..7) ids, row-major, into out[0..n). Returns -1 when every row was
 * valid; otherwise the index of the first bad row, and then `out` holds unspecified
 * values (but nothing outside out[0..n) is written); -2 when k is outside 5..7. */
int64_t hr_eval_batch(const uint8_t *cards, size_t n, int k, uint16_t *out);

/* Category of a value: 0 high card .. 8 straight flush, 9 royal flush; -1 if invalid. */
int hr_category(int value);
/* The best five of a value: category in bits 20..23, ranks main-first in 4-bit fields
 * from bits 16..19 down to 0..3; 0 for an invalid value. */
uint32_t hr_value_info(int value);

/* Evaluate every k-card hand (k = 5, 6 or 7) of one deck; hist[v] += hands of value v
 * (hist has 7463 entries). Returns 0, or -1 when k is outside 5..7. */
int hr_enumerate(int k, uint64_t *hist);
/* The same, summed by category: counts[0..9] (high card .. royal flush) and the number
 * of distinct values reached. Returns 0, or -1 when k is outside 5..7. */
int hr_enumerate_categories(int k, uint64_t *counts, uint32_t *distinct);

#ifdef __cplusplus
}
#endif
#endif

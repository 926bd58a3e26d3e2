/* handrank C core: low hands (ace-to-five, deuce-to-seven, ace-to-six).
 *
 * scheme: 0 = "a5" ace-to-five (6175 values), 1 = "27" deuce-to-seven (7462),
 *         2 = "a6" ace-to-six (7462). A low value is 1..N, HIGHER IS A BETTER LOW.
 * qualifier: 0 = none; else q = the highest card number a qualifying low may hold
 *         (2..13 for deuce..king; the ace counts 1 in "a5"/"a6", 14 in "27"): the best
 *         low must be five unpaired cards, no straight or flush where those count, none
 *         above q ("eight or better" is q = 8). A hand that does not qualify gives 0.
 * Cards are ids 0..51 as in hr_core.h. Every function validates its input.
 */
#ifndef HR_LOW_H
#define HR_LOW_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Number of values of a scheme (6175 or 7462); 0 for an unknown scheme. */
int hr_low_num_values(int scheme);
/* The lowest value that meets qualifier q (0..15): 0 for q = 0, N + 1 when no hand can
 * qualify; -1 for an unknown scheme or q. */
int hr_low_qualifier_min(int scheme, int qualifier);
/* The five cards of a value: category (0 high card .. 8 straight flush, as in
 * hr_category) in bits 20..23, rank ids main-first in 4-bit fields from bits 16..19
 * down to 0..3, each group from the top of the scheme's order down (so the ace of
 * 5-4-3-2-A comes last); 0 for an invalid scheme or value. */
uint32_t hr_low_value_info(int scheme, int value);

/* Best low of k (5..7) ids; 0 when invalid (bad id, repeated card, bad k, scheme or
 * qualifier) or not qualifying. */
uint16_t hr_low_ids(const uint8_t *cards, int k, int scheme, int qualifier);
/* n rows of k (5..7) ids, row-major; a row that does not qualify gets 0. Returns -1 when
 * every row was valid and evaluated, else the index of the first bad row (rows before it
 * are evaluated, the rest of `out` is left as it was); -2 for a bad k, scheme or qualifier. */
int64_t hr_low_batch(const uint8_t *cards, size_t n, int k, int scheme, int qualifier, uint16_t *out);
/* Omaha: the best low of exactly two of nh (4..6) hole cards and three of nb (3..5) board
 * cards; 0 when invalid or not qualifying. */
uint16_t hr_low_omaha(const uint8_t *hole, int nh, const uint8_t *board, int nb, int scheme,
                      int qualifier);

/* Every k-card hand (k = 5, 6 or 7) of one deck: hist[v] += hands of low value v (hist has
 * 7463 entries; index 0 stays unused). Returns 0, or -1 for a bad k or scheme. */
int hr_low_enumerate(int k, int scheme, uint64_t *hist);

#ifdef __cplusplus
}
#endif
#endif

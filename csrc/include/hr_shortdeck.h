/* handrank C core: short-deck (6-plus) hold'em, 36 cards six to ace.
 *
 * ranking: 0 = "shortdeck" (a flush beats a full house; pokerkit's ShortDeckHoldemHand),
 *          1 = "shortdeck-triton" (also three of a kind beats a straight).
 * A value is 1..HR_SD_VALUES (1404) on the ranking's own dense scale, higher is stronger, the
 * royal flush the top class; 0 means invalid input (an id outside 0..51, a card two to five,
 * a repeated card, a wrong count). A-6-7-8-9 is the lowest straight. Cards are ids 0..51 as in
 * hr_core.h. Every function validates its input, allocates nothing, keeps no state.
 */
#ifndef HR_SHORTDECK_H
#define HR_SHORTDECK_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The best five of k (5..7) ids; 0 when invalid (also for a bad k or ranking). */
uint16_t hr_sd_ids(const uint8_t *cards, int k, int ranking);
/* n rows of k (5..7) ids, row-major, into out[0..n). Returns -1 when every row was valid;
 * otherwise the index of the first bad row, and then `out` holds unspecified values (nothing
 * outside out[0..n) is written); -2 for a bad k or ranking. */
int64_t hr_sd_batch(const uint8_t *cards, size_t n, int k, int ranking, uint16_t *out);
/* A value's class: category in bits 20..23 (the standard numbers: 5 flush, 6 full house, 9 royal
 * flush), ranks main-first in 4-bit fields from bits 16..19 down; 0 for a bad ranking or value. */
uint32_t hr_sd_value_info(int ranking, int value);
/* Every k-card hand (k = 5, 6, 7) of the 36-card deck: hist[v] += hands of value v (hist has
 * HR_SD_VALUES + 1 entries). Returns 0, or -1 for a bad k or ranking. */
int hr_sd_enumerate(int k, int ranking, uint64_t *hist);

#ifdef __cplusplus
}
#endif
#endif

/* Card-mask entry points for handrank.fast: bit id (0..51) set for each card held. */
#ifndef HR_FAST_H
#define HR_FAST_H
#include <stdint.h>

/* Omaha high: exactly two of the hole mask's 2..6 cards and three of the board mask's
 * 3..5; 0 when a mask has a bit at 52 or above, a count is out of range, or they overlap. */
uint16_t hr_eval_omaha_mask(uint64_t hole, uint64_t board);
/* The best low of a mask of 5..7 cards (scheme and qualifier as hr_low_ids in low.h);
 * 0 when invalid or not qualifying. */
uint16_t hr_eval_low_mask(uint64_t mask, int scheme, int qualifier);
/* Omaha low (as hr_low_omaha: 4..6 hole cards, 3..5 board cards) from two masks. */
uint16_t hr_eval_omaha_low_mask(uint64_t hole, uint64_t board, int scheme, int qualifier);

#endif

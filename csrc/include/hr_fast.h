/* Card-mask entry points for handrank.fast: bit id (0..51) set for each card held. */
#ifndef HR_FAST_H
#define HR_FAST_H
#include <stddef.h>
#include <stdint.h>

/* Omaha high: exactly two of the hole mask's 2..6 cards and three of the board mask's
 * 3..5; 0 when a mask has a bit at 52 or above, a count is out of range, or they overlap. */
uint16_t hr_eval_omaha_mask(uint64_t hole, uint64_t board);
/* The best low of a mask of 5..7 cards (scheme and qualifier as hr_low_ids in hr_low.h);
 * 0 when invalid or not qualifying. */
uint16_t hr_eval_low_mask(uint64_t mask, int scheme, int qualifier);
/* Omaha low (as hr_low_omaha: 4..6 hole cards, 3..5 board cards) from two masks. */
uint16_t hr_eval_omaha_low_mask(uint64_t hole, uint64_t board, int scheme, int qualifier);

/* The kernels of hr_eval_batch: the portable loop, and the x86-64 vector loops (AVX2: 8 hands
 * at a time; AVX-512 F+BW+VL: 16), all bit-identical. */
#define HR_KERNEL_SCALAR 0
#define HR_KERNEL_AVX2 1
#define HR_KERNEL_AVX512 2
/* 1 when this build has the kernel and this CPU runs it (scalar: always). */
int hr_kernel_available(int kernel);
/* Make `kernel` (-1: the best available) hr_eval_batch's; returns it, or -1 when it is not
 * available (and the choice is unchanged). Call it before any batch (at import). */
int hr_kernel_select(int kernel);
/* The kernel hr_eval_batch uses (the best available until hr_kernel_select). */
int hr_kernel_active(void);
/* hr_eval_batch with a given kernel; -3 when it is not available. */
int64_t hr_eval_batch_kernel(int kernel, const uint8_t *cards, size_t n, int k, uint16_t *out);

#endif

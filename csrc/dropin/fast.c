/* Card masks to ids for the validating evaluators (handrank.fast). */
#include "hr_fast.h"
#include "hr_core.h"
#include "hr_internal.h"
#include "hr_low.h"

/* The ids of a mask's cards, at most `cap`; cap + 1 (or -1 for bits at 52 and above)
 * when there are more, so that the evaluator's own count check refuses the hand. */
static int mask_ids(uint64_t mask, uint8_t *ids, int cap)
{
    if (mask >> 52)
        return -1;
    int k = 0;
    while (mask) {
        if (k == cap)
            return cap + 1;
        ids[k++] = (uint8_t)hr_ctz64(mask);
        mask &= mask - 1;
    }
    return k;
}

uint16_t hr_eval_omaha_mask(uint64_t hole, uint64_t board)
{
    uint8_t h[6], b[5];
    int nh = mask_ids(hole, h, 6), nb = mask_ids(board, b, 5);
    if (nh < 2 || nh > 6 || nb < 3 || nb > 5)
        return 0;
    return hr_eval_omaha(h, nh, b, nb);  /* refuses overlapping masks */
}

uint16_t hr_eval_low_mask(uint64_t mask, int scheme, int qualifier)
{
    uint8_t c[7];
    int k = mask_ids(mask, c, 7);
    return k >= 5 && k <= 7 ? hr_low_ids(c, k, scheme, qualifier) : 0;
}

uint16_t hr_eval_omaha_low_mask(uint64_t hole, uint64_t board, int scheme, int qualifier)
{
    uint8_t h[6], b[5];
    int nh = mask_ids(hole, h, 6), nb = mask_ids(board, b, 5);
    if (nh < 4 || nh > 6 || nb < 3 || nb > 5)
        return 0;
    return hr_low_omaha(h, nh, b, nb, scheme, qualifier);
}

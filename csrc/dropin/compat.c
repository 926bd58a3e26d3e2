/* treys' card ints mapped to handrank ids in C, so a treys bot pays one call per hand. */
#include "hr_core.h"
#include "hr_compat.h"

static const int treys_prime[13] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
/* treys suit bit (s=1 h=2 d=4 c=8) -> handrank suit (c=0 d=1 h=2 s=3); -1 for other values */
static const int8_t treys_suit[16] = {-1, 3, 2, -1, 1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1};

/* The handrank id of a treys card int, or 255 (rejected by hr_eval_ids) if it is not one. */
static uint8_t treys_id(int t)
{
    unsigned u = (unsigned)t;
    unsigned r = (u >> 8) & 0xF, s = (u >> 12) & 0xF;
    if (r > 12 || treys_suit[s] < 0)
        return 255;
    if (u != ((1u << (16 + r)) | (s << 12) | (r << 8) | (unsigned)treys_prime[r]))
        return 255;
    return (uint8_t)(4 * r + (unsigned)treys_suit[s]);
}

uint16_t hr_treys_eval5(int a, int b, int c, int d, int e)
{
    uint8_t ids[5] = {treys_id(a), treys_id(b), treys_id(c), treys_id(d), treys_id(e)};
    return hr_eval_ids(ids, 5);
}

uint16_t hr_treys_eval6(int a, int b, int c, int d, int e, int f)
{
    uint8_t ids[6] = {treys_id(a), treys_id(b), treys_id(c), treys_id(d), treys_id(e), treys_id(f)};
    return hr_eval_ids(ids, 6);
}

uint16_t hr_treys_eval7(int a, int b, int c, int d, int e, int f, int g)
{
    uint8_t ids[7] = {treys_id(a), treys_id(b), treys_id(c), treys_id(d),
                      treys_id(e), treys_id(f), treys_id(g)};
    return hr_eval_ids(ids, 7);
}

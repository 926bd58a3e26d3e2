/* The 5/6/7-card high evaluator: sum per-card keys, then one table lookup.
 * See tools/tablegen/high.py for how the keys and tables are made. */
#include "hr_core.h"
#include "hr_internal.h"

uint16_t hr_eval_ids(const uint8_t *cards, int k)
{
    if (k < 5 || k > 7)
        return 0;
    HR_ACCUMULATE_DECL(key, bits, sum);
    for (int i = 0; i < k; i++)
        HR_ACCUMULATE(key, bits, sum, cards[i]);
    return hr_valid(key, bits, sum, k) ? hr_lookup(key, bits) : 0;
}

static uint16_t eval_ints(const int *ids, int k)
{
    uint8_t c[7];
    for (int i = 0; i < k; i++) {
        if ((unsigned)ids[i] > 51u)
            return 0;
        c[i] = (uint8_t)ids[i];
    }
    return hr_eval_ids(c, k);
}

uint16_t hr_eval5(int a, int b, int c, int d, int e)
{
    int ids[5] = {a, b, c, d, e};
    return eval_ints(ids, 5);
}

uint16_t hr_eval6(int a, int b, int c, int d, int e, int f)
{
    int ids[6] = {a, b, c, d, e, f};
    return eval_ints(ids, 6);
}

uint16_t hr_eval7(int a, int b, int c, int d, int e, int f, int g)
{
    int ids[7] = {a, b, c, d, e, f, g};
    return eval_ints(ids, 7);
}

uint16_t hr_eval_mask(uint64_t mask)
{
    if (mask >> 52)
        return 0;
    uint8_t c[8];
    int k = 0;
    while (mask && k < 8) {
        c[k++] = (uint8_t)hr_ctz64(mask);
        mask &= mask - 1;
    }
    return hr_eval_ids(c, k);  /* 8 means "too many": rejected there */
}

static uint16_t high_five(const void *ctx, uint64_t key, uint64_t bits)
{
    (void)ctx;
    return hr_lookup(key, bits);
}

uint16_t hr_eval_omaha(const uint8_t *hole, int nh, const uint8_t *board, int nb)
{
    if (nh < 2 || nh > 6 || nb < 3 || nb > 5 || !hr_distinct_cards(hole, nh, board, nb))
        return 0;
    return hr_omaha_best(hole, nh, board, nb, hr_card_key, hr_card_bit, high_five, NULL);
}

int hr_category(int value)
{
    if (value < 1 || value > HR_NUM_VALUES)
        return -1;
    return (int)(hr_class_info[value] >> 20);
}

uint32_t hr_value_info(int value)
{
    return (value < 1 || value > HR_NUM_VALUES) ? 0 : hr_class_info[value];
}

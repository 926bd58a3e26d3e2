/* The 5/6/7-card high evaluator: sum per-card keys, then one table lookup.
 * See tools/tablegen/high.py for how the keys and tables are made. */
#include "handrank.h"
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

uint16_t hr_eval_omaha(const uint8_t *hole, int nh, const uint8_t *board, int nb)
{
    if (nh < 2 || nh > 6 || nb < 3 || nb > 5)
        return 0;
    uint64_t seen = 0;
    for (int i = 0; i < nh + nb; i++) {
        uint8_t c = i < nh ? hole[i] : board[i - nh];
        if (c > 51 || (seen >> c & 1))
            return 0;
        seen |= 1ULL << c;
    }
    uint16_t best = 0;
    for (int b0 = 0; b0 < nb; b0++)
        for (int b1 = b0 + 1; b1 < nb; b1++)
            for (int b2 = b1 + 1; b2 < nb; b2++) {
                uint64_t bk = HR_KEY_INIT + hr_card_key[board[b0]] + hr_card_key[board[b1]]
                              + hr_card_key[board[b2]];
                uint64_t bb = hr_card_bit[board[b0]] | hr_card_bit[board[b1]] | hr_card_bit[board[b2]];
                for (int h0 = 0; h0 < nh; h0++)
                    for (int h1 = h0 + 1; h1 < nh; h1++) {
                        uint16_t v = hr_lookup(bk + hr_card_key[hole[h0]] + hr_card_key[hole[h1]],
                                               bb | hr_card_bit[hole[h0]] | hr_card_bit[hole[h1]]);
                        if (v > best)
                            best = v;
                    }
            }
    return best;
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

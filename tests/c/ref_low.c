/* Every 6- or 7-card hand's low against the best of its 5-card subsets, by the public
 * hr_low_ids (compiled only into the C test programs). */
#include "hr_low.h"
#include "reference.h"

/* Five or more of the k cards share a suit. */
static int five_of_a_suit(const uint8_t *c, int k)
{
    int n[4] = {0, 0, 0, 0};
    for (int i = 0; i < k; i++)
        n[c[i] & 3]++;
    return n[0] >= 5 || n[1] >= 5 || n[2] >= 5 || n[3] >= 5;
}

/* The next k-subset of 0..51 in lexicographic order; 0 after the last. */
static int next_hand(uint8_t *c, int k)
{
    int i = k - 1;
    while (i >= 0 && c[i] == 52 - k + i)
        i--;
    if (i < 0)
        return 0;
    c[i]++;
    for (int j = i + 1; j < k; j++)
        c[j] = (uint8_t)(c[j - 1] + 1);
    return 1;
}

uint64_t hr_low_check(int k, int scheme, int suited_only)
{
    if (k < 6 || k > 7 || hr_low_num_values(scheme) == 0)
        return UINT64_MAX;
    int fives[21], nfives = 0;  /* the 5-card subsets of k positions, as bit masks */
    for (int m = 0; m < 1 << k; m++) {
        int bits = 0;
        for (int i = 0; i < k; i++)
            bits += (m >> i) & 1;
        if (bits == 5)
            fives[nfives++] = m;
    }
    uint64_t bad = 0;
    uint8_t c[7];
    for (int i = 0; i < k; i++)
        c[i] = (uint8_t)i;
    do {
        if (suited_only && !five_of_a_suit(c, k))
            continue;
        uint16_t best = 0;
        for (int f = 0; f < nfives; f++) {
            uint8_t five[5];
            for (int i = 0, j = 0; i < k; i++)
                if ((fives[f] >> i) & 1)
                    five[j++] = c[i];
            uint16_t v = hr_low_ids(five, 5, scheme, 0);
            best = v > best ? v : best;
        }
        bad += hr_low_ids(c, k, scheme, 0) != best;
    } while (next_hand(c, k));
    return bad;
}

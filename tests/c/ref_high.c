/* Every 6-card hand against the best of its 5-card subsets (compiled only into the C test
 * programs). */
#include "hr_core.h"
#include "reference.h"

uint64_t hr_check_six(void)
{
    uint64_t bad = 0;
    uint8_t h[6], five[5];
    for (h[0] = 0; h[0] < 52; h[0]++)
     for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
      for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
       for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
        for (h[4] = h[3] + 1; h[4] < 52; h[4]++)
         for (h[5] = h[4] + 1; h[5] < 52; h[5]++) {
             uint16_t best = 0;
             for (int skip = 0; skip < 6; skip++) {
                 for (int i = 0, j = 0; i < 6; i++)
                     if (i != skip)
                         five[j++] = h[i];
                 uint16_t v = hr_eval_ids(five, 5);
                 if (v > best)
                     best = v;
             }
             bad += hr_eval_ids(h, 6) != best;
         }
    return bad;
}

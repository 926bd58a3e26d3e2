/* The treys-encoding evaluators (csrc/dropin/compat.c) under the sanitizers: every valid
 * card agrees with the id evaluators, anything else gives 0 and touches nothing. */
#include <stdio.h>
#include "hr_core.h"
#include "hr_compat.h"
#include "testkit.h"

static const int PRIMES[13] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
static const int TREYS_SUIT[4] = {8, 4, 2, 1};  /* c d h s */

static int treys(int id)  /* treys' int for card id 4 * rank + suit */
{
    int r = id >> 2;
    return (1 << (16 + r)) | (TREYS_SUIT[id & 3] << 12) | (r << 8) | PRIMES[r];
}

int main(void)
{
    for (int t = 0; t < 300000; t++) {
        int ids[7], tr[7];
        uint64_t used = 0;
        for (int i = 0; i < 7; i++) {
            int c;
            do c = (int)(rnd() % 52); while (used >> c & 1);
            used |= 1ULL << c;
            ids[i] = c;
            tr[i] = treys(c);
        }
        failures += hr_treys_eval7(tr[0], tr[1], tr[2], tr[3], tr[4], tr[5], tr[6])
                    != hr_eval7(ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6]);
        failures += hr_treys_eval6(tr[0], tr[1], tr[2], tr[3], tr[4], tr[5])
                    != hr_eval6(ids[0], ids[1], ids[2], ids[3], ids[4], ids[5]);
        failures += hr_treys_eval5(tr[0], tr[1], tr[2], tr[3], tr[4])
                    != hr_eval5(ids[0], ids[1], ids[2], ids[3], ids[4]);
        /* garbage ints, near-misses and repeats */
        int junk = (int)rnd();
        failures += hr_treys_eval7(tr[0], tr[1], tr[2], tr[3], tr[4], tr[5], junk) > 7462;
        failures += hr_treys_eval7(tr[0], tr[1], tr[2], tr[3], tr[4], tr[5], tr[6] ^ 1) != 0;
        failures += hr_treys_eval5(tr[0], tr[0], tr[2], tr[3], tr[4]) != 0;
        failures += hr_treys_eval5(-1, tr[1], tr[2], tr[3], tr[4]) != 0;
    }
    if (failures) {
        fprintf(stderr, "test_compat: %d failures\n", failures);
        return 1;
    }
    printf("test_compat: ok\n");
    return 0;
}

/* The mask calls of csrc/dropin/fast.c and pokerkit's search of csrc/dropin/pokerkit.c under the
 * sanitizers: each agrees with a plain reference on exact-size copies of random deals,
 * and bad input gives 0 without reading past the cards given. */
#include <stdio.h>
#include "hr_core.h"
#include "hr_low.h"
#include "hr_fast.h"
#include "hr_pokerkit.h"
#include "testkit.h"

static uint16_t five_of(const uint8_t *c, int game)
{
    return game == 0 ? hr_eval_ids(c, 5) : hr_low_ids(c, 5, game == 1, game == 3 ? 8 : 0);
}

/* pokerkit's CombinationHand search, written out: every five of n cards in order. */
static uint64_t reference_all(const uint8_t *cards, int n, int game)
{
    uint16_t best = 0;
    uint64_t where = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++)
                for (int d = c + 1; d < n; d++)
                    for (int e = d + 1; e < n; e++) {
                        uint8_t f[5] = {cards[a], cards[b], cards[c], cards[d], cards[e]};
                        uint16_t v = five_of(f, game);
                        if (v > best) {
                            best = v;
                            where = (uint64_t)a | (uint64_t)b << 5 | (uint64_t)c << 10
                                    | (uint64_t)d << 15 | (uint64_t)e << 20;
                        }
                    }
    return best ? (uint64_t)best | where << 16 : 0;
}

int main(void)
{
    for (int t = 0; t < 20000; t++) {
        uint8_t d[24];
        int n = 5 + (int)(rnd() % 5), nh = (int)(rnd() % (uint64_t)(n + 1)), game = (int)(rnd() % 4);
        deal(d, n, 52, 0);
        uint8_t *c = copy(d, n);
        uint64_t got = hr_pk_best(c, nh, n - nh, 0, 0, game);
        CHECK((got & ((1ULL << 41) - 1)) == reference_all(c, n, game));
        /* the masks: the same values as the id calls */
        if (n <= 7) {
            CHECK(hr_eval_low_mask(mask_of(c, n), game == 1, game == 3 ? 8 : 0)
                  == hr_low_ids(c, n, game == 1, game == 3 ? 8 : 0));
            CHECK(hr_eval_mask(mask_of(c, n)) == hr_eval_ids(c, n));
        }
        free(c);
    }
    for (int t = 0; t < 5000; t++) {  /* Omaha: 4 hole (two used), 5 board (three used) */
        uint8_t d[9];
        deal(d, 9, 52, 0);
        uint8_t *c = copy(d, 9);
        uint64_t got = hr_pk_best(c, 4, 5, 2, 3, 0);
        CHECK((got & 0xFFFF) == hr_eval_omaha(c, 4, c + 4, 5));
        CHECK(hr_eval_omaha_mask(mask_of(c, 4), mask_of(c + 4, 5)) == hr_eval_omaha(c, 4, c + 4, 5));
        CHECK(hr_eval_omaha_low_mask(mask_of(c, 4), mask_of(c + 4, 5), 0, 8)
              == hr_low_omaha(c, 4, c + 4, 5, 0, 8));
        int h0 = (int)(got >> 16 & 31), h1 = (int)(got >> 21 & 31);
        CHECK(h0 < 4 && h1 < 4 && (got >> 26 & 31) >= 4);  /* two from the hole, three from the board */
        free(c);
    }
    /* 24 cards, the most it takes */
    uint8_t d[25];
    deal(d, 25, 52, 0);
    uint8_t *c = copy(d, 24);
    CHECK((hr_pk_best(c, 24, 0, 0, 0, 0) & ((1ULL << 41) - 1)) == reference_all(c, 24, 0));
    CHECK(hr_pk_best(c, 4, 20, 2, 3, 0) != 0);
    free(c);
    c = copy(d, 25);
    CHECK(hr_pk_best(c, 25, 0, 0, 0, 0) == 0 && hr_pk_best(c, 20, 5, 2, 3, 0) == 0);  /* too many */
    free(c);
    /* bad input: 0, and nothing read past the cards */
    uint8_t bad[7] = {0, 1, 2, 3, 52, 5, 6}, twice[7] = {0, 1, 2, 3, 3, 5, 6};
    c = copy(bad, 7);
    CHECK(hr_pk_best(c, 2, 5, 0, 0, 0) == 0);
    free(c);
    c = copy(twice, 7);
    CHECK(hr_pk_best(c, 2, 5, 0, 0, 0) == 0);
    CHECK(hr_pk_best(c, -1, 5, 0, 0, 0) == 0 && hr_pk_best(c, 2, -1, 0, 0, 0) == 0);
    CHECK(hr_pk_best(c, 2, 5, 0, 0, 4) == 0 && hr_pk_best(c, 2, 5, -1, 0, 0) == 0);
    free(c);
    c = copy(d, 4);
    CHECK(hr_pk_best(c, 2, 2, 0, 0, 0) == 0 && hr_pk_best(c, 4, 0, 0, 3, 0) == 0);  /* too few */
    CHECK(hr_pk_best(c, 2, 2, 3, 3, 0) == 0);                                      /* uses > held */
    CHECK(hr_pk_best(c, 0, 0, 0, 0, 0) == 0);
    free(c);
    CHECK(hr_eval_omaha_mask(1ULL << 52 | 15, 7 << 8) == 0 && hr_eval_omaha_mask(15, 15 << 2) == 0);
    CHECK(hr_eval_low_mask(31, 3, 0) == 0 && hr_eval_low_mask(~0ULL, 0, 0) == 0);
    CHECK(hr_eval_omaha_low_mask(15, 7 << 8, 0, 16) == 0 && hr_eval_omaha_low_mask(3, 7 << 8, 0, 0) == 0);
    if (failures) {
        fprintf(stderr, "test_dropin: %d failures\n", failures);
        return 1;
    }
    printf("test_dropin: ok\n");
    return 0;
}

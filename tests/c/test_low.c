/* Drives every entry point of the low evaluators with random and malformed input.
 * Built with -fsanitize=address,undefined by tests/c/run.sh: any read or write outside
 * a buffer or table aborts the run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_low.h"
#include "reference.h"
#include "testkit.h"

static void test_singles(void)
{
    for (int t = 0; t < 100000; t++) {
        int k = 5 + (int)(rnd() % 3), scheme = (int)(rnd() % 3), q = (int)(rnd() % 16);
        uint8_t h[7];
        deal(h, k, 52, 0);
        uint8_t *ids = copy(h, k);
        uint16_t v = hr_low_ids(ids, k, scheme, 0);
        CHECK(v >= 1 && (int)v <= hr_low_num_values(scheme));
        CHECK(hr_low_value_info(scheme, v) != 0);
        uint16_t vq = hr_low_ids(ids, k, scheme, q);
        CHECK(vq == (v >= hr_low_qualifier_min(scheme, q) ? v : 0));
        /* malformed: a repeated card, an id above 51, bad k, scheme or qualifier */
        uint8_t saved = ids[k - 1];
        ids[k - 1] = ids[0];
        CHECK(hr_low_ids(ids, k, scheme, 0) == 0);
        ids[k - 1] = (uint8_t)(52 + rnd() % 204);
        CHECK(hr_low_ids(ids, k, scheme, 0) == 0);
        ids[k - 1] = saved;
        CHECK(hr_low_ids(ids, k, 3, 0) == 0 && hr_low_ids(ids, k, -1, 0) == 0);
        CHECK(hr_low_ids(ids, k, scheme, 16) == 0 && hr_low_ids(ids, k, scheme, -1) == 0);
        free(ids);
    }
    /* random bytes with every k (the buffer holds max(k, 0) bytes) */
    for (int t = 0; t < 100000; t++) {
        int k = (int)(rnd() % 11) - 1;
        uint8_t raw[10];
        for (int i = 0; i < 10; i++)
            raw[i] = (uint8_t)rnd();
        uint8_t *ids = copy(raw, k);
        uint16_t v = hr_low_ids(ids, k, (int)(rnd() % 5) - 1, (int)(rnd() % 18) - 1);
        CHECK(v <= 7462);
        free(ids);
    }
    CHECK(hr_low_num_values(0) == 6175 && hr_low_num_values(1) == 7462 && hr_low_num_values(2) == 7462);
    CHECK(hr_low_num_values(3) == 0 && hr_low_num_values(-1) == 0);
    CHECK(hr_low_qualifier_min(0, 8) == 6175 - 56 + 1 && hr_low_qualifier_min(0, 0) == 0);
    CHECK(hr_low_qualifier_min(0, 4) == 6176 && hr_low_qualifier_min(0, 16) == -1);
    CHECK(hr_low_value_info(0, 0) == 0 && hr_low_value_info(0, 6176) == 0 && hr_low_value_info(1, 7463) == 0);
    CHECK(hr_low_value_info(1, 7462) != 0 && hr_low_value_info(5, 1) == 0);
}

static void test_batch(void)
{
    enum { N = 5000 };
    for (int k = 5; k <= 7; k++)
        for (int scheme = 0; scheme < 3; scheme++) {
            uint8_t *rows = malloc((size_t)N * (size_t)k);
            uint16_t *out = malloc(N * sizeof *out);
            for (int r = 0; r < N; r++)
                deal(rows + r * k, k, 52, 0);
            CHECK(hr_low_batch(rows, N, k, scheme, 8, out) == -1);
            for (int r = 0; r < N; r++)
                CHECK(out[r] == hr_low_ids(rows + r * k, k, scheme, 8));
            rows[1234 * k + 2] = 77;  /* a bad row: reported by index */
            CHECK(hr_low_batch(rows, N, k, scheme, 0, out) == 1234);
            rows[1234 * k + 2] = rows[1234 * k];
            CHECK(hr_low_batch(rows, N, k, scheme, 0, out) == 1234);
            CHECK(hr_low_batch(rows, 0, k, scheme, 0, out) == -1);
            CHECK(hr_low_batch(rows, N, k, 3, 0, out) == -2 && hr_low_batch(rows, N, k, scheme, 16, out) == -2);
            free(rows);
            free(out);
        }
    uint8_t one[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    uint16_t out[1];
    CHECK(hr_low_batch(one, 1, 4, 0, 0, out) == -2 && hr_low_batch(one, 1, 8, 0, 0, out) == -2);
}

static void test_omaha(void)
{
    for (int t = 0; t < 20000; t++) {
        int nh = 4 + (int)(rnd() % 3), nb = 3 + (int)(rnd() % 3), scheme = (int)(rnd() % 3);
        uint8_t all[11];
        deal(all, nh + nb, 52, 0);
        uint8_t *hole = copy(all, nh), *board = copy(all + nh, nb);
        uint16_t v = hr_low_omaha(hole, nh, board, nb, scheme, 0);
        CHECK(v >= 1 && (int)v <= hr_low_num_values(scheme));
        /* the best of the explicit two-plus-three fives */
        uint16_t best = 0;
        for (int a = 0; a < nh; a++)
            for (int b = a + 1; b < nh; b++)
                for (int c = 0; c < nb; c++)
                    for (int d = c + 1; d < nb; d++)
                        for (int e = d + 1; e < nb; e++) {
                            uint8_t five[5] = {hole[a], hole[b], board[c], board[d], board[e]};
                            uint16_t x = hr_low_ids(five, 5, scheme, 0);
                            best = x > best ? x : best;
                        }
        CHECK(v == best);
        CHECK(hr_low_omaha(hole, 3, board, nb, scheme, 0) == 0);
        CHECK(hr_low_omaha(hole, nh, board, 2, scheme, 0) == 0);
        board[0] = hole[0];
        CHECK(hr_low_omaha(hole, nh, board, nb, scheme, 0) == 0);
        board[0] = 200;
        CHECK(hr_low_omaha(hole, nh, board, nb, scheme, 0) == 0);
        free(hole);
        free(board);
    }
}

int main(void)
{
    test_singles();
    test_batch();
    test_omaha();
    static uint64_t hist[7463];
    CHECK(hr_low_enumerate(5, 1, hist) == 0 && hr_low_enumerate(4, 1, hist) == -1);
    CHECK(hr_low_enumerate(5, 3, hist) == -1 && hr_low_check(5, 0, 0) == UINT64_MAX);
    uint64_t total = 0;
    for (int v = 0; v < 7463; v++)
        total += hist[v];
    CHECK(total == 2598960 && hist[0] == 0);
    if (failures) {
        printf("test_low: %d failures\n", failures);
        return 1;
    }
    printf("test_low: ok\n");
    return 0;
}

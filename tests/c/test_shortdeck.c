/* Drives every entry point of the short-deck evaluator, and its equity games, with random and
 * malformed input. Built with -fsanitize=address,undefined by tests/c/run.sh: any read or write
 * outside a buffer or table aborts the run. Also: every 6- and 7-card hand of the 36-card deck
 * equals the best of its 5-card hands, in both rankings, and every batch kernel gives the values
 * of one hand at a time, two to five refused. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_equity.h"
#include "hr_fast.h"
#include "hr_shortdeck.h"
#include "testkit.h"

#define LOW_CARDS 0xFFFFULL  /* the twos to fives: not in the deck */
#define SD_VALUES 1404       /* classes of each ranking (csrc/include/hr_shortdeck.h) */

/* The best of the 5-card hands of k (6 or 7) cards: leave out card a, and b when k = 7. */
static uint16_t best_of_fives(const uint8_t *h, int k, int r)
{
    uint16_t best = 0;
    for (int a = 0; a < k; a++)
        for (int b = k == 7 ? a + 1 : k; b <= k && (k == 6 ? b == k : b < k); b++) {
            uint8_t f[5];
            int j = 0;
            for (int i = 0; i < k; i++)
                if (i != a && i != b)
                    f[j++] = h[i];
            uint16_t v = hr_sd_ids(f, 5, r);
            best = v > best ? v : best;
        }
    return best;
}

static void test_every_hand(int k)
{
    int c[7];
    for (int i = 0; i < k; i++)
        c[i] = i;
    long long bad = 0, n = 0;
    for (;;) {
        uint8_t h[7];
        for (int i = 0; i < k; i++)
            h[i] = (uint8_t)(16 + c[i]);
        if (k == 6 || n % 16 == 0)  /* seven cards: every 16th hand under the sanitizers */
            for (int r = 0; r < 2; r++)
                bad += hr_sd_ids(h, k, r) != best_of_fives(h, k, r);
        n++;
        int i = k - 1;
        while (i >= 0 && c[i] == 36 - k + i)
            i--;
        if (i < 0)
            break;
        c[i]++;
        for (int j = i + 1; j < k; j++)
            c[j] = c[j - 1] + 1;
    }
    CHECK(bad == 0);
}

static void test_singles_and_batches(void)
{
    for (int t = 0; t < 100000; t++) {
        int k = 5 + (int)(rnd() % 3), r = (int)(rnd() % 2);
        uint8_t h[7];
        deal(h, k, 52, LOW_CARDS);
        uint8_t *ids = copy(h, k);
        uint16_t v = hr_sd_ids(ids, k, r);
        CHECK(v >= 1 && v <= SD_VALUES && hr_sd_value_info(r, v) != 0);
        ids[k - 1] = (uint8_t)(rnd() % 16);          /* a two to five */
        CHECK(hr_sd_ids(ids, k, r) == 0);
        ids[k - 1] = ids[0];                          /* a card twice */
        CHECK(hr_sd_ids(ids, k, r) == 0);
        ids[k - 1] = (uint8_t)(52 + rnd() % 204);
        CHECK(hr_sd_ids(ids, k, r) == 0 && hr_sd_ids(h, k, 2) == 0 && hr_sd_ids(h, k, -1) == 0);
        free(ids);
    }
    CHECK(hr_sd_value_info(0, 0) == 0 && hr_sd_value_info(1, SD_VALUES + 1) == 0 && hr_sd_value_info(2, 1) == 0);
    for (int kernel = 0; kernel < 3; kernel++) {
        if (!hr_kernel_available(kernel))
            continue;
        CHECK(hr_kernel_select(kernel) == kernel);
        for (int t = 0; t < 300; t++) {
            int k = 5 + (int)(rnd() % 3), r = (int)(rnd() % 2), n = 1 + (int)(rnd() % 100);
            uint8_t *rows = malloc((size_t)(n * k)), *want = malloc((size_t)n);
            uint16_t *out = malloc(sizeof(uint16_t) * (size_t)n);
            int first_bad = -1;
            for (int i = 0; i < n; i++) {
                deal(rows + i * k, k, 52, rnd() % 4 ? LOW_CARDS : 0);  /* a row in four may hold a low card */
                if (rnd() % 8 == 0) {  /* a flush of hearts with a low card beside it */
                    for (int j = 0; j < 5; j++)
                        rows[i * k + j] = (uint8_t)(4 * (4 + j * 2 % 9) + 2);
                    rows[i * k + 4] = k == 5 ? 2 : rows[i * k + 4];
                    if (k > 5)
                        rows[i * k + 5] = (uint8_t)(rnd() % 16 & ~3u);
                    if (k > 6)
                        rows[i * k + 6] = 17;
                }
                want[i] = hr_sd_ids(rows + i * k, k, r) != 0;
                if (!want[i] && first_bad < 0)
                    first_bad = i;
            }
            int64_t got = hr_sd_batch(rows, (size_t)n, k, r, out);
            CHECK(got == first_bad);
            if (first_bad < 0)
                for (int i = 0; i < n; i++)
                    CHECK(out[i] == hr_sd_ids(rows + i * k, k, r));
            free(rows);
            free(want);
            free(out);
        }
    }
    CHECK(hr_kernel_select(-1) >= 0);
    uint16_t one;
    uint8_t five[5] = {51, 47, 43, 39, 35};
    CHECK(hr_sd_batch(five, 1, 4, 0, &one) == -2 && hr_sd_batch(five, 1, 5, 2, &one) == -2);
    CHECK(hr_sd_batch(five, 1, 5, 1, &one) == -1 && one == SD_VALUES);
}

static void test_equity(void)
{
    /* AhKh vs QsQc on a river: one deal; a low card on the board is refused; a combo with one
     * never counts */
    uint8_t combos[4] = {50, 46, 43, 40}, board[5] = {37, 34, 29, 17, 23};
    uint32_t counts[2] = {1, 1};
    double w[2] = {1.0, 1.0}, ws[12] = {0};
    uint64_t ints[24] = {0};
    CHECK(hr_equity_exact(HR_EQ_SHORTDECK, 2, 2, combos, counts, w, board, 5, 0, 0, 1, ints, ws) == 1);
    CHECK(ints[2 * 10] == 1);
    board[0] = 3;
    CHECK(hr_equity_exact(HR_EQ_SHORTDECK_TRITON, 2, 2, combos, counts, w, board, 5, 0, 0, 1, ints, ws) == -1);
    board[0] = 37;
    combos[0] = 2;
    CHECK(hr_equity_exact(HR_EQ_SHORTDECK, 2, 2, combos, counts, w, board, 5, 0, 0, 1, ints, ws) == 0);
    CHECK(hr_equity_exact(6, 2, 2, combos, counts, w, board, 5, 0, 0, 1, ints, ws) == -1);
    combos[0] = 50;
    uint64_t acc[7 * 2 + 3] = {0};
    double cum[2] = {1.0, 1.0};
    CHECK(hr_equity_mc(HR_EQ_SHORTDECK, 2, 2, combos, counts, cum, board, 0, 0, 1, 0, 1000, acc) == 1000);
    CHECK(acc[7 * 2] == 1000);
}

int main(void)
{
    test_every_hand(6);
    test_every_hand(7);
    test_singles_and_batches();
    test_equity();
    static uint64_t hist[SD_VALUES + 1];
    CHECK(hr_sd_enumerate(5, 0, hist) == 0 && hr_sd_enumerate(4, 0, hist) == -1 && hr_sd_enumerate(5, 2, hist) == -1);
    uint64_t total = 0;
    int reached = 0;
    for (int v = 0; v <= SD_VALUES; v++) {
        total += hist[v];
        reached += hist[v] != 0;
    }
    CHECK(total == 376992 && hist[0] == 0 && reached == SD_VALUES);
    if (failures) {
        printf("test_shortdeck: %d failures\n", failures);
        return 1;
    }
    printf("test_shortdeck: ok\n");
    return 0;
}

/* Drives every entry point of the high evaluator with random and malformed input.
 * Built with -fsanitize=address,undefined by tests/c/run.sh: any read or write
 * outside a buffer or table aborts the run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_core.h"
#include "testkit.h"

static void test_singles(void)
{
    for (int t = 0; t < 200000; t++) {
        uint8_t h[7];
        deal(h, 7, 52, 0);
        uint16_t v7 = hr_eval7(h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
        CHECK(v7 >= 1 && v7 <= 7462);
        uint8_t *ids = malloc(7);  /* exact size: ASan catches any over-read */
        memcpy(ids, h, 7);
        CHECK(hr_eval_ids(ids, 7) == v7);
        free(ids);
        uint64_t mask = 0;
        for (int i = 0; i < 7; i++)
            mask |= 1ULL << h[i];
        CHECK(hr_eval_mask(mask) == v7);
        CHECK(hr_eval5(h[0], h[1], h[2], h[3], h[4]) == hr_eval_ids(h, 5));
        CHECK(hr_eval6(h[0], h[1], h[2], h[3], h[4], h[5]) == hr_eval_ids(h, 6));
        CHECK(hr_category(v7) >= 0 && hr_value_info(v7) != 0);
        /* malformed: an id out of range, a duplicate */
        int bad = (int)(rnd() % 2000) - 1000;
        if (bad < 0 || bad > 51)
            CHECK(hr_eval7(h[0], h[1], h[2], h[3], h[4], h[5], bad) == 0);
        CHECK(hr_eval7(h[0], h[1], h[2], h[3], h[4], h[5], h[5]) == 0);
        CHECK(hr_eval5(h[0], h[0], h[2], h[3], h[4]) == 0);
    }
    /* random bytes (ids 0..255) with every k, exact-size buffers */
    for (int t = 0; t < 200000; t++) {
        int k = (int)(rnd() % 11) - 1;
        uint8_t *ids = malloc(k > 0 ? (size_t)k : 1);
        for (int i = 0; i < k; i++)
            ids[i] = (uint8_t)rnd();
        uint16_t v = hr_eval_ids(ids, k);
        CHECK(v <= 7462);
        if (k < 5 || k > 7)
            CHECK(v == 0);
        free(ids);
        CHECK(hr_eval_mask(rnd()) <= 7462);
        CHECK(hr_eval_mask(rnd() & rnd() & rnd()) <= 7462);
    }
    for (int v = -5; v < 7470; v++) {
        int cat = hr_category(v);
        CHECK((v >= 1 && v <= 7462) ? (cat >= 0 && cat <= 9) : cat == -1);
    }
}

static void test_omaha(void)
{
    for (int t = 0; t < 100000; t++) {
        int nh = (int)(rnd() % 8), nb = (int)(rnd() % 7);
        uint8_t *hole = malloc(nh ? (size_t)nh : 1), *board = malloc(nb ? (size_t)nb : 1);
        uint8_t deck[13];
        deal(deck, 13, 52, 0);
        for (int i = 0; i < nh; i++)
            hole[i] = deck[i];
        for (int i = 0; i < nb; i++)
            board[i] = deck[7 + i];
        if (t % 3 == 0 && nh > 0)
            hole[0] = (uint8_t)(52 + rnd() % 204);
        if (t % 5 == 0 && nb > 1)
            board[1] = board[0];
        uint16_t v = hr_eval_omaha(hole, nh, board, nb);
        int ok = nh >= 2 && nh <= 6 && nb >= 3 && nb <= 5 && !(t % 3 == 0) && !(t % 5 == 0);
        if (ok)
            CHECK(v >= 1 && v <= 7462);
        else if (!(nh >= 2 && nh <= 6 && nb >= 3 && nb <= 5) || t % 3 == 0 || t % 5 == 0)
            CHECK(v == 0);
        free(hole);
        free(board);
    }
}

static void test_batch(void)
{
    for (int t = 0; t < 2000; t++) {
        int k = 4 + (int)(rnd() % 5);  /* 4..8 */
        size_t n = (size_t)(rnd() % 300);
        uint8_t *cards = malloc(n * (size_t)k + 1);
        uint16_t *out = malloc(n * sizeof(uint16_t) + 1);
        for (size_t r = 0; r < n; r++)
            deal(cards + r * (size_t)k, k > 7 ? 7 : k, 52, 0);
        if (k == 8)
            for (size_t r = 0; r < n; r++)
                cards[r * 8 + 7] = 0;
        size_t bad_row = n ? (size_t)(rnd() % n) : 0;
        int corrupt = n && (t % 2);
        if (corrupt)
            cards[bad_row * (size_t)k] = (t % 4 == 1) ? (uint8_t)(52 + rnd() % 204)
                                                      : cards[bad_row * (size_t)k + 1];
        int64_t r = hr_eval_batch(cards, n, k, out);
        if (k < 5 || k > 7)
            CHECK(r == -2);
        else if (corrupt)
            CHECK(r == (int64_t)bad_row);
        else {
            CHECK(r == -1);
            for (size_t i = 0; i < n; i++)
                CHECK(out[i] == hr_eval_ids(cards + i * (size_t)k, k));
        }
        free(cards);
        free(out);
    }
    CHECK(hr_eval_batch(NULL, 0, 7, NULL) == -1);  /* an empty batch touches nothing */
    /* random bytes */
    for (int t = 0; t < 200; t++) {
        size_t n = 1000;
        uint8_t *cards = malloc(n * 7);
        uint16_t *out = malloc(n * sizeof(uint16_t));
        for (size_t i = 0; i < n * 7; i++)
            cards[i] = (uint8_t)rnd();
        int64_t r = hr_eval_batch(cards, n, 7, out);
        CHECK(r >= -1 && r < (int64_t)n);
        free(cards);
        free(out);
    }
}

static void test_enumerate(void)
{
    uint64_t *hist = calloc(7463, sizeof(uint64_t));
    CHECK(hr_enumerate(5, hist) == 0);
    uint64_t total = 0;
    for (int v = 0; v < 7463; v++)
        total += hist[v];
    CHECK(total == 2598960 && hist[0] == 0);
    CHECK(hr_enumerate(4, hist) == -1 && hr_enumerate(8, hist) == -1);
    uint64_t counts[10];
    uint32_t distinct = 0;
    CHECK(hr_enumerate_categories(5, counts, &distinct) == 0 && distinct == 7462);
    CHECK(counts[9] == 4 && counts[8] == 36 && counts[0] == 1302540);
    CHECK(hr_enumerate_categories(9, counts, &distinct) == -1);
    free(hist);
}

int main(void)
{
    test_singles();
    test_omaha();
    test_batch();
    test_enumerate();
    if (failures) {
        fprintf(stderr, "test_core: %d failures\n", failures);
        return 1;
    }
    printf("test_core: ok\n");
    return 0;
}

/* Drives the equity kernels with random and malformed input, every buffer allocated to its
 * exact size. Built with -fsanitize=address,undefined by tests/c/run.sh: any read or write
 * outside a buffer or table aborts the run. Each call's pot units must add up to whole pots. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_equity.h"
#include "hr_fast.h"
#include "hr_kernels.h"
#include "testkit.h"

static const int HOLE[4] = {2, 4, 2, 4};  /* per game: Hold'em, Omaha, Hold'em-8, Omaha-8 */

/* n players, each with 1..3 combos from a shared pool, a board of nb cards; returns 0 when the
 * deal came out impossible (then nothing was checked). */
static int one_case(int game, int n, int nb, int with_dead)
{
    int nh = HOLE[game];
    uint8_t pool[52], board[5];
    deal(pool, 52, 52, 0);
    memcpy(board, pool, (size_t)nb);
    uint64_t dead = with_dead ? 1ULL << pool[nb] : 0;
    uint32_t counts[HR_EQ_MAX_PLAYERS];
    uint8_t ids[HR_EQ_MAX_PLAYERS * 3 * 6];
    int total = 0, from = nb + 1;
    for (int p = 0; p < n; p++) {
        counts[p] = 1 + (uint32_t)(rnd() % (nb ? 3 : 1));
        for (uint32_t c = 0; c < counts[p]; c++, total++) {
            int shift = (int)(rnd() % 4) * (int)(rnd() % 2);  /* 0 mostly; else a clash likely */
            for (int i = 0; i < nh; i++)
                ids[total * nh + i] = pool[from + p * nh + i + shift];
        }
    }
    uint8_t *combos = copy(ids, total * nh), *b = copy(board, nb);
    uint32_t *cnt = malloc(sizeof(uint32_t) * (size_t)n);
    double *w = malloc(sizeof(double) * (size_t)total);
    memcpy(cnt, counts, sizeof(uint32_t) * (size_t)n);
    for (int i = 0; i < total; i++)
        w[i] = 0.5 + 0.5 * (double)(rnd() % 2);
    uint64_t tuples = hr_equity_tuples(n, cnt);
    size_t width = 5 * (size_t)n + 2;
    uint64_t *ints = calloc(2 * width, sizeof(uint64_t));
    double *ws = calloc(width, sizeof(double));
    int64_t valid = hr_equity_exact(game, n, nh, combos, cnt, w, b, nb, dead, 0, tuples, ints, ws);
    int checked = 0;
    if (valid < 0) {
        CHECK(0);  /* every argument above is in range */
    } else if (valid > 0) {
        uint64_t units = 0;
        for (int p = 0; p < n; p++)
            units += ints[2 * (5 * (size_t)p + 2)];
        CHECK(units == 5040 * ints[2 * (5 * (size_t)n)] && ints[2 * (5 * (size_t)n + 1)] == (uint64_t)valid);
        checked = 1;
    }
    /* Monte Carlo on the same input: cum holds each player's running sums of weights */
    for (int p = 0, off = 0; p < n; off += (int)cnt[p], p++) {
        double acc = 0;
        for (uint32_t c = 0; c < cnt[p]; c++) {
            acc += 0.75;
            w[off + (int)c] = acc;
        }
    }
    size_t mw = 7 * (size_t)n + 3;
    uint64_t *mc = malloc(mw * sizeof(uint64_t));
    /* as given, then with the last one or two players holding random hands (dealt from the
     * deck; Hold'em high pairs its deals) */
    for (int last = n; last >= 1 && last >= n - 2; last--) {
        if (last < n)
            cnt[last] = 0;
        memset(mc, 0, mw * sizeof(uint64_t));
        uint64_t deals = 500 + (uint64_t)(n - last) * 277;  /* an odd count too */
        int64_t r = hr_equity_mc(game, n, nh, combos, cnt, w, b, nb, dead, rnd(), (uint64_t)last, deals, mc);
        CHECK(r == (int64_t)deals || r == -2);
        if (r == (int64_t)deals) {
            uint64_t units = 0;
            for (int p = 0; p < n; p++)
                units += mc[7 * (size_t)p + 2];
            CHECK(units == 5040 * deals && mc[7 * (size_t)n] == deals && mc[7 * (size_t)n + 2] >= deals);
        }
    }
    free(combos), free(b), free(cnt), free(w), free(ints), free(ws), free(mc);
    return checked;
}

static void test_random(void)
{
    int checked = 0;
    for (int t = 0; t < 400; t++) {
        int game = (int)(rnd() % 4), nb = (int[]){0, 3, 4, 5}[rnd() % 4];
        if (HOLE[game] > 2 && nb == 0)
            nb = 5;  /* Omaha preflop exact is slow under the sanitizers */
        checked += one_case(game, 2 + (int)(rnd() % 3), nb, (int)(rnd() % 2));
    }
    CHECK(checked > 100);
}

static void test_bad_input(void)
{
    uint8_t combos[8] = {0, 1, 2, 3, 4, 5, 6, 7}, board[5] = {10, 11, 12, 13, 14};
    uint32_t counts[2] = {1, 1}, zero[2] = {1, 0};
    double w[2] = {1, 1};
    uint64_t ints[2 * 12], mc[17];
    double ws[12];
    memset(ints, 0, sizeof ints);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, board, 2, 0, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 1, 2, combos, counts, w, board, 3, 0, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 3, combos, counts, w, board, 3, 0, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(4, 2, 2, combos, counts, w, board, 3, 0, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, board, 3, 1ULL << 10, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, board, 3, 1ULL << 52, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, board, 3, 0, 0, 2, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, zero, w, board, 3, 0, 0, 1, ints, ws) == -1);
    uint8_t bad[4] = {0, 1, 2, 99}, twice[5] = {10, 10, 12, 13, 14};
    CHECK(hr_equity_exact(0, 2, 2, bad, counts, w, board, 3, 0, 0, 1, ints, ws) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, twice, 3, 0, 0, 1, ints, ws) == -1);
    for (int i = 0; i < 24; i++)
        CHECK(ints[i] == 0);  /* refused: nothing added */
    uint8_t same[4] = {0, 1, 1, 2};  /* the two hands share a card: a valid call, no valid tuple */
    CHECK(hr_equity_exact(0, 2, 2, same, counts, w, board, 3, 0, 0, 1, ints, ws) == 0);
    double cum[2] = {1, 1};
    memset(mc, 0, sizeof mc);
    CHECK(hr_equity_mc(0, 2, 2, same, counts, cum, board, 3, 0, 1, 0, 10, mc) == -2);
    CHECK(hr_equity_mc(0, 2, 2, combos, zero, cum, board, 5, 0, 1, 0, 10, mc) == 10);  /* one random hand */
    uint64_t all_but_six = ((1ULL << 52) - 1) & ~0x3FULL;  /* 6 cards left: 4 in the holes, 2 to deal */
    CHECK(hr_equity_mc(0, 2, 2, combos, counts, cum, board, 0, all_but_six, 1, 0, 1, mc) == -1);
    CHECK(hr_equity_exact(0, 2, 2, combos, counts, w, board, 0, all_but_six, 0, 1, ints, ws) == -1);
    /* HR_EQ_JOINT: the ranged players' counts must agree; tuple i is combo i of each */
    uint32_t two_three[3] = {2, 3, 1}, two_two[3] = {2, 2, 1};
    uint8_t joint[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    double w5[5] = {1, 1, 1, 1, 1}, cum5[5] = {1, 2, 1, 2, 1}, ws3[17];
    uint64_t ints3[2 * 17], mc3[7 * 3 + 3];  /* three players */
    memset(ints3, 0, sizeof ints3);
    memset(mc3, 0, sizeof mc3);
    CHECK(hr_equity_exact(HR_EQ_JOINT, 3, 2, joint, two_three, w5, board, 3, 0, 0, 2, ints3, ws3) == -1);
    CHECK(hr_equity_mc(HR_EQ_JOINT, 3, 2, joint, two_three, cum5, board, 3, 0, 1, 0, 10, mc3) == -1);
    CHECK(hr_equity_exact(HR_EQ_JOINT, 3, 2, joint, two_two, w5, board, 3, 0, 0, 3, ints3, ws3) == -1);  /* 2 tuples */
    CHECK(hr_equity_exact(HR_EQ_JOINT, 3, 2, joint, two_two, w5, board, 3, 0, 0, 2, ints3, ws3) == 2);
    CHECK(hr_equity_mc(HR_EQ_JOINT | 4, 3, 2, joint, two_two, cum5, board, 3, 0, 1, 0, 10, mc3) == -1);  /* bad game */
    CHECK(hr_equity_mc(HR_EQ_JOINT, 3, 2, joint, two_two, cum5, board, 3, 0, 1, 0, 10, mc3) == 10);
}

/* Monte Carlo with random hands (Hold'em high, short deck: the pairs of deals, evaluated in vector
 * lanes by a vector kernel for up to 8 players) under each kernel here and each way of reading
 * the tables (gathers or scalar loads, hr_fast_gathers): the same sums and histogram as the
 * scalar kernel's, seed for seed. */
static void test_kernels_agree(void)
{
#if HR_X86_KERNELS
    const int gathers = hr_fast_gathers(-1);
#endif
    for (int t = 0; t < 300; t++) {
        int game = rnd() % 3 ? HR_EQ_HOLDEM : HR_EQ_SHORTDECK, n = 2 + (int)(rnd() % 9);
        int nb = (int[]){0, 3, 4, 5}[rnd() % 4], hist = (int)(rnd() % 2);
        uint64_t dead = game == HR_EQ_SHORTDECK ? HR_EQ_SHORTDECK_DEAD : 0, deals = 1 + rnd() % 700, seed = rnd();
        if (game == HR_EQ_SHORTDECK && n > 6)
            n = 6;  /* 36 cards: 2 n + 5 of them dealt twice over */
        uint8_t cards[52];
        deal(cards, 2 * n + 5, 52, dead);
        uint32_t counts[HR_EQ_MAX_PLAYERS];
        int fixed = 0;
        for (int p = 0; p < n; p++) {
            counts[p] = rnd() % 3 == 0 || p == 0;  /* player 0 known, the rest mostly random */
            fixed += (int)counts[p];
        }
        uint8_t ids[2 * HR_EQ_MAX_PLAYERS];
        for (int p = 0, i = 0; p < n; p++)
            if (counts[p]) {
                ids[2 * i] = cards[5 + 2 * p];
                ids[2 * i + 1] = cards[5 + 2 * p + 1];
                i++;
            }
        uint8_t *combos = copy(ids, 2 * fixed), *board = copy(cards, nb);
        uint32_t *cnt = malloc(sizeof(uint32_t) * (size_t)n);
        double *cum = malloc(sizeof(double) * (size_t)fixed);
        memcpy(cnt, counts, sizeof(uint32_t) * (size_t)n);
        for (int i = 0; i < fixed; i++)
            cum[i] = 1.0;
        size_t na = 7 * (size_t)n + 3, nh = 3 * HR_EQ_CATEGORIES * (size_t)n;
        uint64_t *want = calloc(na + nh, sizeof(uint64_t)), *got = malloc((na + nh) * sizeof(uint64_t));
        CHECK(hr_kernel_select(HR_KERNEL_SCALAR) == HR_KERNEL_SCALAR);
        int64_t r = hr_equity_mc_hist(game, n, 2, combos, cnt, cum, board, nb, 0, seed, (uint64_t)t, deals, want,
                                      hist ? want + na : NULL);
        CHECK(r == (int64_t)deals || r == -1);  /* -1: short deck with too few cards left */
        for (int kernel = HR_KERNEL_AVX2; kernel <= HR_KERNEL_AVX512; kernel++)
            for (int way = 0; way < 2 && hr_kernel_available(kernel); way++) {  /* loads, gathers */
                CHECK(hr_kernel_select(kernel) == kernel);
#if HR_X86_KERNELS
                CHECK(hr_fast_gathers(way) == way);
#endif
                memset(got, 0, (na + nh) * sizeof(uint64_t));
                CHECK(hr_equity_mc_hist(game, n, 2, combos, cnt, cum, board, nb, 0, seed, (uint64_t)t, deals, got,
                                        hist ? got + na : NULL) == r);
                CHECK(memcmp(got, want, (na + nh) * sizeof(uint64_t)) == 0);
            }
        free(combos), free(board), free(cnt), free(cum), free(want), free(got);
    }
    hr_kernel_select(-1);
#if HR_X86_KERNELS
    hr_fast_gathers(gathers);
#endif
}

int main(void)
{
    test_random();
    test_kernels_agree();
    test_bad_input();
    if (failures) {
        printf("test_equity: %d failures\n", failures);
        return 1;
    }
    printf("test_equity: ok\n");
    return 0;
}

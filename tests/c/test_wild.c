/* Drives every entry point of the wild-card evaluator (csrc/include/hr_wild.h) with random and
 * malformed input. Built with -fsanitize=address,undefined by tests/c/run.sh: any read or
 * write outside a buffer or table aborts the run. Buffers are malloc'd at their exact size
 * so ASan sees a single byte too far. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_core.h"
#include "reference.h"
#include "testkit.h"
#include "hr_wild.h"

#define FIVE_KIND 7463  /* five deuces; five aces is 7475 */
#define WILD 0
#define BUG 1

static int is_wild(uint8_t c, uint32_t wild_ranks)
{
    return c >= 52 || (wild_ranks >> (c >> 2) & 1);
}

/* What played_as must satisfy for a valid hand of value v (written from hr_wild.h). */
static int played_as_ok(const uint8_t *hand, const uint8_t *as, int k, uint32_t wild_ranks,
                        uint16_t v)
{
    if (v >= FIVE_KIND) {
        int r = v - FIVE_KIND, naturals = 0, wilds = 0;
        for (int i = 0; i < k; i++) {
            if (as[i] > 51)
                return 0;
            if (!is_wild(hand[i], wild_ranks)) {
                if (as[i] != hand[i])
                    return 0;
                naturals += (hand[i] >> 2) == r;
            } else {
                wilds++;
                if ((as[i] >> 2) != r)
                    return 0;
            }
        }
        return naturals + wilds >= 5;
    }
    uint64_t seen = 0;
    for (int i = 0; i < k; i++) {
        if (as[i] > 51 || (seen >> as[i] & 1))
            return 0;
        if (!is_wild(hand[i], wild_ranks) && as[i] != hand[i])
            return 0;
        seen |= 1ULL << as[i];
    }
    return hr_eval_ids(as, k) == v;
}

/* (a) no wild card in the hand: exactly the plain value, every card playing as itself. */
static void test_no_wild(void)
{
    for (int t = 0; t < 100000; t++) {
        int k = 5 + (int)(rnd() % 3), rule = (int)(rnd() % 2);
        uint32_t wild_ranks = t % 2 ? 0 : (uint32_t)(1u << (rnd() % 13));
        uint64_t avoid = 0;
        for (int r = 0; r < 13; r++)
            if (wild_ranks >> r & 1)
                avoid |= 0xFULL << (4 * r);
        uint8_t h[7];
        deal(h, k, 52, avoid);
        uint8_t *ids = copy(h, k), *as = malloc((size_t)k);
        uint16_t v = hr_wild_eval(ids, k, wild_ranks, rule, as);
        CHECK(v == hr_eval_ids(ids, k) && v >= 1);
        CHECK(memcmp(as, ids, (size_t)k) == 0);
        CHECK(hr_wild_eval(ids, k, wild_ranks, rule, NULL) == v);
        if (t % 50 == 0)
            CHECK(hr_wild_reference(ids, k, wild_ranks, rule) == v);
        free(ids);
        free(as);
    }
}

/* (a) wild cards: value bounds, five of a kind where the counts say so, played_as, never
 * below a plain substitution ("wild" rule), and the brute-force reference for some. */
static void test_with_wild(void)
{
    int ref_calls = 0;
    for (int t = 0; t < 60000; t++) {
        int k = 5 + (int)(rnd() % 3), rule = (int)(rnd() % 2), jokers = (int)(rnd() % 3);
        uint32_t wild_ranks = 0;
        switch (rnd() % 4) {
        case 0: break;
        case 1: wild_ranks = 1u << (rnd() % 13); break;
        case 2: wild_ranks = (uint32_t)(rnd() & 0x1FFF); break;
        default: wild_ranks = 1u; break;  /* deuces */
        }
        if (!jokers && !wild_ranks)
            jokers = 1;
        uint8_t h[7];
        deal(h, k, 52 + jokers, 0);
        uint8_t *ids = copy(h, k), *as = malloc((size_t)k);
        memset(as, 0xEE, (size_t)k);
        uint16_t v = hr_wild_eval(ids, k, wild_ranks, rule, as);
        CHECK(v >= 1 && v <= 7475);
        CHECK(hr_wild_eval(ids, k, wild_ranks, rule, NULL) == v);
        CHECK(played_as_ok(ids, as, k, wild_ranks, v));
        int w = 0, count[13] = {0};
        for (int i = 0; i < k; i++) {
            if (is_wild(ids[i], wild_ranks))
                w++;
            else
                count[ids[i] >> 2]++;
        }
        int five = -1;  /* the five of a kind the counts allow */
        for (int r = 12; r >= 0 && five < 0; r--)
            if ((rule == WILD || r == 12) && count[r] + w >= 5)
                five = r;
        CHECK(five >= 0 ? v == FIVE_KIND + five : v < FIVE_KIND);
        if (rule == WILD && w > 0 && five < 0) {
            /* any distinct cards for the wild cards give at most v */
            uint64_t held = 0;
            for (int i = 0; i < k; i++)
                if (!is_wild(ids[i], wild_ranks))
                    held |= 1ULL << ids[i];
            uint8_t sub[7], extra[7];
            deal(extra, w, 52, held);
            for (int i = 0, j = 0; i < k; i++)
                sub[i] = is_wild(ids[i], wild_ranks) ? extra[j++] : ids[i];
            CHECK(hr_eval_ids(sub, k) <= v);
        }
        if (w == 0)
            CHECK(v == hr_eval_ids(ids, k));
        /* the reference costs 52^w per five: only cheap hands, and a few of them */
        if (w <= 2 && (k == 5 || t % 8 == 0) && ref_calls < 4000) {
            ref_calls++;
            CHECK(hr_wild_reference(ids, k, wild_ranks, rule) == v);
        }
        free(ids);
        free(as);
    }
    CHECK(ref_calls > 1000);
}

/* (b) malformed: bad ids, repeats, bad k, wild_ranks, rule; played_as untouched. */
static void test_malformed(void)
{
    static const uint32_t bad_masks[] = {1u << 13, 0x2000u | 1u, 0xFFFFFFFFu, 1u << 31, 0x3FFFu};
    static const int bad_rules[] = {-1, 2, 3, INT_MIN, INT_MAX};
    for (int t = 0; t < 60000; t++) {
        int k = 5 + (int)(rnd() % 3), rule = (int)(rnd() % 2);
        uint32_t wild_ranks = (uint32_t)(rnd() & 0x1FFF) & (uint32_t)(rnd() & 0x1FFF);
        uint8_t h[7];
        deal(h, k, 54, 0);
        uint8_t *ids = copy(h, k), *as = malloc((size_t)k);
        memset(as, 0xEE, (size_t)k);
        int i = (int)(rnd() % (uint64_t)k), j = (i + 1 + (int)(rnd() % (uint64_t)(k - 1))) % k;
        uint8_t saved = ids[i];
        ids[i] = (uint8_t)(54 + rnd() % 202);  /* 54..255 */
        CHECK(hr_wild_eval(ids, k, wild_ranks, rule, as) == 0);
        CHECK(hr_wild_reference(ids, k, wild_ranks, rule) == 0);
        ids[i] = ids[j];  /* a repeat (a repeated joker too) */
        CHECK(hr_wild_eval(ids, k, wild_ranks, rule, as) == 0);
        CHECK(hr_wild_reference(ids, k, wild_ranks, rule) == 0);
        ids[i] = saved;
        uint32_t bm = bad_masks[t % 5];
        CHECK(hr_wild_eval(ids, k, bm, rule, as) == 0 && hr_wild_reference(ids, k, bm, rule) == 0);
        int br = bad_rules[t % 5];
        CHECK(hr_wild_eval(ids, k, wild_ranks, br, as) == 0 && hr_wild_reference(ids, k, wild_ranks, br) == 0);
        for (int m = 0; m < k; m++)
            CHECK(as[m] == 0xEE);
        free(ids);
        free(as);
    }
    /* every k with exact-size buffers: k outside 5..7 reads and writes nothing */
    for (int k = -3; k <= 12; k++) {
        uint8_t h[12];
        deal(h, k > 0 ? (k > 12 ? 12 : k) : 0, 54, 0);
        uint8_t *ids = copy(h, k), *as = malloc(k > 0 ? (size_t)k : 1);
        uint16_t v = hr_wild_eval(ids, k, 1, WILD, as);
        CHECK((k >= 5 && k <= 7) ? v >= 1 : v == 0);
        if (k < 5 || k > 7) {
            CHECK(hr_wild_reference(ids, k, 1, BUG) == 0);
            CHECK(hr_wild_eval(NULL, k, 1, WILD, NULL) == 0);
            CHECK(hr_wild_reference(NULL, k, 1, WILD) == 0);
        }
        free(ids);
        free(as);
    }
    CHECK(hr_wild_eval(NULL, INT_MIN, 0, WILD, NULL) == 0 && hr_wild_eval(NULL, INT_MAX, 0, WILD, NULL) == 0);
    /* random bytes, random k, masks and rules (often invalid) */
    for (int t = 0; t < 200000; t++) {
        int k = (int)(rnd() % 11) - 1;
        uint8_t raw[10];
        for (int i = 0; i < 10; i++)
            raw[i] = t % 2 ? (uint8_t)rnd() : (uint8_t)(rnd() % 56);
        uint8_t *ids = copy(raw, k), *as = malloc(k > 0 ? (size_t)k : 1);
        uint32_t wild_ranks = t % 3 ? (uint32_t)(rnd() & rnd() & 0x1FFF) : (uint32_t)rnd();
        int rule = (int)(rnd() % 4) - 1;
        uint16_t v = hr_wild_eval(ids, k, wild_ranks, rule, as);
        CHECK(v <= 7475);
        if (k < 5 || k > 7 || rule < 0 || rule > 1 || (wild_ranks >> 13))
            CHECK(v == 0);
        if (v == 0)  /* invalid: the reference refuses it too, quickly */
            CHECK(hr_wild_reference(ids, k, wild_ranks, rule) == 0);
        else
            CHECK(played_as_ok(ids, as, k, wild_ranks, v));
        free(ids);
        free(as);
    }
}

/* The whole-deck check: no wild card and no joker is the plain histogram. */
static void test_check_all5(void)
{
    uint64_t *hist = calloc(7476, sizeof *hist), *plain = calloc(7463, sizeof *plain);
    uint8_t *bad = malloc(5);
    memset(bad, 0xEE, 5);
    CHECK(hr_wild_check_all5(0, 0, WILD, hist, bad) == 0);
    CHECK(hr_enumerate(5, plain) == 0);
    CHECK(memcmp(hist, plain, 7463 * sizeof *hist) == 0);
    for (int v = 7463; v < 7476; v++)
        CHECK(hist[v] == 0);
    for (int i = 0; i < 5; i++)
        CHECK(bad[i] == 0xEE);
    /* bad arguments: -1 with nothing written (hist and bad are 1-entry blocks) */
    uint64_t *one = malloc(sizeof *one);
    *one = 7;
    CHECK(hr_wild_check_all5(0, -1, WILD, one, bad) == -1);
    CHECK(hr_wild_check_all5(0, 3, WILD, one, bad) == -1);
    CHECK(hr_wild_check_all5(1u << 13, 0, WILD, one, bad) == -1);
    CHECK(hr_wild_check_all5(0xFFFFFFFFu, 1, BUG, one, bad) == -1);
    CHECK(hr_wild_check_all5(1, 1, 2, one, bad) == -1 && hr_wild_check_all5(1, 1, -1, NULL, NULL) == -1);
    CHECK(*one == 7 && bad[0] == 0xEE);
    free(one);
    free(hist);
    free(plain);
    free(bad);
}

static void test_check_random(void)
{
    /* k-byte `bad` buffers or NULL; jokers and one wild rank keep the reference cheap */
    for (int k = 5; k <= 7; k++)
        for (int rule = 0; rule < 2; rule++)
            for (int jokers = 0; jokers <= 2; jokers++) {
                uint32_t wild_ranks = jokers == 1 ? 0 : 1u << ((k + rule) % 13);
                uint8_t *bad = malloc((size_t)k);
                memset(bad, 0xEE, (size_t)k);
                uint64_t n = k == 7 ? 40 : 150;
                CHECK(hr_wild_check_random(k, wild_ranks, jokers, rule, n, (uint64_t)k * 7 + (uint64_t)jokers, bad) == 0);
                CHECK(hr_wild_check_random(k, wild_ranks, jokers, rule, 30, 99, NULL) == 0);
                CHECK(hr_wild_check_random(k, wild_ranks, jokers, rule, 0, 1, bad) == 0);
                CHECK(bad[0] == 0xEE);
                free(bad);
            }
    uint8_t *bad = malloc(1);
    bad[0] = 0xEE;
    CHECK(hr_wild_check_random(4, 1, 0, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(8, 1, 0, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(-1, 1, 0, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(INT_MIN, 1, 0, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(5, 1, -1, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(5, 1, 3, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(5, 1u << 13, 0, WILD, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(5, 1, 0, 2, 10, 1, bad) == -1);
    CHECK(hr_wild_check_random(5, 1, 0, -1, 10, 1, NULL) == -1);
    CHECK(hr_wild_check_random(5, 0, 0, WILD, 10, 1, bad) == -1);  /* no wild card can come */
    CHECK(bad[0] == 0xEE);
    free(bad);
}

int main(void)
{
    rng_state = 0xD1B54A32D192ED03ULL;
    test_no_wild();
    test_with_wild();
    test_malformed();
    test_check_all5();
    test_check_random();
    if (failures) {
        printf("test_wild: %d failures\n", failures);
        return 1;
    }
    printf("test_wild: ok\n");
    return 0;
}

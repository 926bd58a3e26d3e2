/* Whole decks against their references (tests/c/ref_*.c): every 6-card high hand, every
 * 6-card and suited 7-card low hand of each scheme, every 5-card hand of five wild-card decks
 * (with the category counts those decks are known to hold) and samples of 5- to 7-card wild
 * hands, every 5-card Russian hand and samples of 6-card ones under several rule sets.
 * Built optimized and without the sanitizers by tests/c/run.sh (they would make it minutes;
 * the sanitized test programs run the same checks on fewer hands). */
#include <stdio.h>
#include <string.h>

#include "hr_core.h"
#include "hr_russian.h"
#include "hr_wild.h"
#include "reference.h"
#include "testkit.h"

#define WILD 0
#define BUG 1
#define DEUCES 1u  /* bit 0: rank 0 = deuces */
#define FIVE_OF_A_KIND 10
#define HIGH_CARD 0
#define ROYAL_FLUSH 9

static uint64_t choose(int n, int k)
{
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (uint64_t)(n - k + i) / (uint64_t)i;
    return c;
}

static void test_high_and_low(void)
{
    CHECK(hr_check_six() == 0);
    for (int scheme = 0; scheme < 3; scheme++) {
        /* all 20,358,520 six-card hands; every seven-card hand holding five or more of a suit
         * (the ones whose best low is not a plain table entry) */
        CHECK(hr_low_check(6, scheme, 0) == 0);
        CHECK(hr_low_check(7, scheme, 1) == 0);
    }
}

/* A wild deck's histogram of values by category (five of a kind: 10). */
static void wild_counts(const uint64_t *hist, uint64_t *counts)
{
    for (int c = 0; c < 11; c++)
        counts[c] = 0;
    for (int v = 1; v < 7476; v++)
        counts[v >= 7463 ? FIVE_OF_A_KIND : hr_category(v)] += hist[v];
}

static void every_wild_deck(uint32_t mask, int jokers, int rule, uint64_t *counts)
{
    static uint64_t hist[7476];
    uint8_t bad[5] = {0};
    memset(hist, 0, sizeof hist);
    int64_t wrong = hr_wild_check_all5(mask, jokers, rule, hist, bad);
    if (wrong)
        fprintf(stderr, "wild (%u, %d, %d): first mismatch %d %d %d %d %d\n", mask, jokers, rule,
                bad[0], bad[1], bad[2], bad[3], bad[4]);
    CHECK(wrong == 0);
    uint64_t total = 0;
    for (int v = 0; v < 7476; v++)
        total += hist[v];
    CHECK(total == choose(52 + jokers, 5) && hist[0] == 0);
    wild_counts(hist, counts);
}

/* Four distinct ranks of 2..K, no four of them within a straight's reach of an ace bug. */
static uint64_t bug_free_quads(void)
{
    uint64_t free_ = 0;
    for (int m = 0; m < 1 << 12; m++) {
        int bits = 0;
        for (int r = 0; r < 12; r++)
            bits += (m >> r) & 1;
        if (bits != 4)
            continue;
        int reach = (m & 0xF) == m;  /* the wheel's 2 3 4 5 */
        for (int t = 4; t < 12; t++)  /* windows topped by 6 .. K: ranks t-4 .. t */
            reach |= (m & (0x1F << (t - 4))) == m;
        reach |= (m & (0xF << 8)) == m;  /* 10 J Q K (with the ace) */
        free_ += !reach;
    }
    return free_;
}

static void test_wild_decks(void)
{
    static const uint64_t plain[10] = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4};
    uint64_t wild[11], bug[11], two[11], deuces[11];
    every_wild_deck(0, 1, WILD, wild);
    every_wild_deck(0, 1, BUG, bug);
    every_wild_deck(0, 2, WILD, two);
    every_wild_deck(0, 2, BUG, two);
    every_wild_deck(DEUCES, 0, WILD, deuces);
    /* one joker: the hands without it keep their plain values, so every category holds at
     * least its plain count; the joker hands add C(52, 4) */
    uint64_t sw = 0, sb = 0, sp = 0;
    for (int c = 0; c < 11; c++) {
        CHECK(c == FIVE_OF_A_KIND || (wild[c] >= plain[c] && bug[c] >= plain[c]));
        sw += wild[c];
        sb += bug[c];
        sp += c < 10 ? plain[c] : 0;
    }
    CHECK(sw - sp == choose(52, 4) && sb - sp == choose(52, 4));
    /* four of a rank and the joker: 13 five of a kind under "wild", only five aces as a bug;
     * royal flushes: 4 natural + the joker for any of the 5 cards of the 4 royals */
    CHECK(wild[FIVE_OF_A_KIND] == 13 && bug[FIVE_OF_A_KIND] == 1);
    CHECK(wild[ROYAL_FLUSH] == 4 + 4 * 5 && bug[ROYAL_FLUSH] == 4 + 4 * 5);
    /* a wild joker always pairs something; a bug only pairs an ace, so it adds the ace-high
     * hands: 4 ranks of 2..K out of a straight's reach of the bug, in any suits */
    CHECK(wild[HIGH_CARD] == plain[HIGH_CARD]);
    CHECK(bug[HIGH_CARD] == plain[HIGH_CARD] + bug_free_quads() * (256 - 4));
    /* deuces wild: five of a kind of rank r (12 ranks), c naturals of r and 5 - c deuces;
     * 484 royals; high-card hands hold no deuce: five ranks of 3..A that are no straight */
    CHECK(deuces[FIVE_OF_A_KIND] == 672 && deuces[ROYAL_FLUSH] == 484);
    CHECK(deuces[HIGH_CARD] == (choose(12, 5) - 8) * (1024 - 4));
}

static void test_wild_samples(void)
{
    static const struct { int k; uint32_t mask; int jokers, rule; uint64_t count; } cases[] = {
        {6, 0, 1, WILD, 20000}, {7, 0, 1, WILD, 20000}, {7, 0, 1, BUG, 20000},
        {6, 0, 2, WILD, 20000}, {6, 0, 2, BUG, 20000}, {7, 0, 2, WILD, 4000}, {7, 0, 2, BUG, 4000},
        {7, DEUCES, 0, WILD, 4000}, {7, DEUCES, 0, BUG, 4000}, {6, DEUCES, 1, WILD, 3000},
        {5, DEUCES, 2, WILD, 20000}, {5, DEUCES, 2, BUG, 20000}, {5, DEUCES | 1u << 11, 0, BUG, 20000},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t bad[7];
        CHECK(hr_wild_check_random(cases[i].k, cases[i].mask, cases[i].jokers, cases[i].rule, cases[i].count,
                                   2024 + (uint64_t)cases[i].k, bad) == 0);
    }
    CHECK(hr_wild_check_all5(0, 3, WILD, NULL, NULL) == -1);
    CHECK(hr_wild_check_random(8, 1, 0, WILD, 1, 1, NULL) == -1);
}

/* handrank.games.russian's Rules() as its c_rules() gives them; the variants below change
 * what the Python tests named. */
static hr_ru_rules russian_rules(void)
{
    static const double paytable[11] = {0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100};
    hr_ru_rules R;
    memset(&R, 0, sizeof R);
    memcpy(R.paytable, paytable, sizeof paytable);
    R.fee_sixth = R.fee_exchange = R.fee_buy_game = 1.0;
    R.qualifier = 1114;
    R.game_buying = 1;
    R.redraw_same_rank = 1;
    R.paid_combinations = 2;
    return R;
}

static void test_russian(void)
{
    uint8_t bad[6];
    hr_ru_rules R = russian_rules();
    CHECK(hr_ru_check_combinations(5, 0, 1, &R, bad) == 0);       /* every five-card hand */
    CHECK(hr_ru_check_combinations(6, 200000, 11, &R, bad) == 0);
    hr_ru_rules repeat = R;
    repeat.straight_repeat_as_pair = 1;
    CHECK(hr_ru_check_combinations(6, 200000, 11, &repeat, bad) == 0);
    hr_ru_rules odd = R;  /* ace-king 6, pair 0, straight 9, flush 3 */
    odd.paytable[1] = 6, odd.paytable[2] = 0, odd.paytable[5] = 9, odd.paytable[6] = 3;
    CHECK(hr_ru_check_combinations(6, 200000, 11, &odd, bad) == 0);
    hr_ru_rules odd5 = R;  /* ace-king 6, pair 0, two pair 9 */
    odd5.paytable[1] = 6, odd5.paytable[2] = 0, odd5.paytable[3] = 9;
    CHECK(hr_ru_check_combinations(5, 100000, 5, &odd5, bad) == 0);
    hr_ru_rules caribbean = R;  /* one combination paid, the ante paid on a win, no buying */
    caribbean.paid_combinations = 1;
    caribbean.ante_paid_on_win = 1;
    caribbean.game_buying = 0;
    CHECK(hr_ru_check_combinations(6, 20000, 7, &caribbean, bad) == 0);
    CHECK(hr_ru_check_combinations(7, 10, 1, &R, bad) == -1 && hr_ru_check_combinations(6, 0, 1, &R, bad) == -1);
}

int main(void)
{
    test_high_and_low();
    test_wild_decks();
    test_wild_samples();
    test_russian();
    if (failures) {
        printf("test_reference: %d failures\n", failures);
        return 1;
    }
    printf("test_reference: ok\n");
    return 0;
}

/* The wild-card evaluator's reference and its checks (csrc/runtime/wild.c is the fast one),
 * compiled only into the C test programs: written from the rules, not from the evaluator's
 * shortcuts, and judged by the plain evaluator's public calls. */
#include <string.h>

#include "hr_core.h"
#include "hr_wild.h"
#include "reference.h"

#define FIVE_KIND_BASE 7463
#define RULE_WILD 0
#define RULE_BUG 1
#define ACE 12
#define CARD(r, s) ((uint8_t)(4 * (r) + (s)))

/* k (5..7) distinct ids 0..53 and 13 bits of wild ranks: what hr_wild_eval accepts. */
static int valid(const uint8_t *cards, int k, uint32_t wild_ranks)
{
    if (!cards || k < 5 || k > 7 || (wild_ranks >> 13))
        return 0;
    uint64_t seen = 0;
    for (int i = 0; i < k; i++) {
        if (cards[i] > 53 || (seen >> cards[i] & 1))
            return 0;
        seen |= 1ULL << cards[i];
    }
    return 1;
}

static int bug_category_ok(uint16_t v)
{
    int cat = hr_category(v);
    return cat == 4 || cat == 5 || cat == 8 || cat == 9;
}

/* A hand of five cards
 * is judged as it lies, repeats allowed: five equal ranks are five of a kind; a repeated
 * card otherwise plays as another suit of its rank (two equal cards are no flush). */

static uint16_t ref_value5(const uint8_t *five)
{
    uint8_t d[5];
    uint64_t seen = 0;
    int repeat = 0;
    for (int i = 0; i < 5; i++) {
        repeat |= (int)(seen >> five[i] & 1);
        seen |= 1ULL << five[i];
    }
    if (!repeat) {
        return hr_eval_ids(five, 5);
    }
    if ((five[0] >> 2) == (five[1] >> 2) && (five[0] >> 2) == (five[2] >> 2)
        && (five[0] >> 2) == (five[3] >> 2) && (five[0] >> 2) == (five[4] >> 2))
        return (uint16_t)(FIVE_KIND_BASE + (five[0] >> 2));
    memcpy(d, five, 5);
    for (int i = 1; i < 5; i++)
        for (int j = 0; j < i; j++)
            if (d[j] == d[i]) {
                for (int s = 0; s < 4; s++) {
                    uint8_t c = CARD(d[i] >> 2, s);
                    int taken = 0;
                    for (int m = 0; m < 5; m++)
                        taken |= d[m] == c;
                    if (!taken) {
                        d[i] = c;
                        break;
                    }
                }
                break;
            }
    return hr_eval5(d[0], d[1], d[2], d[3], d[4]);
}

/* Five cards, wild where is_wild[i]: every way of naming the wild cards. */
static uint16_t ref_five(const uint8_t *five, const int *is_wild, int rule)
{
    uint8_t hand[5];
    int nn = 0, k = 0, idx[5] = {0};
    for (int i = 0; i < 5; i++)
        if (!is_wild[i])
            hand[nn++] = five[i];
    k = 5 - nn;
    uint16_t best = 0;
    for (;;) {
        int all_aces = 1;
        for (int i = 0; i < k; i++) {
            hand[nn + i] = (uint8_t)idx[i];
            all_aces &= (idx[i] >> 2) == ACE;
        }
        uint16_t v = ref_value5(hand);
        int ok = rule == RULE_WILD || all_aces || (v < FIVE_KIND_BASE && bug_category_ok(v));
        if (ok && v > best)
            best = v;
        int i = k - 1;  /* next multiset: the wild cards are interchangeable */
        while (i >= 0 && idx[i] == 51)
            i--;
        if (i < 0)
            break;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[i];
    }
    return best;
}

uint16_t hr_wild_reference(const uint8_t *cards, int k, uint32_t wild_ranks, int rule)
{
    if ((rule != RULE_WILD && rule != RULE_BUG) || !valid(cards, k, wild_ranks))
        return 0;
    uint16_t best = 0;
    int pick[5];
    for (pick[0] = 0; pick[0] < k; pick[0]++)
        for (pick[1] = pick[0] + 1; pick[1] < k; pick[1]++)
            for (pick[2] = pick[1] + 1; pick[2] < k; pick[2]++)
                for (pick[3] = pick[2] + 1; pick[3] < k; pick[3]++)
                    for (pick[4] = pick[3] + 1; pick[4] < k; pick[4]++) {
                        uint8_t five[5];
                        int is_wild[5];
                        for (int i = 0; i < 5; i++) {
                            uint8_t c = cards[pick[i]];
                            five[i] = c;
                            is_wild[i] = c >= 52 || (wild_ranks >> (c >> 2) & 1);
                        }
                        uint16_t v = ref_five(five, is_wild, rule);
                        if (v > best)
                            best = v;
                    }
    return best;
}

/* One hand: fast against reference, and played_as against the value. 0 = agree. */
static int check_one(const uint8_t *hand, int k, uint32_t wild_ranks, int rule, uint64_t *hist)
{
    uint8_t as[7];
    uint16_t v = hr_wild_eval(hand, k, wild_ranks, rule, as);
    if (hist)
        hist[v]++;
    if (v == 0 || v != hr_wild_reference(hand, k, wild_ranks, rule))
        return 1;
    if (v >= FIVE_KIND_BASE) {
        int r = v - FIVE_KIND_BASE;
        for (int i = 0; i < k; i++) {
            int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
            if (wild && (as[i] >> 2) != r)
                return 1;
        }
        return 0;
    }
    uint64_t seen = 0;
    for (int i = 0; i < k; i++) {
        int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
        if (as[i] > 51 || (seen >> as[i] & 1) || (!wild && as[i] != hand[i]))
            return 1;
        seen |= 1ULL << as[i];
    }
    if (hr_eval_ids(as, k) != v)
        return 1;
    if (rule == RULE_BUG && !bug_category_ok(v) && k == 5)
        for (int i = 0; i < k; i++) {  /* in five cards every wild card plays */
            int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
            if (wild && (as[i] >> 2) != ACE)
                return 1;
        }
    return 0;
}

int64_t hr_wild_check_all5(uint32_t wild_ranks, int jokers, int rule, uint64_t *hist,
                           uint8_t *bad)
{
    if (jokers < 0 || jokers > 2 || (wild_ranks >> 13) || (rule != RULE_WILD && rule != RULE_BUG))
        return -1;
    const int n = 52 + jokers;
    int64_t wrong = 0;
    uint8_t h[5];
    for (h[0] = 0; h[0] < n; h[0]++)
        for (h[1] = (uint8_t)(h[0] + 1); h[1] < n; h[1]++)
            for (h[2] = (uint8_t)(h[1] + 1); h[2] < n; h[2]++)
                for (h[3] = (uint8_t)(h[2] + 1); h[3] < n; h[3]++)
                    for (h[4] = (uint8_t)(h[3] + 1); h[4] < n; h[4]++)
                        if (check_one(h, 5, wild_ranks, rule, hist) && wrong++ == 0 && bad)
                            memcpy(bad, h, 5);
    return wrong;
}

int64_t hr_wild_check_random(int k, uint32_t wild_ranks, int jokers, int rule, uint64_t count,
                             uint64_t seed, uint8_t *bad)
{
    if (k < 5 || k > 7 || jokers < 0 || jokers > 2 || (wild_ranks >> 13)
        || (rule != RULE_WILD && rule != RULE_BUG) || (jokers == 0 && wild_ranks == 0))
        return -1;
    const int n = 52 + jokers;
    uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
    uint8_t deck[54], hand[7];
    int64_t wrong = 0;
    for (int i = 0; i < (int)sizeof deck; i++)  /* all 54 ids; the shuffle draws from the first n */
        deck[i] = (uint8_t)i;
    for (uint64_t done = 0; done < count;) {
        int wilds = 0;
        for (int i = 0; i < k; i++) {  /* partial Fisher-Yates with xorshift64* */
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            int j = i + (int)(((x * 0x2545F4914F6CDD1DULL) >> 33) % (uint64_t)(n - i));
            uint8_t t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
            hand[i] = deck[i];
            wilds += hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
        }
        if (!wilds)
            continue;
        done++;
        if (check_one(hand, k, wild_ranks, rule, NULL) && wrong++ == 0 && bad)
            memcpy(bad, hand, (size_t)k);
    }
    return wrong;
}

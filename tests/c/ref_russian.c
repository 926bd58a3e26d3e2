/* Russian poker's reference for the two paid combinations and its check against
 * hr_ru_combinations (csrc/games/russian.c), compiled only into the C test programs. */
#include <string.h>

#include "hr_core.h"
#include "hr_internal.h"
#include "hr_russian.h"
#include "hr_russian_internal.h"
#include "reference.h"

/* The reference: every subset of two to five cards of the hand classified on its own,
 * written apart from the production code. */

/* Category of a subset standing alone (-1: no combination), and its rank key. */
static int ref_classify(uint64_t s, int *key)
{
    int rk[5], su[5], n = 0;
    for (uint64_t m = s; m; m &= m - 1) {
        int c = hr_ctz64(m);
        if (n == 5)
            return -1;
        rk[n] = c / 4;
        su[n] = c % 4;
        n++;
    }
    for (int i = 1; i < n; i++)  /* ranks descending */
        for (int j = i; j > 0 && rk[j] > rk[j - 1]; j--) {
            int t = rk[j]; rk[j] = rk[j - 1]; rk[j - 1] = t;
        }
    *key = 0;
    if (n == 2) {
        if (rk[0] == rk[1]) { *key = rk[0]; return PAIR; }
        if (rk[0] == 12 && rk[1] == 11) return ACE_KING;
        return -1;
    }
    if (n == 3)
        return (rk[0] == rk[2]) ? (*key = rk[0], THREE) : -1;
    if (n == 4) {
        if (rk[0] == rk[3]) { *key = rk[0]; return FOUR; }
        if (rk[0] == rk[1] && rk[2] == rk[3] && rk[1] != rk[2]) { *key = rk[0] * 13 + rk[2]; return TWO_PAIR; }
        return -1;
    }
    if (n != 5)
        return -1;
    int flush = su[0] == su[1] && su[1] == su[2] && su[2] == su[3] && su[3] == su[4];
    int distinct = rk[0] > rk[1] && rk[1] > rk[2] && rk[2] > rk[3] && rk[3] > rk[4];
    int wheel = distinct && rk[0] == 12 && rk[1] == 3 && rk[4] == 0;
    int straight = distinct && (rk[0] - rk[4] == 4 || wheel);
    int full = (rk[0] == rk[2] && rk[3] == rk[4] && rk[2] != rk[3])
               || (rk[0] == rk[1] && rk[2] == rk[4] && rk[1] != rk[2]);
    int cat = -1;
    if (straight && flush) cat = (rk[0] == 12 && !wheel) ? ROYAL : STRAIGHT_FLUSH;
    else if (flush) cat = FLUSH;
    else if (straight) cat = STRAIGHT;
    else if (full) cat = FULL_HOUSE;
    if (cat >= 0)
        *key = hr_eval_mask(s);
    return cat;
}

int hr_ru_combinations_ref(const uint8_t *cards, int n, const hr_ru_rules *R, hr_ru_combo *out)
{
    if ((n != 5 && n != 6) || !rules_ok(R) || !out || !ids_mask(cards, n))  /* !out: as above */
        return -1;
    uint64_t bit[6];
    for (int i = 0; i < n; i++)
        bit[i] = 1ULL << cards[i];
    int full = (1 << n) - 1, vmax = 0;
    for (int s = 0; s <= full; s++) {  /* the best value of five */
        if (hr_popcount64((uint64_t)s) != 5)
            continue;
        uint64_t f = 0;
        for (int i = 0; i < n; i++) if (s >> i & 1) f |= bit[i];
        int v = hr_eval_mask(f);
        if (v > vmax) vmax = v;
    }
    int have = 0, bcat2 = -1, bkey2 = 0;
    double bpay2 = 0;
    memset(out, 0, sizeof *out);
    for (int s = 0; s <= full; s++) {
        if (hr_popcount64((uint64_t)s) != 5)
            continue;
        uint64_t f = 0;
        for (int i = 0; i < n; i++) if (s >> i & 1) f |= bit[i];
        if (hr_eval_mask(f) != vmax)
            continue;
        /* the first's defining cards: its highest-category sub-combination */
        int cat1 = NO_GAME, key;
        uint64_t def1 = 0;
        for (int t = 1; t <= full; t++) {
            if ((t & s) != t || hr_popcount64((uint64_t)t) < 2)
                continue;
            uint64_t sub = 0;
            for (int i = 0; i < n; i++) if (t >> i & 1) sub |= bit[i];
            int c = ref_classify(sub, &key);
            if (c > cat1) { cat1 = c; def1 = sub; }
        }
        /* the best legal second */
        int cat2 = -1, key2 = 0;
        double pay2 = 0;
        uint64_t def2 = 0;
        for (int t = 1; t <= full; t++) {
            int sz = hr_popcount64((uint64_t)t);
            if (sz < 2 || sz > 5)
                continue;
            uint64_t sub = 0;
            for (int i = 0; i < n; i++) if (t >> i & 1) sub |= bit[i];
            if (!(sub & ~def1) || R->paid_combinations == 1)
                continue;
            int c = ref_classify(sub, &key);
            if (c < 0)
                continue;
            if (c == STRAIGHT && R->straight_repeat_as_pair && is_straight_cat(cat1)
                && rank_set(sub) == rank_set(f))
                continue;
            double p = R->paytable[c];
            int win = cat2 < 0 || p > pay2 || (p == pay2 && (c > cat2 || (c == cat2 && key > key2)));
            if (win) { cat2 = c; key2 = key; pay2 = p; def2 = sub; }
        }
        int take = !have;
        if (have && cat2 >= 0)
            take = bcat2 < 0 || pay2 > bpay2
                   || (pay2 == bpay2 && (cat2 > bcat2 || (cat2 == bcat2 && key2 > bkey2)));
        if (take) {
            have = 1;
            bcat2 = cat2;
            bkey2 = key2;
            bpay2 = pay2;
            out->value = vmax;
            out->first = cat1;
            out->five = f;
            out->first_cards = def1;
            out->second = cat2;
            out->second_key = cat2 >= 0 ? key2 : 0;
            out->second_cards = def2;
            out->payout = (cat1 > NO_GAME ? R->paytable[cat1] : 0.0) + (cat2 >= 0 ? pay2 : 0.0);
        }
    }
    return 0;
}

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int below(uint64_t *s, int n)
{
    return (int)(((splitmix(s) >> 32) * (uint64_t)n) >> 32);
}

/* Production against reference for one hand; 1 when they agree and the production
 * answer is a legal pair of combinations of the hand. */
static int check_hand(const uint8_t *c, int k, const hr_ru_rules *R)
{
    hr_ru_combo a, b;
    if (hr_ru_combinations(c, k, R, &a) || hr_ru_combinations_ref(c, k, R, &b))
        return 0;
    if (a.value != b.value || a.first != b.first || a.second != b.second || a.payout != b.payout)
        return 0;
    if (a.second >= 0 && a.second_key != b.second_key)
        return 0;
    uint64_t hand = ids_mask(c, k);
    if ((a.five & hand) != a.five || hr_popcount64(a.five) != 5 || hr_eval_mask(a.five) != a.value)
        return 0;
    /* the defining cards the reference finds in production's five */
    uint8_t f5[5];
    int j = 0;
    for (int i = 0; i < 52; i++) if (a.five >> i & 1) f5[j++] = (uint8_t)i;
    hr_ru_combo r5;
    hr_ru_combinations_ref(f5, 5, R, &r5);
    if (r5.first_cards != a.first_cards)
        return 0;
    if (a.second >= 0) {
        int key, cat = ref_classify(a.second_cards, &key);
        if ((a.second_cards & hand) != a.second_cards || cat != a.second || key != a.second_key
            || !(a.second_cards & ~a.first_cards))
            return 0;
        if (cat == STRAIGHT && R->straight_repeat_as_pair && is_straight_cat(a.first)
            && rank_set(a.second_cards) == rank_set(a.five))
            return 0;
    }
    return 1;
}

int64_t hr_ru_check_combinations(int k, uint64_t samples, uint64_t seed, const hr_ru_rules *R, uint8_t *bad)
{
    if ((k != 5 && k != 6) || (k == 6 && samples == 0) || !rules_ok(R))
        return -1;
    int64_t wrong = 0;
    uint8_t c[6];
    if (samples == 0) {
        for (c[0] = 0; c[0] < 52; c[0]++)
            for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
                for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                    for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                        for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
                            if (!check_hand(c, 5, R) && wrong++ == 0 && bad)
                                memcpy(bad, c, 5);
        return wrong;
    }
    uint8_t deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = (uint8_t)i;
    for (uint64_t s = 0; s < samples; s++) {
        for (int i = 0; i < k; i++) {
            int j = i + below(&seed, 52 - i);
            uint8_t t = deck[i]; deck[i] = deck[j]; deck[j] = t;
        }
        if (!check_hand(deck, k, R) && wrong++ == 0 && bad)  /* bad may be NULL */
            memcpy(bad, deck, (size_t)k);
    }
    return wrong;
}

/* Drives every entry point of Russian poker in C (csrc/include/hr_russian.h) with random and malformed
 * input. Built with -fsanitize=address,undefined by tests/c/run.sh: any read or write
 * outside a buffer or table aborts the run. Buffers (cards, rules, outputs, the advisor's
 * workspace) are malloc'd at their exact size so ASan sees a single byte too far. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hr_core.h"
#include "reference.h"
#include "testkit.h"
#include "hr_russian.h"

static int popc(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1)
        n++;
    return n;
}

/* The house's usual rules (the Python defaults) */
static hr_ru_rules *default_rules(void)
{
    static const double pay[11] = {0, 1, 1, 2, 3, 4, 5, 7, 20, 50, 100};
    hr_ru_rules *R = malloc(sizeof *R);
    memset(R, 0, sizeof *R);
    memcpy(R->paytable, pay, sizeof pay);
    R->fee_sixth = R->fee_exchange = R->fee_buy_game = 1.0;
    R->qualifier = HR_RU_ACE_KING_MIN;
    R->game_buying = 1;
    R->redraw_same_rank = 1;
    return R;
}

/* Valid random rules: non-negative paytable and fees, any qualifier, any flags. */
static hr_ru_rules *random_rules(void)
{
    hr_ru_rules *R = default_rules();
    if (rnd() % 2)
        for (int c = 1; c < 11; c++)
            R->paytable[c] = (double)(rnd() % 200) / 4.0;
    R->table_max = rnd() % 3 ? 0.0 : (double)(rnd() % 400) / 4.0;
    R->fee_sixth = (double)(rnd() % 9) / 4.0;
    R->fee_exchange = (double)(rnd() % 9) / 4.0;
    R->fee_buy_game = (double)(rnd() % 9) / 4.0;
    switch (rnd() % 4) {
    case 0: R->qualifier = HR_RU_ACE_KING_MIN; break;
    case 1: R->qualifier = 1 + (int)(rnd() % 7463); break;  /* 1..7463 (7463: never) */
    case 2: R->qualifier = 1278 + (int)(rnd() % 3000); break;
    default: R->qualifier = 1; break;
    }
    R->ante_paid_on_win = (int)(rnd() % 2);
    R->game_buying = (int)(rnd() % 2);
    R->redraw_same_rank = (int)(rnd() % 2);
    R->straight_repeat_as_pair = (int)(rnd() % 2);
    return R;
}

/* Rules the struct allows but no house would use: negative, huge, infinite and NaN
 * amounts. The functions must still stay inside their buffers and count correctly. */
static hr_ru_rules *odd_rules(int which)
{
    hr_ru_rules *R = default_rules();
    double x[] = {-1e300, 1e300, -INFINITY, INFINITY, NAN, -0.0, -5.0, 1e-300};
    double a = x[which % 8], b = x[(which / 8) % 8];
    for (int c = 0; c < 11; c++)
        R->paytable[c] = c % 2 ? a : b;
    R->table_max = b;
    R->fee_sixth = R->fee_exchange = a;
    R->fee_buy_game = b;
    R->ante_paid_on_win = which % 3 ? INT_MIN : 1;  /* any non-zero int is "yes" */
    R->game_buying = which % 5 ? -7 : 0;
    R->redraw_same_rank = which % 2 ? INT_MAX : 0;
    R->straight_repeat_as_pair = which;
    return R;
}

static void test_category(void)
{
    for (int v = -5; v <= 7470; v++) {
        int c = hr_ru_category(v), h = hr_category(v);
        if (v < 1 || v > 7462)
            CHECK(c == -1);
        else if (v < HR_RU_ACE_KING_MIN)
            CHECK(c == 0 && h == 0);
        else if (v <= HR_RU_ACE_KING_MAX)
            CHECK(c == 1 && h == 0);
        else
            CHECK(c == h + 1 && c >= 1 && c <= 10);  /* high card above A-K: impossible */
    }
    CHECK(hr_ru_category(HR_RU_ACE_KING_MAX + 1) == 2);  /* the lowest pair */
    CHECK(hr_ru_category(INT_MIN) == -1 && hr_ru_category(INT_MAX) == -1);
}

/* The invariants of a combination answer for hand `ids` (written from hr_russian.h). */
static void check_combo(const uint8_t *ids, int n, const hr_ru_rules *R, const hr_ru_combo *c)
{
    uint64_t hand = mask_of(ids, n);
    CHECK(c->value == hr_eval_ids(ids, n));
    CHECK(c->first == hr_ru_category(c->value));
    CHECK(c->first < 2 || c->first == hr_category(c->value) + 1);
    CHECK((c->five & hand) == c->five && popc(c->five) == 5 && hr_eval_mask(c->five) == c->value);
    CHECK((c->first_cards & c->five) == c->first_cards);
    CHECK(c->first == 0 ? c->first_cards == 0 : popc(c->first_cards) >= 2);
    CHECK(c->second >= -1 && c->second <= 10 && c->second != 0);
    if (c->second < 0) {
        CHECK(c->second_cards == 0);
    } else {
        CHECK((c->second_cards & hand) == c->second_cards && popc(c->second_cards) >= 2);
        CHECK((c->second_cards & ~c->first_cards) != 0);  /* a card of its own */
    }
    double pay = (c->first > 0 ? R->paytable[c->first] : 0.0) + (c->second >= 0 ? R->paytable[c->second] : 0.0);
    CHECK(c->payout == pay);
    CHECK(c->payout >= 0 && isfinite(c->payout));
}

static void test_combinations(void)
{
    int compared = 0;
    for (int t = 0; t < 40000; t++) {
        int n = 5 + (int)(rnd() % 2);
        hr_ru_rules *R = t % 4 ? default_rules() : random_rules();
        uint8_t h[6];
        deal(h, n, 52, 0);
        uint8_t *ids = copy(h, n);
        hr_ru_combo *c = malloc(sizeof *c), *r = malloc(sizeof *r);
        CHECK(hr_ru_combinations(ids, n, R, c) == 0);
        check_combo(ids, n, R, c);
        if (t % 4 == 0) {
            compared++;
            CHECK(hr_ru_combinations_ref(ids, n, R, r) == 0);
            CHECK(r->value == c->value && r->first == c->first && r->second == c->second);
            CHECK(r->payout == c->payout);
        }
        /* malformed: an id above 51, a repeat; the answer untouched */
        memset(c, 0xA5, sizeof *c);
        hr_ru_combo before = *c;
        int i = (int)(rnd() % (uint64_t)n), j = (i + 1) % n;
        uint8_t saved = ids[i];
        ids[i] = (uint8_t)(52 + rnd() % 204);
        CHECK(hr_ru_combinations(ids, n, R, c) == -1 && hr_ru_combinations_ref(ids, n, R, c) == -1);
        ids[i] = ids[j];
        CHECK(hr_ru_combinations(ids, n, R, c) == -1 && hr_ru_combinations_ref(ids, n, R, c) == -1);
        ids[i] = saved;
        CHECK(memcmp(c, &before, sizeof before) == 0);
        free(ids);
        free(c);
        free(r);
        free(R);
    }
    CHECK(compared > 5000);
    /* wrong counts with exact buffers (or NULL when there is nothing to read), bad rules,
     * NULL pointers: -1 and nothing written */
    hr_ru_rules *R = default_rules();
    hr_ru_combo *c = malloc(sizeof *c);
    memset(c, 0xA5, sizeof *c);
    hr_ru_combo before = *c;
    for (int n = -2; n <= 9; n++) {
        if (n == 5 || n == 6)
            continue;
        uint8_t h[9];
        deal(h, n > 0 ? n : 0, 52, 0);
        uint8_t *ids = copy(h, n);
        CHECK(hr_ru_combinations(ids, n, R, c) == -1 && hr_ru_combinations_ref(ids, n, R, c) == -1);
        CHECK(hr_ru_combinations(NULL, n, R, c) == -1 && hr_ru_combinations_ref(NULL, n, R, c) == -1);
        free(ids);
    }
    CHECK(hr_ru_combinations(NULL, INT_MIN, R, c) == -1 && hr_ru_combinations(NULL, INT_MAX, R, c) == -1);
    uint8_t h6[6];
    deal(h6, 6, 52, 0);
    uint8_t *ids = copy(h6, 6);
    static const int bad_q[] = {0, -1, 7464, INT_MAX, INT_MIN};
    for (int i = 0; i < 5; i++) {
        hr_ru_rules *B = default_rules();
        B->qualifier = bad_q[i];
        CHECK(hr_ru_combinations(ids, 6, B, c) == -1 && hr_ru_combinations_ref(ids, 6, B, c) == -1);
        free(B);
    }
    CHECK(hr_ru_combinations(ids, 6, NULL, c) == -1 && hr_ru_combinations_ref(ids, 5, NULL, c) == -1);
    CHECK(hr_ru_combinations(ids, 6, R, NULL) == -1 && hr_ru_combinations_ref(ids, 5, R, NULL) == -1);
    CHECK(memcmp(c, &before, sizeof before) == 0);
    /* odd amounts: the combinations (not their payouts) are as usual */
    for (int w = 0; w < 64; w++) {
        hr_ru_rules *O = odd_rules(w);
        for (int n = 5; n <= 6; n++) {
            hr_ru_combo a, b;
            CHECK(hr_ru_combinations(ids, n, O, &a) == 0 && hr_ru_combinations_ref(ids, n, O, &b) == 0);
            CHECK(a.value == hr_eval_ids(ids, n) && a.first == hr_ru_category(a.value) && a.value == b.value);
        }
        free(O);
    }
    free(ids);
    free(c);
    free(R);
}

static void test_check_combinations(void)
{
    for (int t = 0; t < 8; t++) {
        hr_ru_rules *R = t ? random_rules() : default_rules();
        int k = 5 + t % 2;
        uint8_t *bad = malloc((size_t)k);
        memset(bad, 0xEE, (size_t)k);
        CHECK(hr_ru_check_combinations(k, 300, (uint64_t)t, R, bad) == 0);
        CHECK(hr_ru_check_combinations(k, 100, (uint64_t)t + 9, R, NULL) == 0);
        CHECK(bad[0] == 0xEE);
        free(bad);
        free(R);
    }
    hr_ru_rules *R = default_rules();
    uint8_t *bad = malloc(1);
    bad[0] = 0xEE;
    CHECK(hr_ru_check_combinations(4, 10, 1, R, bad) == -1);
    CHECK(hr_ru_check_combinations(7, 10, 1, R, bad) == -1);
    CHECK(hr_ru_check_combinations(-1, 10, 1, R, bad) == -1);
    CHECK(hr_ru_check_combinations(INT_MIN, 10, 1, R, bad) == -1);
    CHECK(hr_ru_check_combinations(6, 0, 1, R, bad) == -1);  /* six cards: samples only */
    CHECK(hr_ru_check_combinations(5, 10, 1, NULL, bad) == -1);
    R->qualifier = 0;
    CHECK(hr_ru_check_combinations(5, 10, 1, R, bad) == -1);
    CHECK(bad[0] == 0xEE);
    free(bad);
    free(R);
    /* NaN amounts make every paid hand "disagree" (NaN != NaN): the first goes to a
     * k-byte `bad`, and a NULL `bad` is not written */
    for (int k = 5; k <= 6; k++) {
        hr_ru_rules *O = odd_rules(4 + 8 * 4);  /* every amount NaN */
        uint8_t *b = malloc((size_t)k);
        int64_t wrong = hr_ru_check_combinations(k, 200, 3, O, b);
        CHECK(wrong > 0 && wrong <= 200);
        CHECK(b[0] < 52 && popc(mask_of(b, k)) == k);
        CHECK(hr_ru_check_combinations(k, 200, 3, O, NULL) == wrong);
        free(b);
        free(O);
    }
}

static const double EPS = 1e-9;

/* hr_ru_bet_ev recounted by brute force over the dealer's four cards. */
static void recount(const uint8_t *player, int n, const uint8_t *dead, int ndead, int up,
                    const hr_ru_rules *R, const hr_ru_bet_stats *s)
{
    uint64_t out = mask_of(player, n) | mask_of(dead, ndead) | 1ULL << up;
    uint8_t L[52];
    int nl = 0;
    for (int c = 0; c < 52; c++)
        if (!(out >> c & 1))
            L[nl++] = (uint8_t)c;
    hr_ru_combo cb;
    CHECK(hr_ru_combinations(player, n, R, &cb) == 0);
    int v = cb.value;
    uint64_t cnt[4] = {0, 0, 0, 0}, hands = 0;
    for (int a = 0; a < nl; a++)
        for (int b = a + 1; b < nl; b++)
            for (int c = b + 1; c < nl; c++)
                for (int d = c + 1; d < nl; d++) {
                    int x = hr_eval5(up, L[a], L[b], L[c], L[d]);
                    hands++;
                    cnt[x < R->qualifier ? 0 : x < v ? 1 : x > v ? 2 : 3]++;
                }
    CHECK(s->hands == hands && s->no_game == cnt[0] && s->win == cnt[1] && s->lose == cnt[2]
          && s->stay == cnt[3]);
    double w = 2.0 * cb.payout + (R->ante_paid_on_win ? 1.0 : 0.0);
    if (R->table_max > 0 && w > R->table_max)
        w = R->table_max;
    double ang = R->table_max > 0 && R->table_max < 1 ? R->table_max : 1.0;
    double ev = (ang * (double)cnt[0] + w * (double)cnt[1] - 3.0 * (double)cnt[2]) / (double)hands;
    CHECK(fabs(s->win_amount - w) <= EPS && fabs(s->ev_no_buy - ev) <= EPS);
}

static void check_stats(const hr_ru_rules *R, const hr_ru_bet_stats *s)
{
    CHECK(isfinite(s->ev) && isfinite(s->ev_no_buy) && isfinite(s->win_amount));
    CHECK(s->hands == s->no_game + s->win + s->lose + s->stay && s->buys <= s->no_game);
    CHECK(s->ev >= s->ev_no_buy - EPS && s->ev_no_buy >= -3.0 - EPS);
    if (!R->game_buying)
        CHECK(s->buys == 0 && s->ev == s->ev_no_buy);
}

static void test_bet_ev(void)
{
    /* many dead cards keep the brute-force recount cheap; a few full decks */
    for (int t = 0; t < 300; t++) {
        int n = 5 + (int)(rnd() % 2);
        int ndead = t < 6 ? (int)(rnd() % 3) : 25 + (int)(rnd() % (41 - 25));
        if (n + ndead + 1 > 52 - 4)
            ndead = 52 - 4 - n - 1;
        hr_ru_rules *R = random_rules();
        uint8_t all[52];
        deal(all, n + ndead + 1, 52, 0);
        uint8_t *player = copy(all, n), *dead = ndead ? copy(all + n, ndead) : NULL;
        int up = all[n + ndead];
        hr_ru_bet_stats *s = malloc(sizeof *s);
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == 0);
        check_stats(R, s);
        if (t < 3 || ndead >= 25)
            recount(player, n, dead, ndead, up, R, s);
        /* malformed: the answer untouched */
        memset(s, 0x5A, sizeof *s);
        hr_ru_bet_stats before = *s;
        int i = (int)(rnd() % (uint64_t)n);
        uint8_t saved = player[i];
        player[i] = (uint8_t)(52 + rnd() % 204);
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
        player[i] = player[(i + 1) % n];
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
        player[i] = (uint8_t)up;  /* the up card in the hand */
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
        player[i] = saved;
        if (ndead) {
            int j = (int)(rnd() % (uint64_t)ndead);
            uint8_t sd = dead[j];
            dead[j] = (uint8_t)(52 + rnd() % 204);
            CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
            dead[j] = player[0];  /* dead and held */
            CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
            dead[j] = (uint8_t)up;
            CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
            if (ndead > 1) {
                dead[j] = dead[(j + 1) % ndead];
                CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
            }
            dead[j] = sd;
        }
        static const int bad_up[] = {-1, 52, 53, 255, INT_MIN, INT_MAX};
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, bad_up[t % 6], R, s) == -1);
        CHECK(hr_ru_bet_ev(player, n, dead, -1 - (int)(rnd() % 5), up, R, s) == -1);
        CHECK(hr_ru_bet_ev(player, n, dead, INT_MIN, up, R, s) == -1);
        CHECK(hr_ru_bet_ev(player, n, NULL, 41 + (int)(rnd() % 300), up, R, s) == -1);
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, NULL, s) == -1);
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, NULL) == -1);
        int q = R->qualifier;
        R->qualifier = t % 2 ? 0 : 7464;
        CHECK(hr_ru_bet_ev(player, n, dead, ndead, up, R, s) == -1);
        R->qualifier = q;
        CHECK(memcmp(s, &before, sizeof before) == 0);
        free(player);
        free(dead);
        free(s);
        free(R);
    }
    /* wrong counts with exact-size buffers; NULL where the count is 0 */
    hr_ru_rules *R = default_rules();
    hr_ru_bet_stats s;
    uint8_t all[10];
    deal(all, 10, 52, 0);
    for (int n = -2; n <= 9; n++) {
        if (n == 5 || n == 6)
            continue;
        uint8_t *p = copy(all, n);
        CHECK(hr_ru_bet_ev(p, n, NULL, 0, all[9], R, &s) == -1);
        CHECK(hr_ru_bet_ev(NULL, n, NULL, 0, all[9], R, &s) == -1);
        free(p);
    }
    CHECK(hr_ru_bet_ev(NULL, INT_MIN, NULL, 0, 0, R, &s) == -1);
    /* the fewest live cards allowed: 52 - 6 - 40 - 1 = 5, so five dealer hands */
    uint8_t deck[52];
    deal(deck, 52, 52, 0);
    uint8_t *p6 = copy(deck, 6), *d40 = copy(deck + 6, 40);
    CHECK(hr_ru_bet_ev(p6, 6, d40, 40, deck[46], R, &s) == 0 && s.hands == 5);
    recount(p6, 6, d40, 40, deck[46], R, &s);
    CHECK(hr_ru_bet_ev(p6, 6, d40, 41, deck[46], R, &s) == -1);  /* 41 > 40: not read */
    free(p6);
    free(d40);
    /* odd amounts: no crash, the counts stay right */
    uint8_t *p5 = copy(deck, 5), *d30 = copy(deck + 5, 30);
    for (int w = 0; w < 64; w++) {
        hr_ru_rules *O = odd_rules(w);
        O->qualifier = 1 + (int)(rnd() % 7463);
        hr_ru_bet_stats *o = malloc(sizeof *o);
        CHECK(hr_ru_bet_ev(p5, 5, d30, 30, deck[40], O, o) == 0);
        CHECK(o->hands == 1820 && o->hands == o->no_game + o->win + o->lose + o->stay);
        CHECK(o->buys <= o->no_game);
        free(o);
        free(O);
    }
    free(p5);
    free(d30);
    free(R);
}

static int opts_zero(const hr_ru_option *o)
{
    return o->ev == 0 && o->se == 0 && o->draws == 0 && o->exact == 0;
}

static void test_advise(void)
{
    size_t size = hr_ru_advise_workspace();
    CHECK(size > 1000000 && size == hr_ru_advise_workspace());
    void *ws = malloc(size);
    hr_ru_option *o = malloc(HR_RU_OPTIONS * sizeof *o);

    /* 1. No game buying: every option is exact where enumerated, and each one is the
     * average of hr_ru_bet_ev over the draws (fold at -1 when better) less the fee. */
    hr_ru_rules *R = default_rules();
    R->game_buying = 0;
    R->fee_sixth = 0.75;
    R->fee_exchange = 0.5;
    uint8_t h[6];
    deal(h, 6, 52, 0);
    uint8_t *hand = copy(h, 5);
    int up = h[5];
    uint64_t which = 1 | 2 | 1ULL << (1 + 1);  /* bet, sixth card, exchange hand[0] */
    memset(o, 0x77, HR_RU_OPTIONS * sizeof *o);
    CHECK(hr_ru_advise(hand, up, R, which, 46, 0.01, 1000, 5, ws, size, o) == 0);
    hr_ru_bet_stats s;
    CHECK(hr_ru_bet_ev(hand, 5, NULL, 0, up, R, &s) == 0);
    CHECK(fabs(o[0].ev - s.ev) <= EPS && o[0].exact == 1);
    uint64_t out = mask_of(hand, 5) | 1ULL << up;
    double sixth = 0, exch = 0;
    int n6 = 0, nx = 0;
    uint8_t six[6], five[5];
    memcpy(six, hand, 5);
    memcpy(five, hand, 5);
    for (int c = 0; c < 52; c++) {
        if (out >> c & 1)
            continue;
        six[5] = (uint8_t)c;
        CHECK(hr_ru_bet_ev(six, 6, NULL, 0, up, R, &s) == 0);
        sixth += s.ev > -1.0 ? s.ev : -1.0;
        n6++;
        five[0] = (uint8_t)c;
        CHECK(hr_ru_bet_ev(five, 5, hand, 1, up, R, &s) == 0);  /* hand[0] is dead */
        exch += s.ev > -1.0 ? s.ev : -1.0;
        nx++;
    }
    CHECK(n6 == 46 && o[1].draws == 46 && o[1].exact == 1);
    CHECK(fabs(o[1].ev - (sixth / 46 - 0.75)) <= EPS);
    CHECK(o[2].draws == 46 && o[2].exact == 1 && o[2].se == 0);
    CHECK(fabs(o[2].ev - (exch / 46 - 0.5)) <= EPS);
    for (int i = 3; i < HR_RU_OPTIONS; i++)
        CHECK(opts_zero(&o[i]));
    free(R);

    /* 2. The house rules with game buying, sampled and enumerated exchanges; odd
     * knobs: max_draws 0 (taken as 1), target_se NaN or negative, a huge seed. */
    R = default_rules();
    which = 1 | 2 | 1ULL << (3 + 1) | 1ULL << (7 + 1) | 1ULL << (31 + 1) | 0xFFFFFFFF00000000ULL;
    CHECK(hr_ru_advise(hand, up, R, which, 1035, 0.05, 4096, UINT64_MAX, ws, size, o) == 0);
    CHECK(isfinite(o[0].ev) && o[0].ev >= -3.0 - EPS && o[0].exact == 1);
    CHECK(hr_ru_bet_ev(hand, 5, NULL, 0, up, R, &s) == 0 && fabs(o[0].ev - s.ev) <= EPS);
    CHECK(isfinite(o[1].ev) && o[1].draws == 46);
    CHECK(o[4].draws == 1035 && isfinite(o[4].ev) && isfinite(o[4].se) && o[4].se >= 0);
    CHECK(o[8].draws >= 1 && o[8].draws <= 4096 && o[8].exact == 0 && isfinite(o[8].ev));
    CHECK(o[32].draws >= 1 && o[32].draws <= 4096 && o[32].exact == 0 && isfinite(o[32].ev));
    for (int i = 0; i < HR_RU_OPTIONS; i++)
        if (i != 0 && i != 1 && i != 4 && i != 8 && i != 32)
            CHECK(opts_zero(&o[i]));
    CHECK(hr_ru_advise(hand, up, R, 1ULL << (16 + 1), 0, NAN, 0, 1, ws, size, o) == 0);
    CHECK(o[17].draws == 1 && isfinite(o[17].ev) && opts_zero(&o[0]));
    CHECK(hr_ru_advise(hand, up, R, 1ULL << (2 + 1), UINT64_MAX, -1.0, UINT64_MAX, 1, ws, size, o) == 0);
    CHECK(o[3].draws == 46);  /* one card: enumerated at any limit above 46 */
    CHECK(hr_ru_advise(hand, up, R, 0, 0, 0.0, 0, 0, ws, size, o) == 0);
    for (int i = 0; i < HR_RU_OPTIONS; i++)
        CHECK(opts_zero(&o[i]));
    free(R);

    /* 3. Odd rules (the qualifier never met, negative and huge amounts) */
    R = odd_rules(1 + 8 * 6);  /* paytable 1e300 / -5, fees 1e300 and -5 */
    R->qualifier = 7463;
    CHECK(hr_ru_advise(hand, up, R, 1 | 2 | 1ULL << 2, 46, 0.1, 2048, 3, ws, size, o) == 0);
    free(R);
    R = odd_rules(4);  /* NaN and -1e300 amounts; every dealer hand qualifies */
    R->qualifier = 1;
    CHECK(hr_ru_advise(hand, up, R, 1 | 1ULL << 2 | 1ULL << 4, 46, 0.1, 2048, 3, ws, size, o) == 0);
    free(R);

    /* 4. Bad input: -1 (cards, rules, up card, opts) or -2 (workspace), nothing written */
    R = default_rules();
    memset(o, 0x77, HR_RU_OPTIONS * sizeof *o);
    hr_ru_option before = o[0];
    CHECK(hr_ru_advise(hand, up, NULL, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    static const int bad_up[] = {-1, 52, 53, 255, INT_MIN, INT_MAX};
    for (int i = 0; i < 6; i++)
        CHECK(hr_ru_advise(hand, bad_up[i], R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    CHECK(hr_ru_advise(hand, hand[2], R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size, NULL) == -1);
    uint8_t saved = hand[4];
    hand[4] = (uint8_t)(52 + rnd() % 204);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    hand[4] = hand[0];
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    hand[4] = saved;
    R->qualifier = 0;
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    R->qualifier = 7464;
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size, o) == -1);
    R->qualifier = HR_RU_ACE_KING_MIN;
    uint8_t *small = malloc(64);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, small, 64, o) == -2);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, size - 1, o) == -2);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, ws, 0, o) == -2);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, NULL, size, o) == -2);
    CHECK(hr_ru_advise(hand, up, R, 3, 46, 0.1, 100, 1, (char *)ws + 1, size - 1, o) == -2);
    free(small);
    CHECK(memcmp(&o[0], &before, sizeof before) == 0);
    free(R);
    free(hand);
    free(o);
    free(ws);
}

int main(void)
{
    rng_state = 0x94D049BB133111EBULL;
    test_category();
    test_combinations();
    test_check_combinations();
    test_bet_ev();
    test_advise();
    if (failures) {
        printf("test_russian: %d failures\n", failures);
        return 1;
    }
    printf("test_russian: ok\n");
    return 0;
}

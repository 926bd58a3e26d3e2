/* Russian poker: the two paid combinations, the bet's expected value and the advisor.
 *
 * Hands are 64-bit masks, bit i = card id i (id = 4 * rank + suit), so the cards of
 * rank r are the four bits RANK_CARDS(r). See hr_russian.h for the API.
 */
#include <math.h>
#include <string.h>

#include "hr_core.h"
#include "hr_internal.h"
#include "hr_russian.h"
#include "hr_russian_internal.h"

#define ALL_CARDS ((1ULL << 52) - 1)
#define ACE 12
#define KING 11
#define LOSS 3.0 /* ante + bet */

static int top_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return 63 - __builtin_clzll(x);
#else
    int n = -1;
    while (x) { x >>= 1; n++; }
    return n;
#endif
}

int hr_ru_category(int value)
{
    if (value < 1 || value > HR_NUM_VALUES)
        return -1;
    if (value < HR_RU_ACE_KING_MIN)
        return NO_GAME;
    if (value <= HR_RU_ACE_KING_MAX)
        return ACE_KING;
    return (int)(hr_class_info[value] >> 20) + 1;  /* pair (1) -> 2 ... royal (9) -> 10 */
}

/* The value of 5..7 distinct cards given as a mask. */
static uint16_t eval_mask(uint64_t m)
{
    uint64_t key = HR_KEY_INIT, bits = 0;
    while (m) {
        int c = hr_ctz64(m);
        m &= m - 1;
        key += hr_card_key[c];
        bits |= hr_card_bit[c];
    }
    return hr_lookup(key, bits);
}


/* ------------------------------------------------------------------------------------
 * The two paid combinations (production): the first is a best five; the second is,
 * per category, the best combination holding a card outside the first's defining
 * cards, and the best of those by (payout, category, rank key).
 * ---------------------------------------------------------------------------------- */

typedef struct {
    int cat, key;
    double pay;
    uint64_t mask;
} cand;

static int better(const cand *a, const cand *b)
{
    if (a->cat < 0)
        return 0;
    if (b->cat < 0)
        return 1;
    if (a->pay != b->pay)
        return a->pay > b->pay;
    if (a->cat != b->cat)
        return a->cat > b->cat;
    return a->key > b->key;
}

/* The defining cards of a best five of Russian category `cat`: kickers excluded. */
static uint64_t defining(uint64_t five, int cat)
{
    if (cat == NO_GAME)
        return 0;
    if (cat == ACE_KING)
        return five & (RANK_CARDS(ACE) | RANK_CARDS(KING));
    if (cat == STRAIGHT || cat == FLUSH || cat == FULL_HOUSE || cat == STRAIGHT_FLUSH || cat == ROYAL)
        return five;
    uint64_t d = 0;
    for (int r = 0; r < 13; r++) {
        uint64_t rc = five & RANK_CARDS(r);
        if (hr_popcount64(rc) >= 2)
            d |= rc;
    }
    return d;
}

/* k cards of `rc`, the ones in `fresh` first. */
static uint64_t pick(uint64_t rc, uint64_t fresh, int k)
{
    uint64_t out = 0, a = rc & fresh, b = rc & ~fresh;
    while (k && a) { out |= a & (~a + 1); a &= a - 1; k--; }
    while (k && b) { out |= b & (~b + 1); b &= b - 1; k--; }
    return out;
}

static void offer(cand *best, int cat, int key, uint64_t mask, const hr_ru_rules *R)
{
    cand c = {cat, key, R->paytable[cat], mask};
    if (better(&c, best))
        *best = c;
}

static cand second_best(uint64_t hand, uint64_t five, uint64_t first, int cat1, const hr_ru_rules *R)
{
    cand best = {-1, 0, 0.0, 0};
    uint64_t fresh = hand & ~first;
    if (!fresh)
        return best;
    int cnt[13], nfresh[13];
    for (int r = 0; r < 13; r++) {
        cnt[r] = hr_popcount64(hand & RANK_CARDS(r));
        nfresh[r] = hr_popcount64(fresh & RANK_CARDS(r));
    }
    /* five-card combinations: straight, flush, full house, straight flush, royal */
    int n = hr_popcount64(hand);
    for (int drop = -1; drop < n; drop++) {
        uint64_t g = hand;
        if (n == 6) {
            if (drop < 0)
                continue;
            uint64_t m = hand;
            for (int i = 0; i < drop; i++)
                m &= m - 1;
            g = hand & ~(m & (~m + 1));
        } else if (drop >= 0) {
            break;
        }
        if (!(g & fresh))
            continue;
        int v = eval_mask(g), cat = hr_ru_category(v);
        if (cat < STRAIGHT || cat == FOUR)
            continue;
        if (cat == STRAIGHT && R->straight_repeat_as_pair && is_straight_cat(cat1)
            && rank_set(g) == rank_set(five))
            continue;
        offer(&best, cat, v, g, R);
    }
    /* combinations of two to four cards, from the rank counts */
    for (int r = 12; r >= 0; r--) {
        if (!nfresh[r])
            continue;
        uint64_t rc = hand & RANK_CARDS(r);
        if (cnt[r] == 4)
            offer(&best, FOUR, r, rc, R);
        if (cnt[r] >= 3)
            offer(&best, THREE, r, pick(rc, fresh, 3), R);
        if (cnt[r] >= 2)
            offer(&best, PAIR, r, pick(rc, fresh, 2), R);
    }
    for (int hi = 12; hi > 0; hi--) {
        if (cnt[hi] < 2)
            continue;
        for (int lo = hi - 1; lo >= 0; lo--)
            if (cnt[lo] >= 2 && nfresh[hi] + nfresh[lo] > 0) {
                uint64_t m = pick(hand & RANK_CARDS(hi), fresh, 2) | pick(hand & RANK_CARDS(lo), fresh, 2);
                offer(&best, TWO_PAIR, hi * 13 + lo, m, R);
            }
    }
    if (cnt[ACE] && cnt[KING] && nfresh[ACE] + nfresh[KING] > 0)
        offer(&best, ACE_KING, 0, pick(hand & RANK_CARDS(ACE), fresh, 1) | pick(hand & RANK_CARDS(KING), fresh, 1), R);
    return best;
}

static void combos_mask(uint64_t hand, const hr_ru_rules *R, hr_ru_combo *out)
{
    int n = hr_popcount64(hand);
    uint64_t fives[6] = {0, 0, 0, 0, 0, 0};
    int nf = 0, vmax = 0;
    if (n == 5) {
        fives[nf++] = hand;
        vmax = eval_mask(hand);
    } else {
        uint64_t m = hand;
        while (m) {
            uint64_t low = m & (~m + 1);
            m &= m - 1;
            uint64_t f = hand & ~low;
            int v = eval_mask(f);
            if (v > vmax) { vmax = v; nf = 0; }
            if (v == vmax) fives[nf++] = f;
        }
    }
    int cat1 = hr_ru_category(vmax);
    cand best = {-1, 0, 0.0, 0};
    uint64_t best_five = fives[0];
    for (int i = 0; i < nf; i++) {
        cand c = {-1, 0, 0.0, 0};
        if (R->paid_combinations != 1)
            c = second_best(hand, fives[i], defining(fives[i], cat1), cat1, R);
        if (better(&c, &best)) {
            best = c;
            best_five = fives[i];
        }
    }
    out->value = vmax;
    out->first = cat1;
    out->five = best_five;
    out->first_cards = defining(best_five, cat1);
    out->second = best.cat;
    out->second_key = best.cat >= 0 ? best.key : 0;
    out->second_cards = best.cat >= 0 ? best.mask : 0;
    out->payout = (cat1 > NO_GAME ? R->paytable[cat1] : 0.0) + (best.cat >= 0 ? best.pay : 0.0);
}

int hr_ru_combinations(const uint8_t *cards, int n, const hr_ru_rules *rules, hr_ru_combo *out)
{
    if ((n != 5 && n != 6) || !rules_ok(rules) || !out)  /* a NULL answer is bad input, not a write */
        return -1;
    uint64_t hand = ids_mask(cards, n);
    if (!hand)
        return -1;
    combos_mask(hand, rules, out);
    return 0;
}

/* The random numbers of the advisor's samples: splitmix64, and a number below n from its top 32 bits. */
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

/* ------------------------------------------------------------------------------------
 * The bet: every dealer completion, and buying a game when he has none.
 * ---------------------------------------------------------------------------------- */

double hr_ru_win_amount(const hr_ru_rules *R, double payout)
{
    double w = 2.0 * payout + (R->ante_paid_on_win ? 1.0 : 0.0);
    return (R->table_max > 0 && w > R->table_max) ? R->table_max : w;
}

double hr_ru_no_game_amount(const hr_ru_rules *R)
{
    return (R->table_max > 0 && R->table_max < 1.0) ? R->table_max : 1.0;
}

/* At most how many replacement cards can make a qualifying dealer hand below `v`?
 * The dealer's four remaining cards have four ranks and no pair, so one card makes at
 * most a pair (12 cards), a straight or a flush; against a pair or less only a pair
 * or Ace-King can lose, and Ace-King cannot be rebuilt when the replaced (highest)
 * card's rank is drawn again. Returns -1 when no such bound is known. */
static int max_buy_winners(const hr_ru_rules *R, int v)
{
    int cat = hr_ru_category(v);
    if (cat > PAIR || R->qualifier < HR_RU_ACE_KING_MIN)
        return -1;
    return R->redraw_same_rank ? 12 : 20;
}

/* Could buying a game ever beat taking the ante win with this hand, when at least
 * `deck` cards (before dropping the replaced rank) are left for the replacement? */
static int may_buy(const hr_ru_rules *R, int v, double w, int deck)
{
    if (!R->game_buying || v < R->qualifier || w - R->fee_buy_game <= hr_ru_no_game_amount(R))
        return 0;
    int most = max_buy_winners(R, v), n = deck - (R->redraw_same_rank ? 3 : 0);
    return most < 0 || n <= 0 || -R->fee_buy_game + w * most / n > hr_ru_no_game_amount(R);
}

static const int STRAIGHTS[10] = {0x100F, 0x1F, 0x3E, 0x7C, 0xF8, 0x1F0, 0x3E0, 0x7C0, 0xF80, 0x1F00};
#define SUIT_CARDS(s) (0x1111111111111ULL << (s))

static uint64_t cards_of_ranks(int rs)
{
    uint64_t m = 0;
    for (int r = 0; r < 13; r++)
        if (rs >> r & 1)
            m |= RANK_CARDS(r);
    return m;
}

/* Expected antes of buying a game against the no-game `dealer` (five cards): his
 * highest card is replaced by one of `deck` (drawn again while of the replaced rank
 * when the rule says so); the fee included. Exact whenever it is above the ante win;
 * otherwise possibly an underestimate still not above it (the only use is the choice). */
static double buy_game_ev(uint64_t dealer, uint64_t deck, int v, double w, const hr_ru_rules *R)
{
    int top = top_bit(dealer);  /* no pair: the highest id is the highest card */
    uint64_t rest = dealer & ~(1ULL << top);
    if (R->redraw_same_rank)
        deck &= ~RANK_CARDS(top >> 2);
    int n = hr_popcount64(deck);
    if (!n)
        return -R->fee_buy_game;
    if (R->qualifier >= HR_RU_ACE_KING_MIN) {
        /* only these cards can give him a game: a pair, a straight, a flush, Ace-King */
        int rs = rank_set(rest);
        uint64_t cand = cards_of_ranks(rs) | RANK_CARDS(ACE) | RANK_CARDS(KING);
        for (int i = 0; i < 10; i++)
            if (hr_popcount64((uint64_t)(rs & STRAIGHTS[i])) == 4)
                cand |= cards_of_ranks(STRAIGHTS[i] & ~rs);
        for (int s = 0; s < 4; s++)
            if ((rest & SUIT_CARDS(s)) == rest)
                cand |= SUIT_CARDS(s);
        cand &= deck;
        if (-R->fee_buy_game + w * hr_popcount64(cand) / n <= hr_ru_no_game_amount(R))
            return -R->fee_buy_game;
        deck = cand;
    }
    uint64_t key = HR_KEY_INIT, bits = 0;
    for (uint64_t m = rest; m; m &= m - 1) {
        int c = hr_ctz64(m);
        key += hr_card_key[c];
        bits |= hr_card_bit[c];
    }
    int q = R->qualifier, won = 0, lost = 0;
    for (; deck; deck &= deck - 1) {
        int c = hr_ctz64(deck);
        int d = hr_lookup(key + hr_card_key[c], bits | hr_card_bit[c]);
        if (d >= q) {
            won += d < v;
            lost += d > v;
        }
    }
    return -R->fee_buy_game + (won * w - lost * LOSS) / n;
}

int hr_ru_bet_ev(const uint8_t *player, int n, const uint8_t *dead, int ndead, int up,
                 const hr_ru_rules *R, hr_ru_bet_stats *out)
{
    if ((n != 5 && n != 6) || ndead < 0 || ndead > 40 || up < 0 || up > 51 || !rules_ok(R)
        || !out)  /* a NULL answer is bad input, not a write */
        return -1;
    uint64_t hand = ids_mask(player, n), gone = ndead ? ids_mask(dead, ndead) : 0;
    if (!hand || (ndead && !gone) || (hand & gone) || ((hand | gone) >> up & 1))
        return -1;
    uint64_t live = ALL_CARDS & ~hand & ~gone & ~(1ULL << up);
    uint8_t L[52];
    int nl = 0;
    for (uint64_t m = live; m; m &= m - 1)
        L[nl++] = (uint8_t)hr_ctz64(m);
    if (nl < 4)
        return -1;
    hr_ru_combo cb;
    combos_mask(hand, R, &cb);
    int v = cb.value, q = R->qualifier;
    double w = hr_ru_win_amount(R, cb.payout), ang = hr_ru_no_game_amount(R), gain = 0;
    int buy = may_buy(R, v, w, nl - 4);
    uint64_t cnt[4] = {0, 0, 0, 0}, buys = 0, hands = 0; /* no game, win, lose, stay */
    uint64_t k0 = HR_KEY_INIT + hr_card_key[up], b0 = hr_card_bit[up];
    for (int a = 0; a < nl; a++) {
        uint64_t ka = k0 + hr_card_key[L[a]], ba = b0 | hr_card_bit[L[a]];
        for (int b = a + 1; b < nl; b++) {
            uint64_t kb = ka + hr_card_key[L[b]], bb = ba | hr_card_bit[L[b]];
            for (int c = b + 1; c < nl; c++) {
                uint64_t kc = kb + hr_card_key[L[c]], bc = bb | hr_card_bit[L[c]];
                for (int d = c + 1; d < nl; d++) {
                    int x = hr_lookup(kc + hr_card_key[L[d]], bc | hr_card_bit[L[d]]);
                    hands++;
                    if (x < q) {
                        cnt[0]++;
                        if (buy) {
                            uint64_t dm = (1ULL << up) | (1ULL << L[a]) | (1ULL << L[b])
                                          | (1ULL << L[c]) | (1ULL << L[d]);
                            double e = buy_game_ev(dm, live & ~dm, v, w, R);
                            if (e > ang) { gain += e - ang; buys++; }
                        }
                    } else if (x < v) {
                        cnt[1]++;
                    } else if (x > v) {
                        cnt[2]++;
                    } else {
                        cnt[3]++;
                    }
                }
            }
        }
    }
    out->hands = hands;
    out->no_game = cnt[0];
    out->win = cnt[1];
    out->lose = cnt[2];
    out->stay = cnt[3];
    out->buys = buys;
    out->win_amount = w;
    out->ev_no_buy = (ang * (double)cnt[0] + w * (double)cnt[1] - LOSS * (double)cnt[2]) / (double)hands;
    out->ev = out->ev_no_buy + gain / (double)hands;
    return 0;
}

/* ------------------------------------------------------------------------------------
 * The advisor. The 46 unknown cards U (not in the hand, not the up card) are indexed
 * 0..45; a dealer completion D is a 4-subset of U. The workspace holds, for every
 * T of at most four unknown cards, the sorted values of the dealer hands holding T,
 * so the dealer hands avoiding a draw N are counted by inclusion-exclusion over the
 * subsets of N without evaluating them again.
 * ---------------------------------------------------------------------------------- */

#define NU 46
#define ND4 163185  /* C(46,4) */
#define NP 1035     /* C(46,2) */
#define NT 15180    /* C(46,3) */
#define LP 946      /* C(44,2): completions holding a given pair */
#define LT 43       /* completions holding a given triple */
#define NV (HR_NUM_VALUES + 2)

typedef struct {
    uint8_t u[NU];
    uint16_t vals[ND4];      /* value of up + D, D by colex index */
    uint32_t order[ND4];     /* D packed 6 bits a card, sorted by value */
    uint32_t cum_all[NV];    /* #{D : value < x} */
    uint16_t cum1[NU][NV];   /* #{D holding card a : value < x} */
    uint16_t pair[NP][LP];
    uint16_t trip[NT][LT];
    uint16_t pfill[NP];
    uint8_t tfill[NT];
} ru_ws;

size_t hr_ru_advise_workspace(void)
{
    return sizeof(ru_ws);
}

static inline int c2(int n) { return n * (n - 1) / 2; }
static inline int c3(int n) { return n * (n - 1) * (n - 2) / 6; }
static inline int c4(int n) { return n * (n - 1) * (n - 2) * (n - 3) / 24; }

static int lower_bound16(const uint16_t *a, int n, int x)
{
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (a[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

void hr_ru_value_lists(const uint8_t *u, int n, int up, uint16_t *vals, uint32_t *order,
                       uint32_t *cum_all, uint16_t *cum1, uint16_t *pair, int lpair,
                       uint16_t *pfill, uint16_t *trip, int ltrip, uint8_t *tfill)
{
    enum { X = HR_NUM_VALUES + 2 };
    static const size_t CUM = sizeof(uint32_t) * X;
    uint32_t pos[HR_NUM_VALUES + 2];
    memset(cum_all, 0, CUM);
    memset(cum1, 0, sizeof(uint16_t) * X * (size_t)n);
    memset(pfill, 0, sizeof(uint16_t) * (size_t)c2(n));
    memset(tfill, 0, (size_t)c3(n));
    uint64_t k0 = HR_KEY_INIT + hr_card_key[up], b0 = hr_card_bit[up];
    int i = 0;
    for (int d = 3; d < n; d++) {
        uint64_t kd = k0 + hr_card_key[u[d]], bd = b0 | hr_card_bit[u[d]];
        for (int c = 2; c < d; c++) {
            uint64_t kc = kd + hr_card_key[u[c]], bc = bd | hr_card_bit[u[c]];
            for (int b = 1; b < c; b++) {
                uint64_t kb = kc + hr_card_key[u[b]], bb = bc | hr_card_bit[u[b]];
                for (int a = 0; a < b; a++) {
                    uint16_t v = hr_lookup(kb + hr_card_key[u[a]], bb | hr_card_bit[u[a]]);
                    vals[i++] = v;
                    cum_all[v + 1]++;
                    cum1[a * X + v + 1]++;
                    cum1[b * X + v + 1]++;
                    cum1[c * X + v + 1]++;
                    cum1[d * X + v + 1]++;
                }
            }
        }
    }
    for (int x = 1; x < X; x++)
        cum_all[x] += cum_all[x - 1];
    for (int a = 0; a < n; a++)
        for (int x = 1; x < X; x++)
            cum1[a * X + x] = (uint16_t)(cum1[a * X + x] + cum1[a * X + x - 1]);
    memcpy(pos, cum_all, CUM);
    i = 0;
    for (int d = 3; d < n; d++)
        for (int c = 2; c < d; c++)
            for (int b = 1; b < c; b++)
                for (int a = 0; a < b; a++, i++)
                    order[pos[vals[i]]++] = (uint32_t)(a | b << 6 | c << 12 | d << 18);
    for (int j = 0; j < c4(n); j++) {  /* in value order, so every list comes out sorted */
        uint32_t p = order[j];
        int e[4] = {(int)(p & 63), (int)(p >> 6 & 63), (int)(p >> 12 & 63), (int)(p >> 18 & 63)};
        uint16_t v = vals[c4(e[3]) + c3(e[2]) + c2(e[1]) + e[0]];
        for (int x = 0; x < 4; x++)
            for (int y = x + 1; y < 4; y++) {
                int pi = c2(e[y]) + e[x];
                pair[(size_t)pi * lpair + pfill[pi]++] = v;
                for (int z = y + 1; z < 4; z++) {
                    int ti = c3(e[z]) + c2(e[y]) + e[x];
                    trip[(size_t)ti * ltrip + tfill[ti]++] = v;
                }
            }
    }
}

static void ws_build(ru_ws *w, int up)
{
    hr_ru_value_lists(w->u, NU, up, w->vals, w->order, w->cum_all, &w->cum1[0][0], &w->pair[0][0], LP,
                      w->pfill, &w->trip[0][0], LT, w->tfill);
}

/* Dealer completions avoiding the unknown cards n[0..k-1] (ascending) with value
 * below each threshold x[0..2], by inclusion-exclusion. */
static void count_below(const ru_ws *w, const int *nn, int k, const int *x, int64_t *out)
{
    out[0] = out[1] = out[2] = 0;
    for (int t = 0; t < (1 << k); t++) {
        int e[5], s = 0;
        for (int i = 0; i < k; i++)
            if (t >> i & 1)
                e[s++] = nn[i];
        if (s > 4)
            continue;
        int64_t sign = (s & 1) ? -1 : 1;
        for (int j = 0; j < 3; j++) {
            int64_t c;
            switch (s) {
            case 0: c = w->cum_all[x[j]]; break;
            case 1: c = w->cum1[e[0]][x[j]]; break;
            case 2: c = lower_bound16(w->pair[c2(e[1]) + e[0]], LP, x[j]); break;
            case 3: c = lower_bound16(w->trip[c3(e[2]) + c2(e[1]) + e[0]], LT, x[j]); break;
            default: c = w->vals[c4(e[3]) + c3(e[2]) + c2(e[1]) + e[0]] < x[j]; break;
            }
            out[j] += sign * c;
        }
    }
}

typedef struct {
    const ru_ws *w;
    const hr_ru_rules *R;
    int up;
    uint64_t umask;          /* the unknown cards as a card mask */
    double ang;              /* ante win against no game */
} ctx;

/* The bet's value with the hand `hand` after drawing the unknown cards nn (ascending),
 * without buying a game; fills v and w of the hand. */
static double bet_no_buy(const ctx *C, uint64_t hand, const int *nn, int k, int *v_out, double *w_out)
{
    hr_ru_combo cb;
    combos_mask(hand, C->R, &cb);
    int v = cb.value, q = C->R->qualifier;
    double w = hr_ru_win_amount(C->R, cb.payout);
    int x[3] = {q, v, v + 1};
    int64_t lt[3];
    count_below(C->w, nn, k, x, lt);
    int64_t total = (int64_t)hr_choose(NU - k, 4), ng = lt[0], win = 0, lose, stay = 0;
    if (v >= q) {
        win = lt[1] - lt[0];
        stay = lt[2] - lt[1];
        lose = total - lt[2];
    } else {
        lose = total - lt[0];
    }
    (void)stay;
    *v_out = v;
    *w_out = w;
    return (C->ang * (double)ng + w * (double)win - LOSS * (double)lose) / (double)total;
}

static uint64_t unknown_cards(const ctx *C, const int *nn, int k)
{
    uint64_t m = 0;
    for (int i = 0; i < k; i++)
        m |= 1ULL << C->w->u[nn[i]];
    return m;
}

/* Exact gain from buying a game, averaged over the completions avoiding nn. */
static double buy_gain_exact(const ctx *C, const int *nn, int k, int v, double w)
{
    const ru_ws *W = C->w;
    uint64_t avoid = 0;
    for (int i = 0; i < k; i++)
        avoid |= 1ULL << nn[i];
    uint64_t drawn = unknown_cards(C, nn, k);
    uint32_t nng = W->cum_all[C->R->qualifier];
    double gain = 0;
    for (uint32_t j = 0; j < nng; j++) {
        uint32_t p = W->order[j];
        int e[4] = {(int)(p & 63), (int)(p >> 6 & 63), (int)(p >> 12 & 63), (int)(p >> 18 & 63)};
        if ((avoid >> e[0] | avoid >> e[1] | avoid >> e[2] | avoid >> e[3]) & 1)
            continue;
        uint64_t dm = (1ULL << C->up) | (1ULL << W->u[e[0]]) | (1ULL << W->u[e[1]])
                      | (1ULL << W->u[e[2]]) | (1ULL << W->u[e[3]]);
        double g = buy_game_ev(dm, C->umask & ~drawn & ~dm, v, w, C->R) - C->ang;
        if (g > 0)
            gain += g;
    }
    return gain / (double)hr_choose(NU - k, 4);
}

/* One sampled gain from buying a game: a random completion avoiding nn. */
static double buy_gain_sample(const ctx *C, const int *nn, int k, int v, double w, uint64_t *rng)
{
    const ru_ws *W = C->w;
    uint64_t taken = 0;
    for (int i = 0; i < k; i++)
        taken |= 1ULL << nn[i];
    int e[4];
    for (int i = 0; i < 4; i++) {
        int r;
        do r = below(rng, NU); while (taken >> r & 1);
        taken |= 1ULL << r;
        e[i] = r;
    }
    for (int i = 1; i < 4; i++)
        for (int j = i; j > 0 && e[j] < e[j - 1]; j--) {
            int t = e[j]; e[j] = e[j - 1]; e[j - 1] = t;
        }
    if (W->vals[c4(e[3]) + c3(e[2]) + c2(e[1]) + e[0]] >= C->R->qualifier)
        return 0;
    uint64_t dm = (1ULL << C->up) | (1ULL << W->u[e[0]]) | (1ULL << W->u[e[1]])
                  | (1ULL << W->u[e[2]]) | (1ULL << W->u[e[3]]);
    double g = buy_game_ev(dm, C->umask & ~unknown_cards(C, nn, k) & ~dm, v, w, C->R) - C->ang;
    return g > 0 ? g : 0;
}

/* The value after a draw, the best of bet and fold (-1), with the variance of its
 * estimate: 0 when exact; otherwise `m` sampled buy-a-game gains (m = 0: exact). */
static double after_draw(const ctx *C, uint64_t hand, const int *nn, int k, int m, uint64_t *rng,
                         double *var)
{
    int v;
    double w, base = bet_no_buy(C, hand, nn, k, &v, &w);
    *var = 0;
    if (!may_buy(C->R, v, w, NU - k - 4))
        return base > -1.0 ? base : -1.0;
    if (m == 0 || base <= -1.0) {  /* exact (the rare hand near folding too) */
        double e = base + buy_gain_exact(C, nn, k, v, w);
        return e > -1.0 ? e : -1.0;
    }
    double s = 0, s2 = 0;
    for (int i = 0; i < m; i++) {
        double g = buy_gain_sample(C, nn, k, v, w, rng);
        s += g;
        s2 += g * g;
    }
    double mean = s / m;
    *var = m > 1 ? (s2 - m * mean * mean) / (m - 1) / m : 0;
    if (*var < 0)
        *var = 0;
    return base + mean;
}

static void sort_small(int *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j] < a[j - 1]; j--) {
            int t = a[j]; a[j] = a[j - 1]; a[j - 1] = t;
        }
}

/* Exchange the cards of `kept`'s complement: enumerate or sample the draws. */
static void exchange_option(const ctx *C, uint64_t kept, int k, uint64_t enumerate_limit,
                            double target_se, uint64_t max_draws, uint64_t seed, hr_ru_option *o)
{
    uint64_t rng = seed;
    int nn[5];
    uint64_t ndraws = hr_choose(NU, k);
    double fee = C->R->fee_exchange;
    if (ndraws <= enumerate_limit) {
        /* m sampled buy-a-game gains a draw; more (or the exact gain) until the standard
         * error meets target_se, within a budget of 16 * max_draws gains */
        uint64_t m = (20000 + ndraws - 1) / ndraws;
        uint64_t budget = max_draws < (1ULL << 40) ? 16 * max_draws : (1ULL << 44);
        uint64_t nng = C->w->cum_all[C->R->qualifier];  /* the exact gain's cost a draw */
        if (m < 2)
            m = 2;
        for (;;) {
            double sum = 0, var = 0;
            int exact = 1;
            for (int i = 0; i < k; i++)
                nn[i] = i;
            do {
                double vi;
                sum += after_draw(C, kept | unknown_cards(C, nn, k), nn, k, (int)m, &rng, &vi);
                var += vi;
                if (vi > 0)
                    exact = 0;
            } while (hr_next_combo(nn, k, NU));
            o->ev = sum / ndraws - fee;
            o->se = sqrt(var) / ndraws;
            o->draws = ndraws;
            o->exact = exact && var == 0;
            if (o->exact || o->se <= target_se || m == 0 || m * ndraws >= budget)
                return;
            double f = o->se / target_se, want = ceil((double)m * f * f * 1.25);
            uint64_t most = budget / ndraws < (1u << 24) ? budget / ndraws : (1u << 24);
            if (want >= (double)(nng / 4) && ndraws * nng <= budget) {
                m = 0;  /* exact: no dearer than the samples it replaces */
            } else {
                uint64_t next = want < (double)most ? (uint64_t)want : most;
                if (next <= m)
                    return;
                m = next;
            }
        }
    }
    double s = 0, s2 = 0, se = INFINITY;
    uint64_t n = 0;
    int pool[NU];
    for (int i = 0; i < NU; i++)
        pool[i] = i;
    while (n < max_draws && !(n >= 4096 && se < target_se)) {
        for (int b = 0; b < 2048 && n < max_draws; b++, n++) {
            for (int i = 0; i < k; i++) {
                int j = i + below(&rng, NU - i);
                int t = pool[i]; pool[i] = pool[j]; pool[j] = t;
                nn[i] = pool[i];
            }
            sort_small(nn, k);
            double vi, x = after_draw(C, kept | unknown_cards(C, nn, k), nn, k, 1, &rng, &vi);
            s += x;
            s2 += x * x;
        }
        double mean = s / n, var = (s2 - n * mean * mean) / (n > 1 ? n - 1 : 1);
        se = sqrt(var > 0 ? var / n : 0);
    }
    o->ev = s / n - fee;
    o->se = se;
    o->draws = n;
    o->exact = 0;
}

int hr_ru_advise(const uint8_t *hand, int up, const hr_ru_rules *R, uint64_t which,
                 uint64_t enumerate_limit, double target_se, uint64_t max_draws, uint64_t seed,
                 void *workspace, size_t workspace_size, hr_ru_option *opts)
{
    if (!rules_ok(R) || up < 0 || up > 51 || !opts)
        return -1;
    uint64_t h = ids_mask(hand, 5);
    if (!h || (h >> up & 1))
        return -1;
    if (!workspace || workspace_size < sizeof(ru_ws) || ((uintptr_t)workspace & 7))
        return -2;
    if (max_draws < 1)
        max_draws = 1;
    ru_ws *w = (ru_ws *)workspace;
    int nu = 0;
    for (int c = 0; c < 52; c++)
        if (!(h >> c & 1) && c != up)
            w->u[nu++] = (uint8_t)c;
    ws_build(w, up);
    ctx C = {w, R, up, ALL_CARDS & ~h & ~(1ULL << up), hr_ru_no_game_amount(R)};
    for (int i = 0; i < HR_RU_OPTIONS; i++) {
        opts[i].ev = opts[i].se = 0;
        opts[i].draws = 0;
        opts[i].exact = 0;
    }
    if (which & 1) {  /* bet */
        int v;
        double wa, base = bet_no_buy(&C, h, NULL, 0, &v, &wa);
        if (may_buy(R, v, wa, NU - 4))
            base += buy_gain_exact(&C, NULL, 0, v, wa);
        opts[0].ev = base;  /* the bet itself, even when folding is better */
        opts[0].draws = 1;
        opts[0].exact = 1;
    }
    if (which & 2) {  /* a sixth card, every one of them */
        double sum = 0, var;
        for (int c = 0; c < NU; c++)
            sum += after_draw(&C, h | 1ULL << w->u[c], &c, 1, 0, NULL, &var);
        opts[1].ev = sum / NU - R->fee_sixth;
        opts[1].draws = NU;
        opts[1].exact = 1;
    }
    for (int m = 1; m < 32; m++) {
        if (!(which >> (m + 1) & 1))
            continue;
        uint64_t kept = h;
        int k = 0;
        for (int i = 0; i < 5; i++)
            if (m >> i & 1) {
                kept &= ~(1ULL << hand[i]);
                k++;
            }
        exchange_option(&C, kept, k, enumerate_limit, target_se, max_draws,
                        seed ^ (0x9E3779B97F4A7C15ULL * (uint64_t)(m + 1)), &opts[m + 1]);
    }
    return 0;
}

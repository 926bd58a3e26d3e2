/* The equity kernels' shared parts (private to the C core): a tuple's state, its checks, setup
 * and scoring, the Monte Carlo deck and deals, pairs_plain (the loop over pairs of deals), and
 * the vector lanes' setup. csrc/analysis/equity_exact.c holds the exact enumeration,
 * equity.c the Monte Carlo driver, equity_avx512.c and equity_avx2.c the pairs of deals in
 * vector lanes, each a unit of its own so that the build compiles them side by side. */
#ifndef HR_EQUITY_KERNELS_H
#define HR_EQUITY_KERNELS_H
#include "hr_equity.h"
#include "hr_internal.h"
#include "hr_rng.h"
#include "hr_kernels.h"
#include "hr_fast.h"
#if HR_X86_KERNELS
#include <immintrin.h>
#endif

#define MAXP HR_EQ_MAX_PLAYERS
#define MAX_CLASSES 6188  /* C(17, 5): multisets of 5 of 13 ranks, an upper bound */

static const int64_t SPLIT_UNITS[MAXP + 1] = {0, 5040, 2520, 1680, 1260, 1008, 840, 720, 630, 560, 504};

/* ---- one tuple: the players' hole cards fixed ----------------------------------------------- */

#define MAX_PAIRS 15  /* C(6, 2) */
#define LOW_QUALIFIER 8

typedef struct {
    int n, nb, omaha, hilo, npairs;
    uint16_t low_min;       /* the lowest qualifying low value (eight or better) */
    uint64_t hkey[MAXP];    /* Hold'em: the hole cards' keys summed (no HR_KEY_INIT) */
    uint64_t hbits[MAXP];   /* their bits */
    uint32_t hrank[MAXP];   /* the rank part of hkey */
    uint64_t pkey[MAXP][MAX_PAIRS], pbits[MAXP][MAX_PAIRS];  /* Omaha: each pair of hole cards */
    uint64_t used;          /* holes, board and dead cards */
    uint64_t bkey, bbits;   /* the known board: HR_KEY_INIT + keys, bits */
    uint8_t board[5];       /* the known board's cards */
    const uint16_t *rank_tab, *flush_tab;  /* the rank and flush tables: the high ones or short deck's */
    int64_t *hist;          /* the outcome histogram of the tuple (HIST_AT), NULL: not asked */
    const uint8_t *cat3;    /* with hist: value -> 3 * its category (a copy of hr_class_info's
                             * categories small enough to stay in the L1 cache) */
} tuple_t;

/* A Hold'em hand's value: the high tables, or short deck's. */
HR_INLINE uint16_t eq_lookup(const tuple_t *t, uint64_t key, uint64_t bits)
{
    return hr_lookup_in(t->rank_tab, t->flush_tab, key, bits);
}

/* Per-tuple counts, per player: [0] the whole pot alone, [1] a part of it, [2] pot units, [3]
 * units of the high half (hi-lo), [4] units of the low half (hi-lo). */
#define NC 5
typedef int64_t counts_t[NC * MAXP];

/* The outcome histogram while counting: per player and high-hand category (hr_class_info's,
 * 0 high card .. 9 royal flush), the deals ending with it [0] lost, [1] won alone (the whole
 * pot), [2] split (a part of the pot; hi-lo: short of all of it): one addition per player and
 * deal. The caller's layout has the sum of the three at [0] (hist_out). */
#define NCAT HR_EQ_CATEGORIES
#define NH (3 * NCAT)
#define HIST_AT(p, v) (NH * (p) + t->cat3[v])
typedef uint8_t cat3_t[HR_NUM_VALUES + 1];

typedef int64_t hist_t[NH * MAXP];

/* ---- a tuple's checks, setup and scoring: the exact enumeration's (equity_exact.c) and the
 * Monte Carlo's (equity.c) ------------------------------------------------------------ */

/* The per-call checks and setup, kept out of line (once a call: nothing to gain inline): inlined
 * into hr_equity_exact_hist they cost its flush corrections' loop a register (a counter kept on
 * the stack) and 7 % of the preflop time. */
#if defined(__GNUC__) || defined(__clang__)
#define EQ_SETUP static __attribute__((noinline, unused))  /* (unused: not every unit calls them) */
#else
#define EQ_SETUP static inline
#endif

/* Board, dead and combo ids valid; the known cards' mask in *known. */
EQ_SETUP int check_common(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                          const uint8_t *board, int nb, uint64_t dead, int allow_random, uint64_t *known)
{
    int omaha = game == HR_EQ_OMAHA || game == HR_EQ_OMAHA8;
    if (game < HR_EQ_HOLDEM || game > HR_EQ_SHORTDECK_TRITON || n < 2 || n > MAXP)
        return 0;
    if (omaha ? nh < 4 || nh > HR_EQ_MAX_HOLE : nh != 2)
        return 0;
    if (!(nb == 0 || nb == 3 || nb == 4 || nb == 5) || (dead >> 52))
        return 0;
    uint64_t m = dead | (game >= HR_EQ_SHORTDECK ? HR_EQ_SHORTDECK_DEAD : 0);
    for (int i = 0; i < nb; i++) {
        if (board[i] > 51 || ((m >> board[i]) & 1))
            return 0;
        m |= 1ULL << board[i];
    }
    size_t total = 0;
    for (int p = 0; p < n; p++) {
        if (counts[p] == 0 && !allow_random)
            return 0;
        total += (size_t)counts[p] * (size_t)nh;
    }
    for (size_t i = 0; i < total; i++)
        if (combos[i] > 51)
            return 0;
    if (52 - hr_popcount64(m) - nh * n < 5 - nb)  /* not enough cards left to deal */
        return 0;
    *known = m;
    return 1;
}

/* HR_EQ_JOINT: the players with more than one combo all have the same count, the number of
 * tuples; 0 (and the flag taken off *game) without the flag, -1 when the counts differ. */
static inline int64_t joint_count(int *game, int n, const uint32_t *counts)
{
    if (!(*game & HR_EQ_JOINT))
        return 0;
    *game &= ~HR_EQ_JOINT;
    int64_t t = 1;
    for (int p = 0; p < n && n >= 2 && n <= MAXP; p++)
        if (counts[p] > 1) {
            if (t > 1 && counts[p] != (uint64_t)t)
                return -1;
            t = counts[p];
        }
    return t;
}

/* The parts of a tuple that every tuple of a call shares. */
EQ_SETUP void tuple_init(tuple_t *t, int game, int n, int nh, const uint8_t *board, int nb)
{
    t->n = n;
    t->nb = nb;
    t->omaha = game == HR_EQ_OMAHA || game == HR_EQ_OMAHA8;
    t->hilo = game == HR_EQ_HOLDEM8 || game == HR_EQ_OMAHA8;
    t->npairs = t->omaha ? nh * (nh - 1) / 2 : 0;
    t->hist = NULL;
    t->cat3 = NULL;
    t->low_min = hr_low_a5_qual[LOW_QUALIFIER];
    t->rank_tab = game == HR_EQ_SHORTDECK ? hr_sd0_rank : game == HR_EQ_SHORTDECK_TRITON ? hr_sd1_rank
                                                                                  : hr_rank_table;
    t->flush_tab = game == HR_EQ_SHORTDECK ? hr_sd0_flush : game == HR_EQ_SHORTDECK_TRITON ? hr_sd1_flush
                                                                                    : hr_flush_table;
    t->bkey = HR_KEY_INIT;
    t->bbits = 0;
    for (int i = 0; i < nb; i++) {
        t->board[i] = board[i];
        t->bkey += hr_card_key[board[i]];
        t->bbits |= hr_card_bit[board[i]];
    }
}

/* Player p holds the nh cards h: their keys (each pair's, in Omaha). */
HR_INLINE void tuple_hole(tuple_t *t, int p, const uint8_t *h, int nh)
{
    if (!t->omaha) {
        t->hkey[p] = hr_card_key[h[0]] + hr_card_key[h[1]];
        t->hbits[p] = hr_card_bit[h[0]] | hr_card_bit[h[1]];
        t->hrank[p] = (uint32_t)t->hkey[p];
        return;
    }
    int i = 0;
    for (int a = 0; a < nh; a++)
        for (int b = a + 1; b < nh; b++, i++) {
            t->pkey[p][i] = hr_card_key[h[a]] + hr_card_key[h[b]];
            t->pbits[p][i] = hr_card_bit[h[a]] | hr_card_bit[h[b]];
        }
}

/* The mask of nh cards, 0 if one repeats. */
HR_INLINE uint64_t hole_mask(const uint8_t *h, int nh)
{
    uint64_t m = 0;
    for (int i = 0; i < nh; i++) {
        if ((m >> h[i]) & 1)
            return 0;
        m |= 1ULL << h[i];
    }
    return m;
}

/* Where each player's combos and weights start. */
static inline void per_player(int n, int nh, const uint8_t *combos, const uint32_t *counts, const double *w,
                              const uint8_t **start, const double **wstart)
{
    size_t off = 0;
    for (int p = 0; p < n; p++) {
        start[p] = combos + off * (size_t)nh;
        wstart[p] = w + off;
        off += counts[p];
    }
}

/* The tuple's histogram (the caller's hist, zeroed) and its value -> 3 * category copy (cat3). */
static inline void hist_init(tuple_t *t, int64_t *hist, uint8_t *cat3)
{
    for (int i = 0; i < NH * t->n; i++)
        hist[i] = 0;
    /* short deck: its ranking's classes (values 1..HR_SD_VALUES; the rest are never reached) */
    const uint32_t *info = t->rank_tab == hr_sd0_rank ? hr_sd0_info
                         : t->rank_tab == hr_sd1_rank ? hr_sd1_info : NULL;
    for (int v = 0; v <= HR_NUM_VALUES; v++)
        cat3[v] = (uint8_t)(3 * ((info ? (v <= HR_SD_VALUES ? info[v] : 0) : hr_class_info[v]) >> 20));
    t->hist = hist;
    t->cat3 = cat3;
}

/* The counting layout (lost, alone, split) to the caller's (all, alone, split). */
HR_INLINE int64_t hist_out(const int64_t *h, int i)
{
    return i % 3 ? h[i] : h[i] + h[i + 1] + h[i + 2];
}

HR_INLINE uint16_t low_value(const tuple_t *t, uint32_t rank_key)
{
    uint16_t v = hr_low_a5_rank[hr_rank_slot(rank_key)];
    return v >= t->low_min ? v : 0;
}

/* Each player's units of one deal (high values v, lows lo when hi-lo; 0 = no qualifying low),
 * and the deal counted in the histogram when it is asked. */
HR_INLINE void score(const tuple_t *t, const uint16_t *v, const uint16_t *lo, int64_t w, int64_t *restrict c)
{
    const int n = t->n;
    int64_t *restrict hist = t->hist;
    uint16_t best = 0, low = 0;
    for (int p = 0; p < n; p++)
        best = v[p] > best ? v[p] : best;
    int k = 0, kl = 0;
    for (int p = 0; p < n; p++)
        k += v[p] == best;
    if (t->hilo) {
        for (int p = 0; p < n; p++)
            low = lo[p] > low ? lo[p] : low;
        for (int p = 0; p < n; p++)
            kl += low && lo[p] == low;
    }
    if (!kl) {  /* one pot to the high */
        int64_t units = SPLIT_UNITS[k];
        if (hist) {
            const int won = 1 + (k > 1);
            const uint8_t *restrict cat3 = t->cat3;
            for (int p = 0; p < n; p++) {
                int cell = NH * p + cat3[v[p]];
                if (v[p] == best) {
                    c[NC * p + (k > 1)] += w;
                    c[NC * p + 2] += w * units;
                    c[NC * p + 3] += w * (units >> 1);
                    cell += won;
                }
                hist[cell] += w;
            }
            return;
        }
        for (int p = 0; p < n; p++)
            if (v[p] == best) {
                c[NC * p + (k > 1)] += w;
                c[NC * p + 2] += w * units;
                c[NC * p + 3] += w * (units >> 1);
            }
        return;
    }
    int64_t hu = SPLIT_UNITS[k] >> 1, lu = SPLIT_UNITS[kl] >> 1;
    for (int p = 0; p < n; p++) {
        int64_t h = v[p] == best ? hu : 0, l = lo[p] == low ? lu : 0;
        if (h + l) {
            c[NC * p + (h + l != HR_EQ_POT)] += w;
            c[NC * p + 2] += w * (h + l);
            c[NC * p + 3] += w * h;
            c[NC * p + 4] += w * l;
        }
        if (hist)
            hist[HIST_AT(p, v[p]) + (h + l ? 1 + (h + l != HR_EQ_POT) : 0)] += w;
    }
}

/* Omaha: the best high (and low) of two of a player's hole cards with three of the board. */
HR_INLINE void omaha_values(const tuple_t *t, const uint8_t *board, uint16_t *v, uint16_t *lo)
{
    uint64_t tkey[10], tbits[10];
    int nt = 0;
    for (int a = 0; a < 5; a++)
        for (int b = a + 1; b < 5; b++)
            for (int d = b + 1; d < 5; d++) {
                tkey[nt] = HR_KEY_INIT + hr_card_key[board[a]] + hr_card_key[board[b]] + hr_card_key[board[d]];
                tbits[nt++] = hr_card_bit[board[a]] | hr_card_bit[board[b]] | hr_card_bit[board[d]];
            }
    for (int p = 0; p < t->n; p++) {
        uint16_t best = 0, low = 0;
        for (int i = 0; i < t->npairs; i++)
            for (int j = 0; j < 10; j++) {
                uint64_t key = tkey[j] + t->pkey[p][i];
                uint16_t h = hr_lookup(key, tbits[j] | t->pbits[p][i]);
                best = h > best ? h : best;
                if (t->hilo) {
                    uint16_t l = hr_low_a5_rank[hr_rank_slot(key)];
                    low = l > low ? l : low;
                }
            }
        v[p] = best;
        lo[p] = low >= t->low_min ? low : 0;
    }
}

/* The values of every player on one complete board (cards, key sum and bits). */
HR_INLINE void board_values(const tuple_t *t, const uint8_t *board, uint64_t key, uint64_t bits,
                            uint16_t *v, uint16_t *lo)
{
    if (t->omaha) {
        omaha_values(t, board, v, lo);
        return;
    }
    for (int p = 0; p < t->n; p++) {
        v[p] = eq_lookup(t, key + t->hkey[p], bits | t->hbits[p]);
        lo[p] = t->hilo ? low_value(t, (uint32_t)(key + t->hkey[p])) : 0;
    }
}

/* ---- Monte Carlo ------------------------------------------------------------------------- */

/* A deck of the cards no fixed player holds, shuffled in place a prefix at a time (a partial
 * Fisher-Yates from whatever order the last deal left: every prefix is equally likely), the
 * cards of `skip` (the range players' combos of this deal) drawn again. */
typedef struct {
    uint8_t card[52];
    uint32_t size;
} deck_t;

HR_INLINE int deal_from(deck_t *d, uint32_t i, hr_rng *g, uint64_t skip)
{
    for (;;) {
        uint32_t j = i + hr_rng_below(g, d->size - i);
        uint8_t c = d->card[j];
        d->card[j] = d->card[i];
        d->card[i] = c;
        if (!((skip >> c) & 1))
            return c;
    }
}

/* Cards i .. i + b - 1 of the deck (b <= 4), a partial Fisher-Yates step each (the card at the
 * position swapped with a uniform one at or after it: every prefix is equally likely whatever
 * order the last deal left), the draws from one 32-bit number (hr_rng_digits); their ids to
 * out[], their keys and bits to ck[] and cb[] (when not NULL). */
HR_INLINE void deal_batch(deck_t *d, uint32_t i, int b, hr_rng *g, uint8_t *out, uint64_t *ck, uint64_t *cb)
{
    uint32_t j[4];
    hr_rng_digits(g, d->size - i, b, j);
    for (int q = 0; q < b; q++) {
        uint32_t a = i + (uint32_t)q, z = a + j[q];
        uint8_t c = d->card[z];
        d->card[z] = d->card[a];
        d->card[a] = c;
        if (out)
            out[a] = c;
        if (ck) {
            ck[a] = hr_card_key[c];
            cb[a] = hr_card_bit[c];
        }
    }
}

/* The first k cards of the deck into out (or their keys and bits into ck, cb), four at a time by
 * deal_batch; one at a time with `skip` cards (deal_from). */
HR_INLINE void deal_cards(deck_t *d, int k, hr_rng *g, uint64_t skip, uint8_t *out, uint64_t *ck, uint64_t *cb)
{
    if (skip) {
        for (int i = 0; i < k; i++)
            out[i] = (uint8_t)deal_from(d, (uint32_t)i, g, skip);
        return;
    }
    for (int i = 0; i < k; i += 4)
        deal_batch(d, (uint32_t)i, k - i < 4 ? k - i : 4, g, out, ck, cb);
}

/* The first i with cum[i] > u (cum increasing, u < cum[n - 1]). */
HR_INLINE uint32_t pick(const double *cum, uint32_t n, double u)
{
    uint32_t lo = 0, hi = n - 1;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (cum[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* A card's key and bit side by side: one load (or a deck of them: none). */
typedef struct {
    uint64_t key, bit;
} kb_t;

/* Hold'em high: every player's value on one board, and the set of the best (a bit each). */
HR_INLINE unsigned plain_winners(const tuple_t *t, const uint64_t *hk, const uint64_t *hb, uint64_t key,
                                 uint64_t bits, uint16_t *v)
{
    uint16_t best = 0;
    for (int p = 0; p < t->n; p++) {
        v[p] = eq_lookup(t, key + hk[p], bits | hb[p]);
        best = v[p] > best ? v[p] : best;
    }
    unsigned winners = 0;
    for (int p = 0; p < t->n; p++)
        winners |= (unsigned)(v[p] == best) << p;
    return winners;
}

/* Hold'em high, two deals from the cards dealt (their keys ck and bits cb: the random hands',
 * then the k board cards): the first deal's board (key, bits) from the last k, the second's from
 * the first k and its random hands after them; every player's values (v, v2), the sets of the
 * best and their sizes. n is a constant in pairs_plain's copies (prep_scalar), so the loops
 * unroll there. */
HR_INLINE void two_deals(const tuple_t *t, const int n, int nrandom, const int *randoms, int k,
                         const kb_t *c, uint64_t key, uint64_t bits,
                         const uint64_t *hk, const uint64_t *hb, uint64_t *hk2, uint64_t *hb2,
                         uint16_t *v, uint16_t *v2, unsigned *w1, unsigned *w2, int *k1, int *k2)
{
    uint64_t key2 = t->bkey, bits2 = t->bbits;
    for (int i = 0; i < k; i++) {
        key2 += c[i].key;
        bits2 |= c[i].bit;
    }
    for (int r = 0; r < nrandom; r++) {
        hk2[randoms[r]] = c[k + 2 * r].key + c[k + 2 * r + 1].key;
        hb2[randoms[r]] = c[k + 2 * r].bit | c[k + 2 * r + 1].bit;
    }
    uint16_t best = 0, best2 = 0;
    for (int p = 0; p < n; p++) {  /* the two deals' lookups side by side */
        v[p] = eq_lookup(t, key + hk[p], bits | hb[p]);
        v2[p] = eq_lookup(t, key2 + hk2[p], bits2 | hb2[p]);
        best = v[p] > best ? v[p] : best;
        best2 = v2[p] > best2 ? v2[p] : best2;
    }
    unsigned winners = 0, second = 0;
    int c1 = 0, c2 = 0;
    for (int p = 0; p < n; p++) {
        winners |= (unsigned)(v[p] == best) << p;
        second |= (unsigned)(v2[p] == best2) << p;
        c1 += v[p] == best;
        c2 += v2[p] == best2;
    }
    *w1 = winners;
    *w2 = second;
    *k1 = c1;
    *k2 = c2;
}

/* Monte Carlo accumulators per player: [0] the whole pot alone, [1] a part, [2] units,
 * [3] the squares of each group's units, [4] high-half units, [5] low-half units, [6] each
 * group's units times its size (see hr_equity_mc). */
#define NM 7

/* Hold'em high, one deal: each player's category, and how it went (the set of the best). */
HR_INLINE void hist_winners(const tuple_t *t, const uint16_t *v, unsigned winners)
{
    const int won = 1 + (hr_popcount64(winners) > 1);
    for (int p = 0; p < t->n; p++)
        t->hist[HIST_AT(p, v[p]) + (int)((winners >> p) & 1) * won]++;
}


/* The evaluation of pairs of deals (see pairs_plain), in two steps: `prep` reads the cards dealt
 * for pair m of a batch, dk (the random hands' cards first, the board's k last), into the state
 * st; `done` finishes the batch's first m pairs into out[0..m). Both are constants where
 * pairs_plain is called, so the calls are inlined; ctx: the evaluation's own constants. */
typedef struct {
    unsigned w1, w2;               /* the sets of the best of the pair's first and second deal */
    int k1, k2;                    /* their sizes */
    uint16_t v[MAXP], v2[MAXP];    /* every player's values (the vector one: with the histogram) */
} pair_out;
typedef void (*pair_prep)(const void *ctx, const int n, const kb_t *dk, void *st, int m);
typedef void (*pair_done)(const void *ctx, const int n, void *st, int m, pair_out *out);

/* The scalar evaluation: batches of one pair, evaluated by prep (two_deals: the first deal's
 * board from the last k cards dealt, its random hands from the first ones); ctx holds the hole
 * keys of the two deals, the random players' rewritten, st the pair_out. */
typedef struct {
    const tuple_t *t;
    int nrandom, k;
    const int *randoms;
    uint64_t hk[MAXP], hb[MAXP], hk2[MAXP], hb2[MAXP];
} pair_scalar;

HR_INLINE void prep_scalar(const void *ctx, const int n, const kb_t *dk, void *st, int m)
{
    pair_scalar *c = (pair_scalar *)ctx;
    pair_out *o = (pair_out *)st + m;
    const tuple_t *t = c->t;
    const int k = c->k, dealt = 2 * c->nrandom + k;
    uint64_t key = t->bkey, bits = t->bbits;
    for (int i = 0; i < k; i++) {
        key += dk[dealt - k + i].key;
        bits |= dk[dealt - k + i].bit;
    }
    for (int r = 0; r < c->nrandom; r++) {
        c->hk[c->randoms[r]] = dk[2 * r].key + dk[2 * r + 1].key;
        c->hb[c->randoms[r]] = dk[2 * r].bit | dk[2 * r + 1].bit;
    }
    two_deals(t, n, c->nrandom, c->randoms, k, dk, key, bits, c->hk, c->hb, c->hk2, c->hb2, o->v, o->v2,
              &o->w1, &o->w2, &o->k1, &o->k2);
}

HR_INLINE void done_scalar(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    (void)ctx, (void)n, (void)st, (void)m, (void)out;  /* prep did it all, into out (st == out) */
}

/* Hold'em high, every player's hand known or random (no ranges), the random hands holding at
 * least the cards the board lacks: `samples` deals two at a time from the same cards (see
 * hr_equity_mc: the first deal's random hands from the first cards dealt and its board from the
 * last k; the second's board from the first k and its random hands after them; an odd last deal
 * alone), dealt `batch` pairs at a time (the last batch fewer) and evaluated by prep and done
 * (with their context ctx and state st; card keys from `keys`), counted by the sets of winners as
 * hr_equity_mc_hist counts them. Returns the sum of the squares of the groups' sizes. n and
 * batch are constants where it is called, so the loops unroll. */
HR_INLINE uint64_t pairs_plain(const tuple_t *t, const int n, int nrandom, deck_t *deck, hr_rng *rng,
                               uint64_t samples, uint64_t *by_winners, uint64_t *both, uint64_t *alone,
                               const int batch, pair_prep prep, pair_done done, const void *ctx, void *st,
                               pair_out *out, const uint64_t *keys)
{
    const int k = 5 - t->nb, dealt = 2 * nrandom + k;
    /* the deck as keys and bits (a swap moves both, a dealt card needs no table), in its order;
     * the caller's deck keeps its old order (no deal follows these) */
    kb_t dk[52 + 3] = {{0, 0}};  /* + 3: a last batch of four runs past the dealt cards */
    for (uint32_t i = 0; i < deck->size; i++) {
        dk[i].key = keys[deck->card[i]];
        dk[i].bit = hr_card_bit[deck->card[i]];
    }
    /* deal_batch's draws, four cards at a time, their sizes and Lemire thresholds computed once
     * (the deck's size does not change), peeled by hr_rng_peel, the last low half rejected
     * below 2^32 mod P as hr_rng_digits rejects
     * (its test, l >= P or l >= 2^32 mod P, is l >= 2^32 mod P since that is below P): the same
     * numbers as deal_cards */
    uint32_t pm[(2 * MAXP + 5 + 3) / 4][4], pt[(2 * MAXP + 5 + 3) / 4];
    int nbatch = 0;
    for (int i = 0; i < dealt; i += 4, nbatch++) {
        const int b = dealt - i < 4 ? dealt - i : 4;
        uint32_t prod = 1;
        for (int q = 0; q < 4; q++) {
            pm[nbatch][q] = q < b ? deck->size - (uint32_t)(i + q) : 1;
            prod *= pm[nbatch][q];
        }
        pt[nbatch] = (uint32_t)(-prod) % prod;
    }
    hr_rng gl = *rng, *g = &gl;  /* a local copy: kept in registers, no store can alias it */
    uint64_t groups_sq = 0;
    for (uint64_t s = 0; s < samples;) {
        int m = 0;
        for (; m < batch && s + 2 * (uint64_t)m < samples; m++) {
            for (int bi = 0, i = 0; bi < nbatch; bi++, i += 4) {
                uint32_t j[4];
                /* four digits always: a size 1 past the batch's end gives digit 0 (the card swapped
                 * with itself) and leaves the low half as it was */
                while (hr_rng_peel(hr_rng_next32(g), pm[bi], 4, j) < pt[bi])
                    ;
                for (int q = 0; q < 4; q++) {
                    const int a = i + q, z = a + (int)j[q];
                    const kb_t c = dk[z];
                    dk[z] = dk[a];
                    dk[a] = c;
                }
            }
            prep(ctx, n, dk, st, m);
        }
        done(ctx, n, st, m, out);
        for (int i = 0; i < m; i++, s += 2) {
            const pair_out *o = out + i;
            by_winners[o->w1]++;
            if (t->hist)
                hist_winners(t, o->v, o->w1);
            if (s + 1 == samples) {  /* the last deal of an odd count: a group of one */
                for (int p = 0; p < n; p++)
                    alone[p] += ((o->w1 >> p) & 1) * (uint64_t)SPLIT_UNITS[o->k1];
                *rng = gl;
                return groups_sq + 1;
            }
            by_winners[o->w2]++;
            if (t->hist)
                hist_winners(t, o->v2, o->w2);
            both[o->w1 & o->w2] += (uint64_t)SPLIT_UNITS[o->k1] * (uint64_t)SPLIT_UNITS[o->k2];
            groups_sq += 4;
        }
    }
    *rng = gl;
    return groups_sq;
}

#if HR_X86_KERNELS
/* The evaluation in vector lanes (n <= 8), chosen as the batch kernels are (hr_kernel_active)
 * and compiled with function-level target attributes as csrc/batch/batch_x86.c is; two pairs of deals
 * a batch (their table reads side by side: the reads' latency, not the work, bounds one pair
 * alone). A deal's hands in 8 lanes (the random hands first), each hand's key and bits summed in
 * 128 bits from 16-byte reads of the deck (a wider one across the swaps' 16-byte stores would
 * wait for them), the rank keys premultiplied by HR_HASH_MULT (so their sums are the hashes
 * before the mask: no multiplication), the two table reads by gathers (AVX2 on CPUs whose
 * gathers are slow, hr_fast_gathers: by scalar loads from the hashes stored to memory, active
 * lanes only), a flush lane's value from its suit's rank bits (one read; a 7-card hand flushes
 * in one suit at most), the set of the best by the deal's maximum. The same values as hr_lookup_in: the tables are read at the
 * entry before the one wanted (as 32-bit words, the high half taken: nothing past a table's end
 * is read; no hand's sum hashes to slot 0, and a flush mask is never 0), inactive lanes read
 * nothing and stay 0. AVX-512: a pair in 16 lanes (deal 1 in 0..7, deal 2 in 8..15); AVX2: a
 * deal in 8, its lanes in the order pos_avx2. */
#define EQ_AVX2 __attribute__((target("avx2")))
#define EQ_AVX2_INLINE static inline __attribute__((always_inline, target("avx2")))
#define EQ_AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))
#define EQ_AVX512_INLINE static inline __attribute__((always_inline, target("avx2,avx512f,avx512bw,avx512vl")))
#define EQ_BATCH 2  /* pairs a batch (3 and 4 measured no faster) */

/* What both vector evaluations set up once a call. */
typedef struct {
    uint64_t keys[52];      /* card -> key, its rank key times HR_HASH_MULT (mod 2^32) */
    uint64_t hand[2 * MAXP];  /* lane -> the known hand's key (so multiplied) and bits (0: random, none) */
    uint64_t board[2];      /* the known board's key (so multiplied) and bits */
    uint8_t player[MAXP];   /* lane -> player (lanes 0..n-1, n <= 8) */
    uint16_t players[256];  /* a set of positions (bit i: lane pos[i]) -> the set of their players */
    int nrandom, k, hist;
    const uint16_t *rank_tab, *flush_tab;
} lanes_t;

/* A key with its rank key (the low 32 bits) times HR_HASH_MULT: hashes then add as keys do,
 * in 32 bits (the rank keys' sum and the suit counters each in their own 32-bit lane). */
static inline uint64_t premul(uint64_t key)
{
    return (key >> 32 << 32) | (uint32_t)((uint32_t)key * HR_HASH_MULT);
}

static inline void lanes_init(lanes_t *c, const tuple_t *t, int n, int nrandom, const int *randoms, const uint8_t *pos)
{
    int l = 0;
    n = n < 8 ? n : 8;  /* (as called; bounds the lanes for the compiler) */
    nrandom = nrandom < n ? nrandom : n;
    for (int i = 0; i < 52; i++)
        c->keys[i] = premul(hr_card_key[i]);
    for (int i = 0; i < 2 * MAXP; i++)
        c->hand[i] = 0;
    for (int r = 0; r < nrandom; r++)
        c->player[l++] = (uint8_t)randoms[r];
    for (int p = 0, r = 0; p < n; p++) {
        if (r < nrandom && randoms[r] == p) {
            r++;
            continue;
        }
        c->hand[2 * l] = premul(t->hkey[p]);
        c->hand[2 * l + 1] = t->hbits[p];
        c->player[l++] = (uint8_t)p;
    }
    for (unsigned set = 0; set < 256; set++) {
        c->players[set] = 0;
        for (int i = 0; i < 8; i++)
            if (pos[i] < n)
                c->players[set] |= (uint16_t)(((set >> i) & 1) << c->player[pos[i]]);
    }
    c->board[0] = premul(t->bkey);
    c->board[1] = t->bbits;
    c->nrandom = nrandom;
    c->k = 5 - t->nb;
    c->hist = t->hist != NULL;
    c->rank_tab = t->rank_tab;
    c->flush_tab = t->flush_tab;
}

/* The sets of the best of a pair's two deals, by position, into o (and the values, with the
 * histogram: vals[i] the value of lane pos[i], deal 2's at 8 + i). */
static inline __attribute__((always_inline)) void pair_won(const lanes_t *c, const int n, unsigned win1,
                                                           unsigned win2, const uint16_t *vals,
                                                           const uint8_t *pos, pair_out *o)
{
    o->w1 = c->players[win1];
    o->w2 = c->players[win2];
    o->k1 = hr_popcount64(win1);
    o->k2 = hr_popcount64(win2);
    for (int i = 0; c->hist && i < 8; i++)
        if (pos[i] < n) {
            o->v[c->player[pos[i]]] = vals[i];
            o->v2[c->player[pos[i]]] = vals[8 + i];
        }
}


/* A deal's cards at c[0..m): their keys and bits summed (the bits of distinct cards add as they OR). */
EQ_AVX2_INLINE __m128i kb_sum(const kb_t *c, int m)
{
    __m128i s = _mm_loadu_si128((const __m128i *)c);
    for (int i = 1; i < m; i++)
        s = _mm_add_epi32(s, _mm_loadu_si128((const __m128i *)(c + i)));
    return s;
}

/* prep_<isa>_<k>: prep_<isa> with k (the board cards dealt) a constant, and pairs_plain called
 * once for each k (the sums' loads unroll: a runtime k cost 7-11 % of the whole deal). The
 * number of players stays a variable: in the lanes it bounds only the histogram's loop and a
 * last odd deal's. A copy for each n as well (21 a kernel) took eight times the compile time
 * for the same speed within 3 %, but for 8 players on a flop (9 % faster there, which a copy
 * for n = 8 alone did not give back). */
#define EQ_PREP_K(ISA, isa, K)                                                                   \
    EQ_##ISA##_INLINE void prep_##isa##_##K(const void *ctx, const int n, const kb_t *dk, void *st, int m) \
    {                                                                                            \
        (void)n;                                                                                 \
        prep_##isa(ctx, dk, st, m, K);                                                           \
    }
#define EQ_PREP(ISA, isa) EQ_PREP_K(ISA, isa, 1) EQ_PREP_K(ISA, isa, 2) EQ_PREP_K(ISA, isa, 5)
#define EQ_PAIRS(isa) EQ_PAIRS_DONE(isa, isa)
#define EQ_PAIRS_DONE(isa, fin)                                                                  \
    switch (c.l.k) {                                                                             \
    case 1: EQ_PAIRS_K(isa, fin, 1)                                                              \
    case 2: EQ_PAIRS_K(isa, fin, 2)                                                              \
    default: EQ_PAIRS_K(isa, fin, 5)                                                             \
    }
#define EQ_PAIRS_K(isa, fin, K)                                                                  \
    return pairs_plain(t, n, nrandom, deck, rng, samples, by_winners, both, alone, EQ_BATCH,     \
                       prep_##isa##_##K, done_##fin, &c, st, out, c.l.keys);

/* The board of a pair's deal d (1: the last k cards dealt, 2: the first k), its key and bits. */
EQ_AVX2_INLINE __m128i board_sum(const lanes_t *l, const kb_t *dk, const int k, int d)
{
    const __m128i board = _mm_loadu_si128((const __m128i *)l->board);
    return _mm_add_epi32(board, kb_sum(d == 1 ? dk + 2 * l->nrandom : dk, k));
}

/* pairs_plain in AVX-512 lanes (equity_avx512.c) and in AVX2 lanes (equity_avx2.c), n <= 8. */
uint64_t hr_eq_pairs_avx512(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                            hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                            uint64_t *alone);
uint64_t hr_eq_pairs_avx2(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                          hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                          uint64_t *alone, int loads);
#endif
#endif

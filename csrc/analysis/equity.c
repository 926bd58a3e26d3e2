/* Equity kernels: exact enumeration and Monte Carlo over the high evaluator's keys.
 *
 * A hand's key is the sum of its cards' keys, so a player's hole key is added once and the
 * board is carried as a partial sum: one lookup per player per board.
 *
 * Preflop (five board cards to come) the board is counted by rank classes. Without a flush a
 * value depends only on the ranks, so every multiset of five board ranks is looked up once and
 * weighted by the number of ways to give it suits (the product of C(cards left of a rank,
 * copies)): at most 6,175 classes instead of 1,712,304 boards. Then the boards where a suit s
 * can make someone a flush (j board cards of s, with j plus some player's hole cards of s at
 * least five; j >= 3, so one suit at most per board) are corrected: for each j-subset of the
 * suit-s cards, each multiset of the other 5 - j ranks, the outcome with the flushes replaces
 * the outcome by ranks. A flush beats every non-flush hand of 7 cards holding it (a full house
 * or quads would need eight cards), so a player who makes a flush gets the flush-table value of
 * his suit-s cards and everyone else keeps his rank value, which is what hr_lookup gives.
 * With a flop or turn known (1..2 cards to come) the boards are few and each is looked up.
 *
 * Hi-lo (eight or better, ace-to-five): each player's low comes from the same key sum through
 * the ace-to-five rank table (suits never matter to it, so the rank classes serve it as they
 * are); half the pot to the best high, half to the best qualifying low, the whole pot to the
 * high when no low qualifies. Omaha: exactly two hole and three board cards, every pair of
 * hole cards with every three of the board (the six or more pairs' keys summed once per tuple).
 * Short deck: Hold'em with the twos to fives dead (no rank class holds one) and short deck's
 * tables (the tuple's rank_tab and flush_tab, read by eq_lookup and `preflop`): its flush too beats every non-flush
 * hand of 7 cards holding it, so the flush corrections hold as they are.
 */
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

static void hist_init(tuple_t *t, int64_t *hist, uint8_t *cat3)
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
typedef int64_t hist_t[NH * MAXP];

/* The counting layout (lost, alone, split) to the caller's (all, alone, split). */
HR_INLINE int64_t hist_out(const int64_t *h, int i)
{
    return i % 3 ? h[i] : h[i] + h[i + 1] + h[i + 2];
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

/* A high game without the histogram: only the set of the best counts, so a deal's weight is
 * added by that set (byw[set], folded into the players' counts by fold_sets). */
HR_INLINE void score_set(int n, const uint16_t *v, int64_t w, int64_t *byw)
{
    uint16_t best = 0;
    for (int p = 0; p < n; p++)
        best = v[p] > best ? v[p] : best;
    unsigned set = 0;
    for (int p = 0; p < n; p++)
        set |= (unsigned)(v[p] == best) << p;
    byw[set] += w;
}

/* What score adds for each deal, from the weights by set of the best: the same integers. */
static void fold_sets(int n, const int64_t *byw, int64_t *c)
{
    for (unsigned set = 1; set < (1u << n); set++) {
        if (!byw[set])
            continue;
        const int k = hr_popcount64(set);
        const int64_t w = byw[set], units = SPLIT_UNITS[k];
        for (int p = 0; p < n; p++)
            if ((set >> p) & 1) {
                c[NC * p + (k > 1)] += w;
                c[NC * p + 2] += w * units;
                c[NC * p + 3] += w * (units >> 1);
            }
    }
}

HR_INLINE uint16_t low_value(const tuple_t *t, uint32_t rank_key)
{
    uint16_t v = hr_low_a5_rank[hr_rank_slot(rank_key)];
    return v >= t->low_min ? v : 0;
}

HR_INLINE uint16_t rank_value(const tuple_t *t, uint32_t rank_key)
{
    return t->rank_tab[hr_rank_slot(rank_key)];
}

typedef struct {
    uint32_t key, w;
} rank_class;

/* Every multiset of m ranks with at most avail[r] of rank r (from rank r on), with the rank
 * keys summed and the number of ways to pick those cards; appended at out[n]. */
static int rank_classes(const int *avail, int r, int m, uint32_t key, uint32_t w, rank_class *out, int n)
{
    if (m == 0) {
        out[n].key = key;
        out[n].w = w;
        return n + 1;
    }
    if (r == 13)
        return n;
    uint32_t rk = (uint32_t)hr_card_key[4 * r];
    for (int c = 0; c <= m && c <= avail[r]; c++) {
        if (c) {
            w = w * (uint32_t)(avail[r] - c + 1) / (uint32_t)c;  /* C(a, c) from C(a, c - 1) */
            key += rk;
        }
        n = rank_classes(avail, r + 1, m - c, key, w, out, n);
    }
    return n;
}

/* Five board cards to come: rank classes, then the flush corrections. */
static void preflop(const tuple_t *t, int64_t *c)
{
    const int n = t->n;
    int avail[13];
    for (int r = 0; r < 13; r++)
        avail[r] = 4 - hr_popcount64((t->used >> (4 * r)) & 0xF);
    rank_class cls[MAX_CLASSES];
    uint16_t v[MAXP], f[MAXP], lo[MAXP] = {0};
    const int sets = !t->hilo && !t->hist;  /* counted by the sets of the best (score_set) */
    int64_t byw[1 << MAXP];
    for (unsigned i = 0; sets && i < (1u << n); i++)
        byw[i] = 0;
    int ncls = rank_classes(avail, 0, 5, 0, 1, cls, 0);
    for (int i = 0; i < ncls; i++) {
        for (int p = 0; p < n; p++) {
            v[p] = rank_value(t, t->hrank[p] + cls[i].key);
            if (t->hilo)
                lo[p] = low_value(t, t->hrank[p] + cls[i].key);
        }
        if (sets)
            score_set(n, v, cls[i].w, byw);
        else
            score(t, v, lo, cls[i].w, c);
    }
    for (int s = 0; s < 4; s++) {
        int hold[MAXP], most = 0;
        for (int p = 0; p < n; p++) {
            hold[p] = hr_popcount64((t->hbits[p] >> (16 * s)) & 0x1FFF);
            most = hold[p] > most ? hold[p] : most;
        }
        int need = 5 - most;  /* suit-s board cards for the best-placed player to flush */
        int ranks[13], a = 0, other[13];
        for (int r = 0; r < 13; r++) {
            int free_s = !((t->used >> (4 * r + s)) & 1);
            if (free_s)
                ranks[a++] = r;
            other[r] = avail[r] - free_s;
        }
        if (a < need)
            continue;
        int base[6];  /* classes of the 5 - j other ranks: cls[base[m] .. base[m + 1]) */
        base[0] = 0;
        for (int m = 0; m <= 5 - need; m++)
            base[m + 1] = rank_classes(other, 0, m, 0, 1, cls, base[m]);
        for (int j = need; j <= 5 && j <= a; j++) {
            int idx[5];
            for (int i = 0; i < j; i++)
                idx[i] = i;
            for (;;) {
                uint32_t skey = 0, smask = 0;
                for (int i = 0; i < j; i++) {
                    skey += (uint32_t)hr_card_key[4 * ranks[idx[i]]];
                    smask |= 1u << ranks[idx[i]];
                }
                for (int p = 0; p < n; p++)
                    f[p] = hold[p] + j >= 5
                         ? t->flush_tab[smask | ((t->hbits[p] >> (16 * s)) & 0x1FFF)] : 0;
                for (int i = base[5 - j]; i < base[6 - j]; i++) {
                    uint16_t tv[MAXP];
                    for (int p = 0; p < n; p++) {
                        v[p] = rank_value(t, t->hrank[p] + skey + cls[i].key);
                        tv[p] = f[p] ? f[p] : v[p];
                        if (t->hilo)
                            lo[p] = low_value(t, t->hrank[p] + skey + cls[i].key);
                    }
                    if (sets) {
                        score_set(n, tv, cls[i].w, byw);
                        score_set(n, v, -(int64_t)cls[i].w, byw);
                    } else {
                        score(t, tv, lo, cls[i].w, c);
                        score(t, v, lo, -(int64_t)cls[i].w, c);
                    }
                }
                int i = j - 1;  /* the next j-subset of the a suit-s ranks */
                while (i >= 0 && idx[i] == a - j + i)
                    i--;
                if (i < 0)
                    break;
                idx[i]++;
                for (int q = i + 1; q < j; q++)
                    idx[q] = idx[q - 1] + 1;
            }
        }
    }
    if (sets)
        fold_sets(n, byw, c);
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

/* Every board: the known cards and each way to add 5 - nb of the cards left (in increasing
 * order, the key sums carried along). */
static void every_board(const tuple_t *t, int64_t *c)
{
    uint8_t rest[52], board[5];
    int nr = 0;
    for (int id = 0; id < 52; id++)
        if (!((t->used >> id) & 1))
            rest[nr++] = (uint8_t)id;
    for (int i = 0; i < t->nb; i++)
        board[i] = t->board[i];
    const int k = 5 - t->nb;
    int idx[5];
    uint64_t key[6], bits[6];
    uint16_t v[MAXP], lo[MAXP];
    const int sets = !t->hilo && !t->hist;  /* counted by the sets of the best (score_set) */
    int64_t byw[1 << MAXP];
    for (unsigned i = 0; sets && i < (1u << t->n); i++)
        byw[i] = 0;
    key[0] = t->bkey;
    bits[0] = t->bbits;
    for (int i = 0; i < k; i++) {
        idx[i] = i;
        board[t->nb + i] = rest[i];
        key[i + 1] = key[i] + hr_card_key[rest[i]];
        bits[i + 1] = bits[i] | hr_card_bit[rest[i]];
    }
    for (;;) {
        board_values(t, board, key[k], bits[k], v, lo);
        if (sets)
            score_set(t->n, v, 1, byw);
        else
            score(t, v, lo, 1, c);
        int i = k - 1;  /* the next k-subset of the cards left */
        while (i >= 0 && idx[i] == nr - k + i)
            i--;
        if (i < 0) {
            if (sets)
                fold_sets(t->n, byw, c);
            return;
        }
        idx[i]++;
        for (int q = i; q < k; q++) {
            if (q > i)
                idx[q] = idx[q - 1] + 1;
            board[t->nb + q] = rest[idx[q]];
            key[q + 1] = key[q] + hr_card_key[rest[idx[q]]];
            bits[q + 1] = bits[q] | hr_card_bit[rest[idx[q]]];
        }
    }
}

/* ---- argument checks and the tuple loop --------------------------------------------------- */

uint64_t hr_equity_tuples(int n, const uint32_t *counts)
{
    if (n < 2 || n > MAXP)
        return 0;
    uint64_t total = 1;
    for (int p = 0; p < n; p++) {
        if (counts[p] == 0 || total > UINT64_MAX / counts[p])
            return 0;
        total *= counts[p];
    }
    return total;
}

/* Board, dead and combo ids valid; the known cards' mask in *known. */
static int check_common(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
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
static int64_t joint_count(int *game, int n, const uint32_t *counts)
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
static void tuple_init(tuple_t *t, int game, int n, int nh, const uint8_t *board, int nb)
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
static void per_player(int n, int nh, const uint8_t *combos, const uint32_t *counts, const double *w,
                       const uint8_t **start, const double **wstart)
{
    size_t off = 0;
    for (int p = 0; p < n; p++) {
        start[p] = combos + off * (size_t)nh;
        wstart[p] = w + off;
        off += counts[p];
    }
}

HR_INLINE void add128(uint64_t *lohi, uint64_t v)
{
    uint64_t lo = lohi[0] + v;
    lohi[1] += lo < lohi[0];
    lohi[0] = lo;
}

int64_t hr_equity_exact(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                        const double *weights, const uint8_t *board, int nb, uint64_t dead,
                        uint64_t first, uint64_t last, uint64_t *ints, double *wsum)
{
    return hr_equity_exact_hist(game, n, nh, combos, counts, weights, board, nb, dead, first, last, ints,
                                wsum, NULL, NULL);
}

int64_t hr_equity_exact_hist(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                             const double *weights, const uint8_t *board, int nb, uint64_t dead,
                             uint64_t first, uint64_t last, uint64_t *ints, double *wsum,
                             uint64_t *hist_ints, double *hist_wsum)
{
    uint64_t known;
    const int64_t joint = joint_count(&game, n, counts);
    if (joint < 0 || !check_common(game, n, nh, combos, counts, board, nb, dead, 0, &known))
        return -1;
    uint64_t total = joint ? (uint64_t)joint : hr_equity_tuples(n, counts);
    if (total == 0 || first > last || last > total)
        return -1;
    const uint8_t *start[MAXP];
    const double *wstart[MAXP];
    per_player(n, nh, combos, counts, weights, start, wstart);
    tuple_t t;
    tuple_init(&t, game, n, nh, board, nb);
    hist_t hc;
    cat3_t cat3;
    if (hist_ints && hist_wsum)
        hist_init(&t, hc, cat3);
    uint32_t digit[MAXP];
    uint64_t x = first;
    for (int p = n - 1; p >= 0; p--) {
        digit[p] = joint ? (counts[p] > 1 ? (uint32_t)first : 0) : (uint32_t)(x % counts[p]);
        x /= joint ? 1 : counts[p];
    }
    int64_t valid = 0;
    const uint64_t boards = hr_choose(52 - hr_popcount64(known) - nh * n, 5 - nb);
    for (uint64_t idx = first; idx < last; idx++) {
        uint64_t used = known;
        double w = 1.0;
        int ok = 1;
        for (int p = 0; p < n && ok; p++) {
            const uint8_t *h = start[p] + (size_t)digit[p] * (size_t)nh;
            uint64_t m = hole_mask(h, nh);
            ok = m && !(used & m);
            used |= m;
            tuple_hole(&t, p, h, nh);
            w *= wstart[p][digit[p]];
        }
        if (ok) {
            t.used = used;
            counts_t c = {0};
            if (nb == 0 && !t.omaha)
                preflop(&t, c);
            else
                every_board(&t, c);
            for (int i = 0; i < NC * n; i++) {
                add128(ints + 2 * i, (uint64_t)c[i]);
                wsum[i] += w * (double)c[i];
            }
            for (int i = 0; t.hist && i < NH * n; i += 3)  /* the tuple's histogram, zeroed again */
                if (hc[i] | hc[i + 1] | hc[i + 2]) {
                    for (int j = i; j < i + 3; j++) {
                        int64_t x = hist_out(hc, j);
                        add128(hist_ints + 2 * j, (uint64_t)x);
                        hist_wsum[j] += w * (double)x;
                    }
                    hc[i] = hc[i + 1] = hc[i + 2] = 0;
                }
            add128(ints + 2 * NC * n, boards);
            add128(ints + 2 * NC * n + 2, 1);
            wsum[NC * n] += w * (double)boards;
            wsum[NC * n + 1] += w;
            valid++;
        }
        for (int p = n - 1; p >= 0; p--) {  /* the next tuple number */
            if (joint) {
                digit[p] += counts[p] > 1;
                continue;
            }
            if (++digit[p] < counts[p])
                break;
            digit[p] = 0;
        }
    }
    return valid;
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
 * best and their sizes. n is a constant where it is called, so the loops unroll. */
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
 * before the mask: no multiplication), the two table reads by gathers, a flush lane's value
 * from its suit's rank bits (one gather; a 7-card hand flushes in one suit at most), the set of
 * the best by the deal's maximum. The same values as hr_lookup_in: the tables are read at the
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

static void lanes_init(lanes_t *c, const tuple_t *t, int n, int nrandom, const int *randoms, const uint8_t *pos)
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

static const uint8_t pos_lanes[8] = {0, 1, 2, 3, 4, 5, 6, 7}, pos_avx2[8] = {0, 2, 4, 6, 1, 3, 5, 7};

/* A deal's cards at c[0..m): their keys and bits summed (the bits of distinct cards add as they OR). */
EQ_AVX2_INLINE __m128i kb_sum(const kb_t *c, int m)
{
    __m128i s = _mm_loadu_si128((const __m128i *)c);
    for (int i = 1; i < m; i++)
        s = _mm_add_epi32(s, _mm_loadu_si128((const __m128i *)(c + i)));
    return s;
}

/* prep_<isa>_<k>: prep_<isa> with k (the board cards dealt) a constant; and pairs_plain for n
 * and k constants (the sums' loads unroll: a runtime k or n cost 7-11 % of the whole deal). */
#define EQ_PREP_K(ISA, isa, K)                                                                   \
    EQ_##ISA##_INLINE void prep_##isa##_##K(const void *ctx, const int n, const kb_t *dk, void *st, int m) \
    {                                                                                            \
        (void)n;                                                                                 \
        prep_##isa(ctx, dk, st, m, K);                                                           \
    }
#define EQ_PREP(ISA, isa) EQ_PREP_K(ISA, isa, 1) EQ_PREP_K(ISA, isa, 2) EQ_PREP_K(ISA, isa, 5)
#define EQ_PAIRS(isa)                                                                            \
    switch (n * 8 + c.l.k) {                                                                     \
    EQ_PAIRS_N(isa, 2) EQ_PAIRS_N(isa, 3) EQ_PAIRS_N(isa, 4) EQ_PAIRS_N(isa, 5)                  \
    EQ_PAIRS_N(isa, 6) EQ_PAIRS_N(isa, 7) EQ_PAIRS_NK(isa, 8, 1) EQ_PAIRS_NK(isa, 8, 2)           \
    default: EQ_PAIRS_NK(isa, 8, 5)                                                              \
    }
#define EQ_PAIRS_N(isa, N) EQ_PAIRS_NK(isa, N, 1) EQ_PAIRS_NK(isa, N, 2) EQ_PAIRS_NK(isa, N, 5)
#define EQ_PAIRS_NK(isa, N, K) case 8 * N + K:                                                   \
    return pairs_plain(t, N, nrandom, deck, rng, samples, by_winners, both, alone, EQ_BATCH,     \
                       prep_##isa##_##K, done_##isa, &c, st, out, c.l.keys);

/* The board of a pair's deal d (1: the last k cards dealt, 2: the first k), its key and bits. */
EQ_AVX2_INLINE __m128i board_sum(const lanes_t *l, const kb_t *dk, const int k, int d)
{
    const __m128i board = _mm_loadu_si128((const __m128i *)l->board);
    return _mm_add_epi32(board, kb_sum(d == 1 ? dk + 2 * l->nrandom : dk, k));
}

/* ---- AVX-512 */

typedef struct {
    lanes_t l;
    __m512i hand[2];        /* lanes 0..7 (four a vector, 128 bits each): l.hand */
    __m512i pick;           /* the dwords of a lane's 128 bits: [0] rank key, [1] suit counters,
                             * [2] bits of suits 0 and 1, [3] of suits 2 and 3 */
    __mmask16 active;       /* lanes 0..n-1 and 8..8+n-1 */
    __mmask16 random[2];    /* the random hands' dwords in hand[0], hand[1] */
} pair_avx512;

/* A pair's hands: deal 1's lanes 0..3, 4..7, deal 2's. */
typedef struct {
    __m512i x[4];
} hands_avx512;

/* Four hands of two cards each from c[0..8): their keys and bits in the four 128-bit lanes. */
EQ_AVX512_INLINE __m512i hole4(const kb_t *c)
{
    __m512i v = _mm512_castsi128_si512(kb_sum(c, 2));
    v = _mm512_inserti32x4(v, kb_sum(c + 2, 2), 1);
    v = _mm512_inserti32x4(v, kb_sum(c + 4, 2), 2);
    return _mm512_inserti32x4(v, kb_sum(c + 6, 2), 3);
}

EQ_AVX512_INLINE void prep_avx512(const void *ctx, const kb_t *dk, void *st, int m, const int k)
{
    const pair_avx512 *c = (const pair_avx512 *)ctx;
    __m512i *x = ((hands_avx512 *)st)[m].x;
    const __m512i b1 = _mm512_broadcast_i32x4(board_sum(&c->l, dk, k, 1));
    const __m512i b2 = _mm512_broadcast_i32x4(board_sum(&c->l, dk, k, 2));
    /* the random hands (lanes 0..nrandom-1): of deal 1 from cards 0, 1, 2, 3, ...; of deal 2 from
     * cards k, k + 1, ...; lanes past them read cards after those (inside dk) and are masked off */
    x[0] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[0], c->random[0], hole4(dk)), b1);
    x[2] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[0], c->random[0], hole4(dk + k)), b2);
    if (c->l.nrandom > 4) {
        x[1] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[1], c->random[1], hole4(dk + 8)), b1);
        x[3] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[1], c->random[1], hole4(dk + k + 8)), b2);
    } else {
        x[1] = _mm512_add_epi32(c->hand[1], b1);
        x[3] = _mm512_add_epi32(c->hand[1], b2);
    }
}

EQ_PREP(AVX512, avx512)

/* A pair's dwords j (c->pick + j): deal 1's lanes, then deal 2's. */
EQ_AVX512_INLINE __m512i lanes_avx512(const pair_avx512 *c, const __m512i *x, int j, __m512i *hi)
{
    const __m512i pick = _mm512_add_epi32(c->pick, _mm512_set1_epi32(j));
    const __m512i t1 = _mm512_permutex2var_epi32(x[0], pick, x[1]), t2 = _mm512_permutex2var_epi32(x[2], pick, x[3]);
    *hi = _mm512_shuffle_i64x2(t1, t2, _MM_SHUFFLE(3, 2, 3, 2));  /* dwords j + 1 */
    return _mm512_shuffle_i64x2(t1, t2, _MM_SHUFFLE(1, 0, 1, 0));
}

EQ_AVX512_INLINE void done_avx512(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    const pair_avx512 *c = (const pair_avx512 *)ctx;
    hands_avx512 *hs = (hands_avx512 *)st;
    for (int i = m; i < EQ_BATCH; i++)
        hs[i] = hs[0];  /* a last batch short of pairs: the first one again, not counted */
    const __m512i one = _mm512_set1_epi32(1), zero = _mm512_setzero_si512();
    const __mmask16 act = c->active;
    __m512i su[EQ_BATCH], h[EQ_BATCH], base[EQ_BATCH], val[EQ_BATCH];
    for (int i = 0; i < EQ_BATCH; i++) {
        h[i] = _mm512_and_si512(lanes_avx512(c, hs[i].x, 0, &su[i]), _mm512_set1_epi32((int)HR_HASH_MASK));
        base[i] = _mm512_mask_i32gather_epi32(zero, act, _mm512_srli_epi32(h[i], HR_HASH_SHIFT),
                                              (const void *)hr_rank_bases, 4);
    }
    for (int i = 0; i < EQ_BATCH; i++) {
        __m512i slot = _mm512_add_epi32(base[i], _mm512_and_si512(h[i], _mm512_set1_epi32((1 << HR_HASH_SHIFT) - 1)));
        val[i] = _mm512_mask_i32gather_epi32(zero, act, _mm512_sub_epi32(slot, one), (const void *)c->l.rank_tab, 2);
    }
    for (int i = 0; i < m; i++) {
        val[i] = _mm512_srli_epi32(val[i], 16);
        /* flushes: su holds the suit counters (16 bits), bit 3 of a nibble set for a suit of 5+ */
        const __mmask16 fl = _mm512_mask_test_epi32_mask(act, su[i], _mm512_set1_epi32(0x8888));
        if (fl) {
            /* the flush suit's rank bits: suits 0, 1 in the bits' low dword, 2, 3 in the high one */
            __m512i bh, bl = lanes_avx512(c, hs[i].x, 2, &bh);
            __m512i f = _mm512_mask_mov_epi32(bl, _mm512_test_epi32_mask(su[i], _mm512_set1_epi32(0x8800)), bh);
            f = _mm512_mask_srli_epi32(f, _mm512_test_epi32_mask(su[i], _mm512_set1_epi32(0x8080)), f, 16);
            f = _mm512_sub_epi32(_mm512_and_si512(f, _mm512_set1_epi32(0x1FFF)), one);
            f = _mm512_mask_i32gather_epi32(zero, fl, f, (const void *)c->l.flush_tab, 2);
            val[i] = _mm512_mask_srli_epi32(val[i], fl, f, 16);
        }
        /* each half's maximum in every lane of it */
        __m512i mx = _mm512_max_epu32(val[i], _mm512_shuffle_epi32(val[i], _MM_PERM_CDAB));
        mx = _mm512_max_epu32(mx, _mm512_shuffle_epi32(mx, _MM_PERM_BADC));
        mx = _mm512_max_epu32(mx, _mm512_shuffle_i64x2(mx, mx, _MM_SHUFFLE(2, 3, 0, 1)));
        const unsigned win = _mm512_mask_cmpeq_epi32_mask(act, val[i], mx);
        uint16_t vals[16];
        if (c->l.hist)
            _mm256_storeu_si256((__m256i *)vals, _mm512_cvtepi32_epi16(val[i]));
        pair_won(&c->l, n, win & 0xFF, win >> 8, vals, pos_lanes, out + i);
    }
}

/* pairs_plain by prep_avx512 and done_avx512 (n <= 8). */
EQ_AVX512 static uint64_t pairs_avx512(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                                       hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                                       uint64_t *alone)
{
    pair_avx512 c;
    hands_avx512 st[EQ_BATCH];
    pair_out out[EQ_BATCH];
    uint32_t pick[16];
    lanes_init(&c.l, t, n, nrandom, randoms, pos_lanes);
    for (int i = 0; i < 16; i++)  /* dword j of lane i (0..7) at 4 i + j, the second vector's at 16 + */
        pick[i] = (uint32_t)(4 * (i & 7) + (i >> 3));
    c.hand[0] = _mm512_loadu_si512(c.l.hand);
    c.hand[1] = _mm512_loadu_si512(c.l.hand + 8);
    c.pick = _mm512_loadu_si512(pick);
    c.active = (__mmask16)(((1u << n) - 1) * 0x101u);
    c.random[0] = (__mmask16)((1u << 4 * (nrandom < 4 ? nrandom : 4)) - 1);
    c.random[1] = (__mmask16)((1u << 4 * (nrandom > 4 ? nrandom - 4 : 0)) - 1);
    EQ_PAIRS(avx512)
}

/* ---- AVX2 */

typedef struct {
    lanes_t l;
    __m256i hand[4];        /* lanes 0..7 (two a vector): l.hand */
    __m256i random[4];      /* the random hands' lanes in hand[0..3] (all ones) */
    __m256i active;         /* the positions of lanes 0..n-1 (all ones) */
} pair_avx2;

/* A pair's hands: deal 1's lanes 0..1, 2..3, 4..5, 6..7, then deal 2's. */
typedef struct {
    __m256i x[8];
} hands_avx2;

EQ_AVX2_INLINE void prep_avx2(const void *ctx, const kb_t *dk, void *st, int m, const int k)
{
    const pair_avx2 *c = (const pair_avx2 *)ctx;
    __m256i *x = ((hands_avx2 *)st)[m].x;
    const __m256i b1 = _mm256_broadcastsi128_si256(board_sum(&c->l, dk, k, 1));
    const __m256i b2 = _mm256_broadcastsi128_si256(board_sum(&c->l, dk, k, 2));
    for (int v = 0; v < 4; v++) {  /* as prep_avx512: the random hands from 4 v on, when there are any */
        if (2 * v < c->l.nrandom) {
            const kb_t *d1 = dk + 4 * v, *d2 = dk + k + 4 * v;
            x[v] = _mm256_blendv_epi8(c->hand[v], _mm256_set_m128i(kb_sum(d1 + 2, 2), kb_sum(d1, 2)), c->random[v]);
            x[4 + v] = _mm256_blendv_epi8(c->hand[v], _mm256_set_m128i(kb_sum(d2 + 2, 2), kb_sum(d2, 2)), c->random[v]);
        } else {
            x[v] = x[4 + v] = c->hand[v];
        }
        x[v] = _mm256_add_epi32(x[v], b1);
        x[4 + v] = _mm256_add_epi32(x[4 + v], b2);
    }
}

EQ_PREP(AVX2, avx2)

/* A deal's dwords j, j + 1 (j = 0 or 2) of its 8 lanes, in the order pos_avx2. */
EQ_AVX2_INLINE __m256i lanes_avx2(const __m256i *x, int j, __m256i *hi)
{
    const __m256i ab = j ? _mm256_unpackhi_epi32(x[0], x[1]) : _mm256_unpacklo_epi32(x[0], x[1]);
    const __m256i cd = j ? _mm256_unpackhi_epi32(x[2], x[3]) : _mm256_unpacklo_epi32(x[2], x[3]);
    *hi = _mm256_unpackhi_epi64(ab, cd);
    return _mm256_unpacklo_epi64(ab, cd);
}

EQ_AVX2_INLINE void done_avx2(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    enum { D = 2 * EQ_BATCH };  /* deals a batch */
    const pair_avx2 *c = (const pair_avx2 *)ctx;
    hands_avx2 *hs = (hands_avx2 *)st;
    for (int i = m; i < EQ_BATCH; i++)
        hs[i] = hs[0];  /* a last batch short of pairs: the first one again, not counted */
    const __m256i one = _mm256_set1_epi32(1), zero = _mm256_setzero_si256(), act = c->active;
    __m256i su[D], h[D], base[D], val[D];
    for (int d = 0; d < D; d++) {
        h[d] = _mm256_and_si256(lanes_avx2(hs[d >> 1].x + 4 * (d & 1), 0, &su[d]), _mm256_set1_epi32((int)HR_HASH_MASK));
        base[d] = _mm256_mask_i32gather_epi32(zero, (const int *)hr_rank_bases, _mm256_srli_epi32(h[d], HR_HASH_SHIFT),
                                              act, 4);
    }
    for (int d = 0; d < D; d++) {
        __m256i slot = _mm256_add_epi32(base[d], _mm256_and_si256(h[d], _mm256_set1_epi32((1 << HR_HASH_SHIFT) - 1)));
        val[d] = _mm256_mask_i32gather_epi32(zero, (const int *)c->l.rank_tab, _mm256_sub_epi32(slot, one), act, 2);
    }
    unsigned win[D];
    uint16_t vals[8 * D];
    for (int d = 0; d < 2 * m; d++) {
        val[d] = _mm256_srli_epi32(val[d], 16);
        const __m256i fl = _mm256_andnot_si256(
            _mm256_cmpeq_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8888)), zero), act);
        if (!_mm256_testz_si256(fl, fl)) {  /* as done_avx512 */
            __m256i bh, bl = lanes_avx2(hs[d >> 1].x + 4 * (d & 1), 2, &bh);
            __m256i f = _mm256_blendv_epi8(bl, bh, _mm256_cmpgt_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8800)), zero));
            f = _mm256_srlv_epi32(f, _mm256_and_si256(_mm256_cmpgt_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8080)),
                                                                         zero), _mm256_set1_epi32(16)));
            f = _mm256_sub_epi32(_mm256_and_si256(f, _mm256_set1_epi32(0x1FFF)), one);
            f = _mm256_mask_i32gather_epi32(zero, (const int *)c->l.flush_tab, f, fl, 2);
            val[d] = _mm256_blendv_epi8(val[d], _mm256_srli_epi32(f, 16), fl);
        }
        __m256i mx = _mm256_max_epu32(val[d], _mm256_shuffle_epi32(val[d], _MM_SHUFFLE(2, 3, 0, 1)));
        mx = _mm256_max_epu32(mx, _mm256_shuffle_epi32(mx, _MM_SHUFFLE(1, 0, 3, 2)));
        mx = _mm256_max_epu32(mx, _mm256_permute2x128_si256(mx, mx, 1));
        win[d] = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_and_si256(_mm256_cmpeq_epi32(val[d], mx), act)));
        if (c->l.hist)
            _mm_storeu_si128((__m128i *)(vals + 8 * d), _mm_packus_epi32(_mm256_castsi256_si128(val[d]),
                                                                  _mm256_extracti128_si256(val[d], 1)));
    }
    for (int i = 0; i < m; i++)
        pair_won(&c->l, n, win[2 * i], win[2 * i + 1], vals + 16 * i, pos_avx2, out + i);
}

/* pairs_plain by prep_avx2 and done_avx2 (n <= 8). */
EQ_AVX2 static uint64_t pairs_avx2(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                                   hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                                   uint64_t *alone)
{
    pair_avx2 c;
    hands_avx2 st[EQ_BATCH];
    pair_out out[EQ_BATCH];
    uint32_t act[8];
    lanes_init(&c.l, t, n, nrandom, randoms, pos_avx2);
    for (int v = 0; v < 4; v++) {
        c.hand[v] = _mm256_loadu_si256((const __m256i *)(c.l.hand + 4 * v));
        c.random[v] = _mm256_set_epi64x(-(2 * v + 1 < nrandom), -(2 * v + 1 < nrandom), -(2 * v < nrandom),
                                        -(2 * v < nrandom));
    }
    for (int i = 0; i < 8; i++)
        act[i] = pos_avx2[i] < n ? ~0u : 0;
    c.active = _mm256_loadu_si256((const __m256i *)act);
    EQ_PAIRS(avx2)
}
#endif

int64_t hr_equity_mc(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                     const double *cum, const uint8_t *board, int nb, uint64_t dead,
                     uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc)
{
    return hr_equity_mc_hist(game, n, nh, combos, counts, cum, board, nb, dead, seed, stream, samples,
                             acc, NULL);
}

int64_t hr_equity_mc_hist(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                          const double *cum, const uint8_t *board, int nb, uint64_t dead,
                          uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc, uint64_t *hist)
{
    uint64_t known;
    const int64_t joint = joint_count(&game, n, counts);
    if (joint < 0 || !check_common(game, n, nh, combos, counts, board, nb, dead, 1, &known))
        return -1;
    const uint8_t *start[MAXP];
    const double *cstart[MAXP];
    per_player(n, nh, combos, counts, cum, start, cstart);
    for (int p = 0; p < n; p++)
        if (counts[p] && !(cstart[p][counts[p] - 1] > 0.0))
            return -1;
    tuple_t t;
    tuple_init(&t, game, n, nh, board, nb);
    hist_t hc;
    cat3_t cat3;
    if (hist)
        hist_init(&t, hc, cat3);
    const int plain = !t.omaha && !t.hilo;  /* Hold'em high: counted by the set of winners */
    hr_rng g;
    hr_rng_seed(&g, seed, stream);
    uint64_t redrawn = 0;
    uint16_t v[MAXP], v2[MAXP], lo[MAXP];
    uint64_t fixed = known;  /* the board, the dead cards and the players with one combo */
    for (int p = 0; p < n; p++)
        if (counts[p] == 1) {
            uint64_t m = hole_mask(start[p], nh);
            if (!m || (fixed & m))
                return -2;
            fixed |= m;
            tuple_hole(&t, p, start[p], nh);
        }
    uint64_t hk[MAXP], hb[MAXP], hk2[MAXP], hb2[MAXP];  /* Hold'em high: the hole keys of the deals */
    for (int p = 0; p < n; p++) {
        hk[p] = hk2[p] = t.hkey[p];
        hb[p] = hb2[p] = t.hbits[p];
    }
    deck_t deck;
    deck.size = 0;
    for (int c = 0; c < 52; c++)
        if (!((fixed >> c) & 1))
            deck.card[deck.size++] = (uint8_t)c;
    uint64_t by_winners[1 << MAXP] = {0};  /* 8 KB on the stack */
    uint8_t full[5], hole[HR_EQ_MAX_HOLE], seq[2 * MAXP + 5];
    int randoms[MAXP], nrandom = 0, ranged[MAXP], nranged = 0;
    for (int p = 0; p < n; p++) {
        if (!counts[p])
            randoms[nrandom++] = p;
        if (counts[p] > 1)
            ranged[nranged++] = p;
    }
    /* Hold'em high with random hands: each deal's cards also make a second deal, the board
     * taken from the first cards dealt and the random hands from the rest */
    const int pair = plain && nrandom > 0 && nb < 5 && 2 * nrandom >= 5 - nb;  /* a full board: nothing
                                                                          * to deal twice */
    /* pairs of deals: a group's square (w1 u1 + w2 u2)^2 is each deal's own square (summed from
     * by_winners at the end) and twice u1 u2 for the players who win both, summed by that set;
     * the units times the group size are twice each deal's, but once for a last deal alone */
    uint64_t both[1 << MAXP] = {0}, alone[MAXP] = {0}, groups_sq = 0;
    for (int i = 0; i < nb; i++)
        full[i] = board[i];
    uint64_t s0 = 0;  /* the deals made before the loop below */
    int vector = 0;   /* the pairs of deals evaluated in vector lanes, by the batch kernels' choice */
#if HR_X86_KERNELS
    /* (by gathers: only where they are fast, hr_fast_gathers; elsewhere the scalar loop) */
    const int kernel = pair && !nranged && n <= 8 && hr_fast_gathers(-1) ? hr_kernel_active() : HR_KERNEL_SCALAR;
    if (kernel != HR_KERNEL_SCALAR) {
        groups_sq = (kernel == HR_KERNEL_AVX512 ? pairs_avx512 : pairs_avx2)(&t, n, nrandom, randoms, &deck, &g, samples,
                                                                            by_winners, both, alone);
        s0 = samples;
        vector = 1;
    }
#endif
    if (pair && !nranged && !vector) {
        pair_scalar ps = {&t, nrandom, 5 - nb, randoms, {0}, {0}, {0}, {0}};
        pair_out po[1];
        for (int p = 0; p < n; p++) {
            ps.hk[p] = ps.hk2[p] = t.hkey[p];
            ps.hb[p] = ps.hb2[p] = t.hbits[p];
        }
        switch (n) {  /* a copy of pairs_plain for each number of players */
#define HR_PAIRS(N) case N: groups_sq = pairs_plain(&t, N, nrandom, &deck, &g, samples, by_winners, both, \
                                                     alone, 1, prep_scalar, done_scalar, &ps, po, po, hr_card_key); break;
        HR_PAIRS(2) HR_PAIRS(3) HR_PAIRS(4) HR_PAIRS(5) HR_PAIRS(6) HR_PAIRS(7) HR_PAIRS(8) HR_PAIRS(9)
        default: HR_PAIRS(10)
#undef HR_PAIRS
        }
        s0 = samples;
    }
    for (uint64_t s = s0; s < samples; s++) {
        uint64_t used;
        int tries = 0;
        const int twice = pair && s + 1 < samples;
        for (;;) {  /* the combos of the players with a range, redrawn together on a collision */
            used = fixed;
            int ok = 1;
            uint32_t i0 = 0;
            if (joint && nranged) {  /* one tuple, by the first ranged player's running sums */
                int p = ranged[0];
                double u = (double)(hr_rng_next64(&g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
                i0 = pick(cstart[p], counts[p], u);
            }
            for (int r = 0; r < nranged && ok; r++) {
                int p = ranged[r];
                uint32_t i = i0;
                if (!joint) {
                    double u = (double)(hr_rng_next64(&g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
                    i = pick(cstart[p], counts[p], u);
                }
                const uint8_t *h = start[p] + (size_t)i * (size_t)nh;
                uint64_t m = hole_mask(h, nh);
                ok = m && !(used & m);
                used |= m;
                tuple_hole(&t, p, h, nh);
            }
            if (ok)
                break;
            redrawn++;
            if (++tries > 1000)
                return -2;
        }
        uint64_t skip = used & ~fixed;  /* the range players' cards of this deal */
        if (plain) {  /* the random hands' cards, then the board's, into seq */
            const int k = 5 - nb, dealt = 2 * nrandom + k;
            deal_cards(&deck, dealt, &g, skip, seq, NULL, NULL);
            kb_t ck[2 * MAXP + 5];
            for (int i = 0; i < dealt; i++) {
                ck[i].key = hr_card_key[seq[i]];
                ck[i].bit = hr_card_bit[seq[i]];
            }
            for (int r = 0; r < nranged; r++) {
                hk[ranged[r]] = hk2[ranged[r]] = t.hkey[ranged[r]];
                hb[ranged[r]] = hb2[ranged[r]] = t.hbits[ranged[r]];
            }
            uint64_t key = t.bkey, bits = t.bbits;
            for (int i = 2 * nrandom; i < dealt; i++) {
                key += ck[i].key;
                bits |= ck[i].bit;
            }
            for (int r = 0; r < nrandom; r++) {
                hk[randoms[r]] = ck[2 * r].key + ck[2 * r + 1].key;
                hb[randoms[r]] = ck[2 * r].bit | ck[2 * r + 1].bit;
            }
            if (!twice) {
                unsigned winners = plain_winners(&t, hk, hb, key, bits, v);
                by_winners[winners]++;  /* the players' sums come from these counts at the end */
                if (t.hist)
                    hist_winners(&t, v, winners);
                groups_sq++;
                if (pair) {  /* the last deal of an odd count: a group of one */
                    uint64_t u1 = (uint64_t)SPLIT_UNITS[hr_popcount64(winners)];
                    for (int p = 0; p < n; p++)
                        alone[p] += ((winners >> p) & 1) * u1;
                }
                continue;
            }
            unsigned winners, second;
            int k1, k2;
            switch (n) {  /* a copy of two_deals for each number of players: its loops unrolled */
#define HR_TWO_DEALS(N) case N: two_deals(&t, N, nrandom, randoms, k, ck, key, bits, hk, hb, hk2, hb2, \
                                          v, v2, &winners, &second, &k1, &k2); break;
            HR_TWO_DEALS(2) HR_TWO_DEALS(3) HR_TWO_DEALS(4) HR_TWO_DEALS(5) HR_TWO_DEALS(6)
            HR_TWO_DEALS(7) HR_TWO_DEALS(8) HR_TWO_DEALS(9) default: HR_TWO_DEALS(10)
#undef HR_TWO_DEALS
            }
            by_winners[winners]++;
            by_winners[second]++;
            if (t.hist) {
                hist_winners(&t, v, winners);
                hist_winners(&t, v2, second);
            }
            s++;
            both[winners & second] += (uint64_t)SPLIT_UNITS[k1] * (uint64_t)SPLIT_UNITS[k2];
            groups_sq += 4;
            continue;
        }
        uint32_t top = 0;
        for (int r = 0; r < nrandom; r++) {  /* random hands from the deck */
            for (int i = 0; i < nh; i++)
                hole[i] = (uint8_t)deal_from(&deck, top++, &g, skip);
            tuple_hole(&t, randoms[r], hole, nh);
        }
        uint64_t key = t.bkey, bits = t.bbits;
        for (int i = nb; i < 5; i++) {
            int c = deal_from(&deck, top++, &g, skip);
            full[i] = (uint8_t)c;
            key += hr_card_key[c];
            bits |= hr_card_bit[c];
        }
        board_values(&t, full, key, bits, v, lo);
        counts_t c = {0};
        score(&t, v, lo, 1, c);
        for (int p = 0; p < n; p++) {
            uint64_t u = (uint64_t)c[NC * p + 2];
            acc[NM * p] += (uint64_t)c[NC * p];
            acc[NM * p + 1] += (uint64_t)c[NC * p + 1];
            acc[NM * p + 2] += u;
            acc[NM * p + 3] += u * u;
            acc[NM * p + 4] += (uint64_t)c[NC * p + 3];
            acc[NM * p + 5] += (uint64_t)c[NC * p + 4];
            acc[NM * p + 6] += u;
        }
        groups_sq++;
    }
    for (unsigned w = 1; plain && w < (1u << n); w++) {
        if (!by_winners[w])
            continue;
        uint64_t c = by_winners[w], units = (uint64_t)SPLIT_UNITS[hr_popcount64(w)];
        for (int p = 0; p < n; p++)
            if ((w >> p) & 1) {
                acc[NM * p + (hr_popcount64(w) > 1)] += c;
                acc[NM * p + 2] += c * units;
                acc[NM * p + 3] += c * units * units;
                acc[NM * p + 4] += c * (units >> 1);
                acc[NM * p + 6] += (pair ? 2 : 1) * c * units;
            }
    }
    for (unsigned w = 1; pair && w < (1u << n); w++)  /* groups of two deals */
        for (int p = 0; p < n; p++)
            acc[NM * p + 3] += ((w >> p) & 1) * 2 * both[w];
    for (int p = 0; pair && p < n; p++)  /* a last deal alone counts once */
        acc[NM * p + 6] -= alone[p];
    for (int i = 0; t.hist && i < NH * n; i++)
        hist[i] += (uint64_t)hist_out(hc, i);
    acc[NM * n] += samples;
    acc[NM * n + 1] += redrawn;
    acc[NM * n + 2] += groups_sq;
    return (int64_t)samples;
}

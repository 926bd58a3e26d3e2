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
 *
 * The Monte Carlo deals' shared parts are in hr_equity_kernels.h, their vector evaluation in
 * equity_avx512.c and equity_avx2.c (units of their own, compiled side by side with this one).
 */
#include "hr_equity_kernels.h"

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

int64_t hr_equity_mc(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                     const double *cum, const uint8_t *board, int nb, uint64_t dead,
                     uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc)
{
    return hr_equity_mc_hist(game, n, nh, combos, counts, cum, board, nb, dead, seed, stream, samples,
                             acc, NULL);
}

/* The Monte Carlo loop's steps (hr_equity_mc_hist). */

/* The players with one combo: their cards into *fixed (the board's and the dead cards' already
 * there), their hole sums into t. 0, or -2 when their cards repeat. */
static int mc_fixed_players(tuple_t *t, int n, int nh, const uint32_t *counts, const uint8_t *const *start,
                            uint64_t *fixed)
{
    for (int p = 0; p < n; p++)
        if (counts[p] == 1) {
            uint64_t m = hole_mask(start[p], nh);
            if (!m || (*fixed & m))
                return -2;
            *fixed |= m;
            tuple_hole(t, p, start[p], nh);
        }
    return 0;
}

/* Hold'em high with random hands and no ranges: every deal as pairs of deals, in vector lanes
 * when the batch kernels' choice allows it, else by the scalar copy of pairs_plain for n.
 * Returns the sum of the squares of the groups' sizes. */
static uint64_t mc_pairs(tuple_t *t, int n, int nb, int nrandom, int *randoms, deck_t *deck, hr_rng *g,
                         uint64_t samples, uint64_t *by_winners, uint64_t *both, uint64_t *alone)
{
#if HR_X86_KERNELS
    /* AVX-512's lanes where gathers are fast (hr_fast_gathers), else AVX2's lanes reading the
     * tables by gathers there and by scalar loads elsewhere */
    const int kernel = n <= 8 ? hr_kernel_active() : HR_KERNEL_SCALAR, gathers = hr_fast_gathers(-1);
    if (kernel == HR_KERNEL_AVX512 && gathers)
        return hr_eq_pairs_avx512(t, n, nrandom, randoms, deck, g, samples, by_winners, both, alone);
    if (kernel != HR_KERNEL_SCALAR)
        return hr_eq_pairs_avx2(t, n, nrandom, randoms, deck, g, samples, by_winners, both, alone, !gathers);
#endif
    pair_scalar ps = {t, nrandom, 5 - nb, randoms, {0}, {0}, {0}, {0}};
    pair_out po[1];
    for (int p = 0; p < n; p++) {
        ps.hk[p] = ps.hk2[p] = t->hkey[p];
        ps.hb[p] = ps.hb2[p] = t->hbits[p];
    }
    switch (n) {  /* a copy of pairs_plain for each number of players */
#define HR_PAIRS(N) case N: return pairs_plain(t, N, nrandom, deck, g, samples, by_winners, both, \
                                                alone, 1, prep_scalar, done_scalar, &ps, po, po, hr_card_key);
    HR_PAIRS(2) HR_PAIRS(3) HR_PAIRS(4) HR_PAIRS(5) HR_PAIRS(6) HR_PAIRS(7) HR_PAIRS(8) HR_PAIRS(9)
    default: HR_PAIRS(10)
#undef HR_PAIRS
    }
}

/* The combos of the players with a range, redrawn together on a collision, into t; the cards
 * then held to *used. 0, or -2 after more than 1000 collisions in a row. */
HR_INLINE int mc_draw_ranged(tuple_t *t, int nh, int joint, const int *ranged, int nranged,
                             const uint8_t *const *start, const double *const *cstart, const uint32_t *counts,
                             uint64_t fixed, hr_rng *g, uint64_t *redrawn, uint64_t *used)
{
    int tries = 0;
    for (;;) {
        *used = fixed;
        int ok = 1;
        uint32_t i0 = 0;
        if (joint && nranged) {  /* one tuple, by the first ranged player's running sums */
            int p = ranged[0];
            double u = (double)(hr_rng_next64(g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
            i0 = pick(cstart[p], counts[p], u);
        }
        for (int r = 0; r < nranged && ok; r++) {
            int p = ranged[r];
            uint32_t i = i0;
            if (!joint) {
                double u = (double)(hr_rng_next64(g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
                i = pick(cstart[p], counts[p], u);
            }
            const uint8_t *h = start[p] + (size_t)i * (size_t)nh;
            uint64_t m = hole_mask(h, nh);
            ok = m && !(*used & m);
            *used |= m;
            tuple_hole(t, p, h, nh);
        }
        if (ok)
            return 0;
        (*redrawn)++;
        if (++tries > 1000)
            return -2;
    }
}

/* Hold'em high, one deal (or, `twice`, two from the same cards): the random hands' cards, then
 * the board's, dealt into seq; counted by the sets of winners. Returns the deals made. */
HR_INLINE int mc_plain_deal(const tuple_t *t, int n, int nb, int nrandom, const int *randoms, int nranged,
                            const int *ranged, int pair, int twice, deck_t *deck, hr_rng *g, uint64_t skip,
                            uint8_t *seq, uint64_t *hk, uint64_t *hb, uint64_t *hk2, uint64_t *hb2,
                            uint16_t *v, uint16_t *v2, uint64_t *by_winners, uint64_t *both,
                            uint64_t *alone, uint64_t *groups_sq)
{
    const int k = 5 - nb, dealt = 2 * nrandom + k;
    deal_cards(deck, dealt, g, skip, seq, NULL, NULL);
    kb_t ck[2 * MAXP + 5];
    for (int i = 0; i < dealt; i++) {
        ck[i].key = hr_card_key[seq[i]];
        ck[i].bit = hr_card_bit[seq[i]];
    }
    for (int r = 0; r < nranged; r++) {
        hk[ranged[r]] = hk2[ranged[r]] = t->hkey[ranged[r]];
        hb[ranged[r]] = hb2[ranged[r]] = t->hbits[ranged[r]];
    }
    uint64_t key = t->bkey, bits = t->bbits;
    for (int i = 2 * nrandom; i < dealt; i++) {
        key += ck[i].key;
        bits |= ck[i].bit;
    }
    for (int r = 0; r < nrandom; r++) {
        hk[randoms[r]] = ck[2 * r].key + ck[2 * r + 1].key;
        hb[randoms[r]] = ck[2 * r].bit | ck[2 * r + 1].bit;
    }
    if (!twice) {
        unsigned winners = plain_winners(t, hk, hb, key, bits, v);
        by_winners[winners]++;  /* the players' sums come from these counts at the end */
        if (t->hist)
            hist_winners(t, v, winners);
        (*groups_sq)++;
        if (pair) {  /* the last deal of an odd count: a group of one */
            uint64_t u1 = (uint64_t)SPLIT_UNITS[hr_popcount64(winners)];
            for (int p = 0; p < n; p++)
                alone[p] += ((winners >> p) & 1) * u1;
        }
        return 1;
    }
    unsigned winners, second;
    int k1, k2;
    switch (n) {  /* a copy of two_deals for each number of players: its loops unrolled */
#define HR_TWO_DEALS(N) case N: two_deals(t, N, nrandom, randoms, k, ck, key, bits, hk, hb, hk2, hb2, \
                                          v, v2, &winners, &second, &k1, &k2); break;
    HR_TWO_DEALS(2) HR_TWO_DEALS(3) HR_TWO_DEALS(4) HR_TWO_DEALS(5) HR_TWO_DEALS(6)
    HR_TWO_DEALS(7) HR_TWO_DEALS(8) HR_TWO_DEALS(9) default: HR_TWO_DEALS(10)
#undef HR_TWO_DEALS
    }
    by_winners[winners]++;
    by_winners[second]++;
    if (t->hist) {
        hist_winners(t, v, winners);
        hist_winners(t, v2, second);
    }
    both[winners & second] += (uint64_t)SPLIT_UNITS[k1] * (uint64_t)SPLIT_UNITS[k2];
    *groups_sq += 4;
    return 2;
}

/* The other games (Omaha, hi-lo), one deal: the random hands and the board a card at a time,
 * every player's values, the pot's shares added to acc. */
HR_INLINE void mc_other_deal(tuple_t *t, int n, int nh, int nb, int nrandom, const int *randoms, deck_t *deck,
                             hr_rng *g, uint64_t skip, uint8_t *full, uint16_t *v, uint16_t *lo, uint64_t *acc)
{
    uint8_t hole[HR_EQ_MAX_HOLE];
    uint32_t top = 0;
    for (int r = 0; r < nrandom; r++) {  /* random hands from the deck */
        for (int i = 0; i < nh; i++)
            hole[i] = (uint8_t)deal_from(deck, top++, g, skip);
        tuple_hole(t, randoms[r], hole, nh);
    }
    uint64_t key = t->bkey, bits = t->bbits;
    for (int i = nb; i < 5; i++) {
        int c = deal_from(deck, top++, g, skip);
        full[i] = (uint8_t)c;
        key += hr_card_key[c];
        bits |= hr_card_bit[c];
    }
    board_values(t, full, key, bits, v, lo);
    counts_t c = {0};
    score(t, v, lo, 1, c);
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
}

/* Hold'em high: the players' sums from the deals counted by their sets of winners (and, for
 * pairs of deals, by the set of the players who won both). */
static void mc_fold_winners(int n, int pair, const uint64_t *by_winners, const uint64_t *both,
                            const uint64_t *alone, uint64_t *acc)
{
    for (unsigned w = 1; w < (1u << n); w++) {
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
    if (mc_fixed_players(&t, n, nh, counts, start, &fixed))
        return -2;
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
    uint8_t full[5], seq[2 * MAXP + 5];
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
    if (pair && !nranged) {
        groups_sq = mc_pairs(&t, n, nb, nrandom, randoms, &deck, &g, samples, by_winners, both, alone);
        s0 = samples;
    }
    for (uint64_t s = s0; s < samples; s++) {
        uint64_t used;
        if (mc_draw_ranged(&t, nh, joint != 0, ranged, nranged, start, cstart, counts, fixed, &g, &redrawn, &used))
            return -2;
        uint64_t skip = used & ~fixed;  /* the range players' cards of this deal */
        if (plain) {
            const int twice = pair && s + 1 < samples;
            s += (uint64_t)mc_plain_deal(&t, n, nb, nrandom, randoms, nranged, ranged, pair, twice, &deck, &g,
                                         skip, seq, hk, hb, hk2, hb2, v, v2, by_winners, both, alone,
                                         &groups_sq) - 1;
            continue;
        }
        mc_other_deal(&t, n, nh, nb, nrandom, randoms, &deck, &g, skip, full, v, lo, acc);
        groups_sq++;
    }
    if (plain)
        mc_fold_winners(n, pair, by_winners, both, alone, acc);
    for (int i = 0; t.hist && i < NH * n; i++)
        hist[i] += (uint64_t)hist_out(hc, i);
    acc[NM * n] += samples;
    acc[NM * n + 1] += redrawn;
    acc[NM * n + 2] += groups_sq;
    return (int64_t)samples;
}

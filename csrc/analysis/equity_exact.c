/* Equity by exact enumeration over the high evaluator's keys (hr_equity_exact_hist).
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
 * A tuple's checks, setup and scoring (score, board_values) are in hr_equity_kernels.h, shared
 * with the Monte Carlo (equity.c, a unit of its own: the build compiles the two side by side).
 */
#include "hr_equity_kernels.h"

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

/* ---- the tuple loop ---------------------------------------------------------------------- */

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

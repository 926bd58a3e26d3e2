/* The exact bet-or-fold solver (see hr_solver.h).
 *
 * For the up card u (suit 0) the 51 other cards are indexed 0..50 ("others"); a dealer
 * completion is a 4-subset of them, indexed in colex order. The workspace holds
 *   quad[D]        the value of u + D for every 4-subset D,
 *   cum0[x]        #{D : value < x},
 *   cum1[a][x]     #{D holding a : value < x},
 *   pair[ab][..]   the sorted values of the D holding a and b (C(49,2) = 1176 of them),
 *   trip[abc][..]  the sorted values of the D holding a, b and c (48),
 * and the counts below the qualifier of the pairs and triples. The completions avoiding
 * the player's cards P (five of the others) with value < x are
 *   sum over S subset of P, |S| <= 4, of (-1)^|S| #{D holding S : value < x}.
 */
#include <math.h>
#include <string.h>

#include "hr_core.h"
#include "hr_internal.h"
#include "hr_solver.h"

#define NO 51              /* cards other than the up card */
#define NQ 249900          /* C(51,4) */
#define NPAIR 1275         /* C(51,2) */
#define NTRIP 20825        /* C(51,3) */
#define LPAIR 1176         /* C(49,2): completions holding a pair */
#define LTRIP 48           /* completions holding a triple */
#define NX (HR_SV_VALUES + 1) /* thresholds 0..7463 */
#define SUIT0 0x1111111111111ULL
#define MAX_UNITS (1LL << 40)

typedef struct {
    int up;                 /* the up card the tables are for, -1: none */
    int qualifier;          /* the qualifier the below-q counts are for */
    uint8_t others[NO];
    int8_t index[52];       /* card id -> index in others, -1 for the up card */
    uint16_t quad[NQ];
    uint32_t order[NQ];     /* 4-subsets by value (counting sort) */
    uint32_t cum0[NX];
    uint16_t cum1[NO][NX];
    uint16_t pair[NPAIR][LPAIR];
    uint16_t trip[NTRIP][LTRIP];
    uint16_t pfill[NPAIR];
    uint8_t tfill[NTRIP];
    uint16_t pair_q[NPAIR]; /* #{D holding the pair : value < qualifier} */
    uint8_t trip_q[NTRIP];
} sv_ws;

static inline int c2(int n) { return n * (n - 1) / 2; }
static inline int c3(int n) { return n * (n - 1) * (n - 2) / 6; }
static inline int c4(int n) { return n * (n - 1) * (n - 2) * (n - 3) / 24; }

size_t hr_sv_workspace(void)
{
    return sizeof(sv_ws);
}

static int lower16(const uint16_t *a, int lo, int hi, int x)
{
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (a[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static void build(sv_ws *w, int up, int q)
{
    int n = 0;
    for (int c = 0; c < 52; c++) {
        w->index[c] = -1;
        if (c != up) {
            w->index[c] = (int8_t)n;
            w->others[n++] = (uint8_t)c;
        }
    }
    hr_ru_value_lists(w->others, NO, up, w->quad, w->order, w->cum0, &w->cum1[0][0], &w->pair[0][0], LPAIR,
                      w->pfill, &w->trip[0][0], LTRIP, w->tfill);
    for (int p = 0; p < NPAIR; p++)
        w->pair_q[p] = (uint16_t)lower16(w->pair[p], 0, LPAIR, q);
    for (int t = 0; t < NTRIP; t++)
        w->trip_q[t] = (uint8_t)lower16(w->trip[t], 0, LTRIP, q);
    w->up = up;
    w->qualifier = q;
}

/* An amount in antes as a whole number of units; -1 when it is not one or too large. */
static int to_units(double antes, int64_t unit, int64_t *out)
{
    double y = antes * (double)unit, r = nearbyint(y);
    if (!(fabs(y) < (double)MAX_UNITS) || fabs(y - r) > 1e-7 * (fabs(y) > 1 ? fabs(y) : 1))
        return -1;
    *out = (int64_t)r;
    return 0;
}

/* What a win pays with the player's cards, in units. */
static int win_units(const hr_ru_rules *R, int64_t unit, const uint8_t *ids, int64_t *out)
{
    hr_ru_combo cb;
    if (hr_ru_combinations(ids, 5, R, &cb) != 0)
        return -1;
    return to_units(hr_ru_win_amount(R, cb.payout), unit, out);
}

/* The completions avoiding the player's cards p[0..4] (ascending indices): no game,
 * below v, below v + 1, and all of them. */
static void count_state(const sv_ws *w, const int *p, int v, uint32_t *lt)
{
    int q = w->qualifier, x1 = v, x2 = v + 1;
    int64_t n_q = w->cum0[q], n_1 = w->cum0[x1], n_2 = w->cum0[x2], all = w->cum0[NX - 1];
    int hi = v >= q;
    for (int i = 0; i < 5; i++) {
        const uint16_t *c = w->cum1[p[i]];
        n_q -= c[q];
        all -= c[NX - 1];
        if (hi) {
            n_1 -= c[x1];
            n_2 -= c[x2];
        }
    }
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++) {
            int pi = c2(p[j]) + p[i];
            n_q += w->pair_q[pi];
            all += w->pfill[pi];
            if (hi) {
                int a = lower16(w->pair[pi], w->pair_q[pi], LPAIR, x1);
                n_1 += a;
                n_2 += lower16(w->pair[pi], a, LPAIR, x2);
            }
            for (int k = j + 1; k < 5; k++) {
                int ti = c3(p[k]) + pi;
                n_q -= w->trip_q[ti];
                all -= w->tfill[ti];
                if (hi) {
                    int a = lower16(w->trip[ti], w->trip_q[ti], LTRIP, x1);
                    n_1 -= a;
                    n_2 -= lower16(w->trip[ti], a, LTRIP, x2);
                }
            }
        }
    for (int skip = 0; skip < 5; skip++) {
        int e[4], s = 0;
        for (int i = 0; i < 5; i++)
            if (i != skip)
                e[s++] = p[i];
        uint16_t d = w->quad[c4(e[3]) + c3(e[2]) + c2(e[1]) + e[0]];
        n_q += d < q;
        n_1 += d < x1;
        n_2 += d < x2;
        all += 1;
    }
    if (!hi)
        n_1 = n_2 = n_q;
    lt[0] = (uint32_t)n_q;
    lt[1] = (uint32_t)n_1;
    lt[2] = (uint32_t)n_2;
    lt[3] = (uint32_t)all;
}

/* Counts of a state from the below-counts; -4 unless they add up. */
static int settle_counts(const uint32_t *lt, int v, int q, hr_sv_counts *c)
{
    if (lt[3] != HR_SV_COMPLETIONS || lt[0] > lt[1] || lt[1] > lt[2] || lt[2] > lt[3])
        return -4;
    c->no_game = lt[0];
    if (v >= q) {
        c->win = lt[1] - lt[0];
        c->stay = lt[2] - lt[1];
        c->lose = lt[3] - lt[2];
    } else {
        c->win = c->stay = 0;
        c->lose = lt[3] - lt[0];
    }
    if ((uint64_t)c->no_game + c->win + c->lose + c->stay != HR_SV_COMPLETIONS)
        return -4;
    c->value = v;
    c->category = hr_ru_category(v);
    return 0;
}

static int ws_ok(void *workspace, size_t size)
{
    return workspace && size >= sizeof(sv_ws) && !((uintptr_t)workspace & 7);
}

static int rules_ok(const hr_ru_rules *R, int64_t unit)
{
    return R && unit >= 1 && unit <= (1LL << 20) && R->qualifier >= 1 && R->qualifier <= HR_NUM_VALUES + 1;
}

static void prepare(sv_ws *w, int up, int q)
{
    if (w->up != up || w->qualifier != q)
        build(w, up, q);
}

/* The suit planes of a mask permuted: suit s goes to perm[s]. */
static uint64_t permute(uint64_t m, const int *perm)
{
    uint64_t out = 0;
    for (int s = 0; s < 4; s++)
        out |= ((m >> s) & SUIT0) << perm[s];
    return out;
}

static const int S3[6][4] = {{0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3},
                             {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1}};

int hr_sv_chunk(void *workspace, size_t workspace_size, const hr_ru_rules *R, int64_t unit,
                int up_rank, int part, int parts, int vlo, int vhi, hr_sv_record *records,
                uint64_t capacity, hr_sv_totals *T)
{
    if (!rules_ok(R, unit) || up_rank < 0 || up_rank > 12 || parts < 1 || part < 0 || part >= parts
        || !T || (capacity && !records))
        return -1;
    if (!ws_ok(workspace, workspace_size))
        return -2;
    sv_ws *w = (sv_ws *)workspace;
    int up = 4 * up_rank, q = R->qualifier;
    if (q > HR_NUM_VALUES)
        q = HR_NUM_VALUES + 1;  /* the dealer never qualifies */
    memset(T, 0, sizeof *T);
    for (int v = 0; v < HR_SV_VALUES; v++)
        T->win_units[v] = -1;
    int64_t ang, loss;
    if (to_units(hr_ru_no_game_amount(R), unit, &ang) || to_units(3.0, unit, &loss))
        return -5;
    prepare(w, up, q);
    const uint8_t *o = w->others;
    uint64_t serial = 0;
    int p[5];
    for (p[4] = 4; p[4] < NO; p[4]++)
        for (p[3] = 3; p[3] < p[4]; p[3]++)
            for (p[2] = 2; p[2] < p[3]; p[2]++)
                for (p[1] = 1; p[1] < p[2]; p[1]++)
                    for (p[0] = 0; p[0] < p[1]; p[0]++) {
                        uint64_t m = 0;
                        for (int i = 0; i < 5; i++)
                            m |= 1ULL << o[p[i]];
                        int stab = 1, canon = 1;
                        for (int g = 1; g < 6 && canon; g++) {
                            uint64_t im = permute(m, S3[g]);
                            if (im < m) canon = 0;
                            stab += im == m;
                        }
                        if (!canon || serial++ % (uint64_t)parts != (uint64_t)part)
                            continue;
                        uint64_t weight = (uint64_t)(24 / stab);
                        uint64_t key = HR_KEY_INIT, bits = 0;
                        uint8_t ids[5];
                        for (int i = 0; i < 5; i++) {
                            ids[i] = o[p[i]];
                            key += hr_card_key[ids[i]];
                            bits |= hr_card_bit[ids[i]];
                        }
                        int v = hr_lookup(key, bits);
                        uint32_t lt[4];
                        hr_sv_counts c;
                        count_state(w, p, v, lt);
                        if (settle_counts(lt, v, q, &c))
                            return -4;
                        int64_t wu = 0;
                        if (c.win) {
                            if (T->win_units[v] < 0 && win_units(R, unit, ids, &T->win_units[v]))
                                return -5;
                            wu = T->win_units[v];
                        }
                        int64_t bet = ang * c.no_game + wu * c.win - loss * c.lose;
                        int64_t fold = -unit * (int64_t)HR_SV_COMPLETIONS;
                        T->classes++;
                        T->states += weight;
                        if (bet > fold) {
                            T->bet_states += weight;
                            T->no_game += weight * c.no_game;
                            T->lose += weight * c.lose;
                            T->stay += weight * c.stay;
                            T->win[v] += weight * c.win;
                        } else {
                            T->fold_states += weight;
                            T->tie_states += bet == fold ? weight : 0;
                            T->fold_deals += weight * HR_SV_COMPLETIONS;
                        }
                        if (v >= vlo && v <= vhi) {
                            if (T->records >= capacity)
                                return -3;
                            hr_sv_record *r = &records[T->records++];
                            r->hand = m;
                            r->no_game = c.no_game;
                            r->win = c.win;
                            r->lose = c.lose;
                            r->stay = c.stay;
                            r->value = (uint16_t)v;
                            r->up = (uint8_t)up;
                            r->weight = (uint8_t)weight;
                        }
                    }
    return 0;
}

int hr_sv_state(void *workspace, size_t workspace_size, const hr_ru_rules *R, int64_t unit,
                const uint8_t *hand, int up, hr_sv_counts *out)
{
    if (!rules_ok(R, unit) || !hand || !out || up < 0 || up > 51)
        return -1;
    uint64_t m = 0;
    for (int i = 0; i < 5; i++) {
        if (hand[i] > 51 || (m >> hand[i] & 1) || hand[i] == up)
            return -1;
        m |= 1ULL << hand[i];
    }
    if (!ws_ok(workspace, workspace_size))
        return -2;
    sv_ws *w = (sv_ws *)workspace;
    int q = R->qualifier > HR_NUM_VALUES ? HR_NUM_VALUES + 1 : R->qualifier;
    int64_t ang, loss, wu = 0;
    if (to_units(hr_ru_no_game_amount(R), unit, &ang) || to_units(3.0, unit, &loss))
        return -5;
    /* the frame of the tables: the up card's suit swapped with suit 0 */
    int s = up & 3, perm[4] = {0, 1, 2, 3};
    perm[0] = s;
    perm[s] = 0;
    uint64_t mm = permute(m, perm);
    int up0 = up & ~3;
    prepare(w, up0, q);
    int p[5], n = 0;
    uint8_t ids[5];
    for (uint64_t x = mm; x; x &= x - 1) {
        int c = hr_ctz64(x);
        ids[n] = (uint8_t)c;
        p[n++] = w->index[c];
    }
    uint64_t key = HR_KEY_INIT, bits = 0;
    for (int i = 0; i < 5; i++) {
        key += hr_card_key[ids[i]];
        bits |= hr_card_bit[ids[i]];
    }
    int v = hr_lookup(key, bits);
    uint32_t lt[4];
    count_state(w, p, v, lt);
    int rc = settle_counts(lt, v, q, out);
    if (rc)
        return rc;
    if (out->win && win_units(R, unit, ids, &wu))
        return -5;
    out->bet = ang * out->no_game + wu * out->win - loss * out->lose;
    out->fold = -unit * (int64_t)HR_SV_COMPLETIONS;
    return 0;
}

/* ICM (Malmuth-Harville) equities: exact place probabilities by dynamic programming over the
 * sets of players already placed, or Monte Carlo over finishing orders.  No allocation: the
 * caller passes the work space. */
#include <math.h>
#include <stdint.h>
#include "hr_core.h"
#include "hr_internal.h"

#define ICM_MAX_PLAYERS 64

/* Pascal's triangle up to 64: C(a, b) for 0 <= a, b <= 64 (0 when b > a, as the colex rank
 * needs), every entry exact in 64 bits.  Built on the caller's stack: no global state. */
typedef struct { uint64_t c[ICM_MAX_PLAYERS + 1][ICM_MAX_PLAYERS + 2]; } pascal_t;

static void pascal_fill(pascal_t *p)
{
    for (int a = 0; a <= ICM_MAX_PLAYERS; a++) {
        p->c[a][0] = 1;
        for (int b = 1; b <= ICM_MAX_PLAYERS + 1; b++)
            p->c[a][b] = a == 0 ? 0 : p->c[a - 1][b - 1] + p->c[a - 1][b];
    }
}

static int bad_sizes(int n, int k)
{
    return n < 1 || n > ICM_MAX_PLAYERS || k < 1 || k > n;
}

/* The levels m = 0..k-1 of the exact DP (the sets of m players placed, C(n, m) each): the
 * largest level in *widest, and the return value the work, the sum of C(n, m) * (n - m)
 * (each set places one of the n - m others next); 0 for sizes the DP does not take. */
static double levels(int n, int k, uint64_t *widest)
{
    *widest = 0;
    if (bad_sizes(n, k))
        return 0;
    pascal_t p;
    pascal_fill(&p);
    double w = 0;
    for (int m = 0; m < k; m++) {
        if (p.c[n][m] > *widest)
            *widest = p.c[n][m];
        w += (double)p.c[n][m] * (double)(n - m);
    }
    return w;
}

uint64_t hr_icm_level_max(int n, int k)
{
    uint64_t widest;
    levels(n, k, &widest);
    return widest;
}

double hr_icm_work(int n, int k)
{
    uint64_t widest;
    return levels(n, k, &widest);
}

/* The next set of the same size in increasing order (Gosper's hack); colex order is this order. */
static uint64_t next_set(uint64_t s)
{
    uint64_t c = s & (~s + 1), r = s + c;
    return (((r ^ s) >> 2) / c) | r;
}

int hr_icm_exact(int n, const double *stacks, int k, double *places, double *work)
{
    uint64_t width = hr_icm_level_max(n, k);
    if (width == 0)
        return -1;
    pascal_t pas;
    pascal_fill(&pas);
#define binom(a, b) pas.c[(a)][(b)]
    double *cur = work, *next = work + width;
    for (int i = 0; i < n * k; i++)
        places[i] = 0;
    cur[0] = 1.0;  /* nobody placed yet, with certainty */
    for (int m = 0; m < k; m++) {
        uint64_t count = binom(n, m + 1);
        if (m + 1 < k)
            for (uint64_t r = 0; r < count; r++)
                next[r] = 0;
        uint64_t set = m == 0 ? 0 : (m == 64 ? ~0ULL : (1ULL << m) - 1);
        uint64_t sets = binom(n, m);
        for (uint64_t r = 0; r < sets; r++, set = m == 0 ? set : next_set(set)) {
            double p = cur[r];
            /* low[t]: the colex rank of the t smallest members; high[t]: what members t.. add
             * once each has moved up one place (a new member below them) */
            uint64_t low[ICM_MAX_PLAYERS + 1], high[ICM_MAX_PLAYERS + 1];
            int members[ICM_MAX_PLAYERS];
            int t = 0;
            for (uint64_t s = set; s; s &= s - 1)
                members[t++] = hr_ctz64(s);
            low[0] = 0;
            for (t = 0; t < m; t++)
                low[t + 1] = low[t] + binom(members[t], t + 1);
            high[m] = 0;
            for (t = m - 1; t >= 0; t--)
                high[t] = high[t + 1] + binom(members[t], t + 2);
            double rest = 0;  /* the stacks still in play, summed afresh (no cancellation) */
            for (int j = 0; j < n; j++)
                if (!(set >> j & 1))
                    rest += stacks[j];
            t = 0;  /* members below j */
            for (int j = 0; j < n; j++) {
                if (set >> j & 1) {
                    t++;
                    continue;
                }
                double q = p * (stacks[j] / rest);
                places[j * k + m] += q;
                if (m + 1 < k)
                    next[low[t] + binom(j, t + 1) + high[t]] += q;
            }
        }
        double *swap = cur;
        cur = next;
        next = swap;
    }
#undef binom
    return 0;
}

/* splitmix64: a small generator that passes BigCrush, enough for drawing finishing orders. */
static uint64_t mix_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Sift the heap (the largest key on top) of h entries down from slot i. */
static void sift_down(double *key, double *who, int h, int i)
{
    for (;;) {
        int l = 2 * i + 1, big = i;
        if (l < h && key[l] > key[big])
            big = l;
        if (l + 1 < h && key[l + 1] > key[big])
            big = l + 1;
        if (big == i)
            return;
        double tk = key[i], tw = who[i];
        key[i] = key[big]; who[i] = who[big];
        key[big] = tk; who[big] = tw;
        i = big;
    }
}

int hr_icm_mc(int n, const double *stacks, int k, const double *payouts, uint64_t seed,
              uint64_t stream, uint64_t samples, double *places, double *sum, double *sumsq,
              double *work)
{
    if (n < 1 || n > (1 << 20) || k < 1 || k > n)
        return -1;
    double *key = work, *who = work + n;
    uint64_t state = seed ^ (stream * 0xD1B54A32D192ED03ULL);
    mix_next(&state);
    for (int i = 0; i < n * k; i++)
        places[i] = 0;
    for (int i = 0; i < n; i++)
        sum[i] = sumsq[i] = 0;
    for (uint64_t s = 0; s < samples; s++) {
        /* Harville's order is the order of E_i / stack_i with E_i exponential: the k smallest
         * keys are the paid places, kept in a heap whose top is the largest of them */
        int h = 0;
        for (int i = 0; i < n; i++) {
            double u = ((double)(mix_next(&state) >> 11) + 1.0) * 0x1.0p-53;  /* (0, 1] */
            double e = -log(u) / stacks[i];
            if (h < k) {
                int c = h++;
                key[c] = e; who[c] = i;
                while (c > 0 && key[(c - 1) / 2] < key[c]) {
                    int p = (c - 1) / 2;
                    double tk = key[p], tw = who[p];
                    key[p] = key[c]; who[p] = who[c];
                    key[c] = tk; who[c] = tw;
                    c = p;
                }
            } else if (e < key[0]) {
                key[0] = e; who[0] = i;
                sift_down(key, who, h, 0);
            }
        }
        for (int m = k - 1; m >= 0; m--) {  /* the top of the heap is the last paid place */
            int i = (int)who[0];
            places[i * k + m] += 1;
            sum[i] += payouts[m];
            sumsq[i] += payouts[m] * payouts[m];
            key[0] = key[h - 1]; who[0] = who[h - 1];
            sift_down(key, who, --h, 0);
        }
    }
    return 0;
}

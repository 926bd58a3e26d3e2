/* ICM (Malmuth-Harville): tournament equities from stacks and payouts. */
#ifndef HR_ICM_H
#define HR_ICM_H
#include <stdint.h>

/* Exact place probabilities by dynamic programming over the sets of players already placed
 * (sets of size < k, in colex order).  stacks[n] > 0, 1 <= k <= n <= 64.  `places` gets
 * n * k doubles: places[i * k + m] is the chance that player i finishes in place m + 1.
 * `work` holds 2 * hr_icm_level_max(n, k) doubles.  Returns 0, or -1 on bad sizes. */
int hr_icm_exact(int n, const double *stacks, int k, double *places, double *work);

/* The largest number of sets of one size the exact run holds: max over m < k of C(n, m);
 * 0 when it would not fit in 64 bits.  `hr_icm_work` is the number of (set, next player) steps. */
uint64_t hr_icm_level_max(int n, int k);
double hr_icm_work(int n, int k);

/* Monte Carlo over finishing orders (each order drawn with the Harville probabilities):
 * `places` gets the counts (as doubles) of each player in each paid place, `sum` and `sumsq`
 * (n doubles each) the sum and the sum of squares of each player's payout over the samples.
 * `work` holds 2 * n doubles and n ints' worth of doubles (3 * n doubles).
 * The run is a function of (seed, stream) only.  Returns 0, or -1 on bad sizes. */
int hr_icm_mc(int n, const double *stacks, int k, const double *payouts, uint64_t seed,
              uint64_t stream, uint64_t samples, double *places, double *sum, double *sumsq,
              double *work);
#endif

/* handrank C core: equity, the share of the pot each player wins, by exact enumeration of
 * every deal or by Monte Carlo.
 *
 * Players: n (2..HR_EQ_MAX_PLAYERS); player p holds one of counts[p] combos of nh hole ids
 * (nh = 2 for Hold'em; HR_EQ_MAX_HOLE is the size the layout allows, for Omaha later),
 * stored one after another in `combos` (player 0's combos, then player 1's, ...).
 * The board holds nb (0, 3, 4 or 5) known cards; `dead` is a mask (bit id) of cards out of
 * the deck. A "tuple" is one combo per player; only tuples where no card repeats (with the
 * board and the dead cards too) count. Tuples are numbered in mixed radix, the last player's
 * combo changing fastest, so a range of tuple numbers is a slice of the work: slices merge by
 * adding their counts, whatever thread or order ran them.
 *
 * Pot shares are integers: a pot is HR_EQ_POT units (5040 = lcm(1..10) * 2, so a pot or a
 * half pot split among up to 10 tied players is whole), so exact counts are exact.
 *
 * game: HR_EQ_HOLDEM (high, nh = 2), HR_EQ_OMAHA (high, nh = 4..6: exactly two hole and three
 * board cards), HR_EQ_HOLDEM8 and HR_EQ_OMAHA8 (high-low split, ace-to-five eight or better:
 * half the pot to the best high, half to the best qualifying low, the whole pot to the high when
 * no low qualifies; a half split among the tied is whole in pot units).
 * Every function validates its input, writes only inside the buffers it is given, keeps no
 * state between calls and allocates nothing: safe from any thread.
 */
#ifndef HR_EQUITY_H
#define HR_EQUITY_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HR_EQ_MAX_PLAYERS 10
#define HR_EQ_MAX_HOLE 6
#define HR_EQ_POT 5040
#define HR_EQ_HOLDEM 0
#define HR_EQ_OMAHA 1
#define HR_EQ_HOLDEM8 2
#define HR_EQ_OMAHA8 3
/* Short-deck hold'em (csrc/include/hr_shortdeck.h): nh = 2 on the 36-card deck, high, ranking 0
 * ("shortdeck") or 1 ("shortdeck-triton"); the twos to fives are out of the deck as if dead
 * (a combo holding one never counts, a board holding one is refused). */
#define HR_EQ_SHORTDECK 4
#define HR_EQ_SHORTDECK_TRITON 5
#define HR_EQ_SHORTDECK_DEAD 0xFFFFULL
/* Or'd into game: the players' combos are given as tuples. Every player with more than one
 * combo has the same count T, and tuple i gives each of them his combo i (the players with one
 * combo keep it): exact enumeration visits tuples 0..T-1 (first and last number them), Monte
 * Carlo draws i by the first such player's running sums of weights (the tuples' weights; the
 * others' sums are checked but not used). For ranges that rarely fit together: the tuples
 * that do are listed once instead of being found by trial. */
#define HR_EQ_JOINT 0x100
#define HR_EQ_CATEGORIES 10

/* Exact: every tuple numbered first..last-1 and, for each, every way to complete the board.
 * Adds to ints[], as (low, high) 64-bit halves of 128-bit counters, in this order: for each
 * player p, [5p] deals where p won the whole pot alone, [5p+1] deals where p won a part of it,
 * [5p+2] pot units won, [5p+3] units of the high half won, [5p+4] units of the low half won
 * (hi-lo; a high game's high half is half of every pot won); then [5n] deals, [5n+1] tuples
 * (so ints holds 2 * (5n + 2) words). Adds the same to wsum[0 .. 5n+2), each tuple's counts
 * multiplied by the product of its combos' weights. Returns the number of valid
 * tuples in the slice; -1 for bad arguments (then nothing is added). */
int64_t hr_equity_exact(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                        const double *weights, const uint8_t *board, int nb, uint64_t dead,
                        uint64_t first, uint64_t last, uint64_t *ints, double *wsum);

/* hr_equity_exact, and the outcome histogram: for each player p and category c of his high
 * hand (HR_EQ_CATEGORIES of them: hr_category's, 0 high card .. 9 royal flush), at
 * i = 3 * (HR_EQ_CATEGORIES * p + c): [i] deals where p ends with c, [i + 1] of them won alone
 * (the whole pot), [i + 2] of them where p gets a part of the pot (the deals of [5p] and [5p+1]);
 * added to hist_ints as 128-bit (low, high) counters (2 * 3 * HR_EQ_CATEGORIES * n words) and,
 * weighted, to hist_wsum (3 * HR_EQ_CATEGORIES * n). NULL histogram buffers: hr_equity_exact. */
int64_t hr_equity_exact_hist(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                             const double *weights, const uint8_t *board, int nb, uint64_t dead,
                             uint64_t first, uint64_t last, uint64_t *ints, double *wsum,
                             uint64_t *hist_ints, double *hist_wsum);

/* The number of tuples (the product of counts), or 0 when it does not fit 64 bits or the
 * arguments are bad. */
uint64_t hr_equity_tuples(int n, const uint32_t *counts);

/* Monte Carlo: `samples` deals. Each deal picks a combo per player with probability
 * proportional to its weight (cum[] holds each player's running sums of weights, counts[p]
 * of them, increasing) and redraws the whole tuple when a card repeats (so tuples come with
 * probability proportional to the product of their weights). A player with counts[p] == 0
 * holds a random hand: dealt from the rest of the deck after the others' combos (exact: every
 * tuple of the others leaves the same number of hands to deal from). Then the board is
 * completed from the rest of the deck, without replacement. The generator is xoshiro256** seeded from (seed,
 * stream) by splitmix64: the same seed and stream give the same deals. Hold'em high (and short
 * deck) deals its random hands and board, when no player has a range, by a partial Fisher-Yates shuffle four
 * positions at a time, their four uniform draws the digits of one exact uniform number from 32
 * bits (hr_rng_digits); the other games and ranges deal a card at a time.
 * Deals come in groups: alone, or (Hold'em high with random hands, when they hold at least as
 * many cards as the board lacks) two at a time from the same cards, the second deal's board
 * taken from the first cards dealt and its random hands from the rest; each deal on its own is
 * a uniform deal, and the spread between groups gives an honest standard error. With a vector
 * batch kernel active (hr_kernel_active: AVX2 or AVX-512) and up to 8 players, those pairs of
 * deals are evaluated in vector lanes: AVX-512's where gathers are fast (hr_fast_gathers: Intel's),
 * else AVX2's, reading the tables by gathers there and by scalar loads elsewhere (AMD's): the
 * same deals, values and acc[] as the scalar loop.
 * Adds to acc[]: for each player p, [7p] deals where p won the whole pot alone, [7p+1] deals
 * where p won a part, [7p+2] pot units won, [7p+3] the sum over groups of the square of the
 * group's units, [7p+4] high-half units, [7p+5] low-half units, [7p+6] the sum over groups of
 * the group's units times its size; then [7n] deals, [7n+1] tuples redrawn, [7n+2] the sum of
 * the squares of the group sizes (acc holds 7n + 3 words).
 * Returns the deals made; -1 for bad arguments; -2 when more than 1000 tuples in a row
 * collided (a deal that is impossible, or nearly so).
 */
int64_t hr_equity_mc(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                     const double *cum, const uint8_t *board, int nb, uint64_t dead,
                     uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc);

/* hr_equity_mc, and the outcome histogram of its deals (the same deals: the same seed and
 * stream give the same acc[]) added to hist[], laid out as hr_equity_exact_hist's (one 64-bit
 * word each); hist NULL: hr_equity_mc. */
int64_t hr_equity_mc_hist(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                          const double *cum, const uint8_t *board, int nb, uint64_t dead,
                          uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc, uint64_t *hist);

#ifdef __cplusplus
}
#endif
#endif

/* handrank C core: seven-card stud, stud eight-or-better and razz equity, exact or Monte Carlo.
 *
 * game: HR_STUD (best five of seven, high), HR_STUD8 (high-low split: half the pot to the best
 * high, half to the best eight-or-better ace-to-five low, the whole pot to the high when no low
 * qualifies), HR_RAZZ (ace-to-five low, no qualifier, the best low takes the whole pot).
 * The single-draw games: HR_DRAW_A5, HR_DRAW_27, HR_DRAW_A6 (five-card lowball on the low
 * schemes of hr_low.h, the best low takes the whole pot) and HR_BADUGI (four cards, the badugi
 * ranking of handrank.games.badugi): a player's known cards are those he keeps, and the rest of
 * his hand is his one draw.
 * Players: n (2..HR_EQ_MAX_PLAYERS); player p knows counts[p] cards (stud 1..7; lowball 0..5,
 * badugi 0..4), stored one player after another in `cards`; the rest of each hand (up to seven,
 * five or four cards) is dealt from the deck without the known and the `dead` cards (a mask,
 * bit id). A pot is HR_EQ_POT units, as in hr_equity.h.
 * Every function validates its input (ids 0..51, no card twice, no dead card held, enough cards
 * to complete every hand), writes only inside the buffers it is given, keeps no state between
 * calls and allocates nothing: safe from any thread.
 */
#ifndef HR_STUD_H
#define HR_STUD_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HR_STUD 0
#define HR_STUD8 1
#define HR_RAZZ 2
#define HR_DRAW_A5 3
#define HR_DRAW_27 4
#define HR_DRAW_A6 5
#define HR_BADUGI 6

/* The joint completions of players 0..depth-1 (1 <= depth <= n): the product of each one's
 * ways to complete his hand from the cards the ones before him leave, the numbers of
 * hr_stud_exact's slices at that depth; 0 for bad arguments or when it passes 2**63. */
uint64_t hr_stud_prefixes(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                          int depth);

/* Exact: the joint completions of players 0..depth-1 numbered first..last-1 (player 0's
 * completions in itertools.combinations order over the unseen cards, each followed by every
 * completion of player 1 in that order from the cards left, and so on) and, for each, every
 * way to complete the others in turn: a slice of the work as small as the caller wants. Adds
 * to ints[]: for each player p, [5p] deals where p won the whole pot alone, [5p+1] deals where
 * p won a part, [5p+2] pot units won, [5p+3] high-half units, [5p+4] low-half units (stud8; in
 * the others the high half is half of every pot won and the low half 0); then [5n] deals (ints
 * holds 5n + 1 words). Returns the deals of the slice; -1 for bad arguments (nothing added). */
int64_t hr_stud_exact(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                      int depth, uint64_t first, uint64_t last, uint64_t *ints);

/* hr_stud_exact, and the outcome histogram (HR_STUD and HR_STUD8; the others refuse it): for
 * each player p and category c of his high hand (hr_category's, HR_EQ_CATEGORIES of them), at
 * i = 3 * (HR_EQ_CATEGORIES * p + c): [i] deals where p ends with c, [i + 1] of them won alone
 * (the whole pot), [i + 2] of them where p gets a part of the pot; added to hist (3 *
 * HR_EQ_CATEGORIES * n words). hist NULL: hr_stud_exact. */
int64_t hr_stud_exact_hist(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                           int depth, uint64_t first, uint64_t last, uint64_t *ints, uint64_t *hist);

/* Monte Carlo: `samples` deals, each hand completed from the unseen deck without replacement,
 * the generator xoshiro256** seeded from (seed, stream) by splitmix64. Adds to acc[] the
 * layout of hr_equity_mc with groups of one deal: for each player p, [7p] alone, [7p+1] a part,
 * [7p+2] units, [7p+3] squared units, [7p+4] high-half units, [7p+5] low-half units, [7p+6]
 * units; then [7n] deals, [7n+1] 0, [7n+2] deals (acc holds 7n + 3 words). Returns the deals
 * made; -1 for bad arguments. */
int64_t hr_stud_mc(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                   uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc);

/* hr_stud_mc, and the outcome histogram of its deals (the same deals: the same seed and stream
 * give the same acc[]) added to hist[], laid out as hr_stud_exact_hist's; hist NULL: hr_stud_mc. */
int64_t hr_stud_mc_hist(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                        uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc, uint64_t *hist);

#ifdef __cplusplus
}
#endif
#endif

/* Hand strength and hand potential (Billings, Papp, Schaeffer, Szafron 1998). */
#ifndef HR_STRENGTH_H
#define HR_STRENGTH_H
#include <stdint.h>

/* Against each opponent holding opp[2 * i], opp[2 * i + 1] (weight w[i]; holdings that share a
 * card with the hero, the board or `dead` must not be passed), on a board of nb = 3, 4 or 5
 * cards: now[s] gets the weight of the holdings the hero is ahead of (s = 0), tied with (1) or
 * behind (2) on this board, and hp[3 * s + t] the weight of the (holding, completion) pairs in
 * state s now and state t once the board is complete (every completion of the unseen cards:
 * not the hero's, the board's, `dead`, or the holding's).  Ids must be valid and distinct (the
 * caller checks).  Returns the number of (holding, completion) pairs, or -1 on bad sizes. */
int64_t hr_hand_strength(const uint8_t *hole, const uint8_t *board, int nb, uint64_t dead,
                         const uint8_t *opp, const double *w, int nopp, double *now, double *hp);

/* The games of hr_hand_strength_game: the standard ranking of two hole cards and the board,
 * short deck in its two rankings (36 cards: the caller passes the twos to fives as dead), and
 * Omaha (exactly two of nh = 4..6 hole cards with three of the board). */
#define HR_HS_STANDARD 0
#define HR_HS_SHORTDECK 1
#define HR_HS_TRITON 2
#define HR_HS_OMAHA 3

/* hr_hand_strength for game `kind` (HR_HS_*), nh hole cards a hand (2; Omaha 4..6): the hero's
 * hole[0..nh) and nopp opponent holdings opp[nh * i .. nh * i + nh) with weights w[i], on the
 * same terms; states[0..nopp) is the caller's workspace (each holding's state now).  Ids are
 * checked to be at most 51 (the caller checks that they are distinct and not dead).  Returns
 * the number of (holding, completion) pairs, or -1 on bad sizes, a bad id or a hand the game's
 * evaluator refuses. */
int64_t hr_hand_strength_game(int kind, int nh, const uint8_t *hole, const uint8_t *board, int nb,
                              uint64_t dead, const uint8_t *opp, const double *w, int64_t nopp,
                              uint8_t *states, double *now, double *hp);
#endif

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
#endif

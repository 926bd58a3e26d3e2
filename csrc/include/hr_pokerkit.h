/* pokerkit's best-hand search in C, for handrank.compat.pokerkit. */
#ifndef HR_POKERKIT_H
#define HR_POKERKIT_H
#include <stdint.h>

/* Games: 0 high, 1 deuce-to-seven low, 2 ace-to-five low, 3 ace-to-five eight-or-better. */
#define HR_PK_GAMES 4

/* The best five-card hand of nh hole cards then nb board cards (`cards`, ids 0..51, all
 * different, nh + nb <= 24), chosen as pokerkit's from_game chooses it: for each
 * hole_use-card combination of the hole (or the whole hole when hole_use is 0), for each
 * board_use-card combination of the board (or the whole board when board_use is 0), every
 * five of those cards, all in itertools.combinations order; the first hand of the best
 * value wins. Returns the value (1.., higher is better, on the game's handrank scale) in
 * bits 0..15, the five positions in `cards`, ascending, in 5-bit fields from bit 16, and
 * bit 41 set when the five are all of one suit; 0 when the input is invalid or no five
 * qualify. */
uint64_t hr_pk_best(const uint8_t *cards, int nh, int nb, int hole_use, int board_use, int game);

#endif

/* handrank C core: high hands with wild cards and jokers.
 *
 * Cards are ids 0..51 as in hr_core.h, plus the jokers 52 and 53 (always wild). Every
 * card whose rank has bit `rank` set in `wild_ranks` (13 bits, 0 = deuces .. 12 = aces) is
 * wild too. rule: 0 = "wild" (a wild card stands for any card; five of a kind, values
 * 7463..7475 for five deuces .. five aces, ranks above every straight flush), 1 = "bug"
 * (a wild card plays only as an ace, or as any card completing a straight, flush or
 * straight flush; five aces is 7475). A wild card may repeat a card of the hand only to
 * make five of a kind: a flush is five different cards of one suit.
 * With no wild card in the hand the value is the plain one (1..7462). 0 = invalid input
 * (an id above 53, a repeated card, k outside 5..7, wild_ranks above 13 bits, bad rule).
 */
#ifndef HR_WILD_H
#define HR_WILD_H
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Best high value of k (5..7) cards under `rule`. If `played_as` is not NULL it receives
 * k ids: for each input card the card it plays as (a natural card: itself; a wild card:
 * its substitute, 0..51; five of a kind may repeat an id). With five of a kind the five
 * cards that play are the naturals of its rank and then wild cards in input order;
 * otherwise `played_as` is k distinct natural cards whose plain value is the result. */
uint16_t hr_wild_eval(const uint8_t *cards, int k, uint32_t wild_ranks, int rule,
                      uint8_t *played_as);

#ifdef __cplusplus
}
#endif
#endif

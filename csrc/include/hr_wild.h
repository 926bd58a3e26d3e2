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

/* The same, by brute force: every 5-card subset, every wild card tried as each of the
 * 52 cards (repeats allowed), judged by the rule's definition. Slow; a test oracle. */
uint16_t hr_wild_reference(const uint8_t *cards, int k, uint32_t wild_ranks, int rule);

/* Every 5-card hand of a deck of the 52 cards plus `jokers` (0..2) jokers, checked against
 * hr_wild_reference (and its played_as against the value). hist (7476 entries, may be
 * NULL): hist[v] += hands of value v. Returns the number of mismatches (first one copied
 * to `bad`, 5 ids, if not NULL), or -1 for bad arguments. */
int64_t hr_wild_check_all5(uint32_t wild_ranks, int jokers, int rule, uint64_t *hist,
                           uint8_t *bad);

/* `count` random k-card hands (k = 5..7) holding at least one wild card, from a deck of 52
 * cards plus `jokers`, checked as above; `seed` makes the run repeatable. */
int64_t hr_wild_check_random(int k, uint32_t wild_ranks, int jokers, int rule, uint64_t count,
                             uint64_t seed, uint8_t *bad);

#ifdef __cplusplus
}
#endif
#endif

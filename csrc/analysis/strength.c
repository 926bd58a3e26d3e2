/* Hand strength and potential: every opponent holding against every completion of the board.
 * Hold'em (hr_hand_strength) looks each hand up from partial key sums (the board's completion
 * once, each holding's two cards added to it); the other games (hr_hand_strength_game) call
 * their evaluator for each holding and completion.  No allocation, no global state. */
#include <stdint.h>
#include "hr_core.h"
#include "hr_internal.h"
#include "hr_shortdeck.h"
#include "hr_strength.h"

typedef struct { uint64_t key, bits; } part_t;

HR_INLINE part_t add(part_t p, int id)
{
    p.key += hr_card_key[id];
    p.bits |= hr_card_bit[id];
    return p;
}

HR_INLINE int state(uint16_t hero, uint16_t opp)  /* 0 ahead, 1 tied, 2 behind */
{
    return hero > opp ? 0 : hero == opp ? 1 : 2;
}

int64_t hr_hand_strength(const uint8_t *hole, const uint8_t *board, int nb, uint64_t dead,
                         const uint8_t *opp, const double *w, int nopp, double *now, double *hp)
{
    if (nb < 3 || nb > 5 || nopp < 0 || nopp > 1326)
        return -1;
    part_t b = {HR_KEY_INIT, 0};
    uint64_t seen = dead;
    for (int i = 0; i < nb; i++) {
        if (board[i] > 51)
            return -1;
        b = add(b, board[i]);
        seen |= 1ULL << board[i];
    }
    part_t h = b;
    for (int i = 0; i < 2; i++) {
        if (hole[i] > 51)
            return -1;
        h = add(h, hole[i]);
        seen |= 1ULL << hole[i];
    }
    uint8_t cur[1326];  /* each holding's state on the board as it is */
    uint64_t omask[1326];
    uint16_t hero_now = hr_lookup(h.key, h.bits);
    for (int s = 0; s < 3; s++)
        now[s] = 0;
    for (int s = 0; s < 9; s++)
        hp[s] = 0;
    for (int o = 0; o < nopp; o++) {
        int c1 = opp[2 * o], c2 = opp[2 * o + 1];
        if (c1 > 51 || c2 > 51)
            return -1;
        part_t p = add(add(b, c1), c2);
        cur[o] = (uint8_t)state(hero_now, hr_lookup(p.key, p.bits));
        omask[o] = 1ULL << c1 | 1ULL << c2;
        now[cur[o]] += w[o];
    }
    int unseen[52], nu = 0;
    for (int c = 0; c < 52; c++)
        if (!(seen >> c & 1))
            unseen[nu++] = c;
    int64_t pairs = 0;
    double acc[9];
    for (int s = 0; s < 9; s++)
        acc[s] = 0;
    /* every completion: two cards after the flop, one after the turn, none on the river */
    int first_end = nb == 3 ? nu : 1, second_end = nb == 5 ? 1 : nu;
    for (int i = 0; i < first_end; i++) {
        for (int j = nb == 3 ? i + 1 : 0; j < second_end; j++) {
            part_t bb = b, hh = h;
            uint64_t used = 0;
            if (nb == 3) {
                bb = add(add(bb, unseen[i]), unseen[j]);
                hh = add(add(hh, unseen[i]), unseen[j]);
                used = 1ULL << unseen[i] | 1ULL << unseen[j];
            } else if (nb == 4) {
                bb = add(bb, unseen[j]);
                hh = add(hh, unseen[j]);
                used = 1ULL << unseen[j];
            }
            uint16_t hero = hr_lookup(hh.key, hh.bits);
            for (int o = 0; o < nopp; o++) {
                if (omask[o] & used)
                    continue;
                part_t p = add(add(bb, opp[2 * o]), opp[2 * o + 1]);
                acc[3 * cur[o] + state(hero, hr_lookup(p.key, p.bits))] += w[o];
                pairs++;
            }
        }
    }
    for (int s = 0; s < 9; s++)
        hp[s] = acc[s];
    return pairs;
}

/* The value of a holding with the board on a game's ranking (HR_HS_* of hr_strength.h): the
 * best five of the standard or a short-deck scale, or Omaha's two hole cards with three of
 * the board.  0 for cards the evaluator refuses. */
static uint16_t game_value(int kind, const uint8_t *hole, int nh, const uint8_t *board, int nb)
{
    uint8_t c[7];
    if (kind == HR_HS_OMAHA)
        return hr_eval_omaha(hole, nh, board, nb);
    for (int i = 0; i < nh; i++)
        c[i] = hole[i];
    for (int i = 0; i < nb; i++)
        c[nh + i] = board[i];
    if (kind == HR_HS_STANDARD)
        return hr_eval_ids(c, nh + nb);
    return hr_sd_ids(c, nh + nb, kind - HR_HS_SHORTDECK);
}

static uint64_t hand_mask(const uint8_t *ids, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        m |= 1ULL << ids[i];
    return m;
}

int64_t hr_hand_strength_game(int kind, int nh, const uint8_t *hole, const uint8_t *board, int nb,
                              uint64_t dead, const uint8_t *opp, const double *w, int64_t nopp,
                              uint8_t *states, double *now, double *hp)
{
    if (kind < HR_HS_STANDARD || kind > HR_HS_OMAHA || nb < 3 || nb > 5 || nopp < 0)
        return -1;
    if (kind == HR_HS_OMAHA ? nh < 4 || nh > 6 : nh != 2)
        return -1;
    for (int i = 0; i < nb; i++)
        if (board[i] > 51)
            return -1;
    for (int i = 0; i < nh; i++)
        if (hole[i] > 51)
            return -1;
    uint64_t seen = dead | hand_mask(board, nb) | hand_mask(hole, nh);
    uint16_t hero_now = game_value(kind, hole, nh, board, nb);
    if (!hero_now)
        return -1;
    for (int s = 0; s < 3; s++)
        now[s] = 0;
    double acc[9];
    for (int s = 0; s < 9; s++)
        acc[s] = 0;
    for (int64_t o = 0; o < nopp; o++) {
        const uint8_t *h = opp + nh * o;
        for (int i = 0; i < nh; i++)
            if (h[i] > 51)
                return -1;
        uint16_t v = game_value(kind, h, nh, board, nb);
        if (!v)
            return -1;
        states[o] = (uint8_t)state(hero_now, v);
        now[states[o]] += w[o];
    }
    int unseen[52], nu = 0;
    for (int c = 0; c < 52; c++)
        if (!(seen >> c & 1))
            unseen[nu++] = c;
    int64_t pairs = 0;
    uint8_t full[5];
    for (int i = 0; i < nb; i++)
        full[i] = board[i];
    /* every completion: two cards after the flop, one after the turn, none on the river */
    int first_end = nb == 3 ? nu : 1, second_end = nb == 5 ? 1 : nu;
    for (int i = 0; i < first_end; i++) {
        for (int j = nb == 3 ? i + 1 : 0; j < second_end; j++) {
            uint64_t used = 0;
            if (nb == 3) {
                full[3] = (uint8_t)unseen[i];
                full[4] = (uint8_t)unseen[j];
                used = 1ULL << unseen[i] | 1ULL << unseen[j];
            } else if (nb == 4) {
                full[4] = (uint8_t)unseen[j];
                used = 1ULL << unseen[j];
            }
            uint16_t hero = game_value(kind, hole, nh, full, 5);
            for (int64_t o = 0; o < nopp; o++) {
                const uint8_t *h = opp + nh * o;
                if (hand_mask(h, nh) & used)
                    continue;
                acc[3 * states[o] + state(hero, game_value(kind, h, nh, full, 5))] += w[o];
                pairs++;
            }
        }
    }
    for (int s = 0; s < 9; s++)
        hp[s] = acc[s];
    return pairs;
}

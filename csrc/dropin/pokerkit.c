/* pokerkit's from_game search (see hr_pokerkit.h): the same combinations in the same order,
 * each five evaluated by the handrank tables, so the winner is pokerkit's winner. */
#include "hr_pokerkit.h"
#include "hr_core.h"
#include "hr_low.h"
#include "hr_internal.h"

#define MAX_CARDS 24

static uint16_t five(const uint8_t *c, int game)
{
    switch (game) {
    case 0: return hr_eval_ids(c, 5);
    case 1: return hr_low_ids(c, 5, 1, 0);
    case 2: return hr_low_ids(c, 5, 0, 0);
    default: return hr_low_ids(c, 5, 0, 8);
    }
}

/* The first k-combination of 0..n-1 (none when k > n). */
static int first_combo(int *idx, int k, int n)
{
    if (k > n)
        return 0;
    for (int i = 0; i < k; i++)
        idx[i] = i;
    return 1;
}

typedef struct {
    uint16_t best;
    uint16_t target;  /* when known, the best value: stop at its first five */
    uint64_t where;   /* positions of the best five, 5-bit fields */
} search;

/* Every five of pool[0..np) (positions pos[]), in order; keeps the first best. */
static void fives(const uint8_t *cards, const int *pos, int np, int game, search *s)
{
    int idx[5];
    if (!first_combo(idx, 5, np))
        return;
    do {
        uint8_t c[5];
        for (int i = 0; i < 5; i++)
            c[i] = cards[pos[idx[i]]];
        uint16_t v = five(c, game);
        if (v > s->best) {
            s->best = v;
            s->where = 0;
            for (int i = 0; i < 5; i++)
                s->where |= (uint64_t)pos[idx[i]] << (5 * i);
            if (v == s->target)
                return;
        }
    } while (hr_next_combo(idx, 5, np));
}

uint64_t hr_pk_best(const uint8_t *cards, int nh, int nb, int hole_use, int board_use, int game)
{
    if (nh < 0 || nb < 0 || nh + nb > MAX_CARDS || game < 0 || game >= HR_PK_GAMES ||
        hole_use < 0 || board_use < 0)
        return 0;
    uint64_t seen = 0;
    for (int i = 0; i < nh + nb; i++) {
        if (cards[i] > 51 || (seen >> cards[i] & 1))
            return 0;
        seen |= 1ULL << cards[i];
    }
    search s = {0, 0, 0};
    if (hole_use == 0 && board_use == 0 && nh + nb >= 5 && nh + nb <= 7) {
        /* one level: the best of all the cards is known at once; stop at its first five */
        int n = nh + nb;
        s.target = game == 0 ? hr_eval_ids(cards, n)
                             : hr_low_ids(cards, n, game == 1 ? 1 : 0, game == 3 ? 8 : 0);
        if (!s.target)
            return 0;
    }
    int hidx[MAX_CARDS], bidx[MAX_CARDS], pos[MAX_CARDS];
    int kh = hole_use ? hole_use : nh, kb = board_use ? board_use : nb;
    if (!first_combo(hidx, kh, nh))
        return 0;
    do {
        if (!first_combo(bidx, kb, nb))
            break;
        do {
            int np = 0;
            for (int i = 0; i < kh; i++)
                pos[np++] = hidx[i];
            for (int i = 0; i < kb; i++)
                pos[np++] = nh + bidx[i];
            fives(cards, pos, np, game, &s);
        } while (hr_next_combo(bidx, kb, nb));
    } while (hr_next_combo(hidx, kh, nh));
    if (!s.best)
        return 0;
    int suit = cards[s.where & 31] & 3, suited = 1;
    for (int i = 1; i < 5; i++)
        suited &= (cards[s.where >> (5 * i) & 31] & 3) == suit;
    return (uint64_t)s.best | s.where << 16 | (uint64_t)suited << 41;
}

/* Russian poker's internals shared by the game engine (csrc/games/russian.c) and its test
 * reference (tests/c/ref_russian.c): the categories' order, card masks by rank, and the
 * checks of ids and rules. Not a public header. */
#ifndef HR_RUSSIAN_INTERNAL_H
#define HR_RUSSIAN_INTERNAL_H

#include <stdint.h>

#include "hr_internal.h"
#include "hr_russian.h"

enum { NO_GAME, ACE_KING, PAIR, TWO_PAIR, THREE, STRAIGHT, FLUSH, FULL_HOUSE, FOUR,
       STRAIGHT_FLUSH, ROYAL };

#define RANK_CARDS(r) (0xFULL << (4 * (r)))

/* Validate n ids (distinct, 0..51) into a mask; 0 when invalid. */
static inline uint64_t ids_mask(const uint8_t *ids, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++) {
        if (ids[i] > 51 || (m >> ids[i] & 1))
            return 0;
        m |= 1ULL << ids[i];
    }
    return m;
}

static inline int rank_set(uint64_t m)
{
    int s = 0;
    for (int r = 0; r < 13; r++)
        if (m & RANK_CARDS(r))
            s |= 1 << r;
    return s;
}

static inline int is_straight_cat(int cat)
{
    return cat == STRAIGHT || cat == STRAIGHT_FLUSH || cat == ROYAL;
}

static inline int rules_ok(const hr_ru_rules *R)
{
    return R && R->qualifier >= 1 && R->qualifier <= HR_NUM_VALUES + 1;
}

#endif

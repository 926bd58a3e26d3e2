/* Low hands: the high evaluator's card keys and perfect hash, each scheme's own tables.
 * See tools/tablegen/low.py for what the tables hold. Ace-to-six reads the deuce-to-seven
 * tables with its cards renumbered (the ace below the deuce): it has card key and bit
 * tables of its own, so every path below sums the scheme's `key` and `bit` tables. */
#include "hr_low.h"
#include "hr_internal.h"
#include "hr_kernels.h"

typedef struct {
    const uint16_t *rank;   /* hash slot of the rank-key sum -> best low, cards unsuited */
    const uint16_t *flush;  /* 13-bit mask of one suit's 5..7 ranks -> best flush low; NULL in "a5"
                             * (hands of 6 and 7 cards: hr_suited_low's tables) */
    const uint32_t *info;
    const uint16_t *qual;   /* qualifier -> lowest qualifying value */
    const uint64_t *key;    /* card id -> key, as hr_card_key (which it is, but in "a6") */
    const uint64_t *bit;    /* card id -> bit, as hr_card_bit */
    int values;
} low_scheme;

static const low_scheme SCHEMES[3] = {
    {hr_low_a5_rank, NULL, hr_low_a5_info, hr_low_a5_qual, hr_card_key, hr_card_bit, HR_LOW_A5_VALUES},
    {hr_low_27_rank, hr_low_27_flush, hr_low_27_info, hr_low_27_qual, hr_card_key, hr_card_bit,
     HR_LOW_27_VALUES},
    {hr_low_27_rank, hr_low_27_flush, hr_low_a6_info, hr_low_a6_qual, hr_low_a6_card_key, hr_low_a6_card_bit,
     HR_LOW_A6_VALUES},
};
#define NUM_QUALIFIERS 16

/* HR_ACCUMULATE of hr_internal.h, from a scheme's tables. */
#define LOW_ACCUMULATE(s, key, bits, sum, id) HR_ACCUMULATE_WITH((s)->key, (s)->bit, key, bits, sum, id)

#if defined(__GNUC__) || defined(__clang__)
#define LOW_COLD __attribute__((noinline, cold))
#else
#define LOW_COLD
#endif


static const low_scheme *scheme_of(int scheme)
{
    return scheme >= 0 && scheme < 3 ? &SCHEMES[scheme] : NULL;
}

/* A hand with five or more cards of a suit: that suit's rank mask, and the rest of its
 * cards' rank bits summed (the four suits' 16-bit masks added, less the suit's own). */
static LOW_COLD uint16_t low_suited(int k, uint64_t key, uint64_t bits)
{
    int suit = (hr_ctz64(key & HR_FLUSH_BITS) - HR_SUIT_SHIFT) >> 2;
    unsigned mask = (unsigned)(bits >> (16 * suit)) & 0x1FFF;
    unsigned all = (unsigned)((bits + (bits >> 16) + (bits >> 32) + (bits >> 48)) & 0xFFFF);
    return hr_suited_low(k, mask, (all - mask) & 0x3FFF);
}

/* The best low of k valid cards with accumulated key and bits. */
HR_INLINE uint16_t low_lookup(const low_scheme *s, int k, uint64_t key, uint64_t bits)
{
    if (s->flush && (key & HR_FLUSH_BITS))
        return low_suited(k, key, bits);
    return s->rank[hr_rank_slot(key)];
}

int hr_low_num_values(int scheme)
{
    const low_scheme *s = scheme_of(scheme);
    return s ? s->values : 0;
}

int hr_low_qualifier_min(int scheme, int qualifier)
{
    const low_scheme *s = scheme_of(scheme);
    if (!s || qualifier < 0 || qualifier >= NUM_QUALIFIERS)
        return -1;
    return s->qual[qualifier];
}

uint32_t hr_low_value_info(int scheme, int value)
{
    const low_scheme *s = scheme_of(scheme);
    return s && value >= 1 && value <= s->values ? s->info[value] : 0;
}

uint16_t hr_low_ids(const uint8_t *cards, int k, int scheme, int qualifier)
{
    const low_scheme *s = scheme_of(scheme);
    if (!s || k < 5 || k > 7 || qualifier < 0 || qualifier >= NUM_QUALIFIERS)
        return 0;
    HR_ACCUMULATE_DECL(key, bits, sum);
    for (int i = 0; i < k; i++)
        LOW_ACCUMULATE(s, key, bits, sum, cards[i]);
    if (!hr_valid(key, bits, sum, k))
        return 0;
    uint16_t v = low_lookup(s, k, key, bits);
    return v >= s->qual[qualifier] ? v : 0;
}

/* low.c's own batch loop (the scalar kernel), inlined once per k and kind of scheme so the
 * card sum unrolls and "a5" never tests for a flush. The tables are locals: with
 * -fno-strict-aliasing a store through out could otherwise change a scheme's pointers, and
 * they would be read again for every row. */
HR_INLINE int64_t low_rows(const uint64_t *keys, const uint64_t *bit, const uint16_t *rank, const int suited,
                           const int k, uint16_t thr, const uint8_t *cards, size_t n, uint16_t *out)
{
    for (size_t r = 0; r < n; r++) {
        const uint8_t *row = cards + r * (size_t)k;
        HR_ACCUMULATE_DECL(key, bits, sum);
        for (int i = 0; i < k; i++)
            HR_ACCUMULATE_WITH(keys, bit, key, bits, sum, row[i]);
        if (!hr_valid(key, bits, sum, k))
            return (int64_t)r;
        uint16_t v = suited && (key & HR_FLUSH_BITS) ? low_suited(k, key, bits) : rank[hr_rank_slot(key)];
        out[r] = v & (uint16_t)-(v >= thr); /* no branch to mispredict */
    }
    return -1;
}

int64_t hr_low_batch(const uint8_t *cards, size_t n, int k, int scheme, int qualifier, uint16_t *out)
{
    const low_scheme *s = scheme_of(scheme);
    if (!s || k < 5 || k > 7 || qualifier < 0 || qualifier >= NUM_QUALIFIERS)
        return -2;
    int64_t vector = hr_low_batch_vector(cards, n, k, scheme, qualifier, out);  /* batch.c */
    if (vector != -4)
        return vector;
    const uint64_t *keys = s->key, *bit = s->bit;
    const uint16_t *rank = s->rank, thr = s->qual[qualifier];
#define LOW_ROWS(SUITED, K) low_rows(keys, bit, rank, SUITED, K, thr, cards, n, out)
    switch (k + (s->flush ? 8 : 0)) {
    case 5: return LOW_ROWS(0, 5);
    case 6: return LOW_ROWS(0, 6);
    case 7: return LOW_ROWS(0, 7);
    case 13: return LOW_ROWS(1, 5);
    case 14: return LOW_ROWS(1, 6);
    default: return LOW_ROWS(1, 7);
    }
#undef LOW_ROWS
}

static uint16_t low_five(const void *ctx, uint64_t key, uint64_t bits)
{
    return low_lookup((const low_scheme *)ctx, 5, key, bits);
}

uint16_t hr_low_omaha(const uint8_t *hole, int nh, const uint8_t *board, int nb, int scheme,
                      int qualifier)
{
    const low_scheme *s = scheme_of(scheme);
    if (!s || nh < 4 || nh > 6 || nb < 3 || nb > 5 || qualifier < 0 || qualifier >= NUM_QUALIFIERS
        || !hr_distinct_cards(hole, nh, board, nb))
        return 0;
    uint16_t best = hr_omaha_best(hole, nh, board, nb, s->key, s->bit, low_five, s);
    return best >= s->qual[qualifier] ? best : 0;
}

/* Every k-card hand of one deck in order, with the hand's key and bits kept as partial
 * sums so that each step redoes only the cards that changed. */
typedef struct {
    int k;
    const low_scheme *s;
    uint8_t c[7];
    uint64_t key[8], bits[8];  /* key[i], bits[i]: of the first i cards */
} hand_walk;

static void walk_from(hand_walk *w, int i)
{
    for (; i < w->k; i++) {
        w->key[i + 1] = w->key[i] + w->s->key[w->c[i]];
        w->bits[i + 1] = w->bits[i] | w->s->bit[w->c[i]];
    }
}

static void walk_start(hand_walk *w, int k, const low_scheme *s)
{
    w->k = k;
    w->s = s;
    w->key[0] = HR_KEY_INIT;
    w->bits[0] = 0;
    for (int i = 0; i < k; i++)
        w->c[i] = (uint8_t)i;
    walk_from(w, 0);
}

/* Step to the next hand; 0 after the last. */
static int walk_next(hand_walk *w)
{
    int i = w->k - 1;
    while (i >= 0 && w->c[i] == 52 - w->k + i)
        i--;
    if (i < 0)
        return 0;
    w->c[i]++;
    for (int j = i + 1; j < w->k; j++)
        w->c[j] = (uint8_t)(w->c[j - 1] + 1);
    walk_from(w, i);
    return 1;
}

int hr_low_enumerate(int k, int scheme, uint64_t *hist)
{
    const low_scheme *s = scheme_of(scheme);
    if (!s || k < 5 || k > 7)
        return -1;
    hand_walk w;
    walk_start(&w, k, s);
    do
        hist[low_lookup(s, k, w.key[k], w.bits[k])]++;
    while (walk_next(&w));
    return 0;
}

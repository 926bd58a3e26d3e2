/* Internal helpers of the C core, shared by its evaluators. Not part of the API. */
#ifndef HR_INTERNAL_H
#define HR_INTERNAL_H
#include <stdint.h>
#include "hr_tables.h"

#if defined(__GNUC__) || defined(__clang__)
#define HR_INLINE static inline __attribute__((always_inline))
static inline int hr_ctz64(uint64_t x) { return __builtin_ctzll(x); }
HR_INLINE int hr_popcount64(uint64_t x) { return __builtin_popcountll(x); }
#else
#define HR_INLINE static inline
static inline int hr_ctz64(uint64_t x)
{
    int n = 0;
    while (!(x & 1)) { x >>= 1; n++; }
    return n;
}
HR_INLINE int hr_popcount64(uint64_t x)
{
    int n = 0;
    for (; x; x &= x - 1)  /* clears the lowest set bit */
        n++;
    return n;
}
#endif

/* Per hand: `key` sums the cards' keys (rank sum, suit counters, card count), `bits`
 * ORs one bit per card at 16 * suit + rank and `sum` adds the same bits: the two agree
 * exactly when no card repeats. Ids 52..255 have no bits and a key of only a "poison"
 * count (bits 60..62), so they show up as a short card count and a poison count. HR_ACCUMULATE_WITH reads other key and bit tables (a
 * scheme that renumbers the ranks, such as ace-to-six). */
#define HR_ACCUMULATE_DECL(key, bits, sum) \
    uint64_t key = HR_KEY_INIT, bits = 0, sum = 0
#define HR_ACCUMULATE_WITH(keys, bit_table, key, bits, sum, id) do { \
        uint8_t hr_id_ = (id);                                       \
        key += (keys)[hr_id_];                                       \
        bits |= (bit_table)[hr_id_];                                 \
        sum += (bit_table)[hr_id_];                                  \
    } while (0)
#define HR_ACCUMULATE(key, bits, sum, id) \
    HR_ACCUMULATE_WITH(hr_card_key, hr_card_bit, key, bits, sum, id)

HR_INLINE int hr_valid(uint64_t key, uint64_t bits, uint64_t sum, int k)
{
    return bits == sum && (int)((key >> HR_COUNT_SHIFT) & 0xF) == k;
}

/* The slot of the rank tables (HR_RANK_SLOTS entries, padded so any key stays inside)
 * for a hand's rank-key sum: the displacement perfect hash of tools/tablegen. */
HR_INLINE uint32_t hr_hash_slot(uint32_t h);
HR_INLINE uint32_t hr_rank_slot(uint64_t key)
{
    return hr_hash_slot(((uint32_t)key * HR_HASH_MULT) & HR_HASH_MASK);
}

/* hr_rank_slot's second half, from the hash h = (key * HR_HASH_MULT) & HR_HASH_MASK (the
 * vector kernels compute h in their lanes). */
HR_INLINE uint32_t hr_hash_slot(uint32_t h)
{
    return hr_rank_bases[h >> HR_HASH_SHIFT] + (h & ((1u << HR_HASH_SHIFT) - 1));
}

/* The value of a valid hand of 5..7 cards from its accumulated key and bits. */
HR_INLINE uint16_t hr_lookup(uint64_t key, uint64_t bits)
{
    uint64_t flush = key & HR_FLUSH_BITS;
    if (flush) {
        int suit = (hr_ctz64(flush) - HR_SUIT_SHIFT) >> 2;
        return hr_flush_table[(bits >> (16 * suit)) & 0x1FFF];
    }
    return hr_rank_table[hr_rank_slot(key)];
}

/* hr_lookup with other rank and flush tables over the same slots and masks (short deck's). */
HR_INLINE uint16_t hr_lookup_in(const uint16_t *rank, const uint16_t *flush_table, uint64_t key, uint64_t bits)
{
    uint64_t flush = key & HR_FLUSH_BITS;
    if (flush) {
        int suit = (hr_ctz64(flush) - HR_SUIT_SHIFT) >> 2;
        return flush_table[(bits >> (16 * suit)) & 0x1FFF];
    }
    return rank[hr_rank_slot(key)];
}

/* C(a, b), 0 when b is out of 0..a; exact while the result fits (the callers' sizes: a <= 52). */
static inline uint64_t hr_choose(int a, int b)
{
    if (b < 0 || b > a)
        return 0;
    uint64_t r = 1;
    for (int i = 1; i <= b; i++)
        r = r * (uint64_t)(a - b + i) / (uint64_t)i;
    return r;
}

/* 1 when the na + nb ids of `a` and `b` are all cards (0..51) and all different. */
HR_INLINE int hr_distinct_cards(const uint8_t *a, int na, const uint8_t *b, int nb)
{
    uint64_t seen = 0;
    for (int i = 0; i < na + nb; i++) {
        uint8_t c = i < na ? a[i] : b[i - na];
        if (c > 51 || (seen >> c & 1))
            return 0;
        seen |= 1ULL << c;
    }
    return 1;
}

/* Omaha: the best of look(ctx, key, bits) over every two of the nh hole cards with
 * every three of the nb board cards (validated by the caller), keys and bits summed
 * from the given tables. Inlined with a constant `look`, the call disappears. */
typedef uint16_t (*hr_five_lookup)(const void *ctx, uint64_t key, uint64_t bits);

HR_INLINE uint16_t hr_omaha_best(const uint8_t *hole, int nh, const uint8_t *board, int nb,
                                 const uint64_t *keys, const uint64_t *bit_table,
                                 hr_five_lookup look, const void *ctx)
{
    uint16_t best = 0;
    for (int b0 = 0; b0 < nb; b0++)
        for (int b1 = b0 + 1; b1 < nb; b1++)
            for (int b2 = b1 + 1; b2 < nb; b2++) {
                uint64_t bk = HR_KEY_INIT + keys[board[b0]] + keys[board[b1]] + keys[board[b2]];
                uint64_t bb = bit_table[board[b0]] | bit_table[board[b1]] | bit_table[board[b2]];
                for (int h0 = 0; h0 < nh; h0++)
                    for (int h1 = h0 + 1; h1 < nh; h1++) {
                        uint16_t v = look(ctx, bk + keys[hole[h0]] + keys[hole[h1]],
                                          bb | bit_table[hole[h0]] | bit_table[hole[h1]]);
                        best = v > best ? v : best;
                    }
            }
    return best;
}

/* Advance the ascending k-combination c of 0..n-1 (itertools.combinations order: the
 * last index moves first); 0 when it was the last. */
static inline int hr_next_combo(int *c, int k, int n)
{
    int i = k - 1;
    while (i >= 0 && c[i] == n - k + i)
        i--;
    if (i < 0)
        return 0;
    c[i]++;
    for (int j = i + 1; j < k; j++)
        c[j] = c[j - 1] + 1;
    return 1;
}

#endif

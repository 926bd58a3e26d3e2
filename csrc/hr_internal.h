/* Internal helpers of the C core, shared by its evaluators. Not part of the API. */
#ifndef HR_INTERNAL_H
#define HR_INTERNAL_H
#include <stdint.h>
#include "generated/hr_tables.h"

#if defined(__GNUC__) || defined(__clang__)
#define HR_INLINE static inline __attribute__((always_inline))
static inline int hr_ctz64(uint64_t x) { return __builtin_ctzll(x); }
#else
#define HR_INLINE static inline
static inline int hr_ctz64(uint64_t x)
{
    int n = 0;
    while (!(x & 1)) { x >>= 1; n++; }
    return n;
}
#endif

/* Per hand: `key` sums the cards' keys (rank sum, suit counters, card count), `bits`
 * ORs one bit per card at 16 * suit + rank and `sum` adds the same bits: the two agree
 * exactly when no card repeats. Ids 52..255 have all-zero entries, so they only show
 * up as a short card count. */
#define HR_ACCUMULATE_DECL(key, bits, sum) \
    uint64_t key = HR_KEY_INIT, bits = 0, sum = 0
#define HR_ACCUMULATE(key, bits, sum, id) do { \
        uint8_t hr_id_ = (id);                 \
        key += hr_card_key[hr_id_];            \
        bits |= hr_card_bit[hr_id_];           \
        sum += hr_card_bit[hr_id_];            \
    } while (0)

HR_INLINE int hr_valid(uint64_t key, uint64_t bits, uint64_t sum, int k)
{
    return bits == sum && (int)((key >> HR_COUNT_SHIFT) & 0xF) == k;
}

/* The value of a valid hand of 5..7 cards from its accumulated key and bits. */
HR_INLINE uint16_t hr_lookup(uint64_t key, uint64_t bits)
{
    uint64_t flush = key & HR_FLUSH_BITS;
    if (flush) {
        int suit = (hr_ctz64(flush) - HR_SUIT_SHIFT) >> 2;
        return hr_flush_table[(bits >> (16 * suit)) & 0x1FFF];
    }
    uint32_t h = ((uint32_t)key * HR_HASH_MULT) & HR_HASH_MASK;
    return hr_rank_table[hr_rank_bases[h >> HR_HASH_SHIFT] + (h & ((1u << HR_HASH_SHIFT) - 1))];
}

#endif

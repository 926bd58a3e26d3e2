/* The Monte Carlo loop's pairs of deals in AVX-512 lanes: a pair in 16 lanes (deal 1 in 0..7,
 * deal 2 in 8..15), see hr_equity_kernels.h. A unit of its own so that the build compiles it
 * beside equity.c; empty where the x86 kernels are not built. */
#include "hr_equity_kernels.h"

#if HR_X86_KERNELS
static const uint8_t pos_lanes[8] = {0, 1, 2, 3, 4, 5, 6, 7};

typedef struct {
    lanes_t l;
    __m512i hand[2];        /* lanes 0..7 (four a vector, 128 bits each): l.hand */
    __m512i pick;           /* the dwords of a lane's 128 bits: [0] rank key, [1] suit counters,
                             * [2] bits of suits 0 and 1, [3] of suits 2 and 3 */
    __mmask16 active;       /* lanes 0..n-1 and 8..8+n-1 */
    __mmask16 random[2];    /* the random hands' dwords in hand[0], hand[1] */
} pair_avx512;

/* A pair's hands: deal 1's lanes 0..3, 4..7, deal 2's. */
typedef struct {
    __m512i x[4];
} hands_avx512;

/* Four hands of two cards each from c[0..8): their keys and bits in the four 128-bit lanes. */
EQ_AVX512_INLINE __m512i hole4(const kb_t *c)
{
    __m512i v = _mm512_castsi128_si512(kb_sum(c, 2));
    v = _mm512_inserti32x4(v, kb_sum(c + 2, 2), 1);
    v = _mm512_inserti32x4(v, kb_sum(c + 4, 2), 2);
    return _mm512_inserti32x4(v, kb_sum(c + 6, 2), 3);
}

EQ_AVX512_INLINE void prep_avx512(const void *ctx, const kb_t *dk, void *st, int m, const int k)
{
    const pair_avx512 *c = (const pair_avx512 *)ctx;
    __m512i *x = ((hands_avx512 *)st)[m].x;
    const __m512i b1 = _mm512_broadcast_i32x4(board_sum(&c->l, dk, k, 1));
    const __m512i b2 = _mm512_broadcast_i32x4(board_sum(&c->l, dk, k, 2));
    /* the random hands (lanes 0..nrandom-1): of deal 1 from cards 0, 1, 2, 3, ...; of deal 2 from
     * cards k, k + 1, ...; lanes past them read cards after those (inside dk) and are masked off */
    x[0] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[0], c->random[0], hole4(dk)), b1);
    x[2] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[0], c->random[0], hole4(dk + k)), b2);
    if (c->l.nrandom > 4) {
        x[1] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[1], c->random[1], hole4(dk + 8)), b1);
        x[3] = _mm512_add_epi32(_mm512_mask_mov_epi32(c->hand[1], c->random[1], hole4(dk + k + 8)), b2);
    } else {
        x[1] = _mm512_add_epi32(c->hand[1], b1);
        x[3] = _mm512_add_epi32(c->hand[1], b2);
    }
}

EQ_PREP(AVX512, avx512)

/* A pair's dwords j (c->pick + j): deal 1's lanes, then deal 2's. */
EQ_AVX512_INLINE __m512i lanes_avx512(const pair_avx512 *c, const __m512i *x, int j, __m512i *hi)
{
    const __m512i pick = _mm512_add_epi32(c->pick, _mm512_set1_epi32(j));
    const __m512i t1 = _mm512_permutex2var_epi32(x[0], pick, x[1]), t2 = _mm512_permutex2var_epi32(x[2], pick, x[3]);
    *hi = _mm512_shuffle_i64x2(t1, t2, _MM_SHUFFLE(3, 2, 3, 2));  /* dwords j + 1 */
    return _mm512_shuffle_i64x2(t1, t2, _MM_SHUFFLE(1, 0, 1, 0));
}

EQ_AVX512_INLINE void done_avx512(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    const pair_avx512 *c = (const pair_avx512 *)ctx;
    hands_avx512 *hs = (hands_avx512 *)st;
    for (int i = m; i < EQ_BATCH; i++)
        hs[i] = hs[0];  /* a last batch short of pairs: the first one again, not counted */
    const __m512i one = _mm512_set1_epi32(1), zero = _mm512_setzero_si512();
    const __mmask16 act = c->active;
    __m512i su[EQ_BATCH], h[EQ_BATCH], base[EQ_BATCH], val[EQ_BATCH];
    for (int i = 0; i < EQ_BATCH; i++) {
        h[i] = _mm512_and_si512(lanes_avx512(c, hs[i].x, 0, &su[i]), _mm512_set1_epi32((int)HR_HASH_MASK));
        base[i] = _mm512_mask_i32gather_epi32(zero, act, _mm512_srli_epi32(h[i], HR_HASH_SHIFT),
                                              (const void *)hr_rank_bases, 4);
    }
    for (int i = 0; i < EQ_BATCH; i++) {
        __m512i slot = _mm512_add_epi32(base[i], _mm512_and_si512(h[i], _mm512_set1_epi32((1 << HR_HASH_SHIFT) - 1)));
        val[i] = _mm512_mask_i32gather_epi32(zero, act, _mm512_sub_epi32(slot, one), (const void *)c->l.rank_tab, 2);
    }
    for (int i = 0; i < m; i++) {
        val[i] = _mm512_srli_epi32(val[i], 16);
        /* flushes: su holds the suit counters (16 bits), bit 3 of a nibble set for a suit of 5+ */
        const __mmask16 fl = _mm512_mask_test_epi32_mask(act, su[i], _mm512_set1_epi32(0x8888));
        if (fl) {
            /* the flush suit's rank bits: suits 0, 1 in the bits' low dword, 2, 3 in the high one */
            __m512i bh, bl = lanes_avx512(c, hs[i].x, 2, &bh);
            __m512i f = _mm512_mask_mov_epi32(bl, _mm512_test_epi32_mask(su[i], _mm512_set1_epi32(0x8800)), bh);
            f = _mm512_mask_srli_epi32(f, _mm512_test_epi32_mask(su[i], _mm512_set1_epi32(0x8080)), f, 16);
            f = _mm512_sub_epi32(_mm512_and_si512(f, _mm512_set1_epi32(0x1FFF)), one);
            f = _mm512_mask_i32gather_epi32(zero, fl, f, (const void *)c->l.flush_tab, 2);
            val[i] = _mm512_mask_srli_epi32(val[i], fl, f, 16);
        }
        /* each half's maximum in every lane of it */
        __m512i mx = _mm512_max_epu32(val[i], _mm512_shuffle_epi32(val[i], _MM_PERM_CDAB));
        mx = _mm512_max_epu32(mx, _mm512_shuffle_epi32(mx, _MM_PERM_BADC));
        mx = _mm512_max_epu32(mx, _mm512_shuffle_i64x2(mx, mx, _MM_SHUFFLE(2, 3, 0, 1)));
        const unsigned win = _mm512_mask_cmpeq_epi32_mask(act, val[i], mx);
        uint16_t vals[16];
        if (c->l.hist)
            _mm256_storeu_si256((__m256i *)vals, _mm512_cvtepi32_epi16(val[i]));
        pair_won(&c->l, n, win & 0xFF, win >> 8, vals, pos_lanes, out + i);
    }
}

/* pairs_plain by prep_avx512 and done_avx512 (n <= 8). */
EQ_AVX512 uint64_t hr_eq_pairs_avx512(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                                 hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                                 uint64_t *alone)
{
    pair_avx512 c;
    hands_avx512 st[EQ_BATCH];
    pair_out out[EQ_BATCH];
    uint32_t pick[16];
    lanes_init(&c.l, t, n, nrandom, randoms, pos_lanes);
    for (int i = 0; i < 16; i++)  /* dword j of lane i (0..7) at 4 i + j, the second vector's at 16 + */
        pick[i] = (uint32_t)(4 * (i & 7) + (i >> 3));
    c.hand[0] = _mm512_loadu_si512(c.l.hand);
    c.hand[1] = _mm512_loadu_si512(c.l.hand + 8);
    c.pick = _mm512_loadu_si512(pick);
    c.active = (__mmask16)(((1u << n) - 1) * 0x101u);
    c.random[0] = (__mmask16)((1u << 4 * (nrandom < 4 ? nrandom : 4)) - 1);
    c.random[1] = (__mmask16)((1u << 4 * (nrandom > 4 ? nrandom - 4 : 0)) - 1);
    EQ_PAIRS(avx512)
}
#else
typedef int hr_eq_no_avx512;  /* (ISO C wants a declaration in every unit) */
#endif

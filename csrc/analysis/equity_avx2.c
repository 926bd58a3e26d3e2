/* The Monte Carlo loop's pairs of deals in AVX2 lanes: a deal in 8 lanes, in the order pos_avx2,
 * see hr_equity_kernels.h. A unit of its own so that the build compiles it beside equity.c;
 * empty where the x86 kernels are not built. */
#include "hr_equity_kernels.h"

#if HR_X86_KERNELS
static const uint8_t pos_avx2[8] = {0, 2, 4, 6, 1, 3, 5, 7};

typedef struct {
    lanes_t l;
    __m256i hand[4];        /* lanes 0..7 (two a vector): l.hand */
    __m256i random[4];      /* the random hands' lanes in hand[0..3] (all ones) */
    __m256i active;         /* the positions of lanes 0..n-1 (all ones) */
    uint8_t live[8];        /* those positions, in order (scalar loads read only them) */
} pair_avx2;

/* A pair's hands: deal 1's lanes 0..1, 2..3, 4..5, 6..7, then deal 2's. */
typedef struct {
    __m256i x[8];
} hands_avx2;

EQ_AVX2_INLINE void prep_avx2(const void *ctx, const kb_t *dk, void *st, int m, const int k)
{
    const pair_avx2 *c = (const pair_avx2 *)ctx;
    __m256i *x = ((hands_avx2 *)st)[m].x;
    const __m256i b1 = _mm256_broadcastsi128_si256(board_sum(&c->l, dk, k, 1));
    const __m256i b2 = _mm256_broadcastsi128_si256(board_sum(&c->l, dk, k, 2));
    for (int v = 0; v < 4; v++) {  /* as prep_avx512: the random hands from 4 v on, when there are any */
        if (2 * v < c->l.nrandom) {
            const kb_t *d1 = dk + 4 * v, *d2 = dk + k + 4 * v;
            x[v] = _mm256_blendv_epi8(c->hand[v], _mm256_set_m128i(kb_sum(d1 + 2, 2), kb_sum(d1, 2)), c->random[v]);
            x[4 + v] = _mm256_blendv_epi8(c->hand[v], _mm256_set_m128i(kb_sum(d2 + 2, 2), kb_sum(d2, 2)), c->random[v]);
        } else {
            x[v] = x[4 + v] = c->hand[v];
        }
        x[v] = _mm256_add_epi32(x[v], b1);
        x[4 + v] = _mm256_add_epi32(x[4 + v], b2);
    }
}

EQ_PREP(AVX2, avx2)

/* A deal's dwords j, j + 1 (j = 0 or 2) of its 8 lanes, in the order pos_avx2. */
EQ_AVX2_INLINE __m256i lanes_avx2(const __m256i *x, int j, __m256i *hi)
{
    const __m256i ab = j ? _mm256_unpackhi_epi32(x[0], x[1]) : _mm256_unpacklo_epi32(x[0], x[1]);
    const __m256i cd = j ? _mm256_unpackhi_epi32(x[2], x[3]) : _mm256_unpacklo_epi32(x[2], x[3]);
    *hi = _mm256_unpackhi_epi64(ab, cd);
    return _mm256_unpacklo_epi64(ab, cd);
}

/* The batch's values: by gathers (loads = 0), or by scalar loads from the lanes' hashes stored
 * to memory (loads = 1: on CPUs whose gathers are slow, hr_fast_gathers). The same values. */
EQ_AVX2_INLINE void done_avx2_by(const void *ctx, const int n, void *st, int m, pair_out *out, const int loads)
{
    enum { D = 2 * EQ_BATCH };  /* deals a batch */
    const pair_avx2 *c = (const pair_avx2 *)ctx;
    hands_avx2 *hs = (hands_avx2 *)st;
    for (int i = m; i < EQ_BATCH; i++)
        hs[i] = hs[0];  /* a last batch short of pairs: the first one again, not counted */
    const __m256i one = _mm256_set1_epi32(1), zero = _mm256_setzero_si256(), act = c->active;
    __m256i su[D], h[D], base[D], val[D];
    for (int d = 0; d < D; d++)
        h[d] = _mm256_and_si256(lanes_avx2(hs[d >> 1].x + 4 * (d & 1), 0, &su[d]), _mm256_set1_epi32((int)HR_HASH_MASK));
    if (loads) {
        /* every lane's hash through memory, each active lane's two reads by scalar loads (the
         * lanes' values in the high halves, as the gathers leave them) */
        uint32_t hh[D][8];
        uint16_t vv[D][8];
        for (int d = 0; d < D; d++) {
            _mm256_storeu_si256((__m256i *)hh[d], h[d]);
            _mm_storeu_si128((__m128i *)vv[d], _mm_setzero_si128());
        }
        for (int q = 0; q < (n < 8 ? n : 8); q++) {
            const int i = c->live[q];
            for (int d = 0; d < D; d++)
                vv[d][i] = c->l.rank_tab[hr_hash_slot(hh[d][i])];
        }
        for (int d = 0; d < D; d++)
            val[d] = _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)vv[d])), 16);
    } else {
        for (int d = 0; d < D; d++)
            base[d] = _mm256_mask_i32gather_epi32(zero, (const int *)hr_rank_bases,
                                                  _mm256_srli_epi32(h[d], HR_HASH_SHIFT), act, 4);
        for (int d = 0; d < D; d++) {
            __m256i slot = _mm256_add_epi32(base[d], _mm256_and_si256(h[d], _mm256_set1_epi32((1 << HR_HASH_SHIFT) - 1)));
            val[d] = _mm256_mask_i32gather_epi32(zero, (const int *)c->l.rank_tab, _mm256_sub_epi32(slot, one), act, 2);
        }
    }
    unsigned win[D];
    uint16_t vals[8 * D];
    for (int d = 0; d < 2 * m; d++) {
        val[d] = _mm256_srli_epi32(val[d], 16);
        const __m256i fl = _mm256_andnot_si256(
            _mm256_cmpeq_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8888)), zero), act);
        if (!_mm256_testz_si256(fl, fl)) {  /* as done_avx512 */
            __m256i bh, bl = lanes_avx2(hs[d >> 1].x + 4 * (d & 1), 2, &bh);
            __m256i f = _mm256_blendv_epi8(bl, bh, _mm256_cmpgt_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8800)), zero));
            f = _mm256_srlv_epi32(f, _mm256_and_si256(_mm256_cmpgt_epi32(_mm256_and_si256(su[d], _mm256_set1_epi32(0x8080)),
                                                                         zero), _mm256_set1_epi32(16)));
            f = _mm256_sub_epi32(_mm256_and_si256(f, _mm256_set1_epi32(0x1FFF)), one);
            if (loads) {
                uint32_t ff[8];
                _mm256_storeu_si256((__m256i *)ff, _mm256_add_epi32(f, one));
                for (unsigned w = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(fl)); w; w &= w - 1)
                    ff[__builtin_ctz(w)] = (uint32_t)c->l.flush_tab[ff[__builtin_ctz(w)]] << 16;
                f = _mm256_loadu_si256((const __m256i *)ff);
            } else {
                f = _mm256_mask_i32gather_epi32(zero, (const int *)c->l.flush_tab, f, fl, 2);
            }
            val[d] = _mm256_blendv_epi8(val[d], _mm256_srli_epi32(f, 16), fl);
        }
        __m256i mx = _mm256_max_epu32(val[d], _mm256_shuffle_epi32(val[d], _MM_SHUFFLE(2, 3, 0, 1)));
        mx = _mm256_max_epu32(mx, _mm256_shuffle_epi32(mx, _MM_SHUFFLE(1, 0, 3, 2)));
        mx = _mm256_max_epu32(mx, _mm256_permute2x128_si256(mx, mx, 1));
        win[d] = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_and_si256(_mm256_cmpeq_epi32(val[d], mx), act)));
        if (c->l.hist)
            _mm_storeu_si128((__m128i *)(vals + 8 * d), _mm_packus_epi32(_mm256_castsi256_si128(val[d]),
                                                                  _mm256_extracti128_si256(val[d], 1)));
    }
    for (int i = 0; i < m; i++)
        pair_won(&c->l, n, win[2 * i], win[2 * i + 1], vals + 16 * i, pos_avx2, out + i);
}

EQ_AVX2_INLINE void done_avx2(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    done_avx2_by(ctx, n, st, m, out, 0);
}

EQ_AVX2_INLINE void done_avx2l(const void *ctx, const int n, void *st, int m, pair_out *out)
{
    done_avx2_by(ctx, n, st, m, out, 1);
}

/* pairs_plain by prep_avx2 and done_avx2 (n <= 8): the tables read by gathers (loads = 0) or
 * by scalar loads (loads = 1). */
EQ_AVX2 uint64_t hr_eq_pairs_avx2(const tuple_t *t, int n, int nrandom, const int *randoms, deck_t *deck,
                             hr_rng *rng, uint64_t samples, uint64_t *by_winners, uint64_t *both,
                             uint64_t *alone, int loads)
{
    pair_avx2 c;
    hands_avx2 st[EQ_BATCH];
    pair_out out[EQ_BATCH];
    uint32_t act[8];
    lanes_init(&c.l, t, n, nrandom, randoms, pos_avx2);
    for (int v = 0; v < 4; v++) {
        c.hand[v] = _mm256_loadu_si256((const __m256i *)(c.l.hand + 4 * v));
        c.random[v] = _mm256_set_epi64x(-(2 * v + 1 < nrandom), -(2 * v + 1 < nrandom), -(2 * v < nrandom),
                                        -(2 * v < nrandom));
    }
    for (int i = 0, q = 0; i < 8; i++) {
        act[i] = pos_avx2[i] < n ? ~0u : 0;
        if (pos_avx2[i] < n)
            c.live[q++] = (uint8_t)i;
    }
    c.active = _mm256_loadu_si256((const __m256i *)act);
    if (loads) {
        EQ_PAIRS_DONE(avx2, avx2l)
    }
    EQ_PAIRS(avx2)
}
#else
typedef int hr_eq_no_avx2;  /* (ISO C wants a declaration in every unit) */
#endif

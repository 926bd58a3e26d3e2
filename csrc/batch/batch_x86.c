/* AVX2 (8 hands at a time) and AVX-512 (16) batch kernels for 5-, 6- and 7-card hands: high
 * (hr_eval_batch) and the low schemes (hr_low_batch, through batch.c).
 *
 * The same sums and tables as the scalar loops, in 32-bit lanes: the rank keys and suit
 * counters come from in-register tables (AVX-512: vpermd on each card's id bits; AVX2:
 * vpshufb byte tables, four cards at once: no memory read per card), the rank-key sum goes
 * through the same perfect hash, and a block with a flush in some lane builds that suit's
 * rank mask in the lanes and reads the flush table for those lanes only (low 27/a6:
 * hr_suited_low's tables, by that mask and the other cards' rank bits summed). The high hands
 * read the hash's two tables by scalar loads from the lanes' hashes in AVX2, and in AVX-512 by
 * gathers on Intel CPUs and by scalar loads elsewhere (hr_fast_gathers: on an AMD EPYC of the
 * Zen 4/5 kind loads took 20-30 % less time than the two dependent gathers, on an Intel Xeon
 * with AVX-512 FP16 gathers took 15-25 % less than loads). AVX2 reads every low scheme's table
 * so too, 27/a6's flush lanes then by low_lane over those values: on an AMD EPYC Zen 3 (family
 * 25 model 1), where the two dependent gathers are slow, 27 against the high batch on the same
 * hands (CPU time, in turns, load 2.5, 100,000 hands) went 1.68 -> 1.19 (5 cards) and 1.61 ->
 * 1.24 (7 cards), a5 unchanged; on Zen 4 27/a6 had measured as fast or faster by gathers
 * (7-card 27 on AVX2 2.18-2.41 ns against 2.48-2.54). Every low scheme on AVX-512 keeps the
 * gathers (7-card 27 on AVX-512: 1.80-1.91 ns, against 1.98-2.06 by scalar loads).
 *
 * Each block of hands is loaded as whole rows and rearranged with byte shuffles into two
 * words per hand: cards 0..3, and cards 4..k-1 repeated to fill the word. Validation works
 * on those bytes: every id below 52, and byte comparisons between the words and their
 * rotations that cover every pair of a hand's cards. A bad row only sets a flag; the caller
 * then finds the first bad row with the scalar check.
 *
 * Memory: a block reads a few bytes past its own rows, so the vector loop stops while those
 * reads are still inside the batch; the last rows go through a padded copy on the stack.
 * 16-bit tables are read as 32-bit words at the entry before the one wanted (taking the
 * high half), so no gather reads past a table's end; slot 0, which has no entry before it,
 * reads slot 1 instead: no valid hand's rank-key sum hashes to slot 0 (in the generated
 * tables: the all-hands check of tests/c/test_kernels.c fails if one ever does), so only
 * a bad row, whose value is unspecified, can get there. Compiled with target attributes: this
 * file adds no compiler flags, and the kernels run only where the dispatch (batch.c) saw
 * the CPU support them. */
#include "hr_atomic.h"
#include "hr_kernels.h"
#include "hr_internal.h"
#include "hr_low.h"

#if HR_X86_KERNELS
#include <immintrin.h>
#include <string.h>

#define AVX2_FN __attribute__((target("avx2")))
#define AVX512_FN __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))
#define AVX2_INLINE static inline __attribute__((always_inline, target("avx2")))
#define AVX512_INLINE static inline __attribute__((always_inline, target("avx2,avx512f,avx512bw,avx512vl")))

int hr_cpu_has_avx2(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
}

int hr_cpu_has_avx512(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f")
        && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
}

/* hr_fast_gathers: how AVX-512 reads the high hands' two hash tables, by gathers (1) or by
 * scalar loads from the lanes' stored hashes (0), and how equity.c's Monte Carlo pairs in
 * vector lanes read them: AVX-512's lanes by gathers (1), AVX2's by scalar loads (0). Which
 * is faster depends on the CPU.
 * Measured over four sets of 100,000 random hands in turn (so the flush branches are not
 * learnt), CPU time, best of 200, pinned, the two ways in turns: on an Intel Xeon with
 * AVX-512 FP16 (2026-12-06) gathers took 1.21-1.24 ns a 7-card hand against 1.50-1.54 by
 * loads (6 cards 1.02-1.05 against 1.25-1.32, 5 cards 0.81-0.84 against 1.17-1.23); on AMD
 * EPYC Zen 4/5 loads took 20-30 % less time than gathers (Zen 3's gathers are slower
 * still). So gathers on Intel, loads on other CPUs (the values are the same either way; the
 * Monte Carlo figures are in docs/benchmarks/). Set by hr_kernel_select (at import) or on
 * first use; tests set it to run both. Read by batches and Monte Carlo runs on any thread
 * (hr_atomic.h). */
static int fast_gathers = -1;

int hr_fast_gathers(int set)
{
    int gathers;
    if (set >= 0) {
        gathers = set != 0;
        hr_store_int(&fast_gathers, gathers);
    } else if ((gathers = hr_load_int(&fast_gathers)) < 0) {  /* the same choice on any thread */
        gathers = __builtin_cpu_is("intel") != 0;
        hr_store_int(&fast_gathers, gathers);
    }
    return gathers;
}

/* The in-register tables, indexed by 4 bits: rank key of rank r (0 above the ace), suit
 * counter of an id's low bits (1 << 4 * suit), rank bit 1 << r (0 above the ace). */
typedef struct {
    uint32_t rank_key[16], suit[16], rank_bit[16];
} lane_tables;

static void fill_tables(lane_tables *t, const hr_batch_tables *b)
{
    for (int i = 0; i < 16; i++) {
        t->rank_key[i] = i < 13 ? (uint32_t)b->keys[4 * i] : 0;  /* suit 0: the rank's own parts */
        t->suit[i] = 1u << (4 * (i & 3));
        t->rank_bit[i] = i < 13 ? (uint32_t)b->bits[4 * i] & 0x1FFF : 0;
    }
}

/* Input read this many bytes ahead (a prefetch past the end of the batch is harmless: it
 * never faults): a batch far bigger than the caches is then almost as fast as one in L2
 * (7-card, AVX-512, 10 million hands: 1.9 -> 1.55 ns against 1.3 at 100,000). */
#define PREFETCH 4096

/* Rows for the padding of the last block: ids 0..k-1 (a valid hand). */
static void fill_rows(uint8_t *buf, size_t bytes, int k)
{
    for (size_t i = 0; i < bytes; i++)
        buf[i] = (uint8_t)(i % (size_t)k);
}

/* A kernel's loop: blocks of LANES rows read straight from the batch while a block's reads
 * (REACH bytes from its first row) stay inside it, then the last rows through a copy padded
 * with valid rows. BLOCK(p, o) evaluates LANES rows at p into o[0..LANES). */
#define KERNEL_LOOP(LANES, REACH, BLOCK) do {                                                  \
        size_t r_ = 0;                                                                          \
        const size_t bytes_ = n * (size_t)k;                                                    \
        for (; r_ + (LANES) <= n && r_ * (size_t)k + (REACH) <= bytes_; r_ += (LANES)) {        \
            const uint8_t *p_ = cards + r_ * (size_t)k;                                         \
            _mm_prefetch((const char *)((uintptr_t)p_ + PREFETCH), _MM_HINT_T0);                \
            _mm_prefetch((const char *)((uintptr_t)p_ + PREFETCH + 64), _MM_HINT_T0);           \
            BLOCK(p_, out + r_);                                                                \
        }                                                                                       \
        while (r_ < n) {                                                                        \
            uint8_t buf_[(LANES) * 7 + 64];                                                     \
            uint16_t res_[LANES];                                                               \
            size_t m_ = n - r_ < (LANES) ? n - r_ : (LANES);                                    \
            fill_rows(buf_, sizeof buf_, k);                                                    \
            memcpy(buf_, cards + r_ * (size_t)k, m_ * (size_t)k);                               \
            BLOCK(buf_, res_);                                                                  \
            memcpy(out + r_, res_, m_ * sizeof res_[0]);                                        \
            r_ += m_;                                                                           \
        }                                                                                       \
    } while (0)

/* A kernel's entry point: one loop per k and flush rule, each with both as constants, over a
 * local copy of the tables (no store through out can change it). */
#define KERNEL_CASES(ROWS, FLUSH) switch (k) {                                                 \
    case 5: return ROWS(&t, FLUSH, cards, n, 5, out);                                           \
    case 6: return ROWS(&t, FLUSH, cards, n, 6, out);                                           \
    default: return ROWS(&t, FLUSH, cards, n, 7, out);                                          \
    }
#define KERNEL_ENTRY(ATTR, NAME, ROWS)                                                          \
    ATTR uint64_t NAME(const hr_batch_tables *tb, const uint8_t *cards, size_t n, int k, uint16_t *out) \
    {                                                                                           \
        const hr_batch_tables t = *tb;                                                          \
        switch (t.flush) {                                                                      \
        case HR_FLUSH_TABLE: KERNEL_CASES(ROWS, HR_FLUSH_TABLE)                                 \
        case HR_FLUSH_NONE: KERNEL_CASES(ROWS, HR_FLUSH_NONE)                                   \
        default: KERNEL_CASES(ROWS, HR_FLUSH_ROW)                                               \
        }                                                                                       \
    }

/* Low 27/a6: a lane holding five or more of a suit, from that suit's rank mask and the
 * other cards' rank bits summed, with the qualifier. */
static inline __attribute__((always_inline)) uint16_t low_lane(const hr_batch_tables *tb, int k, unsigned mask,
                                                               unsigned off)
{
    uint16_t v = hr_suited_low(k, mask & 0x1FFF, off & 0x3FFF);
    return v >= tb->threshold ? v : 0;
}

/* ------------------------------------------------------------------------ AVX-512 */

typedef struct {
    __m512i perm, c0, c1, out_perm, rank_key, suit, rank_bit;
} avx512_consts;

/* Hands 2l, 2l+1 of the block's first eight go to lane l (dwords 0, 1), hands 8+2l, 9+2l
 * to the same lane's dwords 2, 3; out_perm puts them back in order. */
AVX512_INLINE void avx512_setup(avx512_consts *c, const lane_tables *t, int k)
{
    uint32_t perm[16], out_perm[16];
    uint8_t c0[64], c1[64];
    for (int l = 0; l < 4; l++) {
        int d = (2 * l * k) / 4, o = 2 * l * k - 4 * d;
        for (int j = 0; j < 4; j++)
            perm[4 * l + j] = (uint32_t)(d + j);
        for (int j = 0; j < 4; j++) {  /* dword j of lane l: hand (j & 1) of its pair */
            int row = o + (j & 1) * k;
            for (int b = 0; b < 4; b++) {
                c0[16 * l + 4 * j + b] = (uint8_t)(row + b);
                /* cards 4..k-1, repeated: k = 7: 4 5 6 4; k = 6: 4 5 4 5; k = 5: 4 4 4 4 */
                c1[16 * l + 4 * j + b] = (uint8_t)(row + 4 + b % (k - 4));
            }
        }
    }
    for (int q = 0; q < 16; q++) {
        int h = q & 7;
        out_perm[q] = (uint32_t)(4 * (h >> 1) + (q >= 8 ? 2 : 0) + (h & 1));
    }
    c->perm = _mm512_loadu_si512(perm);
    c->c0 = _mm512_loadu_si512(c0);
    c->c1 = _mm512_loadu_si512(c1);
    c->out_perm = _mm512_loadu_si512(out_perm);
    c->rank_key = _mm512_loadu_si512(t->rank_key);
    c->suit = _mm512_loadu_si512(t->suit);
    c->rank_bit = _mm512_loadu_si512(t->rank_bit);
}

/* Card i of each hand: in word w0 (i < 4) or w1, byte b; x: the id in the low bits. */
#define AVX512_CARD(i) __m512i x##i = ((i) & 3) ? _mm512_srli_epi32((i) < 4 ? w0 : w1, 8 * ((i) & 3)) \
                                                 : ((i) < 4 ? w0 : w1)

/* A card's rank bit into m when it is of the lane's flush suit (f3), else added into off
 * (HR_FLUSH_ROW only: the low schemes' off-suit cards). */
AVX512_INLINE void avx512_flush_mask(const avx512_consts *c, const int flush, __m512i x, __m512i f3, __m512i *m,
                                     __m512i *off)
{
    __mmask16 in = _mm512_test_epi32_mask(_mm512_permutexvar_epi32(x, c->suit), f3);
    __m512i bit = _mm512_permutexvar_epi32(_mm512_srli_epi32(x, 2), c->rank_bit);
    *m = _mm512_mask_or_epi32(*m, in, *m, bit);
    if (flush == HR_FLUSH_ROW)
        *off = _mm512_mask_add_epi32(*off, (__mmask16)~in, *off, bit);
}

/* 16 hands of k cards at p (reading up to p + 8k + 64) into out[0..16); ok: each byte lane
 * that saw a bad id or a repeated card cleared. */
AVX512_INLINE void avx512_block(const avx512_consts *c, const hr_batch_tables *tb, const int flush,
                                const int gathers, const uint8_t *p, int k, uint16_t *out, __mmask64 *ok)
{
    uint32_t flush_rows[16];  /* lane -> the 13-bit rank mask of its flush suit */
    const __mmask64 hi_pair = 0xFF00FF00FF00FF00ULL;
    __m512i a = _mm512_permutexvar_epi32(c->perm, _mm512_loadu_si512(p));
    __m512i b = _mm512_permutexvar_epi32(c->perm, _mm512_loadu_si512(p + 8 * k));
    __m512i w0 = _mm512_mask_shuffle_epi8(_mm512_shuffle_epi8(a, c->c0), hi_pair, b, c->c0);
    __m512i w1 = _mm512_mask_shuffle_epi8(_mm512_shuffle_epi8(a, c->c1), hi_pair, b, c->c1);

    /* validation: ids below 52, then every pair of cards compared once or more */
    const __m512i lim = _mm512_set1_epi8(52);
    /* independent compares (a chain of masked ones would bound the loop by its latency) */
    __mmask64 v = _mm512_cmplt_epu8_mask(w0, lim) & _mm512_cmplt_epu8_mask(w1, lim);
    v &= _mm512_cmpneq_epi8_mask(w0, _mm512_rol_epi32(w0, 8)) & _mm512_cmpneq_epi8_mask(w0, _mm512_rol_epi32(w0, 16));
    v &= _mm512_cmpneq_epi8_mask(w0, w1);
    if (k >= 6) {
        __m512i r8 = _mm512_rol_epi32(w1, 8);
        /* k = 7: bytes 1..3 pair 5-4, 6-5, 4-6; byte 0 is card 4 against itself, left out */
        const __mmask64 pairs = k == 7 ? 0xEEEEEEEEEEEEEEEEULL : ~(__mmask64)0;
        v &= _mm512_cmpneq_epi8_mask(w0, r8) & (_mm512_cmpneq_epi8_mask(w1, r8) | ~pairs);
        if (k == 7)
            v &= _mm512_cmpneq_epi8_mask(w0, _mm512_rol_epi32(w1, 16))
                 & _mm512_cmpneq_epi8_mask(w0, _mm512_rol_epi32(w1, 24));
    }
    *ok &= v;

    __m512i keys = _mm512_setzero_si512(), suits = _mm512_set1_epi32(0x3333);
#define AVX512_ADD(i) do { AVX512_CARD(i);                                                        \
        suits = _mm512_add_epi32(suits, _mm512_permutexvar_epi32(x##i, c->suit));               \
        keys = _mm512_add_epi32(keys, _mm512_permutexvar_epi32(_mm512_srli_epi32(x##i, 2), c->rank_key)); \
    } while (0)
    AVX512_ADD(0); AVX512_ADD(1); AVX512_ADD(2); AVX512_ADD(3); AVX512_ADD(4);
    if (k >= 6) AVX512_ADD(5);
    if (k == 7) AVX512_ADD(6);

    const __m512i one = _mm512_set1_epi32(1);
    __m512i h = _mm512_and_si512(_mm512_mullo_epi32(keys, _mm512_set1_epi32((int)HR_HASH_MULT)),
                                 _mm512_set1_epi32((int)HR_HASH_MASK));
    uint32_t hashes[16];  /* HR_FLUSH_TABLE by loads: lane -> hash, read by scalar loads at the end */
    __m512i val = _mm512_setzero_si512();
    if (flush == HR_FLUSH_TABLE && !gathers) {
        _mm512_storeu_si512(hashes, h);
    } else {
        __m512i base = _mm512_i32gather_epi32(_mm512_srli_epi32(h, HR_HASH_SHIFT), (const void *)hr_rank_bases, 4);
        __m512i slot = _mm512_add_epi32(base, _mm512_and_si512(h, _mm512_set1_epi32((1 << HR_HASH_SHIFT) - 1)));
        __m512i g = _mm512_i32gather_epi32(_mm512_sub_epi32(_mm512_max_epu32(slot, one), one),
                                           (const void *)tb->rank, 2);
        val = _mm512_srli_epi32(g, 16);  /* slot 0 is no valid hand's (see the file's header) */
        if (tb->threshold)  /* a low qualifier */
            val = _mm512_maskz_mov_epi32(_mm512_cmpge_epu32_mask(val, _mm512_set1_epi32(tb->threshold)), val);
    }

    __mmask16 fl = flush == HR_FLUSH_NONE ? 0 : _mm512_test_epi32_mask(suits, _mm512_set1_epi32(0x8888));
    uint32_t off_rows[16];  /* HR_FLUSH_ROW: lane -> the other cards' rank bits, summed */
    if (fl) {
        __m512i f3 = _mm512_srli_epi32(_mm512_and_si512(suits, _mm512_set1_epi32(0x8888)), 3);
        __m512i m = _mm512_setzero_si512(), off = _mm512_setzero_si512();
        { AVX512_CARD(0); avx512_flush_mask(c, flush, x0, f3, &m, &off); }
        { AVX512_CARD(1); avx512_flush_mask(c, flush, x1, f3, &m, &off); }
        { AVX512_CARD(2); avx512_flush_mask(c, flush, x2, f3, &m, &off); }
        { AVX512_CARD(3); avx512_flush_mask(c, flush, x3, f3, &m, &off); }
        { AVX512_CARD(4); avx512_flush_mask(c, flush, x4, f3, &m, &off); }
        if (k >= 6) { AVX512_CARD(5); avx512_flush_mask(c, flush, x5, f3, &m, &off); }
        if (k == 7) { AVX512_CARD(6); avx512_flush_mask(c, flush, x6, f3, &m, &off); }
        _mm512_storeu_si512(flush_rows, m);
        if (flush == HR_FLUSH_ROW)
            _mm512_storeu_si512(off_rows, off);
    }
#undef AVX512_ADD
    /* lane 4l + j holds hand 2l + j (j < 2), 8 + 2l + j - 2 */
#define AVX512_HAND(lane) (((lane) & 2 ? 8 : 0) + 2 * ((lane) >> 2) + ((lane) & 1))
    /* a flush (a lane in 33 for 7 cards): the flush table, over the other values */
    const uint16_t *ft = tb->suited ? tb->suited : hr_flush_table;
    if (flush == HR_FLUSH_TABLE && !gathers) {
        for (int lane = 0; lane < 16; lane++)
            out[AVX512_HAND(lane)] = tb->rank[hr_hash_slot(hashes[lane])];
        for (unsigned f = fl; f; f &= f - 1)
            out[AVX512_HAND(__builtin_ctz(f))] = ft[flush_rows[__builtin_ctz(f)]];
        return;
    }
    val = _mm512_permutexvar_epi32(c->out_perm, val);
    _mm256_storeu_si256((__m256i *)out, _mm512_cvtepi32_epi16(val));
    /* the flush lanes (a low scheme's: its best low), over the stored values */
    for (unsigned f = fl; f; f &= f - 1) {
        int lane = __builtin_ctz(f);
        out[AVX512_HAND(lane)] = flush == HR_FLUSH_TABLE ? ft[flush_rows[lane]]
                                                         : low_lane(tb, k, flush_rows[lane], off_rows[lane]);
    }
#undef AVX512_HAND
}

AVX512_INLINE uint64_t avx512_rows(const hr_batch_tables *tb, const int flush, const uint8_t *cards, size_t n,
                                   const int k, uint16_t *out)
{
    lane_tables t;
    avx512_consts c;
    fill_tables(&t, tb);
    avx512_setup(&c, &t, k);
    __mmask64 ok = ~(__mmask64)0;
    const int gathers = hr_fast_gathers(-1);
#define AVX512_BLOCK(p, o) avx512_block(&c, tb, flush, gathers, p, k, o, &ok)
    KERNEL_LOOP(16, 8 * (size_t)k + 64, AVX512_BLOCK);
#undef AVX512_BLOCK
    return ok != ~(__mmask64)0;
}

KERNEL_ENTRY(AVX512_FN, hr_batch_avx512, avx512_rows)

/* --------------------------------------------------------------------------- AVX2 */

typedef struct {
    __m256i perm, c0, c1, rot8, rot16, rot24;
    __m256i plane[3], suit01, suit23, repeat, bit_lo, bit_hi, suit_bit, byte1;
} avx2_consts;

/* Hands 0, 1 of the block's first four go to lane 0 (dwords 0, 1), hands 2, 3 to lane 1;
 * hands 4..7 likewise into dwords 2, 3. */
AVX2_INLINE void avx2_setup(avx2_consts *c, const lane_tables *t, int k)
{
    uint32_t perm[8];
    uint8_t c0[32], c1[32], r8[32], r16[32], r24[32];
    for (int l = 0; l < 2; l++) {
        int d = (2 * l * k) / 4, o = 2 * l * k - 4 * d;
        for (int j = 0; j < 4; j++)
            perm[4 * l + j] = (uint32_t)(d + j);
        for (int j = 0; j < 4; j++) {
            int row = o + (j & 1) * k;
            for (int b = 0; b < 4; b++) {
                c0[16 * l + 4 * j + b] = (uint8_t)(row + b);
                c1[16 * l + 4 * j + b] = (uint8_t)(row + 4 + b % (k - 4));
                r8[16 * l + 4 * j + b] = (uint8_t)(4 * j + ((b + 3) & 3));   /* rotate left 8 bits */
                r16[16 * l + 4 * j + b] = (uint8_t)(4 * j + ((b + 2) & 3));
                r24[16 * l + 4 * j + b] = (uint8_t)(4 * j + ((b + 1) & 3));
            }
        }
    }
    c->perm = _mm256_loadu_si256((const __m256i *)perm);
    c->c0 = _mm256_loadu_si256((const __m256i *)c0);
    c->c1 = _mm256_loadu_si256((const __m256i *)c1);
    c->rot8 = _mm256_loadu_si256((const __m256i *)r8);
    c->rot16 = _mm256_loadu_si256((const __m256i *)r16);
    c->rot24 = _mm256_loadu_si256((const __m256i *)r24);
    /* byte tables for vpshufb: the rank key's bytes 0, 1, 2 by rank (keys are below 2^24),
     * and the suit counters of an id's low 4 bits as nibbles: suits 0 and 1, 2 and 3 */
    uint8_t planes[3][32], s01[32], s23[32], rep[32];
    for (int i = 0; i < 32; i++) {
        for (int b = 0; b < 3; b++)
            planes[b][i] = (uint8_t)(t->rank_key[i & 15] >> (8 * b));
        int suit = i & 3;
        s01[i] = (uint8_t)(suit == 0 ? 0x01 : suit == 1 ? 0x10 : 0);
        s23[i] = (uint8_t)(suit == 2 ? 0x01 : suit == 3 ? 0x10 : 0);
        rep[i] = (uint8_t)((i & 3) >= k - 4 ? 0x80 : 0);  /* word 1's repeated cards: looked up as 0 */
    }
    for (int b = 0; b < 3; b++)
        c->plane[b] = _mm256_loadu_si256((const __m256i *)planes[b]);
    c->suit01 = _mm256_loadu_si256((const __m256i *)s01);
    c->suit23 = _mm256_loadu_si256((const __m256i *)s23);
    c->repeat = _mm256_loadu_si256((const __m256i *)rep);
    /* the flush mask's byte tables: rank bit 1 << r as its low and high bytes by rank, a
     * card's suit s as the bit 2 << s, and the broadcast of each dword's byte 1 */
    uint8_t blo[32], bhi[32], sbit[32], b1[32];
    for (int i = 0; i < 32; i++) {
        blo[i] = (uint8_t)t->rank_bit[i & 15];
        bhi[i] = (uint8_t)(t->rank_bit[i & 15] >> 8);
        sbit[i] = (uint8_t)(2u << (i & 3));
        b1[i] = (uint8_t)((i & ~3 & 15) + 1);
    }
    c->bit_lo = _mm256_loadu_si256((const __m256i *)blo);
    c->bit_hi = _mm256_loadu_si256((const __m256i *)bhi);
    c->suit_bit = _mm256_loadu_si256((const __m256i *)sbit);
    c->byte1 = _mm256_loadu_si256((const __m256i *)b1);
    /* after packing to 16 bits the dword pairs are hands 01 45 .. 23 67: gather them back */
}

#define AVX2_WORD(i) ((i) < 4 ? w0 : w1)
#define AVX2_CARD(i) __m256i x##i = ((i) & 3) ? _mm256_srli_epi32(AVX2_WORD(i), 8 * ((i) & 3)) : AVX2_WORD(i)

/* 8 hands at p (reading up to p + 4k + 32) into out[0..8); bad: nonzero bytes for a bad
 * pair, hi: the highest id seen. */
AVX2_INLINE void avx2_block(const avx2_consts *c, const hr_batch_tables *tb, const int flush,
                            const uint8_t *p, int k, uint16_t *out, __m256i *bad, __m256i *hi)
{
    __m256i a = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)p), c->perm);
    __m256i b = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(p + 4 * k)), c->perm);
    __m256i w0 = _mm256_blend_epi32(_mm256_shuffle_epi8(a, c->c0), _mm256_shuffle_epi8(b, c->c0), 0xCC);
    __m256i w1 = _mm256_blend_epi32(_mm256_shuffle_epi8(a, c->c1), _mm256_shuffle_epi8(b, c->c1), 0xCC);

    *hi = _mm256_max_epu8(*hi, _mm256_max_epu8(w0, w1));
    __m256i e = _mm256_or_si256(_mm256_cmpeq_epi8(w0, _mm256_shuffle_epi8(w0, c->rot8)),
                                _mm256_cmpeq_epi8(w0, _mm256_shuffle_epi8(w0, c->rot16)));
    e = _mm256_or_si256(e, _mm256_cmpeq_epi8(w0, w1));
    if (k >= 6) {
        __m256i r8 = _mm256_shuffle_epi8(w1, c->rot8);
        e = _mm256_or_si256(e, _mm256_cmpeq_epi8(w0, r8));
        __m256i same = _mm256_cmpeq_epi8(w1, r8);
        if (k == 7)  /* byte 0 is card 4 against itself */
            same = _mm256_and_si256(same, _mm256_set1_epi32((int)0xFFFFFF00u));
        e = _mm256_or_si256(e, same);
        if (k == 7) {
            e = _mm256_or_si256(e, _mm256_cmpeq_epi8(w0, _mm256_shuffle_epi8(w1, c->rot16)));
            e = _mm256_or_si256(e, _mm256_cmpeq_epi8(w0, _mm256_shuffle_epi8(w1, c->rot24)));
        }
    }
    *bad = _mm256_or_si256(*bad, e);

    /* The sums over a hand's cards, four bytes of each word at once: per byte a vpshufb
     * table lookup, then the bytes of both words added up per hand (vpmaddubsw, vpmaddwd:
     * no byte sum exceeds 16 bits). rk: the rank of each byte; sk: its id's low 4 bits. */
    const __m256i low4 = _mm256_set1_epi8(0x0F);
    __m256i rk0 = _mm256_and_si256(_mm256_srli_epi16(w0, 2), low4);
    __m256i rk1 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(w1, 2), low4), c->repeat);
    __m256i sk0 = _mm256_and_si256(w0, low4);
    __m256i sk1 = _mm256_or_si256(_mm256_and_si256(w1, low4), c->repeat);
    const __m256i ones8 = _mm256_set1_epi8(1), ones16 = _mm256_set1_epi16(1);
#define AVX2_PAIRS(x) _mm256_maddubs_epi16(x, ones8)  /* 16-bit sums of byte pairs */
    /* rank-key bytes 0 and 1 (up to 255 each) summed in 16 bits; byte 2 (below 2^7: keys
     * below 2^23) and the suit counters (one nibble per card) first added as bytes, the two
     * words' lookups at once */
#define AVX2_WIDE(table) _mm256_add_epi16(AVX2_PAIRS(_mm256_shuffle_epi8(table, rk0)),           \
                                          AVX2_PAIRS(_mm256_shuffle_epi8(table, rk1)))
#define AVX2_BYTES(table, i0, i1) _mm256_add_epi8(_mm256_shuffle_epi8(table, i0), _mm256_shuffle_epi8(table, i1))
    __m256i keys = _mm256_add_epi32(
        _mm256_add_epi32(_mm256_madd_epi16(AVX2_WIDE(c->plane[0]), ones16),
                         _mm256_madd_epi16(AVX2_WIDE(c->plane[1]), _mm256_set1_epi16(256))),
        _mm256_slli_epi32(_mm256_madd_epi16(AVX2_PAIRS(AVX2_BYTES(c->plane[2], rk0, rk1)), ones16), 16));
    /* suits 0, 1 in the low byte's nibbles, 2, 3 in the next (each count at most 7) */
    __m256i suits = _mm256_add_epi32(_mm256_set1_epi32(0x3333), _mm256_madd_epi16(_mm256_add_epi16(
        AVX2_PAIRS(AVX2_BYTES(c->suit01, sk0, sk1)),
        _mm256_slli_epi16(AVX2_PAIRS(AVX2_BYTES(c->suit23, sk0, sk1)), 8)), ones16));
#undef AVX2_PAIRS
#undef AVX2_WIDE
#undef AVX2_BYTES

    __m256i h = _mm256_and_si256(_mm256_mullo_epi32(keys, _mm256_set1_epi32((int)HR_HASH_MULT)),
                                 _mm256_set1_epi32((int)HR_HASH_MASK));
    uint32_t hashes[8];  /* lane -> hash, read by scalar loads at the end */
    _mm256_storeu_si256((__m256i *)hashes, h);

    __m256i f3 = _mm256_srli_epi32(_mm256_and_si256(suits, _mm256_set1_epi32(0x8888)), 3);
    __m256i fl = _mm256_cmpgt_epi32(f3, _mm256_setzero_si256());
    unsigned row_lanes = 0;  /* the flush lanes: HR_FLUSH_ROW by low_lane, HR_FLUSH_TABLE by table */
    uint32_t off_rows[8], flush_rows[8];
    if (flush != HR_FLUSH_NONE && !_mm256_testz_si256(fl, fl)) {
        /* The flush suit's rank mask, four cards of a word at once as for the sums: f3 holds
         * bit 4s for the flush suit s; times 0x249 it puts 1 << s at bits 9..12 (the other
         * products land on other bits), byte 1 of the dword, as (1 << s) << 1 among bits that
         * no suit bit 2 << s meets. A card of that suit keeps its rank bit, by byte planes
         * (ranks 0..7, 8..12); a word's repeated cards look up 0. The suit's ranks are
         * distinct in a valid hand, so the sum of their bits is their OR. */
        __m256i sel = _mm256_shuffle_epi8(_mm256_mullo_epi32(f3, _mm256_set1_epi32(0x249)), c->byte1);
        const __m256i zero = _mm256_setzero_si256();
        __m256i out0 = _mm256_cmpeq_epi8(_mm256_and_si256(_mm256_shuffle_epi8(c->suit_bit, sk0), sel), zero);
        __m256i out1 = _mm256_cmpeq_epi8(_mm256_and_si256(_mm256_shuffle_epi8(c->suit_bit, sk1), sel), zero);
#define AVX2_MASK(table, pick) _mm256_madd_epi16(_mm256_add_epi16(                                       \
        _mm256_maddubs_epi16(pick(out0, _mm256_shuffle_epi8(table, rk0)), _mm256_set1_epi8(1)), \
        _mm256_maddubs_epi16(pick(out1, _mm256_shuffle_epi8(table, rk1)), _mm256_set1_epi8(1))), \
        _mm256_set1_epi16(1))
        __m256i m = _mm256_add_epi32(AVX2_MASK(c->bit_lo, _mm256_andnot_si256),
                                     _mm256_slli_epi32(AVX2_MASK(c->bit_hi, _mm256_andnot_si256), 8));
        m = _mm256_and_si256(m, _mm256_set1_epi32(0x1FFF));  /* ranks 13..15: bad ids only */
        _mm256_storeu_si256((__m256i *)flush_rows, m);
        if (flush == HR_FLUSH_ROW) {
            /* the low schemes: the other cards' rank bits, summed (a pair: the next bit up) */
            __m256i off = _mm256_add_epi32(AVX2_MASK(c->bit_lo, _mm256_and_si256),
                                           _mm256_slli_epi32(AVX2_MASK(c->bit_hi, _mm256_and_si256), 8));
            _mm256_storeu_si256((__m256i *)off_rows, off);
        }
        row_lanes = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(fl));
#undef AVX2_MASK
    }
    /* lane 4l + j holds hand 2l + (j & 1) + (j & 2 ? 4 : 0) */
#define AVX2_HAND(lane) (2 * ((lane) >> 2) + ((lane) & 1) + ((lane) & 2 ? 4 : 0))
    if (flush == HR_FLUSH_TABLE) {
        for (int lane = 0; lane < 8; lane++)
            out[AVX2_HAND(lane)] = tb->rank[hr_hash_slot(hashes[lane])];
        /* (the high hands' flush table, or the one the tables name: short deck's) */
        const uint16_t *ft = tb->suited ? tb->suited : hr_flush_table;
        for (; row_lanes; row_lanes &= row_lanes - 1)
            out[AVX2_HAND(__builtin_ctz(row_lanes))] = ft[flush_rows[__builtin_ctz(row_lanes)]];
        return;
    }
    /* a5, 27, a6: the scheme's table by the same scalar loads, with the qualifier; then
     * 27/a6's flush lanes over them */
    for (int lane = 0; lane < 8; lane++) {
        uint16_t v = tb->rank[hr_hash_slot(hashes[lane])];
        out[AVX2_HAND(lane)] = v >= tb->threshold ? v : 0;
    }
    for (; row_lanes; row_lanes &= row_lanes - 1) {
        int lane = __builtin_ctz(row_lanes);
        out[AVX2_HAND(lane)] = low_lane(tb, k, flush_rows[lane], off_rows[lane]);
    }
#undef AVX2_HAND
}

AVX2_INLINE uint64_t avx2_rows(const hr_batch_tables *tb, const int flush, const uint8_t *cards, size_t n,
                               const int k, uint16_t *out)
{
    lane_tables t;
    avx2_consts c;
    fill_tables(&t, tb);
    avx2_setup(&c, &t, k);
    __m256i bad = _mm256_setzero_si256(), hi = _mm256_setzero_si256();
#define AVX2_BLOCK(p, o) avx2_block(&c, tb, flush, p, k, o, &bad, &hi)
    KERNEL_LOOP(8, 4 * (size_t)k + 32, AVX2_BLOCK);
#undef AVX2_BLOCK
    __m256i ok_ids = _mm256_cmpeq_epi8(_mm256_min_epu8(hi, _mm256_set1_epi8(51)), hi);
    return !_mm256_testz_si256(bad, bad) || _mm256_movemask_epi8(ok_ids) != -1;
}

KERNEL_ENTRY(AVX2_FN, hr_batch_avx2, avx2_rows)

#endif

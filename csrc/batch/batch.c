/* Batch evaluation and exhaustive enumeration. */
#include "hr_fast.h"
#include "hr_atomic.h"
#include "hr_core.h"
#include "hr_internal.h"
#include "hr_kernels.h"
#include "hr_low.h"

#include <string.h>

/* Every row is looked up unconditionally (the tables are padded so that any sum of
 * card keys stays in bounds) and its validity folded into one flag, so the loop has
 * no branch per hand; only a batch with a bad row is scanned again to find it.
 * Inlined once per k so the card sum is unrolled. */
HR_INLINE uint64_t batch_rows(const uint8_t *cards, size_t n, const int k, uint16_t *out)
{
    uint64_t bad = 0;
    for (size_t r = 0; r < n; r++) {
        const uint8_t *row = cards + r * (size_t)k;
        HR_ACCUMULATE_DECL(key, bits, sum);
        for (int i = 0; i < k; i++)
            HR_ACCUMULATE(key, bits, sum, row[i]);
        bad |= (bits ^ sum) | (key >> HR_POISON_SHIFT);  /* k ids read: k cards unless poisoned */
        out[r] = hr_lookup(key, bits);
    }
    return bad;
}

static int64_t first_bad_row(const uint8_t *cards, size_t n, int k)
{
    for (size_t r = 0; r < n; r++) {
        HR_ACCUMULATE_DECL(key, bits, sum);
        for (int i = 0; i < k; i++)
            HR_ACCUMULATE(key, bits, sum, cards[r * (size_t)k + (size_t)i]);
        if (!hr_valid(key, bits, sum, k))
            return (int64_t)r;
    }
    return -1;
}

static uint64_t batch_scalar(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k, uint16_t *out)
{
    (void)t;  /* the high hands only: low.c has its own loop */
    switch (k) {
    case 5: return batch_rows(cards, n, 5, out);
    case 6: return batch_rows(cards, n, 6, out);
    default: return batch_rows(cards, n, 7, out);
    }
}

/* ------------------------------------------------------------ kernel dispatch */

int hr_kernel_available(int kernel)
{
    switch (kernel) {
    case HR_KERNEL_SCALAR: return 1;
#if HR_X86_KERNELS
    case HR_KERNEL_AVX2: return hr_cpu_has_avx2();
    case HR_KERNEL_AVX512: return hr_cpu_has_avx512();
#endif
    default: return 0;
    }
}

static hr_batch_kernel kernel_fn(int kernel)
{
#if HR_X86_KERNELS
    if (kernel == HR_KERNEL_AVX512)
        return hr_batch_avx512;
    if (kernel == HR_KERNEL_AVX2)
        return hr_batch_avx2;
#endif
    (void)kernel;
    return batch_scalar;
}

hr_batch_kernel hr_vector_kernel(void)
{
    int kernel = hr_kernel_active();
    return kernel == HR_KERNEL_SCALAR ? NULL : kernel_fn(kernel);
}

static int best_kernel(void)
{
    for (int kernel = HR_KERNEL_AVX512; kernel > HR_KERNEL_SCALAR; kernel--)
        if (hr_kernel_available(kernel))
            return kernel;
    return HR_KERNEL_SCALAR;
}

/* The kernel of hr_eval_batch: written by hr_kernel_select (at import; tests switch it) or on
 * first use, read by every batch, on any thread (hr_atomic.h); every value it can hold names
 * a kernel this CPU runs. */
static int active_kernel = -1;

int hr_kernel_select(int kernel)
{
    if (kernel < 0)
        kernel = best_kernel();
    if (!hr_kernel_available(kernel))
        return -1;
    hr_store_int(&active_kernel, kernel);
#if HR_X86_KERNELS
    hr_fast_gathers(-1);  /* its choice made here too (at import), before any threads= batch */
#endif
    return kernel;
}

int hr_kernel_active(void)
{
    int kernel = hr_load_int(&active_kernel);
    if (kernel < 0) {  /* threads that come here together all store the same best kernel */
        kernel = best_kernel();
        hr_store_int(&active_kernel, kernel);
    }
    return kernel;
}

int64_t hr_eval_batch_kernel(int kernel, const uint8_t *cards, size_t n, int k, uint16_t *out)
{
    if (k < 5 || k > 7)
        return -2;
    if (!hr_kernel_available(kernel))
        return -3;
    if (n == 0)
        return -1;
    return kernel_fn(kernel)(&hr_high_tables, cards, n, k, out) ? first_bad_row(cards, n, k) : -1;
}

int64_t hr_eval_batch(const uint8_t *cards, size_t n, int k, uint16_t *out)
{
    if (k < 5 || k > 7)
        return -2;
    if (n == 0)
        return -1;
    return kernel_fn(hr_kernel_active())(&hr_high_tables, cards, n, k, out) ? first_bad_row(cards, n, k) : -1;
}

const hr_batch_tables hr_high_tables = {hr_card_key, hr_card_bit, hr_rank_table, HR_FLUSH_TABLE, 0, 0, 0, NULL};

/* Low batches by a vector kernel, in chunks through a buffer on the stack, so that as in
 * low.c's loop a bad row leaves the rows after it in `out` untouched. */
int64_t hr_low_batch_vector(const uint8_t *cards, size_t n, int k, int scheme, int qualifier, uint16_t *out)
{
    int kernel = hr_kernel_active();
    if (kernel == HR_KERNEL_SCALAR || k < 5 || k > 7 || scheme < 0 || scheme > 2)
        return -4;
    int threshold = hr_low_qualifier_min(scheme, qualifier);
    if (threshold < 0)
        return -4;
    hr_batch_tables t = {
        scheme == 2 ? hr_low_a6_card_key : hr_card_key, scheme == 2 ? hr_low_a6_card_bit : hr_card_bit,
        scheme == 0 ? hr_low_a5_rank : hr_low_27_rank, scheme == 0 ? HR_FLUSH_NONE : HR_FLUSH_ROW,
        scheme, qualifier, (uint16_t)threshold, NULL};
    hr_batch_kernel fn = kernel_fn(kernel);
    enum { CHUNK = 8192 };  /* 16 KB: 2048 cost 3 % more (the copy and the setup per chunk) */
    uint16_t buf[CHUNK];
    for (size_t r = 0; r < n; r += CHUNK) {
        size_t m = n - r < CHUNK ? n - r : CHUNK;
        const uint8_t *rows = cards + r * (size_t)k;
        if (fn(&t, rows, m, k, buf)) {
            int64_t bad = first_bad_row(rows, m, k);
            if (bad >= 0) {
                memcpy(out + r, buf, (size_t)bad * sizeof buf[0]);
                return (int64_t)r + bad;
            }
        }
        memcpy(out + r, buf, m * sizeof buf[0]);
    }
    return -1;
}

/* The last card of a hand, every id in (after, 51], added to a prefix of key kp and bits bp.
 * When no suit holds four cards of the prefix, no last card makes a flush, and the value
 * depends on the last card's rank only: one lookup per rank, counted once per suit left
 * (about 3.5 times fewer lookups; one prefix in nine takes the card-by-card loop). */
HR_INLINE void last_card(uint64_t kp, uint64_t bp, int after, uint64_t *hist)
{
    if (after >= 51)
        return;
    if (((kp + (0x1111ULL << HR_SUIT_SHIFT)) & HR_FLUSH_BITS) == 0) {  /* every suit below 4 */
        int r = (after + 1) >> 2;
        hist[hr_rank_table[hr_rank_slot(kp + hr_card_key[4 * r])]] += (uint64_t)(4 * r + 3 - after);
        for (r++; r < 13; r++)
            hist[hr_rank_table[hr_rank_slot(kp + hr_card_key[4 * r])]] += 4;
        return;
    }
    for (int c = after + 1; c < 52; c++)
        hist[hr_lookup(kp + hr_card_key[c], bp | hr_card_bit[c])]++;
}

/* The last two cards of a hand, every pair of ids in (after, 51], added to a prefix of key kp
 * and bits bp. When no suit holds three cards of the prefix, no two more make a flush (five of a
 * suit), and the value depends on the two ranks only: one lookup per pair of ranks, counted once
 * per pair of ids with those ranks (at most 91 lookups where the card-by-card loops make up to
 * 1,081; two prefixes in three of 5 cards). Otherwise the next card, then last_card. */
HR_INLINE void last_two(uint64_t kp, uint64_t bp, int after, uint64_t *hist)
{
    if (((kp + (0x2222ULL << HR_SUIT_SHIFT)) & HR_FLUSH_BITS) == 0) {  /* every suit below 3 */
        const int low = (after + 1) >> 2;  /* the lowest rank left, with 4 * low + 3 - after ids */
        for (int r = low; r < 13; r++) {
            const uint64_t n = r == low ? (uint64_t)(4 * r + 3 - after) : 4, kr = kp + hr_card_key[4 * r];
            hist[hr_rank_table[hr_rank_slot(kr + hr_card_key[4 * r])]] += n * (n - 1) / 2;
            for (int q = r + 1; q < 13; q++)
                hist[hr_rank_table[hr_rank_slot(kr + hr_card_key[4 * q])]] += 4 * n;
        }
        return;
    }
    for (int c = after + 1; c < 52; c++)
        last_card(kp + hr_card_key[c], bp | hr_card_bit[c], c, hist);
}

/* Nested loops over card ids in increasing order, carrying partial sums, down to a prefix of
 * k - 2 cards; its last two by last_two. */
int hr_enumerate(int k, uint64_t *hist)
{
    if (k < 5 || k > 7)
        return -1;
    for (int a = 0; a < 52; a++) {
        uint64_t ka = HR_KEY_INIT + hr_card_key[a], ba = hr_card_bit[a];
        for (int b = a + 1; b < 52; b++) {
            uint64_t kb = ka + hr_card_key[b], bb = ba | hr_card_bit[b];
            for (int c = b + 1; c < 52; c++) {
                uint64_t kc = kb + hr_card_key[c], bc = bb | hr_card_bit[c];
                if (k == 5) {
                    last_two(kc, bc, c, hist);
                    continue;
                }
                for (int d = c + 1; d < 52; d++) {
                    uint64_t kd = kc + hr_card_key[d], bd = bc | hr_card_bit[d];
                    if (k == 6) {
                        last_two(kd, bd, d, hist);
                        continue;
                    }
                    for (int e = d + 1; e < 52; e++)
                        last_two(kd + hr_card_key[e], bd | hr_card_bit[e], e, hist);
                }
            }
        }
    }
    return 0;
}

int hr_enumerate_categories(int k, uint64_t *counts, uint32_t *distinct)
{
    uint64_t hist[HR_NUM_VALUES + 1] = {0};  /* 60 KB on the stack: no allocation */
    if (hr_enumerate(k, hist) != 0)
        return -1;
    uint32_t seen = 0;
    for (int c = 0; c < 10; c++)
        counts[c] = 0;
    for (int v = 1; v <= HR_NUM_VALUES; v++) {
        counts[hr_class_info[v] >> 20] += hist[v];
        seen += hist[v] != 0;
    }
    *distinct = seen;
    return 0;
}

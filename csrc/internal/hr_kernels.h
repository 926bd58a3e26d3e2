/* The batch kernels of hr_eval_batch (csrc/batch/batch.c: scalar and dispatch; csrc/batch/batch_x86.c:
 * AVX2 and AVX-512, compiled with function-level target attributes so the rest of the build
 * stays portable). Internal: the public calls are in hr_fast.h. */
#ifndef HR_KERNELS_H
#define HR_KERNELS_H
#include <stddef.h>
#include <stdint.h>
#include "hr_internal.h"

/* x86-64 with GCC or clang: the vector kernels exist (each still runs only on a CPU that
 * has its instructions); elsewhere, and with MSVC, only the scalar kernel. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HR_X86_KERNELS 1
#else
#define HR_X86_KERNELS 0
#endif

/* What a kernel evaluates: the high hands, or a low scheme (the tables of low.c). */
enum { HR_FLUSH_TABLE, HR_FLUSH_NONE, HR_FLUSH_ROW };
typedef struct {
    const uint64_t *keys, *bits;  /* card id -> key, bit (hr_card_key, hr_card_bit or a6's) */
    const uint16_t *rank;         /* hash slot -> value */
    int flush;                    /* TABLE: hr_flush_table; NONE: flushes do not count (a5);
                                   * ROW: a flush lane is read by hr_suited_low (27, a6) */
    int scheme, qualifier;        /* of the low scheme, for HR_FLUSH_ROW */
    uint16_t threshold;           /* values below it become 0 (a qualifier's minimum; 0: none) */
    const uint16_t *suited;       /* HR_FLUSH_TABLE: the flush table, NULL for hr_flush_table;
                                   * unused by the others (hr_suited_low has its own tables) */
} hr_batch_tables;

extern const hr_batch_tables hr_high_tables;

/* One kernel: n rows of k (5..7) ids into out[0..n); nonzero when some row may be bad (an
 * id above 51 or a repeated card), and then out holds unspecified values (the valid rows'
 * values are right). Reads exactly the n * k input bytes and writes exactly out[0..n). */
typedef uint64_t (*hr_batch_kernel)(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k,
                                    uint16_t *out);

/* The best low of a hand of k (5..7) cards holding five or more of a suit, in a scheme where
 * flushes count (27, and a6 through its renumbered ranks), from that suit's 13-bit rank mask
 * and `off`, the sum of the other cards' rank bits (ranks numbered as the scheme's bits):
 * one read of the tables tools/tablegen/low.py's suited_tables builds, which hold the best
 * of the suit's flush and every five with an off-suit card. Five cards: the flush table.
 * Any mask below 2^13 and off below 2^14 stays inside the tables. */
HR_INLINE uint16_t hr_suited_low(int k, unsigned mask, unsigned off)
{
    if (k == 5)
        return hr_low_27_flush[mask];
    return hr_low_27_suited[hr_low_27_suited_row[8192 * (k - 6) + mask] + hr_low_27_suited_col[off]];
}

/* The active kernel when it is a vector one, else NULL (batch.c). Short deck (shortdeck.c) runs
 * it with HR_FLUSH_TABLE and `suited` its own flush table (NULL: hr_flush_table). */
hr_batch_kernel hr_vector_kernel(void);

/* hr_low_batch by the active kernel; -4 when that is the scalar one (low.c's own loop). */
int64_t hr_low_batch_vector(const uint8_t *cards, size_t n, int k, int scheme, int qualifier, uint16_t *out);

#if HR_X86_KERNELS
uint64_t hr_batch_avx2(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k, uint16_t *out);
uint64_t hr_batch_avx512(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k, uint16_t *out);
int hr_cpu_has_avx2(void);
int hr_cpu_has_avx512(void);
/* Whether the table reads go by gathers where a kernel can read either way (1: the AVX-512
 * high batch's hash tables, and the Monte Carlo pairs in vector lanes of equity.c) or by
 * scalar loads (0: the batch; Monte Carlo keeps its scalar loop). Set 1 or 0, or -1 to keep
 * the choice (by default 1 on Intel CPUs, where the gathers measured faster, 0 elsewhere);
 * returns the choice. */
int hr_fast_gathers(int set);
#endif

#endif

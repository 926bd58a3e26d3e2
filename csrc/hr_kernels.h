/* The batch kernels of hr_eval_batch (csrc/batch.c: scalar and dispatch; csrc/batch_x86.c:
 * AVX2 and AVX-512, compiled with function-level target attributes so the rest of the build
 * stays portable). Internal: the public calls are in fast.h. */
#ifndef HR_KERNELS_H
#define HR_KERNELS_H
#include <stddef.h>
#include <stdint.h>

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
                                   * ROW: a flush lane is evaluated by hr_low_ids (27, a6) */
    int scheme, qualifier;        /* of the low scheme, for HR_FLUSH_ROW */
    uint16_t threshold;           /* values below it become 0 (a qualifier's minimum; 0: none) */
} hr_batch_tables;

extern const hr_batch_tables hr_high_tables;

/* One kernel: n rows of k (5..7) ids into out[0..n); nonzero when some row may be bad (an
 * id above 51 or a repeated card), and then out holds unspecified values (the valid rows'
 * values are right). Reads exactly the n * k input bytes and writes exactly out[0..n). */
typedef uint64_t (*hr_batch_kernel)(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k,
                                    uint16_t *out);

/* low.c: the best low of a valid hand of k cards of scheme 1 or 2 (27, a6) holding five or
 * more of a suit, from its rank-key sum and that suit's 13-bit rank mask (0 below the
 * qualifier). Any mask below 2^13 stays inside the tables. */
uint16_t hr_low_suited(int scheme, int k, uint32_t ranks, unsigned mask, int qualifier);

/* Short deck (shortdeck.c) through the kernels: tables with scheme HR_SD_SCHEME + ranking and
 * HR_FLUSH_ROW, the rank table over the high hash slots, whose flush lanes hr_low_suited hands
 * to hr_sd_suited (from the lane's rank-key sum and the flush suit's 13-bit rank mask). */
#define HR_SD_SCHEME 3
uint16_t hr_sd_suited(int ranking, uint32_t ranks, unsigned mask);
/* The active kernel when it is a vector one, else NULL (batch.c). */
hr_batch_kernel hr_vector_kernel(void);

/* hr_low_batch by the active kernel; -4 when that is the scalar one (low.c's own loop). */
int64_t hr_low_batch_vector(const uint8_t *cards, size_t n, int k, int scheme, int qualifier, uint16_t *out);

#if HR_X86_KERNELS
uint64_t hr_batch_avx2(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k, uint16_t *out);
uint64_t hr_batch_avx512(const hr_batch_tables *t, const uint8_t *cards, size_t n, int k, uint16_t *out);
int hr_cpu_has_avx2(void);
int hr_cpu_has_avx512(void);
#endif

#endif

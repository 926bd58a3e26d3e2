/* handrank C core: one batch (high, short deck or low hands) shared by several threads.
 *
 * Each thread calls hr_batch_run once, without the GIL, and takes pieces of the batch from a
 * shared counter until none are left: the pieces shrink as the batch runs out (a piece is the
 * rows left over twice the threads, at least HR_BATCH_PIECE_MIN), so the threads finish within
 * a few microseconds of each other however late one of them starts. Pieces are whole blocks of
 * 64 rows (no 128-byte block of `out` is written by two threads). Where the compiler has no
 * atomic operations (neither GCC, clang nor MSVC), thread `index` takes the index-th of
 * `threads` equal shares instead.
 */
#ifndef HR_BATCH_JOB_H
#define HR_BATCH_JOB_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The batch loops a job runs: hr_eval_batch, hr_sd_batch (arg: the ranking) and hr_low_batch
 * (arg: the scheme; and the qualifier). */
#define HR_BATCH_HIGH 0
#define HR_BATCH_SHORTDECK 1
#define HR_BATCH_LOW 2
#define HR_BATCH_PIECE_MIN 2048

typedef struct {
    int op, arg, qualifier;  /* HR_BATCH_*, and its arguments */
    int k;                   /* cards per row, 5..7 */
    const uint8_t *cards;    /* n rows of k ids */
    size_t n;
    uint16_t *out;           /* n values */
    int threads;             /* how many threads run the job, 1..: sizes the pieces */
    int64_t next;            /* the first row no thread has taken: 0 before the first run */
    int64_t busy;            /* threads inside hr_batch_run: 0 before the first run */
    int64_t bad;             /* the first bad row the threads found: -1 before the first run */
} hr_batch_job;

/* The batch loop `op` over n rows of k ids into out[0..n) (its return value: -1 when every
 * row was valid, else the first bad row; -2 for a bad op, k or argument). */
int64_t hr_batch_rows(int op, int arg, int qualifier, const uint8_t *cards, size_t n, int k,
                      uint16_t *out);
/* This thread's share of `job` (`index`: 0 .. threads - 1, each called once): the first bad
 * row among the pieces it ran, or -1; the job's first bad row is the least of the threads'.
 * -2 for a bad job (nothing read or written). After a bad row a thread takes no more pieces,
 * nor do the others (every piece not yet taken lies after it). */
int64_t hr_batch_run(hr_batch_job *job, int index);
/* 1 when every piece of `job` is done and `bad` is its first bad row, waiting (without sleeping,
 * a few hundred microseconds at most) for threads still running a piece; else 0 (and always 0
 * without atomic operations): then join the threads and take the least of their returns. */
int hr_batch_done(hr_batch_job *job);

#ifdef __cplusplus
}
#endif
#endif

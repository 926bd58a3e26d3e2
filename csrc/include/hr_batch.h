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
#ifndef HR_BATCH_H
#define HR_BATCH_H
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
    uint16_t *copy_to;       /* NULL, or n values: out is copied there when every row is valid */
    int threads;             /* how many threads run the job, 1..: sizes the pieces */
    int done;                /* set by thread 0: every piece was done when it returned */
    int copied;              /* set by thread 0: and copied to copy_to */
    /* shared by the threads: 0, 0, -1, 0, 0, 0 before the first run */
    int64_t next;            /* the first row no thread has taken */
    int64_t busy;            /* threads taking pieces */
    int64_t bad;             /* the first bad row the threads found, or -1 */
    int64_t released;        /* thread 0 has returned (the others wait for it); 2: copy too */
    int64_t copy_next;       /* the first value no thread has taken to copy */
    int64_t copying;         /* threads copying values */
} hr_batch_job;

/* The batch loop `op` over n rows of k ids into out[0..n) (its return value: -1 when every
 * row was valid, else the first bad row; -2 for a bad op, k or argument). */
int64_t hr_batch_rows(int op, int arg, int qualifier, const uint8_t *cards, size_t n, int k,
                      uint16_t *out);
/* Thread `index`'s share of `job` (index 0 .. threads - 1, each called once; 0 is the thread
 * that waits for the others): the first bad row among the pieces it ran, or -1; -2 for a bad
 * job (nothing read or written). After a bad row no thread takes a piece (every piece not yet
 * taken lies after it). With atomic operations, each wait below is a spin of about half a
 * millisecond at most, never a sleep:
 * - thread 0 waits for the pieces the others still run: if they end, it sets `done` and
 *   returns the job's first bad row; else (and always without atomics) join the threads and
 *   take the least of their returns;
 * - with copy_to and every row valid, the threads then copy the values there in pieces, and
 *   thread 0 waits for the others' copies: if they end, it sets `copied` (else join the
 *   threads, then copy it all);
 * - the others return after thread 0, so that it is the first back in Python. */
int64_t hr_batch_run(hr_batch_job *job, int index);

#ifdef __cplusplus
}
#endif
#endif

/* One batch shared by several threads (hr_batch.h). */
#include "hr_batch.h"
#include "hr_core.h"
#include "hr_low.h"
#include "hr_shortdeck.h"

#include <string.h>

/* cas64(p, expected, desired): *p = desired if *p was expected, atomically; returns what *p
 * held. load64(p): *p, atomically. add64(p, d): *p += d, atomically. */
#if defined(__GNUC__) || defined(__clang__)
#define HR_BATCH_SHARED 1
static int64_t cas64(int64_t *p, int64_t expected, int64_t desired)
{
    __atomic_compare_exchange_n(p, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return expected;
}
static int64_t load64(int64_t *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }
static void add64(int64_t *p, int64_t d) { __atomic_fetch_add(p, d, __ATOMIC_SEQ_CST); }
#elif defined(_MSC_VER)
/* indented: tests/test_c99.py puts every "#include <" line first in its portable build */
#  include <intrin.h>
#define HR_BATCH_SHARED 1
static int64_t cas64(int64_t *p, int64_t expected, int64_t desired)
{
    return _InterlockedCompareExchange64((volatile long long *)p, desired, expected);
}
static int64_t load64(int64_t *p) { return cas64(p, 0, 0); }  /* writes 0 only over 0 */
static void add64(int64_t *p, int64_t d) { _InterlockedExchangeAdd64((volatile long long *)p, d); }
#else
#define HR_BATCH_SHARED 0
#endif
/* the checks of another thread's progress before a thread stops waiting for it: about half a
 * millisecond on a 2026 x86-64 core (0.28 ns a check), far longer than the last pieces and
 * copies it waits for, short enough not to hold on to a core that a busy machine needs */
#define HR_BATCH_SPIN 2000000L

int64_t hr_batch_rows(int op, int arg, int qualifier, const uint8_t *cards, size_t n, int k,
                      uint16_t *out)
{
    switch (op) {
    case HR_BATCH_HIGH: return hr_eval_batch(cards, n, k, out);
    case HR_BATCH_SHORTDECK: return hr_sd_batch(cards, n, k, arg, out);
    case HR_BATCH_LOW: return hr_low_batch(cards, n, k, arg, qualifier, out);
    default: return -2;
    }
}

/* rows [start, end) of the job; the first bad row (of the batch) among them, or -1 */
static int64_t run_rows(const hr_batch_job *job, size_t start, size_t end)
{
    const size_t k = (size_t)job->k;
    int64_t bad = hr_batch_rows(job->op, job->arg, job->qualifier, job->cards + start * k,
                                end - start, job->k, job->out + start);
    return bad >= 0 ? (int64_t)start + bad : -1;
}

#if HR_BATCH_SHARED
/* The end of the piece that starts at row `start`: the rows left over twice the threads (all
 * of them for one thread), at least HR_BATCH_PIECE_MIN, in whole 64-row blocks. */
static int64_t piece_end(int64_t start, int64_t n, int64_t threads)
{
    int64_t m = threads > 1 ? (n - start) / (2 * threads) : n - start;
    if (m < HR_BATCH_PIECE_MIN)
        m = HR_BATCH_PIECE_MIN;
    m -= m % 64;
    return m < n - start ? start + m : n;
}

/* A piece [*start, *end) of n taken from the counter *next; 0 when none is left. */
static int claim(int64_t *next, int64_t n, int threads, int64_t *start, int64_t *end)
{
    int64_t s = load64(next), seen;
    while (s < n) {
        int64_t e = piece_end(s, n, threads);
        if ((seen = cas64(next, s, e)) == s) {
            *start = s, *end = e;
            return 1;
        }
        s = seen;  /* another thread took it first */
    }
    return 0;
}

/* Pieces of rows until none is left or one holds a bad row (then none is taken any more:
 * every row not taken yet lies after it); the first bad row of them, or -1. */
static int64_t take_pieces(hr_batch_job *job)
{
    const int64_t n = (int64_t)job->n;
    int64_t first = -1, start, end, seen;
    add64(&job->busy, 1);
    while (first < 0 && claim(&job->next, n, job->threads, &start, &end)) {
        first = run_rows(job, (size_t)start, (size_t)end);
        if (first >= 0) {
            for (start = load64(&job->next); (seen = cas64(&job->next, start, n)) != start; )
                start = seen;
            for (start = load64(&job->bad); (start < 0 || first < start)
                 && (seen = cas64(&job->bad, start, first)) != start; )
                start = seen;
        }
    }
    add64(&job->busy, -1);  /* after the last write of this thread's pieces */
    return first;
}

/* Pieces of the values, out to copy_to, until none is left. */
static void copy_pieces(hr_batch_job *job)
{
    int64_t start, end;
    add64(&job->copying, 1);
    while (claim(&job->copy_next, (int64_t)job->n, job->threads, &start, &end))
        memcpy(job->copy_to + start, job->out + start, (size_t)(end - start) * sizeof *job->out);
    add64(&job->copying, -1);  /* after the last write of this thread's pieces */
}
#endif

int64_t hr_batch_run(hr_batch_job *job, int index)
{
    if (job->threads < 1 || index < 0 || index >= job->threads || job->n > (size_t)INT64_MAX
        || hr_batch_rows(job->op, job->arg, job->qualifier, job->cards, 0, job->k, job->out) != -1)
        return -2;  /* n = 0: the arguments' check alone */
#if HR_BATCH_SHARED
    int64_t first = take_pieces(job);
    long spin;
    if (index > 0) {
        /* back to Python (the GIL) only once the calling thread is: it goes first */
        for (spin = 0; spin < HR_BATCH_SPIN && !load64(&job->released); spin++)
            ;
        if (load64(&job->released) == 2)
            copy_pieces(job);
        return first;
    }
    /* the others' last pieces are short: waited for here, not by a sleep and a wake-up */
    for (spin = 0; spin < HR_BATCH_SPIN; spin++)
        if (load64(&job->busy) == 0) {
            job->done = 1;
            first = load64(&job->bad);
            break;
        }
    if (!job->done || first >= 0 || job->copy_to == NULL) {
        add64(&job->released, 1);
        return first;
    }
    add64(&job->released, 2);  /* every row valid: the values to copy_to, by every thread */
    copy_pieces(job);
    for (spin = 0; spin < HR_BATCH_SPIN; spin++)
        if (load64(&job->copying) == 0) {
            job->copied = 1;
            break;
        }
    return first;
#else
    /* share `index` of `threads`: blocks / threads blocks, one more for the first blocks % threads */
    size_t blocks = job->n / 64, each = blocks / (size_t)job->threads, extra = blocks % (size_t)job->threads;
    size_t i = (size_t)index;
    size_t start = 64 * (i * each + (i < extra ? i : extra));
    size_t end = i + 1 == (size_t)job->threads ? job->n : start + 64 * (each + (i < extra));
    return start < end ? run_rows(job, start, end) : -1;
#endif
}

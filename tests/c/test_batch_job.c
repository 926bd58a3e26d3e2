/* hr_batch_run (csrc/batch/batch_job.c): a job's values equal its batch loop's, whatever the thread
 * count, the rows (not a multiple of 64, fewer than the threads' blocks) or the op; the first
 * bad row is the least of the threads' returns (and the job's `bad`), wherever it lies against
 * the pieces; copy_to gets the values when every row is valid, else is left as it was; a bad
 * job reads and writes nothing. The threads here are calls one after another, thread 0 last or
 * first (orders a busy machine may give them: a thread that waits for another gives up after a
 * bound); tests/test_batch_threads.py runs real ones. With atomics the first call takes every
 * piece; without (the portable build), each its own share. */
#include "hr_batch.h"
#include "hr_core.h"
#include "testkit.h"

/* the job's values and first bad row over `threads` calls (thread 0, the waiting one, last;
 * or first, when `zero_first`); out of n + 1 values, the last a canary no call may touch */
static int64_t run_job_in(int op, int arg, int q, const uint8_t *cards, size_t n, int k, int threads,
                          uint16_t *out, int zero_first)
{
    uint16_t *copy = malloc((n + 1) * sizeof *copy);
    for (size_t r = 0; r <= n; r++)
        copy[r] = 0xBEEF;
    hr_batch_job job = {op, arg, q, k, cards, n, out, copy, threads, 0, 0, 0, 0, -1, 0, 0, 0};
    int64_t first = -1, zero = 0;
    out[n] = 0xBEEF;
    for (int j = 0; j < threads; j++) {
        int i = zero_first ? j : threads - 1 - j;
        int64_t bad = hr_batch_run(&job, i);
        CHECK(bad >= -1);
        if (i == 0)
            zero = bad;
        if (bad >= 0 && (first < 0 || bad < first))
            first = bad;
    }
    CHECK(out[n] == 0xBEEF);
    if (job.done)  /* with atomics: thread 0 saw every piece done and names the first bad row */
        CHECK(zero == first && job.bad == first);
    CHECK(job.busy == 0 && job.copying == 0);
    CHECK(job.copied == (job.done && first == -1));  /* with atomics, thread 0 copies */
    if (job.copied)  /* every row valid, and the values copied (else copy_to untouched) */
        CHECK(first == -1 && memcmp(copy, out, n * sizeof *copy) == 0 && copy[n] == 0xBEEF);
    else
        for (size_t r = 0; r <= n; r++)
            CHECK(copy[r] == 0xBEEF);
    free(copy);
    return first;
}

/* run_job_in in both orders, which agree */
static int64_t run_job(int op, int arg, int q, const uint8_t *cards, size_t n, int k, int threads,
                       uint16_t *out)
{
    int64_t first = run_job_in(op, arg, q, cards, n, k, threads, out, 0);
    CHECK(run_job_in(op, arg, q, cards, n, k, threads, out, 1) == first);
    return first;
}

static void test_values(int op, int arg, int q)
{
    static const size_t sizes[] = {1, 63, 64, 65, 200, 2048 * 3 + 17, 40000};
    for (int k = 5; k <= 7; k++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            size_t n = sizes[s];
            uint8_t *deals = malloc(n * (size_t)k);
            for (size_t r = 0; r < n; r++)
                deal(deals + r * (size_t)k, k, 52, op == HR_BATCH_SHORTDECK ? 0xFFFFULL : 0);
            uint8_t *cards = copy(deals, (int)(n * (size_t)k));
            uint16_t *want = malloc(n * sizeof *want), *got = malloc((n + 1) * sizeof *got);
            CHECK(hr_batch_rows(op, arg, q, cards, n, k, want) == -1);
            for (int threads = 1; threads <= 5; threads++) {
                CHECK(run_job(op, arg, q, cards, n, k, threads, got) == -1);
                CHECK(memcmp(got, want, n * sizeof *got) == 0);
            }
            free(deals);
            free(cards);
            free(want);
            free(got);
        }
}

/* one bad row (and a second one after it) at each piece boundary the runs may have */
static void test_first_bad_row(void)
{
    enum { K = 7 };
    const size_t n = 2048 * 5 + 100;
    const size_t at[] = {0, 1, 63, 64, 2047, 2048, 2049, 4095, 4096, 6144, 8191, 8192, n - 1};
    uint8_t *cards = malloc(n * K);
    uint16_t *out = malloc((n + 1) * sizeof *out);
    for (size_t r = 0; r < n; r++)
        deal(cards + r * K, K, 52, 0);
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++)
        for (int threads = 1; threads <= 4; threads++)
            for (int second = 0; second < 2; second++) {
                uint8_t *rows = copy(cards, (int)(n * K));
                rows[at[i] * K + 3] = rows[at[i] * K];  /* a card twice */
                if (second && at[i] + 1 < n)
                    rows[(n - 1) * K + 6] = 52;          /* and an id past the deck after it */
                CHECK(run_job(HR_BATCH_HIGH, 0, 0, rows, n, K, threads, out) == (int64_t)at[i]);
                CHECK(run_job(HR_BATCH_SHORTDECK, 0, 0, rows, n, K, threads, out) >= 0);
                CHECK(run_job(HR_BATCH_LOW, 1, 0, rows, n, K, threads, out) == (int64_t)at[i]);
                free(rows);
            }
    free(cards);
    free(out);
}

static void test_bad_jobs(void)
{
    uint8_t cards[7] = {0, 4, 8, 12, 16, 20, 24};
    uint16_t out[2] = {0xBEEF, 0xBEEF};
    hr_batch_job ok = {HR_BATCH_HIGH, 0, 0, 7, cards, 1, out, NULL, 2, 0, 0, 0, 0, -1, 0, 0, 0};
    hr_batch_job bad[6];
    for (int i = 0; i < 6; i++)
        bad[i] = ok;
    bad[0].op = 3;
    bad[1].k = 4;
    bad[2].threads = 0;
    bad[3].op = HR_BATCH_SHORTDECK, bad[3].arg = 2;      /* no such ranking */
    bad[4].op = HR_BATCH_LOW, bad[4].arg = 3;            /* no such scheme */
    bad[5].op = HR_BATCH_LOW, bad[5].qualifier = 99;
    for (int i = 0; i < 6; i++)
        CHECK(hr_batch_run(&bad[i], 0) == -2 && bad[i].next == 0);
    CHECK(hr_batch_run(&ok, -1) == -2 && hr_batch_run(&ok, 2) == -2 && ok.next == 0);
    CHECK(out[0] == 0xBEEF && out[1] == 0xBEEF);
    CHECK(hr_batch_rows(9, 0, 0, cards, 1, 7, out) == -2 && out[0] == 0xBEEF);
    CHECK(hr_batch_run(&ok, 1) == -1 && hr_batch_run(&ok, 0) == -1 && out[0] == hr_eval_ids(cards, 7));
}

int main(void)
{
    test_values(HR_BATCH_HIGH, 0, 0);
    test_values(HR_BATCH_SHORTDECK, 1, 0);
    test_values(HR_BATCH_LOW, 0, 1);
    test_values(HR_BATCH_LOW, 2, 0);
    test_first_bad_row();
    test_bad_jobs();
    if (failures) {
        printf("test_batch_job: %d failures\n", failures);
        return 1;
    }
    printf("test_batch_job: ok\n");
    return 0;
}

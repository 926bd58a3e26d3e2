/* The C core on several threads at once, as free-threaded Python calls it: built with
 * -fsanitize=thread by tests/c/run.sh (its "tsan" pass), where any data race fails the run, and
 * with ASan and UBSan like every program here.
 * - Each batch job (hr_batch_run: high, short deck, low; 5 to 7 cards; with and without a bad
 *   row; with copy_to) run by 2 and 4 real threads at once: the values, copy and first bad row
 *   are one thread's (hr_batch_rows).
 * - Four threads evaluating (hr_eval_batch, hr_sd_batch, hr_low_batch, hr_eval_ids,
 *   hr_eval_omaha) and dealing Monte Carlo equity (hr_equity_mc) and exact slices
 *   (hr_equity_exact) while a fifth switches the batch kernel (hr_kernel_select) and the table
 *   reads (hr_fast_gathers) among those this CPU runs: every answer is the one computed first,
 *   on one thread, by the scalar kernel. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>

#include "hr_batch.h"
#include "hr_core.h"
#include "hr_equity.h"
#include "hr_fast.h"
#include "hr_kernels.h"
#include "hr_low.h"
#include "hr_shortdeck.h"
#include "testkit.h"

#undef CHECK  /* testkit's, counting failures from any thread */
#define CHECK(cond) do { if (!(cond)) { __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED); \
    fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

/* ---- one job, real threads ---------------------------------------------------------------- */

typedef struct {
    hr_batch_job *job;
    int index;
    int64_t bad;
} runner;

static void *run_share(void *arg)
{
    runner *r = arg;
    r->bad = hr_batch_run(r->job, r->index);
    return NULL;
}

/* the job over `threads` threads (thread 0 the calling one, started last); its first bad row */
static int64_t run_on_threads(int op, int arg, int q, const uint8_t *cards, size_t n, int k, int threads,
                              uint16_t *out, uint16_t *copy_to)
{
    hr_batch_job job = {op, arg, q, k, cards, n, out, copy_to, threads, 0, 0, 0, 0, -1, 0, 0, 0};
    pthread_t tid[8];
    runner share[8];
    int64_t first = -1;
    for (int i = 0; i < threads; i++)
        share[i] = (runner){&job, i, -1};
    for (int i = 1; i < threads; i++)
        CHECK(pthread_create(&tid[i], NULL, run_share, &share[i]) == 0);
    run_share(&share[0]);
    for (int i = 1; i < threads; i++)
        CHECK(pthread_join(tid[i], NULL) == 0);
    for (int i = 0; i < threads; i++)
        if (share[i].bad >= 0 && (first < 0 || share[i].bad < first))
            first = share[i].bad;
    CHECK(job.busy == 0 && job.copying == 0);
    if (job.done)
        CHECK(share[0].bad == first && job.bad == first);
    if (copy_to != NULL && first < 0 && !job.copied)  /* thread 0 gave up waiting: copy as Python does */
        memcpy(copy_to, out, n * sizeof *out);
    return first;
}

static void test_jobs_on_threads(void)
{
    static const int ops[][3] = {{HR_BATCH_HIGH, 0, 0}, {HR_BATCH_SHORTDECK, 1, 0}, {HR_BATCH_LOW, 0, 8}};
    const size_t n = 2048 * 6 + 77;
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
        for (int k = 5; k <= 7; k++) {
            const int op = ops[o][0], arg = ops[o][1], q = ops[o][2];
            uint8_t *cards = malloc(n * (size_t)k);
            uint16_t *want = malloc(n * sizeof *want), *got = malloc(n * sizeof *got),
                     *copy_to = malloc(n * sizeof *copy_to);
            for (size_t r = 0; r < n; r++)
                deal(cards + r * (size_t)k, k, 52, op == HR_BATCH_SHORTDECK ? 0xFFFFULL : 0);
            CHECK(hr_batch_rows(op, arg, q, cards, n, k, want) == -1);
            for (int threads = 2; threads <= 4; threads += 2) {
                memset(copy_to, 0, n * sizeof *copy_to);
                CHECK(run_on_threads(op, arg, q, cards, n, k, threads, got, copy_to) == -1);
                CHECK(memcmp(got, want, n * sizeof *got) == 0 && memcmp(copy_to, want, n * sizeof *got) == 0);
                /* a card twice in a row of the third piece: the least bad row any thread found */
                const size_t bad = 2048 * 2 + 5;
                uint8_t keep = cards[bad * (size_t)k + 1];
                cards[bad * (size_t)k + 1] = cards[bad * (size_t)k];
                memset(copy_to, 0, n * sizeof *copy_to);
                int64_t first = run_on_threads(op, arg, q, cards, n, k, threads, got, copy_to);
                CHECK(op == HR_BATCH_SHORTDECK ? first >= 0 && first <= (int64_t)bad : first == (int64_t)bad);
                for (size_t r = 0; r < n; r++)
                    CHECK(copy_to[r] == 0);  /* never copied with a bad row */
                cards[bad * (size_t)k + 1] = keep;
            }
            free(cards), free(want), free(got), free(copy_to);
        }
}

/* ---- evaluations and equity while the kernel changes ------------------------------------------ */

enum { ROWS = 3000, MC_CASES = 6, EXACT_SLICES = 4, ROUNDS = 12 };

/* A Monte Carlo case: player 0's hand, two random hands, a flop. */
typedef struct {
    uint8_t hole[2], board[3];
    uint64_t seed, acc[7 * 3 + 3];
} mc_case;

static struct {
    uint8_t cards[7][ROWS * 7];          /* [k]: ROWS rows of k ids (short deck's: six and up) */
    uint8_t sd_cards[7][ROWS * 7];
    uint16_t high[7][ROWS], sd[7][ROWS], low[7][ROWS];
    uint16_t one[ROWS], omaha[ROWS];     /* hr_eval_ids of the 7-card rows; hr_eval_omaha of 4 + 3 */
    mc_case mc[MC_CASES];
    uint8_t combos[2 * 2 * 6];           /* two players, six combos each, for the exact slices */
    uint32_t counts[2];
    double weights[12];
    uint8_t board[4];
    uint64_t exact_ints[EXACT_SLICES][2 * 12];
    double exact_wsum[EXACT_SLICES][12];
} data;

static int stop;  /* set (atomically) by the main thread once the readers are done */

static void mc_run(const mc_case *c, uint64_t *acc)
{
    static const uint32_t counts[3] = {1, 0, 0};
    static const double cum[1] = {1.0};
    memset(acc, 0, sizeof c->acc);
    CHECK(hr_equity_mc(HR_EQ_HOLDEM, 3, 2, c->hole, counts, cum, c->board, 3, 0, c->seed, 7, 400, acc) == 400);
}

static void exact_run(int slice, uint64_t *ints, double *wsum)
{
    const uint64_t tuples = hr_equity_tuples(2, data.counts), step = tuples / EXACT_SLICES + 1;
    const uint64_t first = step * (uint64_t)slice, last = first + step < tuples ? first + step : tuples;
    memset(ints, 0, sizeof data.exact_ints[0]);
    memset(wsum, 0, sizeof data.exact_wsum[0]);
    CHECK(hr_equity_exact(HR_EQ_HOLDEM, 2, 2, data.combos, data.counts, data.weights, data.board, 4, 0, first,
                          last, ints, wsum) >= 0);
}

static void make_data(void)
{
    for (int k = 5; k <= 7; k++)
        for (int r = 0; r < ROWS; r++) {
            deal(data.cards[k - 5] + r * k, k, 52, 0);
            deal(data.sd_cards[k - 5] + r * k, k, 52, 0xFFFFULL);
        }
    CHECK(hr_kernel_select(HR_KERNEL_SCALAR) == HR_KERNEL_SCALAR);
    for (int k = 5; k <= 7; k++) {
        CHECK(hr_eval_batch(data.cards[k - 5], ROWS, k, data.high[k - 5]) == -1);
        CHECK(hr_sd_batch(data.sd_cards[k - 5], ROWS, k, 0, data.sd[k - 5]) == -1);
        CHECK(hr_low_batch(data.cards[k - 5], ROWS, k, 1, 0, data.low[k - 5]) == -1);
    }
    for (int r = 0; r < ROWS; r++) {
        data.one[r] = hr_eval_ids(data.cards[2] + 7 * r, 7);
        data.omaha[r] = hr_eval_omaha(data.cards[2] + 7 * r, 4, data.cards[2] + 7 * r + 4, 3);
    }
    for (int i = 0; i < MC_CASES; i++) {
        uint8_t five[5];
        deal(five, 5, 52, 0);
        memcpy(data.mc[i].hole, five, 2);
        memcpy(data.mc[i].board, five + 2, 3);
        data.mc[i].seed = rnd();
        mc_run(&data.mc[i], data.mc[i].acc);
    }
    uint8_t pool[4 + 24];
    deal(pool, 4 + 24, 52, 0);
    memcpy(data.board, pool, 4);
    memcpy(data.combos, pool + 4, 24);
    data.counts[0] = data.counts[1] = 6;
    for (int i = 0; i < 12; i++)
        data.weights[i] = 1.0 + (double)(i % 3);
    for (int s = 0; s < EXACT_SLICES; s++)
        exact_run(s, data.exact_ints[s], data.exact_wsum[s]);
    hr_kernel_select(-1);
}

static void *reader(void *arg)
{
    const int id = (int)(size_t)arg;
    uint16_t out[ROWS];
    uint64_t acc[7 * 3 + 3], ints[2 * 12];
    double wsum[12];
    for (int round = 0; round < ROUNDS; round++) {
        const int k = 5 + (round + id) % 3;
        CHECK(hr_eval_batch(data.cards[k - 5], ROWS, k, out) == -1);
        CHECK(memcmp(out, data.high[k - 5], sizeof out) == 0);
        CHECK(hr_sd_batch(data.sd_cards[k - 5], ROWS, k, 0, out) == -1);
        CHECK(memcmp(out, data.sd[k - 5], sizeof out) == 0);
        CHECK(hr_low_batch(data.cards[k - 5], ROWS, k, 1, 0, out) == -1);
        CHECK(memcmp(out, data.low[k - 5], sizeof out) == 0);
        for (int r = (round + id) % 50; r < ROWS; r += 50) {
            CHECK(hr_eval_ids(data.cards[2] + 7 * r, 7) == data.one[r]);
            CHECK(hr_eval_omaha(data.cards[2] + 7 * r, 4, data.cards[2] + 7 * r + 4, 3) == data.omaha[r]);
        }
        const mc_case *c = &data.mc[(round + id) % MC_CASES];
        mc_run(c, acc);
        CHECK(memcmp(acc, c->acc, sizeof acc) == 0);
        const int s = (round + id) % EXACT_SLICES;
        exact_run(s, ints, wsum);
        CHECK(memcmp(ints, data.exact_ints[s], sizeof ints) == 0 && memcmp(wsum, data.exact_wsum[s], sizeof wsum) == 0);
    }
    return NULL;
}

static void *switcher(void *arg)
{
    (void)arg;
    for (int i = 0; !__atomic_load_n(&stop, __ATOMIC_RELAXED); i++) {
        int kernel = i % 3;
        if (hr_kernel_available(kernel))
            CHECK(hr_kernel_select(kernel) == kernel);
#if HR_X86_KERNELS
        hr_fast_gathers(i / 3 % 2);
#endif
    }
    return NULL;
}

static void test_while_the_kernel_changes(void)
{
    enum { READERS = 4 };
#if HR_X86_KERNELS
    const int gathers = hr_fast_gathers(-1);
#endif
    pthread_t readers[READERS], sw;
    make_data();
    CHECK(pthread_create(&sw, NULL, switcher, NULL) == 0);
    for (int i = 0; i < READERS; i++)
        CHECK(pthread_create(&readers[i], NULL, reader, (void *)(size_t)i) == 0);
    for (int i = 0; i < READERS; i++)
        CHECK(pthread_join(readers[i], NULL) == 0);
    __atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
    CHECK(pthread_join(sw, NULL) == 0);
    hr_kernel_select(-1);
#if HR_X86_KERNELS
    hr_fast_gathers(gathers);
#endif
}

int main(void)
{
    test_jobs_on_threads();
    test_while_the_kernel_changes();
    if (failures) {
        printf("test_threads: %d failures\n", failures);
        return 1;
    }
    printf("test_threads: ok\n");
    return 0;
}

/* Every batch kernel this CPU runs (csrc/batch/batch_x86.c) against the scalar one.
 *
 * - Random batches of every length up to a few blocks, with one bad row (an id of 52..255
 *   or a repeated card, at each card position and each row, so in every lane of a block and
 *   in the padded tail): the same first bad row as the scalar kernel; with no bad row, the
 *   same values. Inputs are exact-size copies, so ASan sees any read past a batch.
 * - The same for hr_low_batch (the vector kernels through batch.c's hr_low_batch_vector)
 *   against low.c's own loop, every scheme, qualifiers 0, 4 and 8, across its chunk size.
 * - With the argument "all": every 5-, 6- and 7-card hand (2,598,960 + 20,358,520 +
 *   133,784,560) through each kernel, bit for bit the scalar kernel's values, high and low
 *   (a5, 27, a6 up to 6 cards, a6 at 7), and hr_enumerate's histograms against them.
 *   Without it, every 5-card hand only (run.sh runs the sanitizer build without and an
 *   optimized build with it: the sanitizers make the full run slow).
 */
#include "hr_fast.h"
#include "hr_core.h"
#include "hr_kernels.h"
#include "hr_low.h"
#include "testkit.h"

static const char *const NAMES[] = {"scalar", "avx2", "avx512"};

static int64_t run(int kernel, const uint8_t *cards, size_t n, int k, uint16_t **out)
{
    uint8_t *in = copy(cards, (int)(n * (size_t)k));  /* exactly n * k bytes */
    *out = malloc(n ? n * sizeof(uint16_t) : 1);
    int64_t r = hr_eval_batch_kernel(kernel, in, n, k, *out);
    free(in);
    return r;
}

/* kernel against scalar on one batch: the same return, and the same values when valid */
static void same_as_scalar(int kernel, const uint8_t *cards, size_t n, int k, int64_t want)
{
    uint16_t *a, *b;
    int64_t ra = run(HR_KERNEL_SCALAR, cards, n, k, &a), rb = run(kernel, cards, n, k, &b);
    CHECK(ra == want);
    CHECK(rb == want);
    if (want == -1 && ra == -1 && rb == -1) {
        CHECK(memcmp(a, b, n * sizeof(uint16_t)) == 0);
#if HR_X86_KERNELS
        /* a valid batch raises no flag (else every batch would be scanned again) */
        uint8_t *in = copy(cards, (int)(n * (size_t)k));
        CHECK((kernel == HR_KERNEL_AVX2 ? hr_batch_avx2 : hr_batch_avx512)(&hr_high_tables, in, n, k, b) == 0);
        free(in);
#endif
    }
    if (rb != want)
        fprintf(stderr, "  %s: k=%d n=%zu: %lld, want %lld\n", NAMES[kernel], k, n, (long long)rb,
                (long long)want);
    free(a);
    free(b);
}

static void random_batches(int kernel)
{
    uint8_t cards[80 * 7];
    for (int k = 5; k <= 7; k++) {
        for (size_t n = 1; n <= 80; n++) {
            for (size_t r = 0; r < n; r++)
                deal(cards + r * (size_t)k, k, 52, 0);
            same_as_scalar(kernel, cards, n, k, -1);
            size_t rows = n <= 40 ? n : 8;  /* each row of the first blocks and the tail */
            for (size_t i = 0; i < rows; i++) {
                size_t bad = n <= 40 ? i : n - 1 - i;
                uint8_t *row = cards + bad * (size_t)k;
                for (int j = 0; j < k; j++) {
                    uint8_t keep = row[j];
                    row[j] = (uint8_t)(52 + rnd() % 204);
                    same_as_scalar(kernel, cards, n, k, (int64_t)bad);
                    row[j] = row[(j + 1 + (int)(rnd() % (uint64_t)(k - 1))) % k];  /* a repeat */
                    same_as_scalar(kernel, cards, n, k, (int64_t)bad);
                    if (bad + 1 < n) {  /* two bad rows: the first is named */
                        uint8_t *next = row + k, kept = next[0];
                        next[0] = 255;
                        same_as_scalar(kernel, cards, n, k, (int64_t)bad);
                        next[0] = kept;
                    }
                    row[j] = keep;
                }
            }
        }
    }
    /* random bytes: mostly bad rows, the same first one */
    for (int t = 0; t < 300; t++) {
        size_t n = 1 + (size_t)(rnd() % 80);
        int k = 5 + (int)(rnd() % 3);
        for (size_t i = 0; i < n * (size_t)k; i++)
            cards[i] = (uint8_t)(t % 2 ? rnd() % 56 : rnd());
        uint16_t *a, *b;
        int64_t ra = run(HR_KERNEL_SCALAR, cards, n, k, &a), rb = run(kernel, cards, n, k, &b);
        CHECK(ra == rb);
        free(a);
        free(b);
    }
    CHECK(hr_eval_batch_kernel(kernel, NULL, 0, 7, NULL) == -1);  /* touches nothing */
    CHECK(hr_eval_batch_kernel(kernel, cards, 1, 4, NULL) == -2);
}

/* hr_low_batch by `kernel` (made the active one) into a copy of `out` */
static int64_t low_by(int kernel, const uint8_t *cards, size_t n, int k, int scheme, int q, uint16_t *out)
{
    CHECK(hr_kernel_select(kernel) == kernel);
    return hr_low_batch(cards, n, k, scheme, q, out);
}

/* Low batches: the vector kernel as low.c's loop, bad rows included: the rows before the
 * first bad one evaluated, the rows after it left as they were. */
static void low_batches(int kernel)
{
    static uint8_t cards[5000 * 7];
    static uint16_t a[5000], b[5000];
    const size_t sizes[] = {1, 7, 8, 15, 16, 17, 33, 100, 2047, 2048, 2049, 5000};
    for (int scheme = 0; scheme < 3; scheme++)
        for (int k = 5; k <= 7; k++)
            for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
                size_t n = sizes[si];
                int q = (int)(si % 3) * 4;  /* qualifiers 0, 4, 8 */
                for (size_t r = 0; r < n; r++)
                    deal(cards + r * (size_t)k, k, 52, 0);
                uint8_t *in = copy(cards, (int)(n * (size_t)k));
                CHECK(low_by(HR_KERNEL_SCALAR, in, n, k, scheme, q, a) == -1);
                CHECK(low_by(kernel, in, n, k, scheme, q, b) == -1);
                CHECK(memcmp(a, b, n * sizeof a[0]) == 0);
                size_t bad = (size_t)(rnd() % n);
                in[bad * (size_t)k + (size_t)(rnd() % (uint64_t)k)] = (uint8_t)(52 + rnd() % 200);
                for (size_t i = 0; i < n; i++)
                    a[i] = b[i] = 0xABCD;
                CHECK(low_by(HR_KERNEL_SCALAR, in, n, k, scheme, q, a) == (int64_t)bad);
                CHECK(low_by(kernel, in, n, k, scheme, q, b) == (int64_t)bad);
                CHECK(memcmp(a, b, n * sizeof a[0]) == 0);
                CHECK(b[n - 1] == 0xABCD || bad == n - 1);
                free(in);
            }
    CHECK(hr_kernel_select(kernel) == kernel);
}

/* Every k-card hand through `kernel`, in chunks, against the scalar kernel (scheme -1: the
 * high batch; else hr_low_batch of that scheme, qualifier 0). */
enum { CHUNK = 1 << 16 };
typedef struct {
    int k, kernel, scheme;
    size_t n;
    uint64_t hands, differ;
    uint64_t *hist;  /* values counted from the scalar batch, against hr_enumerate's */
    uint8_t *rows;
    uint16_t *want, *got;
} sweep;

static void sweep_flush(sweep *s)
{
    if (!s->n)
        return;
    if (s->scheme >= 0) {
        CHECK(low_by(HR_KERNEL_SCALAR, s->rows, s->n, s->k, s->scheme, 0, s->want) == -1);
        CHECK(low_by(s->kernel, s->rows, s->n, s->k, s->scheme, 0, s->got) == -1);
    } else {
        CHECK(hr_eval_batch_kernel(HR_KERNEL_SCALAR, s->rows, s->n, s->k, s->want) == -1);
        CHECK(hr_eval_batch_kernel(s->kernel, s->rows, s->n, s->k, s->got) == -1);
    }
    for (size_t i = 0; i < s->n; i++) {
        s->differ += s->want[i] != s->got[i];
        s->hist[s->want[i]]++;
    }
    s->hands += s->n;
    s->n = 0;
}

static void sweep_from(sweep *s, uint8_t *prefix, int depth, int first)
{
    if (depth == s->k - 1) {
        for (int c = first; c < 52; c++) {
            uint8_t *row = s->rows + s->n * (size_t)s->k;
            memcpy(row, prefix, (size_t)depth);
            row[depth] = (uint8_t)c;
            if (++s->n == CHUNK)
                sweep_flush(s);
        }
        return;
    }
    for (int c = first; c < 52 - (s->k - 1 - depth); c++) {
        prefix[depth] = (uint8_t)c;
        sweep_from(s, prefix, depth + 1, c + 1);
    }
}

static const char *const SCHEMES[] = {"a5", "27", "a6"};

static void all_hands_as(int kernel, int k, uint64_t total, int scheme)
{
    sweep s = {k, kernel, scheme, 0, 0, 0, calloc(7463, 8), malloc(CHUNK * 7), malloc(CHUNK * 2),
               malloc(CHUNK * 2)};
    uint8_t prefix[7];
    sweep_from(&s, prefix, 0, 0);
    sweep_flush(&s);
    CHECK(s.hands == total);
    CHECK(s.differ == 0);
    if (scheme < 0) {  /* hr_enumerate (its rank-grouped last card) agrees */
        uint64_t *hist = calloc(7463, 8);
        CHECK(hr_enumerate(k, hist) == 0 && memcmp(hist, s.hist, 7463 * 8) == 0);
        free(hist);
    }
    free(s.hist);
    printf("  %s: all %llu %d-card hands%s%s, %llu differ from scalar\n", NAMES[kernel],
           (unsigned long long)s.hands, k, scheme >= 0 ? ", low " : "", scheme >= 0 ? SCHEMES[scheme] : "",
           (unsigned long long)s.differ);
    free(s.rows);
    free(s.want);
    free(s.got);
}

/* hr_fast_gathers where the x86 kernels are built; elsewhere only the scalar kernel is, and
 * main's loop over the vector kernels skips every one before reaching this */
static int fast_gathers(int set)
{
#if HR_X86_KERNELS
    return hr_fast_gathers(set);
#else
    return set;
#endif
}

static void all_hands(int kernel, int k, uint64_t total)
{
    all_hands_as(kernel, k, total, -1);
    /* the low schemes: all three up to 6 cards; at 7 cards "a6", whose card keys differ from
     * the high ones (a5 and 27 read the high keys through other rank tables) */
    for (int scheme = k == 7 ? 2 : 0; scheme < 3 && kernel != HR_KERNEL_SCALAR; scheme++)
        all_hands_as(kernel, k, total, scheme);
}

int main(int argc, char **argv)
{
    int all = argc > 1 && strcmp(argv[1], "all") == 0;
    CHECK(hr_kernel_available(HR_KERNEL_SCALAR) == 1);
    CHECK(hr_kernel_available(3) == 0 && hr_kernel_available(-1) == 0);
    CHECK(hr_eval_batch_kernel(3, NULL, 0, 7, NULL) == -3);
    CHECK(hr_kernel_select(3) == -1);
    int best = hr_kernel_active();
    CHECK(hr_kernel_available(best));
    CHECK(hr_kernel_select(-1) == best);
    if (!hr_kernel_available(HR_KERNEL_AVX2) && !hr_kernel_available(HR_KERNEL_AVX512) && all) {
        all_hands(HR_KERNEL_SCALAR, 5, 2598960);  /* still hr_enumerate against the batch */
        all_hands(HR_KERNEL_SCALAR, 6, 20358520);
        all_hands(HR_KERNEL_SCALAR, 7, 133784560);
    }
    for (int kernel = HR_KERNEL_AVX2; kernel <= HR_KERNEL_AVX512; kernel++) {
        if (!hr_kernel_available(kernel)) {
            printf("  %s: not on this CPU, not tested\n", NAMES[kernel]);
            CHECK(hr_kernel_select(kernel) == -1 && hr_kernel_active() == best);
            continue;
        }
        CHECK(hr_kernel_select(kernel) == kernel && hr_kernel_active() == kernel);
        low_batches(kernel);
        /* AVX-512 reads the high hands' tables by gathers or by scalar loads (hr_fast_gathers,
         * chosen by the CPU's vendor): both, the chosen one last (the lows read by gathers) */
        const int chosen = kernel == HR_KERNEL_AVX512 ? fast_gathers(-1) : 0;
        for (int m = kernel == HR_KERNEL_AVX512 ? 2 : 1; m-- > 0; ) {
            if (kernel == HR_KERNEL_AVX512) {
                CHECK(fast_gathers(chosen ^ m) == (chosen ^ m));
                printf("  avx512: the high hands' tables read by %s\n", chosen ^ m ? "gathers" : "loads");
            }
            random_batches(kernel);
            if (m == 0) {
                all_hands(kernel, 5, 2598960);
                if (all) {
                    all_hands(kernel, 6, 20358520);
                    all_hands(kernel, 7, 133784560);
                }
            } else {  /* the high hands only */
                all_hands_as(kernel, 5, 2598960, -1);
                if (all) {
                    all_hands_as(kernel, 6, 20358520, -1);
                    all_hands_as(kernel, 7, 133784560, -1);
                }
            }
        }
    }
    if (failures) {
        fprintf(stderr, "test_kernels: %d failures\n", failures);
        return 1;
    }
    printf("test_kernels: ok\n");
    return 0;
}

/* Short-deck hold'em: the high evaluator's card keys and perfect hash, each ranking's own rank
 * and flush tables (tools/tablegen/shortdeck.py says what they hold and why a hand with five of
 * a suit is its flush entry in both rankings). */
#include "hr_shortdeck.h"
#include "hr_internal.h"
#include "hr_kernels.h"

typedef struct {
    const uint16_t *rank;   /* hash slot of the rank-key sum -> best value, no five of a suit */
    const uint16_t *flush;  /* 13-bit mask of the flush suit's ranks -> best value */
    const uint32_t *info;
} sd_tables;

static const sd_tables RANKINGS[2] = {
    {hr_sd0_rank, hr_sd0_flush, hr_sd0_info},
    {hr_sd1_rank, hr_sd1_flush, hr_sd1_info},
};

static const sd_tables *ranking_of(int ranking)
{
    return ranking == 0 || ranking == 1 ? &RANKINGS[ranking] : NULL;
}

/* Any key and bits stay inside the tables (the rank table is padded, the mask is 13 bits). */
HR_INLINE uint16_t sd_lookup(const sd_tables *t, uint64_t key, uint64_t bits)
{
    return hr_lookup_in(t->rank, t->flush, key, bits);
}

uint16_t hr_sd_ids(const uint8_t *cards, int k, int ranking)
{
    const sd_tables *t = ranking_of(ranking);
    if (!t || k < 5 || k > 7)
        return 0;
    HR_ACCUMULATE_DECL(key, bits, sum);
    for (int i = 0; i < k; i++)
        HR_ACCUMULATE_WITH(hr_sd_card_key, hr_sd_card_bit, key, bits, sum, cards[i]);
    if (!hr_valid(key, bits, sum, k))  /* a two to five counts as no card */
        return 0;
    return sd_lookup(t, key, bits);
}

/* Whether any of the m bytes is a card two to five (ids 0..15): their smallest, a loop that
 * vectorizes. */
static int low_cards(const uint8_t *cards, size_t m)
{
    uint8_t least = 255;
    for (size_t i = 0; i < m; i++)
        least = cards[i] < least ? cards[i] : least;
    return least < 16;
}

int64_t hr_sd_batch(const uint8_t *cards, size_t n, int k, int ranking, uint16_t *out)
{
    const sd_tables *t = ranking_of(ranking);
    if (!t || k < 5 || k > 7)
        return -2;
    hr_batch_kernel vector = hr_vector_kernel();
    size_t done = 0;
    if (vector != NULL) {
        /* the high kernels with this ranking's rank and flush tables, which check every id
         * against 52 only: the twos to fives by a scan of each chunk while it is in the cache */
        hr_batch_tables bt = {hr_card_key, hr_card_bit, t->rank, HR_FLUSH_TABLE, 0, 0, 0, t->flush};
        enum { CHUNK = 16384 };  /* rows: 112 KB of 7-card rows, still in the L2 cache */
        for (; done < n; done += CHUNK) {
            size_t m = n - done < CHUNK ? n - done : CHUNK;
            const uint8_t *rows = cards + done * (size_t)k;
            if (vector(&bt, rows, m, k, out + done) | low_cards(rows, m * (size_t)k))
                break;  /* a bad row in this chunk: found below */
        }
    }
    for (size_t r = done; r < n; r++) {  /* no vector kernel, or from the chunk with a bad row */
        uint16_t v = hr_sd_ids(cards + r * (size_t)k, k, ranking);
        if (!v)
            return (int64_t)r;
        out[r] = v;
    }
    return -1;
}

uint32_t hr_sd_value_info(int ranking, int value)
{
    const sd_tables *t = ranking_of(ranking);
    return t && value >= 1 && value <= HR_SD_VALUES ? t->info[value] : 0;
}

int hr_sd_enumerate(int k, int ranking, uint64_t *hist)
{
    const sd_tables *t = ranking_of(ranking);
    if (!t || k < 5 || k > 7)
        return -1;
    int c[7];
    for (int i = 0; i < k; i++)
        c[i] = i;
    do {
        HR_ACCUMULATE_DECL(key, bits, sum);
        for (int i = 0; i < k; i++)
            HR_ACCUMULATE(key, bits, sum, (uint8_t)(16 + c[i]));
        (void)sum;
        hist[sd_lookup(t, key, bits)]++;
    } while (hr_next_combo(c, k, 36));
    return 0;
}

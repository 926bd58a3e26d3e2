/* Short-deck hold'em: the high evaluator's card keys and perfect hash, each ranking's own rank
 * and flush tables (tools/tablegen/shortdeck.py says what they hold and why a hand with five of
 * a suit is its flush entry in both rankings). */
#include "shortdeck.h"
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

/* A flush lane of the vector kernels: the flush entry, or 0 when a card two to five is in the
 * hand (the kernels check ids against 52 only). The rank table has a value for every multiset of
 * 5..7 short-deck ranks and 0 in every other slot, so it tells the two apart from the sum. */
uint16_t hr_sd_suited(int ranking, uint32_t ranks, unsigned mask)
{
    const sd_tables *t = &RANKINGS[ranking & 1];
    return t->rank[hr_rank_slot(ranks)] ? t->flush[mask & 0x1FFF] : 0;
}

/* Whether some value is 0: a row the kernel read as no short-deck hand (the loop vectorizes). */
static int any_zero(const uint16_t *out, size_t n)
{
    unsigned any = 0;
    for (size_t i = 0; i < n; i++)
        any |= out[i] == 0;
    return (int)any;
}

int64_t hr_sd_batch(const uint8_t *cards, size_t n, int k, int ranking, uint16_t *out)
{
    const sd_tables *t = ranking_of(ranking);
    if (!t || k < 5 || k > 7)
        return -2;
    hr_batch_kernel vector = hr_vector_kernel();
    if (vector != NULL) {
        /* the high kernels with this ranking's tables; a two to five makes the value 0 (its rank
         * multiset's slot is empty here, and hr_sd_suited sees it in a flush lane) */
        hr_batch_tables bt = {hr_card_key, hr_card_bit, t->rank, HR_FLUSH_ROW, HR_SD_SCHEME + ranking, 0, 0};
        if (!vector(&bt, cards, n, k, out) && !any_zero(out, n))
            return -1;
    }
    for (size_t r = 0; r < n; r++) {  /* no vector kernel, or a batch with a bad row */
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

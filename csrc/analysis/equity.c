/* Equity by Monte Carlo (hr_equity_mc_hist): each deal draws the range players' combos (the
 * whole tuple again when a card repeats), then the random hands and the rest of the board from
 * the deck. Hold'em high (and short deck) is counted by the set of winners of each deal, its
 * random hands dealt in pairs of deals from the same cards when they hold at least the cards
 * the board lacks (mc_pairs when no player has a range: in vector lanes by equity_avx512.c and
 * equity_avx2.c where they pay, else by a scalar copy of pairs_plain); the other games (Omaha,
 * hi-lo) score every player's values on the board as the exact enumeration scores a board
 * (score and board_values, shared with equity_exact.c in hr_equity_kernels.h, beside the
 * deals' shared parts). A unit of its own so that the build compiles it beside equity_exact.c.
 */
#include "hr_equity_kernels.h"

int64_t hr_equity_mc(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                     const double *cum, const uint8_t *board, int nb, uint64_t dead,
                     uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc)
{
    return hr_equity_mc_hist(game, n, nh, combos, counts, cum, board, nb, dead, seed, stream, samples,
                             acc, NULL);
}

/* The Monte Carlo loop's steps (hr_equity_mc_hist). */

/* The players with one combo: their cards into *fixed (the board's and the dead cards' already
 * there), their hole sums into t. 0, or -2 when their cards repeat. */
static int mc_fixed_players(tuple_t *t, int n, int nh, const uint32_t *counts, const uint8_t *const *start,
                            uint64_t *fixed)
{
    for (int p = 0; p < n; p++)
        if (counts[p] == 1) {
            uint64_t m = hole_mask(start[p], nh);
            if (!m || (*fixed & m))
                return -2;
            *fixed |= m;
            tuple_hole(t, p, start[p], nh);
        }
    return 0;
}

/* Hold'em high with random hands and no ranges: every deal as pairs of deals, in vector lanes
 * when the batch kernels' choice allows it, else by the scalar copy of pairs_plain for n.
 * Returns the sum of the squares of the groups' sizes. */
static uint64_t mc_pairs(tuple_t *t, int n, int nb, int nrandom, int *randoms, deck_t *deck, hr_rng *g,
                         uint64_t samples, uint64_t *by_winners, uint64_t *both, uint64_t *alone)
{
#if HR_X86_KERNELS
    /* AVX-512's lanes where gathers are fast (hr_fast_gathers), else AVX2's lanes reading the
     * tables by gathers there and by scalar loads elsewhere */
    const int kernel = n <= 8 ? hr_kernel_active() : HR_KERNEL_SCALAR, gathers = hr_fast_gathers(-1);
    if (kernel == HR_KERNEL_AVX512 && gathers)
        return hr_eq_pairs_avx512(t, n, nrandom, randoms, deck, g, samples, by_winners, both, alone);
    if (kernel != HR_KERNEL_SCALAR)
        return hr_eq_pairs_avx2(t, n, nrandom, randoms, deck, g, samples, by_winners, both, alone, !gathers);
#endif
    pair_scalar ps = {t, nrandom, 5 - nb, randoms, {0}, {0}, {0}, {0}};
    pair_out po[1];
    for (int p = 0; p < n; p++) {
        ps.hk[p] = ps.hk2[p] = t->hkey[p];
        ps.hb[p] = ps.hb2[p] = t->hbits[p];
    }
    switch (n) {  /* a copy of pairs_plain for each number of players */
#define HR_PAIRS(N) case N: return pairs_plain(t, N, nrandom, deck, g, samples, by_winners, both, \
                                                alone, 1, prep_scalar, done_scalar, &ps, po, po, hr_card_key);
    HR_PAIRS(2) HR_PAIRS(3) HR_PAIRS(4) HR_PAIRS(5) HR_PAIRS(6) HR_PAIRS(7) HR_PAIRS(8) HR_PAIRS(9)
    default: HR_PAIRS(10)
#undef HR_PAIRS
    }
}

/* The combos of the players with a range, redrawn together on a collision, into t; the cards
 * then held to *used. 0, or -2 after more than 1000 collisions in a row. */
HR_INLINE int mc_draw_ranged(tuple_t *t, int nh, int joint, const int *ranged, int nranged,
                             const uint8_t *const *start, const double *const *cstart, const uint32_t *counts,
                             uint64_t fixed, hr_rng *g, uint64_t *redrawn, uint64_t *used)
{
    int tries = 0;
    for (;;) {
        *used = fixed;
        int ok = 1;
        uint32_t i0 = 0;
        if (joint && nranged) {  /* one tuple, by the first ranged player's running sums */
            int p = ranged[0];
            double u = (double)(hr_rng_next64(g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
            i0 = pick(cstart[p], counts[p], u);
        }
        for (int r = 0; r < nranged && ok; r++) {
            int p = ranged[r];
            uint32_t i = i0;
            if (!joint) {
                double u = (double)(hr_rng_next64(g) >> 11) * 0x1.0p-53 * cstart[p][counts[p] - 1];
                i = pick(cstart[p], counts[p], u);
            }
            const uint8_t *h = start[p] + (size_t)i * (size_t)nh;
            uint64_t m = hole_mask(h, nh);
            ok = m && !(*used & m);
            *used |= m;
            tuple_hole(t, p, h, nh);
        }
        if (ok)
            return 0;
        (*redrawn)++;
        if (++tries > 1000)
            return -2;
    }
}

/* Hold'em high, one deal (or, `twice`, two from the same cards): the random hands' cards, then
 * the board's, dealt into seq; counted by the sets of winners. Returns the deals made. */
HR_INLINE int mc_plain_deal(const tuple_t *t, int n, int nb, int nrandom, const int *randoms, int nranged,
                            const int *ranged, int pair, int twice, deck_t *deck, hr_rng *g, uint64_t skip,
                            uint8_t *seq, uint64_t *hk, uint64_t *hb, uint64_t *hk2, uint64_t *hb2,
                            uint16_t *v, uint16_t *v2, uint64_t *by_winners, uint64_t *both,
                            uint64_t *alone, uint64_t *groups_sq)
{
    const int k = 5 - nb, dealt = 2 * nrandom + k;
    deal_cards(deck, dealt, g, skip, seq, NULL, NULL);
    kb_t ck[2 * MAXP + 5];
    for (int i = 0; i < dealt; i++) {
        ck[i].key = hr_card_key[seq[i]];
        ck[i].bit = hr_card_bit[seq[i]];
    }
    for (int r = 0; r < nranged; r++) {
        hk[ranged[r]] = hk2[ranged[r]] = t->hkey[ranged[r]];
        hb[ranged[r]] = hb2[ranged[r]] = t->hbits[ranged[r]];
    }
    uint64_t key = t->bkey, bits = t->bbits;
    for (int i = 2 * nrandom; i < dealt; i++) {
        key += ck[i].key;
        bits |= ck[i].bit;
    }
    for (int r = 0; r < nrandom; r++) {
        hk[randoms[r]] = ck[2 * r].key + ck[2 * r + 1].key;
        hb[randoms[r]] = ck[2 * r].bit | ck[2 * r + 1].bit;
    }
    if (!twice) {
        unsigned winners = plain_winners(t, hk, hb, key, bits, v);
        by_winners[winners]++;  /* the players' sums come from these counts at the end */
        if (t->hist)
            hist_winners(t, v, winners);
        (*groups_sq)++;
        if (pair) {  /* the last deal of an odd count: a group of one */
            uint64_t u1 = (uint64_t)SPLIT_UNITS[hr_popcount64(winners)];
            for (int p = 0; p < n; p++)
                alone[p] += ((winners >> p) & 1) * u1;
        }
        return 1;
    }
    unsigned winners, second;
    int k1, k2;
    /* n a variable: a copy of two_deals for each n (its loops unrolled) measured no faster here
     * (ranges with random hands, 2 to 9 players) and took a fifth of this unit's compile time */
    two_deals(t, n, nrandom, randoms, k, ck, key, bits, hk, hb, hk2, hb2, v, v2, &winners, &second, &k1, &k2);
    by_winners[winners]++;
    by_winners[second]++;
    if (t->hist) {
        hist_winners(t, v, winners);
        hist_winners(t, v2, second);
    }
    both[winners & second] += (uint64_t)SPLIT_UNITS[k1] * (uint64_t)SPLIT_UNITS[k2];
    *groups_sq += 4;
    return 2;
}

/* The other games (Omaha, hi-lo), one deal: the random hands and the board a card at a time,
 * every player's values, the pot's shares added to acc. */
HR_INLINE void mc_other_deal(tuple_t *t, int n, int nh, int nb, int nrandom, const int *randoms, deck_t *deck,
                             hr_rng *g, uint64_t skip, uint8_t *full, uint16_t *v, uint16_t *lo, uint64_t *acc)
{
    uint8_t hole[HR_EQ_MAX_HOLE];
    uint32_t top = 0;
    for (int r = 0; r < nrandom; r++) {  /* random hands from the deck */
        for (int i = 0; i < nh; i++)
            hole[i] = (uint8_t)deal_from(deck, top++, g, skip);
        tuple_hole(t, randoms[r], hole, nh);
    }
    uint64_t key = t->bkey, bits = t->bbits;
    for (int i = nb; i < 5; i++) {
        int c = deal_from(deck, top++, g, skip);
        full[i] = (uint8_t)c;
        key += hr_card_key[c];
        bits |= hr_card_bit[c];
    }
    board_values(t, full, key, bits, v, lo);
    counts_t c = {0};
    score(t, v, lo, 1, c);
    for (int p = 0; p < n; p++) {
        uint64_t u = (uint64_t)c[NC * p + 2];
        acc[NM * p] += (uint64_t)c[NC * p];
        acc[NM * p + 1] += (uint64_t)c[NC * p + 1];
        acc[NM * p + 2] += u;
        acc[NM * p + 3] += u * u;
        acc[NM * p + 4] += (uint64_t)c[NC * p + 3];
        acc[NM * p + 5] += (uint64_t)c[NC * p + 4];
        acc[NM * p + 6] += u;
    }
}

/* Hold'em high: the players' sums from the deals counted by their sets of winners (and, for
 * pairs of deals, by the set of the players who won both). */
static void mc_fold_winners(int n, int pair, const uint64_t *by_winners, const uint64_t *both,
                            const uint64_t *alone, uint64_t *acc)
{
    for (unsigned w = 1; w < (1u << n); w++) {
        if (!by_winners[w])
            continue;
        uint64_t c = by_winners[w], units = (uint64_t)SPLIT_UNITS[hr_popcount64(w)];
        for (int p = 0; p < n; p++)
            if ((w >> p) & 1) {
                acc[NM * p + (hr_popcount64(w) > 1)] += c;
                acc[NM * p + 2] += c * units;
                acc[NM * p + 3] += c * units * units;
                acc[NM * p + 4] += c * (units >> 1);
                acc[NM * p + 6] += (pair ? 2 : 1) * c * units;
            }
    }
    for (unsigned w = 1; pair && w < (1u << n); w++)  /* groups of two deals */
        for (int p = 0; p < n; p++)
            acc[NM * p + 3] += ((w >> p) & 1) * 2 * both[w];
    for (int p = 0; pair && p < n; p++)  /* a last deal alone counts once */
        acc[NM * p + 6] -= alone[p];
}

int64_t hr_equity_mc_hist(int game, int n, int nh, const uint8_t *combos, const uint32_t *counts,
                          const double *cum, const uint8_t *board, int nb, uint64_t dead,
                          uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc, uint64_t *hist)
{
    uint64_t known;
    const int64_t joint = joint_count(&game, n, counts);
    if (joint < 0 || !check_common(game, n, nh, combos, counts, board, nb, dead, 1, &known))
        return -1;
    const uint8_t *start[MAXP];
    const double *cstart[MAXP];
    per_player(n, nh, combos, counts, cum, start, cstart);
    for (int p = 0; p < n; p++)
        if (counts[p] && !(cstart[p][counts[p] - 1] > 0.0))
            return -1;
    tuple_t t;
    tuple_init(&t, game, n, nh, board, nb);
    hist_t hc;
    cat3_t cat3;
    if (hist)
        hist_init(&t, hc, cat3);
    const int plain = !t.omaha && !t.hilo;  /* Hold'em high: counted by the set of winners */
    hr_rng g;
    hr_rng_seed(&g, seed, stream);
    uint64_t redrawn = 0;
    uint16_t v[MAXP], v2[MAXP], lo[MAXP];
    uint64_t fixed = known;  /* the board, the dead cards and the players with one combo */
    if (mc_fixed_players(&t, n, nh, counts, start, &fixed))
        return -2;
    uint64_t hk[MAXP], hb[MAXP], hk2[MAXP], hb2[MAXP];  /* Hold'em high: the hole keys of the deals */
    for (int p = 0; p < n; p++) {
        hk[p] = hk2[p] = t.hkey[p];
        hb[p] = hb2[p] = t.hbits[p];
    }
    deck_t deck;
    deck.size = 0;
    for (int c = 0; c < 52; c++)
        if (!((fixed >> c) & 1))
            deck.card[deck.size++] = (uint8_t)c;
    uint64_t by_winners[1 << MAXP] = {0};  /* 8 KB on the stack */
    uint8_t full[5], seq[2 * MAXP + 5];
    int randoms[MAXP], nrandom = 0, ranged[MAXP], nranged = 0;
    for (int p = 0; p < n; p++) {
        if (!counts[p])
            randoms[nrandom++] = p;
        if (counts[p] > 1)
            ranged[nranged++] = p;
    }
    /* Hold'em high with random hands: each deal's cards also make a second deal, the board
     * taken from the first cards dealt and the random hands from the rest */
    const int pair = plain && nrandom > 0 && nb < 5 && 2 * nrandom >= 5 - nb;  /* a full board: nothing
                                                                          * to deal twice */
    /* pairs of deals: a group's square (w1 u1 + w2 u2)^2 is each deal's own square (summed from
     * by_winners at the end) and twice u1 u2 for the players who win both, summed by that set;
     * the units times the group size are twice each deal's, but once for a last deal alone */
    uint64_t both[1 << MAXP] = {0}, alone[MAXP] = {0}, groups_sq = 0;
    for (int i = 0; i < nb; i++)
        full[i] = board[i];
    uint64_t s0 = 0;  /* the deals made before the loop below */
    if (pair && !nranged) {
        groups_sq = mc_pairs(&t, n, nb, nrandom, randoms, &deck, &g, samples, by_winners, both, alone);
        s0 = samples;
    }
    for (uint64_t s = s0; s < samples; s++) {
        uint64_t used;
        if (mc_draw_ranged(&t, nh, joint != 0, ranged, nranged, start, cstart, counts, fixed, &g, &redrawn, &used))
            return -2;
        uint64_t skip = used & ~fixed;  /* the range players' cards of this deal */
        if (plain) {
            const int twice = pair && s + 1 < samples;
            s += (uint64_t)mc_plain_deal(&t, n, nb, nrandom, randoms, nranged, ranged, pair, twice, &deck, &g,
                                         skip, seq, hk, hb, hk2, hb2, v, v2, by_winners, both, alone,
                                         &groups_sq) - 1;
            continue;
        }
        mc_other_deal(&t, n, nh, nb, nrandom, randoms, &deck, &g, skip, full, v, lo, acc);
        groups_sq++;
    }
    if (plain)
        mc_fold_winners(n, pair, by_winners, both, alone, acc);
    for (int i = 0; t.hist && i < NH * n; i++)
        hist[i] += (uint64_t)hist_out(hc, i);
    acc[NM * n] += samples;
    acc[NM * n + 1] += redrawn;
    acc[NM * n + 2] += groups_sq;
    return (int64_t)samples;
}

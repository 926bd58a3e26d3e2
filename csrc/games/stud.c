/* Stud, stud eight-or-better and razz equity kernels, and the single-draw games' (lowball and
 * badugi: each hand completed to five or four cards), see hr_stud.h.
 *
 * A player's value depends on his seven cards only, so the exact walk deals the players in
 * turn and looks each player's hand up once per completion of his own, at his level of the
 * walk: the last player's loop does one lookup per deal. hr_stud_exact runs a slice of it: a
 * range of the first players' joint completions (unranked from their numbers, so any slice
 * starts at once), each followed by the whole walk of the others. High values come from the high
 * evaluator's key sums (hr_lookup); lows from the same sums through the ace-to-five rank table,
 * which counts pairs against a low (eight or better in stud8, any low in razz).
 */
#include "hr_stud.h"
#include "hr_equity.h"
#include "hr_core.h"
#include "hr_low.h"
#include "hr_internal.h"
#include "hr_rng.h"

#define MAXP HR_EQ_MAX_PLAYERS
#define NC 5   /* exact counters per player */
#define NM 7   /* Monte Carlo counters per player */
#define NH (3 * HR_EQ_CATEGORIES)  /* histogram counters per player */
#define LOW_QUALIFIER 8
#define IS_DRAW(g) ((g) >= HR_DRAW_A5 && (g) <= HR_BADUGI)

static const uint64_t SPLIT[MAXP + 1] = {0, 5040, 2520, 1680, 1260, 1008, 840, 720, 630, 560, 504};

typedef struct {
    int game, n;
    uint16_t low_min;
    int size;                  /* cards in a hand at the showdown: 7, 5 (lowball) or 4 (badugi) */
    int missing[MAXP];         /* cards to deal each player */
    int known[MAXP];           /* cards each player holds before the deal */
    uint8_t hand[MAXP][7];     /* draw games: the known cards, then the current deal's */
    uint64_t key[MAXP];        /* HR_KEY_INIT + the known cards' keys */
    uint64_t bits[MAXP];
    uint64_t used;             /* known and dead cards */
    uint16_t v[MAXP], lo[MAXP];  /* the current deal's values: high (razz: the low), low (stud8) */
    uint64_t *hist;            /* the outcome histogram (HR_STUD, HR_STUD8), NULL: not asked */
} stud_t;

/* Validates the arguments and fills s; 0 when bad. */
static int stud_init(stud_t *s, int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead)
{
    if (game < HR_STUD || game > HR_BADUGI || n < 2 || n > MAXP || (dead >> 52))
        return 0;
    s->game = game;
    s->hist = NULL;
    s->size = game == HR_BADUGI ? 4 : IS_DRAW(game) ? 5 : 7;
    s->n = n;
    s->low_min = game == HR_STUD8 ? hr_low_a5_qual[LOW_QUALIFIER] : 1;
    uint64_t used = dead;
    int need = 0, off = 0;
    for (int p = 0; p < n; p++) {
        if (counts[p] < (IS_DRAW(game) ? 0 : 1) || counts[p] > s->size)
            return 0;
        s->known[p] = counts[p];
        s->key[p] = HR_KEY_INIT;
        s->bits[p] = 0;
        for (int i = 0; i < counts[p]; i++) {
            uint8_t c = cards[off++];
            if (c > 51 || ((used >> c) & 1))
                return 0;
            used |= 1ULL << c;
            s->key[p] += hr_card_key[c];
            s->bits[p] |= hr_card_bit[c];
            s->hand[p][i] = c;
        }
        s->missing[p] = s->size - counts[p];
        need += s->missing[p];
    }
    if (need > 52 - hr_popcount64(used))
        return 0;
    s->used = used;
    return 1;
}

/* A four-card badugi hand's score, higher is better: the most cards of different ranks and
 * suits (the size in bits 13..15), then the lowest ranks compared from the top (the complement
 * of the rank mask, the ace low at bit 0), over every subset. */
static uint16_t badugi_score(const uint8_t *c)
{
    uint16_t best = 0;
    for (int sub = 1; sub < 16; sub++) {
        unsigned ranks = 0, suits = 0;
        int k = 0, ok = 1;
        for (int i = 0; i < 4 && ok; i++) {
            if (!((sub >> i) & 1))
                continue;
            unsigned r = 1u << ((c[i] >> 2) == 12 ? 0 : (c[i] >> 2) + 1), su = 1u << (c[i] & 3);
            ok = !(ranks & r) && !(suits & su);
            ranks |= r;
            suits |= su;
            k++;
        }
        uint16_t v = ok ? (uint16_t)((k << 13) | (0x1fffu ^ ranks)) : 0;
        best = v > best ? v : best;
    }
    return best;
}

/* A draw game's value of player p's hand: his known cards and the m `drawn`. */
static uint16_t draw_value(stud_t *s, int p, const uint8_t *drawn, int m)
{
    uint8_t *h = s->hand[p];
    for (int i = 0; i < m; i++)
        h[s->known[p] + i] = drawn[i];
    if (s->game == HR_BADUGI)
        return badugi_score(h);
    return hr_low_ids(h, 5, s->game - HR_DRAW_A5, 0);  /* the schemes of hr_low.h: a5, 27, a6 */
}

/* Player p's values from his seven cards' key and bits (a draw game: his known cards and the m
 * `drawn`). */
HR_INLINE void stud_values(stud_t *s, int p, uint64_t key, uint64_t bits, const uint8_t *drawn, int m)
{
    if (IS_DRAW(s->game)) {
        s->v[p] = draw_value(s, p, drawn, m);
        s->lo[p] = 0;
        return;
    }
    if (s->game == HR_RAZZ) {
        s->v[p] = hr_low_a5_rank[hr_rank_slot(key)];
        s->lo[p] = 0;
        return;
    }
    s->v[p] = hr_lookup(key, bits);
    if (s->game == HR_STUD8) {
        uint16_t l = hr_low_a5_rank[hr_rank_slot(key)];
        s->lo[p] = l >= s->low_min ? l : 0;
    } else {
        s->lo[p] = 0;
    }
}

/* One deal's outcome into c[NC * p + ...]: alone, part, units, high-half, low-half units. */
HR_INLINE void stud_score(const stud_t *s, uint64_t *c)
{
    const int n = s->n;
    uint16_t best = 0, low = 0;
    for (int p = 0; p < n; p++) {
        best = s->v[p] > best ? s->v[p] : best;
        low = s->lo[p] > low ? s->lo[p] : low;
    }
    int k = 0, kl = 0;
    for (int p = 0; p < n; p++) {
        k += s->v[p] == best;
        kl += low && s->lo[p] == low;
    }
    uint64_t hu = kl ? SPLIT[k] / 2 : SPLIT[k], lu = kl ? SPLIT[kl] / 2 : 0;
    for (int p = 0; p < n; p++) {
        uint64_t h = s->v[p] == best ? hu : 0, l = kl && s->lo[p] == low ? lu : 0;
        if (h + l) {
            c[NC * p + (h + l != HR_EQ_POT)] += 1;
            c[NC * p + 2] += h + l;
            c[NC * p + 3] += kl ? h : h / 2;
            c[NC * p + 4] += l;
        }
        if (s->hist) {
            uint64_t *cell = s->hist + NH * p + 3 * hr_category(s->v[p]);
            cell[0]++;
            if (h + l)
                cell[1 + (h + l != HR_EQ_POT)]++;
        }
    }
}

/* The cards not in `used`, in increasing order. */
static int unseen(uint64_t used, uint8_t *out)
{
    int nr = 0;
    for (int c = 0; c < 52; c++)
        if (!((used >> c) & 1))
            out[nr++] = (uint8_t)c;
    return nr;
}

/* Players p.. completed every way from the cards not in `used`; each deal scored into c. */
static uint64_t walk(stud_t *s, int p, uint64_t used, uint64_t *c)
{
    if (p == s->n) {
        stud_score(s, c);
        return 1;
    }
    const int m = s->missing[p];
    if (m == 0) {
        stud_values(s, p, s->key[p], s->bits[p], NULL, 0);
        return walk(s, p + 1, used, c);
    }
    uint8_t rest[52];
    int nr = unseen(used, rest), idx[7];
    uint64_t deals = 0;
    for (int i = 0; i < m; i++)
        idx[i] = i;
    do {
        uint64_t key = s->key[p], bits = s->bits[p], mask = 0;
        uint8_t drawn[7];
        for (int i = 0; i < m; i++) {
            uint8_t card = rest[idx[i]];
            drawn[i] = card;
            key += hr_card_key[card];
            bits |= hr_card_bit[card];
            mask |= 1ULL << card;
        }
        stud_values(s, p, key, bits, drawn, m);
        deals += walk(s, p + 1, used | mask, c);
    } while (hr_next_combo(idx, m, nr));
    return deals;
}

/* The ascending m-combination of 0..nr-1 numbered r in itertools.combinations order. */
static void unrank(int *idx, int m, int nr, uint64_t r)
{
    int c = 0;
    for (int i = 0; i < m; i++, c++) {
        for (uint64_t k; r >= (k = hr_choose(nr - c - 1, m - i - 1)); c++)
            r -= k;
        idx[i] = c;
    }
}

/* span[q] for q < depth: the joint completions of players q+1..depth-1, one after another
 * (player q's k-th completion holds the numbers k * span[q] .. (k + 1) * span[q] - 1 of his
 * subtree); returns those of players 0..depth-1, 0 when that does not fit in 63 bits. */
static uint64_t stud_spans(const stud_t *s, int depth, uint64_t *span)
{
    int left = 52 - hr_popcount64(s->used);
    uint64_t levels[MAXP];
    for (int q = 0; q < depth; q++) {
        levels[q] = hr_choose(left, s->missing[q]);
        left -= s->missing[q];
    }
    uint64_t total = 1;
    for (int q = depth - 1; q >= 0; q--) {
        span[q] = total;
        if (levels[q] && total > (UINT64_C(1) << 63) / levels[q])
            return 0;
        total *= levels[q];
    }
    return total;
}

/* Players q..depth-1 completed in turn, their joint completions numbered lo..hi-1 of this
 * subtree; below them every completion of the others (walk). */
static uint64_t prefix(stud_t *s, int q, int depth, const uint64_t *span, uint64_t used, uint64_t lo,
                       uint64_t hi, uint64_t *c)
{
    if (q == depth)
        return walk(s, q, used, c);
    const int m = s->missing[q];
    if (m == 0) {
        stud_values(s, q, s->key[q], s->bits[q], NULL, 0);
        return prefix(s, q + 1, depth, span, used, lo, hi, c);
    }
    uint8_t rest[52];
    int nr = unseen(used, rest), idx[7];
    uint64_t deals = 0;
    uint64_t k = lo / span[q];
    unrank(idx, m, nr, k);
    for (; k * span[q] < hi; k++) {
        uint64_t key = s->key[q], bits = s->bits[q], mask = 0;
        uint8_t drawn[7];
        for (int i = 0; i < m; i++) {
            uint8_t card = rest[idx[i]];
            drawn[i] = card;
            key += hr_card_key[card];
            bits |= hr_card_bit[card];
            mask |= 1ULL << card;
        }
        stud_values(s, q, key, bits, drawn, m);
        uint64_t a = k * span[q], b = a + span[q];
        deals += prefix(s, q + 1, depth, span, used | mask, (lo > a ? lo : a) - a, (hi < b ? hi : b) - a, c);
        hr_next_combo(idx, m, nr);
    }
    return deals;
}

uint64_t hr_stud_prefixes(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead, int depth)
{
    stud_t s;
    uint64_t span[MAXP];
    if (!stud_init(&s, game, n, cards, counts, dead) || depth < 1 || depth > n)
        return 0;
    return stud_spans(&s, depth, span);
}

int64_t hr_stud_exact(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                      int depth, uint64_t first, uint64_t last, uint64_t *ints)
{
    return hr_stud_exact_hist(game, n, cards, counts, dead, depth, first, last, ints, NULL);
}

int64_t hr_stud_exact_hist(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                           int depth, uint64_t first, uint64_t last, uint64_t *ints, uint64_t *hist)
{
    stud_t s;
    uint64_t span[MAXP];
    uint64_t h[NH * MAXP] = {0};
    if (!stud_init(&s, game, n, cards, counts, dead) || depth < 1 || depth > n)
        return -1;
    if (hist && game != HR_STUD && game != HR_STUD8)
        return -1;
    s.hist = hist ? h : NULL;
    uint64_t total = stud_spans(&s, depth, span);
    if (total == 0 || first > last || last > total)
        return -1;
    uint64_t c[NC * MAXP] = {0};
    uint64_t deals = prefix(&s, 0, depth, span, s.used, first, last, c);
    for (int i = 0; i < NC * n; i++)
        ints[i] += c[i];
    for (int i = 0; hist && i < NH * n; i++)
        hist[i] += h[i];
    ints[NC * n] += deals;
    return (int64_t)deals;
}

int64_t hr_stud_mc(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                   uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc)
{
    return hr_stud_mc_hist(game, n, cards, counts, dead, seed, stream, samples, acc, NULL);
}

int64_t hr_stud_mc_hist(int game, int n, const uint8_t *cards, const uint8_t *counts, uint64_t dead,
                        uint64_t seed, uint64_t stream, uint64_t samples, uint64_t *acc, uint64_t *hist)
{
    stud_t s;
    uint64_t h[NH * MAXP] = {0};
    if (!stud_init(&s, game, n, cards, counts, dead))
        return -1;
    if (hist && game != HR_STUD && game != HR_STUD8)
        return -1;
    s.hist = hist ? h : NULL;
    uint8_t deck[52];
    const uint32_t size = (uint32_t)unseen(s.used, deck);
    hr_rng g;
    hr_rng_seed(&g, seed, stream);
    uint64_t sum[NM * MAXP] = {0};
    for (uint64_t d = 0; d < samples; d++) {
        uint32_t top = 0;  /* a partial Fisher-Yates from the order the last deal left */
        for (int p = 0; p < n; p++) {
            uint64_t key = s.key[p], bits = s.bits[p];
            const uint32_t from = top;
            for (int i = 0; i < s.missing[p]; i++, top++) {
                uint32_t j = top + hr_rng_below(&g, size - top);
                uint8_t card = deck[j];
                deck[j] = deck[top];
                deck[top] = card;
                key += hr_card_key[card];
                bits |= hr_card_bit[card];
            }
            stud_values(&s, p, key, bits, deck + from, s.missing[p]);
        }
        uint64_t c[NC * MAXP] = {0};
        stud_score(&s, c);
        for (int p = 0; p < n; p++) {
            uint64_t u = c[NC * p + 2];
            sum[NM * p] += c[NC * p];
            sum[NM * p + 1] += c[NC * p + 1];
            sum[NM * p + 2] += u;
            sum[NM * p + 3] += u * u;
            sum[NM * p + 4] += c[NC * p + 3];
            sum[NM * p + 5] += c[NC * p + 4];
            sum[NM * p + 6] += u;
        }
    }
    for (int i = 0; i < NM * n; i++)
        acc[i] += sum[i];
    for (int i = 0; hist && i < NH * n; i++)
        hist[i] += h[i];
    acc[NM * n] += samples;
    acc[NM * n + 2] += samples;
    return (int64_t)samples;
}

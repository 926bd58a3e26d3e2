/* High hands with wild cards and jokers ("wild" and "bug" rules); see hr_wild.h.
 *
 * The fast evaluator tries only substitutions that can matter, each judged by the plain
 * 5..7-card lookup of the substituted hand:
 * - five of a kind first (above everything): the highest rank r whose naturals plus the
 *   wild cards reach five (under "bug" only aces);
 * - "wild" with one or two wild cards: a wild card's suit only matters for a flush, and
 *   only a suit whose naturals plus the wild cards reach five can flush; so per rank it is
 *   enough to try each such suit and one (for two wild cards: two) other card of the rank;
 * - "wild" with three wild cards (and no five of a kind, so the naturals have distinct
 *   ranks): four of a kind of the top natural always exists; only a straight flush beats it;
 * - "bug": every wild card an ace, or the best straight flush, flush or straight the wild
 *   cards can complete (any other use of a non-ace wild card is not allowed).
 * The reference (tests/c/ref_wild.c) tries every card for every wild card instead, and the
 * C tests compare the two over whole decks.
 */
#include <string.h>

#include "hr_core.h"
#include "hr_internal.h"
#include "hr_wild.h"

#define FIVE_KIND_BASE 7463
#define RULE_WILD 0
#define RULE_BUG 1
#define ACE 12
#define CARD(r, s) ((uint8_t)(4 * (r) + (s)))

typedef struct {
    int k, w, nn;            /* cards, wild cards, natural cards */
    uint8_t nat[7], npos[7]; /* natural cards and their input positions */
    uint8_t wpos[7];         /* input positions of the wild cards */
    uint64_t held;           /* bit c = natural card c held */
    uint64_t key, bits;      /* the naturals' accumulated lookup key and card bits */
    int rank_count[13], suit_count[4];
    uint16_t suit_ranks[4];  /* bit r of [s]: the natural of rank r and suit s is held */
    uint16_t ranks;          /* bit r: some natural of rank r is held */
} hand_t;

typedef struct {
    uint16_t value;
    uint8_t sub[7];          /* what each wild card (in input order) becomes */
} best_t;

/* Ranks of the straight with top rank t (3 = the wheel, 5-4-3-2-A). */
static uint16_t window(int t)
{
    return t == 3 ? (uint16_t)((1u << ACE) | 0xFu) : (uint16_t)(0x1Fu << (t - 4));
}

static int load(const uint8_t *cards, int k, uint32_t wild_ranks, hand_t *h)
{
    if (k < 5 || k > 7 || (wild_ranks >> 13))
        return -1;
    memset(h, 0, sizeof *h);
    h->k = k;
    h->key = HR_KEY_INIT;
    uint64_t seen = 0;
    for (int i = 0; i < k; i++) {
        uint8_t c = cards[i];
        if (c > 53 || (seen >> c & 1))
            return -1;
        seen |= 1ULL << c;
        if (c >= 52 || (wild_ranks >> (c >> 2) & 1)) {
            h->wpos[h->w++] = (uint8_t)i;
            continue;
        }
        h->npos[h->nn] = (uint8_t)i;
        h->nat[h->nn++] = c;
        h->held |= 1ULL << c;
        h->key += hr_card_key[c];
        h->bits |= hr_card_bit[c];
        h->rank_count[c >> 2]++;
        h->suit_count[c & 3]++;
        h->suit_ranks[c & 3] |= (uint16_t)(1u << (c >> 2));
        h->ranks |= (uint16_t)(1u << (c >> 2));
    }
    return 0;
}

/* Plain value of the naturals plus sub[0..w-1] (distinct cards none of them held). */
static uint16_t value_of(const hand_t *h, const uint8_t *sub)
{
    uint64_t key = h->key, bits = h->bits;
    for (int i = 0; i < h->w; i++) {
        key += hr_card_key[sub[i]];
        bits |= hr_card_bit[sub[i]];
    }
    return hr_lookup(key, bits);
}

/* Give wild cards from..w-1 distinct cards nobody holds yet, aces first. */
static void complete(const hand_t *h, uint8_t *sub, int from)
{
    uint64_t used = h->held;
    for (int i = 0; i < from; i++)
        used |= 1ULL << sub[i];
    int c = 51;
    for (int i = from; i < h->w; i++) {
        while (used >> c & 1)
            c--;
        sub[i] = (uint8_t)c;
        used |= 1ULL << c;
    }
}

static int bug_category_ok(uint16_t v)
{
    int cat = hr_category(v);
    return cat == 4 || cat == 5 || cat == 8 || cat == 9;
}

/* Keep sub if it beats the best so far; with `bug_filter`, only a straight, flush or
 * straight flush is allowed. Returns 1 if the substitution was allowed. */
static int consider(const hand_t *h, const uint8_t *sub, best_t *b, int bug_filter)
{
    uint16_t v = value_of(h, sub);
    if (bug_filter && !bug_category_ok(v))
        return 0;
    if (v > b->value) {
        b->value = v;
        memcpy(b->sub, sub, (size_t)h->w);
    }
    return 1;
}

static void five_of_a_kind(const hand_t *h, int r, best_t *b)
{
    uint64_t used = h->held;
    int s = 3;
    for (int i = 0; i < h->w && i < (int)sizeof b->sub; i++) {  /* w <= k <= 7: says so to gcc */
        while (s >= 0 && (used >> CARD(r, s) & 1))
            s--;
        b->sub[i] = CARD(r, s >= 0 ? s : 3);  /* past four aces, an ace repeats */
        if (s >= 0)
            used |= 1ULL << CARD(r, s);
    }
    b->value = (uint16_t)(FIVE_KIND_BASE + r);
}

/* "wild" with one or two wild cards: every substitution that can matter. */
static void enumerate_wild(const hand_t *h, best_t *b)
{
    uint8_t opt[52], off1[13], off2[13], sub[2];
    int no = 0, flushable[4];
    for (int s = 0; s < 4; s++)
        flushable[s] = h->suit_count[s] + h->w >= 5;
    for (int r = 0; r < 13; r++) {
        off1[r] = off2[r] = 0xFF;
        for (int s = 0; s < 4; s++) {
            uint8_t c = CARD(r, s);
            if (h->held >> c & 1)
                continue;
            if (flushable[s])
                opt[no++] = c;
            else if (off1[r] == 0xFF)
                off1[r] = c;
            else if (off2[r] == 0xFF)
                off2[r] = c;
        }
        if (off1[r] != 0xFF)
            opt[no++] = off1[r];
    }
    if (h->w == 1) {
        for (int i = 0; i < no; i++) {
            sub[0] = opt[i];
            consider(h, sub, b, 0);
        }
        return;
    }
    for (int i = 0; i < no; i++)
        for (int j = i + 1; j < no; j++) {
            sub[0] = opt[i];
            sub[1] = opt[j];
            consider(h, sub, b, 0);
        }
    for (int r = 0; r < 13; r++)  /* both wild cards the same rank, neither flushing */
        if (off2[r] != 0xFF) {
            sub[0] = off1[r];
            sub[1] = off2[r];
            consider(h, sub, b, 0);
        }
}

/* The best straight flush the wild cards can complete, if any. */
static void straight_flush(const hand_t *h, best_t *b, int bug_filter)
{
    uint8_t sub[7];
    for (int t = 12; t >= 3; t--) {
        uint16_t win = window(t);
        for (int s = 0; s < 4; s++) {
            uint16_t miss = (uint16_t)(win & ~h->suit_ranks[s]);
            if (hr_popcount64(miss) > h->w)
                continue;
            int n = 0;
            for (int r = 0; r < 13; r++)
                if (miss >> r & 1)
                    sub[n++] = CARD(r, s);
            complete(h, sub, n);
            consider(h, sub, b, bug_filter);
            return;
        }
    }
}

static void bug_flushes(const hand_t *h, best_t *b)
{
    uint8_t sub[7];
    for (int s = 0; s < 4; s++) {
        if (h->suit_count[s] + h->w < 5)
            continue;
        int n = 0;  /* the wild cards take the highest ranks the suit lacks */
        for (int r = 12; r >= 0 && n < h->w; r--)
            if (!(h->suit_ranks[s] >> r & 1))
                sub[n++] = CARD(r, s);
        consider(h, sub, b, 1);
    }
}

static void bug_straight(const hand_t *h, best_t *b)
{
    uint8_t sub[7];
    for (int t = 12; t >= 3; t--) {
        uint16_t miss = (uint16_t)(window(t) & ~h->ranks);
        if (hr_popcount64(miss) > h->w)
            continue;
        int n = 0;
        for (int r = 0; r < 13; r++)
            if (miss >> r & 1)
                sub[n++] = CARD(r, 0);  /* no natural of rank r: every suit is free */
        complete(h, sub, n);
        if (consider(h, sub, b, 1))
            return;
    }
}

static void bug_all_aces(const hand_t *h, best_t *b)
{
    uint8_t sub[7];
    int n = 0;
    for (int s = 3; s >= 0 && n < h->w; s--)
        if (!(h->held >> CARD(ACE, s) & 1))
            sub[n++] = CARD(ACE, s);
    if (n == h->w)  /* always: aces held plus wild cards stay below five here */
        consider(h, sub, b, 0);
}

uint16_t hr_wild_eval(const uint8_t *cards, int k, uint32_t wild_ranks, int rule,
                      uint8_t *played_as)
{
    hand_t h;
    best_t b = {0};  /* every path below names all w wild cards; zeroed so none is unset */
    if ((rule != RULE_WILD && rule != RULE_BUG) || load(cards, k, wild_ranks, &h))
        return 0;
    if (h.w == 0) {
        b.value = hr_lookup(h.key, h.bits);
    } else {
        int five = -1;
        if (rule == RULE_WILD) {
            for (int r = 12; r >= 0 && five < 0; r--)
                if (h.rank_count[r] + h.w >= 5)
                    five = r;
        } else if (h.rank_count[ACE] + h.w >= 5) {
            five = ACE;
        }
        if (five >= 0) {
            five_of_a_kind(&h, five, &b);
        } else if (rule == RULE_WILD && h.w <= 2) {
            enumerate_wild(&h, &b);
        } else if (rule == RULE_WILD) {
            /* three wild cards, distinct natural ranks: quads of the top rank, or better */
            uint8_t sub[7];
            int r = 12;
            while (!(h.ranks >> r & 1))
                r--;
            for (int s = 0, n = 0; s < 4; s++)
                if (!(h.held >> CARD(r, s) & 1))
                    sub[n++] = CARD(r, s);
            consider(&h, sub, &b, 0);
            straight_flush(&h, &b, 0);
        } else {
            bug_all_aces(&h, &b);
            straight_flush(&h, &b, 1);
            bug_flushes(&h, &b);
            bug_straight(&h, &b);
        }
    }
    if (played_as) {
        for (int i = 0; i < h.nn; i++)
            played_as[h.npos[i]] = h.nat[i];
        for (int i = 0; i < h.w; i++)
            played_as[h.wpos[i]] = b.sub[i];
    }
    return b.value;
}

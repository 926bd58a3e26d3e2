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
 * The reference below tries every card for every wild card instead, and the checks
 * compare the two over whole decks.
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

/* ---------------------------------------------------------------------------------
 * Reference: written from the rules, not from the shortcuts above. A hand of five cards
 * is judged as it lies, repeats allowed: five equal ranks are five of a kind; a repeated
 * card otherwise plays as another suit of its rank (two equal cards are no flush). */

static uint16_t ref_value5(const uint8_t *five)
{
    uint8_t d[5];
    uint64_t seen = 0;
    int repeat = 0;
    for (int i = 0; i < 5; i++) {
        repeat |= (int)(seen >> five[i] & 1);
        seen |= 1ULL << five[i];
    }
    if (!repeat) {
        uint64_t key = HR_KEY_INIT, bits = 0;
        for (int i = 0; i < 5; i++) {
            key += hr_card_key[five[i]];
            bits |= hr_card_bit[five[i]];
        }
        return hr_lookup(key, bits);
    }
    if ((five[0] >> 2) == (five[1] >> 2) && (five[0] >> 2) == (five[2] >> 2)
        && (five[0] >> 2) == (five[3] >> 2) && (five[0] >> 2) == (five[4] >> 2))
        return (uint16_t)(FIVE_KIND_BASE + (five[0] >> 2));
    memcpy(d, five, 5);
    for (int i = 1; i < 5; i++)
        for (int j = 0; j < i; j++)
            if (d[j] == d[i]) {
                for (int s = 0; s < 4; s++) {
                    uint8_t c = CARD(d[i] >> 2, s);
                    int taken = 0;
                    for (int m = 0; m < 5; m++)
                        taken |= d[m] == c;
                    if (!taken) {
                        d[i] = c;
                        break;
                    }
                }
                break;
            }
    return hr_eval5(d[0], d[1], d[2], d[3], d[4]);
}

/* Five cards, wild where is_wild[i]: every way of naming the wild cards. */
static uint16_t ref_five(const uint8_t *five, const int *is_wild, int rule)
{
    uint8_t hand[5];
    int nn = 0, k = 0, idx[5] = {0};
    for (int i = 0; i < 5; i++)
        if (!is_wild[i])
            hand[nn++] = five[i];
    k = 5 - nn;
    uint16_t best = 0;
    for (;;) {
        int all_aces = 1;
        for (int i = 0; i < k; i++) {
            hand[nn + i] = (uint8_t)idx[i];
            all_aces &= (idx[i] >> 2) == ACE;
        }
        uint16_t v = ref_value5(hand);
        int ok = rule == RULE_WILD || all_aces || (v < FIVE_KIND_BASE && bug_category_ok(v));
        if (ok && v > best)
            best = v;
        int i = k - 1;  /* next multiset: the wild cards are interchangeable */
        while (i >= 0 && idx[i] == 51)
            i--;
        if (i < 0)
            break;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[i];
    }
    return best;
}

uint16_t hr_wild_reference(const uint8_t *cards, int k, uint32_t wild_ranks, int rule)
{
    hand_t h;
    if ((rule != RULE_WILD && rule != RULE_BUG) || load(cards, k, wild_ranks, &h))
        return 0;
    uint16_t best = 0;
    int pick[5];
    for (pick[0] = 0; pick[0] < k; pick[0]++)
        for (pick[1] = pick[0] + 1; pick[1] < k; pick[1]++)
            for (pick[2] = pick[1] + 1; pick[2] < k; pick[2]++)
                for (pick[3] = pick[2] + 1; pick[3] < k; pick[3]++)
                    for (pick[4] = pick[3] + 1; pick[4] < k; pick[4]++) {
                        uint8_t five[5];
                        int is_wild[5];
                        for (int i = 0; i < 5; i++) {
                            uint8_t c = cards[pick[i]];
                            five[i] = c;
                            is_wild[i] = c >= 52 || (wild_ranks >> (c >> 2) & 1);
                        }
                        uint16_t v = ref_five(five, is_wild, rule);
                        if (v > best)
                            best = v;
                    }
    return best;
}

/* One hand: fast against reference, and played_as against the value. 0 = agree. */
static int check_one(const uint8_t *hand, int k, uint32_t wild_ranks, int rule, uint64_t *hist)
{
    uint8_t as[7];
    uint16_t v = hr_wild_eval(hand, k, wild_ranks, rule, as);
    if (hist)
        hist[v]++;
    if (v == 0 || v != hr_wild_reference(hand, k, wild_ranks, rule))
        return 1;
    if (v >= FIVE_KIND_BASE) {
        int r = v - FIVE_KIND_BASE;
        for (int i = 0; i < k; i++) {
            int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
            if (wild && (as[i] >> 2) != r)
                return 1;
        }
        return 0;
    }
    uint64_t seen = 0;
    for (int i = 0; i < k; i++) {
        int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
        if (as[i] > 51 || (seen >> as[i] & 1) || (!wild && as[i] != hand[i]))
            return 1;
        seen |= 1ULL << as[i];
    }
    if (hr_eval_ids(as, k) != v)
        return 1;
    if (rule == RULE_BUG && !bug_category_ok(v) && k == 5)
        for (int i = 0; i < k; i++) {  /* in five cards every wild card plays */
            int wild = hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
            if (wild && (as[i] >> 2) != ACE)
                return 1;
        }
    return 0;
}

int64_t hr_wild_check_all5(uint32_t wild_ranks, int jokers, int rule, uint64_t *hist,
                           uint8_t *bad)
{
    if (jokers < 0 || jokers > 2 || (wild_ranks >> 13) || (rule != RULE_WILD && rule != RULE_BUG))
        return -1;
    const int n = 52 + jokers;
    int64_t wrong = 0;
    uint8_t h[5];
    for (h[0] = 0; h[0] < n; h[0]++)
        for (h[1] = (uint8_t)(h[0] + 1); h[1] < n; h[1]++)
            for (h[2] = (uint8_t)(h[1] + 1); h[2] < n; h[2]++)
                for (h[3] = (uint8_t)(h[2] + 1); h[3] < n; h[3]++)
                    for (h[4] = (uint8_t)(h[3] + 1); h[4] < n; h[4]++)
                        if (check_one(h, 5, wild_ranks, rule, hist) && wrong++ == 0 && bad)
                            memcpy(bad, h, 5);
    return wrong;
}

int64_t hr_wild_check_random(int k, uint32_t wild_ranks, int jokers, int rule, uint64_t count,
                             uint64_t seed, uint8_t *bad)
{
    if (k < 5 || k > 7 || jokers < 0 || jokers > 2 || (wild_ranks >> 13)
        || (rule != RULE_WILD && rule != RULE_BUG) || (jokers == 0 && wild_ranks == 0))
        return -1;
    const int n = 52 + jokers;
    uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
    uint8_t deck[54], hand[7];
    int64_t wrong = 0;
    for (int i = 0; i < (int)sizeof deck; i++)  /* all 54 ids; the shuffle draws from the first n */
        deck[i] = (uint8_t)i;
    for (uint64_t done = 0; done < count;) {
        int wilds = 0;
        for (int i = 0; i < k; i++) {  /* partial Fisher-Yates with xorshift64* */
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            int j = i + (int)(((x * 0x2545F4914F6CDD1DULL) >> 33) % (uint64_t)(n - i));
            uint8_t t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
            hand[i] = deck[i];
            wilds += hand[i] >= 52 || (wild_ranks >> (hand[i] >> 2) & 1);
        }
        if (!wilds)
            continue;
        done++;
        if (check_one(hand, k, wild_ranks, rule, NULL) && wrong++ == 0 && bad)
            memcpy(bad, hand, (size_t)k);
    }
    return wrong;
}

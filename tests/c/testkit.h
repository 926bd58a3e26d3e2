/* Helpers of the sanitizer test programs in tests/c (not a test program itself: run.sh
 * builds only test_*.c): a repeatable xorshift generator, a CHECK that counts failures,
 * random deals and exact-size copies, so ASan sees a single byte read too far. */
#ifndef HR_TESTKIT_H
#define HR_TESTKIT_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;  /* a program may reseed it (not 0) */
static inline uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static int failures = 0;
#define CHECK(cond) do { if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); } } while (0)

/* k distinct ids below `deck` (52, or up to 54 with jokers), none with its bit in `avoid`. */
static inline void deal(uint8_t *out, int k, int deck, uint64_t avoid)
{
    uint64_t used = avoid;
    for (int i = 0; i < k; i++) {
        uint8_t c;
        do c = (uint8_t)(rnd() % (uint64_t)deck); while (used >> c & 1);
        used |= 1ULL << c;
        out[i] = c;
    }
}

/* A malloc'd copy of exactly n bytes (n <= 0: a 1-byte block nobody may read). */
static inline uint8_t *copy(const uint8_t *src, int n)
{
    uint8_t *p = malloc(n > 0 ? (size_t)n : 1);
    if (n > 0)
        memcpy(p, src, (size_t)n);
    return p;
}

static inline uint64_t mask_of(const uint8_t *ids, int n)
{
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        m |= 1ULL << ids[i];
    return m;
}

#endif

/* The random numbers of the Monte Carlo kernels: xoshiro256** seeded by splitmix64, and
 * exact uniform integers below m (Lemire's multiply-and-reject) from 32 bits at a time.
 * Internal, not part of the API; the state is the caller's (no globals). */
#ifndef HR_RNG_H
#define HR_RNG_H
#include <stdint.h>

typedef struct {
    uint64_t s[4];
    uint64_t word;  /* the unused upper half of the last 64 bits, when `half` */
    int half;
} hr_rng;

static inline uint64_t hr_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* One stream per (seed, stream): the same pair, the same numbers. */
static inline void hr_rng_seed(hr_rng *g, uint64_t seed, uint64_t stream)
{
    uint64_t y = stream ^ 0xD1B54A32D192ED03ULL;
    uint64_t x = seed ^ hr_splitmix64(&y);
    for (int i = 0; i < 4; i++)
        g->s[i] = hr_splitmix64(&x);
    g->word = 0;
    g->half = 0;
}

static inline uint64_t hr_rng_next64(hr_rng *g)  /* xoshiro256** */
{
    uint64_t *s = g->s;
    uint64_t a = s[1] * 5;
    uint64_t r = ((a << 7) | (a >> 57)) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return r;
}

static inline uint32_t hr_rng_next32(hr_rng *g)
{
    if (g->half) {
        g->half = 0;
        return (uint32_t)(g->word >> 32);
    }
    g->word = hr_rng_next64(g);
    g->half = 1;
    return (uint32_t)g->word;
}

/* Uniform in [0, m), m >= 1, exactly. */
static inline uint32_t hr_rng_below(hr_rng *g, uint32_t m)
{
    uint64_t x = (uint64_t)hr_rng_next32(g) * m;
    if ((uint32_t)x < m) {
        uint32_t t = (uint32_t)(-m) % m;
        while ((uint32_t)x < t)
            x = (uint64_t)hr_rng_next32(g) * m;
    }
    return (uint32_t)(x >> 32);
}

/* k (<= 4) uniform and independent draws j[q] in [0, m - q), q < k (k <= m <= 52), exactly,
 * from one 32-bit number (more only when one is rejected): the digits, in mixed radix, of one
 * uniform number below the product P = m (m - 1) ... (m - k + 1) by Lemire's multiply-and-reject,
 * peeled off one multiplication each (x m = j0 2^32 + l0, l0 (m - 1) = j1 2^32 + l1, ...: x P is
 * the digits' number times 2^32 plus the last l, rejected below 2^32 mod P as Lemire rejects).
 * hr_rng_peel peels the digits of one 32-bit number r for the sizes m[0..k) and returns l. */
static inline uint32_t hr_rng_peel(uint32_t r, const uint32_t *m, int k, uint32_t *j)
{
    uint64_t x = (uint64_t)r * m[0];
    j[0] = (uint32_t)(x >> 32);
    for (int q = 1; q < k; q++) {
        x = (uint64_t)(uint32_t)x * m[q];
        j[q] = (uint32_t)(x >> 32);
    }
    return (uint32_t)x;  /* the last low half, l */
}

static inline void hr_rng_digits(hr_rng *g, uint32_t m, int k, uint32_t *j)
{
    uint32_t sizes[4], prod = 1;
    for (int q = 0; q < k; q++)
        prod *= sizes[q] = m - (uint32_t)q;
    for (;;) {
        const uint32_t l = hr_rng_peel(hr_rng_next32(g), sizes, k, j);
        if (l >= prod || l >= (uint32_t)(-prod) % prod)
            return;
    }
}

#endif

#include "sha256_blocks.h"

static inline uint32_t rotate_right(uint32_t value, unsigned count) {
    return (value >> count) | (value << (32 - count));
}

static inline uint32_t load_big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

/// One round: `d` becomes the next `e` and `h` the next `a`. Rotating the variables' roles instead
/// of moving their values keeps them in registers; Intel Macs and older x86 CPUs run this path.
#define ROUND(a, b, c, d, e, f, g, h, t)                                                                     \
    do {                                                                                                     \
        uint32_t t1 = h + (rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25)) + (g ^ (e & (f ^ g))) \
            + k[t] + w[t];                                                                                   \
        d += t1;                                                                                             \
        h = t1 + (rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22)) + ((a & b) | (c & (a | b))); \
    } while (0)

/// FIPS 180-4 section 6.2.2, for CPUs without SHA instructions and as the tests' reference.
void csha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t count) {
    const uint32_t *k = csha256_round_constants;
    for (; count > 0; count--, data += 64) {
        uint32_t w[64];
        for (int t = 0; t < 16; t++) {
            w[t] = load_big_endian(data + 4 * t);
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = rotate_right(w[t - 15], 7) ^ rotate_right(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = rotate_right(w[t - 2], 17) ^ rotate_right(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t += 8) {
            ROUND(a, b, c, d, e, f, g, h, t);
            ROUND(h, a, b, c, d, e, f, g, t + 1);
            ROUND(g, h, a, b, c, d, e, f, t + 2);
            ROUND(f, g, h, a, b, c, d, e, t + 3);
            ROUND(e, f, g, h, a, b, c, d, t + 4);
            ROUND(d, e, f, g, h, a, b, c, t + 5);
            ROUND(c, d, e, f, g, h, a, b, t + 6);
            ROUND(b, c, d, e, f, g, h, a, t + 7);
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#undef ROUND

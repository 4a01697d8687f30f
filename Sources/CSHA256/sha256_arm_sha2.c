#include "sha256_blocks.h"

#if defined(CSHA256_HAS_ARM_SHA2)

#include <arm_neon.h>

#if defined(__linux__)
#include <sys/auxv.h>
#ifndef HWCAP_SHA2
#define HWCAP_SHA2 (1 << 6)
#endif
#endif

// Apple's arm64 and any build for a CPU with the extension have it on for the whole file; elsewhere
// (generic armv8-a on Linux) only these functions get it, and the run-time check guards them.
#if defined(__ARM_FEATURE_SHA2)
#define SHA2_TARGET
#elif defined(__clang__)
#define SHA2_TARGET __attribute__((target("sha2")))
#else
#define SHA2_TARGET __attribute__((target("+sha2")))
#endif

int csha256_arm_sha2_available(void) {
#if defined(__ARM_FEATURE_SHA2)
    return 1;
#elif defined(__linux__)
    return (getauxval(AT_HWCAP) & HWCAP_SHA2) != 0;
#else
    return 0;
#endif
}

/// Four rounds: SHA256H gives the new ABCD, SHA256H2 the new EFGH from the ABCD before them.
SHA2_TARGET static inline void rounds4(uint32x4_t *abcd, uint32x4_t *efgh, uint32x4_t words, int group) {
    uint32x4_t sums = vaddq_u32(words, vld1q_u32(&csha256_round_constants[4 * group]));
    uint32x4_t abcd_before = *abcd;
    *abcd = vsha256hq_u32(*abcd, *efgh, sums);
    *efgh = vsha256h2q_u32(*efgh, abcd_before, sums);
}

/// The next four schedule words from the previous sixteen, oldest first.
SHA2_TARGET static inline uint32x4_t schedule(uint32x4_t oldest, uint32x4_t older, uint32x4_t newer, uint32x4_t newest) {
    return vsha256su1q_u32(vsha256su0q_u32(oldest, older), newer, newest);
}

SHA2_TARGET static inline uint32x4_t load_words(const uint8_t *bytes) {
    return vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(bytes)));
}

SHA2_TARGET void csha256_blocks_arm_sha2(uint32_t state[8], const uint8_t *data, size_t count) {
    uint32x4_t abcd = vld1q_u32(&state[0]);
    uint32x4_t efgh = vld1q_u32(&state[4]);

    for (; count > 0; count--, data += 64) {
        uint32x4_t abcd_before = abcd, efgh_before = efgh;
        uint32x4_t w0 = load_words(data + 0);
        uint32x4_t w1 = load_words(data + 16);
        uint32x4_t w2 = load_words(data + 32);
        uint32x4_t w3 = load_words(data + 48);
        rounds4(&abcd, &efgh, w0, 0);
        rounds4(&abcd, &efgh, w1, 1);
        rounds4(&abcd, &efgh, w2, 2);
        rounds4(&abcd, &efgh, w3, 3);
        for (int group = 4; group < 16; group += 4) {
            w0 = schedule(w0, w1, w2, w3);
            rounds4(&abcd, &efgh, w0, group);
            w1 = schedule(w1, w2, w3, w0);
            rounds4(&abcd, &efgh, w1, group + 1);
            w2 = schedule(w2, w3, w0, w1);
            rounds4(&abcd, &efgh, w2, group + 2);
            w3 = schedule(w3, w0, w1, w2);
            rounds4(&abcd, &efgh, w3, group + 3);
        }
        abcd = vaddq_u32(abcd, abcd_before);
        efgh = vaddq_u32(efgh, efgh_before);
    }

    vst1q_u32(&state[0], abcd);
    vst1q_u32(&state[4], efgh);
}

#endif

#include "sha256_blocks.h"

#if defined(CSHA256_HAS_X86_SHA_NI)

#include <cpuid.h>
#include <immintrin.h>

// Per-function targets let this file build with the package's default flags; the CPUID check
// keeps these functions from running on CPUs without the instructions.
#define SHA_NI_TARGET __attribute__((target("sha,sse4.1,ssse3")))

int csha256_x86_sha_ni_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, 0) < 7) {
        return 0;
    }
    __cpuid(1, eax, ebx, ecx, edx);
    int shuffles = (ecx & bit_SSSE3) && (ecx & bit_SSE4_1);
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return shuffles && (ebx & bit_SHA);
}

/// Four rounds: the instruction does two, reading the message-plus-constant words from the low half.
SHA_NI_TARGET static inline void rounds4(__m128i *abef, __m128i *cdgh, __m128i words, int group) {
    __m128i sums = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&csha256_round_constants[4 * group]));
    *cdgh = _mm_sha256rnds2_epu32(*cdgh, *abef, sums);
    *abef = _mm_sha256rnds2_epu32(*abef, *cdgh, _mm_shuffle_epi32(sums, 0x0e));
}

/// The next four schedule words from the previous sixteen, oldest first.
SHA_NI_TARGET static inline __m128i schedule(__m128i oldest, __m128i older, __m128i newer, __m128i newest) {
    __m128i partial = _mm_add_epi32(_mm_sha256msg1_epu32(oldest, older), _mm_alignr_epi8(newest, newer, 4));
    return _mm_sha256msg2_epu32(partial, newest);
}

SHA_NI_TARGET void csha256_blocks_x86_sha_ni(uint32_t state[8], const uint8_t *data, size_t count) {
    // The instructions want the state as ABEF and CDGH, and the message words big-endian.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xb1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1b);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xf0);

    for (; count > 0; count--, data += 64) {
        __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i w0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), byte_swap);
        __m128i w1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), byte_swap);
        __m128i w2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), byte_swap);
        __m128i w3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), byte_swap);
        rounds4(&abef, &cdgh, w0, 0);
        rounds4(&abef, &cdgh, w1, 1);
        rounds4(&abef, &cdgh, w2, 2);
        rounds4(&abef, &cdgh, w3, 3);
        for (int group = 4; group < 16; group += 4) {
            w0 = schedule(w0, w1, w2, w3);
            rounds4(&abef, &cdgh, w0, group);
            w1 = schedule(w1, w2, w3, w0);
            rounds4(&abef, &cdgh, w1, group + 1);
            w2 = schedule(w2, w3, w0, w1);
            rounds4(&abef, &cdgh, w2, group + 2);
            w3 = schedule(w3, w0, w1, w2);
            rounds4(&abef, &cdgh, w3, group + 3);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1b);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xb1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xf0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#endif

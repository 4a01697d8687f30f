#include "CSHA256.h"
#include "sha256_blocks.h"

#include <stdatomic.h>
#include <string.h>

const uint32_t csha256_round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

enum path { path_unknown = 0, path_portable, path_x86_sha_ni, path_arm_sha2 };

// Several writer threads hash at once: each may probe the CPU the first time, they all store the
// same answer, and the atomic keeps that benign race defined behaviour.
static _Atomic int chosen_path = path_unknown;

static enum path active_path(void) {
    int path = atomic_load_explicit(&chosen_path, memory_order_relaxed);
    if (path != path_unknown) {
        return (enum path)path;
    }
    path = path_portable;
#if defined(CSHA256_HAS_X86_SHA_NI)
    if (csha256_x86_sha_ni_available()) {
        path = path_x86_sha_ni;
    }
#elif defined(CSHA256_HAS_ARM_SHA2)
    if (csha256_arm_sha2_available()) {
        path = path_arm_sha2;
    }
#endif
    atomic_store_explicit(&chosen_path, path, memory_order_relaxed);
    return (enum path)path;
}

static csha256_blocks_fn blocks_for(enum path path) {
    switch (path) {
#if defined(CSHA256_HAS_X86_SHA_NI)
    case path_x86_sha_ni:
        return csha256_blocks_x86_sha_ni;
#endif
#if defined(CSHA256_HAS_ARM_SHA2)
    case path_arm_sha2:
        return csha256_blocks_arm_sha2;
#endif
    default:
        return csha256_blocks_portable;
    }
}

/// Whole blocks straight from the caller's bytes, then the padded tail: the last partial block,
/// 0x80, zeros and the message length in bits, big-endian.
static void hash(csha256_blocks_fn blocks, const void *data, size_t length, uint8_t digest[32]) {
    uint32_t state[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    const uint8_t *bytes = data;
    size_t whole = length / 64;
    if (whole > 0) {
        blocks(state, bytes, whole);
    }
    uint8_t tail[128] = {0};
    size_t rest = length - whole * 64;
    if (rest > 0) {
        memcpy(tail, bytes + whole * 64, rest);
    }
    tail[rest] = 0x80;
    size_t tail_length = rest < 56 ? 64 : 128;
    uint64_t bits = (uint64_t)length * 8;
    for (size_t index = 0; index < 8; index++) {
        tail[tail_length - 1 - index] = (uint8_t)(bits >> (8 * index));
    }
    blocks(state, tail, tail_length / 64);
    for (size_t index = 0; index < 8; index++) {
        digest[4 * index] = (uint8_t)(state[index] >> 24);
        digest[4 * index + 1] = (uint8_t)(state[index] >> 16);
        digest[4 * index + 2] = (uint8_t)(state[index] >> 8);
        digest[4 * index + 3] = (uint8_t)state[index];
    }
}

void csha256(const void *data, size_t length, uint8_t digest[32]) {
    hash(blocks_for(active_path()), data, length, digest);
}

void csha256_portable(const void *data, size_t length, uint8_t digest[32]) {
    hash(csha256_blocks_portable, data, length, digest);
}

const char *csha256_active_path(void) {
    switch (active_path()) {
    case path_x86_sha_ni:
        return "x86-sha-ni";
    case path_arm_sha2:
        return "arm-sha2";
    default:
        return "portable";
    }
}

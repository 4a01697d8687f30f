#ifndef CSHA256_BLOCKS_H
#define CSHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/// Compresses `count` whole 64-byte blocks at `data` (any alignment) into the eight chaining words.
/// Taking many blocks per call lets the SIMD paths keep the state in registers across a whole file.
typedef void (*csha256_blocks_fn)(uint32_t state[8], const uint8_t *data, size_t count);

/// The 64 round constants of FIPS 180-4, shared by every path.
extern const uint32_t csha256_round_constants[64];

void csha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t count);

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CSHA256_HAS_X86_SHA_NI 1
void csha256_blocks_x86_sha_ni(uint32_t state[8], const uint8_t *data, size_t count);
/// Whether this CPU has SHA-NI and the SSSE3/SSE4.1 shuffles the path also uses.
int csha256_x86_sha_ni_available(void);
#endif

#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define CSHA256_HAS_ARM_SHA2 1
void csha256_blocks_arm_sha2(uint32_t state[8], const uint8_t *data, size_t count);
/// Whether this CPU has the ARMv8 SHA-256 instructions.
int csha256_arm_sha2_available(void);
#endif

#endif

#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// SHA-256 of `length` bytes at `data` into `digest`, using the CPU's SHA instructions when it has them.
/// `data` may be unaligned, and NULL when `length` is 0. Safe to call from several threads at once.
void csha256(const void *data, size_t length, uint8_t digest[32]);

/// SHA-256 in plain C on every machine, so tests can check the accelerated path against it.
void csha256_portable(const void *data, size_t length, uint8_t digest[32]);

/// The path `csha256` takes on this machine: "x86-sha-ni", "arm-sha2" or "portable".
const char *csha256_active_path(void);

#ifdef __cplusplus
}
#endif

#endif

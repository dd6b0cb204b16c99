#ifndef ORBITING_CIMAGELIBRARIES_H
#define ORBITING_CIMAGELIBRARIES_H

/* zlib and libpng for Orbiting's pictures on graphics terminals, loaded when first needed.
 *
 * Only a session or `show` drawing in a graphics mode (kitty's graphics protocol, iTerm2's
 * inline images) compresses pictures, so neither library is linked: each is opened with
 * dlopen by its soname the first time it is needed (COptionalLibrary.h; with
 * ORBITING_OPTIONAL_LIBRARIES=none neither is ever opened); the functions below then report
 * failure. */

#include <stddef.h>
#include <stdint.h>

/** Whether zlib (`libz.so.1`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_zlib_available(void);
/** Whether libpng (`libpng16.so.16`) is loaded, loading it (and zlib) on the first call. Thread-safe. */
int orbiting_png_available(void);

/** The most bytes `orbiting_zlib_compress` may write for `length` bytes of input. */
size_t orbiting_zlib_bound(size_t length);

/** Compresses `length` bytes at `input` into a zlib stream (RFC 1950) at `output`, which
 * holds `capacity` bytes, at `level` (1 fastest … 9 smallest). Returns the bytes written, or
 * 0 when zlib is not loaded or the output does not fit. */
size_t orbiting_zlib_compress(const uint8_t *input, size_t length, uint8_t *output, size_t capacity, int level);

/** Decompresses the zlib stream of `length` bytes at `input` into `output`, which holds
 * `capacity` bytes. Returns the bytes written, or 0 when zlib is not loaded or the stream is
 * not valid (or does not fit). */
size_t orbiting_zlib_uncompress(const uint8_t *input, size_t length, uint8_t *output, size_t capacity);

/** Encodes a `width` × `height` picture of palette indices (one byte a pixel, row-major) with
 * `colors` palette entries (`palette` holds 3 bytes, R G B, for each) as a PNG file in memory.
 * Returns its bytes in `*output` (free them with `orbiting_png_free`) and their count in
 * `*length`; returns 0 on success, -1 when libpng is not loaded, -2 when encoding failed. */
int orbiting_png_encode_indexed(const uint8_t *indices, int width, int height, const uint8_t *palette, int colors,
                                int compression, uint8_t **output, size_t *length);

/** Frees what `orbiting_png_encode_indexed` returned. */
void orbiting_png_free(uint8_t *bytes);

#endif

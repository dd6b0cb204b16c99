/* zlib and libpng, opened on first use (see CImageLibraries.h). */

#include "CImageLibraries.h"

#include <COptionalLibrary.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* zlib's functions Orbiting calls. */
#define ORBITING_ZLIB_FUNCTIONS(X) X(compress2) X(compressBound) X(uncompress)

ORBITING_LIBRARY_TABLE(zlib, ORBITING_ZLIB_FUNCTIONS(ORBITING_LIBRARY_SLOT))
ORBITING_LIBRARY_LOADER(zlib, "libz.so.1", ORBITING_ZLIB_FUNCTIONS(ORBITING_LIBRARY_RESOLVE), 1, 1)

size_t orbiting_zlib_bound(size_t length) {
    if (!orbiting_zlib_available()) return 0;
    return (size_t)zlib.compressBound((uLong)length);
}

size_t orbiting_zlib_compress(const uint8_t *input, size_t length, uint8_t *output, size_t capacity, int level) {
    if (!orbiting_zlib_available()) return 0;
    uLongf written = (uLongf)capacity;
    if (zlib.compress2(output, &written, input, (uLong)length, level) != Z_OK) return 0;
    return (size_t)written;
}

size_t orbiting_zlib_uncompress(const uint8_t *input, size_t length, uint8_t *output, size_t capacity) {
    if (!orbiting_zlib_available()) return 0;
    uLongf written = (uLongf)capacity;
    if (zlib.uncompress(output, &written, input, (uLong)length) != Z_OK) return 0;
    return (size_t)written;
}

/* libpng's functions Orbiting calls. */
#define ORBITING_PNG_FUNCTIONS(X) \
    X(png_create_write_struct) X(png_create_info_struct) X(png_destroy_write_struct) \
    X(png_set_write_fn) X(png_set_IHDR) X(png_set_PLTE) X(png_set_compression_level) \
    X(png_set_compression_strategy) \
    X(png_set_filter) X(png_write_info) X(png_write_row) X(png_write_end) X(png_set_longjmp_fn) \
    X(png_get_io_ptr) X(png_error)

ORBITING_LIBRARY_TABLE(png, ORBITING_PNG_FUNCTIONS(ORBITING_LIBRARY_SLOT))
/* libpng needs zlib: loaded after it. */
ORBITING_LIBRARY_LOADER(png, "libpng16.so.16", ORBITING_PNG_FUNCTIONS(ORBITING_LIBRARY_RESOLVE),
                        orbiting_zlib_available(), 1)

/* A growing buffer libpng writes the file into. */
struct orbiting_png_sink {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
};

static void orbiting_png_write(png_structp writer, png_bytep data, png_size_t length) {
    struct orbiting_png_sink *sink = png.png_get_io_ptr(writer);
    if (sink->length + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + length) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (!grown) png.png_error(writer, "out of memory");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length += length;
}

static void orbiting_png_flush(png_structp writer) { (void)writer; }

/* Two 4-bit indices a byte, the first in the high bits (a loop the compiler vectorizes). */
static void orbiting_pack_nibbles(const uint8_t *restrict source, uint8_t *restrict row, int width) {
    int pairs = width / 2;
    for (int i = 0; i < pairs; i++) row[i] = (uint8_t)((source[2 * i] << 4) | (source[2 * i + 1] & 15));
    if (width & 1) row[pairs] = (uint8_t)(source[width - 1] << 4);
}

int orbiting_png_encode_indexed(const uint8_t *indices, int width, int height, const uint8_t *palette, int colors,
                                int compression, uint8_t **output, size_t *length) {
    *output = NULL;
    *length = 0;
    if (!orbiting_png_available()) return -1;
    if (width <= 0 || height <= 0 || colors <= 0 || colors > 256) return -2;
    png_structp writer = png.png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!writer) return -2;
    png_infop info = png.png_create_info_struct(writer);
    struct orbiting_png_sink sink = { NULL, 0, 0 };
    /* libpng reports errors by longjmp to here (png_jmpbuf, through the loaded library). */
    jmp_buf *jump = png.png_set_longjmp_fn(writer, longjmp, sizeof(jmp_buf));
    if (!info || !jump || setjmp(*jump)) {
        png.png_destroy_write_struct(&writer, info ? &info : NULL);
        free(sink.bytes);
        return -2;
    }
    png.png_set_write_fn(writer, &sink, orbiting_png_write, orbiting_png_flush);
    int depth = colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8;
    png.png_set_IHDR(writer, info, (png_uint_32)width, (png_uint_32)height, depth, PNG_COLOR_TYPE_PALETTE,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color entries[256];
    for (int i = 0; i < colors; i++) {
        entries[i].red = palette[3 * i];
        entries[i].green = palette[3 * i + 1];
        entries[i].blue = palette[3 * i + 2];
    }
    png.png_set_PLTE(writer, info, entries, colors);
    png.png_set_compression_level(writer, compression);
    /* Run-length matches only: a picture of text on a background is long runs of one
     * index, which RLE finds as well as a full search, at a fraction of the time. */
    png.png_set_compression_strategy(writer, Z_RLE);
    png.png_set_filter(writer, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png.png_write_info(writer, info);
    /* Rows packed to the bit depth: 8 / depth pixels a byte, the first in the high bits. */
    size_t packed = ((size_t)width * (size_t)depth + 7) / 8;
    uint8_t *row = calloc(packed ? packed : 1, 1);
    if (!row) png.png_error(writer, "out of memory");
    for (int y = 0; y < height; y++) {
        const uint8_t *source = indices + (size_t)y * (size_t)width;
        if (depth == 8) {
            memcpy(row, source, (size_t)width);
        } else if (depth == 4) {
            orbiting_pack_nibbles(source, row, width);
        } else {
            memset(row, 0, packed);
            int perByte = 8 / depth;
            for (int x = 0; x < width; x++) {
                int shift = 8 - depth * (x % perByte + 1);
                row[x / perByte] |= (uint8_t)((source[x] & ((1 << depth) - 1)) << shift);
            }
        }
        png.png_write_row(writer, row);
    }
    free(row);
    png.png_write_end(writer, NULL);
    png.png_destroy_write_struct(&writer, &info);
    *output = sink.bytes;
    *length = sink.length;
    return 0;
}

void orbiting_png_free(uint8_t *bytes) { free(bytes); }

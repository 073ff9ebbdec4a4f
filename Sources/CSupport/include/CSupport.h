#ifndef SCANLAB_CSUPPORT_H
#define SCANLAB_CSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* libpng reports errors by longjmp, which Swift frames cannot survive. These functions
   catch every libpng error with setjmp inside C and return a status plus a message. */

/* A hint to fetch the cache line holding p (never faults, whatever p is). Swift has no prefetch. */
static inline void csupport_prefetch(const void *p) { __builtin_prefetch(p, 0, 3); }

/* Status codes returned by the functions below. */
enum {
    CSUPPORT_OK = 0,
    CSUPPORT_ERROR = 1,      /* libpng reported an error; message holds it */
    CSUPPORT_TOO_LARGE = 2,  /* the header declares more than the limits allow */
    CSUPPORT_NO_MEMORY = 3,
    CSUPPORT_BAD_ARGUMENT = 4
};

/* Decodes a PNG held in memory into 8-bit samples, gray (out_channels 1) or RGB (3).
   Palette, low bit depths and 16-bit samples are expanded or reduced to 8 bits; alpha is
   composited on white. out must hold width*height*out_channels bytes, where width and height
   are the header's and must equal expected_width/expected_height. */
int csupport_png_decode(const uint8_t *data, size_t size,
                        uint32_t expected_width, uint32_t expected_height,
                        int out_channels, uint8_t *out, size_t out_capacity,
                        char *message, size_t message_capacity);

/* Encodes 8-bit gray (channels 1) or RGB (channels 3) as PNG at the given zlib level.
   When bitonal is nonzero the gray image is written as 1-bit gray: a sample at or above
   threshold becomes white. On success *out_data is a malloc'd buffer the caller frees
   with csupport_free. */
int csupport_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                        int zlib_level, int bitonal, uint8_t threshold,
                        uint8_t **out_data, size_t *out_size,
                        char *message, size_t message_capacity);

void csupport_free(void *pointer);

/* libtiff reads through callbacks and reports errors through a handler taking a va_list; neither is
   comfortable from Swift, so a TIFF held in memory is opened here. Errors go to message, never stderr. */

/* What a TIFF directory (page) declares. */
typedef struct {
    uint32_t width;
    uint32_t height;
    uint16_t bits_per_sample;
    uint16_t samples_per_pixel;
    uint16_t photometric;      /* TIFF's PHOTOMETRIC_* value */
    uint16_t compression;      /* TIFF's COMPRESSION_* value */
    uint32_t tile_width;       /* 0 when the page is in strips */
    uint32_t tile_height;
    uint32_t pages;            /* directories in the file */
} csupport_tiff_info;

/* Reads the tags of page `page` (from 0). Returns CSUPPORT_ERROR with a message when the bytes are
   not a TIFF or the page does not exist. */
int csupport_tiff_info_read(const uint8_t *data, size_t size, uint32_t page, csupport_tiff_info *info,
                            char *message, size_t message_capacity);

/* Writes `pages` pages of the same layout to a TIFF file at path: 8-bit gray (channels 1) or RGB (3), or 1-bit
   min-is-white when bitonal is nonzero (a gray sample at or above 128 is white). compression is a TIFF
   COMPRESSION_* value (1 none, 4 CCITT G4 for bitonal only, 5 LZW, 8 Deflate, 32773 PackBits). Each page's
   pixels follow the previous page's. For tests and tools that need real TIFF files. */
int csupport_tiff_write(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                        uint32_t pages, int bitonal, int compression, char *message, size_t message_capacity);

/* Decodes page `page` into 8-bit samples, gray (out_channels 1, the red sample of libtiff's RGBA) or
   RGB (3), top row first. out must hold width*height*out_channels bytes for the page's declared size.
   Any libtiff error, including a truncated strip, fails the whole decode. */
int csupport_tiff_decode(const uint8_t *data, size_t size, uint32_t page, uint32_t width, uint32_t height,
                         int out_channels, uint8_t *out, size_t out_capacity,
                         char *message, size_t message_capacity);

/* Whether this CPU (and OS) runs AVX2 code: the kernels below are only called when it does. */
int csupport_has_avx2(void);

/* The gray warp's gather for the pixels of one output row from start, eight at a time, while all eight sources lie
   inside the input: 256 <= fixed_u < limit_u and 256 <= fixed_v < limit_v, coordinates in 1/256 px offset by one
   pixel as Imaging's `WarpRow` makes them, limits at most 256 times the input's width and height. Gives exactly the
   clamped scalar gather's bytes. Returns where it stopped: end rounded down to 8 pixels, or the first block with a
   source outside. The input's rows of row_length bytes must number fewer than INT32_MAX / row_length; lead is the
   byte distance prefetched ahead of each block's first source. AVX2 only: call only when csupport_has_avx2(). */
ptrdiff_t csupport_warp_gray_avx2(const uint8_t *source, ptrdiff_t row_length, int32_t limit_u, int32_t limit_v,
                                  const int32_t *fixed_u, const int32_t *fixed_v, ptrdiff_t start, ptrdiff_t end,
                                  ptrdiff_t lead, uint8_t *out);

/* One row of the gray flat-field correction and tone (Enhancement's `LightAndTone.apply`), eight pixels at a time,
   in place: with wrapping 32-bit arithmetic, g = (above[x] * (256 - t) + below[x] * t) >> 8 and
   pixels[x] = clamp((pixels[x] * g - offset + 2^(fraction_bits - 1)) >> fraction_bits, 0, 255), shifts arithmetic,
   0 <= t <= 256, 1 <= fraction_bits <= 30. Returns how many pixels it did: count rounded down to a multiple of 8.
   AVX2 only: call only when csupport_has_avx2(). */
ptrdiff_t csupport_light_tone_row_avx2(uint8_t *pixels, const int32_t *above, const int32_t *below, int32_t t,
                                       int32_t offset, int32_t fraction_bits, ptrdiff_t count);

/* One grid row of `LightAndTone.gainRows`, eight columns at a time: for column x the cells left_cells[x] and
   right_cells[x] of `cells` blended as cells[l] * complement[x] + cells[r] * weight[x], then
   out[x] = (int32) min(ceiling, numerator / max(bg, floor_value) * one), truncated, in the Float operations and order
   of its SSE loop. The gains must lie in Int32's range (ceiling does that). Returns how many columns it did: count
   rounded down to a multiple of 8. AVX2 only: call only when csupport_has_avx2(). */
ptrdiff_t csupport_gains_avx2(const float *cells, const int32_t *left_cells, const int32_t *right_cells,
                              const float *complement, const float *weight, float numerator, float floor_value,
                              float ceiling, float one, ptrdiff_t count, int32_t *out);

#endif

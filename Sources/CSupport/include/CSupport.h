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

#endif

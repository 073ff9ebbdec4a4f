#include "CSupport.h"

#include <tiffio.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A TIFF file held in memory, read through libtiff's client callbacks. */
typedef struct {
    const uint8_t *data;
    toff_t size;
    toff_t offset;
    char *message;
    size_t capacity;
    int failed;
} memory_tiff;

static tmsize_t memory_read(thandle_t handle, void *buffer, tmsize_t count) {
    memory_tiff *file = (memory_tiff *)handle;
    if (count < 0 || file->offset >= file->size) return 0;
    toff_t left = file->size - file->offset;
    toff_t wanted = (toff_t)count < left ? (toff_t)count : left;
    memcpy(buffer, file->data + file->offset, (size_t)wanted);
    file->offset += wanted;
    return (tmsize_t)wanted;
}

static tmsize_t memory_write(thandle_t handle, void *buffer, tmsize_t count) {
    (void)handle; (void)buffer; (void)count;
    return 0;
}

static toff_t memory_seek(thandle_t handle, toff_t offset, int whence) {
    memory_tiff *file = (memory_tiff *)handle;
    toff_t base = whence == SEEK_CUR ? file->offset : whence == SEEK_END ? file->size : 0;
    file->offset = base + offset;
    return file->offset;
}

static int memory_close(thandle_t handle) { (void)handle; return 0; }
static toff_t memory_size(thandle_t handle) { return ((memory_tiff *)handle)->size; }
static int memory_map(thandle_t handle, void **base, toff_t *size) { (void)handle; (void)base; (void)size; return 0; }
static void memory_unmap(thandle_t handle, void *base, toff_t size) { (void)handle; (void)base; (void)size; }

/* Keeps the first error: later ones are usually consequences of it. */
static int on_tiff_error(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
    (void)tif; (void)module;
    memory_tiff *file = (memory_tiff *)user;
    if (file && !file->failed && file->message && file->capacity > 0) {
        vsnprintf(file->message, file->capacity, format, args);
    }
    if (file) file->failed = 1;
    return 1;
}

/* Warnings (unknown tags, odd but readable layouts) are no reason to refuse a page; keep stderr quiet. */
static int on_tiff_warning(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
    (void)tif; (void)user; (void)module; (void)format; (void)args;
    return 1;
}

static TIFF *open_memory(memory_tiff *file) {
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (!options) return NULL;
    TIFFOpenOptionsSetErrorHandlerExtR(options, on_tiff_error, file);
    TIFFOpenOptionsSetWarningHandlerExtR(options, on_tiff_warning, file);
    TIFF *tif = TIFFClientOpenExt("memory", "rm", (thandle_t)file, memory_read, memory_write, memory_seek,
                                  memory_close, memory_size, memory_map, memory_unmap, options);
    TIFFOpenOptionsFree(options);
    return tif;
}

static void set_message(char *message, size_t capacity, const char *text) {
    if (message && capacity > 0) { strncpy(message, text, capacity - 1); message[capacity - 1] = '\0'; }
}

int csupport_tiff_info_read(const uint8_t *data, size_t size, uint32_t page, csupport_tiff_info *info,
                            char *message, size_t message_capacity) {
    if (!data || !info) return CSUPPORT_BAD_ARGUMENT;
    memory_tiff file = { data, (toff_t)size, 0, message, message_capacity, 0 };
    TIFF *tif = open_memory(&file);
    if (!tif) {
        if (!file.failed) set_message(message, message_capacity, "not a readable TIFF");
        return CSUPPORT_ERROR;
    }
    uint32_t pages = (uint32_t)TIFFNumberOfDirectories(tif);
    if (page >= pages || !TIFFSetDirectory(tif, (tdir_t)page)) {
        snprintf(message, message_capacity, "has %u page(s), so no page %u", pages, page + 1);
        TIFFClose(tif);
        return CSUPPORT_ERROR;
    }
    memset(info, 0, sizeof(*info));
    info->pages = pages;
    TIFFGetField(tif, TIFFTAG_IMAGEWIDTH, &info->width);
    TIFFGetField(tif, TIFFTAG_IMAGELENGTH, &info->height);
    TIFFGetFieldDefaulted(tif, TIFFTAG_BITSPERSAMPLE, &info->bits_per_sample);
    TIFFGetFieldDefaulted(tif, TIFFTAG_SAMPLESPERPIXEL, &info->samples_per_pixel);
    TIFFGetFieldDefaulted(tif, TIFFTAG_COMPRESSION, &info->compression);
    if (!TIFFGetField(tif, TIFFTAG_PHOTOMETRIC, &info->photometric)) info->photometric = PHOTOMETRIC_MINISWHITE;
    if (TIFFIsTiled(tif)) {
        TIFFGetField(tif, TIFFTAG_TILEWIDTH, &info->tile_width);
        TIFFGetField(tif, TIFFTAG_TILELENGTH, &info->tile_height);
    }
    TIFFClose(tif);
    return CSUPPORT_OK;
}

int csupport_tiff_decode(const uint8_t *data, size_t size, uint32_t page, uint32_t width, uint32_t height,
                         int out_channels, uint8_t *out, size_t out_capacity,
                         char *message, size_t message_capacity) {
    if (!data || !out || (out_channels != 1 && out_channels != 3)) return CSUPPORT_BAD_ARGUMENT;
    size_t pixels = (size_t)width * (size_t)height;
    if (out_capacity < pixels * (size_t)out_channels) return CSUPPORT_BAD_ARGUMENT;
    memory_tiff file = { data, (toff_t)size, 0, message, message_capacity, 0 };
    TIFF *tif = open_memory(&file);
    if (!tif) {
        if (!file.failed) set_message(message, message_capacity, "not a readable TIFF");
        return CSUPPORT_ERROR;
    }
    if (!TIFFSetDirectory(tif, (tdir_t)page)) {
        TIFFClose(tif);
        set_message(message, message_capacity, "the page cannot be read");
        return CSUPPORT_ERROR;
    }
    uint32_t declared_width = 0, declared_height = 0;
    TIFFGetField(tif, TIFFTAG_IMAGEWIDTH, &declared_width);
    TIFFGetField(tif, TIFFTAG_IMAGELENGTH, &declared_height);
    if (declared_width != width || declared_height != height) {
        TIFFClose(tif);
        set_message(message, message_capacity, "the page's size changed between reads");
        return CSUPPORT_ERROR;
    }
    uint32_t *raster = (uint32_t *)_TIFFmalloc((tmsize_t)(pixels * sizeof(uint32_t)));
    if (!raster) { TIFFClose(tif); return CSUPPORT_NO_MEMORY; }
    /* stop_on_error = 1: a damaged strip is an error, never a half-grey page. */
    int ok = TIFFReadRGBAImageOriented(tif, width, height, raster, ORIENTATION_TOPLEFT, 1);
    TIFFClose(tif);
    if (!ok || file.failed) {
        _TIFFfree(raster);
        if (!file.failed) set_message(message, message_capacity, "libtiff could not decode the page");
        return CSUPPORT_ERROR;
    }
    for (size_t i = 0; i < pixels; i++) {
        uint32_t value = raster[i];
        if (out_channels == 1) {
            out[i] = (uint8_t)TIFFGetR(value);
        } else {
            out[3 * i] = (uint8_t)TIFFGetR(value);
            out[3 * i + 1] = (uint8_t)TIFFGetG(value);
            out[3 * i + 2] = (uint8_t)TIFFGetB(value);
        }
    }
    _TIFFfree(raster);
    return CSUPPORT_OK;
}

int csupport_tiff_write(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                        uint32_t pages, int bitonal, int compression, char *message, size_t message_capacity) {
    if (!path || !pixels || width == 0 || height == 0 || pages == 0 || (channels != 1 && channels != 3)) return CSUPPORT_BAD_ARGUMENT;
    if (bitonal && channels != 1) return CSUPPORT_BAD_ARGUMENT;
    memory_tiff sink = { NULL, 0, 0, message, message_capacity, 0 };
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (!options) return CSUPPORT_NO_MEMORY;
    TIFFOpenOptionsSetErrorHandlerExtR(options, on_tiff_error, &sink);
    TIFFOpenOptionsSetWarningHandlerExtR(options, on_tiff_warning, &sink);
    TIFF *tif = TIFFOpenExt(path, "w", options);
    TIFFOpenOptionsFree(options);
    if (!tif) { if (!sink.failed) set_message(message, message_capacity, "cannot open for writing"); return CSUPPORT_ERROR; }
    size_t row_bytes = bitonal ? (width + 7) / 8 : (size_t)width * (size_t)channels;
    uint8_t *row = (uint8_t *)malloc(row_bytes);
    if (!row) { TIFFClose(tif); return CSUPPORT_NO_MEMORY; }
    int ok = 1;
    for (uint32_t page = 0; page < pages && ok; page++) {
        const uint8_t *source = pixels + (size_t)page * width * height * channels;
        TIFFSetField(tif, TIFFTAG_IMAGEWIDTH, width);
        TIFFSetField(tif, TIFFTAG_IMAGELENGTH, height);
        TIFFSetField(tif, TIFFTAG_BITSPERSAMPLE, bitonal ? 1 : 8);
        TIFFSetField(tif, TIFFTAG_SAMPLESPERPIXEL, channels);
        TIFFSetField(tif, TIFFTAG_PHOTOMETRIC, bitonal ? PHOTOMETRIC_MINISWHITE : channels == 1 ? PHOTOMETRIC_MINISBLACK : PHOTOMETRIC_RGB);
        TIFFSetField(tif, TIFFTAG_PLANARCONFIG, PLANARCONFIG_CONTIG);
        TIFFSetField(tif, TIFFTAG_COMPRESSION, compression);
        TIFFSetField(tif, TIFFTAG_ROWSPERSTRIP, TIFFDefaultStripSize(tif, 0));
        if (pages > 1) {
            TIFFSetField(tif, TIFFTAG_SUBFILETYPE, FILETYPE_PAGE);
            TIFFSetField(tif, TIFFTAG_PAGENUMBER, (uint16_t)page, (uint16_t)pages);
        }
        for (uint32_t y = 0; y < height && ok; y++) {
            const uint8_t *line = source + (size_t)y * width * channels;
            if (bitonal) {
                memset(row, 0, row_bytes);
                /* Min-is-white: a set bit is black. */
                for (uint32_t x = 0; x < width; x++) if (line[x] < 128) row[x / 8] |= (uint8_t)(0x80 >> (x % 8));
            } else {
                memcpy(row, line, row_bytes);
            }
            if (TIFFWriteScanline(tif, row, y, 0) < 0) ok = 0;
        }
        if (ok && !TIFFWriteDirectory(tif)) ok = 0;
    }
    free(row);
    TIFFClose(tif);
    if (!ok || sink.failed) { if (!sink.failed) set_message(message, message_capacity, "libtiff could not write"); return CSUPPORT_ERROR; }
    return CSUPPORT_OK;
}

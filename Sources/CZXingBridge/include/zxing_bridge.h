#ifndef SCANLAB_ZXING_BRIDGE_H
#define SCANLAB_ZXING_BRIDGE_H
/* A plain C view of zxing-cpp for Swift: no C++ type crosses this header. */
#ifdef __cplusplus
extern "C" {
#endif

/* One decoded symbol: zxing's BarcodeFormat bit, the payload as UTF-8 (ECI honoured), and the four corners
   top-left first, clockwise, as x0,y0,...,x3,y3 in pixels. */
typedef struct scanlab_zxing_symbol {
    int format;
    char *payload;
    int payload_length;
    double corners[8];
} scanlab_zxing_symbol;

typedef struct scanlab_zxing_results {
    int count;
    scanlab_zxing_symbol *symbols;
} scanlab_zxing_results;

/* How zxing turns gray into black and white (zxing-cpp's Binarizer). */
typedef enum scanlab_zxing_binarizer {
    /* The local average over 40 px windows for matrix codes, the histogram per row for linear ones (zxing's default). */
    SCANLAB_ZXING_LOCAL_AVERAGE = 0,
    /* The valley between the two largest peaks of the image's histogram (per row for linear codes). */
    SCANLAB_ZXING_GLOBAL_HISTOGRAM = 1
} scanlab_zxing_binarizer;

/* Which symbologies a read looks for. */
typedef enum scanlab_zxing_formats {
    /* Every format zxing-cpp knows. */
    SCANLAB_ZXING_ALL_FORMATS = 0,
    /* Data Matrix only: zxing-cpp 1.4 (built without C++20 coroutines, as Debian's is) looks for one only along the
       image's horizontal and vertical centre lines, so ScanLab reads it again in horizontal bands. */
    SCANLAB_ZXING_DATA_MATRIX = 1
} scanlab_zxing_formats;

/* Reads the symbols of the given formats in an 8-bit gray image. Returns 0 and sets *out (free it with
   scanlab_zxing_free), or -1 and writes a reason into error (NUL-terminated, at most error_capacity bytes).
   try_harder also tries rotations (never a downscaled copy: see zxing_bridge.cpp). */
int scanlab_zxing_read(const unsigned char *gray, int width, int height, int stride, int try_harder,
                       scanlab_zxing_binarizer binarizer, scanlab_zxing_formats formats, scanlab_zxing_results **out,
                       char *error, int error_capacity);

void scanlab_zxing_free(scanlab_zxing_results *results);

/* The library's version, such as "1.4.0". */
const char *scanlab_zxing_version(void);

#ifdef __cplusplus
}
#endif
#endif

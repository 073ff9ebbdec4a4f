// zxing-cpp behind a C API. Every C++ exception is caught here and turned into a return code.
#define ZX_USE_UTF8 1
#include "zxing_bridge.h"

#include <ZXing/ReadBarcode.h>
#include <ZXing/ZXVersion.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

#define SCANLAB_STR2(x) #x
#define SCANLAB_STR(x) SCANLAB_STR2(x)

static void write_error(char *error, int capacity, const char *message) {
    if (error == nullptr || capacity <= 0) return;
    std::strncpy(error, message, static_cast<size_t>(capacity) - 1);
    error[capacity - 1] = '\0';
}

extern "C" int scanlab_zxing_read(const unsigned char *gray, int width, int height, int stride, int try_harder,
                                  scanlab_zxing_binarizer binarizer, scanlab_zxing_formats formats,
                                  scanlab_zxing_results **out, char *error, int error_capacity) {
    if (gray == nullptr || out == nullptr || width <= 0 || height <= 0 || stride < width) {
        write_error(error, error_capacity, "invalid image");
        return -1;
    }
    *out = nullptr;
    try {
        ZXing::ImageView view(gray, width, height, ZXing::ImageFormat::Lum, stride);
        ZXing::DecodeHints hints;
        hints.setFormats(formats == SCANLAB_ZXING_DATA_MATRIX ? ZXing::BarcodeFormat::DataMatrix : ZXing::BarcodeFormat::Any);
        hints.setTryHarder(try_harder != 0);
        hints.setTryRotate(try_harder != 0);
        // Never downscale: zxing-cpp 1.4 merges the results of the downscaled layers with Result::operator==,
        // whose assert(lineCount() == 1) aborts the process on a linear code found on several scan lines
        // (Debian builds it with assertions on). Pages here are at most 4K, which the full-size pass handles.
        hints.setTryDownscale(false);
        hints.setBinarizer(binarizer == SCANLAB_ZXING_GLOBAL_HISTOGRAM ? ZXing::Binarizer::GlobalHistogram
                                                                       : ZXing::Binarizer::LocalAverage);
        auto results = ZXing::ReadBarcodes(view, hints);
        auto *list = static_cast<scanlab_zxing_results *>(std::calloc(1, sizeof(scanlab_zxing_results)));
        if (list == nullptr) { write_error(error, error_capacity, "out of memory"); return -1; }
        int valid = 0;
        for (const auto &result : results) if (result.isValid()) valid++;
        if (valid > 0) {
            list->symbols = static_cast<scanlab_zxing_symbol *>(std::calloc(static_cast<size_t>(valid), sizeof(scanlab_zxing_symbol)));
            if (list->symbols == nullptr) { std::free(list); write_error(error, error_capacity, "out of memory"); return -1; }
        }
        for (const auto &result : results) {
            if (!result.isValid()) continue;
            scanlab_zxing_symbol &symbol = list->symbols[list->count];
            std::string text = result.text();
            symbol.format = static_cast<int>(result.format());
            symbol.payload = static_cast<char *>(std::malloc(text.size() + 1));
            if (symbol.payload == nullptr) { scanlab_zxing_free(list); write_error(error, error_capacity, "out of memory"); return -1; }
            std::memcpy(symbol.payload, text.data(), text.size());
            symbol.payload[text.size()] = '\0';
            symbol.payload_length = static_cast<int>(text.size());
            const auto &position = result.position();
            for (int corner = 0; corner < 4; corner++) {
                symbol.corners[2 * corner] = position[corner].x;
                symbol.corners[2 * corner + 1] = position[corner].y;
            }
            list->count++;
        }
        *out = list;
        return 0;
    } catch (const std::exception &exception) {
        write_error(error, error_capacity, exception.what());
    } catch (...) {
        write_error(error, error_capacity, "zxing-cpp failed");
    }
    return -1;
}

extern "C" void scanlab_zxing_free(scanlab_zxing_results *results) {
    if (results == nullptr) return;
    for (int index = 0; index < results->count; index++) std::free(results->symbols[index].payload);
    std::free(results->symbols);
    std::free(results);
}

extern "C" const char *scanlab_zxing_version(void) {
    return SCANLAB_STR(ZXING_VERSION_MAJOR) "." SCANLAB_STR(ZXING_VERSION_MINOR) "." SCANLAB_STR(ZXING_VERSION_PATCH);
}

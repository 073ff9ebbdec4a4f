internal import CZBar
import Documents
import Imaging

/// libzbar through its C API. It decodes QR, EAN-13 and Code 128 here (no Data Matrix or Aztec; its PDF417
/// decoder is incomplete, so PDF417 is counted as unsupported rather than missed).
final class ZBarEngine: CodeEngine {
    let supported: Set<Symbology> = [.qr, .ean13, .code128]
    private let scanner: OpaquePointer

    /// The FOURCC of 8-bit gray ("Y800"), which zbar's scanner reads directly.
    private static let y800: UInt = 0x3030_3859

    init() throws {
        guard let scanner = zbar_image_scanner_create() else {
            throw ReaderError.initFailed("zbar", reason: "zbar_image_scanner_create returned nothing")
        }
        self.scanner = scanner
        // Only the symbologies counted; others off, so a misread as, say, Codabar is not reported.
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for type in [ZBAR_QRCODE, ZBAR_EAN13, ZBAR_CODE128] {
            zbar_image_scanner_set_config(scanner, type, ZBAR_CFG_ENABLE, 1)
        }
    }

    deinit { zbar_image_scanner_destroy(scanner) }

    static var version: String {
        var major: UInt32 = 0, minor: UInt32 = 0, patch: UInt32 = 0
        zbar_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    func decode(_ gray: Image, name: String) throws -> [ReadCode] {
        guard let image = zbar_image_create() else { throw ReaderError.crashed("zbar", reason: "\(name): zbar_image_create failed") }
        defer { zbar_image_destroy(image) }
        zbar_image_set_format(image, ZBarEngine.y800)
        zbar_image_set_size(image, UInt32(gray.width), UInt32(gray.height))
        return try gray.pixels.withUnsafeBufferPointer { pixels -> [ReadCode] in
            // zbar only reads the buffer during zbar_scan_image, which returns before this closure does.
            zbar_image_set_data(image, UnsafeRawPointer(pixels.baseAddress), UInt(pixels.count), nil)
            let found = zbar_scan_image(scanner, image)
            guard found >= 0 else { throw ReaderError.crashed("zbar", reason: "\(name): zbar_scan_image failed") }
            var codes: [ReadCode] = []
            var next = zbar_image_first_symbol(image)
            while let symbol = next {
                next = zbar_symbol_next(symbol)
                guard let symbology = ZBarEngine.symbology(zbar_symbol_get_type(symbol)), let data = zbar_symbol_get_data(symbol) else {
                    continue
                }
                let length = Int(zbar_symbol_get_data_length(symbol))
                let payload = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
                let points = (0..<zbar_symbol_get_loc_size(symbol)).map {
                    (Double(zbar_symbol_get_loc_x(symbol, $0)), Double(zbar_symbol_get_loc_y(symbol, $0)))
                }
                let xs = points.map(\.0), ys = points.map(\.1)
                let box = Box(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                              height: (ys.max() ?? 0) - (ys.min() ?? 0))
                codes.append(ReadCode(symbology: symbology, payload: payload, box: box))
            }
            return codes
        }
    }

    private static func symbology(_ type: zbar_symbol_type_t) -> Symbology? {
        switch type {
        case ZBAR_QRCODE: return .qr
        case ZBAR_EAN13: return .ean13
        case ZBAR_CODE128: return .code128
        default: return nil
        }
    }
}

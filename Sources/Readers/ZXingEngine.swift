internal import CZXingBridge
import Documents
import Imaging

/// zxing-cpp (Debian's libzxing, 1.4) through ScanLab's C bridge, reading every format it knows at full size,
/// Data Matrix again in horizontal bands (`BandPass`) and every format again at half size (`HalfSizePass`),
/// each of the two later passes when its setting turns it on.
final class ZXingEngine: CodeEngine {
    let supported: Set<Symbology> = Set(Symbology.allCases)
    /// Whether a copy at half the size is read too (the reader's setting `halfSizePass`, on unless "0").
    let halfSizePass: Bool
    /// Whether Data Matrix is looked for again in bands (the reader's setting `bandPass`, on when declared and not "0").
    let bandPass: Bool
    /// Room for the library's one-line reason when a read fails.
    private static let errorCapacity = 256

    static var version: String { String(cString: scanlab_zxing_version()) }

    init(halfSizePass: Bool, bandPass: Bool) {
        self.halfSizePass = halfSizePass
        self.bandPass = bandPass
    }

    func decode(_ gray: Image, name: String) throws -> [ReadCode] {
        var finds = try decodeOnce(gray, binarizer: SCANLAB_ZXING_LOCAL_AVERAGE, name: name)
        if bandPass {
            for band in BandPass.bands(height: gray.height) {
                let bandFinds = try decodeOnce(gray, rows: band, binarizer: SCANLAB_ZXING_LOCAL_AVERAGE, formats: SCANLAB_ZXING_DATA_MATRIX,
                                               tryHarder: false, name: name)
                finds = CodeFinds.merge(finds, later: bandFinds.map { BandPass.shifted($0, down: band.lowerBound) })
            }
        }
        guard halfSizePass, HalfSizePass.applies(width: gray.width, height: gray.height) else { return finds }
        let half = gray.resized(width: gray.width / 2, height: gray.height / 2)
        let scaleX = Double(gray.width) / Double(half.width), scaleY = Double(gray.height) / Double(half.height)
        let halfFinds = try decodeOnce(half, binarizer: SCANLAB_ZXING_GLOBAL_HISTOGRAM, name: name)
            .map { HalfSizePass.scaledBack($0, scaleX: scaleX, scaleY: scaleY) }
        return CodeFinds.merge(finds, later: halfFinds)
    }

    /// One read of `rows` of the image (all of it by default), with boxes relative to the first of those rows.
    private func decodeOnce(_ gray: Image, rows: Range<Int>? = nil, binarizer: scanlab_zxing_binarizer,
                            formats: scanlab_zxing_formats = SCANLAB_ZXING_ALL_FORMATS, tryHarder: Bool = true,
                            name: String) throws -> [ReadCode] {
        let rows = rows ?? 0..<gray.height
        precondition(rows.lowerBound >= 0 && rows.upperBound <= gray.height, "rows \(rows) outside the image")
        var results: UnsafeMutablePointer<scanlab_zxing_results>?
        var error = [CChar](repeating: 0, count: ZXingEngine.errorCapacity)
        let status = gray.pixels.withUnsafeBufferPointer { pixels in
            scanlab_zxing_read(pixels.baseAddress.map { $0 + rows.lowerBound * gray.width }, Int32(gray.width), Int32(rows.count),
                               Int32(gray.width), tryHarder ? 1 : 0, binarizer, formats, &results, &error, Int32(ZXingEngine.errorCapacity))
        }
        guard status == 0, let results else {
            throw ReaderError.crashed("zxing", reason: "\(name): " + String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { scanlab_zxing_free(results) }
        var codes: [ReadCode] = []
        for index in 0..<Int(results.pointee.count) {
            let symbol = results.pointee.symbols[index]
            guard let symbology = ZXingEngine.symbology(format: symbol.format), let payload = symbol.payload else { continue }
            let bytes = UnsafeRawBufferPointer(start: payload, count: Int(symbol.payload_length))
            let corners = withUnsafeBytes(of: symbol.corners) { Array($0.bindMemory(to: Double.self)) }
            let xs = stride(from: 0, to: 8, by: 2).map { corners[$0] }, ys = stride(from: 1, to: 8, by: 2).map { corners[$0] }
            let box = Box(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                          height: (ys.max() ?? 0) - (ys.min() ?? 0))
            codes.append(ReadCode(symbology: symbology, payload: String(decoding: bytes, as: UTF8.self), box: box))
        }
        return codes
    }

    /// zxing's BarcodeFormat bits for the symbologies ScanLab names; other formats (Code 39, UPC, …) are
    /// left out, since no page prints them and a misread as one of them is noise, not a finding.
    private static func symbology(format: Int32) -> Symbology? {
        switch format {
        case 1 << 0: return .aztec
        case 1 << 4: return .code128
        case 1 << 7: return .datamatrix
        case 1 << 9: return .ean13
        case 1 << 12: return .pdf417
        case 1 << 13: return .qr
        default: return nil
        }
    }
}

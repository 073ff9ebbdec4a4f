internal import CZint
import Documents

/// A code encoded by libzint and laid out as filled rectangles in module units (one unit is one module),
/// from zint's vector output, so the renderer can draw it crisply at any size.
struct CodeSymbol {
    /// One filled rectangle, in modules from the symbol's top-left corner.
    struct Bar: Equatable {
        let x, y, width, height: Double
    }

    let bars: [Bar]
    /// The symbol's size in modules, without a quiet zone.
    let widthModules: Double
    let heightModules: Double

    /// The quiet zone the standards ask for on each side, in modules: 4 for QR, 1 for Data Matrix,
    /// 2 for PDF417, 10 for the linear codes (EAN-13 asks 11 on the left; 10 is what readers need in practice),
    /// and none for Aztec, whose finder needs none.
    static func quietZoneModules(_ symbology: Symbology) -> Double {
        switch symbology {
        case .qr: return 4
        case .datamatrix: return 1
        case .pdf417: return 2
        case .ean13, .code128: return 10
        case .aztec: return 1
        }
    }

    /// zint's scale at which one vector unit is one module (its vector unit is half a module at scale 1).
    private static let moduleScale: Float = 0.5
    /// QR error correction level M (zint's option_1 = 2), as EPC069-12 requires for payment codes.
    private static let qrLevelM: Int32 = 2
    /// UTF-8's ECI number, so a reader decodes non-ASCII payloads as UTF-8 rather than guessing.
    private static let utf8ECI: Int32 = 26

    /// Encodes a payload.
    /// - Parameters:
    ///   - heightModules: the bars' height for linear codes and PDF417, in modules; ignored for matrix codes.
    /// - Throws: `RenderError.codeRejected` with zint's reason when the payload does not fit the symbology.
    init(_ symbology: Symbology, payload: String, heightModules: Double, document: String) throws {
        guard let symbol = ZBarcode_Create() else {
            throw RenderError.codeRejected(document: document, symbology: symbology.rawValue, reason: "libzint could not allocate a symbol")
        }
        defer { ZBarcode_Delete(symbol) }
        symbol.pointee.symbology = CodeSymbol.zintSymbology(symbology)
        symbol.pointee.show_hrt = 0
        symbol.pointee.output_options |= Int32(BARCODE_NO_QUIET_ZONES)
        symbol.pointee.scale = CodeSymbol.moduleScale
        if !symbology.isMatrix { symbol.pointee.height = Float(heightModules) }
        if symbology == .qr { symbol.pointee.option_1 = CodeSymbol.qrLevelM }
        let bytes = Array(payload.utf8)
        if bytes.contains(where: { $0 >= 0x80 }), symbology != .ean13, symbology != .code128 {
            symbol.pointee.input_mode = Int32(UNICODE_MODE)
            symbol.pointee.eci = CodeSymbol.utf8ECI
        }
        let status = bytes.withUnsafeBufferPointer { ZBarcode_Encode(symbol, $0.baseAddress, Int32($0.count)) }
        if status >= ZINT_ERROR {
            throw RenderError.codeRejected(document: document, symbology: symbology.rawValue, reason: CodeSymbol.errorText(symbol))
        }
        let drawn = ZBarcode_Buffer_Vector(symbol, 0)
        guard drawn < ZINT_ERROR, let vector = symbol.pointee.vector else {
            throw RenderError.codeRejected(document: document, symbology: symbology.rawValue, reason: CodeSymbol.errorText(symbol))
        }
        var bars: [Bar] = []
        var next = vector.pointee.rectangles
        while let rectangle = next {
            let r = rectangle.pointee
            bars.append(Bar(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)))
            next = r.next
        }
        self.bars = bars
        self.widthModules = Double(vector.pointee.width)
        self.heightModules = Double(vector.pointee.height)
    }

    private static func zintSymbology(_ symbology: Symbology) -> Int32 {
        switch symbology {
        case .qr: return BARCODE_QRCODE
        case .ean13: return BARCODE_EANX
        case .code128: return BARCODE_CODE128
        case .datamatrix: return BARCODE_DATAMATRIX
        case .pdf417: return BARCODE_PDF417
        case .aztec: return BARCODE_AZTEC
        }
    }

    private static func errorText(_ symbol: UnsafeMutablePointer<zint_symbol>) -> String {
        withUnsafeBytes(of: symbol.pointee.errtxt) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}

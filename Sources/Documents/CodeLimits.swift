/// What each symbology can hold, checked before anything is drawn so a corpus can be refused up front.
///
/// The capacities are the standards' maxima for byte data at the error correction ScanLab uses:
/// QR version 40 at level M holds 2,331 bytes; Data Matrix 144×144 holds 1,556; PDF417 1,108 (byte compaction);
/// Aztec 1,914. Code 128 is limited to printable ASCII and, in ScanLab, 80 characters, past which a symbol is
/// wider than any page it is printed on at a readable module size.
public enum CodeLimits {
    static let qrBytes = 2_331
    static let dataMatrixBytes = 1_556
    static let pdf417Bytes = 1_108
    static let aztecBytes = 1_914
    static let code128Characters = 80

    /// The limit a payload breaks, as a phrase for an error message; nil when the symbology can hold it.
    public static func violation(_ symbology: Symbology, payload: String) -> String? {
        let bytes = payload.utf8.count
        guard bytes > 0 else { return "a payload of at least one byte" }
        switch symbology {
        case .qr: return bytes <= qrBytes ? nil : "at most \(qrBytes) bytes (got \(bytes))"
        case .datamatrix: return bytes <= dataMatrixBytes ? nil : "at most \(dataMatrixBytes) bytes (got \(bytes))"
        case .pdf417: return bytes <= pdf417Bytes ? nil : "at most \(pdf417Bytes) bytes (got \(bytes))"
        case .aztec: return bytes <= aztecBytes ? nil : "at most \(aztecBytes) bytes (got \(bytes))"
        case .code128:
            guard payload.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value <= 126 }) else {
                return "printable ASCII only"
            }
            return payload.count <= code128Characters ? nil : "at most \(code128Characters) characters (got \(payload.count))"
        case .ean13:
            guard payload.unicodeScalars.count == 13, payload.unicodeScalars.allSatisfy({ $0.value >= 48 && $0.value <= 57 }) else {
                return "exactly 13 digits"
            }
            guard EAN13.isValid(payload) else {
                let expected = EAN13.checkDigit(for: String(payload.prefix(12))).map(String.init) ?? "?"
                return "a valid check digit (the 13th digit must be \(expected))"
            }
            return nil
        }
    }
}

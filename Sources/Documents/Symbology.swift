/// A barcode or 2-D code's kind, under the neutral names the truth, the readers and the reports share.
public enum Symbology: String, Sendable, Codable, CaseIterable, Comparable {
    case qr, ean13, code128, datamatrix, pdf417, aztec

    /// Matrix codes are square or rectangular grids of modules; the others are rows of bars
    /// (PDF417 stacks rows, but is drawn and sized like bars: wide, with a row height).
    public var isMatrix: Bool {
        switch self {
        case .qr, .datamatrix, .aztec: return true
        case .ean13, .code128, .pdf417: return false
        }
    }

    public static func < (lhs: Symbology, rhs: Symbology) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// What a reader reads: printed text, or QR codes and barcodes.
public enum ReaderReads: String, Codable, Sendable {
    case text, codes
}

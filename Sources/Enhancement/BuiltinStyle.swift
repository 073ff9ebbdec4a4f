/// ScanLab's own styles, which run in-process.
public enum BuiltinStyle: String, CaseIterable, Codable, Sendable {
    /// The input file as given, untouched.
    case original
    /// Found, flattened and lighting-corrected, in colour (JPEG q85).
    case colour
    /// The same in gray (JPEG q85).
    case grayscale
    /// Bitonal (1-bit PNG).
    case ink
    /// One of colour, grayscale or ink, chosen per page from what the page holds.
    case auto
}

import Foundation

/// `auto`'s decision, a pure function of what the page holds.
enum AutoChoice {
    /// A page with at least this share of coloured pixels keeps its colour.
    static let colourShare = 0.02
    /// Below this evenness of light, or this contrast, thresholding risks losing print, so gray levels are kept.
    static let minimumEvennessForInk = 0.55
    static let minimumContrastForInk = 110.0
    /// Print smaller than this (capitals, in pixels, after text-size scaling) keeps its gray levels: at that size
    /// the anti-aliased edges carry much of a letter's shape, and Tesseract's LSTM reads them. Measured on
    /// generated pages: receipts (capitals 34–40 px) read better bitonal, invoices, letters and screenplays
    /// (22–24 px) as well or better in gray.
    static let minimumCapHeightForInk = 30.0

    /// Colour when the page holds colour; otherwise ink when light, contrast and print size make thresholding safe;
    /// otherwise grayscale.
    static func choose(_ t: PageTraits) -> (style: Style, reason: String) {
        if t.colourShare >= colourShare {
            return (.colour, "colour on \(percent(t.colourShare)) of the page")
        }
        var risks: [String] = []
        if t.evenness < minimumEvennessForInk { risks.append("uneven light (evenness \(fmt(t.evenness)))") }
        if t.contrast < minimumContrastForInk { risks.append("faint print (contrast \(Int(t.contrast)))") }
        if let c = t.capHeight, c < minimumCapHeightForInk { risks.append("print below \(Int(minimumCapHeightForInk)) px (capitals \(Int(c)) px)") }
        if risks.isEmpty {
            return (.ink, "gray page, even light, clear print (contrast \(Int(t.contrast)), capitals \(t.capHeight.map { "\(Int($0)) px" } ?? "unknown"))")
        }
        return (.grayscale, "gray page; keeps gray levels for " + risks.joined(separator: ", "))
    }

    private static func percent(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
    private static func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}

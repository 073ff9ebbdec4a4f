import Foundation

/// `auto`'s decision, a pure function of what the page holds.
enum AutoChoice {
    /// A page with at least this share of coloured pixels keeps its colour.
    static let colourShare = 0.02
    /// Below this contrast (paper minus ink once the light is corrected), thresholding risks losing faint print,
    /// so gray levels are kept. Uneven light is not a risk by itself: the light is divided out before Otsu, and
    /// on generated heavy-shadow pages ink read better than grayscale in aggregate (0.090 against 0.098 CER).
    static let minimumContrastForInk = 110.0
    /// Print smaller than this (capitals, in pixels, after text-size scaling) keeps its gray levels: at that size
    /// the anti-aliased edges carry much of a letter's shape, and Tesseract's LSTM reads them. Measured on
    /// generated pages: receipts (capitals 34–40 px) read better bitonal, invoices, letters and screenplays
    /// (22–24 px) as well or better in gray. Real paper moved it from 30 to 36: on the 6 sroie-dev scans whose
    /// capitals measured 30–34 px, grayscale read as well as ink or better on every page (Tesseract, CER 0.017 to
    /// 0.074 against 0.017 to 0.096), and on the 2 photos-dev photos in that band grayscale read both totals
    /// right, ink one. Real print's strokes are uneven, so at these sizes a threshold cuts letters apart.
    static let minimumCapHeightForInk = 36.0

    /// Colour when the page holds colour; otherwise ink when light, contrast and print size make thresholding safe;
    /// otherwise grayscale.
    static func choose(_ t: PageTraits) -> (style: BuiltinStyle, reason: String) {
        let choice = chooseStyle(t)
        return (choice.style, choice.reason + textSizing(t) + lineShape(t) + GlareMask.note(t))
    }

    /// What dewarping found and did, for the reason.
    static func lineShape(_ t: PageTraits) -> String {
        let outline = t.outlineShift.map { String(format: "; curled paper's own corners flattened (moved up to %.0f px from the quad found)", $0) } ?? ""
        let sides = outline + (t.sideBow.map { String(format: "; sides bowed in by %.0f px, %@", $0,
                                                  t.sidesStretched ? "rows stretched between them" : "table beside them blanked") } ?? "")
        let margins = t.marginsStretched ? "; print's margins straightened" : ""
        let spacing = margins + (t.rowStretch.map { String(format: "; lines spaced evenly (rows stretched up to ×%.2f)", $0) } ?? "")
        guard t.dewarped, let c = t.curvature, let d = t.lineDeparture else { return sides + spacing }
        return sides + String(format: "; text lines off level by %.1f px (bow %.1f px), straightened", d, c) + spacing
    }

    /// What text-height normalisation did, for the reason: the measured capitals and the factor applied.
    static func textSizing(_ t: PageTraits) -> String {
        guard let measured = t.measuredCapHeight else { return "; text size unknown, page kept at its size" }
        if abs(t.textScale - 1) < 0.005 { return "; capitals \(Int(measured.rounded())) px kept" }
        return "; capitals \(Int(measured.rounded())) px resampled ×\(String(format: "%.2f", t.textScale)) to about \(Int((measured * t.textScale).rounded())) px"
    }

    static func chooseStyle(_ t: PageTraits) -> (style: BuiltinStyle, reason: String) {
        if t.colourShare >= colourShare {
            return (.colour, "colour on \(percent(t.colourShare)) of the page")
        }
        var risks: [String] = []
        if t.contrast < minimumContrastForInk { risks.append("faint print (contrast \(Int(t.contrast)))") }
        if let c = t.capHeight, c < minimumCapHeightForInk { risks.append("print below \(Int(minimumCapHeightForInk)) px (capitals \(Int(c)) px)") }
        if risks.isEmpty {
            return (.ink, "gray page, clear print (light evenness \(fmt(t.evenness)), contrast \(Int(t.contrast)), capitals \(t.capHeight.map { "\(Int($0)) px" } ?? "unknown"))")
        }
        return (.grayscale, "gray page; keeps gray levels for " + risks.joined(separator: ", "))
    }

    private static func percent(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
    private static func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}

import Foundation

/// Resamples the page so its capitals are about `target` pixels tall before reading: phone photos often hold
/// print with capitals of 8 to 20 px, which readers trained on scans read badly, and over-large print costs
/// time for nothing.
///
/// The cap height is measured after page finding (`TextSize.capHeight`); pages already within `band` of the
/// target are left alone, since each resampling softens the print a little.
public enum TextHeightNormaliser {
    /// How a style sizes the text before reading.
    public enum Rule: String, Sendable, CaseIterable {
        /// Capitals to about 30 px (`target`), the rule measured best on real phone photos.
        case capitals30 = "capitals-30"
        /// The first rule: only outside 20–40 px, to 24 px (small print) or 34 px (large).
        case preferredRange = "range-20-40"
    }

    /// Capitals this tall (px) are what the rule aims at: the middle of the 20–40 px range Tesseract reads best
    /// (FINDINGS.md), and the size at which the earlier trial on real scanned receipts cut CER by about a sixth.
    public static let target = 30.0
    /// Within this share of the target (25.5–34.5 px), the page keeps its size.
    static let band = 0.15
    /// Upscaling beyond 3× invents nothing and quadruples the reader's time; below ⅓ strokes vanish.
    static let maximumUp = 3.0
    static let maximumDown = 1.0 / 3

    /// The factor to apply to the page for a measured cap height; 1 when unknown or already close.
    static func scale(forCapHeight capHeight: Double?, rule: Rule) -> Double {
        switch rule {
        case .preferredRange:
            return TextSize.scale(forCapHeight: capHeight)
        case .capitals30:
            guard let c = capHeight, c > 0 else { return 1 }
            let factor = target / c
            if abs(factor - 1) <= band { return 1 }
            return max(maximumDown, min(maximumUp, factor))
        }
    }
}

import Foundation

/// How much two texts are normalised before they are aligned. Every score records the profile it used.
///
/// - `strict`: Unicode NFC only. Every other difference counts.
/// - `standard`: NFC; non-breaking and other Unicode spaces become a plain space; runs of spaces and tabs
///   collapse to one; lines are trimmed and empty lines dropped; typographic quotes become `'` and `"`,
///   dashes and the minus sign become `-`, and the Latin ligatures (ﬁ, ﬂ, …) are spelled out. These are the
///   differences a reader of the page would not call errors, and readers disagree on them by habit.
/// - `caseless`: `standard`, then case-folded (locale-independent), for transcripts whose case is unreliable.
public enum TextProfile: String, Sendable, Codable, CaseIterable {
    case strict, standard, caseless

    /// The text as this profile compares it.
    public func normalise(_ text: String) -> String {
        let nfc = text.precomposedStringWithCanonicalMapping
        switch self {
        case .strict:
            return nfc
        case .standard:
            return TextProfile.standardForm(nfc)
        case .caseless:
            let folded = TextProfile.standardForm(nfc).folding(options: [.caseInsensitive], locale: nil)
            return folded.precomposedStringWithCanonicalMapping
        }
    }

    private static let quoteAndDashMap: [Character: String] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{201B}": "'", "\u{2032}": "'", "\u{00B4}": "'", "\u{0060}": "'",
        "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{201F}": "\"", "\u{2033}": "\"", "\u{00AB}": "\"", "\u{00BB}": "\"",
        "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-", "\u{2014}": "-", "\u{2015}": "-", "\u{2212}": "-",
        "\u{FB00}": "ff", "\u{FB01}": "fi", "\u{FB02}": "fl", "\u{FB03}": "ffi", "\u{FB04}": "ffl", "\u{FB06}": "st",
    ]

    private static func standardForm(_ text: String) -> String {
        var lines: [String] = []
        // Split on every line separator Swift knows (\n, \r\n, \r, U+2028 …).
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            var line = ""
            var pendingSpace = false
            for ch in rawLine {
                if ch.isWhitespace {
                    pendingSpace = true
                    continue
                }
                if pendingSpace && !line.isEmpty { line.append(" ") }
                pendingSpace = false
                if let mapped = quoteAndDashMap[ch] { line += mapped } else { line.append(ch) }
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }
}

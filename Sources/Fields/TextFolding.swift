import Foundation

/// The form labels are matched in: case-folded, accents removed (Vietnamese đ becomes d), punctuation split off.
enum TextFolding {
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "đ", with: "d")
    }

    /// The folded words of a text: runs of letters and digits.
    static func tokens(_ text: String) -> [String] {
        fold(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// True when `phrase` (folded words separated by spaces) occurs as consecutive whole tokens.
    static func contains(_ tokens: [String], phrase: String) -> Bool {
        let words = phrase.split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= tokens.count else { return false }
        for start in 0...(tokens.count - words.count) {
            var match = true
            for k in 0..<words.count where tokens[start + k] != words[k] { match = false; break }
            if match { return true }
        }
        return false
    }

    static func containsAny(_ tokens: [String], _ phrases: [String]) -> Bool {
        phrases.contains { contains(tokens, phrase: $0) }
    }

    /// True when a token begins with one of `prefixes` and is not one of `except` (abbreviations that vary:
    /// `EXP`, `EXPT`, `EXPIR`, `Expiration`).
    static func containsWord(startingWith prefixes: [String], _ tokens: [String], except: Set<String> = []) -> Bool {
        tokens.contains { token in !except.contains(token) && prefixes.contains { token.hasPrefix($0) } }
    }
}

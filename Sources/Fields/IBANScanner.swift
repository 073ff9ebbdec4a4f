/// One IBAN-shaped run found in a reading, valid or not.
struct IBANCandidate: Sendable, Equatable {
    /// Upper-cased, without spaces.
    var iban: String
    /// The text as printed, spaces and all.
    var printed: String
    var lineIndex: Int
    /// Why it was refused; nil when it holds.
    var problem: String?
    /// True when the line, or the one before it, says IBAN.
    var labelled: Bool
}

/// Finds IBANs in text, tolerating the spaces OCR puts in or leaves out (`DE89 3704 0044 …`, `DE8937040044 …`).
/// A run is read to its country's registry length; a longer run of letters and digits is refused.
enum IBANScanner {
    static func candidates(in lines: [String]) -> [IBANCandidate] {
        var out: [IBANCandidate] = []
        for (index, line) in lines.enumerated() {
            let chars = Array(line.uppercased())
            let labelled = TextFolding.tokens(line).contains("iban")
                || (index > 0 && TextFolding.tokens(lines[index - 1]).contains("iban"))
            var i = 0
            while i + 4 <= chars.count {
                guard isLetter(chars[i]), isLetter(chars[i + 1]), i == 0 || !isAlphanumeric(chars[i - 1]),
                      let length = IBANRegistry.length(String(chars[i...(i + 1)])) else { i += 1; continue }
                var collected: [Character] = []
                var j = i
                while j < chars.count, collected.count < length {
                    let c = chars[j]
                    if isAlphanumeric(c) { collected.append(c); j += 1; continue }
                    // One space (or a thin one) may sit between groups; anything else ends the run.
                    if c.isWhitespace, j + 1 < chars.count, isAlphanumeric(chars[j + 1]), collected.count >= 2 { j += 1; continue }
                    break
                }
                guard collected.count >= 4, collected[2].isASCII, collected[2].isNumber, collected[3].isASCII, collected[3].isNumber else {
                    i += 1; continue
                }
                let tooLong = j < chars.count && isAlphanumeric(chars[j])
                let iban = String(collected)
                let problem: String?
                if collected.count < length { problem = "only \(collected.count) of \(length) characters" } else if tooLong {
                    problem = "longer than the \(length) characters of a \(String(collected[0..<2])) IBAN"
                } else {
                    problem = IBANValidator.problem(iban)
                }
                out.append(IBANCandidate(iban: iban, printed: String(chars[i..<j]), lineIndex: index, problem: problem, labelled: labelled))
                i = j
            }
        }
        return out
    }

    private static func isLetter(_ c: Character) -> Bool { c.isASCII && c.isUppercase }
    private static func isAlphanumeric(_ c: Character) -> Bool { c.isASCII && (c.isUppercase || c.isNumber || c.isLowercase) }
}

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
    /// Letters read where the registry has digits and replaced (O → 0, I/l → 1) before the checks held.
    var repairs: Int = 0
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
                var iban = String(collected)
                var repairs = 0
                let problem: String?
                if collected.count < length { problem = "only \(collected.count) of \(length) characters" } else if tooLong {
                    problem = "longer than the \(length) characters of a \(String(collected[0..<2])) IBAN"
                } else if let first = IBANValidator.problem(iban) {
                    // Letters OCR makes of digits (O for 0, I or l for 1), where the registry allows only digits.
                    if let repaired = repairedDigits(collected), let fixed = Optional(String(repaired.chars)),
                       IBANValidator.problem(fixed) == nil {
                        iban = fixed; repairs = repaired.count; problem = nil
                    } else {
                        problem = first
                    }
                } else {
                    problem = nil
                }
                out.append(IBANCandidate(iban: iban, printed: String(chars[i..<j]), lineIndex: index, problem: problem,
                                         labelled: labelled, repairs: repairs))
                i = j
            }
        }
        return out
    }

    /// Replaces O, I and L in the positions the registry reserves for digits (the check digits and the `n`
    /// runs); nil when there is nothing to replace.
    static func repairedDigits(_ iban: [Character]) -> (chars: [Character], count: Int)? {
        guard iban.count >= 4, let runs = IBANRegistry.runs(String(iban[0..<2])) else { return nil }
        var digitPositions: [Int] = [2, 3]
        var p = 4
        for run in runs {
            if run.kind == "n" { digitPositions += Array(p..<(p + run.count)) }
            p += run.count
        }
        var out = iban
        var count = 0
        for k in digitPositions where k < out.count {
            switch out[k] {
            case "O", "o": out[k] = "0"; count += 1
            case "I", "L", "l", "|": out[k] = "1"; count += 1
            default: break
            }
        }
        return count > 0 ? (out, count) : nil
    }

    private static func isLetter(_ c: Character) -> Bool { c.isASCII && c.isUppercase }
    private static func isAlphanumeric(_ c: Character) -> Bool { c.isASCII && (c.isUppercase || c.isNumber || c.isLowercase) }
}

/// Finds BICs (ISO 9362): four letters for the bank, a country, two location characters and an optional branch.
enum BICScanner {
    struct Candidate: Sendable, Equatable { var bic: String; var lineIndex: Int; var labelled: Bool }

    static func candidates(in lines: [String]) -> [Candidate] {
        var out: [Candidate] = []
        for (index, line) in lines.enumerated() {
            let tokens = TextFolding.tokens(line)
            let labelled = tokens.contains("bic") || tokens.contains("swift") || tokens.contains("swiftbic")
                || (index > 0 && TextFolding.tokens(lines[index - 1]).contains(where: { $0 == "bic" || $0 == "swift" }))
            for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
                let w = String(word)
                if isBIC(w) { out.append(Candidate(bic: w, lineIndex: index, labelled: labelled)) }
            }
        }
        return out
    }

    /// The shape of a BIC, with a country known to the IBAN table or a few other banking countries.
    static func isBIC(_ word: String) -> Bool {
        let c = Array(word)
        guard c.count == 8 || c.count == 11, c.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else { return false }
        guard c[0..<6].allSatisfy({ $0.isLetter }) else { return false }
        let country = String(c[4..<6])
        return IBANRegistry.structures[country] != nil || ["US", "CA", "JP", "CN", "AU", "SG", "MY", "VN", "HK"].contains(country)
    }
}

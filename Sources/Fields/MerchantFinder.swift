import Foundation

/// The merchant and address at the top of a receipt.
///
/// The merchant is the first line near the top that is not an address, a phone or tax number, a registration
/// number or a document title. When it has no legal form (SDN BHD, GmbH, LTD, …) but one of the next two
/// lines completes it, the lines are joined (`POPULAR BOOK` + `CO. (M) SDN BHD`). Trailing registration numbers
/// such as `(728515-M)` are dropped.
///
/// Nothing on a page computes a name, so its evidence is about the reading alone (`nameChecks`), and every check
/// must pass: `firmName` (it carries a legal form, no brand line above competes, it does not start with its legal
/// form), `nameShape` (words of letters, not fragments, letters mixed with digits or stray marks, and no accent
/// readers swap) and `readerConfidence` (every word read at `Page.minimumTextWordConfidence`, and none far below
/// the name's other words: Tesseract read SROIE's `ONE ONE THREE SEAFOOD RESTAURANT SDN BHD` as `QNE ONE …` with
/// `QNE` at 90.5 and the other words at 95.4–96.8).
///
/// The address is the run of address-like lines after the merchant (a street word, a postcode, or a line
/// continuing one that ends in a comma). Addresses are found by heuristics, so they are never sure.
enum MerchantFinder {
    static func find(_ page: Page) -> (merchant: FieldSuggestion?, address: FieldSuggestion?) {
        let top = Array(page.lines.prefix(8))
        var candidates: [PageLine] = []
        for line in top {
            // A shop's name may hold a street word (MAPLE STREET GROCERY); an address line also has a number.
            let addressWithNumber = isAddress(line) && line.text.contains(where: \.isNumber)
            if addressWithNumber || isStop(line) { if !candidates.isEmpty { break } else { continue } }
            if isNoise(line) { continue }
            candidates.append(line)
            if candidates.count == 3 { break }
        }
        guard let first = candidates.first else { return (nil, address(page, after: -1)) }
        var used = [first]
        var reasons: [String] = []
        if !hasLegalForm(first.tokens) {
            // A following line that starts with the legal form completes the name (`POPULAR BOOK` + `CO. (M) SDN BHD`).
            if candidates.count > 1, candidates[1].index == first.index + 1, startsWithLegalForm(candidates[1].tokens) {
                used.append(candidates[1])
            } else if let legal = candidates.dropFirst().first(where: { hasLegalForm($0.tokens) }) {
                // A brand line above the firm's legal name: the legal name is the merchant, but two names compete.
                used = [legal]
                reasons.append("a brand line (\(first.text)) is printed above the firm's name")
            } else {
                reasons.append("the first line does not look like a firm's name")
            }
        }
        // A name that starts with its legal form (`CO. (M) SDN BHD`) has lost its first line.
        // (Vietnamese names put it first: CÔNG TY TNHH …, so those forms do not count.)
        if used.count == 1, startsWithLegalForm(used[0].tokens),
           !TextFolding.containsAny(Array(used[0].tokens.prefix(2)), ["cong ty", "cong", "tnhh"]) {
            reasons.append("the name starts with its legal form; a line above it may be missing")
        }
        let name = cleaned(used.map(\.text).joined(separator: " "))
        let evidence = [FieldCheck(.firmName, reasons.isEmpty ? .passed : .failed, reasons.isEmpty ? nil : reasons.joined(separator: "; "))]
            + nameChecks(name, lines: used.map(\.index), page: page)
        let merchant = FieldSuggestion(name: FieldNames.merchant, value: FieldNormaliser.text(name),
                                       source: used.map(\.text).joined(separator: "\n"), evidence: evidence)
        return (merchant, address(page, after: used.map(\.index).max() ?? -1))
    }

    /// The checks a name read from these lines goes through besides being a firm's: its shape and the reader's
    /// confidence in its words. Receipts and invoices share them.
    static func nameChecks(_ name: String, lines: [Int], page: Page) -> [FieldCheck] {
        let shape = shapeProblem(name)
        let confidence = page.confidenceProblem(lines, .text) ?? page.wordBelowItsNeighbours(lines)
        return [FieldCheck(.nameShape, shape == nil ? .passed : .failed, shape),
                FieldCheck(.readerConfidence, confidence == nil ? .passed : .failed, confidence)]
    }

    /// Accents readers swap for one another or drop (grave, acute, circumflex, tilde, and Vietnamese's hook above,
    /// dot below and horn): `lumière` read `lumiére` on a flat invoice, sure though wrong, since the name printed
    /// twice was misread alike. Diaeresis and cedilla (ä, ç) are not among them.
    static let swappedAccents: Set<Unicode.Scalar> = ["\u{0300}", "\u{0301}", "\u{0302}", "\u{0303}", "\u{0309}", "\u{0323}", "\u{031B}"]

    /// Why a name does not look read whole, or nil: an accent readers swap, a letter glued to a digit (`C0FFEE`),
    /// a stray mark inside a word (`|`, `¥`, `~`), or more fragments (words of one or two letters that are not
    /// legal forms) than words.
    static func shapeProblem(_ name: String) -> String? {
        if let accented = name.split(separator: " ").first(where: { word in
            word.decomposedStringWithCanonicalMapping.unicodeScalars.contains { swappedAccents.contains($0) } || word.contains(where: { "đĐ".contains($0) })
        }) {
            return "\"\(accented)\" carries an accent readers confuse, and nothing on the page checks a name"
        }
        if name.range(of: #"\p{L}\p{Nd}|\p{Nd}\p{L}"#, options: .regularExpression) != nil {
            return "letters and digits are mixed in \"\(name)\""
        }
        if let stray = name.first(where: { !($0.isLetter || $0.isNumber || $0.isWhitespace || ".,&'’-()/+@!#".contains($0)) }) {
            return "\"\(stray)\" is no part of a name"
        }
        // Words as printed, so initials (`D.I.Y.`) count as one word; legal forms (`CO`, `(M)` aside) do not count.
        let words = name.split(whereSeparator: \.isWhitespace).map { TextFolding.fold(String($0.filter(\.isLetter))) }
            .filter { !$0.isEmpty && !legalForms.contains($0) }
        let fragments = words.filter { $0.count <= 2 }
        if !words.isEmpty, fragments.count * 2 > words.count {
            return "\"\(name)\" is mostly fragments of one or two letters"
        }
        return nil
    }

    private static func address(_ page: Page, after index: Int) -> FieldSuggestion? {
        var block: [PageLine] = []
        var unrelated = 0
        for line in page.lines.dropFirst(index + 1).prefix(10) {
            if isNoise(line) { if block.isEmpty { continue } else { break } }
            if isStop(line) { if block.isEmpty { continue } else { break } }
            // A line continues the block when the block's last line ends in a comma or this one lists parts with commas.
            let continues = !block.isEmpty && ((block.last?.text.hasSuffix(",") ?? false) || line.text.contains(","))
            if isAddress(line) || continues {
                block.append(line)
                if block.count == 4 { break }
            } else if !block.isEmpty {
                break
            } else {
                // A branch or slogan line may sit between the name and the address; a second one means the header is over.
                unrelated += 1
                if unrelated > 1 { break }
            }
        }
        guard !block.isEmpty else { return nil }
        let text = block.map { withoutLeadingLabel($0.text) }.joined(separator: " ")
        return FieldSuggestion(name: FieldNames.address, value: FieldNormaliser.text(text), source: block.map(\.text).joined(separator: "\n"),
                               sure: false, reason: "addresses are found by layout heuristics")
    }

    static let legalForms = [
        "sdn bhd", "bhd", "berhad", "gmbh", "ltd", "limited", "inc", "llc", "plc", "ag", "kg", "ug", "ohg", "gbr", "e k",
        "co", "corp", "corporation", "company", "sarl", "s a r l", "srl", "bv", "b v", "nv", "n v", "s a", "sa", "spa", "s p a", "cong ty", "tnhh", "jsc",
        "pte",
    ]
    static func hasLegalForm(_ tokens: [String]) -> Bool { TextFolding.containsAny(tokens, legalForms) }
    static func startsWithLegalForm(_ tokens: [String]) -> Bool {
        legalForms.contains { form in
            let words = form.split(separator: " ").map(String.init)
            return tokens.count >= words.count && Array(tokens.prefix(words.count)) == words
        }
    }

    static let addressWords = [
        "jalan", "jln", "lorong", "taman", "tmn", "lot", "unit", "blok", "block", "street", "st", "road", "rd", "avenue",
        "ave", "lane", "floor", "suite", "building", "bldg", "strasse", "str", "weg", "platz", "allee", "gasse", "ring",
        "damm", "duong", "pho", "quan", "phuong", "huyen", "tp", "thanh pho", "tinh", "ngo", "kawasan", "seksyen",
        "bandar", "industrial", "park", "mall", "plaza", "po box", "postfach", "blvd", "boulevard", "drive", "dr", "way",
        "court", "ct", "place", "pl", "highway", "hwy", "square", "sq", "parkway", "pkwy", "terrace", "q", "p",
    ]

    /// German compounds end in the street word: Hauptstraße, Hauptstr., Am Lindenweg.
    static let streetSuffixes = ["strasse", "str", "weg", "platz", "allee", "gasse", "damm", "ufer", "chaussee"]

    /// A UK postcode such as `SW1A 1AA` or `M1 1AE`.
    static let ukPostcode = try? NSRegularExpression(pattern: #"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b"#)

    /// A street word, a house number (`NO 8`, `Nr. 12`), or a postcode (four or five digits standing alone, or British).
    static func isAddress(_ line: PageLine) -> Bool {
        if TextFolding.containsAny(line.tokens, addressWords) { return true }
        if line.tokens.contains(where: { t in t.count > 4 && streetSuffixes.contains { t.hasSuffix($0) } }) { return true }
        // A house number then a name (`25 Nguyễn Huệ`, `4-20 Jalan Ria`), with no price on the line.
        if let first = line.tokens.first, first.count <= 4, first.first?.isNumber == true, line.tokens.count >= 3,
           line.money.isEmpty, line.tokens.dropFirst().allSatisfy({ !$0.allSatisfy(\.isNumber) }) { return true }
        if let ukPostcode, ukPostcode.firstMatch(in: line.text, range: NSRange(line.text.startIndex..., in: line.text)) != nil { return true }
        for (i, token) in line.tokens.enumerated().dropLast() where token == "no" || token == "nr" || token == "so" {
            if line.tokens[i + 1].first?.isNumber == true { return true }
        }
        return line.tokens.contains { $0.count == 5 && $0.allSatisfy(\.isNumber) }
            || (line.tokens.first.map { $0.count == 4 && $0.allSatisfy(\.isNumber) } ?? false)
    }

    static let stopWords = [
        "tel", "fax", "phone", "telefon", "tel fax", "email", "e mail", "www", "http", "gst", "vat", "ust", "tax",
        "invoice", "receipt", "rechnung", "quittung", "beleg", "bon", "hoa don", "dien thoai", "dt", "mst", "reg",
        "registration", "steuernummer", "steuer nr", "ust idnr", "ust id", "cashier", "kasse", "date", "datum",
        "ngay", "welcome", "willkommen",
    ]
    static func isStop(_ line: PageLine) -> Bool {
        TextFolding.containsAny(line.tokens, stopWords) || !DateScanner.dates(in: line.text).isEmpty
    }

    /// Lines with almost no letters, or a registration number alone in brackets.
    static func isNoise(_ line: PageLine) -> Bool {
        let letters = line.text.filter(\.isLetter).count
        if letters < 3 { return true }
        let trimmed = line.text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("(") && trimmed.hasSuffix(")") && trimmed.contains(where: \.isNumber) { return true }
        return false
    }

    /// Drops a leading label such as `HQ ADD:` or `Adresse:`.
    static func withoutLeadingLabel(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return text }
        let head = text[..<colon]
        guard !head.contains(where: \.isNumber), head.split(separator: " ").count <= 2 else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// Drops a trailing registration number in brackets (closed or not) and stray punctuation.
    static func cleaned(_ name: String) -> String {
        // A bar standing alone at either end is the paper's edge or a table rule read as a mark (a curled receipt's
        // side: `Harborview Market |`, regression corpus receipt-curled); it is no part of a name. A bar touching a
        // word stays, since it may be a misread `l` or `I`, and the shape check then fails the name.
        var words = name.split(whereSeparator: \.isWhitespace)
        while let w = words.last, w.allSatisfy({ $0 == "|" }) { words.removeLast() }
        while let w = words.first, w.allSatisfy({ $0 == "|" }) { words.removeFirst() }
        var s = words.joined(separator: " ")
        // The closing bracket may be lost in reading (`HAI-O RAYA BHD(169199-V`): a tail of letters, digits and
        // hyphens after the last `(` is the number too.
        if let open = s.lastIndex(of: "("), s[open...].contains(where: \.isNumber), s[open...].count <= 16,
           s.hasSuffix(")") || s[s.index(after: open)...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            s = String(s[..<open])
        }
        return s.trimmingCharacters(in: CharacterSet(charactersIn: " ,;:-"))
    }
}

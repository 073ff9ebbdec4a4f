import Documents

/// Invoice fields: invoice number, invoice date, due date, net, VAT, gross, currency, IBAN and BIC.
enum InvoiceExtractor {
    static func extract(_ page: Page, language: Language, dateOrder: DateOrder?) -> [FieldSuggestion] {
        var out: [FieldSuggestion] = []
        if let merchant = merchant(page) { out.append(merchant) }
        if let number = invoiceNumber(page) { out.append(number) }
        out += dates(page, language: language, dateOrder: dateOrder)
        let amounts = AmountsFinder.find(page)
        out += amounts.suggestions
        if let currency = CurrencyFinder.find(page, totalLine: amounts.grossLine, totalSure: amounts.grossSure, language: language) {
            out.append(currency)
        }
        let iban = IBANFinder.find(page)
        if let iban { out.append(iban) }
        if let bic = bic(page, ibanCountry: iban?.value.map { String($0.prefix(2)) }) { out.append(bic) }
        return out
    }

    /// The first token with a digit after an invoice-number label, on its line or (for a named label) the next.
    static func invoiceNumber(_ page: Page) -> FieldSuggestion? {
        var found: [(String, Int)] = []
        for line in page.lines {
            if TextFolding.containsAny(line.tokens, InvoiceLabels.invoiceNumber) {
                if let value = valueAfterLabel(line.text) {
                    found.append((value, line.index))
                } else if labelEndsLine(line), line.index + 1 < page.lines.count,
                          let value = valueAfterLabel(page.lines[line.index + 1].text, anywhere: true) {
                    found.append((value, line.index + 1))
                }
            } else if TextFolding.containsAny(line.tokens, InvoiceLabels.invoiceTitle), DateScanner.dates(in: line.text).isEmpty,
                      let value = valueAfterLabel(line.text, fallback: false) {
                found.append((value, line.index))
            }
        }
        guard let first = found.first else { return nil }
        var reasons: [String] = []
        let distinct = Set(found.map { FieldNormaliser.text($0.0) })
        if distinct.count > 1 { reasons.append("several invoice numbers are printed") }
        if let low = page.confidenceProblem([first.1], value: first.0) { reasons.append(low) }
        return FieldSuggestion(name: FieldNames.invoiceNumber, value: FieldNormaliser.text(first.0), source: page.lines[first.1].text,
                               sure: reasons.isEmpty, reason: reasons.joined(separator: "; "))
    }

    /// The sender: the letterhead's first line with letters. Sure only when it carries a legal form
    /// (GmbH, Ltd, SARL, …), is printed again further down (the signature), and passes the name checks every
    /// merchant does (`MerchantFinder.nameChecks`): a name printed twice is misread alike by one reader.
    static func merchant(_ page: Page) -> FieldSuggestion? {
        guard let first = page.lines.prefix(4).first(where: { !MerchantFinder.isNoise($0) && !MerchantFinder.isStop($0) }) else { return nil }
        let name = MerchantFinder.cleaned(first.text)
        let value = FieldNormaliser.text(name)
        var reasons: [String] = []
        if !MerchantFinder.hasLegalForm(first.tokens) { reasons.append("the letterhead's first line does not look like a firm's name") }
        let repeated = page.lines.dropFirst(first.index + 1).contains { FieldNormaliser.text(MerchantFinder.cleaned($0.text)) == value }
        if !repeated { reasons.append("the name is printed only once") }
        let evidence = [FieldCheck(.firmName, reasons.isEmpty ? .passed : .failed, reasons.isEmpty ? nil : reasons.joined(separator: "; "))]
            + MerchantFinder.nameChecks(name, lines: [first.index], page: page)
        return FieldSuggestion(name: FieldNames.merchant, value: value, source: first.text, evidence: evidence)
    }

    /// True when the line ends with its label (`Invoice number:`), so the value is on the next line.
    static func labelEndsLine(_ line: PageLine) -> Bool {
        if line.text.hasSuffix(":") { return true }
        return InvoiceLabels.invoiceNumber.contains { phrase in
            let words = phrase.split(separator: " ").map(String.init)
            return line.tokens.count >= words.count && Array(line.tokens.suffix(words.count)) == words
        }
    }

    /// The first word holding a digit after a `:`, `#`, `No.` or `Nr.`; `anywhere` accepts a line that is only the value.
    static func valueAfterLabel(_ text: String, anywhere: Bool = false, fallback: Bool = true) -> String? {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var seenLabel = anywhere
        for word in words {
            let stripped = word.trimmingCharacters(in: CharacterSet(charactersIn: ":#.,;()"))
            if seenLabel, stripped.contains(where: \.isNumber), DateScanner.dates(in: stripped).isEmpty { return stripped }
            if word.hasSuffix(":") || word.hasPrefix("#") || word == "#" || ["no", "no.", "nr", "nr.", "number", "nummer", "số"].contains(word.lowercased()) {
                seenLabel = true
                if word.hasPrefix("#"), stripped.contains(where: \.isNumber) { return stripped }
            }
        }
        if !anywhere, fallback, let last = words.last?.trimmingCharacters(in: CharacterSet(charactersIn: ":#.,;()")),
           last.contains(where: \.isNumber), last.count >= 3, DateScanner.dates(in: last).isEmpty { return last }
        return nil
    }

    static func dates(_ page: Page, language: Language, dateOrder: DateOrder?) -> [FieldSuggestion] {
        var out: [FieldSuggestion] = []
        let due = DatePicker.dates(on: page, labels: InvoiceLabels.dueDate, excluded: InvoiceLabels.otherDates)
            .filter { $0.labelled }
        if let choice = DatePicker.choose(from: due, page: page, language: language, declared: dateOrder, requireLabel: true,
                                          labelledConflictsOnly: true) {
            out.append(FieldSuggestion(name: FieldNames.dueDate, value: choice.iso, source: choice.source, evidence: choice.evidence))
        }
        let (order, _) = DatePicker.order(page: page, language: language, declared: dateOrder)
        let dueDates = DatePicker.laterDates(on: page, words: InvoiceLabels.dueDate, order: order)
        let invoice = DatePicker.dates(on: page, labels: InvoiceLabels.invoiceDate,
                                       excluded: InvoiceLabels.dueDate + InvoiceLabels.otherDates)
        if let choice = DatePicker.choose(from: invoice, page: page, language: language, declared: dateOrder,
                                          labelledConflictsOnly: true, notAfter: dueDates) {
            let labelled = invoice.contains { $0.labelled }
            let label = FieldCheck(.labelRank, labelled ? .passed : .failed, labelled ? nil : "no invoice-date label was read")
            out.append(FieldSuggestion(name: FieldNames.invoiceDate, value: choice.iso, source: choice.source,
                                       evidence: [label] + choice.evidence))
        }
        return out
    }

    /// A BIC on a line labelled BIC or SWIFT; without a label, only one from the IBAN's country, never sure.
    static func bic(_ page: Page, ibanCountry: String?) -> FieldSuggestion? {
        let all = BICScanner.candidates(in: page.lines.map(\.text))
        let labelled = all.filter(\.labelled)
        if let first = labelled.first {
            // A BIC has no check digits: only the reader's confidence in the word and the IBAN's country vouch for it.
            var reasons: [String] = []
            if Set(labelled.map(\.bic)).count > 1 { reasons.append("several BICs are printed") }
            if let ibanCountry, String(Array(first.bic)[4..<6]) != ibanCountry { reasons.append("its country is not the IBAN's") }
            if let c = page.wordConfidence(first.bic, line: first.lineIndex), c < Page.minimumTextWordConfidence {
                reasons.append("the reader's confidence in \(first.bic) is \(Int(c.rounded()))")
            } else if page.lines[first.lineIndex].words.isEmpty, let low = page.confidenceProblem([first.lineIndex]) {
                reasons.append(low)
            }
            return FieldSuggestion(name: FieldNames.bic, value: first.bic, source: page.lines[first.lineIndex].text,
                                   sure: reasons.isEmpty, reason: reasons.joined(separator: "; "))
        }
        guard let ibanCountry, let match = all.first(where: { String(Array($0.bic)[4..<6]) == ibanCountry }) else { return nil }
        return FieldSuggestion(name: FieldNames.bic, value: match.bic, source: page.lines[match.lineIndex].text, sure: false,
                               reason: "no BIC label was read")
    }
}

import Foundation

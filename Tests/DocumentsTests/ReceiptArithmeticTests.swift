import Documents
import Foundation
import Testing

/// Over many seeds, every printed total obeys the locale's arithmetic to the cent, read back from the printed strings.
@Suite("Receipt arithmetic")
struct ReceiptArithmeticTests {
    static let seeds: [UInt64] = Array(1...200)

    @Test(arguments: Language.allCases)
    func printedTotalsAddUp(language: Language) throws {
        var variantsSeen: Set<String> = []
        for seed in Self.seeds {
            let document = try DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: nil)
            variantsSeen.insert(document.variant ?? "")
            try check(document)
        }
        // `tse` (a KassenSichV QR) exists only on German receipts.
        #expect(variantsSeen == Set(DocumentGenerator.variants(for: .receipt)).subtracting(language == .de ? [] : ["tse"]))
    }

    @Test(arguments: DocumentGenerator.variants(for: .receipt))
    func everyVariantAddsUp(variant: String) throws {
        for language in Language.allCases where variant != "tse" || language == .de {
            for seed in UInt64(1)...20 {
                try check(DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: variant))
            }
        }
    }

    private func check(_ document: Document) throws {
        let language = document.language
        let cents = language != .vi && language != .id
        let where_ = "\(language.rawValue) seed \(document.seed) \(document.variant ?? "")"
        func amount(_ span: Span) throws -> Int {
            try #require(PrintedAmount.minor(span.text, language: language, decimals: cents), "\(span.text) in \(where_)")
        }
        func spans(_ role: String) -> [Span] { document.lines.flatMap(\.spans).filter { $0.role == role } }
        func first(_ role: String) throws -> Span { try #require(spans(role).first, "no \(role) in \(where_)") }
        func percent(_ role: String) throws -> Int {
            let text = try first(role).text
            return try #require(PrintedAmount.thousandthsOfPercent(text), "\(text) in \(where_)")
        }

        var itemSum = 0
        var lastItemAmount: Int?
        var grossByClass: [String: Int] = [:]
        for line in document.lines {
            let roles = Dictionary(line.spans.compactMap { s in s.role.map { ($0, s) } }, uniquingKeysWith: { a, _ in a })
            if let amountSpan = roles["item-amount"] {
                let value = try amount(amountSpan)
                itemSum += value
                lastItemAmount = value
                if let vatClass = roles["vat-class"] { grossByClass[vatClass.text, default: 0] += value }
            }
            if let quantity = roles["item-quantity"], let unit = roles["unit-price"] {
                let q = try #require(Int(quantity.text.prefix { $0.isNumber }))
                let lineAmount = try roles["item-amount"].map(amount) ?? #require(lastItemAmount)
                #expect(q * (try amount(unit)) == lineAmount, "quantity × price in \(where_)")
            }
            if let running = roles["running-total"] {
                #expect(try amount(running) == itemSum, "running total in \(where_)")
            }
        }
        let subtotal = try amount(try first("subtotal"))
        #expect(subtotal == itemSum, "subtotal in \(where_)")
        let totalSpan = try first("total")
        let total = try amount(totalSpan)
        #expect(totalSpan.field == "total")

        switch language {
        case .en, .ms:
            let rate = try percent("tax-rate")
            let tax = try amount(try first("tax"))
            #expect(tax == PrintedAmount.roundedDivision(subtotal * rate, 100_000), "tax in \(where_)")
            // Malay cash totals are rounded to 5 sen, with the adjustment printed.
            let rounding = try spans("rounding").first.map { span in (span.text.hasPrefix("-") ? -1 : 1) * (try amount(span)) } ?? 0
            #expect(subtotal + tax + rounding == total, "items + tax + rounding = total in \(where_)")
            if language == .ms {
                #expect(total % 5 == 0 && abs(rounding) <= 2, "rounded to 5 sen in \(where_)")
                #expect(rate == 6000, "GST 6% in \(where_)")
            } else {
                #expect(rounding == 0)
            }
        case .de, .fr, .es, .it, .nl:
            #expect(total == subtotal, "VAT included: items = total in \(where_)")
            let classes = spans("vat-class").filter { $0.xMM == 0 }
            let rates = spans("vat-rate")
            #expect(!rates.isEmpty, "a VAT table in \(where_)")
            #expect(language == .de ? classes.count == rates.count : classes.isEmpty)
            var grossSum = 0
            for (k, (rate, (net, (vat, gross)))) in zip(rates, zip(spans("vat-net"), zip(spans("vat-amount"), spans("vat-gross")))).enumerated() {
                let r = try #require(PrintedAmount.thousandthsOfPercent(rate.text)) / 1000
                let n = try amount(net), v = try amount(vat), g = try amount(gross)
                #expect(n + v == g, "net + VAT = gross in \(where_)")
                #expect(v == PrintedAmount.roundedDivision(g * r, 100 + r), "VAT share in \(where_)")
                if language == .de { #expect(g == grossByClass[classes[k].text], "class \(classes[k].text) gross in \(where_)") }
                grossSum += g
            }
            #expect(grossSum == total, "VAT table sums to the total in \(where_)")
        case .vi, .id:
            #expect(total == subtotal, "VAT included: items = total in \(where_)")
            let rate = try percent("vat-rate") / 1000
            let vat = try amount(try first("vat-amount"))
            #expect(vat == PrintedAmount.roundedDivision(total * rate, 100 + rate), "VAT share in \(where_)")
        }

        if let card = spans("card-amount").first {
            #expect(try amount(card) == total, "card payment in \(where_)")
        } else {
            let tendered = try amount(try first("tendered")), change = try amount(try first("change"))
            #expect(tendered - change == total && change >= 0, "cash and change in \(where_)")
        }

        if let second = spans("second-total").first {
            if let rate = spans("rate-second-per-primary").first {
                let digits = rate.text.replacingOccurrences(of: language == .en || language == .ms ? "." : ",", with: "")
                let r = try #require(PrintedAmount.minor(digits, language: language, decimals: false))
                #expect(try amount(second) == PrintedAmount.roundedDivision(total * r, 10_000), "second currency in \(where_)")
            } else {
                let rateText = try first("rate-primary-per-second").text
                let rate = try #require(PrintedAmount.minor(rateText, language: .vi, decimals: false))
                let usd = try #require(PrintedAmount.minor(second.text, language: .de))
                #expect(usd == PrintedAmount.roundedDivision(total * 100, rate), "USD equivalent in \(where_)")
            }
        }

        let field = try #require(document.fields.first { $0.name == "total" })
        let expected = cents ? "\(total / 100).\(String(format: "%02d", total % 100))" : "\(total)"
        #expect(field.value == expected, "total field in \(where_)")
    }
}

import Documents
import Foundation
import Testing

@Suite("Document generator")
struct DocumentGeneratorTests {
    static let kinds: [(DocumentKind, Language)] = [(.receipt, .en), (.receipt, .de), (.receipt, .vi), (.invoice, .en),
                                                     (.invoice, .de), (.screenplay, .en), (.letter, .en), (.letter, .de)]

    @Test(arguments: 0..<kinds.count)
    func sameSeedSameDocumentAndOtherSeedOtherContent(index: Int) throws {
        let (kind, language) = Self.kinds[index]
        let a = try DocumentGenerator.make(kind: kind, language: language, seed: 7, variant: nil)
        let b = try DocumentGenerator.make(kind: kind, language: language, seed: 7, variant: nil)
        let c = try DocumentGenerator.make(kind: kind, language: language, seed: 8, variant: nil)
        #expect(a == b)
        #expect(a.lines != c.lines)
        #expect(a.kind == kind && a.language == language && a.seed == 7)
    }

    @Test func theChosenVariantIsRecordedAndReproducible() throws {
        for language in Language.allCases {
            for seed in UInt64(1)...30 {
                let chosen = try DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: nil)
                let variant = try #require(chosen.variant)
                #expect(DocumentGenerator.variants(for: .receipt).contains(variant))
                #expect(try DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: variant) == chosen)
            }
        }
    }

    @Test func unsupportedLanguagesAndVariantsAreRefused() {
        #expect(throws: DocumentError.unsupportedLanguage(kind: .screenplay, language: .de, supported: [.en])) {
            try DocumentGenerator.make(kind: .screenplay, language: .de, seed: 1, variant: nil)
        }
        #expect(throws: DocumentError.self) { try DocumentGenerator.make(kind: .invoice, language: .vi, seed: 1, variant: nil) }
        #expect(throws: DocumentError.self) { try DocumentGenerator.make(kind: .receipt, language: .en, seed: 1, variant: "huge") }
        #expect(throws: DocumentError.self) { try DocumentGenerator.make(kind: .letter, language: .en, seed: 1, variant: "title") }
    }

    @Test(arguments: Language.allCases)
    func receiptFieldsMatchWhatIsPrinted(language: Language) throws {
        for seed in UInt64(1)...100 {
            let document = try DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: nil)
            let names = document.fields.map(\.name)
            #expect(names == ["merchant", "address", "date", "time", "total", "currency"])
            let spans = document.lines.flatMap(\.spans)
            func printed(_ name: String) -> [String] { spans.filter { $0.field == name }.map(\.text) }
            func value(_ name: String) -> String? { document.fields.first { $0.name == name }?.value }
            #expect(printed("merchant") == [value("merchant")])
            #expect(printed("address").joined(separator: " ") == value("address"))
            // Malay receipts name the currency in the total's label, `TOTAL (RM)`, as SROIE's do.
            #expect(printed("currency") == (language == .ms ? [] : [value("currency")]))
            #expect(value("currency") == ["en": "USD", "de": "EUR", "vi": "VND", "fr": "EUR", "es": "EUR", "it": "EUR", "nl": "EUR",
                                          "id": "IDR", "ms": "MYR"][language.rawValue])
            // The printed date, read in the page's date order, is the ISO value.
            let date = try #require(printed("date").first)
            let parts = date.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" }).map(String.init)
            let order = try #require(document.dateOrder)
            let iso = order == .mdy ? "\(parts[2])-\(parts[0])-\(parts[1])" : "\(parts[2])-\(parts[1])-\(parts[0])"
            #expect(iso == value("date"))
            let time = try #require(printed("time").first)
            let expectedTime = try #require(value("time"))
            if time.hasSuffix("M") {
                let hm = time.dropLast(3).split(separator: ":").compactMap { Int($0) }
                let hour = hm[0] % 12 + (time.hasSuffix("PM") ? 12 : 0)
                #expect(String(format: "%02d:%02d", hour, hm[1]) == expectedTime)
            } else {
                #expect(time == expectedTime)
            }
            // Vietnamese text is precomposed (NFC), which the fonts' glyph check relies on.
            for span in spans { #expect(span.text == span.text.precomposedStringWithCanonicalMapping) }
            let items = spans.filter { $0.role == "item-amount" }.count
            if document.variant == "long" { #expect(items >= 60) } else { #expect((10...30).contains(items)) }
            #expect([58.0, 80.0].contains(document.pageWidthMM) && document.pageHeightMM == nil)
        }
    }

    @Test func screenplayPagesUseTheIndustryLayout() throws {
        var sawTitle = false
        for seed in UInt64(1)...60 {
            let variant: String? = seed % 10 == 0 ? "title" : nil
            let document = try DocumentGenerator.make(kind: .screenplay, language: .en, seed: seed, variant: variant)
            #expect(document.fonts == .courierPrime)
            #expect(abs(document.pageWidthMM - 215.9) < 1e-9 && abs((document.pageHeightMM ?? 0) - 279.4) < 1e-9)
            #expect(abs((document.lineHeightMM ?? 0) - 25.4 / 6) < 1e-9)
            let headings = try #require(document.fields.first { $0.name == "sceneHeadings" }?.values)
            let characters = try #require(document.fields.first { $0.name == "characters" }?.values)
            let spans = document.lines.flatMap(\.spans)
            #expect(spans.filter { $0.field == "sceneHeadings" }.map(\.text) == headings)
            #expect(Set(spans.filter { $0.field == "characters" }.map(\.text)) == Set(characters))
            if variant == "title" {
                sawTitle = true
                #expect(headings.isEmpty && characters.isEmpty)
                continue
            }
            #expect(!characters.isEmpty)
            for heading in headings {
                #expect(["INT. ", "EXT. ", "INT./EXT. "].contains { heading.hasPrefix($0) } && heading.contains(" - "))
            }
            // Indents from the paper's left edge, in inches: 1.5 action, 2.5 dialogue, 3.1 parenthetical, 3.7 cue.
            let left = document.marginMM.left
            for (role, inches) in [("action", 1.5), ("scene-heading", 1.5), ("dialogue", 2.5), ("parenthetical", 3.1), ("character", 3.7)] {
                for span in spans where span.role == role { #expect(abs((left + span.xMM) / 25.4 - inches) < 1e-9, "\(role)") }
            }
            for span in spans where span.role == "dialogue" { #expect(span.text.count <= 35) }
            for span in spans where span.role == "action" { #expect(span.text.count <= 60) }
        }
        #expect(sawTitle)
    }

    @Test(arguments: [Language.en, .de])
    func lettersHaveNoFields(language: Language) throws {
        for seed in UInt64(1)...20 {
            let document = try DocumentGenerator.make(kind: .letter, language: language, seed: seed, variant: nil)
            #expect(document.fields.isEmpty)
            #expect(document.lines.flatMap(\.spans).allSatisfy { $0.field == nil })
        }
    }
}

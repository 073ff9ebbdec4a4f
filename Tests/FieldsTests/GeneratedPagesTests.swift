import Testing
import Documents
@testable import Rendering
@testable import Fields

/// Generated documents read as their own truth text (`Reading(text: truth.text)`): every error here is the
/// extractor's, none is the reader's. The truth comes from the renderer's layout without drawing.
@Suite("Generated documents read from their truth text")
struct GeneratedPagesTests {
    struct Page { var truth: GroundTruth; var suggestions: [FieldSuggestion]; var results: [FieldResult] }

    static func pages(_ kind: DocumentKind, _ language: Language, seeds: ClosedRange<UInt64>) throws -> [Page] {
        try seeds.map { seed in
            let document = try DocumentGenerator.make(kind: kind, language: language, seed: seed, variant: nil)
            let truth = try PageRenderer.truth(for: document)
            let suggestions = FieldExtractor.extract(from: Reading(text: truth.text), kind: kind, language: language,
                                                     dateOrder: truth.dateOrder)
            return Page(truth: truth, suggestions: suggestions,
                        results: FieldScorer.score(truth: truth.fields, suggestions: suggestions, dateOrder: truth.dateOrder))
        }
    }

    @Test(arguments: [Language.en, .de])
    func everyGeneratedInvoiceYieldsItsOwnIBAN(_ language: Language) throws {
        for page in try Self.pages(.invoice, language, seeds: 1...40) {
            let expected = try #require(page.truth.field("iban")?.value)
            let iban = page.suggestions.first { $0.name == "iban" }
            #expect(iban?.value == FieldNormaliser.iban(expected), "seed \(page.truth.seed)")
            #expect(iban?.sure == true, "seed \(page.truth.seed): \(iban?.reason ?? "")")
        }
    }

    @Test(arguments: Language.allCases)
    func generatedReceiptsYieldTheirTotal(_ language: Language) throws {
        for page in try Self.pages(.receipt, language, seeds: 1...40) {
            let total = page.results.first { $0.name == "total" }
            #expect(total?.outcome == .correct, "seed \(page.truth.seed) \(page.truth.generator.variant ?? ""): \(total?.value ?? "none") vs \(total?.truth ?? "")")
        }
    }

    /// No kind, language or variant gives a wrong value marked sure when the text itself is right.
    @Test func noSilentErrorsOnTruthText() throws {
        var all: [FieldResult] = []
        for kind in DocumentKind.allCases {
            for language in DocumentGenerator.languages(for: kind) {
                all += try Self.pages(kind, language, seeds: 1...12).flatMap(\.results)
            }
        }
        let silent = all.filter { $0.outcome == .wrongSure }
        #expect(silent.isEmpty, "\(silent.map { "\($0.name): \($0.value ?? "") vs \($0.truth ?? "")" })")
        #expect(all.count > 300)
    }
}

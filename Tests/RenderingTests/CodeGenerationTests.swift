import Documents
import Foundation
import Imaging
import Testing
import TestSupport
@testable import Rendering

/// Codes drawn by libzint: each symbology's bytes pinned, payloads that agree with the printed page, and pages
/// without codes left exactly as they were before codes existed.
@Suite("Code generation")
struct CodeGenerationTests {
    /// One code per symbology, each on its own small page, with a payload typical of where it is printed.
    static let symbols: [(Symbology, String)] = [
        (.qr, "https://receipts.example/r?n=123-04-5678&d=2024-05-01&t=12.30USD"),
        (.ean13, "4006381333931"),
        (.code128, "JJD00123456789012345"),
        (.datamatrix, "SKU-123456;L2417-33;4006381333931"),
        (.pdf417, "Jane Porter\n14 Mill Lane\nLeeds LS1 4AB"),
        (.aztec, "V0;K123456;Kassenbeleg-V1"),
    ]

    /// ISO 13616: the IBAN with its first four characters moved to the end, letters as 10…35, modulo 97.
    static func mod97(_ iban: String) -> Int {
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var remainder = 0
        for character in rearranged {
            guard let value = character.wholeNumberValue ?? (character.isUppercase ? Int(character.asciiValue ?? 0) - 55 : nil) else { return -1 }
            remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97
        }
        return remainder
    }

    static func page(with mark: CodeMark) -> Document {
        Document(kind: .label, language: .en, seed: 1, pageWidthMM: 80, pageHeightMM: nil, marginMM: Margins(all: 4),
                 lines: [DocumentLine(spans: [], code: mark)], fields: [], fonts: .dejaVuSans)
    }

    @Test(arguments: 0..<symbols.count)
    func eachSymbologysDrawnBytesArePinned(index: Int) throws {
        let (symbology, payload) = Self.symbols[index]
        let mark = CodeMark(symbology: symbology, payload: payload, moduleMM: 0.34, barHeightMM: symbology.isMatrix ? nil : 10)
        let page = try PageRenderer.render(Self.page(with: mark))
        let code = try #require(page.truth.codes?.first)
        #expect(code.symbology == symbology && code.payload == payload)
        #expect(code.modulePx == 4, "0.34 mm at 300 dpi snaps to 4 whole pixels")
        #expect(page.truth.text.isEmpty && page.truth.words.isEmpty, "codes never enter the text")
        let actual = "pixels \(SHA256.hex(of: page.image.pixels))\ntruth \(SHA256.hex(of: try page.truth.encoded()))\n"
        let outcome = checkReference(actual, named: "code-\(symbology.rawValue).sha256", in: TestPaths.references("RenderingTests"))
        #expect(outcome == .matched, "\(outcome.failureMessage ?? "")")
    }

    @Test func modulesLieExactlyWhereTheTruthSays() throws {
        let mark = CodeMark(symbology: .qr, payload: "HELLO", moduleMM: 0.34)
        let page = try PageRenderer.render(Self.page(with: mark))
        let code = try #require(page.truth.codes?.first)
        let box = code.quad.topLeft, size = code.quad.bottomRight
        // A QR's top-left finder: its corner module is dark, the module outside it (quiet zone) is light.
        func pixel(_ x: Double, _ y: Double) -> UInt8 { page.image.pixels[Int(y) * page.image.width + Int(x)] }
        #expect(pixel(box.x + 1, box.y + 1) == 0)
        #expect(pixel(box.x - 2, box.y + 1) == 255)
        #expect(pixel(size.x - 2, box.y + 1) == 0, "the top-right finder's corner")
        #expect(pixel(size.x + 1, box.y + 1) == 255)
        #expect((size.x - box.x) == 21 * code.modulePx, "version 1 is 21 modules wide")
    }

    /// The pages pinned before codes existed: with codes off they must keep their pixels and PNG bytes.
    @Test(arguments: 0..<GoldenPageTests.pages.count)
    func codesOffLeavesEveryEarlierPageByteIdentical(index: Int) throws {
        let (kind, language, variant) = GoldenPageTests.pages[index]
        let document = try DocumentGenerator.make(kind: kind, language: language, seed: 7, variant: variant)
            .applying(CodeOptions(enabled: false))
        let page = try PageRenderer.render(document)
        #expect(page.truth.codes == nil)
        let actual = "pixels \(SHA256.hex(of: page.image.pixels))\npng \(SHA256.hex(of: try ImageFile.encodePNG(page.image)))\n"
        let name = "\(kind.rawValue)-\(language.rawValue)-seed7\(variant.map { "-\($0)" } ?? "")-codes-off.sha256"
        let outcome = checkReference(actual, named: name, in: TestPaths.references("RenderingTests"), mode: .never)
        #expect(outcome == .matched, "\(outcome.failureMessage ?? "")")
    }

    @Test func codesOffOnAQRReceiptDrawsTheEmptyBoxAsBefore() throws {
        let document = try DocumentGenerator.make(kind: .receipt, language: .en, seed: 3, variant: "qr-box")
        let with = try PageRenderer.render(document)
        let without = try PageRenderer.render(document.applying(CodeOptions(enabled: false)))
        #expect(with.truth.codes?.count ?? 0 >= 1)
        #expect(without.truth.codes == nil)
        #expect(with.truth.text == without.truth.text, "the QR moves no text")
        #expect(with.image.height == without.image.height)
        #expect(with.image != without.image)
    }

    @Test(arguments: [Language.en, .de])
    func euroInvoicesCarryAnEPCQRThatAgreesWithThePrintedPage(language: Language) throws {
        var euro = 0, pound = 0
        for seed in UInt64(1)...40 {
            let truth = try PageRenderer.truth(for: DocumentGenerator.make(kind: .invoice, language: language, seed: seed, variant: nil))
            guard truth.field("currency")?.value == "EUR" else {
                #expect(truth.codes == nil, "GBP invoices carry no EPC QR (seed \(seed))")
                pound += 1
                continue
            }
            euro += 1
            let code = try #require(truth.codes?.first)
            #expect(code.symbology == .qr)
            let epc = try #require(EPCPayload(parsing: code.payload), "seed \(seed): \(code.payload)")
            #expect(epc.iban == truth.field("iban")?.value)
            #expect(Self.mod97(epc.iban) == 1, "seed \(seed): mod 97")
            #expect(epc.bic == truth.field("bic")?.value)
            let gross = try #require(truth.field("gross")?.value)
            #expect(epc.amountText == "EUR" + gross, "seed \(seed): \(epc.amountText) against \(gross)")
            #expect(epc.remittance == truth.field("invoiceNumber")?.value)
            #expect(!truth.text.contains("BCD"), "the payload never enters the text")
        }
        #expect(euro > 0)
        if language == .de { #expect(pound == 0) }
    }

    @Test func labelsCarryEveryLabelSymbologyAndValidEANCheckDigits() throws {
        for seed in UInt64(1)...30 {
            for language in [Language.en, .de] {
                let truth = try PageRenderer.truth(for: DocumentGenerator.make(kind: .label, language: language, seed: seed, variant: nil))
                let codes = truth.codes ?? []
                #expect(codes.map(\.symbology) == [.ean13, .datamatrix, .code128, .pdf417])
                let ean = try #require(codes.first { $0.symbology == .ean13 })
                #expect(EAN13.isValid(ean.payload), "seed \(seed): \(ean.payload)")
                #expect(truth.text.contains(ean.payload), "the EAN's digits are printed under it as text")
            }
        }
    }

    @Test func receiptVariantsCarryTheirCodes() throws {
        let url = try PageRenderer.truth(for: DocumentGenerator.make(kind: .receipt, language: .en, seed: 5, variant: "qr-url"))
        #expect(url.codes?.contains { $0.symbology == .qr && $0.payload.hasPrefix("https://receipts.example/r?") } == true)
        let total = try #require(url.field("total")?.value)
        #expect(url.codes?.first { $0.symbology == .qr }?.payload.contains("t=\(total)USD") == true)
        let tse = try PageRenderer.truth(for: DocumentGenerator.make(kind: .receipt, language: .de, seed: 5, variant: "tse"))
        let payload = try #require(tse.codes?.first { $0.symbology == .qr }?.payload)
        let parts = payload.split(separator: ";", omittingEmptySubsequences: false)
        #expect(parts.count == 12 && parts[0] == "V0" && parts[2] == "Kassenbeleg-V1" && parts[8] == "ecdsa-plain-SHA384")
        let germanTotal = try #require(tse.field("total")?.value)
        #expect(parts[3] == "Beleg^\(germanTotal)_0.00_0.00_0.00_0.00^\(germanTotal):Bar")
        #expect(throws: DocumentError.self) { try DocumentGenerator.make(kind: .receipt, language: .en, seed: 5, variant: "tse") }
        // Over many seeds, some QR receipts print their number as a Code 128.
        var code128 = 0
        for seed in UInt64(1)...60 {
            let truth = try PageRenderer.truth(for: DocumentGenerator.make(kind: .receipt, language: .de, seed: seed, variant: "qr-url"))
            code128 += truth.codes?.filter { $0.symbology == .code128 }.count ?? 0
        }
        #expect(code128 > 10 && code128 < 50)
    }

    @Test func modulePxOverridesEveryCode() throws {
        let document = try DocumentGenerator.make(kind: .label, language: .en, seed: 2, variant: nil)
        let truth = try PageRenderer.truth(for: document.applying(CodeOptions(modulePx: 2)))
        #expect(truth.codes?.allSatisfy { $0.modulePx == 2 } == true)
        #expect(truth.generator.codes == CodeOptions(modulePx: 2), "recorded for replay")
        #expect(throws: DocumentError.self) { try document.applying(CodeOptions(modulePx: 0.1)) }
    }

    @Test func customCodesAreCheckedAgainstTheirSymbologysLimits() throws {
        let document = try DocumentGenerator.make(kind: .letter, language: .en, seed: 2, variant: nil)
        let ok = try PageRenderer.truth(for: document.applying(CodeOptions(custom: [CodeRequest(symbology: .ean13, payload: "4006381333931")])))
        #expect(ok.codes?.map(\.payload) == ["4006381333931"])
        #expect(throws: DocumentError.codePayload(symbology: .ean13, limit: "a valid check digit (the 13th digit must be 1)")) {
            try document.applying(CodeOptions(custom: [CodeRequest(symbology: .ean13, payload: "4006381333932")]))
        }
        #expect(CodeLimits.violation(.code128, payload: "Grüße") == "printable ASCII only")
        #expect(CodeLimits.violation(.qr, payload: String(repeating: "x", count: 2_332)) == "at most 2331 bytes (got 2332)")
        #expect(CodeLimits.violation(.qr, payload: String(repeating: "x", count: 2_331)) == nil)
    }
}

@testable import Documents
import Imaging
import Testing
@testable import Rendering

/// A receipt's total line printed double height, double size or double width (`Document.printingTotal`): the truth's word boxes
/// follow the glyphs as drawn, and every doubled line fits its paper.
@Suite("Emphasised total lines")
struct TotalPrintTests {
    /// English receipts (seed) printed in each mode: seed 15001's fits double size and double width, seed 15002's too.
    static let pages: [(UInt64, ReceiptTotalPrint)] = [(15001, .doubleSize), (15002, .doubleHeight), (15003, .body),
                                                        (15001, .doubleWidth)]

    @Test(arguments: 0..<pages.count)
    func totalWordsAreAsTallAndWideAsTheirMode(index: Int) throws {
        let (seed, mode) = Self.pages[index]
        let generated = try DocumentGenerator.make(kind: .receipt, language: .en, seed: seed, variant: nil)
        let (document, printed) = generated.printingTotal(mode)
        #expect(printed == mode, "receipt-en seed \(seed)")
        if mode == .body { #expect(document == generated) }
        let page = try PageRenderer.render(document)
        let truth = page.truth
        let totalField = try #require(truth.fields.first { $0.name == "total" })
        let totalID = try #require(totalField.wordIDs.first)
        let line = try #require(truth.lines.first { $0.wordIDs.contains(totalID) })
        let subtotal = try #require(document.lines.flatMap { $0.spans }.first { $0.role == "subtotal" })
        let subtotalWord = try #require(truth.words.first { $0.text == subtotal.text })
        let body = subtotalWord.quad.boundingBox
        let bodyCell = body.width / Double(subtotal.text.count)
        let expected: (height: Double, cell: Double) = switch mode {
        case .doubleSize: (2, 2)
        // Twice the size drawn at `doubleHeightWidth` of its width: 0.68 of the body's cell.
        case .doubleHeight: (2, 2 * ReceiptTotalPrint.doubleHeightWidth)
        // A little taller than the body, and 1.54 of its cell wide.
        case .doubleWidth: (ReceiptTotalPrint.doubleWidthHeight, ReceiptTotalPrint.doubleWidthHeight * ReceiptTotalPrint.doubleWidthWidth)
        case .body: (1, 1)
        }
        for id in line.wordIDs {
            let word = truth.words[id]
            let box = word.quad.boundingBox
            let place = "'\(word.text)' of receipt-en seed \(seed) (\(mode))"
            #expect(abs(box.height / body.height - expected.height) < 0.08, "\(place): height \(box.height) against \(body.height)")
            #expect(abs(box.width / Double(word.text.count) / bodyCell - expected.cell) < 0.12, "\(place): width \(box.width)")
            // The ink inside the line's band is inside the word's box, and spans most of it.
            let ink = inkColumns(page.image, rows: Int(box.y)..<Int(box.maxY.rounded(.up)),
                                 columns: Int(box.x) - 20..<Int(box.maxX.rounded(.up)) + 20)
            let first = try #require(ink.first, "\(place): no ink"), last = try #require(ink.last)
            #expect(Double(first) >= box.x - 1 && Double(last) <= box.maxX + 1, "\(place): ink \(first)...\(last) outside \(box)")
            #expect(Double(last - first) >= 0.8 * box.width, "\(place): ink \(first)...\(last) narrower than \(box)")
        }
    }

    @Test func everyDoubledTotalFitsItsPaper() throws {
        var printed: [ReceiptTotalPrint: Int] = [:]
        for language in [Language.en, .de, .fr, .vi, .ms] {
            for seed in UInt64(1)...60 {
                let document = try DocumentGenerator.make(kind: .receipt, language: language, seed: seed, variant: nil)
                for mode in [ReceiptTotalPrint.doubleHeight, .doubleSize, .doubleWidth] {
                    let (doubled, mode) = document.printingTotal(mode)
                    printed[mode, default: 0] += 1
                    #expect(doubled.settings["totalPrint"] != nil, "receipt-\(language) seed \(seed)")
                    // Throws when a doubled total runs over the paper or its spans overlap.
                    _ = try PageRenderer.truth(for: doubled)
                }
            }
        }
        #expect((printed[.doubleSize] ?? 0) > 100 && (printed[.doubleWidth] ?? 0) > 100 && (printed[.body] ?? 0) == 0, "\(printed)")
    }

    /// The columns holding ink (gray below 128) in a band of the page.
    private func inkColumns(_ image: Image, rows: Range<Int>, columns: Range<Int>) -> [Int] {
        columns.clamped(to: 0..<image.width).filter { x in
            rows.clamped(to: 0..<image.height).contains { y in image.pixels[y * image.width + x] < 128 }
        }
    }
}

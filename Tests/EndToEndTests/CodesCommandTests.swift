import Foundation
import Testing
import TestSupport

/// The codes contract from the built `scanlab`: synth options, code cells beside text cells, corpus limits.
@Suite("Codes through the command line")
struct CodesCommandTests {
    static let folder = TestPaths.temporaryFolder("codes-cli")

    @Test func aLabelsCodesDecodeInACodeCellBesideATextCell() throws {
        let label = Self.folder.appendingPathComponent("label.png").path
        let synth = try runScanlab(["synth", label, "--document", "label", "--seed", "4"])
        #expect(synth.status == 0, "\(synth.stderr)")
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: label.replacingOccurrences(of: ".png", with: ".truth.json")))) as? [String: Any]
        let codes = try #require(truth?["codes"] as? [[String: Any]])
        #expect(codes.compactMap { $0["symbology"] as? String } == ["ean13", "datamatrix", "code128", "pdf417"])
        #expect(codes.allSatisfy { ($0["modulePx"] as? Double ?? 0) >= 3 }, "whole pixels of the default sizes at 300 dpi")
        let compare = try runScanlab(["compare", label, "--readers", "tesseract,zbar,zxing", "--json"])
        #expect(compare.status == 0, "\(compare.stderr)")
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])
        let byReader = Dictionary(rows.map { (($0["reader"] as? String) ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byReader["tesseract"]?["cer"] is Double)
        #expect(byReader["tesseract"]?["codes"] == nil)
        #expect(byReader["zxing"]?["decodeRate"] as? Double == 1)
        #expect(byReader["zxing"]?["cer"] == nil, "a code cell has no text")
        let zbarCodes = try #require(byReader["zbar"]?["codes"] as? [[String: Any]])
        #expect(zbarCodes.compactMap { $0["outcome"] as? String } == ["decoded", "unsupported", "decoded", "unsupported"])
        #expect(byReader["zbar"]?["decodeRate"] as? Double == 1)
    }

    /// Styles shrink a page with large capitals toward the text size readers like, which took a label's small
    /// modules under a pixel; code readers read the style's page before that resampling, so a processed style
    /// decodes what the raw photo decodes (2.5 px modules on an ordinary photo of a label, seed 4).
    @Test func codeReadersReadTheStyledPageBeforeTextSizeResampling() throws {
        let photo = Self.folder.appendingPathComponent("small-label.jpg").path
        let synth = try runScanlab(["synth", photo, "--document", "label", "--seed", "4", "--module-px", "2.5", "--difficulty", "ordinary"])
        #expect(synth.status == 0, "\(synth.stderr)")
        let compare = try runScanlab(["compare", photo, "--styles", "original,grayscale,auto", "--readers", "tesseract,zbar,zxing", "--json"])
        #expect(compare.status == 0, "\(compare.stderr)")
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])
        func row(_ style: String, _ reader: String) -> [String: Any]? {
            rows.first { $0["style"] as? String == style && $0["reader"] as? String == reader }
        }
        for reader in ["zbar", "zxing"] {
            let original = try #require(row("original", reader)?["decodeRate"] as? Double)
            #expect(original > 0)
            for style in ["grayscale", "auto"] {
                #expect(row(style, reader)?["decodeRate"] as? Double == original, "\(style) with \(reader)")
            }
        }
        // The text reader is handed the resampled page, the code readers the page at the photo's scale.
        let textBytes = try #require(row("grayscale", "tesseract")?["bytes"] as? Int)
        let codeBytes = try #require(row("grayscale", "zxing")?["bytes"] as? Int)
        #expect(codeBytes != textBytes)
        #expect(row("grayscale", "zbar")?["bytes"] as? Int == codeBytes)
    }

    /// `fields` with a code reader beside a text reader adds, per style, the row that takes the code's fields where
    /// it decoded them: on a flat EPC invoice every code field there is correct and comes from the code.
    @Test func fieldsWithACodeReaderAddARowPreferringTheCodesFields() throws {
        let invoice = Self.folder.appendingPathComponent("epc-invoice.png").path
        let synth = try runScanlab(["synth", invoice, "--document", "invoice", "--lang", "de", "--seed", "5"])
        #expect(synth.status == 0, "\(synth.stderr)")
        let fields = try runScanlab(["fields", invoice, "--readers", "tesseract,zxing", "--styles", "original,grayscale", "--json"])
        #expect(fields.status == 0, "\(fields.stderr)")
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(fields.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(rows.map { "\($0["style"] ?? "") \($0["reader"] ?? "")" }
                == ["original tesseract", "original zxing", "original tesseract+zxing",
                    "grayscale tesseract", "grayscale zxing", "grayscale tesseract+zxing"])
        for style in ["original", "grayscale"] {
            let preferring = try #require(rows.first { $0["style"] as? String == style && $0["reader"] as? String == "tesseract+zxing" })
            let text = try #require(rows.first { $0["style"] as? String == style && $0["reader"] as? String == "tesseract" })
            let preferred = try #require(preferring["fields"] as? [[String: Any]])
            let textFields = try #require(text["fields"] as? [[String: Any]])
            #expect(Set(preferred.compactMap { $0["name"] as? String }) == Set(textFields.compactMap { $0["name"] as? String }),
                    "the same fields as the text reader's")
            for name in ["iban", "bic", "gross"] {
                let field = try #require(preferred.first { $0["name"] as? String == name }, "\(style) \(name)")
                #expect(field["outcome"] as? String == "correct", "\(style) \(name): \(field)")
            }
        }
        let text = try runScanlab(["fields", invoice, "--readers", "tesseract,zxing"])
        #expect(text.status == 0 && text.stdout.contains("== original · tesseract+zxing"), "\(text.stdout)")
        // Without a text reader there is nothing to prefer the code over.
        let codesOnly = try runScanlab(["fields", invoice, "--readers", "zxing", "--json"])
        #expect(codesOnly.status == 0 && !codesOnly.stdout.contains("+zxing"), "\(codesOnly.stdout)")
    }

    @Test func codesOffDropsThemAndReplayRebuildsTheSameBytes() throws {
        let page = Self.folder.appendingPathComponent("invoice.png").path
        #expect(try runScanlab(["synth", page, "--document", "invoice", "--lang", "de", "--seed", "3", "--codes", "off"]).status == 0)
        let truth = try String(contentsOfFile: page.replacingOccurrences(of: ".png", with: ".truth.json"), encoding: .utf8)
        #expect(!truth.contains("\"symbology\""))
        let again = Self.folder.appendingPathComponent("again.png").path
        #expect(try runScanlab(["synth", "--replay", page.replacingOccurrences(of: ".png", with: ".truth.json"), again]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == Data(contentsOf: URL(fileURLWithPath: again)))
        let bad = try runScanlab(["synth", page, "--codes", "maybe"])
        #expect(bad.status == 64)
    }

    @Test func aCorpusPayloadItsSymbologyCannotHoldIsExit2NamingPageSymbologyAndLimit() throws {
        let corpus = Self.folder.appendingPathComponent("bad-codes.json")
        try Data(#"""
        {"name": "bad", "pages": [{"id": "shelf-label", "document": "letter", "language": "en", "seed": 1, "difficulty": "flat",
          "codes": [{"symbology": "ean13", "payload": "4006381333932"}]}]}
        """#.utf8).write(to: corpus)
        let result = try runScanlab(["synth", "--corpus", corpus.path, "--out", Self.folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("shelf-label") && result.stderr.contains("ean13") && result.stderr.contains("check digit"), "\(result.stderr)")
    }

    @Test func synthCorpusWritesEveryPageItCanAndNamesTheOneWhoseCodeDoesNotFit() throws {
        let corpus = Self.folder.appendingPathComponent("too-large.json")
        try Data(#"""
        {"name": "sweep", "pages": [{"id": "label", "document": "label", "language": "en", "seed": 1, "difficulty": "flat",
          "sweep": {"parameter": "modulePx", "values": [2, 40]}}]}
        """#.utf8).write(to: corpus)
        let out = Self.folder.appendingPathComponent("sweep-out")
        let result = try runScanlab(["synth", "--corpus", corpus.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("label") && result.stderr.contains("runs past the page edge"), "\(result.stderr)")
        #expect(result.stderr.contains("1 of 2 pages were not written"), "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(written.count == 1, "the page whose code fits is written: \(written)")
    }
}

import Foundation
import Testing
@testable import Scoring

/// Flexible character accuracy against the worked examples of Clausner, Pletschacher and Antonacopoulos (2020),
/// figures 3 and 4, as dinglehopper's tests state them (accuracy = 1 − fca here), and small cases of our own.
@Suite("FCA: the paper's examples and reading order")
struct FlexibleCharacterAccuracyTests {
    static func fca(_ truth: String, _ ocr: String) -> TextMeasures {
        TextScorer.measure(truth: truth, ocr: ocr, profile: .strict, metrics: [.fca])
    }

    /// (truth, output, expected error rate).
    static let simpleCases: [(String, String, Double)] = [
        ("a", "", 1), ("a", "a", 0), ("a\nb", "a\nb", 0), ("a\nb", "b\na", 0), ("aaa\nbbb\nccc", "ccc\naaa\nbbb", 0),
        ("aaa\nbbb\nccc", "aaa\nbbb", 3.0 / 9), ("bbb", "aaa\nbbb\nccc", 6.0 / 3), ("a", "a\nbb\nccc", 5.0 / 1),
        ("bb", "a\nbb\nccc", 4.0 / 2), ("abcd", "ab\ne", 3.0 / 4), ("accc", "a\nbb\nccc", 2.0 / 4), ("aaa\nbbb\nccc", "bbb", 6.0 / 9),
    ]

    @Test(arguments: simpleCases.indices)
    func simpleCase(_ index: Int) throws {
        let (truth, ocr, expected) = Self.simpleCases[index]
        let fca = try #require(Self.fca(truth, ocr).fca)
        #expect(abs(fca - expected) < 1e-9, "\(truth.debugDescription) / \(ocr.debugDescription): \(fca)")
    }

    /// Figure 4: ten words in two blocks, read in several ways (11 is a line break).
    static let words = ["Eight", "happy", "frogs", "scuba", "dived", "Jenny", "chick", "flaps", "white", "wings", "", "\n"]
    static func sentence(_ indices: [Int]) -> String {
        indices.map { words[$0] }.joined(separator: " ").replacingOccurrences(of: " \n ", with: "\n")
    }
    static let figure4: [(String, [Int], [Int], Double)] = [
        ("A no errors", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], 1),
        ("B blocks in another order", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [5, 6, 7, 8, 9, 11, 0, 1, 2, 3, 4], 1),
        ("C merge across columns", [0, 1, 2, 11, 3, 4, 11, 5, 6, 7, 11, 8, 9], [0, 1, 2, 5, 6, 7, 11, 3, 4, 8, 9], 0.964),
        ("D over-segmentation", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [0, 1, 2, 11, 5, 6, 7, 11, 3, 4, 11, 8, 9], 0.966),
        ("E part missing", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4], 0.5),
        ("E.2 part missing", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [5, 6, 7, 8, 9], 0.5),
        ("F all missing", [0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9], [], 0),
        ("G added parts", [0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 11, 5, 6], 0.621),
    ]

    @Test(arguments: figure4.indices)
    func figure4Case(_ index: Int) throws {
        let (name, truth, ocr, accuracy) = Self.figure4[index]
        let fca = try #require(Self.fca(Self.sentence(truth), Self.sentence(ocr)).fca)
        #expect(abs((1 - fca) - accuracy) < 0.001, "\(name): accuracy \(1 - fca)")
    }

    /// Figure 3: a quotation read in three layouts; 68 characters, 3 substitutions, 5 insertions, 7 deletions
    /// (configuration II joins lines, adding one space as an insertion and one as a substitution).
    @Test(arguments: [
        ("I", "1 hav\nnospecial\ntalents.\nI am one\npassionate\ncuriousity.\"\nAlberto\nEmstein", 3, 5, 7),
        ("II", "1 hav\nnospecial\ntalents. Alberto\nI am one Emstein\npassionate\ncuriousity.\"", 4, 6, 6),
        ("III", "Alberto\nEmstein\n1 hav\nnospecial\ntalents.\nI am one\npassionate\ncuriousity.\"", 3, 5, 7),
    ])
    func figure3(configuration: String, ocr: String, substitutions: Int, insertions: Int, deletions: Int) throws {
        let truth = "\"I have\nno special\ntalent.\nI am only\npassionately\ncurious.\"\nAlbert\nEinstein"
        let counts = try #require(Self.fca(truth, ocr).fcaCounts)
        #expect(counts == EditCounts(substitutions: substitutions, deletions: deletions, insertions: insertions,
                                     hits: 68 - deletions - substitutions, truthLength: 68), "configuration \(configuration)")
    }

    /// A two-column page read column by column (the truth's order) and row by row (across the columns): every word
    /// is right, so FCA finds no error, while CER counts most of the page.
    @Test func twoColumnPageReadInBothOrders() throws {
        let left = ["Invoice 2024-117", "Widgets 4 x 3.50", "Bolts 12 x 0.20", "Subtotal 16.40", "VAT 19% 3.12", "Total 19.52"]
        let right = ["Ship to: Anna Berg", "Lindenweg 12", "10115 Berlin", "Paid by card", "Thank you", "Returns in 30 days"]
        let columns = (left + right).joined(separator: "\n")
        let rows = zip(left, right).flatMap { [$0.0, $0.1] }.joined(separator: "\n")
        let truthFirst = TextScorer.measure(truth: columns, ocr: rows, profile: .standard, metrics: Set(TextMetric.allCases))
        #expect(truthFirst.cer > 0.3)
        #expect(try #require(truthFirst.fca) == 0)
        #expect(truthFirst.werUnordered == 0)
        let rowsFirst = TextScorer.measure(truth: rows, ocr: columns, profile: .standard, metrics: Set(TextMetric.allCases))
        #expect(rowsFirst.cer > 0.3)
        #expect(try #require(rowsFirst.fca) == 0)
    }

    /// One misread line in a reordered page counts exactly its own error.
    @Test func reorderedPageWithOneMisreadCharacter() throws {
        let truth = "alpha beta gamma\ndelta epsilon\nzeta eta theta"
        let ocr = "zeta eta theta\nalpha beta garnma\ndelta epsilon"
        let counts = try #require(Self.fca(truth, ocr).fcaCounts)
        #expect(counts.errors == 2)
        #expect(counts.truthLength == truth.count - 2)
    }

    @Test func pastTheSizeLimitFCAIsNullWithAReason() throws {
        let long = String(repeating: "abcdefghij klmnopqrst\n", count: FlexibleCharacterAccuracy.maximumCharacters / 20)
        let m = TextScorer.measure(truth: long, ocr: long, profile: .strict, metrics: [.fca])
        #expect(m.fca == nil && m.fcaCounts == nil)
        let reason = try #require(m.fcaReason)
        #expect(reason.contains("\(FlexibleCharacterAccuracy.maximumCharacters)"))
        let json = String(decoding: try JSONEncoder().encode(m), as: UTF8.self)
        #expect(json.contains("\"fca\":null"))
    }

    /// Two empty texts have no errors; an empty truth read as text is all insertions, divided by 1 as CER is.
    @Test func emptyTexts() throws {
        #expect(try #require(Self.fca("", "").fca) == 0)
        let m = Self.fca("", "ab\nc")
        #expect(m.fcaCounts == EditCounts(insertions: 3))
        #expect(m.fca == 3)
    }
}

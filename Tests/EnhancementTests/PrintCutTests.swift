import Foundation
import Imaging
import Documents
import Scenes
import Testing
@testable import Enhancement

/// A curled page's outline keeps the print its found quad held (`PrintCut`).
@Suite("print cut: a curled page's outline does not move an end in over its print")
struct PrintCutTests {
    /// Where (output px) the topmost point of the page's first truth baseline and the lowest point of its last stand,
    /// and the output's height.
    static func firstAndLastBaselines(seed: UInt64, curl: Double) throws -> (first: Double, last: Double, height: Int) {
        let page = try PaperColourShareTests.photo(seed: seed, curl: curl)
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "curled-\(seed).jpg")
        let mapping = try #require(result.mapping)
        let first = try #require(page.truth.baselines.first), last = try #require(page.truth.baselines.last)
        let image = try ImageFile.decode(result.encoded, name: "out.png")
        return (first.map { mapping.outputPoint(forInput: $0).y }.min() ?? -.infinity,
                last.map { mapping.outputPoint(forInput: $0).y }.max() ?? .infinity, image.height)
    }

    /// `scanlab-bench dewarp` seeds 104 and 110 (curl 0.6): the paper's outline moved its top end 256 px and 208 px
    /// down from the found quad's, through the store's name (`Lakeside Mart`, `BRIGHTWATER BOOKS`; dewarped CER 0.090
    /// and 0.049 against 0.081 and 0.008 flattened by the found quad). The name's baseline must stand at least a
    /// capital (34 px in the output) below the output's top, so its letters are read.
    @Test("a curled receipt's outline keeps the store's name the found quad held", arguments: [104, 110] as [UInt64])
    func storeNameKept(seed: UInt64) throws {
        let lines = try Self.firstAndLastBaselines(seed: seed, curl: 0.6)
        #expect(lines.first >= 34, "seed \(seed): the store name's baseline stands \(lines.first) px below the output's top")
    }

    /// Seed 104's outline moved its bottom end up through its footer (`THANK YOU FOR SHOPPING`) as well: the last
    /// line's baseline must stand half a capital (17 px) or more above the output's foot.
    @Test("a curled receipt's outline keeps the footer the found quad held")
    func footerKept() throws {
        let lines = try Self.firstAndLastBaselines(seed: 104, curl: 0.6)
        #expect(lines.last <= Double(lines.height) - 17, "the footer's baseline stands at \(lines.last) of \(lines.height) px")
    }
}

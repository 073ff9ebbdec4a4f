import Foundation
import Testing
import TestSupport

/// Orientation through the built `scanlab`: `synth --orientation`, `process` turning the page back and saying how it
/// lay, `--no-rotate`, and the text read from a turned page.
@Suite("Orientation through the command line")
struct OrientationCommandTests {
    static let folder = TestPaths.temporaryFolder("orientation-cli")

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The size of a PNG or JPEG written by `process`, read back through `scanlab-bench`-free means: the PNG header.
    static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && bytes[1] == 0x50)
        func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be(16), be(20))
    }

    /// Synthesises a page at `orientation`, then checks `process` reports that orientation and `compare` reads it as
    /// well as the same page upright.
    func roundTrip(_ name: String, _ synthArguments: [String], orientation: Int) throws {
        let turned = Self.folder.appendingPathComponent("\(name)-\(orientation).jpg").path
        let upright = Self.folder.appendingPathComponent("\(name)-0.jpg").path
        for (path, degrees) in [(turned, orientation), (upright, 0)] {
            let synth = try runScanlab(["synth", path] + synthArguments + ["--orientation", String(degrees)])
            #expect(synth.status == 0, "\(synth.stderr)")
        }
        let truth = try Self.json(String(contentsOfFile: turned.replacingOccurrences(of: ".jpg", with: ".truth.json"), encoding: .utf8))
        #expect(truth["orientation"] as? Int == orientation)

        let out = Self.folder.appendingPathComponent("\(name)-\(orientation)-gray.png").path
        let process = try runScanlab(["process", turned, out, "--style", "grayscale", "--json"])
        #expect(process.status == 0, "\(process.stderr)")
        #expect(try Self.json(process.stdout)["orientation"] as? Int == orientation, "\(process.stdout)")

        func cer(_ path: String) throws -> Double {
            let compare = try runScanlab(["compare", path, "--styles", "grayscale", "--json"])
            #expect(compare.status == 0, "\(compare.stderr)")
            let rows = try #require(try Self.json(compare.stdout)["rows"] as? [[String: Any]])
            return try #require(rows.first?["cer"] as? Double)
        }
        let turnedCER = try cer(turned), uprightCER = try cer(upright)
        #expect(turnedCER < 0.1, "the turned page is read")
        // Turning must cost nothing: the turned photo's page is found and cut a little differently (its JPEG is
        // encoded after the turn), so it may read better or worse by chance, but never worse by more than a point.
        #expect(turnedCER <= uprightCER + 0.01, "turned \(turnedCER) against upright \(uprightCER)")
    }

    @Test("a sideways receipt (seed 11, ordinary photo, laid at 90°): process says 90 and it reads like the upright one")
    func sidewaysReceipt() throws {
        try roundTrip("receipt-11", ["--document", "receipt", "--seed", "11", "--difficulty", "ordinary"], orientation: 90)
    }

    @Test("an upside-down invoice (seed 5, ordinary photo, laid at 180°): process says 180 and it reads like the upright one")
    func upsideDownInvoice() throws {
        try roundTrip("invoice-5", ["--document", "invoice", "--seed", "5", "--difficulty", "ordinary"], orientation: 180)
    }

    @Test("--no-rotate keeps a flat receipt laid at 270° lying on its side, and says nothing about its orientation")
    func noRotate() throws {
        let page = Self.folder.appendingPathComponent("receipt-7-270.png").path
        #expect(try runScanlab(["synth", page, "--seed", "7", "--orientation", "270"]).status == 0)
        let rotated = Self.folder.appendingPathComponent("rotated.png").path, kept = Self.folder.appendingPathComponent("kept.png").path
        let turnedBack = try runScanlab(["process", page, rotated, "--style", "ink", "--json"])
        #expect(try Self.json(turnedBack.stdout)["orientation"] as? Int == 270, "\(turnedBack.stdout) \(turnedBack.stderr)")
        let asFound = try runScanlab(["process", page, kept, "--style", "ink", "--no-rotate", "--json"])
        #expect(asFound.status == 0, "\(asFound.stderr)")
        #expect(try Self.json(asFound.stdout)["orientation"] == nil)
        let upright = try Self.pngSize(rotated), sideways = try Self.pngSize(kept)
        #expect(upright.height > upright.width, "a receipt turned upright is tall: \(upright)")
        #expect(sideways.width > sideways.height, "kept as found it lies on its side: \(sideways)")
    }

    @Test("a label whose glyph votes are too even (seed 12, ordinary photo, laid at 270°) is settled by reading it both ways")
    func weakVotesSettledByReading() throws {
        // Labels at 270° are where the glyph votes run too even: of labels 1-24 (ordinary, 270°) three are left to the
        // reading test, this one among them (10 upright against 28 upside down; read turned a quarter each way: 88
        // against 29 mean word confidence). Seed 3 was the case until the print detector took a label's 2-D codes as
        // print (find13): its crop changed and its glyph votes now decide.
        let page = Self.folder.appendingPathComponent("label-12-270.jpg").path
        let synth = try runScanlab(["synth", page, "--document", "label", "--seed", "12", "--difficulty", "ordinary", "--orientation", "270"])
        #expect(synth.status == 0, "\(synth.stderr)")
        let out = Self.folder.appendingPathComponent("label-12-270-gray.png").path
        let process = try runScanlab(["process", page, out, "--style", "grayscale", "--json"])
        #expect(process.status == 0, "\(process.stderr)")
        let json = try Self.json(process.stdout)
        #expect(json["orientation"] as? Int == 270, "\(process.stdout)")
        let reason = try #require(json["orientationReason"] as? String)
        #expect(reason.contains("too even") && reason.contains("read surer at 270"), "\(reason)")
    }

    @Test("--orientation 45 is a one-line usage error naming the option")
    func badOrientation() throws {
        let result = try runScanlab(["synth", Self.folder.appendingPathComponent("bad.png").path, "--orientation", "45"])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.contains("orientation") == true, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("bad.png").path))
    }

    @Test("a corpus page or an orientation sweep with 45 is exit 2 naming the key; 0, 90, 180 and 270 sweep")
    func corpusOrientation() throws {
        func corpus(_ page: String) throws -> CommandResult {
            let file = Self.folder.appendingPathComponent("corpus-\(abs(page.hashValue)).json")
            try Data(#"{"name": "orientation", "pages": ["#.utf8 + Data(page.utf8) + Data("]}".utf8)).write(to: file)
            return try runScanlab(["synth", "--corpus", file.path, "--out", Self.folder.appendingPathComponent("corpus-out").path])
        }
        let page = #"{"id": "r", "document": "receipt", "language": "en", "seed": 3, "difficulty": "flat", "orientation": 45}"#
        let badPage = try corpus(page)
        #expect(badPage.status == 2)
        #expect(badPage.stderr.contains("pages[0].orientation") && badPage.stderr.contains("0, 90, 180 or 270"), "\(badPage.stderr)")
        let sweep = #"{"id": "s", "document": "receipt", "language": "en", "seed": 3, "difficulty": "flat", "sweep": {"parameter": "orientation", "values": [0, 90, 180, 270]}}"#
        let good = try corpus(sweep)
        #expect(good.status == 0, "\(good.stderr)")
        let truth = try Self.json(String(contentsOfFile: Self.folder.appendingPathComponent("corpus-out/s-270.truth.json").path, encoding: .utf8))
        #expect(truth["orientation"] as? Int == 270)
        let badSweep = try corpus(sweep.replacingOccurrences(of: "[0, 90, 180, 270]", with: "[0, 45]"))
        #expect(badSweep.status == 2)
        #expect(badSweep.stderr.contains("sweep.values[1]"), "\(badSweep.stderr)")
    }

    @Test("original hands over the input's bytes and reports no orientation")
    func originalIsUntouched() throws {
        let page = Self.folder.appendingPathComponent("receipt-8-180.png").path
        #expect(try runScanlab(["synth", page, "--seed", "8", "--orientation", "180"]).status == 0)
        let out = Self.folder.appendingPathComponent("original.png").path
        let result = try runScanlab(["process", page, out, "--style", "original", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.json(result.stdout)["orientation"] == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(contentsOf: URL(fileURLWithPath: page)))
    }
}

import Foundation
import Testing
import Evaluation
import Imaging
import TestSupport
@testable import Reporting

/// report.html rendered by headless Chromium (Debian's, from `Scripts/install-deps.sh --chromium`), network off:
/// the field table of every reader is on screen, not only the first reader's.
@Suite("report.html in a browser")
struct HTMLScreenshotTests {
    static let browser: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Paints the cells of each reader's field table one exact colour that nothing else in the report uses.
    static let markers: [String: (UInt8, UInt8, UInt8)] = ["tesseract": (255, 0, 255), "rapidocr": (0, 255, 255)]

    /// How many pixels of `colour` the screenshot holds.
    static func count(_ colour: (UInt8, UInt8, UInt8), in image: Image) -> Int {
        let channels = image.channels
        guard channels >= 3 else { return 0 }
        var found = 0
        for index in stride(from: 0, to: image.pixels.count, by: channels)
        where image.pixels[index] == colour.0 && image.pixels[index + 1] == colour.1 && image.pixels[index + 2] == colour.2 {
            found += 1
        }
        return found
    }

    @Test("both readers' field tables are visible",
          .enabled(if: browser != nil, "chromium is not installed: run Scripts/install-deps.sh --chromium"))
    func bothFieldTables() throws {
        let browser = try #require(Self.browser)
        let folder = TestPaths.temporaryFolder("html-shot")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReportWriter.write(RankingTests.twoReaders(), to: folder.path)
        var html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        var css = ""
        for (reader, c) in Self.markers {
            css += "h2[id=\"fields-\(HTMLReport.anchor(reader))\"] + table td{background:rgb(\(c.0),\(c.1),\(c.2)) !important;color:rgb(\(c.0),\(c.1),\(c.2)) !important}"
        }
        html = html.replacingOccurrences(of: "</style>", with: css + "</style>")
        let page = folder.appendingPathComponent("marked.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("shot.png")
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/timeout"), [
            "120", browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--proxy-server=127.0.0.1:9", "--disable-background-networking", "--disable-extensions",
            "--window-size=1400,3000", "--screenshot=\(shot.path)", page.absoluteString,
        ], currentDirectory: folder)
        let image = try ImageFile.read(shot.path)
        for (reader, colour) in Self.markers {
            // A table of two fields × two styles is thousands of pixels; a stray pixel of the colour is not a table.
            #expect(Self.count(colour, in: image) > 2000, "\(reader)'s field table is not on screen (chromium: \(result.stderr.suffix(300)))")
        }
    }
}

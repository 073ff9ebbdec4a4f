import Foundation
import Testing
import TestSupport

/// Standard OCR formats as transcripts, partial truth and folder runs, through the built `scanlab`.
@Suite("Bring your own truth: PAGE/ALTO/hOCR, partial truth, folder runs")
struct BringYourOwnTruthTests {
    static let alto = """
    <?xml version="1.0" encoding="UTF-8"?>
    <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
    <Layout><Page WIDTH="100" HEIGHT="100" PHYSICAL_IMG_NR="1" ID="p1"><PrintSpace>
    <TextBlock ID="b1"><TextLine ID="l1" HPOS="0" VPOS="0" WIDTH="90" HEIGHT="10">
    <String ID="s1" CONTENT="TOTAL" HPOS="0" VPOS="0" WIDTH="40" HEIGHT="10"/><SP/><String ID="s2" CONTENT="12.30" HPOS="50" VPOS="0" WIDTH="40" HEIGHT="10"/>
    </TextLine><TextLine ID="l2" HPOS="0" VPOS="20" WIDTH="90" HEIGHT="10"><String ID="s3" CONTENT="THANK" HPOS="0" VPOS="20" WIDTH="40" HEIGHT="10"/><SP/><String ID="s4" CONTENT="YOU" HPOS="50" VPOS="20" WIDTH="30" HEIGHT="10"/></TextLine>
    </TextBlock></PrintSpace></Page></Layout></alto>
    """

    @Test("score: an ALTO file is parsed, not scored as characters; unknown markup and malformed XML are exit 2")
    func scoreSniffs() throws {
        let folder = TestPaths.temporaryFolder("score-formats")
        defer { try? FileManager.default.removeItem(at: folder) }
        let truth = folder.appendingPathComponent("truth.txt")
        try "TOTAL 12.30\nTHANK YOU\n".write(to: truth, atomically: true, encoding: .utf8)
        let alto = folder.appendingPathComponent("ocr.alto.xml")
        try Self.alto.write(to: alto, atomically: true, encoding: .utf8)
        let scored = try runScanlab(["score", truth.path, alto.path, "--json"])
        #expect(scored.status == 0, "\(scored.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(scored.stdout.utf8)) as? [String: Any]
        let cer = try #require(json?["cer"] as? Double)
        // The transcript's trailing line break is the only difference.
        #expect(cer < 0.05, "CER \(cer)")

        for (name, content, cause) in [("other.xml", "<svg><text>TOTAL</text></svg>", "not PAGE-XML, ALTO or hOCR"),
                                       ("broken.xml", "<alto><Layout>", "not well-formed XML"),
                                       ("empty.page.xml", "<PcGts><Page/></PcGts>", "holds no text")] {
            let file = folder.appendingPathComponent(name)
            try content.write(to: file, atomically: true, encoding: .utf8)
            for arguments in [["score", truth.path, file.path], ["score", file.path, truth.path]] {
                let result = try runScanlab(arguments)
                #expect(result.status == 2, "\(name): \(result.status) \(result.stdout)")
                #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(file.path) && result.stderr.contains(cause),
                        "\(name): \(result.stderr)")
                #expect(result.stdout.isEmpty)
            }
        }
    }

    static let phototest = TestPaths.packageRoot.appendingPathComponent("Tests/ReadersTests/Fixtures/tesseract/phototest.tif").path
    static let schemas = TestPaths.packageRoot.appendingPathComponent("Tests/OCRFormatsTests/Fixtures/schemas")

    @Test("read --format alto|page on a TIFF validates against the XSDs, and serves as compare's --truth")
    func readFormatsAndTruth() throws {
        let folder = TestPaths.temporaryFolder("read-formats")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, schema) in [("alto", "alto-4-4.xsd"), ("page", "pagecontent-2019-07-15.xsd")] {
            let result = try runScanlab(["read", Self.phototest, "--format", format])
            #expect(result.status == 0, "\(result.stderr)")
            let file = folder.appendingPathComponent("phototest.\(format).xml")
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            let check = try runCommand(URL(fileURLWithPath: "/usr/bin/xmllint"),
                                       ["--noout", "--nonet", "--schema", Self.schemas.appendingPathComponent(schema).path, file.path],
                                       environment: ["XML_CATALOG_FILES": Self.schemas.appendingPathComponent("catalog.xml").path])
            #expect(check.status == 0, "\(check.stderr)")
            // The reader's own document as truth: the same reader on the same page scores 0.
            let compared = try runScanlab(["compare", Self.phototest, "--truth", file.path, "--json"])
            #expect(compared.status == 0, "\(compared.stderr)")
            let rows = (try JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Any])?["rows"] as? [[String: Any]]
            #expect(rows?.first?["cer"] as? Double == 0, "\(compared.stdout)")
        }
        let empty = folder.appendingPathComponent("empty.page.xml")
        try "<PcGts><Page/></PcGts>".write(to: empty, atomically: true, encoding: .utf8)
        let refused = try runScanlab(["compare", Self.phototest, "--truth", empty.path])
        #expect(refused.status == 2 && refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains(empty.path), "\(refused.stderr)")
    }

    /// The development receipts with only an `X.fields.json` beside each (symlinked photos, never copies).
    /// Removes every page of a fields-only folder but the first two (by name); the fields files of all, sorted.
    static func keepFirstTwoPages(of folder: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".fields.json") }.sorted()
        for name in names.dropFirst(2) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            try FileManager.default.removeItem(at: folder.appendingPathComponent(String(name.dropLast(".fields.json".count)) + ".jpg"))
        }
        return names
    }

    static func fieldsOnlyFolder() throws -> (URL, Int)? {
        guard let receipts = TestPaths.realReceipts else { return nil }
        let folder = TestPaths.temporaryFolder("fields-only")
        let names = try FileManager.default.contentsOfDirectory(atPath: receipts.path).filter { $0.hasSuffix(".jpg") }.sorted()
        for name in names {
            let stem = String(name.dropLast(4))
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: receipts.appendingPathComponent(name))
            let key = try JSONSerialization.jsonObject(with: Data(contentsOf: receipts.appendingPathComponent(stem + ".json"))) as? [String: String] ?? [:]
            var fields: [String: String] = [:]
            if let total = key["total"] { fields["total"] = total.replacingOccurrences(of: "RM", with: "").trimmingCharacters(in: .whitespaces) }
            if let date = key["date"] { fields["date"] = date }
            let file: [String: Any] = ["lang": "en", "dateOrder": "DMY", "kind": "receipt", "fields": fields]
            try JSONSerialization.data(withJSONObject: file).write(to: folder.appendingPathComponent(stem + ".fields.json"))
        }
        return (folder, names.count)
    }

    @Test("run DIR: receipts with only X.fields.json report field outcomes and no CER, and the report says it was a folder")
    func fieldsOnlyFolderRun() throws {
        guard let (folder, count) = try Self.fieldsOnlyFolder() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = TestPaths.temporaryFolder("fields-only-run")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runScanlab(["run", folder.path, "--styles", "original", "--readers", "tesseract", "--out", out.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let corpus = try #require(report["corpus"] as? [String: Any])
        #expect(corpus["folder"] as? Bool == true)
        let cells = try #require(report["cells"] as? [[String: Any]])
        #expect(cells.count == count)
        for cell in cells {
            #expect(cell["status"] as? String == "ok", "\(cell["reason"] ?? "")")
            #expect(cell["text"] == nil, "a page without a transcript has no CER")
            let fields = try #require(cell["fields"] as? [[String: Any]])
            #expect(Set(fields.compactMap { $0["name"] as? String }).isSuperset(of: ["total", "date"]))
        }
        let outcomes = cells.flatMap { ($0["fields"] as? [[String: Any]]) ?? [] }.compactMap { $0["outcome"] as? String }
        #expect(outcomes.contains("correct"), "Tesseract finds some totals and dates on the development receipts")
        let styles = try #require((report["aggregates"] as? [String: Any])?["styles"] as? [[String: Any]])
        #expect(styles.first?["textPages"] as? Int == 0)
        #expect(styles.first?["microCER"] == nil)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown.contains("a folder without a corpus file"))
    }

    @Test("run DIR --truth-layout fields: placeholder .txt files are not scored; the fields are, and the text figures are empty")
    func fieldsLayoutIgnoresPlaceholders() throws {
        guard let (folder, _) = try Self.fieldsOnlyFolder() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try Self.keepFirstTwoPages(of: folder)
        // As in real/photos-dev: every page has a placeholder where a transcript would be.
        for name in names.prefix(2) {
            try "(no transcript)\n".write(to: folder.appendingPathComponent(String(name.dropLast(12)) + ".txt"), atomically: true, encoding: .utf8)
        }
        func styleRow(_ extra: [String]) throws -> ([[String: Any]], [String: Any]) {
            let out = TestPaths.temporaryFolder("fields-layout-run")
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try runScanlab(["run", folder.path, "--styles", "original", "--readers", "tesseract", "--out", out.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
            let styles = try #require((report["aggregates"] as? [String: Any])?["styles"] as? [[String: Any]])
            return (try #require(report["cells"] as? [[String: Any]]), try #require(styles.first))
        }
        let (cells, row) = try styleRow(["--truth-layout", "fields"])
        #expect(cells.count == 2)
        for cell in cells {
            #expect(cell["status"] as? String == "ok", "\(cell["reason"] ?? "")")
            #expect(cell["text"] == nil, "a fields-only page has no CER")
            #expect(((cell["fields"] as? [[String: Any]]) ?? []).contains { $0["name"] as? String == "total" })
        }
        #expect(row["textPages"] as? Int == 0 && row["microCER"] == nil)
        // Without the layout the placeholder is a transcript, and its CER is far above 100%: what the layout prevents.
        let (_, scanlab) = try styleRow([])
        #expect((scanlab["microCER"] as? Double ?? 0) > 1)
    }

    @Test("a page with no truth at all fails its cells naming every file tried, and the folder run goes on")
    func missingTruthOnlyWhenNone() throws {
        guard let (folder, _) = try Self.fieldsOnlyFolder() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Keep two pages; take the truth away from one of them.
        let names = try Self.keepFirstTwoPages(of: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(names[1]))
        let out = TestPaths.temporaryFolder("missing-truth-run")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runScanlab(["run", folder.path, "--styles", "original", "--readers", "tesseract", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let cells = try #require(report["cells"] as? [[String: Any]])
        #expect(cells.map { $0["status"] as? String } == ["ok", "failed"])
        let reason = cells[1]["reason"] as? String ?? ""
        for tried in [".truth.json", ".page.xml", ".alto.xml", ".hocr", ".xml", ".txt", ".fields.json", ".corners.json"] {
            #expect(reason.contains(tried), "\(reason)")
        }
    }

    @Test("run: folder options on a corpus file are a usage error")
    func folderOptionsNeedAFolder() throws {
        let result = try runScanlab(["run", TestPaths.packageRoot.appendingPathComponent("Corpora/regression.json").path, "--lang", "de"])
        #expect(result.status == 64, "\(result.stderr)")
    }
}

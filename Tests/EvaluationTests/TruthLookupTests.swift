import Foundation
import Testing
import Documents
import Imaging
@testable import Evaluation
import TestSupport

@Suite("Truth lookup for real pages")
struct TruthLookupTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = TestPaths.temporaryFolder("truth")
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test("X.txt with X.fields.json and X.corners.json")
    func transcriptWithFields() throws {
        let f = try folder([
            "X.txt": "TOTAL 12.30\n",
            "X.fields.json": #"{"lang": "de", "dateOrder": "DMY", "fields": {"total": "12.30", "characters": ["ANNA", "BEN"]}}"#,
            "X.corners.json": #"{"pageCorners": [[1,2],[30,2],[30,40],[1,40]]}"#,
        ])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("X.jpg").path))
        #expect(truth.text == "TOTAL 12.30\n")
        #expect(truth.language == .de && truth.dateOrder == .dmy)
        #expect(truth.fields.map(\.name) == ["characters", "total"])
        #expect(truth.fields[0].values == ["ANNA", "BEN"])
        #expect(truth.annotated == ["characters", "total"])
        #expect(truth.pageCorners?.bottomRight == Point(x: 30, y: 40))
    }

    @Test("the sroie layout maps the key file through the Fields adapter")
    func sroie() throws {
        let f = try folder(["R.txt": "SHOP\nTOTAL RM 9.00", "R.json": #"{"company": "Shop Sdn Bhd", "date": "14/06/2017", "address": "1 Road", "total": "RM 9.00"}"#])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("R.jpg").path, layout: .sroie))
        #expect(truth.dateOrder == .dmy)
        #expect(truth.fields.first { $0.name == "merchant" } != nil)
        #expect(truth.fields.first { $0.name == "total" }?.value == "9.00")
        #expect(truth.fields.first { $0.name == "date" }?.value == "2017-06-14")
    }

    @Test("--truth overrides the lookup, and a language given is used when the truth names none")
    func explicit() throws {
        let f = try folder(["X.txt": "from X", "other.txt": "from other"])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("X.jpg").path, truth: f.appendingPathComponent("other.txt").path, language: .vi))
        #expect(truth.text == "from other")
        #expect(truth.language == .vi)
    }

    @Test("no truth is an error naming the files tried")
    func missing() throws {
        let f = try folder([:])
        let image = f.appendingPathComponent("X.jpg").path
        do {
            _ = try TruthLookup.load(.init(path: image))
            Issue.record("found a truth")
        } catch let error as EvaluationError {
            #expect(error.message.contains("X.truth.json") && error.message.contains("X.txt") && error.message.contains("--truth"))
        }
    }

    @Test("partial truth: fields alone, corners alone, and an empty transcript counts as none")
    func partial() throws {
        let fields = try folder(["F.fields.json": #"{"dateOrder": "DMY", "fields": {"total": "9.00"}}"#])
        let onlyFields = try TruthLookup.load(.init(path: fields.appendingPathComponent("F.jpg").path))
        #expect(!onlyFields.hasTranscript && onlyFields.fields.map(\.name) == ["total"] && onlyFields.pageCorners == nil)
        let corners = try folder(["C.corners.json": #"{"pageCorners": [[1,2],[30,2],[30,40],[1,40]]}"#, "C.txt": "  \n"])
        let onlyCorners = try TruthLookup.load(.init(path: corners.appendingPathComponent("C.jpg").path))
        #expect(!onlyCorners.hasTranscript && onlyCorners.pageCorners != nil)
        // No fields file: the page annotates no field, so its cells get no field rows.
        #expect(onlyCorners.annotated == [])
        let empty = try folder(["E.txt": "\n"])
        #expect(throws: EvaluationError.self) { try TruthLookup.load(.init(path: empty.appendingPathComponent("E.jpg").path)) }
    }

    @Test("the fields layout reads X.fields.json and X.corners.json and never a transcript beside them")
    func fieldsLayout() throws {
        let f = try folder([
            "X.txt": "(no transcript)\n",
            "X.fields.json": #"{"lang": "fr", "dateOrder": "DMY", "fields": {"total": "9.00"}}"#,
            "X.corners.json": #"{"pageCorners": [[1,2],[30,2],[30,40],[1,40]]}"#,
            "Y.truth.json": "{}", "Y.fields.json": #"{"fields": {"total": "1.00"}}"#,
            "Z.txt": "a transcript but no fields",
        ])
        let page = { (name: String) in PageSource.FilePage(path: f.appendingPathComponent(name).path, layout: .fields) }
        let x = try TruthLookup.load(page("X.jpg"))
        #expect(!x.hasTranscript && x.language == .fr && x.fields.map(\.value) == ["9.00"] && x.pageCorners != nil)
        #expect(!x.source.contains("X.txt"))
        // The same page under the default layout scores the placeholder as a transcript: the layout is what differs.
        #expect(try TruthLookup.load(.init(path: f.appendingPathComponent("X.jpg").path)).hasTranscript)
        // X.truth.json is not read either (this one is not even valid), only the fields beside it.
        #expect(try TruthLookup.load(page("Y.jpg")).fields.map(\.value) == ["1.00"])
        do {
            _ = try TruthLookup.load(page("Z.jpg"))
            Issue.record("a transcript alone is no truth under the fields layout")
        } catch let error as EvaluationError {
            #expect(error.message.contains("Z.fields.json") && error.message.contains("Z.corners.json") && !error.message.contains("Z.txt"))
        }
    }

    @Test("a PAGE file comes before X.txt, its level is chosen, and an X.xml of another kind is passed over")
    func standardFormats() throws {
        let page = """
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageFilename="P.jpg" imageWidth="9" imageHeight="9">
        <TextRegion id="r1"><Coords points="0,0 9,0 9,9 0,9"/><TextLine id="l1"><Coords points="1,1 8,1 8,3 1,3"/>
        <TextEquiv><Unicode>line text</Unicode></TextEquiv></TextLine><TextEquiv><Unicode>region text</Unicode></TextEquiv></TextRegion></Page></PcGts>
        """
        let f = try folder(["P.page.xml": page, "P.txt": "from txt", "Q.xml": "<svg/>", "Q.txt": "from Q's txt"])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("P.jpg").path))
        #expect(truth.text == "line text" && truth.source.hasSuffix("P.page.xml"))
        #expect(truth.lines?.first?.quad?.boundingBox == Box(x: 1, y: 1, width: 7, height: 2))
        let region = try TruthLookup.load(.init(path: f.appendingPathComponent("P.jpg").path, pageTextLevel: .region))
        #expect(region.text == "region text")
        #expect(try TruthLookup.load(.init(path: f.appendingPathComponent("Q.jpg").path)).text == "from Q's txt")
    }
}

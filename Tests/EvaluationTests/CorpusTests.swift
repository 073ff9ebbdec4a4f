import Foundation
import Testing
import Scenes
@testable import Evaluation
import TestSupport
import Imaging
import Documents

@Suite("Corpus specs")
struct CorpusTests {
    static func write(_ json: String, in folder: URL, name: String = "corpus.json") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let generated = """
    {"name": "t", "seed": 5, "pages": [
      {"id": "one", "document": "receipt", "language": "en", "seed": 1, "difficulty": "flat"},
      {"id": "many", "document": "invoice", "language": "de", "seed": 10, "difficulty": "easy", "count": 3},
      {"id": "blur", "document": "receipt", "language": "en", "seed": 2, "difficulty": "ordinary", "size": "12mp",
       "sweep": {"parameter": "blur", "values": [0, 1.5, 3]}}
    ]}
    """

    @Test("pages, counts and sweeps expand in order with stable ids")
    func expansion() throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let corpus = try Corpus.load(Self.write(Self.generated, in: folder))
        #expect(corpus.pages.map(\.id) == ["one", "many-s10", "many-s11", "many-s12", "blur-0", "blur-1.5", "blur-3"])
        #expect(corpus.pages.map(\.index) == Array(0..<7))
        #expect(corpus.seed == 5)
        guard case .generated(let swept) = corpus.pages[5].source else { Issue.record("not generated"); return }
        #expect(swept.blur == 1.5)
        #expect(swept.size == .twelveMP)
        #expect(corpus.pages[5].sweep == SweepPoint(family: "blur", parameter: "blur", value: 1.5))
        guard case .generated(let counted) = corpus.pages[2].source else { Issue.record("not generated"); return }
        #expect(counted.seed == 11 && counted.language == .de)
    }

    @Test("shards are disjoint, cover the corpus, and do not depend on the run")
    func shards() throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let corpus = try Corpus.load(Self.write(Self.generated, in: folder))
        let pieces = (1...3).map { corpus.shard($0, of: 3).pages.map(\.id) }
        #expect(pieces.flatMap { $0 }.sorted() == corpus.pages.map(\.id).sorted())
        #expect(Set(pieces[0]).isDisjoint(with: pieces[1]) && Set(pieces[1]).isDisjoint(with: pieces[2]))
        #expect(pieces == (1...3).map { corpus.shard($0, of: 3).pages.map(\.id) })
        #expect(pieces.map(\.count) == [3, 2, 2])
    }

    @Test("the corpus hash changes with any page's spec")
    func hash() throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let a = try Corpus.load(Self.write(Self.generated, in: folder)).contentHash()
        let b = try Corpus.load(Self.write(Self.generated.replacingOccurrences(of: "\"seed\": 2", with: "\"seed\": 3"), in: folder)).contentHash()
        #expect(a != b)
        #expect(a == (try Corpus.load(Self.write(Self.generated, in: folder)).contentHash()))
    }

    @Test("folders of real pages resolve relative to the corpus file")
    func folders() throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let real = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        for name in ["b.jpg", "a.png", "a.txt", "notes.md"] { try Data([1]).write(to: real.appendingPathComponent(name)) }
        let corpus = try Corpus.load(Self.write("""
            {"name": "r", "folders": [{"path": "pages", "truthLayout": "sroie", "profile": "caseless", "dateOrder": "DMY"}]}
            """, in: folder))
        #expect(corpus.pages.map(\.id) == ["pages/a", "pages/b"])
        #expect(corpus.pages.allSatisfy { $0.profile == .caseless })
        guard case .file(let file) = corpus.pages[0].source else { Issue.record("not a file"); return }
        #expect(file.layout == .sroie && file.dateOrder == .dmy)
        #expect(file.path == real.appendingPathComponent("a.png").standardizedFileURL.path)
    }

    static let badCorpora: [(String, String)] = [
        ("duplicate id", #"{"name":"x","pages":[{"id":"a","document":"receipt","language":"en","seed":1,"difficulty":"flat"},{"id":"a","document":"receipt","language":"en","seed":2,"difficulty":"flat"}]}"#),
        ("unknown sweep", #"{"name":"x","pages":[{"id":"a","document":"receipt","language":"en","seed":1,"difficulty":"flat","sweep":{"parameter":"colour","values":[1]}}]}"#),
        ("no pages", #"{"name":"x"}"#),
        ("missing folder", #"{"name":"x","folders":[{"path":"nowhere"}]}"#),
        ("not JSON", "pages: 3"),
        ("unknown difficulty", #"{"name":"x","pages":[{"id":"a","document":"receipt","language":"en","seed":1,"difficulty":"brutal"}]}"#),
    ]

    @Test("bad corpora are errors that name the file", arguments: badCorpora)
    func bad(_ label: String, _ json: String) throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let path = try Self.write(json, in: folder)
        do {
            _ = try Corpus.load(path)
            Issue.record("\(label): loaded")
        } catch let error as any ScanLabError {
            #expect(error.message.contains(path), "\(label): \(error.message)")
            #expect(!error.message.contains("\n"), "\(label): one line")
        }
    }
}

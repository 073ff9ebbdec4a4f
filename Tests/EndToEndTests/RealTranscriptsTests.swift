import Foundation
import Scoring
import Testing
import TestSupport

/// The hand-read transcripts of the real development photos (Corpora/real-transcripts/photos-dev), which give
/// Scripts/bench-realism.sh a real CER to set beside the generated pages'.
@Suite("Hand-read transcripts of the real photos")
struct RealTranscriptsTests {
    static let transcripts = TestPaths.packageRoot.appendingPathComponent("Corpora/real-transcripts/photos-dev")

    /// `../shared/real/photos-dev`, when present beside the checkout.
    static var photos: URL? {
        let url = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/real/photos-dev")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: transcripts.path).filter { $0.hasSuffix(".txt") }
            .map { String($0.dropLast(4)) }.sorted()
    }

    /// A line of rule characters only: the transcripts leave rules out, as the generated truth leaves its decorative
    /// rules out.
    static func isRule(_ line: Substring) -> Bool {
        !line.isEmpty && line.allSatisfy { "-=*_.~".contains($0) }
    }

    @Test("each transcript is text in the form the standard profile scores: one space between words, no blank lines, no rules")
    func standardForm() throws {
        let names = try Self.names()
        #expect(names.count >= 12, "\(names.count) transcripts")
        for name in names {
            let text = try String(contentsOf: Self.transcripts.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(name): one line break at the end")
            let body = String(text.dropLast())
            #expect(!body.isEmpty && body != "(no transcript)", "\(name) holds no transcript")
            #expect(TextProfile.standard.normalise(body) == body, "\(name): what is written is what is scored")
            for line in body.split(separator: "\n") where Self.isRule(line) {
                Issue.record("\(name): a rule line '\(line)'")
            }
        }
    }

    @Test("each transcript names a photo of photos-dev, and each photo left out is named in the README")
    func namesPhotos() throws {
        guard let photos = Self.photos else { return }
        let names = Set(try Self.names())
        let stems = try FileManager.default.contentsOfDirectory(atPath: photos.path).filter { $0.hasSuffix(".jpg") }
            .map { String($0.dropLast(4)) }
        for name in names {
            #expect(stems.contains(name), "\(name).txt names no photo in \(photos.path)")
        }
        let readme = try String(contentsOf: Self.transcripts.appendingPathComponent("README.md"), encoding: .utf8)
        for stem in stems where !names.contains(stem) {
            #expect(readme.contains("`\(stem)`"), "\(stem) has no transcript and the README does not say why")
        }
    }

    @Test("a photo read with its transcript beside its fields file: CER and the total both scored (bhimrazy-2, Tesseract)")
    func transcriptBesideFields() throws {
        guard let photos = Self.photos else { return }
        let folder = TestPaths.temporaryFolder("real-transcript")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["bhimrazy-2.jpg", "bhimrazy-2.fields.json"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(file),
                                                       withDestinationURL: photos.appendingPathComponent(file))
        }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("bhimrazy-2.txt"),
                                                   withDestinationURL: Self.transcripts.appendingPathComponent("bhimrazy-2.txt"))
        let out = TestPaths.temporaryFolder("real-transcript-run")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runScanlab(["run", folder.path, "--styles", "original", "--readers", "tesseract", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let cell = try #require((report["cells"] as? [[String: Any]])?.first)
        let text = try #require(cell["text"] as? [String: Any], "the transcript is scored")
        // A flat, sharp photo of clean print: Tesseract reads it almost exactly (0.010 when measured), so a
        // transcript that strayed from the print would show here.
        let cer = try #require(text["cer"] as? Double)
        #expect(cer < 0.05, "CER \(cer)")
        let fields = try #require(cell["fields"] as? [[String: Any]])
        #expect(fields.first { $0["name"] as? String == "total" }?["outcome"] as? String == "correct", "\(fields)")
    }
}

import Foundation
import Testing
import TestSupport

/// A NaN in a report once made `diff --json` fail with an internal EncodingError; JSON output now writes it as "nan".
@Suite("NaN in JSON output")
struct NaNJSONTests {
    static func report(cer: String) -> String {
        """
        {"schemaVersion": 1, "tool": {"name": "scanlab", "version": "0.1.0", "build": "b"},
         "corpus": {"name": "x", "path": "x.json", "hash": "h", "pageCount": 1},
         "selection": {"styles": ["original"], "readers": ["tesseract"]}, "seed": 1,
         "pages": [{"id": "a", "index": 0, "source": "generated", "difficulty": "flat", "size": "page", "profile": "standard"}],
         "cells": [{"page": "a", "style": "original", "reader": "tesseract", "status": "ok",
                    "text": {"cer": \(cer), "cerBounded": 0.1, "wer": 0.1, "bagOfWordsError": 0.1, "profile": "standard",
                             "counts": {"substitutions": 1, "deletions": 0, "insertions": 0, "hits": 9, "truthLength": 10},
                             "wordCounts": {"substitutions": 1, "deletions": 0, "insertions": 0, "hits": 1, "truthLength": 2}}}]}
        """
    }

    @Test("diff --json of reports holding NaN prints one JSON document")
    func diff() throws {
        let folder = TestPaths.temporaryFolder("nan-json")
        let old = folder.appendingPathComponent("old.json"), new = folder.appendingPathComponent("new.json")
        try Data(Self.report(cer: "0.1").utf8).write(to: old)
        try Data(Self.report(cer: "\"nan\"").utf8).write(to: new)
        let result = try runScanlab(["diff", old.path, new.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(result.stdout)")
    }
}

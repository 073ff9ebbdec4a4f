import Foundation
import Testing
import Documents
import Imaging
@testable import Readers
import TestSupport

/// Declared styles: the declarations are checked, workers answer requests, and the identity follows the declaration.
@Suite("Declared styles")
struct StyleCatalogTests {
    @Test("bad declarations are refused naming the style", arguments: [
        (StyleDeclaration(id: "ink", kind: .command, command: ["cp", "{input}", "{output}"]), "shadow the built-in"),
        (StyleDeclaration(id: "x", kind: .command, command: ["cp", "{input}"]), "no {output}"),
        (StyleDeclaration(id: "", kind: .command, command: ["cp", "{input}", "{output}"]), "is empty"),
        (StyleDeclaration(id: "y", kind: .worker, command: []), "has no command"),
    ])
    func refused(declaration: StyleDeclaration, cause: String) {
        #expect {
            _ = try StyleCatalog(declarations: [declaration], source: "styles.json")
        } throws: { error in
            (error as? StyleError)?.message.contains(cause) == true && (error as? StyleError)?.message.hasPrefix("styles.json: ") == true
        }
    }

    @Test("a worker style answers each request, and a worker that dies fails that page only")
    func worker() throws {
        let folder = TestPaths.temporaryFolder("style-worker")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("worker.py").path
        try """
        import json, shutil, sys
        print(json.dumps({"ready": True}), flush=True)
        for line in sys.stdin:
            request = json.loads(line)
            if "die" in request["input"]:
                sys.exit(3)
            shutil.copyfile(request["input"], request["output"])
            print(json.dumps({"id": request["id"], "ok": True}), flush=True)
        """.write(toFile: script, atomically: true, encoding: .utf8)
        var declaration = StyleDeclaration(id: "copy-worker", kind: .worker, command: ["python3", script])
        declaration.timeout = 10
        let catalog = try StyleCatalog(declarations: [declaration], source: "test")
        let style = try catalog.makeStyle("copy-worker")
        let image = Image(width: 32, height: 20, layout: .gray, fill: 200)
        let input = folder.appendingPathComponent("in.png").path
        try ImageFile.write(image, to: input)
        let written = try style.apply(input: input, output: folder.appendingPathComponent("a.png").path, language: .en)
        #expect(try ImageFile.decode(written, name: "a.png") == image)
        let dying = folder.appendingPathComponent("die.png").path
        try ImageFile.write(image, to: dying)
        #expect(throws: StyleError.self) { try style.apply(input: dying, output: folder.appendingPathComponent("b.png").path, language: .en) }
        // A fresh worker takes the next page.
        let again = try style.apply(input: input, output: folder.appendingPathComponent("c.png").path, language: .en)
        #expect(again == written)
    }

    @Test("identity: the declaration, the version output and listed files; unchanged is equal")
    func identity() throws {
        let folder = TestPaths.temporaryFolder("style-identity")
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = folder.appendingPathComponent("model.bin").path
        try Data("one".utf8).write(to: URL(fileURLWithPath: listed))
        func make(_ change: (inout StyleDeclaration) -> Void = { _ in }) throws -> String {
            var d = StyleDeclaration(id: "s", kind: .command, command: ["cp", "{input}", "{output}"])
            d.versionCommand = ["cat", listed]
            d.files = [listed]
            change(&d)
            return try StyleCatalog(declarations: [d], source: "test").makeStyle("s").identity
        }
        let base = try make()
        #expect(try make() == base)
        #expect(try make { $0.timeout = 5 } != base)
        try Data("two".utf8).write(to: URL(fileURLWithPath: listed))
        #expect(try make() != base)
    }

    @Test("the shipped styles.json declares opencv-ink, off by default")
    func shipped() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Sources/Readers/Resources/styles.json").path
        let catalog = try StyleCatalog(contentsOf: path)
        #expect(catalog.ids == ["opencv-ink"])
        #expect(catalog.enabledIDs.isEmpty)
    }
}

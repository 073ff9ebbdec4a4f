import Foundation
import Documents
import Fields
import Imaging

/// Finds and reads the truth of a real page, in the order shared/CLI.md fixes:
/// `--truth FILE`; then `X.truth.json`; then `X.txt` with optional `X.fields.json` and `X.corners.json`.
/// With the `sroie` layout: `X.txt` and `X.json`.
public enum TruthLookup {
    /// `X.fields.json`: `{"lang": "en", "dateOrder": "DMY", "kind": "receipt", "fields": {"total": "12.30", …}}`.
    struct FieldsFile: Decodable {
        var lang: Language?
        var dateOrder: DateOrder?
        var kind: DocumentKind?
        var fields: [String: FieldValue]

        enum FieldValue: Decodable {
            case one(String)
            case set([String])
            init(from decoder: Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let list = try? c.decode([String].self) { self = .set(list) } else { self = .one(try c.decode(String.self)) }
            }
        }
    }

    /// `X.corners.json`: `{"pageCorners": [[x,y],[x,y],[x,y],[x,y]]}`.
    struct CornersFile: Decodable { var pageCorners: Quad }

    /// Every file the lookup may read for a page, in lookup order.
    public static func candidates(for page: PageSource.FilePage) -> [String] {
        let stem = PageWriter.stem(page.truth ?? page.path)
        var files = page.truth.map { [$0] } ?? []
        switch page.layout {
        case .scanlab: files += [stem + ".truth.json", stem + ".txt", stem + ".fields.json", stem + ".corners.json"]
        case .sroie: files += [stem + ".txt", stem + ".json"]
        }
        return files.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Reads the truth of a real page.
    /// - Throws: `EvaluationError.missingTruth` naming the files tried, or the truth file's own error.
    public static func load(_ page: PageSource.FilePage) throws -> PageTruth {
        let fm = FileManager.default
        let language = page.language ?? .en
        let kind = page.kind ?? .receipt
        if let explicit = page.truth {
            guard fm.fileExists(atPath: explicit) else { throw EvaluationError.missingFile(explicit) }
            if explicit.hasSuffix(".truth.json") { return PageTruth(try PageWriter.readTruth(explicit), source: explicit) }
        }
        let stem = PageWriter.stem(page.truth ?? page.path)
        switch page.layout {
        case .sroie:
            let transcript = page.truth ?? stem + ".txt"
            guard fm.fileExists(atPath: transcript) else { throw EvaluationError.missingTruth(page.path, tried: [transcript]) }
            let text = try readText(transcript)
            let keyFile = stem + ".json"
            let fields = fm.fileExists(atPath: keyFile) ? try SROIETruth.fields(fromJSON: JSONCoding.readFile(keyFile), file: keyFile) : []
            var truth = PageTruth(text: text, fields: fields, pageCorners: nil, language: language, dateOrder: SROIETruth.dateOrder,
                                  kind: kind, source: transcript)
            truth.annotated = SROIETruth.annotatedFields.sorted()
            return truth
        case .scanlab:
            let truthJSON = stem + ".truth.json"
            if page.truth == nil, fm.fileExists(atPath: truthJSON) {
                return PageTruth(try PageWriter.readTruth(truthJSON), source: truthJSON)
            }
            let transcript = page.truth ?? stem + ".txt"
            guard fm.fileExists(atPath: transcript) else {
                throw EvaluationError.missingTruth(page.path, tried: [truthJSON, transcript])
            }
            var truth = PageTruth(text: try readText(transcript), fields: [], pageCorners: nil, language: language,
                                  dateOrder: page.dateOrder, kind: kind, source: transcript)
            let fieldsPath = stem + ".fields.json"
            if fm.fileExists(atPath: fieldsPath) {
                let file = try JSONCoding.read(FieldsFile.self, from: fieldsPath)
                truth.language = file.lang ?? language
                truth.dateOrder = file.dateOrder ?? page.dateOrder
                truth.kind = file.kind ?? kind
                truth.annotated = file.fields.keys.sorted()
                truth.fields = file.fields.keys.sorted().map { name in
                    switch file.fields[name] {
                    case .set(let values): return TruthField(name: name, values: values)
                    case .one(let value): return TruthField(name: name, value: value)
                    case nil: return TruthField(name: name)
                    }
                }
            }
            let cornersPath = stem + ".corners.json"
            if fm.fileExists(atPath: cornersPath) {
                truth.pageCorners = try JSONCoding.read(CornersFile.self, from: cornersPath).pageCorners
            }
            return truth
        }
    }

    static func readText(_ path: String) throws -> String {
        guard let text = String(data: try JSONCoding.readFile(path), encoding: .utf8) else {
            throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
        }
        return text
    }
}

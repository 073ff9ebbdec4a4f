import Foundation
import Documents
import Fields
import Imaging
import OCRFormats

/// Finds and reads the truth of a real page, in the order shared/CLI.md fixes:
/// `--truth FILE`; then `X.truth.json`; then a standard OCR file (`X.page.xml`, `X.alto.xml`, `X.hocr`, `X.xml`);
/// then `X.txt`; beside any of them or alone, `X.fields.json` and `X.corners.json`.
/// With the `sroie` layout: `X.txt` and `X.json`. With the `fields` layout: only `X.fields.json` and `X.corners.json`.
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

    /// The transcript files looked for beside a page, after `X.truth.json`, in lookup order.
    static let transcriptSuffixes = [".page.xml", ".alto.xml", ".hocr", ".xml", ".txt"]
    /// Suffixes that name a truth file as a whole, so `X.page.xml`'s stem is `X`, not `X.page`.
    static let compoundSuffixes = [".truth.json", ".page.xml", ".alto.xml", ".fields.json", ".corners.json"]

    /// The stem the lookup builds names from: the truth file's when one is given, else the image's.
    static func stem(of path: String) -> String {
        for suffix in compoundSuffixes where path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return PageWriter.stem(path)
    }

    /// Every file the lookup may read for a page, in lookup order.
    public static func candidates(for page: PageSource.FilePage) -> [String] {
        let stem = stem(of: page.truth ?? page.path)
        var files = page.truth.map { [$0] } ?? []
        switch page.layout {
        case .scanlab: files += [stem + ".truth.json"] + transcriptSuffixes.map { stem + $0 } + [stem + ".fields.json", stem + ".corners.json"]
        case .sroie: files += [stem + ".txt", stem + ".json"]
        case .fields: files += [stem + ".fields.json", stem + ".corners.json"]
        }
        return files.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Reads the truth of a real page: whatever of a transcript, fields and corners exists.
    /// - Throws: `EvaluationError.missingTruth` naming every file tried when none exists, or a truth file's own error
    ///   (malformed XML, a PAGE file without text, a bad fields file).
    public static func load(_ page: PageSource.FilePage) throws -> PageTruth {
        let fm = FileManager.default
        let language = page.language ?? .en
        let kind = page.kind ?? .receipt
        if let explicit = page.truth {
            guard fm.fileExists(atPath: explicit) else { throw EvaluationError.missingFile(explicit) }
            if explicit.hasSuffix(".truth.json") { return PageTruth(try PageWriter.readTruth(explicit), source: explicit) }
        }
        let stem = stem(of: page.truth ?? page.path)
        switch page.layout {
        case .sroie:
            let transcript = page.truth ?? stem + ".txt"
            guard fm.fileExists(atPath: transcript) else { throw EvaluationError.missingTruth(page.path, tried: [transcript]) }
            let text = try OCRDocumentReader.transcript(file: transcript, level: page.pageTextLevel ?? .line)
            let keyFile = stem + ".json"
            let fields = fm.fileExists(atPath: keyFile) ? try SROIETruth.fields(fromJSON: JSONCoding.readFile(keyFile), file: keyFile) : []
            var truth = PageTruth(text: text, fields: fields, pageCorners: nil, language: language, dateOrder: SROIETruth.dateOrder,
                                  kind: kind, source: transcript)
            truth.annotated = SROIETruth.annotatedFields.sorted()
            return truth
        case .scanlab, .fields:
            let truthJSON = stem + ".truth.json"
            if page.layout == .scanlab, page.truth == nil, fm.fileExists(atPath: truthJSON) {
                return PageTruth(try PageWriter.readTruth(truthJSON), source: truthJSON)
            }
            let fieldsPath = stem + ".fields.json"
            let cornersPath = stem + ".corners.json"
            var truth = PageTruth(text: "", fields: [], pageCorners: nil, language: language, dateOrder: page.dateOrder,
                                  kind: kind, source: "")
            var sources: [String] = []
            if page.layout == .scanlab, let found = try transcript(page, stem: stem) {
                truth.text = found.text
                truth.lines = found.document?.lines
                if truth.hasTranscript { sources.append(found.path) }
            }
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
                sources.append(fieldsPath)
            }
            if fm.fileExists(atPath: cornersPath) {
                truth.pageCorners = try JSONCoding.read(CornersFile.self, from: cornersPath).pageCorners
                sources.append(cornersPath)
            }
            // Without a fields file the page annotates no field: it gets no field rows rather than all-spurious ones.
            if !fm.fileExists(atPath: fieldsPath) { truth.annotated = [] }
            guard !sources.isEmpty else {
                throw EvaluationError.missingTruth(page.path, tried: candidates(for: page))
            }
            truth.source = sources.joined(separator: ", ")
            return truth
        }
    }

    /// The first transcript that exists: `--truth FILE`, else the standard OCR files, else `X.txt`.
    /// A file that looks like XML or HTML is parsed; one that is none of PAGE, ALTO and hOCR is an error when named
    /// with `--truth` or `X.page.xml`-like names, and passed over as `X.xml` (an `X.xml` may be anything).
    static func transcript(_ page: PageSource.FilePage, stem: String) throws -> (path: String, document: OCRDocument?, text: String)? {
        let level = page.pageTextLevel ?? .line
        let paths = page.truth.map { [$0] } ?? transcriptSuffixes.map { stem + $0 }
        for path in paths where FileManager.default.fileExists(atPath: path) {
            let data = try JSONCoding.readFile(path)
            guard OCRDocumentReader.looksLikeMarkup(data) else {
                guard path.hasSuffix(".txt") || page.truth != nil else {
                    throw EvaluationError.badFile(path, reason: "is not XML or HTML, so not PAGE, ALTO or hOCR")
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
                }
                return (path, nil, text)
            }
            do {
                let document = try OCRDocumentReader.read(data, name: path, level: level)
                return (path, document, document.text)
            } catch OCRFormatError.unknownMarkup where path == stem + ".xml" && page.truth == nil {
                continue
            }
        }
        return nil
    }

    static func readText(_ path: String) throws -> String {
        guard let text = String(data: try JSONCoding.readFile(path), encoding: .utf8) else {
            throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
        }
        return text
    }
}

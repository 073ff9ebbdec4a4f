import Foundation
import Documents
import Enhancement
import Fields
import Imaging
import Readers

/// Totals read right by Tesseract on real photos with `X.fields.json` beside them, per style and style option,
/// for comparing style settings without a whole `scanlab run` (whose options are the defaults).
enum TotalAccuracy {
    struct Photo {
        var name: String
        var bytes: [UInt8]
        var fileName: String
        var total: String
        var language: Language
        var dateOrder: DateOrder?
    }

    /// Every photo in `folder` whose fields file names a total, in a language Tesseract is given here.
    static func photos(in folder: String) throws -> [Photo] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return try names.compactMap { n -> Photo? in
            let ext = (n as NSString).pathExtension.lowercased()
            guard ["jpg", "jpeg", "png"].contains(ext) else { return nil }
            let stem = (n as NSString).deletingPathExtension
            let fieldsPath = (folder as NSString).appendingPathComponent(stem + ".fields.json")
            guard let data = FileManager.default.contents(atPath: fieldsPath),
                  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let fields = object["fields"] as? [String: Any], let total = fields["total"] as? String,
                  let language = Language(rawValue: object["lang"] as? String ?? "en") else { return nil }
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(n))))
            return Photo(name: stem, bytes: bytes, fileName: n, total: total, language: language,
                         dateOrder: (object["dateOrder"] as? String).flatMap(DateOrder.init(rawValue:)))
        }
    }

    /// Per style: totals right, totals wrong and marked sure, and each page's outcome.
    static func measure(_ photos: [Photo], styles: [Style], options: StyleOptions) throws -> [String: Any] {
        let reader = try TesseractReader()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-bench-totals-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var summary: [String: Any] = [:]
        var pages: [[String: Any]] = []
        for style in styles {
            var right = 0, wrongSure = 0
            for photo in photos {
                let result: EnhancedImage, reading: Reading
                do {
                    result = try Enhancer.apply(style, toFile: photo.bytes, name: photo.fileName, options: options)
                    let path = folder.appendingPathComponent("\(photo.name)-\(style.rawValue).\(result.fileExtension)").path
                    try ImageFile.writeAtomically(result.encoded, to: path)
                    reading = try reader.read(imageAt: path, language: photo.language)
                } catch {
                    // A page the style or reader fails on (a timeout under load) counts as not read, and the run goes on.
                    pages.append(["page": photo.name, "style": style.rawValue, "truth": photo.total, "right": false,
                                  "error": "\(error)"])
                    FileHandle.standardError.write(Data("\(photo.name) \(style.rawValue) failed: \(error)\n".utf8))
                    continue
                }
                let found = FieldExtractor.extract(from: reading, kind: .receipt, language: photo.language, dateOrder: photo.dateOrder)
                    .first { $0.name == "total" }
                let value = found?.value.flatMap { FieldNormaliser.amount($0) }
                let truth = FieldNormaliser.amount(photo.total)
                let ok = value != nil && value == truth
                if ok { right += 1 } else if found?.sure == true { wrongSure += 1 }
                pages.append(["page": photo.name, "style": style.rawValue, "truth": photo.total, "read": value ?? NSNull(),
                              "right": ok, "choice": result.choice?.rawValue ?? NSNull(), "reason": result.reason ?? NSNull(),
                              "scale": result.scale])
                FileHandle.standardError.write(Data("\(photo.name) \(style.rawValue) \(value ?? "-") / \(photo.total) \(ok ? "right" : "")\n".utf8))
            }
            summary[style.rawValue] = ["right": right, "wrongSure": wrongSure, "pages": photos.count]
        }
        return ["summary": summary, "pages": pages, "reader": reader.identity.id]
    }
}

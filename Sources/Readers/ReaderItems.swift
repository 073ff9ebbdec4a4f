import Foundation
import Documents
import Imaging

/// Parses the items that command (jsonl) and worker readers print.
///
/// An item is `{"text": "...", "box": [x, y, width, height] | [[x,y],[x,y],[x,y],[x,y]], "confidence": 0...100}`;
/// `box` and `confidence` are optional. A code item is `{"symbology": "qr", "payload": "...", "box": ...}`. Items with boxes are grouped into lines by `LineGrouper`;
/// items without are taken as lines in the order given.
enum ReaderItems {
    struct Failure: Error { var reason: String }

    /// Parses a list of item objects: text items, and code items `{"symbology", "payload", "box"}`
    /// (a reader wrapping, say, Apple Vision reports both). The codes go to `Reading.codes`.
    static func reading(objects: [Any]) throws -> Reading {
        var items: [(text: String, box: Box?, confidence: Double?)] = []
        var codes: [ReadCode] = []
        for object in objects {
            if let code = try code(object) { codes.append(code) } else { items.append(try item(object)) }
        }
        var result = reading(items)
        if !codes.isEmpty { result.codes = codes }
        return result
    }

    /// Parses a code item; nil when the object is a text item (it has `text` and no `symbology`).
    static func code(_ object: Any) throws -> ReadCode? {
        guard let dict = object as? [String: Any], dict["text"] == nil, let name = dict["symbology"] else { return nil }
        let known = Symbology.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word = name as? String, let symbology = Symbology(rawValue: word) else {
            throw Failure(reason: "a code item's \"symbology\" is \(name), not one of \(known)")
        }
        guard let payload = dict["payload"] as? String else { throw Failure(reason: "a code item has no \"payload\" string") }
        let box = try self.box(dict["box"]) ?? Box(x: 0, y: 0, width: 0, height: 0)
        return ReadCode(symbology: symbology, payload: payload, box: box)
    }

    /// Parses one item object.
    static func item(_ object: Any) throws -> (text: String, box: Box?, confidence: Double?) {
        guard let dict = object as? [String: Any], let text = dict["text"] as? String else {
            throw Failure(reason: "an item is not an object with a \"text\" string")
        }
        return (text, try box(dict["box"]), (dict["confidence"] as? Double))
    }

    /// `[x, y, width, height]` or a list of `[x, y]` points; nil when absent.
    static func box(_ value: Any?) throws -> Box? {
        let dict: [String: Any] = ["box": value ?? NSNull()]
        var box: Box?
        if let flat = dict["box"] as? [Double], flat.count == 4 {
            box = Box(x: flat[0], y: flat[1], width: flat[2], height: flat[3])
        } else if let points = dict["box"] as? [[Double]], points.count >= 3, points.allSatisfy({ $0.count == 2 }) {
            let xs = points.map { $0[0] }, ys = points.map { $0[1] }
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            box = Box(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        } else if dict["box"] != nil, !(dict["box"] is NSNull) {
            throw Failure(reason: "an item's \"box\" is neither [x, y, width, height] nor a list of [x, y] points")
        }
        return box
    }

    /// Builds a reading from parsed items.
    static func reading(_ items: [(text: String, box: Box?, confidence: Double?)]) -> Reading {
        if items.contains(where: { $0.box != nil }) {
            let words = items.map { ReadWord(text: $0.text, box: $0.box ?? Box(x: 0, y: 0, width: 0, height: 0), confidence: $0.confidence) }
            return LineGrouper.reading(from: words)
        }
        let zero = Box(x: 0, y: 0, width: 0, height: 0)
        let lines = items.map { ReadLine(text: $0.text.trimmingCharacters(in: .whitespaces), box: zero, confidence: $0.confidence) }
            .filter { !$0.text.isEmpty }
        return Reading(text: lines.map(\.text).joined(separator: "\n"), lines: lines)
    }

    /// Parses JSON lines output, one item per non-empty line.
    static func reading(fromJSONLines text: String) throws -> Reading {
        var objects: [Any] = []
        for (number, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) else {
                throw Failure(reason: "line \(number + 1) is not JSON: \(trimmed.prefix(80))")
            }
            objects.append(object)
        }
        return try reading(objects: objects)
    }
}

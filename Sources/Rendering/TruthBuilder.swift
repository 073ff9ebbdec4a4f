import Documents
import Imaging

/// Turns a placed page into its ground truth: words with ids in reading order, lines, fields and the record.
enum TruthBuilder {
    static func build(document: Document, layout: PageLayout, fonts: [String], dpi: Double, name: String) throws -> GroundTruth {
        let declared = Set(document.fields.map(\.name))
        var words: [TruthWord] = []
        var lines: [TruthLine] = []
        var wordsByField: [String: [Int]] = [:]

        var codes: [TruthCode] = []
        for line in layout.lines {
            if let code = line.code {
                codes.append(TruthCode(symbology: code.symbology, payload: code.payload, quad: rounded(Quad(code.bounds)),
                                       modulePx: code.modulePx))
            }
            if line.decorative, line.spans.isEmpty, line.box == nil { continue }
            if line.decorative {
                lines.append(TruthLine(text: line.spans.map(\.span.text).joined(separator: " "), wordIDs: [],
                                       decorative: true, quad: rounded(Quad(line.bounds))))
                continue
            }
            var ids: [Int] = []
            for placed in line.spans {
                if let field = placed.span.field, !declared.contains(field) {
                    throw RenderError.unknownFieldTag(document: name, field: field)
                }
                for word in wordExtents(in: placed) {
                    let id = words.count
                    words.append(TruthWord(id: id, text: word.text, quad: rounded(Quad(word.box))))
                    ids.append(id)
                    if let field = placed.span.field { wordsByField[field, default: []].append(id) }
                }
            }
            guard !ids.isEmpty else { continue }
            lines.append(TruthLine(text: ids.map { words[$0].text }.joined(separator: " "), wordIDs: ids,
                                   decorative: false, quad: rounded(Quad(line.bounds))))
        }

        let fields = document.fields.map { field -> TruthField in
            let ids = wordsByField[field.name] ?? []
            // A set's members sit on several lines; each is found by its own words, not one printed string.
            let printed = (field.values != nil || ids.isEmpty) ? nil : ids.map { words[$0].text }.joined(separator: " ")
            return TruthField(name: field.name, value: field.value, values: field.values, printed: printed, wordIDs: ids)
        }
        let text = lines.filter { !$0.decorative }.map(\.text).joined(separator: "\n")
        let width = Double(layout.widthPixels), height = Double(layout.heightPixels)
        let corners = Quad(Box(x: 0, y: 0, width: width, height: height))
        var truth = GroundTruth(
            kind: document.kind, language: document.language, seed: document.seed, text: text,
            lines: lines, words: words, fields: fields, pageCorners: corners,
            image: ImageInfo(width: layout.widthPixels, height: layout.heightPixels, dpi: dpi),
            fonts: fonts,
            generator: GeneratorParameters(document: document.kind, language: document.language, seed: document.seed,
                                           variant: document.variant, dpi: dpi, settings: document.settings),
            dateOrder: document.dateOrder)
        truth.codes = codes.isEmpty ? nil : codes
        truth.generator.codes = document.codeSettings
        return truth
    }

    /// The words of a span (runs between spaces) with their boxes: Pango's grapheme positions across,
    /// the span's logical line height down.
    private static func wordExtents(in placed: PlacedSpan) -> [(text: String, box: Box)] {
        let text = placed.span.text
        var result: [(String, Box)] = []
        var wordStart: String.Index?
        var lastGrapheme = text.startIndex
        func close(at end: String.Index) {
            guard let start = wordStart else { return }
            let utf8 = text.utf8
            let startByte = utf8.distance(from: utf8.startIndex, to: start)
            let lastByte = utf8.distance(from: utf8.startIndex, to: lastGrapheme)
            let endByte = utf8.distance(from: utf8.startIndex, to: end)
            let extent = placed.layout.horizontalExtent(fromByte: startByte, toByte: endByte, lastGraphemeStart: lastByte)
            let box = Box(x: placed.originX + extent.left, y: placed.bounds.y,
                          width: extent.right - extent.left, height: placed.bounds.height)
            result.append((String(text[start..<end]), box))
            wordStart = nil
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                close(at: index)
            } else {
                if wordStart == nil { wordStart = index }
                lastGrapheme = index
            }
            index = text.index(after: index)
        }
        close(at: text.endIndex)
        return result
    }

    /// Coordinates to 1/100 px, so truth files stay short and stable.
    private static func rounded(_ quad: Quad) -> Quad {
        func r(_ p: Point) -> Point { Point(x: (p.x * 100).rounded() / 100, y: (p.y * 100).rounded() / 100) }
        return Quad(topLeft: r(quad.topLeft), topRight: r(quad.topRight), bottomRight: r(quad.bottomRight), bottomLeft: r(quad.bottomLeft))
    }
}

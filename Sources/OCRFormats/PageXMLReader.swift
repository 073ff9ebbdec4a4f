import Geometry

/// Reads PAGE-XML (2009 to 2019 schemas): regions in the page's reading order, text from one `TextEquiv` level.
enum PageXMLReader {
    /// Elements of a `ReadingOrder` that hold further entries in the order of their `index` attribute.
    static let orderedGroups: Set<String> = ["OrderedGroup", "OrderedGroupIndexed"]
    /// Elements of a `ReadingOrder` whose entries are taken in document order (PAGE gives them no order; the file's is
    /// the only one there is).
    static let unorderedGroups: Set<String> = ["UnorderedGroup", "UnorderedGroupIndexed"]
    /// References to one region.
    static let regionRefs: Set<String> = ["RegionRef", "RegionRefIndexed"]

    static func read(_ root: XMLNode, name: String, level: PageTextLevel) throws -> OCRDocument {
        guard let page = root.child(named: "Page") else {
            throw OCRFormatError.noText(name, format: .page, detail: "no <Page> element")
        }
        // Every element with an id, wherever it sits: reading orders refer to regions nested in tables too.
        var byID: [String: XMLNode] = [:]
        for node in page.descendants {
            if let id = node.attributes["id"], byID[id] == nil { byID[id] = node }
        }
        var ordered: [XMLNode] = []
        if let order = page.child(named: "ReadingOrder"), let top = order.children.first {
            collect(top, byID: byID, into: &ordered)
        } else {
            ordered = topTextRegions(page)
        }
        var lines: [OCRLine] = []
        for region in ordered {
            lines += regionLines(region, level: level)
        }
        lines = lines.filter { !$0.text.isEmpty }
        guard !lines.isEmpty else {
            throw OCRFormatError.noText(name, format: .page, detail: "no TextEquiv/Unicode at \(level.rawValue) level in its reading order")
        }
        return OCRDocument(format: .page, lines: lines)
    }

    /// The regions a reading-order entry names, in order.
    static func collect(_ entry: XMLNode, byID: [String: XMLNode], into regions: inout [XMLNode]) {
        if orderedGroups.contains(entry.name) || unorderedGroups.contains(entry.name) {
            var members = entry.children.filter { regionRefs.contains($0.name) || orderedGroups.contains($0.name) || unorderedGroups.contains($0.name) }
            if orderedGroups.contains(entry.name) {
                // A stable sort keeps document order among entries without an index.
                members = members.enumerated().sorted { a, b in
                    let ia = a.element.attributes["index"].flatMap(Int.init) ?? Int.max
                    let ib = b.element.attributes["index"].flatMap(Int.init) ?? Int.max
                    return ia != ib ? ia < ib : a.offset < b.offset
                }.map(\.element)
            }
            if members.isEmpty, let ref = entry.attributes["regionRef"], let region = byID[ref] {
                regions += textRegions(in: region)
            }
            for member in members { collect(member, byID: byID, into: &regions) }
        } else if regionRefs.contains(entry.name), let ref = entry.attributes["regionRef"], let region = byID[ref] {
            regions += textRegions(in: region)
        }
    }

    /// A text region itself, or the text regions a table or other container holds, in document order.
    static func textRegions(in region: XMLNode) -> [XMLNode] {
        if region.name == "TextRegion" { return [region] }
        return topTextRegions(region)
    }

    /// The text regions under a node that are not inside another text region, in document order.
    static func topTextRegions(_ node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        for child in node.children {
            if child.name == "TextRegion" { found.append(child) } else { found += topTextRegions(child) }
        }
        return found
    }

    /// A region's text as lines at the level asked for, falling back to the level that exists.
    static func regionLines(_ region: XMLNode, level: PageTextLevel) -> [OCRLine] {
        let textLines = region.children(named: "TextLine")
        let ownText = textEquiv(region)
        let quad = outline(region)
        if level == .region, let ownText {
            let words = textLines.flatMap { lineWords($0) }
            return [OCRLine(text: ownText, quad: quad, words: words)]
        }
        if textLines.isEmpty {
            return ownText.map { [OCRLine(text: $0, quad: quad)] } ?? []
        }
        return textLines.compactMap { line in
            let words = lineWords(line)
            let lineText = textEquiv(line)
            let wordText = words.isEmpty ? nil : words.map(\.text).joined(separator: " ")
            let text: String?
            switch level {
            case .word: text = wordText ?? lineText
            case .line, .region: text = lineText ?? wordText
            }
            return text.map { OCRLine(text: $0, quad: outline(line), words: words) }
        }
    }

    static func lineWords(_ line: XMLNode) -> [OCRWord] {
        line.children(named: "Word").compactMap { word in
            guard let text = textEquiv(word) ?? glyphText(word), !text.isEmpty else { return nil }
            return OCRWord(text: text, quad: outline(word), confidence: confidence(word))
        }
    }

    /// A word without its own text, spelled from its glyphs.
    static func glyphText(_ word: XMLNode) -> String? {
        let glyphs = word.children(named: "Glyph").compactMap(textEquiv)
        return glyphs.isEmpty ? nil : glyphs.joined()
    }

    /// The element's own `TextEquiv`: the one with `index="0"`, else the one without an index, else the lowest index.
    /// Nil when it has none or its `Unicode` is missing.
    static func textEquiv(_ node: XMLNode) -> String? {
        chosenEquiv(node)?.child(named: "Unicode").map { MUFICharacters.spellOut($0.deepText) }
    }

    static func chosenEquiv(_ node: XMLNode) -> XMLNode? {
        let equivs = node.children(named: "TextEquiv")
        if let zero = equivs.first(where: { $0.attributes["index"].flatMap(Int.init) == 0 }) { return zero }
        if let plain = equivs.first(where: { $0.attributes["index"] == nil }) { return plain }
        return equivs.min { ($0.attributes["index"].flatMap(Int.init) ?? Int.max) < ($1.attributes["index"].flatMap(Int.init) ?? Int.max) }
    }

    /// PAGE's `conf` is from 0 to 1; ScanLab's confidences are from 0 to 100.
    static func confidence(_ node: XMLNode) -> Double? {
        chosenEquiv(node)?.attributes["conf"].flatMap(Double.init).map { $0 * 100 }
    }

    static func outline(_ node: XMLNode) -> Quad? {
        guard let coords = node.child(named: "Coords") else { return nil }
        if let points = coords.attributes["points"] { return Coordinates.quad(pagePoints: points) }
        return Coordinates.quad(pointElements: coords.children(named: "Point"))
    }
}

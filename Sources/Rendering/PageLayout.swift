import Documents
import Imaging

/// Places a document's lines top to bottom and its spans by their anchors, and checks that everything fits.
struct PageLayout {
    let widthPixels: Int
    let heightPixels: Int
    let lines: [PlacedLine]

    init(document: Document, fonts: FontFaces, scale: Scale, name: String) throws {
        let width = Int(scale.pixels(mm: document.pageWidthMM).rounded())
        let margins = document.marginMM
        let textLeft = scale.pixels(mm: margins.left)
        let textRight = Double(width) - scale.pixels(mm: margins.right)
        // Measurement in pixels accumulates rounding; a pixel of slack keeps exact fits legal.
        let slack = 1.0
        let minimumGap = scale.pixelsPerPoint
        let fixedAdvance = document.lineHeightMM.map { scale.pixels(mm: $0) }

        var y = scale.pixels(mm: margins.top)
        var placed: [PlacedLine] = []
        for line in document.lines {
            y += scale.pixels(mm: line.spaceBeforeMM)
            if let side = line.blankBoxMM {
                let sidePixels = scale.pixels(mm: side)
                let x = (textLeft + textRight - sidePixels) / 2
                let box = Box(x: x, y: y, width: sidePixels, height: sidePixels)
                var boxLine = PlacedLine(decorative: true, spans: [], box: box)
                if let mark = line.code { boxLine.code = try PageLayout.code(mark, inBox: box, scale: scale, name: name) }
                placed.append(boxLine)
                y += sidePixels
                continue
            }
            if let mark = line.code, mark.placement == .flowing {
                let symbol = try PageLayout.symbol(mark, scale: scale, name: name)
                let module = PageLayout.modulePixels(mark, scale: scale)
                let margin = PageLayout.verticalQuietModules(mark.symbology) * module
                let code = try PlacedCode.place(mark, symbol: symbol, modulePx: module, anchorX: textLeft + scale.pixels(mm: mark.xMM),
                                                top: y + margin, textLeft: textLeft, textRight: textRight, slack: slack, document: name)
                var codeLine = PlacedLine(decorative: true, spans: [], box: nil)
                codeLine.code = code
                placed.append(codeLine)
                y = code.bounds.maxY + margin
                guard line.spans.isEmpty else {
                    throw RenderError.invalidDocument(document: name, reason: "a line with a flowing code cannot also hold text")
                }
                continue
            }
            if line.spans.isEmpty {
                y += fixedAdvance ?? 0
                continue
            }
            var measured: [(Span, TextLayout)] = []
            for span in line.spans {
                let face = try fonts.face(for: span.font)
                guard (span.widthScale ?? 1) > 0 else {
                    throw RenderError.invalidDocument(document: name, reason: "span '\(span.text)' has a width scale of \(span.widthScale ?? 1)")
                }
                measured.append((span, try face.layout(span.text, sizePt: span.sizePt, pixelsPerPoint: scale.pixelsPerPoint,
                                                       horizontalScale: span.widthScale ?? 1)))
            }
            // Spans of different sizes share one baseline.
            let ascent = measured.map { $0.1.baseline }.max() ?? 0
            let descent = measured.map { $0.1.logicalRect.height - $0.1.baseline }.max() ?? 0
            var spans: [PlacedSpan] = []
            for (span, layout) in measured {
                let rect = layout.logicalRect
                let anchor = textLeft + scale.pixels(mm: span.xMM)
                let left: Double
                switch span.alignment {
                case .left: left = anchor
                case .right: left = anchor - rect.width
                case .center: left = anchor - rect.width / 2
                }
                let originX = left - rect.x
                let originY = y + ascent - layout.baseline
                let bounds = Box(x: left, y: originY + rect.y, width: rect.width, height: rect.height)
                guard bounds.x >= textLeft - slack, bounds.maxX <= textRight + slack else {
                    throw RenderError.spanOutsidePage(document: name, text: span.text)
                }
                spans.append(PlacedSpan(span: span, layout: layout, originX: originX, originY: originY, bounds: bounds))
            }
            spans.sort { $0.bounds.x < $1.bounds.x }
            for (first, second) in zip(spans, spans.dropFirst()) where second.bounds.x < first.bounds.maxX + minimumGap {
                throw RenderError.spansOverlap(document: name, first: first.span.text, second: second.span.text)
            }
            var textLine = PlacedLine(decorative: line.decorative, spans: spans, box: nil)
            if let mark = line.code {
                let symbol = try PageLayout.symbol(mark, scale: scale, name: name)
                textLine.code = try PlacedCode.place(mark, symbol: symbol, modulePx: PageLayout.modulePixels(mark, scale: scale),
                                                     anchorX: textLeft + scale.pixels(mm: mark.xMM), top: y,
                                                     textLeft: textLeft, textRight: textRight, slack: slack, document: name)
            }
            placed.append(textLine)
            y += fixedAdvance ?? (ascent + descent)
        }

        let bottomMargin = scale.pixels(mm: margins.bottom)
        if let pageHeight = document.pageHeightMM {
            let height = scale.pixels(mm: pageHeight)
            guard y <= height - bottomMargin + slack else {
                throw RenderError.contentOverflow(document: name, neededMM: (y + bottomMargin) / scale.pixelsPerMM, pageMM: pageHeight)
            }
            heightPixels = Int(height.rounded())
        } else {
            heightPixels = Int((y + bottomMargin).rounded(.up))
        }
        widthPixels = width
        lines = placed
    }

    /// The module size in pixels: the override when given, else the millimetres in whole pixels.
    static func modulePixels(_ mark: CodeMark, scale: Scale) -> Double {
        mark.modulePx ?? PlacedCode.wholePixels(mm: mark.moduleMM, scale: scale)
    }

    /// Space above and below a flowing code, in modules: a matrix code's whole quiet zone; two modules for
    /// bars, which need their quiet zone only at the sides.
    static func verticalQuietModules(_ symbology: Symbology) -> Double {
        symbology.isMatrix ? CodeSymbol.quietZoneModules(symbology) : 2
    }

    static func symbol(_ mark: CodeMark, scale: Scale, name: String) throws -> CodeSymbol {
        let heightModules = (mark.barHeightMM ?? 0) / max(mark.moduleMM, 0.01)
        return try CodeSymbol(mark.symbology, payload: mark.payload, heightModules: heightModules, document: name)
    }

    /// A code centred in a blank box: the mark's module size, shrunk to whole pixels that fit the box with
    /// the quiet zone inside the box's outline when the mark's size would not fit.
    static func code(_ mark: CodeMark, inBox box: Box, scale: Scale, name: String) throws -> PlacedCode {
        let symbol = try symbol(mark, scale: scale, name: name)
        let outline = max(1, (0.3 * scale.pixelsPerMM).rounded())
        let modules = max(symbol.widthModules, symbol.heightModules) + 2 * CodeSymbol.quietZoneModules(mark.symbology)
        let fitting = max(1, ((box.width - 2 * outline) / modules).rounded(.down))
        let module = mark.modulePx ?? min(PlacedCode.wholePixels(mm: mark.moduleMM, scale: scale), fitting)
        let width = symbol.widthModules * module, height = symbol.heightModules * module
        return PlacedCode(symbology: mark.symbology, payload: mark.payload, symbol: symbol,
                          originX: (box.x + (box.width - width) / 2).rounded(), originY: (box.y + (box.height - height) / 2).rounded(),
                          modulePx: module)
    }
}

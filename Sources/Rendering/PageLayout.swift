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
                placed.append(PlacedLine(decorative: true, spans: [], box: Box(x: x, y: y, width: sidePixels, height: sidePixels)))
                y += sidePixels
                continue
            }
            if line.spans.isEmpty {
                y += fixedAdvance ?? 0
                continue
            }
            var measured: [(Span, TextLayout)] = []
            for span in line.spans {
                let face = try fonts.face(for: span.font)
                measured.append((span, try face.layout(span.text, sizePt: span.sizePt, pixelsPerPoint: scale.pixelsPerPoint)))
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
            placed.append(PlacedLine(decorative: line.decorative, spans: spans, box: nil))
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
}

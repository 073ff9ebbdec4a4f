import Documents
import Foundation
import Imaging
import Rendering

/// Flat pages made inside the tests, so the scene tests depend on neither the document generators
/// nor their content.
enum TestPages {
    /// A small receipt drawn by the real renderer from a hand-written document. A photo's seed must be the
    /// page's, as it is when `Synthesizer.synthesize` makes both, for a replay to find it in the truth.
    static func receipt(dpi: Double = 150, lines count: Int = 14, seed: UInt64 = 1) throws -> RenderedPage {
        let items = ["COFFEE", "BAGEL", "ORANGE JUICE", "MUFFIN", "TEA", "WATER", "SALAD", "SOUP", "CAKE", "TOAST",
                     "MILK", "JAM", "EGGS", "BACON", "BEANS", "RICE"]
        var lines = [DocumentLine(spans: [Span("CORNER CAFE", xMM: 0, font: .bold, sizePt: 12)])]
        lines.append(DocumentLine(spans: [Span("12 High Street", sizePt: 9)]))
        for i in 0..<count {
            let name = items[i % items.count]
            lines.append(DocumentLine(spans: [Span(name, sizePt: 9), Span("\(i + 2).\(10 + i * 7 % 89)", xMM: 56, alignment: .right, sizePt: 9)],
                                      spaceBeforeMM: 0.5))
        }
        lines.append(DocumentLine(spans: [Span("TOTAL", font: .bold, sizePt: 10), Span("41.20", xMM: 56, alignment: .right, font: .bold, sizePt: 10)],
                                  spaceBeforeMM: 2))
        let document = Document(kind: .receipt, language: .en, seed: seed, pageWidthMM: 64, pageHeightMM: nil,
                                marginMM: Margins(all: 4), lines: lines, fields: [], fonts: .dejaVuSans)
        return try PageRenderer.render(document, dpi: dpi)
    }

    /// A white page, `widthMM × heightMM`, with a black square marker (side `markerMM`) centred at each of
    /// `markers` (page pixels, rounded to whole pixels); its truth has one word per marker, whose quad is the marker.
    static func markers(widthMM: Double, heightMM: Double, dpi: Double, markerMM: Double, at markers: [Point]) -> RenderedPage {
        let w = Int((widthMM / 25.4 * dpi).rounded()), h = Int((heightMM / 25.4 * dpi).rounded())
        var image = Image(width: w, height: h, layout: .gray, fill: 255)
        // Whole-pixel squares, so the drawn marker is exactly the truth's quad.
        let half = (markerMM / 25.4 * dpi / 2).rounded()
        var words: [TruthWord] = []
        for (i, m) in markers.enumerated() {
            let box = Box(x: m.x.rounded() - half, y: m.y.rounded() - half, width: 2 * half, height: 2 * half)
            for y in max(0, Int(box.y))..<min(h, Int(box.maxY)) {
                for x in max(0, Int(box.x))..<min(w, Int(box.maxX)) { image.pixels[y * w + x] = 0 }
            }
            words.append(TruthWord(id: i, text: "M\(i)", quad: Quad(box)))
        }
        let corners = Quad(Box(x: 0, y: 0, width: Double(w), height: Double(h)))
        let truth = GroundTruth(kind: .letter, language: .en, seed: 1, text: "", lines: [], words: words, fields: [],
                                pageCorners: corners, image: ImageInfo(width: w, height: h, dpi: dpi), fonts: [],
                                generator: GeneratorParameters(document: .letter, language: .en, seed: 1, dpi: dpi))
        return RenderedPage(image: image, truth: truth)
    }
}

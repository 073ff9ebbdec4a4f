import Documents
import Foundation
import Imaging

/// Draws a `Document` as a flat 8-bit gray page with Pango and Cairo, and writes its complete truth.
///
/// Fonts are chosen by file (see `FontFace`), with gray antialiasing and no hinting, so the same document
/// always gives the same bytes. Coordinates in the truth are pixels of the returned image, rounded to 1/100 px.
public enum PageRenderer {
    /// Renders every line of the document onto one page.
    /// - Parameters:
    ///   - document: the content and layout, usually from `DocumentGenerator.make`.
    ///   - dpi: the resolution; 300 unless a test wants a smaller page.
    /// - Returns: the gray image, white paper and black ink, with the page's truth.
    /// - Throws: `RenderError` for a missing or substituted font, a glyph the font lacks, text that runs off the
    ///   page or over other text, or a field tag the document does not declare.
    public static func render(_ document: Document, dpi: Double = 300) throws -> RenderedPage {
        let placed = try place(document, dpi: dpi)
        let canvas = try CairoCanvas(width: placed.layout.widthPixels, height: placed.layout.heightPixels, document: placed.name)
        for line in placed.layout.lines {
            for span in line.spans { canvas.draw(span.layout, x: span.originX, y: span.originY) }
            if let box = line.box {
                let stroke = max(1, (0.3 * placed.scale.pixelsPerMM).rounded())
                canvas.strokeRectangle(x: box.x + stroke / 2, y: box.y + stroke / 2,
                                       width: box.width - stroke, height: box.height - stroke, lineWidth: stroke)
            }
            if let code = line.code {
                for bar in code.symbol.bars {
                    canvas.fillRectangle(x: code.originX + bar.x * code.modulePx, y: code.originY + bar.y * code.modulePx,
                                         width: bar.width * code.modulePx, height: bar.height * code.modulePx)
                }
            }
        }
        try canvas.checkStatus(document: placed.name)
        return RenderedPage(image: canvas.grayImage(), truth: placed.truth)
    }

    /// The truth a render would give, without drawing: the same layout, checks and word boxes.
    /// Property tests use it to cover many seeds cheaply.
    static func truth(for document: Document, dpi: Double = 300) throws -> GroundTruth {
        try place(document, dpi: dpi).truth
    }

    private static func place(_ document: Document, dpi: Double) throws
        -> (name: String, scale: Scale, layout: PageLayout, truth: GroundTruth, fonts: FontFaces) {
        let name = "\(document.kind.rawValue)-\(document.language.rawValue)-seed\(document.seed)"
        guard dpi >= 36, dpi <= 1200 else { throw RenderError.invalidDocument(document: name, reason: "dpi \(dpi) is outside 36...1200") }
        guard document.pageWidthMM > 0, (document.pageHeightMM ?? 1) > 0 else {
            throw RenderError.invalidDocument(document: name, reason: "the page has no area")
        }
        let scale = Scale(dpi: dpi)
        let fonts = try FontFaces(document.fonts, roles: document.lines.flatMap { $0.spans.map(\.font) }, scale: scale)
        let layout = try PageLayout(document: document, fonts: fonts, scale: scale, name: name)
        let truth = try TruthBuilder.build(document: document, layout: layout, fonts: fonts.usedFiles, dpi: dpi, name: name)
        return (name, scale, layout, truth, fonts)
    }
}

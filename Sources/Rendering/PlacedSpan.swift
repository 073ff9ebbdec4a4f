import Documents
import Imaging

/// A span measured and placed on the page, in pixels.
struct PlacedSpan {
    let span: Span
    let layout: TextLayout
    /// Where the layout's origin is drawn.
    let originX: Double
    let originY: Double
    /// The span's logical rectangle on the page.
    let bounds: Box
}

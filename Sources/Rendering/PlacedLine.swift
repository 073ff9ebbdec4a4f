import Imaging

/// A line placed on the page: its spans in reading order (left to right), or an empty box.
struct PlacedLine {
    let decorative: Bool
    let spans: [PlacedSpan]
    /// The outline of a blank box line (a QR code's place), in pixels.
    let box: Box?
    /// The code drawn on this line, if any.
    var code: PlacedCode? = nil

    /// The union of the spans' rectangles, or the box.
    var bounds: Box {
        if let box { return box }
        let boxes = spans.map(\.bounds)
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        let maxX = boxes.map(\.maxX).max() ?? 0, maxY = boxes.map(\.maxY).max() ?? 0
        return Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

internal import CPangoCairo

/// A single-line Pango layout, owned here and released in `deinit`.
final class TextLayout {
    let handle: OpaquePointer
    /// How much the layout is stretched across when drawn (a span's `widthScale`); every horizontal measure
    /// below is given stretched, so boxes follow the drawn glyphs.
    let horizontalScale: Double

    init(handle: OpaquePointer, horizontalScale: Double = 1) {
        self.handle = handle
        self.horizontalScale = horizontalScale
    }
    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The logical rectangle in pixels, relative to the layout's origin.
    var logicalRect: (x: Double, y: Double, width: Double, height: Double) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(handle, &ink, &logical)
        return (Self.pixels(logical.x) * horizontalScale, Self.pixels(logical.y),
                Self.pixels(logical.width) * horizontalScale, Self.pixels(logical.height))
    }

    /// The first line's baseline below the layout's origin, in pixels.
    var baseline: Double { Self.pixels(pango_layout_get_baseline(handle)) }

    /// The horizontal extent in pixels of the text between two UTF-8 byte offsets (`end` exclusive),
    /// measured from the grapheme positions Pango laid out.
    func horizontalExtent(fromByte start: Int, toByte end: Int, lastGraphemeStart: Int) -> (left: Double, right: Double) {
        var first = PangoRectangle(), last = PangoRectangle()
        pango_layout_index_to_pos(handle, Int32(start), &first)
        pango_layout_index_to_pos(handle, Int32(lastGraphemeStart), &last)
        let edges = [first.x, first.x + first.width, last.x, last.x + last.width].map { Self.pixels($0) * horizontalScale }
        return (edges.min() ?? 0, edges.max() ?? 0)
    }

    private static func pixels(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}

internal import CCairo
import Imaging

/// A Cairo drawing surface in RGB, owned by this value: the surface and context are freed in `deinit`.
final class ChartCanvas {
    let width: Int
    let height: Int
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(width: Int, height: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw ReportingError.chart("canvas", reason: "cannot create a \(width)×\(height) surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw ReportingError.chart("canvas", reason: reason)
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.context = context
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func color(_ rgb: (Double, Double, Double)) { cairo_set_source_rgb(context, rgb.0, rgb.1, rgb.2) }

    func fillRect(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(context, x, y, width, height)
        cairo_fill(context)
    }

    func line(from a: (Double, Double), to b: (Double, Double), width: Double = 1, dashed: Bool = false) {
        cairo_set_line_width(context, width)
        if dashed {
            var pattern: [Double] = [4, 4]
            cairo_set_dash(context, &pattern, 2, 0)
        }
        cairo_move_to(context, a.0, a.1)
        cairo_line_to(context, b.0, b.1)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    func polyline(_ points: [(Double, Double)], width: Double) {
        guard let first = points.first else { return }
        cairo_set_line_width(context, width)
        cairo_move_to(context, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(context, point.0, point.1) }
        cairo_stroke(context)
        for point in points {
            cairo_arc(context, point.0, point.1, width + 1.5, 0, 2 * Double.pi)
            cairo_fill(context)
        }
    }

    /// Text anchored at (x, y): `align` 0 = left, 0.5 = centre, 1 = right; y is the baseline.
    func text(_ string: String, x: Double, y: Double, size: Double, align: Double = 0, bold: Bool = false) {
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, string, &extents)
        cairo_move_to(context, x - extents.x_advance * align, y)
        cairo_show_text(context, string)
    }

    /// The drawing as an RGB image.
    func image() throws -> Image {
        cairo_surface_flush(surface)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ReportingError.chart("canvas", reason: String(cString: cairo_status_to_string(status)))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw ReportingError.chart("canvas", reason: "no pixel data") }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                // RGB24 is a native-endian 32-bit word 0x00RRGGBB: little-endian bytes B, G, R, unused.
                let pixel = row + x * 4
                let out = (y * width + x) * 3
                pixels[out] = pixel[2]
                pixels[out + 1] = pixel[1]
                pixels[out + 2] = pixel[0]
            }
        }
        guard let image = Image(width: width, height: height, layout: .rgb, pixels: pixels) else {
            throw ReportingError.chart("canvas", reason: "pixel count mismatch")
        }
        return image
    }
}

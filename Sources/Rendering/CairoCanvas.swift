internal import CPangoCairo
import Imaging

/// An 8-bit alpha surface and its drawing context. Ink is drawn as coverage; `grayImage()` turns it to
/// black on white. The canvas owns both handles and releases them in `deinit`.
final class CairoCanvas {
    let width: Int
    let height: Int
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    /// - Throws: `RenderError.cairo` when Cairo cannot make the surface.
    init(width: Int, height: Int, document: String) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            throw RenderError.cairo(document: document, status: "no surface")
        }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            let reason = String(cString: cairo_status_to_string(surfaceStatus))
            cairo_surface_destroy(surface)
            throw RenderError.cairo(document: document, status: "\(width)×\(height) surface: \(reason)")
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.cr = cr
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws a layout with its top-left corner at (x, y) pixels, stretched across by its horizontal scale.
    func draw(_ layout: TextLayout, x: Double, y: Double) {
        guard layout.horizontalScale != 1 else {
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout.handle)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, layout.horizontalScale, 1)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout.handle)
        cairo_restore(cr)
    }

    /// Strokes the outline of a rectangle given in pixels.
    func strokeRectangle(x: Double, y: Double, width: Double, height: Double, lineWidth: Double) {
        cairo_set_line_width(cr, lineWidth)
        cairo_rectangle(cr, x, y, width, height)
        cairo_stroke(cr)
    }

    /// Fills a rectangle given in pixels (a code's bar or module).
    func fillRectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// Fails when any drawing call left the context in an error state.
    func checkStatus(document: String) throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(document: document, status: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The drawing as 8-bit gray: white paper, black ink.
    func grayImage() -> Image {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 255, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let source = data + row * stride
                    let base = row * width
                    for column in 0..<width { out[base + column] = 255 &- source[column] }
                }
            }
        }
        return Image(width: width, height: height, layout: .gray, pixels: pixels) ?? Image(width: width, height: height, layout: .gray, fill: 255)
    }
}

import Documents
import Foundation
import Geometry
import Imaging

/// The crop people make before they share a phone photo: the frame cut down to the page and a margin around it.
///
/// Real phone photos of receipts are mostly cropped close (the development photos' page fills a median 60% of
/// the frame, where an uncropped 4:3 frame holds a receipt in well under half); the crop is what gives them
/// their odd aspect ratios.
enum PhotoCrop {
    /// The crop rectangle, in photo pixels: the page's bounding box grown by `cropMargin` (a share of its size)
    /// on each side, clamped to the frame; nil when the scene has no crop or the rectangle is degenerate.
    static func rectangle(_ s: SceneSettings, page: Quad, frameWidth: Int, frameHeight: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard s["crop"] > 0 else { return nil }
        let box = page.boundingBox
        let margin = max(0, s["cropMargin"])
        let x0 = max(0, Int((box.x - margin * box.width).rounded(.down)))
        let y0 = max(0, Int((box.y - margin * box.height).rounded(.down)))
        let x1 = min(frameWidth, Int((box.maxX + margin * box.width).rounded(.up)))
        let y1 = min(frameHeight, Int((box.maxY + margin * box.height).rounded(.up)))
        guard x1 - x0 >= 16, y1 - y0 >= 16 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// The rectangle grown by `margin` px on every side, clamped to the frame.
    static func grown(_ r: (x: Int, y: Int, width: Int, height: Int), by margin: Int, frameWidth: Int,
                      frameHeight: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let x0 = max(0, r.x - margin), y0 = max(0, r.y - margin)
        let x1 = min(frameWidth, r.x + r.width + margin), y1 = min(frameHeight, r.y + r.height + margin)
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// The part of `image` inside the rectangle.
    static func crop(_ image: Image, _ r: (x: Int, y: Int, width: Int, height: Int)) -> Image {
        let c = image.channels
        var pixels = [UInt8](repeating: 0, count: r.width * r.height * c)
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<r.height {
                    let from = ((r.y + y) * image.width + r.x) * c
                    for i in 0..<(r.width * c) { dst[y * r.width * c + i] = src[from + i] }
                }
            }
        }
        return Image(width: r.width, height: r.height, layout: image.layout, pixels: pixels) ?? image
    }

    /// The truth moved into the cropped image: every photo position shifted by the crop's origin.
    static func shift(_ truth: GroundTruth, by r: (x: Int, y: Int, width: Int, height: Int)) -> GroundTruth {
        let dx = Double(r.x), dy = Double(r.y)
        func move(_ p: Point) -> Point { Point(x: p.x - dx, y: p.y - dy) }
        func move(_ q: Quad) -> Quad {
            Quad(topLeft: move(q.topLeft), topRight: move(q.topRight), bottomRight: move(q.bottomRight), bottomLeft: move(q.bottomLeft))
        }
        var t = truth
        t.words = truth.words.map { w in
            var w = w
            w.quad = move(w.quad)
            w.polygon = w.polygon?.map { move($0) }
            return w
        }
        t.lines = truth.lines.map { l in
            var l = l
            l.quad = move(l.quad)
            return l
        }
        t.pageCorners = move(truth.pageCorners)
        t.image = ImageInfo(width: r.width, height: r.height, dpi: truth.image.dpi)
        return t
    }
}

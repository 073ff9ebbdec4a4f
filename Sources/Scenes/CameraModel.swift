import Foundation
import Imaging

/// A pinhole camera over the page's plane: where the page (and any sheet under it) lands in the photo.
///
/// The page lies in the plane z = 0, centred on the origin, in millimetres. The camera looks at the
/// page's centre from `distance` millimetres, turned by roll · tilt · yaw; its focal length is the
/// 35 mm equivalent. The distance is chosen so the page's long side spans `pageScale` of the frame's
/// long side, and grown until everything fits inside the frame; then the frame is shifted by
/// `offsetX`/`offsetY` (shares of the free margin), as a crop of a larger sensor would.
struct CameraModel: Sendable {
    /// Page pixels (continuous) to photo pixels (continuous).
    let pageToPhoto: Homography
    let photoToPage: Homography
    let frameWidth: Int
    let frameHeight: Int
    /// The distance from the camera to the page's centre, mm.
    let distance: Double
    /// Photo pixels per page pixel, averaged over the page.
    let scale: Double
    /// The page's long side in the photo over the frame's long side.
    let pageSpan: Double
    /// The camera depth (mm) at page pixel (u, v) is depthU·u + depthV·v + depth0: the page is a plane.
    let depthU: Double
    let depthV: Double
    let depth0: Double
    /// What `project` needs: the rotation (row-major), the focal length in photo pixels, the principal point
    /// after the frame's shift, and the page's size (pixels) and pixel size (mm).
    let rotation: [Double]
    let focalPixels: Double
    let principal: Point
    let pageSize: (width: Double, height: Double)
    let millimetresPerPixel: Double

    /// - Parameters:
    ///   - pageWidth, pageHeight: the flat page in pixels.
    ///   - millimetresPerPixel: from the page's dpi.
    ///   - extraContent: page-pixel points that must also be in view (a sheet's corners).
    ///   - liftedContent: points of paper that is not flat (over the plane in page pixels, and their height in mm
    ///     towards the camera) that must be in view too. The camera is first placed for the flat page as before;
    ///     only when a lifted point would then fall outside the frame is it placed again with them, so a deformed
    ///     page that already fitted is photographed exactly as before.
    static func make(_ s: SceneSettings, pageWidth: Int, pageHeight: Int, millimetresPerPixel mmpp: Double,
                     extraContent: [Point], liftedContent: [(point: Point, height: Double)] = [],
                     frame: PhotoSize) throws -> CameraModel {
        let pw = Double(pageWidth), ph = Double(pageHeight)
        let pageCorners = [Point(x: 0, y: 0), Point(x: pw, y: 0), Point(x: pw, y: ph), Point(x: 0, y: ph)]
        let content = pageCorners + extraContent
        let xs = content.map(\.x), ys = content.map(\.y)
        let contentPortrait = ((ys.max() ?? 0) - (ys.min() ?? 0)) > ((xs.max() ?? 0) - (xs.min() ?? 0))
        let fw = Double(contentPortrait ? frame.height : frame.width)
        let fh = Double(contentPortrait ? frame.width : frame.height)
        let frameLong = max(fw, fh)

        let rad = Double.pi / 180
        let focal = (s.values["focal"] ?? 26) / 43.27 * hypot(fw, fh)
        let r = rotation(tilt: -s["tilt"] * rad, yaw: s["yaw"] * rad, roll: s["roll"] * rad)
        let pageScale = s.values["pageScale"] ?? 0.86
        // The straight-on distance that gives the asked span, grown until everything fits.
        var distance = max(pw, ph) * mmpp * focal / (pageScale * frameLong)
        let margin = 0.02
        func project(_ p: Point, _ height: Double, _ d: Double) -> (Point, Double) {
            let x = (p.x - pw / 2) * mmpp, y = (p.y - ph / 2) * mmpp
            var cx = r[0] * x + r[1] * y, cy = r[3] * x + r[4] * y, cz = r[6] * x + r[7] * y + d
            if height != 0 {
                // Lifting a point is a negative z (the page's normal points away from the camera), as in `project`.
                cx -= r[2] * height; cy -= r[5] * height; cz -= r[8] * height
            }
            return (Point(x: focal * cx / cz + fw / 2, y: focal * cy / cz + fh / 2), cz)
        }
        func bounds(_ d: Double, _ points: [(point: Point, height: Double)]) -> (Box, Double) {
            let projected = points.map { project($0.point, $0.height, d) }
            let px = projected.map(\.0.x), py = projected.map(\.0.y)
            let minZ = projected.map(\.1).min() ?? d
            let box = Box(x: px.min() ?? 0, y: py.min() ?? 0, width: (px.max() ?? 0) - (px.min() ?? 0),
                          height: (py.max() ?? 0) - (py.min() ?? 0))
            return (box, minZ)
        }
        func fit(_ points: [(point: Point, height: Double)], from start: Double) -> Double {
            var d = start
            for _ in 0..<60 {
                let (box, minZ) = bounds(d, points)
                let ratio = max(box.width / (fw * (1 - 2 * margin)), box.height / (fh * (1 - 2 * margin)))
                if minZ > 0.2 * d, ratio <= 1 { break }
                d *= max(1.01, min(ratio, 4) * 1.005)
            }
            return d
        }
        let flat = content.map { (point: $0, height: 0.0) }
        distance = fit(flat, from: distance)
        var (box, minZ) = bounds(distance, flat)
        // The shift within the free margin.
        func shift(_ box: Box) -> (dx: Double, dy: Double) {
            let targetX = (fw - box.width) * (1 + max(-1, min(1, s["offsetX"]))) / 2
            let targetY = (fh - box.height) * (1 + max(-1, min(1, s["offsetY"]))) / 2
            return (targetX - box.x, targetY - box.y)
        }
        var (dx, dy) = shift(box)
        if !liftedContent.isEmpty {
            // A curled page's ends rise towards the camera and look larger; placed for the flat page they can leave
            // the frame (curl 0.6 on `ordinary` receipts: 5 of 20 seeds were cut by the frame's edge).
            let (lifted, _) = bounds(distance, liftedContent)
            if lifted.x + dx < 0 || lifted.y + dy < 0 || lifted.x + lifted.width + dx > fw || lifted.y + lifted.height + dy > fh {
                let all = flat + liftedContent
                distance = fit(all, from: distance)
                (box, minZ) = bounds(distance, all)
                (dx, dy) = shift(box)
            }
        }
        guard minZ > 0, box.width <= fw, box.height <= fh else {
            throw SceneError.unsupported("the camera cannot fit the page in the frame (tilt \(s["tilt"])°)")
        }

        // H = K · [r1·s, r2·s, R·(−pw/2·s, −ph/2·s, 0) + (0, 0, D)], then the shift.
        let t0 = -pw / 2 * mmpp, t1 = -ph / 2 * mmpp
        let c0 = [r[0] * mmpp, r[1] * mmpp, r[0] * t0 + r[1] * t1]
        let c1 = [r[3] * mmpp, r[4] * mmpp, r[3] * t0 + r[4] * t1]
        let c2 = [r[6] * mmpp, r[7] * mmpp, r[6] * t0 + r[7] * t1 + distance]
        let cx = fw / 2 + dx, cy = fh / 2 + dy
        guard let h = Homography(matrix: [focal * c0[0] + cx * c2[0], focal * c0[1] + cx * c2[1], focal * c0[2] + cx * c2[2],
                            focal * c1[0] + cy * c2[0], focal * c1[1] + cy * c2[1], focal * c1[2] + cy * c2[2],
                            c2[0], c2[1], c2[2]]), let inverse = h.inverted else {
            throw SceneError.unsupported("the camera's view of the page is degenerate")
        }
        let photoPage = CameraModel.map(Quad(Box(x: 0, y: 0, width: pw, height: ph)), h)
        let pageBox = photoPage.boundingBox
        return CameraModel(pageToPhoto: h, photoToPage: inverse, frameWidth: Int(fw), frameHeight: Int(fh),
                           distance: distance, scale: (photoPage.area / (pw * ph)).squareRoot(),
                           pageSpan: max(pageBox.width, pageBox.height) / frameLong,
                           depthU: c2[0], depthV: c2[1], depth0: c2[2], rotation: r, focalPixels: focal,
                           principal: Point(x: cx, y: cy), pageSize: (pw, ph), millimetresPerPixel: mmpp)
    }

    /// Rz(roll) · Rx(tilt) · Ry(yaw), row-major.
    static func rotation(tilt: Double, yaw: Double, roll: Double) -> [Double] {
        let (ct, st) = (cos(tilt), sin(tilt)), (cy, sy) = (cos(yaw), sin(yaw)), (cr, sr) = (cos(roll), sin(roll))
        let rx = [1, 0, 0, 0, ct, -st, 0, st, ct]
        let ry = [cy, 0, sy, 0, 1, 0, -sy, 0, cy]
        let rz = [cr, -sr, 0, sr, cr, 0, 0, 0, 1]
        func mul(_ a: [Double], _ b: [Double]) -> [Double] {
            var o = [Double](repeating: 0, count: 9)
            for i in 0..<3 { for j in 0..<3 { o[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] } }
            return o
        }
        return mul(rz, mul(rx, ry))
    }

    /// A quad through a homography, corner by corner (lines stay lines, so the result is the exact image).
    static func map(_ q: Quad, _ h: Homography) -> Quad {
        Quad(topLeft: h.apply(q.topLeft), topRight: h.apply(q.topRight),
             bottomRight: h.apply(q.bottomRight), bottomLeft: h.apply(q.bottomLeft))
    }

    /// Where a point above the page's plane lands in the photo, and its depth (mm) from the camera.
    /// - Parameters:
    ///   - x, y: its position over the plane, in page pixels.
    ///   - height: mm towards the camera; 0 gives `pageToPhoto`'s answer.
    @inline(__always)
    func project(_ x: Double, _ y: Double, height: Double) -> (point: Point, depth: Double) {
        let r = rotation
        let px = (x - pageSize.width / 2) * millimetresPerPixel, py = (y - pageSize.height / 2) * millimetresPerPixel
        // The page's normal points away from the camera (+z), so lifting a point is a negative z.
        let pz = -height
        let cx = r[0] * px + r[1] * py + r[2] * pz, cy = r[3] * px + r[4] * py + r[5] * pz
        let cz = r[6] * px + r[7] * py + r[8] * pz + distance
        return (Point(x: focalPixels * cx / cz + principal.x, y: focalPixels * cy / cz + principal.y), cz)
    }

    /// The camera depth, mm, at a page pixel.
    func depth(atPage p: Point) -> Double { depthU * p.x + depthV * p.y + depth0 }
}

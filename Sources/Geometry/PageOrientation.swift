import Foundation

/// How a page lies in an image: turned clockwise by a quarter turn from upright. `synth --orientation`,
/// the truth's top-level `orientation` and `process --json`'s `orientation` all use this sense: the number of
/// degrees the upright page was turned clockwise to lie as it does (a style turns it back).
public enum PageOrientation: Int, Sendable, Codable, CaseIterable, Comparable {
    case upright = 0
    case clockwise = 90
    case upsideDown = 180
    case counterclockwise = 270

    /// The clockwise turn in degrees: 0, 90, 180 or 270.
    public var degrees: Int { rawValue }

    /// The orientation for a number of degrees, or nil unless it is 0, 90, 180 or 270.
    public init?(degrees: Int) { self.init(rawValue: degrees) }

    /// True for 90 and 270: the image's sides are the page's swapped.
    public var swapsSides: Bool { self == .clockwise || self == .counterclockwise }

    /// The turn that undoes this one.
    public var inverse: PageOrientation { PageOrientation(rawValue: (360 - rawValue) % 360) ?? .upright }

    /// This turn followed by `other`.
    public func followed(by other: PageOrientation) -> PageOrientation {
        PageOrientation(rawValue: (rawValue + other.rawValue) % 360) ?? .upright
    }

    public static func < (a: PageOrientation, b: PageOrientation) -> Bool { a.rawValue < b.rawValue }

    /// Where a point of a `width`×`height` image lands when the whole image is turned clockwise by this turn
    /// (the turned image is `height`×`width` for 90 and 270). Coordinates are continuous: the image spans
    /// [0, width]×[0, height], so a pixel's centre maps to the turned pixel's centre.
    public func turn(_ p: Point, width: Double, height: Double) -> Point {
        switch self {
        case .upright: return p
        case .clockwise: return Point(x: height - p.y, y: p.x)
        case .upsideDown: return Point(x: width - p.x, y: height - p.y)
        case .counterclockwise: return Point(x: p.y, y: width - p.x)
        }
    }

    /// A quad's corners turned with the image, in the same order: the first corner stays the same physical
    /// corner (a word's own top-left stays first, wherever it now lies).
    public func turn(_ q: Quad, width: Double, height: Double) -> Quad {
        Quad(topLeft: turn(q.topLeft, width: width, height: height), topRight: turn(q.topRight, width: width, height: height),
             bottomRight: turn(q.bottomRight, width: width, height: height), bottomLeft: turn(q.bottomLeft, width: width, height: height))
    }

    /// The size of the turned image.
    public func turnedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsSides ? (height, width) : (width, height)
    }
}

extension Quad {
    /// The same corners, still clockwise, starting from the one nearest the image's top-left (least x + y).
    public func cycledToImageTopLeft() -> Quad {
        let p = points
        let first = (0..<4).min { p[$0].x + p[$0].y < p[$1].x + p[$1].y } ?? 0
        return cycled(from: first)
    }

    /// The same corners, still clockwise, starting from the one nearest `point`: after a step that orders corners
    /// its own way (moving the sides), this puts a turned page's own top-left first again.
    public func cycled(startingNearest point: Point) -> Quad {
        let p = points
        return cycled(from: (0..<4).min { p[$0].distance(to: point) < p[$1].distance(to: point) } ?? 0)
    }

    func cycled(from first: Int) -> Quad {
        let p = points
        return Quad(topLeft: p[first], topRight: p[(first + 1) % 4], bottomRight: p[(first + 2) % 4], bottomLeft: p[(first + 3) % 4])
    }
}

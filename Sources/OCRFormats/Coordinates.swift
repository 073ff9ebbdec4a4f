import Geometry

/// Outlines as the formats write them, turned into axis-aligned quads in pixels.
enum Coordinates {
    /// PAGE's `points="x1,y1 x2,y2 …"`: the bounding quad of the polygon; nil when it holds no valid point.
    static func quad(pagePoints: String) -> Quad? {
        let points: [Point] = pagePoints.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).compactMap { pair in
            let parts = pair.split(separator: ",")
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
            return Point(x: x, y: y)
        }
        return bounding(points)
    }

    /// PAGE 2009's `<Coords><Point x= y=/>…</Coords>`.
    static func quad(pointElements: [XMLNode]) -> Quad? {
        bounding(pointElements.compactMap { node in
            guard let x = node.attributes["x"].flatMap(Double.init), let y = node.attributes["y"].flatMap(Double.init) else { return nil }
            return Point(x: x, y: y)
        })
    }

    /// ALTO's `HPOS`, `VPOS`, `WIDTH`, `HEIGHT`.
    static func quad(alto node: XMLNode) -> Quad? {
        guard let x = node.attributes["HPOS"].flatMap(Double.init), let y = node.attributes["VPOS"].flatMap(Double.init),
              let width = node.attributes["WIDTH"].flatMap(Double.init), let height = node.attributes["HEIGHT"].flatMap(Double.init),
              width >= 0, height >= 0 else { return nil }
        return Quad(Box(x: x, y: y, width: width, height: height))
    }

    /// hOCR's `title="bbox x0 y0 x1 y1; x_wconf 93"`: the box and the confidence, either nil when absent.
    static func hocrProperties(_ title: String) -> (quad: Quad?, confidence: Double?) {
        var quad: Quad?
        var confidence: Double?
        for property in title.split(separator: ";") {
            let words = property.split(separator: " ")
            guard let key = words.first else { continue }
            let values = words.dropFirst().compactMap { Double($0) }
            if key == "bbox", values.count == 4, values[2] >= values[0], values[3] >= values[1] {
                quad = Quad(Box(x: values[0], y: values[1], width: values[2] - values[0], height: values[3] - values[1]))
            } else if key == "x_wconf", let value = values.first {
                confidence = value
            }
        }
        return (quad, confidence)
    }

    static func bounding(_ points: [Point]) -> Quad? {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
        return Quad(Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}

import Imaging

/// Where the print detector thinks the page is: the block of print, and that block plus a margin.
struct PrintGuess: Sendable, Equatable {
    /// How much of the frame the print plus margin covers.
    var frameShare = 0.0
    /// The rectangle around the print, along its lines (`PrintDetector.lineTurn`), clockwise on screen, top-left first.
    var ink: Quad
    /// Whether the guess is usable as a page: print and margin over nearly the whole frame are not.
    var isPageSized: Bool { frameShare <= 0.92 }
    /// The convex hull of the print, clockwise on screen: what the page must hold.
    var inkHull: [Point]
    /// The corners of the marks' boxes.
    var inkPoints: [Point] = []
    /// The print plus a margin: the guess at the page.
    var page: Quad
    /// How many sides of a card were found around the print (0 when none was looked for).
    var cardSides = 0
    /// The centres of the marks that made the block.
    var markCentres: [Point] = []
    /// The centres of the marks of print in rows among them (`PrintDetector.printInRows`): a table's grain or flecks
    /// rarely make them.
    var rowCentres: [Point] = []
    /// How many glyph-like marks made the block.
    var marks: Int
    /// Their median height in the detector's pixels.
    var markHeight: Double
    /// The share of the marks whose nearest neighbour lies across rather than down (0.5 when unknown): near 1 on
    /// lines that run across the grid, near 0 on a page turned a quarter.
    var linesAcross = 0.5
}

extension PrintGuess {
    /// The same guess in the frame `turn` gives a `width`×`height` grid (the grid it was measured on): every
    /// quad still clockwise from the corner nearest the top-left.
    func turned(_ turn: PageOrientation, width: Double, height: Double) -> PrintGuess {
        func points(_ p: [Point]) -> [Point] { p.map { turn.turn($0, width: width, height: height) } }
        func quad(_ q: Quad) -> Quad { PolygonGeometry.orderedQuad(points(q.points)) ?? q }
        var out = self
        out.ink = quad(ink)
        out.page = quad(page)
        out.inkHull = points(inkHull)
        out.inkPoints = points(inkPoints)
        out.markCentres = points(markCentres)
        out.rowCentres = points(rowCentres)
        return out
    }
}

extension Component {
    /// The box as the grid turned a quarter clockwise shows it, for a grid `height` pixels high before the turn.
    func turnedClockwise(height: Int) -> Component {
        Component(label: label, area: area, minX: height - 1 - maxY, minY: minX, maxX: height - 1 - minY, maxY: maxX)
    }
}

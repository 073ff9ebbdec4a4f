import Imaging

/// Where the print detector thinks the page is: the block of print, and that block plus a margin.
struct PrintGuess: Sendable, Equatable {
    /// How much of the frame the print plus margin covers.
    var frameShare = 0.0
    /// The smallest rectangle around the print, clockwise on screen, top-left first.
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
    /// How many glyph-like marks made the block.
    var marks: Int
    /// Their median height in the detector's pixels.
    var markHeight: Double
}

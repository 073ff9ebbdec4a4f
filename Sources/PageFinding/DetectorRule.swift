import Imaging

/// Which detector found the page.
public enum PageDetector: String, Sendable, Codable {
    case brightness, print, none
}

/// Chooses between the outline that was seen and the guess from the print.
enum DetectorRule {
    /// How far outside the seen outline print may reach and still count as held, as a share of its diagonal.
    static let containmentTolerance = 0.01
    /// The print guess must cover at least this share of the seen outline for the outline to win.
    static let minimumCoverage = 0.5
    /// Sides of a card (apart from the sheet's edges) that must be seen around small print for it to win.
    static let minimumCardSides = 2

    /// The seen outline wins when it holds all of the print and the print guess covers at least half of it;
    /// otherwise the print guess wins, so a card on a sheet is found as the card.
    ///
    /// One addition to that rule: a print guess that covers less than half of the outline wins only when edges
    /// of a card were found around the print (`print.cardSides` ≥ 2, not counting the sheet's own edges). A letter with a short text on a plain sheet
    /// has no such edges, and is the whole sheet.
    static func choose(seen: Quad?, print: PrintGuess?) -> (quad: Quad?, detector: PageDetector) {
        // A print guess spread over nearly the whole frame can still reject an outline (it holds print the
        // outline misses) but cannot itself be the page.
        let usable = print.flatMap { $0.isPageSized ? $0 : nil }
        if let s = seen, let p = print, !p.isPageSized {
            return holdsAllPrint(s, p) ? (s, .brightness) : (nil, .none)
        }
        switch (seen, usable) {
        case (nil, nil): return (nil, .none)
        case (let s?, nil): return (s, .brightness)
        case (nil, let p?): return (p.page, .print)
        case (let s?, let p?):
            guard holdsAllPrint(s, p) else { return (p.page, .print) }
            if coverage(of: s, by: p) >= minimumCoverage { return (s, .brightness) }
            return p.cardSides >= minimumCardSides ? (p.page, .print) : (s, .brightness)
        }
    }

    /// The share of the outline the print guess covers.
    static func coverage(of seen: Quad, by print: PrintGuess) -> Double {
        PolygonGeometry.overlap(of: seen, within: print.page)
    }

    /// Whether the outline holds at least half of the marks of print found anywhere in the frame.
    static func holdsMostPrint(_ seen: Quad, _ print: PrintGuess) -> Bool {
        guard !print.markCentres.isEmpty else { return true }
        return 2 * marksHeld(by: seen, print) >= print.markCentres.count
    }

    /// How many of the print's marks lie inside the outline.
    static func marksHeld(by seen: Quad, _ print: PrintGuess) -> Int {
        let poly = PolygonGeometry.clockwise(seen.points)
        return print.markCentres.filter { PolygonGeometry.contains(poly, $0) }.count
    }

    static func holdsAllPrint(_ seen: Quad, _ print: PrintGuess) -> Bool {
        let poly = PolygonGeometry.clockwise(seen.points)
        let b = seen.boundingBox
        let tolerance = containmentTolerance * (b.width * b.width + b.height * b.height).squareRoot()
        return print.inkHull.allSatisfy { PolygonGeometry.contains(poly, $0, tolerance: tolerance) }
    }
}

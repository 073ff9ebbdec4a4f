import Foundation
import Imaging

/// Which detector found the page. `external` is never found by `PageFinder`: a declared style (an external command
/// or worker) looked for the page itself, and ScanLab's detectors did not run.
public enum PageDetector: String, Sendable, Codable, CaseIterable {
    case brightness, print, edges, none, external
}

/// Chooses among the outline that was seen, the guess from the print and the outline from edges.
enum DetectorRule {
    static let standard = PageFindingParameters.standard.rule
    /// How far outside the seen outline print may reach and still count as held, as a share of its diagonal.
    static var containmentTolerance: Double { standard.containmentTolerance }
    /// The print guess must cover at least this share of the seen outline for the outline to win.
    static var minimumCoverage: Double { standard.minimumCoverage }
    /// Sides of a card (apart from the sheet's edges) that must be seen around small print for it to win.
    static var minimumCardSides: Int { standard.minimumCardSides }

    /// The page chosen, which detector it came from, and why.
    struct Decision {
        var quad: Quad?
        var detector: PageDetector
        var reason: String
    }

    /// The rule between brightness and print (below), then the edge outline against its choice: the edges win
    /// when their outline holds the print and its sides are better seen as edges than the chosen page's by
    /// `edgeMargin` (a page cut by a shadow's band has a side where no edge is), or when nothing else was found
    /// and they score `minimumEdgeScore`. A card found on its sheet stays the card: its outline lies inside the edges'.
    /// - Parameter evidence: the edge evidence of a quad in the same coordinates as the others.
    /// - Parameter printContrast: how far the print's page (print and margin) differs in tone from the frame
    ///   around it, when measured; when it does not differ by `flatScanContrast` and there is no sheet, no card
    ///   and no edge outline, the paper fills the frame (a flat scan) and the frame is kept.
    static func choose(seen: Quad?, print: PrintGuess?, edges: (quad: Quad, evidence: EdgeEvidence)?,
                       evidence: (Quad) -> EdgeEvidence, parameters: PageFindingParameters.Rule,
                       printContrast: Double? = nil) -> Decision {
        let (quad, detector) = choose(seen: seen, print: print)
        if detector == .print, seen == nil, edges == nil, let contrast = printContrast, (print?.cardSides ?? 0) == 0 {
            guard abs(contrast) >= parameters.flatScanContrast else {
                return Decision(quad: nil, detector: .none,
                                reason: String(format: "no page: no outline, card or edges, and the frame around the print differs from its margin by %.0f gray levels only (the paper fills the frame)", contrast))
            }
        }
        let baseReason: String
        switch detector {
        case .brightness: baseReason = "the bright outline holds the print"
        case .print: baseReason = seen == nil ? "no bright outline; the page is the print and its margin"
                                              : "the bright outline does not hold the print as a page would; the print's card is the page"
        case .edges, .none, .external: baseReason = "no detector found a page"
        }
        guard let e = edges else { return Decision(quad: quad, detector: detector, reason: baseReason + "; no edge outline") }
        let edgeScore = e.evidence.score
        if let p = print, p.isPageSized, !holdsAllPrint(e.quad, p, tolerance: parameters.containmentTolerance) {
            let chosenEvidence = quad.map(evidence)
            let outline = chosenEvidence?.score ?? 0
            if edgeScore >= parameters.strongEdgeScore, outline <= parameters.weakOutline {
                return Decision(quad: e.quad, detector: .edges,
                                reason: String(format: "the edge outline is clear (score %.2f) and the %@ page's is not (%.2f): the print it leaves out is texture",
                                               edgeScore, detector.rawValue, outline))
            }
            // A page with `guessSidesWithoutEdge` or more sides that are no edge is a guess from the print and its
            // margin, not an outline; an edge outline every side of which is seen, clearly (`guessEdgeScore`), is the
            // paper, and the print it leaves out is texture, when it holds most of the print as a bright outline must
            // (`guessSidesWithoutEdge`).
            let sidesWithoutEdge = chosenEvidence?.sideSupport.filter { $0 < parameters.weakOutline }.count ?? 0
            let held = Double(marksHeld(by: e.quad, p)) / Double(max(1, p.markCentres.count))
            // Print in rows that the bright outline holds and the edge outline leaves out is print: the bright outline
            // is the paper (`seenRowMarksLeftOut`).
            let rowsLeftOut = detector == .brightness && parameters.seenRowMarksLeftOut > 0
                ? rowMarks(p, in: quad, outside: e.quad) >= parameters.seenRowMarksLeftOut : false
            if sidesWithoutEdge >= parameters.guessSidesWithoutEdge, e.evidence.weakest >= parameters.seenSideSupport,
               edgeScore >= parameters.guessEdgeScore, holdsMostPrint(e.quad, p),
               rowsDeparture(of: e.quad, from: p.ink) <= parameters.guessRowsTolerance, !rowsLeftOut {
                return Decision(quad: e.quad, detector: .edges,
                                reason: String(format: "the %@ page has %d sides that are no edge and the edge outline none (weakest %.2f, score %.2f), and it holds %.0f%% of the print: the print it leaves out is texture",
                                               detector.rawValue, sidesWithoutEdge, e.evidence.weakest, edgeScore, 100 * held))
            }
            if sidesWithoutEdge >= parameters.guessSidesWithoutEdge, e.evidence.weakest >= parameters.seenSideSupport {
                return Decision(quad: quad, detector: detector,
                                reason: baseReason + String(format: "; the edge outline cuts print (it scores %.2f and holds %.0f%% of it)", edgeScore, 100 * held))
            }
            return Decision(quad: quad, detector: detector, reason: baseReason + "; the edge outline cuts print")
        }
        guard let chosen = quad else {
            if edgeScore >= parameters.minimumEdgeScore {
                return Decision(quad: e.quad, detector: .edges,
                                reason: String(format: "only the edges found an outline (score %.2f)", edgeScore))
            }
            return Decision(quad: nil, detector: .none,
                            reason: String(format: "no page: the edge outline scores %.2f < %.2f", edgeScore, parameters.minimumEdgeScore))
        }
        // A page with some sides that are edges and one that is not, inside an edge outline whose every side is
        // an edge, is a piece of it: a label's printed box taken for a card, or a receipt's foot lost in shadow.
        // (A card on its sheet has faint edges on all sides, so its score stays low.)
        // So is a page that shares a corner's two sides with the outline, however faint its own other sides
        // (`pieceSharedSides`): a card on its sheet shares no side with the sheet.
        let chosenEvidence = evidence(chosen)
        let sharedSides = (0..<4).filter { keepsSides([$0], of: chosen, in: e.quad, tolerance: parameters.sharedSideTolerance) }.count
        if PolygonGeometry.overlap(of: chosen, within: e.quad) >= 0.9, e.evidence.weakest >= parameters.seenSideSupport,
           chosenEvidence.score > parameters.weakOutline || (parameters.pieceSharedSides > 0 && sharedSides >= parameters.pieceSharedSides),
           chosenEvidence.weakest < parameters.weakOutline {
            return Decision(quad: e.quad, detector: .edges,
                            reason: String(format: "the %@ page has a side that is no edge (%.2f) and the edge outline around it has none (weakest %.2f)",
                                           detector.rawValue, chosenEvidence.weakest, e.evidence.weakest))
        }
        // A page that shares three sides with a larger edge outline, whose fourth side is no edge (below
        // `seenSideSupport`) and a clearly weaker one than the outline's, and whose shared sides go on as edges over
        // the part the outline adds, was closed short by a shadow's edge (the card finder takes the nearest straight
        // step): the outline is the page. Where the sides run on over a cloth to one of its lines instead, they show
        // no edge there (receipt-ordinary-17 on gingham, whose own top scored 0.45 against a check line's 0.97). A
        // page whose fourth side is an edge stays (invoice-hard-1015 on a blue gingham: its foot 0.53, and the sides
        // ran on along the cloth's checks to a line 1.00). A card on its sheet shares no side with the sheet.
        if e.quad.area > chosen.area,
           let (chosenSide, edgeSide) = fourthSides(of: chosen, and: e.quad, tolerance: parameters.sharedSideTolerance) {
            let weaker = chosenEvidence.sideSupport.indices.contains(chosenSide) ? chosenEvidence.sideSupport[chosenSide] : 0
            let stronger = e.evidence.sideSupport.indices.contains(edgeSide) ? e.evidence.sideSupport[edgeSide] : 0
            let c = PolygonGeometry.clockwise(chosen.points), q = PolygonGeometry.clockwise(e.quad.points)
            let (c1, c2) = (c[chosenSide], c[(chosenSide + 1) % 4])
            // The outline's fourth side's ends, each paired with the page's corner on the same shared side.
            let (e1, e2) = c1.distance(to: q[edgeSide]) + c2.distance(to: q[(edgeSide + 1) % 4])
                <= c1.distance(to: q[(edgeSide + 1) % 4]) + c2.distance(to: q[edgeSide])
                ? (q[edgeSide], q[(edgeSide + 1) % 4]) : (q[(edgeSide + 1) % 4], q[edgeSide])
            // Sides 1 and 3 of the added part (c1 c2 e2 e1, in either turning) are the shared sides' continuations.
            let added = Quad(points: [c1, c2, e2, e1]).map { evidence($0).sideSupport } ?? []
            let continues = added.count == 4 && min(added[1], added[3]) >= parameters.seenSideSupport
            if continues, weaker < parameters.seenSideSupport, stronger >= parameters.seenSideSupport,
               stronger >= weaker + parameters.edgeMargin {
                return Decision(quad: e.quad, detector: .edges,
                                reason: String(format: "the %@ page shares three sides with the edge outline, whose fourth side is an edge (%.2f) where the page's is not (%.2f), and the shared sides go on as edges to it (%.2f, %.2f)",
                                               detector.rawValue, stronger, weaker, added[1], added[3]))
            }
        }
        // Only a page that is the card's outline is a card: with no sheet seen, the card's edges replace the print's
        // margin only when all four close (`PageFinder`); a page guessed from the print and its margin alone, with
        // no edge for a side, is no card on a sheet, and the edge outline around it is the paper
        // (`cardSidesWithoutSheet`).
        let isCard = seen != nil ? (print?.cardSides ?? 0) >= parameters.minimumCardSides
                                 : (print?.cardSides ?? 0) >= parameters.cardSidesWithoutSheet
        if detector == .print, isCard,
           PolygonGeometry.overlap(of: chosen, within: e.quad) >= 0.9, e.quad.area > 1.2 * chosen.area {
            return Decision(quad: quad, detector: detector, reason: baseReason + "; the card lies inside the edge outline")
        }
        // A page every side of which is an edge, inside a larger edge outline, is the page: the outline around it
        // is a cloth's lines or the sheet under it. (A page cut by a shadow's band has a side without an edge.)
        if PolygonGeometry.overlap(of: chosen, within: e.quad) >= 0.9, e.quad.area > 1.1 * chosen.area,
           chosenEvidence.weakest >= parameters.seenSideSupport {
            return Decision(quad: quad, detector: detector,
                            reason: baseReason + String(format: "; every side of it is an edge (weakest %.2f) inside the larger edge outline",
                                                        chosenEvidence.weakest))
        }
        let chosenScore = chosenEvidence.score
        if edgeScore >= chosenScore + parameters.edgeMargin {
            return Decision(quad: e.quad, detector: .edges,
                            reason: String(format: "the edge outline's sides are edges (score %.2f) where the %@ page's are not (%.2f)",
                                           edgeScore, detector.rawValue, chosenScore))
        }
        return Decision(quad: quad, detector: detector,
                        reason: baseReason + String(format: "; its sides score %.2f against the edge outline's %.2f", chosenScore, edgeScore))
    }

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

    /// When `a` and `b` share exactly three sides (each end of a side of `a` lies within `tolerance` of `b`'s diagonal
    /// of the line through a side of `b`), the index of the fourth side of each, in clockwise order from the top-left
    /// corner (the order of `EdgeEvidence.sideSupport`).
    static func fourthSides(of a: Quad, and b: Quad, tolerance share: Double) -> (Int, Int)? {
        let p = PolygonGeometry.clockwise(a.points), q = PolygonGeometry.clockwise(b.points)
        let tolerance = diagonalShare(share, of: b)
        var matchedA = Set<Int>(), matchedB = Set<Int>()
        for i in 0..<4 {
            for j in 0..<4 where !matchedB.contains(j) {
                guard side(i, of: p, liesAlong: j, of: q, tolerance: tolerance) else { continue }
                matchedA.insert(i); matchedB.insert(j)
                break
            }
        }
        guard matchedA.count == 3, let i = (0..<4).first(where: { !matchedA.contains($0) }),
              let j = (0..<4).first(where: { !matchedB.contains($0) }) else { return nil }
        return (i, j)
    }

    /// Whether each of `sides` of `a` (indices in clockwise order from the top-left corner, the order of
    /// `EdgeEvidence.sideSupport`) lies along a side of `b`: both its ends within `tolerance` of `b`'s diagonal of
    /// the line through that side.
    static func keepsSides(_ sides: [Int], of a: Quad, in b: Quad, tolerance share: Double) -> Bool {
        let p = PolygonGeometry.clockwise(a.points), q = PolygonGeometry.clockwise(b.points)
        let tolerance = diagonalShare(share, of: b)
        return sides.allSatisfy { i in (0..<4).contains { j in side(i, of: p, liesAlong: j, of: q, tolerance: tolerance) } }
    }

    /// `share` of `b`'s bounding box's diagonal, in pixels.
    private static func diagonalShare(_ share: Double, of b: Quad) -> Double {
        let box = b.boundingBox
        return share * (box.width * box.width + box.height * box.height).squareRoot()
    }

    /// Whether side `i` of the clockwise corners `p` lies along side `j` of `q`: both its ends within `tolerance` of
    /// the line through that side.
    private static func side(_ i: Int, of p: [Point], liesAlong j: Int, of q: [Point], tolerance: Double) -> Bool {
        let u = q[j], v = q[(j + 1) % 4]
        func distance(_ x: Point) -> Double { abs(PolygonGeometry.cross(u, v, x)) / max(1e-9, u.distance(to: v)) }
        return distance(p[i]) <= tolerance && distance(p[(i + 1) % 4]) <= tolerance
    }

    /// The share of the outline the print guess covers.
    static func coverage(of seen: Quad, by print: PrintGuess) -> Double {
        PolygonGeometry.overlap(of: seen, within: print.page)
    }

    /// How far, in degrees, the outline's top or foot runs from the print's rows (the ink block's top), the larger.
    static func rowsDeparture(of outline: Quad, from ink: Quad) -> Double {
        let rows = Line(ink.topLeft, ink.topRight).turn
        func apart(_ side: Line) -> Double { abs(remainder(side.turn - rows, 2 * .pi)) * 180 / .pi }
        return max(apart(Line(outline.topLeft, outline.topRight)), apart(Line(outline.bottomLeft, outline.bottomRight)))
    }

    /// Whether the outline holds at least half of the marks of print found anywhere in the frame.
    static func holdsMostPrint(_ seen: Quad, _ print: PrintGuess) -> Bool {
        guard !print.markCentres.isEmpty else { return true }
        return 2 * marksHeld(by: seen, print) >= print.markCentres.count
    }

    /// How many of the print's marks in rows lie inside `page` (when given) and outside `outline`.
    static func rowMarks(_ print: PrintGuess, in page: Quad?, outside outline: Quad) -> Int {
        guard let page else { return 0 }
        let inner = PolygonGeometry.clockwise(page.points), outer = PolygonGeometry.clockwise(outline.points)
        return print.rowCentres.filter { PolygonGeometry.contains(inner, $0) && !PolygonGeometry.contains(outer, $0) }.count
    }

    /// How many of the print's marks lie inside the outline.
    static func marksHeld(by seen: Quad, _ print: PrintGuess) -> Int {
        let poly = PolygonGeometry.clockwise(seen.points)
        return print.markCentres.filter { PolygonGeometry.contains(poly, $0) }.count
    }

    static func holdsAllPrint(_ seen: Quad, _ print: PrintGuess, tolerance share: Double = containmentTolerance) -> Bool {
        let poly = PolygonGeometry.clockwise(seen.points)
        let b = seen.boundingBox
        let tolerance = share * (b.width * b.width + b.height * b.height).squareRoot()
        return print.inkHull.allSatisfy { PolygonGeometry.contains(poly, $0, tolerance: tolerance) }
    }
}

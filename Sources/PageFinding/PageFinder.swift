import Foundation
import Imaging

/// Finds the page in a photo: a brightness detector, a print detector and an edge detector, and a rule among them.
public enum PageFinder {
    /// The long side of the grid the brightness detector works on.
    static let coarseSide = 400
    /// The long side of the grid for the print detector and for refining corners.
    public static let fineSide = 1000

    /// Finds the page in `image` (gray or colour); the whole image when nothing is found.
    public static func find(in image: Image, parameters: PageFindingParameters = .standard) -> FoundPage {
        find(in: image, gray: nil, parameters: parameters)
    }

    /// Finds the page in `image`, searching the fine grid first and, when that finds neither a page nor any print
    /// and the photo has the pixels, a grid `PageFindingParameters.finerGridFactor` times finer.
    /// - Parameter gray: the image's gray version when the caller has it already.
    public static func find(in image: Image, gray: Image?, parameters: PageFindingParameters = .standard) -> FoundPage {
        let fine = fineGrid(image, gray: gray)
        let found = find(fine: fine.image, toFull: (fine.x, fine.y), fullWidth: image.width, fullHeight: image.height,
                         chroma: fine.chroma, parameters: parameters)
        let finerSide = fineSide * parameters.finerGridFactor
        guard parameters.finerGridFactor > 1, found.detector == .none, found.trace.foundNoPrint,
              Double(max(image.width, image.height)) >= parameters.finerGridMinimumPhotoRatio * Double(max(fine.image.width, fine.image.height)) else { return found }
        let finer = fineGrid(image, gray: gray, side: finerSide)
        var finerParameters = parameters
        finerParameters.print.minimumGlyphShare /= Double(parameters.finerGridFactor)
        let again = find(fine: finer.image, toFull: (finer.x, finer.y), fullWidth: image.width, fullHeight: image.height,
                         chroma: finer.chroma, parameters: finerParameters)
        // A page smaller than the smallest the edge detector takes is a speck of texture, not a page: on receipt-hard-18
        // (find-error seeds 1–24) the finer grid took 48x83 px of a wooden table for print.
        guard again.detector != .none,
              again.quad.area >= parameters.edges.minimumFrameShare * Double(image.width * image.height) else { return found }
        var trace = again.trace
        trace.reason = "on the fine grid no detector found a page and no print was found; on a grid \(finer.image.width)x\(finer.image.height): " + trace.reason
        return FoundPage(quad: again.quad, detector: again.detector, trace: trace)
    }

    /// The gray grid of about `fineSide` px the detectors search, and the factors back to the image's coordinates;
    /// from a colour photo, skin (a hand holding the page) is filled from its surroundings first (`SkinFill`).
    /// `chroma` is the photo's chroma on that grid (`ChromaGrid`; nil for a gray photo).
    /// - Parameter gray: the image's gray version when the caller has it already.
    /// - Parameter side: the grid's long side (`fineSide`, or finer when the page was not found on it).
    public static func fineGrid(_ image: Image, gray: Image? = nil, side: Int = fineSide) -> (image: Image, x: Double, y: Double, chroma: Image?) {
        let fine = GrayShrink.toLongSideWithScale(gray ?? image, side)
        // The chroma and the skin come from one read of the photo's samples.
        guard let sampled = ChromaGrid.sample(image, width: fine.image.width, height: fine.image.height, scale: (fine.x, fine.y)) else {
            return (fine.image, fine.x, fine.y, nil)
        }
        return (SkinFill.filled(fine.image, skin: sampled.skin, count: sampled.skinCount), fine.x, fine.y, sampled.chroma)
    }

    /// Finds the page from a gray grid of about `fineSide` px that covers the whole image of the given size.
    /// - Parameters:
    ///   - toFull: the factors from the grid's continuous coordinates to the image's.
    ///   - chroma: the photo's chroma on the grid (`fineGrid`), which tells the print's paper from coloured things.
    public static func find(fine: Image, toFull: (x: Double, y: Double), fullWidth: Int, fullHeight: Int,
                            chroma: Image? = nil, parameters: PageFindingParameters = .standard) -> FoundPage {
        let whole = Quad(Box(x: 0, y: 0, width: Double(fullWidth), height: Double(fullHeight)))
        guard fine.width >= 16 && fine.height >= 16 else {
            return FoundPage(quad: whole, detector: .none, trace: PageFindingTrace(reason: "the image is too small to search"))
        }
        let sighting = sight(fine: fine, chroma: chroma, parameters: parameters)
        let (shrunk, coarse, everywhere, seen, print, cardsAroundPrint) = (sighting.shrunk, sighting.coarse, sighting.everywhere,
                                                                           sighting.seen, sighting.print, sighting.cards?.quad)
        var printDetector = PrintDetector(parameters: parameters.print)
        printDetector.chroma = chroma
        func refine(_ q: Quad) -> Quad { EdgeRefiner().refine(q, in: fine, searchRadius: max(6, 2.5 * shrunk.x)) }
        // The outline from edges, and the same edge evidence for every detector's page, so the rule compares
        // like with like.
        let edgeDetector = EdgeDetector(parameters: parameters.edges)
        let grid = parameters.rule.usesEdges ? edgeDetector.grid(from: fine) : nil
        func evidence(_ q: Quad) -> EdgeEvidence {
            guard let grid else { return EdgeEvidence(sideSupport: []) }
            return EdgeEvidence.measure(q.scaled(x: 1 / grid.toFine.x, y: 1 / grid.toFine.y), in: grid.blurred, parameters: parameters.edges)
        }
        var edges: (quad: Quad, evidence: EdgeEvidence)?
        // When the page the other detectors agree on has sides that are edges already, no edge outline could beat
        // it by the rule's margin (scores reach 1 at most), so the lines are not searched: most ordinary photos.
        // A page guessed from the print alone (no outline seen) may be closed short by a shadow's edge
        // (`sharedSideTolerance`), so its outline is looked for too.
        let (settledQuad, settledDetector) = DetectorRule.choose(seen: seen, print: print)
        let settled = settledQuad.map(evidence)
        let needsEdges = (settled?.score ?? 0) <= 1 - parameters.rule.edgeMargin
            || (settledDetector == .print && seen == nil)
        if let grid, needsEdges {
            // Marks of print a side may not cut: all found in the frame, unless they spread over it (table texture
            // taken for print), then those on the seen sheet.
            let marks = (everywhere.flatMap { $0.isPageSized ? $0 : nil } ?? print)?.markCentres ?? []
            let gridMarks = marks.map { Point(x: $0.x / grid.toFine.x, y: $0.y / grid.toFine.y) }
            // The sides of the pages the other detectors found (the seen outline, the print's card, the page the rule
            // settled on) join the side hypotheses: a side the card finder found along the paper is that side even
            // where the Hough lines of a cloth or a wooden table crowd it out of the strongest lines.
            let pages = [seen, settledQuad, cardsAroundPrint].compactMap { $0 }
            let seeds = pages.map { $0.scaled(x: 1 / grid.toFine.x, y: 1 / grid.toFine.y) }
            // With no bright outline seen, the print's page and its card are all there is to go on, and a side of
            // theirs that is no edge is looked for beyond it (`Edges.sweptLinesPerSide`); a seen outline's sides are
            // the paper's where they are edges, and lines swept beyond the others closed a cloth's lines into quads
            // (invoice-ordinary-8 on a green gingham, 0.6% -> 6.7% off, when swept).
            var proposal = edgeDetector.propose(in: grid, marks: gridMarks, seeds: seeds, swept: seen == nil ? seeds : [])
            // A seen outline's sides that are edges are kept, and lines are swept beyond the others
            // (`Edges.sweepsSeenOutline`).
            if parameters.edges.sweepsSeenOutline, let s = seen, let seenOnGrid = seeds.first {
                let support = evidence(s).sideSupport
                let edgeSides = support.indices.filter { support[$0] >= parameters.rule.seenSideSupport }
                if edgeSides.count >= parameters.edges.seenSweepKeptSides, edgeSides.count < support.count,
                   let swept = edgeDetector.propose(in: grid, marks: gridMarks, seeds: seeds, swept: seeds),
                   DetectorRule.keepsSides(edgeSides, of: seenOnGrid, in: swept.quad, tolerance: parameters.edges.seenSweepSideTolerance) {
                    proposal = swept
                }
            }
            if let proposal {
                let onFine = proposal.quad.scaled(x: grid.toFine.x, y: grid.toFine.y)
                edges = (refine(onFine), proposal.evidence)
            }
        }
        // How far the print's page differs from the frame around it (measured only when it could decide).
        var printContrast: Double?
        if parameters.rule.usesEdges, needsEdges, seen == nil, edges == nil, let p = print, p.cardSides == 0 {
            printContrast = BrightnessDetector.contrast(of: p.page.scaled(x: 1 / shrunk.x, y: 1 / shrunk.y), in: coarse)
        }
        var decision = DetectorRule.choose(seen: seen, print: print, edges: edges, evidence: evidence, parameters: parameters.rule,
                                           printContrast: printContrast)
        if let c = printContrast, decision.detector == .print { decision.reason += String(format: " (it stands out from the frame by %.0f)", c) }
        // An outline found by its edges is a sheet as much as a bright outline is: the print and a card's edges are
        // looked for inside it by the same rule, so a receipt lying on a sheet of paper is the receipt whichever
        // detector saw the sheet (card-on-sheet receipts 122 of seeds 101–124, 1102 and 1109 of 1101–1124 were
        // found as the sheet: speckle on a stone table spread the print over the frame, and the edges won). A card
        // chosen inside the edge outline is looked for again on that whole sheet: found on a bright piece of the
        // sheet cut by a shadow, its print in the shadow was left out (receipt 114).
        if let e = edges, let chosen = decision.quad,
           decision.detector == .edges || (decision.detector == .print && PolygonGeometry.overlap(of: chosen, within: e.quad) >= 0.9
                                           && e.quad.area > 1.2 * chosen.area),
           let card = card(on: e.quad, in: fine, detector: printDetector, evidence: evidence, parameters: parameters),
           !(decision.detector == .print && card.quad.isClose(to: chosen, within: 0.01)) {
            decision = DetectorRule.Decision(quad: card.quad, detector: .print,
                                             reason: decision.reason + String(format: "; on the edge outline as a sheet lies a card (%d sides are edges on it, its outline scores %.2f): the card is the page",
                                                                              card.sides, card.score))
        }
        // Without the edge detector (measuring before and after) no evidence is measured, so the time is as before.
        func measured(_ q: Quad?) -> EdgeEvidence? { parameters.rule.usesEdges ? q.map(evidence) : nil }
        let seenEvidence = measured(seen)
        var proposals = [PageFindingTrace.Proposal(detector: .brightness, quad: seen, score: seenEvidence?.score,
                                                   sideSupport: seenEvidence?.sideSupport,
                                                   note: seen == nil ? "no bright four-sided region held the print" : nil)]
        if let p = print {
            let printEvidence = measured(p.page)
            proposals.append(.init(detector: .print, quad: p.page, score: printEvidence?.score, sideSupport: printEvidence?.sideSupport,
                                   note: "\(p.marks) marks, \(p.cardSides) card sides" + (p.isPageSized ? "" : ", spread over the frame")))
        } else {
            proposals.append(.init(detector: .print, quad: nil, note: "no block of print"))
        }
        proposals.append(.init(detector: .edges, quad: edges?.quad, score: edges?.evidence.score, sideSupport: edges?.evidence.sideSupport,
                               note: edges != nil ? nil : !parameters.rule.usesEdges ? "not run"
                                   : needsEdges ? "no four straight sides held the print"
                                   : String(format: "not searched: the other detectors' page has edges for sides (score %.2f)", settled?.score ?? 0)))
        let trace = PageFindingTrace(proposals: proposals, chosen: decision.detector, reason: decision.reason)
            .scaled(x: toFull.x, y: toFull.y)
        guard let quad = decision.quad else { return FoundPage(quad: whole, detector: .none, trace: trace) }
        return FoundPage(quad: quad.scaled(x: toFull.x, y: toFull.y), detector: decision.detector, trace: trace)
    }

    /// What the brightness and print detectors see on the fine grid, and the card's edges around the print: the part
    /// of `find` that `explain` shows as it is, so both describe one search.
    struct Sighting {
        /// The coarse grid's factors to the fine grid, and the coarse grid (box-filtered) the outlines are found on.
        var shrunk: (image: Image, x: Double, y: Double)
        var coarse: Image
        /// The print over the whole frame.
        var everywhere: PrintGuess?
        /// The bright outline, refined on the fine grid; nil when none holds the print.
        var seen: Quad?
        /// The print on the seen outline (or everywhere), its page set to the card's edges when enough were found.
        var print: PrintGuess?
        /// The edges found around the print, when any side was found (kept for the edge detector's hypotheses).
        var cards: CardEdgeFinder.Result?
    }

    /// The seen outline, the print and the card's edges around it, on the fine grid.
    static func sight(fine: Image, chroma: Image?, parameters: PageFindingParameters) -> Sighting {
        let shrunk = GrayShrink.toLongSideWithScale(fine, coarseSide)
        let coarse = shrunk.image.boxFiltered(radius: 1)
        // Print over the whole frame checks an outline: one that holds less than half of it is a piece of
        // the page (cut by a shadow) or something else bright, and is not trusted.
        var printDetector = PrintDetector(parameters: parameters.print)
        printDetector.chroma = chroma
        let everywhere = printDetector.guess(in: fine)
        // An outline on the fine grid with its sides moved onto the paper's edges.
        func refine(_ q: Quad) -> Quad { EdgeRefiner().refine(q, in: fine, searchRadius: max(6, 2.5 * shrunk.x)) }
        func outline(_ candidates: [(candidate: PageCandidate, view: Image)]) -> Quad? {
            guard let best = bestCandidate(candidates) else { return nil }
            let refined = refine(best.quad.scaled(x: shrunk.x, y: shrunk.y))
            if let g = everywhere, !DetectorRule.holdsMostPrint(refined, g) { return nil }
            return refined
        }
        // The plain and shadow-normalised views find most pages; the texture views, costlier, only run when
        // those find nothing that holds the print.
        let normalised = ShadowNormalisedView.make(coarse)
        var pool = quickCandidates(coarse, normalised)
        var seen = outline(pool)
        if seen == nil {
            pool += textureCandidates(coarse, normalised)
            seen = outline(pool)
        }
        // An outline that cuts print off is a piece of the page: cut by a shadow's band, or a cloth's white squares
        // joined to part of it. The edges found around all the print take over when all four sides show and they
        // hold the piece and differ from it (print that is really table texture makes edges inside the sheet); else the
        // piece is joined to another bright piece when together they make one four-sided sheet holding more print.
        var aroundAllPrint: CardEdgeFinder.Result?
        if let s = seen, let e = everywhere, e.isPageSized, !DetectorRule.holdsAllPrint(s, e) {
            let around = edges(around: e, in: fine, apartFrom: nil, parameters: parameters.card)
            if around.sidesFound == 4, !around.quad.isClose(to: s, within: 0.01), PolygonGeometry.overlap(of: s, within: around.quad) >= 0.9 {
                seen = nil
                aroundAllPrint = around
            } else if let joined = joined(s, with: pool, scale: (shrunk.x, shrunk.y), print: e,
                                          frame: Double(fine.width * fine.height)) {
                seen = refine(joined)
            }
            // Still a piece that leaves out much of the print: no page (`pieceLeftOutShare`).
            let share = parameters.rule.pieceLeftOutShare
            if share > 0, let piece = seen, !DetectorRule.holdsAllPrint(piece, e), !e.rowCentres.isEmpty {
                let poly = PolygonGeometry.clockwise(piece.points)
                let held = e.rowCentres.filter { PolygonGeometry.contains(poly, $0) }.count
                if 1 - Double(held) / Double(e.rowCentres.count) >= share { seen = nil }
            }
        }
        // The edges found around the print, when any side was found (kept for the edge detector's hypotheses).
        var cards: CardEdgeFinder.Result?
        var print = seen == nil ? everywhere : printDetector.guess(in: fine, within: seen.map { PolygonGeometry.scaled($0, by: 0.98) })
        if var p = print {
            // Look for the edges of a card around the print: they decide the rule when the print is small
            // against the sheet, and they place the card's corners better than a margin does. (When the edges
            // around all the print replaced the outline, they are these edges already.)
            let around = aroundAllPrint ?? edges(around: p, in: fine, apartFrom: seen, parameters: parameters.card)
            p.cardSides = around.sidesFound
            if around.sidesFound > 0 { cards = around }
            // Without a seen sheet, edges count only when all four close around the print: a scan filled with
            // print has rows the detector missed, and a side found among them would crop the page.
            if around.sidesFound >= (seen == nil ? parameters.rule.cardSidesWithoutSheet : parameters.rule.minimumCardSides) { p.page = around.quad }
            print = p
        }
        return Sighting(shrunk: shrunk, coarse: coarse, everywhere: everywhere, seen: seen, print: print, cards: cards)
    }

    /// A card lying on `sheet`: the print inside the sheet with the edges of a card around it, when the rule between
    /// a seen outline and the print picks the print's card (it covers less than half the sheet and all four of its
    /// sides are edges apart from the sheet's), and its outline is no clear edge outline
    /// itself (a card's faint sides on its sheet score 0.00–0.01; a label's printed box inside the label scored
    /// 0.59–0.61 and is no card). Nil otherwise.
    static func card(on sheet: Quad, in fine: Image, detector: PrintDetector, evidence: (Quad) -> EdgeEvidence,
                     parameters: PageFindingParameters) -> (quad: Quad, sides: Int, score: Double)? {
        guard var p = detector.guess(in: fine, within: PolygonGeometry.scaled(sheet, by: 0.98)) else { return nil }
        let cards = edges(around: p, in: fine, apartFrom: sheet, relativeSteps: true, parameters: parameters.card)
        p.cardSides = cards.sidesFound
        // All four: with two, an invoice's table rules and a letter's (seeds 10 of hard) were taken for a card.
        guard cards.sidesFound == 4 else { return nil }
        p.page = cards.quad
        let (quad, detector) = DetectorRule.choose(seen: sheet, print: p)
        guard detector == .print, let card = quad else { return nil }
        let score = evidence(card).score
        guard score <= parameters.rule.weakOutline else { return nil }
        return (card, cards.sidesFound, score)
    }

    /// The nearest straight edges around the print, first within a card's margin (30 glyph heights); when no
    /// sheet was seen, a side without an edge there is searched again out to the frame's border (a letter's
    /// margins are wider than a card's).
    static func edges(around p: PrintGuess, in fine: Image, apartFrom sheet: Quad?, relativeSteps: Bool = false,
                      parameters: PageFindingParameters.Card) -> CardEdgeFinder.Result {
        CardEdgeFinder(parameters: parameters).find(around: p.ink, inkPoints: p.inkPoints, fallback: p.page, in: fine,
                              nearest: 0.5 * p.markHeight, farthest: 30 * p.markHeight,
                              beyond: sheet == nil ? Double(max(fine.width, fine.height)) : nil, apartFrom: sheet,
                              relativeSteps: relativeSteps)
    }

    /// The outline `seen` joined with another passing candidate (scaled from the coarse grid by `scale`), when
    /// their hull is four-sided and holds more of the print; nil when no candidate does. Not yet refined.
    /// - Parameter frame: the fine grid's area.
    static func joined(_ seen: Quad, with pool: [(candidate: PageCandidate, view: Image)], scale: (x: Double, y: Double),
                       print: PrintGuess, frame: Double) -> Quad? {
        let detector = BrightnessDetector()
        var best: (quad: Quad, held: Int)?
        let heldNow = DetectorRule.marksHeld(by: seen, print)
        for (candidate, view) in pool where candidate.rejection == nil {
            let piece = candidate.quad.scaled(x: scale.x, y: scale.y)
            let hull = PolygonGeometry.convexHull(seen.points + piece.points)
            let hullArea = PolygonGeometry.area(hull)
            guard hullArea > seen.area * 1.05, hullArea <= detector.maximumFrameShare * frame,
                  let four = PolygonGeometry.largestInscribedQuad(hull), let quad = PolygonGeometry.orderedQuad(four),
                  quad.area >= 0.95 * hullArea,
                  PolygonGeometry.interiorAngles(PolygonGeometry.clockwise(quad.points)).allSatisfy({ abs($0 - 90) <= detector.maximumAngleOffSquare })
            else { continue }
            let count = DetectorRule.marksHeld(by: quad, print)
            guard count > heldNow, count > best?.held ?? 0,
                  detector.checkContrast(candidate, in: view).rejection == nil else { continue }
            best = (quad, count)
        }
        return best?.quad
    }

    /// The largest candidate that passes every check (contrast measured largest first, until one passes).
    static func bestCandidate(_ candidates: [(candidate: PageCandidate, view: Image)]) -> PageCandidate? {
        let detector = BrightnessDetector()
        let pending = candidates.filter { $0.candidate.rejection == nil }
            .sorted { $0.candidate.quad.area > $1.candidate.quad.area }
        for (candidate, view) in pending {
            let checked = detector.checkContrast(candidate, in: view)
            if checked.rejection == nil { return checked }
        }
        return nil
    }

    static func tagged(_ name: String, _ grid: Image) -> [(candidate: PageCandidate, view: Image)] {
        BrightnessDetector().candidates(in: grid).map { c -> (candidate: PageCandidate, view: Image) in
            var c = c
            c.view = name
            return (c, grid)
        }
    }

    /// Candidates from the plain grid and its shadow-normalised view.
    static func quickCandidates(_ coarse: Image, _ normalised: Image) -> [(candidate: PageCandidate, view: Image)] {
        tagged("plain", coarse) + tagged("normalised", normalised)
    }

    /// Candidates from views with texture taken out: even tone, and openings at two sizes (small: stone, fine
    /// cloth; large: a gingham's squares).
    static func textureCandidates(_ coarse: Image, _ normalised: Image) -> [(candidate: PageCandidate, view: Image)] {
        var all = tagged("even", EvenToneView.make(coarse)) + tagged("even-normalised", EvenToneView.make(normalised))
        for share in [0.025, 0.05] {
            all += tagged("plain-opened", TextureFreeView.make(coarse, textureShare: share))
            all += tagged("normalised-opened", TextureFreeView.make(normalised, textureShare: share))
        }
        return all
    }

    /// Every candidate from every view (contrast not yet measured).
    static func allCandidates(in coarse: Image) -> [(candidate: PageCandidate, view: Image)] {
        let normalised = ShadowNormalisedView.make(coarse)
        return quickCandidates(coarse, normalised) + textureCandidates(coarse, normalised)
    }

    /// Area-averaged gray copy whose long side is at most `side`.
    static func shrink(_ image: Image, toLongSide side: Int) -> Image {
        GrayShrink.toLongSide(image, side)
    }
}

extension PageFinder {
    /// A readable account of what each detector saw, for diagnosing a page (grid pixels of the fine grid).
    /// - Parameters:
    ///   - marksImage: when given, the fine grid with the marks taken for print drawn in white boxes is written here.
    ///   - parameters: the finder's parameters, as `find` is given them.
    public static func explain(_ image: Image, marksImage: String? = nil, parameters: PageFindingParameters = .standard) -> String {
        // The same grid `find` searches (skin filled), so the detectors' lines describe what `find` saw.
        let searched = fineGrid(image)
        let fine = (image: searched.image, x: searched.x, y: searched.y)
        let shrunk = GrayShrink.toLongSideWithScale(fine.image, coarseSide)
        let coarse = shrunk.image.boxFiltered(radius: 1)
        var lines = ["fine \(fine.image.width)x\(fine.image.height), coarse \(coarse.width)x\(coarse.height)"]
        func pts(_ q: Quad) -> String { q.points.map { "(\(Int($0.x * shrunk.x)),\(Int($0.y * shrunk.y)))" }.joined(separator: " ") }
        let detector0 = BrightnessDetector()
        for (c0, view) in allCandidates(in: coarse) {
            let c = c0.rejection == nil ? detector0.checkContrast(c0, in: view) : c0
            lines.append(c.view + String(format: " level %3d solidity %.2f corners %d share %.2f angle %4.1f contrast %3.0f %@ -> %@",
                                c.level, c.solidity, c.corners, c.frameShare, c.worstAngleOffSquare, c.contrast, pts(c.quad),
                                c.rejection ?? "ok"))
        }
        var detector = PrintDetector(parameters: parameters.print)
        detector.chroma = searched.chroma
        detector.trace = { lines.append("print: " + $0) }
        if let marksImage {
            detector.traceMarks = { marks in
                var canvas = fine.image
                for m in marks {
                    for x in m.minX...m.maxX { canvas.pixels[m.minY * canvas.width + x] = 255; canvas.pixels[m.maxY * canvas.width + x] = 255 }
                    for y in m.minY...m.maxY { canvas.pixels[y * canvas.width + m.minX] = 255; canvas.pixels[y * canvas.width + m.maxX] = 255 }
                }
                try? ImageFile.write(canvas, to: marksImage)
            }
        }
        if let p = detector.guess(in: fine.image) {
            lines.append("print: \(p.marks) marks, height \(p.markHeight), page \(p.page.points.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined(separator: " "))")
        } else {
            lines.append("print: none")
        }
        // The card's edges as `find` looks for them (`sight`): around the print on the seen outline, apart from it.
        let sighting = sight(fine: fine.image, chroma: searched.chroma, parameters: parameters)
        func finePoints(_ q: Quad) -> String { q.points.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined(separator: " ") }
        lines.append("seen: " + (sighting.seen.map(finePoints) ?? "nothing"))
        if let cards = sighting.cards {
            lines.append("card: \(cards.sidesFound) sides, \(finePoints(cards.quad))" + (sighting.seen == nil ? "" : " (apart from the seen outline)"))
        } else {
            lines.append(sighting.print == nil ? "card: no print to look around" : "card: no side found")
        }
        if let p = detector.guess(in: fine.image) {
            var edgeDetector = EdgeDetector(parameters: parameters.edges)
            edgeDetector.trace = { lines.append($0) }
            let grid = edgeDetector.grid(from: fine.image)
            _ = edgeDetector.propose(in: grid, marks: p.markCentres.map { Point(x: $0.x / grid.toFine.x, y: $0.y / grid.toFine.y) })
            lines.append("edges grid \(grid.gray.width)x\(grid.gray.height), to fine ×\(String(format: "%.2f", grid.toFine.x))"
                         + " (the edge detector alone: `find` also offers it the other detectors' sides, so its outline is in the lines below)")
        }
        let found = find(in: image, parameters: parameters)
        lines.append(contentsOf: found.trace.lines)
        lines.append("found by \(found.detector.rawValue)")
        return lines.joined(separator: "\n")
    }
}

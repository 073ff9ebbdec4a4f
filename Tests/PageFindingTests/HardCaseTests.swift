import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// The hard cases that motivated the edge detector and its rule, each a generated photo with its seed: the
/// corners found must lie within 1% of the page's diagonal of the truth's (the synthesizer's page corners, which
/// are the expected corners; they are printed on failure).
@Suite("Page finding on the hard cases: gingham, a heavy shadow, stone")
struct HardCaseTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var kind: DocumentKind
        var seed: UInt64
        var difficulty: PageSpec.Difficulty = .ordinary
        var scene: PageSpec.Scene? = nil
        var shadow: Point? = nil
        var shadowStrength: Double? = nil
        var sceneValues: [String: Double]? = nil
        var pageScale: Double? = nil
        var orientation: PageOrientation? = nil
        /// What today's code (before the edge detector) did with it, said honestly.
        var before: String
        var description: String { name }

        var spec: PageSpec {
            var spec = PageSpec(document: kind, language: .en, seed: seed, difficulty: difficulty)
            spec.scene = scene
            spec.shadow = shadow
            spec.shadowStrength = shadowStrength
            spec.sceneValues = sceneValues
            spec.pageScale = pageScale
            spec.orientation = orientation
            return spec
        }
    }

    static let cases: [Case] = [
        // The issue's heavy hand shadow (`synth --shadow 0.3,0.6 --shadow-strength 0.85`) over a receipt on a green
        // gingham: no bright outline, and the print's margin guess was 3.1% off.
        Case(name: "receipt on gingham under a heavy shadow", kind: .receipt, seed: 2, scene: .table,
             shadow: Point(x: 0.3, y: 0.6), shadowStrength: 0.85, before: "failed: 3.1% off, by print"),
        // Stone speckle taken for print, with a shadow over the receipt: the print guess took the table.
        Case(name: "receipt on stone under a shadow", kind: .receipt, seed: 15, before: "failed: 16% off, by print"),
        Case(name: "receipt on stone, shadow at its foot", kind: .receipt, seed: 9, before: "failed: 8.0% off, by print"),
        Case(name: "small receipt on stone under a hand's shadow", kind: .receipt, seed: 217, pageScale: 0.4,
             before: "failed: 45% off, by print"),
        // A shadow across the page splits its brightness; speckle fools the print detector.
        Case(name: "letter on stone, a shadow across it", kind: .letter, seed: 6, difficulty: .hard, before: "failed: 47% off, by print"),
        Case(name: "invoice on stone, a hand's shadow across it", kind: .invoice, seed: 10, difficulty: .hard,
             before: "failed: 36% off, by print"),
        Case(name: "screenplay under a hand's shadow", kind: .screenplay, seed: 15, difficulty: .hard, before: "failed: 32% off, by print"),
        Case(name: "label on stone, a shadow across it", kind: .label, seed: 10, difficulty: .hard, before: "failed: 54% off, by print"),
    ]

    /// Cases of the rules added after the edge detector, each failing on the rule before it (measured with
    /// `scanlab-bench find` at commit 99a5b29; `before` says how).
    static let laterCases: [Case] = [
        // Print read as lines running across although they run down (on sroie-dev's X51006414533 turned 90° the
        // letters' widths were taken for their height and the print split into blocks).
        Case(name: "sideways receipt (turned 90°)", kind: .receipt, seed: 5, orientation: .clockwise,
             before: "failed: 4.8% off, by print (print read as lines running across)"),
        // Stone speckle spread the print over the frame; the sheet's four edges won, and no card was looked for
        // inside an outline found by edges.
        Case(name: "receipt on a sheet on stone, the sheet found by its edges", kind: .receipt, seed: 122, scene: .cardOnSheet,
             before: "failed: 32.6% off, by edges (the sheet)"),
        // A check line of the cloth crossed the card's side and cut into the print over the side's last lanes; it
        // tied the paper's edge on the votes and the side ran askew past the paper, so the card lost to the cloth's
        // edge outline (measured on the turned-print rules of 1462a8f..835e84d before the per-lane print test).
        Case(name: "sideways receipt on gingham (turned 90°)", kind: .receipt, seed: 11, orientation: .clockwise,
             before: "failed: 8.7% off, by edges (a check line of the cloth taken for the card's side)"),
        // The smallest rectangle around ragged print followed a hull side far off the print's lines and stood the
        // page askew (as on photos-dev srd-2, srd-3, srd-9); the print's rectangle now runs along its lines
        // (`PrintDetector.lineTurn`; measured with `scanlab-bench find-error` at main ddec167).
        Case(name: "invoice, hard, print's hull askew of its lines", kind: .invoice, seed: 1015, difficulty: .hard,
             before: "failed: 16.2% off, by print (the print's rectangle askew of its lines)"),
    ]

    /// Cases of the rules for pages with no bright outline (measured with `scanlab-bench find-error --seeds 24` at
    /// main def6d35; `before` says how each failed there).
    static let outlineCases: [Case] = [
        // Stone speckle taken for print (12 marks over the whole frame), a hand's shadow cutting the bright outline
        // into 5–8 corners; the paper's four sides were the frame's four strongest lines, but their quad held too few
        // of the marks. It stands out from the ring around it as paper does (`minimumPaperContrast`).
        Case(name: "invoice on stone, a hand's shadow cutting its bright outline", kind: .invoice, seed: 16, difficulty: .hard,
             before: "failed: 37.1% off, by print (speckle taken for print)"),
        // The card finder found the label's top and long sides, but the Hough lines of the gingham crowded them out
        // of the edge detector's hypotheses; the card's sides now join them.
        Case(name: "label on gingham, its sides crowded out by the cloth's lines", kind: .label, seed: 3,
             before: "failed: 14.6% off, by print (the card closed at a faint step under the print)"),
        // A hand shadow's lower edge taken for the label's foot: the card's other sides score 1.00, that side 0.45,
        // above the 0.3 that makes a page a piece of its edge outline; the card shares three sides with the label's
        // edge outline, and they go on as edges through the shadow to its foot (`sharedSideTolerance`).
        Case(name: "label under a hand's shadow, its lower edge taken for the foot", kind: .label, seed: 13,
             before: "failed: 11.7% off, by print (the shadow's lower edge taken for the label's foot)"),
        // The print detector left the receipt's last rows (a card payment's line, "HAVE A NICE DAY") out of its
        // block; the card finder kept only the nearest line per slope, those rows, which it set aside, so the card's
        // foot beyond them was never a candidate and the foot took a margin inside the print
        // (`CardEdgeFinder.linesPerSlope`, `acrossShare`; measured with `scanlab-bench find-error` at main 29263e7).
        Case(name: "receipt on a sheet, its last rows missed by the print detector", kind: .receipt, seed: 1113, scene: .cardOnSheet,
             before: "failed: 2.1% off, by print (the card's foot placed above the last printed rows)"),
    ]

    /// Cases of the rules of issue 12's last round (edge9; measured with `scanlab-bench find-error --seeds 24` at
    /// main 3efa538; `before` says how each failed there).
    static let marginCases: [Case] = [
        // No bright outline and a card of three sides only, so the print's page was its margin guess (sides scoring
        // 0.00–0.12); the edge outline around it was the invoice (0.94), but the margin guess was kept as a card lying
        // inside it (`cardSidesWithoutSheet`).
        Case(name: "invoice under a shadow, its print's margin guess taken for a card", kind: .invoice, seed: 6, difficulty: .hard,
             before: "failed: 17.7% off, by print (the margin guess kept as a card inside the edge outline)"),
        // Speckle taken for print on both sides of the receipt: the print's page (sides 0.00/0.12/0.00/0.05) was a
        // guess, and the receipt's edge outline (every side 0.70 or more, score 0.82) left out the speckle beyond it
        // but scored under `strongEdgeScore` (`guessSidesWithoutEdge`).
        Case(name: "receipt on stone, the print guess spread over speckle", kind: .receipt, seed: 9, difficulty: .hard,
             before: "failed: 21.8% off, by print (the edge outline cut the speckle taken for print)"),
    ]

    /// Cases of card11: a shadow's soft edge is no side of the page (`Card.minimumSharpness`; measured with
    /// `scanlab-bench find-error --seeds 24` on both ranges at main f626254; `before` says how each failed there).
    static let shadowEdgeCases: [Case] = [
        // A hand shadow's band across the letter on gingham: no bright outline, and its lower edge (sharpness 0.19–0.20)
        // was taken for the card's foot, far above the paper's.
        Case(name: "letter on gingham, a hand shadow's lower edge taken for its foot", kind: .letter, seed: 2, difficulty: .hard,
             before: "failed: 8.4% off, by print (the shadow's lower edge taken for the foot)"),
        Case(name: "letter, ordinary, a shadow's edge taken for a side", kind: .letter, seed: 1024,
             before: "failed: 12.2% off, by print (a shadow's edge taken for a side)"),
    ]

    /// Cases of card12: a barcode's end is no side of the label (`Card.minimumBarSwings`; measured with
    /// `scanlab-bench find-error --seeds 24` on both ranges at main 38dd1e4; `before` says how each failed there).
    static let barcodeEndCases: [Case] = [
        // The card's foot ran along the Code 128's lower end, 18% short of the label's foot.
        Case(name: "label on wood, a code's end taken for its foot", kind: .label, seed: 1, difficulty: .hard,
             before: "failed: 18.0% off, by print (the Code 128's end taken for the foot)"),
        // In shadow: passed over, the code's end leaves the label's own foot, beyond the PDF417, as the card's foot.
        Case(name: "label on gingham under a shadow, a code's end taken for its foot", kind: .label, seed: 5, difficulty: .hard,
             before: "failed: 18.0% off, by print (a code's end taken for the foot)"),
        Case(name: "label, ordinary, a code's end taken for its foot", kind: .label, seed: 5,
             before: "failed: 16.6% off, by print (a code's end taken for the foot)"),
        Case(name: "label, ordinary, a code's end taken for its foot (second range)", kind: .label, seed: 1009,
             before: "failed: 16.2% off, by print (a code's end taken for the foot)"),
    ]

    /// Cases of find13: a cloth's checks are no print (`Print.clothContrast`, `clothSizeSpread`, `clothGap`; measured
    /// with `scanlab-bench find-error --seeds 24` on both ranges at 308f85f; `before` says how each failed there).
    static let clothCases: [Case] = [
        // A gingham's dark checks in a hand's shadow, faint against their light checks, alike in size and a check's
        // width apart, made a block of "print" that the piece of the page the shadow left bright held; without it
        // that piece no longer holds all the print, and the print's card (four sides found) is the page.
        Case(name: "screenplay on gingham, the cloth's checks taken for print", kind: .screenplay, seed: 17, difficulty: .hard,
             before: "failed: 11.0% off, by brightness (the cloth's checks taken for print)"),
    ]

    /// Cases of find13: a 2-D code beside the print is print (`Print.codeMinimumHeight`; measured with `scanlab-bench
    /// find-error --seeds 24` on both ranges at 4e30aea; `before` says how each failed there).
    static let codeCases: [Case] = [
        // The label's QR code at its right, left out of the print, gave the card finder its edge for the label's side.
        Case(name: "label on a blue gingham, its QR code's edge taken for its side", kind: .label, seed: 1008,
             before: "failed: 1.6% off, by print (the card's side at the code's edge)"),
        Case(name: "label on gingham, its code's edge taken for its side", kind: .label, seed: 1010,
             before: "failed: 1.7% off, by print (the card's side at the code's edge)"),
    ]

    /// Cases of find14: a page lying along the frame's border (`Edges.minimumFarOffsetsInFrame`, `nestedStepsOneWay`;
    /// measured with `scanlab-bench find-error --seeds 24 --first-seed 1001` at main 9c1b1e3; `before` says how it
    /// failed there).
    static let frameBorderCases: [Case] = [
        // The label's left side lies 4–11 px of the 500 px edge grid inside the frame's left border; expected corners
        // (truth) about (65, 632), (1753, 708), (2064, 3335), (23, 3556). Its own left side had too few samples in the
        // frame to be seen, and the outline closed on its barcodes' and print's left ends (brighter outside, where the
        // other sides are brighter inside) won as the innermost near-best quad.
        Case(name: "label along the frame's left border, its print's left ends taken for its side", kind: .label, seed: 1019,
             before: "failed: 2.1% off, by edges (the left side on the barcodes' and print's left ends)"),
    ]

    /// A case of the finer grid (`PageFindingParameters.finerGridFactor`; measured with `scanlab-bench find-error
    /// --seeds 24 --first-seed 1001` at find14 5fd8e90).
    static let finerGridCases: [Case] = [
        // A receipt at 40% of the frame on a gingham, 257 px wide in a 2160x3840 photo: its letters are under 4 px tall
        // on the 1,280 px fine grid, the smallest glyph there, so no print and no page were found. Expected corners
        // (truth) about (1499, 928), (1756, 959), (1672, 2453), (1378, 2435).
        Case(name: "small receipt on gingham, its letters too small for the fine grid", kind: .receipt, seed: 1224, pageScale: 0.4,
             before: "failed: 102% off, no page found (the whole frame)"),
    ]

    /// Cases of find15: a side swept for beyond the print's page or card where its side is no edge
    /// (`Edges.sweptLinesPerSide`; measured with `scanlab-bench find-error --seeds 24` on both ranges at main 003ac13;
    /// `before` says how each failed there). On a light gingham the paper's sides are seen on the dark and middle
    /// checks only and make no Hough peak among the cloth's lines.
    static let sweptSideCases: [Case] = [
        // No bright outline; the card finder found the screenplay's top and sides, but its foot on a cloth's line 0.05
        // of whose samples step. Expected corners (truth) about (719, 1070), (2078, 1289), (1643, 3264), (18, 2755).
        Case(name: "screenplay on a light gingham, its foot no Hough line", kind: .screenplay, seed: 2, difficulty: .hard,
             before: "failed: 9.1% off, by print (the card's foot on the cloth)"),
        // Expected corners (truth) about (806, 485), (2099, 590), (1766, 2625), (41, 2065).
        Case(name: "letter on a light gingham, its sides no Hough lines", kind: .letter, seed: 1011, difficulty: .hard,
             before: "failed: 5.0% off, by print (the print and its margin)"),
        // The sheet under the receipt was not found under a shadow on a gingham, and the print's page reached past
        // the receipt; with the lines swept beyond its sides the edge outline is the sheet, and the card on it (four
        // sides) is the page. Expected corners (truth) about (654, 959), (1214, 893),
        // (1383, 2156), (788, 2228).
        Case(name: "receipt on a sheet on gingham, the sheet unseen under a shadow", kind: .receipt, seed: 123, scene: .cardOnSheet,
             before: "failed: 18.7% off, by print"),
    ]

    /// Cases of a cloth's lines closing an outline around the paper (find16; measured with `scanlab-bench find-error
    /// --seeds 24` on both ranges at main 729960a, `before` says how each failed there): on a gingham a check line
    /// steps all along and scores 1.00 where the paper's side steps only at the dark checks (0.5–0.7), so the outline
    /// on the cloth's lines beat the paper's own by more than `scoreTie`; the band between them is cloth, and it is
    /// peeled off (`EdgeDetector.addsTable`).
    static let tableBandCases: [Case] = [
        // A strongly slanted screenplay on a blue gingham under a hand's shadow: foot and right side on the cloth's
        // lines, peeled twice (0.72 -> 0.68 -> 0.62, the paper's own). Expected corners (truth) about (153, 506),
        // (1605, 574), (2095, 2521), (58, 2778).
        Case(name: "screenplay on a blue gingham, a cloth's lines beyond its foot and side", kind: .screenplay, seed: 21, difficulty: .hard,
             before: "failed: 17.8% off, by edges (foot and right side on the cloth's lines)"),
        // A label turned on a gingham: an outline with a cloth's lines for its left side and foot, the label's top
        // run on to them, scored 0.72 against the label's own 0.64 (its left side steps at the dark checks only).
        // Expected corners about (885, 426), (2100, 515), (1713, 2771), (40, 2194).
        Case(name: "label on a gingham, a cloth's lines beyond its left side", kind: .label, seed: 1011, difficulty: .hard,
             before: "failed: 15.3% off, by edges (left side and foot on the cloth's lines)"),
    ]

    /// Cases peeled only once a swept line is offered refined too (`sweepRefineTurns`): the paper's own top, swept at
    /// 2-degree turns, lay a degree off and under `minimumSideSupport` between its corners, so its outline never formed.
    static let refinedSweepCases: [Case] = [
        // The screenplay's scene with an invoice (foot and right side on the cloth's lines, 0.72 against 0.61).
        // Expected corners about (166, 463), (1559, 533), (2072, 2603), (79, 2869).
        Case(name: "invoice on a blue gingham, a cloth's lines beyond its foot and side", kind: .invoice, seed: 21, difficulty: .hard,
             before: "failed: 16.1% off, by edges (foot and right side on the cloth's lines)"),
        // A light gingham: the foot on a slanted line below the paper (0.66 against the paper's 0.57). Expected
        // corners about (267, 691), (1768, 747), (2016, 2799), (34, 2811).
        Case(name: "screenplay on a light gingham, a line below its foot", kind: .screenplay, seed: 11, difficulty: .hard,
             before: "failed: 2.4% off, by edges (the foot on a line below the paper)"),
    ]

    /// Cases of find17: lines swept beyond a seen outline's sides that are no edge, keeping those that are
    /// (`Edges.sweepsSeenOutline`; measured with `scanlab-bench find-error --seeds 24` on both ranges at main 37f76f6,
    /// `before` says how each failed there). A green gingham, a hand's shadow over the page's top right corner: the
    /// bright outline ran on over the cloth there (top 0.12, right side 0.25), and the paper's top and strongly
    /// slanted right side are no Hough lines among the cloth's.
    static let seenSweepCases: [Case] = [
        // Expected corners (truth) about (73, 97), (1539, 232), (2000, 2164), (46, 2462).
        Case(name: "letter on a green gingham, its top right corner under a hand's shadow", kind: .letter, seed: 8, difficulty: .hard,
             before: "failed: 4.4% off, by brightness (top right corner on the cloth, at (1905, -4))"),
        Case(name: "screenplay on a green gingham, its top right corner under a hand's shadow", kind: .screenplay, seed: 8, difficulty: .hard,
             before: "failed: 4.4% off, by brightness (top right corner on the cloth, at (1905, -4))"),
    ]

    /// A case of find17: a page sharing a corner's two sides with the edge outline around it is a piece of it, not a
    /// card on it (`Rule.pieceSharedSides`; measured with `scanlab-bench find-error --seeds 24` on both ranges at
    /// main 37f76f6).
    static let sharedCornerCases: [Case] = [
        // A hand's shadow over the letter's left half on a blue gingham: the card finder closed four sides on the
        // shadow's edge and the print, sharing the letter's right side and foot with the edge outline (which is the
        // letter), its top and left side 0.03, score 0.29. Expected corners (truth) about (153, 506), (1605, 574),
        // (2095, 2521), (58, 2778).
        Case(name: "letter on a blue gingham, a hand's shadow over its left half", kind: .letter, seed: 21, difficulty: .hard,
             before: "failed: 11.0% off, by print (the card inside the edge outline kept)"),
    ]

    /// A case of find18: a cloth's checks measured in whole pixels are even (`Print.clothSizeRounding`; measured with
    /// `scanlab-bench find-error --seeds 24` on both ranges at find17 5a9cd6e).
    static let clothRoundingCases: [Case] = [
        // A hand's shadow on a gray gingham beside the invoice: 4 of the cloth's checks, 4–6 px tall on the grid, made a
        // block as faint as cloth and a check's width apart, but their heights varied by 0.20 of their mean (the
        // rounding of their ends alone), so the block stayed print and set the page's top on the cloth. Expected
        // corners (truth) about (754, 1862), (1882, 1910), (1701, 3709), (248, 3432).
        Case(name: "invoice on a gray gingham beside a hand's shadow, 4 checks taken for print", kind: .invoice, seed: 17,
             difficulty: .hard, before: "failed: 34.9% off, by print (the page's top on the cloth, at (607, 882))"),
    ]

    @Test("corners within 1% of the page's diagonal",
          arguments: cases + laterCases + outlineCases + marginCases + shadowEdgeCases + barcodeEndCases + clothCases + codeCases
            + frameBorderCases + finerGridCases + sweptSideCases + tableBandCases + refinedSweepCases + seenSweepCases + sharedCornerCases
            + clothRoundingCases + sheetShadowCases + tableInShadowCases + strayCases + clothSpacingCases + clothOutOfRowsCases
            + paperFromRowsCases)
    func corners(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        let found = PageFinder.find(in: image)
        // A turned page's truth starts at the page's own top-left; the finder's quad at the image's.
        let expected = c.orientation == nil ? page.truth.pageCorners : page.truth.pageCorners.cycledToImageTopLeft()
        let error = cornerError(expected, found.quad)
        #expect(error < 0.01, """
            \(c.name) (before: \(c.before)): corner error \(error) by \(found.detector); \
            found \(found.quad.points), expected \(expected.points)
            \(found.trace.lines.joined(separator: "\n"))
            """)
    }

    /// A wooden table's grain made a chain of 11 marks running down beside a receipt whose own print was too small
    /// to be seen (receipt, hard, seed 18); taken for print, they were the page (0.88 off) and refused the
    /// receipt's outline. Turned a quarter they make no block of print, so they are no print. (The page itself is
    /// still not found: its bright outline is cut by a shadow into five or more corners; a known miss.)
    @Test("marks along a table's grain that make no print once turned are no print (receipt, hard, seed 18)")
    func grainIsNoPrint() throws {
        let page = try Synthesizer.synthesize(PageSpec(document: .receipt, language: .en, seed: 18, difficulty: .hard))
        let image = try ImageFile.decode(page.encoded, name: "receipt-hard-18")
        let fine = GrayShrink.toLongSideWithScale(image, PageFinder.fineSide).image
        #expect(PrintDetector().guess(in: fine) == nil)
        #expect(PageFinder.find(in: image).detector != .print)
    }

    /// A flat scan: no outline, no card, no edges, and the print's page does not stand out from the frame
    /// around it. With the flat-scan rule on, the frame is kept and with it every word; without it (today's
    /// default, see `flatScanContrast`: real scans read better cropped) the crop shaves words at the margin.
    @Test("with the flat-scan rule on, a flat scan keeps its frame, and with it every word")
    func flatScan() throws {
        let page = try Synthesizer.synthesize(PageSpec(document: .letter, language: .en, seed: 3, difficulty: .flat))
        let image = try ImageFile.decode(page.encoded, name: "flat letter")
        var parameters = PageFindingParameters.standard
        parameters.rule.flatScanContrast = 8
        let found = PageFinder.find(in: image, parameters: parameters)
        #expect(found.detector == .none, "\(found.trace.lines.joined(separator: "\n"))")
        #expect(found.quad == Quad(Box(x: 0, y: 0, width: Double(image.width), height: Double(image.height))))
        let poly = PolygonGeometry.clockwise(found.quad.points)
        #expect(page.truth.words.allSatisfy { w in w.quad.points.allSatisfy { PolygonGeometry.contains(poly, $0) } })
    }

    @Test("by default a flat scan is cropped to its print, which shaves words at the margin (a known limit)")
    func flatScanDefault() throws {
        let page = try Synthesizer.synthesize(PageSpec(document: .letter, language: .en, seed: 3, difficulty: .flat))
        let image = try ImageFile.decode(page.encoded, name: "flat letter")
        let found = PageFinder.find(in: image)
        #expect(found.detector == .print)
        let poly = PolygonGeometry.clockwise(found.quad.points)
        let cut = page.truth.words.filter { w in !w.quad.points.allSatisfy { PolygonGeometry.contains(poly, $0) } }
        #expect(!cut.isEmpty)
    }

    @Test("the trace names every detector and the choice", arguments: [cases[0]])
    func trace(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let found = PageFinder.find(in: try ImageFile.decode(page.encoded, name: c.name))
        #expect(found.trace.proposals.map(\.detector) == [.brightness, .print, .edges])
        #expect(found.trace.chosen == found.detector)
        #expect(found.detector == .edges)
        let edges = found.trace.proposals.first { $0.detector == .edges }
        #expect(edges?.quad == found.quad)
        #expect((edges?.score ?? 0) > (found.trace.proposals.first { $0.detector == .print }?.score ?? 1))
        #expect(!found.trace.reason.isEmpty)
    }

    /// With a shadow's edge allowed as a side (`minimumSharpness` 0), each card11 case fails as it did.
    @Test("with shadows' edges taken for sides, the card11 cases fail", arguments: shadowEdgeCases)
    /// letter-ordinary-1024 lies along the frame's border: since find14 its edge outline is found there as well
    /// (`Edges.minimumFarOffsetsInFrame`), so that rule is switched off too; since find16 letter-hard-2's outline is
    /// found through a refined swept line too (`Edges.sweepRefineTurns`), so refining is switched off as well.
    func shadowEdgeFailedBefore(_ c: Case) throws {
        try expectFails(c) {
            $0.card.minimumSharpness = 0
            $0.edges.minimumFarOffsetsInFrame = $0.edges.farOffsets.count
            $0.edges.sweepRefineTurns = 0
        }
    }

    /// With a barcode's end allowed as a side (`minimumBarSwings` 0), each card12 case fails as it did. Codes are left
    /// out of the print too (`codeMinimumHeight` 0): once a 2-D code beside the print joins it (find13), the card's
    /// search starts beyond the code, and on label-ordinary-5 and -1009 the code's end is no longer met.
    @Test("with barcodes' ends taken for sides, the card12 cases fail", arguments: barcodeEndCases)
    func barcodeEndFailedBefore(_ c: Case) throws {
        try expectFails(c) {
            $0.card.minimumBarSwings = 0
            $0.print.codeMinimumHeight = 0
        }
    }

    /// With a cloth's checks taken for print (`clothContrast` 0), each find13 case fails as it did.
    @Test("with a cloth's checks taken for print, the find13 cases fail", arguments: clothCases)
    func clothFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.print.clothContrast = 0 }
    }

    /// With a check's size read without its rounding to whole pixels (`clothSizeRounding` 0), the find18 case fails.
    @Test("with sizes' rounding counted as unevenness, the find18 cloth case fails", arguments: clothRoundingCases)
    func clothRoundingFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.print.clothSizeRounding = 0 }
    }

    /// With 2-D codes left out of the print (`codeMinimumHeight` 0), each find13 code case fails as it did.
    @Test("with codes left out of the print, the find13 code cases fail", arguments: codeCases)
    func codeFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.print.codeMinimumHeight = 0 }
    }

    /// With a side along the frame's border unseen (every far offset in the frame, as before), the find14 case fails.
    @Test("with a side along the frame's border unseen, the find14 case fails", arguments: frameBorderCases)
    func frameBorderFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.minimumFarOffsetsInFrame = $0.edges.farOffsets.count }
    }

    /// With nested quads' sides allowed to step either way, the find14 case fails.
    @Test("with a nested quad's sides stepping either way, the find14 case fails", arguments: frameBorderCases)
    func stepsOneWayFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.nestedStepsOneWay = false }
    }

    /// Without the finer grid (`finerGridFactor` 1), the finer grid's case finds no page.
    @Test("without the finer grid, the small receipt's case fails", arguments: finerGridCases)
    func finerGridFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.finerGridFactor = 1 }
    }

    /// Without the sweep beyond sides that are no edge (`sweptLinesPerSide` 0), each find15 case fails as it did.
    @Test("without lines swept beyond the print's sides, the find15 cases fail", arguments: sweptSideCases)
    func sweptSideFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.sweptLinesPerSide = 0 }
    }

    /// Without peeling the table off (`tableBandSpread` 0), each find16 case fails as it did.
    @Test("without the table peeled off an outline, the find16 cases fail", arguments: tableBandCases)
    func tableBandFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.tableBandSpread = 0 }
    }

    /// Without refined swept lines (`sweepRefineTurns` 0), or without peeling, each case fails as it did.
    @Test("without refined swept lines or without peeling, the refined-sweep cases fail", arguments: refinedSweepCases)
    func refinedSweepFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.sweepRefineTurns = 0 }
        try expectFails(c) { $0.edges.tableBandSpread = 0 }
    }

    /// Without lines swept beyond a seen outline's sides (`sweepsSeenOutline` off), each find17 case fails as it did.
    @Test("without lines swept beyond a seen outline's sides, the find17 cases fail", arguments: seenSweepCases)
    func seenSweepFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.edges.sweepsSeenOutline = false }
    }

    /// Without a shared corner making a page a piece of the edge outline (`pieceSharedSides` 0), the find17 case fails.
    @Test("without a shared corner making a piece of the edge outline, the find17 case fails", arguments: sharedCornerCases)
    func sharedCornerFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.rule.pieceSharedSides = 0 }
    }

    /// Swept beyond a seen outline's sides without keeping those that are edges, the cloth's lines close a quad
    /// around invoice-ordinary-8 (0.6% -> 6.7% off); keeping them (`seenSweepKeptSides`, the seen outline's right and
    /// left sides scoring 0.72 and 0.68; with a tolerance of the whole diagonal any quad keeps them) leaves its bright
    /// outline.
    @Test("a seen outline's sides that are edges are kept by the sweep (invoice, ordinary, seed 8)")
    func seenSweepKeepsEdges() throws {
        let c = Case(name: "invoice on a green gingham, its top and foot faint", kind: .invoice, seed: 8, before: "passes at main")
        let page = try Synthesizer.synthesize(c.spec)
        let found = PageFinder.find(in: try ImageFile.decode(page.encoded, name: c.name))
        #expect(cornerError(page.truth.pageCorners, found.quad) < 0.01, "\(found.trace.lines.joined(separator: "\n"))")
        try expectFails(c) { $0.edges.seenSweepSideTolerance = 1 }
    }

    /// A receipt on a light gingham whose own top and foot are too weak to be seen (0.40 of the foot's samples step):
    /// it is found by print, and the peeling must not take it to the cloth's lines (`runOnShare`).
    @Test("without the run-on test, peeling takes a receipt onto the cloth's lines (receipt, ordinary, seed 11)")
    func runOnGuard() throws {
        let c = Case(name: "receipt on a light gingham, its top and foot unseen", kind: .receipt, seed: 11, before: "passes at main")
        try expectFails(c) { $0.edges.runOnShare = 0 }
    }

    /// Expects `c`'s corners more than 1% off with the parameters `without` sets (its rule switched off).
    func expectFails(_ c: Case, without: (inout PageFindingParameters) -> Void) throws {
        let page = try Synthesizer.synthesize(c.spec)
        var parameters = PageFindingParameters.standard
        without(&parameters)
        let found = PageFinder.find(in: try ImageFile.decode(page.encoded, name: c.name), parameters: parameters)
        #expect(cornerError(page.truth.pageCorners, found.quad) >= 0.01, "\(c.name): said \(c.before)")
    }

    /// Table texture taken for print above a letter under a shadow (letter, hard, seed 19): once the shadow's edge is
    /// no side, the card's foot is the paper's and the print's page keeps one side that is no edge (its top, on the
    /// texture); the edge outline, every side an edge, is the letter only when one such side makes a page a guess
    /// (`guessSidesWithoutEdge` 1; with 2 it was 10.9% off, by print). Since find19 the texture's 4 faint, even marks,
    /// none with a row neighbour, are no print (`clothRowNeighbourShare`), so the rule is checked with them left as print.
    @Test("a print page with one side on texture gives way to the edge outline (letter, hard, seed 19)")
    func oneSideOnTexture() throws {
        let page = try Synthesizer.synthesize(PageSpec(document: .letter, language: .en, seed: 19, difficulty: .hard))
        let image = try ImageFile.decode(page.encoded, name: "letter-hard-19")
        let found = PageFinder.find(in: image)
        #expect(found.detector == .edges)
        #expect(cornerError(page.truth.pageCorners, found.quad) < 0.01, "\(found.trace.lines.joined(separator: "\n"))")
        var parameters = PageFindingParameters.standard
        parameters.rule.guessSidesWithoutEdge = 2
        parameters.print.clothRowNeighbourShare = 0
        #expect(cornerError(page.truth.pageCorners, PageFinder.find(in: image, parameters: parameters).quad) >= 0.01)
    }

    @Test("without the edge detector the case fails, or is marked as passing already", arguments: cases)
    func failedBefore(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        var parameters = PageFindingParameters.standard
        parameters.rule.usesEdges = false
        // As the print detector was then: find20's flecks left out of the print and the bright piece that leaves
        // out print in rows let the print's page alone find four of these cases.
        parameters.print.strayReach = 0
        parameters.rule.pieceLeftOutShare = 0
        let found = PageFinder.find(in: image, parameters: parameters)
        let error = cornerError(page.truth.pageCorners, found.quad)
        let passedBefore = c.before.hasPrefix("passed")
        #expect((error < 0.01) == passedBefore, "\(c.name): before the edge detector, corner error \(error) (said: \(c.before))")
    }
}

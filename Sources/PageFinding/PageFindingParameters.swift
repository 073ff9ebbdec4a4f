/// Every threshold the edge detector and the decision rule use, in one documented value, each with the
/// measurement behind it. "Measured" figures come from `Scripts/bench-enhance.sh find` (seeds 1–24 and
/// 1001–1024) and the real photos in `../shared/real/photos-dev` and `sroie-dev`.
///
/// The brightness and print detectors still keep their own thresholds beside their code (`BrightnessDetector`,
/// `PrintDetector`, `EdgeRefiner`); moving them here is a step still to take.
public struct PageFindingParameters: Sendable, Equatable {
    /// The thresholds of the edge detector (`EdgeDetector`).
    public struct Edges: Sendable, Equatable {
        /// The long side of the grid the edges are found on: half the fine grid, so a page side is still
        /// 50 px or more at the smallest page the benchmark holds (a receipt at 40% of the frame), and the
        /// Hough transform stays a few milliseconds.
        public var gridSide = 500
        /// Box-blur radii of the two scales the gradient is taken at: 1 keeps a blurred photo's edge, 3 smooths
        /// a stone table's speckle and a cloth's weave so they do not vote for lines.
        public var scales = [1, 3]
        /// The smallest gradient, in gray levels per pixel, that votes for a line: a receipt's side against a pale
        /// gingham measured 9–12 per pixel in light and 3–4.5 under a heavy shadow (strength 0.85); flat paper,
        /// blurred, 0–2.
        public var minimumGradient = 3.0
        /// How many of the strongest lines are considered at all (a gingham cloth makes dozens).
        public var lineCount = 120
        /// Of the lines that cut no print, how many nearest the print in each of `directions` directions (of the
        /// perpendicular from the print's centre) form side hypotheses (the paper's edge is the first strong line
        /// outside its print), and how many strongest overall. With 8 directions a gingham's diagonal lines
        /// skimming the print's corners crowded out a receipt's top side; 16 keep them apart.
        public var directions = 16
        public var nearestLinesPerDirection = 2
        public var strongestLines = 4
        /// When the print was not found, the strongest `strongestPerOrientation` lines of each of `orientations`
        /// orientations form side hypotheses: taking the 12 strongest overall, a wooden table's grain (one
        /// orientation) crowded out a label's sides.
        public var orientations = 12
        public var strongestPerOrientation = 3
        /// A line needs votes from at least this share of the grid's short side: the short side of a receipt at
        /// 40% of the frame is about 12% of the frame's short side.
        public var minimumLineShare = 0.06
        /// Opposite sides differ in direction by at most this many degrees (chosen above the convergence the
        /// presets' tilts give; not tuned).
        public var maximumOppositeAngle = 25.0
        /// A corner may be this many degrees off square: the brightness detector's bound.
        public var maximumAngleOffSquare = 40.0
        /// A quad covers between these shares of the frame: smaller is a label or a print block, larger is the
        /// table or a flat scan's frame.
        public var minimumFrameShare = 0.02
        public var maximumFrameShare = 0.92
        /// Corners may lie this share of the frame's long side outside it (a page cut by the frame's edge).
        public var cornerMargin = 0.0
        /// Samples along each side, and their span (the middle of the side: corners are often shadowed or held).
        public var samplesPerSide = 40
        /// The offsets across a side, in grid pixels, where the near step and the far step are read.
        public var nearOffsets = 1...3
        public var farOffsets = 4...9
        /// A sample supports a side when the tone changes across it by at least this share of the brighter
        /// side: a receipt against a pale gingham measured 0.15–0.2 where a dark square meets it (seed 3 of the
        /// heavy-shadow receipts), and the ratio survives a shadow because paper and table darken together.
        public var minimumRelativeStep = 0.08
        /// ... and by at least this many gray levels (noise in the darkest shadow).
        public var minimumStep = 4.0
        /// ... and the step is sharp: the near step is at least this share of the far one. A paper edge is a
        /// step (ratio near 1); a shadow's penumbra wider than the far offsets is a ramp (ratio about 0.3, from
        /// the offsets' geometry).
        public var minimumSharpness = 0.6
        // find14: a page's side along the frame's border.
        /// A sample whose far offsets (`farOffsets`) run out of the frame still counts when at least this many of them
        /// lie in the frame on each side of it (and all its near ones): its steps are read over those. A page lying
        /// a few pixels inside the frame's border had that side unseen, however sharp: label-ordinary-1019 (seeds
        /// 1001–1024) lay 2–11 px of its edge grid (360×640) from the frame's left border, its side the frame's second
        /// strongest line (318 votes) but under half its samples measurable, so no outline with it passed and the
        /// edge outline took the label's barcodes' and print's left ends for its side (2.1% off; see also
        /// `nestedStepsOneWay`); receipt-hard-1019, 5–12 px from the left border on stone, had no edge outline at all
        /// and its print's page was stone speckle (22.7% off; 0.01% with this). One far offset, 4 px out, still tells
        /// a step from a ramp (`minimumSharpness`). `farOffsets.count` (6) counts no such sample, as before.
        public var minimumFarOffsetsInFrame = 1
        /// ... only on a side that runs along the frame's border: both its ends within this many pixels of the edge
        /// grid of the same border (twice the far reach, `farOffsets`). A side that only starts near the border keeps
        /// its samples there uncounted: counted, receipt-hard-8's top (7 px from the border at one end, 33 at the other)
        /// gained enough support on a line running on past the receipt that an outline of the table's lines passed,
        /// and won (0.03% -> 7.6% off).
        public var frameBorderSide = 18.0
        /// A side counts as seen when this share of its samples support it (a hand or a corner's shadow may hide
        /// the rest).
        public var minimumSideSupport = 0.5
        /// Quads whose score is within this of the best, and which lie inside it (this share of their area), are
        /// its equals, and the smallest of them wins: the page is the innermost closed outline around the print
        /// (a card before its sheet).
        public var scoreTie = 0.08
        public var nestedShare = 0.97
        // find14: the nested outline's sides step one way.
        /// ... and only a nested quad all of whose sides step the same way (the inside brighter than beyond each side,
        /// or darker, at most of its samples) is such an equal: paper steps one way against whatever it lies on, a card
        /// against its sheet too, but a side closed on print inside the paper steps from the paper's margin into ink,
        /// the other way. label-ordinary-1019 (seeds 1001–1024) lies along the frame's left border: its outline with its
        /// own left side scored 0.96, and the same top, right and foot closed on its barcodes' and print's left ends
        /// (brighter outside, the other sides brighter inside; support 0.55) scored 0.89, within `scoreTie`, and won
        /// as the innermost (2.1% off). Only nested equals are judged so: the best quad itself may have a side that
        /// steps the other way (a receipt against a gingham's white checks). False turns it off.
        public var nestedStepsOneWay = true
        /// A side may cut off, and a quad leave out, this share of the print's marks (marks that are really
        /// table texture: a gingham's squares at the frame's edge made 4 of 456 marks on a receipt).
        public var maximumMarksCut = 0.02

        // geom7: paper found by its outline where the marks taken for print are texture.
        /// A quad of the strongest lines that holds less than half the marks may still be the page when its inside
        /// stands out from a ring around it by at least this many gray levels (medians, as `BrightnessDetector`'s
        /// contrast check, whose 35 this is): the marks were a stone's speckle or a wood's grain spread over the frame
        /// (invoice-hard-12 and -16 of seeds 1–24: 125 and 12 marks over the whole frame, and the paper's four sides
        /// were the frame's four strongest lines, under a hand's shadow that cut its bright outline into 5–8
        /// corners). A cloth's squares closed into a rectangle differ from the ring around them by a few levels only.
        public var minimumPaperContrast = 35.0

        // find15: a side swept for beyond a seed's side that is no edge (`EdgeDetector.sweptLines`).
        /// How many lines, nearest the print first, each seed side that is no edge adds to the side hypotheses, when
        /// no bright outline was seen (`PageFinder`); 0 turns the sweep off. Measured with `scanlab-bench find-error
        /// --seeds 24` on both ranges against main 003ac13: hard 76.7% -> 78.3% (seeds 1–24: screenplay-hard-2 9.1% ->
        /// 0.03%, -3 11.0% -> 0.2%) and 84.2% -> 86.7% (1001–1024: letter-hard-1008 2.4% -> 0.2%, -1011 5.0% -> 0.04%,
        /// label-hard-1015 3.2% -> 0.9%), card-on-sheet 95.8% -> 100% (receipt 123 18.7% -> 0.04%); no page under 1%
        /// went over; the 55 real photos' quads unchanged. Two leaves room for a cloth's line just outside the paper's.
        /// Swept beyond a seen outline's sides too, it closed a green gingham's lines into a quad around
        /// invoice-ordinary-8 (0.6% -> 6.7%); it is, only where the outline keeps the seen one's sides that are edges
        /// (`sweepsSeenOutline`).
        public var sweptLinesPerSide = 2
        /// The sweep's steps: offsets `sweepStep` grid pixels apart (the refiner moves the side onto the edge on the
        /// fine grid afterwards), turns `sweepTurnStep` degrees apart within `maximumOppositeAngle` of the opposite
        /// side (screenplay-hard-2's foot ran 8 degrees from its top, 22 from the card's foot it replaced), each line
        /// scored over `sweepSamples` samples (a side of a quad is scored over `samplesPerSide`, 40). Chosen, not
        /// tuned: the sweep costs 0.1–0.3 s on a page where it runs (only pages with no bright outline), none on
        /// the others.
        public var sweepStep = 2.0
        public var sweepTurnStep = 2.0
        public var sweepSamples = 20
        /// Each swept line is also offered moved to the best of the turns and offsets within half a step of it, on a
        /// grid `sweepRefineTurns` steps each way (scored over `samplesPerSide`), to the search among the frame's
        /// strongest lines only, where it may close only a quad that holds half the marks and in which it steps
        /// brighter inside (`EdgeDetector.search`'s `holdingOnly`); kept apart from the lines within
        /// `refinedLineTurn` degrees and `refinedLineOffset` grid pixels of it. 0 offers none. Offered to the search
        /// near the print as well, such lines closed print-cutting quads around receipt-hard-2 (0.02% -> 6.3% off).
        /// Measured with `scanlab-bench find-error --seeds 24` on both ranges, with peeling (`tableBandSpread`):
        /// hard 79.2% -> 80.8% (invoice-hard-21 16.1% -> 0.04%, screenplay-hard-11 2.4% -> 0.2%), 87.5% unchanged;
        /// no page under 1% went over; other groups unchanged.
        public var sweepRefineTurns = 2

        // find17: a seen outline's corner lost in a shadow.
        /// Lines are swept beyond a seen outline's sides that are no edge as well (a second search), and the outline
        /// that search closes replaces the one found without them only when it keeps every side of the seen outline
        /// that is an edge (support `Rule.seenSideSupport` or more, to `seenSweepSideTolerance`), and the seen
        /// outline has at least `seenSweepKeptSides` such sides: a bright outline's sides that are edges are the
        /// paper's, and only those that are none (a corner under a hand's shadow, where the bright region ran on
        /// over the cloth) are guesses. letter-hard-8 and screenplay-hard-8 (seeds 1–24, a green gingham, a hand's
        /// shadow over the top right corner): the bright outline's top and right side scored 0.12 and 0.25, its
        /// foot and left side 0.62 and 0.72, and it was 4.4% off; the swept outline kept those two and was 0.06%
        /// off. Swept without the condition, it closed the cloth's lines into a quad around invoice-ordinary-8
        /// (0.6% -> 6.7%: its bright outline's sides that were edges, 0.72 and 0.68, were both moved).
        public var sweepsSeenOutline = true
        /// With fewer sides that are edges, a seen outline has too little of the paper to keep.
        public var seenSweepKeptSides = 2
        /// A side is kept when both its ends lie within this share of the swept outline's diagonal of the line through
        /// one of its sides: the 1% the corners must be found within (as `Rule.sharedSideTolerance`).
        public var seenSweepSideTolerance = 0.01
        public var refinedLineTurn = 0.05
        public var refinedLineOffset = 0.25

        // find16: what an outline adds around one nested in it is the table (`EdgeDetector.addsTable`).
        /// A band between a nested outline and the outline around it counts when it covers `tableBandShare` of the
        /// outer's area or more (pixels within `tableBandMargin` grid pixels of the nested side left out, its edge);
        /// it is the table when its tones' interquartile range reaches `tableBandSpread` of a ring's around the outer
        /// outline, whose range must reach `minimumTableSpread` gray levels (a textured table), and its median lies
        /// within `tableBandMedian` of that range from the ring's. Of the nested outlines the `tableBandCandidates`
        /// best scoring are tried at each peel. Chosen, not tuned (half the ring's range each): cloth bands between a
        /// paper's side and a check line spread 47–69 levels against their ring's 62–67 on a blue gingham, 22 against
        /// 28 on a light one, with medians within 1–15 levels of the ring's. Measured with `scanlab-bench find-error
        /// --seeds 24` on both ranges against main 729960a: hard 78.3% -> 79.2% (screenplay-hard-21 17.8% -> 0.05%)
        /// and 86.7% -> 87.5% (label-hard-1011 15.3% -> 0.02%), no page under 1% went over, other groups unchanged.
        /// `tableBandSpread` 0 turns peeling off.
        public var tableBandShare = 0.02
        public var tableBandMargin = 2.0
        public var tableBandSpread = 0.5
        public var minimumTableSpread = 16.0
        public var tableBandMedian = 0.5
        public var tableBandCandidates = 12

        /// An outline peeled to is not taken when one of its sides goes on as an edge (`minimumSideSupport`) beyond both
        /// of its corners, from just past each (`farOffsets`' reach) over `runOnShare` of the side's length (or as far
        /// as the frame allows, when that is `runOnMinimumLength` grid pixels or more; a side with room on neither
        /// end is not judged): that side is a line of the table running through the corners, where the paper's own
        /// side was too weak to be seen. (With refined swept lines offered, receipt-ordinary-11 on a light gingham was
        /// peeled down to the cloth's lines above and below it; its outline no longer cut print and beat the print's
        /// page, 0.15% -> 2.7% off.) 0 turns the test off.
        public var runOnShare = 0.25
        public var runOnMinimumLength = 16.0

        // find19b: the table in a shadow.
        /// A band as textured as the table (`tableBandSpread`) whose median lies below the ring's (by any amount) is the
        /// table too when it is darker than the nested outline's inside by at least this many of the ring's
        /// interquartile ranges: a hand's shadow over the table beside the paper darkens the band, not the lit ring
        /// around the outer outline, and the paper inside stays lit. Paper cut off from the nested outline holds no
        /// print the detector found, and lies in the same light as the paper beside it. On invoice-hard-8 (seeds
        /// 1–24) a gingham's line closed the outline 13° off the paper's right side, and the cloth between them, in a
        /// hand's shadow, spread 54 levels against the ring's 34, its median 68 against the ring's 102 and the paper's
        /// 143 (2.2 ranges): not peeled to, the paper's outline was lost (2.7% off). A receipt's foot in a deepening
        /// shadow (receipt-hard-1015 of 1001–1024), peeled off with any darker band, lay 28 levels under its
        /// receipt's inside, 0.9 of the ring's 30 (1.8% -> 3.0% off). 1.5 lies between (chosen, not tuned); 0 turns it off.
        public var tableBandShadowDepth = 1.5
        public init() {}
    }

    /// The thresholds of the rule that picks among the detectors (`DetectorRule`).
    public struct Rule: Sendable, Equatable {
        /// A seen outline that leaves out at least this share of the print in rows found over the whole frame
        /// (`PrintGuess.rowCentres`), when neither the edges around the print nor a second bright piece make it
        /// whole, is a piece of the page, and the print's page is taken instead; 0 keeps the piece. A curled
        /// receipt's raised end stands in its own shadow, and the bright outline is its flat part only
        /// (`scanlab-bench dewarp`, curl 0.6, seed 114: 42% of the print in rows above the outline, found 1,618 px
        /// off, dewarped CER 0.770 against 0.000 flat). Counted over all print rather than print in rows, it took
        /// wood grain for print left out and lost two real photos' outlines (photos-dev agrawal-3, -4); at 0.15 and
        /// 0.3 no page of `scanlab-bench find-error --seeds 24` (both ranges) moved but receipt-hard-1018 (22.4% ->
        /// 19.8%) and no real photo's quad moved.
        public var pieceLeftOutShare = 0.3
        /// How far outside the seen outline print may reach and still count as held, as a share of its diagonal.
        public var containmentTolerance = 0.01
        /// The print guess must cover at least this share of the seen outline for the outline to win.
        public var minimumCoverage = 0.5
        /// Sides of a card (apart from the sheet's edges) that must be seen around small print for it to win.
        public var minimumCardSides = 2
        /// The edge outline replaces the other detectors' page only when its score beats theirs by this much
        /// (scores are the mean share of samples supporting each side, 0 to 1): a smaller margin let a cloth's
        /// lines move good pages.
        public var edgeMargin = 0.15
        /// The edge outline alone (no other page found) must score at least this.
        public var minimumEdgeScore = 0.7
        /// An edge outline that does not hold all the print may still win when it scores at least
        /// `strongEdgeScore` and the other page's outline at most `weakOutline`: the "print" was a stone's speckle
        /// or a cloth's pattern (its block's outline shows no edges), and the paper's four sides are clear.
        public var strongEdgeScore = 0.85
        /// A page whose weakest side has at least this support stays the page when a larger edge outline holds it:
        /// a receipt on a blue gingham had sides of 0.57–0.70 (the cloth's white squares meet the paper without
        /// an edge) and an outline of the cloth's lines around it scored 0.90; a page cut by a shadow's band has a
        /// side near 0.
        public var seenSideSupport = 0.5
        /// With no outline, card or edges, the print's page must differ from the frame around it by at least this
        /// many gray levels (median inside against a ring outside, on the coarse grid), or the paper fills the
        /// frame and the frame is kept: a flat scan measured 0–2; a receipt on a pale table 15 or more.
        /// Off (0) by default: on the 20 real scans of sroie-dev, keeping the frame (at 8) raised Tesseract's CER
        /// in grayscale and auto from 10.98% to 12.31% and lost a total (15 → 14), though on generated flat pages
        /// the print crop can shave words at the margin. Real scans decide.
        public var flatScanContrast = 0.0
        public var weakOutline = 0.3
        /// (Also: a page scoring above `weakOutline` with a side below it, inside an edge outline whose weakest
        /// side reaches `seenSideSupport`, is a piece of that outline. Labels whose printed box was taken for a
        /// card measured scores 0.59–0.61 with one side at 0.07–0.17; cards on sheets score 0.00–0.01.)
        /// Whether the edge detector runs at all; off reproduces the rule between brightness and print alone,
        /// for measuring before and after (`scanlab-bench find-error --without-edges`).
        public var usesEdges = true

        // geom7: a page closed short of the paper's foot by a shadow's edge.
        /// Two quads share a side when both ends of one's side lie within this share of the other's diagonal of the
        /// line through its side: the 1% the corners must be found within. A label's card closed by a hand shadow's
        /// lower edge shared its top and both long sides with the label's edge outline to a few pixels
        /// (label-hard-1: the card's foot scored 0.53, the outline's 1.00; label-ordinary-13: 0.45). The foot's
        /// support alone does not tell a shadow's edge from a paper's faint one: true pages' weakest sides measured
        /// 0.42–0.47 on receipt-ordinary-17, receipt-small-222 and label-ordinary-17, so the rule asks that the
        /// shared sides go on as edges (`seenSideSupport`) over the part the outline adds.
        public var sharedSideTolerance = 0.01

        // find17: a piece of the paper that shares a corner with its edge outline.
        /// A page inside an edge outline whose every side is an edge (`seenSideSupport`), with a side that is no edge
        /// (under `weakOutline`), that shares at least this many sides with the outline (to `sharedSideTolerance`) is
        /// a piece of it even when it scores under `weakOutline`; 0 turns this off. A card on its sheet shares no side
        /// with the sheet (cards on sheets score 0.00–0.01, so the score alone cannot tell them). letter-hard-21 (seeds
        /// 1–24, a blue gingham, a hand's shadow over the letter's left half): the card finder closed four sides on the
        /// shadow's edge and the print, its page sharing the letter's right side and foot with the edge outline, its
        /// top and left side 0.03 (score 0.29), and was kept as a card inside the outline (11.0% off; the outline
        /// 0.1%).
        public var pieceSharedSides = 2

        // edge9: a page guessed from the print's margin is no card.
        /// With no sheet seen, a card's edges make the print's page only when this many of them close around the
        /// print (`PageFinder`: a scan filled with print has rows the card finder takes for sides), and only such a
        /// page is kept as a card inside a larger edge outline. A page guessed from the print and its margin has no
        /// edge for a side (its sides scored 0.00–0.12 on invoice-hard-6 and -23, seeds 1–24), and the edge outline
        /// around it (0.94, 0.97) was the paper, to within 0.1% of the diagonal; with 2 card sides counting, the
        /// margin guess was kept, 18% and 9% off.
        public var cardSidesWithoutSheet = 4
        /// An edge outline that does not hold all the print still wins, every side of it seen (`seenSideSupport`),
        /// over a page with at least this many sides that are no edge (below `weakOutline`): that page is a guess
        /// from print that includes texture (stone speckle, a wood's grain), not an outline. Measured on the pages
        /// of seeds 1–24 and 1001–1024 where the edge outline cut print: the chosen pages that were right had no
        /// side below 0.40 (11 pages: receipts, letters, labels, small receipts, by print or brightness); those
        /// that were wrong had 2–4 (receipt-hard-9 0.00/0.12/0.00/0.05, letter-hard-19 0.00/0.70/0.10/0.72,
        /// label-hard-1018 0.03/0.03/0.35/0.10) and the edge outline was the paper to 0.1% of the diagonal, or had
        /// one (label-hard-11, 0.05: its edge outline was a band of the label, weakest side 0.50, and is not taken).
        /// card11: 1. Once a shadow's edge is no side (`Card.minimumSharpness`), letter-hard-19's card found the
        /// paper's foot in place of the shadow's, and its page kept one side that is no edge (its top, 0.00, on
        /// table texture taken for print) against the edge outline that is the paper (weakest 0.82, score 0.94,
        /// 0.00% off): with 2 the guess won, 10.9% off. Alone, 1 changed no page of either range (label-hard-11
        /// stays refused by the clauses below).
        /// `strongEdgeScore` with `weakOutline` alone asked a mean score of 0.85 (these outlines scored 0.82–0.94).
        /// The outline must also hold at least half the print's marks, as a bright outline must
        /// (`DetectorRule.holdsMostPrint`): on photos-dev srd-17 the print's page had no side that is an edge and
        /// the edge outline (weakest side 0.53) was a strip across the receipt, holding 5% of the print.
        public var guessSidesWithoutEdge = 1
        /// ... and the edge outline must score at least this (below `strongEdgeScore`): the outlines that were the
        /// paper scored 0.82–0.94 and held 85–97% of the print; two that were not scored 0.55 (photos-dev srd-2: it
        /// held 82% of the print but its top ran askew across the receipt's header) and 0.65 (label-hard-2: 55%,
        /// 7% off the label). Halfway between.
        public var guessEdgeScore = 0.75
        /// ... and its top and foot must run within this many degrees of the print's rows (the ink block's top): a
        /// page's ends run along its lines. A curled receipt's ends and sides are no straight edges, so its print's
        /// page has 4 sides that are no edge, and the edge outline (regression page receipt-curled, seed 44, curl 0.6:
        /// weakest side 0.50, score 0.81, holding 96% of the print) was four lines across paper and table whose top
        /// and foot ran 28 degrees off the rows (CER 0.20 -> 0.61 in every style). The outlines that were the paper
        /// ran 4.5-7.9 degrees off (letter-hard-19, receipt-hard-9, label-hard-1018: perspective turns the ends and the
        /// rows of a tilted page differently), measured with `find-error --seeds 24` on both seed ranges (the other
        /// 16 outlines that reached the rule, all refused by the clauses above, ran 2.3-48 degrees off). About twice
        /// the largest right one.
        public var guessRowsTolerance = 15.0
        /// ... unless the chosen page is a bright outline (seen paper, not a guess from the print) and at least this many
        /// marks of print in rows (`PrintGuess.rowCentres`) that it holds lie outside the edge outline: print in rows is
        /// print, not texture, and the bright outline holding it is the paper. A curled receipt's sides are no straight
        /// edges, so its bright outline has sides that score as none, and the straight lines fitted to the flat part of
        /// its sides cut its flared raised end (`scanlab-bench dewarp`, curl 0.6: seeds 18, 107 and 116, whose bright
        /// outlines lay within 0.3% of the paper's corners, found by the edges 1.3-3.8% off, the right column's
        /// prices cut). Three: a row's worth (`Print.rowsReach`'s three marks); 0 switches the clause off.
        public var seenRowMarksLeftOut = 3
        public init() {}
    }

    /// The print detector's rules for what belongs to the page's print (`PrintDetector`), measured on the real
    /// photos of `../shared/real/photos-dev` (judged by eye, crop beside outline) and checked on
    /// `scanlab-bench find-error` (seeds 1–24 and 1001–1024).
    public struct Print: Sendable, Equatable {
        /// A glyph is at least this share of the grid's long side tall (and at least 3 px): smaller marks are
        /// noise and texture. On the finer grid (`PageFindingParameters.finerGridFactor`) it is divided by the
        /// factor, so letters too small for the fine grid count there.
        public var minimumGlyphShare = 1.0 / 300
        /// Print is written in rows: a mark has a row neighbour when another mark's centre lies at most half the
        /// taller mark's height across the print's lines from its own, the two are at most `rowHeightRatio` apart
        /// in size, and at most `rowGap` of the print's median letter heights apart along the line (a word's
        /// letters touch or nearly, words are half a letter apart).
        public var rowGap = 1.5
        public var rowHeightRatio = 2.0
        /// A block of marks is texture, not print, when fewer than this share of its marks have a row neighbour
        /// and its ground (the median of its marks' rings) is darker than `samePaper` of the heaviest block's.
        /// Measured on photos-dev: blocks on a leather bill folder (srd-8: 0.00 to 0.43; mindee-4: 0.39 and 0.40)
        /// and on a wooden board (srd-3: 0.15); receipts' own blocks 0.53 to 1.00, except the faint dot-matrix
        /// print of srd-6 whose letters break into fragments (0.39 to 0.62): it lies on the receipt's paper, so
        /// rows alone do not decide.
        public var minimumRowShare = 0.5
        /// Print the glyph test refused (a tall logo, large type, a logo's lone letters) belongs to the page when
        /// it lies in the print's column, above or below the print by at most `logoGap` median letter heights, is
        /// at most `logoHeight` letter heights tall, and stands on the print's own paper: its ring's median is
        /// within `paperTolerance` of the print's paper level either way, and at least `paperBetween` of the strip
        /// between it and the print is no ink at that level (a table between is no paper). photos-dev srd-16
        /// ("SAGE", 5 letter heights tall, a letter above the print) and srd-7 ("la Source", 4 letter heights
        /// above the address) lost their logos. The tolerance: with a lower bound alone (0.8 of the paper), a
        /// receipt longer than the frame under dim light (find-error receipt-ordinary-2) joined a table as
        /// bright as its paper, and its card's edges were lost.
        public var logoGap = 6.0
        public var logoHeight = 10.0
        /// ... and at least this many letter heights tall: only marks the glyph test refused for their size (it
        /// keeps marks up to three letter heights, `PrintDetector`). Marks of a letter's size or a little more
        /// outside the print's blocks are left out as before: at 2 letter heights, a mark on a table as bright as
        /// the paper joined above find-error receipt-ordinary-17 (its card's top moved, 11% off) and a sideways
        /// receipt's page grew (HardCaseTests, seeds 5 and 11 turned 90°: 5.6% and 8.6% off).
        public var logoMinimumHeight = 3.0
        public var paperTolerance = 0.15
        public var paperBetween = 0.9
        /// A block's ground (the median of its marks' rings) darker than this share of the heaviest block's is
        /// not the page's paper (see `minimumRowShare`). Measured: the texture blocks above lay on 0.16 to 0.40 of
        /// their receipt's paper (srd-3 0.40, srd-8 0.16–0.25, mindee-4 0.23–0.30); print on a generated label's
        /// coloured band on 0.55 to 0.79 of the label's white (find-error label-ordinary-4 lost a block of four
        /// marks at 0.8, and the card's side with it).
        public var samePaper = 0.5
        /// Rounds of joining: a joined mark clears the strip for a mark behind it (a tagline above a logo), but
        /// every joined mark lies within `logoGap` of the print itself, so rounds cannot chain across a table.
        /// Off (0) by default: on tables as bright as the paper, a mark of the table beside the receipt passes every
        /// test above, since no step in brightness marks the paper's edge (find-error receipt-ordinary-3 joined a
        /// mark 20 px beyond the receipt's top: 0.04% → 2.5% off, 3.5% of its words left out; receipt-small-222 0.08% →
        /// 1.8%, receipt-ordinary-1008 0.02% → 1.5%). On photos-dev it mended two crops (srd-7, srd-16) and no total:
        /// Tesseract `auto` lost srd-16's. Three rounds is the setting those crops were measured with.
        public var logoRounds = 0

        // print9: print is dark marks on bright, low-chroma paper.
        /// A mark whose ground (the median chroma, max(|Cb − 128|, |Cr − 128|), of the ring just outside it) exceeds
        /// this is on coloured ground, not paper, and is no print. Measured on photos-dev: the brightest fifth of
        /// each photo (its paper) had chroma of 23 at most at its 90th percentile (warm light: srd-1, srd-3,
        /// srd-15); the bright half of srd-2's salad a median of 38. Gray photos and grids have no chroma.
        public var maximumPaperChroma = 30
        /// The print's rectangle keeps its top and bottom when they run within this many degrees of the print's rows
        /// (`PrintDetector.alongRows`); past it they are laid along the rows nearest them. Four steps of the rows'
        /// profile (`lineTurnStep`, 0.5 degrees), so a profile's step cannot trigger it; chosen, not tuned: srd-8's
        /// rectangle ran 5 degrees off its rows.
        public var rowSideTolerance = 2.0
        /// Marks on the print's paper in its column, at most this many letter heights beyond its head or foot across
        /// the lines, belong to it (four at least): a dashed rule's row (no glyphs) parted a receipt's last line
        /// (find-error receipt-card-on-sheet-1113: 11 px, 2.2 letter heights, below the print's block, its marks one to a
        /// cell) and it was cropped off. Two rows' spacing; chosen, not tuned.
        public var footGap = 4.0
        /// Print in rows (`PrintGuess.rowCentres`): a kept mark with a row neighbour (`rowNeighbours`) and at least
        /// two more such marks within this many letter heights, box to box. A table's flecks pair up by chance and
        /// then have one; a line of print has many. Two lines' pitch; chosen, not tuned.
        public var rowsReach = 3.0
        /// A kept mark outside the hull of the print in rows and farther than this many letter heights (box to box)
        /// from all of it is a fleck of the table that joined the print's block across the paper's margin (a lone
        /// mark joins any block it touches), and is left out of the print's hull and marks; 0 keeps every mark of a
        /// kept block. `scanlab-bench dewarp`, curl 0.6: a curled receipt's paper rises off a speckled stone table
        /// (seed 15) or a grained one (seed 20), and the flecks around it stretched the print's page 651 and 519 px
        /// past the paper's corners; seed 15 read 0.436 CER against 0.000 flat. Two lines' pitch, as `rowsReach`.
        public var strayReach = 3.0
        /// Flecks are told from print by the rows only where the print in rows is a page's worth: on labels, letters
        /// in small type and a label's 2-D code (5 to 137 marks of print in rows) the marks left out were print
        /// (`scanlab-bench find-error --seeds 24`, both ranges: letter-hard-16, label-hard-8, label-ordinary-1015,
        /// letter-hard-1001 moved 2-43% off); the curled receipts of the dewarp bench have 412 to 430, the
        /// screenplay it fixed (screenplay-hard-1019, 15.7% -> 0.04%) 240.
        public var strayMinimumRowMarks = 150
        /// A mark is left out only when its paper (the median of its ring) differs from the paper of the nearest print
        /// in rows by more than this share either way: a fleck beside the page stands on the table. Real photos'
        /// strays on the paper kept them: srd-6's faint dot-matrix fragments, srd-9's and sroie X51005705760's marks
        /// at the paper's edge (without it their pages lost a column of print); with it the four real photos that
        /// move (srd-5, -12, -15, mindee-4) all move onto their paper's edges (`scanlab-bench find`, by eye).
        public var strayPaperShare = 0.85

        // find13: a cloth's checks are no print.
        /// A block of marks whose median contrast (against its own ground, as every mark's) is under this share of the
        /// strong marks' (the 90th percentile in the frame), whose marks' widths and heights each vary by at most
        /// `clothSizeSpread` (standard deviation over mean), and whose marks lie `clothGap` of their width or more
        /// from their nearest neighbour in the row (the median, over at least half of them) is a cloth's checks, not
        /// print: a gingham's dark checks in a hand's shadow, or beside the page, stand on an even ground of lighter
        /// checks, in rows, and pass every test above. Measured on every block of 4 marks or more of seeds 1–24 and
        /// 1001–1024 (`scanlab-bench explain`): the cloth blocks outside the page had median contrasts of 0.36–0.66
        /// of the strong marks', size spreads of 0.00–0.20 and row gaps mostly of 0.5–4.5 widths (a few 0.14–0.40, left
        /// as print); of the 2,253 blocks on a page, 8 (all receipts in shadow, printed in a fixed-width font) were as faint and as even, and their row
        /// gaps were 0.12–0.33 widths, except three small blocks (4–9 marks, receipt-hard-5, -19, -1006: 0.67–2.5),
        /// whose pages did not move. A word's letters nearly touch; a cloth's dark checks alternate with light ones as
        /// wide. Contrast and spread lie above the cloth blocks' largest (chosen, not tuned); the gap between the
        /// largest print's and the smallest cloth's. 0 turns the rule off.
        public var clothContrast = 0.67
        public var clothSizeSpread = 0.2
        // find18: a mark's size is read in whole pixels.
        /// The variance (px²) taken off the spread of a block's widths and heights before `clothSizeSpread` is applied:
        /// a box's size is off by the rounding of both its ends to whole pixels (2 × 1/12 px²), which is no unevenness
        /// of the marks. On checks 4–6 px tall it alone gave spreads of 0.10–0.20: invoice-hard-17 (find-error, a hand's
        /// shadow on a gray gingham) had a block of 4 checks on the cloth at heights 0.20 (widths 0.05), contrast 0.59
        /// of the strong marks', a check's width apart, which stayed "print" and set the page's top on the cloth,
        /// 34.9% off. Derived, not tuned; 0 turns it off.
        public var clothSizeRounding = 1.0 / 6
        /// ... (see `clothContrast`).
        public var clothGap = 0.5

        // find13: a 2-D code is print.
        /// A mark at least this many letter heights tall (and at most `logoHeight`), squarish (sides within a factor
        /// of 2), `codeFill` of its box ink, crossing at least `codeRuns` dark runs of it along the median row of its
        /// box, on paper and as dark as print (`clothContrast` of the strong marks' contrast), and within `codeGap` letter heights of the
        /// print's extent, is a 2-D code (QR, DataMatrix) printed on the page: it joins the print's hull, and the
        /// print's rectangle keeps the turn the glyphs give it. Left out, the card finder took the code's edge for
        /// the label's side (find-error label-ordinary-1008, -1010: 1.6% and 1.7% off; label-hard-17 a side on the
        /// code). 3 letter heights is where the glyph test stops (`PrintDetector` keeps marks up to three); the code
        /// of label-hard-17 lay 8.5 letter heights beside the print's glyphs, so 12 leaves room, and a code is at most
        /// `logoHeight` tall. Without the runs test, a gingham's dark and middle checks joined into a lattice passed
        /// as codes beside receipts and labels, and 21 pages of both ranges went from under 1% to 2.5–43% off
        /// (receipt-ordinary-2 0.02% -> 20%). Runs, measured with `scanlab-bench explain`: the codes (label-hard-17,
        /// label-ordinary-5, -1008, -1009, -1010, invoice-hard-21) 5–6 on the median row; a gingham's blurred checks
        /// joined to their neighbours 4 (beside receipt-hard-11 and -17 and label-hard-12, which at 4 were made worse:
        /// 1.2% -> 3.7%, 10% -> 26%), a cross of checks 1–2. Fill chosen, not tuned. 0 turns the rule off.
        public var codeMinimumHeight = 3.0
        public var codeFill = 0.3...0.8
        public var codeGap = 12.0
        public var codeRuns = 5.0

        // find19: texture spaced wider than words, or out of rows, is no print.
        /// A block as faint as a cloth's (`clothContrast`) whose marks lie this many of their widths or more from their
        /// nearest neighbour in the row (the median, over at least half of them) is texture, whatever its marks' sizes:
        /// a word's letters nearly touch and words stand about a letter apart, while a wooden table's grain (label-hard-12,
        /// find-error seeds 1–24: blocks of 14–24 marks at 2.3–3.7 widths, sizes spread 0.4–0.6, taken for print and
        /// the page laid over the table, 63% off) and a gingham's checks in a hand's shadow, merged and split unevenly
        /// (letter-hard-17: 84 checks at 3.1 widths, widths spread 0.21, 53% off) pass the size test. Measured with
        /// `scanlab-bench explain` on every block of 4 marks or more of the hard and ordinary pages of seeds 1–24 and
        /// 1001–1024 (2,656 blocks, 2,160 on a page): of the faint blocks with half their marks in rows, 100 off the
        /// page lay at 2 widths or more (120 at 1.5); on a page, 4 small blocks of receipts and a screenplay in shadow
        /// (4–15 marks at 2.0–2.7: receipt-hard-5, -23, -1016, screenplay-hard-1015), whose pages do not move, their
        /// other print holding them, and the next at 1.8. Two widths: chosen, not tuned (1.5 gave the same pages).
        /// 0 turns the rule off.
        public var clothWideGap = 2.0
        /// A block as faint as a cloth's, its marks' sizes as even as a cloth's checks (`clothSizeSpread`), in which
        /// fewer than this share of the marks have a neighbour in their row within three letter heights is texture
        /// seen here and there, not lines of print (a line's letters stand side by side): a few checks of a gingham
        /// beside a letter (letter-hard-3, find-error seeds 1–24) joined its print once the cloth's large block was
        /// no longer print (`clothWideGap`), and the letter's bright outline, which no longer held the print, was
        /// refused (0.38% -> 38% off). Measured as above: 27 blocks so faint, even and out of rows, every one off
        /// the page. Half, as `clothGap`'s rows (chosen, not tuned). 0 turns the rule off.
        public var clothRowNeighbourShare = 0.5
        /// The page's paper, against which a block out of rows must stand (`samePaper`), is the ground of the heaviest
        /// block with `minimumRowShare` of its marks in rows that is no cloth, not of the heaviest block of all: where
        /// the print is small or in shadow, texture makes the heaviest block (label-hard-15, find-error seeds 1–24: a
        /// stone table's 7 marks, none in rows, on a ground of 77, made the reference, and blocks of the stone out of
        /// rows on 70–106 joined the print, 28.7% off; the label's own print in rows stood on 177). The heaviest block
        /// of all when no block is in rows. Measured as for `clothWideGap`: in 8 of 532 frames the heaviest block was
        /// out of rows; two pages moved, both from over 1% to under: label-hard-15, and invoice-hard-3, whose print in
        /// a hand's shadow (23 marks, a third in rows, on a ground of 45 against the lit print's 162) is then left out,
        /// so its edge outline (0.12% off) replaces the print's page (14.0%). false reads the paper from the heaviest
        /// block of all, as before.
        public var paperFromPrintInRows = true
        public init() {}
    }

    // card9: the card finder's thresholds, moved here from `CardEdgeFinder` (same values, same results:
    // `Scripts/bench-identity.sh` record/compare).
    /// The thresholds of the card finder (`CardEdgeFinder`): the nearest straight edges around a block of print, a
    /// card's on a sheet or the sheet's own. Distances are in pixels of the fine grid unless said otherwise.
    public struct Card: Sendable, Equatable {
        /// Rays across each side, spread over its middle 80% (the corners are often shadowed or held).
        public var samples = 32
        /// Half the width of the window each side of a ray's point that a step is measured over (a card's edge on
        /// the fine grid is a step blurred over 1–2 px; 3 averages the photo's noise out).
        public var stepHalfWidth = 3
        /// The smallest step, in gray levels, that counts as an edge on paper in full light (about 200 levels)...
        public var minimumStep = 8.0
        /// ... and, when `relativeSteps` is asked for, in shadow the same share of the brighter side's tone (8 of 200),
        /// down to `noiseStep`: a shadow darkens a cream card and its white sheet together, so the step between them
        /// shrinks with the light, and an absolute 8 missed the card's sides where a hand's shadow lay (card-on-sheet
        /// receipts 114 and 122 of seeds 101–124, on a sheet found by its edges). Noise floor and share chosen, not tuned.
        /// Asked for only there, where all four sides must be found: on a bright sheet it found two sides of
        /// a "card" around a letter's print (letter-hard-1013), and with no sheet it closed four sides around print
        /// spread over a table, which discarded good bright outlines (invoice-ordinary-10, receipt-small-209) and kept
        /// labels' printed boxes as cards (label-hard-6, -22).
        public var minimumRelativeStep = 0.04
        /// Below this a step is the photo's noise, whatever the light.
        public var noiseStep = 3.0
        /// Lanes (of `samples`) in which a side may pass inside the print: a stray mark of texture taken for print
        /// beyond the paper's edge reaches into one lane, two at a lane's border.
        public var maximumCutLanes = 2
        /// ... and the share of the print's marks that may lie beyond a side (1 in 50: the same stray marks).
        public var maximumMarksBeyond = 0.02
        /// Rays start this share of the print's extent across the side inside the print's rectangle: in perspective
        /// the rectangle around the print reaches past the paper near some corners (chosen, not tuned).
        public var insetShare = 0.15
        /// Line slopes tried, in pixels across per pixel along the side, up to `maximumSlope` either way in steps of
        /// `slopeStep`: about ±17°, above the perspective the presets give a card's side against its print.
        public var maximumSlope = 0.3
        public var slopeStep = 0.02
        /// A ray's step lies on a line when it is within this many pixels of it (a vote spreads over ±1 bin, and a
        /// blurred edge's peak moves a pixel either way).
        public var crossingTolerance = 2.5
        /// Of the steps a side's line is fitted to, the inliers lie within this many pixels of it; at least half the
        /// rays must (else the "edge" was scattered texture).
        public var inlierDistance = 2.0
        /// Inside a seen sheet, a card's edge has clear sheet beyond it: the darkest tone beyond the step, over two
        /// glyph heights, is at least this share of the median on the card's side (a missed row of print has ink
        /// just beyond its first step).
        public var clearBeyondShare = 0.7
        /// A side within this share of the sheet's diagonal of the sheet's own edge is the sheet's edge, not a card's.
        public var sheetEdgeShare = 0.01

        // geom8: a card's foot beyond rows of print the print detector missed.
        /// Lines kept per slope, nearest first. Keeping only the nearest line most samples agree on lost the foot of
        /// receipts whose last rows (a card payment's line, "HAVE A NICE DAY" below a rule) the print detector left
        /// out of its block: those rows made the nearest lines, which cut the print's rectangle and were set aside, and the
        /// card's foot beyond them, on 30 of 32 rays, was never a candidate; the foot then took the margin guess inside
        /// the print (card-on-sheet receipts 102, 117, 121 of seeds 101–124 and 1113, 1114 of 1101–1124, 42–188 px
        /// short). A side's rays rarely cross more than a few lines of print and paper edges; 8 leaves room.
        /// Only inside a seen sheet, where beyond a card lies clear sheet: with no sheet, a cloth's or a table's lines
        /// beyond the paper's edge would become candidates too.
        public var linesPerSlope = 8
        /// ... and there a line that crosses at least this share of the rays goes before nearer lines that fewer cross: the
        /// missed rows that passed the tests (a centred "HAVE A NICE DAY", its letters' feet on 17 of 32 rays, receipt
        /// 1113) lie on the rays that cross letters only; the card's foot beyond it lay on 31–32 of 32.
        /// Lines beyond the nearest of their slope are kept only when they cross this share too: weaker ones, inside the
        /// bright outline of a letter under a hand's shadow (letter-hard-8), closed a false card on the letter (4.4% → 21%).
        public var acrossShare = 0.75
        /// ... within this many half glyph heights (`nearest`) beyond the nearest line, 20 glyph heights: a few rows of
        /// print (the foot of receipt 1113 lay 9 glyph heights beyond the missed rows, of 1114 about 12); without a
        /// bound a card's faint foot in shadow gave way to a line far beyond it (card-on-sheet receipt 1117: 0.03% → 22.6%).
        public var acrossReach = 40.0

        // card9: a card's side that hugs its print.
        /// A side with no edge beyond half a glyph height and `stepHalfWidth` past the print (where the search
        /// begins, so its window holds no ink) is searched again right past the print, its step measured over
        /// this narrower half width: receipts' side margins measured 3–8 px on the fine grid (about one glyph
        /// height; card-on-sheet receipts 117 and 121 of seeds 101–124, 1114 of 1101–1124), inside the 7 px the
        /// search skips, so the side was never found and took the opposite side's margin, which differs (1.1–1.2%
        /// off). 1 px keeps the window off the print at a 2 px gap; a blurred edge on the fine grid still steps by
        /// most of its height over ±1 px. 0 turns the search off.
        public var huggingHalfWidth = 1
        /// On a seen sheet, when at least this many of the card's sides show as clear steps (`minimumStep`), its other
        /// sides are looked for with steps relative to the light (`minimumRelativeStep`): a hand's shadow over one
        /// side of a cream card on white makes its step 4–6 gray levels at a tone near 100 (card-on-sheet receipt
        /// 1104 of seeds 1101–1124, its left side under the shadow: 1.25% off). Two, since relative steps alone on a
        /// bright sheet closed two false sides around a letter's print (letter-hard-1013, see `minimumRelativeStep`),
        /// where no side showed as a clear step. 0 turns it off.
        public var sidesBeforeRelativeSteps = 2

        // card11: a shadow's edge is no side.
        /// Without a seen sheet, a side's step between the two pixels either side of it must be at least this share of
        /// the step between the tones `sharpnessReach` away (the median over the rays that cross it): the paper's edge
        /// steps within a pixel or two of the fine grid, a shadow's edge ramps over its penumbra. On the pages of
        /// seeds 1–24 and 1001–1024 the shadows' edges taken for sides measured 0.18–0.22 (a hand shadow's lower
        /// edge taken for letter-hard-2's foot, 8.4% off; the shadow across letter-hard-11's top), paper edges and a
        /// cloth's lines 0.5–1.1; a ramp wider than 16 px gives 2/13 = 0.15, an edge within 2 px at least 0.5. 0.3
        /// lies between; 0.4 lost two sides that were paper (receipt-hard-1015, label-hard-21). 0 turns it off.
        public var minimumSharpness = 0.3
        /// The tones either side of a step, for its sharpness, are the means over this many pixels away from it:
        /// past the step's window (`stepHalfWidth`), within a cloth's square (chosen, not tuned).
        public var sharpnessReach = 5...8

        // card12: a barcode's end is no side.
        /// A line with this many swings of the tone in a run along it, just either side of its step (each swing of
        /// `minimumStep` within `barGapInGlyphs` of the last), runs along the end of a barcode's bars, not the
        /// paper's edge, and is passed over (`CardEdgeFinder`), so the search goes on to the paper's edge beyond
        /// the code. A label's code ends taken for its foot (label-hard-1, label-ordinary-5 of seeds 1–24: 14–18%
        /// off) measured 40–51 swings, the paper's edges and table lines on those pages 1–10; EAN-13 has 30 bars
        /// (60 swings), a Code 128 more. 24 lies between (chosen, not tuned). 0 turns it off.
        public var minimumBarSwings = 24
        /// ... each swing within this many glyph heights of the last: a barcode's widest bar or space is 4 modules
        /// (1.2–1.3 mm on labels), under a 10 pt glyph's height (2.5 mm), and a code's swings scale with the photo as
        /// its print does; a cloth's checks wider than a letter break the run.
        public var barGapInGlyphs = 1.0

        // find19b: a shadow band's edge on a sheet is no card's side.
        /// On a seen sheet, a side softer than `minimumSharpness` whose tone steps by at least this share of the
        /// brighter tone (the means `sharpnessReach` away, median over the rays) is a shadow band's edge, not a card's,
        /// and is passed over. A card's edge on its sheet steps sharply by the small difference of their tones: on the
        /// 48 card-on-sheet receipts of seeds 101–124 and 1101–1124 the card's sides stepped by at most 0.17 of the
        /// brighter tone, the softest (0.24, 0.28, print within their reach) by 0.10–0.11. A hand's or an object's
        /// shadow band across a letter, taken for a card inside its bright outline, stepped by 0.20–0.33 at a
        /// sharpness of 0.19–0.25 (letter-hard-22, -1002, -1016: the page became the shadow band, 22–28% off). 0.2
        /// lies between (chosen, not tuned); 0 turns it off.
        public var sheetShadowStep = 0.2
        public init() {}
    }

    /// When the fine grid (`PageFinder.fineSide`) gives no page and no print at all, the search runs again on a
    /// grid this many times finer, when the photo has at least half as many pixels again along its long side, with
    /// the smallest glyph (`Print.minimumGlyphShare`) as many times smaller; 1 turns it off. A receipt at 40% of a
    /// 4K frame printed in small type (find-error receipt-small-1224: 257 px wide) has letters under 4 px tall on the
    /// 1,280 px grid, the smallest glyph there: on a gingham, 36 marks were surrounded by paper and
    /// made no block of print; on the 2,000 px grid with glyphs from 3 px, 463 marks and four card sides gave it
    /// within 0.1%. The finer grid's page is kept only when it covers `Edges.minimumFrameShare` of the frame: on
    /// receipt-hard-18 (seeds 1–24) it took 48x83 px of a wooden table for print. Only pages where nothing was found
    /// are searched again:
    /// a page found on the fine grid keeps its corners, and the real photos where nothing was found all had print
    /// (186 to 774 marks spread over the frame), so they are not searched again.
    public var finerGridFactor = 2
    /// ... when the photo's long side is at least this many times the fine grid's (half as many pixels again): a
    /// photo barely larger than the fine grid has no finer detail to show, so searching it again only costs time.
    public var finerGridMinimumPhotoRatio = 1.5
    public var edges = Edges()
    public var rule = Rule()
    public var print = Print()
    public var card = Card()
    public init() {}

    /// The values ScanLab uses.
    public static let standard = PageFindingParameters()
}

/// Every number `OrientationDetector` decides with, each with why it has its value. Sizes marked "typical" are shares
/// of the median glyph's larger side in the view. The figures quoted were measured with
/// `scanlab-bench orientation` (generated pages of every kind, flat and photographed, and the sroie-dev receipts).
public struct OrientationParameters: Sendable, Equatable {
    /// The view the page is warped to, in pixels (never enlarged). 1.5 MP keeps a 10 pt capital on an A4 page about
    /// 12 px tall and a receipt's about 15 px, enough to tell an ascender from an x-height letter, while warping
    /// and labelling it stays within the 40 ms budget.
    public var viewArea: Double = 1_500_000
    /// Print is darker than this share of the paper around it (the background field divides shadows out)...
    public var inkRatio: Double = 0.75
    /// ...and darker by at least this many levels, so sensor noise on dark paper is not print.
    public var inkContrast: Double = 24
    /// Components of fewer pixels are specks (a full stop at the smallest text measured is 4 or more).
    public var smallestGlyphArea: Int = 3
    /// No glyph spans more than this share of the view's short side (rules, boxes and pictures do).
    public var largestGlyphShare: Double = 0.2
    /// Nor more than this many typical sizes: headings in large type, logos and code symbols are left out, since
    /// their pairs say little and a QR code's modules would outvote the text.
    public var largestGlyphToTypical: Double = 3
    /// The tiles the line direction is voted in, in view pixels: four to ten lines of ordinary print, small enough
    /// that a page skewed by a degree or two still shows clean empty rows between its lines inside each tile.
    public var tileSide: Int = 96
    /// A tile votes only when at least this share of it is print (margins and blank space stay silent).
    public var tileInk: Double = 0.02
    /// A row (or column) of a tile is empty when at most this share of its pixels is print (a speck of noise).
    public var emptyLineInk: Double = 0.02
    /// A tile whose shares of empty rows and empty columns differ by less than this does not vote.
    public var tileTieMargin: Double = 0.05
    /// Fewer voting tiles than this is not enough print to decide anything: the page is left as it is.
    public var minimumTiles: Int = 6
    /// Fewer glyphs with a neighbour than this, and the neighbours do not witness the line direction.
    public var minimumGlyphs: Int = 40
    /// Only glyphs of at least this share of the typical size take part in the neighbour witness (not dots, which
    /// sit above or below their letters).
    public var directionGlyphShare: Double = 0.5
    /// A nearest neighbour further than this many typical sizes away is not on the same line or the next.
    public var neighbourReach: Double = 3
    /// Neighbours whose share "across" is at least this far from one half decide the direction alone: on generated
    /// pages they gave 0.85 or more (0.15 or less turned) where tiles, on a monospaced receipt with price columns,
    /// said 0.84 the wrong way; they are never that clear on touching or broken letters (0.54 to 0.58 there).
    public var clearNeighbours: Double = 0.25
    /// The mean of the two witnesses' shares "across" must differ from one half by this much before lines count as
    /// running that way. Tiles alone gave 0.62 to 0.99 on the 20 sroie-dev receipts but about 0.5 on clean monospaced
    /// generated receipts (their columns are empty too); neighbours alone 0.88 or more on generated pages but about
    /// 0.55 on receipts whose letters touch or break into dots. One minus that when the page is turned a quarter.
    public var directionMargin: Double = 0.1
    /// Gaps across a line shorter than this share of the line's height are closed before glyphs are labelled: a
    /// thermal or dot-matrix printer breaks strokes by about a fifth of a letter, a line's gap is larger.
    public var closingShare: Double = 0.25
    /// The next glyph on a line begins within this many typical sizes of the last one's end (a word space is
    /// about 0.3 to 0.5).
    public var pairGap: Double = 0.8
    /// The next glyph may overlap the last horizontally by this share of its width (kerned pairs).
    public var pairOverlapX: Double = 0.3
    /// Two glyphs are on one line when they share this share of the shorter one's height.
    public var pairOverlapY: Double = 0.5
    /// Boxes beginning within this many typical sizes of the nearest count as beginning together (an `i`'s stem
    /// and dot); the tallest of them is the next glyph.
    public var sameStartShare: Double = 0.2
    /// Pairs whose taller glyph is shorter than this many pixels cannot show an ascender's few pixels reliably.
    public var smallestPairHeight: Double = 5
    /// Edges within this share of the taller glyph's height are aligned (a baseline wavers by a pixel or so)...
    public var alignedShare: Double = 0.1
    /// ...and edges this far apart are not (an x-height letter's top lies about 0.3 below an ascender's).
    public var apartShare: Double = 0.2
    /// A pair's smaller member is a dot (full stop, comma, an `i`'s dot) when its larger side is at most this share
    /// of the pair's height...
    public var dotShare: Double = 0.4
    /// ...or a letter when its height is at least this share; pieces in between (broken strokes, dashes) do not vote.
    public var letterShare: Double = 0.4
    /// Fewer votes than this on which way is up leave the page as it is.
    public var minimumVotes: Int = 20
    /// The votes must lean this much one way, (upright − upside down) / all. Generated pages of every kind leaned 0.6
    /// or more; the sroie-dev receipts (mostly capitals, where full stops and ascender-free letters decide) 0.2 to
    /// 0.9 upright, and as far the other way turned.
    public var minimumAsymmetry: Double = 0.15
    /// And the lean must stand out of the votes' noise: |upright − upside down| at least this many times the square
    /// root of all votes (a fair coin passes 3 about 3 times in 1,000), so a page is never turned on a coin toss.
    public var minimumSignificance: Double = 3
    /// When the glyph votes found the lines' axis but not which way is up, the page is read both ways on that axis
    /// (`OrientationDetector.read`) and the surer reading is taken when its words' mean confidence leads by at
    /// least this many points. Read as if weak on every page whose axis the glyphs found (`scanlab-bench orientation
    /// --osd`, 2026-12-02): on the 20 sroie-dev receipts at four turns the surer reading was right on all 80, leading
    /// by 35 to 63 points, by 41 on X51006619550 (read through the glyphs' print: Tesseract's own threshold found no
    /// word) and by 18 to 21 on the faint dot-matrix X51007339642 (mean 36 to 43 against 18 to 22). On 120
    /// generated pages (seeds 1 to 3, every kind, flat and ordinary, four turns) it was right on all, leading by 36
    /// or more. No reading was ever wrong by any lead; 10 keeps half the faint receipt's margin.
    public var readingLead: Double = 10
    /// When the glyph votes are too weak to decide (any of the guards above), a second opinion is asked
    /// (Tesseract's OSD in the styles). Where the glyphs found the lines' direction, its answer is taken when it lies
    /// on that axis with at least this confidence: on the 20 sroie-dev receipts at four turns (80 answers, 2026-12-02),
    /// OSD was right on 68 of the 72 at 0.5 or more and on 2 of the 4 below (a coin toss), and every answer lay
    /// on the right axis. It is no longer asked there when the reading test decides: on the faint dot-matrix receipt
    /// X51007339642 its answer changed with a crop a few pixels different (upright: 180 at 0.51, wrong; turned 90:
    /// 270 at 0.08).
    public var secondOpinionOnAxis: Double = 0.5
    /// Where the glyphs could not tell the lines' direction either, the second opinion must be this sure: at 2 or
    /// more OSD was right on all 53 of those 80 answers, between 1 and 2 on 6 of 9 (three upside down).
    public var secondOpinionAlone: Double = 2

    public init() {}

    /// The measured values above.
    public static let standard = OrientationParameters()
}

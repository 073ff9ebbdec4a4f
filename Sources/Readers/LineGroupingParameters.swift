/// The numbers that decide how `LineGrouper` finds a page's slant before it groups boxes into lines.
///
/// A phone photo's printed rows are rarely level (on the 35 photos of ../shared/real/photos-dev the median row lies
/// 1.1 degrees off level), and a receipt's amount 30-45 mm right of its label drifts by half a line or more; grouping by
/// raw vertical overlap then joins it to the wrong line. The grouper measures the rows' slope from boxes that are
/// certainly on one line (close neighbours) and groups by the de-slanted centre instead.
public struct LineGroupingParameters: Sendable, Equatable {
    /// A pair of neighbours counts towards the slope only when they overlap vertically by this share of the smaller
    /// height: "most of it", so that the two are on one line whatever the slant. At 0.6 a neighbour one height away
    /// still counts up to a slope of 0.4 per height of run, far beyond `maximumSlope`, so the rule does not bias the
    /// estimate towards level on close pairs.
    public var neighbourOverlapShare: Double
    /// A box taller than this multiple of the page's median box height is not word-like (a logo, two merged lines, or
    /// a long segment whose axis-aligned box the slant has inflated) and is left out of the slope estimate. A chosen
    /// margin, not a fitted one: printed receipt text varies in size far less than 1.5 times within a page.
    public var wordLikeHeightRatio: Double
    /// The steepest slope (rise over run) the grouper corrects: 0.1, about 5.7 degrees. Pages reach the reader upright
    /// (orientation and page finding come first), and real photos' rows lie a median 1.1 degrees off level and fan about
    /// 2 degrees from the frame's top to its bottom (bench-realism's row statistics on photos-dev); a steeper median is
    /// more likely staggered columns than slant, so it is followed only as far as the cap.
    public var maximumSlope: Double
    /// At least this many neighbour pairs must agree before the slope is used; with fewer (a few words, one column),
    /// the grouper keeps level lines, as it did before slopes were measured.
    public var minimumPairs: Int

    public init(neighbourOverlapShare: Double, wordLikeHeightRatio: Double, maximumSlope: Double, minimumPairs: Int) {
        self.neighbourOverlapShare = neighbourOverlapShare; self.wordLikeHeightRatio = wordLikeHeightRatio
        self.maximumSlope = maximumSlope; self.minimumPairs = minimumPairs
    }

    /// The values every reader uses.
    public static let standard = LineGroupingParameters(neighbourOverlapShare: 0.6, wordLikeHeightRatio: 1.5,
                                                        maximumSlope: 0.1, minimumPairs: 3)
}

import Foundation
import Imaging

/// Decides how a found page lies: upright, or turned clockwise by 90, 180 or 270 degrees, from glyph statistics.
///
/// Two questions, each answered from the page's print:
/// 1. **Which way the lines run.** Between lines of print lie rows with no ink; across them, columns almost never
///    are empty, since the lines' letters do not line up. So in small tiles of the page, whether more rows or more
///    columns are empty says whether lines run across the view (0 or 180) or down it (90 or 270). Tiles need no
///    separate glyphs, so touching letters and dot-matrix print, which break up into dots, are read as well.
/// 2. **Which way is up.** With the lines turned to run across, neighbouring glyphs on a line are compared: Latin
///    print sits on a baseline, so two neighbours whose bottoms align while their tops differ (an `a` beside an
///    `h`, a digit beside a decimal point) say "upright", and two whose tops align while their bottoms differ (an `a`
///    beside a `p`) say "upside down". Ascenders, capitals, digits and full stops far outnumber descenders, so an
///    upright page votes upright, and the same page upside down votes the other way just as clearly. Strokes broken
///    by a thermal or dot-matrix printer are joined first, across the line only, so their pieces do not vote.
///
/// Tesseract's OSD (`tesseract-ocr-osd`, `Readers.TesseractOrientation`) answers the same question; `scanlab-bench
/// orientation --osd` measures both on the same found page. This method is the one the styles use because it was
/// both more accurate and about ten times cheaper: on the 20 sroie-dev receipts turned by 0, 90, 180 and 270 it was
/// right on 76 of 80 (the other 4 left upright on weak evidence, none turned wrongly) against OSD's 67 of 80 with
/// its raw answer (wrong turns among them); on 80 generated pages (seeds 101 and 102, every kind, flat and
/// ordinary) 75 of 80 against OSD's 73 (raw answer) or 71 (confidence at least 1); and it took about 20 ms of CPU a
/// page against OSD's 160 to 250 ms on the same view (2026-12-01, a loaded 2-core machine).
///
/// Weak evidence never turns a page on the glyphs' word: too few glyphs, lines that run neither way clearly, or
/// votes too even leave the page as it is (upright), with the reason, unless another witness is given and sure
/// enough. Where the glyphs found the lines' axis, the styles first read the page both ways on it
/// (`read`, Tesseract's recogniser, `Enhancement.OrientationReadingTest`); where that cannot tell, or the axis is
/// unknown, they ask Tesseract's OSD (`settle`, `Enhancement.OrientationSecondOpinion`). Both cost tens of times
/// as much as the glyphs, so they are asked only then: on the sroie-dev receipts, one in 20 (X51007339642, faint
/// dot-matrix, weak at every turn, which OSD read upside down upright); on generated pages, 4 of 960
/// (`scanlab-bench orientation --seeds 24`: three label photos at 270 and a flat label at 180).
public enum OrientationDetector {
    /// A second opinion on how the page in a square-on gray view lies, clockwise from upright, and how sure it is
    /// (in Tesseract OSD's units); nil when it cannot say.
    public typealias SecondOpinion = (Image) -> (orientation: PageOrientation, confidence: Double)?

    /// How well Tesseract's recogniser reads a gray view as it lies: the mean confidence of its words (0 to 100);
    /// nil when it read no word.
    public typealias ReadingTest = (Image) -> Double?

    /// What the reading test gave the two orientations on the lines' axis, and whether it was taken.
    public struct ReadingAnswer: Sendable, Equatable {
        /// The orientation read better, and the two means (that one's first).
        public var orientation: PageOrientation
        public var better: Double
        public var worse: Double
        public var taken: Bool
        /// How many points the better reading leads by.
        public var lead: Double { better - worse }
    }

    /// What the second opinion said, and whether it was taken.
    public struct SecondOpinionAnswer: Sendable, Equatable {
        public var orientation: PageOrientation
        public var confidence: Double
        public var taken: Bool
    }

    /// What was measured and what it decided.
    public struct Decision: Sendable, Equatable {
        /// How the page lies (clockwise from upright); `.upright` whenever the evidence was weak.
        public var orientation: PageOrientation
        /// True when the evidence was strong enough to turn the page (always true for a confident upright).
        public var confident: Bool
        /// The glyph boxes labelled (0 when the line direction was already unclear).
        public var glyphs: Int
        /// The share of voting tiles whose empty rows outnumber their empty columns (lines running across the view).
        public var acrossShare: Double
        /// Neighbour pairs that voted upright and upside down (in the frame where lines run across).
        public var uprightVotes: Int
        public var upsideDownVotes: Int
        /// Why, in a few words.
        public var reason: String
        /// Whether the glyphs found the lines running across the view (true), down it (false), or neither clearly (nil).
        public var linesRunAcross: Bool? = nil
        /// The second opinion, when the glyphs were weak and one was asked.
        public var secondOpinion: SecondOpinionAnswer? = nil
        /// The reading test, when the glyphs found the lines' axis but not which way is up and it was asked.
        public var reading: ReadingAnswer? = nil

        /// What the glyphs alone decided (upright when they were weak).
        public var glyphOrientation: PageOrientation {
            secondOpinion?.taken == true || reading?.taken == true ? .upright : orientation
        }

        /// (upright − upside-down) / all votes, in −1...1; 0 with no votes.
        public var asymmetry: Double {
            let n = uprightVotes + upsideDownVotes
            return n > 0 ? Double(uprightVotes - upsideDownVotes) / Double(n) : 0
        }
    }

    /// Decides the orientation of the page inside `quad` of `image` (any layout; it is read in gray).
    /// - Parameters:
    ///   - image: the photo or scan.
    ///   - quad: the page's corners in `image`'s pixels, clockwise with the corner nearest the image's top-left first
    ///     (as `PageFinder` returns them, or the whole image).
    ///   - parameters: the thresholds; the defaults are the measured ones.
    ///   - readingTest: asked first when the glyphs found the lines' axis but not which way is up (see `read`).
    ///   - secondOpinion: asked on the same view when the glyph evidence is weak and the reading test was not
    ///     asked or could not tell (see `settle`).
    public static func detect(in image: Image, quad: Quad, parameters: OrientationParameters = .standard,
                              readingTest: ReadingTest? = nil, secondOpinion: SecondOpinion? = nil) -> Decision {
        guard let square = Self.view(of: image.layout == .gray ? image : image.grayscale(), quad: quad, area: parameters.viewArea) else {
            return weak("the page is too small to read its orientation", glyphs: 0)
        }
        var glyphs = detect(view: square, parameters: parameters)
        guard !glyphs.confident else { return glyphs }
        if let readingTest, let across = glyphs.linesRunAcross {
            glyphs = read(glyphs, view: square, linesRunAcross: across, parameters: parameters, readingTest: readingTest)
            guard !glyphs.confident else { return glyphs }
        }
        guard let secondOpinion else { return glyphs }
        return settle(glyphs, answer: secondOpinion(square), parameters: parameters)
    }

    /// The glyphs' weak decision, settled by reading: the view is read turned upright for each of the two
    /// orientations on the lines' axis, and the one whose words the recogniser reads more surely is taken when it
    /// leads by at least `readingLead` points. Text read upside down is not text to the recogniser: its words come
    /// out as fragments it doubts, whatever the script's case or the print's dots (glyph votes need ascenders, and
    /// OSD, which classifies shapes, read the faint dot-matrix receipt X51007339642 upside down 0.51 to 2.3 sure).
    public static func read(_ glyphs: Decision, view: Image, linesRunAcross: Bool, parameters: OrientationParameters = .standard,
                            readingTest: ReadingTest) -> Decision {
        var decision = glyphs
        let candidates: [PageOrientation] = linesRunAcross ? [.upright, .upsideDown] : [.clockwise, .counterclockwise]
        // Lying at `o`, the page stands upright in the view turned by the inverse of `o`.
        func means(of image: Image) -> [Double?] { candidates.map { o in readingTest(o == .upright ? image : image.turned(o.inverse)) } }
        var read = means(of: view)
        // When Tesseract finds no word either way, its own threshold has lost the print (sroie-dev X51006619550, a
        // speckled ground: no word and no OSD answer at any turn); the print as the glyphs see it is read instead
        // (right at every turn, 67 against 26). Only then: the glyphs' threshold drops a faint dot-matrix print's
        // dots, and X51007339642 read so led by 0.5 to 2 points, either way.
        if read.allSatisfy({ $0 == nil }) { read = means(of: inkView(view, parameters: parameters)) }
        let means = read.map { $0 ?? 0 }
        let first = means[0] >= means[1] ? 0 : 1
        let answer = ReadingAnswer(orientation: candidates[first], better: means[first], worse: means[1 - first], taken: false)
        decision.reading = answer
        let scores = String(format: "%.1f against %.1f", answer.better, answer.worse)
        guard answer.lead >= parameters.readingLead else {
            decision.reason += "; read at \(candidates[0].degrees) and \(candidates[1].degrees) the words are as sure (\(scores))"
            return decision
        }
        decision.reading?.taken = true
        decision.orientation = answer.orientation
        decision.confident = true
        decision.reason += "; its words read surer at \(answer.orientation.degrees) (mean confidence \(scores))"
        return decision
    }

    /// The glyphs' weak decision, settled by a second opinion's answer: taken when it lies on the axis of the lines
    /// the glyphs found and is at least `secondOpinionOnAxis` sure, or, when the glyphs could not tell the lines'
    /// direction either, at least `secondOpinionAlone` sure; otherwise the page stays as it is.
    public static func settle(_ glyphs: Decision, answer: (orientation: PageOrientation, confidence: Double)?,
                              parameters: OrientationParameters = .standard) -> Decision {
        var decision = glyphs
        guard let answer else {
            decision.reason += "; the second opinion could not say"
            return decision
        }
        let confidence = String(format: "%.2f", answer.confidence)
        let take: Bool
        if let across = glyphs.linesRunAcross {
            let onAxis = answer.orientation.swapsSides != across
            take = onAxis && answer.confidence >= parameters.secondOpinionOnAxis
            decision.reason += onAxis
                ? "; the second opinion says \(answer.orientation.degrees) (confidence \(confidence), "
                    + (take ? "taken)" : "below \(parameters.secondOpinionOnAxis))")
                : "; the second opinion says \(answer.orientation.degrees) (confidence \(confidence)), across the lines' direction"
        } else {
            take = answer.confidence >= parameters.secondOpinionAlone
            decision.reason += "; the second opinion says \(answer.orientation.degrees) (confidence \(confidence), "
                + (take ? "taken)" : "below \(parameters.secondOpinionAlone))")
        }
        decision.secondOpinion = SecondOpinionAnswer(orientation: answer.orientation, confidence: answer.confidence, taken: take)
        if take {
            decision.orientation = answer.orientation
            decision.confident = true
        }
        return decision
    }

    /// Decides the orientation of a gray view that already shows the page square on (a flat scan, or a warped page).
    public static func detect(view: Image, parameters: OrientationParameters = .standard) -> Decision {
        let mask = inkMask(view, parameters: parameters)
        let lines = lineDirection(mask, width: view.width, height: view.height, parameters: parameters)
        let raw = glyphBoxes(mask, width: view.width, height: view.height, parameters: parameters)
        let neighbours = neighbourShare(raw, size: medianSize(raw), parameters: parameters)
        // Two witnesses of the line direction, each blind where the other sees: empty lines in tiles miss
        // monospaced tables (their columns are empty too, and a tile may show more of them than of rows), nearest
        // neighbours miss letters that touch or break into dots. Neighbours that are clear decide; otherwise each
        // witness with enough to say counts, and they are averaged.
        var shares: [Double] = []
        let neighboursHeard = neighbours.measured >= parameters.minimumGlyphs
        if neighboursHeard, abs(neighbours.share - 0.5) >= parameters.clearNeighbours {
            shares = [neighbours.share]
        } else {
            if lines.tiles >= parameters.minimumTiles { shares.append(lines.acrossShare) }
            if neighboursHeard { shares.append(neighbours.share) }
        }
        guard !shares.isEmpty else {
            return weak("only \(lines.tiles) tiles and \(neighbours.measured) glyphs of the page hold print in lines; at least "
                        + "\(parameters.minimumTiles) tiles or \(parameters.minimumGlyphs) glyphs are needed", glyphs: raw.count)
        }
        let across = shares.reduce(0, +) / Double(shares.count)
        let runsAcross = across >= 0.5
        guard abs(across - 0.5) >= parameters.directionMargin else {
            var d = weak("lines run neither across nor down clearly (\(Int((lines.acrossShare * 100).rounded()))% of tiles and "
                         + "\(Int((neighbours.share * 100).rounded()))% of neighbours across)", glyphs: raw.count)
            d.acrossShare = across
            return d
        }
        // Join strokes broken along the glyphs' height (across the line), never along the line, which would merge
        // neighbouring letters.
        let gap = max(1, Int((parameters.closingShare * lines.lineHeight).rounded()))
        let closed = closeGaps(mask, width: view.width, height: view.height, alongColumns: runsAcross, longest: gap)
        let boxes = glyphBoxes(closed, width: view.width, height: view.height, parameters: parameters)
        // Turn the boxes so the lines run across: for lines running down the view, as the view turned back a
        // quarter anticlockwise would show them (the page then reads upright if it lay turned clockwise by 90).
        let framed = runsAcross ? boxes : boxes.map { $0.turnedAnticlockwise(viewWidth: view.width) }
        let (up, down) = baselineVotes(framed, parameters: parameters)
        var decision = Decision(orientation: .upright, confident: false, glyphs: boxes.count, acrossShare: across,
                                uprightVotes: up, upsideDownVotes: down, reason: "", linesRunAcross: runsAcross)
        let direction = runsAcross ? "lines run across" : "lines run down"
        let n = up + down
        guard n >= parameters.minimumVotes else {
            decision.reason = "\(direction), but only \(n) glyph pairs vote on which way is up (at least \(parameters.minimumVotes) are needed)"
            return decision
        }
        let significance = Double(abs(up - down)) / Double(n).squareRoot()
        guard abs(decision.asymmetry) >= parameters.minimumAsymmetry, significance >= parameters.minimumSignificance else {
            decision.reason = "\(direction), but the votes on which way is up are too even (\(up) upright, \(down) upside down)"
            return decision
        }
        let upright = up > down
        decision.orientation = runsAcross ? (upright ? .upright : .upsideDown) : (upright ? .clockwise : .counterclockwise)
        decision.confident = true
        let share = Int((max(across, 1 - across) * 100).rounded())
        decision.reason = "\(direction) (\(share)% of tiles and neighbours); \(max(up, down)) of \(n) glyph pairs sit on a baseline "
            + (upright ? "below" : "above")
        return decision
    }

    /// The view's print (`inkMask`, the paper's shading divided out) black on white.
    static func inkView(_ view: Image, parameters: OrientationParameters = .standard) -> Image {
        let mask = inkMask(view, parameters: parameters)
        return Image(width: view.width, height: view.height, layout: .gray, pixels: mask.map { $0 != 0 ? 0 : 255 }) ?? view
    }

    static func weak(_ reason: String, glyphs: Int) -> Decision {
        Decision(orientation: .upright, confident: false, glyphs: glyphs, acrossShare: 0.5, uprightVotes: 0, upsideDownVotes: 0,
                 reason: reason)
    }

    // MARK: - The view

    /// The page inside `quad`, warped square on to about `area` pixels (never enlarged), in gray.
    public static func view(of gray: Image, quad: Quad, area: Double = OrientationParameters.standard.viewArea) -> Image? {
        let width = max(quad.topLeft.distance(to: quad.topRight), quad.bottomLeft.distance(to: quad.bottomRight))
        let height = max(quad.topLeft.distance(to: quad.bottomLeft), quad.topRight.distance(to: quad.bottomRight))
        guard width >= 8, height >= 8 else { return nil }
        let scale = min(1, (area / (width * height)).squareRoot())
        let w = max(8, Int((width * scale).rounded())), h = max(8, Int((height * scale).rounded()))
        guard let map = Homography(from: Quad(Box(x: 0, y: 0, width: Double(w), height: Double(h))), to: quad) else { return nil }
        return gray.warped(map, width: w, height: h, fill: 255)
    }

    // MARK: - Glyphs

    /// A glyph's bounding box in view pixels (inclusive).
    struct GlyphBox: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var width: Int { x1 - x0 + 1 }
        var height: Int { y1 - y0 + 1 }
        var centreX: Double { Double(x0 + x1 + 1) / 2 }
        var centreY: Double { Double(y0 + y1 + 1) / 2 }
        var size: Int { max(width, height) }

        /// The box as the view turned a quarter anticlockwise shows it.
        func turnedAnticlockwise(viewWidth: Int) -> GlyphBox {
            GlyphBox(x0: y0, y0: viewWidth - 1 - x1, x1: y1, y1: viewWidth - 1 - x0)
        }
    }

    /// The boxes of the print's connected components that could be glyphs or punctuation: not specks, rules,
    /// pictures or the page's border.
    static func glyphBoxes(_ mask: [UInt8], width: Int, height: Int, parameters: OrientationParameters) -> [GlyphBox] {
        let labeling = ComponentLabeling(mask: mask, width: width, height: height)
        let largest = Int(parameters.largestGlyphShare * Double(min(width, height)))
        var boxes: [GlyphBox] = []
        boxes.reserveCapacity(labeling.components.count)
        for c in labeling.components where c.area >= parameters.smallestGlyphArea && max(c.width, c.height) <= largest {
            // Touching the view's edge: the table or the page's border, not print.
            if c.minX == 0 || c.minY == 0 || c.maxX == width - 1 || c.maxY == height - 1 { continue }
            boxes.append(GlyphBox(x0: c.minX, y0: c.minY, x1: c.maxX, y1: c.maxY))
        }
        // Drop what is far larger than the typical glyph (logos, boxes, big headings' blobs, code symbols).
        let typical = medianSize(boxes)
        return boxes.filter { Double($0.size) <= parameters.largestGlyphToTypical * typical }
    }

    /// The mask with every gap of at most `longest` pixels between two inked pixels of one column (or of one row)
    /// filled: a closing along that axis only.
    static func closeGaps(_ mask: [UInt8], width w: Int, height h: Int, alongColumns: Bool, longest: Int) -> [UInt8] {
        var out = mask
        out.withUnsafeMutableBufferPointer { m in
            if alongColumns {
                var last = [Int](repeating: -1, count: w)
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w where m[row + x] != 0 {
                        let previous = last[x]
                        if previous >= 0, y - previous > 1, y - previous - 1 <= longest {
                            for fill in (previous + 1)..<y { m[fill * w + x] = 1 }
                        }
                        last[x] = y
                    }
                }
            } else {
                for y in 0..<h {
                    let row = y * w
                    var previous = -1
                    for x in 0..<w where m[row + x] != 0 {
                        if previous >= 0, x - previous > 1, x - previous - 1 <= longest {
                            for fill in (previous + 1)..<x { m[row + fill] = 1 }
                        }
                        previous = x
                    }
                }
            }
        }
        return out
    }

    /// Print: pixels darker than the paper around them by a share and by a number of levels.
    static func inkMask(_ view: Image, parameters: OrientationParameters) -> [UInt8] {
        let field = BackgroundField.estimate(from: view)
        let w = view.width, h = view.height
        var mask = [UInt8](repeating: 0, count: w * h)
        let ratio = Float(parameters.inkRatio), contrast = Float(parameters.inkContrast)
        // A level v is print under paper p when `v < p·ratio && p − v ≥ contrast`; both hold for every level up to
        // some darkest one and for none above, so each cell's test is one limit (-1: no level), found with the same
        // Float expressions, and each row compares its bytes with its cells' limits (the same mask, without the
        // Float work per pixel: 1.5 MP a page).
        func isPrint(_ v: Int, under paper: Float) -> Bool { Float(v) < paper * ratio && paper - Float(v) >= contrast }
        let limits = field.values.map { paper -> Int16 in
            var t = Swift.max(-1, Swift.min(255, Int(Swift.min(paper * ratio, paper - contrast).rounded(.down))))
            while t < 255, isPrint(t + 1, under: paper) { t += 1 }
            while t >= 0, !isPrint(t, under: paper) { t -= 1 }
            return Int16(t)
        }
        let cell = (0..<w).map { min(field.width - 1, $0 * field.width / w) }
        var rowLimits = [Int16](repeating: -1, count: w)
        var lastCellRow = -1
        view.pixels.withUnsafeBufferPointer { p in
            mask.withUnsafeMutableBufferPointer { m in
                rowLimits.withUnsafeMutableBufferPointer { limit in
                    for y in 0..<h {
                        let gy = min(field.height - 1, y * field.height / h)
                        if gy != lastCellRow {
                            for x in 0..<w { limit[x] = limits[gy * field.width + cell[x]] }
                            lastCellRow = gy
                        }
                        // Through pointers, so the comparison vectorises (checked index sums kept it scalar).
                        guard let source = p.baseAddress, let target = m.baseAddress, let l = limit.baseAddress else { return }
                        let row = source + y * w, out = target + y * w
                        for x in 0..<w { out[x] = Int16(row[x]) <= l[x] ? 1 : 0 }
                    }
                }
            }
        }
        return mask
    }

    /// The median of the boxes' larger sides (at least 1).
    static func medianSize(_ boxes: [GlyphBox]) -> Double {
        let sizes = boxes.map(\.size).filter { $0 >= 3 }.sorted()
        guard !sizes.isEmpty else { return 1 }
        return Double(sizes[sizes.count / 2])
    }

    // MARK: - Line direction

    /// The share of glyphs (of at least `directionGlyphShare` of the typical size) whose nearest such neighbour lies
    /// more across than down, and how many had a neighbour within reach. In running text a glyph's nearest
    /// neighbour is the next glyph on its line (advance about 0.6 em), not the one on the next line (about 1.2 em).
    static func neighbourShare(_ boxes: [GlyphBox], size: Double, parameters: OrientationParameters) -> (share: Double, measured: Int) {
        var across = 0, down = 0
        for step in nearestNeighbours(boxes, size: size, parameters: parameters) {
            if abs(step.x) >= abs(step.y) { across += 1 } else { down += 1 }
        }
        let n = across + down
        return (n > 0 ? Double(across) / Double(n) : 0.5, n)
    }

    /// From each glyph (of at least `directionGlyphShare` of the typical size) to its nearest such neighbour within
    /// `neighbourReach` typical sizes: the steps, centre to centre.
    static func nearestNeighbours(_ boxes: [GlyphBox], size: Double, parameters: OrientationParameters) -> [Point] {
        let glyphs = boxes.filter { Double($0.size) >= parameters.directionGlyphShare * size }
        let reach = parameters.neighbourReach * size
        let cell = max(1, reach)
        var grid: [Int: [Int]] = [:]
        func key(_ gx: Int, _ gy: Int) -> Int { gx &* 1_000_003 &+ gy }
        for (i, g) in glyphs.enumerated() {
            grid[key(Int(g.centreX / cell), Int(g.centreY / cell)), default: []].append(i)
        }
        var steps: [Point] = []
        for (i, g) in glyphs.enumerated() {
            let gx = Int(g.centreX / cell), gy = Int(g.centreY / cell)
            var best = Double.infinity, bestDX = 0.0, bestDY = 0.0
            for ny in (gy - 1)...(gy + 1) {
                for nx in (gx - 1)...(gx + 1) {
                    for j in grid[key(nx, ny)] ?? [] where j != i {
                        let dx = glyphs[j].centreX - g.centreX, dy = glyphs[j].centreY - g.centreY
                        let d = dx * dx + dy * dy
                        if d < best { best = d; bestDX = dx; bestDY = dy }
                    }
                }
            }
            guard best <= reach * reach else { continue }
            steps.append(Point(x: bestDX, y: bestDY))
        }
        return steps
    }

    /// What the tiles say about the lines: the share of tiles whose empty rows outnumber their empty columns, how
    /// many tiles voted, and the median height of the inked bands between empty lines (about one line of print).
    struct LineDirection {
        var acrossShare: Double
        var tiles: Int
        var lineHeight: Double
    }

    /// Votes tile by tile: a tile with print votes "across" when more of its rows than of its columns are empty.
    static func lineDirection(_ mask: [UInt8], width w: Int, height h: Int, parameters: OrientationParameters) -> LineDirection {
        let side = parameters.tileSide
        var across = 0, down = 0
        var acrossBands: [Int] = [], downBands: [Int] = []
        var rowInk = [Int](repeating: 0, count: side), columnInk = [Int](repeating: 0, count: side)
        mask.withUnsafeBufferPointer { m in
            var ty = 0
            while ty + side / 2 <= h {
                let th = min(side, h - ty)
                var tx = 0
                while tx + side / 2 <= w {
                    let tw = min(side, w - tx)
                    for i in 0..<th { rowInk[i] = 0 }
                    for i in 0..<tw { columnInk[i] = 0 }
                    var ink = 0
                    for y in 0..<th {
                        let row = (ty + y) * w + tx
                        var count = 0
                        for x in 0..<tw where m[row + x] != 0 { count += 1; columnInk[x] += 1 }
                        rowInk[y] = count
                        ink += count
                    }
                    tx += side
                    guard Double(ink) >= parameters.tileInk * Double(tw * th) else { continue }
                    let rowLimit = Int(parameters.emptyLineInk * Double(tw)), columnLimit = Int(parameters.emptyLineInk * Double(th))
                    let emptyRows = (0..<th).filter { rowInk[$0] <= rowLimit }.count
                    let emptyColumns = (0..<tw).filter { columnInk[$0] <= columnLimit }.count
                    let rows = Double(emptyRows) / Double(th), columns = Double(emptyColumns) / Double(tw)
                    guard abs(rows - columns) >= parameters.tileTieMargin else { continue }
                    if rows > columns {
                        across += 1
                        bands(Array(rowInk[0..<th]), limit: rowLimit, into: &acrossBands)
                    } else {
                        down += 1
                        bands(Array(columnInk[0..<tw]), limit: columnLimit, into: &downBands)
                    }
                }
                ty += side
            }
        }
        let n = across + down
        let heights = (across >= down ? acrossBands : downBands).sorted()
        return LineDirection(acrossShare: n > 0 ? Double(across) / Double(n) : 0.5, tiles: n,
                             lineHeight: heights.isEmpty ? 0 : Double(heights[heights.count / 2]))
    }

    /// The lengths of the inked runs of a profile that lie wholly inside it (a band cut by the tile's edge is not
    /// a whole line).
    static func bands(_ profile: [Int], limit: Int, into lengths: inout [Int]) {
        var start = -1
        for (i, value) in profile.enumerated() {
            if value > limit {
                if start < 0 { start = i }
            } else if start >= 0 {
                if start > 0 { lengths.append(i - start) }
                start = -1
            }
        }
    }

    // MARK: - Which way is up

    /// Votes from each glyph and its right-hand neighbour on the same line: bottoms aligned with tops apart is a
    /// vote for upright, tops aligned with bottoms apart a vote for upside down.
    static func baselineVotes(_ boxes: [GlyphBox], parameters: OrientationParameters) -> (upright: Int, upsideDown: Int) {
        let size = medianSize(boxes)
        let gapLimit = parameters.pairGap * size
        let sorted = boxes.sorted { $0.x0 < $1.x0 || ($0.x0 == $1.x0 && $0.y0 < $1.y0) }
        var pairs: [(GlyphBox, GlyphBox)] = []
        for (i, a) in sorted.enumerated() {
            // The next glyph on the line: among the boxes to the right that share most of their height with this
            // one, the tallest of those that begin nearest (so an `i`'s stem, not its dot).
            var candidates: [GlyphBox] = []
            var j = i + 1
            while j < sorted.count, Double(sorted[j].x0 - a.x1) <= gapLimit {
                let b = sorted[j]
                j += 1
                guard b.x0 > a.x0, Double(b.x0) >= Double(a.x1) - parameters.pairOverlapX * Double(a.width) else { continue }
                let overlap = Double(min(a.y1, b.y1) - max(a.y0, b.y0) + 1) / Double(min(a.height, b.height))
                if overlap >= parameters.pairOverlapY { candidates.append(b) }
            }
            guard let nearest = candidates.map(\.x0).min() else { continue }
            let best = candidates.filter { Double($0.x0 - nearest) <= parameters.sameStartShare * size }.max { $0.height < $1.height }
            guard let b = best else { continue }
            let tall = Double(max(a.height, b.height))
            guard tall >= parameters.smallestPairHeight else { continue }
            // Only pairs whose smaller member is a dot (a full stop, a comma, an `i`'s dot) or a letter of at least
            // x-height say something: pieces between the two (a broken stroke, a dash) fall anywhere.
            let small = a.height <= b.height ? a : b
            let dot = Double(small.size) <= parameters.dotShare * tall
            let letter = Double(small.height) >= parameters.letterShare * tall
            guard dot || letter, b.centreX > a.centreX else { continue }
            pairs.append((a, b))
        }
        // Lines that slope (a page found a few degrees askew, a skewed scan) shift each next glyph by the same
        // amount, which would make the top edges of an x-height letter and an ascender look aligned; the median
        // shift of the pairs' middles per pixel along the line is taken out first.
        let slopes = pairs.map { a, b in (b.centreY - a.centreY) / (b.centreX - a.centreX) }.sorted()
        let slope = slopes.isEmpty ? 0 : slopes[slopes.count / 2]
        var up = 0, down = 0
        for (a, b) in pairs {
            let tall = Double(max(a.height, b.height))
            let aligned = max(1, parameters.alignedShare * tall), apart = max(2, parameters.apartShare * tall)
            let shift = slope * (b.centreX - a.centreX)
            let top = abs(Double(b.y0 - a.y0) - shift), bottom = abs(Double(b.y1 - a.y1) - shift)
            if bottom <= aligned && top >= apart { up += 1 }
            if top <= aligned && bottom >= apart { down += 1 }
        }
        return (up, down)
    }
}

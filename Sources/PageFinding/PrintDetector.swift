import Foundation
import Imaging

/// Finds the page as the block of print plus a margin, which works where paper does not stand out
/// (a white card on a white sheet).
struct PrintDetector {
    /// The margin added around the print, in median glyph heights.
    var marginInGlyphs = 2.5

    /// Receives a note at each step, for `PageFinder.explain`.
    var trace: ((String) -> Void)?
    /// Receives the marks kept as print (boxes in grid pixels), for `PageFinder.explain`.
    var traceMarks: (([Component]) -> Void)?
    /// What belongs to the print: rows, and print on the same paper beyond the glyphs (`PageFindingParameters.Print`).
    var parameters = PageFindingParameters.standard.print
    /// The photo's chroma on the grid (`ChromaGrid`), when the photo has colour: a mark on coloured ground is no
    /// print (`PageFindingParameters.Print.maximumPaperChroma`).
    var chroma: Image?

    /// - Parameters:
    ///   - grid: gray, about 1,000 px on its long side.
    ///   - region: when given (the seen outline, a little enlarged), only marks inside it count, so texture on
    ///     the table cannot join the print.
    func guess(in grid: Image, within region: Quad? = nil) -> PrintGuess? {
        let g = grid.grayscale()
        let w = g.width, h = g.height
        guard w >= 16 && h >= 16 else { return nil }
        let mask = Self.inkMask(g)
        // The chroma only where it is the grid's (a grid of another size has no colour to read).
        let chroma = self.chroma.flatMap { $0.width == w && $0.height == h ? $0 : nil }
        let upright = guess(g, mask: mask, labeling: ComponentLabeling(mask: mask, width: w, height: h), within: region,
                            chroma: chroma)
        // The steps below read glyphs as letters on lines that run across (a glyph's height, thin letters, the
        // cells that join a line's letters). When the marks taken for print say their lines clearly run down (a
        // page lying turned a quarter), the frame is measured again turned back a quarter, and that guess, turned
        // with it, is kept when its own marks say their lines run across: a turned page gives the same page
        // turned. (Measured as it lay, X51006414533 of sroie-dev turned 90° took its letters' widths for their
        // height, split its print into blocks and was found 18° askew. The direction is read from the marks kept
        // as print, not from every mark in the frame: a wooden table's grain made chains of marks running down.)
        guard let u = upright, u.linesAcross <= 0.5 - OrientationParameters.standard.clearNeighbours else { return upright }
        let back = PageOrientation.counterclockwise
        let turned = g.turned(back)
        let turnedMask = Self.inkMask(turned)
        let turnedRegion = region.map { PolygonGeometry.orderedQuad(back.turn($0, width: Double(w), height: Double(h)).points) ?? $0 }
        trace?(String(format: "lines run down (%.2f of neighbours across): measured again with the frame turned a quarter anticlockwise", u.linesAcross))
        var turnedDetector = self
        turnedDetector.traceMarks = traceMarks.map { receive in { marks in receive(marks.map { $0.turnedClockwise(height: turned.height) }) } }
        guard let t = turnedDetector.guess(turned, mask: turnedMask,
                                           labeling: ComponentLabeling(mask: turnedMask, width: turned.width, height: turned.height),
                                           within: turnedRegion, chroma: chroma?.turned(back)) else {
            // Print turned to run across is still print; marks that made no block of print once turned were a
            // chain along one line, not lines of letters: a wooden table's grain, where the page's own print was too
            // small to be seen (receipt-hard-18: 11 marks of grain beside the receipt were the "print", and the
            // receipt's bright outline was refused for not holding them).
            trace?("turned, the marks make no block of print: they are texture, not print")
            return nil
        }
        guard t.linesAcross >= 0.5 + OrientationParameters.standard.directionMargin else { return upright }
        return t.turned(.clockwise, width: Double(turned.width), height: Double(turned.height))
    }

    /// For each mark with a neighbour in its row (centres at most half the taller mark apart down the frame) within
    /// `reach` pixels along it, the gap to the nearest such neighbour over the mark's own width. Rows are taken across
    /// the frame: a cloth's checks run in rows of their own, whatever the print's lines do.
    static func rowGaps(_ marks: [Component], reach: Double) -> [Double] {
        var gaps: [Double] = []
        for a in marks {
            var nearest = Double.infinity
            for b in marks where b.label != a.label && abs(a.centerY - b.centerY) <= 0.5 * Double(max(a.height, b.height)) {
                let gap = abs(a.centerX - b.centerX) - Double(a.width + b.width) / 2
                if gap >= 0, gap < nearest { nearest = gap }
            }
            if nearest <= reach { gaps.append(nearest / Double(a.width)) }
        }
        return gaps
    }

    /// The coefficient of variation of `values` (standard deviation over mean), the variance first lessened by `less`
    /// (never under 0); 0 for none.
    static func spread(_ values: [Double], less: Double = 0) -> Double {
        guard !values.isEmpty else { return 0 }
        let mean = values.reduce(0, +) / Double(values.count)
        guard mean > 0 else { return 0 }
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
        return max(0, variance - less).squareRoot() / mean
    }

    /// The print's rectangle turns at most this far from upright (degrees), so an irregular block of print cannot
    /// make a page stand on its corner.
    static let maximumTilt = 30.0
    /// Marks that must be seen before their lines turn the print's rectangle: two lines' worth of letters (the
    /// print guess needs 8 glyphs at all), so a few stray marks cannot set the direction alone.
    static let minimumLineMarks = 16
    /// The turns tried for the print's lines, in degrees apart. Across a receipt's print of 60 letters, half a
    /// degree moves its far end by half a letter, the width of one profile bin.
    static let lineTurnStep = 0.5

    /// How far (degrees) the print's rectangle may turn from its lines' turn. Under a phone's perspective a
    /// page's lines fan from top to bottom, and the print's straight margin is the better witness of the page's
    /// side: receipt-ordinary-17 (find-error) has sides at 0.5° and 6.7° and a profile of 2.5°, and a band of 3°
    /// moved three ordinary pages by 2 to 6% of the diagonal. The askew rectangles on real photos were 8 to 16
    /// degrees off their lines. Within the band the smallest rectangle is the one found before this rule.
    static let lineTurnBand = 6.0

    /// How far the print's lines turn from running across (radians, clockwise on screen, within `maximumTilt`):
    /// the turn at which the marks' centres, projected across the lines, pile up most sharply (the sum of the
    /// squared counts in bins of half a letter's height). Ties keep the turn nearest upright. Nil with fewer than
    /// `minimumLineMarks` marks. (The direction of each mark's nearest neighbour was tried first: on a grid of
    /// letters a few pixels apart its steps are whole pixels, and their median was 0 for any turn under about 5°.)
    static func lineTurn(_ centres: [Point], markHeight: Double) -> Double? {
        guard centres.count >= minimumLineMarks, markHeight > 0 else { return nil }
        let bin = markHeight / 2
        var best = -1.0, bestTurn = 0.0
        let steps = Int(maximumTilt / lineTurnStep)
        // The bins are counted in one array reused for every turn (a dictionary per turn cost a third of the print
        // detector); the sum of squared counts is a sum of whole numbers, the same in any order.
        var bins = [Int](repeating: 0, count: centres.count)
        var counts: [Int] = []
        // Upright first, then outward one step each way, so a tie keeps the turn nearest upright.
        for k in 0...(2 * steps) {
            let degrees = Double((k + 1) / 2) * lineTurnStep * (k % 2 == 0 ? 1 : -1)
            let t = degrees * .pi / 180
            let c = cos(t), sn = sin(t)
            var lowest = Int.max, highest = Int.min
            for (i, p) in centres.enumerated() {
                let b = Int(((-p.x * sn + p.y * c) / bin).rounded(.down))
                bins[i] = b
                lowest = min(lowest, b)
                highest = max(highest, b)
            }
            let span = highest - lowest + 1
            var sharpness = 0.0
            if span <= 4 * centres.count + 4096 {
                if counts.count < span { counts = [Int](repeating: 0, count: span) }
                for b in bins { counts[b - lowest] += 1 }
                for j in 0..<span {
                    let n = counts[j]
                    sharpness += Double(n * n)
                    counts[j] = 0
                }
            } else {
                // Marks spread over very many bins (a tiny mark height): counted sparsely.
                var sparse: [Int: Int] = [:]
                for b in bins { sparse[b, default: 0] += 1 }
                sharpness = sparse.values.reduce(0.0) { $0 + Double($1 * $1) }
            }
            if sharpness > best { best = sharpness; bestTurn = t }
        }
        return bestTurn
    }

    /// Print: pixels darker than the local mean light by an eighth of it (at least 8 levels), so print in shadow
    /// still counts.
    static func inkMask(_ g: Image) -> [UInt8] {
        let w = g.width, h = g.height
        let radius = max(4, max(w, h) / 60)
        let mean = g.boxFiltered(radius: radius)
        var mask = [UInt8](repeating: 0, count: w * h)
        g.pixels.withUnsafeBufferPointer { p in
            mean.pixels.withUnsafeBufferPointer { m in
                mask.withUnsafeMutableBufferPointer { out in
                    guard let pixel = p.baseAddress, let light = m.baseAddress, let target = out.baseAddress else { return }
                    for i in 0..<(w * h) {
                        let local = Int32(light[i])
                        // Relative to the local light, so print in shadow still counts.
                        let offset = Swift.max(8, local &>> 3)
                        // v < local − offset exactly when v − local + offset is negative: its sign bit, no branch.
                        target[i] = UInt8(truncatingIfNeeded: UInt32(bitPattern: Int32(pixel[i]) &- local &+ offset) >> 31)
                    }
                }
            }
        }
        return mask
    }

    /// The guess from marks on lines that run across the grid.
    private func guess(_ g: Image, mask: [UInt8], labeling: ComponentLabeling, within region: Quad?, chroma: Image?) -> PrintGuess? {
        let w = g.width, h = g.height
        let long = max(w, h)
        let minH = max(3, Int(Double(long) * parameters.minimumGlyphShare)), maxH = max(minH + 1, long / 20)
        var glyphs = labeling.components.filter { c in
            c.height >= minH && c.height <= maxH && c.width <= long / 8 && c.area >= 6 &&
                Double(c.area) / Double(c.width * c.height) >= 0.08 &&
                // Solid squarish blobs are texture (a check of a cloth, a knot), not letters; solid bars
                // (l, I, -) and small dots are letters.
                !(c.height >= 6 && Double(c.area) / Double(c.width * c.height) > 0.8 && c.width * 5 >= c.height * 3 && c.width * 3 <= c.height * 5) &&
                // Not touching the frame: cut-off things at the border are scenery, not print.
                c.minX > 0 && c.minY > 0 && c.maxX < w - 1 && c.maxY < h - 1
        }
        if let region {
            let poly = PolygonGeometry.clockwise(region.points)
            glyphs = glyphs.filter { PolygonGeometry.contains(poly, Point(x: $0.centerX, y: $0.centerY)) }
        }
        trace?("\(labeling.components.count) dark marks, \(glyphs.count) glyph-sized")
        guard glyphs.count >= 8 else { return nil }
        var darkest = [Int](repeating: 255, count: labeling.components.count + 1)
        g.pixels.withUnsafeBufferPointer { p in
            for i in 0..<(w * h) {
                let l = Int(labeling.labels[i])
                if l != 0 && Int(p[i]) < darkest[l] { darkest[l] = Int(p[i]) }
            }
        }
        // Paper is the brightest thing around print, in shadow or not: the local bright envelope (a max filter
        // over a few dozen pixels, on a quarter-size grid) tells paper from a table's mid-tones.
        let quarter = GrayShrink.boxAverage(g, factor: 4)
        let envelope = BackgroundField.extremum(quarter.pixels.map { Float($0) }, quarter.width, quarter.height, radius: 3, max: true)
        func envelopeAt(_ c: Component) -> Float {
            let qx = min(quarter.width - 1, max(0, Int(c.centerX) / 4)), qy = min(quarter.height - 1, max(0, Int(c.centerY) / 4))
            return envelope[qy * quarter.width + qx]
        }
        // A glyph is surrounded by paper: most of a ring just outside its box is not ink, and the ring's
        // median is its paper. The dark edge of a table beside the page fails the first test.
        var contrastOf: [Int32: Int] = [:]
        var paperOf: [Int32: Int] = [:]
        func surroundings(_ c: Component) -> Surroundings {
            Self.surroundings(c, in: g, mask: mask, darkest: darkest[Int(c.label)], envelope: envelopeAt(c))
        }
        // Paper is low in chroma: a mark on coloured ground (food, a coloured cloth) is not print on paper.
        func onColour(_ c: Component) -> Bool {
            guard let chroma else { return false }
            return ChromaGrid.ringMedian(c, in: chroma) > parameters.maximumPaperChroma
        }
        var coloured = 0
        glyphs = glyphs.filter { c in
            let around = surroundings(c)
            guard around.isPaper else { return false }
            guard !onColour(c) else { coloured += 1; return false }
            let median = around.median, contrast = around.contrast
            // Relative to its own paper, so print in deep shadow counts as much as print in full light.
            contrastOf[c.label] = 100 * contrast / max(16, median)
            paperOf[c.label] = median
            return true
        }
        trace?("\(glyphs.count) surrounded by paper" + (chroma == nil ? "" : " (\(coloured) more on coloured ground left out)"))
        guard glyphs.count >= 8 else { return nil }
        // Print is the darkest thing against its own paper; texture (wood grain, cloth) is fainter.
        // Keep the marks with at least a third of the contrast of the strongest marks in the frame.
        let contrasts = glyphs.map { contrastOf[$0.label] ?? 0 }.sorted()
        let strong = contrasts[contrasts.count * 9 / 10]
        glyphs = glyphs.filter { (contrastOf[$0.label] ?? 0) * 3 >= strong }
        trace?("\(glyphs.count) with strong contrast (90th percentile \(strong))")
        guard glyphs.count >= 8 else { return nil }
        // Glyphs that belong together lie within a few glyph heights of each other: cluster them on a grid.
        let heights = glyphs.map(\.height).sorted()
        let medianH = Double(heights[heights.count / 2])
        // Marks far taller than the print's letters are scenery: a cloth's dark square beside the paper's edge is
        // ringed by paper and white squares and would otherwise stretch the print past the page.
        glyphs = glyphs.filter { Double($0.height) <= 3 * medianH }
        let cell = max(4.0, 2 * medianH)
        let gw = Int(ceil(Double(w) / cell)), gh = Int(ceil(Double(h) / cell))
        var counts = [Int](repeating: 0, count: gw * gh)
        for c in glyphs {
            let cx = min(gw - 1, Int(c.centerX / cell)), cy = min(gh - 1, Int(c.centerY / cell))
            counts[cy * gw + cx] += 1
        }
        // Bridge gaps of one cell (line spacing, word gaps) before joining cells into blocks.
        var marked = [UInt8](repeating: 0, count: gw * gh)
        for y in 0..<gh {
            // Print is dense (several letters to a cell); lone marks (texture) do not seed blocks, they only
            // join a block they touch.
            for x in 0..<gw where counts[y * gw + x] >= 2 {
                for dy in -1...1 { for dx in -1...1 {
                    let xx = x + dx, yy = y + dy
                    if xx >= 0 && yy >= 0 && xx < gw && yy < gh { marked[yy * gw + xx] = 1 }
                } }
            }
        }
        let blocks = ComponentLabeling(mask: marked, width: gw, height: gh)
        var weight = [Int](repeating: 0, count: blocks.components.count + 1)
        for i in 0..<(gw * gh) where counts[i] > 0 { weight[Int(blocks.labels[i])] += counts[i] }
        // Every block of real weight is print (a receipt's header and body may be apart); a few stray marks
        // (a knot in the wood, a crumb) are not. Cropping away print costs far more than a loose margin.
        // Blocks are taken heaviest first until they hold 90% of the marks in blocks: small print comes in many
        // small blocks, and leaving one out would crop print off the page. A block of two or three marks is a
        // stray (texture that happened to be dense) and never counts.
        // Print runs in rows on the page's paper. A block whose marks mostly have no neighbour beside them in a
        // row (or, on a page lying turned a quarter, in a column) and whose ground is darker than the heaviest
        // block's paper is texture that is not paper: leather, a board's grain. (Either alone is no proof: a
        // faint dot-matrix print breaks its letters into fragments out of rows, and print in a shadow lies on
        // darker paper.)
        let blockOf = glyphs.map { c in
            Int(blocks.labels[min(gh - 1, Int(c.centerY / cell)) * gw + min(gw - 1, Int(c.centerX / cell))])
        }
        let glyphTurn = Self.lineTurn(glyphs.map { Point(x: $0.centerX, y: $0.centerY) }, markHeight: medianH) ?? 0
        let inRow = Self.rowNeighbours(glyphs, letterHeight: medianH, turn: glyphTurn, parameters: parameters)
        var rowMarks = [Int](repeating: 0, count: weight.count)
        var blockMarks = [Int](repeating: 0, count: weight.count)
        var blockPapers = [[Int]](repeating: [], count: weight.count)
        for (i, label) in blockOf.enumerated() where label != 0 {
            blockMarks[label] += 1
            if inRow[i] { rowMarks[label] += 1 }
            if let paper = paperOf[glyphs[i].label] { blockPapers[label].append(paper) }
        }
        func rowShare(_ label: Int) -> Double { blockMarks[label] == 0 ? 0 : Double(rowMarks[label]) / Double(blockMarks[label]) }
        func paper(_ label: Int) -> Int {
            let p = blockPapers[label].sorted()
            return p.isEmpty ? 0 : p[p.count / 2]
        }
        // A cloth's checks seen through a shadow or between its lighter checks are marks alike in size, in rows, and
        // fainter than print: a block whose marks' widths and heights barely vary (`clothSizeSpread`) and whose median
        // contrast stays under `clothContrast` of the strong marks' is a cloth, not print.
        var blockGlyphs = [[Component]](repeating: [], count: weight.count)
        for (i, label) in blockOf.enumerated() where label != 0 { blockGlyphs[label].append(glyphs[i]) }
        func isCloth(_ label: Int) -> Bool {
            let marks = blockGlyphs[label]
            guard parameters.clothContrast > 0, marks.count >= 4 else { return false }
            let contrasts = marks.map { contrastOf[$0.label] ?? 0 }.sorted()
            guard Double(contrasts[contrasts.count / 2]) < parameters.clothContrast * Double(strong) else { return false }
            let gaps = Self.rowGaps(marks, reach: 3 * medianH).sorted()
            let inRows = 2 * gaps.count >= marks.count
            // Marks as faint as cloth and spaced wider than any word's letters are texture, whatever their sizes
            // (`clothWideGap`): a grain's or a cloth's marks in a shadow merge and split unevenly.
            if parameters.clothWideGap > 0, inRows, gaps[gaps.count / 2] >= parameters.clothWideGap { return true }
            let rounding = parameters.clothSizeRounding
            guard Self.spread(marks.map { Double($0.width) }, less: rounding) <= parameters.clothSizeSpread,
                  Self.spread(marks.map { Double($0.height) }, less: rounding) <= parameters.clothSizeSpread else { return false }
            // Faint even marks that mostly have no neighbour in their row are texture seen here and there, not lines
            // of print (`clothRowNeighbourShare`).
            if Double(gaps.count) < parameters.clothRowNeighbourShare * Double(marks.count) { return true }
            return inRows && gaps[gaps.count / 2] >= parameters.clothGap
        }
        // The page's paper is read from the heaviest block of print in rows, not a cloth's: where texture outweighs
        // the print, the heaviest block is texture and its ground no witness of the paper (`paperFromPrintInRows`).
        let heaviestOfAll = weight.indices.dropFirst().max { weight[$0] < weight[$1] } ?? 0
        let heaviest = parameters.paperFromPrintInRows
            ? weight.indices.dropFirst().filter { rowShare($0) >= parameters.minimumRowShare && !isCloth($0) }
                .max { weight[$0] < weight[$1] } ?? heaviestOfAll
            : heaviestOfAll
        let isPrint = weight.indices.map {
            $0 != 0 && (rowShare($0) >= parameters.minimumRowShare || Double(paper($0)) >= parameters.samePaper * Double(paper(heaviest)))
                && !isCloth($0)
        }
        let total = weight.indices.dropFirst().filter { weight[$0] >= 4 && isPrint[$0] }.map { weight[$0] }.reduce(0, +)
        var kept = Set<Int>()
        var held = 0
        let byWeight = weight.indices.dropFirst().sorted(by: { weight[$0] > weight[$1] })
        trace?("blocks' marks in rows: " + byWeight.prefix(6).filter { weight[$0] > 0 }
            .map { label in
                let marks = blockGlyphs[label]
                let box = marks.isEmpty ? "" : String(format: " (%d,%d)-(%d,%d)", marks.map(\.minX).min() ?? 0, marks.map(\.minY).min() ?? 0,
                                                      marks.map(\.maxX).max() ?? 0, marks.map(\.maxY).max() ?? 0)
                return String(format: "%d: %.2f on %d", weight[label], rowShare(label), paper(label)) + box
            }.joined(separator: ", "))
        for label in byWeight where weight[label] >= 4 && isPrint[label] {
            // Inside a seen sheet there is no table texture to fear: every block counts (a footer line).
            // A block of a line's worth of print (a footer with the bank details) is kept past the cut too:
            // dropping it cropped the IBAN off flat invoices.
            guard region != nil || held * 10 < total * 9 || weight[label] * 50 >= total else { continue }
            kept.insert(label)
            held += weight[label]
        }
        // A receipt's foot set apart by a rule: a dashed rule is no glyph, and its row's gap parts the rows beyond it
        // from the print's block; a short line there ("HAVE A NICE DAY", its small letters merged into a few marks,
        // one to a cell, so they seed no block) was cropped off (find-error receipt-card-on-sheet-1113). Marks on the
        // print's paper in the kept print's column, below it within `footGap` letter heights across the lines, are
        // kept when at least four lie there (two or three are a stray, as for blocks) on one line. (Above the print
        // too, and on several lines, it moved ordinary pages: label-ordinary-2 and -21, receipt-ordinary-1019.)
        var joinedMarks = Set<Int32>()
        if region == nil, !kept.isEmpty {
            let c = cos(glyphTurn), sn = sin(glyphTurn)
            typealias Extent = (u0: Double, u1: Double, v0: Double, v1: Double)
            func extent(_ m: Component) -> Extent {
                var out: Extent = (.infinity, -.infinity, .infinity, -.infinity)
                for x in [Double(m.minX), Double(m.maxX + 1)] { for y in [Double(m.minY), Double(m.maxY + 1)] {
                    let u = x * c + y * sn, v = -x * sn + y * c
                    out = (min(out.u0, u), max(out.u1, u), min(out.v0, v), max(out.v1, v))
                } }
                return out
            }
            var printExtent: Extent = (.infinity, -.infinity, .infinity, -.infinity)
            for (i, label) in blockOf.enumerated() where kept.contains(label) {
                let e = extent(glyphs[i])
                printExtent = (min(printExtent.u0, e.u0), max(printExtent.u1, e.u1), min(printExtent.v0, e.v0), max(printExtent.v1, e.v1))
            }
            let gap = parameters.footGap * medianH
            let paperLevel = parameters.samePaper * Double(paper(heaviest))
            let near = glyphs.indices.filter { i in
                guard !kept.contains(blockOf[i]), Double(paperOf[glyphs[i].label] ?? 0) >= paperLevel else { return false }
                let e = extent(glyphs[i])
                return e.u0 >= printExtent.u0 - medianH && e.u1 <= printExtent.u1 + medianH
                    && e.v0 >= printExtent.v1 && e.v0 - printExtent.v1 <= gap
            }
            // One line: the marks' middles across the lines lie within a letter's height.
            let middles = near.map { -glyphs[$0].centerX * sn + glyphs[$0].centerY * c }
            if near.count >= 4, (middles.max() ?? 0) - (middles.min() ?? 0) <= medianH {
                joinedMarks = Set(near.map { glyphs[$0].label })
                trace?("\(near.count) marks on one line below the print's foot kept")
            }
        }
        func isKept(_ c: Component) -> Bool {
            joinedMarks.contains(c.label) || kept.contains(Int(blocks.labels[min(gh - 1, Int(c.centerY / cell)) * gw + min(gw - 1, Int(c.centerX / cell))]))
        }
        trace?("blocks weighing \(weight.dropFirst().filter { $0 > 0 }.sorted(by: >).prefix(6)); kept \(kept.count)")
        guard !kept.isEmpty else { return nil }
        // Print in rows: a kept mark with a row neighbour and at least two more such marks within `rowsReach` letter
        // heights (a table's flecks pair up by chance; a line of print has many).
        let strayReach = parameters.strayReach
        let reach = parameters.rowsReach * medianH
        func gap(_ a: Component, _ c: Component) -> Double {
            let dx = Double(max(0, max(a.minX - c.maxX, c.minX - a.maxX) - 1))
            let dy = Double(max(0, max(a.minY - c.maxY, c.minY - a.maxY) - 1))
            return (dx * dx + dy * dy).squareRoot()
        }
        let keptIndices = glyphs.indices.filter { isKept(glyphs[$0]) }
        let inRows = keptIndices.filter { inRow[$0] }.map { glyphs[$0] }
        let anchors = inRows.filter { m in inRows.lazy.filter { $0.label != m.label && gap($0, m) <= reach }.prefix(2).count >= 2 }
        trace?("\(anchors.count) marks of print in rows")
        // A mark of a kept block outside the print in rows and farther than `strayReach` from it is a fleck of the
        // table beside the paper that joined the print's block across its margin, when the print in rows is a
        // page's worth (`strayMinimumRowMarks`).
        var strays = Set<Int32>()
        if strayReach > 0, anchors.count >= parameters.strayMinimumRowMarks {
            let anchorHull = PolygonGeometry.convexHull(anchors.flatMap(\.boxCorners))
            let anchorPoly = anchorHull.count >= 3 ? PolygonGeometry.clockwise(anchorHull) : []
            let anchorLabels = Set(anchors.map(\.label))
            for i in keptIndices {
                let c = glyphs[i]
                guard !anchorLabels.contains(c.label), !joinedMarks.contains(c.label), !anchorPoly.isEmpty,
                      !PolygonGeometry.contains(anchorPoly, Point(x: c.centerX, y: c.centerY)),
                      anchors.allSatisfy({ gap($0, c) > strayReach * medianH }) else { continue }
                // A fleck beside the page stands on the table, whose tone differs from the paper under the nearest
                // print in rows; a fragment of faint print stands on that paper (`strayPaperShare`).
                let paperShare = parameters.strayPaperShare
                if paperShare > 0, let nearest = anchors.min(by: { gap($0, c) < gap($1, c) }),
                   let own = paperOf[c.label], let theirs = paperOf[nearest.label] {
                    let ratio = Double(own) / Double(max(1, theirs))
                    guard ratio < paperShare || ratio > 1 / paperShare else { continue }
                }
                strays.insert(c.label)
            }
            if !strays.isEmpty { trace?("\(strays.count) marks outside the print in rows and over \(strayReach) letter heights from it left out") }
        }
        traceMarks?(glyphs.filter { isKept($0) && !strays.contains($0.label) })
        var points: [Point] = []
        var centres: [Point] = []
        var inBlock = 0
        for c in glyphs {
            guard isKept(c), !strays.contains(c.label) else { continue }
            inBlock += 1
            centres.append(Point(x: c.centerX, y: c.centerY))
            points.append(contentsOf: c.boxCorners)
        }
        // Which way the kept marks' lines run: each mark's nearest neighbour (the orientation detector's witness).
        let boxes = glyphs.filter { isKept($0) && !strays.contains($0.label) }.map { OrientationDetector.GlyphBox(x0: $0.minX, y0: $0.minY, x1: $0.maxX, y1: $0.maxY) }
        let boxSize = OrientationDetector.medianSize(boxes)
        let linesAcross = OrientationDetector.neighbourShare(boxes, size: boxSize, parameters: .standard).share
        trace?(String(format: "lines: %.2f of the marks' nearest neighbours lie across", linesAcross))
        let lineTurn = Self.lineTurn(centres, markHeight: medianH)
        // Print the glyph test refused, in the print's column on its paper: a tall logo, large type.
        let keptGlyphs = glyphs.filter { isKept($0) && !strays.contains($0.label) }
        let papers = keptGlyphs.compactMap { paperOf[$0.label] }.sorted()
        let beyond = papers.isEmpty ? [] : beyondGlyphs(keptGlyphs, labeling: labeling, turn: lineTurn ?? 0, letterHeight: medianH,
                                                        paper: papers[papers.count / 2], strongContrast: strong, within: region,
                                                        frame: (w, h), minimumHeight: minH) { c in
            guard Double(c.area) / Double(c.width * c.height) < 0.8 || c.width * 5 < c.height * 3 || c.width * 3 > c.height * 5 else { return nil }
            let around = surroundings(c)
            return around.isPaper && !onColour(c) ? around : nil
        } isPaperAt: { x, y, band in mask[y * w + x] == 0 && band.contains(Double(g.pixels[y * w + x])) }
        if !beyond.isEmpty { trace?("\(beyond.count) marks beyond the glyphs joined as print on the same paper (a logo, large type): "
                                     + beyond.map { "(\($0.minX),\($0.minY))-(\($0.maxX),\($0.maxY))" }.joined(separator: " ")) }
        for c in beyond {
            points.append(contentsOf: c.boxCorners)
        }
        // A 2-D code (QR, DataMatrix, PDF417) beside the print is printed on the page too, though no glyph: its modules
        // join into one mark many letters tall, dotted with holes. Left out, the card finder took the code's edge for
        // the page's side (`Print.codeMinimumHeight`).
        let glyphPoints = points
        if parameters.codeMinimumHeight > 0, let first = points.first {
            let extent = points.reduce((x0: first.x, y0: first.y, x1: first.x, y1: first.y)) {
                (min($0.x0, $1.x), min($0.y0, $1.y), max($0.x1, $1.x), max($0.y1, $1.y))
            }
            let poly = region.map { PolygonGeometry.clockwise($0.points) }
            let reach = parameters.codeGap * medianH
            let codes = labeling.components.filter { m in
                let fill = Double(m.area) / Double(m.width * m.height)
                guard Double(m.height) >= parameters.codeMinimumHeight * medianH, Double(m.height) <= parameters.logoHeight * medianH,
                      m.width * 2 >= m.height, m.height * 2 >= m.width, parameters.codeFill.contains(fill),
                      m.minX > 0, m.minY > 0, m.maxX < w - 1, m.maxY < h - 1,
                      Double(m.minX) - extent.x1 <= reach, extent.x0 - Double(m.maxX + 1) <= reach,
                      Double(m.minY) - extent.y1 <= reach, extent.y0 - Double(m.maxY + 1) <= reach,
                      poly.map({ PolygonGeometry.contains($0, Point(x: m.centerX, y: m.centerY)) }) ?? true else { return false }
                // A code's modules: many dark runs across each row of its box (a cloth's checks joined into a lattice
                // cross a row in four at most).
                var runs: [Int] = []
                for y in m.minY...m.maxY {
                    var count = 0, inside = false
                    for x in m.minX...m.maxX {
                        let on = labeling.labels[y * w + x] == m.label
                        if on && !inside { count += 1 }
                        inside = on
                    }
                    runs.append(count)
                }
                runs.sort()
                guard Double(runs[runs.count / 2]) >= parameters.codeRuns else { return false }
                let around = surroundings(m)
                // As dark as print, not as faint as a cloth's checks (`clothContrast`).
                return around.isPaper && !onColour(m)
                    && Double(around.contrast * 100 / max(16, around.median)) >= parameters.clothContrast * Double(strong)
            }
            if !codes.isEmpty { trace?("\(codes.count) codes beside the print joined to it: "
                                       + codes.map { "(\($0.minX),\($0.minY))-(\($0.maxX),\($0.maxY))" }.joined(separator: " ")) }
            for c in codes {
                points.append(contentsOf: c.boxCorners)
            }
        }
        let hull = PolygonGeometry.convexHull(points)
        // The print's rectangle is the smallest around its hull among those that run along its lines. The smallest
        // of all followed whichever hull side was longest, and a receipt's print is no rectangle (short lines, a
        // logo, a stray mark of the table): on real photos it stood the page 8 to 16 degrees askew of its own
        // lines and cut words off at two corners (photos-dev srd-2, srd-3, srd-9). Within the band, a hull side
        // (the print's straight margin) still sets the exact turn, which the lines' profile gives only to a step.
        let rect: [Point]
        if let turn = lineTurn {
            trace?(String(format: "lines turn %.1f degrees", turn * 180 / .pi))
            guard let r = PolygonGeometry.minimumAreaRectangle(hull, around: turn, within: Self.lineTurnBand) else { return nil }
            rect = r
        } else {
            guard let r = PolygonGeometry.minimumAreaRectangle(hull, maximumTilt: Self.maximumTilt) else { return nil }
            rect = r
        }
        guard var ink = PolygonGeometry.orderedQuad(rect) else { return nil }
        // With a code joined, the rectangle keeps the turn the glyphs alone give it (a code's square box beside the
        // print turned the rectangle, and the card finder's rays with it, onto a cloth's line: label-ordinary-17).
        if glyphPoints.count < points.count, let glyphRect = lineTurn.map({ PolygonGeometry.minimumAreaRectangle(PolygonGeometry.convexHull(glyphPoints), around: $0, within: Self.lineTurnBand) })
            ?? PolygonGeometry.minimumAreaRectangle(PolygonGeometry.convexHull(glyphPoints), maximumTilt: Self.maximumTilt),
           let glyphInk = PolygonGeometry.orderedQuad(glyphRect),
           let kept = PolygonGeometry.minimumAreaRectangle(hull, around: Line(glyphInk.topLeft, glyphInk.topRight).turn, within: 0),
           let keptInk = PolygonGeometry.orderedQuad(kept) {
            ink = keptInk
        }
        // The page's guess keeps each row on its line; the rectangle (`ink`) stays what the card finder searches out from.
        var printQuad = ink
        if let turn = lineTurn, let alongRows = Self.alongRows(ink, hull: hull, centres: centres, turn: turn, markHeight: medianH,
                                                                tolerance: parameters.rowSideTolerance) {
            trace?(String(format: "the rectangle's top runs %.1f degrees off the rows: the page's top and bottom laid along the rows nearest them",
                          abs(Line(ink.topLeft, ink.topRight).turn - turn) * 180 / .pi))
            printQuad = alongRows
        }
        let frame = Box(x: 0, y: 0, width: Double(w), height: Double(h))
        let page = Self.ontoFrame(printQuad.expanded(by: marginInGlyphs * medianH, within: Box(x: -1e9, y: -1e9, width: 2e9, height: 2e9)),
                                  width: Double(w), height: Double(h))
        // How much of the frame the print spreads over is read from its rectangle plus margin inside the frame, as
        // before the rows rule: laying the page's ends along the rows and leaving its corners beyond the frame move
        // where the page's corners lie, not how far the print spreads. Read from the page instead, a curled receipt
        // whose ends' rows fan (`scanlab-bench dewarp`, curl 0.6, seed 14: top rows 4.2 degrees off the rectangle)
        // had a page of 1.04 of the frame, most of its excess beyond the frame; its print was judged texture, no
        // outline was joined around it, and the page found was its lower half (dewarped CER 0.000 -> 0.346).
        let frameShare = ink.expanded(by: marginInGlyphs * medianH, within: frame).area / Double(w * h)
        trace?(String(format: "print plus margin covers %.2f of the frame (its page %.2f)", frameShare, page.area / Double(w * h)))
        // Print spread over nearly the whole frame is texture (a table's grain) or a scan filled with print;
        // either way it is no guess at a page's corners, though its marks still check an outline.
        var guess = PrintGuess(frameShare: frameShare, ink: ink, inkHull: hull, inkPoints: points,
                               page: page, markCentres: centres, marks: inBlock, markHeight: medianH, linesAcross: linesAcross)
        guess.rowCentres = anchors.map { Point(x: $0.centerX, y: $0.centerY) }
        return guess
    }

    /// The print's rectangle with its top and bottom sides laid along the rows nearest them, when its top runs more
    /// than `tolerance` degrees off the print's rows (`turn`); its left and right sides (the print's margins) stay.
    /// Nil when the rectangle runs along the rows. A rectangle's sides are square to each other; under a phone's
    /// perspective the rows are not square to the margins, and the rectangle that follows a margin slanted by
    /// perspective has a top and a bottom across the rows, so the warp shears every row: photos-dev srd-8's followed
    /// its left margin at -4 degrees, its rows ran at +1, and Tesseract read "Total" beside the amount a row above.
    /// The rows near the top and near the bottom (the thirds of the marks nearest each) set each side's own turn,
    /// since under perspective the rows fan; each side passes by the print's hull on the outside.
    static func alongRows(_ ink: Quad, hull: [Point], centres: [Point], turn: Double, markHeight: Double,
                          tolerance: Double) -> Quad? {
        guard abs(Line(ink.topLeft, ink.topRight).turn - turn) > tolerance * .pi / 180, !hull.isEmpty else { return nil }
        let across = centres.sorted { -$0.x * sin(turn) + $0.y * cos(turn) < -$1.x * sin(turn) + $1.y * cos(turn) }
        let third = across.count / 3
        let topRows = lineTurn(Array(across.prefix(third)), markHeight: markHeight) ?? turn
        let bottomRows = lineTurn(Array(across.suffix(third)), markHeight: markHeight) ?? turn
        // The line at turn t that touches the hull from above (smallest offset across) or from below.
        func row(_ t: Double, above: Bool) -> Line {
            let offsets = hull.map { -$0.x * sin(t) + $0.y * cos(t) }
            let v = above ? offsets.reduce(.infinity, min) : offsets.reduce(-.infinity, max)
            let origin = Point(x: -v * sin(t), y: v * cos(t))
            return Line(origin, Point(x: origin.x + cos(t), y: origin.y + sin(t)))
        }
        let top = row(topRows, above: true), bottom = row(bottomRows, above: false)
        let left = Line(ink.bottomLeft, ink.topLeft), right = Line(ink.topRight, ink.bottomRight)
        guard let tl = left.intersection(with: top), let tr = top.intersection(with: right),
              let br = right.intersection(with: bottom), let bl = bottom.intersection(with: left) else { return nil }
        return PolygonGeometry.orderedQuad([tl, tr, br, bl])
    }

    /// The print's page brought onto a `width`×`height` frame without bending a side: a side lying wholly beyond one of
    /// the frame's edges is moved onto that edge, along it, so it keeps its direction; a side that runs out of the frame
    /// stays as it is, and the warp fills what lies beyond the frame. Clamping each corner into the frame turned
    /// a side that ran out of it (a receipt whose foot leaves the frame at a corner) and sheared the rows beside it.
    static func ontoFrame(_ q: Quad, width: Double, height: Double) -> Quad {
        let p = PolygonGeometry.clockwise(q.points)
        var sides = (0..<4).map { Line(p[$0], p[($0 + 1) % 4]) }
        for i in 0..<4 {
            var a = sides[i].start, b = sides[i].end
            if a.x < 0 && b.x < 0 { let d = -max(a.x, b.x); a.x += d; b.x += d }
            if a.x > width && b.x > width { let d = min(a.x, b.x) - width; a.x -= d; b.x -= d }
            if a.y < 0 && b.y < 0 { let d = -max(a.y, b.y); a.y += d; b.y += d }
            if a.y > height && b.y > height { let d = min(a.y, b.y) - height; a.y -= d; b.y -= d }
            sides[i] = Line(a, b)
        }
        var corners: [Point] = []
        for i in 0..<4 { corners.append(sides[(i + 3) % 4].intersection(with: sides[i]) ?? p[i]) }
        return PolygonGeometry.orderedQuad(corners) ?? q
    }

    /// The ring just outside a mark's box: how much of it is not ink, its median (the mark's paper) and spread.
    struct Surroundings {
        var paperShare: Double
        var median: Int
        var spread: Int
        var contrast: Int
        var envelope: Float
        /// A glyph is surrounded by paper: most of a ring just outside its box is not ink, the ring is even (a check
        /// of a cloth sits among lighter and darker checks) and as bright as the local bright envelope (paper is
        /// the brightest thing around print; a table's mid-tones are not).
        var isPaper: Bool {
            paperShare >= 0.75 && spread * 10 <= max(120, 3 * contrast) && Float(median) >= 0.85 * envelope
        }
    }

    static func surroundings(_ c: Component, in g: Image, mask: [UInt8], darkest: Int, envelope: Float) -> Surroundings {
        let w = g.width, h = g.height
        let x0 = max(0, c.minX - 2), x1 = min(w - 1, c.maxX + 2), y0 = max(0, c.minY - 2), y1 = min(h - 1, c.maxY + 2)
        var ring: [UInt8] = []
        var paper = 0
        func visit(_ x: Int, _ y: Int) {
            ring.append(g.pixels[y * w + x])
            if mask[y * w + x] == 0 { paper += 1 }
        }
        for x in x0...x1 { visit(x, y0); visit(x, y1) }
        for y in (y0 + 1)..<max(y0 + 1, y1) { visit(x0, y); visit(x1, y) }
        ring.sort()
        let median = Int(ring[ring.count / 2])
        return Surroundings(paperShare: Double(paper) / Double(ring.count), median: median,
                            spread: Int(ring[ring.count * 3 / 4]) - Int(ring[ring.count / 4]),
                            contrast: median - darkest, envelope: envelope)
    }

    /// Which marks have a neighbour beside them in a row along lines turned by `turn` (radians, as `lineTurn`),
    /// or (a page lying turned a quarter) in a column, whichever of the two holds more of them: centres at most
    /// half the taller mark apart across the row, at most `rowHeightRatio` apart in size, at most `rowGap` letter
    /// heights apart along it (box to box).
    static func rowNeighbours(_ marks: [Component], letterHeight: Double, turn: Double = 0,
                              parameters: PageFindingParameters.Print) -> [Bool] {
        let c = cos(turn), s = sin(turn)
        func neighbours(across: Bool) -> [Bool] {
            // Centre along and across the row, and the mark's half length along it and height across it.
            let spans = marks.map { m -> (along: Double, across: Double, half: Double, size: Double) in
                let u = m.centerX * c + m.centerY * s, v = -m.centerX * s + m.centerY * c
                return across ? (u, v, Double(m.width) / 2, Double(m.height)) : (v, u, Double(m.height) / 2, Double(m.width))
            }
            let order = spans.indices.sorted { spans[$0].along - spans[$0].half < spans[$1].along - spans[$1].half }
            let gap = parameters.rowGap * letterHeight
            let widest = 2 * (spans.map(\.half).max() ?? 0)
            var found = [Bool](repeating: false, count: marks.count)
            for (k, i) in order.enumerated() {
                let a = spans[i]
                var m = k + 1
                // In order of the marks' near ends: past `gap` plus the widest mark nothing can touch.
                while m < order.count, spans[order[m]].along - spans[order[m]].half - (a.along + a.half) <= gap + widest {
                    let j = order[m], b = spans[j]
                    m += 1
                    guard abs(a.along - b.along) - a.half - b.half <= gap,
                          abs(a.across - b.across) <= 0.5 * max(a.size, b.size),
                          max(a.size, b.size) <= parameters.rowHeightRatio * min(a.size, b.size) else { continue }
                    found[i] = true
                    found[j] = true
                }
            }
            return found
        }
        let rows = neighbours(across: true), columns = neighbours(across: false)
        return rows.filter { $0 }.count >= columns.filter { $0 }.count ? rows : columns
    }

    /// Dark marks the glyph test refused that still belong to the print: in the print's column (along its lines,
    /// turned by `turn`), above or below it by at most `logoGap` letter heights, `logoMinimumHeight` to `logoHeight` tall, with
    /// the print's contrast, standing on paper within `paperTolerance` of the print's `paper` level, with that paper
    /// between them and the print. Joined in rounds: a joined mark clears the strip for the marks behind it.
    /// - Parameters:
    ///   - surroundingsIfPrintLike: a mark's surroundings when it is shaped like print (not a solid blob) and
    ///     surrounded by paper; nil otherwise.
    ///   - isPaperAt: whether the grid pixel is no ink and its level lies in the band.
    private func beyondGlyphs(_ print: [Component], labeling: ComponentLabeling, turn: Double, letterHeight: Double,
                              paper: Int, strongContrast: Int, within region: Quad?, frame: (w: Int, h: Int), minimumHeight: Int,
                              surroundingsIfPrintLike: (Component) -> Surroundings?,
                              isPaperAt: (Int, Int, ClosedRange<Double>) -> Bool) -> [Component] {
        let c = cos(turn), s = sin(turn)
        // Along the lines (u) and across them (v).
        func uv(_ x: Double, _ y: Double) -> (u: Double, v: Double) { (x * c + y * s, -x * s + y * c) }
        func extent(_ m: Component) -> (u0: Double, u1: Double, v0: Double, v1: Double) {
            let corners = [uv(Double(m.minX), Double(m.minY)), uv(Double(m.maxX + 1), Double(m.minY)),
                           uv(Double(m.maxX + 1), Double(m.maxY + 1)), uv(Double(m.minX), Double(m.maxY + 1))]
            let us = corners.map(\.u), vs = corners.map(\.v)
            return (us.reduce(.infinity, min), us.reduce(-.infinity, max), vs.reduce(.infinity, min), vs.reduce(-.infinity, max))
        }
        guard !print.isEmpty else { return [] }
        var area = print.map(extent).reduce((u0: Double.infinity, u1: -Double.infinity, v0: Double.infinity, v1: -Double.infinity)) {
            (min($0.u0, $1.u0), max($0.u1, $1.u1), min($0.v0, $1.v0), max($0.v1, $1.v1))
        }
        let taken = Set(print.map(\.label))
        let poly = region.map { PolygonGeometry.clockwise($0.points) }
        // The print's paper, within the tolerance either way (a table as bright as paper or brighter is not it).
        let band = (Double(paper) * (1 - parameters.paperTolerance))...(Double(paper) * (1 + parameters.paperTolerance))
        let gap = parameters.logoGap * letterHeight
        let start = area
        var candidates = labeling.components.filter { m in
            !taken.contains(m.label) && m.area >= 6 && m.height >= minimumHeight &&
                Double(m.height) >= parameters.logoMinimumHeight * letterHeight &&
                Double(m.height) <= parameters.logoHeight * letterHeight &&
                m.minX > 0 && m.minY > 0 && m.maxX < frame.w - 1 && m.maxY < frame.h - 1 &&
                (poly.map { PolygonGeometry.contains($0, Point(x: m.centerX, y: m.centerY)) } ?? true)
        }
        var joined: [Component] = []
        for _ in 0..<parameters.logoRounds {
            var added: [Component] = []
            candidates = candidates.filter { m in
                let e = extent(m)
                // In the print's column, and above or below it within the gap.
                guard e.u0 >= area.u0 - letterHeight, e.u1 <= area.u1 + letterHeight else { return true }
                // Within the gap of the print itself: joined marks only clear the strip for marks behind them, so
                // rounds cannot chain across a table.
                let above = e.v1 <= area.v0 && start.v0 - e.v1 <= gap
                let below = e.v0 >= area.v1 && e.v0 - start.v1 <= gap
                guard above || below else { return true }
                guard let around = surroundingsIfPrintLike(m), band.contains(Double(around.median)),
                      around.contrast * 100 / max(16, around.median) * 3 >= strongContrast else { return true }
                // The strip between the mark and the print, at the mark's middle along the lines, is the same paper.
                let u = (e.u0 + e.u1) / 2
                let (from, to) = above ? (e.v1 + 1, area.v0 - 1) : (area.v1 + 1, e.v0 - 1)
                var samples = 0, bright = 0
                var v = from
                while v <= to {
                    let x = Int((u * c - v * s).rounded(.down)), y = Int((u * s + v * c).rounded(.down))
                    if x >= 0, y >= 0, x < frame.w, y < frame.h {
                        samples += 1
                        if isPaperAt(x, y, band) { bright += 1 }
                    }
                    v += 1
                }
                guard Double(bright) >= parameters.paperBetween * Double(samples) else { return true }
                added.append(m)
                return false
            }
            guard !added.isEmpty else { break }
            for m in added {
                let e = extent(m)
                area = (min(area.u0, e.u0), max(area.u1, e.u1), min(area.v0, e.v0), max(area.v1, e.v1))
            }
            joined += added
        }
        return joined
    }
}

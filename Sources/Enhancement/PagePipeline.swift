import Foundation
import Imaging

/// The shared path of the processed styles: find, flatten, correct the light, tone, size the text.
struct PagePipeline {
    var options: StyleOptions
    var name: String
    let clock = StageClock()

    init(options: StyleOptions, name: String) {
        self.options = options
        self.name = name
    }

    /// A flattened, light-corrected, toned page and what was learnt on the way.
    struct Page {
        var toned: Image
        var found: FoundPage
        var field: BackgroundField
        var traits: PageTraits
        var scale: Double
        /// Where input points land on `toned`: the flattening's map and, when the lines bent, the dewarping.
        var mapping: PageMapping?
    }

    /// Finds the page in `image` (or takes the whole image).
    func find(in image: Image, gray: Image) -> FoundPage {
        let whole = FoundPage(quad: Quad(Box(x: 0, y: 0, width: Double(image.width), height: Double(image.height))), detector: .none)
        guard options.findPage else { return whole }
        return clock.time("find") {
            PageFinder.find(in: image, gray: gray)
        }
    }

    /// The page's size at one output pixel per input pixel: the longer of each pair of opposite edges.
    static func naturalSize(of q: Quad) -> (width: Double, height: Double) {
        (max(q.topLeft.distance(to: q.topRight), q.bottomLeft.distance(to: q.bottomRight)),
         max(q.topLeft.distance(to: q.bottomLeft), q.topRight.distance(to: q.bottomRight)))
    }

    /// The quad moved inward a little, so the warp does not pick up a sliver of the table at the page's edge,
    /// which a reader takes for a rule or a `|`. Found pages only; the whole image is warped as it is.
    static func inset(_ found: FoundPage) -> Quad {
        guard found.detector != .none else { return found.quad }
        let natural = naturalSize(of: found.quad)
        let margin = max(2, 0.004 * max(natural.width, natural.height))
        // Moving the sides orders the corners from the image's top-left; a turned page's own top-left goes first again.
        return found.quad.expanded(by: -margin, within: Box(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            .cycled(startingNearest: found.quad.topLeft)
    }

    /// Warps the quad of `source` to an upright rectangle at `scale` output pixels per input pixel.
    func flatten(_ source: Image, quad: Quad, scale: Double) throws -> Image {
        let (map, w, h) = try flattening(quad, scale: scale)
        return source.warped(map, width: w, height: h, fill: 255)
    }

    /// The output-to-input map of `flatten` and the output's size.
    func flattening(_ quad: Quad, scale: Double) throws -> (map: Homography, width: Int, height: Int) {
        let natural = Self.naturalSize(of: quad)
        let w = max(1, Int((natural.width * scale).rounded())), h = max(1, Int((natural.height * scale).rounded()))
        guard natural.width >= 2, natural.height >= 2,
              let map = Homography(from: Quad(Box(x: 0, y: 0, width: Double(w), height: Double(h))), to: quad) else {
            throw EnhancementError.degeneratePage(name)
        }
        return (map, w, h)
    }

    /// The share of a small colour view of the page whose chroma stands out once the paper is made neutral,
    /// counted over `paper` (which pixels are paper, row by row; every pixel when nil), less any run of colour
    /// reaching the paper's edge in a row or a column.
    static func colourShare(of page: Image, paper: [Bool]? = nil) -> Double {
        guard page.layout == .rgb else { return 0 }
        let w = page.width, h = page.height, n = w * h
        guard n > 0 else { return 0 }
        // White balance on each channel's bright mode (the paper under the light's colour).
        var modes = [Double](repeating: 255, count: 3)
        for k in 0..<3 {
            var hist = [Int](repeating: 0, count: 256)
            for i in 0..<n { hist[Int(page.pixels[3 * i + k])] += 1 }
            let curve = ToneCurve.fit(histogram: hist)
            modes[k] = Double(max(1, curve.paper))
        }
        let coloured = (0..<n).map { i in
            let r = Double(page.pixels[3 * i]) * 255 / modes[0]
            let g = Double(page.pixels[3 * i + 1]) * 255 / modes[1]
            let b = Double(page.pixels[3 * i + 2]) * 255 / modes[2]
            return max(r, g, b) - min(r, g, b) >= 60
        }
        var counted = paper.flatMap { $0.count == n ? $0 : nil } ?? [Bool](repeating: true, count: n)
        if paper != nil {
            // A run of colour reaching the paper's edge is table the brightness step missed (a light yellow table
            // is as bright as paper in gray), up to as deep as `PaperSides` looks for table.
            func trim(_ indices: [Int]) {
                let reach = Int(PaperSides.searchShare * Double(indices.count))
                let inside = indices.filter { counted[$0] }
                for run in [inside, inside.reversed()] {
                    for i in run.prefix(reach) {
                        guard coloured[i] else { break }
                        counted[i] = false
                    }
                }
            }
            for y in 0..<h { trim(Array((y * w)..<((y + 1) * w))) }
            for x in 0..<w { trim(Array(stride(from: x, to: n, by: w))) }
        }
        var hits = 0, total = 0
        for i in 0..<n where counted[i] {
            total += 1
            if coloured[i] { hits += 1 }
        }
        return total > 0 ? Double(hits) / Double(total) : 0
    }

    /// Runs the shared path on a found page. `colour` keeps RGB; otherwise the page is processed in gray.
    func run(_ image: Image, gray: Image, found foundPage: FoundPage, colour: Bool) throws -> Page {
        let page = try run(image, gray: gray, found: foundPage, colour: colour, outline: true)
        // A page that shows a curl once flattened (its rows stretched between bowed sides, or its straight lines
        // fanned) may have had an end cut off by the quad: its shaded raised end. Print the quad cut there is taken
        // in (`PrintEnds`) and the page is run again from the moved quad, its outline kept. Only such pages: on a flat
        // one the found ends are the paper's or the print's, and print beyond them is something else (photos-dev
        // srd-16, a receipt held flat: its logo above the quad was taken in and Tesseract, every processed style,
        // then read the total wrong).
        guard options.dewarp, page.found.detector != .none, page.traits.sidesStretched || page.mapping?.dewarp?.isFan == true,
              let moved = clock.time("printEnds", { PrintEnds.extend(page.found.quad, in: gray) }) else { return page }
        var found = page.found
        found.quad = moved
        var again = try run(image, gray: gray, found: found, colour: colour, outline: false)
        again.traits.outlineShift = page.traits.outlineShift
        return again
    }

    /// The shared path; `outline`: the paper's own outline may replace the quad.
    private func run(_ image: Image, gray: Image, found foundPage: FoundPage, colour: Bool, outline findOutline: Bool) throws -> Page {
        // A curled page's outline is not a quad: when its sides bow, its paper's own corners are flattened to the
        // output's (`PaperSides.outline`); flat pages keep the quad found.
        var found = foundPage
        let outline = findOutline && options.dewarp && found.detector != .none ? clock.time("paperOutline") { PaperSides.outline(of: found.quad, in: gray) } : nil
        if let outline { found.quad = outline }
        let natural = Self.naturalSize(of: found.quad)
        let long = max(natural.width, natural.height)
        let bound = Double(options.maxSide) / max(1, long)
        var scale = min(1, bound)
        let source = colour ? image.rgb() : gray
        let warpQuad = Self.inset(found)
        var page = try clock.time("warp") { try flatten(source, quad: warpQuad, scale: scale) }
        // The page in gray serves the field and the glare search (a colour page's is made once, not twice).
        let (pageGray, firstField) = clock.time("background") { () -> (Image, BackgroundField) in
            let gray = page.grayscale()
            return (gray, BackgroundField.estimate(from: gray))
        }
        var field = firstField
        // Glare is lowered to the paper around it before the light is divided out (`GlareMask`); the field is then
        // measured again on the page without it. A page without glare is left exactly as it was.
        let glare = options.maskGlare ? clock.time("glare") {
            GlareMask.find(field: field, gray: pageGray, colour: colour ? page : nil) } : nil
        if let glare {
            page = clock.time("glare") { glare.apply(to: page) }
            field = clock.time("background") { BackgroundField.estimate(from: page.grayscale()) }
        }
        func tone(_ page: Image) -> (Image, ToneCurve) {
            let lightAndTone = LightAndTone(field: field)
            let curves = clock.time("tone") { () -> [ToneCurve] in
                var curves = lightAndTone.sampledHistograms(page).map { ToneCurve.fit(histogram: $0) }
                // One black for every channel, so dark print stays neutral in colour.
                let black = curves.map(\.black).min() ?? 0
                for k in curves.indices { curves[k].black = black }
                return curves
            }
            let toned = clock.time("light") { lightAndTone.apply(page, curves: curves) }
            let summary = ToneCurve(paper: curves.map(\.paper).reduce(0, +) / max(1, curves.count),
                                    black: curves.first?.black ?? 0,
                                    ink: curves.map(\.ink).reduce(0, +) / max(1, curves.count))
            return (toned, summary)
        }
        var (toned, curve) = tone(page)
        var capHeight = clock.time("textSize") { TextSize.capHeight(fromHeights: TextSize.glyphHeights(in: toned)) }
        let measuredCapHeight = capHeight, measuredScale = scale
        if options.normaliseTextSize {
            let wanted = min(bound, scale * TextHeightNormaliser.scale(forCapHeight: capHeight, rule: options.textHeight))
            if abs(wanted / scale - 1) > 0.05 {
                capHeight = capHeight.map { $0 * wanted / scale }
                scale = wanted
                page = try clock.time("warp") { try flatten(source, quad: warpQuad, scale: scale) }
                if let glare { page = clock.time("glare") { glare.apply(to: page) } }
                (toned, curve) = tone(page)
            }
        }
        let contrast = Self.contrast(of: curve)
        var traits = PageTraits(colourShare: 0, evenness: field.evenness, contrast: contrast, capHeight: capHeight)
        traits.measuredCapHeight = measuredCapHeight
        traits.textScale = scale / max(1e-9, measuredScale)
        traits.glare = glare.map { GlareMask.Found(share: $0.share, strength: $0.strength) }
        traits.outlineShift = outline.map { q in zip(q.points, foundPage.quad.points).map { $0.distance(to: $1) }.max() ?? 0 }
        var dewarp: DewarpField?
        var stretch: PaperSides.Stretch?
        if options.dewarp {
            // A curled page's rows are stretched between its bowed sides (the table beside them leaves the page)
            // before the lines are followed; where the paper between them would be too narrow, the table is blanked.
            let sides = clock.time("paperSides") { PaperSides.find(in: page, capHeight: capHeight) }
            if sides.left != nil || sides.right != nil {
                stretch = PaperSides.Stretch(sides, width: toned.width, height: toned.height)
                toned = clock.time("paperSides") { stretch?.apply(to: toned) ?? PaperSides.blank(toned, sides) }
                traits.sideBow = sides.bow
                traits.sidesStretched = stretch != nil
            }
        }
        if options.dewarp, let bent = clock.time("dewarp", { Dewarper.estimate(toned, capHeight: capHeight, straightLines: stretch != nil) }) {
            traits.curvature = bent.curvature
            traits.lineDeparture = bent.departure
            if Dewarper.shouldFlatten(bent, capHeight: capHeight) {
                toned = clock.time("dewarpApply") { bent.apply(to: toned) }
                traits.dewarped = true
                dewarp = bent
            }
        }
        // A curled page's print margins may still bow once its lines are straightened (its sides not seen on a table
        // as light as its paper, or followed only roughly): its rows are stretched to straighten them
        // (`PrintMargins`). A page whose lines were straightened by the cubic is stretched only when its print
        // narrows towards one end (`scanlab-bench dewarp` seed 2, curl 0.6: its sides not seen, its lines fanned by
        // under half a capital, its letters leaning; CER 0.043 → 0.017): on photos-dev, bowed margins were found on
        // ten such real photos (print not aligned to a margin, logos, columns) and Tesseract `auto` read 2 totals
        // fewer. A page whose lines were not resampled keeps its margins.
        var margins: PaperSides.Stretch?
        let curled = stretch != nil || dewarp?.isFan == true
        if options.dewarp, curled || dewarp != nil,
           let found = clock.time("printMargins", { PrintMargins.estimate(toned, capHeight: capHeight, trapezoidOnly: !curled) }) {
            toned = clock.time("printMargins") { found.apply(to: toned) }
            traits.marginsStretched = true
            margins = found
        }
        // A curled page's lines still stand closer where it rose off the table: its rows are spaced evenly again
        // (`RowSpacing`). Only pages that show the curl are foreshortened: their sides bowed, or their lines were
        // straight but fanned out and were straightened as a fan (`DewarpField.isFan`), as a page curled along its
        // length shows once flattened by its corners when its sides are not seen (`scanlab-bench dewarp`, curl 0.6,
        // seed 3: CER 0.080 with its rows as they were, 0.006 spaced evenly). A flat page whose lines were only
        // straightened by the cubic keeps its rows, since its spacing varies by design (regression page
        // invoice-hand-edge, an invoice with codes, bent by 0.5 capital in the cubic's reading, was stretched ×1.46
        // and its codes and 3% of its text were lost).
        var rowSpacing: RowSpacing?
        if options.dewarp, stretch != nil || dewarp?.isFan == true,
           let rows = clock.time("rowSpacing", { RowSpacing.estimate(toned, capHeight: capHeight, maximumHeight: max(toned.height, options.maxSide)) }) {
            toned = clock.time("rowSpacing") { rows.apply(to: toned) }
            traits.rowStretch = rows.stretch
            rowSpacing = rows
        }
        let flattened = try flattening(warpQuad, scale: scale)
        let toPage = flattened.map.inverted
        var mapping = toPage.map { toPage in
            var mapping = PageMapping(toPage: toPage, dewarp: dewarp, curvature: traits.curvature, departure: traits.lineDeparture)
            mapping.stretch = stretch
            mapping.margins = margins
            mapping.rowSpacing = rowSpacing
            return mapping
        }
        // A curled page's width and height were scaled apart (flattened to its chord, stretched to its raised end's
        // width, spaced to its widest pitch): its width is resampled so its words keep the paper's aspect (`PageAspect`).
        if options.dewarp, curled, let current = mapping,
           let aspect = clock.time("pageAspect", { PageAspect.estimate(mapping: current, flattenedWidth: flattened.width, flattenedHeight: flattened.height, pageWidth: toned.width) }) {
            toned = clock.time("pageAspect") { aspect.apply(to: toned) }
            mapping?.aspect = aspect
        }
        return Page(toned: toned, found: found, field: field, traits: traits, scale: scale, mapping: mapping)
    }

    /// Paper minus ink, measured on the light-corrected page before toning.
    static func contrast(of curve: ToneCurve) -> Double {
        Double(max(0, curve.paper - curve.ink))
    }
}

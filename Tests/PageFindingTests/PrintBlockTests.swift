import Foundation
import Imaging
import Testing
@testable import PageFinding

/// What belongs to the page's print (`PageFindingParameters.Print`): print runs in rows, so scattered marks on a
/// bright textured object are no print (photos-dev srd-2's salad, srd-3's board, srd-8's and mindee-4's bill
/// folders); print the glyph test refuses but that stands on the print's own paper in its column belongs to the
/// page (srd-16's and srd-7's logos were cut off). The generator draws no logos and no food, so these pages are
/// built here: a bright receipt on a dark grained table, 9 px letters in words on lines 18 px apart.
@Suite("The print's blocks: rows, and a logo on the same paper")
struct PrintBlockTests {
    static let width = 600, height = 800
    static let letterHeight = 9

    struct Page {
        var pixels: [UInt8]
        /// Boxes of the body's letters and of the logo's strokes (x0, y0, x1, y1, inclusive).
        var body: [(Int, Int, Int, Int)] = []
        var logo: [(Int, Int, Int, Int)] = []
        var image: Image { Image(width: PrintBlockTests.width, height: PrintBlockTests.height, layout: .gray, pixels: pixels)! }

        mutating func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ level: UInt8) {
            for y in max(0, y0)...min(PrintBlockTests.height - 1, y1) {
                for x in max(0, x0)...min(PrintBlockTests.width - 1, x1) { pixels[y * PrintBlockTests.width + x] = level }
            }
        }
    }

    /// A grained table (level about 90), a sheet of paper (215) over `paper` (x0, y0, x1, y1), and body lines from
    /// y 250 to 700 between x 175 and at most 425.
    static func page(paper: (Int, Int, Int, Int) = (150, 60, 450, 760), seed: UInt64 = 7) -> Page {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = UInt8(90 + 15 * sin(Double(x) * 0.05 + 3 * sin(Double(y) * 0.01)))
            }
        }
        var p = Page(pixels: pixels)
        p.fill(paper.0, paper.1, paper.2, paper.3, 215)
        var rng = SplitMix(seed: seed)
        var y = 250
        while y + letterHeight <= 700 {
            var x = 175
            let end = 300 + Int(rng.next() % 126)
            while x < end {
                let letters = 3 + Int(rng.next() % 5)
                for _ in 0..<letters where x < end {
                    // An "n": two stems and a bar, 2 px strokes (a solid box is refused as a blob, not a letter).
                    let w = 5 + Int(rng.next() % 4)
                    p.fill(x, y, x + 1, y + letterHeight - 1, 50)
                    p.fill(x + w - 2, y, x + w - 1, y + letterHeight - 1, 50)
                    p.fill(x, y, x + w - 1, y + 1, 50)
                    p.body.append((x, y, x + w - 1, y + letterHeight - 1))
                    x += w + 3
                }
                x += 8
            }
            y += 18
        }
        return p
    }

    /// A logo of four hollow letters 60 px tall (6.7 letter heights, past the glyph test) with 3 px strokes,
    /// between x 200 and 395, its foot at `foot`.
    static func addLogo(_ p: inout Page, foot: Int = 210) {
        for k in 0..<4 {
            let x0 = 200 + k * 52, y0 = foot - 59, x1 = x0 + 39, y1 = foot
            p.fill(x0, y0, x1, y0 + 2, 50)
            p.fill(x0, y1 - 2, x1, y1, 50)
            p.fill(x0, y0, x0 + 2, y1, 50)
            p.fill(x1 - 2, y0, x1, y1, 50)
            p.logo.append((x0, y0, x1, y1))
        }
    }

    static func holds(_ q: Quad, _ boxes: [(Int, Int, Int, Int)]) -> Bool {
        let poly = PolygonGeometry.clockwise(q.points)
        return boxes.allSatisfy { b in
            [Point(x: Double(b.0), y: Double(b.1)), Point(x: Double(b.2 + 1), y: Double(b.1)),
             Point(x: Double(b.2 + 1), y: Double(b.3 + 1)), Point(x: Double(b.0), y: Double(b.3 + 1))]
                .allSatisfy { PolygonGeometry.contains(poly, $0) }
        }
    }

    /// The logo rule as measured on photos-dev (three rounds); it is off by default (`Print.logoRounds`).
    static var withLogos: PrintDetector {
        var d = PrintDetector()
        d.parameters.logoRounds = 3
        return d
    }

    @Test("a tall logo four letter heights above the body, on the same paper, is held when the logo rule is on")
    func logoOnThePaper() throws {
        var p = Self.page()
        Self.addLogo(&p)
        let guess = try #require(Self.withLogos.guess(in: p.image))
        #expect(Self.holds(guess.page, p.body))
        #expect(Self.holds(guess.page, p.logo), "page \(guess.page.points)")
        // The old rule: glyphs only (the logo's height refuses it), the page starts a margin above the body.
        var old = PrintDetector()
        old.parameters.logoRounds = 0
        let cut = try #require(old.guess(in: p.image))
        #expect(!Self.holds(cut.page, p.logo))
    }

    @Test("a logo on another bright card, across a strip of table, is not joined")
    func logoAcrossTable() throws {
        var p = Self.page(paper: (150, 232, 450, 760))
        p.fill(150, 130, 450, 222, 215)
        Self.addLogo(&p)
        let guess = try #require(Self.withLogos.guess(in: p.image))
        #expect(Self.holds(guess.page, p.body))
        #expect(guess.page.points.allSatisfy { $0.y > 215 }, "page \(guess.page.points)")
    }

    /// A board or a leather folder beside the receipt (level 90 against the paper's 215: srd-3's board lay at 0.40
    /// of its paper), with specks of 4 to 7 px along its grain, which runs at 45 degrees (past the 30 degrees
    /// the print's lines may turn): 7 px apart along the grain, grain lines 20 px apart. As dense as print, in no
    /// rows and no columns.
    static func addSpecks(_ p: inout Page, seed: UInt64 = 3) -> [(Int, Int, Int, Int)] {
        p.fill(500, 250, 590, 560, 90)
        var rng = SplitMix(seed: seed)
        var specks: [(Int, Int, Int, Int)] = []
        for line in stride(from: 500 - 310, to: 590, by: 20) {
            for k in 0..<60 {
                let x = line + 7 * k, y = 255 + 7 * k
                let w = 4 + Int(rng.next() % 4), h = 4 + Int(rng.next() % 4)
                guard x >= 505, x + w <= 585, y + h <= 555 else { continue }
                // A cross of 2 px strokes: a speck's ragged shape, not a solid blob.
                p.fill(x, y + h / 2 - 1, x + w - 1, y + h / 2, 35)
                p.fill(x + w / 2 - 1, y, x + w / 2, y + h - 1, 35)
                specks.append((x, y, x + w - 1, y + h - 1))
            }
        }
        return specks
    }

    @Test("specks along a board's grain beside the receipt are no print (the page reached over them before)")
    func specksAreNoPrint() throws {
        var p = Self.page()
        _ = Self.addSpecks(&p)
        let guess = try #require(PrintDetector().guess(in: p.image))
        #expect(Self.holds(guess.page, p.body))
        #expect(guess.page.points.allSatisfy { $0.x < 500 }, "page \(guess.page.points)")
        // Without the row rule (every block counts as print), the specks' block stretched the page over them.
        var old = PrintDetector()
        old.parameters.minimumRowShare = 0
        let stretched = try #require(old.guess(in: p.image))
        #expect(stretched.page.points.contains { $0.x >= 500 })
    }

    /// A bright coloured object beside the receipt (srd-2's salad: bright, with dark specks mostly in rows, 0.67 of
    /// them): as bright as the paper on the gray grid, and as dense as print, in rows 18 px apart. Only its colour
    /// tells it from paper; the chroma grid gives the paper 6 (warm light) and the object 40 (the salad's median 38).
    static func addColouredObject(_ p: inout Page) -> (chroma: Image, marks: [(Int, Int, Int, Int)]) {
        p.fill(470, 240, 595, 720, 205)
        var chroma = [UInt8](repeating: 6, count: width * height)
        for y in 240...720 { for x in 470...595 { chroma[y * width + x] = 40 } }
        var marks: [(Int, Int, Int, Int)] = []
        var rng = SplitMix(seed: 11)
        for y in stride(from: 260, to: 700, by: 18) {
            var x = 480
            while x + 8 < 590 {
                let w = 5 + Int(rng.next() % 4)
                p.fill(x, y, x + 1, y + letterHeight - 1, 60)
                p.fill(x + w - 2, y, x + w - 1, y + letterHeight - 1, 60)
                p.fill(x, y, x + w - 1, y + 1, 60)
                marks.append((x, y, x + w - 1, y + letterHeight - 1))
                x += w + 3 + (rng.next() % 3 == 0 ? 8 : 0)
            }
        }
        return (Image(width: width, height: height, layout: .gray, pixels: chroma)!, marks)
    }

    @Test("marks in rows on a bright coloured object beside the receipt are no print: paper is low in chroma")
    func colouredGroundIsNoPrint() throws {
        var p = Self.page()
        let object = Self.addColouredObject(&p)
        var detector = PrintDetector()
        detector.chroma = object.chroma
        let guess = try #require(detector.guess(in: p.image))
        #expect(Self.holds(guess.page, p.body))
        #expect(guess.page.points.allSatisfy { $0.x < 470 }, "page \(guess.page.points)")
        // Gray alone (no chroma, as before the rule): the object's rows are print and the page reaches over them.
        let gray = try #require(PrintDetector().guess(in: p.image))
        #expect(gray.page.points.contains { $0.x >= 470 }, "page \(gray.page.points)")
    }

    @Test("the chroma grid: neutral pixels have none, a green salad leaf much")
    func chromaGrid() throws {
        var rgb = [UInt8](repeating: 0, count: 4 * 2 * 3)
        for i in 0..<4 { rgb[3 * i] = 200; rgb[3 * i + 1] = 200; rgb[3 * i + 2] = 200 }
        for i in 4..<8 { rgb[3 * i] = 90; rgb[3 * i + 1] = 170; rgb[3 * i + 2] = 60 }
        let photo = try #require(Image(width: 4, height: 2, layout: .rgb, pixels: rgb))
        let chroma = try #require(ChromaGrid.make(photo, width: 2, height: 1, scale: (x: 2, y: 2)))
        // Grid pixel (0, 0) samples photo pixel (1, 1): green; (1, 0) samples (3, 1): green too. Then the top row.
        #expect(chroma.pixels.allSatisfy { $0 > PageFindingParameters.standard.print.maximumPaperChroma })
        let top = try #require(ChromaGrid.make(photo, width: 4, height: 1, scale: (x: 1, y: 1)))
        #expect(top.pixels.allSatisfy { $0 == 0 })
        #expect(ChromaGrid.make(try #require(Image(width: 2, height: 2, layout: .gray, pixels: [1, 2, 3, 4])), width: 2, height: 2,
                                scale: (x: 1, y: 1)) == nil)
    }

    /// A receipt whose print a phone's perspective sheared (srd-8): rows turned 1 degree clockwise, both margins
    /// slanted 4 degrees the other way (each row starts 0.07 px further left per px down), every row 250 px long,
    /// from y 250 to `lastRow`. Paper from x 0 to 330 and y 40 to the frame's foot, running out of the frame at
    /// the left and the bottom; the print starts at x `left` on its first row.
    static func shearedPage(left: Int = 40, lastRow: Int = 760) -> Page {
        var p = Page(pixels: [UInt8](repeating: 90, count: width * height))
        p.fill(0, 40, 330, height - 1, 215)
        let rows = tan(1.0 * .pi / 180), margins = tan(4.0 * .pi / 180)
        var y = 250
        while y <= lastRow {
            let start = Double(left) - margins * Double(y - 250)
            var x = start
            var k = 0
            while x < start + 244 {
                let w = 6
                let top = Int((Double(y) + rows * (x - start)).rounded())
                let x0 = Int(x.rounded())
                p.fill(x0, top, x0 + 1, top + letterHeight - 1, 50)
                p.fill(x0 + w - 2, top, x0 + w - 1, top + letterHeight - 1, 50)
                p.fill(x0, top, x0 + w - 1, top + 1, 50)
                p.body.append((x0, top, x0 + w - 1, top + letterHeight - 1))
                k += 1
                x += Double(w + 3) + (k % 5 == 0 ? 8 : 0)
            }
            y += 18
        }
        return p
    }

    /// The turn of a side from `a` to `b` (radians, clockwise on screen).
    static func turn(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) }

    @Test("a page whose print perspective sheared, running out of the frame: its top and foot follow the rows, so the warp keeps each row on its line")
    func shearedPrintFollowsRows() throws {
        let p = Self.shearedPage()
        let guess = try #require(PrintDetector().guess(in: p.image))
        let rows = 1.0 * .pi / 180, limit = 0.75 * .pi / 180
        #expect(Self.holds(guess.page, p.body), "page \(guess.page.points)")
        let page = guess.page
        #expect(abs(Self.turn(page.topLeft, page.topRight) - rows) <= limit, "page \(page.points)")
        #expect(abs(Self.turn(page.bottomLeft, page.bottomRight) - rows) <= limit, "page \(page.points)")
        // The page runs out of the frame at its bottom-left corner and keeps its sides' directions there.
        #expect(page.bottomLeft.x < 0 || page.bottomLeft.y > Double(Self.height), "page \(page.points)")
        // Before: the rectangle followed the slanted margins, and its top ran about 3 degrees off the rows.
        var old = PrintDetector()
        old.parameters.rowSideTolerance = 90
        let before = try #require(old.guess(in: p.image))
        #expect(abs(Self.turn(before.page.topLeft, before.page.topRight) - rows) >= 2.5 * .pi / 180, "page \(before.page.points)")
    }

    @Test("a side beyond the frame moves onto its edge, keeping its direction, and the corners may stay beyond the frame")
    func ontoFrame() {
        // A quad turned 3 degrees, its left side wholly left of the frame and its foot wholly below it.
        let t = 3.0 * .pi / 180
        func at(_ x: Double, _ y: Double) -> Point { Point(x: x * cos(t) - y * sin(t), y: x * sin(t) + y * cos(t)) }
        let q = Quad(topLeft: at(-20, 40), topRight: at(300, 40), bottomRight: at(300, 820), bottomLeft: at(-20, 820))
        let on = PrintDetector.ontoFrame(q, width: 600, height: 800)
        #expect(abs(Self.turn(on.topLeft, on.topRight) - t) < 1e-6)
        #expect(abs(Self.turn(on.bottomLeft, on.bottomRight) - t) < 1e-6)
        #expect(abs(Self.turn(on.bottomLeft, on.topLeft) - Self.turn(q.bottomLeft, q.topLeft)) < 1e-6)
        // Each moved side reaches its edge (within the pixels its neighbour's move shifts the corner) and cuts nothing
        // inside the frame; the corners at the outer ends stay beyond the frame.
        #expect(abs(max(on.topLeft.x, on.bottomLeft.x)) < 0.5, "\(on.points)")
        #expect(min(on.bottomLeft.y, on.bottomRight.y) >= 800 - 1e-6 && min(on.bottomLeft.y, on.bottomRight.y) < 803, "\(on.points)")
        #expect(on.bottomRight.y > 800 && on.bottomLeft.x < 0)
        // Clamping each corner (the old way) turned the foot.
        let clamped = q.expanded(by: 0, within: Box(x: 0, y: 0, width: 600, height: 800))
        #expect(abs(Self.turn(clamped.bottomLeft, clamped.bottomRight) - t) > 0.5 * .pi / 180)
    }

    @Test("a receipt's last line below a dashed rule belongs to its print (card-on-sheet receipt 1113 lost it)")
    func footBelowRule() throws {
        var p = Self.page()
        let last = p.body.map(\.3).max() ?? 0
        // A dashed rule two rows below the body: dashes 2 px tall, under the glyph test's smallest height.
        for x in stride(from: 175, to: 420, by: 8) { p.fill(x, last + 14, x + 4, last + 15, 50) }
        // "HAVE A NICE DAY": one short line of 8 marks (words of small letters merged), one to a block cell (18 px), so
        // they seed no block, 3.7 letter heights below the body.
        var foot: [(Int, Int, Int, Int)] = []
        var x = 262
        let y = last + 34
        for _ in 0..<8 {
            p.fill(x, y, x + 1, y + Self.letterHeight - 1, 50)
            p.fill(x + 4, y, x + 5, y + Self.letterHeight - 1, 50)
            p.fill(x, y, x + 5, y + 1, 50)
            foot.append((x, y, x + 5, y + Self.letterHeight - 1))
            x += 18
        }
        let guess = try #require(PrintDetector().guess(in: p.image))
        #expect(Self.holds(guess.page, p.body))
        #expect(Self.holds(guess.page, foot), "page \(guess.page.points)")
        var old = PrintDetector()
        old.parameters.footGap = 0
        let cut = try #require(old.guess(in: p.image))
        #expect(!Self.holds(cut.page, foot), "page \(cut.page.points)")
    }

    @Test("the body's letters lie in rows, the grain's specks not; turned a quarter, the letters lie in columns")
    func rowShares() {
        var p = Self.page()
        let specks = Self.addSpecks(&p)
        func components(_ boxes: [(Int, Int, Int, Int)]) -> [Component] {
            boxes.enumerated().map { i, b in
                Component(label: Int32(i + 1), area: (b.2 - b.0 + 1) * (b.3 - b.1 + 1), minX: b.0, minY: b.1, maxX: b.2, maxY: b.3)
            }
        }
        let parameters = PageFindingParameters.standard.print
        func share(_ c: [Component]) -> Double {
            let found = PrintDetector.rowNeighbours(c, letterHeight: Double(Self.letterHeight), parameters: parameters)
            return Double(found.filter { $0 }.count) / Double(found.count)
        }
        #expect(share(components(p.body)) >= 0.95)
        // Along lines turned 20 degrees the letters are still in rows.
        let t = 20.0 * .pi / 180
        let turnedRows = components(p.body.map { b in
            let x = Double(b.0 + b.2) / 2, y = Double(b.1 + b.3) / 2
            let cx = 300 + (x - 300) * cos(t) - (y - 400) * sin(t), cy = 400 + (x - 300) * sin(t) + (y - 400) * cos(t)
            return (Int(cx) - 4, Int(cy) - 4, Int(cx) + 4, Int(cy) + 4)
        })
        let found = PrintDetector.rowNeighbours(turnedRows, letterHeight: Double(Self.letterHeight), turn: t, parameters: parameters)
        #expect(Double(found.filter { $0 }.count) / Double(found.count) >= 0.95)
        #expect(share(components(specks)) < parameters.minimumRowShare)
        let turned = components(p.body.map { b in (Self.height - 1 - b.3, b.0, Self.height - 1 - b.1, b.2) })
        #expect(share(turned) >= 0.95)
    }
}

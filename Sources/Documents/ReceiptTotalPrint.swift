/// How a receipt prints its total line. Receipt printers emphasise the total with their character modes (ESC/POS
/// `ESC !`): twice as tall in one cell's width, twice as tall and twice as wide, or twice as wide. The mode is a scene draw of the
/// `phone` preset (`SceneSettings`, recorded as `totalPrint`), applied to the generated receipt with
/// `Document.printingTotal(_:)`; every other page prints the total in the body's size, as before.
public enum ReceiptTotalPrint: Int, Sendable, CaseIterable {
    /// Bold, in the body's size: the generator's own line.
    case body = 0
    /// Twice as tall, one grid cell wide per character.
    case doubleHeight = 1
    /// Twice as tall and two grid cells wide per character.
    case doubleSize = 2
    /// Twice as wide in about the body's height (ESC/POS double width).
    case doubleWidth = 3

    /// The share of `phone` receipts printing the total double height. Counted by eye on the 34 real development
    /// photos that show their total (../shared/real/photos-dev): 6 print it double height only, 11 double size,
    /// 17 in the body's size.
    public static let doubleHeightShare = 6.0 / 34
    /// The share printing it double size. Of the 11 real photos counted as double size by eye, measured (glyph
    /// height against the page's other amounts, and width per height): 6 are double width (mindee-1, mindee-3,
    /// mindee-4, srd-3, srd-16, agrawal-4: 1.06–1.14 times the body's height, 0.92–0.95 as wide as tall against the
    /// body's 0.49–0.55), and 5 double size (hogent-1, srd-4, srd-7, srd-12, srd-18: 1.4–2.1 times as tall, the
    /// body's width per height).
    public static let doubleSizeShare = 5.0 / 34
    /// The share printing it double width (6 of 34 real photos, see `doubleSizeShare`).
    public static let doubleWidthShare = 6.0 / 34

    /// A double-height glyph's width against the font drawn at twice the size. A thermal printer doubles its
    /// bitmap font's dots downwards only, and its font is already narrow: measured on the real photos, body
    /// capitals are 0.48 as wide as tall and double-height ones 0.20–0.33 (srd-10's `TOTALE` 0.27, mmocr-1's
    /// `Total 128.27` 0.19–0.34), where the receipts' monospaced fonts draw capitals 0.82 as wide as tall, so half
    /// their doubled width (0.41) is a shape no real printer makes. A third gives 0.28. Tesseract reads DejaVu Sans
    /// Mono's `TOTAL 82.00` at any width down to 0.4 and loses it from 0.3, as it loses srd-10's total.
    public static let doubleHeightWidth = 0.34

    /// A double-width glyph's height against the body's: the real photos' double-width totals are 1.06–1.14 times
    /// as tall as the page's other amounts (median 1.1; see `doubleSizeShare`).
    public static let doubleWidthHeight = 1.1
    /// A double-width glyph's width against the font drawn at `doubleWidthHeight` times the body's size. The real
    /// double-width digits are 0.92–0.95 as wide as tall; the receipts' monospaced fonts draw digits about 0.68 as
    /// wide as tall (measured on the generated `phone` pages' amounts), so doubling them (1.36) would be a shape no
    /// real printer makes, where 1.4 gives the real 0.95.
    public static let doubleWidthWidth = 1.4

    /// Draws the mode from a uniform number in 0..<1. Double width takes the upper part of the range double size
    /// had before it was told apart, so double-height and body draws keep their seeds.
    public static func drawn(_ u: Double) -> ReceiptTotalPrint {
        if u < doubleHeightShare { return .doubleHeight }
        if u < doubleHeightShare + doubleSizeShare { return .doubleSize }
        if u < doubleHeightShare + doubleSizeShare + doubleWidthShare { return .doubleWidth }
        return .body
    }

    /// The glyphs' height and width against the body's, as drawn.
    var scale: (size: Double, width: Double?) {
        switch self {
        case .body: (1, nil)
        case .doubleHeight: (2, ReceiptTotalPrint.doubleHeightWidth)
        case .doubleSize: (2, nil)
        case .doubleWidth: (ReceiptTotalPrint.doubleWidthHeight, ReceiptTotalPrint.doubleWidthWidth)
        }
    }

    /// The name the document's settings record.
    var name: String {
        switch self {
        case .body: "body"
        case .doubleHeight: "double-height"
        case .doubleSize: "double-size"
        case .doubleWidth: "double-width"
        }
    }
}

extension Document {
    /// The receipt with its total line printed in `mode`; the document unchanged for `.body`, for any other kind,
    /// or when it has no total line. A double-size line that would not fit the paper's width, or one in a
    /// proportional font (whose cells the grid only estimates), is printed double height instead, as a printer's
    /// template would be.
    /// - Returns: the document, and the mode actually printed.
    public func printingTotal(_ mode: ReceiptTotalPrint) -> (document: Document, printed: ReceiptTotalPrint) {
        guard mode != .body, kind == .receipt,
              let index = lines.firstIndex(where: { $0.spans.contains { $0.field == "total" } }),
              let amountIndex = lines[index].spans.firstIndex(where: { $0.field == "total" }) else { return (self, .body) }
        var line = lines[index]
        let amount = line.spans[amountIndex]
        let currencyIndex = line.spans.firstIndex { $0.field == "currency" }
        var printed = mode
        if mode == .doubleSize || mode == .doubleWidth {
            // The body's cell: the generator puts the currency's right edge 11 cells before the amount's.
            let columns = Double(settings["columns"] ?? "") ?? 0
            let cell = columns > 0 ? (pageWidthMM - marginMM.left - marginMM.right) / columns : 0
            let across = mode.scale.size * (mode.scale.width ?? 1)
            let labelCells = line.spans.first.map { Double($0.text.count) } ?? 0
            let currencyCells = currencyIndex.map { Double(line.spans[$0].text.count) + 1 } ?? 0
            let needed = across * (labelCells + 1 + currencyCells + Double(amount.text.count)) * cell
            if fonts == .dejaVuSans || cell <= 0 || needed > amount.xMM {
                printed = .doubleHeight
            } else if let c = currencyIndex {
                line.spans[c].xMM = amount.xMM - across * Double(amount.text.count + 1) * cell
            }
        }
        for i in line.spans.indices {
            line.spans[i].sizePt *= printed.scale.size
            if let width = printed.scale.width { line.spans[i].widthScale = width }
        }
        var document = self
        document.lines[index] = line
        document.settings["totalPrint"] = printed.name
        return (document, printed)
    }
}

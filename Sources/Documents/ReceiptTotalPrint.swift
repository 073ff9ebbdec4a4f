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
    /// The line that prints the total's amount (the first such), the one the total line's restylings change
    /// (`printingTotal`, `markingTotalCurrency`, `labellingTotal`, `placingTotalAmountBelow`).
    var totalLineIndex: Int? { lines.firstIndex { $0.spans.contains { $0.field == "total" } } }

    /// The receipt with its total line printed in `mode`; the document unchanged for `.body`, for any other kind,
    /// or when it has no total line. A double-size line that would not fit the paper's width, or one in a
    /// proportional font (whose cells the grid only estimates), is printed double height instead, as a printer's
    /// template would be.
    /// - Returns: the document, and the mode actually printed.
    public func printingTotal(_ mode: ReceiptTotalPrint) -> (document: Document, printed: ReceiptTotalPrint) {
        guard mode != .body, kind == .receipt,
              let index = totalLineIndex,
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

/// How a receipt marks the currency on its total line. The generator prints the currency's code between the label
/// and the amount (`TOTAL  USD  222.98`), where real receipts mostly print the amount alone or with its symbol: a
/// scene draw of the `phone` preset (`SceneSettings`, recorded as `totalCurrency`), applied to the generated receipt
/// with `Document.markingTotalCurrency(_:)`; every other page keeps the generator's line.
///
/// Why it matters to a reader: on the raw photo, a word between the label and the far-right amount bridges the line
/// for Tesseract. With the `USD` of 23 generated `phone` pages whose total Tesseract read right painted over (seeds
/// 15000–15059, `original`), 7 were read wrong (`TOTAL 286.08` for 186.00, the label lost), where painting over
/// another word of the same size flipped 2.
public enum ReceiptTotalCurrency: Int, Sendable, CaseIterable {
    /// The currency's code between the label and the amount: the generator's own line.
    case code = 0
    /// The currency's symbol set against the amount (`$222.98`); the code left out.
    case symbol = 1
    /// The amount alone.
    case none = 2

    /// The share of total lines with a currency word between the label and the amount. Counted on the 33 real
    /// development photos that show a total (../shared/real/photos-dev, transcripts and rapidocr's reading): 2
    /// (bhimrazy-2 `Total USD$ 29.01`, srd-7 `TOTAL EURO *17.00`).
    public static let codeShare = 2.0 / 33
    /// The share with the currency's symbol at the amount: 12 of the 33 (10 set against it, `$38.86`, `£10.20`,
    /// `€21.74`, `R1374945.00`; 2 a space before it, `€ 32,20`). The other 19 print the amount alone.
    public static let symbolShare = 12.0 / 33

    /// Draws the mode from a uniform number in 0..<1.
    public static func drawn(_ u: Double) -> ReceiptTotalCurrency {
        if u < codeShare { return .code }
        if u < codeShare + symbolShare { return .symbol }
        return .none
    }

    /// The symbol printed for a currency code; nil for a currency whose receipts print no one-glyph symbol here.
    static func symbol(of code: String) -> String? {
        switch code {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        default: nil
        }
    }
}

extension Document {
    /// The receipt with its total line's currency marked as `mode`: the code span left out, and for `.symbol` the
    /// symbol set against the amount (the total's word then reads `$222.98`; its value is unchanged). The document
    /// is unchanged for `.code`, for any other kind, and when the total line prints no currency code (Malay
    /// receipts name it in the label); `.symbol` for a currency without a symbol prints the amount alone.
    /// - Returns: the document, and the mode actually printed.
    public func markingTotalCurrency(_ mode: ReceiptTotalCurrency) -> (document: Document, printed: ReceiptTotalCurrency) {
        guard mode != .code, kind == .receipt,
              let index = totalLineIndex,
              let currencyIndex = lines[index].spans.firstIndex(where: { $0.field == "currency" }) else { return (self, .code) }
        var line = lines[index]
        let code = line.spans[currencyIndex].text
        line.spans.remove(at: currencyIndex)
        var printed = ReceiptTotalCurrency.none
        if mode == .symbol, let symbol = ReceiptTotalCurrency.symbol(of: code),
           let amountIndex = line.spans.firstIndex(where: { $0.field == "total" }) {
            line.spans[amountIndex].text = symbol + line.spans[amountIndex].text
            printed = .symbol
        }
        var document = self
        document.lines[index] = line
        document.settings["totalCurrency"] = printed == .symbol ? "symbol" : "none"
        return (document, printed)
    }
}

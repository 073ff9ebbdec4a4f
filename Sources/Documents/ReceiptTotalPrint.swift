/// How a receipt prints its total line. Receipt printers emphasise the total with their character modes (ESC/POS
/// `ESC !`): twice as tall in one cell's width, or twice as tall and twice as wide. The mode is a scene draw of the
/// `phone` preset (`SceneSettings`, recorded as `totalPrint`), applied to the generated receipt with
/// `Document.printingTotal(_:)`; every other page prints the total in the body's size, as before.
public enum ReceiptTotalPrint: Int, Sendable, CaseIterable {
    /// Bold, in the body's size: the generator's own line.
    case body = 0
    /// Twice as tall, one grid cell wide per character.
    case doubleHeight = 1
    /// Twice as tall and two grid cells wide per character.
    case doubleSize = 2

    /// The share of `phone` receipts printing the total double height. Counted by eye on the 34 real development
    /// photos that show their total (../shared/real/photos-dev): 6 print it double height only, 11 double size,
    /// 17 in the body's size.
    public static let doubleHeightShare = 6.0 / 34
    /// The share printing it double size (11 of 34 real photos, see `doubleHeightShare`).
    public static let doubleSizeShare = 11.0 / 34

    /// A double-height glyph's width against the font drawn at twice the size. A thermal printer doubles its
    /// bitmap font's dots downwards only, and its font is already narrow: measured on the real photos, body
    /// capitals are 0.48 as wide as tall and double-height ones 0.20–0.33 (srd-10's `TOTALE` 0.27, mmocr-1's
    /// `Total 128.27` 0.19–0.34), where the receipts' monospaced fonts draw capitals 0.82 as wide as tall, so half
    /// their doubled width (0.41) is a shape no real printer makes. A third gives 0.28. Tesseract reads DejaVu Sans
    /// Mono's `TOTAL 82.00` at any width down to 0.4 and loses it from 0.3, as it loses srd-10's total.
    public static let doubleHeightWidth = 0.34

    /// Draws the mode from a uniform number in 0..<1.
    public static func drawn(_ u: Double) -> ReceiptTotalPrint {
        if u < doubleHeightShare { return .doubleHeight }
        if u < doubleHeightShare + doubleSizeShare { return .doubleSize }
        return .body
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
        if mode == .doubleSize {
            // The body's cell: the generator puts the currency's right edge 11 cells before the amount's.
            let columns = Double(settings["columns"] ?? "") ?? 0
            let cell = columns > 0 ? (pageWidthMM - marginMM.left - marginMM.right) / columns : 0
            let labelCells = line.spans.first.map { Double($0.text.count) } ?? 0
            let currencyCells = currencyIndex.map { Double(line.spans[$0].text.count) + 1 } ?? 0
            let needed = 2 * (labelCells + 1 + currencyCells + Double(amount.text.count)) * cell
            if fonts == .dejaVuSans || cell <= 0 || needed > amount.xMM {
                printed = .doubleHeight
            } else if let c = currencyIndex {
                line.spans[c].xMM = amount.xMM - 2 * Double(amount.text.count + 1) * cell
            }
        }
        for i in line.spans.indices {
            line.spans[i].sizePt *= 2
            if printed == .doubleHeight { line.spans[i].widthScale = ReceiptTotalPrint.doubleHeightWidth }
        }
        var document = self
        document.lines[index] = line
        document.settings["totalPrint"] = printed == .doubleHeight ? "double-height" : "double-size"
        return (document, printed)
    }
}

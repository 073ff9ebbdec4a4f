/// How an English receipt words and lays out its total line's label. The generator always prints `TOTAL` in capitals
/// without a colon, with the amount on the same line, where the real photos' total lines vary: `Total Due`,
/// `GRAND TOTAL :`, `Net Amount : 185.00`, `TOTAL: $56.58`, `CASH 242.00` with no total label at all, the amount on
/// the line below `Total Due`. A scene draw of the `phone` preset (`SceneSettings`, recorded as `totalWording`,
/// `totalCase`, `totalColon` and `totalAmountBelow`), applied to the generated receipt with
/// `Document.labellingTotal(_:)` and `Document.placingTotalAmountBelow()`; every other page, and every receipt in
/// another language, keeps the generator's line.
///
/// The shares are counted on the 28 English photos of the 33 real development photos that show a total
/// (../shared/real/photos-dev; transcripts in Corpora/real-transcripts/photos-dev, and by eye on the photos of
/// hogent-1, mindee-2, mindee-3, mmocr-3, srd-5, srd-7, srd-14, srd-15), taking the line that prints the total the
/// photo's fields record (`GRAND TOTAL` on agrawal-1, not its `Bill Total`; `Total` on srd-3 and srd-9, whose
/// `Balance Due` prints the same amount again). The other five (`Totaal:`, `TOT TTC`, `TOTAL EURO`, `TOTALE` twice)
/// are in the generator's other languages. Not drawn: a handwritten amount after a printed label (mindee-2
/// `TOTAL $....`, srd-15 `Total:`, 2 of 28), the label set right next to the amount rather than at the margin
/// (hogent-2, mmocr-3, 2 of 28), and a time printed before the label on its line (srd-16 `06/02 2:44pTOTAL:`, 1).
public struct ReceiptTotalLabel: Sendable, Hashable {
    /// The label's words.
    public enum Wording: Int, Sendable, CaseIterable {
        /// `TOTAL`: the generator's own label (20 of the 28).
        case total = 0
        /// `TOTAL DUE` (agrawal-3 `Total Due 32.00`, mindee-4 `Total Due`).
        case totalDue = 1
        /// `GRAND TOTAL` (agrawal-1 `GRAND TOTAL : 594.00`).
        case grandTotal = 2
        /// `TAKE-OUT TOTAL` (srd-5 `Take-Out Total 7.27`).
        case takeOutTotal = 3
        /// `NET AMOUNT`: an amount's label without a total word (bhimrazy-1 `Net Amount : 185.00`, agrawal-2
        /// `Rounded Off Invoice Amount 675.00`).
        case netAmount = 4
        /// The receipt's payment word (`VISA`, `CASH`): no total label, the total printed as the tender (agrawal-4
        /// `CASH 242.00`, srd-11 `VISA 6.56`).
        case tender = 5
    }

    /// What follows the label's words.
    public enum Colon: Int, Sendable, CaseIterable {
        /// Nothing: the generator's own label.
        case none = 0
        /// A colon set against the label (`TOTAL:`).
        case attached = 1
        /// A colon a space after it (`TOTAL :`).
        case spaced = 2
    }

    public var wording: Wording
    /// Capitalised words (`Total Due`) instead of capitals.
    public var mixedCase: Bool
    public var colon: Colon
    /// The label alone on its line and the amount, at its column, on the line below.
    public var amountBelow: Bool

    public init(wording: Wording = .total, mixedCase: Bool = false, colon: Colon = .none, amountBelow: Bool = false) {
        self.wording = wording; self.mixedCase = mixedCase; self.colon = colon; self.amountBelow = amountBelow
    }

    /// The generator's own line: `TOTAL`, in capitals, no colon, the amount on the same line.
    public static let generators = ReceiptTotalLabel()

    /// The share of total lines labelled `Total Due` (2 of the 28 English real photos).
    public static let totalDueShare = 2.0 / 28
    /// The share labelled `GRAND TOTAL` (1 of 28).
    public static let grandTotalShare = 1.0 / 28
    /// The share labelled `Take-Out Total` (1 of 28).
    public static let takeOutTotalShare = 1.0 / 28
    /// The share whose label is an amount's without a total word (2 of 28: `Net Amount`, `Rounded Off Invoice Amount`).
    public static let netAmountShare = 2.0 / 28
    /// The share printing the total under the payment's word alone (2 of 28: `CASH`, `VISA`).
    public static let tenderShare = 2.0 / 28
    /// The share of labels in capitalised words rather than capitals: 14 of 28 (agrawal-2, agrawal-3, bhimrazy-1,
    /// bhimrazy-2, mindee-1, mindee-4, mmocr-1, srd-2, srd-3, srd-5, srd-8, srd-9, srd-12, srd-15).
    public static let mixedCaseShare = 14.0 / 28
    /// The share with a colon set against the label: 4 of 28 (srd-1 `TOTAL: $56.58`, srd-13, srd-15, srd-16).
    public static let attachedColonShare = 4.0 / 28
    /// The share with a colon a space after the label: 3 of 28 (agrawal-1 `GRAND TOTAL : 594.00`, bhimrazy-1,
    /// srd-4 `TOTAL : 33.92`).
    public static let spacedColonShare = 3.0 / 28
    /// The share printing the amount on the line below the label: 1 of 28 (mindee-4 `Total Due` over
    /// `R1374945.00`, double width, at the amounts' column).
    public static let amountBelowShare = 1.0 / 28

    /// Draws a label from four uniform numbers in 0..<1, in order: wording, case, colon, layout.
    public static func drawn(_ g: inout SeededGenerator) -> ReceiptTotalLabel {
        let w = g.unit(), c = g.unit(), k = g.unit(), b = g.unit()
        var wording = Wording.total
        var edge = 0.0
        for (candidate, share) in [(Wording.totalDue, totalDueShare), (.grandTotal, grandTotalShare),
                                   (.takeOutTotal, takeOutTotalShare), (.netAmount, netAmountShare), (.tender, tenderShare)] {
            edge += share
            if w < edge { wording = candidate; break }
        }
        let colon: Colon = k < attachedColonShare ? .attached : k < attachedColonShare + spacedColonShare ? .spaced : .none
        return ReceiptTotalLabel(wording: wording, mixedCase: c < mixedCaseShare, colon: colon, amountBelow: b < amountBelowShare)
    }

    /// The label's words in capitals; nil for `.tender`, whose word is the receipt's payment's.
    var capitals: String? {
        switch wording {
        case .total: "TOTAL"
        case .totalDue: "TOTAL DUE"
        case .grandTotal: "GRAND TOTAL"
        case .takeOutTotal: "TAKE-OUT TOTAL"
        case .netAmount: "NET AMOUNT"
        case .tender: nil
        }
    }

    /// `TAKE-OUT TOTAL` as `Take-Out Total`: each word's first letter kept, the rest lowered.
    static func capitalised(_ text: String) -> String {
        var out = "", start = true
        for ch in text {
            out += start ? String(ch).uppercased() : String(ch).lowercased()
            start = !ch.isLetter
        }
        return out
    }

    /// The label as printed, from the words in capitals.
    func printed(_ words: String) -> String {
        let cased = mixedCase ? Self.capitalised(words) : words
        switch colon {
        case .none: return cased
        case .attached: return cased + ":"
        case .spaced: return cased + " :"
        }
    }
}

extension Document {
    /// The English receipt with its total line's label worded as `label` says (words, case, colon); the amount and
    /// the truth's `total` are unchanged. The document is unchanged for any other kind or language, and when it has
    /// no total line; `.tender` without a payment line prints `TOTAL`. The layout (`amountBelow`) is applied by
    /// `placingTotalAmountBelow()` after the line's print mode, so both lines keep it.
    /// - Returns: the document, and the label actually printed (its `amountBelow` as asked).
    public func labellingTotal(_ label: ReceiptTotalLabel) -> (document: Document, printed: ReceiptTotalLabel) {
        var words = ReceiptTotalLabel(wording: label.wording, mixedCase: label.mixedCase, colon: label.colon)
        guard words != .generators || label.amountBelow, kind == .receipt, language == .en,
              let index = totalLineIndex,
              let labelIndex = lines[index].spans.firstIndex(where: { $0.field == nil }) else { return (self, .generators) }
        if words == .generators { return (self, label) }
        var text = label.capitals
        if label.wording == .tender {
            // The payment's own word: the card line's (`VISA`), else the cash tendered's (`CASH`).
            let payment = lines.first { $0.spans.contains { $0.role == "card-amount" } }
                ?? lines.first { $0.spans.contains { $0.role == "tendered" } }
            text = payment?.spans.first?.text
            if text == nil { words.wording = .total }
        }
        var document = self
        document.lines[index].spans[labelIndex].text = words.printed(text ?? "TOTAL")
        document.settings["totalLabel"] = document.lines[index].spans[labelIndex].text
        words.amountBelow = label.amountBelow
        return (document, words)
    }

    /// The receipt with its total line split in two: the label alone, then the rest of the line (currency and
    /// amount, at their columns, in their size) on the line below. Unchanged when it has no total line or the
    /// total line holds only its amount.
    public func placingTotalAmountBelow() -> Document {
        guard kind == .receipt, let index = totalLineIndex else { return self }
        let line = lines[index]
        let labelSpans = line.spans.filter { $0.field == nil }
        let rest = line.spans.filter { $0.field != nil }
        guard !labelSpans.isEmpty, !rest.isEmpty else { return self }
        var document = self
        document.lines[index].spans = labelSpans
        document.lines.insert(DocumentLine(spans: rest, spaceBeforeMM: 0), at: index + 1)
        document.settings["totalAmountBelow"] = "1"
        return document
    }
}

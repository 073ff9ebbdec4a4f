import Foundation
import Documents
import Imaging
import Rendering

/// A flat receipt for reader tests, rendered at 300 dpi and written as PNG (the file a style would write).
enum TestReceipt {
    /// A hand-made 58 mm receipt: merchant, address, date, items, totals.
    static func document(_ language: Language) -> Document {
        let w = 52.0
        func row(_ left: String, _ right: String, size: Double = 8, bold: Bool = false) -> DocumentLine {
            DocumentLine(spans: [Span(left, font: bold ? .bold : .regular, sizePt: size),
                                 Span(right, xMM: w, alignment: .right, font: .mono, sizePt: size)])
        }
        func centred(_ text: String, size: Double = 8, bold: Bool = false) -> DocumentLine {
            DocumentLine(spans: [Span(text, xMM: w / 2, alignment: .center, font: bold ? .bold : .regular, sizePt: size)])
        }
        let dashes = DocumentLine(spans: [Span(String(repeating: "-", count: 30), sizePt: 8)], decorative: true, spaceBeforeMM: 1)
        let lines: [DocumentLine]
        switch language {
        case .de:
            lines = [
                centred("Bäckerei Müller", size: 10, bold: true), centred("Hauptstraße 12"), centred("80331 München"),
                centred("Datum: 14.06.2017  Zeit: 09:42"), dashes,
                row("Roggenbrot 750 g", "3,49"), row("Brezel", "0,89"), row("Käsekuchen Stück", "2,80"),
                row("Kaffee groß", "3,20"), row("Apfelschorle 0,5 l", "1,99"), dashes,
                row("Zwischensumme", "12,37"), row("MwSt. 7 %", "0,81"), row("SUMME EUR", "12,37", size: 9, bold: true),
                row("Bar", "20,00"), row("Rückgeld", "7,63"), centred("Vielen Dank für Ihren Einkauf!"),
            ]
        default:
            lines = [
                centred("Corner Grocery", size: 10, bold: true), centred("221 Baker Street"), centred("London NW1 6XE"),
                centred("Date: 06/14/2017  Time: 09:42"), dashes,
                row("Whole milk 2 L", "1.45"), row("Sourdough loaf", "2.80"), row("Free range eggs x12", "3.10"),
                row("Cheddar 400 g", "4.25"), row("Bananas 1.2 kg", "0.98"), row("Orange juice", "2.15"), dashes,
                row("Subtotal", "14.73"), row("VAT 0%", "0.00"), row("TOTAL GBP", "14.73", size: 9, bold: true),
                row("Cash", "20.00"), row("Change", "5.27"), centred("Thank you for shopping!"),
            ]
        }
        return Document(kind: .receipt, language: language, seed: 1, pageWidthMM: 58, pageHeightMM: nil,
                        marginMM: Margins(all: 3), lines: lines, fields: [], fonts: .dejaVuSans, dateOrder: .dmy)
    }

    /// Renders the receipt once per language and process and writes it as PNG; returns the file and its truth text.
    static func file(_ language: Language) throws -> (path: String, truth: String) {
        lock.lock(); defer { lock.unlock() }
        if let known = cache[language] { return known }
        let page = try PageRenderer.render(document(language))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scanlab-readers-receipt-\(language.rawValue)-\(getpid()).png").path
        try ImageFile.write(page.image, to: path)
        cache[language] = (path, page.truth.text)
        return (path, page.truth.text)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Language: (path: String, truth: String)] = [:]
}

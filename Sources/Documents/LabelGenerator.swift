/// A product and shipping label (100 × 150 mm, the common 4 × 6 inch thermal label) in English or German:
/// a product name and a few lines of text, then an EAN-13 with its digits, the address with a Data Matrix of the
/// product's record beside it, a Code 128 tracking number and a PDF417 with the address block.
///
/// It declares no fields; its codes are its point. Code randomness comes from its own stream.
struct LabelGenerator {
    /// 0.33 mm is EAN-13's nominal X-dimension (100% magnification); 15 mm bars are a truncated height
    /// that labels commonly print.
    static let eanModuleMM = 0.33
    static let eanHeightMM = 15.0
    /// Tracking numbers are printed in 0.3 mm bars 12 mm tall, readable by handheld scanners at arm's length.
    static let trackingModuleMM = 0.3
    static let trackingHeightMM = 12.0
    /// 0.75 mm Data Matrix cells: the symbol (18 to 22 modules) then spans the label's middle, beside the address.
    /// zxing-cpp 1.4 finds a Data Matrix only where it crosses the image's horizontal centre line (measured:
    /// the same symbol decodes there and is missed 20 mm lower), so the label puts it there, and photos show
    /// how often a camera keeps it there.
    static let matrixModuleMM = 0.75
    /// The label's text column: 100 mm less two 6 mm margins.
    static let textWidthMM = 88.0
    /// PDF417 at 0.33 mm with 1 mm rows (three modules, the standard's minimum row height).
    static let pdf417ModuleMM = 0.33
    static let pdf417HeightMM = 12.0

    private static let productsEN = ["Organic Oat Flakes", "Espresso Beans Dark", "Basmati Rice", "Olive Oil Extra Virgin",
                                     "Green Tea Sencha", "Whole Wheat Pasta", "Almond Butter", "Sea Salt Crackers"]
    private static let productsDE = ["Bio Haferflocken", "Espressobohnen Kräftig", "Basmatireis", "Olivenöl Nativ Extra",
                                     "Grüner Tee Sencha", "Vollkornnudeln", "Mandelmus", "Meersalz Cracker"]
    private static let recipientsEN = [("Jane Porter", "14 Mill Lane", "Leeds LS1 4AB"), ("Omar Haddad", "7 Quay Street", "Bristol BS1 6DZ"),
                                       ("Lucy Chen", "221 Park Road", "York YO10 5DD")]
    private static let recipientsDE = [("Anna Schmidt", "Lindenweg 12", "10115 Berlin"), ("Jonas Weber", "Hauptstraße 8", "80331 München"),
                                       ("Mia Fischer", "Am Markt 3", "50667 Köln")]

    static func make(language: Language, seed: UInt64, variant: String?) throws -> Document {
        try DocumentGenerator.check(variant, kind: .label, known: [])
        let root = SeededGenerator(seed: seed).derived("label-\(language.rawValue)")
        var random = root.derived("content")
        var codes = root.derived("codes")
        let german = language == .de
        var layout = root.derived("layout")
        let fonts: FontSet = layout.chance(0.5) ? .dejaVuSans : .liberationSans
        let size = 10.0
        var lines: [DocumentLine] = []
        func add(_ text: String, font: Span.FontRole = .regular, sizePt: Double = size, space: Double = 0) {
            lines.append(DocumentLine(spans: [Span(text, font: font, sizePt: sizePt)], spaceBeforeMM: space))
        }
        func code(_ mark: CodeMark, space: Double) { lines.append(DocumentLine(spans: [], spaceBeforeMM: space, code: mark)) }

        let product = random.pick(german ? productsDE : productsEN)
        let grams = random.pick([250, 500, 750, 1000])
        let lot = "L\(random.int(in: 2019...2026) % 100)\(random.int(in: 10...52))-\(random.int(in: 10...99))"
        let month = random.int(in: 1...12), year = random.int(in: 2025...2028)
        let sku = "SKU-\(random.int(in: 100_000...999_999))"
        add(product, font: .bold, sizePt: 14)
        add(german ? "Inhalt: \(grams) g" : "Net weight: \(grams) g", space: 2)
        add(german ? "Charge: \(lot)" : "Lot: \(lot)")
        add((german ? "Mindestens haltbar bis: " : "Best before: ") + "\(month < 10 ? "0" : "")\(month)/\(year)")
        add(sku)

        // A GS1 company prefix from the German (400–440) or British (500–509) range, then the item reference.
        let prefix = german ? String(codes.int(in: 400...440)) : String(codes.int(in: 500...509))
        let reference = (0..<9).map { _ in String(codes.int(in: 0...9)) }.joined()
        let ean = EAN13.complete(prefix + reference) ?? ""
        code(CodeMark(symbology: .ean13, payload: ean, moduleMM: eanModuleMM, barHeightMM: eanHeightMM), space: 3)
        lines.append(DocumentLine(spans: [Span(ean, font: .mono, sizePt: 9)], spaceBeforeMM: 0.5))

        let recipient = random.pick(german ? recipientsDE : recipientsEN)
        add(german ? "Empfänger:" : "Ship to:", font: .bold, space: 4)
        add(recipient.0)
        lines[lines.count - 1].code = CodeMark(symbology: .datamatrix, payload: "\(sku);\(lot);\(ean)", moduleMM: matrixModuleMM,
                                               xMM: textWidthMM, alignment: .right, placement: .floating)
        add(recipient.1)
        add(recipient.2)
        let tracking = "JJD\((0..<14).map { _ in String(codes.int(in: 0...9)) }.joined())"
        code(CodeMark(symbology: .code128, payload: tracking, moduleMM: trackingModuleMM, barHeightMM: trackingHeightMM), space: 3)
        add((german ? "Sendung: " : "Tracking: ") + tracking, space: 0.5)

        code(CodeMark(symbology: .pdf417, payload: "\(recipient.0)\n\(recipient.1)\n\(recipient.2)", moduleMM: pdf417ModuleMM,
                      barHeightMM: pdf417HeightMM), space: 2)

        return Document(
            kind: .label, language: language, seed: seed, variant: nil,
            pageWidthMM: 100, pageHeightMM: 150, marginMM: Margins(all: 6),
            lines: lines, fields: [], fonts: fonts, dateOrder: .dmy,
            settings: ["ean13": ean, "tracking": tracking])
    }
}

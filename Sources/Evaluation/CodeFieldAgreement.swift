import Fields

/// How the fields a code gives (an EPC QR's IBAN, BIC and amount) compare with the same fields read from the text,
/// per style × text reader × code reader × field, over the pages where both cells were read and the code cell
/// scored fields (its page's truth holds an EPC QR).
///
/// Each page falls in exactly one of `agree`, `disagree`, `codeOnly`, `textOnly` and `neither`, by whether each
/// side suggested a value and whether the two normalised values are equal. The correct counts say which side to
/// trust: `preferredCorrect` counts the pages where the value taken from the code when it gave one, and from the
/// text otherwise, is correct (`CodeFieldAgreement.preferringCode`).
public struct CodeFieldAgreement: Sendable, Codable, Equatable {
    public var field: String
    public var style: String
    /// The text reader (its cell holds the text's fields).
    public var reader: String
    /// The code reader (its cell holds the code's fields).
    public var codeReader: String
    /// Pages where both cells were read and the code cell scored this field.
    public var pages: Int
    /// Both sides gave a value and the values are equal.
    public var agree: Int
    /// Both sides gave a value and the values differ.
    public var disagree: Int
    /// Only the code gave a value.
    public var codeOnly: Int
    /// Only the text gave a value.
    public var textOnly: Int
    /// Neither side gave a value.
    public var neither: Int
    /// Pages where the code's value is correct.
    public var codeCorrect: Int
    /// Pages where the text's value is correct.
    public var textCorrect: Int
    /// Pages where the code's value, or the text's where the code gave none, is correct.
    public var preferredCorrect: Int

    /// Agree over the pages where both sides gave a value; nil when there is none.
    public var agreementRate: Double? {
        agree + disagree > 0 ? Double(agree) / Double(agree + disagree) : nil
    }

    /// The reader name under which a text reader's fields preferring a code reader's are reported.
    public static func preferringReader(text: String, code: String) -> String { text + "+" + code }

    /// A code cell: it holds decoded codes and no text (an external reader that reports both is a text reader).
    static func isCodeCell(_ cell: PageResult) -> Bool { cell.codes != nil && cell.text == nil }

    /// The text cell's field rows with those the code gave a value for replaced by the code cell's: the field
    /// table that trusts a decoded code over the text. Fields the code does not give stay the text's.
    public static func preferringCode(text: [FieldResult], code: [FieldResult]) -> [FieldResult] {
        let fromCode = Set(code.filter { $0.value != nil || $0.values != nil }.map(\.name))
        return text.filter { !fromCode.contains($0.name) } + code.filter { fromCode.contains($0.name) }
    }

    /// The agreements and the preferring-code field rates of one style, over the cells of that style.
    /// - Parameters:
    ///   - cells: every cell of the style, any reader.
    ///   - readers: the selection's readers, in order (the pairs come out in that order).
    static func compute(style: String, readers: [String], cells: [PageResult])
        -> (agreements: [CodeFieldAgreement], preferred: [Aggregates.FieldSummary]) {
        let byReader = cellsByReader(cells)
        var agreements: [CodeFieldAgreement] = []
        var preferred: [Aggregates.FieldSummary] = []
        for (text, code) in pairs(readers: readers, byReader: byReader) {
            let textCells = byReader[text] ?? [:], codeCells = byReader[code] ?? [:]
            let pages = codeCells.keys.filter { textCells[$0] != nil }.sorted()
            var rows: [String: CodeFieldAgreement] = [:]
            var combined: [FieldResult] = []
            for page in pages {
                guard let codeCell = codeCells[page], let textCell = textCells[page], isCodeCell(codeCell),
                      let codeFields = codeCell.fields else { continue }
                let textFields = textCell.fields ?? []
                combined += preferringCode(text: textFields, code: codeFields)
                for codeField in codeFields where codeField.outcome != .spurious {
                    let textField = textFields.first { $0.name == codeField.name && $0.outcome != .spurious }
                    var row = rows[codeField.name] ?? CodeFieldAgreement(field: codeField.name, style: style, reader: text, codeReader: code)
                    row.add(code: codeField, text: textField)
                    rows[codeField.name] = row
                }
            }
            agreements += rows.keys.sorted().compactMap { rows[$0] }
            let rates = FieldAggregate.aggregate(combined)
            let name = preferringReader(text: text, code: code)
            preferred += rates.keys.sorted().compactMap { field in
                rates[field].map { Aggregates.FieldSummary(field: field, style: style, reader: name, rates: $0) }
            }
        }
        return (agreements, preferred)
    }

    /// The read cells of one style by reader, then by page.
    private static func cellsByReader(_ cells: [PageResult]) -> [String: [String: PageResult]] {
        var byReader: [String: [String: PageResult]] = [:]
        for cell in cells where cell.status == .ok { byReader[cell.reader, default: [:]][cell.page] = cell }
        return byReader
    }

    /// The text reader × code reader pairs whose fields can be compared, in the selection's order: a code reader
    /// whose cells scored fields (a truth EPC QR) with each text reader whose cells did.
    private static func pairs(readers: [String], byReader: [String: [String: PageResult]]) -> [(text: String, code: String)] {
        let codeReaders = readers.filter { reader in byReader[reader]?.values.contains { isCodeCell($0) && $0.fields != nil } ?? false }
        let textReaders = readers.filter { reader in
            !codeReaders.contains(reader) && (byReader[reader]?.values.contains { !isCodeCell($0) && $0.fields != nil } ?? false)
        }
        return textReaders.flatMap { text in codeReaders.map { (text: text, code: $0) } }
    }

    /// The rows a page's field table gains from code readers, as the report's `fieldsPreferringCodes` pools them:
    /// per style × text reader × code reader, a cell named `TEXT+CODE` (`preferringReader`) whose fields are the
    /// text cell's with those the code gave replaced by the code cell's (`preferringCode`). None when no code
    /// reader's cell scored fields.
    /// - Parameters:
    ///   - cells: one page's cells, any style and reader.
    ///   - readers: the readers in the order asked for.
    public static func preferringCells(_ cells: [PageResult], readers: [String]) -> [PageResult] {
        var styles: [String] = []
        for cell in cells where !styles.contains(cell.style) { styles.append(cell.style) }
        var made: [PageResult] = []
        for style in styles {
            let byReader = cellsByReader(cells.filter { $0.style == style })
            for (text, code) in pairs(readers: readers, byReader: byReader) {
                for (page, codeCell) in (byReader[code] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    guard let textCell = byReader[text]?[page], isCodeCell(codeCell), let codeFields = codeCell.fields else { continue }
                    var cell = PageResult(page: page, style: style, reader: preferringReader(text: text, code: code), status: .ok)
                    cell.fields = preferringCode(text: textCell.fields ?? [], code: codeFields)
                    made.append(cell)
                }
            }
        }
        return made
    }

    init(field: String, style: String, reader: String, codeReader: String) {
        self.field = field; self.style = style; self.reader = reader; self.codeReader = codeReader
        pages = 0; agree = 0; disagree = 0; codeOnly = 0; textOnly = 0; neither = 0
        codeCorrect = 0; textCorrect = 0; preferredCorrect = 0
    }

    /// Counts one page: the code cell's row for the field and the text cell's (nil when the text cell has none).
    mutating func add(code: FieldResult, text: FieldResult?) {
        pages += 1
        let codeValue = code.value, textValue = text?.value
        switch (codeValue, textValue) {
        case let (c?, t?): if c == t { agree += 1 } else { disagree += 1 }
        case (_?, nil): codeOnly += 1
        case (nil, _?): textOnly += 1
        case (nil, nil): neither += 1
        }
        let codeRight = code.outcome == .correct, textRight = text?.outcome == .correct
        if codeRight { codeCorrect += 1 }
        if textRight { textCorrect += 1 }
        if codeValue != nil ? codeRight : textRight { preferredCorrect += 1 }
    }
}

/// A business letter in English (US Letter) or German (A4, DIN 5008 margins). It carries no receipt or
/// invoice fields: its field list is empty, so any field a reader claims on it is spurious.
struct LetterGenerator {
    private static let bodyWidth = 80
    private static let maxBodyLines = 24

    static func make(language: Language, seed: UInt64, variant: String?) throws -> Document {
        try DocumentGenerator.check(variant, kind: .letter, known: [])
        let root = SeededGenerator(seed: seed).derived("letter-\(language.rawValue)")
        var random = root.derived("content")
        var layout = root.derived("layout")
        let german = language == .de
        let fonts: FontSet = layout.pick([.liberationSerif, .dejaVuSerif, .liberationSans])
        let size = fonts == .dejaVuSerif ? 10.0 : 11.0
        var lines: [DocumentLine] = []
        func add(_ text: String, x: Double = 0, alignment: Span.Alignment = .left, font: Span.FontRole = .regular,
                 space: Double = 0, role: String? = nil) {
            lines.append(DocumentLine(spans: [Span(text, xMM: x, alignment: alignment, font: font, sizePt: size, role: role)],
                                      spaceBeforeMM: space))
        }

        let sender = random.pick(german ? LetterCatalogue.germanSenders : LetterCatalogue.englishSenders)
        let recipient = random.pick(german ? LetterCatalogue.germanRecipients : LetterCatalogue.englishRecipients)
        let date = CalendarDate.random(years: 2019...2026, using: &random)
        let textWidth = german ? 165.0 : 8.5 * 25.4 - 50.8

        add(sender.0, font: .bold)
        add(sender.1)
        add(sender.2)
        add(recipient.0, space: 14)
        add(recipient.1)
        add(recipient.2)
        let place = sender.2.split(separator: " ").dropFirst().joined(separator: " ")
        let printedDate = german ? "\(place), \(date.germanLong)"
                                 : "\(CalendarDate.englishMonths[date.month - 1]) \(date.day), \(date.year)"
        add(printedDate, x: textWidth, alignment: .right, space: 10, role: "date")
        add(random.pick(german ? LetterCatalogue.germanSubjects : LetterCatalogue.englishSubjects), font: .bold, space: 8)
        let surname = recipient.0.split(separator: " ").last.map(String.init) ?? ""
        let salutation: String
        if german {
            salutation = recipient.0.hasPrefix("Frau") ? "Sehr geehrte Frau \(surname)," : "Sehr geehrter Herr \(surname),"
        } else {
            salutation = "Dear \(recipient.0.split(separator: " ").prefix(1).joined()) \(surname),"
        }
        add(salutation, space: 8)

        // Paragraphs of shuffled sentences, the first opening lower-case in German after the comma.
        var pool = german ? LetterCatalogue.germanSentences : LetterCatalogue.englishSentences
        let opening = pool.removeFirst()
        for i in stride(from: pool.count - 1, to: 0, by: -1) { pool.swapAt(i, random.int(in: 0...i)) }
        pool.insert(opening, at: 0)
        var bodyLines = 0
        var paragraphs = 0
        var next = 0
        let wanted = random.int(in: 3...5)
        while paragraphs < wanted, next < pool.count {
            let count = min(random.int(in: 2...3), pool.count - next)
            let wrapped = TextWrapper.wrap(pool[next..<(next + count)].joined(separator: " "), width: bodyWidth)
            guard bodyLines + wrapped.count <= maxBodyLines else { break }
            for (index, line) in wrapped.enumerated() { add(line, space: index == 0 ? 4 : 0) }
            bodyLines += wrapped.count
            next += count
            paragraphs += 1
        }
        add(random.pick(german ? LetterCatalogue.germanClosings : LetterCatalogue.englishClosings), space: 6)
        add(random.pick(LetterCatalogue.signatories), space: 12)

        return Document(
            kind: .letter, language: language, seed: seed, variant: nil,
            pageWidthMM: german ? 210 : 8.5 * 25.4, pageHeightMM: german ? 297 : 11 * 25.4,
            marginMM: german ? Margins(top: 20, right: 20, bottom: 20, left: 25) : Margins(all: 25.4),
            lines: lines, fields: [], fonts: fonts, dateOrder: german ? .dmy : .mdy,
            settings: ["paragraphs": String(paragraphs)])
    }
}

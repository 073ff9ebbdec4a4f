/// A US Letter screenplay page in Courier Prime 12 pt at the industry's indents, six lines to the inch:
/// scene headings and action at 1.5 in, dialogue at 2.5 in, parentheticals at 3.1 in, character cues at
/// 3.7 in, transitions right-aligned at 7.1 in. The `title` variant makes a title page instead.
struct ScreenplayGenerator {
    static let variants = ["title"]

    private static let inch = 25.4
    private static let lineMM = inch / 6
    // Horizontal positions from the left margin (1.5 in from the paper's edge).
    private static let dialogueX = 1.0 * inch
    private static let parentheticalX = 1.6 * inch
    private static let cueX = 2.2 * inch
    private static let transitionRight = 5.6 * inch
    private static let textRight = 6.0 * inch
    // Widths in characters: Courier Prime prints ten to the inch.
    private static let actionWidth = 58
    private static let dialogueWidth = 34
    /// Lines from 1 in to 10 in.
    private static let bodyLines = 54

    private var lines: [DocumentLine] = []
    private var random: SeededGenerator
    private var headings: [String] = []
    private var cues: [String] = []
    private var used = 0
    private var lastSpeaker: String?

    static func make(seed: UInt64, variant: String?) throws -> Document {
        try DocumentGenerator.check(variant, kind: .screenplay, known: variants)
        var generator = ScreenplayGenerator(random: SeededGenerator(seed: seed).derived("content"))
        let pageNumber = variant == "title" ? 0 : generator.scriptPage()
        if variant == "title" { generator.titlePage() }
        var settings = ["lineHeightMM": String(lineMM)]
        if pageNumber > 0 { settings["page"] = String(pageNumber) }
        return Document(
            kind: .screenplay, language: .en, seed: seed, variant: variant,
            pageWidthMM: 8.5 * inch, pageHeightMM: 11 * inch,
            marginMM: Margins(top: 0.5 * inch, right: 1.0 * inch, bottom: 1.0 * inch, left: 1.5 * inch),
            lines: generator.lines,
            fields: [DocumentField(name: "sceneHeadings", values: generator.headings),
                     DocumentField(name: "characters", values: generator.cues)],
            fonts: .courierPrime, dateOrder: .mdy, settings: settings, lineHeightMM: lineMM)
    }

    private init(random: SeededGenerator) { self.random = random }

    // MARK: - Script page

    /// Fills one page with elements until the next would not fit; returns the page number printed.
    private mutating func scriptPage() -> Int {
        let pageNumber = random.chance(0.15) ? 1 : random.int(in: 2...110)
        // Line 1 holds the page number (none on page 1); the body starts an inch from the top.
        if pageNumber > 1 {
            add(Span("\(pageNumber).", xMM: Self.textRight, alignment: .right, sizePt: 12, role: "page-number"))
        } else {
            blank()
        }
        blank(); blank()
        let cast = Array(shuffled(ScreenplayCatalogue.characters).prefix(random.int(in: 2...4)))
        if pageNumber == 1 {
            place([[Span("FADE IN:", sizePt: 12, role: "transition")]])
        }
        var needsHeading = pageNumber == 1 || random.chance(0.6)
        while true {
            let element: [[Span]]
            if needsHeading {
                element = [[heading()]]
                needsHeading = false
            } else {
                let roll = random.unit()
                if roll < 0.4 {
                    element = action(cast)
                } else if roll < 0.9 {
                    element = dialogueBlock(cast)
                } else if roll < 0.95 {
                    element = [[Span(random.pick(ScreenplayCatalogue.transitions), xMM: Self.transitionRight,
                                     alignment: .right, sizePt: 12, role: "transition")]]
                    needsHeading = true
                } else {
                    element = [[heading()]]
                }
            }
            // A scene heading needs two lines of its scene after it on the same page, as script software keeps it.
            let needed = element.count + (element.first?.first?.role == "scene-heading" ? 3 : 0)
            guard used + needed <= Self.bodyLines else { break }
            place(element)
        }
        return pageNumber
    }

    private mutating func heading() -> Span {
        let text = "\(random.pick(ScreenplayCatalogue.settings)) \(random.pick(ScreenplayCatalogue.places)) - \(random.pick(ScreenplayCatalogue.times))"
        return Span(text, sizePt: 12, field: "sceneHeadings", role: "scene-heading")
    }

    private mutating func action(_ cast: [String]) -> [[Span]] {
        let a = Self.inProse(random.pick(cast))
        var b = Self.inProse(random.pick(cast))
        if b == a, let other = cast.first(where: { Self.inProse($0) != a }) { b = Self.inProse(other) }
        let sentences = (0..<random.int(in: 1...3)).map { _ in
            random.pick(ScreenplayCatalogue.actions).replacingOccurrences(of: "{A}", with: a).replacingOccurrences(of: "{B}", with: b)
        }
        return TextWrapper.wrap(sentences.joined(separator: " "), width: Self.actionWidth).map { [Span($0, sizePt: 12, role: "action")] }
    }

    private mutating func dialogueBlock(_ cast: [String]) -> [[Span]] {
        // The same character does not speak twice in a row.
        let speaker = random.pick(cast.filter { $0 != lastSpeaker })
        lastSpeaker = speaker
        var cue = [Span(speaker, xMM: Self.cueX, sizePt: 12, field: "characters", role: "character")]
        if random.chance(0.15) {
            let width = Double(speaker.count + 1) * Self.inch / 10
            cue.append(Span(random.pick(ScreenplayCatalogue.extensions), xMM: Self.cueX + width, sizePt: 12, role: "extension"))
        }
        var block = [cue]
        if random.chance(0.3) {
            block.append([Span(random.pick(ScreenplayCatalogue.parentheticals), xMM: Self.parentheticalX, sizePt: 12, role: "parenthetical")])
        }
        let speech = (0..<random.int(in: 1...2)).map { _ in random.pick(ScreenplayCatalogue.dialogue) }.joined(separator: " ")
        block += TextWrapper.wrap(speech, width: Self.dialogueWidth).map { [Span($0, xMM: Self.dialogueX, sizePt: 12, role: "dialogue")] }
        return block
    }

    // MARK: - Title page

    private mutating func titlePage() {
        let centre = 2.75 * Self.inch
        for _ in 0..<20 { blank() }
        add(Span(random.pick(ScreenplayCatalogue.titles), xMM: centre, alignment: .center, font: .bold, sizePt: 12, role: "title"))
        blank(); blank()
        add(Span("Written by", xMM: centre, alignment: .center, sizePt: 12))
        blank()
        let author = random.pick(ScreenplayCatalogue.authors)
        add(Span(author, xMM: centre, alignment: .center, sizePt: 12, role: "author"))
        // Contact details sit at the bottom left, as the spec sheets ask.
        while lines.count < 52 { blank() }
        let handle = author.lowercased().replacingOccurrences(of: " ", with: ".")
        add(Span("\(handle)@example.com", sizePt: 12))
        add(Span("(\(random.int(in: 201...989))) 555-01\(random.int(in: 10...99))", sizePt: 12))
        add(Span("Draft \(random.int(in: 1...5))", xMM: Self.textRight, alignment: .right, sizePt: 12))
    }

    // MARK: - Lines

    /// Places an element's lines and the blank line after it, within the body's line budget.
    private mutating func place(_ element: [[Span]]) {
        for spans in element { lines.append(DocumentLine(spans: spans)) }
        // The sets hold only what made it onto the page.
        for span in element.joined() {
            if span.field == "sceneHeadings" { headings.append(span.text) }
            if span.field == "characters", !cues.contains(span.text) { cues.append(span.text) }
        }
        used += element.count
        if used < Self.bodyLines { blank(); used += 1 }
    }

    private mutating func add(_ span: Span) { lines.append(DocumentLine(spans: [span])) }
    private mutating func blank() { lines.append(DocumentLine(spans: [])) }

    private mutating func shuffled(_ items: [String]) -> [String] {
        var items = items
        for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, random.int(in: 0...i)) }
        return items
    }

    /// A cue name as action prose writes it: "DR. OKAFOR" → "Dr. Okafor".
    private static func inProse(_ name: String) -> String {
        name.split(separator: " ").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
}

import Foundation

/// Screenplay sets: scene headings (lines starting INT., EXT., INT./EXT., I/E.) and characters (upper-case
/// cue lines followed by dialogue, with (V.O.), (O.S.), (CONT'D) and other extensions removed).
enum ScreenplayExtractor {
    static func extract(_ page: Page) -> [FieldSuggestion] {
        var headings: [String] = [], headingSources: [String] = []
        var characters: [String] = [], characterSources: [String] = []
        for (i, line) in page.lines.enumerated() {
            if let heading = sceneHeading(line.text) {
                let value = FieldNormaliser.text(heading)
                if !headings.contains(value) { headings.append(value); headingSources.append(line.text) }
                continue
            }
            guard i + 1 < page.lines.count, let name = characterCue(line.text),
                  isDialogue(page.lines[i + 1].text) else { continue }
            let value = FieldNormaliser.text(name)
            if !characters.contains(value) { characters.append(value); characterSources.append(line.text) }
        }
        var out: [FieldSuggestion] = []
        let reason = "set members are scored by precision and recall, not confirmed one by one"
        if !headings.isEmpty {
            out.append(FieldSuggestion(name: FieldNames.sceneHeadings, values: headings, source: headingSources.joined(separator: "\n"),
                                       sure: false, reason: reason))
        }
        if !characters.isEmpty {
            out.append(FieldSuggestion(name: FieldNames.characters, values: characters, source: characterSources.joined(separator: "\n"),
                                       sure: false, reason: reason))
        }
        return out
    }

    private static let headingPrefixes = ["INT./EXT.", "EXT./INT.", "INT/EXT.", "INT/EXT", "I/E.", "I/E", "INT.", "EXT.", "INT ", "EXT "]

    /// The heading without scene numbers at either end, or nil when the line is not a heading.
    static func sceneHeading(_ text: String) -> String? {
        var s = text.trimmingCharacters(in: .whitespaces)
        // Scene numbers: "12 INT. HOUSE - DAY 12" or "12A".
        if let first = s.split(separator: " ").first, first.first?.isNumber == true, first.count <= 4 {
            s = String(s.dropFirst(first.count)).trimmingCharacters(in: .whitespaces)
        }
        guard headingPrefixes.contains(where: { s.uppercased().hasPrefix($0) }) else { return nil }
        let words = s.split(separator: " ")
        if words.count > 2, let last = words.last, last.first?.isNumber == true, last.count <= 4 {
            s = words.dropLast().joined(separator: " ")
        }
        return s
    }

    private static let transitions = ["CUT TO", "FADE IN", "FADE OUT", "FADE TO", "DISSOLVE TO", "SMASH CUT", "MATCH CUT",
                                      "THE END", "CONTINUED", "MORE", "BACK TO", "INTERCUT", "TITLE", "SUPER", "MONTAGE", "END OF"]

    /// The character's name from a cue line, or nil when the line is not a cue.
    static func characterCue(_ text: String) -> String? {
        var s = text.trimmingCharacters(in: .whitespaces)
        // Drop every parenthetical extension: (V.O.), (O.S.), (CONT'D), (cont'd).
        while let open = s.firstIndex(of: "("), let close = s[open...].firstIndex(of: ")") {
            s.removeSubrange(open...close)
        }
        s = s.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":")))
        let letters = s.filter(\.isLetter)
        guard letters.count >= 2, s.count <= 40, letters.allSatisfy({ !$0.isLowercase }) else { return nil }
        guard !s.hasSuffix("TO"), !s.hasSuffix("."), !s.hasSuffix("!"), !s.hasSuffix("?") else { return nil }
        if transitions.contains(where: { s.uppercased().hasPrefix($0) }) { return nil }
        if sceneHeading(s) != nil { return nil }
        guard s.split(separator: " ").count <= 4 else { return nil }
        return s
    }

    /// Dialogue or a parenthetical: a line with lower-case letters.
    static func isDialogue(_ text: String) -> Bool {
        text.contains(where: { $0.isLowercase })
    }
}

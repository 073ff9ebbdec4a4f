/// Text ScanLab did not write (page ids, file names, reader ids, a reader's error output), made inert in Markdown:
/// HTML's `<`, `>` and `&` become entities, so no tag or script reaches a renderer that passes HTML through; Markdown's
/// punctuation gets a backslash, so no link, image, emphasis or table cell boundary appears; line breaks become
/// spaces, so a value stays on its line or in its cell.
enum MarkdownText {
    /// Markdown punctuation that starts or ends a construct inside a line.
    static let punctuation: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "!", "|", "~"]

    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": out += " "
            default:
                if punctuation.contains(ch) { out.append("\\") }
                if ch.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { out += " "; continue }
                out.append(ch)
            }
        }
        return out
    }

    /// The cells of one table row this module wrote, as the plain text that went in: split at the pipes that are
    /// not escaped, then `escape` undone, so the HTML report shows `a+b` and `<`, not `a\\+b` and `&lt;`.
    static func cells(of line: String) -> [String] {
        var cells: [String] = [], current = "", escaped = false
        for ch in line {
            if escaped { current.append(ch); escaped = false; continue }
            switch ch {
            case "\\": escaped = true
            case "|": cells.append(current); current = ""
            default: current.append(ch)
            }
        }
        cells.append(current)
        // A row starts and ends with a pipe: drop the empty text outside them.
        return cells.dropFirst().dropLast().map {
            $0.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}

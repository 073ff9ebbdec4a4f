/// Breaks text into lines of at most a given number of characters, at spaces.
/// The generators know no font metrics, so widths are counted in characters and kept conservative;
/// the renderer refuses any line that still runs past its margin.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

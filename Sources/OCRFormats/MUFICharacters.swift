/// Early-modern ligatures and letters that MUFI (the Medieval Unicode Font Initiative) places in Unicode's
/// private use area, spelled out as the letters they print.
///
/// Historical ground truth (OCR-D, Transkribus exports) uses them; no OCR engine writes private-use code points, so
/// left alone every one would count as an error no reader could avoid. Only code points whose reading is fixed by
/// the MUFI recommendation are listed; any other private-use character stays as it is.
enum MUFICharacters {
    static let spelledOut: [Character: String] = [
        "\u{E42C}": "ä",   // a with Latin small e above
        "\u{E644}": "ö",   // o with Latin small e above
        "\u{E72B}": "ü",   // u with Latin small e above
        "\u{EADA}": "ſt",  // long s + t ligature
        "\u{EBA2}": "ſi",  // long s + i ligature
        "\u{EBA6}": "ſſ",  // long s + long s ligature
        "\u{EEDC}": "tz",  // t + z ligature
        "\u{F4F9}": "ll",  // l + l ligature
        "\u{F502}": "ch",  // c + h ligature
        "\u{2E17}": "-",   // double oblique hyphen: Fraktur's hyphen, which readers write as "-"
    ]

    /// The text with every listed character spelled out; a text without any is returned unchanged.
    static func spellOut(_ text: String) -> String {
        guard text.contains(where: { spelledOut[$0] != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let letters = spelledOut[character] { result += letters } else { result.append(character) }
        }
        return result
    }
}

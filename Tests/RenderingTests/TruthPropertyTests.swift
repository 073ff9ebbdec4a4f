import Documents
import Foundation
import Imaging
import Testing
@testable import Rendering

/// Over many seeds of every kind: the layout fits (no text off the page or over other text, every glyph in
/// its font), and every field's printed string is in the transcript at its word ids.
@Suite("Truth properties")
struct TruthPropertyTests {
    static let kinds: [(DocumentKind, Language, Int)] = [
        (.receipt, .en, 200), (.receipt, .de, 200), (.receipt, .vi, 200), (.invoice, .en, 200), (.invoice, .de, 200),
        (.screenplay, .en, 200), (.letter, .en, 100), (.letter, .de, 100),
    ]

    @Test(arguments: 0..<kinds.count)
    func fieldsArePrintedAtTheirWordIDs(index: Int) throws {
        let (kind, language, count) = Self.kinds[index]
        for seed in UInt64(1)...UInt64(count) {
            let variant: String? = kind == .screenplay && seed % 8 == 0 ? "title" : nil
            let document = try DocumentGenerator.make(kind: kind, language: language, seed: seed, variant: variant)
            let truth = try PageRenderer.truth(for: document, dpi: 300)
            let place = "\(kind.rawValue)-\(language.rawValue) seed \(seed)"
            // Word ids index the transcript's words, in reading order.
            let transcript = truth.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            #expect(transcript == truth.words.map(\.text), "\(place)")
            #expect(truth.words.enumerated().allSatisfy { $0.offset == $0.element.id }, "\(place)")
            #expect(truth.fields.map(\.name) == document.fields.map(\.name), "\(place)")
            for field in truth.fields {
                let words = field.wordIDs.map { transcript[$0] }
                if let values = field.values {
                    // Each member of a set is printed by a run of the field's words.
                    let joined = " " + words.joined(separator: " ") + " "
                    for value in values { #expect(joined.contains(" \(value) "), "\(field.name) \(value) in \(place)") }
                    #expect(values.isEmpty == field.wordIDs.isEmpty, "\(place)")
                } else {
                    let printed = try #require(field.printed, "\(field.name) unprinted in \(place)")
                    #expect(words.joined(separator: " ") == printed, "\(field.name) in \(place)")
                    #expect(field.wordIDs == Array((field.wordIDs.first ?? 0)...(field.wordIDs.last ?? 0)), "\(field.name) contiguous in \(place)")
                }
            }
            // Words lie inside the page, each line's words left to right.
            let width = Double(truth.image.width), height = Double(truth.image.height)
            for word in truth.words {
                let box = word.quad.boundingBox
                #expect(box.x >= 0 && box.maxX <= width && box.y >= 0 && box.maxY <= height && box.width > 0, "\(word.text) in \(place)")
            }
            for line in truth.lines where !line.decorative {
                let xs = line.wordIDs.map { truth.words[$0].quad.topLeft.x }
                #expect(xs == xs.sorted(), "\(line.text) in \(place)")
            }
        }
    }
}

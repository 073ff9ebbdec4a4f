import Foundation

/// The character alignment behind a CER, step by step, for showing people exactly the edits that were counted.
///
/// It aligns the texts as `TextScorer` does (the profile's normalisation, grapheme clusters, the same cheapest
/// path and tie-breaking), so its counts equal the score's.
public struct TextAlignment: Sendable, Equatable {
    /// One step of the alignment. Characters are shown as the profile keeps them: under `caseless` the truth's
    /// and the reading's own case is kept for display although case was ignored when aligning.
    public enum Step: Sendable, Equatable {
        case hit(truth: Character, read: Character)
        case substitution(truth: Character, read: Character)
        case deletion(truth: Character)
        case insertion(read: Character)
    }

    public var steps: [Step]
    public var counts: EditCounts

    /// Cells of the alignment band beyond which no path is traced (about one byte each); past it, nil.
    public static let defaultMaximumCells = 40_000_000

    /// - Returns: nil when the texts are too long to trace within `maximumCells`.
    public static func align(truth: String, read: String, profile: TextProfile,
                             maximumCells: Int = defaultMaximumCells) -> TextAlignment? {
        let t = Array(profile.normalise(truth)), o = Array(profile.normalise(read))
        var table = SymbolTable<Character>()
        let tIDs = table.encode(t), oIDs = table.encode(o)
        guard let path = EditPath.trace(tIDs, oIDs, maximumCells: maximumCells) else { return nil }
        let shownTruth = display(truth, aligned: t, profile: profile), shownRead = display(read, aligned: o, profile: profile)
        var steps: [Step] = []
        var counts = EditCounts(truthLength: t.count)
        func insertions(_ count: Int, endingAt end: Int) {
            for j in (end - count)..<end { steps.append(.insertion(read: shownRead[j])); counts.insertions += 1 }
        }
        var readIndex = 0
        for (i, op) in path.ops.enumerated() {
            let inserted = path.insertionsBefore[i]
            switch op {
            case .hit(let j), .substitution(let j):
                insertions(inserted, endingAt: j)
                if case .hit = op {
                    steps.append(.hit(truth: shownTruth[i], read: shownRead[j])); counts.hits += 1
                } else {
                    steps.append(.substitution(truth: shownTruth[i], read: shownRead[j])); counts.substitutions += 1
                }
                readIndex = j + 1
            case .deletion:
                insertions(inserted, endingAt: readIndex + inserted)
                readIndex += inserted
                steps.append(.deletion(truth: shownTruth[i])); counts.deletions += 1
            }
        }
        insertions(path.insertionsBefore[t.count], endingAt: o.count)
        return TextAlignment(steps: steps, counts: counts)
    }

    /// The characters to show for an aligned text: under `caseless`, the `standard` form (which keeps case) when it
    /// folds character for character into the aligned one; otherwise the aligned characters themselves.
    static func display(_ text: String, aligned: [Character], profile: TextProfile) -> [Character] {
        guard profile == .caseless else { return aligned }
        let cased = Array(TextProfile.standard.normalise(text))
        guard cased.count == aligned.count else { return aligned }
        for (c, a) in zip(cased, aligned) where folded(c) != String(a) { return aligned }
        return cased
    }

    /// One character case-folded as `caseless` folds its standard form (locale-independent, then NFC).
    static func folded(_ character: Character) -> String {
        String(character).folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
    }
}

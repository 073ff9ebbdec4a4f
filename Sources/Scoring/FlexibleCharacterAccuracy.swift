/// Flexible character accuracy (Clausner, Pletschacher and Antonacopoulos, "Flexible character accuracy measure
/// for reading-order-independent evaluation", Pattern Recognition Letters 131, 2020), reported as an error rate.
///
/// Both texts are split into lines (empty lines dropped). Repeatedly, the longest truth lines are matched against
/// every output line: the shorter of the two slides along the longer, the window with the fewest edits
/// (deletions + insertions + 2 × substitutions, with fewer substitutions than the window is long) wins and is
/// lengthened at its end while that helps, and deleting the whole truth line is the fallback. Among output lines
/// the one with the smallest penalty wins (the paper's penalty: edits, length difference, offset of the window
/// from the middle, minus the matched length, weighted 25, 20, 1 and 4, the paper's defaults). The matched parts
/// are cut out of both lines and the rest go back to the pool. What is left at the end counts as deleted (truth)
/// or inserted (output). Line breaks are not characters here.
///
/// The counts are the sum of every match's alignment; `errorRate` divides by the truth's characters (line breaks
/// excluded), as CER does. One set of coefficients is used (the paper's), not a search over many.
public enum FlexibleCharacterAccuracy {
    /// Beyond this many characters in either text `fca` is not computed (null with a reason): the line matching
    /// compares lines pairwise (quadratic in lines). Measured: a 5,000-character page of 88 lines matched against
    /// its lines shuffled with 2% substitutions takes 0.25 s on a loaded two-core machine, a 50,000-character page of
    /// 897 lines 47 s; this limit keeps a page under about a second.
    public static let maximumCharacters = 10_000
    /// Beyond this many lines in either text `fca` is not computed: the matching is quadratic in lines.
    public static let maximumLines = 500
    /// The most alignment cells the matching may spend (about a second). Texts that share most lines need a small
    /// part of it; unrelated texts of many lines try many windows of every pair and may run out, and then `fca` is
    /// null with that reason rather than late.
    public static let maximumWork = 20_000_000

    /// The penalty's weights (the paper's defaults).
    static let editWeight = 25.0, lengthDifferenceWeight = 20.0, offsetWeight = 1.0, lengthWeight = 4.0

    /// The counts, or nil with the reason when a text is past the size limits.
    static func counts(truth: [UInt32], output: [UInt32], isNewline: (UInt32) -> Bool) -> Result<EditCounts, Refusal> {
        let truthLines = lines(truth, isNewline), outputLines = lines(output, isNewline)
        let truthChars = truthLines.reduce(0) { $0 + $1.count }, outputChars = outputLines.reduce(0) { $0 + $1.count }
        if max(truthChars, outputChars) > maximumCharacters {
            return .failure(Refusal(reason: "fca is computed up to \(maximumCharacters) characters per text; this pair has \(max(truthChars, outputChars))"))
        }
        if max(truthLines.count, outputLines.count) > maximumLines {
            return .failure(Refusal(reason: "fca is computed up to \(maximumLines) lines per text; this pair has \(max(truthLines.count, outputLines.count))"))
        }
        var matcher = Matcher(truthLines: truthLines, outputLines: outputLines)
        guard let counts = matcher.run() else {
            return .failure(Refusal(reason: "fca gave up after \(maximumWork) alignment cells: the texts share too few lines to match them in time"))
        }
        return .success(counts)
    }

    /// Why `fca` was not computed.
    struct Refusal: Error, Equatable { var reason: String }

    static func lines(_ ids: [UInt32], _ isNewline: (UInt32) -> Bool) -> [[UInt32]] {
        ids.split(whereSeparator: isNewline).map(Array.init)
    }
}

/// A part of one line: `length` symbols from `start`.
private struct LinePart: Hashable {
    var line: Int
    var start: Int
    var length: Int
    var end: Int { start + length }
}

/// The edit counts of one matched pair of parts.
private struct PartMatch {
    var truth: LinePart
    var output: LinePart
    var counts: EditCounts
    /// Deletions + insertions + 2 × substitutions: the score windows are chosen by.
    var editScore: Int { counts.deletions + counts.insertions + 2 * counts.substitutions }
    /// 1 − errors / characters, as the paper's character accuracy (1 for two empty parts, −errors for an empty truth).
    var accuracy: Double {
        let chars = counts.hits + counts.substitutions + counts.deletions
        if chars == 0 { return counts.errors == 0 ? 1 : -Double(counts.errors) }
        return 1 - Double(counts.errors) / Double(chars)
    }
}

/// The matching itself, over the lines of both texts.
private struct Matcher {
    let truthLines: [[UInt32]]
    let outputLines: [[UInt32]]
    /// The pools of unmatched parts, longest first (ties: the order they entered the pool).
    var truthPool: [LinePart]
    var outputPool: [LinePart]
    /// Best window match of a truth part against an output part, kept while both parts stay in the pools.
    var lineMatches: [PairKey: PartMatch] = [:]

    struct PairKey: Hashable { var truth: LinePart; var output: LinePart }
    struct BagKey: Hashable { var part: LinePart; var truth: Bool }
    var bags: [BagKey: [UInt32]] = [:]

    init(truthLines: [[UInt32]], outputLines: [[UInt32]]) {
        self.truthLines = truthLines; self.outputLines = outputLines
        truthPool = Self.sortedPool(truthLines.enumerated().map { LinePart(line: $0.offset, start: 0, length: $0.element.count) })
        outputPool = Self.sortedPool(outputLines.enumerated().map { LinePart(line: $0.offset, start: 0, length: $0.element.count) })
    }

    /// Longest first; equal lengths keep their order in the pool.
    static func sortedPool(_ parts: [LinePart]) -> [LinePart] {
        parts.enumerated().filter { $0.element.length > 0 }
            .sorted { $0.element.length != $1.element.length ? $0.element.length > $1.element.length : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Alignment cells spent so far.
    var work = 0

    mutating func run() -> EditCounts? {
        var total = EditCounts()
        while !truthPool.isEmpty && !outputPool.isEmpty {
            if work > FlexibleCharacterAccuracy.maximumWork { return nil }
            guard let (match, truthPart, outputPart) = bestMatchOfLongestLines() else { break }
            total = total + match.counts
            truthPool = split(truthPool, removing: truthPart, keeping: match.truth)
            outputPool = split(outputPool, removing: outputPart, keeping: match.output)
        }
        for part in truthPool { total = total + EditCounts(deletions: part.length, truthLength: part.length) }
        for part in outputPool { total = total + EditCounts(insertions: part.length) }
        return total
    }

    /// The paper's steps 3 and 4: the truth lines at least as long as the longest lines less one, each against every
    /// output line; the most accurate match wins (the first on a tie).
    mutating func bestMatchOfLongestLines() -> (PartMatch, LinePart, LinePart)? {
        guard let longestTruth = truthPool.first, let longestOutput = outputPool.first else { return nil }
        let threshold = min(longestTruth.length, longestOutput.length) - 1
        var best: (PartMatch, LinePart, LinePart)? = nil
        var bestScore = -Double.infinity
        for truthPart in truthPool where truthPart.length > threshold {
            guard let (match, outputPart) = bestOutputMatch(for: truthPart) else { continue }
            let score = match.accuracy
            if score > bestScore { bestScore = score; best = (match, truthPart, outputPart) }
            if bestScore >= 1 { break }
        }
        return best
    }

    /// The output part with the smallest penalty for `truthPart`. The penalty has a floor that needs no alignment:
    /// the length terms, plus 25 × a lower bound of the edit score from the parts' characters as multisets (a window
    /// misses at least the truth characters the whole output part lacks, less the characters the window leaves out;
    /// likewise for the output). Parts are tried in order of that floor and the search stops once the floor exceeds
    /// the best penalty found; a tie in penalty goes to the part earlier in the pool, as a plain scan would choose.
    mutating func bestOutputMatch(for truthPart: LinePart) -> (PartMatch, LinePart)? {
        let truthBag = bag(truthPart, inTruth: true)
        var order: [(Double, Int)] = []
        order.reserveCapacity(outputPool.count)
        for (index, outputPart) in outputPool.enumerated() {
            let lengthDifference = Double(abs(truthPart.length - outputPart.length))
            let shorter = Double(min(truthPart.length, outputPart.length))
            let floor = lengthDifference * FlexibleCharacterAccuracy.lengthDifferenceWeight - shorter * FlexibleCharacterAccuracy.lengthWeight
                + FlexibleCharacterAccuracy.editWeight * Double(editFloor(truthPart, truthBag, outputPart))
            order.append((floor, index))
        }
        order.sort { $0 < $1 }
        var best: (PartMatch, LinePart)? = nil
        var bestPenalty = Double.infinity, bestIndex = Int.max
        for (floor, index) in order {
            if floor > bestPenalty || work > FlexibleCharacterAccuracy.maximumWork { break }
            if floor == bestPenalty && index > bestIndex { continue }
            let outputPart = outputPool[index]
            guard let match = lineMatch(truthPart, outputPart) else { continue }
            let p = penalty(match, truthPart, outputPart)
            if p < bestPenalty || (p == bestPenalty && index < bestIndex) { bestPenalty = p; bestIndex = index; best = (match, outputPart) }
        }
        return best
    }

    /// A part's symbols, sorted (a multiset), kept while the part is in a pool.
    mutating func bag(_ part: LinePart, inTruth: Bool) -> [UInt32] {
        let key = BagKey(part: part, truth: inTruth)
        if let known = bags[key] { return known }
        let symbols = (inTruth ? truthLines : outputLines)[part.line][part.start..<part.end].sorted()
        bags[key] = symbols
        return symbols
    }

    /// A lower bound of the edit score of any window match of the two parts (and of deleting the truth part).
    mutating func editFloor(_ truthPart: LinePart, _ truthBag: [UInt32], _ outputPart: LinePart) -> Int {
        let outputBag = bag(outputPart, inTruth: false)
        var i = 0, j = 0, truthOnly = 0, outputOnly = 0
        while i < truthBag.count && j < outputBag.count {
            if truthBag[i] == outputBag[j] { i += 1; j += 1 } else if truthBag[i] < outputBag[j] { truthOnly += 1; i += 1 } else { outputOnly += 1; j += 1 }
        }
        truthOnly += truthBag.count - i; outputOnly += outputBag.count - j
        let difference = truthPart.length - outputPart.length
        let bound = max(0, truthOnly - max(0, difference), outputOnly - max(0, -difference))
        return min(truthPart.length, bound)
    }

    func penalty(_ match: PartMatch, _ truthPart: LinePart, _ outputPart: LinePart) -> Double {
        let lengthDifference = abs(truthPart.length - outputPart.length)
        var offset = 0.0
        if lengthDifference > 1 {
            let position = Double(max(match.truth.start - truthPart.start, match.output.start - outputPart.start))
            let half = Double(lengthDifference) / 2
            offset = half - abs(position - half)
        }
        return Double(match.editScore) * FlexibleCharacterAccuracy.editWeight
            + Double(lengthDifference) * FlexibleCharacterAccuracy.lengthDifferenceWeight
            + offset * FlexibleCharacterAccuracy.offsetWeight
            - Double(min(truthPart.length, outputPart.length)) * FlexibleCharacterAccuracy.lengthWeight
    }

    /// The best window of the shorter part along the longer (the paper's figure 2), lengthened at its end while that
    /// lowers the edit score, or the whole truth part deleted when that is cheaper. Cached per pair of parts.
    mutating func lineMatch(_ truthPart: LinePart, _ outputPart: LinePart) -> PartMatch? {
        let key = PairKey(truth: truthPart, output: outputPart)
        if let known = lineMatches[key] { return known }
        guard let found = computeLineMatch(truthPart, outputPart) else { return nil }
        lineMatches[key] = found
        return found
    }

    mutating func computeLineMatch(_ truthPart: LinePart, _ outputPart: LinePart) -> PartMatch? {
        let shorter = min(truthPart.length, outputPart.length)
        guard shorter > 0 else { return nil }
        let difference = truthPart.length - outputPart.length
        // The shorter part's only window is itself, so it is not tried twice.
        var truthWindows = (0..<max(1, difference + 1)).map { sub(truthPart, from: $0, length: shorter) }
        if difference > 0 { truthWindows.append(truthPart) }
        var outputWindows = (0..<max(1, -difference + 1)).map { sub(outputPart, from: $0, length: shorter) }
        if difference < 0 { outputWindows.append(outputPart) }
        var best: PartMatch? = nil
        var bestScore = Int.max
        var bestTruthOffset = 0, bestOutputOffset = 0
        for t in truthWindows {
            for o in outputWindows {
                let m = distance(t, o)
                if m.editScore < bestScore && m.counts.substitutions < shorter {
                    bestScore = m.editScore; best = m
                    bestTruthOffset = t.start - truthPart.start; bestOutputOffset = o.start - outputPart.start
                }
            }
        }
        if let found = best, found.counts.deletions + found.counts.substitutions > 0 {
            let length = found.truth.length
            let extra = found.counts.deletions + found.counts.substitutions
            for k in (length + 1)...(length + extra) {
                let m = distance(sub(truthPart, from: bestTruthOffset, length: k), sub(outputPart, from: bestOutputOffset, length: k))
                if m.editScore < bestScore && m.counts.substitutions < shorter { bestScore = m.editScore; best = m }
            }
        }
        let deleteAll = PartMatch(truth: truthPart, output: LinePart(line: outputPart.line, start: outputPart.start, length: 0),
                                  counts: EditCounts(deletions: truthPart.length, truthLength: truthPart.length))
        if deleteAll.editScore < bestScore { best = deleteAll }
        return best
    }

    /// `length` symbols of `part` from `offset`, cut at the part's end.
    func sub(_ part: LinePart, from offset: Int, length: Int) -> LinePart {
        let start = min(part.start + offset, part.end)
        return LinePart(line: part.line, start: start, length: min(length, part.end - start))
    }

    mutating func distance(_ t: LinePart, _ o: LinePart) -> PartMatch {
        work += max(1, t.length * o.length)
        let a = Array(truthLines[t.line][t.start..<t.end]), b = Array(outputLines[o.line][o.start..<o.end])
        return PartMatch(truth: t, output: o, counts: EditDistance.counts(truth: a, output: b))
    }

    /// Removes `part` from the pool and puts back what is left of it around `matched`, longest first.
    func split(_ pool: [LinePart], removing part: LinePart, keeping matched: LinePart) -> [LinePart] {
        var out = pool
        guard let index = out.firstIndex(of: part) else { return out }
        out.remove(at: index)
        guard matched.length < part.length else { return out }
        if part.start < matched.start { out.append(LinePart(line: part.line, start: part.start, length: matched.start - part.start)) }
        if matched.end < part.end { out.append(LinePart(line: part.line, start: matched.end, length: part.end - matched.end)) }
        return Self.sortedPool(out)
    }
}

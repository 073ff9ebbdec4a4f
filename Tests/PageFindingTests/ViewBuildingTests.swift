import Foundation
import Imaging
import Testing
@testable import PageFinding

@Suite("Running extremum")
struct RunningExtremumTests {
    @Test("matches a plain window search", arguments: [1, 2, 5])
    func matchesNaive(radius: Int) {
        var rng = SplitMix(seed: UInt64(radius))
        let line = (0..<37).map { _ in Float(rng.next() % 100) }
        var out: [Float] = []
        BackgroundField.runningExtremum(line, radius: radius, pick: { max($0, $1) }, into: &out)
        for i in line.indices {
            let window = line[max(0, i - radius)...min(line.count - 1, i + radius)]
            #expect(out[i] == window.max(), "at \(i)")
        }
    }
}

@Suite("Connected components")
struct ComponentLabelingTests {
    @Test("8-connected regions, diagonals joined, holes kept apart")
    func regions() {
        let rows = [
            "##..#....",
            "..#.#..##",
            "....#..#.",
            "###.....#",
        ]
        let mask = rows.flatMap { $0.map { $0 == "#" ? UInt8(1) : 0 } }
        let l = ComponentLabeling(mask: mask, width: 9, height: 4)
        #expect(l.components.count == 4)
        #expect(l.components.map(\.area).sorted() == [3, 3, 3, 4])
        // The two cells of row 0 and the diagonal one of row 1 are one region.
        #expect(l.labels[0] == l.labels[9 + 2])
        #expect(l.labels[4] == l.labels[2 * 9 + 4])
    }
}

/// A deterministic random source (SplitMix64): the same seed gives the same sequence on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in the range; portable, unlike `Int.random(in:using:)`, whose algorithm may change.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }
    /// A uniform double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
    /// A generator for a named sub-stream, so adding draws in one part does not shift another.
    public func derived(_ label: String) -> SeededGenerator {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in label.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return SeededGenerator(seed: state ^ h)
    }
}

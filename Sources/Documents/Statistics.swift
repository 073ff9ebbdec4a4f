/// The summary statistics reports use, defined once.
public enum Statistics {
    public static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// The middle value; the mean of the two middle values for an even count.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The nearest-rank percentile: the smallest value with at least `p` of the values at or below it.
    public static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// A paired bootstrap interval on the mean of `differences`: resample pages with replacement, `resamples`
    /// times, and take the 2.5th and 97.5th percentiles of the resampled means. Seeded, so reports are reproducible.
    public static func bootstrapInterval(_ differences: [Double], resamples: Int = 2000, seed: UInt64, label: String) -> (low: Double, high: Double)? {
        guard differences.count >= 2 else { return nil }
        var generator = SeededGenerator(seed: seed).derived(label)
        var means: [Double] = []
        means.reserveCapacity(resamples)
        let n = differences.count
        for _ in 0..<resamples {
            var sum = 0.0
            for _ in 0..<n { sum += differences[generator.int(in: 0...(n - 1))] }
            means.append(sum / Double(n))
        }
        means.sort()
        let low = means[Int((0.025 * Double(resamples)).rounded(.down))]
        let high = means[min(resamples - 1, Int((0.975 * Double(resamples)).rounded(.down)))]
        return (low, high)
    }
}

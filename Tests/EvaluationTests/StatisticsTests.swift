import Testing
@testable import Evaluation
import Documents

@Suite("Statistics")
struct StatisticsTests {
    @Test("median and nearest-rank p90")
    func percentiles() {
        #expect(Statistics.median([3, 1, 2]) == 2)
        #expect(Statistics.median([4, 1, 2, 3]) == 2.5)
        #expect(Statistics.percentile(Array(1...10).map(Double.init), 0.9) == 9)
        #expect(Statistics.percentile([5], 0.9) == 5)
        #expect(Statistics.median([]) == nil)
    }

    @Test("the bootstrap interval is seeded and tells a real difference from noise")
    func bootstrap() throws {
        let real = (0..<12).map { 0.02 + Double($0 % 3) * 0.005 }
        let noise = (0..<12).map { $0 % 2 == 0 ? 0.01 : -0.012 }
        let a = try #require(Statistics.bootstrapInterval(real, seed: 1, label: "ink"))
        #expect(a.low > 0)
        let b = try #require(Statistics.bootstrapInterval(noise, seed: 1, label: "ink"))
        #expect(b.low < 0 && b.high > 0)
        let again = try #require(Statistics.bootstrapInterval(real, seed: 1, label: "ink"))
        #expect(again.low == a.low && again.high == a.high)
        #expect(Statistics.bootstrapInterval([0.1], seed: 1, label: "x") == nil)
    }
}

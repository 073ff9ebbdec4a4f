import Documents
import Scoring

/// Code outcomes pooled per symbology × style × reader, with the decode rate by module size for charts.
public struct CodeSummary: Sendable, Codable, Equatable {
    public var symbology: Symbology
    public var style: String
    public var reader: String
    public var decoded: Int
    public var wrong: Int
    public var missed: Int
    public var unsupported: Int
    /// Decoded over decoded + wrong + missed; nil when the reader supports none of these codes.
    public var decodeRate: Double?
    /// The decode rate by module size (photo pixels, rounded down to the half pixel).
    public var byModulePx: [CodeRatePoint]

    /// Pools the cells' codes.
    static func compute(style: String, reader: String, cells: [PageResult]) -> [CodeSummary] {
        let codes = cells.filter { $0.status == .ok }.flatMap { $0.codes ?? [] }
        return Symbology.allCases.compactMap { symbology -> CodeSummary? in
            let mine = codes.filter { $0.symbology == symbology }
            guard !mine.isEmpty else { return nil }
            func count(_ outcome: CodeOutcome) -> Int { mine.filter { $0.outcome == outcome }.count }
            var buckets: [Double: [CodeResult]] = [:]
            for code in mine where code.outcome != .unsupported {
                buckets[((code.modulePx ?? 0) * 2).rounded(.down) / 2, default: []].append(code)
            }
            let points = buckets.keys.sorted().map { size -> CodeRatePoint in
                CodeRatePoint(value: size, decodeRate: CodeSummary.rate(buckets[size] ?? []) ?? 0, codes: buckets[size]?.count ?? 0)
            }
            let counted = count(.decoded) + count(.wrong) + count(.missed)
            return CodeSummary(symbology: symbology, style: style, reader: reader, decoded: count(.decoded), wrong: count(.wrong),
                               missed: count(.missed), unsupported: count(.unsupported),
                               decodeRate: counted > 0 ? Double(count(.decoded)) / Double(counted) : nil, byModulePx: points)
        }
    }

    static func rate(_ codes: [CodeResult]) -> Double? {
        let counted = codes.filter { $0.outcome != .unsupported }
        guard !counted.isEmpty else { return nil }
        return Double(counted.filter { $0.outcome == .decoded }.count) / Double(counted.count)
    }
}

/// The decode rate at one value of a parameter (module size, or a swept scene value).
public struct CodeRatePoint: Sendable, Codable, Equatable {
    public var value: Double
    public var decodeRate: Double
    /// How many codes the rate is over.
    public var codes: Int
}

/// The decode rate against a swept parameter, per sweep family × style × reader.
public struct CodeSweepSummary: Sendable, Codable, Equatable {
    public var family: String
    public var parameter: String
    public var style: String
    public var reader: String
    public var points: [CodeRatePoint]

    static func compute(style: String, reader: String, cells: [PageResult], pages: [String: PageInfo]) -> [CodeSweepSummary] {
        var families: [String: (parameter: String, points: [CodeRatePoint])] = [:]
        for cell in cells where cell.status == .ok {
            guard let sweep = pages[cell.page]?.sweep, let codes = cell.codes, let rate = CodeSummary.rate(codes) else { continue }
            let counted = codes.filter { $0.outcome != .unsupported }.count
            families[sweep.family, default: (sweep.parameter, [])].points.append(CodeRatePoint(value: sweep.value, decodeRate: rate, codes: counted))
        }
        return families.keys.sorted().compactMap { family -> CodeSweepSummary? in
            families[family].map { CodeSweepSummary(family: family, parameter: $0.parameter, style: style, reader: reader,
                                                    points: $0.points.sorted { $0.value < $1.value }) }
        }
    }
}

import Foundation
import Evaluation
import Imaging

/// The report's charts, drawn with Cairo as PNG: CER by style for each difficulty, CER against severity
/// for each sweep, and each code reader's decode rate against module size and each sweep.
public enum Charts {
    /// One series' colour per style, fixed so every chart reads the same way.
    static let palette: [String: (Double, Double, Double)] = [
        "original": (0.45, 0.45, 0.45), "colour": (0.85, 0.37, 0.01), "grayscale": (0.46, 0.44, 0.70),
        "ink": (0.11, 0.62, 0.47), "auto": (0.91, 0.16, 0.54),
    ]
    static let fallback: [(Double, Double, Double)] = [(0.4, 0.65, 0.12), (0.9, 0.67, 0.01), (0.65, 0.46, 0.11)]

    static func colour(_ style: String, _ index: Int) -> (Double, Double, Double) {
        palette[style] ?? fallback[index % fallback.count]
    }

    /// Every chart of a report, by file name: for each reader, CER by style and difficulty, CER along each sweep,
    /// and the share of each field read correctly by style. The first reader's charts keep the plain names
    /// (`cer-by-difficulty.png`), which the README shows; the other readers' add `-READER`.
    public static func all(_ report: RunReport) throws -> [String: [UInt8]] {
        guard let aggregates = report.aggregates else { return [:] }
        var charts: [String: [UInt8]] = [:]
        for (index, reader) in report.selection.readers.enumerated() {
            let suffix = index == 0 ? "" : "-" + fileSafe(reader)
            try charts.merge(readerCharts(report, aggregates, reader: reader, suffix: suffix)) { first, _ in first }
        }
        try charts.merge(codeCharts(report, aggregates)) { first, _ in first }
        return charts
    }

    /// For each code reader: the decode rate against the module size in the image read (every symbology pooled,
    /// one line per style), and against each swept scene parameter of the pages that carry codes.
    static func codeCharts(_ report: RunReport, _ aggregates: Aggregates) throws -> [String: [UInt8]] {
        var charts: [String: [UInt8]] = [:]
        let summaries = aggregates.codes ?? []
        let readers = report.selection.readers.filter { reader in summaries.contains { $0.reader == reader } }
        for reader in readers {
            let series = report.selection.styles.compactMap { style -> (String, [(Double, Double)])? in
                var decoded: [Double: Double] = [:], counted: [Double: Int] = [:]
                for summary in summaries where summary.reader == reader && summary.style == style {
                    for point in summary.byModulePx {
                        decoded[point.value, default: 0] += point.decodeRate * Double(point.codes)
                        counted[point.value, default: 0] += point.codes
                    }
                }
                let points = counted.keys.sorted().compactMap { size -> (Double, Double)? in
                    guard let n = counted[size], n > 0 else { return nil }
                    return (size, (decoded[size] ?? 0) / Double(n))
                }
                return points.isEmpty ? nil : (style, points)
            }
            if !series.isEmpty {
                charts["decode-rate-by-module-\(fileSafe(reader)).png"] = try lines(
                    title: "Decode rate against module size (\(reader))", xLabel: "pixels per module in the photo (rounded down to 0.5)",
                    series: series, axisLabel: "decoded", fixedTop: 1, markers: true)
            }
            let sweeps = (aggregates.codeSweeps ?? []).filter { $0.reader == reader }
            let families = sweeps.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for family in families {
                let mine = sweeps.filter { $0.family == family }
                guard let parameter = mine.first?.parameter else { continue }
                charts["decode-rate-sweep-\(SafeName.fileName(for: family))-\(fileSafe(reader)).png"] = try lines(
                    title: "Decode rate against \(parameter) (\(family), \(reader))", xLabel: parameter,
                    series: mine.map { ($0.style, $0.points.map { ($0.value, $0.decodeRate) }) }, axisLabel: "decoded", fixedTop: 1,
                    markers: true)
            }
        }
        return charts
    }

    /// A reader's id as part of a file name.
    static func fileSafe(_ id: String) -> String { SafeName.fileName(for: id) }

    static func readerCharts(_ report: RunReport, _ aggregates: Aggregates, reader: String, suffix: String) throws -> [String: [UInt8]] {
        var charts: [String: [UInt8]] = [:]
        let order = ["flat", "easy", "ordinary", "hard", "real"]
        let groups = aggregates.groups.filter { $0.dimension == "difficulty" && $0.reader == reader }
        let difficulties = order.filter { d in groups.contains { $0.value == d } } + Set(groups.map(\.value)).subtracting(order).sorted()
        let difficultyCER = report.selection.styles.map { style in
            difficulties.map { d in groups.first { $0.style == style && $0.value == d }?.microCER }
        }
        // A code reader reads no text: no CER, so no empty CER chart.
        if difficultyCER.contains(where: { $0.contains { $0 != nil } }) {
            let values = difficultyCER
            charts["cer-by-difficulty\(suffix).png"] = try bars(title: "CER by style and difficulty (\(reader))", categories: difficulties,
                                                                series: report.selection.styles, values: values)
        }
        let families = aggregates.sweeps.filter { $0.reader == reader }.map(\.family).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for family in families {
            let sweeps = aggregates.sweeps.filter { $0.family == family && $0.reader == reader }
            guard let parameter = sweeps.first?.parameter else { continue }
            charts["sweep-\(SafeName.fileName(for: family))\(suffix).png"] = try lines(title: "CER against \(parameter) (\(family), \(reader))", xLabel: parameter,
                                                               series: sweeps.map { ($0.style, $0.points.map { ($0.value, $0.cer) }) })
        }
        let fieldSummaries = aggregates.fields.filter { $0.reader == reader && $0.rates.expected > 0 }
        let names = Set(fieldSummaries.map(\.field)).sorted()
        if !names.isEmpty {
            let values = report.selection.styles.map { style in
                names.map { name -> Double? in
                    guard let rates = fieldSummaries.first(where: { $0.style == style && $0.field == name })?.rates else { return nil }
                    return Double(rates.correct) / Double(rates.expected)
                }
            }
            charts["fields\(suffix.isEmpty ? "-" + fileSafe(reader) : suffix).png"] = try bars(
                title: "Fields read correctly by style (\(reader))", categories: names, series: report.selection.styles,
                values: values, axisLabel: "correct", fixedTop: 1)
        }
        return charts
    }

    /// A grouped bar chart: one group per category, one bar per series; values are rates shown in percent.
    /// - Parameters:
    ///   - axisLabel: what the values are, over the axis.
    ///   - fixedTop: the axis's top, when the values have a natural one (a share of fields tops out at 100%).
    static func bars(title: String, categories: [String], series: [String], values: [[Double?]], axisLabel: String = "CER",
                     fixedTop: Double? = nil) throws -> [UInt8] {
        let canvas = try ChartCanvas(width: 900, height: 480)
        let plot = (left: 70.0, top: 50.0, right: 880.0, bottom: 400.0)
        let top = fixedTop ?? niceMaximum(values.flatMap { $0.compactMap { $0 } }.max() ?? 0)
        axes(canvas, plot: plot, top: top, title: title, label: axisLabel)
        let groupWidth = (plot.right - plot.left) / Double(max(categories.count, 1))
        // Bars no wider than 60 px, centred in their group, so a chart of one group does not look like a wall.
        let barWidth = min(groupWidth * 0.8 / Double(max(series.count, 1)), 60)
        let barsWidth = barWidth * Double(series.count)
        for (c, category) in categories.enumerated() {
            let groupLeft = plot.left + Double(c) * groupWidth + (groupWidth - barsWidth) / 2
            for (s, style) in series.enumerated() {
                guard let value = values[s][c] else { continue }
                let height = (plot.bottom - plot.top) * min(value / top, 1)
                canvas.color(colour(style, s))
                canvas.fillRect(x: groupLeft + Double(s) * barWidth, y: plot.bottom - height, width: barWidth * 0.9, height: height)
            }
            canvas.color((0, 0, 0))
            canvas.text(category, x: groupLeft + barsWidth / 2, y: plot.bottom + 20, size: 13, align: 0.5)
        }
        legend(canvas, series: series, y: 450)
        return try ImageFile.encodePNG(canvas.image())
    }

    /// A line chart of CER against a numeric value, one line per series.
    /// - Parameters:
    ///   - axisLabel: what the values are, over the axis.
    ///   - fixedTop: the axis's top, when the values have a natural one (a decode rate tops out at 100%).
    ///   - markers: a square at each point, so a value seen at one point only still shows.
    static func lines(title: String, xLabel: String, series: [(String, [(Double, Double)])], axisLabel: String = "CER",
                      fixedTop: Double? = nil, markers: Bool = false) throws -> [UInt8] {
        let canvas = try ChartCanvas(width: 900, height: 480)
        let plot = (left: 70.0, top: 50.0, right: 880.0, bottom: 400.0)
        let xs = series.flatMap { $0.1.map(\.0) }
        let minX = xs.min() ?? 0, maxX = max(xs.max() ?? 1, (xs.min() ?? 0) + 1e-9)
        let top = fixedTop ?? niceMaximum(series.flatMap { $0.1.map(\.1) }.max() ?? 0)
        axes(canvas, plot: plot, top: top, title: title, label: axisLabel)
        func x(_ value: Double) -> Double { plot.left + (value - minX) / (maxX - minX) * (plot.right - plot.left) }
        func y(_ value: Double) -> Double { plot.bottom - min(value / top, 1) * (plot.bottom - plot.top) }
        canvas.color((0, 0, 0))
        for value in Set(xs).sorted() {
            canvas.text(shortNumber(value), x: x(value), y: plot.bottom + 20, size: 12, align: 0.5)
        }
        canvas.text(xLabel, x: (plot.left + plot.right) / 2, y: plot.bottom + 40, size: 13, align: 0.5)
        for (index, (style, points)) in series.enumerated() {
            canvas.color(colour(style, index))
            canvas.polyline(points.map { (x($0.0), y($0.1)) }, width: 2.5)
            if markers {
                for point in points { canvas.fillRect(x: x(point.0) - 3.5, y: y(point.1) - 3.5, width: 7, height: 7) }
            }
        }
        legend(canvas, series: series.map(\.0), y: 465)
        return try ImageFile.encodePNG(canvas.image())
    }

    static func axes(_ canvas: ChartCanvas, plot: (left: Double, top: Double, right: Double, bottom: Double), top: Double, title: String,
                     label: String = "CER") {
        canvas.color((0, 0, 0))
        canvas.text(title, x: plot.left, y: 28, size: 16, bold: true)
        for step in 0...4 {
            let value = top * Double(step) / 4
            let y = plot.bottom - (plot.bottom - plot.top) * Double(step) / 4
            canvas.color((0.85, 0.85, 0.85))
            canvas.line(from: (plot.left, y), to: (plot.right, y), dashed: step > 0)
            canvas.color((0, 0, 0))
            canvas.text(String(format: "%.1f%%", value * 100), x: plot.left - 8, y: y + 4, size: 12, align: 1)
        }
        canvas.text(label, x: 12, y: plot.top - 12, size: 12)
        canvas.line(from: (plot.left, plot.top), to: (plot.left, plot.bottom))
    }

    static func legend(_ canvas: ChartCanvas, series: [String], y: Double) {
        var x = 70.0
        for (index, style) in series.enumerated() {
            canvas.color(colour(style, index))
            canvas.fillRect(x: x, y: y - 11, width: 14, height: 14)
            canvas.color((0, 0, 0))
            canvas.text(style, x: x + 20, y: y, size: 13)
            x += 40 + Double(style.count) * 8
        }
    }

    /// A round upper bound for the axis, divisible into 4 round ticks, at least 1%.
    static func niceMaximum(_ value: Double) -> Double {
        let target = max(value * 1.05, 0.01)
        let power = pow(10, floor(log10(target)))
        for step in [1.0, 1.2, 1.6, 2.0, 2.4, 3.2, 4.0, 6.0, 8.0, 10.0] where step * power >= target { return step * power }
        return 10 * power
    }

    static func shortNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }
}

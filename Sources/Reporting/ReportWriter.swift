import Foundation
import Evaluation

/// Writes every format of a report into its folder, all from the one `RunReport`:
/// `report.json`, `report.csv`, `report.md`, `report.html` and `charts/*.png`.
public enum ReportWriter {
    public static func write(_ report: RunReport, to folder: String) throws {
        try ReportStore.save(report, to: folder + "/" + ReportStore.fileName)
        try AtomicFile.write(CSVReport.csv(report), to: folder + "/report.csv")
        let charts = try Charts.all(report)
        for (name, png) in charts { try AtomicFile.write(png, to: folder + "/charts/" + name) }
        try AtomicFile.write(MarkdownReport.markdown(report, charts: Array(charts.keys)), to: folder + "/report.md")
        try AtomicFile.write(HTMLReport.html(report, thumbnails: folder + "/thumbs", charts: charts), to: folder + "/report.html")
    }
}

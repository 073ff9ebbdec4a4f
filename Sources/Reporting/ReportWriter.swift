import Foundation
import Evaluation

/// Writes every format of a report into its folder, all from the one `RunReport`:
/// `report.json`, `report.csv`, `report.md`, `report.html` and `charts/*.png`.
public enum ReportWriter {
    public static func write(_ report: RunReport, to folder: String) throws {
        // Nothing inside the folder is written through a symbolic link (`AtomicFile.write(_:to:within:)`).
        try AtomicFile.write(JSONCoding.encode(report), to: folder + "/" + ReportStore.fileName, within: folder)
        try AtomicFile.write(CSVReport.csv(report), to: folder + "/report.csv", within: folder)
        let charts = try Charts.all(report)
        for (name, png) in charts { try AtomicFile.write(png, to: folder + "/charts/" + name, within: folder) }
        try AtomicFile.write(MarkdownReport.markdown(report, charts: Array(charts.keys)), to: folder + "/report.md", within: folder)
        try AtomicFile.write(HTMLReport.html(report, thumbnails: folder + "/thumbs", charts: charts), to: folder + "/report.html", within: folder)
    }
}

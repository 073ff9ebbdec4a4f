/// How `compare` and `fields` print their rows: a table for people, JSON, or CSV with report.csv's columns.
enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    case text, json, csv
}

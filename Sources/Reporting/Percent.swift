import Foundation

/// How every report and table writes a rate: a percentage with two decimals, such as `1.23%`.
public enum Percent {
    public static func format(_ rate: Double) -> String { String(format: "%.2f%%", rate * 100) }

    /// `–` when there is no figure.
    public static func format(_ rate: Double?) -> String { rate.map { format($0) } ?? "–" }

    /// With its sign, for changes: `+0.12%`.
    public static func signed(_ rate: Double) -> String { String(format: "%+.2f%%", rate * 100) }
}

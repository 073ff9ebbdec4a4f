import Documents

/// The documented sizes past which a cell fails with a reason instead of running (CLI.md, "Bounded work").
///
/// Field extraction is linear in the reading but slow per character (5 MB took 12 s), and character alignment
/// grows with the product of the two lengths (50,000 unrelated characters each took 8.5 s), so a reader that
/// prints megabytes would hold a worker for minutes. Real pages are far inside both limits: a dense A4 page
/// holds about 5,000 characters.
public enum WorkLimits {
    /// The most characters a reading may have: 200 dense A4 pages.
    public static let readingCharacters = 1_000_000
    /// The most truth × reading character pairs one alignment may cover: 40,000 × 50,000, about 7 s here in the
    /// worst case (unrelated texts); two dense A4 pages (25 million pairs) take milliseconds.
    public static let alignmentPairs = 2_000_000_000

    /// Why a reading may not be extracted and scored, or nil when it may.
    public static func problem(reading: Reading, truth: String) -> String? {
        let read = reading.text.unicodeScalars.count
        if read > readingCharacters {
            return "reading has \(InputValidator.format(read)) characters; limit \(InputValidator.format(readingCharacters))"
        }
        let truthCount = truth.unicodeScalars.count
        if truthCount.multipliedReportingOverflow(by: read).partialValue > alignmentPairs || truthCount > readingCharacters {
            return "scoring \(InputValidator.format(truthCount)) truth characters against \(InputValidator.format(read)) read ones exceeds the limit of \(InputValidator.format(alignmentPairs)) character pairs"
        }
        return nil
    }
}

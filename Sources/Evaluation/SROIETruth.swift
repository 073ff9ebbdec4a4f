import Documents

/// The SROIE key file (`X.json`: company, date, address, total) as canonical truth fields.
/// The mapping itself (company → merchant, day-first dates, `RM` stripped) belongs to the Fields stage.
enum SROIETruth {
    static func fields(fromFileAt path: String) throws -> [TruthField] {
        // Waits for the Fields stage's SROIE adapter; until then the transcript alone is scored.
        []
    }
}

/// The one rule that turns a value's evidence into `sure`. Every extractor states checks; none decides `sure`
/// itself.
///
/// Each check has a weight:
/// - **Paths** (`subtotalPlusTax`, `tenderMinusChange`, `cardCharge`, `vatBlock`, `includedVAT`, `netPlusVAT`,
///   `weekday`, `anotherPrint`, `otherSource`) are independent ways to reach the same value. Passed, they
///   support it; failed, they contradict it.
/// - **Weak paths** (`itemsSum`) support when they pass, but their failure is no contradiction: which lines are
///   items is a guess, and one misread item breaks the sum without saying anything about the total.
/// - **Hard objections** (`labelRank`, `singleValue`, `currencyMark`, `plausibleMagnitude`, `dateOrder`,
///   `plausibleDate`, `outsideCardSlip`, `crossCheck`, `firmName`, `nameShape`, `noObjection`): the page argues with
///   the value itself.
/// - **Soft objections** (`readerConfidence`, `decimals`, `separator`, `digitConfusion`, `aboveItems`,
///   `adjustmentsRead`): doubts about how the characters (or lines) were read, which an agreeing path answers.
/// - **Repair** (`readAsPrinted` failed): the value is not what was read but a glyph repair of it.
///
/// A passed path that only saw the same number printed again and doubted that print too (`doubtedReprint`: a card
/// charge, a subtotal or cash equal to the total, a second print) is no confirmation when the reader doubted the
/// value's own characters (`readerConfidence` failed): the same reader misreads the same glyphs the same way on
/// every line (`87,77` read `87,11` on the subtotal, total and card lines of one photo). Then a computed path or a
/// confidently read reprint must pass.
///
/// The value is sure when, with `supports` the number of distinct passed paths:
/// 1. no path failed (something on the page computes another value), unless at least two paths agree and
///    they outnumber the ones that failed (one misread subtotal does not outvote the card and the items), and
/// 2. a repaired value has at least one support (a repair alone is a guess), and
/// 3. two or more supports: sure whatever the objections (two independent prints agreeing outweigh a doubt);
///    one support: sure when no hard objection failed; none: sure when no objection at all failed and
///    nothing was repaired.
///
/// So a value no arithmetic supports and something contradicts is never sure, and a value two paths agree on
/// is sure even when the reader doubted its words.
public enum SureRule {
    /// What a check weighs in the rule.
    public enum Weight: Sendable, Equatable {
        case path, weakPath, hardObjection, softObjection, repair
    }

    /// The verdict over a value's evidence.
    public struct Verdict: Sendable, Equatable {
        public var sure: Bool
        /// Why the value is not sure (the failed checks' details), nil when it is.
        public var reason: String?
    }

    /// Supports from this many distinct paths outweigh any objection (but never a failed path).
    public static let supportsThatOutweighObjections = 2

    public static func weight(_ name: FieldCheckName) -> Weight {
        switch name {
        case .subtotalPlusTax, .tenderMinusChange, .cardCharge, .vatBlock, .includedVAT, .netPlusVAT, .weekday,
             .anotherPrint, .otherSource:
            return .path
        case .itemsSum:
            return .weakPath
        case .labelRank, .singleValue, .currencyMark, .plausibleMagnitude, .dateOrder, .plausibleDate, .noObjection, .crossCheck,
             .outsideCardSlip, .firmName, .nameShape:
            return .hardObjection
        case .readerConfidence, .decimals, .separator, .digitConfusion, .aboveItems, .adjustmentsRead:
            return .softObjection
        case .readAsPrinted:
            return .repair
        }
    }

    /// Applies the rule to a value's checks.
    public static func decide(_ evidence: [FieldCheck]) -> Verdict {
        var supports = Set<FieldCheckName>()
        var computed = false
        var failedPaths: [FieldCheck] = [], hard: [FieldCheck] = [], soft: [FieldCheck] = [], repairs: [FieldCheck] = []
        for check in evidence {
            let w = weight(check.name)
            switch (w, check.outcome) {
            case (.path, .passed), (.weakPath, .passed):
                supports.insert(check.name)
                if check.doubtedReprint != true { computed = true }
            case (.path, .failed): failedPaths.append(check)
            case (.hardObjection, .failed): hard.append(check)
            case (.softObjection, .failed): soft.append(check)
            case (.repair, .failed): repairs.append(check)
            default: break
            }
        }
        let sure: Bool
        let doubted = soft.contains { $0.name == .readerConfidence }
        if doubted && !supports.isEmpty && !computed {
            sure = false
        } else if !failedPaths.isEmpty {
            // Paths disagree: only a clear majority of agreeing ones carries the value.
            sure = supports.count >= supportsThatOutweighObjections && supports.count > failedPaths.count
        } else if !repairs.isEmpty && supports.isEmpty {
            sure = false
        } else if supports.count >= supportsThatOutweighObjections {
            sure = true
        } else if supports.count == 1 {
            sure = hard.isEmpty
        } else {
            sure = hard.isEmpty && soft.isEmpty && repairs.isEmpty
        }
        guard !sure else { return Verdict(sure: true, reason: nil) }
        var words: [String] = []
        for check in failedPaths + hard + soft + repairs {
            let text = check.detail ?? "the \(check.name.rawValue) check failed"
            if !words.contains(text) { words.append(text) }
        }
        if doubted && !supports.isEmpty && !computed { words.append("only reprints of the same number, doubted too, agree with it") }
        if words.isEmpty { words.append("not confirmed") }
        return Verdict(sure: false, reason: words.joined(separator: "; "))
    }
}

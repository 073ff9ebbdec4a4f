import Foundation
import Documents

/// The one normalisation that truth values and extracted values both go through before they are compared
/// (ARCHITECTURE.md):
/// - amounts as decimals with `.` and at least two decimals, grouping and currency removed (`RM 1,234.5` → `1234.50`);
/// - dates as ISO 8601 (`yyyy-MM-dd`), read with the page's or folder's date order;
/// - times as 24-hour `HH:mm`;
/// - IBANs and BICs upper-cased without spaces; currencies as ISO 4217 codes;
/// - text case-folded, whitespace collapsed, and no space next to punctuation, since OCR spacing around
///   punctuation is not content.
public enum FieldNormaliser {
    /// The normalised form of a value of the named field; text normalisation when the field's own parse fails.
    public static func value(_ raw: String, field name: String, dateOrder: DateOrder? = nil) -> String {
        if FieldNames.amounts.contains(name) { return amount(raw) ?? text(raw) }
        if FieldNames.dates.contains(name) { return date(raw, order: dateOrder) ?? text(raw) }
        switch name {
        case FieldNames.time: return time(raw) ?? text(raw)
        case FieldNames.iban: return iban(raw)
        case FieldNames.bic: return iban(raw)
        case FieldNames.currency: return currency(raw) ?? text(raw)
        default: return text(raw)
        }
    }

    /// `RM 14.10`, `14.1`, `4 340,00 €`, `1.234,56` → `14.10`, `14.10`, `4340.00`, `1234.56`; nil without a number.
    public static func amount(_ printed: String, language: Language? = nil) -> String? {
        guard let m = AmountScanner.amounts(in: printed, language: language).first(where: { !$0.isPercent }) else { return nil }
        return (m.negative ? "-" : "") + m.canonical
    }

    /// The first date in the string as `yyyy-MM-dd`, read with `order`; when that reading is not a valid date,
    /// with the order the date's own numbers force; day-first when no order is given.
    public static func date(_ printed: String, order: DateOrder?) -> String? {
        guard let m = DateScanner.dates(in: printed).first else { return nil }
        return m.iso(order: order ?? m.forcedOrder ?? .dmy) ?? m.forcedOrder.flatMap { m.iso(order: $0) }
            ?? m.iso(order: .dmy) ?? m.iso(order: .mdy)
    }

    /// The first time of day as `HH:mm`.
    public static func time(_ printed: String) -> String? {
        TimeScanner.times(in: printed).first?.normalised
    }

    /// Upper-cased, whitespace removed.
    public static func iban(_ printed: String) -> String {
        String(printed.uppercased().filter { !$0.isWhitespace })
    }

    /// The ISO 4217 code of a printed currency (`RM`, `€`, `EUR`, `đ`); nil when none is recognised.
    public static func currency(_ printed: String) -> String? {
        let trimmed = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        if let code = CurrencyTable.code(trimmed) { return code }
        for token in trimmed.split(whereSeparator: { !CurrencyTable.isCurrencyCharacter($0) }) {
            if let code = CurrencyTable.code(String(token)) { return code }
        }
        return nil
    }

    /// Case-folded, whitespace collapsed, and no space next to punctuation (`, . ; : ( ) [ ] / -`), since the
    /// spacing OCR puts around punctuation is not content: `No. 1, Jalan` and `NO.1,JALAN` are the same text.
    public static func text(_ printed: String) -> String {
        let folded = printed.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
        let punctuation: Set<Character> = [",", ".", ";", ":", "(", ")", "[", "]", "/", "-"]
        var out = ""
        var pendingSpace = false
        for ch in folded {
            if ch.isWhitespace { pendingSpace = !out.isEmpty; continue }
            if pendingSpace && !punctuation.contains(ch) && !(out.last.map { punctuation.contains($0) } ?? false) { out.append(" ") }
            pendingSpace = false
            out.append(ch)
        }
        return out
    }
}

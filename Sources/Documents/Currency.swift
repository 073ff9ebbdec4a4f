/// The currencies the generators print, by ISO 4217 code.
enum Currency: String, Sendable {
    case usd = "USD", eur = "EUR", gbp = "GBP", vnd = "VND", chf = "CHF", idr = "IDR", myr = "MYR"

    /// How many digits follow the decimal separator (the đồng and the rupiah have none in use).
    var minorDigits: Int { self == .vnd || self == .idr ? 0 : 2 }
    var minorPerUnit: Int { minorDigits == 0 ? 1 : 100 }
    var symbol: String {
        switch self {
        case .usd: return "$"
        case .eur: return "€"
        case .gbp: return "£"
        case .vnd: return "đ"
        case .chf: return "CHF"
        case .idr: return "Rp"
        case .myr: return "RM"
        }
    }

    /// The canonical field value: a plain decimal with a point ("1234.56"; "125000" for the đồng).
    func normalised(_ minor: Int) -> String {
        guard minorDigits > 0 else { return String(minor) }
        let sign = minor < 0 ? "-" : ""
        let units = abs(minor) / minorPerUnit, cents = abs(minor) % minorPerUnit
        return "\(sign)\(units).\(cents < 10 ? "0" : "")\(cents)"
    }
}

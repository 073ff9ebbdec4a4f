/// Currency symbols and codes as printed, mapped to ISO 4217.
enum CurrencyTable {
    /// Keys are upper-cased; symbols stand for themselves.
    static let codes: [String: String] = [
        "RM": "MYR", "MYR": "MYR", "€": "EUR", "EUR": "EUR", "EURO": "EUR", "$": "USD", "USD": "USD", "US$": "USD",
        "£": "GBP", "GBP": "GBP", "VND": "VND", "VNĐ": "VND", "Đ": "VND", "₫": "VND", "CHF": "CHF", "SGD": "SGD",
        "S$": "SGD", "RP": "IDR", "IDR": "IDR",
    ]

    /// Tokens that name a currency but not which one: a bare `$` is printed by US, Canadian, Australian, New Zealand,
    /// Singapore, Hong Kong and Mexican receipts alike (photos-dev mmocr-3, a Canadian receipt with GST, prints only
    /// `$`). It reads as `USD`, the commonest, but is never sure on its own.
    static let ambiguous: Set<String> = ["$"]

    /// The ISO code of a printed currency token, if it is one.
    static func code(_ token: String) -> String? {
        codes[token.uppercased()]
    }

    /// Characters that can make up a currency token.
    static func isCurrencyCharacter(_ c: Character) -> Bool {
        c.isLetter || c == "€" || c == "$" || c == "£" || c == "₫"
    }
}

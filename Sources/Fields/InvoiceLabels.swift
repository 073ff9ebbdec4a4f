/// The label tables for invoices, as folded words. First matching rule wins.
enum InvoiceLabels {
    enum AmountRole: Equatable { case net, vat, gross }

    static let net = [
        "net", "net amount", "subtotal", "sub total", "netto", "nettobetrag", "nettosumme", "zwischensumme", "excl",
        "exkl", "excluding", "exclusive", "before tax", "cong tien hang", "tien hang", "truoc thue", "chua thue",
        "thanh tien truoc thue", "tong tien hang",
    ]
    static let included = ["incl", "inkl", "inclusive", "including", "inklusive", "bao gom", "gom"]
    static let gross = [
        "gross", "brutto", "bruttobetrag", "gesamtbetrag", "rechnungsbetrag", "endbetrag", "total due", "amount due",
        "balance due", "grand total", "zu zahlen", "zahlbetrag", "tong thanh toan", "tong tien thanh toan",
        "tong cong thanh toan", "invoice total",
    ]
    static let vat = [
        "vat", "tax", "mwst", "ust", "umsatzsteuer", "mehrwertsteuer", "sales tax", "gst", "thue", "thue gtgt", "tien thue",
    ]
    static let total = ["total", "summe", "gesamt", "tong cong", "tong", "betrag"]
    /// Lines with these words are not the invoice's figures (item rows, discounts, payments made).
    static let notAmount = [
        "qty", "quantity", "menge", "anzahl", "so luong", "unit price", "einzelpreis", "don gia", "discount", "rabatt",
        "skonto", "paid", "bezahlt", "da thanh toan", "deposit", "anzahlung",
    ]

    static func amountRole(_ tokens: [String]) -> AmountRole? {
        if TextFolding.containsAny(tokens, notAmount) { return nil }
        if TextFolding.containsAny(tokens, gross) { return .gross }
        if TextFolding.containsAny(tokens, net) { return .net }
        if TextFolding.containsAny(tokens, included) && TextFolding.containsAny(tokens, total + vat) { return .gross }
        if TextFolding.containsAny(tokens, vat) { return .vat }
        if TextFolding.containsAny(tokens, total) { return .gross }
        return nil
    }

    /// Labels that name the number itself: its value may follow on the next line.
    static let invoiceNumber = [
        "invoice no", "invoice number", "invoice nr", "inv no", "rechnungsnummer", "rechnungsnr", "rechnung nr",
        "rechnungs nr", "re nr", "so hoa don", "hoa don so", "so hd",
    ]
    /// Document titles that carry the number only when it follows a `:`, `#`, `No.` or `Nr.` on the same line.
    static let invoiceTitle = ["invoice", "rechnung", "hoa don"]
    static let invoiceDate = [
        "invoice date", "date of invoice", "rechnungsdatum", "datum", "date", "issue date", "ngay hoa don", "ngay lap",
        "ngay",
    ]
    static let dueDate = [
        "due date", "payment due", "due by", "due", "pay by", "zahlbar bis", "fallig am", "falligkeitsdatum",
        "faellig am", "zahlungsziel", "zahlbar", "han thanh toan", "ngay den han", "han",
    ]
    static let otherDates = ["delivery", "lieferdatum", "leistungsdatum", "ngay giao", "order date", "bestelldatum", "period", "zeitraum"]
}

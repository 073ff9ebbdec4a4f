/// The label tables for receipts, as folded words (accents removed, đ → d). First matching rule wins.
enum ReceiptLabels {
    enum Role: Equatable {
        case total(Rank)
        case payment(Payment)
        case discount
        case none
    }
    /// Final totals outrank plain totals, which outrank running totals.
    enum Rank: Int, Comparable, CustomStringConvertible {
        case subtotal = 1, total = 2, final = 3
        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        var description: String {
            switch self { case .subtotal: return "subtotal"; case .total: return "total"; case .final: return "final total" }
        }
    }
    enum Payment: Equatable { case card, cash, change }

    static let final = [
        "grand total", "amount due", "total due", "balance due", "amount payable", "total payable", "total to pay",
        "amount to pay", "final total", "total after rounding", "rounded total", "total rounded", "to pay",
        "gesamtbetrag", "zu zahlen", "endbetrag", "zahlbetrag", "gesamtsumme", "rechnungsbetrag", "endsumme",
        "tong thanh toan", "khach phai tra", "thanh tien", "tong tien thanh toan", "can thanh toan", "phai thanh toan",
        "tong phai tra", "khach can tra",
        "total ttc", "net a payer", "montant du", "a payer", "totale da pagare", "totale complessivo", "te betalen", "totaal te betalen", "total a pagar", "importe total", "total bayar", "jumlah bayar", "jumlah perlu dibayar",
    ]
    static let subtotal = [
        "subtotal", "sub total", "zwischensumme", "tam tinh", "excl", "exclusive", "excluding", "exkl", "exklusive",
        "before tax", "netto", "nettobetrag", "chua thue", "truoc thue", "chua vat",
        "sous total", "sous-total", "hors taxe", "total ht", "subtotale", "subtotaal", "imponibile", "base imponible", "excl btw", "dpp",
    ]
    /// Running totals and subtotals, named as such.
    static let runningTotals = ["subtotal", "sub total", "zwischensumme", "tam tinh", "running total", "ubertrag",
                                "cong don", "tong tien hang", "tien hang", "carried forward",
        "sous total", "subtotale", "subtotaal", "jumlah kecil", "report", "suma y sigue", "riporto", "tussentotaal",
        "jumlah berjalan", "bawa ke hadapan",
    ]
    static let included = ["incl", "inclusive", "including", "inkl", "inklusive", "da bao gom", "gom thue", "bao gom",
        "dont", "ttc", "incluido", "incluida", "compresa", "inclusa", "inbegrepen", "incl btw", "termasuk",
    ]
    static let totalWords = ["total", "summe", "gesamt", "tong cong", "tong", "tong tien", "sum", "betrag", "nett total", "net total",
        // `montant` and `importe` alone head item columns (`Montant`, `Importe`); their totals say more (`montant dû`,
        // `importe total`).
        "totaal", "totale", "jumlah",
    ]
    /// Lines that mention a total but carry another figure: quantities, savings, tax, rounding, tenders.
    static let notTotal = [
        "qty", "quantity", "items", "item", "pcs", "saving", "savings", "discount", "change", "rounding", "round",
        "adj", "adjustment", "tendered", "received", "tip", "points", "point", "tax", "gst", "vat", "mwst", "ust",
        "steuer", "cash", "bar", "ruckgeld", "gegeben", "rabatt", "anzahl", "menge", "artikel", "stuck", "so luong",
        "sl", "giam gia", "chiet khau", "tien thua", "tien mat", "thue", "khach dua", "tra lai", "visa", "mastercard",
        "card", "karte", "ec", "amex", "debit", "credit", "payment", "paid", "weight", "kg",
        "tva", "iva", "btw", "ppn", "pajak", "sst", "especes", "efectivo", "contanti", "contant", "tunai", "rendu", "monnaie", "cambio", "resto", "wisselgeld", "kembali", "kembalian", "baki", "carte", "cb", "tarjeta", "carta", "bancomat", "pin", "kartu", "kad", "remise", "descuento", "sconto", "korting", "diskon", "potongan", "articles", "articoli", "artikelen", "pezzi", "unidades",
    ]
    static let card = ["visa", "mastercard", "master", "card", "karte", "kartenzahlung", "ec", "girocard", "maestro",
                       "amex", "debit", "credit", "kreditkarte", "the tin dung", "quet the",
        "carte", "carte bancaire", "cb", "tarjeta", "carta", "bancomat", "pin", "pinnen", "kartu", "kartu debit", "kad", "kad kredit",
        "pagamento elettronico",
    ]
    static let cash = ["cash", "bar", "bargeld", "tien mat", "tendered", "khach dua", "tien khach dua", "gegeben", "received",
        "especes", "efectivo", "contanti", "contant", "tunai", "cash rm",
    ]
    static let change = ["change", "ruckgeld", "wechselgeld", "tien thua", "tra lai", "zuruck", "tien tra lai",
        "rendu", "monnaie", "a rendre", "cambio", "vuelto", "resto", "terug", "kembali", "kembalian", "baki",
    ]
    static let discount = ["discount", "rabatt", "saving", "savings", "giam gia", "chiet khau", "nachlass", "coupon", "voucher",
        "remise", "descuento", "sconto", "korting", "diskon", "potongan",
    ]

    static func role(_ tokens: [String]) -> Role {
        if TextFolding.containsAny(tokens, final) { return .total(.final) }
        if TextFolding.containsAny(tokens, runningTotals) { return .total(.subtotal) }
        let hasTotalWord = TextFolding.containsAny(tokens, totalWords)
        if hasTotalWord && TextFolding.containsAny(tokens, subtotal) { return .total(.subtotal) }
        if hasTotalWord && TextFolding.containsAny(tokens, included) { return .total(.total) }
        if TextFolding.containsAny(tokens, change) { return .payment(.change) }
        if TextFolding.containsAny(tokens, discount) { return .discount }
        if TextFolding.containsAny(tokens, notTotal) {
            if TextFolding.containsAny(tokens, card) { return .payment(.card) }
            if TextFolding.containsAny(tokens, cash) { return .payment(.cash) }
            return .none
        }
        if hasTotalWord { return .total(.total) }
        if TextFolding.containsAny(tokens, card) { return .payment(.card) }
        if TextFolding.containsAny(tokens, cash) { return .payment(.cash) }
        return .none
    }
}

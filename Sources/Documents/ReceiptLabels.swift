/// The words a receipt prints around its numbers, per language.
struct ReceiptLabels: Sendable {
    let subtotal: String
    let total: String
    let runningTotal: String
    let tax: String
    let card: String
    let cash: String
    let change: String
    let phone: String
    let itemHeader: [String]
    let dateLabel: String?
    let timeLabel: String?
    let returnBy: String
    let validUntil: String
    let qrCaption: String
    let secondTotal: String
    let rate: String
    let itemCount: String
    let vatHeader: [String]
    /// Malay receipts: the cash rounding to 5 sen, printed between the tax and the total.
    var rounding: String = ""

    static func forLanguage(_ language: Language) -> ReceiptLabels {
        switch language {
        case .en:
            return ReceiptLabels(subtotal: "SUBTOTAL", total: "TOTAL", runningTotal: "RUNNING TOTAL", tax: "TAX",
                                 card: "VISA", cash: "CASH", change: "CHANGE", phone: "TEL",
                                 itemHeader: ["ITEM", "QTY", "PRICE", "AMOUNT"], dateLabel: nil, timeLabel: nil,
                                 returnBy: "RETURN BY", validUntil: "COUPON VALID TO", qrCaption: "SCAN FOR E-RECEIPT",
                                 secondTotal: "TOTAL", rate: "RATE", itemCount: "ITEMS SOLD", vatHeader: [])
        case .de:
            return ReceiptLabels(subtotal: "Zwischensumme", total: "SUMME", runningTotal: "Übertrag", tax: "MwSt",
                                 card: "Kartenzahlung", cash: "Gegeben BAR", change: "Rückgeld", phone: "Tel.",
                                 itemHeader: ["Artikel", "Menge", "Preis", "Betrag"], dateLabel: nil, timeLabel: nil,
                                 returnBy: "Umtausch bis", validUntil: "Gutschein gültig bis", qrCaption: "Digitaler Beleg",
                                 secondTotal: "Summe", rate: "Kurs", itemCount: "Anzahl Artikel",
                                 vatHeader: ["Satz", "Netto", "MwSt", "Brutto"])
        case .vi:
            return ReceiptLabels(subtotal: "Tổng tiền hàng", total: "TỔNG CỘNG", runningTotal: "Cộng dồn", tax: "Trong đó VAT",
                                 card: "Thẻ VISA", cash: "Tiền khách đưa", change: "Tiền thừa", phone: "ĐT:",
                                 itemHeader: ["Tên hàng", "SL", "Đơn giá", "T.Tiền"], dateLabel: "Ngày:", timeLabel: "Giờ:",
                                 returnBy: "Đổi trả trước", validUntil: "Ngày in", qrCaption: "Quét mã tra cứu hóa đơn",
                                 secondTotal: "Quy đổi", rate: "Tỷ giá", itemCount: "Số mặt hàng", vatHeader: [])
        // The VAT tables' headers carry no word for a total, so a header is never read as a total's label.
        case .fr:
            return ReceiptLabels(subtotal: "SOUS-TOTAL", total: "TOTAL TTC", runningTotal: "Report", tax: "TVA",
                                 card: "CB", cash: "Espèces", change: "Rendu", phone: "Tél.",
                                 itemHeader: ["Article", "Qté", "P.U.", "Prix"], dateLabel: nil, timeLabel: nil,
                                 returnBy: "Échange avant le", validUntil: "Bon valable jusqu'au", qrCaption: "Ticket dématérialisé",
                                 secondTotal: "Contre-valeur", rate: "Taux", itemCount: "Nombre d'articles",
                                 vatHeader: ["Taux", "HT", "TVA", "TTC"])
        case .es:
            return ReceiptLabels(subtotal: "SUBTOTAL", total: "TOTAL", runningTotal: "Suma y sigue", tax: "IVA",
                                 card: "Tarjeta", cash: "Efectivo", change: "Cambio", phone: "Tel.",
                                 itemHeader: ["Artículo", "Uds", "Precio", "Importe"], dateLabel: "Fecha:", timeLabel: "Hora:",
                                 returnBy: "Devolución hasta", validUntil: "Vale válido hasta", qrCaption: "Ticket digital",
                                 secondTotal: "Contravalor", rate: "Cambio", itemCount: "Nº artículos",
                                 vatHeader: ["IVA", "Base", "Cuota", "PVP"])
        case .it:
            return ReceiptLabels(subtotal: "SUBTOTALE", total: "TOTALE", runningTotal: "Riporto", tax: "IVA",
                                 card: "Pagamento elettronico", cash: "Contanti", change: "Resto", phone: "Tel.",
                                 itemHeader: ["Descrizione", "Qtà", "Prezzo", "Importo"], dateLabel: nil, timeLabel: nil,
                                 returnBy: "Cambio merce entro", validUntil: "Buono valido fino al", qrCaption: "Scontrino digitale",
                                 secondTotal: "Controvalore", rate: "Cambio", itemCount: "Numero pezzi",
                                 vatHeader: ["Aliq.", "Imponib.", "Imposta", "Lordo"])
        case .nl:
            return ReceiptLabels(subtotal: "SUBTOTAAL", total: "TOTAAL", runningTotal: "Tussentotaal", tax: "BTW",
                                 card: "PIN", cash: "Contant", change: "Wisselgeld", phone: "Tel.",
                                 itemHeader: ["Artikel", "Aantal", "Prijs", "Bedrag"], dateLabel: nil, timeLabel: nil,
                                 returnBy: "Ruilen tot", validUntil: "Bon geldig tot", qrCaption: "Digitale kassabon",
                                 secondTotal: "Tegenwaarde", rate: "Koers", itemCount: "Aantal artikelen",
                                 vatHeader: ["BTW", "Excl", "BTW", "Incl"])
        case .id:
            return ReceiptLabels(subtotal: "SUBTOTAL", total: "TOTAL", runningTotal: "Jumlah berjalan", tax: "Termasuk PPN",
                                 card: "Kartu Debit", cash: "TUNAI", change: "KEMBALI", phone: "Telp.",
                                 itemHeader: ["Barang", "Qty", "Harga", "Nilai"], dateLabel: "Tgl.", timeLabel: "Jam",
                                 returnBy: "Tukar sebelum", validUntil: "Voucher berlaku s/d", qrCaption: "Pindai untuk struk digital",
                                 secondTotal: "Setara", rate: "Kurs", itemCount: "Jumlah barang", vatHeader: [])
        case .ms:
            return ReceiptLabels(subtotal: "JUMLAH KECIL", total: "TOTAL (RM)", runningTotal: "Bawa ke hadapan", tax: "GST",
                                 card: "Kad Kredit", cash: "TUNAI", change: "BAKI", phone: "Tel:",
                                 itemHeader: ["Barang", "Kuantiti", "Harga", "Amaun"], dateLabel: "Tarikh:", timeLabel: "Masa:",
                                 returnBy: "Tukar sebelum", validUntil: "Baucar sah hingga", qrCaption: "Imbas untuk resit digital",
                                 secondTotal: "Bersamaan", rate: "Kadar", itemCount: "Bilangan barang", vatHeader: [],
                                 rounding: "ROUNDING ADJ")
        }
    }
}

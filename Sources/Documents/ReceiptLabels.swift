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
        }
    }
}

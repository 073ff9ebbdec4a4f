/// The canonical field names (ARCHITECTURE.md), used in truth files, extraction and reports.
public enum FieldNames {
    public static let merchant = "merchant", address = "address", date = "date", time = "time", total = "total"
    public static let currency = "currency", invoiceNumber = "invoiceNumber", invoiceDate = "invoiceDate"
    public static let dueDate = "dueDate", net = "net", vat = "vat", gross = "gross", iban = "iban", bic = "bic"
    public static let sceneHeadings = "sceneHeadings", characters = "characters"

    public static let amounts: Set<String> = [total, net, vat, gross]
    public static let dates: Set<String> = [date, invoiceDate, dueDate]
    public static let sets: Set<String> = [sceneHeadings, characters]
    /// Every canonical name.
    public static let all: Set<String> = [merchant, address, date, time, total, currency, invoiceNumber, invoiceDate,
                                          dueDate, net, vat, gross, iban, bic, sceneHeadings, characters]
}

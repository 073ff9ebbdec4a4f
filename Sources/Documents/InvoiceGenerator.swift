/// A4 invoices in German and English: sender, recipient, number, dates, line items, net + VAT = gross,
/// and an invented bank account whose IBAN carries valid check digits.
///
/// Everything flows in one column, label then value, so a reader's natural order matches the transcript.
struct InvoiceGenerator {
    private let language: Language
    private let seed: UInt64
    private let fonts: FontSet
    private let bodyPt = 10.0
    /// The text column: 210 mm less the 25 mm and 20 mm margins.
    private static let textWidthMM = 165.0
    /// 0.5 mm modules: an EPC QR (version 7 or 8 at level M) is then about 25 mm wide, the size banks print.
    private static let epcModuleMM = 0.5
    private let style: AmountStyle
    private let symbolBefore: Bool
    private var lines: [DocumentLine] = []

    static func make(language: Language, seed: UInt64, variant: String?) throws -> Document {
        try DocumentGenerator.check(variant, kind: .invoice, known: [])
        var generator = InvoiceGenerator(language: language, seed: seed)
        return generator.build()
    }

    private init(language: Language, seed: UInt64) {
        self.language = language
        self.seed = seed
        var layout = SeededGenerator(seed: seed).derived("invoice-\(language.rawValue)").derived("layout")
        fonts = layout.chance(0.5) ? .liberationSans : .dejaVuSans
        style = language == .de ? (layout.chance(0.5) ? .germanSpaced : .german) : .english
        symbolBefore = language == .en
    }

    private mutating func build() -> Document {
        let root = SeededGenerator(seed: seed).derived("invoice-\(language.rawValue)")
        var content = root.derived("content")
        var bank = root.derived("bank")
        var itemsRandom = root.derived("items")
        let german = language == .de
        let sender = content.pick(german ? InvoiceCatalogue.germanSenders : InvoiceCatalogue.englishSenders)
        let currency: Currency = sender.country == .gb ? .gbp : .eur
        let order: DateOrder = .dmy
        var fields: [DocumentField] = []

        // Letterhead.
        add([Span(sender.name, font: .bold, sizePt: 16, field: "merchant")])
        fields.append(DocumentField(name: "merchant", value: sender.name))
        add([text(sender.street, size: 9)], space: 1)
        add([text(sender.city, size: 9)])
        add([text(german ? "Tel. 0\(content.int(in: 30...999)) \(content.int(in: 100_000...9_999_999))"
                         : "Tel. +\(phonePrefix(sender.country)) \(content.int(in: 100...999)) \(content.int(in: 100_000...999_999))", size: 9)])

        // Recipient.
        let recipient = content.pick(german ? InvoiceCatalogue.germanRecipients : InvoiceCatalogue.englishRecipients)
        let contact = content.pick(german ? InvoiceCatalogue.germanContacts : InvoiceCatalogue.englishContacts)
        let street = content.pick(german ? InvoiceCatalogue.germanStreets : InvoiceCatalogue.englishStreets)
        let number = content.int(in: 1...120)
        add([text(recipient)], space: 12)
        add([text((german ? "z. Hd. " : "Attn: ") + contact)])
        add([text(german ? "\(street) \(number)" : "\(number) \(street)")])
        add([text(content.pick(german ? InvoiceCatalogue.germanCities : InvoiceCatalogue.englishCities))])

        // Title and the invoice's numbers and dates.
        let date = CalendarDate.random(years: 2019...2026, using: &content)
        let due = date.adding(days: content.pick([10, 14, 30]))
        let invoiceNumber: String
        if german {
            invoiceNumber = "RE-\(date.year)-\(content.int(in: 10_000...99_999))"
        } else {
            invoiceNumber = content.chance(0.5) ? "INV-\(content.int(in: 100_000...999_999))" : "\(date.year)-\(content.int(in: 1_000...9_999))"
        }
        let longDates = !german && content.chance(0.4)
        func printed(_ d: CalendarDate) -> String {
            german ? d.numeric(.dmy, separator: ".") : (longDates ? d.englishLong : d.numeric(.dmy, separator: "/"))
        }
        add([Span(german ? "Rechnung" : "INVOICE", font: .bold, sizePt: 14)], space: 10)
        let valueX = 48.0
        add([text(german ? "Rechnungsnummer:" : "Invoice number:"), text(invoiceNumber, x: valueX, field: "invoiceNumber")], space: 3)
        add([text(german ? "Rechnungsdatum:" : "Invoice date:"), text(printed(date), x: valueX, field: "invoiceDate")])
        add([text(german ? "Zahlbar bis:" : "Due date:"), text(printed(due), x: valueX, field: "dueDate")])
        add([text(german ? "Kundennummer:" : "Customer ID:"), text("K-\(content.int(in: 10_000...99_999))", x: valueX)])
        fields.append(DocumentField(name: "invoiceNumber", value: invoiceNumber))
        fields.append(DocumentField(name: "invoiceDate", value: date.iso))
        fields.append(DocumentField(name: "dueDate", value: due.iso))

        add([text(german ? "Sehr geehrte Damen und Herren," : "Dear Sir or Madam,")], space: 7)
        add([text(german ? "für unsere Leistungen berechnen wir Ihnen:" : "please find our charges below:")], space: 1)

        // Line items.
        let quantityX = 100.0, unitX = 132.0, amountX = 165.0
        add([Span(german ? "Pos." : "No.", font: .bold, sizePt: bodyPt),
             Span(german ? "Beschreibung" : "Description", xMM: 12, font: .bold, sizePt: bodyPt),
             Span(german ? "Menge" : "Qty", xMM: quantityX, alignment: .right, font: .bold, sizePt: bodyPt),
             Span(german ? "Einzelpreis" : "Unit price", xMM: unitX, alignment: .right, font: .bold, sizePt: bodyPt),
             Span(german ? "Betrag" : "Amount", xMM: amountX, alignment: .right, font: .bold, sizePt: bodyPt)], space: 5)
        rule()
        let services = german ? InvoiceCatalogue.germanServices : InvoiceCatalogue.englishServices
        let count = itemsRandom.int(in: 3...9)
        var net = 0
        var used: Set<String> = []
        var position = 0
        while position < count {
            let service = itemsRandom.pick(services)
            guard used.insert(service.description).inserted else { continue }
            position += 1
            let quantity = itemsRandom.int(in: 1...service.maxQuantity)
            let unitPrice = itemsRandom.int(in: service.low...service.high) / 10 * 10
            let amount = quantity * unitPrice
            net += amount
            let quantityText = service.unit.map { "\(quantity) \($0)" } ?? "\(quantity)"
            add([text("\(position)", role: "position"), text(service.description, x: 12, role: "item-name"),
                 Span(quantityText, xMM: quantityX, alignment: .right, sizePt: bodyPt, role: "item-quantity"),
                 Span(money(unitPrice, currency), xMM: unitX, alignment: .right, sizePt: bodyPt, role: "unit-price"),
                 Span(money(amount, currency), xMM: amountX, alignment: .right, sizePt: bodyPt, role: "item-amount")],
                space: 1)
        }
        rule()

        // Net + VAT = gross.
        let vatPercent = german && content.chance(0.15) ? 7 : sender.vatPercent
        let vat = Arithmetic.roundedDivision(net * vatPercent, 100)
        let gross = net + vat
        let labelX = 80.0
        add([text(german ? "Nettobetrag" : "Net amount", x: labelX),
             Span(money(net, currency), xMM: amountX, alignment: .right, sizePt: bodyPt, field: "net", role: "net")], space: 1)
        add([text(german ? "zzgl. USt." : "VAT", x: labelX),
             text(german ? "\(vatPercent) %" : "\(vatPercent)%", x: labelX + (german ? 20 : 10), role: "vat-rate"),
             Span(money(vat, currency), xMM: amountX, alignment: .right, sizePt: bodyPt, field: "vat", role: "vat")])
        add([Span(german ? "Gesamtbetrag" : "Total due", xMM: labelX, font: .bold, sizePt: bodyPt),
             Span(money(gross, currency), xMM: amountX, alignment: .right, font: .bold, sizePt: bodyPt, field: "gross", role: "gross")],
            space: 1)
        fields.append(DocumentField(name: "net", value: currency.normalised(net)))
        fields.append(DocumentField(name: "vat", value: currency.normalised(vat)))
        fields.append(DocumentField(name: "gross", value: currency.normalised(gross)))

        // Payment terms and the account.
        let account = BankAccount.random(in: sender.country, using: &bank)
        let terms = german
            ? "Bitte überweisen Sie den Gesamtbetrag bis zum \(printed(due)) unter Angabe der Rechnungsnummer auf das unten genannte Konto."
            : "Please transfer the total by \(printed(due)), quoting the invoice number, to the account below."
        for (index, line) in TextWrapper.wrap(terms, width: 78).enumerated() { add([text(line)], space: index == 0 ? 8 : 0) }
        add([text(german ? "Währung:" : "Currency:"), text(currency.rawValue, x: 22, field: "currency")], space: 1)
        if currency == .eur {
            // The payment QR floats at the right of the short closing lines, so no line moves for it.
            let epc = EPCPayload(bic: account.bic, name: sender.name, iban: account.iban, amountCents: gross,
                                 remittance: invoiceNumber)
            lines[lines.count - 1].code = CodeMark(symbology: .qr, payload: epc.text, moduleMM: InvoiceGenerator.epcModuleMM,
                                                   xMM: InvoiceGenerator.textWidthMM, alignment: .right, placement: .floating)
        }
        fields.append(DocumentField(name: "currency", value: currency.rawValue))
        add([text(german ? "Mit freundlichen Grüßen" : "Kind regards")], space: 7)
        add([text(sender.name)], space: 1)

        rule(space: 10)
        let bankName = german ? "Musterbank \(sender.city.split(separator: " ").last.map(String.init) ?? "")"
                              : "\(content.pick(["Northfield", "Lakeland", "Westmoor", "Crownbridge"])) Savings Bank"
        add([text(german ? "Bank: \(bankName)" : "Bank: \(bankName)", size: 9)])
        add([text("IBAN:", size: 9), text(account.printedIBAN, x: 11, size: 9, field: "iban"),
             text("BIC:", x: 90, size: 9), text(account.bic, x: 99, size: 9, field: "bic")])
        fields.append(DocumentField(name: "iban", value: account.iban))
        fields.append(DocumentField(name: "bic", value: account.bic))
        let taxID = german ? "USt-IdNr.: DE\(content.int(in: 100_000_000...999_999_999))"
                           : "VAT No.: \(sender.country.rawValue)\(content.int(in: 100_000_000...999_999_999))"
        add([text(taxID, size: 9)])

        return Document(
            kind: .invoice, language: language, seed: seed, variant: nil,
            pageWidthMM: 210, pageHeightMM: 297, marginMM: Margins(top: 15, right: 20, bottom: 12, left: 25),
            lines: lines, fields: fields, fonts: fonts, dateOrder: order,
            settings: ["items": String(count), "currency": currency.rawValue, "ibanCountry": sender.country.rawValue,
                       "vatPercent": String(vatPercent), "amountStyle": styleName])
    }

    private var styleName: String {
        switch style {
        case .germanSpaced: return "1 234,56 €"
        case .german: return "1.234,56 €"
        default: return "€1,234.56"
        }
    }

    private func money(_ minor: Int, _ currency: Currency) -> String {
        let number = style.format(minor, in: currency)
        return symbolBefore ? currency.symbol + number : number + " " + currency.symbol
    }

    private func phonePrefix(_ country: BankAccount.Country) -> String {
        switch country {
        case .gb: return "44"
        case .nl: return "31"
        case .fr: return "33"
        case .at: return "43"
        case .de: return "49"
        }
    }

    private func text(_ value: String, x: Double = 0, size: Double? = nil, field: String? = nil, role: String? = nil) -> Span {
        Span(value, xMM: x, sizePt: size ?? bodyPt, field: field, role: role)
    }

    private mutating func add(_ spans: [Span], space: Double = 0) {
        lines.append(DocumentLine(spans: spans, spaceBeforeMM: space))
    }

    private mutating func rule(space: Double = 1) {
        lines.append(DocumentLine(spans: [Span(String(repeating: "-", count: 110), sizePt: 9)], decorative: true, spaceBeforeMM: space))
    }
}

/// Thermal receipts (58 or 80 mm) in English, German, Vietnamese, French, Spanish, Italian, Dutch, Indonesian
/// and Malay.
///
/// The arithmetic is the locale's: English receipts add sales tax to the items, and Malay ones GST and a cash
/// rounding to 5 sen (as SROIE's receipts print them); elsewhere prices include VAT, so the items sum to the
/// total and the VAT is printed as its share: a table per rate in the euro languages, one line in Vietnamese
/// and Indonesian. All amounts are integer minor units. Text is laid out on a monospaced grid, so every line's width is known exactly.
struct ReceiptGenerator {
    static let variants = ["plain", "several-totals", "two-currencies", "several-dates", "long", "qr-box", "qr-url", "tse"]
    /// The variants a seed chooses among, as before codes existed, so every earlier seed keeps its variant;
    /// a seed that lands on `qr-box` then picks among the variants with a QR code (see `qrVariants`).
    private static let seedVariants = ["plain", "several-totals", "two-currencies", "several-dates", "long", "qr-box"]
    /// The receipts that print a QR code; `tse` only in German, where KassenSichV asks for it.
    private static func qrVariants(_ language: Language) -> [String] {
        language == .de ? ["qr-box", "qr-url", "tse"] : ["qr-box", "qr-url"]
    }
    /// A share of the receipts with a QR code also print their receipt number as a Code 128 under the total.
    private static let code128Share = 0.5
    /// 0.5 mm QR modules: 4 dots of a 203 dpi thermal head, the size receipt printers use for lookup codes.
    private static let qrModuleMM = 0.5
    /// A TSE payload is long (about 350 bytes, QR version 12 or 13); 0.4 mm keeps it inside a 58 mm roll.
    private static let tseModuleMM = 0.4
    /// 0.25 mm bars (2 dots at 203 dpi) 9 mm tall, as receipt printers print Code 128 receipt numbers.
    private static let code128ModuleMM = 0.25
    private static let code128HeightMM = 9.0

    private struct Item {
        let name: String
        let quantity: Int
        let unitPrice: Int
        let reduced: Bool
        var amount: Int { quantity * unitPrice }
    }

    let language: Language
    let seed: UInt64
    let variant: String
    private let labels: ReceiptLabels
    private let catalogue: ReceiptCatalogue
    private let currency: Currency
    private let style: AmountStyle
    private let paperMM: Double
    private let marginMM: Double
    private let columns: Int
    private let charMM: Double
    private let sizePt: Double
    private let fonts: FontSet
    /// Where amounts end; German receipts keep the last two columns for the VAT class letter.
    private let amountEnd: Int
    /// The VAT table's rows: class letter (German only), rate in percent, and whether it is the reduced rate.
    private let vatRates: [(letter: String?, percent: Int, reduced: Bool)]
    private var lines: [DocumentLine] = []

    static func make(language: Language, seed: UInt64, variant requested: String?) throws -> Document {
        let root = SeededGenerator(seed: seed).derived("receipt-\(language.rawValue)")
        var choice = root.derived("variant")
        let variant: String
        if let requested {
            guard variants.contains(requested) else {
                throw DocumentError.unknownVariant(kind: .receipt, variant: requested, known: variants)
            }
            variant = requested
        } else {
            let seeded = choice.chance(0.5) ? "plain" : choice.pick(Array(seedVariants.dropFirst()))
            var qrChoice = root.derived("qr-variant")
            variant = seeded == "qr-box" ? qrChoice.pick(qrVariants(language)) : seeded
        }
        if variant == "tse", language != .de {
            throw DocumentError.unknownVariant(kind: .receipt, variant: variant, known: variants.filter { $0 != "tse" })
        }
        var generator = ReceiptGenerator(language: language, seed: seed, variant: variant, root: root)
        return generator.build(root: root)
    }

    private init(language: Language, seed: UInt64, variant: String, root: SeededGenerator) {
        self.language = language
        self.seed = seed
        self.variant = variant
        labels = ReceiptLabels.forLanguage(language)
        catalogue = ReceiptCatalogue.forLanguage(language)
        var layout = root.derived("layout")
        paperMM = layout.chance(0.55) ? 58 : 80
        marginMM = paperMM == 58 ? 3 : 4
        columns = paperMM == 58 ? 32 : 42
        charMM = (paperMM - 2 * marginMM) / Double(columns)
        // Neither mono font has every precomposed Vietnamese letter, so Vietnamese receipts print in DejaVu Sans,
        // whose digits are still tabular; the grid then counts an average width, and the renderer checks the fit.
        if language == .vi {
            fonts = .dejaVuSans
        } else {
            fonts = layout.chance(0.5) ? .dejaVuSansMono : .liberationMono
        }
        let advance: Double   // advance width per em
        switch fonts {
        case .liberationMono: advance = 0.6001
        case .dejaVuSansMono: advance = 0.60205
        default: advance = 0.64
        }
        sizePt = charMM / advance * 72 / 25.4 * 0.99
        switch language {
        case .en: currency = .usd; style = .english
        case .de: currency = .eur; style = .germanPlain
        case .vi: currency = .vnd; style = .vietnamese
        case .fr, .es, .it, .nl: currency = .eur; style = .germanPlain
        case .id: currency = .idr; style = .vietnamese
        case .ms: currency = .myr; style = .english
        }
        amountEnd = language == .de ? columns - 2 : columns
        vatRates = ReceiptGenerator.vatRates(language)
    }

    // MARK: - Building

    private mutating func build(root: SeededGenerator) -> Document {
        var content = root.derived("content")
        var itemsRandom = root.derived("items")
        var fields: [DocumentField] = []

        // Header: merchant, address, phone, register line.
        let merchant = content.pick(catalogue.merchants)
        let scale = min(1.3, Double(columns - 1) / Double(merchant.count))
        add([Span(merchant, xMM: Double(columns) * charMM / 2, alignment: .center, font: .bold,
                  sizePt: sizePt * scale, field: "merchant")], spaceBefore: 1)
        fields.append(DocumentField(name: "merchant", value: merchant))

        let addressLines = address(&content)
        for (index, text) in addressLines.enumerated() {
            add([centered(text, field: "address")], spaceBefore: index == 0 ? 1 : 0)
        }
        fields.append(DocumentField(name: "address", value: addressLines.joined(separator: " ")))
        add([centered(phone(&content))])
        rule()
        let registerLine = register(&content)
        add([span(registerLine, at: 0)])

        // Date and time.
        // Malay receipts print GST, which Malaysia levied from April 2015 to August 2018: their dates lie inside.
        let date = CalendarDate.random(years: language == .ms ? 2016...2017 : 2019...2026, using: &content)
        let time = ClockTime.random(hours: 7...21, using: &content)
        let order = language.numericDateOrder
        let printedTime = language == .en && content.chance(0.5) ? time.twelveHour : time.iso
        var dateLine: [Span] = []
        var dateColumn = 0
        if let label = labels.dateLabel { dateLine.append(span(label, at: 0)); dateColumn = column(after: label) }
        dateLine.append(span(printedDate(date), at: dateColumn, field: "date"))
        if let label = labels.timeLabel {
            dateLine.append(right(label, at: columns - printedTime.count - 1))
        }
        dateLine.append(right(printedTime, at: columns, field: "time"))
        add(dateLine)
        fields.append(DocumentField(name: "date", value: date.iso))
        fields.append(DocumentField(name: "time", value: time.iso))
        rule()

        // Items.
        let count = variant == "long" ? itemsRandom.int(in: 60...80) : itemsRandom.int(in: 10...30)
        let items = (0..<count).map { _ in item(&itemsRandom) }
        if paperMM == 80 && content.chance(0.6) {
            let header = labels.itemHeader
            add([span(header[0], at: 0), right(header[1], at: amountEnd - 20), right(header[2], at: amountEnd - 10),
                 right(header[3], at: amountEnd)])
        }
        let runningEvery = variant == "several-totals" ? content.int(in: 5...9) : 0
        var running = 0
        for (index, item) in items.enumerated() {
            addItem(item)
            running += item.amount
            if runningEvery > 0, (index + 1) % runningEvery == 0, index + 1 < items.count {
                add([span(labels.runningTotal, at: 2), amountSpan(running, role: "running-total")])
            }
        }
        rule()

        // Totals, in the locale's arithmetic.
        let subtotal = items.reduce(0) { $0 + $1.amount }
        add([span(labels.subtotal, at: 0), amountSpan(subtotal, role: "subtotal")])
        var total = subtotal
        if language.addsTaxOnTop {
            // US sales tax rates; Malaysia's GST was 6%.
            let rate = language == .ms ? 6000 : content.pick([6000, 6250, 7000, 7250, 8250, 8875, 9500])   // thousandths of a percent
            let tax = Arithmetic.roundedDivision(subtotal * rate, 100_000)
            total = subtotal + tax
            add([span(labels.tax, at: 0), span(percent(thousandths: rate), at: column(after: labels.tax), role: "tax-rate"),
                 amountSpan(tax, role: "tax")])
        }
        if language == .ms {
            // Malaysian cash totals are rounded to the nearest 5 sen, and the adjustment is printed.
            let rounded = Arithmetic.roundedDivision(total, 5) * 5
            if rounded != total {
                add([span(labels.rounding, at: 0), amountSpan(rounded - total, role: "rounding")])
                total = rounded
            }
        }
        let totalLabel = span(labels.total, at: 0, font: .bold)
        if language == .ms {
            // `TOTAL (RM)` names the currency in its label, as SROIE's receipts do.
            add([totalLabel, amountSpan(total, font: .bold, field: "total")], spaceBefore: 0.5)
        } else {
            add([totalLabel, right(currency.rawValue, at: amountEnd - 11, font: .bold, field: "currency"),
                 amountSpan(total, font: .bold, field: "total")], spaceBefore: 0.5)
        }
        fields.append(DocumentField(name: "total", value: currency.normalised(total)))
        fields.append(DocumentField(name: "currency", value: currency.rawValue))
        if language == .vi || language == .id {
            // Vietnam's VAT is 8% or 10%; Indonesia's PPN 11%.
            let rate = language == .id ? 11 : content.pick([8, 10])
            add([span(labels.tax, at: 0), span("\(rate)%", at: column(after: labels.tax), role: "vat-rate"),
                 amountSpan(Arithmetic.includedVAT(gross: total, percent: rate), role: "vat-amount")])
        }
        var codes = root.derived("codes")
        let qrReceipt = ReceiptGenerator.qrVariants(.de).contains(variant)
        if qrReceipt, codes.chance(ReceiptGenerator.code128Share) {
            lines.append(DocumentLine(spans: [], spaceBeforeMM: 1, code: CodeMark(
                symbology: .code128, payload: receiptNumber(registerLine), moduleMM: ReceiptGenerator.code128ModuleMM,
                barHeightMM: ReceiptGenerator.code128HeightMM, xMM: Double(columns) * charMM / 2, alignment: .center)))
        }
        if variant == "two-currencies" { secondCurrency(total: total, &content) }
        rule()
        payment(total: total, &content)
        if !vatRates.isEmpty { vatTable(items) }
        if variant == "several-dates" {
            rule()
            add([span(labels.returnBy, at: 0), right(printedDate(date.adding(days: 30)), at: columns, role: "other-date")])
            add([span(labels.validUntil, at: 0),
                 right(printedDate(date.adding(days: content.int(in: 45...120))), at: columns, role: "other-date")])
        }
        let centre = Double(columns) * charMM / 2
        switch variant {
        case "qr-box":
            let payload = lookupURL(registerLine, total: total, date: date)
            lines.append(DocumentLine(spans: [], spaceBeforeMM: 3, blankBoxMM: paperMM == 58 ? 22 : 28,
                                      code: CodeMark(symbology: .qr, payload: payload, moduleMM: ReceiptGenerator.qrModuleMM,
                                                     xMM: centre, alignment: .center)))
            add([centered(labels.qrCaption)], spaceBefore: 1)
        case "qr-url":
            lines.append(DocumentLine(spans: [], spaceBeforeMM: 2, code: CodeMark(
                symbology: .qr, payload: lookupURL(registerLine, total: total, date: date), moduleMM: ReceiptGenerator.qrModuleMM,
                xMM: centre, alignment: .center)))
            add([centered(labels.qrCaption)])
        case "tse":
            let tse = KassenSichVPayload.invent(totalCents: total, date: date, time: time, using: &codes)
            lines.append(DocumentLine(spans: [], spaceBeforeMM: 2, code: CodeMark(
                symbology: .qr, payload: tse.text, moduleMM: ReceiptGenerator.tseModuleMM, xMM: centre, alignment: .center)))
        default: break
        }
        add([centered(content.pick(catalogue.closings))], spaceBefore: 3)

        return Document(
            kind: .receipt, language: language, seed: seed, variant: variant,
            pageWidthMM: paperMM, pageHeightMM: nil,
            marginMM: Margins(top: 4, right: marginMM, bottom: 6, left: marginMM),
            lines: lines, fields: fields, fonts: fonts, dateOrder: order,
            settings: ["paperWidthMM": String(Int(paperMM)), "columns": String(columns), "items": String(count),
                       "variant": variant, "currency": currency.rawValue])
    }

    // MARK: - Codes

    /// The receipt number: the register line's numbers (store, till, transaction) joined by dashes.
    private func receiptNumber(_ registerLine: String) -> String {
        registerLine.split { !$0.isASCII || !$0.isNumber }.joined(separator: "-")
    }

    /// A lookup URL on an invented domain under `.example` (reserved by RFC 2606, so it names no real shop).
    private func lookupURL(_ registerLine: String, total: Int, date: CalendarDate) -> String {
        let cents = total % 100
        let amount = currency.minorDigits == 0 ? "\(total)" : "\(total / 100).\(cents < 10 ? "0" : "")\(cents)"
        return "https://receipts.example/r?n=\(receiptNumber(registerLine))&d=\(date.iso)&t=\(amount)\(currency.rawValue)"
    }

    // MARK: - Content

    private func item(_ random: inout SeededGenerator) -> Item {
        let article = random.pick(catalogue.articles)
        var price = random.int(in: article.low...article.high)
        if currency == .vnd {
            price = max(1000, price / 1000 * 1000)
        } else if currency == .idr {
            price = max(500, price / 500 * 500)       // rupiah prices end in 500 or 000
        } else if random.chance(0.6) {
            price = max(9, price / 10 * 10 + 9)       // prices ending in 9
        }
        let quantity = random.chance(0.7) ? 1 : random.int(in: 2...(currency.minorDigits == 0 ? 4 : 6))
        return Item(name: article.name, quantity: quantity, unitPrice: price, reduced: article.reduced)
    }

    private func address(_ random: inout SeededGenerator) -> [String] {
        let number = random.int(in: 1...250)
        let street = random.pick(catalogue.streets), place = random.pick(catalogue.places)
        let raw: [String]
        switch language {
        case .en: raw = ["\(number) \(street)", "\(place) \(random.int(in: 10_000...99_899))"]
        case .de: raw = ["\(street) \(number)", "\(random.int(in: 10_000...99_899)) \(place)"]
        case .vi: raw = ["\(number) \(street)", place]
        case .fr: raw = ["\(number) \(street)", "\(random.int(in: 10...95))\(random.int(in: 100...990)) \(place)"]
        case .es: raw = ["\(street), \(number)", "\(random.int(in: 10_001...52_080)) \(place)"]
        case .it: raw = ["\(street) \(number)", "\(random.int(in: 10_010...98_100)) \(place)"]
        case .nl:
            let letters = Array("ABCDEGHJKLMNPRSTVWXZ")
            raw = ["\(street) \(number)", "\(random.int(in: 1_011...9_999)) \(random.pick(letters))\(random.pick(letters)) \(place)"]
        case .id: raw = ["\(street) No. \(number)", "\(place) \(random.int(in: 10_110...99_999))"]
        case .ms: raw = ["No. \(number), \(street)", "\(random.int(in: 10_000...98_859)) \(place)"]
        }
        return raw.flatMap { TextWrapper.wrap($0, width: columns) }
    }

    private func phone(_ random: inout SeededGenerator) -> String {
        switch language {
        case .en: return "\(labels.phone) (\(random.int(in: 201...989))) 555-01\(random.int(in: 10...99))"
        case .de: return "\(labels.phone) 0\(random.int(in: 30...9_999)) \(random.int(in: 10_000...999_999))"
        case .vi: return "\(labels.phone) 028 \(random.int(in: 3_000...3_999)) \(random.int(in: 1_000...9_999))"
        // Two-digit groups (French) or unbroken numbers: a space before three digits would read as grouping.
        case .fr: return "\(labels.phone) 0\(random.int(in: 1...5)) " + (0..<4).map { _ in String(random.int(in: 10...99)) }.joined(separator: " ")
        case .es: return "\(labels.phone) 9\(random.int(in: 10_000_000...99_999_999))"
        case .it: return "\(labels.phone) 0\(random.int(in: 2...99)) \(random.int(in: 1_000_000...9_999_999))"
        case .nl: return "\(labels.phone) 0\(random.int(in: 10...99))-\(random.int(in: 1_000_000...9_999_999))"
        case .id: return "\(labels.phone) (0\(random.int(in: 21...99))) \(random.int(in: 1_000_000...9_999_999))"
        case .ms: return "\(labels.phone) 0\(random.int(in: 3...9))-\(random.int(in: 10_000_000...99_999_999))"
        }
    }

    private func register(_ random: inout SeededGenerator) -> String {
        let number = random.int(in: 1_000...9_999), till = random.int(in: 1...9)
        switch language {
        case .en: return "STORE \(random.int(in: 100...999)) REG 0\(till) TRN \(number)"
        case .de: return "Bon-Nr. \(number) Kasse \(till)"
        case .vi: return "Số HĐ: 00\(number) Quầy: 0\(till)"
        case .fr: return "Ticket \(number) Caisse \(till)"
        case .es: return "Ticket: \(number) Caja \(till)"
        case .it: return "Scontrino n. \(number) Cassa \(till)"
        case .nl: return "Bon \(number) Kassa \(till)"
        case .id: return "No. Struk \(number) Kasir \(till)"
        case .ms: return "No. Resit \(number) Kaunter \(till)"
        }
    }

    private func printedDate(_ date: CalendarDate) -> String {
        switch language {
        case .en: return date.numeric(.mdy, separator: "/")
        case .de: return date.numeric(.dmy, separator: ".")
        case .vi, .fr, .es, .it, .id, .ms: return date.numeric(.dmy, separator: "/")
        case .nl: return date.numeric(.dmy, separator: "-")
        }
    }

    private func percent(thousandths: Int) -> String {
        var text = "\(thousandths / 1000)"
        let fraction = thousandths % 1000
        if fraction > 0 {
            var digits = String(fraction + 1000).dropFirst()
            while digits.hasSuffix("0") { digits = digits.dropLast() }
            text += "." + digits
        }
        return text + "%"
    }

    // MARK: - Item lines

    private mutating func addItem(_ item: Item) {
        let vatClass = item.reduced ? "B" : "A"
        let classSpan = span(vatClass, at: columns - 1, role: "vat-class")
        let quantity = String(item.quantity), unit = format(item.unitPrice)
        if paperMM == 80 {
            var spans = [span(truncated(item.name, to: amountEnd - 23), at: 0, role: "item-name"),
                         right(quantity, at: amountEnd - 20, role: "item-quantity"),
                         right(unit, at: amountEnd - 10, role: "unit-price"),
                         amountSpan(item.amount, role: "item-amount")]
            if language == .de { spans.append(classSpan) }
            add(spans)
            return
        }
        let nameWidth = amountEnd - format(item.amount).count - 1
        if language == .de {
            add([span(truncated(item.name, to: nameWidth), at: 0, role: "item-name"),
                 amountSpan(item.amount, role: "item-amount"), classSpan])
            if item.quantity > 1 {
                add([span(quantity, at: 2, role: "item-quantity"), span("x", at: 3 + quantity.count),
                     span(unit, at: 5 + quantity.count, role: "unit-price")])
            }
            return
        }
        if item.quantity == 1 {
            add([span(truncated(item.name, to: nameWidth), at: 0, role: "item-name"), amountSpan(item.amount, role: "item-amount")])
            return
        }
        add([span(truncated(item.name, to: columns), at: 0, role: "item-name")])
        add([span(quantity, at: 2, role: "item-quantity"), span(language == .en ? "@" : "x", at: 3 + quantity.count),
             span(unit, at: 5 + quantity.count, role: "unit-price"), amountSpan(item.amount, role: "item-amount")])
    }

    // MARK: - Payment, second currency, VAT table

    private mutating func payment(total: Int, _ random: inout SeededGenerator) {
        if random.chance(0.55) {
            if language == .en {
                add([span(labels.card, at: 0), span("****\(random.int(in: 1_000...9_999))", at: column(after: labels.card)),
                     amountSpan(total, role: "card-amount")])
            } else {
                add([span(labels.card, at: 0), amountSpan(total, role: "card-amount")])
            }
            return
        }
        let steps: [Int]
        switch currency {
        case .vnd: steps = [1_000, 10_000, 50_000, 100_000, 500_000]
        case .idr: steps = [1_000, 5_000, 10_000, 50_000, 100_000]
        default: steps = [100, 500, 1_000, 2_000, 5_000, 10_000]
        }
        let candidates = steps.map { (total + $0 - 1) / $0 * $0 }
        let tendered = random.pick(Array(Set(candidates)).sorted())
        add([span(labels.cash, at: 0), amountSpan(tendered, role: "tendered")])
        add([span(labels.change, at: 0), amountSpan(tendered - total, role: "change")])
    }

    private mutating func secondCurrency(total: Int, _ random: inout SeededGenerator) {
        switch language {
        case .en, .de, .fr, .es, .it, .nl, .ms:
            let (second, rate): (Currency, Int)
            switch language {
            case .en: (second, rate) = (.eur, random.int(in: 8_800...9_600))
            case .ms: (second, rate) = (.usd, random.int(in: 2_100...2_450))
            default: (second, rate) = (random.chance(0.5) ? .chf : .usd, random.int(in: 9_300...11_200))
            }
            let amount = Arithmetic.roundedDivision(total * rate, 10_000)
            add([span(labels.secondTotal, at: 0), right(second.rawValue, at: amountEnd - 11),
                 amountSpan(amount, role: "second-total")])
            let rateText = AmountStyle(decimalSeparator: style.decimalSeparator, groupSeparator: nil).format(rate, digits: 4)
            let prefix = "\(labels.rate) 1 \(currency.rawValue) ="
            add([span(prefix, at: 0), span(rateText, at: prefix.count + 1, role: "rate-second-per-primary"),
                 span(second.rawValue, at: prefix.count + rateText.count + 2)])
        case .vi, .id:
            let rate = language == .id ? random.int(in: 15_200...16_600) : random.int(in: 24_000...25_800)
            let cents = Arithmetic.roundedDivision(total * 100, rate)
            add([span(labels.secondTotal, at: 0), right("USD", at: amountEnd - 11),
                 right(style.format(cents, digits: 2), at: amountEnd, role: "second-total")])
            let prefix = "\(labels.rate) 1 USD ="
            let rateText = style.format(rate, digits: 0)
            let rateColumn = column(after: prefix)
            add([span(prefix, at: 0), span(rateText, at: rateColumn, role: "rate-primary-per-second"),
                 span(currency.rawValue, at: rateColumn + column(after: rateText))])
        }
    }

    /// The VAT rates a euro-language receipt tabulates: standard and reduced, as each country levies them on
    /// everyday goods (Germany 19/7, France 20/10, Spain 21/10, Italy 22/10, the Netherlands 21/9); France's 5,5% on
    /// groceries is left out, since the arithmetic here holds whole percentages.
    private static func vatRates(_ language: Language) -> [(letter: String?, percent: Int, reduced: Bool)] {
        switch language {
        case .de: return [("A", 19, false), ("B", 7, true)]
        case .fr: return [(nil, 20, false), (nil, 10, true)]
        case .es: return [(nil, 21, false), (nil, 10, true)]
        case .it: return [(nil, 22, false), (nil, 10, true)]
        case .nl: return [(nil, 21, false), (nil, 9, true)]
        case .en, .vi, .id, .ms: return []
        }
    }

    private mutating func vatTable(_ items: [Item]) {
        rule()
        let header = labels.vatHeader
        add([span(header[0], at: 0), right(header[1], at: amountEnd - 16), right(header[2], at: amountEnd - 8),
             right(header[3], at: amountEnd)])
        for (letter, rate, reduced) in vatRates {
            let gross = items.filter { $0.reduced == reduced }.reduce(0) { $0 + $1.amount }
            guard gross > 0 else { continue }
            let vat = Arithmetic.includedVAT(gross: gross, percent: rate)
            let rateSpan = span("\(rate)%", at: letter == nil ? 0 : 2, role: "vat-rate")
            add((letter.map { [span($0, at: 0, role: "vat-class")] } ?? []) + [rateSpan,
                 right(format(gross - vat), at: amountEnd - 16, role: "vat-net"),
                 right(format(vat), at: amountEnd - 8, role: "vat-amount"),
                 right(format(gross), at: amountEnd, role: "vat-gross")])
        }
    }

    // MARK: - Spans on the grid

    private func format(_ minor: Int) -> String { style.format(minor, in: currency) }

    private func span(_ text: String, at column: Int, font: Span.FontRole = .regular, field: String? = nil, role: String? = nil) -> Span {
        Span(text, xMM: Double(column) * charMM, alignment: .left, font: font, sizePt: sizePt, field: field, role: role)
    }

    private func right(_ text: String, at column: Int, font: Span.FontRole = .regular, field: String? = nil, role: String? = nil) -> Span {
        Span(text, xMM: Double(column) * charMM, alignment: .right, font: font, sizePt: sizePt, field: field, role: role)
    }

    private func centered(_ text: String, field: String? = nil) -> Span {
        Span(text, xMM: Double(columns) * charMM / 2, alignment: .center, sizePt: sizePt, field: field)
    }

    private func amountSpan(_ minor: Int, font: Span.FontRole = .regular, field: String? = nil, role: String? = nil) -> Span {
        right(format(minor), at: amountEnd, font: font, field: field, role: role ?? field)
    }

    /// The column after a label and one space: exact on a monospaced grid, estimated for a proportional font,
    /// whose letters average about four fifths of the grid's cell.
    private func column(after label: String) -> Int {
        fonts == .dejaVuSans ? Int((Double(label.count) * 0.8).rounded(.up)) + 1 : label.count + 1
    }

    private func truncated(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width)).trimmingTrailingSpaces
    }

    private mutating func add(_ spans: [Span], spaceBefore: Double = 0) {
        lines.append(DocumentLine(spans: spans, spaceBeforeMM: spaceBefore))
    }

    private mutating func rule() {
        lines.append(DocumentLine(spans: [span(String(repeating: "-", count: columns), at: 0)], decorative: true, spaceBeforeMM: 0.5))
    }
}

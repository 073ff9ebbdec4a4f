import Testing
import Documents
import Imaging
@testable import Fields

/// Real-looking receipt readings with the misreadings readers make in amounts and dates. Each must end either
/// resolved (the right value) or unsure; never wrong and sure.
@Suite("Misread amounts and dates")
struct MisreadingTests {
    static func field(_ name: String, _ text: String, _ language: Language = .en, order: DateOrder? = nil) -> FieldSuggestion? {
        FieldExtractor.extract(from: Reading(text: text), kind: .receipt, language: language, dateOrder: order)
            .first { $0.name == name }
    }

    /// Resolved to the truth (sure or not), or unsure: never a wrong sure value.
    static func neverSilent(_ s: FieldSuggestion?, truth: String, _ comment: Comment? = nil) {
        #expect(s.map { $0.value == truth || !$0.sure } ?? true, "\(s?.value ?? "none") sure=\(s?.sure ?? false): \(s?.reason ?? "")")
    }

    static let cafe = """
        BLUE BOTTLE CAFE
        315 Linden St
        San Francisco CA 94102
        06/14/2017 09:41 AM
        Latte $4.50
        Croissant $3.75
        Muffin $3.00
        SUBTOTAL $11.25
        TAX 8.5% $0.96
        TOTAL {TOTAL}
        VISA ****4821 $12.21
        THANK YOU
        """

    @Test(arguments: ["512.21", "812.21", "S12.21", "$1221", "$1.221", "$l2.21", "$12.2l", "$I2.21"])
    func dollarTotalsMisreadAreRepairedByTheCardAndTheSum(_ misread: String) {
        let total = Self.field("total", Self.cafe.replacingOccurrences(of: "{TOTAL}", with: misread))
        #expect(total?.value == "12.21", "\(misread): \(total?.value ?? "none")")
        #expect(total?.sure == true, "\(misread): \(total?.reason ?? "")")
        #expect(total?.evidence.contains { $0.name == .readAsPrinted && $0.failed } == true)
    }

    @Test(arguments: ["512.21", "812.21", "$1221", "S12.21"])
    func withoutArithmeticARepairIsNeverSure(_ misread: String) {
        // Only the total and the `$` on other lines: nothing computes the total, so nothing may be sure.
        let text = "CORNER STORE\nMilk $2.10\nBread $3.40\nTOTAL \(misread)\nTHANK YOU"
        let total = Self.field("total", text)
        Self.neverSilent(total, truth: "12.21")
        #expect(total?.sure == false)
    }

    @Test func aDollarReadAsFiveWithTheSameMisreadOnTheCardLineIsNotSure() {
        // The same glyph misread twice agrees with itself; the `$` elsewhere and the items still argue.
        let text = Self.cafe.replacingOccurrences(of: "{TOTAL}", with: "512.21").replacingOccurrences(of: "$12.21", with: "512.21")
        Self.neverSilent(Self.field("total", text), truth: "12.21")
    }

    @Test(arguments: ["612,80", "C12,80", "12,8O", "€1280", "l2,80", "12.80", "€ 12.80"])
    func euroTotalsMisread(_ misread: String) {
        let text = """
            Bäckerei Schmidt GmbH
            Hauptstr. 12
            10115 Berlin
            14.06.2017 09:41
            Brötchen 3,60 B
              4 x 0,90
            Kaffee 2,80 A
            Kuchen 6,40 B
            Zwischensumme 12,80
            SUMME \(misread)
            Gegeben BAR 20,00
            Rückgeld 7,20
            Satz Netto MwSt Brutto
            A 19% 2,35 0,45 2,80
            B 7% 9,35 0,65 10,00
            """
        let total = Self.field("total", text, .de)
        #expect(total?.value == "12.80", "\(misread): \(total?.value ?? "none") \(total?.reason ?? "")")
        #expect(total?.sure == true, "\(misread): \(total?.reason ?? "")")
    }

    @Test(arguments: ["E6.00", "£6.0O", "£600"])
    func poundTotalsMisread(_ misread: String) {
        let text = "CORNER BAKERY LTD\n12 High Street\nCroissant £3.60\nCoffee £2.40\nSUBTOTAL £6.00\nVAT 20% £1.00\nTOTAL \(misread)\nVISA £6.00"
        let total = Self.field("total", text)
        #expect(total?.value == "6.00" && total?.sure == true, "\(misread): \(total?.value ?? "") \(total?.reason ?? "")")
    }

    @Test(arguments: ["Tổng cộng 125.OOO", "Tổng cộng 125.000", "Tổng cộng l25.000"])
    func vietnameseTotals(_ line: String) {
        let text = """
            CỬA HÀNG TIỆN LỢI AN KHANG
            Ngày: 14/06/2017
            Bánh mì 25.000
            Cà phê sữa 2 x 50.000 100.000
            \(line)
            Tiền mặt 200.000
            Tiền thừa 75.000
            """
        let total = Self.field("total", text, .vi)
        #expect(total?.value == "125000.00" && total?.sure == true, "\(line): \(total?.value ?? "") \(total?.reason ?? "")")
    }

    @Test func aZeroBalanceAfterPaymentIsNotTheTotal() {
        let total = Self.field("total", "SHOP\nTOTAL 32.00\nVISA 32.00\nBALANCE DUE 0.00")
        #expect(total?.value == "32.00" && total?.sure == true)
        // Alone, a zero total is never sure.
        let zero = Self.field("total", "SHOP\nTOTAL 0.00\nCASH 32.00")
        #expect(zero?.sure == false)
    }

    @Test func aTotalReadAsItsSubtotalIsNotSure() {
        // `27.00` read for `32.00`: the subtotal and the tax say 32.00.
        let text = "SHOP\nItem A 15.00\nItem B 12.00\nSUBTOTAL 27.00\nTAX 5.00\nTOTAL 27.00\nCASH 40.00\nCHANGE 8.00"
        Self.neverSilent(Self.field("total", text), truth: "32.00")
        #expect(Self.field("total", text)?.sure == false)
    }

    @Test func aLowerTotalUnderAnUnreadableFinalTotalIsNotSure() {
        // A real phone photo read by Tesseract: the final total's amount is lost, the take-out total is pre-tax.
        let text = "Retail Invoice\nMcaloo Tikki* 27.00\nTake-Out Total 27.00\nVAT 3.38\nTotal (incl All Taxes) a\nTotal Due . 3"
        let total = Self.field("total", text)
        Self.neverSilent(total, truth: "32.00")
        #expect(total?.sure == false && total?.evidence.contains { $0.name == .labelRank && $0.failed } == true)
    }

    @Test func digitSubstitutionsInTheTotalAreCaughtByTheArithmetic() {
        for misread in ["32.00", "38.00", "82.00", "37.00", "32.60", "35.00"] {
            let text = "SHOP\nItem A 17.00\nItem B 15.00\nSUBTOTAL 32.00\nTOTAL \(misread)\nCASH 50.00\nCHANGE 18.00"
            Self.neverSilent(Self.field("total", text), truth: "32.00")
        }
    }

    @Test func twoAgreeingPathsMakeATotalSureDespiteLowConfidence() {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let text = "SHOP\nSUBTOTAL 30.00\nTAX 2.00\nTOTAL 32.00\nCASH 50.00\nCHANGE 18.00"
        let words = text.split(whereSeparator: \.isWhitespace).map {
            ReadWord(text: String($0), box: box, confidence: $0 == "32.00" ? 41 : 96)
        }
        let list = FieldExtractor.extract(from: Reading(text: text, words: words), kind: .receipt, language: .en, dateOrder: nil)
        let total = list.first { $0.name == "total" }
        #expect(total?.value == "32.00" && total?.sure == true, "\(total?.reason ?? "")")
        #expect(total?.evidence.contains { $0.name == .readerConfidence && $0.failed } == true)
        // The same doubt with nothing behind it is not sure.
        let alone = FieldExtractor.extract(from: Reading(text: "SHOP\nTOTAL 32.00", words: [
            ReadWord(text: "SHOP", box: box, confidence: 96), ReadWord(text: "TOTAL", box: box, confidence: 96),
            ReadWord(text: "32.00", box: box, confidence: 41)]), kind: .receipt, language: .en, dateOrder: nil)
        #expect(alone.first { $0.name == "total" }?.sure == false)
    }

    // MARK: Dates

    @Test func aYearMisreadAgainstThePrintedWeekdayIsNotSure() {
        // 18/06/2018 was a Monday; 18/06/2013 a Tuesday.
        let right = Self.field("date", "SHOP\nMon 18/06/2018 10:12\nTOTAL 5.00", order: .dmy)
        #expect(right?.value == "2018-06-18" && right?.sure == true)
        #expect(right?.evidence.contains { $0.name == .weekday && $0.passed } == true)
        let wrong = Self.field("date", "SHOP\nMon 18/06/2013 10:12\nTOTAL 5.00", order: .dmy)
        Self.neverSilent(wrong, truth: "2018-06-18")
        #expect(wrong?.sure == false)
    }

    @Test func aMonthFirstDateMisreadIntoDayFirstIsNotSure() {
        // Tesseract read a US receipt's 10/11/2025 as 16/11/2025 (regression corpus page receipt-small): only
        // day-first can hold it, and nothing else on an English page says the page prints day first.
        let misread = Self.field("date", "BLUEBIRD HARDWARE\nBrookside, TX 60228\n16/11/2025 7:46 AM\nTOTAL $12.50")
        Self.neverSilent(misread, truth: "2025-10-11")
        #expect(misread?.sure == false)
        #expect(misread?.evidence.contains { $0.name == .dateOrder && !$0.passed } == true)
        // A page in dollars that says day-first elsewhere (a second date only day-first can hold) keeps it sure,
        // and so does a page in pounds.
        let dayFirst = Self.field("date", "CORNER SHOP SYDNEY\n16/11/2025 7:46\nTOTAL $12.50\nRETURN BY 30/11/2025")
        #expect(dayFirst?.value == "2025-11-16" && dayFirst?.sure == true, "\(dayFirst?.reason ?? "")")
        let pounds = Self.field("date", "CORNER SHOP LONDON\n16/11/2025 7:46\nTOTAL £12.50")
        #expect(pounds?.value == "2025-11-16" && pounds?.sure == true, "\(pounds?.reason ?? "")")
        // A declared order settles it too; a date that cannot be read in the declared order is a misreading.
        #expect(Self.field("date", "SHOP\n16/11/2025 7:46\nTOTAL 12.50", order: .dmy)?.sure == true)
        let declared = Self.field("date", "SHOP\n16/11/2025 7:46\nTOTAL 12.50", order: .mdy)
        Self.neverSilent(declared, truth: "2025-10-11")
        #expect(declared?.sure == false)
    }

    @Test func aDateAfterTheReturnByDateIsNotSure() {
        let text = "SHOP\n06/14/2020 09:41\nTOTAL 5.00\nRETURN BY 07/14/2017"
        let date = Self.field("date", text)
        Self.neverSilent(date, truth: "2017-06-14")
        #expect(date?.sure == false && date?.reason?.contains("later") == true)
    }

    @Test func anImplausibleYearIsNotSure() {
        Self.neverSilent(Self.field("date", "SHOP\nDatum 14.06.1917\nSUMME 5,00", .de), truth: "2017-06-14")
        #expect(Self.field("date", "SHOP\nDatum 14.06.1917\nSUMME 5,00", .de)?.sure == false)
    }

    @Test func aDayOffByOneDigitAtLowConfidenceIsNotSure() {
        // German scan: `16.03.2018` read as `18.03.2018`, the reader only fairly sure of the word.
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let text = "Edeka Markt\nDatum 18.03.2018 14:22\nSUMME 5,00"
        let words = text.split(whereSeparator: \.isWhitespace).map {
            ReadWord(text: String($0), box: box, confidence: $0 == "18.03.2018" ? 84 : 95)
        }
        let date = FieldExtractor.extract(from: Reading(text: text, words: words), kind: .receipt, language: .de, dateOrder: nil)
            .first { $0.name == "date" }
        #expect(date?.value == "2018-03-18" && date?.sure == false)
        #expect(date?.evidence.contains { $0.name == .digitConfusion && $0.failed } == true)
        // Printed again on the page, the same date is confirmed.
        let twice = text + "\nBeleg vom 18.03.2018"
        let words2 = twice.split(whereSeparator: \.isWhitespace).map {
            ReadWord(text: String($0), box: box, confidence: $0 == "18.03.2018" ? 84 : 95)
        }
        let confirmed = FieldExtractor.extract(from: Reading(text: twice, words: words2), kind: .receipt, language: .de, dateOrder: nil)
            .first { $0.name == "date" }
        #expect(confirmed?.sure == true, "\(confirmed?.reason ?? "")")
    }

    @Test func weekdaysAreComputed() {
        #expect(WeekdayTable.weekday(ofISO: "2018-06-18") == 1)
        #expect(WeekdayTable.weekday(ofISO: "1970-01-01") == 4)
        #expect(WeekdayTable.weekday(ofISO: "2024-02-29") == 4)
        #expect(WeekdayTable.weekday(ofISO: "2000-01-02") == 7)
    }

    /// Tesseract's reading of an ordinary photo of a long generated receipt (seed 17014): the amounts of the last
    /// lines slid up one line, so the tax line holds the subtotal and the total line the tax. Nothing computes the
    /// total, and a total below the tax printed cannot be right: unsure.
    @Test func amountsSlidUpOneLineLeaveTheTotalUnsure() {
        let text = """
            Rice 5 lb 11.49 45.96
            Ground Coffee 2 6.72 6.79
            Ice Cream 11.06 11.06
            SUBTOTAL SPS inion simmimem sie SS
            TAX 6% 620.85
            TOTAL een 37.25
            elie ay Fee gg ie 6
            i 658.10
            ank you, come again!
            """
        let total = Self.field("total", text)
        Self.neverSilent(total, truth: "658.10")
        #expect(total?.sure == false)
    }

    /// rapidocr's reading of a SROIE receipt (X51006466778, 2018 read 2013 at 98% confidence): a Malaysian page in
    /// ringgit that prints GST dates from the GST years, 2015-04-01 to 2018-08-31, so 2013 is not sure.
    @Test func aYearOutsideTheTaxThePagePrintsIsUnsure() {
        let text = """
            GST REG NO: 000394528768
            REG C01 04-05-2013 16:07 456277
            ITEM 2 x 3.50 7.00
            TOTAL INCL. GST RM 7.00
            GST @ 6% INCLUDED IN TOTAL 0.40
            """
        let wrong = Self.field("date", text, order: .dmy)
        #expect(wrong?.value == "2013-05-04" && wrong?.sure == false, "\(wrong?.reason ?? "")")
        let right = Self.field("date", text.replacingOccurrences(of: "2013", with: "2018"), order: .dmy)
        #expect(right?.value == "2018-05-04" && right?.sure == true, "\(right?.reason ?? "")")
    }
}

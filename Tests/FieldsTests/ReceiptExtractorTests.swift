import Testing
import Documents
@testable import Fields

/// Hand-written OCR texts, not images.
@Suite("Receipt extraction")
struct ReceiptExtractorTests {
    static func fields(_ text: String, _ language: Language = .en, order: DateOrder? = nil) -> [String: FieldSuggestion] {
        let list = FieldExtractor.extract(from: Reading(text: text), kind: .receipt, language: language, dateOrder: order)
        #expect(Set(list.map(\.name)).count == list.count, "one suggestion per field")
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }

    @Test func plainEnglishReceipt() {
        let f = Self.fields("""
            CORNER BAKERY LTD
            12 High Street
            London SW1A 1AA
            Tel 020 7946 0000
            Date: 14/06/2017 09:41
            Croissant 2 x 1.80 3.60
            Coffee 2.40
            SUBTOTAL 6.00
            VAT 20% 1.00
            TOTAL £6.00
            VISA 6.00
            """)
        #expect(f["total"]?.value == "6.00" && f["total"]?.sure == true)
        #expect(f["currency"]?.value == "GBP" && f["currency"]?.sure == true)
        #expect(f["date"]?.value == "2017-06-14" && f["date"]?.sure == true)
        #expect(f["time"]?.value == "09:41" && f["time"]?.sure == true)
        #expect(f["merchant"]?.value == "corner bakery ltd" && f["merchant"]?.sure == true)
        #expect(f["address"]?.value == "12 high street london sw1a 1aa" && f["address"]?.sure == false)
    }

    @Test func severalTotalsTheFinalRankWins() {
        let f = Self.fields("""
            SHOP
            Subtotal 20.00
            Total 21.20
            Tip 2.00
            Grand Total 23.20
            """)
        #expect(f["total"]?.value == "23.20")
        #expect(f["total"]?.sure == true)
    }

    @Test func runningTotalsRankBelowTheTotal() {
        let f = Self.fields("""
            MAPLE STREET GROCERY
            41 Elm Road
            Apples 1.20
            RUNNING TOTAL 1.20
            Bread 2.50
            RUNNING TOTAL 3.70
            TOTAL 3.70
            CASH 5.00
            CHANGE 1.30
            """)
        #expect(f["total"]?.value == "3.70" && f["total"]?.sure == true)
        // A shop's name may hold a street word; it is still the merchant.
        #expect(f["merchant"]?.value == "maple street grocery" && f["merchant"]?.sure == false)
        #expect(f["address"]?.value == "41 elm road")
        let de = Self.fields("Übertrag 12,00\nSUMME 14,50\nKartenzahlung 14,50", .de)
        #expect(de["total"]?.value == "14.50" && de["total"]?.sure == true)
    }

    @Test func twoTotalsOfTheSameRankThatDisagreeAreUnsure() {
        let f = Self.fields("""
            SHOP
            TOTAL 12.50
            TOTAL 15.20
            CASH 20.00
            """)
        #expect(f["total"]?.value == "15.20")
        #expect(f["total"]?.sure == false)
        #expect(f["total"]?.reason?.contains("disagree") == true)
    }

    @Test func cardChargeThatDisagreesMakesTheTotalUnsure() {
        let f = Self.fields("TOTAL 21.40\nMASTERCARD 24.10")
        #expect(f["total"]?.value == "21.40" && f["total"]?.sure == false)
        #expect(f["total"]?.reason?.contains("card charge") == true)
    }

    @Test func cashAboveTheTotalIsNormalButCashMinusChangeMustClose() {
        #expect(Self.fields("TOTAL 14.10\nCASH 20.00\nCHANGE 5.90")["total"]?.sure == true)
        #expect(Self.fields("TOTAL 14.10\nCASH 20.00")["total"]?.sure == true)
        let wrong = Self.fields("TOTAL 14.10\nCASH 20.00\nCHANGE 6.90")["total"]
        #expect(wrong?.sure == false && wrong?.reason?.contains("cash minus change") == true)
        #expect(Self.fields("TOTAL 14.10\nCASH 10.00")["total"]?.sure == false)
    }

    @Test func subtotalAboveTheTotalArguesUnlessADiscountIsPrinted() {
        #expect(Self.fields("Subtotal 30.00\nTotal 25.00")["total"]?.sure == false)
        #expect(Self.fields("Subtotal 30.00\nDiscount 5.00\nTotal 25.00")["total"]?.sure == true)
    }

    @Test func onlyASubtotalIsNeverSure() {
        let f = Self.fields("SUBTOTAL RM20.40\nCASH RM20.40")
        #expect(f["total"]?.value == "20.40" && f["total"]?.sure == false)
    }

    @Test func labelAndAmountOnSeparateLines() {
        let f = Self.fields("TOTAL:\nRM 8.20\nCASH RM 10.00")
        #expect(f["total"]?.value == "8.20" && f["total"]?.sure == true)
    }

    @Test func taxSummaryRowsAndQuantityLinesAreNotTotals() {
        let f = Self.fields("""
            TOTAL QTY: 1 148.40
            TOTAL SALES (EXCLUDING GST) : 140.00
            TOTAL GST : 8.40
            TOTAL SALES (INCLUSIVE OF GST) : 148.40
            CASH : 148.40
            GST SUMMARY
            TOTAL: 140.00 8.40
            """)
        #expect(f["total"]?.value == "148.40" && f["total"]?.sure == true)
    }

    @Test func quantityNextToAmountOnTheTotalLine() {
        let f = Self.fields("Summe 2 12,50 €", .de)
        #expect(f["total"]?.value == "12.50")
    }

    @Test func twoCurrencies() {
        let f = Self.fields("""
            DUTY FREE SHOP
            Total EUR 45.00
            Total USD 48.60
            """)
        // The same total in two currencies: the first is the receipt's own, the later one a conversion.
        #expect(f["total"]?.value == "45.00" && f["total"]?.sure == false)
        #expect(f["currency"]?.value == "EUR" && f["currency"]?.sure == false)
        // Printed once on the total's line, with another currency elsewhere: the total's own line decides.
        let g = Self.fields("Grand total € 45,00\n(approx. USD 48.60)", .de)
        #expect(g["total"]?.value == "45.00" && g["currency"]?.value == "EUR" && g["currency"]?.sure == true)
    }

    /// A bare `$` is printed by many currencies (a Canadian receipt with GST, photos-dev mmocr-3, prints only `$`):
    /// it reads as USD but is not sure; `US$` or `USD` names it.
    @Test func bareDollarIsNotSure() {
        let text = "SUBTOTAL $84.85\nGST 5% $4.24\nTOTAL $89.09\nVISA TEND $89.09"
        let f = Self.fields(text)
        #expect(f["total"]?.value == "89.09" && f["total"]?.sure == true)
        #expect(f["currency"]?.value == "USD" && f["currency"]?.sure == false)
        let g = Self.fields(text + "\nAMOUNT USD 89.09")
        #expect(g["currency"]?.value == "USD" && g["currency"]?.sure == true)
    }

    /// A sign beside no amount is as often a misread mark as a currency (Tesseract read a logo's edge as `£` on
    /// photos-dev srd-5): it is not sure; the same sign on the total's amount, or on two amounts, is.
    @Test func loneSignBesideNoAmountIsNotSure() {
        let f = Self.fields("£ McDonald's now available\nSUBTOTAL 6.00\nTAX 1.00\nTOTAL 7.00\nCASH 10.00\nCHANGE 3.00")
        #expect(f["currency"]?.value == "GBP" && f["currency"]?.sure == false)
        let g = Self.fields("SUBTOTAL 6.00\nTAX 1.00\nTOTAL £7.00\nCASH 10.00\nCHANGE 3.00")
        #expect(g["currency"]?.value == "GBP" && g["currency"]?.sure == true)
        // One stray amount carrying a misread sign (mindee-2: a tip line's `$` read as `£`) is not enough...
        let h = Self.fields("SUBTOTAL 6.00\nTIP ...£ 02\nTOTAL 7.00\nCASH 10.00\nCHANGE 3.00")
        #expect(h["currency"]?.value == "GBP" && h["currency"]?.sure == false)
        // ... two are.
        let k = Self.fields("SUBTOTAL £6.00\nTAX £1.00\nTOTAL 7.00\nCASH 10.00\nCHANGE 3.00")
        #expect(k["currency"]?.value == "GBP" && k["currency"]?.sure == true)
    }

    /// One letter beside a sign is a sign, not a code in letters: Tesseract read `STORE` as `S$ FORE` on an Indian
    /// receipt's address lines (photos-dev agrawal-4). Beside no amount it is not sure; on the total's amount it is.
    @Test func oneLetterBesideASignIsNotLetters() {
        let f = Self.fields("DEPARTMENTAL S$ FORE\nS$ NO-G-1, ATLANTIC PLAZA\nSUBTOTAL 6.00\nTOTAL 7.00\nCASH 10.00")
        #expect(f["currency"]?.value == "SGD" && f["currency"]?.sure == false)
        let g = Self.fields("SUBTOTAL 6.00\nTOTAL S$7.00\nCASH 10.00")
        #expect(g["currency"]?.value == "SGD" && g["currency"]?.sure == true)
        let h = Self.fields("SUBTOTAL 6.00\nTOTAL SGD 7.00\nCASH 10.00")
        #expect(h["currency"]?.value == "SGD" && h["currency"]?.sure == true)
    }

    @Test func currencyFromTheLanguageIsNeverSure() {
        let f = Self.fields("Summe 12,50", .de)
        #expect(f["currency"]?.value == "EUR" && f["currency"]?.sure == false)
        #expect(Self.fields("TOTAL 12.50")["currency"] == nil)
    }

    @Test func ambiguousDateInEnglishIsUnsure() {
        let f = Self.fields("SHOP\nDate 03/04/2026\nTOTAL 5.00")
        #expect(f["date"]?.value == "2026-03-04")
        #expect(f["date"]?.sure == false)
        #expect(f["date"]?.reason?.contains("day-first or month-first") == true)
        // A declared order settles it.
        let declared = Self.fields("SHOP\nDate 03/04/2026\nTOTAL 5.00", order: .dmy)
        #expect(declared["date"]?.value == "2026-04-03" && declared["date"]?.sure == true)
    }

    @Test func anotherDateOnThePageSettlesTheOrder() {
        let f = Self.fields("Date 03/04/2026\nTOTAL 5.00\nValid until 25/04/2026")
        #expect(f["date"]?.value == "2026-04-03" && f["date"]?.sure == true)
    }

    @Test func germanAndVietnameseDatesAreDayFirst() {
        #expect(Self.fields("Datum 03.04.2026\nSumme 5,00", .de)["date"]?.value == "2026-04-03")
        #expect(Self.fields("Ngày 03/04/2026\nTổng cộng 50.000đ", .vi)["date"]?.value == "2026-04-03")
        #expect(Self.fields("Ngày 03/04/2026", .vi)["date"]?.sure == true)
    }

    @Test func monthNamesAndOtherFormats() {
        #expect(Self.fields("20 JUN 2018 18:15\nTOTAL 8.20")["date"]?.value == "2018-06-20")
        #expect(Self.fields("14/JUN/2017\nTOTAL 8.20")["date"]?.value == "2017-06-14")
        #expect(Self.fields("[SALES] 2018-01-05 22:55:25")["date"]?.value == "2018-01-05")
        #expect(Self.fields("Kassenbon 14. Juni 2017", .de)["date"]?.value == "2017-06-14")
    }

    @Test func expiryDatesAreNotTheReceiptDate() {
        let f = Self.fields("01/03/18 19:14 SLIP NO.: 0010104733\nCARD EXPIRY: 30/09/18\nTOTAL 5.00", order: .dmy)
        #expect(f["date"]?.value == "2018-03-01" && f["date"]?.sure == true)
    }

    @Test func severalTimesAreUnsure() {
        let f = Self.fields("ENTRY TIME 30/04/2017 20:22\nPAID TIME 30/04/2017 21:51\nTOTAL RM1.00", order: .dmy)
        #expect(f["time"]?.value == "20:22" && f["time"]?.sure == false)
    }

    @Test func germanReceipt() {
        let f = Self.fields("""
            Bäckerei Schmidt GmbH
            Hauptstraße 5
            10115 Berlin
            Datum: 14.06.2017 08:12
            2 x Brötchen 0,45 0,90
            Kaffee 2,80
            Zwischensumme 3,70
            Gesamtbetrag 3,70 €
            Gegeben Bar 5,00 €
            Rückgeld 1,30 €
            MwSt 7% 0,24
            """, .de)
        #expect(f["total"]?.value == "3.70" && f["total"]?.sure == true)
        #expect(f["currency"]?.value == "EUR" && f["currency"]?.sure == true)
        #expect(f["merchant"]?.value == "bäckerei schmidt gmbh" && f["merchant"]?.sure == true)
        #expect(f["date"]?.value == "2017-06-14" && f["date"]?.sure == true)
        #expect(f["address"]?.value == "hauptstrasse 5 10115 berlin")
    }

    @Test func vietnameseReceipt() {
        let f = Self.fields("""
            CÔNG TY TNHH CÀ PHÊ SÀI GÒN
            123 Đường Lê Lợi, Quận 1
            Ngày: 14/06/2017 08:12
            Cà phê sữa 2 25.000 50.000
            Tạm tính 50.000
            Tổng cộng 50.000đ
            Khách phải trả 50.000đ
            Tiền mặt 100.000
            Tiền thừa 50.000
            """, .vi)
        #expect(f["total"]?.value == "50000.00" && f["total"]?.sure == true)
        #expect(f["currency"]?.value == "VND" && f["currency"]?.sure == true)
        #expect(f["date"]?.value == "2017-06-14" && f["date"]?.sure == true)
        // Tone and vowel marks are the glyph parts readers swap most, and nothing checks a name.
        #expect(f["merchant"]?.value == "công ty tnhh cà phê sài gòn" && f["merchant"]?.sure == false)
        #expect(f["merchant"]?.evidence.contains { $0.name == .nameShape && $0.failed } == true)
    }

    @Test func brandAboveTheFirmNameIsUnsure() {
        let f = Self.fields("MYDIN\nTRI SHAAS SDN BHD (728515-M)\nMYDIN MART SRI MUDA\n4-20, JALAN RIA 25/62")
        #expect(f["merchant"]?.value == "tri shaas sdn bhd" && f["merchant"]?.sure == false)
        let joined = Self.fields("POPULAR BOOK\nCO. (M) SDN BHD\n(CO. NO. 113825-W)\nNO 8, JALAN 7/118B")
        #expect(joined["merchant"]?.value == "popular book co.(m)sdn bhd" && joined["merchant"]?.sure == true)
        #expect(joined["address"]?.value == "no 8,jalan 7/118b")
        // The first line lost (a logo, a misread): the rest is not a name to be sure of.
        let headless = Self.fields("CO. (M) SDN BHD\n(CO. NO. 113825-W)\nNO 8, JALAN 7/118B")
        #expect(headless["merchant"]?.sure == false)
    }

    @Test("a bar standing alone at a name's end is the paper's edge; one touching a word fails the name's shape")
    func barAtTheNamesEnd() {
        let edge = Self.fields("Harborview Market |\n27 Mill Road\nTOTAL 3.70")
        #expect(edge["merchant"]?.value == "harborview market")
        #expect(edge["merchant"]?.evidence.contains { $0.name == .nameShape && $0.failed } == false)
        let glued = Self.fields("Harborview Marke|\n27 Mill Road\nTOTAL 3.70")
        #expect(glued["merchant"]?.value == "harborview marke|")
        #expect(glued["merchant"]?.sure == false)
    }

    @Test func letterYieldsNothing() {
        let list = FieldExtractor.extract(from: Reading(text: "Dear Sir,\nTotal 12.00\nDate 14/06/2017\nYours"), kind: .letter,
                                          language: .en, dateOrder: nil)
        #expect(list.isEmpty)
    }

    @Test func lowLineConfidenceMakesAValueUnsure() {
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        let reading = Reading(text: "TOTAL 14.10", lines: [ReadLine(text: "TOTAL 14.10", box: box, confidence: 41)])
        let list = FieldExtractor.extract(from: reading, kind: .receipt, language: .en, dateOrder: nil)
        let total = list.first { $0.name == "total" }
        #expect(total?.value == "14.10" && total?.sure == false)
        #expect(total?.reason?.contains("confidence") == true)
    }
}

import Imaging

@Suite("Receipt extraction with the reader's confidences")
struct ReceiptConfidenceTests {
    static func reading(_ lines: [(String, [Double])]) -> Reading {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        var words: [ReadWord] = []
        var readLines: [ReadLine] = []
        for (text, confidences) in lines {
            let parts = text.split(separator: " ").map(String.init)
            for (part, c) in zip(parts, confidences) { words.append(ReadWord(text: part, box: box, confidence: c)) }
            readLines.append(ReadLine(text: text, box: box, confidence: confidences.min()))
        }
        return Reading(text: lines.map(\.0).joined(separator: "\n"), lines: readLines, words: words)
    }

    @Test func aDoubtfulWordInTheMerchantMakesItUnsure() {
        let r = Self.reading([("QNE ONE THREE SEAFOOD SDN BHD", [83, 97, 97, 96, 96, 95]), ("TOTAL 42.40", [96, 95])])
        let f = FieldExtractor.extract(from: r, kind: .receipt, language: .en, dateOrder: nil)
        let merchant = f.first { $0.name == "merchant" }
        #expect(merchant?.sure == false && merchant?.reason?.contains("QNE") == true)
        #expect(f.first { $0.name == "total" }?.sure == true)
    }

    /// Tesseract's reading of real SROIE X51008142033 in grayscale: `ONE` read `QNE` at 90.5, above the 90 a text
    /// field asks, on a line whose other words it read at 95.4–96.8. The word below its neighbours makes the name
    /// unsure; the same line read evenly stays sure.
    @Test func aNameWordReadWellBelowItsNeighboursIsDoubted() {
        let line = "QNE ONE THREE SEAFOOD RESTAURANT SDN BHD"
        let misread = Self.reading([(line, [90.5, 96.0, 96.3, 96.5, 95.8, 96.8, 95.4]), ("(1120908-M)", [86]), ("TOTAL 42.40", [96, 95])])
        let merchant = FieldExtractor.extract(from: misread, kind: .receipt, language: .ms, dateOrder: .dmy).first { $0.name == "merchant" }
        #expect(merchant?.sure == false && merchant?.reason?.contains("QNE") == true, "\(merchant?.reason ?? "")")
        let even = Self.reading([("ONE ONE THREE SEAFOOD RESTAURANT SDN BHD", [95.0, 96.0, 96.3, 96.5, 95.8, 96.8, 95.4]), ("TOTAL 42.40", [96, 95])])
        let good = FieldExtractor.extract(from: even, kind: .receipt, language: .ms, dateOrder: .dmy).first { $0.name == "merchant" }
        #expect(good?.value == "one one three seafood restaurant sdn bhd" && good?.sure == true, "\(good?.reason ?? "")")
    }

    /// rapidocr's reading of real SROIE X51005757243: its words are whole boxes, `POPULAR BOOK` read `fUFULHR DOON`
    /// at 76 under a clean `CO. (M) SDN BHD` at 98; and of X51006619550, the bracket of the firm's number lost.
    @Test func aNameLineReadAsOneBoxNeedsTheTextThreshold() {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let lines = [("fUFULHR DOON", 76.29), ("CO. (M) SDN BHD", 97.92), ("(Co. No. 113825-W)", 98.83), ("TOTAL 42.40", 97.0)]
        let reading = Reading(text: lines.map(\.0).joined(separator: "\n"),
                              lines: lines.map { ReadLine(text: $0.0, box: box, confidence: $0.1) },
                              words: lines.map { ReadWord(text: $0.0, box: box, confidence: $0.1) })
        let f = FieldExtractor.extract(from: reading, kind: .receipt, language: .ms, dateOrder: .dmy)
        #expect(f.first { $0.name == "merchant" }?.sure == false)
        #expect(f.first { $0.name == "total" }?.sure == true)
        let unclosed = FieldExtractor.extract(from: Reading(text: "HAI-O RAYA BHD(169199-V\nKEPONG OUTLET\nTOTAL 4.20"), kind: .receipt,
                                              language: .ms, dateOrder: .dmy).first { $0.name == "merchant" }
        #expect(unclosed?.value == "hai-o raya bhd", "\(unclosed?.value ?? "none")")
    }

    @Test(arguments: [
        ("C0FFEE HOUSE SDN BHD", "mixed"), ("KE DA I RUN SDN BHD", "fragments"), ("KEDAI | RUNCIT SDN BHD", "no part"),
        ("LA LUMIÉRE SARL", "accent"),
    ])
    func namesThatDoNotLookReadWholeAreUnsure(_ name: String, _ why: String) {
        let merchant = FieldExtractor.extract(from: Reading(text: "\(name)\nTOTAL 4.20"), kind: .receipt, language: .en, dateOrder: nil)
            .first { $0.name == "merchant" }
        #expect(merchant?.sure == false, "\(name)")
        #expect(merchant?.evidence.first { $0.name == .nameShape }?.detail?.contains(why) == true, "\(merchant?.reason ?? "")")
    }

    @Test func anotherPrintOfTheSumVouchesForADoubtfulTotal() {
        func total(_ lines: [(String, [Double])]) -> FieldSuggestion? {
            FieldExtractor.extract(from: Self.reading(lines), kind: .receipt, language: .en, dateOrder: nil).first { $0.name == "total" }
        }
        #expect(total([("TOTAL 118.04", [95, 40])])?.sure == false)
        #expect(total([("TOTAL 118.04", [95, 40]), ("VISA 118.04", [95, 95])])?.sure == true)
        #expect(total([("SUBTOTAL 110.00", [95, 95]), ("TAX 8.04", [95, 95]), ("TOTAL 118.04", [95, 40])])?.sure == true)
        #expect(total([("TOTAL 118.04", [95, 40]), ("CASH 120.00", [95, 95]), ("CHANGE 1.96", [95, 95])])?.sure == true)
        #expect(total([("TOTAL 118.04", [95, 40]), ("CASH 120.00", [95, 95])])?.sure == false)
    }

    @Test func aTotalWithoutDecimalsAmongPricesWithDecimalsIsUnsure() {
        let f = FieldExtractor.extract(from: Reading(text: "Bread 2.40\nTOTAL RM 49\nCASH 50.00"), kind: .receipt, language: .en, dateOrder: nil)
        #expect(f.first { $0.name == "total" }?.sure == false)
    }
}

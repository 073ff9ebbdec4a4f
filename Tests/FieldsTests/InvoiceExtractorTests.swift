import Testing
import Documents
@testable import Fields

/// Hand-written OCR texts, not images.
@Suite("Invoice extraction")
struct InvoiceExtractorTests {
    static func fields(_ text: String, _ language: Language = .de, order: DateOrder? = nil) -> [String: FieldSuggestion] {
        let list = FieldExtractor.extract(from: Reading(text: text), kind: .invoice, language: language, dateOrder: order)
        #expect(Set(list.map(\.name)).count == list.count, "one suggestion per field")
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }

    static let german = """
        Muster Software GmbH · Hauptstraße 5 · 10115 Berlin
        Rechnung
        Rechnungsnummer: RE-2026-0142
        Rechnungsdatum: 03.04.2026
        Lieferdatum: 01.04.2026
        Pos. Beschreibung Menge Einzelpreis Betrag
        1 Beratung 2 120,50 241,00
        2 Lizenz 1 3.406,11 3.406,11
        Nettobetrag 3.647,11 €
        MwSt 19 % 692,95 €
        Gesamtbetrag 4 340,06 €
        Zahlbar bis 17.04.2026
        IBAN: DE89 3704 0044 0532 0130 00
        BIC: COBADEFFXXX
        """

    @Test func germanInvoice() {
        let f = Self.fields(Self.german + "\nMit freundlichen Grüßen\nMuster Software GmbH")
        // The letterhead line holds the address too, so it is not printed again as it is: not sure.
        #expect(f["merchant"]?.value == FieldNormaliser.text("Muster Software GmbH · Hauptstraße 5 · 10115 Berlin"))
        #expect(f["merchant"]?.sure == false)
        #expect(f["invoiceNumber"]?.value == "re-2026-0142" && f["invoiceNumber"]?.sure == true)
        #expect(f["invoiceDate"]?.value == "2026-04-03" && f["invoiceDate"]?.sure == true)
        #expect(f["dueDate"]?.value == "2026-04-17" && f["dueDate"]?.sure == true)
        #expect(f["net"]?.value == "3647.11" && f["net"]?.sure == true)
        #expect(f["vat"]?.value == "692.95" && f["vat"]?.sure == true)
        #expect(f["gross"]?.value == "4340.06" && f["gross"]?.sure == true)
        #expect(f["currency"]?.value == "EUR" && f["currency"]?.sure == true)
        #expect(f["iban"]?.value == "DE89370400440532013000" && f["iban"]?.sure == true)
        #expect(f["bic"]?.value == "COBADEFFXXX" && f["bic"]?.sure == true)
    }

    @Test func ibanWithOneMisreadDigitIsRejected() {
        let f = Self.fields(Self.german.replacingOccurrences(of: "0130 00", with: "0138 00"))
        #expect(f["iban"] == nil)
    }

    @Test func ibanWithATransposedPairIsRejected() {
        let f = Self.fields(Self.german.replacingOccurrences(of: "0532 0130", with: "0523 0130"))
        #expect(f["iban"] == nil)
    }

    @Test func amountsThatDoNotAddUpAreUnsure() {
        let f = Self.fields(Self.german.replacingOccurrences(of: "692,95", with: "629,95"))
        #expect(f["net"]?.sure == false && f["vat"]?.sure == false && f["gross"]?.sure == false)
        #expect(f["gross"]?.reason?.contains("net + VAT") == true)
    }

    @Test func twoVATRatesAddUp() {
        let f = Self.fields("""
            Rechnung Nr. 77
            Netto 200,00
            USt 7 % 7,00
            USt 19 % 19,00
            Brutto 226,00
            """)
        #expect(f["vat"]?.value == "26.00" && f["vat"]?.sure == true)
        #expect(f["gross"]?.value == "226.00" && f["gross"]?.sure == true)
        #expect(f["invoiceNumber"]?.value == "77")
    }

    @Test func englishInvoiceWithAmbiguousDates() {
        let text = """
            ACME CONSULTING LTD
            INVOICE
            Invoice No: INV-0042
            Invoice date: 03/04/2026
            Due date: 05/05/2026
            Subtotal £1,200.00
            VAT (20%) £240.00
            Total due £1,440.00
            IBAN GB82 WEST 1234 5698 7654 32
            """
        let f = Self.fields(text + "\nKind regards\nACME CONSULTING LTD", .en)
        #expect(f["merchant"]?.value == "acme consulting ltd" && f["merchant"]?.sure == true)
        #expect(f["invoiceNumber"]?.value == "inv-0042")
        #expect(f["invoiceDate"]?.sure == false)
        #expect(f["dueDate"]?.sure == true)
        #expect(f["net"]?.value == "1200.00" && f["vat"]?.value == "240.00" && f["gross"]?.value == "1440.00")
        #expect(f["gross"]?.sure == true)
        #expect(f["currency"]?.value == "GBP")
        #expect(f["iban"]?.value == "GB82WEST12345698765432")
        let declared = Self.fields(text, .en, order: .dmy)
        #expect(declared["invoiceDate"]?.value == "2026-04-03" && declared["invoiceDate"]?.sure == true)
    }

    /// A flat French invoice's letterhead `Lumière` read `Lumiére` twice (letterhead and signature): the two prints
    /// agree because one reader misread both alike, so they do not make the name sure.
    @Test func aNameWithAnAccentReadersSwapIsNotSureFromTwoPrints() {
        let text = "ATELIER LUMIÉRE SARL\nFACTURE\nInvoice No: F-0042\nTotal due 120.00\nATELIER LUMIÉRE SARL"
        let f = Self.fields(text, .en)
        #expect(f["merchant"]?.value == "atelier lumiére sarl" && f["merchant"]?.sure == false)
        #expect(f["merchant"]?.evidence.contains { $0.name == .nameShape && $0.failed } == true)
        let plain = Self.fields(text.replacingOccurrences(of: "LUMIÉRE", with: "LUMEN"), .en)
        #expect(plain["merchant"]?.sure == true, "\(plain["merchant"]?.reason ?? "")")
    }

    @Test func frenchIBANNeedsItsRIBKey() {
        #expect(Self.fields("IBAN FR14 2004 1010 0505 0001 3M02 606")["iban"]?.value == "FR1420041010050500013M02606")
        let bad = IBANTests.withFreshCheckDigits(country: "FR", bban: "20041010050500013M02607")
        #expect(Self.fields("IBAN \(bad)")["iban"] == nil)
    }

    @Test func vietnameseInvoice() {
        let f = Self.fields("""
            HÓA ĐƠN GIÁ TRỊ GIA TĂNG
            Số hóa đơn: 0001234
            Ngày 14 tháng 06 năm 2026
            Cộng tiền hàng 1.000.000
            Thuế GTGT 10% 100.000
            Tổng cộng thanh toán 1.100.000
            """, .vi)
        #expect(f["invoiceNumber"]?.value == "0001234")
        #expect(f["invoiceDate"]?.value == "2026-06-14")
        #expect(f["net"]?.value == "1000000.00" && f["vat"]?.value == "100000.00" && f["gross"]?.value == "1100000.00")
        #expect(f["gross"]?.sure == true)
        #expect(f["currency"]?.value == "VND" && f["currency"]?.sure == false)
    }
}

@Suite("Invoice extraction with OCR confusions")
struct InvoiceOCRTests {
    @Test func aLetterOReadForAZeroInADigitPositionIsRepairedWhenTheCheckThenHolds() {
        let f = InvoiceExtractorTests.fields("IBAN: DEO9 3704 0044 0532 0130 00".replacingOccurrences(of: "DEO9", with: "DE89").replacingOccurrences(of: "0044", with: "OO44"))
        #expect(f["iban"]?.value == "DE89370400440532013000")
        // Two repairs: the check still holds, but the value is not sure.
        #expect(f["iban"]?.sure == false)
        let one = InvoiceExtractorTests.fields("IBAN: DE89 3704 0044 O532 0130 00")
        #expect(one["iban"]?.value == "DE89370400440532013000" && one["iban"]?.sure == true)
        // A digit misread as another digit is not repaired.
        #expect(InvoiceExtractorTests.fields("IBAN: DE89 3704 0044 0532 0130 08")["iban"] == nil)
    }

    @Test func aBICNeedsTheReadersConfidenceAndTheIBANsCountry() {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        let text = "IBAN: DE89 3704 0044 0532 0130 00 BIC: COBADEFFXXX"
        let parts = text.split(separator: " ").map(String.init)
        func reading(bicConfidence: Double) -> Reading {
            Reading(text: text, lines: [ReadLine(text: text, box: box, confidence: 90)],
                    words: parts.map { ReadWord(text: $0, box: box, confidence: $0 == "COBADEFFXXX" ? bicConfidence : 95) })
        }
        let sure = FieldExtractor.extract(from: reading(bicConfidence: 96), kind: .invoice, language: .de, dateOrder: nil)
        #expect(sure.first { $0.name == "bic" }?.sure == true)
        let doubtful = FieldExtractor.extract(from: reading(bicConfidence: 71), kind: .invoice, language: .de, dateOrder: nil)
        #expect(doubtful.first { $0.name == "bic" }?.sure == false)
        // The IBAN is vouched for by its check digits, not by the BIC's confidence.
        #expect(doubtful.first { $0.name == "iban" }?.sure == true)
        let foreign = InvoiceExtractorTests.fields("IBAN: DE89 3704 0044 0532 0130 00\nBIC: BNPAFRPPXXX")
        #expect(foreign["bic"]?.value == "BNPAFRPPXXX" && foreign["bic"]?.sure == false)
    }
}

import Imaging

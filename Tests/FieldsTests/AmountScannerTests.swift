import Testing
@testable import Fields

@Suite("Amounts in locale formats")
struct AmountScannerTests {
    static func canonical(_ line: String, _ language: Language? = nil) -> [String] {
        AmountScanner.amounts(in: line, language: language).filter(\.isMoney).map(\.canonical)
    }

    @Test(arguments: [
        ("TOTAL RM 14.10", "14.10"), ("TOTAL RM14.10", "14.10"), ("Total $1,234.56", "1234.56"),
        ("Gesamtbetrag 1.234,56 EUR", "1234.56"), ("Summe 4 340,00 €", "4340.00"), ("Bruttobetrag 4\u{202F}340,00 €", "4340.00"),
        ("Tổng cộng 150.000đ", "150000.00"), ("Total CHF 1'234.50", "1234.50"), ("Betrag 12,5", "12.50"),
        ("1 234 567,89", "1234567.89"),
    ])
    func formats(_ line: String, _ expected: String) {
        #expect(Self.canonical(line) == [expected])
    }

    @Test func quantityNextToAmountNeverMerges() {
        // Two digits after the space: a quantity and a price, never 212,50.
        #expect(Self.canonical("Kaffee 2 12,50", .de) == ["12.50"])
        let all = AmountScanner.amounts(in: "Kaffee 2 12,50", language: .de)
        #expect(all.map(\.canonical) == ["2.00", "12.50"])
        #expect(!all[0].isMoney)
        // Three digits after the space, but the line's own total confirms quantity × price.
        #expect(Self.canonical("Tisch 2 120,50 241,00", .de) == ["120.50", "241.00"])
        // "1 X 5.20 5.20" stays as printed.
        #expect(Self.canonical("9557368063013 1 X 5.20 5.20 S") == ["5.20", "5.20"])
    }

    @Test func datesTimesAndPhoneNumbersAreNotAmounts() {
        #expect(AmountScanner.amounts(in: "FRIDAY, 29-12-2017 TIME : 20:17").isEmpty)
        #expect(AmountScanner.amounts(in: "TEL/FAX : 03-51213881").isEmpty)
        #expect(AmountScanner.amounts(in: "67,JLN MEWAH 25/63").map(\.canonical) == ["67.00"])
    }

    @Test func percentSignAndCurrency() {
        let m = AmountScanner.amounts(in: "MwSt 19 % 190,00 €", language: .de)
        #expect(m.count == 2)
        #expect(m[0].isPercent && !m[0].isMoney)
        #expect(m[1].currency == "EUR" && m[1].canonical == "190.00" && m[1].printed == "190,00 €")
        let negative = AmountScanner.amounts(in: "CASH -50.00")
        #expect(negative.first?.negative == true && negative.first?.canonical == "50.00")
        #expect(AmountScanner.amounts(in: "Rabatt 5.00-").first?.negative == true)
    }

    @Test func separatorRoleIsAGuessOnlyWhereTheLanguageDisagrees() {
        #expect(AmountScanner.amounts(in: "1.234", language: .en).first?.ambiguous == true)
        #expect(AmountScanner.amounts(in: "1.234", language: .de).first?.ambiguous == false)
        #expect(AmountScanner.amounts(in: "1,234", language: .en).first?.ambiguous == false)
        #expect(AmountScanner.amounts(in: "150.000", language: .vi).first?.canonical == "150000.00")
        #expect(AmountScanner.amounts(in: "0.125").first?.canonical == "0.125")
    }

    @Test func digitsGluedToAWordAreNotAmounts() {
        #expect(Self.canonical("Tổng tiền han9 VND 2.186.000", .vi) == ["2186000.00"])
        #expect(AmountScanner.amounts(in: "AA Batteries 4pk 7.49").map(\.canonical) == ["7.49"])
        #expect(Self.canonical("TOTAL RM14.10") == ["14.10"])
    }

    @Test func shapesNoAmountHasAreRefused() {
        #expect(AmountScanner.amounts(in: "1.234.56").isEmpty)
        #expect(AmountScanner.amounts(in: "3.14159").isEmpty)
    }
}

import Documents

@Suite("Amounts as OCR splits them")
struct SplitAmountTests {
    @Test func spaceAfterTheDecimalMark() {
        #expect(AmountScannerTests.canonical("Total RM 49. 40") == ["49.40"])
        #expect(AmountScannerTests.canonical("Summe 12, 50 €", .de) == ["12.50"])
        // Three digits after the space are not cents.
        #expect(AmountScannerTests.canonical("Menge 2. 500") == [])
    }
}

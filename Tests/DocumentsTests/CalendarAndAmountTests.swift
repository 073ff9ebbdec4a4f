import Testing
@testable import Documents

@Suite("Calendar dates and amounts")
struct CalendarAndAmountTests {
    @Test func dayNumbersRoundTripAcrossLeapYears() {
        #expect(CalendarDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(CalendarDate(year: 2024, month: 2, day: 28).adding(days: 1) == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(CalendarDate(year: 2023, month: 2, day: 28).adding(days: 1) == CalendarDate(year: 2023, month: 3, day: 1))
        #expect(CalendarDate(year: 2025, month: 12, day: 31).adding(days: 30) == CalendarDate(year: 2026, month: 1, day: 30))
        for n in stride(from: 17_000, to: 21_000, by: 7) { #expect(CalendarDate(dayNumber: n).dayNumber == n) }
        #expect(CalendarDate(year: 2026, month: 3, day: 4).numeric(.mdy, separator: "/") == "03/04/2026")
        #expect(CalendarDate(year: 2026, month: 3, day: 4).numeric(.dmy, separator: ".") == "04.03.2026")
        #expect(CalendarDate(year: 2026, month: 3, day: 4).iso == "2026-03-04")
        #expect(CalendarDate(year: 2026, month: 3, day: 4).germanLong == "4. März 2026")
        #expect(ClockTime(hour: 14, minute: 5).twelveHour == "2:05 PM" && ClockTime(hour: 0, minute: 7).twelveHour == "12:07 AM")
    }

    @Test func amountsPrintInEachLocalesStyle() {
        #expect(AmountStyle.english.format(123_456, in: .usd) == "1,234.56")
        #expect(AmountStyle.german.format(123_456, in: .eur) == "1.234,56")
        #expect(AmountStyle.germanSpaced.format(434_000, in: .eur) == "4 340,00")
        #expect(AmountStyle.germanPlain.format(5, in: .eur) == "0,05")
        #expect(AmountStyle.vietnamese.format(1_250_000, in: .vnd) == "1.250.000")
        #expect(AmountStyle.english.format(9213, digits: 4) == "0.9213")
        #expect(Currency.eur.normalised(123_405) == "1234.05" && Currency.vnd.normalised(125_000) == "125000")
        #expect(Arithmetic.includedVAT(gross: 11_900, percent: 19) == 1_900)
        #expect(Arithmetic.roundedDivision(5, 2) == 3 && Arithmetic.roundedDivision(4, 3) == 1)
    }

    @Test func bankAccountsFollowTheRegistry() {
        // The ISO 13616 example IBAN's check digits.
        #expect(BankAccount.checkDigits(country: "DE", bban: "370400440532013000") == "89")
        #expect(BankAccount.checkDigits(country: "GB", bban: "NWBK60161331926819") == "29")
        var random = SeededGenerator(seed: 3)
        for country in BankAccount.Country.allCases {
            let account = BankAccount.random(in: country, using: &random)
            #expect(account.iban.count == country.ibanLength)
            #expect(BankAccount.mod97(String(account.iban.dropFirst(4) + account.iban.prefix(4))) == 1)
        }
    }
}

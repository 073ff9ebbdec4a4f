import Testing
import Documents
@testable import Fields

@Suite("Field normalisation shared by truth and extraction")
struct FieldNormaliserTests {
    @Test func amounts() {
        #expect(FieldNormaliser.amount("RM 14.10") == "14.10")
        #expect(FieldNormaliser.amount("RM1.00") == "1.00")
        #expect(FieldNormaliser.amount("14.1") == "14.10")
        #expect(FieldNormaliser.amount("4 340,00 €") == "4340.00")
        #expect(FieldNormaliser.amount("$1,234.56") == "1234.56")
        #expect(FieldNormaliser.amount("150.000 VND") == "150000.00")
        #expect(FieldNormaliser.amount("no amount") == nil)
        // Idempotent, so truth that is already normalised stays as it is.
        #expect(FieldNormaliser.amount("4340.00") == "4340.00")
    }

    @Test(arguments: [
        ("29-12-2017", DateOrder.dmy, "2017-12-29"), ("03/03/2018", .dmy, "2018-03-03"), ("01/03/18", .dmy, "2018-03-01"),
        ("01/03/18", .mdy, "2018-01-03"), ("2018-01-05", .dmy, "2018-01-05"), ("20 JUN 2018", .dmy, "2018-06-20"),
        ("14/JUN/2017", .mdy, "2017-06-14"), ("18-10-17", .dmy, "2017-10-18"), ("18-10-17", .ymd, "2018-10-17"),
        ("14.06.2017", .dmy, "2017-06-14"), ("June 14, 2017", .dmy, "2017-06-14"), ("14. März 2026", .dmy, "2026-03-14"),
        ("ngày 14 tháng 6 năm 2017", .dmy, "2017-06-14"), ("Ngày 05 tháng 11 năm 2025", .mdy, "2025-11-05"),
        ("13/04/2026", .mdy, "2026-04-13"),
    ])
    func dates(_ printed: String, _ order: DateOrder, _ iso: String) {
        #expect(FieldNormaliser.date(printed, order: order) == iso)
    }

    @Test func invalidDatesAreNotDates() {
        #expect(FieldNormaliser.date("31/02/2020", order: .dmy) == nil)
        #expect(FieldNormaliser.date("TEL 03-51213881", order: .dmy) == nil)
    }

    @Test func times() {
        #expect(FieldNormaliser.time("TIME : 20:17") == "20:17")
        #expect(FieldNormaliser.time("10:58:51 PM") == "22:58")
        #expect(FieldNormaliser.time("03:26:21PM") == "15:26")
        #expect(FieldNormaliser.time("12:05 AM") == "00:05")
        #expect(FieldNormaliser.time("14.30 Uhr") == "14:30")
        #expect(FieldNormaliser.time("Summe 14.30") == nil)
    }

    @Test func textIBANAndCurrency() {
        #expect(FieldNormaliser.text("  SAM SAM   TRADING CO ") == "sam sam trading co")
        #expect(FieldNormaliser.text("NO. 1, TAMAN SRI DENGKIL") == FieldNormaliser.text("no.1,taman sri dengkil"))
        #expect(FieldNormaliser.text("Straße") == "strasse")
        #expect(FieldNormaliser.iban("de89 3704 0044 0532 0130 00") == "DE89370400440532013000")
        #expect(FieldNormaliser.currency("RM") == "MYR")
        #expect(FieldNormaliser.currency("€") == "EUR")
        #expect(FieldNormaliser.currency("đ") == "VND")
        #expect(FieldNormaliser.currency("EUR") == "EUR")
    }

    @Test func dispatchByFieldName() {
        #expect(FieldNormaliser.value("RM 34.80", field: "total") == "34.80")
        #expect(FieldNormaliser.value("19-04-18", field: "date", dateOrder: .dmy) == "2018-04-19")
        #expect(FieldNormaliser.value("DE89 3704", field: "iban") == "DE893704")
        #expect(FieldNormaliser.value("Mr. D.I.Y.  (M) SDN BHD", field: "merchant") == "mr.d.i.y.(m)sdn bhd")
    }
}

/// Invented firms, people and services for invoices. No real firm, person or account is meant.
struct InvoiceCatalogue: Sendable {
    struct Service: Sendable {
        let description: String
        /// The unit printed after the quantity; nil prints the quantity alone.
        let unit: String?
        let low: Int
        let high: Int
        let maxQuantity: Int
        init(_ description: String, _ unit: String?, _ low: Int, _ high: Int, max maxQuantity: Int = 10) {
            self.description = description; self.unit = unit; self.low = low; self.high = high; self.maxQuantity = maxQuantity
        }
    }

    struct Sender: Sendable {
        let name: String
        let country: BankAccount.Country
        let street: String
        let city: String
        let vatPercent: Int
    }

    static let germanSenders = [
        Sender(name: "Musterfirma GmbH", country: .de, street: "Industriestraße 12", city: "70565 Stuttgart", vatPercent: 19),
        Sender(name: "Nordlicht Software GmbH", country: .de, street: "Hafenweg 3", city: "20457 Hamburg", vatPercent: 19),
        Sender(name: "Schreinerei Holzwerk GmbH", country: .de, street: "Sägewerkstraße 8", city: "79098 Freiburg", vatPercent: 19),
        Sender(name: "Elektro Funke KG", country: .de, street: "Am Umspannwerk 21", city: "04109 Leipzig", vatPercent: 19),
        Sender(name: "Grünwerk Gartenbau GmbH", country: .de, street: "Lindenstraße 40", city: "50667 Köln", vatPercent: 19),
        Sender(name: "Datenfluss IT-Service GmbH", country: .de, street: "Bahnhofsplatz 5", city: "90402 Nürnberg", vatPercent: 19),
    ]

    static let englishSenders = [
        Sender(name: "Northbridge Consulting Ltd", country: .gb, street: "14 Chapel Street", city: "Northfield NF3 4QT", vatPercent: 20),
        Sender(name: "Kestrel Design Ltd", country: .gb, street: "2 Mill Lane", city: "Eastbury EB1 7LX", vatPercent: 20),
        Sender(name: "Tulip Data Services B.V.", country: .nl, street: "Keizersgracht 112", city: "1015 CJ Amsterdam", vatPercent: 21),
        Sender(name: "Lumière Conseil SARL", country: .fr, street: "12 rue des Lilas", city: "69002 Lyon", vatPercent: 20),
        Sender(name: "Alpenblick Consulting GmbH", country: .at, street: "Mariahilfer Straße 45", city: "1060 Wien", vatPercent: 20),
        Sender(name: "Harbourside Media Ltd", country: .gb, street: "7 Quay Road", city: "Westport WP2 9RS", vatPercent: 20),
    ]

    static let germanRecipients = ["Beispiel AG", "Muster Handels GmbH", "Sonnenberg Logistik GmbH", "Hotel Tannenhof KG",
                                   "Praxis Dr. Lindner", "Stadtwerke Neustadt GmbH"]
    static let germanContacts = ["Frau Erika Musterfrau", "Herrn Max Beispiel", "Frau Anna Schmidt", "Herrn Jonas Weber",
                                 "Frau Lea Hoffmann", "Herrn Paul Becker"]
    static let germanStreets = ["Bahnhofstraße", "Hauptstraße", "Goethestraße", "Ringstraße", "Am Stadtpark", "Kastanienweg"]
    static let germanCities = ["80331 München", "10115 Berlin", "60311 Frankfurt am Main", "01067 Dresden", "28195 Bremen",
                               "55116 Mainz"]

    static let englishRecipients = ["Example Trading Ltd", "Northgate Logistics Ltd", "Brightside Studios Ltd",
                                    "Harbour Lane Hotel", "Oakwood Dental Practice", "Riverside Community Trust"]
    static let englishContacts = ["Ms Jane Example", "Mr John Sample", "Ms Priya Shah", "Mr Tom Fletcher", "Ms Claire Dunn",
                                  "Mr Ravi Patel"]
    static let englishStreets = ["High Street", "Station Road", "Church Lane", "Victoria Road", "Park Crescent", "Kings Way"]
    static let englishCities = ["Southam SM4 2HQ", "Lowbridge LB7 3DF", "Ashford Vale AV1 6PN", "Hillcrest HC9 2WE",
                                "Marston MR3 8TB", "Kingsford KF5 1AZ"]

    static let germanServices = [
        Service("Beratung Netzwerkinfrastruktur", "Std.", 7_500, 12_000, max: 24),
        Service("Installation Serverschrank", "pauschal", 35_000, 90_000, max: 1),
        Service("Wartungsvertrag Quartal", nil, 19_900, 49_900, max: 4),
        Service("Lizenz Bürosoftware", "Stk.", 4_900, 29_900),
        Service("Monitor 27 Zoll", "Stk.", 18_900, 34_900),
        Service("Druckerpatronen schwarz", "Stk.", 1_990, 4_990, max: 20),
        Service("Schulung Datenschutz", "Std.", 9_000, 14_000, max: 16),
        Service("Reisekosten", "pauschal", 4_000, 18_000, max: 1),
        Service("Webdesign Startseite", "pauschal", 60_000, 180_000, max: 1),
        Service("Produktfotografie", "Std.", 8_000, 13_000, max: 12),
        Service("Übersetzung Fachtext", "Seiten", 2_500, 4_500, max: 40),
        Service("Reinigung Büroräume", "Std.", 2_800, 4_200, max: 30),
        Service("Transport und Montage", "pauschal", 9_000, 25_000, max: 1),
        Service("Reparatur Laptop", "Std.", 6_500, 9_500, max: 6),
        Service("Hosting Jahrespaket", "Stk.", 11_900, 39_900, max: 3),
        Service("Eichenholz Tischplatte", "Stk.", 24_000, 68_000, max: 4),
    ]

    static let englishServices = [
        Service("Network consulting", "hrs", 7_500, 12_000, max: 24),
        Service("Server rack installation", "flat", 35_000, 90_000, max: 1),
        Service("Quarterly maintenance plan", nil, 19_900, 49_900, max: 4),
        Service("Office software licence", "pcs", 4_900, 29_900),
        Service("27-inch monitor", "pcs", 18_900, 34_900),
        Service("Black ink cartridges", "pcs", 1_990, 4_990, max: 20),
        Service("Data protection training", "hrs", 9_000, 14_000, max: 16),
        Service("Travel expenses", "flat", 4_000, 18_000, max: 1),
        Service("Website home page design", "flat", 60_000, 180_000, max: 1),
        Service("Product photography", "hrs", 8_000, 13_000, max: 12),
        Service("Technical translation", "pages", 2_500, 4_500, max: 40),
        Service("Office cleaning", "hrs", 2_800, 4_200, max: 30),
        Service("Delivery and assembly", "flat", 9_000, 25_000, max: 1),
        Service("Laptop repair", "hrs", 6_500, 9_500, max: 6),
        Service("Annual hosting package", "pcs", 11_900, 39_900, max: 3),
        Service("Oak table top", "pcs", 24_000, 68_000, max: 4),
    ]
}

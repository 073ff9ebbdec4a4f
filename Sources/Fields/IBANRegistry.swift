/// The ISO 13616 registry's BBAN structures, for the SEPA countries and a few neighbours.
/// Each entry is a list of (count, kind) runs: `n` digits, `a` upper-case letters, `c` letters or digits.
/// The IBAN's length is 4 plus the runs' total.
enum IBANRegistry {
    struct Run: Sendable { var count: Int; var kind: Character }

    static let structures: [String: String] = [
        "AD": "4n4n12c", "AT": "5n11n", "BE": "3n7n2n", "BG": "4a4n2n8c", "CH": "5n12c", "CY": "3n5n16c",
        "CZ": "4n6n10n", "DE": "8n10n", "DK": "4n9n1n", "EE": "2n2n11n1n", "ES": "4n4n1n1n10n", "FI": "3n11n",
        "FR": "5n5n11c2n", "GB": "4a6n8n", "GI": "4a15c", "GR": "3n4n16c", "HR": "7n10n", "HU": "3n4n1n15n1n",
        "IE": "4a6n8n", "IS": "4n2n6n10n", "IT": "1a5n5n12c", "LI": "5n12c", "LT": "5n11n", "LU": "3n13c",
        "LV": "4a13c", "MC": "5n5n11c2n", "MT": "4a5n18c", "NL": "4a10n", "NO": "4n6n1n", "PL": "8n16n",
        "PT": "4n4n11n2n", "RO": "4a16c", "SE": "3n16n1n", "SI": "5n8n2n", "SK": "4n6n10n", "SM": "1a5n5n12c",
        "VA": "3n15n", "AL": "8n16c", "BA": "3n3n8n2n", "ME": "3n13n2n", "MK": "3n10c2n", "RS": "3n13n2n",
        "TR": "5n1n16c", "UA": "6n19c", "AE": "3n16n", "SA": "2n18c", "IL": "3n3n13n",
    ]

    static func runs(_ country: String) -> [Run]? {
        guard let spec = structures[country] else { return nil }
        var runs: [Run] = []
        var number = 0
        for ch in spec {
            if let d = ch.wholeNumberValue { number = number * 10 + d } else { runs.append(Run(count: number, kind: ch)); number = 0 }
        }
        return runs
    }

    /// The IBAN length for a country, or nil when the country is not in the table.
    static func length(_ country: String) -> Int? {
        runs(country).map { 4 + $0.reduce(0) { $0 + $1.count } }
    }

    /// True when the BBAN (the part after the check digits) has the registry's shape.
    static func matchesStructure(country: String, bban: [Character]) -> Bool {
        guard let runs = runs(country) else { return false }
        var i = 0
        for run in runs {
            guard i + run.count <= bban.count else { return false }
            for ch in bban[i..<(i + run.count)] {
                switch run.kind {
                case "n": guard ch.isASCII && ch.isNumber else { return false }
                case "a": guard ch.isASCII && ch.isUppercase else { return false }
                default: guard ch.isASCII && (ch.isNumber || ch.isUppercase) else { return false }
                }
            }
            i += run.count
        }
        return i == bban.count
    }
}

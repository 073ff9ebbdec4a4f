/// What `scanlab --version` prints.
enum VersionReport {
    static let scanlabVersion = "0.1.0"

    static func text() -> String {
        "scanlab \(scanlabVersion)"
    }
}

import Foundation

/// A German receipt's TSE QR payload in the layout of the DSFinV-K recommendation for KassenSichV receipts:
/// fields separated by `;`, the process data as `Beleg^<gross by VAT rate>^<amount>:<means of payment>`.
/// Every value is invented from the seed: the serial, counters, times, signature and key sign nothing.
struct KassenSichVPayload: Sendable, Equatable {
    /// A P-384 signature in plain form is 96 bytes; an uncompressed P-384 public key is 97.
    static let signatureBytes = 96
    static let publicKeyBytes = 97

    var register: String
    /// The total in cents, printed with a point and two decimals.
    var totalCents: Int
    var transaction: Int
    var signatureCounter: Int
    var start: String
    var end: String
    var signature: String
    var publicKey: String

    /// Invents the payload for a receipt printed on `date` at `time` with this total.
    static func invent(totalCents: Int, date: CalendarDate, time: ClockTime, using random: inout SeededGenerator)
        -> KassenSichVPayload {
        func bytes(_ count: Int) -> String {
            Data((0..<count).map { _ in UInt8(random.int(in: 0...255)) }).base64EncodedString()
        }
        let register = "K\(random.int(in: 100_000...999_999))"
        let transaction = random.int(in: 1_000...99_999)
        let counter = transaction * 2 + random.int(in: 0...40)
        let seconds = time.hour * 3600 + time.minute * 60
        let startSeconds = max(0, seconds - random.int(in: 20...300))
        func stamp(_ s: Int) -> String {
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            return "\(date.iso)T\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60)).000Z"
        }
        return KassenSichVPayload(register: register, totalCents: totalCents, transaction: transaction,
                                  signatureCounter: counter, start: stamp(startSeconds), end: stamp(seconds),
                                  signature: bytes(signatureBytes), publicKey: bytes(publicKeyBytes))
    }

    var text: String {
        let cents = totalCents % 100
        let total = "\(totalCents / 100).\(cents < 10 ? "0" : "")\(cents)"
        return ["V0", register, "Kassenbeleg-V1", "Beleg^\(total)_0.00_0.00_0.00_0.00^\(total):Bar", String(transaction),
                String(signatureCounter), start, end, "ecdsa-plain-SHA384", "unixTime", signature, publicKey]
            .joined(separator: ";")
    }
}

/// Maps grapheme clusters (Swift `Character`s) to integer ids once, so alignment compares integers.
///
/// A cluster of one Unicode scalar is its scalar value; a longer cluster (a letter with combining marks that has
/// no precomposed form, a ZWJ emoji sequence, a flag, `\r\n`) gets an id above the scalar range from a table
/// keyed by `Character`, so two clusters share an id exactly when Swift calls them equal (canonical equivalence).
/// The texts given are NFC already (every `TextProfile` ends in NFC), so a one-scalar cluster never equals a
/// longer one.
struct GraphemeTable {
    /// The first id given to a cluster of several scalars: one past the last Unicode scalar value.
    static let firstClusterID: UInt32 = 0x11_0000

    private var clusterIDs: [Character: UInt32] = [:]
    private var clusters: [Character] = []

    /// The ids of `text`'s grapheme clusters, in order.
    mutating func encode<S: StringProtocol>(_ text: S) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(text.utf8.count)
        for ch in text { out.append(id(of: ch)) }
        return out
    }

    /// The id of one cluster, assigning a new one to a cluster of several scalars not seen before.
    mutating func id(of ch: Character) -> UInt32 {
        let scalars = ch.unicodeScalars
        var iterator = scalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil { return first.value }
        if let known = clusterIDs[ch] { return known }
        let id = Self.firstClusterID + UInt32(clusters.count)
        clusterIDs[ch] = id
        clusters.append(ch)
        return id
    }

    /// The cluster an id stands for; U+FFFD for an id this table never gave.
    func character(_ id: UInt32) -> Character {
        if id < Self.firstClusterID { return Unicode.Scalar(id).map { Character($0) } ?? "\u{FFFD}" }
        let index = Int(id - Self.firstClusterID)
        return index < clusters.count ? clusters[index] : "\u{FFFD}"
    }
}

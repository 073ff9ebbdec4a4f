import Imaging

/// The one mapping from ids (pages, readers, styles, sweep families) to file names inside an output folder.
///
/// An id made only of lower-case letters, digits, `_`, `-` and `.`, not starting with `.` and at most
/// `longestPlain` characters, is its own file name, so ordinary names stay readable. Any other id becomes a
/// readable slug, `~`, and 12 hex digits of its SHA-256. The result never is empty, `.` or `..`, never holds `/`
/// or NUL, and two different ids never share a name: plain names hold no `~`, and hashed names differ in their hash
/// (48 bits). Lower case only, so names stay apart on case-insensitive file systems too.
public enum SafeName {
    /// Plain names longer than this are hashed: file systems limit a name to 255 bytes.
    public static let longestPlain = 100
    /// The slug part of a hashed name, in characters.
    static let slugLength = 60
    /// Hex digits of the hash: 48 bits, so no two ids in any corpus share one by chance.
    static let hashDigits = 12

    static func isPlain(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x61...0x7A).contains(ascii) || (0x30...0x39).contains(ascii) || ascii == 0x5F || ascii == 0x2D || ascii == 0x2E
    }

    /// The file name for an id.
    public static func fileName(for id: String) -> String {
        if !id.isEmpty, id.count <= longestPlain, !id.hasPrefix("."), id.allSatisfy(isPlain) { return id }
        var slug = ""
        for character in id.lowercased() {
            let next: Character = isPlain(character) ? character : "_"
            if next == "_", slug.last == "_" { continue }
            slug.append(next)
            if slug.count >= slugLength { break }
        }
        while slug.hasPrefix(".") { slug.removeFirst() }
        let hash = SHA256.hex(of: Array(id.utf8)).prefix(hashDigits)
        return (slug.isEmpty ? "id" : slug) + "~" + hash
    }
}

import Documents
import Imaging

/// A library that finds and decodes codes in 8-bit gray pixels. One instance per worker thread.
protocol CodeEngine: AnyObject {
    /// The symbologies it can decode; a truth code of any other symbology is `unsupported` for it.
    var supported: Set<Symbology> { get }
    func decode(_ gray: Image, name: String) throws -> [ReadCode]
}

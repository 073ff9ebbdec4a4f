import Readers

/// Makes reader instances by id, one set per worker: an engine is never shared across threads.
public struct ReaderProvider: Sendable {
    /// The ids this provider knows, in the order `all` expands to.
    public var known: [String]
    private let maker: @Sendable (String) throws -> any Reader

    public init(known: [String], make: @escaping @Sendable (String) throws -> any Reader) {
        self.known = known
        self.maker = make
    }

    /// A new instance of the reader `id`.
    /// - Throws: `EvaluationError.unknownReader`, or the reader's own error when it cannot start here.
    public func make(_ id: String) throws -> any Reader {
        guard known.contains(id) else { throw EvaluationError.unknownReader(id, known: known) }
        return try maker(id)
    }

    /// Expands `all` and checks every id.
    public func resolve(_ ids: [String]) throws -> [String] {
        if ids == ["all"] { return known }
        for id in ids where !known.contains(id) { throw EvaluationError.unknownReader(id, known: known) }
        return ids
    }

    /// The declared readers (readers.json, or SCANLAB_READERS).
    /// - Throws: `ReaderError.badDeclarations` when the declarations cannot be loaded.
    public static func catalog() throws -> ReaderProvider {
        let catalog = try ReaderCatalog.load()
        return ReaderProvider(known: catalog.ids) { id in try catalog.makeReader(id) }
    }
}

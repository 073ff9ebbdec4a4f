/// Maps each distinct symbol (a `Character` or a word) to a small integer, so alignment compares integers.
struct SymbolTable<Symbol: Hashable> {
    private var ids: [Symbol: UInt32] = [:]

    mutating func encode<S: Sequence>(_ symbols: S) -> [UInt32] where S.Element == Symbol {
        var out: [UInt32] = []
        out.reserveCapacity(symbols.underestimatedCount)
        for symbol in symbols {
            if let id = ids[symbol] {
                out.append(id)
            } else {
                let id = UInt32(ids.count)
                ids[symbol] = id
                out.append(id)
            }
        }
        return out
    }
}

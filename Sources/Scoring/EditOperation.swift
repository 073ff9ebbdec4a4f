/// One step of an alignment of a truth sequence onto an output sequence.
public enum EditOperation: UInt8, Sendable, Codable {
    /// The truth symbol was read as itself.
    case hit
    /// The truth symbol was read as another symbol.
    case substitution
    /// The truth symbol is missing from the output.
    case deletion
    /// The output has a symbol the truth lacks.
    case insertion

    /// How many truth symbols the step consumes (hit, substitution, deletion: one).
    var truthAdvance: Int { self == .insertion ? 0 : 1 }
    /// How many output symbols the step consumes (hit, substitution, insertion: one).
    var outputAdvance: Int { self == .deletion ? 0 : 1 }

    /// The counts of a sequence of operations over a truth of `truthLength` symbols.
    static func counts(_ ops: [EditOperation], truthLength: Int) -> EditCounts {
        var c = EditCounts(truthLength: truthLength)
        for op in ops {
            switch op {
            case .hit: c.hits += 1
            case .substitution: c.substitutions += 1
            case .deletion: c.deletions += 1
            case .insertion: c.insertions += 1
            }
        }
        return c
    }
}

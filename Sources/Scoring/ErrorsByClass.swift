/// Errors per character class, so that a report can say whether a reader's errors fall on digits (which decide a
/// receipt's total), letters, punctuation or whitespace.
///
/// A substitution or deletion counts against the class of the truth character; an insertion against the class of
/// the inserted character (it has no truth character). `truth` counts the truth's characters of the class, so
/// `errors / truth` is the class's own error rate and `errors / counts.errors` its share of all errors.
public struct ErrorsByClass: Sendable, Codable, Equatable {
    /// The errors on one class and the truth's characters of it.
    public struct ClassErrors: Sendable, Codable, Equatable {
        public var errors: Int
        public var truth: Int
        public init(errors: Int = 0, truth: Int = 0) { self.errors = errors; self.truth = truth }
    }

    /// The classes. A character is whitespace (any Unicode space or line break), else a digit (a decimal digit of
    /// any script), else a letter, else punctuation (punctuation and math, currency and modifier symbols), else
    /// other (emoji and other pictographs, lone marks, controls).
    public enum CharacterClass: String, Sendable, CaseIterable {
        case digit, letter, punctuation, whitespace, other

        public init(_ ch: Character) {
            if ch.isWhitespace { self = .whitespace; return }
            guard let scalar = ch.unicodeScalars.first else { self = .other; return }
            if scalar.properties.numericType == .decimal { self = .digit; return }
            if ch.isLetter { self = .letter; return }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol:
                self = .punctuation
            default:
                self = .other
            }
        }
    }

    public var digit = ClassErrors()
    public var letter = ClassErrors()
    public var punctuation = ClassErrors()
    public var whitespace = ClassErrors()
    public var other = ClassErrors()

    public init() {}

    public subscript(_ c: CharacterClass) -> ClassErrors {
        get {
            switch c {
            case .digit: return digit
            case .letter: return letter
            case .punctuation: return punctuation
            case .whitespace: return whitespace
            case .other: return other
            }
        }
        set {
            switch c {
            case .digit: digit = newValue
            case .letter: letter = newValue
            case .punctuation: punctuation = newValue
            case .whitespace: whitespace = newValue
            case .other: other = newValue
            }
        }
    }

    /// The sum of two cells' figures, for pooling.
    public static func + (a: ErrorsByClass, b: ErrorsByClass) -> ErrorsByClass {
        var out = ErrorsByClass()
        for c in CharacterClass.allCases {
            out[c] = ClassErrors(errors: a[c].errors + b[c].errors, truth: a[c].truth + b[c].truth)
        }
        return out
    }

    /// The figures of one alignment of grapheme ids.
    static func from(_ ops: [EditOperation], truth: [UInt32], output: [UInt32], table: GraphemeTable) -> ErrorsByClass {
        var classOf: [UInt32: CharacterClass] = [:]
        func kind(_ id: UInt32) -> CharacterClass {
            if let known = classOf[id] { return known }
            let c = CharacterClass(table.character(id))
            classOf[id] = c
            return c
        }
        var out = ErrorsByClass()
        for id in truth { out[kind(id)].truth += 1 }
        var i = 0, j = 0
        for op in ops {
            switch op {
            case .hit: break
            case .substitution, .deletion: out[kind(truth[i])].errors += 1
            case .insertion: out[kind(output[j])].errors += 1
            }
            i += op.truthAdvance; j += op.outputAdvance
        }
        return out
    }
}

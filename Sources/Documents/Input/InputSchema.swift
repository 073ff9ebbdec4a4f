/// The shape and the range of every value an input file may hold: which keys an object has (all others are
/// rejected), which are required, and for each value its type and documented range. `InputValidator` checks a
/// parsed file against it and lists every problem at once.
public indirect enum InputSchema: Sendable {
    /// Anything, unchecked: free-form values the program never interprets.
    case any
    case bool
    /// A string of at most `maxLength` characters.
    case string(maxLength: Int)
    /// One of a fixed set of names (an enum's raw values).
    case oneOf([String])
    /// A string that `accepts` parses; `expected` says what it should look like.
    case text(expected: String, accepts: @Sendable (String) -> Bool)
    /// A finite number in a closed range.
    case number(ClosedRange<Double>)
    /// A whole number in a closed range.
    case integer(ClosedRange<Int64>)
    /// A whole number from 0 to 2^64 − 1 (seeds).
    case unsigned
    /// An array of at most `maxCount` items (and at least `minCount`), each of the same shape.
    case array(InputSchema, minCount: Int = 0, maxCount: Int)
    /// An object with only these keys; `required` ones must be present.
    case object([String: InputSchema], required: Set<String> = [])
    /// An object with free keys (at most `maxCount`), every value of one shape.
    case map(InputSchema, maxCount: Int)
    /// A value that may also be null.
    case nullable(InputSchema)

    /// The common string limit for names, ids and short texts: long enough for any real one.
    public static let name = InputSchema.string(maxLength: 1_000)

    /// `[x, y]`, finite, within ±`limit` (pixels).
    public static func point(limit: Double) -> InputSchema {
        .array(.number(-limit...limit), minCount: 2, maxCount: 2)
    }

    /// Four points, top-left first and clockwise.
    public static func quad(limit: Double) -> InputSchema {
        .array(point(limit: limit), minCount: 4, maxCount: 4)
    }

    /// The names of an enum's cases.
    public static func cases<T: CaseIterable & RawRepresentable>(of type: T.Type) -> InputSchema where T.RawValue == String {
        .oneOf(T.allCases.map(\.rawValue))
    }
}

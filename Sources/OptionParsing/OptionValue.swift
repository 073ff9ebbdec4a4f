/// An option's value after it was parsed and checked against its declaration: typed once, at parse time.
public enum OptionValue: Sendable, Equatable {
    case text(String)
    case integer(Int)
    case unsigned(UInt64)
    case number(Double)
    case list([String])
    case pair(Double, Double)
}

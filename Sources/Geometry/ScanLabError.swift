/// The shared shape of every module's errors: one line that says what went wrong and what to do.
public protocol ScanLabError: Error, CustomStringConvertible {
    /// One line, naming the file or thing at fault and the cause.
    var message: String { get }
}

extension ScanLabError {
    public var description: String { message }
}

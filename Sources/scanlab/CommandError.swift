import Imaging

/// Harness errors the CLI itself raises (exit 2).
enum CommandError: ScanLabError, Equatable {
    /// The stage this command needs has not landed in this build yet.
    case notAvailable(command: String, needs: String)
    case failed(String)

    var message: String {
        switch self {
        case .notAvailable(let command, let needs):
            return "\(command) is not available in this build: it needs \(needs)"
        case .failed(let message):
            return message
        }
    }
}

import Foundation

/// Tesseract's OpenMP reads `OMP_THREAD_LIMIT` when the library loads, before any Swift runs, and without it
/// a page takes 3 to 11 times longer on this machine (FINDINGS.md). So when the variable is missing the tool
/// sets it and replaces itself with a fresh copy of its own executable, which then loads with it in place.
enum ThreadLimit {
    static let variable = "OMP_THREAD_LIMIT"

    static func ensureOrReexec(arguments: [String] = CommandLine.arguments) {
        guard getenv(variable) == nil else { return }
        setenv(variable, "1", 1)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        cArguments.append(nil)
        execv("/proc/self/exe", &cArguments)
        // execv only returns on failure; carry on with the variable set for any child processes.
        for pointer in cArguments { free(pointer) }
    }
}

import Foundation

/// When references are (re)written, from `SCANLAB_RECORD`: `missing` (the default), `failed`, `all` or `never` (CI).
public enum RecordMode: String, Sendable {
    case missing, failed, all, never
    public static var current: RecordMode {
        RecordMode(rawValue: ProcessInfo.processInfo.environment["SCANLAB_RECORD"] ?? "") ??
            (ProcessInfo.processInfo.environment["CI"] == nil ? .missing : .never)
    }
}

/// How a reference is compared with the actual value. A comparison is a value, chosen per test.
public struct Comparison: Sendable {
    /// Returns nil when equal enough, or a readable description of the difference.
    public let difference: @Sendable (_ expected: String, _ actual: String) -> String?

    public init(_ difference: @escaping @Sendable (String, String) -> String?) { self.difference = difference }

    /// Byte-for-byte text.
    public static let exact = Comparison { e, a in e == a ? nil : lineDiff(e, a) }
    /// Lines of text, ignoring a trailing newline.
    public static let lines = Comparison { e, a in
        func trimmed(_ s: String) -> String { s.hasSuffix("\n") ? String(s.dropLast()) : s }
        return trimmed(e) == trimmed(a) ? nil : lineDiff(e, a)
    }
    /// Numbers, one per line as `name value`, each within an absolute tolerance.
    public static func numbers(tolerance: Double) -> Comparison {
        Comparison { e, a in
            func parse(_ s: String) -> [String: Double] {
                var d: [String: Double] = [:]
                for line in s.split(separator: "\n") {
                    let parts = line.split(separator: " ")
                    if parts.count == 2, let v = Double(parts[1]) { d[String(parts[0])] = v }
                }
                return d
            }
            let ed = parse(e), ad = parse(a)
            var problems: [String] = []
            for key in Set(ed.keys).union(ad.keys).sorted() {
                guard let ev = ed[key], let av = ad[key] else { problems.append("\(key): \(ed[key].map { "\($0)" } ?? "absent") → \(ad[key].map { "\($0)" } ?? "absent")"); continue }
                if abs(ev - av) > tolerance { problems.append("\(key): \(ev) → \(av) (tolerance \(tolerance))") }
            }
            return problems.isEmpty ? nil : problems.joined(separator: "\n")
        }
    }

    static func lineDiff(_ e: String, _ a: String) -> String {
        let el = e.split(separator: "\n", omittingEmptySubsequences: false)
        let al = a.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(el.count, al.count) where out.count < 40 {
            let x = i < el.count ? String(el[i]) : nil, y = i < al.count ? String(al[i]) : nil
            if x != y {
                if let x { out.append("- \(x)") }
                if let y { out.append("+ \(y)") }
            }
        }
        return out.joined(separator: "\n")
    }
}

/// The outcome of checking a reference.
public enum ReferenceOutcome: Equatable, Sendable {
    case matched
    /// Recorded; the test still fails and asks to be run again.
    case recorded(String)
    case mismatched(String)

    /// nil when matched; otherwise the message a test should fail with.
    public var failureMessage: String? {
        switch self {
        case .matched: return nil
        case .recorded(let m), .mismatched(let m): return m
        }
    }
}

/// Checks `actual` against the named reference file, recording per `RecordMode.current`.
/// - Parameters:
///   - name: an explicit file name such as `receipt-flat-seed7.sha256`.
///   - folder: the References folder, from `TestPaths.references(_:)`.
public func checkReference(_ actual: String, named name: String, in folder: URL,
                           comparison: Comparison = .exact, mode: RecordMode = .current) -> ReferenceOutcome {
    let url = folder.appendingPathComponent(name)
    let fm = FileManager.default
    let expected = try? String(contentsOf: url, encoding: .utf8)
    func record() -> ReferenceOutcome {
        try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
        do { try actual.write(to: url, atomically: true, encoding: .utf8) } catch {
            return .mismatched("could not record \(url.path): \(error)")
        }
        return .recorded("recorded \(url.path); run again")
    }
    guard let expected else {
        return (mode == .never) ? .mismatched("missing reference \(url.path); record it with SCANLAB_RECORD=missing") : record()
    }
    if mode == .all { return record() }
    guard let diff = comparison.difference(expected, actual) else { return .matched }
    if mode == .failed { return record() }
    let artifact = fm.temporaryDirectory.appendingPathComponent("scanlab-actual-\(name)")
    try? actual.write(to: artifact, atomically: true, encoding: .utf8)
    return .mismatched("""
        reference \(name) differs
          expected: \(url.path)
          actual:   \(artifact.path)
        \(diff)
        record again with SCANLAB_RECORD=failed
        """)
}

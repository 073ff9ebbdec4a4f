import Evaluation

/// The gate's result as JUnit XML: one test case per baseline cell, failed where the cell regressed
/// (or, with `--strict`, changed).
public enum JUnitReport {
    public static func xml(_ result: Gate.Result) -> String {
        var failuresByCell: [CellKey: [GateFinding]] = [:]
        for finding in result.failures { failuresByCell[finding.key, default: []].append(finding) }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failed = result.checked.filter { failuresByCell[$0] != nil }.count
        lines.append("<testsuites name=\"scanlab check\" tests=\"\(result.checked.count)\" failures=\"\(failed)\">")
        lines.append("  <testsuite name=\"scanlab check\" tests=\"\(result.checked.count)\" failures=\"\(failed)\">")
        if let error = result.harnessError {
            lines.append("    <testcase classname=\"selection\" name=\"covers the baseline\">")
            lines.append("      <failure message=\"\(escape(error))\"/>")
            lines.append("    </testcase>")
        }
        for key in result.checked {
            let name = "    <testcase classname=\"\(escape(key.style)).\(escape(key.reader))\" name=\"\(escape(key.page))\""
            guard let findings = failuresByCell[key] else { lines.append(name + "/>"); continue }
            lines.append(name + ">")
            let message = findings.map(\.message).joined(separator: "; ")
            lines.append("      <failure message=\"\(escape(message))\">\(escape(findings.map(\.message).joined(separator: "\n")))</failure>")
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text as XML 1.0 attribute or element content: markup characters escaped, line breaks kept as references, and
    /// every character XML 1.0 forbids (controls other than tab, line feed and carriage return; U+FFFE; U+FFFF)
    /// dropped, so no page id or reader message can make the file unreadable to a CI server.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                guard isXMLCharacter(ch) else { continue }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// XML 1.0's `Char` production (surrogates never reach a Swift scalar).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}

import Foundation

/// Fills `{image}`, `{lang}`, `{python}`, `{scripts}` and `{home}` in a declared command.
struct Placeholders {
    var values: [String: String]

    init(paths: ReaderPaths, image: String? = nil, language: String? = nil) {
        values = ["{python}": paths.python, "{home}": paths.home, "{venv}": paths.venv]
        if let scripts = paths.scripts { values["{scripts}"] = scripts }
        if let image { values["{image}"] = image }
        if let language { values["{lang}"] = language }
    }

    /// The arguments with every known placeholder replaced.
    func expand(_ arguments: [String]) -> [String] {
        arguments.map { argument in
            var a = argument
            for (key, value) in values where a.contains(key) { a = a.replacingOccurrences(of: key, with: value) }
            return a
        }
    }

    /// The first placeholder left unfilled in the arguments, if any.
    static func unfilled(in arguments: [String]) -> String? {
        for a in arguments {
            guard let open = a.firstIndex(of: "{"), let close = a[open...].firstIndex(of: "}") else { continue }
            let name = String(a[open...close])
            if ["{python}", "{scripts}", "{home}", "{venv}", "{image}", "{lang}"].contains(name) { return name }
        }
        return nil
    }
}

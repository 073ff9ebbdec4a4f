import Documents

/// The faces of a document's font set, one per distinct file, loaded only for the roles the document uses.
final class FontFaces {
    private var byFile: [String: FontFace] = [:]
    private let set: FontSet
    /// The files that the document's spans use, in role order, without repeats.
    let usedFiles: [String]

    init(_ set: FontSet, roles: [Span.FontRole], scale: Scale) throws {
        self.set = set
        let used = Set(roles)
        var files: [String] = []
        for role in [Span.FontRole.regular, .bold, .mono] where used.contains(role) {
            let file = FontFaces.file(for: role, in: set)
            if byFile[file] == nil {
                byFile[file] = try FontFace(file: file, pixelsPerPoint: scale.pixelsPerPoint)
                files.append(file)
            }
        }
        usedFiles = files
    }

    func face(for role: Span.FontRole) throws -> FontFace {
        let file = FontFaces.file(for: role, in: set)
        guard let face = byFile[file] else { throw RenderError.fontFileMissing(file) }
        return face
    }

    private static func file(for role: Span.FontRole, in set: FontSet) -> String {
        switch role {
        case .regular: return set.regular
        case .bold: return set.bold
        case .mono: return set.mono
        }
    }
}

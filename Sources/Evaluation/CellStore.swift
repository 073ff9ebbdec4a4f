import Foundation

/// Finished results kept under the out folder, one file per cell plus one per page, so an interrupted run
/// resumes where it stopped. Each file carries the key of everything that decided it; a file whose key no
/// longer matches (another build, other options) is ignored and recomputed.
struct CellStore {
    let folder: String
    /// The output folder: nothing below it is written through a symbolic link.
    let root: String

    init(folder: String, page: CorpusPage, root: String) {
        self.folder = folder + "/" + page.fileStem
        self.root = root
    }

    /// `STYLE+READER.json`: `+` is in no safe name, so no two pairs share a file.
    static func cellFile(style: String, reader: String) -> String {
        SafeName.fileName(for: style) + "+" + SafeName.fileName(for: reader) + ".json"
    }

    struct Stored<T: Codable>: Codable {
        var key: String
        var value: T
    }

    func loadInfo(key: String) -> PageInfo? { load(PageInfo.self, "page.json", key: key) }

    func saveInfo(_ info: PageInfo, key: String) throws { try save(info, "page.json", key: key) }

    func loadCell(style: String, reader: String, key: String) -> PageResult? {
        load(PageResult.self, Self.cellFile(style: style, reader: reader), key: key)
    }

    func saveCell(_ cell: PageResult, key: String) throws {
        try save(cell, Self.cellFile(style: cell.style, reader: cell.reader), key: key)
    }

    private func load<T: Codable>(_ type: T.Type, _ name: String, key: String) -> T? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name),
              let stored = try? JSONCoding.decode(Stored<T>.self, from: data), stored.key == key else { return nil }
        return stored.value
    }

    private func save<T: Codable>(_ value: T, _ name: String, key: String) throws {
        try AtomicFile.write(JSONCoding.encode(Stored(key: key, value: value), pretty: false), to: folder + "/" + name, within: root)
    }
}

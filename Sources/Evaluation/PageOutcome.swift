/// Everything one page produced: what it is, and its cells.
public struct PageOutcome: Sendable, Codable, Equatable {
    public var info: PageInfo
    public var cells: [PageResult]

    public init(info: PageInfo, cells: [PageResult]) { self.info = info; self.cells = cells }
}

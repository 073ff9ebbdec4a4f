import Geometry

/// What a reader saw on a page: text in reading order, with lines and words.
public struct Reading: Sendable, Codable, Equatable {
    public var text: String
    public var lines: [ReadLine]
    public var words: [ReadWord]
    /// The codes a code reader decoded; nil for a text reader.
    public var codes: [ReadCode]?
    public init(text: String, lines: [ReadLine] = [], words: [ReadWord] = [], codes: [ReadCode]? = nil) {
        self.text = text; self.lines = lines; self.words = words; self.codes = codes
    }
}

public struct ReadLine: Sendable, Codable, Equatable {
    public var text: String
    public var box: Box
    /// From 0 to 100; nil when the engine gives none.
    public var confidence: Double?
    public init(text: String, box: Box, confidence: Double?) { self.text = text; self.box = box; self.confidence = confidence }
}

public struct ReadWord: Sendable, Codable, Equatable {
    public var text: String
    public var box: Box
    public var confidence: Double?
    public init(text: String, box: Box, confidence: Double?) { self.text = text; self.box = box; self.confidence = confidence }
}

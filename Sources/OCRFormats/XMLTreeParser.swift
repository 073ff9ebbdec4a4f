import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses bytes into an `XMLNode` tree with namespaces resolved to local names, or throws naming the file.
final class XMLTreeParser: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private weak var parser: XMLParser?

    /// Parses a whole document.
    /// - Returns: the root element and its namespace URI, empty when it has none.
    /// - Throws: `OCRFormatError.malformed` with the parser's line and reason.
    static func parse(_ data: Data, name: String) throws -> (root: XMLNode, namespace: String) {
        if let bad = firstNonUTF8Byte(in: data) {
            throw OCRFormatError.malformed(name, line: bad.line, reason: notUTF8Reason(bad.byte))
        }
        if let instruction = firstProcessingInstructionWithoutData(in: data) {
            throw OCRFormatError.malformed(name, line: instruction.line, reason: processingInstructionReason(instruction.target))
        }
        let builder = XMLTreeParser()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        // External entities and DTDs are never fetched: an OCR file must not make ScanLab touch the network.
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let ok = parser.parse()
        guard ok, let root = builder.root else {
            let reason = parser.parserError.map(Self.describe) ?? "no root element"
            throw OCRFormatError.malformed(name, line: parser.lineNumber, reason: reason)
        }
        // Foundation's parser can report success on a document cut off inside an element (a truncated file).
        if let open = builder.stack.last {
            throw OCRFormatError.malformed(name, line: parser.lineNumber, reason: "the file ends inside <\(open.name)> (truncated?)")
        }
        return (root, builder.rootNamespace)
    }

    private var rootNamespace = ""

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        let text = ns.localizedDescription
        // Foundation's generic message carries no detail; the libxml2 code at least names the kind of fault.
        if text.isEmpty || text.hasPrefix("The operation could not be completed") {
            return "parser error \(ns.code)"
        }
        return text
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
        var attributes: [String: String] = [:]
        for (key, value) in attributeDict {
            let localKey = key.split(separator: ":").last.map(String.init) ?? key
            // A prefixed attribute never overrides an unprefixed one of the same local name.
            if attributes[localKey] == nil || !key.contains(":") { attributes[localKey] = value }
        }
        let node = XMLNode(name: local, attributes: attributes, line: parser.lineNumber)
        if let parent = stack.last {
            parent.content.append(.element(node))
        } else if root == nil {
            root = node
            rootNamespace = namespaceURI ?? ""
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.content.append(.text(string))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if let text = String(data: CDATABlock, encoding: .utf8) { stack.last?.content.append(.text(text)) }
    }
}

/// One element of a parsed XML document: its local name, attributes and content in document order.
///
/// A small tree is enough here: OCR files are read once, whole, and every format needs random access
/// (PAGE's reading order refers to regions by id anywhere in the page).
final class XMLNode {
    /// Text or a child element, in document order.
    enum Content {
        case text(String)
        case element(XMLNode)
    }

    let name: String
    let attributes: [String: String]
    /// The line the element starts on, for messages.
    let line: Int
    var content: [Content] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name; self.attributes = attributes; self.line = line
    }

    /// The child elements, in document order.
    var children: [XMLNode] {
        content.compactMap { if case .element(let node) = $0 { return node } else { return nil } }
    }

    /// The child elements with this local name.
    func children(named wanted: String) -> [XMLNode] { children.filter { $0.name == wanted } }

    /// The first child element with this local name.
    func child(named wanted: String) -> XMLNode? { children.first { $0.name == wanted } }

    /// Every descendant element (not the node itself), depth first in document order.
    var descendants: [XMLNode] {
        var found: [XMLNode] = []
        var stack = children.reversed() as [XMLNode]
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// All the text inside the element, its descendants' included, in document order.
    var deepText: String {
        var parts = ""
        var stack: [Content] = content.reversed()
        while let item = stack.popLast() {
            switch item {
            case .text(let text): parts += text
            case .element(let node): stack.append(contentsOf: node.content.reversed())
            }
        }
        return parts
    }

    /// An attribute looked up without regard to case (hOCR's HTML attributes are case-insensitive).
    func attribute(caseInsensitive key: String) -> String? {
        if let exact = attributes[key] { return exact }
        let lowered = key.lowercased()
        return attributes.first { $0.key.lowercased() == lowered }?.value
    }
}

import Imaging

/// Why a document could not be rendered. Each case names the font file or the document at fault.
public enum RenderError: ScanLabError, Equatable {
    case fontFileMissing(String)
    case fontUnreadable(String)
    case fontResolvedElsewhere(requested: String, resolved: String)
    case missingGlyphs(font: String, text: String)
    case spanOutsidePage(document: String, text: String)
    case spansOverlap(document: String, first: String, second: String)
    case contentOverflow(document: String, neededMM: Double, pageMM: Double)
    case unknownFieldTag(document: String, field: String)
    case invalidDocument(document: String, reason: String)
    case cairo(document: String, status: String)
    case codeRejected(document: String, symbology: String, reason: String)
    case codeOutsidePage(document: String, symbology: String)
    case pango(String)

    public var message: String {
        switch self {
        case .fontFileMissing(let file):
            return "\(file): font file missing; install the fonts with Scripts/install-deps.sh"
        case .fontUnreadable(let file):
            return "\(file): fontconfig cannot read this font file"
        case .fontResolvedElsewhere(let requested, let resolved):
            return "\(requested): Pango resolved the face to \(resolved) instead; refusing a fallback font"
        case .missingGlyphs(let font, let text):
            return "\(font): the font has no glyphs for some characters of \"\(text)\""
        case .spanOutsidePage(let document, let text):
            return "\(document): \"\(text)\" runs past the page edge; shorten it in the generator"
        case .spansOverlap(let document, let first, let second):
            return "\(document): \"\(first)\" overlaps \"\(second)\" on one line; shorten it in the generator"
        case .contentOverflow(let document, let needed, let page):
            return "\(document): content needs \(Int(needed.rounded())) mm but the page is \(Int(page.rounded())) mm tall"
        case .unknownFieldTag(let document, let field):
            return "\(document): a span is tagged with field \"\(field)\", which the document does not declare"
        case .invalidDocument(let document, let reason):
            return "\(document): cannot render: \(reason)"
        case .cairo(let document, let status):
            return "\(document): Cairo failed: \(status)"
        case .codeRejected(let document, let symbology, let reason):
            return "\(document): libzint cannot encode this \(symbology) payload: \(reason)"
        case .codeOutsidePage(let document, let symbology):
            return "\(document): the \(symbology) code runs past the page edge; use a smaller --module-px"
        case .pango(let reason):
            return "Pango failed: \(reason)"
        }
    }
}

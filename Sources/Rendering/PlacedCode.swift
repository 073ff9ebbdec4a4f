import Documents
import Imaging

/// A code placed on the page: its symbol, its top-left corner and its module size, in pixels.
struct PlacedCode {
    let symbology: Symbology
    let payload: String
    let symbol: CodeSymbol
    let originX: Double
    let originY: Double
    let modulePx: Double

    /// The symbol's outline without its quiet zone.
    var bounds: Box {
        Box(x: originX, y: originY, width: symbol.widthModules * modulePx, height: symbol.heightModules * modulePx)
    }

    /// The whole-pixel module size for a size in millimetres, at least one pixel: whole pixels keep every
    /// module edge on the pixel grid, so the flat page's modules are crisp and exactly where the truth says.
    static func wholePixels(mm: Double, scale: Scale) -> Double {
        max(1, scale.pixels(mm: mm).rounded())
    }

    /// Places a symbol with its left, centre or right at `anchorX`, its top at `top`, checked to lie within
    /// the text column.
    static func place(_ mark: CodeMark, symbol: CodeSymbol, modulePx: Double, anchorX: Double, top: Double,
                      textLeft: Double, textRight: Double, slack: Double, document: String) throws -> PlacedCode {
        let width = symbol.widthModules * modulePx
        var left: Double
        switch mark.alignment {
        case .left: left = anchorX
        case .right: left = anchorX - width
        case .center: left = anchorX - width / 2
        }
        left = left.rounded()
        guard left >= textLeft - slack - 0.5, left + width <= textRight + slack + 0.5 else {
            throw RenderError.codeOutsidePage(document: document, symbology: mark.symbology.rawValue)
        }
        return PlacedCode(symbology: mark.symbology, payload: mark.payload, symbol: symbol, originX: left,
                          originY: top.rounded(), modulePx: modulePx)
    }
}

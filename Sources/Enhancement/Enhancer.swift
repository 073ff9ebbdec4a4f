import Foundation
import Imaging

/// Applies a style to a photo or scan: the image a reader will be given.
public enum Enhancer {
    /// JPEG quality for `colour` and `grayscale`.
    static let jpegQuality = 85

    /// Applies `style` to an encoded image.
    /// - Parameters:
    ///   - bytes: the file's bytes; `original` returns them untouched.
    ///   - name: the file's name, for its extension and for error messages.
    /// - Throws: `ImageError` when the bytes cannot be decoded, `EnhancementError` when the page cannot be flattened.
    public static func apply(_ style: Style, toFile bytes: [UInt8], name: String,
                             options: StyleOptions = StyleOptions()) throws -> EnhancedImage {
        if style == .original {
            let ext = (name as NSString).pathExtension
            return EnhancedImage(encoded: bytes, fileExtension: ext, pageQuad: nil, detector: .none,
                                 scale: 1, stageMilliseconds: [:])
        }
        let clock = StageClock()
        let image = try clock.time("decode") { try ImageFile.decode(bytes, name: name) }
        var result = try apply(style, to: image, name: name, options: options)
        result.stageMilliseconds["decode"] = clock.milliseconds["decode"]
        return result
    }

    /// Applies a processed style (not `original`, which needs the file's bytes) to decoded pixels.
    public static func apply(_ style: Style, to image: Image, name: String,
                             options: StyleOptions = StyleOptions()) throws -> EnhancedImage {
        guard case .builtin(let builtin) = style else { throw EnhancementError.declaredStyle(style.rawValue) }
        guard options.maxSide >= 64 else { throw EnhancementError.badMaxSide(name, options.maxSide) }
        guard image.width > 0 && image.height > 0 else { throw EnhancementError.emptyImage(name) }
        let pipeline = PagePipeline(options: options, name: name)
        var chosen = builtin
        var reason: String?
        var colourShare = 0.0
        let gray = pipeline.clock.time("gray") { image.grayscale() }
        // How the page lies, decided on the found page before anything is read; the page is then cut from the
        // image turned upright.
        let upright = UprightPage(image, gray: gray, pipeline: pipeline)
        if style == .auto {
            // Whether the page holds colour is decided first, on a small view, because it decides what is warped.
            colourShare = pipeline.clock.time("traits") { Self.colourShare(of: upright.image, found: upright.found, pipeline: pipeline) }
        }
        let wantsColour = style == .colour || (style == .auto && colourShare >= AutoChoice.colourShare)
        var page = try pipeline.run(upright.image, gray: upright.gray, found: upright.found, colour: wantsColour)
        page.found = upright.inInput(page.found)
        page.mapping = page.mapping.map { upright.inInput($0) }
        page.traits.colourShare = colourShare
        if style == .auto {
            (chosen, reason) = AutoChoice.choose(page.traits)
        }
        let (encoded, ext): ([UInt8], String) = try pipeline.clock.time("encode") {
            switch chosen {
            case .colour:
                return (try ImageFile.encodeJPEG(page.toned.rgb(), quality: jpegQuality), "jpg")
            case .grayscale, .original, .auto:
                return (try ImageFile.encodeJPEG(page.toned.grayscale(), quality: jpegQuality), "jpg")
            case .ink:
                let method: Binarizer
                switch options.inkThreshold {
                case .automatic: method = Self.binarizer(for: page.traits)
                case .otsu: method = .otsu
                case .sauvola: method = .sauvola
                }
                let bits = pipeline.clock.time("binarise") { method.binarise(page.toned, capHeight: page.traits.capHeight) }
                return (try ImageFile.encodeBitonalPNG(bits), "png")
            }
        }
        var enhanced = EnhancedImage(encoded: encoded, fileExtension: ext, pageQuad: page.found.quad,
                                     detector: page.found.detector, choice: style == .auto ? chosen : nil,
                                     reason: reason, scale: page.scale, stageMilliseconds: pipeline.clock.milliseconds,
                                     trace: options.findPage ? page.found.trace : nil)
        enhanced.orientation = options.rotate ? upright.orientation : nil
        enhanced.orientationReason = upright.reason
        enhanced.mapping = page.mapping
        return enhanced
    }

    /// Otsu, on the light-corrected page. Measured with Tesseract on the generated ordinary and heavy-shadow
    /// sets (`Scripts/bench-enhance.sh styles`): Otsu 0.0203 and 0.0898 CER in aggregate, Sauvola 0.0213 and
    /// 0.1110. Sauvola read better on 2 of the 12 heavy-shadow pages, so it stays available as an option.
    static func binarizer(for traits: PageTraits) -> Binarizer {
        .otsu
    }

    /// The colour view's short side is at least this many px (a long receipt's view is taller than 256 px), so
    /// `PaperSides.edges` (64 px across at least) can find the table beside its sides: at 256 px on the long side
    /// the curled long receipt of `scanlab-bench dewarp` seed 18 was 42 px wide, and its table counted as colour.
    static let colourViewShortSide = 96.0

    /// The colour share of the found page's paper, from a small warp of it (about 256 px on the long side): table
    /// beyond the paper's four sides and a border band are not counted (`PaperSides.paperMask`), so a coloured table
    /// showing beside a curled receipt does not make `auto` keep colour.
    static func colourShare(of image: Image, found: FoundPage, pipeline: PagePipeline) -> Double {
        guard image.layout == .rgb else { return 0 }
        let natural = PagePipeline.naturalSize(of: found.quad)
        let s = max(256 / max(1, max(natural.width, natural.height)), colourViewShortSide / max(1, min(natural.width, natural.height)))
        guard let small = try? pipeline.flatten(image, quad: found.quad, scale: s) else { return 0 }
        return PagePipeline.colourShare(of: small, paper: PaperSides.paperMask(in: small.grayscale(), capHeight: nil))
    }
}

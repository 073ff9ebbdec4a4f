import Foundation
internal import CPangoCairo

/// One font file, alone in a private fontconfig configuration, with the Pango context that draws it.
///
/// Each face gets its own configuration so a family lookup can resolve to nothing but this file:
/// Debian's Courier Prime files all report the same family and style, so one shared configuration
/// would hand every request the same file. With no other font present there is no silent fallback either.
final class FontFace {
    /// The font file's path, as the document names it.
    let file: String
    /// The family name the file reports, which the font descriptions ask for.
    let family: String
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The characters the file has glyphs for; our own reference, released in `deinit`.
    private let charset: OpaquePointer
    /// The PangoContext; owned here, released in `deinit`.
    let context: OpaquePointer

    /// Loads a font file into its own configuration and checks that Pango resolves to it.
    /// - Throws: `RenderError.fontFileMissing`, `.fontUnreadable` or `.fontResolvedElsewhere`.
    init(file: String, pixelsPerPoint: Double) throws {
        guard FileManager.default.fileExists(atPath: file) else { throw RenderError.fontFileMissing(file) }
        guard let config = FcConfigCreate() else { throw RenderError.pango("FcConfigCreate returned nothing") }
        // The font map takes its own reference, so this one is dropped whatever happens.
        defer { FcConfigDestroy(config) }
        let added = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { FcConfigAppFontAddFile(config, $0) }
        }
        guard added != 0, let pattern = FontFace.firstPattern(in: config), let family = FontFace.family(of: pattern),
              let charset = FontFace.charset(of: pattern) else { throw RenderError.fontUnreadable(file) }

        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcCharSetDestroy(charset)
            throw RenderError.pango("no FreeType font map for \(file)")
        }
        // GObject casts do not import into Swift: PangoCairoFcFontMap is a PangoFcFontMap.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            FcCharSetDestroy(charset)
            throw RenderError.pango("no context for \(file)")
        }
        self.file = file
        self.family = family
        self.fontMap = map
        self.context = context
        self.charset = charset

        // Fixed rendering options make the output byte-identical run after run.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        // Sizes are given in device pixels, so the context's resolution plays no part.
        pango_cairo_context_set_resolution(context, 72)

        try verifyResolvedFile(pixelsPerPoint: pixelsPerPoint)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcCharSetDestroy(charset)
    }

    /// A single-line layout of `text` at `sizePt`, in device pixels, stretched across by `horizontalScale` when drawn.
    func layout(_ text: String, sizePt: Double, pixelsPerPoint: Double, horizontalScale: Double = 1) throws -> TextLayout {
        // HarfBuzz decomposes a precomposed letter the font lacks into base and mark, which Pango does not
        // count as unknown but a font without mark positioning draws badly; so every character must be in the file.
        for scalar in text.unicodeScalars where FcCharSetHasChar(charset, scalar.value) == 0 {
            throw RenderError.missingGlyphs(font: file, text: text)
        }
        guard let handle = pango_layout_new(context) else { throw RenderError.pango("no layout for \(file)") }
        let layout = TextLayout(handle: handle, horizontalScale: horizontalScale)
        try withDescription(sizePt: sizePt, pixelsPerPoint: pixelsPerPoint) { pango_layout_set_font_description(handle, $0) }
        pango_layout_set_single_paragraph_mode(handle, 1)
        pango_layout_set_text(handle, text, -1)
        if pango_layout_get_unknown_glyphs_count(handle) > 0 { throw RenderError.missingGlyphs(font: file, text: text) }
        return layout
    }

    /// Loads the face as Pango would for a layout and compares its file with the one asked for.
    private func verifyResolvedFile(pixelsPerPoint: Double) throws {
        try withDescription(sizePt: 10, pixelsPerPoint: pixelsPerPoint) { description in
            guard let font = pango_context_load_font(context, description) else {
                throw RenderError.fontResolvedElsewhere(requested: file, resolved: "no font")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            // A font from a FreeType font map is a PangoFcFont.
            guard let pattern = pango_fc_font_get_pattern(UnsafeMutablePointer<PangoFcFont>(OpaquePointer(font))) else {
                throw RenderError.fontResolvedElsewhere(requested: file, resolved: "no pattern")
            }
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else {
                throw RenderError.fontResolvedElsewhere(requested: file, resolved: "no file")
            }
            let resolved = String(cString: value)
            guard FontFace.samePath(resolved, file) else {
                throw RenderError.fontResolvedElsewhere(requested: file, resolved: resolved)
            }
        }
    }

    private func withDescription<T>(sizePt: Double, pixelsPerPoint: Double,
                                    _ body: (OpaquePointer) throws -> T) throws -> T {
        guard let description = pango_font_description_new() else { throw RenderError.pango("no font description") }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, sizePt * pixelsPerPoint * Double(PANGO_SCALE))
        return try body(description)
    }

    private static func firstPattern(in config: OpaquePointer) -> OpaquePointer? {
        guard let set = FcConfigGetFonts(config, FcSetApplication), set.pointee.nfont > 0 else { return nil }
        return set.pointee.fonts[0]
    }

    /// A copy of the file's character set that outlives the configuration.
    private static func charset(of pattern: OpaquePointer) -> OpaquePointer? {
        var value: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &value) == FcResultMatch, let value else { return nil }
        return FcCharSetCopy(value)
    }

    private static func family(of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func samePath(_ a: String, _ b: String) -> Bool {
        a == b || URL(fileURLWithPath: a).resolvingSymlinksInPath().path == URL(fileURLWithPath: b).resolvingSymlinksInPath().path
    }
}

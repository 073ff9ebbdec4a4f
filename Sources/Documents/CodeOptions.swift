/// How codes are printed on a generated page: `synth --codes on|off`, `--module-px N`, and a corpus page's own codes.
public struct CodeOptions: Sendable, Codable, Equatable {
    /// nil: what the kind and variant carry; false drops every code (the page is then byte for byte what it was
    /// before codes existed); true is the same as nil.
    public var enabled: Bool?
    /// The module size on the flat page, in pixels, for every code.
    public var modulePx: Double?
    /// Codes added below the content, centred, one per line.
    public var custom: [CodeRequest]?

    public init(enabled: Bool? = nil, modulePx: Double? = nil, custom: [CodeRequest]? = nil) {
        self.enabled = enabled; self.modulePx = modulePx; self.custom = custom
    }

    /// Whether these options leave the document as its generator made it.
    public var isDefault: Bool { enabled != false && modulePx == nil && (custom ?? []).isEmpty }

    /// Module sizes outside this range are refused: below one pixel no reader can resolve a module, and
    /// above 40 a label's codes no longer fit the page.
    public static let modulePxRange: ClosedRange<Double> = 0.5...40

    /// The default module and bar sizes for a code a corpus page adds: 0.5 mm cells for matrix codes and
    /// 0.33 mm bars 15 mm tall (the EAN-13 nominal X-dimension at 100%), 1 mm rows for PDF417.
    static func defaultMark(_ request: CodeRequest, centreMM: Double) -> CodeMark {
        switch request.symbology {
        case .qr, .datamatrix, .aztec:
            return CodeMark(symbology: request.symbology, payload: request.payload, moduleMM: 0.5, xMM: centreMM, alignment: .center)
        case .ean13, .code128:
            return CodeMark(symbology: request.symbology, payload: request.payload, moduleMM: 0.33, barHeightMM: 15,
                            xMM: centreMM, alignment: .center)
        case .pdf417:
            return CodeMark(symbology: request.symbology, payload: request.payload, moduleMM: 0.33, barHeightMM: 12,
                            xMM: centreMM, alignment: .center)
        }
    }
}

extension Document {
    /// The document with code options applied and recorded in `codeSettings`.
    /// - Throws: `DocumentError.codePayload` for a custom payload its symbology cannot hold;
    ///   `DocumentError.invalidCodeOption` for a module size out of range.
    public func applying(_ options: CodeOptions) throws -> Document {
        guard !options.isDefault else { return self }
        if let px = options.modulePx, !CodeOptions.modulePxRange.contains(px) {
            throw DocumentError.invalidCodeOption("--module-px \(px) is outside \(CodeOptions.modulePxRange.lowerBound)...\(CodeOptions.modulePxRange.upperBound)")
        }
        var document = self
        if options.enabled == false {
            document.lines = lines.compactMap { original in
                var line = original
                guard line.code != nil else { return line }
                if line.spans.isEmpty, line.blankBoxMM == nil { return nil }   // a line that only held the code
                line.code = nil
                return line
            }
        }
        let centre = (pageWidthMM - marginMM.left - marginMM.right) / 2
        for (index, request) in (options.custom ?? []).enumerated() {
            if let limit = CodeLimits.violation(request.symbology, payload: request.payload) {
                throw DocumentError.codePayload(symbology: request.symbology, limit: limit)
            }
            document.lines.append(DocumentLine(spans: [], spaceBeforeMM: index == 0 ? 4 : 2,
                                               code: CodeOptions.defaultMark(request, centreMM: centre)))
        }
        if let px = options.modulePx {
            for index in document.lines.indices where document.lines[index].code != nil {
                document.lines[index].code?.modulePx = px
            }
        }
        document.codeSettings = options
        return document
    }

    /// The codes the document prints, in page order.
    public var codes: [CodeMark] { lines.compactMap(\.code) }
}

import Documents
import Imaging

/// Turns a `PageSpec` into a page: the document rendered flat, then, unless the scene is flat,
/// photographed on a table with light, shadow, blur, noise and JPEG, every truth quad carried along.
public enum Synthesizer {
    /// Synthesizes one page. The same spec always gives the same bytes.
    /// - Throws: `SceneError` for an invalid option; the renderer's or codec's errors.
    public static func synthesize(_ spec: PageSpec) throws -> SynthesizedPage {
        try validate(spec)
        var clock = StageClock()
        let flat = try clock.time("render") { try FlatPageSource.render(spec) }
        return try photograph(page: flat.image, truth: flat.truth, spec: spec, clock: clock)
    }

    /// Applies the spec's scene to a page that is already rendered (gray), for tests that bring their own page.
    /// - Parameters:
    ///   - page: the flat page, gray; `truth`'s quads are in its pixels.
    ///   - truth: the flat page's truth; its `generator` is kept as it is.
    public static func photograph(page: Image, truth: GroundTruth, spec: PageSpec) throws -> SynthesizedPage {
        try validate(spec)
        return try photograph(page: page, truth: truth, spec: spec, clock: StageClock())
    }

    static func photograph(page: Image, truth: GroundTruth, spec: PageSpec, clock: StageClock) throws -> SynthesizedPage {
        var clock = clock
        let format = spec.resolvedFormat
        let quality = spec.jpegQuality ?? 95
        guard spec.resolvedScene == .flat, spec.difficulty == .flat, spec.fade == nil, spec.sceneValues == nil else {
            throw SceneError.stageMissing("photograph a page")
        }
        var truth = truth
        truth.scene = format == .jpg ? SceneParameters(difficulty: "flat", scene: "flat", size: "page", values: [:],
                                                       severity: 0, jpegQuality: quality) : nil
        let bytes = try clock.time("encode") { try PageEncoder.encode(page, format: format, jpegQuality: quality) }
        return SynthesizedPage(image: page, encoded: bytes, fileExtension: format.rawValue, truth: truth,
                               stageMilliseconds: clock.milliseconds)
    }

    /// Checks every option's range before any work.
    static func validate(_ spec: PageSpec) throws {
        func check(_ name: String, _ value: Double?, _ range: ClosedRange<Double>, _ expected: String) throws {
            guard let value else { return }
            guard value.isFinite, range.contains(value) else {
                throw SceneError.invalidOption(name, value: "\(value)", expected: expected)
            }
        }
        try check("page-scale", spec.pageScale, 0.05...1, "a share from 0.05 to 1")
        try check("shadow-strength", spec.shadowStrength, 0...1, "0 to 1")
        try check("blur", spec.blur, 0...50, "a sigma from 0 to 50 photo pixels")
        try check("tilt", spec.tilt, 0...60, "0 to 60 degrees")
        try check("fade", spec.fade, 0...1, "0 to 1")
        try check("dpi", spec.dpi, 50...1200, "50 to 1200")
        if let shadow = spec.shadow {
            try check("shadow", shadow.x, 0...1, "X,Y as fractions from 0 to 1")
            try check("shadow", shadow.y, 0...1, "X,Y as fractions from 0 to 1")
        }
        if let q = spec.jpegQuality, !(1...100).contains(q) {
            throw SceneError.invalidOption("jpeg-quality", value: "\(q)", expected: "1 to 100")
        }
        if spec.resolvedScene == .cardOnSheet, spec.document != .receipt {
            throw SceneError.unsupported("the card-on-sheet scene holds a receipt; use --document receipt or another scene")
        }
    }
}

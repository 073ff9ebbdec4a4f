import Documents
import Foundation
import Imaging

/// Turns a `PageSpec` into a page: the document rendered flat, then, unless the scene is flat,
/// photographed on a table with light, shadow, blur, noise and JPEG, every truth quad carried along.
///
/// The stages follow the physics: print (thermal fade), the table and the sheet, the camera,
/// light and shadow, blur, sensor noise, JPEG. Every value comes from a named sub-stream of the
/// page's seed and is recorded in `truth.scene`, so `synthesize(PageSpec(truth:))` rebuilds the
/// same bytes.
public enum Synthesizer {
    /// Synthesizes one page. The same spec always gives the same bytes.
    /// - Throws: `SceneError` for an invalid option; the renderer's or codec's errors.
    public static func synthesize(_ spec: PageSpec) throws -> SynthesizedPage {
        try validate(spec)
        var clock = StageClock()
        let flat = try clock.time("render") { try FlatPageSource.render(spec) }
        return try photograph(page: flat.image, truth: flat.truth, spec: spec, clock: clock, totalPrint: flat.totalPrint,
                              totalCurrency: flat.totalCurrency, totalLabel: flat.totalLabel)
    }

    /// Applies the spec's scene to a page that is already rendered, for tests that bring their own page.
    /// - Parameters:
    ///   - page: the flat page, gray; `truth`'s quads are in its pixels.
    ///   - truth: the flat page's truth; its `generator.dpi` gives the page's physical size.
    public static func photograph(page: Image, truth: GroundTruth, spec: PageSpec) throws -> SynthesizedPage {
        try validate(spec)
        return try photograph(page: page, truth: truth, spec: spec, clock: StageClock())
    }

    /// - Parameters:
    ///   - totalPrint: how the page's receipt printed its total; recorded unless in the body's size.
    ///   - totalCurrency: how its total line marked the currency; recorded unless the generator's own line (`code`).
    ///   - totalLabel: how its total line was labelled; recorded where it differs from the generator's own line.
    static func photograph(page: Image, truth flatTruth: GroundTruth, spec: PageSpec,
                           clock start: StageClock, totalPrint: ReceiptTotalPrint = .body,
                           totalCurrency: ReceiptTotalCurrency = .code,
                           totalLabel: ReceiptTotalLabel = .generators) throws -> SynthesizedPage {
        var clock = start
        let page = page.layout == .gray ? page : page.grayscale()
        guard page.width >= 2, page.height >= 2 else {
            throw SceneError.unsupported("the rendered page is empty (\(page.width)×\(page.height))")
        }
        let photographed = spec.resolvedScene != .flat
        var settings = SceneSettings.resolve(spec, photographed: photographed, receipt: flatTruth.kind == .receipt)
        if totalPrint != .body { settings.values["totalPrint"] = Double(totalPrint.rawValue) }
        if totalCurrency != .code { settings.values["totalCurrency"] = Double(totalCurrency.rawValue) }
        settings.values.merge(SceneSettings.recorded(totalLabel)) { _, new in new }
        let mmpp = 25.4 / (flatTruth.generator.dpi > 0 ? flatTruth.generator.dpi : 300)
        let pixelsRoot = SeededGenerator(seed: spec.seed).derived("scene-pixels")
        let format = spec.resolvedFormat
        let quality = Int(settings.values["jpegQuality"] ?? 95)

        // Print.
        var printed = page
        if settings["fade"] > 0 || settings["deadLines"] > 0 {
            printed = clock.time("fade") {
                ThermalFade.apply(page, settings, millimetresPerPixel: mmpp, noise: ValueNoise(pixelsRoot.derived("fade")))
            }
        }
        if settings["showThrough"] > 0 {
            printed = clock.time("show-through") { ShowThrough.apply(printed, settings, millimetresPerPixel: mmpp) }
        }
        guard photographed else {
            var truth = flatTruth
            let printValues = settings.values.filter { $0.key != "jpegQuality" }
            let degraded = settings["fade"] > 0 || settings["deadLines"] > 0
            if degraded || format == .jpg || spec.difficulty != .flat {
                truth.scene = SceneParameters(difficulty: spec.difficulty.rawValue, scene: PageSpec.Scene.flat.rawValue,
                                              size: "page", values: printValues,
                                              severity: Severity.score(settings, jpegQuality: format == .jpg ? quality : nil),
                                              jpegQuality: format == .jpg ? quality : nil)
            }
            (printed, truth) = turn(printed, truth, spec.orientation)
            let bytes = try clock.time("encode") { try PageEncoder.encode(printed, format: format, jpegQuality: quality) }
            return SynthesizedPage(image: printed, encoded: bytes, fileExtension: format.rawValue, truth: truth,
                                   stageMilliseconds: clock.milliseconds)
        }

        // The sheet under a receipt, in page pixels.
        let sheet = spec.resolvedScene == .cardOnSheet
            ? sheetCorners(&settings, pageWidth: page.width, pageHeight: page.height, mmpp: mmpp) : nil

        // Camera: a phone preset draws its frame's long side (4:3), large enough to keep the print legible; `--size`
        // overrides it.
        if spec.size == nil {
            settings.raiseFrameForLegibility(pageLongMillimetres: Double(max(page.width, page.height)) * mmpp,
                                             longest: ScenePreset.of(spec.difficulty).legibleFrameLongest)
        }
        let frame = spec.size ?? settings.values["frameLong"].map {
            PhotoSize(width: Int($0), height: Int(($0 * 3 / 4).rounded()))
        } ?? .fourK
        // Paper that is not flat: made before the camera, so the camera can keep its raised edges in view.
        let surface = PaperSurface.make(settings, pageWidth: page.width, pageHeight: page.height, millimetresPerPixel: mmpp,
                                        random: pixelsRoot.derived("surface"))
        let camera = try clock.time("camera") {
            try CameraModel.make(settings, pageWidth: page.width, pageHeight: page.height, millimetresPerPixel: mmpp,
                                 extraContent: sheet?.points ?? [], liftedContent: surface.isFlat ? [] : surface.border(),
                                 frame: frame)
        }
        settings.values["distance"] = rounded(camera.distance)
        settings.values["scale"] = rounded(camera.scale)
        settings.values["pageSpan"] = rounded(camera.pageSpan)
        if settings.hasShadow { settings.values["shadowPenumbra"] = LightField.penumbra(settings) }

        // Table and light, on coarse grids.
        let tableFactor = max(2, min(8, Int((Double(max(camera.frameWidth, camera.frameHeight)) / 700).rounded())))
        let table = clock.time("table") {
            TableTexture.make(settings, camera: camera, millimetresPerPixel: mmpp,
                              noise: ValueNoise(pixelsRoot.derived("table")), factor: tableFactor)
        }
        let light = clock.time("light") {
            LightField.make(settings, camera: camera, millimetresPerPixel: mmpp, pageWidth: page.width,
                            pageHeight: page.height, factor: tableFactor * 2)
        }

        // Blur, on the page's own pixels: shrink a page much larger than its image first, smear it
        // along the motion, and keep a defocused copy (at lower resolution when it is wide).
        let (sharp, blurred) = clock.time("blur") { () -> (PhotoCompositor.Layer, PhotoCompositor.Layer?) in
            let shrink = camera.scale < 0.7 ? max(1, Int(1 / camera.scale + 0.3)) : 1
            var sharp = PhotoCompositor.Layer(image: PageFilters.shrink(printed, by: shrink), scale: 1 / Double(shrink))
            let photoToSharp = sharp.scale / camera.scale
            if settings["motion"] >= 0.5 {
                sharp.image = PageFilters.motion(sharp.image, length: settings["motion"] * photoToSharp,
                                                 angleDegrees: settings["motionAngle"] - settings["roll"])
            }
            guard settings["blur"] >= 0.25 else { return (sharp, nil) }
            let sigma = settings["blur"] * photoToSharp
            let k = max(1, Int(sigma / 1.5))
            let small = PageFilters.shrink(sharp.image, by: k)
            guard small.width >= 2, small.height >= 2 else { return (sharp, nil) }
            return (sharp, PhotoCompositor.Layer(image: small.gaussianBlurred(sigma: sigma / Double(k)),
                                                 scale: sharp.scale / Double(k)))
        }

        // Paper that is not flat, and a hand.
        let surfaceMap = surface.isFlat ? nil : clock.time("surface") {
            SurfaceMap.make(surface, camera: camera, pageWidth: page.width, pageHeight: page.height,
                            lightAzimuth: settings["lightAzimuth"], lightElevation: settings.values["lightElevation"] ?? 60)
        }
        let hand = HandOverlay.make(settings, pageWidth: page.width, pageHeight: page.height, millimetresPerPixel: mmpp)
        var glare: PhotoCompositor.Glare?
        if settings["glare"] > 0 {
            let centre = camera.pageToPhoto.apply(Point(x: settings["glareX"] * Double(page.width),
                                                        y: settings["glareY"] * Double(page.height)))
            let across = settings["glareSize"] / 2 / mmpp * camera.scale
            glare = PhotoCompositor.Glare(x: centre.x, y: centre.y, a: max(2, across),
                                          b: max(2, across / max(1, settings["glareAspect"])),
                                          angle: settings["glareAngle"] * Double.pi / 180, strength: min(1, settings["glare"]))
        }
        // Exposure and white-balance errors scale the light's colour (absent values leave it exactly as it was).
        let exposure = Float(settings.values["exposure"] ?? 1)
        let balance = (Float(settings.values["wbRed"] ?? 1), Float(settings.values["wbBlue"] ?? 1))

        // Composite: table, sheet, page, light, shadow, noise.
        let pageQuad = CameraModel.map(Quad(Box(x: 0, y: 0, width: Double(page.width), height: Double(page.height))), camera.pageToPhoto)
        let receipt = flatTruth.kind == .receipt
        let strength = Float(settings["shadowStrength"]), fill = Float(settings["shadowFill"])
        let warmth = Float(settings["warmth"])
        let compositor = PhotoCompositor(
            width: camera.frameWidth, height: camera.frameHeight, photoToPage: camera.photoToPage,
            page: PhotoCompositor.Region(pageQuad), sheet: sheet.map { PhotoCompositor.Region(CameraModel.map($0, camera.pageToPhoto)) },
            sharp: sharp, blurred: blurred,
            depthWeight: depthWeight(camera, settings, pageWidth: page.width, pageHeight: page.height),
            edgeWidth: max(1, 2.5 * settings["blur"]) + settings["motion"],
            paper: receipt ? (240, 237, 228) : (242, 242, 238), sheetColour: (243, 245, 247),
            table: table, light: light,
            tint: ((1 + 0.05 * warmth) * balance.0 * exposure, exposure, (1 - 0.07 * warmth) * balance.1 * exposure),
            shade: (strength * 0.92 * 1.02, strength * 0.92, strength * 0.92 * 0.95),
            fill: (fill * strength * 0.9, fill * strength, fill * strength * 1.12),
            noise: SensorNoise(noise: settings["noise"], shot: settings["shot"]),
            noiseStream: pixelsRoot.derived("noise"),
            surface: surfaceMap, pageSize: (Double(page.width), Double(page.height)), pageScale: camera.scale,
            hand: hand, glare: glare)
        let jpegQuality = format == .jpg ? quality : nil
        var truth = projectTruth(flatTruth, camera: camera, spec: spec, settings: settings, jpegQuality: jpegQuality,
                                 frame: frame, surface: surfaceMap == nil ? nil : surface, hand: hand)
        let crop = PhotoCrop.rectangle(settings, page: truth.pageCorners, frameWidth: camera.frameWidth,
                                       frameHeight: camera.frameHeight)
        // A cropped photo is drawn only where the crop and the margin its ISP reads lie: the compositor draws each
        // row on its own and the ISP's blurs reach `PhoneCapture.reach` px, so the crop's bytes are those of the
        // whole frame drawn, processed and cropped, at a fraction of the cost (the phone preset crops 90% of pages).
        let band = crop.map {
            PhotoCrop.grown($0, by: PhoneCapture.reach(settings), frameWidth: camera.frameWidth, frameHeight: camera.frameHeight)
        }
        var photo = clock.time("composite") { () -> Image in
            guard let band else { return compositor.render() }
            let rows = compositor.render(rows: band.y ..< band.y + band.height)
            return PhotoCrop.crop(rows, (band.x, 0, band.width, band.height))
        }
        if PhoneCapture.applies(settings) {
            photo = clock.time("isp") { PhoneCapture.process(photo, settings) }
        }
        if let crop, let band {
            photo = PhotoCrop.crop(photo, (crop.x - band.x, crop.y - band.y, crop.width, crop.height))
            truth = PhotoCrop.shift(truth, by: crop)
        }
        (photo, truth) = turn(photo, truth, spec.orientation)
        let bytes = try clock.time("encode") { try PageEncoder.encode(photo, format: format, jpegQuality: quality) }
        return SynthesizedPage(image: photo, encoded: bytes, fileExtension: format.rawValue, truth: truth,
                               stageMilliseconds: clock.milliseconds)
    }

    /// The truth carried into the photo: every word and line quad, and the page corners, mapped by the
    /// camera; the flat quads kept as `pageQuad`; every scene value recorded.
    static func projectTruth(_ flat: GroundTruth, camera: CameraModel, spec: PageSpec, settings: SceneSettings,
                             jpegQuality: Int?, frame: PhotoSize? = nil, surface: PaperSurface? = nil,
                             hand: HandOverlay? = nil) -> GroundTruth {
        var truth = flat
        let h = camera.pageToPhoto
        // Where a page point lands on the plane the hand lies on (the photo, taken back through the plane's map).
        let onPlane: (Double, Double) -> Point = { u, v in
            guard let surface else { return Point(x: u, y: v) }
            return camera.photoToPage.apply(SurfaceMap.forward(surface, camera, u, v))
        }
        truth.words = flat.words.map { w in
            let flatQuad = w.pageQuad ?? w.quad
            var word = TruthWord(id: w.id, text: w.text, quad: CameraModel.map(w.quad, h), pageQuad: flatQuad)
            if let surface {
                let outline = warpedOutline(w.quad, surface: surface, camera: camera)
                word.polygon = outline.polygon
                word.quad = outline.bounds
            }
            if let hand, hand.covers(flatQuad, through: onPlane) { word.occluded = true }
            return word
        }
        truth.lines = flat.lines.map { l in
            let quad = surface.map { warpedOutline(l.quad, surface: $0, camera: camera).bounds } ?? CameraModel.map(l.quad, h)
            return TruthLine(text: l.text, wordIDs: l.wordIDs, decorative: l.decorative, quad: quad)
        }
        if let surface {
            let c = flat.pageCorners
            truth.pageCorners = Quad(topLeft: SurfaceMap.forward(surface, camera, c.topLeft.x, c.topLeft.y),
                                     topRight: SurfaceMap.forward(surface, camera, c.topRight.x, c.topRight.y),
                                     bottomRight: SurfaceMap.forward(surface, camera, c.bottomRight.x, c.bottomRight.y),
                                     bottomLeft: SurfaceMap.forward(surface, camera, c.bottomLeft.x, c.bottomLeft.y))
        } else {
            truth.pageCorners = CameraModel.map(flat.pageCorners, h)
        }
        truth.codes = flat.codes?.map { code in
            let photoQuad = surface.map { warpedOutline(code.quad, surface: $0, camera: camera).bounds } ?? CameraModel.map(code.quad, h)
            // The camera's scale at the code: the mean ratio of the photo's sides to the page's.
            let pagePoints = code.quad.points, photoPoints = photoQuad.points
            var ratio = 0.0
            for index in 0..<4 {
                let next = (index + 1) % 4
                let pageSide = pagePoints[index].distance(to: pagePoints[next])
                ratio += pageSide > 0 ? photoPoints[index].distance(to: photoPoints[next]) / pageSide : 0
            }
            let modulePx = (code.modulePx * ratio / 4 * 1000).rounded() / 1000
            return TruthCode(symbology: code.symbology, payload: code.payload, quad: photoQuad,
                             pageQuad: code.pageQuad ?? code.quad, modulePx: modulePx)
        }
        truth.image = ImageInfo(width: camera.frameWidth, height: camera.frameHeight, dpi: nil)
        truth.scene = SceneParameters(difficulty: spec.difficulty.rawValue, scene: spec.resolvedScene.rawValue,
                                      size: (frame ?? spec.size ?? .fourK).rawValue,
                                      values: settings.values.filter { $0.key != "jpegQuality" },
                                      severity: Severity.score(settings, jpegQuality: jpegQuality),
                                      jpegQuality: jpegQuality)
        return truth
    }

    /// Points along each edge of a flat quad, for its warped outline.
    static let outlineSegments = 6

    /// A flat quad's outline carried through the surface and camera, and its bounding quad: a rectangle along the
    /// direction from the outline's left middle to its right middle (the warped text's own direction).
    static func warpedOutline(_ q: Quad, surface: PaperSurface, camera: CameraModel) -> (polygon: [Point], bounds: Quad) {
        let corners = q.points
        var polygon: [Point] = []
        for e in 0..<4 {
            let a = corners[e], b = corners[(e + 1) % 4]
            for k in 0..<outlineSegments {
                let t = Double(k) / Double(outlineSegments)
                polygon.append(SurfaceMap.forward(surface, camera, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
            }
        }
        polygon = polygon.map { Point(x: rounded($0.x), y: rounded($0.y)) }
        let left = SurfaceMap.forward(surface, camera, (q.topLeft.x + q.bottomLeft.x) / 2, (q.topLeft.y + q.bottomLeft.y) / 2)
        let right = SurfaceMap.forward(surface, camera, (q.topRight.x + q.bottomRight.x) / 2, (q.topRight.y + q.bottomRight.y) / 2)
        var dx = right.x - left.x, dy = right.y - left.y
        let len = hypot(dx, dy)
        if len < 1e-9 { dx = 1; dy = 0 } else { dx /= len; dy /= len }
        let nx = -dy, ny = dx
        let along = polygon.map { $0.x * dx + $0.y * dy }, across = polygon.map { $0.x * nx + $0.y * ny }
        let a0 = along.min() ?? 0, a1 = along.max() ?? 0, n0 = across.min() ?? 0, n1 = across.max() ?? 0
        func corner(_ a: Double, _ n: Double) -> Point { Point(x: a * dx + n * nx, y: a * dy + n * ny) }
        return (polygon, Quad(topLeft: corner(a0, n0), topRight: corner(a1, n0), bottomRight: corner(a1, n1), bottomLeft: corner(a0, n1)))
    }

    /// The blur weight over the page: the defocus grows with the distance from the focal plane, which
    /// lies at `focus` (a share) of the way from the page's nearest corner to its farthest.
    static func depthWeight(_ camera: CameraModel, _ s: SceneSettings, pageWidth: Int, pageHeight: Int)
        -> (du: Double, dv: Double, d0: Double, floor: Double) {
        let corners = [Point(x: 0, y: 0), Point(x: Double(pageWidth), y: 0),
                       Point(x: Double(pageWidth), y: Double(pageHeight)), Point(x: 0, y: Double(pageHeight))]
        let depths = corners.map { camera.depth(atPage: $0) }
        let near = depths.min() ?? 0, far = depths.max() ?? 0
        let focal = near + max(0, min(1, s["focus"])) * (far - near)
        let spread = max(far - focal, focal - near)
        guard spread > 1e-3 * camera.distance else { return (0, 0, 1, 1) }
        return (camera.depthU / spread, camera.depthV / spread, (camera.depth0 - focal) / spread,
                max(0, min(1, s["blurFloor"])))
    }

    /// The sheet a receipt lies on: A5, or larger to leave `sheetMargin` mm around the receipt, turned by `sheetAngle`,
    /// with the receipt placed by `sheetOffsetX`/`sheetOffsetY` (shares of the free margin).
    static func sheetCorners(_ s: inout SceneSettings, pageWidth: Int, pageHeight: Int, mmpp: Double) -> Quad {
        let a = s["sheetAngle"] * Double.pi / 180
        let c = cos(a), sn = sin(a)
        let hw = Double(pageWidth) / 2, hh = Double(pageHeight) / 2
        // The receipt's half extents along the sheet's axes, in pixels.
        let ex = hw * abs(c) + hh * abs(sn), ey = hw * abs(sn) + hh * abs(c)
        let margin = s.values["sheetMargin"] ?? 30
        let sheetW = max(148, 2 * ex * mmpp + 2 * margin), sheetH = max(210, 2 * ey * mmpp + 2 * margin)
        s.values["sheetWidth"] = rounded(sheetW)
        s.values["sheetHeight"] = rounded(sheetH)
        let sw = sheetW / mmpp / 2, sh = sheetH / mmpp / 2
        let freeX = max(0, sw - ex - 10 / mmpp), freeY = max(0, sh - ey - 10 / mmpp)
        // The receipt's centre in the sheet's frame; the sheet's centre in the page's.
        let ox = s["sheetOffsetX"] * freeX, oy = s["sheetOffsetY"] * freeY
        let centre = Point(x: hw - (ox * c - oy * sn), y: hh - (ox * sn + oy * c))
        func corner(_ x: Double, _ y: Double) -> Point {
            Point(x: centre.x + x * c - y * sn, y: centre.y + x * sn + y * c)
        }
        return Quad(topLeft: corner(-sw, -sh), topRight: corner(sw, -sh), bottomRight: corner(sw, sh), bottomLeft: corner(-sw, sh))
    }

    /// The page laid at `orientation`: the finished image and every truth quad turned together, after every other
    /// stage. Turning the whole photo lays the page turned on the table with the camera, table and light turned
    /// along, which is a scene like any other; and every random draw stays as it is at 0°, so the four
    /// orientations of one seed differ only in how the page lies. A pixel permutation, so nothing is resampled.
    static func turn(_ image: Image, _ truth: GroundTruth, _ orientation: PageOrientation?) -> (Image, GroundTruth) {
        guard let orientation else { return (image, truth) }
        var sized = truth
        sized.image = ImageInfo(width: image.width, height: image.height, dpi: truth.image.dpi)
        var turned = sized.turned(orientation)
        turned.orientation = orientation
        return (image.turned(orientation), turned)
    }

    static func rounded(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }

    /// Checks every option's range before any work: the same ranges a corpus file is held to
    /// (`PageSpec.optionRanges`, `SceneParameters.valueRanges`), for specs built in code or from flags.
    static func validate(_ spec: PageSpec) throws {
        func check(_ name: String, _ key: String, _ value: Double?, _ expected: String) throws {
            guard let value, let range = PageSpec.optionRanges[key] else { return }
            guard value.isFinite, range.contains(value) else {
                throw SceneError.invalidOption(name, value: "\(value)", expected: expected)
            }
        }
        try check("page-scale", "pageScale", spec.pageScale, "a share from 0.05 to 1")
        try check("shadow-strength", "shadowStrength", spec.shadowStrength, "0 to 1")
        try check("blur", "blur", spec.blur, "a sigma from 0 to 50 photo pixels")
        try check("tilt", "tilt", spec.tilt, "0 to 60 degrees")
        try check("fade", "fade", spec.fade, "0 to 1")
        try check("dpi", "dpi", spec.dpi, "50 to 1200")
        try check("jpeg-quality", "jpegQuality", spec.jpegQuality.map(Double.init), "1 to 100")
        try check("curl", "curl", spec.curl, "0 to 1")
        try check("crumple", "crumple", spec.crumple, "0 to 1")
        try check("folds", "folds", spec.folds.map(Double.init), "0, 1 or 2")
        try check("glare", "glare", spec.glare, "0 to 1")
        if let shadow = spec.shadow {
            for value in [shadow.x, shadow.y] where !(value.isFinite && (0...1).contains(value)) {
                throw SceneError.invalidOption("shadow", value: "\(shadow.x),\(shadow.y)", expected: "X,Y as fractions from 0 to 1")
            }
        }
        if spec.resolvedScene == .cardOnSheet, spec.document != .receipt {
            throw SceneError.unsupported("the card-on-sheet scene holds a receipt; use --document receipt or another scene")
        }
        if let values = spec.sceneValues {
            let problems = SceneParameters.problems(in: values)
            guard problems.isEmpty else { throw InputFileError(file: "the replayed scene", kind: "scene values", problems: problems) }
        }
    }
}

import Foundation
import Imaging

/// Times the enhancement operations on one photo, for `Scripts/bench-enhance.sh` (and `scanlab bench-enhance`).
public enum EnhancementBenchmark {
    /// A4 at 300 dpi, the size every operation below works at.
    public static let a4 = (width: 2480, height: 3508)

    /// The best of `repeats` runs, in milliseconds, per operation:
    /// `gray`, `warpA4Gray`, `warpA4RGB`, `gaussianSigma2`, `backgroundEstimate` (estimate and divide),
    /// `otsu` (histogram, threshold, apply), `sauvola`, `find`, `autoPipeline` (gray, find, warp, light, tone, size,
    /// binarise; no decode or encode), `autoPipelineWithOrientation` (the same with orientation detection) and
    /// `autoStyle` (the whole `auto` style from decoded pixels, with encoding).
    /// - Parameter findParameters: the page finder's parameters for the `find` timing (the pipelines use the standard ones).
    public static func run(on image: Image, repeats: Int = 5, findParameters: PageFindingParameters = .standard) throws -> [String: Double] {
        var best: [String: Double] = [:]
        // Wall time under `name`, and this thread's CPU time under "cpu.<name>": on a loaded machine the wall clock
        // also counts other processes' turns, the CPU clock only ours (both best of `repeats`).
        func time(_ name: String, _ work: () throws -> Void) rethrows {
            for _ in 0..<max(1, repeats) {
                let start = DispatchTime.now().uptimeNanoseconds, cpuStart = Self.threadCPUNanoseconds()
                try work()
                let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                let cpuMs = Double(Self.threadCPUNanoseconds() &- cpuStart) / 1e6
                best[name] = min(best[name] ?? .infinity, ms)
                best["cpu." + name] = min(best["cpu." + name] ?? .infinity, cpuMs)
            }
        }
        let rgb = image.rgb()
        var gray = image
        time("gray") { gray = rgb.grayscale() }
        // The page is taken as the middle 80% of the frame, so the warp cost does not depend on finding.
        let w = Double(image.width), h = Double(image.height)
        let quad = Quad(topLeft: Point(x: 0.1 * w, y: 0.12 * h), topRight: Point(x: 0.88 * w, y: 0.1 * h),
                        bottomRight: Point(x: 0.9 * w, y: 0.9 * h), bottomLeft: Point(x: 0.12 * w, y: 0.88 * h))
        let target = Quad(Box(x: 0, y: 0, width: Double(a4.width), height: Double(a4.height)))
        guard let map = Homography(from: target, to: quad) else { throw EnhancementError.degeneratePage("benchmark") }
        var page = gray
        time("warpA4Gray") { page = gray.warped(map, width: a4.width, height: a4.height) }
        time("warpA4RGB") { _ = rgb.warped(map, width: a4.width, height: a4.height) }
        time("gaussianSigma2") { _ = page.gaussianBlurred(sigma: 2) }
        // Estimate, then divide it out (with the tone curve folded in, fitted on sampled rows).
        func lightAndTone() -> Image {
            let step = LightAndTone(field: BackgroundField.estimate(from: page))
            let curves = step.sampledHistograms(page).map { ToneCurve.fit(histogram: $0) }
            return step.apply(page, curves: curves)
        }
        time("backgroundEstimate") { _ = lightAndTone() }
        var field = BackgroundField.estimate(from: page)
        time("backgroundGrid") { field = BackgroundField.estimate(from: page) }
        let step = LightAndTone(field: field)
        time("backgroundDivide") { _ = step.apply(page, curves: [ToneCurve(paper: 224, black: 0, ink: 0)]) }
        time("otsu") { _ = Binarizer.otsu.binarise(page, capHeight: nil) }
        time("sauvola") { _ = Binarizer.sauvola.binarise(page, capHeight: 24) }
        time("find") { _ = PageFinder.find(in: gray, parameters: findParameters) }
        let options = StyleOptions()
        try time("autoPipeline") {
            let pipeline = PagePipeline(options: options, name: "benchmark")
            let g = rgb.grayscale()
            let found = pipeline.find(in: rgb, gray: g)
            let p = try pipeline.run(rgb, gray: g, found: found, colour: false)
            _ = Binarizer.otsu.binarise(p.toned, capHeight: p.traits.capHeight)
        }
        // As `autoPipeline`, with the orientation detection every processed style now runs (OpenCV's pipeline has
        // no such step, so this is the fuller count of the style's own work without codecs).
        try time("autoPipelineWithOrientation") {
            let pipeline = PagePipeline(options: options, name: "benchmark")
            let upright = UprightPage(rgb, gray: rgb.grayscale(), pipeline: pipeline)
            let p = try pipeline.run(upright.image, gray: upright.gray, found: upright.found, colour: false)
            _ = Binarizer.otsu.binarise(p.toned, capHeight: p.traits.capHeight)
        }
        try time("autoStyle") {
            // Each stage's best time too ("stage.find", "stage.orientation", …), to see where the style's time goes.
            let styled = try Enhancer.apply(.auto, to: rgb, name: "benchmark", options: options)
            for (stage, ms) in styled.stageMilliseconds { best["stage." + stage] = min(best["stage." + stage] ?? .infinity, ms) }
        }
        return best
    }

    /// This thread's CPU time in nanoseconds.
    public static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}

import Foundation
import Imaging

/// What a phone's image pipeline does to the photo after the sensor: noise reduction smears fine detail, then
/// sharpening draws a bright and a dark halo along every edge.
///
/// The smear is a Gaussian of `smear` pixels mixed in at `smearMix`; the sharpening is an unsharp mask of radius
/// `sharpenRadius` and amount `sharpen`. Both run on the finished RGB photo, before JPEG, as in a phone.
enum PhoneCapture {
    /// Below these, the stage is skipped (the effect would be under one level).
    static let minimumSmear = 0.2
    static let minimumSharpen = 0.05

    /// Whether the stage runs at all for these settings.
    static func applies(_ s: SceneSettings) -> Bool { s["smear"] > 0 || s["sharpen"] > 0 }

    /// How far (px) an output pixel's value reaches into the photo around it: the two blurs' kernel radii
    /// (⌈3σ⌉; beyond σ = 8, three boxes of radius about σ each) plus one pixel of slack each. A crop processed
    /// with this margin around it gets the same bytes as the whole photo processed, then cropped.
    static func reach(_ s: SceneSettings) -> Int {
        guard applies(s) else { return 0 }
        var reach = 0
        if s["smear"] >= minimumSmear { reach += Int((3 * s["smear"]).rounded(.up)) + 1 }
        if s["sharpen"] >= minimumSharpen { reach += Int((3 * max(0.5, s.values["sharpenRadius"] ?? 1.2)).rounded(.up)) + 1 }
        return reach
    }

    static func process(_ photo: Image, _ s: SceneSettings) -> Image {
        var image = photo
        let smear = s["smear"], mix = Float(max(0, min(1, s.values["smearMix"] ?? 1)))
        if smear >= minimumSmear {
            let blurred = image.gaussianBlurred(sigma: smear)
            image = blend(image, blurred) { a, b in a + (b - a) * mix }
        }
        let amount = Float(s["sharpen"])
        if amount >= Float(minimumSharpen) {
            let blurred = image.gaussianBlurred(sigma: max(0.5, s.values["sharpenRadius"] ?? 1.2))
            image = blend(image, blurred) { a, b in a + (a - b) * amount }
        }
        return image
    }

    /// Combines two images of the same size sample by sample, rounding and clamping to bytes.
    static func blend(_ a: Image, _ b: Image, _ f: (Float, Float) -> Float) -> Image {
        guard a.width == b.width, a.height == b.height, a.layout == b.layout else { return a }
        var out = a
        out.pixels.withUnsafeMutableBufferPointer { o in
            b.pixels.withUnsafeBufferPointer { bb in
                for i in 0..<o.count {
                    o[i] = UInt8(max(0, min(255, f(Float(o[i]), Float(bb[i])) + 0.5)))
                }
            }
        }
        return out
    }
}

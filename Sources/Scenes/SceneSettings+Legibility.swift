import Foundation

extension SceneSettings {
    /// Raises a phone's frame (`frameLong`) until the page is sampled at `legibleSampling` photo pixels per millimetre,
    /// as a photographer takes a long receipt in a larger frame to keep its print legible.
    ///
    /// The camera spans the page's long side over `pageScale` of the frame's long side (seen straight on), so the frame
    /// that samples it at s px/mm is s · the page's long side (mm) / `pageScale`. A frame already that large, a page
    /// without `legibleSampling` (every preset but `phone`, and truths recorded before it) and a frame no larger than
    /// `longest` are kept; the raise stops at `longest`. Idempotent, so a replay's recorded frame stays as it is.
    /// - Parameters:
    ///   - pageLongMillimetres: the page's long side on paper.
    ///   - longest: the largest frame the raise gives (px).
    mutating func raiseFrameForLegibility(pageLongMillimetres: Double, longest: Double) {
        guard let sampling = values["legibleSampling"], sampling > 0, let frame = values["frameLong"],
              let pageScale = values["pageScale"], pageScale > 0, frame < longest else { return }
        let legible = (sampling * pageLongMillimetres / pageScale).rounded(.up)
        if legible > frame { values["frameLong"] = min(longest, legible) }
    }
}

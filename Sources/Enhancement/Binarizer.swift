import Foundation
import Imaging

/// Makes a toned page bitonal.
enum Binarizer: String, Sendable, CaseIterable {
    /// One global threshold from the histogram; right for evenly lit pages.
    case otsu
    /// Sauvola's local threshold over a box window; copes with light that the correction left uneven.
    case sauvola

    /// Returns a gray image holding only 0 (ink) and 255 (paper).
    /// - Parameter capHeight: the print's capital height, which sizes Sauvola's window.
    func binarise(_ toned: Image, capHeight: Double?) -> Image {
        let g = toned.grayscale()
        switch self {
        case .otsu:
            return g.thresholded(above: Threshold.otsu(histogram: g.histogram()))
        case .sauvola:
            let radius = Int(max(8, min(40, (capHeight ?? 24).rounded())))
            return Threshold.sauvola(g, radius: radius, k: 0.25)
        }
    }
}

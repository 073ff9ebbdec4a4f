import Documents
import Imaging

/// One synthesized page: the pixels, the encoded file, and its truth.
public struct SynthesizedPage: Sendable {
    /// The page (gray) or the photo (RGB), as encoded.
    public var image: Image
    /// The file's bytes, PNG or JPEG.
    public var encoded: [UInt8]
    /// `png` or `jpg`, without the dot.
    public var fileExtension: String
    /// The truth, with every quad in `image`'s pixels and every scene value used.
    public var truth: GroundTruth
    /// How long each stage took, in milliseconds, by stage name (`render`, `fade`, `camera`, `table`,
    /// `blur`, `composite`, `encode`, …). For benchmarks; never part of the truth.
    public var stageMilliseconds: [String: Double]

    public init(image: Image, encoded: [UInt8], fileExtension: String, truth: GroundTruth,
                stageMilliseconds: [String: Double] = [:]) {
        self.image = image; self.encoded = encoded; self.fileExtension = fileExtension; self.truth = truth
        self.stageMilliseconds = stageMilliseconds
    }
}

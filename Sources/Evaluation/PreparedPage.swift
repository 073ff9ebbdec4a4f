/// A page made ready for its styles: the photo's bytes on disk, its truth, and what the report says about it.
struct PreparedPage {
    var info: PageInfo
    var truth: PageTruth
    var photo: [UInt8]
    var photoExtension: String
    /// SHA-256 of the photo's bytes: the root of every styled-image key.
    var photoHash: String
    /// A file holding exactly `photo`, for `original` and for readers.
    var photoPath: String
    var cachedPage: Bool
}

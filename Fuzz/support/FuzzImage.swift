import Imaging

/// What every image target does with its bytes: the header, then a decode when the declared page is small.
public enum FuzzImage {
    /// Inputs declaring more pixels than this are checked by header only. Why: the decoders allocate the declared size
    /// before finding the data missing (libtiff's RGBA path four bytes a pixel), so a 12-byte file declaring 200 MP (the
    /// real limit) costs over a gigabyte and seconds per execution under ASan. The check skipped is `ImageLimits.check`,
    /// tested in BadImageTests. 256 × 256 still spans many strips, rows, tiles and MCUs.
    public static let pixelLimit = 1 << 16

    /// Reads the header (and page `page`'s header, when given), then decodes the first page when it is small enough.
    /// Errors are the expected outcome for most inputs and are dropped; only a trap or a sanitizer report is a finding.
    public static func exercise(_ bytes: [UInt8], name: String, alsoPage page: Int? = nil) {
        if let page { _ = try? ImageFile.header(of: bytes, name: name, page: page) }
        // A header may declare sides whose product overflows Int (a PNG of 2.4 × 4.2 billion pixels did, in this check).
        guard let header = try? ImageFile.header(of: bytes, name: name),
              case let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height),
              !overflow, pixels <= pixelLimit else { return }
        _ = try? ImageFile.decode(bytes, name: name)
    }
}

import Foundation

/// The standard OCR file formats ScanLab reads as truth and as reader output, and writes from `read --format`.
public enum OCRFormat: String, Sendable, Codable, CaseIterable {
    /// PAGE-XML (PRImA), any dated schema from 2009 to 2019.
    case page
    /// ALTO (Library of Congress), versions 1 to 4.
    case alto
    /// hOCR: (X)HTML with `ocr_*` classes.
    case hocr

    /// The namespace fragment every PAGE schema version shares.
    static let pageNamespaceStem = "primaresearch.org/PAGE/gts/pagecontent"
}

import Foundation
internal import CHEIF

/// HEIC (and other HEIF images libheif decodes) through libheif.
///
/// The primary image is decoded with its `irot`/`imir` transforms applied, as the HEIF standard requires; an EXIF
/// orientation stored inside the file is ignored, as the standard also says: iPhones write both, and honouring EXIF
/// too would turn their photos twice.
package enum HEICCodec {
    /// The largest HEIC file decoded, checked before libheif sees it: four 48 MP phone photos' worth.
    static let maxBytes = 256 * 1024 * 1024

    /// One decoding context over bytes that outlive it, with the primary image's handle.
    private static func withPrimaryImage<T>(_ bytes: [UInt8], name: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        guard bytes.count <= maxBytes else {
            throw ImageError.unsupported(name, reason: "HEIC of \(bytes.count) bytes, over the \(maxBytes)-byte limit")
        }
        guard let context = heif_context_alloc() else { throw ImageError.corrupt(name, reason: "HEIC: libheif could not start") }
        defer { heif_context_free(context) }
        return try bytes.withUnsafeBufferPointer { input in
            try check(heif_context_read_from_memory_without_copy(context, input.baseAddress, input.count, nil), name: name)
            guard heif_context_get_number_of_top_level_images(context) > 0 else {
                throw ImageError.corrupt(name, reason: "HEIC holds no image")
            }
            var handle: OpaquePointer?
            try check(heif_context_get_primary_image_handle(context, &handle), name: name)
            guard let handle else { throw ImageError.corrupt(name, reason: "HEIC holds no primary image") }
            defer { heif_image_handle_release(handle) }
            return try body(handle)
        }
    }

    /// The header, read in this process. Only the child (`HEICChild`) and the fuzz target call it; everything else
    /// goes through `HEICChild`, since libheif may never return.
    package static func headerInThisProcess(_ bytes: [UInt8], name: String) throws -> ImageHeader {
        try withPrimaryImage(bytes, name: name) { handle in
            ImageHeader(width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle)),
                        format: .heic, layout: .rgb)
        }
    }

    /// The pixels, decoded in this process: as `headerInThisProcess`, only for the child and the fuzz target.
    package static func decodeInThisProcess(_ bytes: [UInt8], name: String) throws -> Image {
        try withPrimaryImage(bytes, name: name) { handle in
            // The limits are symmetric in width and height, so a 90° irot cannot slip past them.
            try ImageLimits.check(width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle)),
                                  name: name)
            guard let options = heif_decoding_options_alloc() else { throw ImageError.corrupt(name, reason: "HEIC: libheif could not start") }
            defer { heif_decoding_options_free(options) }
            // The transforms are part of the image (HEIF, ISO/IEC 23008-12); 0 is libheif's default, said here on purpose.
            options.pointee.ignore_transformations = 0
            var decoded: OpaquePointer?
            try check(heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGB, options), name: name)
            guard let decoded else { throw ImageError.corrupt(name, reason: "HEIC: libheif returned no image") }
            defer { heif_image_release(decoded) }
            let width = Int(heif_image_get_width(decoded, heif_channel_interleaved))
            let height = Int(heif_image_get_height(decoded, heif_channel_interleaved))
            try ImageLimits.check(width: width, height: height, name: name)
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride), Int(stride) >= width * 3 else {
                throw ImageError.corrupt(name, reason: "HEIC: decoded image has no RGB plane")
            }
            let rowBytes = width * 3
            var pixels = [UInt8](repeating: 0, count: rowBytes * height)
            pixels.withUnsafeMutableBufferPointer { out in
                guard let target = out.baseAddress else { return }
                for y in 0..<height {
                    (target + y * rowBytes).update(from: plane + y * Int(stride), count: rowBytes)
                }
            }
            guard let image = Image(width: width, height: height, layout: .rgb, pixels: pixels) else {
                throw ImageError.corrupt(name, reason: "HEIC: decoded size does not match")
            }
            return image
        }
    }

    /// Writes an HEIC with libheif's HEVC encoder, for tests and tools that need real HEIC files.
    /// - Parameters:
    ///   - orientation: an EXIF-style orientation (1 to 8) that libheif stores as `irot`/`imir` boxes, so a viewer
    ///     shows `image` turned by it.
    ///   - exifOrientation: when set, an EXIF block holding this orientation is added too (which readers must ignore).
    static func encode(_ image: Image, quality: Int = 90, orientation: Int = 1, exifOrientation: Int? = nil, to path: String) throws {
        guard let context = heif_context_alloc() else { throw ImageError.writeFailed(path, reason: "libheif could not start") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder), name: path)
        guard let encoder else { throw ImageError.writeFailed(path, reason: "libheif has no HEVC encoder") }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, Int32(quality)), name: path)
        var picture: OpaquePointer?
        try check(heif_image_create(Int32(image.width), Int32(image.height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &picture), name: path)
        guard let picture else { throw ImageError.writeFailed(path, reason: "libheif could not make an image") }
        defer { heif_image_release(picture) }
        try check(heif_image_add_plane(picture, heif_channel_interleaved, Int32(image.width), Int32(image.height), 8), name: path)
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(picture, heif_channel_interleaved, &stride) else {
            throw ImageError.writeFailed(path, reason: "libheif gave no plane")
        }
        let rgb = image.layout == .rgb ? image : image.rgb()
        rgb.pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for y in 0..<image.height {
                (plane + y * Int(stride)).update(from: base + y * image.width * 3, count: image.width * 3)
            }
        }
        guard let options = heif_encoding_options_alloc() else { throw ImageError.writeFailed(path, reason: "libheif could not start") }
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation))
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, picture, encoder, options, &handle), name: path)
        defer { if let handle { heif_image_handle_release(handle) } }
        if let exifOrientation, let handle {
            let exif = ExifOrientation.tiffBlock(orientation: exifOrientation)
            try exif.withUnsafeBufferPointer { block in
                try check(heif_context_add_exif_metadata(context, handle, block.baseAddress, Int32(block.count)), name: path)
            }
        }
        try check(heif_context_write_to_file(context, path), name: path)
    }

    private static func check(_ error: heif_error, name: String) throws {
        guard error.code != heif_error_Ok else { return }
        let text = error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
        throw ImageError.corrupt(name, reason: "HEIC: " + text)
    }
}

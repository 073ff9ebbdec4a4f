extension ExifOrientation {
    /// The orientation a JPEG's EXIF segment declares, or `.up` when it declares none.
    ///
    /// Only the markers before the first scan (SOS) are looked at, and every read is bounds-checked:
    /// a missing, truncated or malformed EXIF segment means `.up`, never a crash or an error, because
    /// a bad tag must not cost the user the picture (viewers show such files unrotated too).
    public static func of(jpeg bytes: [UInt8]) -> ExifOrientation {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        var position = 2
        while position + 1 < bytes.count {
            guard bytes[position] == 0xFF else { return .up }
            // Any number of 0xFF fill bytes may precede a marker code.
            var codeAt = position + 1
            while codeAt < bytes.count, bytes[codeAt] == 0xFF { codeAt += 1 }
            guard codeAt < bytes.count else { return .up }
            let code = bytes[codeAt]
            // SOS starts the entropy-coded data, EOI ends the file: no metadata segment can follow.
            if code == 0xDA || code == 0xD9 { return .up }
            // TEM and RSTn stand alone, without a length.
            if code == 0x01 || (0xD0...0xD7).contains(code) { position = codeAt + 1; continue }
            guard codeAt + 2 < bytes.count else { return .up }
            let length = Int(bytes[codeAt + 1]) << 8 | Int(bytes[codeAt + 2])
            let start = codeAt + 3, end = codeAt + 1 + length
            guard length >= 2, end <= bytes.count else { return .up }
            if code == 0xE1, let found = fromExifSegment(bytes[start..<end]) { return found }
            position = end
        }
        return .up
    }

    /// Reads the tag from one APP1 payload; nil when it is not EXIF or holds no valid orientation in IFD0.
    static func fromExifSegment(_ segment: ArraySlice<UInt8>) -> ExifOrientation? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00] // "Exif\0", then a pad byte
        guard segment.count >= 6, segment.prefix(5).elementsEqual(exifHeader) else { return nil }
        let tiff = TIFFReader(bytes: segment.dropFirst(6))
        guard let tiff, tiff.uint16(at: 2) == 42, let ifd = tiff.uint32(at: 4), let entries = tiff.uint16(at: ifd) else {
            return nil
        }
        // An IFD that claims more entries than the segment holds is malformed as a whole.
        guard ifd + 2 + entries * 12 <= tiff.count else { return nil }
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard tiff.uint16(at: entry) == 0x0112 else { continue }
            guard let type = tiff.uint16(at: entry + 2), tiff.uint32(at: entry + 4) == 1 else { return nil }
            let value: Int?
            switch type {
            case 3: value = tiff.uint16(at: entry + 8)  // SHORT, as the standard says
            case 4: value = tiff.uint32(at: entry + 8)  // LONG, written by a few tools
            default: value = nil
            }
            return value.flatMap { ExifOrientation(rawValue: $0) }
        }
        return nil
    }
}

/// Bounds-checked reads of a TIFF structure in either byte order; offsets count from the "II"/"MM" mark.
private struct TIFFReader {
    let bytes: ArraySlice<UInt8>
    let littleEndian: Bool
    var count: Int { bytes.count }

    init?(bytes: ArraySlice<UInt8>) {
        guard bytes.count >= 8 else { return nil }
        let first = bytes[bytes.startIndex], second = bytes[bytes.startIndex + 1]
        switch (first, second) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        self.bytes = bytes
    }

    func uint16(at offset: Int) -> Int? { value(at: offset, size: 2) }
    func uint32(at offset: Int) -> Int? { value(at: offset, size: 4) }

    private func value(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - size else { return nil }
        let base = bytes.startIndex + offset
        var result = 0
        for i in 0..<size {
            let byte = Int(bytes[base + (littleEndian ? size - 1 - i : i)])
            result = result << 8 | byte
        }
        return result
    }
}

#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

/// Packed RGB to gray: ITU-R BT.601 luma (the weights OpenCV and libjpeg use) in 14-bit fixed point, with
/// weights that sum to 16384 so white stays 255, rounded to nearest.
///
/// Golden hashes of processed pages and the pinned accuracy baseline depend on these exact bytes: every
/// path here must equal `luma(_:_:_:)` for every input.
enum LumaKernel {
    /// One pixel; the reference for the vector path.
    @inline(__always)
    static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(r) &* 4899 &+ UInt32(g) &* 9617 &+ UInt32(b) &* 1868 &+ 8192) >> 14)
    }

    /// Writes `count` gray samples from `count` RGB triples; the buffers must not overlap.
    static func convert(rgb source: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>, count: Int) {
        #if arch(x86_64)
        let done = convertSSE2(rgb: source, into: gray, count: count)
        #else
        let done = 0
        #endif
        // The last pixels of the image (and every pixel on CPUs other than x86-64).
        for i in done..<max(done, count) {
            gray[i] = luma(source[3 &* i], source[3 &* i &+ 1], source[3 &* i &+ 2])
        }
    }

    #if arch(x86_64)
    /// Converts whole blocks of 16 pixels and returns how many pixels it converted.
    ///
    /// SSE2 only, since it is the x86-64 baseline and needs no CPU check. LLVM vectorises the scalar loop by
    /// gathering single bytes (2.2 times OpenCV's time on a 12 MP photo), and compiles plain Swift SIMD versions
    /// of this slower still (it splits the loads into scalar ones and re-pairs the products with extra shuffles),
    /// so the arithmetic is spelled with intrinsics. `pmaddwd` multiplies 16-bit pairs into exact 32-bit sums:
    /// the 14-bit weights and 8-bit samples need no narrower split, so the result is the scalar formula exactly.
    private static func convertSSE2(rgb source: UnsafePointer<UInt8>, into gray: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let input = UnsafeRawPointer(source), output = UnsafeMutableRawPointer(gray)
        let lowByte = _mm_set1_epi32(0xFF), lowBytes = _mm_set1_epi32(0x00FF_00FF)
        let redBlue = _mm_set1_epi32(4899 | (1868 << 16)), green = _mm_set1_epi32(9617), half = _mm_set1_epi32(8192)
        /// Luma of four pixels, from lanes holding red in byte 0 and blue in byte 2, and green in byte 0.
        @inline(__always) func luma4(redBlue rb: __m128i, green g: __m128i) -> __m128i {
            let sum = _mm_add_epi32(_mm_madd_epi16(_mm_and_si128(rb, lowBytes), redBlue),
                                    _mm_madd_epi16(_mm_and_si128(g, lowByte), green))
            return _mm_srli_epi32(_mm_add_epi32(sum, half), 14)
        }
        var i = 0
        while i &+ 16 <= count {
            // 48 bytes are 12 words, 4 pixels to every 3 words; take word k of each group of 3 into lane k.
            // (Loaded as __m128i: loaded as SIMD4<UInt32>, LLVM splits the loads into 12 scalar ones.)
            let p = input + 3 &* i
            let a = unsafeBitCast(p.loadUnaligned(as: __m128i.self), to: SIMD4<UInt32>.self)
            let b = unsafeBitCast(p.loadUnaligned(fromByteOffset: 16, as: __m128i.self), to: SIMD4<UInt32>.self)
            let c = unsafeBitCast(p.loadUnaligned(fromByteOffset: 32, as: __m128i.self), to: SIMD4<UInt32>.self)
            let x = unsafeBitCast(SIMD4<UInt32>(a[0], a[3], b[2], c[1]), to: __m128i.self) // r0 g0 b0 r1
            let y = unsafeBitCast(SIMD4<UInt32>(a[1], b[0], b[3], c[2]), to: __m128i.self) // g1 b1 r2 g2
            let z = unsafeBitCast(SIMD4<UInt32>(a[2], b[1], c[0], c[3]), to: __m128i.self) // b2 r3 g3 b3
            // Pixel k of every group; the masks in luma4 drop the neighbours' bytes.
            let y0 = luma4(redBlue: x, green: _mm_srli_epi32(x, 8))
            let y1 = luma4(redBlue: _mm_or_si128(_mm_srli_epi32(x, 24), _mm_slli_epi32(y, 8)), green: y)
            let y2 = luma4(redBlue: _mm_or_si128(_mm_srli_epi32(y, 16), _mm_slli_epi32(z, 16)), green: _mm_srli_epi32(y, 24))
            let y3 = luma4(redBlue: _mm_srli_epi32(z, 8), green: _mm_srli_epi32(z, 16))
            // Lane k of the output holds the group's 4 gray bytes in order.
            let out = _mm_or_si128(_mm_or_si128(y0, _mm_slli_epi32(y1, 8)),
                                   _mm_or_si128(_mm_slli_epi32(y2, 16), _mm_slli_epi32(y3, 24)))
            output.storeBytes(of: out, toByteOffset: i, as: __m128i.self)
            i &+= 16
        }
        return i
    }
    #endif
}

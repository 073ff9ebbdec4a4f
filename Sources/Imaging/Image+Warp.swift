#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif
internal import CSupport

extension Image {
    /// A perspective warp with bilinear sampling. `h` maps each OUTPUT point to the INPUT point it
    /// samples, in continuous pixel coordinates (pixel centres at +0.5). Output pixels whose source
    /// falls outside the input get `fill`; at the input's edge samples are clamped, not blended with fill.
    public func warped(_ h: Homography, width outWidth: Int, height outHeight: Int, fill: UInt8 = 0) -> Image {
        warped(h, width: outWidth, height: outHeight, fill: fill, kernel: .fastest)
    }

    /// `warped` with the gray gather's kernel chosen, so tests can hold every kernel to the reference's bytes.
    func warped(_ h: Homography, width outWidth: Int, height outHeight: Int, fill: UInt8, kernel: WarpKernel) -> Image {
        guard outWidth > 0, outHeight > 0 else { return Image(width: max(0, outWidth), height: max(0, outHeight), layout: layout) }
        var result = Image(width: outWidth, height: outHeight, layout: layout, fill: fill)
        guard width > 0, height > 0 else { return result }
        let m = h.matrix
        let channels = self.channels
        // Fold the half-pixel shifts into the matrix: output index (x, y) → input index space,
        // u = (m0 (x+½) + m1 (y+½) + m2) / w − ½, likewise v.
        let a0 = m[0], a1 = m[1], a2 = m[2] + 0.5 * (m[0] + m[1])
        let b0 = m[3], b1 = m[4], b2 = m[5] + 0.5 * (m[3] + m[4])
        let c0 = m[6], c1 = m[7], c2 = m[8] + 0.5 * (m[6] + m[7])
        let geometry = WarpRow(inWidth: width, inHeight: height, channels: channels, kernel: kernel)
        // Per row: first the source coordinates of every pixel (a vectorised loop) as 1/256-pixel fixed
        // point, then the gathers with integer weights. Float keeps coordinates to ~1/1000 px.
        // (Column strips, as OpenCV tiles, measured no faster here: one output row's coordinates and
        // source lines stay in cache for the next row anyway.)
        var fixedU = [Int32](repeating: 0, count: outWidth)
        var fixedV = [Int32](repeating: 0, count: outWidth)
        // The gray gather's byte offsets of each pixel's top-left neighbour (`interiorGraySSE2`).
        var sourceOffsets = [Int32](repeating: 0, count: outWidth)
        // Column numbers as Float, loaded rather than converted from Int (SSE cannot convert Int64 vectors).
        let columnNumbers = (0..<outWidth).map { Float($0) }
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                fixedU.withUnsafeMutableBufferPointer { uBuffer in
                    fixedV.withUnsafeMutableBufferPointer { vBuffer in
                        columnNumbers.withUnsafeBufferPointer { columnBuffer in
                          sourceOffsets.withUnsafeMutableBufferPointer { offsetBuffer in
                            guard let s = source.baseAddress, let t = target.baseAddress, let fu = uBuffer.baseAddress,
                                  let fv = vBuffer.baseAddress, let columns = columnBuffer.baseAddress,
                                  let offsets = offsetBuffer.baseAddress else { return }
                            for y in 0..<outHeight {
                                let yd = Double(y)
                                let interior = geometry.coordinates(columns: columns, count: outWidth,
                                                     u: (a0, a1 * yd + a2), v: (b0, b1 * yd + b2), w: (c0, c1 * yd + c2),
                                                     fixedU: fu, fixedV: fv)
                                let out = t + y &* outWidth &* channels
                                let lead = geometry.lead(rows: WarpRow.leadRows, y: yd, x: Double(outWidth / 2),
                                                         a: (a0, a1, a2), b: (b0, b1, b2), c: (c0, c1, c2))
                                if channels == 1 {
                                    geometry.gatherGray(source: s, fixedU: fu, fixedV: fv, count: outWidth, interior: interior, lead: lead,
                                                        offsets: offsets, into: out)
                                } else {
                                    geometry.gatherRGB(source: s, fixedU: fu, fixedV: fv, count: outWidth, interior: interior, lead: lead, into: out)
                                }
                            }
                          }
                        }
                    }
                }
            }
        }
        return result
    }
}

/// The gray gather's vector kernels (the scalar clamped gather does what they leave).
enum WarpKernel: CaseIterable, Sendable {
    /// The x86-64 baseline, in Swift (`WarpRow.interiorGraySSE2`).
    case sse2
    /// Two AVX2 gathers per 8 pixels, in C (`csupport_warp_gray_avx2`); only where the CPU has AVX2.
    case avx2

    /// AVX2 where the CPU has it: on the benchmark's 12 MP photo (callgrind, `scanlab process --style auto`) the
    /// gray warp's gathers (`gatherGray`) went from 227 to 67 M instructions; see `Scripts/bench-enhance.sh speed` for time.
    static let fastest: WarpKernel = isAvailable(.avx2) ? .avx2 : .sse2

    /// Whether this CPU runs the kernel.
    static func isAvailable(_ kernel: WarpKernel) -> Bool {
        switch kernel {
        case .sse2: return true
        case .avx2: return CPUFeatures.hasAVX2
        }
    }
}

/// What this CPU can run, asked once: every kernel choice (`WarpKernel`, `LightAndTone.RowKernel`) reads it here.
package enum CPUFeatures {
    package static let hasAVX2 = csupport_has_avx2() != 0
}

/// The inner loops of `warped`, kept apart so that each has few live values.
struct WarpRow {
    let inWidth: Int, inHeight: Int, channels: Int
    var kernel: WarpKernel = .sse2
    var rowLength: Int { inWidth * channels }
    /// How many output rows ahead the gathers prefetch the source (2, 4 and 8 measured alike).
    static let leadRows = 4.0

    /// How far (in bytes) the source moves between output row y and row y + rows, at column x. A tilted
    /// page's output row crosses many source rows, a few bytes of each, which defeats the hardware
    /// prefetcher: on the benchmark's 12 MP photo, prefetching this far ahead takes the gray warp from 23.6
    /// to 18.8 ms and the RGB one from 42.5 to 32.2 ms. A wrong guess (strong perspective) only wastes a
    /// prefetch; 0 when the source runs off to infinity.
    func lead(rows: Double, y: Double, x: Double, a: (Double, Double, Double), b: (Double, Double, Double), c: (Double, Double, Double)) -> Int {
        func source(_ y: Double) -> (Double, Double) {
            let w = c.0 * x + c.1 * y + c.2
            return ((a.0 * x + a.1 * y + a.2) / w, (b.0 * x + b.1 * y + b.2) / w)
        }
        let (u0, v0) = source(y), (u1, v1) = source(y + rows)
        let du = (u1 - u0).rounded(), dv = (v1 - v0).rounded()
        guard du.isFinite, dv.isFinite, abs(du) < 4096, abs(dv) < 4096 else { return 0 }
        return Int(dv) * rowLength + Int(du) * channels
    }

    /// Source coordinates of one output row as 1/256 px fixed point, offset by one pixel so that they
    /// stay positive: `fixed = (source + 1) · 256`. -1 marks a pixel whose source is outside the input.
    ///
    /// The pixels of a row whose source is inside form one interval (a line maps to a line), found
    /// from four linear inequalities; inside it the loop has no tests and vectorises. The gathers clamp
    /// their indices, so float rounding at the interval's ends can never read outside the input.
    /// Returns the test-free interval: every source in it is inside the input (up to float rounding).
    @inline(__always)
    func coordinates(columns: UnsafePointer<Float>, count: Int, u: (Double, Double), v: (Double, Double), w: (Double, Double),
                     fixedU: UnsafeMutablePointer<Int32>, fixedV: UnsafeMutablePointer<Int32>) -> Range<Int> {
        var first = 0, end = 0  // the test-free interval
        let wFirst = w.1, wLast = w.0 * Double(count - 1) + w.1
        if wFirst > 0 && wLast > 0 {
            // 0 ≤ U ≤ inWidth·W and 0 ≤ V ≤ inHeight·W, each α·x + β ≥ 0.
            var low = 0.0, high = Double(count - 1)
            let inequalities = [(u.0, u.1), (Double(inWidth) * w.0 - u.0, Double(inWidth) * w.1 - u.1),
                                (v.0, v.1), (Double(inHeight) * w.0 - v.0, Double(inHeight) * w.1 - v.1)]
            for (alpha, beta) in inequalities {
                if alpha > 0 { low = max(low, -beta / alpha) }
                else if alpha < 0 { high = min(high, -beta / alpha) }
                else if beta < 0 { high = -1 }
            }
            if low.isFinite && high.isFinite && high >= low {
                first = min(count, max(0, Int(low.rounded(.up)) + 1))
                end = max(first, min(count, Int(high.rounded(.down))))
            }
        }
        // Shifting by ½ px puts the offset of one pixel into the sources: (U/W − ½ + 1) · 256.
        let uScale = (Float(u.0 * 256), Float(u.1 * 256)), vScale = (Float(v.0 * 256), Float(v.1 * 256))
        let wf = (Float(w.0), Float(w.1))
        let magic: Float = 8_388_608 + 128  // 2^23 leaves round(value) in the low mantissa bits; +128 is the ½ px
        for x in first..<end {
            let xf = columns[x]
            let inverse = 1 / (wf.0 * xf + wf.1)
            let su = (uScale.0 * xf + uScale.1) * inverse + magic
            let sv = (vScale.0 * xf + vScale.1) * inverse + magic
            fixedU[x] = Int32(bitPattern: su.bitPattern) & 0x7F_FFFF
            fixedV[x] = Int32(bitPattern: sv.bitPattern) & 0x7F_FFFF
        }
        // The rest of the row, tested pixel by pixel in Double (two loops: a filtered one over the whole row
        // cost as much as the vectorised interior).
        let maxU = Double(inWidth) - 0.5, maxV = Double(inHeight) - 0.5
        @inline(__always) func edge(_ range: Range<Int>) {
            for x in range {
                let xd = Double(x)
                let wx = w.0 * xd + w.1
                let su = (u.0 * xd + u.1) / wx - 0.5, sv = (v.0 * xd + v.1) / wx - 0.5
                if su >= -0.5 && su <= maxU && sv >= -0.5 && sv <= maxV {
                    fixedU[x] = Int32(((su + 1) * 256).rounded())
                    fixedV[x] = Int32(((sv + 1) * 256).rounded())
                } else {
                    fixedU[x] = -1
                }
            }
        }
        edge(0..<first)
        edge(end..<count)
        return first..<end
    }

    /// One output row of a gray image. Outside `interior` (and wherever the vector path's range check fails)
    /// the scalar gather below clamps every neighbour; the vector path gives the same bytes without clamps.
    /// `lead` is the byte distance to the source of the row `leadRows` below, prefetched as the row goes.
    @inline(never)
    func gatherGray(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                    count: Int, interior: Range<Int>, lead: Int, offsets: UnsafeMutablePointer<Int32>,
                    into out: UnsafeMutablePointer<UInt8>) {
        clampedGray(source: s, fixedU: fixedU, fixedV: fixedV, range: 0..<interior.lowerBound, into: out)
        var x = interior.lowerBound
        #if arch(x86_64)
        if OffsetKernel.fits(rowLength: rowLength, inHeight: inHeight) {
            switch kernel {
            case .avx2: x = interiorGrayAVX2(source: s, fixedU: fixedU, fixedV: fixedV, range: interior, lead: lead, into: out)
            case .sse2: x = interiorGraySSE2(source: s, fixedU: fixedU, fixedV: fixedV, range: interior, lead: lead, offsets: offsets, into: out)
            }
        }
        #endif
        clampedGray(source: s, fixedU: fixedU, fixedV: fixedV, range: x..<count, into: out)
    }

    /// The reference gather: neighbours clamped to the image, -1 marks a pixel left at the fill value.
    @inline(__always)
    func clampedGray(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                     range: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
        let lastX = Int32(inWidth - 1), lastY = Int32(inHeight - 1), rowLength = self.rowLength
        for x in range {
            let u = fixedU[x]
            if u < 0 { continue }
            let v = fixedV[x]
            // Neighbours clamped to the image: the coordinates carry a one-pixel offset.
            // Clamping both sides keeps every read inside the input, whatever the rounding.
            let x0 = min(max((u >> 8) &- 1, 0), lastX), x1 = min(u >> 8, lastX)
            let y0 = min(max((v >> 8) &- 1, 0), lastY), y1 = min(v >> 8, lastY)
            let fx = u & 255, fy = v & 255
            let row0 = s + Int(y0) &* rowLength, row1 = s + Int(y1) &* rowLength
            let p00 = Int32(row0[Int(x0)]), p01 = Int32(row0[Int(x1)]), p10 = Int32(row1[Int(x0)]), p11 = Int32(row1[Int(x1)])
            let top = (p00 &<< 8) &+ (p01 &- p00) &* fx
            let bottom = (p10 &<< 8) &+ (p11 &- p10) &* fx
            out[x] = UInt8(truncatingIfNeeded: ((top &<< 8) &+ (bottom &- top) &* fy &+ 32768) >> 16)
        }
    }

    /// One output row of an RGB image, as `gatherGray`.
    @inline(never)
    func gatherRGB(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                   count: Int, interior: Range<Int>, lead: Int, into out: UnsafeMutablePointer<UInt8>) {
        clamped(source: s, fixedU: fixedU, fixedV: fixedV, range: 0..<interior.lowerBound, into: out)
        var x = interior.lowerBound
        #if arch(x86_64)
        if channels == 3 && OffsetKernel.fits(rowLength: rowLength, inHeight: inHeight) {
            x = interiorRGBSSE2(source: s, fixedU: fixedU, fixedV: fixedV, range: interior, lead: lead, into: out)
        }
        #endif
        clamped(source: s, fixedU: fixedU, fixedV: fixedV, range: x..<count, into: out)
    }

    @inline(__always)
    func clamped(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                 range: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
        let lastX = Int32(inWidth - 1), lastY = Int32(inHeight - 1), rowLength = self.rowLength, channels = self.channels
        for x in range {
            let u = fixedU[x]
            if u < 0 { continue }
            let v = fixedV[x]
            let x0 = Int(min(max((u >> 8) &- 1, 0), lastX)) &* channels, x1 = Int(min(u >> 8, lastX)) &* channels
            let y0 = min(max((v >> 8) &- 1, 0), lastY), y1 = min(v >> 8, lastY)
            let fx = u & 255, fy = v & 255
            let row0 = s + Int(y0) &* rowLength, row1 = s + Int(y1) &* rowLength
            let o = out + x &* channels
            for c in 0..<channels {
                let p00 = Int32(row0[x0 &+ c]), p01 = Int32(row0[x1 &+ c]), p10 = Int32(row1[x0 &+ c]), p11 = Int32(row1[x1 &+ c])
                let top = (p00 &<< 8) &+ (p01 &- p00) &* fx
                let bottom = (p10 &<< 8) &+ (p11 &- p10) &* fx
                o[c] = UInt8(truncatingIfNeeded: ((top &<< 8) &+ (bottom &- top) &* fy &+ 32768) >> 16)
            }
        }
    }

    #if arch(x86_64)
    /// `pixels · 256`, the exclusive bound of fixed coordinates, saturated: never above the true bound, so the
    /// range check can only get stricter.
    private static func limit(_ pixels: Int) -> Int32 {
        Int32(clamping: pixels.multipliedReportingOverflow(by: 256).overflow ? Int.max : pixels &* 256)
    }

    /// As `interiorGraySSE2`, with the C kernel's AVX2 gathers (`csupport_warp_gray_avx2`): it stops at a block with
    /// a source outside the input, which the clamped gather does before the kernel goes on.
    private func interiorGrayAVX2(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                                  range: Range<Int>, lead: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let limitU = WarpRow.limit(inWidth), limitV = WarpRow.limit(inHeight)
        var x = range.lowerBound
        while true {
            x = csupport_warp_gray_avx2(s, rowLength, limitU, limitV, fixedU, fixedV, x, range.upperBound, lead, out)
            guard x &+ 8 <= range.upperBound else { return x }
            clampedGray(source: s, fixedU: fixedU, fixedV: fixedV, range: x..<(x &+ 8), into: out)
            x &+= 8
        }
    }

    /// Blocks of 8 pixels whose four neighbours are all inside the input, so that no clamp changes them.
    /// Each block is checked (the interval's ends, and wild homographies, can round outside); a block that
    /// fails goes to the clamped gather. Returns where it stopped.
    ///
    /// The arithmetic is the reference's, exactly, in 16-bit lanes: with p, q ≤ 255 and weights summing to
    /// 256, `top = p·(256−fx) + q·fx ≤ 65280` fits a lane. The vertical blend needs 24 bits, so `top` and
    /// `bottom` are split into high and low bytes: `(top·(256−fy) + bottom·fy + 2¹⁵) >> 16` =
    /// `(256·H + L + 2¹⁵) >> 16` = `(H >> 8) + (((H & 255) + (L >> 8) + 128) >> 8)`, with H and L the blends
    /// of the high and of the low bytes (each ≤ 65280). SSE2 only: the x86-64 baseline, no CPU check.
    private func interiorGraySSE2(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                                  range: Range<Int>, lead: Int, offsets: UnsafeMutablePointer<Int32>,
                                  into out: UnsafeMutablePointer<UInt8>) -> Int {
        let rowLength = self.rowLength
        // The offset of one pixel in the coordinates is folded into the base: (u >> 8) − 1 is x0.
        let base = UnsafeRawPointer(s) - rowLength - 1
        // Inside when 256 ≤ u < inWidth·256 (so 0 ≤ x0 and x1 ≤ lastX), likewise v.
        let low = _mm_set1_epi32(255), highU = _mm_set1_epi32(WarpRow.limit(inWidth))
        let highV = _mm_set1_epi32(WarpRow.limit(inHeight))
        let byte = _mm_set1_epi16(255), full = _mm_set1_epi16(256), half = _mm_set1_epi16(128)
        @inline(__always) func inside(_ u: __m128i, _ v: __m128i) -> __m128i {
            _mm_and_si128(_mm_and_si128(_mm_cmpgt_epi32(u, low), _mm_cmpgt_epi32(highU, u)),
                          _mm_and_si128(_mm_cmpgt_epi32(v, low), _mm_cmpgt_epi32(highV, v)))
        }
        /// The top pair and the bottom pair of neighbours, each read as one 16-bit word (x1 = x0 + 1 inside).
        @inline(__always) func pair(_ offset: Int32) -> (Int16, Int16) {
            let p = base + Int(offset)
            return (Int16(bitPattern: p.loadUnaligned(as: UInt16.self)),
                    Int16(bitPattern: p.loadUnaligned(fromByteOffset: rowLength, as: UInt16.self)))
        }
        // Every pixel's offset first, `(v >> 8)·rowLength + (u >> 8)`, in one loop the compiler vectorises; the
        // gathers below read them as scalars, which costs less than moving each lane out of a vector. Wrapping
        // arithmetic: the offsets of pixels outside the input are never used (their blocks go to the clamped gather).
        // The same loop checks the whole interval at once (256 ≤ u ≤ limit − 1, likewise v: the sign bits of
        // u − 256 and limit − 1 − u, which cannot overflow for these coordinates, −1 ≤ u < 2²³); when every pixel
        // passes, the blocks skip their own check. On the benchmark's 12 MP photo warped to A4 (callgrind), the
        // gather went from 220 to 206 M instructions.
        let rowLength32 = Int32(truncatingIfNeeded: rowLength)
        let lastU = WarpRow.limit(inWidth) &- 1, lastV = WarpRow.limit(inHeight) &- 1
        var outside: Int32 = 0
        for i in range {
            let u = fixedU[i], v = fixedV[i]
            offsets[i] = (v &>> 8) &* rowLength32 &+ (u &>> 8)
            outside |= (u &- 256) | (lastU &- u) | (v &- 256) | (lastV &- v)
        }
        let allInside = outside >= 0
        var x = range.lowerBound
        while x &+ 8 <= range.upperBound {
            let u0 = _mm_loadu_si128(UnsafeRawPointer(fixedU + x).assumingMemoryBound(to: __m128i.self))
            let u1 = _mm_loadu_si128(UnsafeRawPointer(fixedU + (x &+ 4)).assumingMemoryBound(to: __m128i.self))
            let v0 = _mm_loadu_si128(UnsafeRawPointer(fixedV + x).assumingMemoryBound(to: __m128i.self))
            let v1 = _mm_loadu_si128(UnsafeRawPointer(fixedV + (x &+ 4)).assumingMemoryBound(to: __m128i.self))
            guard allInside || _mm_movemask_epi8(_mm_and_si128(inside(u0, v0), inside(u1, v1))) == 0xFFFF else {
                clampedGray(source: s, fixedU: fixedU, fixedV: fixedV, range: x..<(x &+ 8), into: out)
                x &+= 8
                continue
            }
            let i0 = offsets + x, i1 = offsets + (x &+ 4)
            let ahead = base + (Int(i0[0]) &+ lead)
            csupport_prefetch(ahead)
            csupport_prefetch(ahead + rowLength)
            let (t0, b0) = pair(i0[0]), (t1, b1) = pair(i0[1]), (t2, b2) = pair(i0[2]), (t3, b3) = pair(i0[3])
            let (t4, b4) = pair(i1[0]), (t5, b5) = pair(i1[1]), (t6, b6) = pair(i1[2]), (t7, b7) = pair(i1[3])
            let tops = _mm_setr_epi16(t0, t1, t2, t3, t4, t5, t6, t7)
            let bottoms = _mm_setr_epi16(b0, b1, b2, b3, b4, b5, b6, b7)
            // Weights in 16-bit lanes (each ≤ 255, so the signed pack cannot saturate).
            let fx = _mm_packs_epi32(_mm_and_si128(u0, low), _mm_and_si128(u1, low))
            let fy = _mm_packs_epi32(_mm_and_si128(v0, low), _mm_and_si128(v1, low))
            let gx = _mm_sub_epi16(full, fx), gy = _mm_sub_epi16(full, fy)
            let top = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(tops, byte), gx), _mm_mullo_epi16(_mm_srli_epi16(tops, 8), fx))
            let bottom = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(bottoms, byte), gx), _mm_mullo_epi16(_mm_srli_epi16(bottoms, 8), fx))
            let high = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(top, 8), gy), _mm_mullo_epi16(_mm_srli_epi16(bottom, 8), fy))
            let lowBytes = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(top, byte), gy), _mm_mullo_epi16(_mm_and_si128(bottom, byte), fy))
            let carry = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(_mm_and_si128(high, byte), _mm_srli_epi16(lowBytes, 8)), half), 8)
            let result = _mm_add_epi16(_mm_srli_epi16(high, 8), carry)
            _mm_storel_epi64(UnsafeMutableRawPointer(out + x).assumingMemoryBound(to: __m128i.self), _mm_packus_epi16(result, result))
            x &+= 8
        }
        return x
    }

    /// As `interiorGraySSE2`, for RGB: per pixel the three samples of a neighbour fill a 64-bit half, so a
    /// vector holds two pixels. Each neighbour is read as 4 bytes (the 4th belongs to the next pixel), so the
    /// right neighbour must not be the row's last pixel: x1 ≤ inWidth − 2 keeps that 4th byte in the input.
    private func interiorRGBSSE2(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                                 range: Range<Int>, lead: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let rowLength = self.rowLength
        let base = UnsafeRawPointer(s) - rowLength - 3
        let low = _mm_set1_epi32(255), highU = _mm_set1_epi32(WarpRow.limit(inWidth &- 1))
        let highV = _mm_set1_epi32(WarpRow.limit(inHeight))
        let byte = _mm_set1_epi16(255), full = _mm_set1_epi16(256), half = _mm_set1_epi16(128), zero = _mm_setzero_si128()
        @inline(__always) func inside(_ u: __m128i, _ v: __m128i) -> __m128i {
            _mm_and_si128(_mm_and_si128(_mm_cmpgt_epi32(u, low), _mm_cmpgt_epi32(highU, u)),
                          _mm_and_si128(_mm_cmpgt_epi32(v, low), _mm_cmpgt_epi32(highV, v)))
        }
        let offsets = OffsetKernel(rowLength: rowLength, channels: 3, inHeight: inHeight)
        /// The four neighbours of a pixel, 4 bytes each (top left, top right, bottom left, bottom right).
        @inline(__always) func corners(_ offset: Int32) -> (Int32, Int32, Int32, Int32) {
            let p = base + Int(offset)
            return (Int32(bitPattern: p.loadUnaligned(as: UInt32.self)), Int32(bitPattern: p.loadUnaligned(fromByteOffset: 3, as: UInt32.self)),
                    Int32(bitPattern: p.loadUnaligned(fromByteOffset: rowLength, as: UInt32.self)),
                    Int32(bitPattern: p.loadUnaligned(fromByteOffset: rowLength &+ 3, as: UInt32.self)))
        }
        /// Blends two pixels (a vector of two 4-lane halves) with their 16-bit weights, each repeated 4 times.
        @inline(__always) func blend(_ tl: __m128i, _ tr: __m128i, _ bl: __m128i, _ br: __m128i,
                                     fx: __m128i, fy: __m128i) -> __m128i {
            let gx = _mm_sub_epi16(full, fx), gy = _mm_sub_epi16(full, fy)
            let top = _mm_add_epi16(_mm_mullo_epi16(tl, gx), _mm_mullo_epi16(tr, fx))
            let bottom = _mm_add_epi16(_mm_mullo_epi16(bl, gx), _mm_mullo_epi16(br, fx))
            let high = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(top, 8), gy), _mm_mullo_epi16(_mm_srli_epi16(bottom, 8), fy))
            let lowBytes = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(top, byte), gy), _mm_mullo_epi16(_mm_and_si128(bottom, byte), fy))
            let carry = _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(_mm_and_si128(high, byte), _mm_srli_epi16(lowBytes, 8)), half), 8)
            return _mm_add_epi16(_mm_srli_epi16(high, 8), carry)
        }
        var x = range.lowerBound
        while x &+ 4 <= range.upperBound {
            let u = _mm_loadu_si128(UnsafeRawPointer(fixedU + x).assumingMemoryBound(to: __m128i.self))
            let v = _mm_loadu_si128(UnsafeRawPointer(fixedV + x).assumingMemoryBound(to: __m128i.self))
            guard _mm_movemask_epi8(inside(u, v)) == 0xFFFF else {
                clamped(source: s, fixedU: fixedU, fixedV: fixedV, range: x..<(x &+ 4), into: out)
                x &+= 4
                continue
            }
            let i = offsets.of(u, v)
            let ahead = base + (Int(i[0]) &+ lead)
            csupport_prefetch(ahead)
            csupport_prefetch(ahead + rowLength)
            let c0 = corners(i[0]), c1 = corners(i[1]), c2 = corners(i[2]), c3 = corners(i[3])
            let tl = _mm_setr_epi32(c0.0, c1.0, c2.0, c3.0), tr = _mm_setr_epi32(c0.1, c1.1, c2.1, c3.1)
            let bl = _mm_setr_epi32(c0.2, c1.2, c2.2, c3.2), br = _mm_setr_epi32(c0.3, c1.3, c2.3, c3.3)
            // Weights: lanes f0 f1 f2 f3 → f0×4 f1×4 and f2×4 f3×4.
            let fx16 = _mm_packs_epi32(_mm_and_si128(u, low), zero), fy16 = _mm_packs_epi32(_mm_and_si128(v, low), zero)
            let fx2 = _mm_unpacklo_epi16(fx16, fx16), fy2 = _mm_unpacklo_epi16(fy16, fy16)
            let first = blend(_mm_unpacklo_epi8(tl, zero), _mm_unpacklo_epi8(tr, zero), _mm_unpacklo_epi8(bl, zero), _mm_unpacklo_epi8(br, zero),
                              fx: _mm_unpacklo_epi32(fx2, fx2), fy: _mm_unpacklo_epi32(fy2, fy2))
            let second = blend(_mm_unpackhi_epi8(tl, zero), _mm_unpackhi_epi8(tr, zero), _mm_unpackhi_epi8(bl, zero), _mm_unpackhi_epi8(br, zero),
                               fx: _mm_unpackhi_epi32(fx2, fx2), fy: _mm_unpackhi_epi32(fy2, fy2))
            // Bytes r g b _ per pixel; squeeze out every 4th (SSE2 has no byte shuffle, so through two words).
            let packed = unsafeBitCast(_mm_packus_epi16(first, second), to: SIMD2<UInt64>.self)
            let a = packed[0], b = packed[1]
            let o = UnsafeMutableRawPointer(out + (x &* 3))
            o.storeBytes(of: (a & 0xFF_FFFF) | ((a >> 8) & 0xFFFF_FF00_0000) | (b << 48), as: UInt64.self)
            o.storeBytes(of: UInt32(truncatingIfNeeded: ((b >> 16) & 0xFF) | ((b >> 24) & 0xFF_FF_FF00)), toByteOffset: 8, as: UInt32.self)
            x &+= 4
        }
        return x
    }
    #endif
}

#if arch(x86_64)
/// Byte offsets of four pixels' top-left neighbours, from a base one row and one pixel before the input:
/// `(v >> 8)·rowLength + (u >> 8)·channels` for 1/256 px coordinates that passed the range check (so
/// `u >> 8 ≤ inWidth`, `v >> 8 ≤ inHeight`). One `pmaddwd` when both factors fit signed 16 bits (rows
/// shorter than 32768 bytes), else lane by lane. Only for inputs whose offsets fit Int32 (`fits`).
struct OffsetKernel {
    let rowLength: Int32, channels: Int32, narrow: Bool, factors: __m128i

    init(rowLength: Int, channels: Int, inHeight: Int) {
        self.rowLength = Int32(truncatingIfNeeded: rowLength)
        self.channels = Int32(truncatingIfNeeded: channels)
        narrow = rowLength < 32768 && inHeight < 32767
        factors = _mm_set1_epi32(Int32(truncatingIfNeeded: channels | (rowLength << 16)))
    }

    static func fits(rowLength: Int, inHeight: Int) -> Bool {
        let (bytes, overflow) = rowLength.multipliedReportingOverflow(by: inHeight &+ 2)
        return !overflow && bytes < Int(Int32.max)
    }

    @inline(__always)
    func of(_ u: __m128i, _ v: __m128i) -> SIMD4<Int32> {
        if narrow {
            // Lanes hold u >> 8 in the low half and v >> 8 in the high half, times (channels, rowLength).
            let pairs = _mm_or_si128(_mm_srai_epi32(u, 8), _mm_slli_epi32(_mm_srai_epi32(v, 8), 16))
            return unsafeBitCast(_mm_madd_epi16(pairs, factors), to: SIMD4<Int32>.self)
        }
        let columns = unsafeBitCast(_mm_srai_epi32(u, 8), to: SIMD4<Int32>.self)
        let rows = unsafeBitCast(_mm_srai_epi32(v, 8), to: SIMD4<Int32>.self)
        return rows &* rowLength &+ columns &* channels
    }
}
#endif

import Imaging

// The warp exactly as it was before it was vectorised (commit 8eab0e4), kept as the reference whose bytes
// the fast warp must reproduce: golden hashes and the pinned accuracy baseline depend on them.
extension Image {
    /// A perspective warp with bilinear sampling. `h` maps each OUTPUT point to the INPUT point it
    /// samples, in continuous pixel coordinates (pixel centres at +0.5). Output pixels whose source
    /// falls outside the input get `fill`; at the input's edge samples are clamped, not blended with fill.
    func referenceWarped(_ h: Homography, width outWidth: Int, height outHeight: Int, fill: UInt8 = 0) -> Image {
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
        let geometry = ReferenceWarpRow(inWidth: width, inHeight: height, channels: channels)
        // Per row: first the source coordinates of every pixel (a vectorised loop) as 1/256-pixel fixed
        // point, then the gathers with integer weights. Float keeps coordinates to ~1/1000 px.
        var fixedU = [Int32](repeating: 0, count: outWidth)
        var fixedV = [Int32](repeating: 0, count: outWidth)
        // Column numbers as Float, loaded rather than converted from Int (SSE cannot convert Int64 vectors).
        let columnNumbers = (0..<outWidth).map { Float($0) }
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                fixedU.withUnsafeMutableBufferPointer { uBuffer in
                    fixedV.withUnsafeMutableBufferPointer { vBuffer in
                        columnNumbers.withUnsafeBufferPointer { columnBuffer in
                            guard let s = source.baseAddress, let t = target.baseAddress, let fu = uBuffer.baseAddress,
                                  let fv = vBuffer.baseAddress, let columns = columnBuffer.baseAddress else { return }
                            for y in 0..<outHeight {
                                let yd = Double(y)
                                geometry.coordinates(columns: columns, count: outWidth,
                                                     u: (a0, a1 * yd + a2), v: (b0, b1 * yd + b2), w: (c0, c1 * yd + c2),
                                                     fixedU: fu, fixedV: fv)
                                let out = t + y &* outWidth &* channels
                                if channels == 1 {
                                    geometry.gatherGray(source: s, fixedU: fu, fixedV: fv, count: outWidth, into: out)
                                } else {
                                    geometry.gather(source: s, fixedU: fu, fixedV: fv, count: outWidth, into: out)
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

/// The inner loops of `warped`, kept apart so that each has few live values.
struct ReferenceWarpRow {
    let inWidth: Int, inHeight: Int, channels: Int
    var rowLength: Int { inWidth * channels }

    /// Source coordinates of one output row as 1/256 px fixed point, offset by one pixel so that they
    /// stay positive: `fixed = (source + 1) · 256`. -1 marks a pixel whose source is outside the input.
    ///
    /// The pixels of a row whose source is inside form one interval (a line maps to a line), found
    /// from four linear inequalities; inside it the loop has no tests and vectorises. The gathers clamp
    /// their indices, so float rounding at the interval's ends can never read outside the input.
    @inline(__always)
    func coordinates(columns: UnsafePointer<Float>, count: Int, u: (Double, Double), v: (Double, Double), w: (Double, Double),
                     fixedU: UnsafeMutablePointer<Int32>, fixedV: UnsafeMutablePointer<Int32>) {
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
        // The rest of the row, tested pixel by pixel in Double.
        let maxU = Double(inWidth) - 0.5, maxV = Double(inHeight) - 0.5
        for x in 0..<count where x < first || x >= end {
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

    @inline(never)
    func gatherGray(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                    count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let lastX = Int32(inWidth - 1), lastY = Int32(inHeight - 1), rowLength = self.rowLength
        for x in 0..<count {
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

    @inline(never)
    func gather(source s: UnsafePointer<UInt8>, fixedU: UnsafePointer<Int32>, fixedV: UnsafePointer<Int32>,
                count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let lastX = Int32(inWidth - 1), lastY = Int32(inHeight - 1), rowLength = self.rowLength, channels = self.channels
        for x in 0..<count {
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
}

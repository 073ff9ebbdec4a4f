extension Image {
    /// A perspective warp with bilinear sampling. `h` maps each OUTPUT point to the INPUT point it
    /// samples, in continuous pixel coordinates (pixel centres at +0.5). Output pixels whose source
    /// falls outside the input get `fill`; at the input's edge samples are clamped, not blended with fill.
    public func warped(_ h: Homography, width outWidth: Int, height outHeight: Int, fill: UInt8 = 0) -> Image {
        guard outWidth > 0, outHeight > 0 else { return Image(width: max(0, outWidth), height: max(0, outHeight), layout: layout) }
        var result = Image(width: outWidth, height: outHeight, layout: layout, fill: fill)
        guard width > 0, height > 0 else { return result }
        let m = h.matrix
        let channels = self.channels
        let inWidth = width, inHeight = height, rowLength = width * channels
        // Fold the half-pixel shifts into the matrix: output index (x, y) → input index space,
        // u = (m0 (x+½) + m1 (y+½) + m2) / w − ½, likewise v.
        let a0 = m[0], a1 = m[1], a2 = m[2] + 0.5 * (m[0] + m[1])
        let b0 = m[3], b1 = m[4], b2 = m[5] + 0.5 * (m[3] + m[4])
        let c0 = m[6], c1 = m[7], c2 = m[8] + 0.5 * (m[6] + m[7])
        let maxU = Float(inWidth) - 0.5, maxV = Float(inHeight) - 0.5
        let lastU = Float(inWidth - 1), lastV = Float(inHeight - 1)
        let lastX = Int32(inWidth - 1), lastY = Int32(inHeight - 1)
        // Per row: first the source coordinates of every pixel (vectorised), as 1/256-pixel fixed point,
        // then the gathers with integer weights. Float coordinates are exact to ~1/1000 px below 30,000 px.
        let paddedWidth = outWidth
        var fixedU = [Int32](repeating: 0, count: paddedWidth)
        var fixedV = [Int32](repeating: 0, count: paddedWidth)
        var inside = [Int32](repeating: 0, count: paddedWidth)
        // Column numbers as Float, loaded rather than converted from Int (which SSE cannot do in vectors).
        let columnNumbers = (0..<outWidth).map { Float($0) }
        // Adding 2^23 puts round(value) into the low mantissa bits for 0 ≤ value < 2^23 (30,000 × 256 fits).
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                fixedU.withUnsafeMutableBufferPointer { uBuffer in
                    fixedV.withUnsafeMutableBufferPointer { vBuffer in
                        inside.withUnsafeMutableBufferPointer { insideBuffer in
                          columnNumbers.withUnsafeBufferPointer { columnBuffer in
                            guard let s = source.baseAddress, let t = target.baseAddress, let fu = uBuffer.baseAddress,
                                  let fv = vBuffer.baseAddress, let ok = insideBuffer.baseAddress,
                                  let columns = columnBuffer.baseAddress else { return }
                            for y in 0..<outHeight {
                                let yd = Double(y)
                                let rowU = Float(a1 * yd + a2), rowV = Float(b1 * yd + b2), rowW = Float(c1 * yd + c2)
                                let au = Float(a0), bv = Float(b0), cw = Float(c0)
                                // Written as a plain loop without trapping conversions so that LLVM vectorises it.
                                for x in 0..<outWidth {
                                    let xf = columns[x]
                                    let inverse = 1 / (cw * xf + rowW)
                                    let u = (au * xf + rowU) * inverse - 0.5
                                    let v = (bv * xf + rowV) * inverse - 0.5
                                    // NaN compares false, so points on the horizon line fall outside.
                                    let isInside = (u >= -0.5) && (u <= maxU) && (v >= -0.5) && (v <= maxV)
                                    let uc = min(max(u, 0), lastU), vc = min(max(v, 0), lastV)
                                    fu[x] = Int32(bitPattern: (uc * 256 + 8_388_608).bitPattern) & 0x7F_FFFF
                                    fv[x] = Int32(bitPattern: (vc * 256 + 8_388_608).bitPattern) & 0x7F_FFFF
                                    ok[x] = isInside ? 1 : 0
                                }
                                let out = t + y &* outWidth &* channels
                                if channels == 1 {
                                    for x in 0..<outWidth where ok[x] != 0 {
                                        let u = fu[x], v = fv[x]
                                        let ix = u >> 8, iy = v >> 8, fx = u & 255, fy = v & 255
                                        // Steps to the right and down neighbours: 0 on the last column or row (clamped).
                                        let right = ix < lastX ? 1 : 0, down = iy < lastY ? rowLength : 0
                                        let p = s + (Int(iy) &* rowLength &+ Int(ix))
                                        let top = Int32(p[0]) &* (256 &- fx) &+ Int32(p[right]) &* fx
                                        let bottom = Int32(p[down]) &* (256 &- fx) &+ Int32(p[down &+ right]) &* fx
                                        out[x] = UInt8(truncatingIfNeeded: (top &* (256 &- fy) &+ bottom &* fy &+ 32768) >> 16)
                                    }
                                } else {
                                    for x in 0..<outWidth where ok[x] != 0 {
                                        let u = fu[x], v = fv[x]
                                        let ix = u >> 8, iy = v >> 8, fx = u & 255, fy = v & 255
                                        let right = ix < lastX ? channels : 0, down = iy < lastY ? rowLength : 0
                                        let p = s + (Int(iy) &* rowLength &+ Int(ix) &* channels)
                                        let o = out + x &* channels
                                        for c in 0..<channels {
                                            let top = Int32(p[c]) &* (256 &- fx) &+ Int32(p[right &+ c]) &* fx
                                            let bottom = Int32(p[down &+ c]) &* (256 &- fx) &+ Int32(p[down &+ right &+ c]) &* fx
                                            o[c] = UInt8(truncatingIfNeeded: (top &* (256 &- fy) &+ bottom &* fy &+ 32768) >> 16)
                                        }
                                    }
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

import Testing
@testable import Imaging

/// The vectorised warp must give exactly the bytes of the reference (the scalar warp it replaced), for
/// random images and homographies: inside the input, partly outside it, crossing the horizon, and odd sizes.
@Suite("Warp matches the reference")
struct WarpReferenceTests {
    /// Input and output sizes: degenerate, odd, thin both ways, large enough for long interior runs, wider
    /// than one strip of output columns, and input rows of 32768 bytes or more (offsets without pmaddwd).
    static let sizes: [(input: (Int, Int), output: (Int, Int))] = [
        ((1, 1), (1, 1)), ((1, 1), (3, 5)), ((3, 5), (1, 1)), ((3, 5), (17, 13)), ((17, 1001), (3, 5)),
        ((17, 1001), (17, 1001)), ((1001, 17), (123, 45)), ((2, 2), (40, 40)), ((97, 61), (203, 151)),
        ((320, 240), (257, 333)), ((640, 50), (1100, 9)), ((32800, 3), (40, 7)),
    ]

    /// The gray gather's kernels this CPU runs (RGB has one; it is tested with the fastest).
    static let kernels = WarpKernel.allCases.filter(WarpKernel.isAvailable)

    @Test(arguments: [Image.Layout.gray, .rgb], 0..<sizes.count)
    func matchesReference(layout: Image.Layout, sizeIndex: Int) throws {
        for kernel in Self.kernels { try matchesReference(layout: layout, sizeIndex: sizeIndex, kernel: kernel) }
    }

    func matchesReference(layout: Image.Layout, sizeIndex: Int, kernel: WarpKernel) throws {
        let (input, output) = Self.sizes[sizeIndex]
        let image = noiseImage(width: input.0, height: input.1, layout: layout, seed: UInt32(sizeIndex + 11))
        var random = SplitMix(seed: UInt64(sizeIndex) &* 7919 &+ UInt64(layout.rawValue))
        for (index, h) in Self.homographies(input: input, output: output, random: &random).enumerated() {
            let fill = UInt8(truncatingIfNeeded: index &* 37)
            let fast = image.warped(h, width: output.0, height: output.1, fill: fill, kernel: kernel)
            let reference = image.referenceWarped(h, width: output.0, height: output.1, fill: fill)
            let differing = zip(fast.pixels, reference.pixels).filter { $0 != $1 }.count
            #expect(fast.width == reference.width && fast.height == reference.height && fast.layout == layout)
            #expect(differing == 0, "\(kernel): \(differing) samples differ for \(input) -> \(output), homography \(index): \(h.matrix)")
        }
    }

    /// A smooth image (the noise blurred) warped by near-identity maps, where many sources fall on or near
    /// the 1/256 grid and at the input's edges.
    @Test(arguments: [Image.Layout.gray, .rgb])
    func matchesReferenceNearIdentity(layout: Image.Layout) throws {
        let image = noiseImage(width: 131, height: 77, layout: layout, seed: 5).gaussianBlurred(sigma: 1.5)
        let shifts: [(Double, Double)] = [(0, 0), (0.5, 0.5), (-0.5, -0.5), (1 / 256, -1 / 512), (0.25, 130), (-130.75, 0.125)]
        for (dx, dy) in shifts {
            let h = try #require(Homography(matrix: [1, 0, dx, 0, 1, dy, 0, 0, 1]))
            for (w, hh) in [(131, 77), (140, 80), (64, 33)] {
                let reference = image.referenceWarped(h, width: w, height: hh, fill: 200)
                for kernel in Self.kernels {
                    let fast = image.warped(h, width: w, height: hh, fill: 200, kernel: kernel)
                    #expect(fast.pixels == reference.pixels, "\(kernel): shift (\(dx), \(dy)) into \(w)x\(hh)")
                }
            }
        }
    }

    /// A photo-sized page turned a little and seen in perspective, as the pipeline warps it: nearly every block goes
    /// through the vector kernels, including those that read the input's last row and last column.
    @Test func matchesReferenceOnAPage() throws {
        let image = noiseImage(width: 803, height: 1201, layout: .gray, seed: 3).gaussianBlurred(sigma: 0.8)
        let page = Quad(topLeft: Point(x: 41.3, y: 0.2), topRight: Point(x: 802.9, y: 30.7),
                        bottomRight: Point(x: 760.1, y: 1200.95), bottomLeft: Point(x: 0.05, y: 1170.4))
        let h = try #require(Homography(from: Quad(Box(x: 0, y: 0, width: 601, height: 899)), to: page))
        let reference = image.referenceWarped(h, width: 601, height: 899, fill: 255)
        for kernel in Self.kernels {
            let fast = image.warped(h, width: 601, height: 899, fill: 255, kernel: kernel)
            #expect(zip(fast.pixels, reference.pixels).filter { $0 != $1 }.count == 0, "\(kernel)")
        }
    }

    /// Random maps of the output box onto quads around the input: wholly inside, overlapping its edges,
    /// far larger or smaller than it, mirrored, and one pushed through the horizon (w changes sign).
    static func homographies(input: (Int, Int), output: (Int, Int), random: inout SplitMix) -> [Homography] {
        let iw = Double(input.0), ih = Double(input.1)
        let box = Quad(Box(x: 0, y: 0, width: Double(output.0), height: Double(output.1)))
        var result: [Homography] = [.identity]
        // (margin as a share of the input: negative keeps the quad inside, positive lets it stick out)
        for margin in [-0.3, -0.05, 0.0, 0.2, 0.6, 2.0] {
            for _ in 0..<3 {
                func corner(_ cx: Double, _ cy: Double) -> Point {
                    let jitter = 0.15
                    let x = cx * iw + (random.unit() - 0.5) * 2 * jitter * iw + (cx - 0.5) * 2 * margin * iw
                    let y = cy * ih + (random.unit() - 0.5) * 2 * jitter * ih + (cy - 0.5) * 2 * margin * ih
                    return Point(x: x, y: y)
                }
                let quad = Quad(topLeft: corner(0, 0), topRight: corner(1, 0), bottomRight: corner(1, 1), bottomLeft: corner(0, 1))
                if let h = Homography(from: box, to: quad) { result.append(h) }
            }
        }
        // Mirrored and rotated a quarter turn: the source is read right to left, or down the columns.
        let mirrored = Quad(topLeft: Point(x: iw, y: 0), topRight: Point(x: 0, y: 0), bottomRight: Point(x: 0, y: ih), bottomLeft: Point(x: iw, y: ih))
        let turned = Quad(topLeft: Point(x: 0, y: ih), topRight: Point(x: 0, y: 0), bottomRight: Point(x: iw, y: 0), bottomLeft: Point(x: iw, y: ih))
        for quad in [mirrored, turned] {
            if let h = Homography(from: box, to: quad) { result.append(h) }
        }
        // The horizon line through the output.
        if let h = result.last {
            var m = h.matrix
            m[6] = 2 / Double(max(1, output.0)); m[8] = -0.5
            if let pushed = Homography(matrix: m) { result.append(pushed) }
        }
        return result
    }
}

/// A small seeded generator (SplitMix64), so that the random cases are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// For each output coordinate along one axis, the input samples it reads and their weights.
///
/// Shrinking uses area averaging (each output pixel is the mean of the input area it covers, as
/// OpenCV's INTER_AREA); growing uses bilinear interpolation between pixel centres, edges clamped.
struct ResampleTaps {
    /// `starts[o]` is the first input index for output `o`; its weights are `weights[offsets[o] ..< offsets[o + 1]]`.
    var starts: [Int32]
    var offsets: [Int32]
    var weights: [Float]

    init(input: Int, output: Int) {
        starts = []; offsets = [0]; weights = []
        starts.reserveCapacity(output); offsets.reserveCapacity(output + 1)
        let scale = Double(input) / Double(output)
        if output < input {
            for o in 0..<output {
                let begin = Double(o) * scale, end = min(Double(input), Double(o + 1) * scale)
                let first = Int(begin), last = min(input - 1, Int((end - 1e-9).rounded(.down)))
                starts.append(Int32(first))
                for i in first...max(first, last) {
                    let overlap = min(end, Double(i + 1)) - max(begin, Double(i))
                    weights.append(Float(max(0, overlap) / scale))
                }
                offsets.append(Int32(weights.count))
            }
        } else {
            for o in 0..<output {
                // The output pixel centre, in input index space (centres at integers).
                let centre = (Double(o) + 0.5) * scale - 0.5
                let clamped = min(max(centre, 0), Double(input - 1))
                let first = min(Int(clamped), max(0, input - 2))
                let fraction = clamped - Double(first)
                starts.append(Int32(first))
                if input == 1 {
                    weights.append(1)
                } else {
                    weights.append(Float(1 - fraction)); weights.append(Float(fraction))
                }
                offsets.append(Int32(weights.count))
            }
        }
    }
}

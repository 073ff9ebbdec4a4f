import Documents

/// Joining the finds of several reads of one image (zxing's full-size read, its band pass and its half-size pass).
enum CodeFinds {
    /// The earlier finds, then each later find that is new: not the same symbology and payload as a find kept
    /// (the same code seen twice), and not centred inside a kept find of its symbology (another reading of a code
    /// already read, where the earlier reading is kept: the passes run from the most pixels per module to the fewest).
    static func merge(_ earlier: [ReadCode], later: [ReadCode]) -> [ReadCode] {
        var merged = earlier
        for code in later {
            let centre = (x: code.box.x + code.box.width / 2, y: code.box.y + code.box.height / 2)
            let known = merged.contains { found in
                guard found.symbology == code.symbology else { return false }
                if found.payload == code.payload { return true }
                return centre.x >= found.box.x && centre.x <= found.box.maxX && centre.y >= found.box.y && centre.y <= found.box.maxY
            }
            if !known { merged.append(code) }
        }
        return merged
    }
}

/// Unit conversions at one resolution.
struct Scale {
    let dpi: Double
    var pixelsPerMM: Double { dpi / 25.4 }
    var pixelsPerPoint: Double { dpi / 72 }
    func pixels(mm: Double) -> Double { mm * pixelsPerMM }
}

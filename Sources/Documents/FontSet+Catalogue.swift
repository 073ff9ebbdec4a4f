extension FontSet {
    /// A thermal printer's monospaced look; covers Vietnamese.
    public static let dejaVuSansMono = FontSet(
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        bold: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
        mono: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    /// Courier-metric mono; no Vietnamese.
    public static let liberationMono = FontSet(
        regular: "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
        bold: "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf",
        mono: "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf")
    /// Times-metric serif for letters.
    public static let liberationSerif = FontSet(
        regular: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
        bold: "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
        mono: "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf")
    public static let dejaVuSerif = FontSet(
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
        bold: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
        mono: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
}

extension FontSet {
    /// The default sans for receipts and invoices; covers Vietnamese.
    public static let dejaVuSans = FontSet(
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        mono: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    /// Arial-metric sans for invoices and letters.
    public static let liberationSans = FontSet(
        regular: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        bold: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
        mono: "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf")
    /// Courier Prime for screenplays, its Regular and Bold files named apart (they report the same style).
    public static let courierPrime = FontSet(
        regular: "/usr/share/fonts/opentype/courier-prime/Courier Prime.otf",
        bold: "/usr/share/fonts/opentype/courier-prime/Courier Prime Bold.otf",
        mono: "/usr/share/fonts/opentype/courier-prime/Courier Prime.otf")
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

import Testing
@testable import Enhancement

@Suite("auto's choice of style")
struct AutoChoiceTests {
    static func traits(colour: Double = 0, evenness: Double = 0.9, contrast: Double = 180, cap: Double? = 36) -> PageTraits {
        PageTraits(colourShare: colour, evenness: evenness, contrast: contrast, capHeight: cap)
    }

    @Test("a page that holds colour stays in colour")
    func colour() {
        let (style, reason) = AutoChoice.choose(Self.traits(colour: 0.05))
        #expect(style == .colour)
        #expect(reason.contains("colour"))
    }

    @Test("a page with clear, large print becomes ink, evenly lit or not (the light is divided out first)",
          arguments: [0.9, 0.3])
    func ink(evenness: Double) {
        #expect(AutoChoice.choose(Self.traits(evenness: evenness)).style == .ink)
    }

    @Test("faint print or small print keep gray levels; capitals of 30–35 px too (real scans read them better in gray)",
          arguments: [traits(contrast: 60), traits(cap: 22), traits(cap: 32), traits(cap: 35.9)])
    func grayscale(_ t: PageTraits) {
        let (style, reason) = AutoChoice.choose(t)
        #expect(style == .grayscale)
        #expect(reason.hasPrefix("gray page; keeps gray levels for"))
    }

    @Test("colour wins over the other signals, and a trace of colour does not count")
    func precedence() {
        #expect(AutoChoice.choose(Self.traits(colour: 0.5, contrast: 40)).style == .colour)
        #expect(AutoChoice.choose(Self.traits(colour: 0.005)).style == .ink)
    }

    @Test("the reason says when the page's lines were straightened, and is silent when they were not")
    func dewarpReason() {
        var t = Self.traits()
        t.curvature = 3.2
        t.lineDeparture = 12.5
        #expect(!AutoChoice.choose(t).reason.contains("straightened"))
        t.dewarped = true
        #expect(AutoChoice.choose(t).reason.hasSuffix("; text lines off level by 12.5 px (bow 3.2 px), straightened"))
    }

    @Test("ink thresholds with Otsu once the light is corrected, even where it was uneven (measured best)")
    func binarizer() {
        #expect(Enhancer.binarizer(for: Self.traits(evenness: 0.9)) == .otsu)
        #expect(Enhancer.binarizer(for: Self.traits(evenness: 0.3)) == .otsu)
    }
}

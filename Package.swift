// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScanLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scanlab", targets: ["scanlab"]),
    ],
    targets: [
        // System libraries: a modulemap and a shim.h each.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract", providers: [.apt(["libtesseract-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // libzint has no pkg-config file; its modulemap links it by name.
        .systemLibrary(name: "CZint", providers: [.apt(["libzint-dev"])]),
        .systemLibrary(name: "CZBar", pkgConfig: "zbar", providers: [.apt(["libzbar-dev"])]),
        // zxing-cpp is C++: this target wraps it in a plain C API so no C++ type reaches Swift.
        .target(name: "CZXingBridge", linkerSettings: [.linkedLibrary("ZXing")]),
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
        .systemLibrary(name: "CHEIF", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),

        // The flow of one page, one module per stage.
        // libpng longjmps on error; CSupport catches that with setjmp in C. libtiff reads memory through C callbacks there.
        .target(name: "CSupport", dependencies: ["CPNG", "CTIFF"]),
        // Points, quads, lines, polygons and homographies: pure Swift, no C, so the text-side modules need no codec.
        .target(name: "Geometry"),
        .target(name: "Processes"),
        .target(name: "Imaging", dependencies: ["Geometry", "Processes", "CSupport", "CTurboJPEG", "CHEIF"]),
        .target(name: "Documents", dependencies: ["Geometry"]),
        .target(name: "Rendering", dependencies: ["Documents", "Imaging", "CCairo", "CPangoCairo", "CZint"]),
        .target(name: "Scenes", dependencies: ["Rendering", "Documents", "Imaging"]),
        // Where the page is in a photo: views, detectors, refinement and the rule between them.
        .target(name: "PageFinding", dependencies: ["Geometry", "Imaging"]),
        // Readers for Tesseract's OSD, the orientation step's second opinion on pages whose glyph evidence is weak;
        // CSupport for the AVX2 kernels of the light correction.
        .target(name: "Enhancement", dependencies: ["PageFinding", "Imaging", "Readers", "CSupport"]),
        // PAGE-XML, ALTO and hOCR: read as truth and reader output, written by `read --format`. Pure Swift, no C.
        .target(name: "OCRFormats", dependencies: ["Documents", "Geometry"]),
        .target(name: "Readers", dependencies: ["Documents", "Imaging", "Processes", "OCRFormats", "CTesseract", "CZXingBridge", "CZBar"], resources: [.copy("Resources")]),
        .target(name: "Fields", dependencies: ["Documents", "Geometry"]),
        .target(name: "Scoring", dependencies: ["Documents", "Geometry"]),
        .target(name: "Evaluation", dependencies: ["Processes", "Scenes", "Rendering", "Enhancement", "Readers", "Fields", "Scoring", "Documents", "Imaging", "OCRFormats"]),
        .target(name: "Reporting", dependencies: ["Evaluation", "Scoring", "Imaging", "CCairo"]),
        // Declared options, typed parsing, usage text and suggestions, shared by scanlab and scanlab-bench.
        .target(name: "OptionParsing", dependencies: ["Documents", "Imaging"]),
        // Measurements for Scripts/bench-enhance.sh, built in release; not a user-facing tool.
        .executableTarget(name: "scanlab-bench", dependencies: ["OptionParsing", "Enhancement", "PageFinding", "Scenes", "Readers", "Scoring", "Fields", "Documents", "Imaging", "Geometry"]),
        .executableTarget(name: "scanlab-bench-read", dependencies: ["Readers", "Rendering", "Documents", "Imaging"]),
        .executableTarget(name: "scanlab", dependencies: ["OptionParsing", "Evaluation", "Reporting", "Readers", "Scenes", "Enhancement", "Scoring", "Fields", "Documents", "Imaging", "OCRFormats"]),

        // Tests mirror the modules; TestSupport holds shared helpers.
        .target(name: "TestSupport", dependencies: ["Imaging", "Documents"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "DocumentsTests", dependencies: ["Documents", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Readers", "Scoring", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Rendering", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "PageFindingTests", dependencies: ["PageFinding", "Scenes", "Documents", "TestSupport"]),
        .testTarget(name: "EnhancementTests", dependencies: ["Enhancement", "PageFinding", "Scenes", "Readers", "Scoring", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "ReadersTests", dependencies: ["Readers", "Processes", "Rendering", "Scoring", "TestSupport"], exclude: ["Fixtures", "References"]),
        .testTarget(name: "OCRFormatsTests", dependencies: ["OCRFormats", "Geometry", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FieldsTests", dependencies: ["Fields", "Documents", "Geometry", "Rendering", "Imaging", "Readers", "Scoring", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "ScoringTests", dependencies: ["Scoring", "TestSupport"]),
        .testTarget(name: "EvaluationTests", dependencies: ["Evaluation", "Reporting", "Enhancement", "Readers", "Scoring", "Fields", "Scenes", "TestSupport"]),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "Evaluation", "Scoring", "Fields", "Imaging", "TestSupport"], exclude: ["References"]),
        .testTarget(name: "EndToEndTests", dependencies: ["scanlab", "OptionParsing", "Documents", "Imaging", "Evaluation", "Reporting", "Readers", "Scenes", "Scoring", "TestSupport"]),
        .testTarget(name: "AccuracyTests", dependencies: ["Evaluation", "Reporting", "Readers", "Scenes", "Scoring", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets, only when Scripts/fuzz.sh asks for them (SCANLAB_FUZZ=1), so ordinary builds never see them.
// Each defines LLVMFuzzerTestOneInput; `swift build --sanitize fuzzer --sanitize address` links libFuzzer's main.
if Context.environment["SCANLAB_FUZZ"] != nil {
    let fuzzTargets: [(name: String, folder: String, dependencies: [Target.Dependency])] = [
        ("FuzzPNG", "png", ["FuzzSupport"]),
        ("FuzzJPEG", "jpeg", ["FuzzSupport"]),
        ("FuzzTruth", "truth", ["Documents"]),
        ("FuzzReaders", "readers", ["Readers", "Documents", "Processes"]),
        ("FuzzScene", "scene", ["Scenes", "Documents"]),
        ("FuzzCorpus", "corpus", ["Evaluation", "Documents"]),
        ("FuzzTIFF", "tiff", ["FuzzSupport"]),
        ("FuzzHEIC", "heic", ["FuzzSupport", "Imaging"]),
        ("FuzzOCR", "ocr", ["OCRFormats"]),
    ]
    // What the image targets share: header, then a decode of small pages (Fuzz/support).
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["Imaging"], path: "Fuzz/support"))
    for target in fuzzTargets {
        package.targets.append(.executableTarget(name: target.name, dependencies: target.dependencies, path: "Fuzz/\(target.folder)"))
        package.products.append(.executable(name: target.name, targets: [target.name]))
    }
}

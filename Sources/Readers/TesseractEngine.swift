import Foundation
internal import CTesseract

/// Owns one `TessBaseAPI` handle: created in `init`, freed only in `deinit`.
///
/// A failed `Init` leaves the handle alive and owned here, so it is never freed twice.
/// Not thread-safe: one engine is used by one worker at a time.
final class TesseractEngine {
    private let handle: OpaquePointer
    /// The language code and model folder currently loaded, or nil before the first successful load.
    private(set) var loaded: (code: String, folder: String)?
    /// How many times a model was loaded: once per language change, never per page.
    private(set) var loads = 0

    init(readerID: String) throws {
        guard let h = TessBaseAPICreate() else {
            throw ReaderError.initFailed(readerID, reason: "TessBaseAPICreate returned nothing")
        }
        handle = h
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The library's version string, such as `5.3.0`.
    static var version: String {
        guard let v = TessVersion() else { return "unknown" }
        return String(cString: v)
    }

    /// Loads a language, unless it is already the loaded one.
    /// - Throws: `ReaderError.initFailed` when Tesseract refuses the model.
    func load(code: String, folder: String, settings: TesseractSettings, readerID: String) throws {
        if let loaded, loaded.code == code, loaded.folder == folder { return }
        loaded = nil
        loads += 1
        let names = settings.initVariables.keys.sorted()
        let values = names.map { settings.initVariables[$0] ?? "" }
        let status = withCStrings(names) { namePointers in
            withCStrings(values) { valuePointers in
                TessBaseAPIInit4(handle, folder, code, TessOcrEngineMode(UInt32(settings.engineMode.rawValue)),
                                 nil, 0, namePointers, valuePointers, names.count, 0)
            }
        }
        guard status == 0 else {
            throw ReaderError.initFailed(readerID, reason: "Tesseract could not load \(code) (engine mode \(settings.engineMode.rawValue)) from \(folder)")
        }
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(settings.pageSegmentation)))
        for (name, value) in settings.variables.sorted(by: { $0.key < $1.key }) {
            guard TessBaseAPISetVariable(handle, name, value) != 0 else {
                throw ReaderError.initFailed(readerID, reason: "Tesseract does not know the variable \(name)")
            }
        }
        // Tesseract's diagnostics ("Image too small to scale!!", "Empty page!!") go to stderr through tprintf and
        // would break the progress line. Failures still surface through return codes; the diagnostics don't change
        // what is read, so this is not part of the reader's identity.
        _ = TessBaseAPISetVariable(handle, "debug_file", Self.silentDiagnostics)
        loaded = (code, folder)
    }

    /// Where tprintf's diagnostics go.
    static let silentDiagnostics = "/dev/null"

    /// A boolean variable's current value, or nil when Tesseract does not know it.
    func boolVariable(_ name: String) -> Bool? {
        var value: Int32 = 0
        guard TessBaseAPIGetBoolVariable(handle, name, &value) != 0 else { return nil }
        return value != 0
    }

    /// A string variable's current value, or nil when Tesseract does not know it.
    func stringVariable(_ name: String) -> String? {
        guard let value = TessBaseAPIGetStringVariable(handle, name) else { return nil }
        return String(cString: value)
    }

    /// The folder Tesseract itself resolved for the loaded models.
    var datapath: String? {
        guard let p = TessBaseAPIGetDatapath(handle) else { return nil }
        let s = String(cString: p)
        return s.isEmpty ? nil : s
    }

    /// Recognises pixels and returns text, lines and words.
    /// - Parameters:
    ///   - pixels: rows without padding; `bytesPerPixel` is 1 (gray), 3 (RGB) or 4.
    ///   - timeLimit: seconds the page may take, layout analysis included.
    ///   - name: the page's file, for errors.
    /// - Throws: `ReaderError.timeout` when the time limit passed, even if Tesseract returned partial text.
    func recognise(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int,
                   resolution: Int, timeLimit: Double, name: String, readerID: String) throws -> TesseractPage {
        guard let base = pixels.baseAddress, width > 0, height > 0 else {
            throw ReaderError.badImage(readerID, reason: "the image is empty")
        }
        TessBaseAPISetImage(handle, base, Int32(width), Int32(height), Int32(bytesPerPixel), Int32(width * bytesPerPixel))
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        // Forget this page's image and results before the next one, whatever happens below.
        defer { TessBaseAPIClear(handle) }
        guard let monitor = TessMonitorCreate() else {
            throw ReaderError.crashed(readerID, reason: "TessMonitorCreate returned nothing")
        }
        defer { TessMonitorDelete(monitor) }
        // Our clock starts before the monitor's, so whenever Tesseract finds its deadline passed, so do we.
        let started = Self.monotonicNanoseconds()
        TessMonitorSetDeadlineMSecs(monitor, Self.milliseconds(timeLimit))
        let status = TessBaseAPIRecognize(handle, monitor)
        // Tesseract checks the deadline only between words, then stops and keeps what it read so far; it may
        // still return 0, so the clock decides. A page that finished but ran past the limit fails too, as an
        // external reader killed at its limit would.
        let elapsed = Double(Self.monotonicNanoseconds() &- started) / 1e9
        guard elapsed <= timeLimit else {
            throw ReaderError.timeout(readerID, seconds: timeLimit, file: name)
        }
        guard status == 0 else {
            throw ReaderError.crashed(readerID, reason: "Tesseract's recognition failed on \(name)")
        }
        var page = TesseractPage()
        guard let iterator = TessBaseAPIGetIterator(handle) else { return page }
        defer { TessResultIteratorDelete(iterator) }
        guard let pageIterator = TessResultIteratorGetPageIterator(iterator) else { return page }

        repeat {
            if TessPageIteratorIsAtBeginningOf(pageIterator, RIL_TEXTLINE) != 0 {
                if let text = Self.text(iterator, RIL_TEXTLINE), let box = Self.box(pageIterator, RIL_TEXTLINE) {
                    page.lines.append(.init(text: text, box: box,
                                            confidence: Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE))))
                }
            }
            if let text = Self.text(iterator, RIL_WORD), let box = Self.box(pageIterator, RIL_WORD) {
                page.words.append(.init(text: text, box: box,
                                        confidence: Double(TessResultIteratorConfidence(iterator, RIL_WORD))))
            }
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return page
    }

    /// Tesseract's orientation detection (OSD) on pixels; the engine must have loaded `osd` with the legacy engine.
    /// - Returns: the clockwise turn Tesseract sees (0, 90, 180 or 270) and its confidence, or nil when it found too
    ///   little text to say.
    func detectOrientation(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int,
                           resolution: Int) -> (degrees: Int, confidence: Double)? {
        guard let base = pixels.baseAddress, width > 0, height > 0 else { return nil }
        TessBaseAPISetImage(handle, base, Int32(width), Int32(height), Int32(bytesPerPixel), Int32(width * bytesPerPixel))
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0, confidence: Float = 0, scriptConfidence: Float = 0
        var script: UnsafePointer<CChar>?
        let ok = TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, &script, &scriptConfidence)
        // capi.h says to free the script name with TessDeleteText, but Tesseract 5.3 hands back a pointer into the
        // model's character set (`get_script_from_script_id`); freeing it corrupted the heap. It is left alone.
        _ = script
        guard ok != 0 else { return nil }
        return (Int(degrees), Double(confidence))
    }

    /// A time limit as the monitor's whole milliseconds: at least 1, since 0 or less would mean no deadline.
    static func milliseconds(_ seconds: Double) -> Int32 {
        guard seconds.isFinite else { return seconds > 0 ? Int32.max : 1 }
        let ms = (seconds * 1000).rounded(.up)
        return ms >= Double(Int32.max) ? Int32.max : Int32(max(1, ms))
    }

    /// CLOCK_MONOTONIC, the clock Tesseract's deadline (std::chrono::steady_clock) uses on Linux.
    private static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    private static func text(_ iterator: OpaquePointer, _ level: TessPageIteratorLevel) -> String? {
        guard let raw = TessResultIteratorGetUTF8Text(iterator, level) else { return nil }
        defer { TessDeleteText(raw) }
        let text = String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    private static func box(_ pageIterator: OpaquePointer, _ level: TessPageIteratorLevel) -> TesseractPage.Box? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(pageIterator, level, &left, &top, &right, &bottom) != 0 else { return nil }
        return .init(left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom))
    }
}

/// Tesseract's results for one page, in plain values.
struct TesseractPage {
    struct Box { var left, top, right, bottom: Int }
    struct Item { var text: String; var box: Box; var confidence: Double }
    var lines: [Item] = []
    var words: [Item] = []
}

/// Lends an array of C strings for the duration of a call.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { for p in pointers { free(p) } }
    if pointers.isEmpty { return body(nil) }
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}

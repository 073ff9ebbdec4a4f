import Foundation
import Documents
import Enhancement
import Fields
import Imaging
import Readers
import Scenes
import Scoring

/// Evaluates pages one at a time on one thread, with reader instances of its own.
///
/// This is the single evaluation path: `compare`, `fields` and `run` all produce their `PageResult`s here.
/// For each page: the photo (generated or read) → each style's file, written to disk → each reader reads that
/// file → fields extracted → text, fields and page finding scored.
final class PageWorker {
    let settings: EvaluationSettings
    let provider: ReaderProvider
    let build: String
    private var readers: [String: Result<any Reader, Error>] = [:]
    /// Declared styles, one instance per worker like readers (a worker style keeps its process between pages).
    private var externalStyles: [String: Result<ExternalStyle, Error>] = [:]
    /// Every reader identity this worker read with, for the report's versions.
    private(set) var identities: Set<ReaderIdentity> = []

    init(settings: EvaluationSettings, provider: ReaderProvider, build: String) {
        self.settings = settings
        self.provider = provider
        self.build = build
    }

    // MARK: one page

    /// Every cell of a page, taking finished cells from the out folder when a previous run left them.
    func evaluate(_ page: CorpusPage) -> PageOutcome {
        let store = settings.outFolder.map { CellStore(folder: $0 + "/cells", page: page, root: $0) }
        let pageKey = resultKey(page)
        var done: [CellKey: PageResult] = [:]
        var info = store?.loadInfo(key: pageKey)
        if info != nil, let store {
            for style in settings.styles {
                for reader in settings.readers {
                    if let cell = store.loadCell(style: style.rawValue, reader: reader, key: cellKey(pageKey, style.rawValue, reader)) {
                        done[cell.key] = cell
                    }
                }
            }
        }
        let wanted = settings.styles.flatMap { style in settings.readers.map { CellKey(page: page.id, style: style.rawValue, reader: $0) } }
        if let info, wanted.allSatisfy({ done[$0] != nil }) {
            return PageOutcome(info: info, cells: wanted.compactMap { done[$0] })
        }

        let workFolder = NSTemporaryDirectory() + "scanlab-work-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: workFolder) }
        let prepared: PreparedPage
        do {
            prepared = try prepare(page, workFolder: workFolder)
        } catch {
            var failed = info ?? Self.baseInfo(page)
            failed.failure = Self.describe(error)
            let cells = wanted.map { PageResult(page: $0.page, style: $0.style, reader: $0.reader, status: .failed, reason: failed.failure) }
            return PageOutcome(info: failed, cells: cells)
        }
        info = prepared.info
        if !Shutdown.isStopping { try? store?.saveInfo(prepared.info, key: pageKey) }
        if settings.thumbnails, let out = settings.outFolder {
            writeThumbnail(prepared.photo, hash: prepared.photoHash, name: "photo", page: page, out: out)
        }

        var cells: [PageResult] = []
        for style in settings.styles {
            // The style's file for text readers, and for code readers its page before text-size resampling, each
            // made when the first reader that needs it comes (so not at all when every such cell is done).
            var styledFiles: [Bool: Result<StyledFile, Error>] = [:]
            func styledFile(forCodes: Bool) -> Result<StyledFile, Error> {
                if let made = styledFiles[forCodes] { return made }
                let made = Result {
                    try styleFile(prepared, style: style, workFolder: workFolder, options: forCodes ? codeStyleOptions : nil,
                                  fileSuffix: forCodes ? "-codes" : "")
                }
                if !forCodes, case .success(let styled) = made, settings.thumbnails, let out = settings.outFolder, style != .original {
                    writeThumbnail(styled.bytes, hash: styled.hash, name: style.rawValue, page: page, out: out)
                }
                styledFiles[forCodes] = made
                return made
            }
            for readerID in settings.readers {
                let key = CellKey(page: page.id, style: style.rawValue, reader: readerID)
                if let finished = done[key] { cells.append(finished); continue }
                let cell: PageResult
                switch styledFile(forCodes: isCodeReader(readerID)) {
                case .success(let styled):
                    cell = read(prepared, styled: styled, style: style, readerID: readerID, profile: page.profile)
                case .failure(let error):
                    cell = PageResult(page: page.id, style: style.rawValue, reader: readerID, status: .failed, reason: Self.describe(error))
                }
                // A cell cut short by a stop signal (its reader killed) is not kept: the resumed run reads it again.
                guard !Shutdown.isStopping else { return PageOutcome(info: prepared.info, cells: cells) }
                try? store?.saveCell(cell, key: cellKey(pageKey, style.rawValue, readerID))
                cells.append(cell)
            }
        }
        return PageOutcome(info: prepared.info, cells: cells)
    }

    /// What decides a page's results besides the style and reader: the build, the page, the options and hooks.
    func resultKey(_ page: CorpusPage) -> String {
        var parts = ["result-v1", build, page.id, page.profile.rawValue, String(describing: settings.styleOptions),
                     settings.hooks.label, "thumbnails:\(settings.thumbnails)"]
        switch page.source {
        case .generated(let spec):
            parts.append((try? JSONCoding.string(spec, pretty: false)) ?? "\(spec)")
        case .file(let file):
            parts.append((try? JSONCoding.string(file, pretty: false)) ?? file.path)
            for candidate in [file.path] + TruthLookup.candidates(for: file) {
                let attributes = try? FileManager.default.attributesOfItem(atPath: candidate)
                let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                parts.append("\(candidate):\(size):\(modified)")
            }
        }
        return ResultCache.key(parts)
    }

    func cellKey(_ pageKey: String, _ style: String, _ reader: String) -> String {
        ResultCache.key(["cell-v1", pageKey, style, reader])
    }

    // MARK: the photo

    func prepare(_ page: CorpusPage, workFolder: String) throws -> PreparedPage {
        switch page.source {
        case .generated(let spec): return try prepareGenerated(page, spec: spec, workFolder: workFolder)
        case .file(let file): return try prepareFile(page, file: file, workFolder: workFolder)
        }
    }

    /// What the page cache keeps beside a generated photo.
    struct GeneratedMeta: Codable {
        var fileExtension: String
        var photoHash: String
        var truth: GroundTruth
        var ms: [String: Double]
    }

    func prepareGenerated(_ page: CorpusPage, spec: PageSpec, workFolder: String) throws -> PreparedPage {
        let started = Date()
        let specJSON = try JSONCoding.string(spec, pretty: false)
        let key = ResultCache.key(["page-v1", build, specJSON])
        var meta: GeneratedMeta?
        var bytes: [UInt8]?
        var photoPath: String?
        // The photo is used only when its bytes hash to what the sealed metadata recorded.
        if let cache = settings.cache, let cached = cache.json(GeneratedMeta.self, .pages, key),
           let file = cache.verifiedRaw(.pages, key, cached.fileExtension, sha256: cached.photoHash) {
            meta = cached
            bytes = file.bytes
            photoPath = file.path
        }
        let fromCache = meta != nil
        if meta == nil {
            let page = try Synthesizer.synthesize(spec)
            let made = GeneratedMeta(fileExtension: page.fileExtension, photoHash: SHA256.hex(of: page.encoded), truth: page.truth,
                                     ms: page.stageMilliseconds)
            if let cache = settings.cache, let stored = cache.storeRaw(.pages, key, made.fileExtension, page.encoded) {
                cache.storeJSON(.pages, key, made)
                photoPath = stored
            } else {
                photoPath = workFolder + "/photo." + made.fileExtension
                try AtomicFile.write(page.encoded, to: workFolder + "/photo." + made.fileExtension)
            }
            meta = made
            bytes = page.encoded
        }
        guard let meta, let bytes, let photoPath else { throw EvaluationError.badFile(page.id, reason: "no photo was made") }
        var info = Self.baseInfo(page)
        info.kind = meta.truth.kind
        info.language = meta.truth.language
        info.truthText = meta.truth.text
        info.truthSource = "generated"
        info.photoBytes = bytes.count
        info.photoFormat = meta.fileExtension
        info.photoWidth = meta.truth.image.width
        info.photoHeight = meta.truth.image.height
        info.ms = fromCache ? ["synth": Date().timeIntervalSince(started) * 1000] : meta.ms.reduce(into: [:]) { $0["synth." + $1.key] = $1.value }
        return PreparedPage(info: info, truth: PageTruth(meta.truth, source: "generated"), photo: bytes,
                            photoExtension: meta.fileExtension, photoHash: meta.photoHash, photoPath: photoPath, cachedPage: fromCache)
    }

    func prepareFile(_ page: CorpusPage, file: PageSource.FilePage, workFolder: String) throws -> PreparedPage {
        let started = Date()
        // `scan.tif#2`: page 2 of a multi-page TIFF.
        let (imagePath, pageNumber) = ImageFile.pageReference(file.path)
        guard FileManager.default.fileExists(atPath: imagePath) else { throw ImageError.missingFile(imagePath) }
        let data = try JSONCoding.readFile(imagePath)
        var bytes = [UInt8](data)
        var photoPath = imagePath
        // Decoding up front turns a broken file into one clear error for the page, not one per style.
        let image = try ImageFile.decode(bytes, name: file.path, page: pageNumber)
        if pageNumber != nil {
            // One page of a multi-page file becomes a file of its own, so every style and reader sees that page.
            bytes = try ImageFile.encodePNG(image)
            photoPath = workFolder + "/page.png"
            try AtomicFile.write(bytes, to: photoPath)
        }
        let header = try ImageFile.header(of: bytes, name: file.path)
        let truth = try TruthLookup.load(file)
        var info = Self.baseInfo(page)
        info.kind = truth.kind
        info.language = truth.language
        info.truthText = truth.hasTranscript ? truth.text : nil
        info.truthSource = truth.source
        info.photoBytes = bytes.count
        info.photoFormat = header.format.fileExtension
        info.photoWidth = image.width
        info.photoHeight = image.height
        info.ms = ["decode": Date().timeIntervalSince(started) * 1000]
        return PreparedPage(info: info, truth: truth, photo: bytes, photoExtension: header.format.fileExtension,
                            photoHash: SHA256.hex(of: bytes), photoPath: photoPath, cachedPage: false)
    }

    /// What is known of a page before it is made: where it comes from and how it groups.
    static func baseInfo(_ page: CorpusPage) -> PageInfo {
        switch page.source {
        case .generated(let spec):
            var info = PageInfo(id: page.id, index: page.index, source: "generated", difficulty: spec.difficulty.rawValue,
                                size: spec.resolvedScene == .flat ? "page" : (spec.size ?? .fourK).rawValue, profile: page.profile.rawValue)
            info.spec = spec
            info.kind = spec.document
            info.language = spec.language
            info.sweep = page.sweep
            return info
        case .file(let file):
            var info = PageInfo(id: page.id, index: page.index, source: file.path, difficulty: "real", size: "real", profile: page.profile.rawValue)
            info.kind = file.kind
            info.language = file.language
            return info
        }
    }

    // MARK: styles

    /// A style's output as a file on disk, which is exactly what readers are handed.
    struct StyledFile {
        var path: String
        var bytes: [UInt8]
        var hash: String
        var meta: StyledMeta
        var cached: Bool
    }

    /// What the styled-image cache keeps beside the file.
    struct StyledMeta: Codable {
        var fileExtension: String
        var hash: String
        var pageQuad: Quad?
        var detector: PageDetector
        var choice: BuiltinStyle?
        var reason: String?
        var ms: [String: Double]
    }

    /// What code readers are handed: the style's page without the text-size resampling. Styles shrink a page whose
    /// capitals are over 40 px by up to ×⅓ so that text reads best, and that took a label's 2.4–3 px modules under
    /// 1 px: with the resampling, `auto` decoded 55 codes where `original` decoded 83 of 184 with zbar, and without
    /// it 29 of 36 label codes against 13 (Scripts/bench-codes.sh styles, 126 ordinary photos). A code reader's
    /// speed does not depend on the text's size the way Tesseract's does, so it reads the page at the photo's scale.
    var codeStyleOptions: StyleOptions {
        var options = settings.styleOptions
        options.normaliseTextSize = false
        return options
    }

    /// Whether a reader reads codes only (zxing, zbar); a reader that could not be made counts as a text reader,
    /// whose cell then reports why.
    func isCodeReader(_ id: String) -> Bool {
        if case .success(let engine) = reader(id) { return engine is CodeReader }
        return false
    }

    func styleFile(_ page: PreparedPage, style: Style, workFolder: String, options: StyleOptions? = nil,
                   fileSuffix: String = "") throws -> StyledFile {
        if case .declared(let id) = style { return try externalStyleFile(page, id: id, workFolder: workFolder) }
        let options = options ?? settings.styleOptions
        let key = ResultCache.key(["styled-v1", build, page.photoHash, style.rawValue, String(describing: options), settings.hooks.label])
        let started = Date()
        if let cache = settings.cache, var meta = cache.json(StyledMeta.self, .styled, key) {
            // A hit costs only the lookup and a hash; the stored timings were the first run's.
            if meta.hash == page.photoHash {
                meta.ms = ["enhance": Date().timeIntervalSince(started) * 1000]
                return StyledFile(path: page.photoPath, bytes: page.photo, hash: meta.hash, meta: meta, cached: true)
            }
            // The styled file is used only when its bytes are the ones the metadata recorded; its hash, so checked,
            // is what keys the reading.
            if let file = cache.verifiedRaw(.styled, key, meta.fileExtension, sha256: meta.hash) {
                meta.ms = ["enhance": Date().timeIntervalSince(started) * 1000]
                return StyledFile(path: file.path, bytes: file.bytes, hash: meta.hash, meta: meta, cached: true)
            }
        }
        var enhanced = try Enhancer.apply(style, toFile: page.photo, name: page.photoPath, options: options)
        if let hook = settings.hooks.afterStyle { enhanced = try hook(style, enhanced) }
        var ms = enhanced.stageMilliseconds.reduce(into: [String: Double]()) { $0["enhance." + $1.key] = $1.value }
        ms["enhance"] = Date().timeIntervalSince(started) * 1000
        let hash = SHA256.hex(of: enhanced.encoded)
        let meta = StyledMeta(fileExtension: enhanced.fileExtension, hash: hash, pageQuad: enhanced.pageQuad, detector: enhanced.detector,
                              choice: enhanced.choice, reason: enhanced.reason, ms: ms)
        // `original` hands readers the input file itself when the style left its bytes alone.
        var path: String
        if hash == page.photoHash {
            path = page.photoPath
        } else if let cache = settings.cache, let stored = cache.storeRaw(.styled, key, enhanced.fileExtension, enhanced.encoded) {
            path = stored
        } else {
            path = workFolder + "/" + style.rawValue + fileSuffix + "." + enhanced.fileExtension
            try AtomicFile.write(enhanced.encoded, to: path)
        }
        settings.cache?.storeJSON(.styled, key, meta)
        return StyledFile(path: path, bytes: enhanced.encoded, hash: hash, meta: meta, cached: false)
    }

    /// A declared style's output: cached by the input's bytes and the style's identity (declaration, version output,
    /// listed files), never by ScanLab's build, since ScanLab's code does not decide what an external program writes.
    func externalStyleFile(_ page: PreparedPage, id: String, workFolder: String) throws -> StyledFile {
        let made: Result<ExternalStyle, Error>
        if let known = externalStyles[id] {
            made = known
        } else {
            made = Result {
                guard let catalog = settings.styleCatalog else { throw StyleError.unknownStyle(id, known: []) }
                return try catalog.makeStyle(id)
            }
            externalStyles[id] = made
        }
        let style = try made.get()
        let key = ResultCache.key(["styled-external-v1", page.photoHash, id, style.identity])
        let started = Date()
        // As for built-in styles, the stored file is used only when its bytes are the ones the metadata recorded.
        if let cache = settings.cache, var meta = cache.json(StyledMeta.self, .styled, key),
           let file = cache.verifiedRaw(.styled, key, meta.fileExtension, sha256: meta.hash) {
            meta.ms = ["enhance": Date().timeIntervalSince(started) * 1000]
            return StyledFile(path: file.path, bytes: file.bytes, hash: meta.hash, meta: meta, cached: true)
        }
        let output = workFolder + "/" + id + "." + style.fileExtension
        try FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
        let bytes = try style.apply(input: page.photoPath, output: output, language: page.truth.language)
        let fileExtension = ImageFormat(sniffing: bytes)?.fileExtension ?? style.fileExtension
        let meta = StyledMeta(fileExtension: fileExtension, hash: SHA256.hex(of: bytes), pageQuad: nil, detector: .external,
                              choice: nil, reason: nil, ms: ["enhance": Date().timeIntervalSince(started) * 1000])
        var path = output
        if let cache = settings.cache, let stored = cache.storeRaw(.styled, key, fileExtension, bytes) {
            cache.storeJSON(.styled, key, meta)
            path = stored
        }
        return StyledFile(path: path, bytes: bytes, hash: meta.hash, meta: meta, cached: false)
    }

    // MARK: reading and scoring

    func reader(_ id: String) -> Result<any Reader, Error> {
        if let made = readers[id] { return made }
        let made = Result { try provider.make(id) }
        readers[id] = made
        return made
    }

    func read(_ page: PreparedPage, styled: StyledFile, style: Style, readerID: String, profile: TextProfile) -> PageResult {
        var cell = PageResult(page: page.info.id, style: style.rawValue, reader: readerID, status: .ok)
        cell.bytes = styled.bytes.count
        cell.imageFormat = styled.meta.fileExtension
        cell.detector = styled.meta.detector
        cell.choice = styled.meta.choice
        cell.choiceReason = styled.meta.reason
        var ms = styled.meta.ms
        var cached: [String] = []
        if page.cachedPage { cached.append("page") }
        if styled.cached { cached.append("styled") }
        if let found = styled.meta.pageQuad, let corners = page.truth.pageCorners {
            cell.pageFinding = pageFindingError(truth: corners, found: found)
        }
        let reading: Reading
        var codeSymbologies: Set<Symbology>?
        do {
            let engine = try reader(readerID).get()
            codeSymbologies = (engine as? CodeReader)?.supportedSymbologies
            let language = page.truth.language
            let identity = engine.identity(for: language)
            identities.insert(identity)
            // Keyed by the hash of the bytes the reader is handed (computed, or verified, when they were read).
            let key = ResultCache.key(["ocr-v1", styled.hash, try JSONCoding.string(identity, pretty: false), language.rawValue,
                                       "lines-\(LineGrouper.revision)"])
            let started = Date()
            if let cache = settings.cache, let hit = cache.json(Reading.self, .ocr, key) {
                reading = hit
                cached.append("ocr")
            } else {
                reading = try engine.read(imageAt: styled.path, language: language)
                settings.cache?.storeJSON(.ocr, key, reading)
            }
            ms["read"] = Date().timeIntervalSince(started) * 1000
        } catch {
            cell.status = (error as? ReaderError)?.isSkip == true ? .skipped : .failed
            cell.reason = Self.describe(error)
            cell.ms = ms
            cell.cached = cached.isEmpty ? nil : cached
            return cell
        }
        // Bounded work: a reading, or a truth and reading pair, past the documented sizes fails the cell with the
        // figures instead of keeping a worker busy for minutes.
        if let limit = WorkLimits.problem(reading: reading, truth: page.truth.text) {
            cell.status = .failed
            cell.reason = limit
            cell.ms = ms
            cell.cached = cached.isEmpty ? nil : cached
            return cell
        }
        var started = Date()
        let regions = codeRegions(page, styled: styled)
        if let supported = codeSymbologies {
            scoreCodes(&cell, page: page, reading: reading, regions: regions, supported: supported)
            ms["score"] = Date().timeIntervalSince(started) * 1000
            cell.ms = ms
            cell.cached = cached.isEmpty ? nil : cached
            return cell
        }
        // A code is not print: a text reader's words read from its modules are not scored as text.
        let textReading = CodeScorer.removingWords(inside: regions.compactMap { $0 }, from: reading)
        let suggestions = FieldExtractor.extract(from: textReading, kind: page.truth.kind, language: page.truth.language,
                                                 dateOrder: page.truth.dateOrder)
        ms["fields"] = Date().timeIntervalSince(started) * 1000
        started = Date()
        // Partial truth: a page scores what its truth holds, so no transcript means no CER (rather than one divided
        // by nothing, CLI.md "Partial truth") and no fields file no field rows.
        if page.truth.hasTranscript {
            let truthText = settings.excludeOccluded ? (page.truth.visibleText ?? page.truth.text) : page.truth.text
            cell.text = TextScorer.score(truth: truthText, ocr: textReading.text, profile: profile)
        }
        if page.truth.annotated != [] {
            cell.fields = FieldScorer.score(truth: page.truth.fields, suggestions: suggestions, dateOrder: page.truth.dateOrder,
                                            annotated: page.truth.annotated.map(Set.init))
        }
        if reading.codes != nil {
            // An external reader that reports codes beside its text (a Vision wrapper) gets its codes scored too.
            let truthCodes = page.truth.codes ?? []
            let score = CodeScorer.score(zip(truthCodes, regions).map { CodeScorer.Target(code: $0, region: $1) },
                                         read: reading.codes ?? [], supported: Set(Symbology.allCases))
            cell.codes = score.codes
            cell.spuriousCodes = score.spurious.isEmpty ? nil : score.spurious
            cell.decodeRate = score.decodeRate
        }
        ms["score"] = Date().timeIntervalSince(started) * 1000
        cell.ocrText = textReading.text
        cell.ms = ms
        cell.cached = cached.isEmpty ? nil : cached
        return cell
    }

    // MARK: codes

    /// A code cell: each truth code's outcome, and the fields an EPC payment QR gives, scored against the
    /// truth's fields of those names only (a code says nothing of the merchant or the date).
    func scoreCodes(_ cell: inout PageResult, page: PreparedPage, reading: Reading, regions: [Box?], supported: Set<Symbology>) {
        let truthCodes = page.truth.codes ?? []
        let targets = zip(truthCodes, regions).map { CodeScorer.Target(code: $0, region: $1) }
        let score = CodeScorer.score(targets, read: reading.codes ?? [], supported: supported)
        cell.codes = score.codes
        cell.spuriousCodes = score.spurious.isEmpty ? nil : score.spurious
        cell.decodeRate = score.decodeRate
        if truthCodes.contains(where: { $0.symbology == .qr && EPCPayload(parsing: $0.payload) != nil }) {
            let names = Set(CodeFields.fieldNames)
            cell.fields = FieldScorer.score(truth: page.truth.fields.filter { names.contains($0.name) },
                                            suggestions: CodeFields.suggestions(from: reading.codes ?? []),
                                            dateOrder: page.truth.dateOrder, annotated: nil)
        }
    }

    /// Where each truth code lies in the image the reader read: the photo's quad as it is, scaled when the style
    /// only resized the photo, or carried through the flattening from the page the style found. nil where unknown.
    func codeRegions(_ page: PreparedPage, styled: StyledFile) -> [Box?] {
        let codes = page.truth.codes ?? []
        guard !codes.isEmpty else { return [] }
        let photoWidth = Double(page.info.photoWidth ?? 0), photoHeight = Double(page.info.photoHeight ?? 0)
        guard photoWidth > 0, photoHeight > 0, let header = try? ImageFile.header(of: styled.bytes, name: styled.path) else {
            return codes.map { _ in nil }
        }
        let width = Double(header.width), height = Double(header.height)
        let map: (Point) -> Point
        if styled.hash == page.photoHash {
            map = { $0 }
        } else if let found = styled.meta.pageQuad,
                  let homography = Homography(from: found, to: Quad(Box(x: 0, y: 0, width: width, height: height))) {
            map = { homography.apply($0) }
        } else {
            map = { Point(x: $0.x * width / photoWidth, y: $0.y * height / photoHeight) }
        }
        return codes.map { code in
            let points = code.quad.points.map(map)
            let xs = points.map(\.x), ys = points.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
            // The quiet zone around the symbol belongs to it too: a tenth of its size on each side.
            let marginX = (maxX - minX) * PageWorker.codeRegionMargin, marginY = (maxY - minY) * PageWorker.codeRegionMargin
            return Box(x: minX - marginX, y: minY - marginY, width: maxX - minX + 2 * marginX, height: maxY - minY + 2 * marginY)
        }
    }

    /// The share of a code's size added on each side of its region, for its quiet zone.
    static let codeRegionMargin = 0.1

    // MARK: thumbnails

    func writeThumbnail(_ bytes: [UInt8], hash: String, name: String, page: CorpusPage, out: String) {
        let target = "\(out)/thumbs/\(page.fileStem)/\(SafeName.fileName(for: name)).jpg"
        let key = ResultCache.key(["thumb-v1", hash, "\(Thumbnail.longSide)"])
        if let cached = settings.cache?.data(.thumbs, key, "jpg") {
            try? AtomicFile.write([UInt8](cached), to: target, within: out)
            return
        }
        guard let thumbnail = try? Thumbnail.make(from: bytes, name: name) else { return }
        settings.cache?.store(.thumbs, key, "jpg", Data(thumbnail))
        try? AtomicFile.write(thumbnail, to: target, within: out)
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? ScanLabError { return error.message }
        return "\(error)"
    }
}

import Foundation
import Processes
import Imaging
import Documents

/// Timings of the readers on the same pages, for `Scripts/bench-read.sh` (through `scanlab bench-read`).
///
/// It measures three things in one run:
/// 1. in-process Tesseract against the `tesseract` program spawned once per page, per group of pages (receipts, A4);
/// 2. pages per second for each reader, after its start-up;
/// 3. the speedup of two workers (two engines or processes, one per thread) over one.
/// Benchmarks are never tests: nothing here asserts a time.
public enum ReaderBenchmark {
    /// A page to read, with a group name such as `receipt` or `a4`.
    public struct Page: Sendable {
        public var path: String
        public var group: String
        public var language: Language
        public init(path: String, group: String, language: Language = .en) {
            self.path = path; self.group = group; self.language = language
        }
    }

    /// Pages from files, grouped by the name of their folder (`…/receipt/1.png` is in `receipt`).
    public static func pages(fromPaths paths: [String], language: Language = .en) -> [Page] {
        paths.map { Page(path: $0, group: URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent, language: language) }
    }

    /// Runs the benchmark and returns the report as text.
    /// - Parameters:
    ///   - readers: reader ids to time (`all` for every declared one); unavailable ones are listed as skipped.
    ///   - progress: called with a line before each long step.
    public static func run(pages: [Page], readers: [String], catalog: ReaderCatalog,
                           progress: (String) -> Void = { _ in }) throws -> String {
        guard !pages.isEmpty else { return "no pages to read\n" }
        let selected = try catalog.select(readers)
        var out: [String] = []
        out.append("ScanLab reader benchmark: \(pages.count) pages (\(groupSummary(pages))), Tesseract \(TesseractReader.version), OMP_THREAD_LIMIT=\(ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] ?? "unset")")
        out.append("")
        out.append(contentsOf: try inProcessAgainstCommand(pages, catalog: catalog, progress: progress))
        out.append("")
        out.append(contentsOf: try throughput(pages, readers: selected, catalog: catalog, progress: progress))
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: - In-process against the CLI

    private static func inProcessAgainstCommand(_ pages: [Page], catalog: ReaderCatalog, progress: (String) -> Void) throws -> [String] {
        var lines = ["1. In-process Tesseract against the tesseract CLI spawned per page (same pages, same settings)"]
        guard let cli = ReaderCatalog.findExecutable("tesseract") else {
            return lines + ["   skipped: the tesseract program is not on PATH"]
        }
        let declaration = try catalog.declaration(for: "tesseract")
        let settings = try ReaderCatalog.tesseractSettings(declaration, source: catalog.source)
        let reader = try TesseractReader(id: "tesseract", settings: settings, paths: catalog.paths, timeout: 600)
        let initStart = now()
        try reader.prepare(language: pages[0].language)
        let initSeconds = now() - initStart
        let folder = reader.modelFolder

        lines.append("   " + row(["group", "pages", "in-process s/page", "CLI s/page", "CLI / in-process", "same text"], widths: [8, 6, 18, 11, 17, 9]))
        for group in groups(pages) {
            progress("bench: in-process and CLI on \(group.name) pages")
            var inProcess = 0.0, command = 0.0
            var same = 0
            for page in group.pages {
                let t0 = now()
                let reading = try reader.read(imageAt: page.path, language: page.language)
                let t1 = now()
                let text = try ProcessRunner.run([cli, page.path, "stdout", "-l", page.language.tesseractCode,
                                                  "--tessdata-dir", folder,
                                                  "--oem", String(settings.engineMode.rawValue), "--psm", String(settings.pageSegmentation),
                                                  "--dpi", String(settings.resolution)],
                                                 readerID: "tesseract-cli", file: page.path, timeout: 600)
                let t2 = now()
                inProcess += t1 - t0
                command += t2 - t1
                if LineGrouper.reading(fromText: text).text == reading.text { same += 1 }
            }
            let n = Double(group.pages.count)
            lines.append("   " + row([group.name, "\(group.pages.count)", fixed(inProcess / n, 3), fixed(command / n, 3),
                                      fixed(command / max(inProcess, 1e-9), 2) + "×", "\(same)/\(group.pages.count)"],
                                     widths: [8, 6, 18, 11, 17, 9]))
        }
        lines.append("   in-process engine start (once per worker): \(fixed(initSeconds, 3)) s; the CLI pays start, model load and decode on every page")
        return lines
    }

    // MARK: - Throughput and two workers

    private static func throughput(_ pages: [Page], readers: [String], catalog: ReaderCatalog, progress: (String) -> Void) throws -> [String] {
        var lines = ["2. Pages per second for each reader (after start-up), and 3. the speedup of 2 workers over 1"]
        lines.append("   " + row(["reader", "start s", "pages/s", "s/page", "2 workers pages/s", "speedup", "failed"], widths: [17, 8, 8, 7, 18, 8, 6]))
        for id in readers {
            let availability = try catalog.availability(of: id)
            guard availability.available else {
                lines.append("   " + row([id, "skipped: \(availability.reason ?? "unavailable")"], widths: [17, 0]))
                continue
            }
            let usable = pages.filter { availability.readableLanguages.contains($0.language) }
            guard !usable.isEmpty else {
                lines.append("   " + row([id, "skipped: reads none of the pages' languages"], widths: [17, 0]))
                continue
            }
            progress("bench: \(id), 1 worker")
            // Start-up: making the reader and reading the first page, minus a second read of it.
            let t0 = now()
            let single = try catalog.makeReader(id)
            _ = try? single.read(imageAt: usable[0].path, language: usable[0].language)
            let t1 = now()
            _ = try? single.read(imageAt: usable[0].path, language: usable[0].language)
            let t2 = now()
            let start = max(0, (t1 - t0) - (t2 - t1))

            let one = timeReading([single], pages: usable)
            progress("bench: \(id), 2 workers")
            let second = try catalog.makeReader(id)
            _ = try? second.read(imageAt: usable[0].path, language: usable[0].language)
            let two = timeReading([single, second], pages: usable)
            let pagesPerSecond = Double(usable.count) / one.seconds
            let twoPerSecond = Double(usable.count) / two.seconds
            lines.append("   " + row([id, fixed(start, 2), fixed(pagesPerSecond, 2), fixed(one.seconds / Double(usable.count), 3),
                                      fixed(twoPerSecond, 2), fixed(one.seconds / two.seconds, 2) + "×", "\(one.failures + two.failures)"],
                                     widths: [17, 8, 8, 7, 18, 8, 6]))
        }
        return lines
    }

    /// Reads every page once, spread round-robin over the readers, one thread per reader.
    private static func timeReading(_ readers: [any Reader], pages: [Page]) -> (seconds: Double, failures: Int) {
        let shares = readers.indices.map { r in stride(from: r, to: pages.count, by: readers.count).map { pages[$0] } }
        nonisolated(unsafe) let lent = readers
        let failures = Locked(0)
        let start = now()
        DispatchQueue.concurrentPerform(iterations: readers.count) { r in
            // Each thread uses only its own reader: an engine is never shared across threads.
            for page in shares[r] {
                do { _ = try lent[r].read(imageAt: page.path, language: page.language) } catch { failures.withLock { $0 += 1 } }
            }
        }
        return (now() - start, failures.current)
    }

    // MARK: - Formatting

    private static func groups(_ pages: [Page]) -> [(name: String, pages: [Page])] {
        var order: [String] = []
        var byGroup: [String: [Page]] = [:]
        for p in pages {
            if byGroup[p.group] == nil { order.append(p.group) }
            byGroup[p.group, default: []].append(p)
        }
        return order.map { ($0, byGroup[$0] ?? []) }
    }

    private static func groupSummary(_ pages: [Page]) -> String {
        groups(pages).map { "\($0.pages.count) \($0.name)" }.joined(separator: ", ")
    }

    private static func row(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in cell.padding(toLength: max(width, cell.count), withPad: " ", startingAt: 0) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

import Foundation
import Processes
import Imaging
import Readers

/// Runs pages through the matrix on N worker threads, each with its own reader engines.
public enum Evaluator {
    /// Evaluates every page and returns the outcomes in corpus order.
    ///
    /// Pages are handed out one at a time to `settings.jobs` threads. A worker makes its own reader instances and
    /// never shares them: one Tesseract engine is never used by two threads.
    public static func run(_ pages: [CorpusPage], settings: EvaluationSettings, provider: ReaderProvider) -> (outcomes: [PageOutcome], readers: [ReaderIdentity]) {
        guard !pages.isEmpty else { return ([], []) }
        let build = BuildIdentity.current(cache: settings.cache)
        let progress = Progress(totalPages: pages.count, totalCells: pages.count * settings.styles.count * settings.readers.count,
                                enabled: settings.showProgress)
        let queue = WorkQueue(pages)
        let workers = min(settings.jobs, pages.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                // The worker and its engines are freed before the thread reports done, so no engine outlives
                // the run (Tesseract complains about engines still alive at exit).
                do {
                    let worker = PageWorker(settings: settings, provider: provider, build: build)
                    while let page = queue.next() {
                        let outcome = worker.evaluate(page)
                        queue.finish(outcome)
                        progress.pageFinished(cells: outcome.cells.count)
                    }
                    queue.record(worker.identities)
                }
                group.leave()
            }
            // Tesseract recurses deeply on some layouts; the default secondary-thread stack is small.
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        let identities = queue.identities.sorted { ($0.id, $0.model ?? "") < ($1.id, $1.model ?? "") }
        return (queue.outcomes.sorted { $0.info.index < $1.info.index }, identities)
    }

    /// The pages still to hand out, and the outcomes collected.
    final class WorkQueue: Sendable {
        private let pages: [CorpusPage]
        private let nextIndex = Locked(0)
        private let collected = Locked([PageOutcome]())
        private let seen = Locked(Set<ReaderIdentity>())

        func record(_ identities: Set<ReaderIdentity>) {
            seen.withLock { $0.formUnion(identities) }
        }

        var identities: Set<ReaderIdentity> { seen.current }

        init(_ pages: [CorpusPage]) { self.pages = pages }

        func next() -> CorpusPage? {
            nextIndex.withLock { next in
                // After SIGINT or SIGTERM no new page starts.
                guard next < pages.count, !Shutdown.isStopping else { return nil }
                defer { next += 1 }
                return pages[next]
            }
        }

        func finish(_ outcome: PageOutcome) {
            collected.withLock { $0.append(outcome) }
        }

        var outcomes: [PageOutcome] { collected.current }
    }
}

import Foundation
import Processes
import Imaging

/// Progress on stderr: cells done of the total, pages a second, and the time left. Silent unless asked,
/// which the CLI does only when stderr is a terminal.
final class Progress: Sendable {
    private let totalPages: Int
    private let totalCells: Int
    private let enabled: Bool
    private let started = Date()
    private let done = Locked((pages: 0, cells: 0))

    init(totalPages: Int, totalCells: Int, enabled: Bool) {
        self.totalPages = totalPages
        self.totalCells = totalCells
        self.enabled = enabled
    }

    func pageFinished(cells newCells: Int) {
        done.withLock { done in
            done.pages += 1
            done.cells += newCells
            if enabled { show(pages: done.pages, cells: done.cells) }
        }
    }

    /// Called with the count held, so lines from two workers never interleave.
    private func show(pages: Int, cells: Int) {
        let elapsed = Date().timeIntervalSince(started)
        let rate = elapsed > 0 ? Double(pages) / elapsed : 0
        let left = rate > 0 ? Double(totalPages - pages) / rate : 0
        let line = String(format: "\r%d/%d cells  %d/%d pages  %.2f pages/s  ETA %@   ", cells, totalCells, pages, totalPages, rate, Self.clock(left))
        FileHandle.standardError.write(Data(line.utf8))
        if pages == totalPages { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }
}

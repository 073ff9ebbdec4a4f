import Foundation
import Enhancement
import Imaging
import Scoring

/// One real page through the matrix: what `compare` and `fields` run. It is a run over a corpus of one page,
/// through the same workers, so it can never disagree with `run`.
public enum SinglePage {
    /// - Throws: the page's own error (a bad image, a missing truth) rather than a row of failed cells.
    public static func evaluate(_ file: PageSource.FilePage, profile: TextProfile, settings: EvaluationSettings,
                                provider: ReaderProvider) throws -> PageOutcome {
        let id = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
        let page = CorpusPage(id: id, index: 0, source: .file(file), profile: profile)
        let (outcomes, _) = Evaluator.run([page], settings: settings, provider: provider)
        guard let outcome = outcomes.first else { throw EvaluationError.badFile(file.path, reason: "was not evaluated") }
        if let failure = outcome.info.failure { throw PageFailure(message: failure) }
        return outcome
    }

    /// A page that could not be prepared; the message already names the file and the cause.
    public struct PageFailure: ScanLabError { public var message: String }
}

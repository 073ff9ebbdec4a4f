import Evaluation
import OCRFormats
import Scoring

/// `scanlab score`: scores any text against a transcript.
struct ScoreCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var truth: String
        var ocr: String
        var profile = "standard"
        /// Which PAGE-XML TextEquiv level a PAGE file is read at.
        var pageTextLevel: PageTextLevel = .line
        var json = false
    }

    static let name = "score"
    static let abstract = "Score a text against a transcript (CER, WER, bag-of-words error)"
    static let spec = ArgumentSpec(command: name, valued: ["profile", "page-text-level"], flags: ["json"], positionals: 2...2)
    static let usage = """
    Usage:
      scanlab score TRUTH OCR [--profile strict|standard|caseless] [--page-text-level line|word|region] [--json]

    TRUTH and OCR are plain text, or PAGE-XML, ALTO or hOCR files (told apart by their content): their text in
    reading order is scored. Markup that is none of those is refused, never scored as characters.

    Options:
      --profile P   how texts are normalised before aligning (default standard)
      --page-text-level L   which PAGE TextEquiv level to read (default line; TextEquiv index 0)
      --json        print cer, cerBounded, wer, bagOfWordsError, counts (substitutions, deletions,
                    insertions, hits, truthLength) and profile

    Examples:
      scanlab score truth.txt ocr.txt
      scanlab score page.page.xml tesseract.alto.xml
      scanlab score ../shared/real/sroie-dev/X51005255805.txt ocr.txt --profile caseless --json
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(truth: arguments.positionals[0], ocr: arguments.positionals[1],
                profile: try CommonOptions.profile(arguments) ?? "standard",
                pageTextLevel: try arguments.choice("page-text-level", as: PageTextLevel.self) ?? .line, json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let truth = try OCRDocumentReader.transcript(file: options.truth, level: options.pageTextLevel)
        let ocr = try OCRDocumentReader.transcript(file: options.ocr, level: options.pageTextLevel)
        let score = TextScorer.score(truth: truth, ocr: ocr, profile: TextProfile(rawValue: options.profile) ?? .standard)
        if options.json {
            try Console.json(score)
        } else {
            let c = score.counts
            Console.out("""
            CER \(Format.percent(score.cer))  (bounded \(Format.percent(score.cerBounded)))
            WER \(Format.percent(score.wer))  bag-of-words error \(Format.percent(score.bagOfWordsError))
            \(c.substitutions) substitutions, \(c.deletions) deletions, \(c.insertions) insertions, \(c.hits) hits of \(c.truthLength) characters (\(score.profile.rawValue))
            """)
        }
        return ExitStatus.success
    }
}

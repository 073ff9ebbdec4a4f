import Evaluation
import OCRFormats
import Scoring
import OptionParsing

/// `scanlab score`: scores any text against a transcript.
struct ScoreCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var truth: String
        var ocr: String
        var profile: TextProfile = .standard
        var metrics: Set<TextMetric> = Set(TextMetric.allCases)
        /// Which PAGE-XML TextEquiv level a PAGE file is read at.
        var pageTextLevel: PageTextLevel = .line
        var json = false
    }

    /// How many entries of each confusion list `score` prints (cells keep them all).
    static let confusionsShown = 20

    static let name = "score"
    static let abstract = "Score a text against a transcript (CER, WER, bag-of-words error, FCA, confusions)"
    static let spec = ArgumentSpec(command: name, options: [
        CommonOptions.profileOption.with(default: "standard", help: "how texts are normalised before aligning"),
        OptionDeclaration("metrics", .list(TextMetric.allCases.map(\.rawValue)), default: "all",
                          help: "what to compute; CER and its counts always, `cer` alone is the fast path"),
        CommonOptions.pageTextLevelOption.with(default: "line", help: "which PAGE TextEquiv level to read (TextEquiv index 0)"),
        .flag("json", help: "print cer, cerBounded, counts, profile and the chosen metrics' keys"),
    ], positionals: 2...2)
    static let usage = spec.usage(
        ["scanlab score TRUTH OCR [--profile strict|standard|caseless]",
         "              [--metrics cer,wer,bow,fca,unordered,confusions,classes|all] [--page-text-level line|word|region] [--json]"],
        notes: """
        TRUTH and OCR are plain text, or PAGE-XML, ALTO or hOCR files (told apart by their content): their text in
        reading order is scored. Markup that is none of those is refused, never scored as characters.
        Metrics: wer (word error rate and word counts), bow (bag-of-words error), fca (flexible character
        accuracy's error rate, reading-order independent, and counts; null with a reason past
        \(FlexibleCharacterAccuracy.maximumCharacters) characters or \(FlexibleCharacterAccuracy.maximumLines) lines), unordered (word error rate over
        words as a multiset), confusions (substitution pairs, dropped and inserted characters; top \(confusionsShown)
        of each printed), classes (errors and truth characters per class: digit, letter, punctuation, whitespace, other).
        JSON keys: cer, cerBounded, counts, profile, wer, wordCounts, bagOfWordsError, fca, fcaCounts, fcaReason,
        werUnordered, unorderedWordCounts, confusions, errorsByClass.
        """,
        examples: ["scanlab score truth.txt ocr.txt",
                   "scanlab score truth.txt ocr.txt --metrics cer --profile strict --json",
                   "scanlab score page.page.xml tesseract.alto.xml",
                   "scanlab score ../shared/real/sroie-dev/X51005255805.txt ocr.txt --profile caseless --json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        var metrics = Set(TextMetric.allCases)
        if let names = arguments.list("metrics"), !names.contains("all") {
            metrics = Set(names.compactMap(TextMetric.init(rawValue:)))
        }
        return Options(truth: arguments.positionals[0], ocr: arguments.positionals[1],
                       profile: try arguments.choice("profile", as: TextProfile.self) ?? .standard, metrics: metrics,
                       pageTextLevel: try arguments.choice("page-text-level", as: PageTextLevel.self) ?? .line,
                       json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let truth = try TextFile.transcript(options.truth, level: options.pageTextLevel)
        let ocr = try TextFile.transcript(options.ocr, level: options.pageTextLevel)
        var score = TextScorer.measure(truth: truth, ocr: ocr, profile: options.profile, metrics: options.metrics)
        score.confusions = score.confusions?.top(confusionsShown)
        if options.json {
            try Console.json(score)
            return ExitStatus.success
        }
        let c = score.counts
        var lines = ["CER \(Format.percent(score.cer))  (bounded \(Format.percent(score.cerBounded)))"]
        if let wer = score.wer { lines.append("WER \(Format.percent(wer))") }
        if let bow = score.bagOfWordsError { lines.append("bag-of-words error \(Format.percent(bow))") }
        if let unordered = score.werUnordered { lines.append("WER, words as a multiset \(Format.percent(unordered))") }
        if let fca = score.fca, let f = score.fcaCounts {
            lines.append("FCA error \(Format.percent(fca))  (\(f.substitutions) substitutions, \(f.deletions) deletions, \(f.insertions) insertions)")
        } else if let reason = score.fcaReason {
            lines.append("FCA not computed: \(reason)")
        }
        lines.append("\(c.substitutions) substitutions, \(c.deletions) deletions, \(c.insertions) insertions, \(c.hits) hits of \(c.truthLength) characters (\(score.profile.rawValue))")
        if let classes = score.errorsByClass {
            let parts = ErrorsByClass.CharacterClass.allCases.map { "\($0.rawValue) \(classes[$0].errors)/\(classes[$0].truth)" }
            lines.append("errors by class: " + parts.joined(separator: ", "))
        }
        if let confusions = score.confusions {
            func shown(_ s: String) -> String { s.debugDescription }
            let top = 5
            if !confusions.substitutions.isEmpty {
                lines.append("read as: " + confusions.substitutions.prefix(top).map { "\(shown($0.truth))→\(shown($0.read)) ×\($0.count)" }.joined(separator: ", "))
            }
            if !confusions.deletions.isEmpty {
                lines.append("dropped: " + confusions.deletions.prefix(top).map { "\(shown($0.truth)) ×\($0.count)" }.joined(separator: ", "))
            }
            if !confusions.insertions.isEmpty {
                lines.append("added: " + confusions.insertions.prefix(top).map { "\(shown($0.read)) ×\($0.count)" }.joined(separator: ", "))
            }
        }
        Console.out(lines.joined(separator: "\n"))
        return ExitStatus.success
    }
}

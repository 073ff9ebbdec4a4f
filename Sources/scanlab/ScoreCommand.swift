import Evaluation
import Scoring
import OptionParsing

/// `scanlab score`: scores any text against a transcript.
struct ScoreCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var truth: String
        var ocr: String
        var profile: TextProfile = .standard
        var json = false
    }

    static let name = "score"
    static let abstract = "Score a text against a transcript (CER, WER, bag-of-words error)"
    static let spec = ArgumentSpec(command: name, options: [
        CommonOptions.profileOption.with(default: "standard", help: "how texts are normalised before aligning"),
        .flag("json", help: "print cer, cerBounded, wer, bagOfWordsError, counts (substitutions, deletions, insertions, hits, truthLength), profile"),
    ], positionals: 2...2)
    static let usage = spec.usage(
        ["scanlab score TRUTH.txt OCR.txt [--profile strict|standard|caseless] [--json]"],
        examples: ["scanlab score truth.txt ocr.txt",
                   "scanlab score ../shared/real/sroie-dev/X51005255805.txt ocr.txt --profile caseless --json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(truth: arguments.positionals[0], ocr: arguments.positionals[1],
                profile: try arguments.choice("profile", as: TextProfile.self) ?? .standard, json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let truth = try TextFile.read(options.truth)
        let ocr = try TextFile.read(options.ocr)
        let score = TextScorer.score(truth: truth, ocr: ocr, profile: options.profile)
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

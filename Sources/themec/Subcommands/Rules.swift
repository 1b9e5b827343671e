import ArgumentParser
import ThemeCompiler

/// `themec rules [ID] [--markdown]`: the rule catalogue.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule, or explain one (rationale, a bad and a fixed example).",
        discussion: "docs/rules.md is generated with: \(RuleCatalog.regenerateCommand)")

    @Argument(help: "A rule id, e.g. color-transformer-conflict.")
    var id: String?

    @Flag(help: "Print the whole catalogue as Markdown (docs/rules.md).")
    var markdown = false

    func validate() throws {
        if markdown && id != nil { throw ValidationError("--markdown prints every rule; leave out the rule id") }
    }

    func run() throws {
        if markdown {
            print(RuleCatalog.markdown(), terminator: "")
        } else if let id {
            guard let text = RuleCatalog.explanation(of: id) else {
                let hint = Suggestion.phrase(RuleID.nearest(to: id)?.rawValue)
                throw CommandFailure(.usage, "unknown rule '\(id)'\(hint) ('themec rules' lists every rule)")
            }
            print(text, terminator: "")
        } else {
            print(RuleCatalog.listing(), terminator: "")
        }
    }
}

import ArgumentParser

/// How a command fails: every failure of a subcommand is thrown as one, and `Themec.main`
/// prints its messages (`CommandMessage.error`) and exits with its kind's code. Nothing else
/// picks an exit code or words a failure. (Usage errors in the arguments themselves are
/// ArgumentParser's `ValidationError`, printed with the usage, exit 64.)
struct CommandFailure: Error {
    /// Why the command failed; each kind is one exit code (the codes `themec --help` lists).
    enum Kind {
        /// Findings at failing severity; for `diff` the tables differ; for `generate --check`
        /// the file is out of date: 1.
        case findings
        /// `diff`: a theme does not compile (its findings were shown): 2.
        case doesNotCompile
        /// The command line asks for something that cannot be done: 64 (`EX_USAGE`).
        case usage
        /// An input cannot be read: 66 (`EX_NOINPUT`).
        case noInput
        /// An output cannot be written: 73 (`EX_CANTCREAT`).
        case cannotCreate

        /// The process's exit status for this kind.
        var exitCode: Int32 {
            switch self {
            case .findings: 1
            case .doesNotCompile: 2
            case .usage: 64
            case .noInput: 66
            case .cannotCreate: 73
            }
        }
    }

    var kind: Kind
    /// What to say, one error line each; empty when the command has shown why already
    /// (findings through the reporters, an unreadable file named as it was met).
    var messages: [String]

    init(_ kind: Kind, _ messages: String...) {
        self.init(kind, messages: messages)
    }

    init(_ kind: Kind, messages: [String]) {
        self.kind = kind
        self.messages = messages
    }

    /// An output that could not be written (exit 73).
    init(_ error: OutputWriter.WriteError) { self.init(.cannotCreate, "\(error)") }

    /// Prints the messages; the exit code is the caller's to use.
    func report() {
        for message in messages { CommandMessage.error(message) }
    }
}

/// The one format of themec's own lines on standard error: `themec: error: MESSAGE` and
/// `themec: warning: MESSAGE` (the message starts lowercase, with no trailing period).
enum CommandMessage {
    static func error(_ message: String) { OutputWriter.writeStandardError("themec: error: \(message)\n") }
    static func warning(_ message: String) { OutputWriter.writeStandardError("themec: warning: \(message)\n") }
}

import Testing
import TestSupport

/// `Themec.parseCommandLine`: a subcommand's arguments are parsed with the subcommand as the
/// root, and anything but a plain parse is parsed again from `themec`, so that help, usage
/// errors, `--version` and completion scripts are the ones of `themec <subcommand>`.
@Suite struct SubcommandParseTests {
    static let subcommands = ["lint", "compile", "generate", "preview", "diff", "explain", "rules"]

    /// The list above is every subcommand `themec --help` lists.
    @Test func everySubcommandIsChecked() throws {
        let help = try themec(["--help"]).stdout
        let section = try #require(help.range(of: "SUBCOMMANDS:\n")).upperBound
        let listed = help[section...].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        #expect(listed.filter { $0 != "See" } == Self.subcommands)
    }

    @Test(arguments: subcommands)
    func helpNamesTheWholeCommand(_ name: String) throws {
        for flag in ["--help", "-h"] {
            let run = try themec([name, flag])
            #expect(run.status == 0)
            #expect(run.stdout.contains("USAGE: themec \(name) "), "\(name) \(flag): \(run.stdout)")
        }
    }

    @Test(arguments: subcommands)
    func usageErrorsNameTheWholeCommand(_ name: String) throws {
        let run = try themec([name, "--no-such-option"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: themec \(name) "), "\(run.stderr)")
    }

    @Test(arguments: subcommands)
    func versionIsThemecs(_ name: String) throws {
        let run = try themec([name, "--version"])
        #expect(run.status == 0)
        #expect(run.stdout == (try themec(["--version"])).stdout)
    }

    @Test func aFailedValidationNamesTheWholeCommand() throws {
        let run = try themec(["lint"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Error: give at least one theme file or directory"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: themec lint "), "\(run.stderr)")
    }

    @Test func aCompletionScriptAfterASubcommandIsThemecs() throws {
        let afterLint = try themec(["lint", "--generate-completion-script", "bash"])
        #expect(afterLint.status == 0)
        #expect(afterLint.stdout.contains("_themec"))
        #expect(afterLint.stdout == (try themec(["--generate-completion-script", "bash"])).stdout)
    }

    @Test func aSubcommandsPlainParseRunsIt() throws {
        let run = try themec(["lint", "Themes/Settings.theme.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("in 1 file\n"))
    }
}

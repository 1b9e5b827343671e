import Foundation
import Testing
import TestSupport

/// A pull request is hostile (SECURITY.md): its themes, `.themec.yml` and links read and write
/// nothing outside the project root. Each case runs the binary in a git work tree (`repo/`)
/// beside a secret file (`secret.txt`, `secret.yaml`) holding a marker, and checks that the
/// marker appears in no reporter's output and that nothing outside the root is written.
@Suite struct TrustBoundaryTests {
    static let marker = "MARKER-7f3a-DO-NOT-LEAK"

    /// `outer/secret.txt`, `outer/secret.yaml` and a git work tree `outer/repo` with `Themes/`.
    final class Project {
        let outer = TemporaryDirectory("trust")
        var repo: String { outer.path + "/repo" }

        init() {
            outer.write("secret.txt", "TOKEN=\(TrustBoundaryTests.marker)\nsecond line \(TrustBoundaryTests.marker)\n")
            outer.write("secret.yaml", "aws_secret_access_key: \(TrustBoundaryTests.marker)\n\(TrustBoundaryTests.marker): x\n")
            try! FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        }

        @discardableResult
        func write(_ name: String, _ text: String) -> String { outer.write("repo/" + name, text) }

        func run(_ arguments: [String], in directory: String? = nil) throws -> CLIRun {
            try themec(arguments, in: directory ?? repo)
        }
    }

    static func theme(imports: [String]) -> String {
        let list = imports.map { "\"\($0)\"" }.joined(separator: ", ")
        return "theme: App\nversion: 1\nimports: [\(list)]\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: 12\n"
    }

    static func expectNoLeak(_ run: CLIRun, _ context: String) {
        #expect(!run.stdout.contains(marker) && !run.stderr.contains(marker), "\(context):\n\(run.stdout)\n\(run.stderr)")
    }

    @Test(arguments: ["human", "xcode", "json", "sarif", "github", "junit", "checkstyle"])
    func importsOutsideTheRootAreNeverRead(_ reporter: String) throws {
        let p = Project()
        p.write("Themes/App.theme.yaml", Self.theme(imports: ["../../secret.txt", p.outer.path + "/secret.yaml", "/etc/hostname"]))
        let run = try p.run(["lint", "--reporter", reporter, "Themes"])
        Self.expectNoLeak(run, reporter)
        #expect(run.status == 1)
        #expect(run.stdout.contains("path-outside-root"), "\(run.stdout)")
        if reporter == "xcode" {
            #expect(run.stdout.contains("Themes/App.theme.yaml:3:11: error: cannot import '../../secret.txt': it resolves outside the project root"))
            #expect(run.stdout.contains("widen the root with '--root DIR' on the command line [path-outside-root]"))
        }
    }

    @Test(arguments: ["human", "xcode", "json", "sarif", "github", "junit", "checkstyle"])
    func aLinkOutOfTheRootIsReportedNotFollowed(_ reporter: String) throws {
        let p = Project()
        p.write("Themes/Good.theme.yaml", ThemecBinary.clean)
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes/x.theme.yaml", withDestinationPath: "../../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes/y.theme.yaml", withDestinationPath: p.outer.path + "/secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes/outside", withDestinationPath: p.outer.path)
        let run = try p.run(["lint", "--reporter", reporter, "Themes"])
        Self.expectNoLeak(run, reporter)
        #expect(run.status == 1)
        if reporter == "xcode" {
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(run.stdout)")
            for link in ["x.theme.yaml", "y.theme.yaml"] {
                #expect(
                    lines.contains { $0.hasPrefix("Themes/\(link):1:1: error: this file is a symbolic link that leads outside the project root") })
            }
            #expect(lines.contains { $0.hasPrefix("Themes/outside:1:1: error: this folder is a symbolic link that leads outside the project root") })
        }
    }

    @Test func anImportThroughALinkedFolderOutOfTheRootIsRefused() throws {
        let p = Project()
        p.write("Themes/App.theme.yaml", Self.theme(imports: ["shared/secret.yaml"]))
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes/shared", withDestinationPath: p.outer.path)
        let run = try p.run(["lint", "--reporter", "json", "Themes/App.theme.yaml"])
        Self.expectNoLeak(run, "linked folder")
        #expect(run.stdout.contains("cannot import 'shared/secret.yaml': it resolves outside the project root"), "\(run.stdout)")
    }

    @Test func aLinkedFolderNamedOnTheCommandLineIsNotWalkedOutOfTheRoot() throws {
        let p = Project()
        p.outer.write("elsewhere/Leak.theme.yaml", "theme: \(Self.marker)\nversion: 1\n")
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes", withDestinationPath: p.outer.path + "/elsewhere")
        let run = try p.run(["lint", "--reporter", "xcode", "Themes"])
        Self.expectNoLeak(run, "linked folder")
        #expect(run.stdout.hasPrefix("Themes:1:1: error: this folder is a symbolic link that leads outside the project root"), "\(run.stdout)")
    }

    @Test func aLinkInsideTheRootIsFollowed() throws {
        let p = Project()
        p.write("Shared/Real.theme.yaml", ThemecBinary.clean)
        try FileManager.default.createDirectory(atPath: p.repo + "/Themes", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: p.repo + "/Themes/Linked.theme.yaml", withDestinationPath: "../Shared/Real.theme.yaml")
        let run = try p.run(["lint", "--reporter", "xcode", "Themes"])
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stdout)")
    }

    @Test func importsBetweenSiblingFoldersStillWork() throws {
        let p = Project()
        p.write("Palette/Colors.theme.yaml", "theme: Colors\nversion: 1\ncolors:\n  brand: \"#3366FF\"\npresets: {}\n")
        p.write(
            "App/Themes/App.theme.yaml",
            "theme: App\nversion: 1\nimports: [../../Palette/Colors.theme.yaml]\npresets:\n  row:\n    base: clear\n    backgroundColor: brand\n")
        // From the top, and from a subdirectory: the root is the work tree's top either way.
        for directory in [p.repo, p.repo + "/App"] {
            let run = try p.run(["compile", p.repo + "/App/Themes/App.theme.yaml"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("#3366FFFF"))
        }
    }

    @Test func rootOnTheCommandLineWidensIt() throws {
        let p = Project()
        p.outer.write("shared/Palette.theme.yaml", "theme: Palette\nversion: 1\ncolors:\n  brand: \"#3366FF\"\npresets: {}\n")
        p.write("App.theme.yaml", Self.theme(imports: ["../shared/Palette.theme.yaml"]))
        let confined = try p.run(["compile", "App.theme.yaml"])
        #expect(confined.status == 1 && confined.stderr.contains("[path-outside-root]"), "\(confined.stderr)")
        let widened = try p.run(["compile", "--root", p.outer.path, "App.theme.yaml"])
        #expect(widened.status == 0, "\(widened.stderr)")
        let notADirectory = try p.run(["lint", "--root", p.outer.path + "/secret.txt", "App.theme.yaml"])
        #expect(notADirectory.status == 64 && notADirectory.stderr.contains("is not a directory"))
    }

    @Test func aConfigurationCannotWidenTheRoot() throws {
        // `--root` is a command-line option only: a `.themec.yml` that tries is an unknown key.
        let p = Project()
        p.write(".themec.yml", "root: /\n")
        p.write("App.theme.yaml", Self.theme(imports: ["../secret.yaml"]))
        let run = try p.run(["lint", "--reporter", "xcode", "App.theme.yaml"])
        Self.expectNoLeak(run, "root in config")
        #expect(run.stdout.contains("[path-outside-root]") && run.stdout.contains("[invalid-config]"), "\(run.stdout)")
    }

    @Test(arguments: [
        ("reporters: [\"sarif:OUTER/x.sarif\"]", "reporters"),
        ("reporters: [\"json:../../x.json\"]", "reporters"),
        ("baseline: OUTER/secret.txt", "baseline"),
    ])
    func configurationPathsOutsideTheRootStopTheRun(_ setting: String, _ name: String) throws {
        let p = Project()
        p.write(".themec.yml", setting.replacingOccurrences(of: "OUTER", with: p.outer.path) + "\n")
        p.write("Themes/App.theme.yaml", ThemecBinary.warning)
        let before = try FileManager.default.contentsOfDirectory(atPath: p.outer.path).sorted()
        for command in [["lint", "Themes"], ["compile", "Themes/App.theme.yaml"]] {
            let run = try p.run(command)
            Self.expectNoLeak(run, setting)
            #expect(run.status == 64, "\(command) \(run.stderr)")
            #expect(run.stderr.contains("'.themec.yml' sets '\(name)' to"), "\(run.stderr)")
            // At the value's line and column, as every finding is.
            #expect(run.stderr.contains("themec: error: .themec.yml:1:\(name.count + 3): '.themec.yml' sets"), "\(run.stderr)")
            #expect(run.stderr.contains("outside the project root") && run.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: p.outer.path).sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: p.outer.path + "/../x.json"))
    }

    @Test func reportPathsOnTheCommandLineAreTheUsersOwn() throws {
        let p = Project()
        p.write("Themes/App.theme.yaml", ThemecBinary.clean)
        let run = try p.run(["lint", "--reporter", "json:\(p.outer.path)/report.json", "Themes"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: p.outer.path + "/report.json"))
    }

    @Test func aNamedPipeImportEndsPromptlyWithAnError() throws {
        let p = Project()
        p.write("Themes/App.theme.yaml", Self.theme(imports: ["pipe.theme.yaml"]))
        #expect(mkfifo(p.repo + "/Themes/pipe.theme.yaml", 0o644) == 0)
        // No writer ever opens the pipe: a blocking open would hang this test.
        let run = try p.run(["lint", "--reporter", "xcode", "Themes/App.theme.yaml"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "Themes/App.theme.yaml:3:11: error: cannot import 'pipe.theme.yaml': it is a named pipe, not a regular file"),
            "\(run.stdout)")
        // Met in a walk, it is reported without being opened.
        let walk = try p.run(["lint", "--reporter", "xcode", "Themes"])
        #expect(walk.status != 0 && walk.stderr.contains("pipe.theme.yaml': it is a named pipe, not a regular file"), "\(walk.stderr)")
    }

    @Test func aDeviceImportIsRefusedBeforeReading() throws {
        let p = Project()
        p.write("App.theme.yaml", Self.theme(imports: ["/dev/zero"]))
        let outside = try p.run(["lint", "--reporter", "xcode", "App.theme.yaml"])
        #expect(outside.stdout.contains("cannot import '/dev/zero': it resolves outside the project root"), "\(outside.stdout)")
        // Inside a root that holds it, a device is still not a theme.
        let widened = try p.run(["lint", "--reporter", "xcode", "--root", "/", "App.theme.yaml"])
        #expect(widened.stdout.contains("cannot import '/dev/zero': it is a device, not a regular file"), "\(widened.stdout)")
    }

    @Test func aFileThatIsNotAThemeIsNotQuoted() throws {
        // Named on the command line it is read (the user's own path), but nothing of it is shown.
        let p = Project()
        for reporter in ["human", "json", "sarif", "github"] {
            let run = try p.run(["lint", "--reporter", reporter, p.outer.path + "/secret.txt"])
            Self.expectNoLeak(run, reporter)
            #expect(run.status == 1 && run.stdout.contains("this file is not a theme"), "\(run.stdout)")
        }
    }

    @Test func quotedSourceTextIsCapped() throws {
        let p = Project()
        let long = String(repeating: "x", count: 500)
        p.write("App.theme.yaml", "theme: App\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: \(long)\n    \(long): 1\n")
        let run = try p.run(["lint", "--reporter", "json", "App.theme.yaml"])
        let messages = run.stdout.split(separator: "\n").filter { $0.contains("\"message\"") }
        #expect(messages.count == 2, "\(run.stdout)")
        for message in messages {
            #expect(message.contains("xxx…'"), "\(message)")
            #expect(!message.contains(String(repeating: "x", count: 81)), "\(message)")
        }
    }
}

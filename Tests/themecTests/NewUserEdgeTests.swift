import Foundation
import Testing
import TestSupport

/// Where a second new user was surprised (CLI edges, configuration, diff noise), each through
/// the binary: exit code, output, files on disk.
@Suite struct NewUserEdgeTests {
    /// Uses an image (iOS 15): clean at iOS 16, `unavailable-api` at the default iOS 14.
    static let imageTheme = "theme: Img\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    image: linen\n"

    @Test func anUnquotedVersionInTheConfigurationIsUsedWithAWarning() throws {
        let s = TemporaryDirectory("edge")
        s.write("a.theme.yaml", Self.imageTheme)
        s.write(".themec.yml", "deploymentTarget: { iOS: 16.0 }\n")
        let run = try themec(["lint", "--reporter", "xcode", "a.theme.yaml"], in: s.path)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains(".themec.yml:1:26: warning: the version 16.0 is a YAML number"), "\(run.stdout)")
        #expect(!run.stdout.contains("unavailable-api"), "the configured 16.0 applies: \(run.stdout)")
        // A value that cannot be used is an error that says what applies meanwhile.
        s.write(".themec.yml", "deploymentTarget: { iOS: sixteen }\n")
        let bad = try themec(["lint", "--reporter", "xcode", "a.theme.yaml"], in: s.path)
        #expect(bad.status == 1 && bad.stdout.contains("until it is fixed, each theme's own deploymentTarget (else iOS 14.0) applies"))
    }

    @Test func lintAndCompileCountTheSameFiles() throws {
        let s = TemporaryDirectory("edge")
        s.write("Palette.theme.yaml", "theme: Palette\nversion: 1\ncolors:\n  brand: \"#3366FF\"\npresets: {}\n")
        s.write(
            "a.theme.yaml", "theme: A\nversion: 1\nimports: [Palette.theme.yaml]\npresets:\n  row:\n    base: clear\n    backgroundColor: brand\n")
        let lint = try themec(["lint", "a.theme.yaml"], in: s.path)
        #expect(lint.stdout == "0 errors, 0 warnings in 1 file and 1 file it imports\n", "\(lint.stdout)")
        let compile = try themec(["compile", "--reporter", "human", "-o", "a.json", "a.theme.yaml", "--strict"], in: s.path)
        #expect(compile.status == 0)
        let warn = s.write(
            "w.theme.yaml", ThemecBinary.warning.replacingOccurrences(of: "version: 1\n", with: "version: 1\nimports: [Palette.theme.yaml]\n"))
        let compiled = try themec(["compile", "-o", "w.json", warn], in: s.path)
        #expect(compiled.stderr.hasSuffix("0 errors, 1 warning in 1 file and 1 file it imports\n"), "\(compiled.stderr)")
        let linted = try themec(["lint", warn], in: s.path)
        #expect(linted.stdout.hasSuffix("0 errors, 1 warning in 1 file and 1 file it imports\n"), "\(linted.stdout)")
    }

    @Test func diffFoldsChangesNobodyCanSee() throws {
        let s = TemporaryDirectory("edge")
        let theme =
            "theme: T\nversion: 1\ntintColor: systemBlue\npresets:\n  row: { base: listGroupedCell, strokeColor: tint, backgroundColor: \"#FFFFFF\" }\n"
        s.write("old.theme.yaml", theme)
        s.write("new.theme.yaml", theme.replacingOccurrences(of: "systemBlue", with: "systemRed"))
        let folded = try themec(["diff", "old.theme.yaml", "new.theme.yaml"], in: s.path)
        #expect(folded.status == 1)  // the tint itself changed
        #expect(folded.stdout.contains("tintColor changed; 16 invisible changes folded (--all shows them)"), "\(folded.stdout)")
        #expect(!folded.stdout.contains("resolvedStrokeColor"))
        let all = try themec(["diff", "--all", "old.theme.yaml", "new.theme.yaml"], in: s.path)
        #expect(all.stdout.contains("resolvedStrokeColor: #007AFFFF → #FF3B30FF") && !all.stdout.contains("folded"))
        let json = try themec(["diff", "--format", "json", "old.theme.yaml", "new.theme.yaml"], in: s.path)
        #expect(json.stdout.contains("\"invisibleChangesFolded\": 16"))
        // A visible stroke's colour change is kept.
        let wide = theme.replacingOccurrences(of: "strokeColor: tint,", with: "strokeColor: tint, strokeWidth: 1,")
        s.write("old.theme.yaml", wide)
        s.write("new.theme.yaml", wide.replacingOccurrences(of: "systemBlue", with: "systemRed"))
        let visible = try themec(["diff", "old.theme.yaml", "new.theme.yaml"], in: s.path)
        #expect(visible.stdout.contains("resolvedStrokeColor") && !visible.stdout.contains("folded"), "\(visible.stdout)")
    }

    @Test func messagesSayTheFixInTheUsersTerms() throws {
        let s = TemporaryDirectory("edge")
        s.write(
            "a.theme.yaml",
            "theme: My-Theme\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    zzz: 1\n    states:\n      selcted: { cornerRadius: 1 }\n")
        let run = try themec(["lint", "--reporter", "xcode", "a.theme.yaml"], in: s.path)
        #expect(run.stdout.contains("'My-Theme' cannot be used as the theme's name — use letters, digits and '_'"), "\(run.stdout)")
        #expect(run.stdout.contains("unknown key 'zzz' in the preset 'row' — remove it; the keys here are "), "\(run.stdout)")
        #expect(run.stdout.contains("unknown state 'selcted' — did you mean 'selected'? (the states are highlighted, selected,"), "\(run.stdout)")
        s.write("b.theme.yaml", "theme: B\nversion: 1\ndescription: Cards: rounded\npresets: {}\n")
        let syntax = try themec(["lint", "--reporter", "xcode", "b.theme.yaml"], in: s.path)
        #expect(syntax.stdout.contains("quote it (description: \"Cards: rounded\")"), "\(syntax.stdout)")
    }

    @Test func aMisspeltImportGetsADidYouMeanInEveryReporter() throws {
        let s = TemporaryDirectory("edge")
        s.write("Shared/Palette.theme.yaml", "theme: Palette\nversion: 1\ncolors:\n  brand: \"#3366FF\"\n")
        s.write("a.theme.yaml", "theme: A\nversion: 1\nimports: [Shared/Palete.theme.yaml]\npresets:\n  row: { base: clear }\n")
        let json = try themec(["lint", "--reporter", "json", "a.theme.yaml"], in: s.path)
        #expect(json.stdout.contains("\"suggestion\": \"Shared/Palette.theme.yaml\""), "\(json.stdout)")
        let xcode = try themec(["lint", "--reporter", "xcode", "a.theme.yaml"], in: s.path)
        #expect(xcode.stdout.contains("— did you mean 'Shared/Palette.theme.yaml'? [import-failed]"), "\(xcode.stdout)")
        // Nothing far from the name is proposed.
        s.write("b.theme.yaml", "theme: B\nversion: 1\nimports: [Shared/Colours.theme.yaml]\npresets:\n  row: { base: clear }\n")
        let far = try themec(["lint", "--reporter", "xcode", "b.theme.yaml"], in: s.path)
        #expect(far.stdout.contains("[import-failed]") && !far.stdout.contains("did you mean"), "\(far.stdout)")
    }

    @Test func aMisspeltPresetGetsADidYouMeanInEveryReporter() throws {
        let s = TemporaryDirectory("edge")
        s.write("a.theme.yaml", "theme: A\nversion: 1\npresets:\n  card:\n    base: listPlainCell\n  child:\n    extends: crad\n")
        let json = try themec(["lint", "--reporter", "json", "a.theme.yaml"], in: s.path)
        #expect(json.stdout.contains("\"suggestion\": \"card\""), "\(json.stdout)")
        let github = try themec(["lint", "--reporter", "github", "a.theme.yaml"], in: s.path)
        #expect(
            github.stdout.contains("line=7,col=14,title=undefined-preset::") && github.stdout.contains("help: replace with 'card'"),
            "\(github.stdout)")
        let checkstyle = try themec(["lint", "--reporter", "checkstyle", "a.theme.yaml"], in: s.path)
        #expect(checkstyle.stdout.contains("(replace with &apos;card&apos;)"), "\(checkstyle.stdout)")
    }
}

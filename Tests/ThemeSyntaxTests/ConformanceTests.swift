import CYAML
import Foundation
import Testing
@testable import ThemeSyntax
import TestSupport

/// The third-party suites in `../shared/conformance` (see its README): skipped, not
/// failed, where that folder is absent, as on a user's clone.
enum Conformance {
    /// `<package root>/../shared/conformance`.
    static let root: URL? = {
        let folder = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    static var isPresent: Bool { root != nil }

    /// The JSON test files whose names start with `prefix` (`y_`, `n_`, `i_`).
    static func jsonFiles(_ prefix: String) -> [URL] {
        guard let folder = root?.appendingPathComponent("json-test-suite/test_parsing"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Every `in.yaml` of the YAML suite, with whether the case is marked invalid (`error`).
    static func yamlCases() -> [(input: URL, invalid: Bool)] {
        guard let folder = root?.appendingPathComponent("yaml-test-suite"),
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return [] }
        var cases: [(URL, Bool)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix("in.yaml") else { continue }
            let input = folder.appendingPathComponent(relative)
            let error = input.deletingLastPathComponent().appendingPathComponent("error")
            cases.append((input, FileManager.default.fileExists(atPath: error.path)))
        }
        return cases.sorted { $0.0.path < $1.0.path }
    }

    static func bytes(_ url: URL) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// Where libyaml, run alone over the whole stream, reports an error (1-based line and
    /// column of its problem mark; nil position for reader errors, which carry a byte
    /// offset instead), or nil when it accepts the stream. The oracle for "report a syntax
    /// finding exactly where libyaml itself reports an error".
    static func libyamlError(_ bytes: [UInt8]) -> (line: Int, column: Int)?? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .some(nil) }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    if parser.error == YAML_READER_ERROR { return .some(nil) }
                    return .some((Int(parser.problem_mark.line) + 1, Int(parser.problem_mark.column) + 1))
                }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return nil }
            }
        }
    }
}

@Suite(.enabled(if: Conformance.isPresent, "../shared/conformance is absent: conformance suites skipped"))
struct ConformanceTests {
    @Test func jsonAcceptsEveryValidFile() {
        let files = Conformance.jsonFiles("y_")
        #expect(files.count > 90)
        for file in files {
            let result = parse(bytes: Conformance.bytes(file), .json)
            // The suite's valid files include duplicate keys, which themes report.
            let allowed: Set<SyntaxIssue.Kind> = file.lastPathComponent.contains("duplicated_key") ? [.duplicateKey] : []
            let unexpected = result.issues.filter { !allowed.contains($0.kind) }
            #expect(unexpected.isEmpty, "\(file.lastPathComponent): \(unexpected.map(\.reason))")
            #expect(result.root != nil, "\(file.lastPathComponent)")
        }
    }

    @Test func jsonRejectsEveryInvalidFileWithAPosition() {
        let files = Conformance.jsonFiles("n_")
        #expect(files.count > 180)
        for file in files {
            let issues = parse(bytes: Conformance.bytes(file), .json).issues
            let errors = issues.filter { $0.kind == .syntax || $0.kind == .resourceLimit }
            #expect(!errors.isEmpty, "\(file.lastPathComponent) was accepted")
            for issue in errors {
                #expect(issue.location.line >= 1 && issue.location.column >= 1, "\(file.lastPathComponent)")
            }
        }
    }

    @Test func jsonImplementationDefinedFilesNeverCrash() {
        let files = Conformance.jsonFiles("i_")
        #expect(files.count > 20)
        for file in files {
            let result = parse(bytes: Conformance.bytes(file), .json)
            // Either outcome is fine; a root and an error never come together.
            #expect(result.root == nil || !result.issues.contains { $0.kind == .syntax }, "\(file.lastPathComponent)")
        }
    }

    @Test func yamlReportsEveryErrorLibyamlReports() {
        let cases = Conformance.yamlCases()
        #expect(cases.count > 300)
        for (input, _) in cases {
            let bytes = Conformance.bytes(input)
            let result = parse(bytes: bytes, .yaml)
            if case .some(let position) = Conformance.libyamlError(bytes) {
                let syntax = result.issues.filter { $0.kind == .syntax }
                #expect(!syntax.isEmpty, "\(input.path): libyaml rejects it but no syntax issue was reported")
                if let position {
                    #expect(
                        syntax.contains { $0.location.line == position.line && $0.location.column == position.column },
                        "\(input.path): libyaml's error at \(position) was not reported there")
                }
            }
            for issue in result.issues {
                #expect(issue.location.line >= 1 && issue.location.column >= 1, "\(input.path)")
            }
        }
    }
}

import Testing
import ThemeSyntax

@testable import ThemeCompiler

/// The decoder reads keys, choices, numbers and nulls by shortcuts (`NameTable`, the
/// number fast path, `ThemeDecoder.isNull`, `SelectorLog`): each must give exactly what the
/// plain way gives, on odd inputs too.
@Suite struct DecoderFastPathTests {
    private func decode(_ text: String) -> (document: ThemeDocument, diagnostics: [Diagnostic]) {
        let parsed = SourceParser.parse(Array(text.utf8), path: "fast.theme.yaml", format: .yaml, limits: ParseLimits())
        var decoder = ThemeDecoder(path: "fast.theme.yaml")
        return decoder.decode(parsed.root)
    }

    /// A name table finds what a scan with `==` finds, canonical equivalence included
    /// (U+212A KELVIN SIGN equals `K`; a decomposed `é` equals the composed one).
    @Test(arguments: [
        "backgroundColor", "cornerRadius", "image", "", "x", "backgroundColour", "BACKGROUNDCOLOR",
        "\u{212A}ilo", "Kilo", "caf\u{E9}", "cafe\u{301}", "edgesAddingLayoutMarginsToBackgroundInsets", "a-very-long-name-longer-than-every-one",
    ])
    func nameTableAgreesWithAScan(_ text: String) {
        let names = Property.all.map(\.rawValue) + ["Kilo", "caf\u{E9}", "x", ""]
        let table = NameTable(names.enumerated().map { ($0.element, $0.offset) })
        #expect(table[text] == names.firstIndex(of: text))
    }

    /// The number fast path gives the very `Double` that `Double(String)` gives.
    @Test func numbersReadAsDoubleReadsThem() {
        var texts = [
            "0", "-0", "+0", "1", "+1", "-1", ".5", "5.", "-.5", "0.1", "0.2", "0.3", "1.15", "2.675", "007", "-007.50",
            "999999999999999", "9999999999999999", "0.000000000000001", "0.0000000000000001", "123456789012345",
            "1234567890123456789", "12.345678901234567", "1e3", "1E-3", "-2.5e+2", "4503599627370497", "0.30000000000000004",
        ]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        for _ in 0..<20_000 {
            let digits = String(next() % 10_000_000_000_000_000_000).prefix(Int(next() % 19) + 1)
            let dot = Int(next() % UInt64(digits.count + 1))
            let sign = ["", "-", "+"][Int(next() % 3)]
            texts.append(sign + digits.prefix(dot) + "." + digits.dropFirst(dot))
            texts.append(sign + digits)
        }
        for text in texts {
            let expected = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
            #expect(ThemeDecoder.parseNumber(text)?.bitPattern == expected?.bitPattern, "\(text)")
        }
        for text in ["", "-", "+", ".", "1..2", "1e", "e1", "--1", "1-", "0x10", "1_000", ".inf", "1e999"] {
            #expect(ThemeDecoder.parseNumber(text) == nil, "\(text)")
        }
    }

    /// `ThemeDecoder.isNull` answers as `Scalar.isNull` does.
    @Test func nullsAreThoseOfTheParser() {
        let texts = ["", "~", "null", "Null", "NULL", "nULL", "nil", "none", "N", "n", "~~", "c0", "0", "nullable"]
        let tags: [String?] = [nil, "tag:yaml.org,2002:null", "tag:yaml.org,2002:str"]
        for text in texts {
            for style in [ScalarStyle.plain, .singleQuoted, .doubleQuoted, .block] {
                for tag in tags {
                    let scalar = Scalar(text: text, style: style, tag: tag)
                    #expect(ThemeDecoder.isNull(scalar) == scalar.isNull, "\(text) \(style) \(tag ?? "-")")
                }
            }
        }
    }

    /// A `#` starts a hex literal exactly when `hasPrefix("#")` says so.
    @Test(arguments: ["#", "#FFF", "#\u{301}FFF", "#\u{E9}", "FFF", "", "\u{FE5F}FFF"])
    func aHashStartsALiteralAsHasPrefixSays(_ text: String) {
        #expect(ThemeDecoder.startsWithHash(text) == text.hasPrefix("#"))
    }

    /// `RGBA(hex:)` reads from the bytes what the array-building version read.
    @Test(arguments: [
        "#FFF", "#fff8", "#102030", "#10203040", "#abcdef", "#ABCDEF12", "#", "#1", "#12", "#12345", "#1234567", "#123456789",
        "#GGG", "#12345G", "FFF", "", "#\u{301}FFF", "#FF\u{E9}", "#0A0B0C", "##FFF",
    ])
    func hexLiteralsReadAsBefore(_ text: String) {
        func reference(_ hex: String) -> RGBA? {
            guard hex.first == "#" else { return nil }
            let digits = Array(hex.utf8.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count) else { return nil }
            var values: [Int] = []
            for d in digits {
                guard let v = Int(String(UnicodeScalar(d)), radix: 16) else { return nil }
                values.append(v)
            }
            let channels =
                digits.count <= 4 ? values.map { $0 * 17 } : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            return RGBA(
                red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
                alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
        }
        #expect(RGBA(hex: text) == reference(text))
    }

    /// A selector repeated after more selectors than the log scans is still a duplicate,
    /// located at its first spelling.
    @Test func aLateDuplicateSelectorIsFound() {
        let atoms = StateAtom.all.filter { $0 != .dropTargeted && $0 != .lifting }
        var lines = ["theme: T", "version: 1", "presets:", "  p:", "    base: listPlainCell", "    states:"]
        for a in atoms { lines.append("      \(a.rawValue): { cornerRadius: 1 }") }
        for a in atoms.dropFirst(2).prefix(5) { lines.append("      selected+\(a.rawValue): { cornerRadius: 2 }") }
        lines.append("      disabled +  selected: { cornerRadius: 3 }")
        // Not the same key twice (the parser drops a repeated key): the same states.
        lines.append("      \(atoms[2].rawValue)+\(atoms[2].rawValue): { cornerRadius: 4 }")
        let found = decode(lines.joined(separator: "\n") + "\n").diagnostics
        #expect(found.count == 2, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.rule == .duplicateSelector })
        #expect(found.map(\.location.line) == [lines.count - 1, lines.count])
        #expect(found.map { $0.related.first?.location.line } == [7 + atoms.count, 9])
    }

    /// Anchored values, quoted keys and merge keys decode as the values written out would;
    /// a key that is not a scalar is a type mismatch.
    @Test func oddKeysAndAliasesDecodeAsWrittenOut() {
        let aliased = """
            theme: T
            version: 1
            colors:
              brand: &c { light: "#102030", dark: "#405060" }
            presets:
              base: &b
                base: listPlainCell
                "cornerRadius": &r 12
                'backgroundColor': *c
                states:
                  "selected": { strokeWidth: *r, shadowProperties: { color: *c, opacity: 0.5, offset: { width: 0, height: -1.25 } } }
              copy:
                <<: *b
                strokeOutset: -0.5
            """
        let plain = """
            theme: T
            version: 1
            colors:
              brand: { light: "#102030", dark: "#405060" }
            presets:
              base:
                base: listPlainCell
                cornerRadius: 12
                backgroundColor: { light: "#102030", dark: "#405060" }
                states:
                  selected: { strokeWidth: 12, shadowProperties: { color: { light: "#102030", dark: "#405060" }, opacity: 0.5, offset: { width: 0, height: -1.25 } } }
              copy:
                base: listPlainCell
                cornerRadius: 12
                backgroundColor: { light: "#102030", dark: "#405060" }
                states:
                  selected: { strokeWidth: 12, shadowProperties: { color: { light: "#102030", dark: "#405060" }, opacity: 0.5, offset: { width: 0, height: -1.25 } } }
                strokeOutset: -0.5
            """
        let a = decode(aliased), b = decode(plain)
        #expect(a.diagnostics.isEmpty, "\(a.diagnostics.map(\.message))")
        #expect(b.diagnostics.isEmpty, "\(b.diagnostics.map(\.message))")
        // Values compare without their locations.
        func values(_ d: ThemeDocument) -> [String: PropertyValue?] {
            var values: [String: PropertyValue?] = [:]
            for p in d.presets {
                for (b, block) in p.blocks.enumerated() {
                    for setting in block.settings { values["\(p.name.value) \(b) \(setting.property)"] = setting.value }
                }
            }
            return values
        }
        #expect(values(a.document) == values(b.document))
        #expect(values(a.document).count == 9)

        let odd = decode("theme: T\nversion: 1\npresets:\n  p:\n    base: listPlainCell\n    ? [cornerRadius]\n    : 4\n    1: 2\n    \u{212A}: 3\n")
        #expect(odd.diagnostics.map(\.rule) == [.typeMismatch, .unknownKey, .unknownKey], "\(odd.diagnostics.map(\.message))")
    }
}

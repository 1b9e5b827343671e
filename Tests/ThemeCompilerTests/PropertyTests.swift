import Foundation
import PropertyBased
import Testing
@testable import ThemeCompiler
import TestSupport

/// Properties that hold for every theme, checked on random ones (PropertyBased draws a seed,
/// `RandomTheme` grows a theme from it; a failure prints the seed to reproduce it).
@Suite struct PropertyTests {
    static let seeds = Gen.int(in: 0...Int(Int32.max))

    @Test func yamlAndJSONCompileToTheSameTable() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            let theme = RandomTheme(seed: seed).document
            let yaml = compile(theme.yaml, as: "p.theme.yaml"), json = compile(theme.json, as: "p.theme.json")
            #expect(yaml.rules == json.rules, "seed \(seed)\n\(theme.yaml)")
            #expect(yaml.presets == json.presets, "seed \(seed)\n\(theme.yaml)")
        }
    }

    @Test func reorderingMappingKeysChangesNothing() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            let theme = RandomTheme(seed: seed).document
            var rng = SplitMix(seed: UInt64(seed) &+ 1)
            let shuffled = theme.shuffled(&rng)
            let a = compile(theme.yaml, as: "p.theme.yaml"), b = compile(shuffled.yaml, as: "p.theme.yaml")
            #expect(a.rules == b.rules, "seed \(seed)\n\(theme.yaml)\n---\n\(shuffled.yaml)")
            #expect(a.presets == b.presets, "seed \(seed)\n\(theme.yaml)\n---\n\(shuffled.yaml)")
        }
    }

    @Test func addingAnUnrelatedPresetLeavesTheOthersUnchanged() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            let generator = RandomTheme(seed: seed)
            let theme = generator.document
            let selected: RandomTheme.Node = .map([("strokeWidth", .num(2)), ("strokeColor", .str("separator"))])
            let extended = generator.adding(
                preset: "zzUnrelated",
                [
                    ("base", .str("listGroupedCell")), ("cornerRadius", .num(7)),
                    ("states", .map([("selected", selected)])),
                ])
            let before = compile(theme.yaml, as: "p.theme.yaml"), after = compile(extended.yaml, as: "p.theme.yaml")
            guard let old = before.presets else { return }
            #expect(after.presets?.filter { $0.key != "zzUnrelated" } == old, "seed \(seed)\n\(extended.yaml)")
        }
    }

    @Test func everyRowFollowsTheCascadeDefinition() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            let generator = RandomTheme(seed: seed)
            let result = try ThemePipeline().compile(.bytes(Array(generator.document.yaml.utf8), path: "p.theme.yaml"))
            guard let table = result.table else { return }
            let reference = ReferenceCascade(theme: generator)
            for preset in table.presets {
                for row in preset.rows {
                    for property in [Property.backgroundColor, .cornerRadius, .strokeColor, .strokeWidth] {
                        let expected = reference.value(of: property, preset: preset.name, state: row.state)
                        let actual = ReferenceCascade.Value(property, row.appearance)
                        #expect(
                            (actual ?? .systemDefault) == expected,
                            "seed \(seed): '\(preset.name)' row '\(row.state.key)' \(property): expected \(expected), got \(String(describing: actual))\n\(generator.document.yaml)"
                        )
                        #expect(
                            row.appearance.customized.contains(property) == (expected != .systemDefault),
                            "seed \(seed): '\(preset.name)' row '\(row.state.key)' \(property) customised?\n\(generator.document.yaml)")
                    }
                }
            }
        }
    }

    /// What a compile produced, comparable across formats: rule ids and messages of the
    /// findings, and each preset's JSON (without `sources`), by name.
    struct Outcome: Equatable {
        var rules: [String]
        var presets: [String: [UInt8]]?
    }

    func compile(_ text: String, as path: String) -> Outcome {
        // Bytes are never read from disk: compiling them cannot throw.
        let result = try! ThemePipeline().compile(.bytes(Array(text.utf8), path: path))
        let rules = result.diagnostics.map { "\($0.rule.rawValue): \($0.message)" }.sorted()
        guard let table = result.table else { return Outcome(rules: rules, presets: nil) }
        var presets: [String: [UInt8]] = [:]
        for preset in table.presets {
            var single = table
            single.sources = []
            single.presets = [preset]
            presets[preset.name] = JSONTableEmitter(provenance: false).emit(single)
        }
        return Outcome(rules: rules, presets: presets)
    }
}

/// DESIGN.md §3.6 written as plainly as possible, from the generator's own model (not the
/// compiler's): candidates are the rules whose selector ⊆ state; the largest selector wins,
/// then the greatest depth, then precedence; none (or a winning null) → system default.
struct ReferenceCascade {
    enum Value: Equatable, CustomStringConvertible {
        case systemDefault
        case color(String)
        case number(Int)

        /// The row's value as the reference writes it (nil when the property is not customised).
        init?(_ property: Property, _ a: Appearance) {
            guard a.customized.contains(property) else { return nil }
            switch property {
            case .backgroundColor: self = .color(a.backgroundColor?.name ?? a.backgroundColor?.rgba.hexString ?? "nil")
            case .strokeColor: self = .color(a.strokeColor?.name ?? a.strokeColor?.rgba.hexString ?? "nil")
            case .cornerRadius: self = .number(Int(a.cornerRadius))
            case .strokeWidth: self = .number(Int(a.strokeWidth))
            default: return nil
            }
        }

        var description: String {
            switch self {
            case .systemDefault: "default"
            case .color(let c): c
            case .number(let n): "\(n)"
            }
        }
    }

    let theme: RandomTheme

    func value(of property: Property, preset: String, state: StateSet) -> Value {
        var chain: [[(String, RandomTheme.Node)]] = []
        var name: String? = preset
        while let current = name, let body = theme.presets.first(where: { $0.0 == current })?.1 {
            chain.insert(body, at: 0)
            if case .str(let parent)? = body.first(where: { $0.0 == "extends" })?.1 { name = parent } else { name = nil }
        }
        var candidates: [(atoms: [StateAtom], depth: Int, value: RandomTheme.Node)] = []
        for (depth, body) in chain.enumerated() {
            for (key, value) in body where key == property.rawValue { candidates.append(([], depth, value)) }
            guard case .map(let states)? = body.first(where: { $0.0 == "states" })?.1 else { continue }
            for (selector, block) in states {
                guard case .map(let settings) = block else { continue }
                let atoms = selector.split(separator: "+").map { StateAtom(name: String($0))! }
                guard atoms.allSatisfy(state.contains) else { continue }
                for (key, value) in settings where key == property.rawValue { candidates.append((atoms, depth, value)) }
            }
        }
        let order = theme.precedence ?? StateAtom.defaultPrecedence
        func ranks(_ atoms: [StateAtom]) -> [Int] { atoms.map { order.firstIndex(of: $0)! }.sorted() }
        func beats(_ a: (atoms: [StateAtom], depth: Int, value: RandomTheme.Node), _ b: (atoms: [StateAtom], depth: Int, value: RandomTheme.Node))
            -> Bool
        {
            if a.atoms.count != b.atoms.count { return a.atoms.count > b.atoms.count }
            if a.depth != b.depth { return a.depth > b.depth }
            let ra = ranks(a.atoms), rb = ranks(b.atoms)
            for (x, y) in zip(ra, rb) where x != y { return x < y }
            return ra.count < rb.count
        }
        guard let winner = candidates.dropFirst().reduce(candidates.first, { best, next in beats(next, best!) ? next : best }) else {
            return .systemDefault
        }
        switch winner.value {
        case .null: return .systemDefault
        case .num(let n): return .number(n)
        case .str(let s): return .color(s.hasPrefix("#") ? s.uppercased() + "FF" : s)
        case .map: return .systemDefault
        }
    }
}

/// A random, well-formed theme (iOS 17 target, no transformers, no exclusive atom pairs)
/// grown from a seed: a palette (literals, variants, derivations), root presets on cell and
/// header styles, `extends` chains, single and combined selectors, numbers and colours.
struct RandomTheme {
    indirect enum Node: Equatable {
        case str(String)
        case num(Int)
        case null
        case map([(String, Node)])

        static func == (a: Node, b: Node) -> Bool {
            switch (a, b) {
            case (.str(let x), .str(let y)): x == y
            case (.num(let x), .num(let y)): x == y
            case (.null, .null): true
            case (.map(let x), .map(let y)): x.map(\.0) == y.map(\.0) && zip(x, y).allSatisfy { $0.1 == $1.1 }
            default: false
            }
        }
    }

    var presets: [(String, [(String, Node)])] = []
    var colors: [(String, Node)] = []
    var precedence: [StateAtom]?

    init(seed: Int) {
        var rng = SplitMix(seed: UInt64(seed))
        for i in 0..<rng.int(1...5) {
            let name = "c\(i)"
            switch i == 0 ? 0 : rng.int(0...3) {
            case 0: colors.append((name, .str(rng.hex())))
            case 1: colors.append((name, .map([("light", .str(rng.hex())), ("dark", .str(rng.hex()))])))
            case 2: colors.append((name, .map([("from", .str("c\(rng.int(0...(i - 1)))")), ("alpha", .num(1))])))
            default: colors.append((name, .map([("from", .str("c\(rng.int(0...(i - 1)))")), ("mix", .str("black")), ("amount", .num(0))])))
            }
        }
        if rng.int(0...1) == 0 { precedence = StateAtom.defaultPrecedence.shuffled(using: &rng) }
        var kinds: [Bool] = []  // true = cell
        for i in 0..<rng.int(1...6) {
            var body: [(String, Node)] = []
            let isCell: Bool
            if i > 0, rng.int(0...1) == 0 {
                let parent = rng.int(0...(i - 1))
                body.append(("extends", .str("p\(parent)")))
                isCell = kinds[parent]
            } else {
                isCell = rng.int(0...2) > 0
                let bases = isCell ? ["listGroupedCell", "listPlainCell", "listSidebarCell"] : ["listPlainHeaderFooter", "listGroupedHeaderFooter"]
                body.append(("base", .str(bases[rng.int(0...(bases.count - 1))])))
            }
            kinds.append(isCell)
            body += settings(&rng)
            let atoms: [StateAtom] = isCell ? [.highlighted, .selected, .disabled, .focused, .dark] : [.disabled, .focused, .pinned, .dark]
            var states: [(String, Node)] = []
            var seen = Set<UInt16>()
            for _ in 0..<rng.int(0...3) {
                var set = StateSet()
                for _ in 0..<rng.int(1...2) { set.insert(atoms[rng.int(0...(atoms.count - 1))]) }
                guard seen.insert(set.bits).inserted else { continue }
                let block = settings(&rng)
                if !block.isEmpty { states.append((set.key, .map(block))) }
            }
            if !states.isEmpty { body.append(("states", .map(states))) }
            presets.append(("p\(i)", body))
        }
    }

    private func settings(_ rng: inout SplitMix) -> [(String, Node)] {
        var out: [(String, Node)] = []
        let colorNames = colors.map(\.0) + ["systemGray4", "separator"]
        for property in ["backgroundColor", "cornerRadius", "strokeColor", "strokeWidth"] where rng.int(0...2) == 0 {
            switch property {
            case "cornerRadius", "strokeWidth": out.append((property, rng.int(0...5) == 0 ? .null : .num(rng.int(0...12))))
            default:
                out.append(
                    (
                        property,
                        rng.int(0...5) == 0 ? .null : rng.int(0...3) == 0 ? .str(rng.hex()) : .str(colorNames[rng.int(0...(colorNames.count - 1))])
                    ))
            }
        }
        return out
    }

    /// The theme with one more preset at the end.
    func adding(preset name: String, _ body: [(String, Node)]) -> Document {
        var copy = self
        copy.presets.append((name, body))
        return copy.document
    }

    var document: Document {
        var top: [(String, Node)] = [
            ("theme", .str("Prop")), ("version", .num(1)),
            ("deploymentTarget", .map([("iOS", .str("17.0"))])),
        ]
        if let precedence { top.append(("precedence", .list(precedence.map(\.rawValue)))) }
        if !colors.isEmpty { top.append(("colors", .map(colors))) }
        top.append(("presets", .map(presets.map { ($0.0, .map($0.1)) })))
        return Document(root: top)
    }

    /// A theme file's content, writable as YAML and as JSON.
    struct Document {
        var root: [(String, Node)]

        var yaml: String { RandomTheme.yaml(root, indent: 0) }
        var json: String { RandomTheme.json(.map(root)) }

        /// Every mapping's keys in a random order.
        func shuffled(_ rng: inout SplitMix) -> Document {
            func shuffle(_ node: Node) -> Node {
                guard case .map(let pairs) = node else { return node }
                return .map(pairs.map { ($0.0, shuffle($0.1)) }.shuffled(using: &rng))
            }
            guard case .map(let pairs) = shuffle(.map(root)) else { return self }
            return Document(root: pairs)
        }
    }

    static func yaml(_ pairs: [(String, Node)], indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        return pairs.map { key, value in
            switch value {
            case .map(let inner) where inner.isEmpty: return "\(pad)\(key): {}"
            case .map(let inner): return "\(pad)\(key):\n" + yaml(inner, indent: indent + 1)
            default: return "\(pad)\(key): \(scalar(value, json: false))"
            }
        }.joined(separator: "\n")
    }

    static func json(_ node: Node) -> String {
        guard case .map(let pairs) = node else { return scalar(node, json: true) }
        return "{" + pairs.map { "\"\($0.0)\": \(json($0.1))" }.joined(separator: ", ") + "}"
    }

    private static func scalar(_ node: Node, json: Bool) -> String {
        switch node {
        case .str(let s) where s.hasPrefix("[") && !json: return s
        case .str(let s) where s.hasPrefix("["):
            return "["
                + s.dropFirst().dropLast().split(separator: ",").map { "\"\($0.trimmingCharacters(in: .whitespaces))\"" }.joined(separator: ", ")
                + "]"
        case .str(let s): return json || s.hasPrefix("#") || s.first!.isNumber ? "\"\(s)\"" : s
        case .num(let n): return "\(n)"
        case .null: return "null"
        case .map: return "{}"
        }
    }
}

extension RandomTheme.Node {
    /// A list of names, kept as its YAML flow text (`[a, b]`); JSON writes it as an array.
    static func list(_ items: [String]) -> Self { .str("[" + items.joined(separator: ", ") + "]") }
}

extension SplitMix {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func hex() -> String { "#" + (0..<6).map { _ in String(int(0...15), radix: 16).uppercased() }.joined() }
}

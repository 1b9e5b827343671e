import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The cascade order the resolver searches in (`PresetChain.withRankedRules`) is the order of
/// `CascadeSetting.beats`: the keys that sort it agree with `beats` on every pair, and each
/// property's rules come out strongest first.
@Suite struct CascadeOrderTests {
    static let orders: [(String, PrecedenceOrder)] = [
        ("default", PrecedenceOrder(theme: nil)),
        ("a full list", PrecedenceOrder(theme: [.dark, .pinned, .editing, .focused, .disabled, .selected, .highlighted] + StateAtom.all.reversed())),
        ("a partial list", PrecedenceOrder(theme: [.swiped, .selected, .highContrast])),
    ]

    static func setting(_ atoms: StateSet, depth: Int, _ property: Property = .cornerRadius) -> CascadeSetting {
        let location = SourceLocation(file: "t.theme.yaml", line: 1, column: 1)
        return CascadeSetting(
            property: property, selector: StateSelector(atoms: atoms, location: location), depth: depth,
            value: .number(1), document: 0, keyLocation: location, valueLocation: location)
    }

    @Test(arguments: 0..<orders.count)
    func keysOrderRulesAsBeatsDoes(order: Int) {
        let (name, order) = Self.orders[order]
        var random = SplitMix(seed: 11)
        // Few atoms each, so many pairs share a count (where precedence decides).
        func draw() -> StateSet {
            var set = StateSet()
            for _ in 0..<Int.random(in: 0...3, using: &random) { set.insert(StateAtom.all.randomElement(using: &random)!) }
            return set
        }
        for _ in 0..<20_000 {
            let a = Self.setting(draw(), depth: Int.random(in: 0...2, using: &random))
            let b = Self.setting(draw(), depth: Int.random(in: 0...2, using: &random))
            let (ka, kb) = (order.cascadeKey(a.selector.atoms, depth: a.depth), order.cascadeKey(b.selector.atoms, depth: b.depth))
            #expect(
                (ka > kb) == a.beats(b, order: order),
                "\(name): \(a.selector.atoms.atoms) at \(a.depth) against \(b.selector.atoms.atoms) at \(b.depth)")
            #expect((ka == kb) == (a.selector.atoms == b.selector.atoms && a.depth == b.depth))
        }
    }

    @Test func eachPropertysRulesAreRankedStrongestFirst() throws {
        let (result, _) = try compileTheme(
            """
            theme: T
            version: 1
            precedence: [selected, highlighted]
            presets:
              parent:
                base: clear
                cornerRadius: 1
                states:
                  highlighted: { cornerRadius: 2 }
                  selected+highlighted: { cornerRadius: 3, strokeWidth: 1 }
              child:
                extends: parent
                strokeWidth: 2
                states:
                  highlighted: { cornerRadius: 4 }
                  selected: { cornerRadius: 5 }
                  editing: { cornerRadius: 6 }
            """)
        let resolver = ThemeResolver(program: result.program)
        let child = ThemeProgram.PresetReference(document: 0, index: 1)
        let chain = try #require(PresetChain.build(for: child, in: result.program, order: resolver.order))
        func values(_ property: Property) -> [Double] {
            chain.withRankedRules(for: property) { ranked in
                ranked.map { i -> Double in
                    guard case .number(let n)? = chain.rules[i].value else { return -1 }
                    return n
                }
            }
        }
        // Two atoms first; then the child's selected, highlighted (the list's order), then
        // editing (left out of the list, so after it); then the parent's highlighted, and
        // the preset level last.
        #expect(values(.cornerRadius) == [3, 5, 4, 6, 2, 1])
        #expect(values(.strokeWidth) == [1, 2])
        #expect(values(.strokeColor) == [])
    }
}

import Testing
@testable import ThemeCompiler

/// `StyleDefaults` tabulates `SystemDefaults` once per style instead of asking it per row
/// (issue 18, second round): the table must say what `SystemDefaults` says, for every style,
/// design and state.
@Suite struct StyleDefaultsTests {
    @Test func theTableSaysWhatSystemDefaultsSays() throws {
        let (result, _) = try compileTheme(
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
            """)
        let program = result.program
        let keyBits = StateSet(StyleDefaults.atoms).bits
        var mismatches: [String] = []
        for design in DesignGeneration.allCases {
            let resolver = ThemeResolver(program: program, design: design)
            let colors = resolver.defaultColors
            for style in SystemStyle.allCases where !style.isGeneric {
                let table = resolver.styleDefaults(of: style)
                // Each look number stands for one set of stateful defaults, and each set has one number.
                var looks: [(look: UInt8, defaults: SystemDefaults.StatefulDefaults)] = []
                for bits in 0..<UInt16(1 << 15) where bits.nonzeroBitCount <= 4 {
                    let state = StateSet(bits: bits)
                    let what = "\(style.rawValue), \(design), '\(state.key)'"
                    let stateful = SystemDefaults.statefulDefaults(style: style, in: state, design: design)
                    if stateful != SystemDefaults.statefulDefaults(style: style, in: StateSet(bits: bits & keyBits), design: design) {
                        mismatches.append("\(what): the stateful defaults read an atom outside StyleDefaults.atoms")
                    }
                    let look = table.look(in: state)
                    if looks.contains(where: { ($0.look == look) != ($0.defaults == stateful) }) {
                        mismatches.append("\(what): look \(look) is not one-to-one with the stateful defaults")
                    }
                    if !looks.contains(where: { $0.look == look && $0.defaults == stateful }) { looks.append((look, stateful)) }
                    let traits = ColorTraits(state)
                    for property in Property.all {
                        let value = SystemDefaults.value(of: property, style: style, in: state, design: design)
                        var expected: ResolvedColor?
                        if case .color(let expression)? = value { expected = colors.color(expression).resolved(for: traits) }
                        if table.resolvedColor(property, in: state) != expected {
                            mismatches.append("\(what): the default \(property.rawValue) differs")
                        }
                        if property == .shadowProperties {
                            var shadow = WinnerRows.noShadow
                            if case .shadow(let spec)? = value {
                                shadow = ResolvedShadow(spec, color: spec.color.map(colors.color)?.resolved(for: traits))
                            }
                            if table.shadow(for: traits) != shadow { mismatches.append("\(what): the default shadow differs") }
                        }
                    }
                }
                if table.list.variants != ListBackground(style, design: design).variants {
                    mismatches.append("\(style.rawValue), \(design): the list background differs")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }
}

extension TableValue {
    /// Keeps the table's walk (`JSONTableEmitter`, `AppearanceWalk`) as a value: the walk
    /// that writes the table's bytes, so the value is exactly what the table says.
    struct Builder: TableSink, AppearanceSink {
        /// The value, once the walk has closed it.
        private(set) var value: TableValue = .null
        /// The open containers, innermost last.
        private var open: [Container] = []

        private struct Container {
            var isArray: Bool
            var members: [Member] = []
            var items: [TableValue] = []
            /// The key of the member being written.
            var key = ""
        }

        init() {}

        mutating func beginObject() { open.append(Container(isArray: false)) }
        mutating func endObject() { add(.object(open.removeLast().members)) }
        mutating func beginArray() { open.append(Container(isArray: true)) }
        mutating func endArray() { add(.array(open.removeLast().items)) }
        mutating func key(_ key: String) { open[open.count - 1].key = key }
        mutating func element() {}
        mutating func string(_ value: String) { add(.string(value)) }
        mutating func optionalString(_ value: String?) { add(value.map(TableValue.string) ?? .null) }
        mutating func null() { add(.null) }
        mutating func number(_ value: Double) { add(.number(JSONWriter.format(value))) }
        mutating func number(_ value: Int) { add(.number(String(value))) }

        mutating func row(_ state: StateSet, _ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry]) {
            key(state.key)
            AppearanceWalk.walk(a, provenance: provenance, uncertain: uncertain, into: &self)
        }

        mutating func repeatRow(_ state: StateSet, of earlier: Int) {
            key(state.key)
            add(open[open.count - 1].members[earlier].value)
        }

        mutating func member(_ index: Int, of object: AppearanceObject) {
            if index == 0 { beginObject() }
            key(AppearanceObject.allKeys[object.rawValue][index])
        }

        mutating func close(_ object: AppearanceObject) { endObject() }
        mutating func hex(_ rgba: RGBA) { add(.string(rgba.hexString)) }
        mutating func edges(_ edges: Set<Edge>) {
            add(.array(Edge.allCases.filter(edges.contains).map { .string($0.rawValue) }))
        }
        mutating func properties(_ properties: PropertySet) { add(.array(properties.map { .string($0.rawValue) })) }

        mutating func uncertain(_ entries: [ValueUncertainty.Entry]) {
            add(.object(entries.map { Member(key: $0.key, value: .string($0.reason)) }))
        }

        /// Puts `value` where the walk is: the open array or object, else the root.
        private mutating func add(_ value: TableValue) {
            guard !open.isEmpty else {
                self.value = value
                return
            }
            let last = open.count - 1
            if open[last].isArray {
                open[last].items.append(value)
            } else {
                open[last].members.append(Member(key: open[last].key, value: value))
            }
        }
    }
}

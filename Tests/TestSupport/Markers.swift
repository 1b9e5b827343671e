/// Emoji markers (`1️⃣` … `9️⃣`) at the positions a test talks about, so tests never count
/// lines and columns by hand. The one implementation every test target uses.
public struct Marked: Sendable {
    /// The text without its markers.
    public let text: String
    /// Marker number → its 1-based line and column (in Unicode scalars, as findings count).
    public let positions: [Int: Position]

    public struct Position: Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var description: String { "\(line):\(column)" }
    }

    /// Removes the markers of `source`, noting where each was. A line break is `\n`, `\r\n`
    /// or a lone `\r`, as libyaml counts them; the keycap's U+FE0F is optional.
    public init(_ source: String) {
        var output = String.UnicodeScalarView()
        var positions: [Int: Position] = [:]
        let scalars = Array(source.unicodeScalars)
        var line = 1, column = 1, index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("1"..."9").contains(scalar) {
                var next = index + 1
                if next < scalars.count, scalars[next] == "\u{FE0F}" { next += 1 }
                if next < scalars.count, scalars[next] == "\u{20E3}" {
                    positions[Int(scalar.value) - 48] = Position(line: line, column: column)
                    index = next + 1
                    continue
                }
            }
            output.append(scalar)
            index += 1
            if scalar == "\n" || (scalar == "\r" && (index >= scalars.count || scalars[index] != "\n")) {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }
        text = String(output)
        self.positions = positions
    }

    /// The positions in marker order.
    public var ordered: [Position] { positions.keys.sorted().map { positions[$0]! } }
}

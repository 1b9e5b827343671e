import Testing
@testable import ThemeCompiler

/// `#RRGGBBAA` as tables write it: each channel rounded to the nearest of 0…255 (clamped),
/// its two digits upper case, in every position.
@Suite struct RGBAHexTests {
    static func hex(_ v: Int) -> String {
        let digits = String(v, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    @Test func everyByteInEveryChannelIsWrittenAsItsTwoDigits() {
        var wrong: [String] = []
        for v in 0...255 {
            let x = Double(v) / 255
            let h = Self.hex(v)
            let cases: [(RGBA, String)] = [
                (RGBA(red: x, green: 0, blue: 0, alpha: 1), "#\(h)0000FF"), (RGBA(red: 0, green: x, blue: 0, alpha: 1), "#00\(h)00FF"),
                (RGBA(red: 0, green: 0, blue: x, alpha: 1), "#0000\(h)FF"), (RGBA(red: 1, green: 1, blue: 1, alpha: x), "#FFFFFF\(h)"),
            ]
            for (color, expected) in cases where color.hexString != expected { wrong.append("\(color.hexString) for \(expected)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func channelsRoundToTheNearestByteAndClamp() {
        #expect(RGBA(red: 10.49 / 255, green: 10.5 / 255, blue: -0.2, alpha: 1.7).hexString == "#0A0B00FF")
        #expect(RGBA(red: 254.5 / 255, green: 0.4 / 255, blue: 0.6 / 255, alpha: 0).hexString == "#FF000100")
    }
}

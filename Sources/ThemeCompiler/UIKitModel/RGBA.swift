/// A colour in gamma-encoded sRGB, each channel 0…1. Arithmetic stays in `Double`;
/// only output rounds (`round(x·255)`, docs/language.md).
public struct RGBA: Hashable, Sendable {
    /// Red, 0 to 1 (sRGB).
    public var red: Double
    /// Green, 0 to 1 (sRGB).
    public var green: Double
    /// Blue, 0 to 1 (sRGB).
    public var blue: Double
    /// Opacity, 0 to 1.
    public var alpha: Double

    /// A colour from sRGB components and opacity, each 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0–255 components and a 0–1 alpha, as Apple's colour tables list them.
    package init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    package static let clear = RGBA(0, 0, 0, 0)
    package static let black = RGBA(0, 0, 0)
    package static let white = RGBA(255, 255, 255)

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (alpha last); nil otherwise.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Int] = []
        for d in digits {
            guard let v = Self.hexValue(d) else { return nil }
            values.append(v)
        }
        let channels: [Int]
        if digits.count <= 4 {
            channels = values.map { $0 * 17 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        }
        self.init(
            red: Double(channels[0]) / 255, green: Double(channels[1]) / 255,
            blue: Double(channels[2]) / 255,
            alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// `#RRGGBBAA`, uppercase, each channel `round(x·255)` clamped to 0…255.
    public var hexString: String {
        var out: [UInt8] = []
        out.reserveCapacity(9)
        appendHex(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `#RRGGBBAA` to `bytes` (the emitter writes colours without a String each).
    func appendHex(to bytes: inout [UInt8]) {
        func channel(_ x: Double) {
            let v = Int((min(max(x, 0), 1) * 255).rounded())
            bytes.append(Self.hexDigits[v >> 4])
            bytes.append(Self.hexDigits[v & 15])
        }
        bytes.append(UInt8(ascii: "#"))
        channel(red)
        channel(green)
        channel(blue)
        channel(alpha)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Alpha multiplied by `factor`.
    package func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Per-channel linear interpolation of the encoded components and alpha: `self·(1−t) + other·t`.
    package func mixed(with other: RGBA, amount t: Double) -> RGBA {
        func lerp(_ a: Double, _ b: Double) -> Double { a * (1 - t) + b * t }
        return RGBA(
            red: lerp(red, other.red), green: lerp(green, other.green),
            blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
    }
}

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
    ///
    /// Read from the bytes, without an array: a `#` followed by hex digits only is the
    /// character `#` (a combining mark after it would not be a hex digit).
    public init?(hex: String) {
        var hex = hex
        guard let channels = hex.withUTF8({ Self.channels(hex: $0) }) else { return nil }
        self.init(
            red: Double(channels.0) / 255, green: Double(channels.1) / 255,
            blue: Double(channels.2) / 255,
            alpha: channels.3.map { Double($0) / 255 } ?? 1)
    }

    /// The 0–255 channels `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` spells (alpha if written).
    private static func channels(hex bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int, Int?)? {
        let digits = bytes.count - 1
        guard bytes.first == UInt8(ascii: "#"), digits == 3 || digits == 4 || digits == 6 || digits == 8 else { return nil }
        var values = (0, 0, 0, 0)
        let width = digits <= 4 ? 1 : 2
        for channel in 0..<digits / width {
            var value = 0
            for offset in 0..<width {
                guard let v = hexValue(bytes[1 + channel * width + offset]) else { return nil }
                value = value * 16 + v
            }
            if width == 1 { value *= 17 }
            switch channel {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
        }
        return (values.0, values.1, values.2, digits / width == 4 ? values.3 : nil)
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.hexLength) { hex in
            writeHex(to: hex.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(hex))
        }
    }

    /// The length of `#RRGGBBAA`.
    static let hexLength = 9

    /// The two hex digits of every byte, `00` to `FF`, back to back: a channel's digits are
    /// two loads (every colour of a table is written, several per row).
    private static let hexPairs: StaticString = """
        000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F\
        202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F\
        404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F\
        606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F\
        808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9F\
        A0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBF\
        C0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDF\
        E0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF
        """

    /// Writes `#RRGGBBAA` (`hexLength` bytes) at `p`.
    func writeHex(to p: UnsafeMutablePointer<UInt8>) {
        let pairs = Self.hexPairs.utf8Start
        @inline(__always) func channel(_ x: Double, at i: Int) {  // inlined: a call per channel cost a third of it
            // `round(x·255)` without a call into libm (one per channel of every colour in a
            // table): the scaled value is in 0…255, where taking its integer part away is exact.
            let scaled = min(max(x, 0), 1) * 255
            var v = Int(scaled)
            if scaled - Double(v) >= 0.5 { v += 1 }
            p[i] = pairs[2 * v]
            p[i + 1] = pairs[2 * v + 1]
        }
        p[0] = UInt8(ascii: "#")
        channel(red, at: 1)
        channel(green, at: 3)
        channel(blue, at: 5)
        channel(alpha, at: 7)
    }

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

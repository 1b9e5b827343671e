#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How different two colours look: CIEDE2000 (CIE 142-2001; the formulas and test data of
/// Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula", 2005) over CIELAB of
/// the sRGB colours (IEC 61966-2-1 transfer curve and matrix, D65 white).
///
/// A ΔE below about 2 is the usual "just noticeable difference" (two colours side by side
/// that most people cannot tell apart), which is why the look-alike analysis defaults to it.
package enum ColorDifference {
    /// CIEDE2000 ΔE between two opaque colours (alpha is ignored: composite first).
    package static func deltaE(_ a: RGBA, _ b: RGBA) -> Double {
        if a.red == b.red && a.green == b.green && a.blue == b.blue { return 0 }
        return deltaE(lab(a), lab(b))
    }

    /// True when two opaque colours are closer than `threshold`: `deltaE(a, b) < threshold`,
    /// without computing CIEDE2000 where their lightness alone tells them apart. CIEDE2000 is
    /// the square root of `(ΔL/S_L)²` plus a sum that is never negative (its rotation term's
    /// factor is below 2 in magnitude), so `|ΔL|/S_L` is a lower bound of ΔE; `S_L` depends
    /// only on the two lightnesses. The bound decides only with a margin far above rounding,
    /// so the answer is always the full formula's.
    ///
    /// Most pairs are told apart before the lightnesses, by their luminances (Y): L* is
    /// `116·f(Y) − 16` where f (the cube root above 0.008856, a line below) rises at least
    /// 1/3.001 per unit of Y on 0…1 (Y reaches 1.0000001), so `|ΔL| ≥ 116·|ΔY|/3.001`, and
    /// `S_L` < 1.75 for any L* in 0…100. So when `116·|ΔY|/3.001` passes `threshold·1.75` (with
    /// a margin far above rounding) the lightness bound above decides "apart" too: the same
    /// answer, without two cube roots (three pairs in four of a 10k theme's look-alike checks).
    package static func areClose(_ a: RGBA, _ b: RGBA, threshold: Double) -> Bool {
        if a.red == b.red && a.green == b.green && a.blue == b.blue { return 0 < threshold }
        let y1 = luminance(a), y2 = luminance(b)
        if 116 * abs(y1 - y2) / 3.001 > threshold * 1.75 * (1 + 1e-6) { return false }
        let l1 = lightness(luminance: y1), l2 = lightness(luminance: y2)
        let lMean = (l1 + l2) / 2
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        if abs(l2 - l1) / sl > threshold * (1 + 1e-9) { return false }
        return deltaE(lab(a), lab(b)) < threshold
    }

    /// CIE Y of an sRGB colour (0…1), which its L* is computed from.
    static func luminance(_ c: RGBA) -> Double {
        0.2126729 * linear(c.red) + 0.7151522 * linear(c.green) + 0.0721750 * linear(c.blue)
    }

    /// CIELAB's L* of luminance `y` (what `lab(_:)` computes, alone).
    static func lightness(luminance y: Double) -> Double { 116 * labCurve(y) - 16 }

    /// CIELAB's f(t) (D65).
    private static func labCurve(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// A colour in CIELAB (D65).
    package struct Lab: Sendable, Equatable {
        package var l: Double
        package var a: Double
        package var b: Double

        package init(_ l: Double, _ a: Double, _ b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }
    }

    /// An encoded sRGB component (clamped to 0…1) made linear, from the transfer curve at
    /// 4096 steps (`linearTable`, SRGBTransferTable.swift): linear interpolation between them
    /// is within 1e-6 of the curve, far below what CIEDE2000 can tell, and a table lookup
    /// costs a fraction of `pow` (the analysis compares tens of thousands of colours in a
    /// large theme).
    static func linear(_ v: Double) -> Double {
        let x = min(max(v, 0), 1) * 4096
        let i = min(Int(x), 4095)
        let t = x - Double(i)
        return linearTable[i] * (1 - t) + linearTable[i + 1] * t
    }

    /// CIELAB of an sRGB colour.
    package static func lab(_ c: RGBA) -> Lab {
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = labCurve(x), fy = labCurve(y), fz = labCurve(z)
        return Lab(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIEDE2000 ΔE between two CIELAB colours (kL = kC = kH = 1).
    package static func deltaE(_ first: Lab, _ second: Lab) -> Double {
        let degrees = 180.0 / Double.pi, radians = Double.pi / 180.0
        let pow25to7 = 6_103_515_625.0  // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let cp1 = (a1 * a1 + first.b * first.b).squareRoot(), cp2 = (a2 * a2 + second.b * second.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(first.b, a1), h2 = hue(second.b, a2)
        let deltaL = second.l - first.l
        let deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (cp1 * cp2).squareRoot() * sin(deltaHue / 2 * radians)
        let lMean = (first.l + second.l) / 2
        let cMean = (cp1 + cp2) / 2
        var hMean = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 {
                hMean = (h1 + h2) / 2
            } else {
                hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hMean - 30) * radians) + 0.24 * cos(2 * hMean * radians)
            + 0.32 * cos((3 * hMean + 6) * radians) - 0.20 * cos((4 * hMean - 63) * radians)
        let deltaTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cMeanP7 = pow(cMean, 7)
        let rc = 2 * (cMeanP7 / (cMeanP7 + pow25to7)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cMean
        let sh = 1 + 0.015 * cMean * t
        let rt = -sin(2 * deltaTheta * radians) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}

extension RGBA {
    /// This colour drawn over an opaque `background` (source-over on the encoded
    /// components, as a browser and Core Animation's default blending draw it): opaque.
    package func composited(over background: RGBA) -> RGBA {
        let a = min(max(alpha, 0), 1)
        func channel(_ top: Double, _ bottom: Double) -> Double { top * a + bottom * (1 - a) }
        return RGBA(
            red: channel(red, background.red), green: channel(green, background.green),
            blue: channel(blue, background.blue), alpha: 1)
    }
}

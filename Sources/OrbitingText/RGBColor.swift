#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 24-bit sRGB colour, 8 bits per channel: the one colour type of themes, screens and
/// terminals.
///
/// It lives in the leaf that both the core (themes, readable contrast) and the terminal
/// toolkit (escapes, pictures, colour depth) depend on, so that neither converts it.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(_ packed: UInt32) {
        self.init(red: UInt8(packed >> 16 & 0xff), green: UInt8(packed >> 8 & 0xff), blue: UInt8(packed & 0xff))
    }

    /// Parses `#rrggbb` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                return nil
            }
            channels.append(high << 4 | low)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// The colour as `#rrggbb`, lower case (as theme files write it).
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0x0f)])
        }
        return text
    }

    /// `#rrggbb`.
    public var description: String { hex }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension RGBColor {
    /// Squared distance weighted for how the eye sees it ("redmean"); 0 for equal colours.
    public func distance(to other: RGBColor) -> Int {
        let meanRed = (Int(red) + Int(other.red)) / 2
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// Perceived lightness from 0 to 1 (Rec. 709 luma of the gamma-encoded channels): the
    /// quick light-or-dark test for a terminal's background.
    public var luma: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// WCAG 2 relative luminance, 0 (black) to 1 (white), of the linearised channels.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white).
    public func contrastRatio(with other: RGBColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour moved `amount` (0…1) of the way to `other`, rounded per channel.
    public func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        let t = max(0, min(1, amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
        }
        return RGBColor(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}

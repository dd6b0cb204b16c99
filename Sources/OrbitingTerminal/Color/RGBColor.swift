/// A 24-bit sRGB colour as terminals take it.
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

    /// `rgb(r, g, b)`.
    public var description: String { "rgb(\(red), \(green), \(blue))" }

    /// Squared distance weighted for how the eye sees it ("redmean"); 0 for equal colours.
    public func distance(to other: RGBColor) -> Int {
        let meanRed = (Int(red) + Int(other.red)) / 2
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// Perceived lightness from 0 to 1 (Rec. 709 luma of the gamma-encoded channels).
    public var luma: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

extension RGBColor {
    /// This colour moved `amount` (0…1) of the way to `other`, rounded per channel.
    public func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        let t = max(0, min(1, amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * t).rounded())))
        }
        return RGBColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}

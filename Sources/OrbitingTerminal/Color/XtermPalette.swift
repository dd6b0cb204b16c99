import OrbitingText

/// Nearest-colour mapping onto the xterm 256- and 16-colour palettes.
public enum XtermPalette {
    /// xterm's default colours for indices 0–15.
    public static let ansi16: [RGBColor] = [
        0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
        0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    ].map { RGBColor($0) }

    /// The channel levels of the 6×6×6 colour cube (indices 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette index `index` (0–255) in xterm's defaults.
    public static func color(ofIndex index: UInt8) -> RGBColor {
        switch index {
        case 0..<16:
            return ansi16[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGBColor(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGBColor(red: level, green: level, blue: level)
        }
    }

    /// The nearest entry of the 256-colour palette, chosen among the cube and the grey ramp
    /// (16–255), whose values terminals rarely change, unlike 0–15.
    public static func nearest256(to color: RGBColor) -> UInt8 {
        func nearestLevel(_ channel: UInt8) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated()
            where abs(Int(level) - Int(channel)) < abs(Int(cubeLevels[best]) - Int(channel)) {
                best = index
            }
            return best
        }
        let cubeIndex = UInt8(
            16 + 36 * nearestLevel(color.red) + 6 * nearestLevel(color.green) + nearestLevel(color.blue))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyIndex = UInt8(232 + greyStep)
        let cubeDistance = color.distance(to: self.color(ofIndex: cubeIndex))
        let greyDistance = color.distance(to: self.color(ofIndex: greyIndex))
        return greyDistance < cubeDistance ? greyIndex : cubeIndex
    }

    /// The nearest of the 16 ANSI colours (0–15), by xterm's default values.
    public static func nearest16(to color: RGBColor) -> UInt8 {
        var best = 0
        for index in 1..<ansi16.count where color.distance(to: ansi16[index]) < color.distance(to: ansi16[best]) {
            best = index
        }
        return UInt8(best)
    }
}

import CImageLibraries
import Foundation
import OrbitingText

@testable import OrbitingTerminal

/// A decoded picture: palette indices and the palette, as a terminal would paint them.
struct DecodedPicture: Equatable {
    var width: Int
    var height: Int
    var indices: [UInt8]
    var palette: [RGBColor]
}

/// The tests' own reader of DEC sixel graphics (DCS … q … ST): raster attributes, colour
/// definitions in percent, colour selection, sixels with repeats, `$` and `-`.
enum SixelDecoder {
    static func decode(_ bytes: [UInt8]) -> DecodedPicture? {
        guard let start = bytes.firstIndex(of: UInt8(ascii: "q")), bytes.prefix(2) == [0x1B, UInt8(ascii: "P")] else {
            return nil
        }
        var index = start + 1
        func number() -> Int? {
            var value: Int?
            while index < bytes.count, (48...57).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values: [Int] = []
            repeat {
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
                values.append(number() ?? 0)
            } while index < bytes.count && bytes[index] == UInt8(ascii: ";")
            return values
        }
        var width = 0, height = 0
        var registers: [Int: RGBColor] = [:]
        var pixels: [Int: [Int: Int]] = [:]  // y → x → register
        var color = 0, x = 0, band = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                index = bytes.count
            case UInt8(ascii: "\""):
                index += 1
                let values = numbers()
                if values.count >= 4 { width = values[2]; height = values[3] }
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                color = values[0]
                if values.count >= 5, values[1] == 2 {
                    func channel(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }
                    registers[color] = RGBColor(
                        red: channel(values[2]), green: channel(values[3]), blue: channel(values[4]))
                }
            case UInt8(ascii: "!"):
                index += 1
                let count = number() ?? 1
                let sixel = Int(bytes[index]) - 0x3F
                index += 1
                for _ in 0..<count { paint(sixel) }
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                index += 1
            case 0x3F...0x7E:
                paint(Int(byte) - 0x3F)
                index += 1
            default:
                index += 1
            }
        }
        func paint(_ sixel: Int) {
            for bit in 0..<6 where sixel & (1 << bit) != 0 { pixels[band * 6 + bit, default: [:]][x] = color }
            x += 1
        }
        var indices = [UInt8](repeating: 255, count: width * height)
        for (y, row) in pixels where y < height {
            for (x, register) in row where x < width { indices[y * width + x] = UInt8(register) }
        }
        let palette = (0..<registers.count).map { registers[$0] ?? RGBColor(red: 0, green: 0, blue: 0) }
        return DecodedPicture(width: width, height: height, indices: indices, palette: palette)
    }
}

/// The tests' own reader of the PNG files Orbiting writes (palette images, any bit depth,
/// the five row filters), with zlib's inflate for the compressed data.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8]) -> DecodedPicture? {
        guard bytes.count > 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        var index = 8, width = 0, height = 0, depth = 8, colorType = 0
        var palette: [RGBColor] = []
        var compressed: [UInt8] = []
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while index + 8 <= bytes.count {
            let length = u32(index), type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            let data = Array(bytes[(index + 8)..<(index + 8 + length)])
            switch type {
            case "IHDR":
                width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
                depth = Int(data[8])
                colorType = Int(data[9])
            case "PLTE":
                palette = stride(from: 0, to: data.count, by: 3).map {
                    RGBColor(red: data[$0], green: data[$0 + 1], blue: data[$0 + 2])
                }
            case "IDAT":
                compressed += data
            default:
                break
            }
            index += 12 + length
        }
        guard colorType == 3, width > 0, height > 0 else { return nil }
        let stride = (width * depth + 7) / 8
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        let count = compressed.withUnsafeBufferPointer { input in
            raw.withUnsafeMutableBufferPointer { output in
                orbiting_zlib_uncompress(input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard count == raw.count else { return nil }
        var previous = [UInt8](repeating: 0, count: stride)
        var indices: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for i in 0..<stride {
                let left = i > 0 ? Int(row[i - 1]) : 0, up = Int(previous[i]), corner = i > 0 ? Int(previous[i - 1]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - corner, pa = abs(p - left), pb = abs(p - up), pc = abs(p - corner)
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : corner)
                default: predictor = 0
                }
                row[i] = UInt8((Int(row[i]) + predictor) & 255)
            }
            previous = row
            let perByte = 8 / depth
            for x in 0..<width {
                let byte = row[x / perByte], shift = 8 - depth * (x % perByte + 1)
                indices.append((byte >> UInt8(shift)) & UInt8((1 << depth) - 1))
            }
        }
        return DecodedPicture(width: width, height: height, indices: indices, palette: palette)
    }
}

/// The tests' own readers of kitty's graphics commands and iTerm2's inline images.
enum ImageCommands {
    /// kitty: every `ESC _ G keys ; payload ESC \` in `bytes`, keys as a dictionary.
    static func kittyCommands(_ bytes: [UInt8]) -> [(keys: [String: String], payload: [UInt8])] {
        var commands: [(keys: [String: String], payload: [UInt8])] = []
        var index = 0
        while let start = find([0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")], in: bytes, from: index),
            let end = find([0x1B, UInt8(ascii: "\\")], in: bytes, from: start + 3)
        {
            let body = Array(bytes[(start + 3)..<end])
            let split = body.firstIndex(of: UInt8(ascii: ";")) ?? body.endIndex
            var keys: [String: String] = [:]
            for pair in String(decoding: body[..<split], as: UTF8.self).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
            }
            commands.append((keys, split < body.endIndex ? Array(body[(split + 1)...]) : []))
            index = end + 2
        }
        return commands
    }

    /// kitty: the PNG file the transmit commands in `bytes` carry (chunks joined, base64 decoded).
    static func kittyPNG(_ bytes: [UInt8]) -> [UInt8]? {
        let payload = kittyCommands(bytes).filter {
            $0.keys["a"] == "T" || ($0.keys["a"] == nil && $0.keys["m"] != nil)
        }
        .flatMap(\.payload)
        return Data(base64Encoded: Data(payload)).map(Array.init)
    }

    /// iTerm2: the arguments and file of the first `ESC ] 1337 ; File=… : base64 BEL`.
    static func iterm2File(_ bytes: [UInt8]) -> (arguments: String, file: [UInt8])? {
        guard let start = find(Array("\u{1B}]1337;File=".utf8), in: bytes, from: 0),
            let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")),
            let end = bytes[colon...].firstIndex(of: 0x07),
            let file = Data(base64Encoded: Data(bytes[(colon + 1)..<end]))
        else { return nil }
        return (String(decoding: bytes[(start + 12)..<colon], as: UTF8.self), Array(file))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
        return (from...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

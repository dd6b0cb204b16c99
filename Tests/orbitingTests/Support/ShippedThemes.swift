import Foundation
import Testing

/// The repository this test run belongs to, and the themes it ships, read straight from the files.
enum ShippedThemes {
    /// The repository root, found from this source file's path.
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The palettes in `themes/<name>.json`, by variant and role.
    static func palette(_ name: String) throws -> [String: [String: String]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: repository + "/themes/\(name).json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return [
            "light": try #require(object["light"] as? [String: String]),
            "dark": try #require(object["dark"] as? [String: String]),
        ]
    }

    /// `#rrggbb` as the `r;g;b` of a 24-bit SGR escape.
    static func channels(_ hex: String?) throws -> String {
        let value = try #require(hex.flatMap { UInt32($0.dropFirst(), radix: 16) })
        return "\(value >> 16);\((value >> 8) & 0xff);\(value & 0xff)"
    }

    /// The SGR a terminal receives for a variant's text on its background, in 24-bit colour.
    static func trueColorEscape(theme: String, variant: String) throws -> String {
        let roles = try palette(theme)[variant]
        return "\u{1B}[38;2;\(try channels(roles?["text"]));48;2;\(try channels(roles?["background"]))m"
    }
}

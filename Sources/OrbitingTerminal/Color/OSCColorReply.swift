import OrbitingText

/// Parses a terminal's reply to a colour query (OSC 10/11), such as
/// `ESC ] 11 ; rgb:1f1f/1f1f/1f1f ESC \`.
///
/// Pure: it only reads the bytes handed to it, so it is tested without a terminal.
public enum OSCColorReply {
    /// The colour in the first OSC `code` reply found in `bytes`, or nil.
    ///
    /// Accepts `rgb:R/G/B` and `rgba:R/G/B/A` with 1–4 hex digits per channel (scaled to
    /// 8 bits) and `#rrggbb`, ended by BEL or ST (`ESC \`); other bytes around it (a DA1
    /// reply, typed keys) are ignored.
    public static func parse(_ bytes: [UInt8], code: Int = 11) -> RGBColor? {
        let introducer = Array("\u{1B}]\(code);".utf8)
        guard let start = bytes.firstRange(of: introducer)?.upperBound else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        guard end < bytes.count else { return nil }
        let body = String(decoding: bytes[start..<end], as: UTF8.self)
        return parseSpecification(body)
    }

    /// Parses an X11 colour specification: `rgb:R/G/B`, `rgba:R/G/B/A` or `#rrggbb`.
    public static func parseSpecification(_ text: String) -> RGBColor? {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            return RGBColor(value)
        }
        let fields: [Substring]
        if text.hasPrefix("rgb:") {
            fields = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
        } else if text.hasPrefix("rgba:") {
            fields = text.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
        } else {
            return nil
        }
        var channels: [UInt8] = []
        for field in fields.prefix(3) {
            guard (1...4).contains(field.count), field.allSatisfy(\.isHexDigit), let value = UInt32(field, radix: 16)
            else {
                return nil
            }
            let maximum = (UInt32(1) << (4 * UInt32(field.count))) - 1
            channels.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }
}

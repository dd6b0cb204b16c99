/// Answers a terminal sends to questions (the start-up exchange's DA1, DECRQM, colour,
/// picture and cell-size reports) that arrive after their wait gave up: they come in with
/// the keyboard's bytes, and must never be taken for typing.
///
/// Only whole answers are removed: `CSI ? … c` (DA1), `CSI ? … $y` (DECRQM), `CSI ? … S`
/// (XTSMGRAPHICS), `CSI 4|6|8 ; … t` (window and cell sizes), `CSI row ; column R` (the
/// width probe's cursor reports), OSC answers ended by BEL or ST, and kitty's `APC G … ST`.
/// A cursor report has the shape of F3 with a modifier (`CSI 1 ; 5 R` is also Ctrl-F3),
/// which Orbiting binds to nothing; F3 alone (`ESC O R`, `CSI R`) is kept.
public enum TerminalReplies {
    /// `bytes` without the answers they hold whole; everything else is kept in order.
    public static func removing(from bytes: [UInt8]) -> [UInt8] {
        split(bytes).typed
    }

    /// `bytes` parted into what was typed (in order) and the answers they hold whole (in
    /// order, joined), so a late answer can still be read.
    public static func split(_ bytes: [UInt8]) -> (typed: [UInt8], replies: [UInt8]) {
        guard bytes.contains(0x1B) else { return (bytes, []) }
        var kept: [UInt8] = [], replies: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, let length = replyLength(bytes, at: index) {
                replies += bytes[index..<(index + length)]
                index += length
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return (kept, replies)
    }

    /// The length of the answer starting at `start` (an ESC), or nil when none starts there.
    static func replyLength(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 2 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["): return controlReply(bytes, at: start)
        case UInt8(ascii: "]"): return stringReply(bytes, at: start, first: nil)
        case UInt8(ascii: "_"): return stringReply(bytes, at: start, first: UInt8(ascii: "G"))
        default: return nil
        }
    }

    /// A CSI answer: parameters (digits, `;`, `:`), then the final byte of an answer shape.
    private static func controlReply(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = start + 2
        let isPrivate = bytes[index] == UInt8(ascii: "?")
        if isPrivate { index += 1 }
        let parameters = index
        while index < bytes.count, (0x30...0x3B).contains(bytes[index]) { index += 1 }
        guard index < bytes.count, index > parameters else { return nil }
        let final = bytes[index]
        if isPrivate {
            if final == UInt8(ascii: "c") || final == UInt8(ascii: "S") { return index + 1 - start }
            if final == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "y") {
                return index + 2 - start
            }
            return nil
        }
        if final == UInt8(ascii: "R") {  // row ; column
            let fields = bytes[parameters..<index].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            return fields.count == 2
                && fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } })
                ? index + 1 - start : nil
        }
        let kind = bytes[parameters]
        let isSizeReport =
            final == UInt8(ascii: "t") && [UInt8(ascii: "4"), UInt8(ascii: "6"), UInt8(ascii: "8")].contains(kind)
            && parameters + 1 < index && bytes[parameters + 1] == UInt8(ascii: ";")
        return isSizeReport ? index + 1 - start : nil
    }

    /// An OSC or APC answer ended by BEL (OSC only) or ST (`ESC \`); with `first`, its body
    /// must start with that byte.
    private static func stringReply(_ bytes: [UInt8], at start: Int, first: UInt8?) -> Int? {
        let body = start + 2
        if let first, bytes[body] != first { return nil }
        var index = body
        while index < bytes.count {
            switch bytes[index] {
            case 0x07 where first == nil:
                return index + 1 - start
            case 0x1B:
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") else { return nil }
                return index + 2 - start
            case 0x00..<0x20 where bytes[index] != 0x07:
                return nil  // a key's control byte: this was not an answer
            default:
                index += 1
            }
        }
        return nil
    }
}

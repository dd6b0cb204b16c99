/// Takes the terminal's mouse reports out of bytes meant for a line editor (Home's
/// readline, which would take `ESC [ < 0 ; 5 ; 3 M` for keys and type `<0;5;3M`).
///
/// Feed it each read's bytes: it returns the other bytes untouched and the mouse events
/// decoded (by `KeyDecoder`'s own rules); a report split across reads after its `ESC [ <`
/// is kept until the rest arrives.
public struct MouseReportFilter: Sendable {
    private var held: [UInt8] = []
    private static let introducer: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "<")]

    /// Creates a filter with nothing held.
    public init() {}

    /// Whether part of a report is held, waiting for the rest.
    public var isWaiting: Bool { !held.isEmpty }

    /// Splits `bytes` (after what was held) into the bytes that are not mouse reports and the
    /// events of those that are.
    public mutating func split(_ bytes: some Sequence<UInt8>) -> (rest: [UInt8], events: [MouseEvent]) {
        var input = held
        input.append(contentsOf: bytes)
        held = []
        var rest: [UInt8] = []
        var events: [MouseEvent] = []
        var index = 0
        while index < input.count {
            guard input[index] == 0x1B, Self.introducer.starts(with: input[index..<min(input.count, index + 3)]) else {
                rest.append(input[index])
                index += 1
                continue
            }
            guard index + 3 <= input.count else {
                // `ESC` or `ESC [` at the end: the editor's own to settle (a lone ESC is the
                // Escape key); a report split right there is too rare to hold keys for.
                rest.append(contentsOf: input[index...])
                break
            }
            guard let (decoded, length) = EscapeSequence.decode(input[index...], final: false) else {
                held = Array(input[index...])
                break
            }
            if case .event(.mouse(let event)) = decoded {
                events.append(event)
            } else {
                rest.append(contentsOf: input[index..<(index + length)])
            }
            index += length
        }
        return (rest, events)
    }

    /// Gives back what is held as plain bytes (nothing more came).
    public mutating func flush() -> [UInt8] {
        defer { held = [] }
        return held
    }
}

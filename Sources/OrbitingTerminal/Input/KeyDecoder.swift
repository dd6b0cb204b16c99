/// Decodes bytes from a terminal in raw mode into `KeyEvent`s.
///
/// Feed it whatever each `read(2)` returned: sequences and UTF-8 characters split across
/// reads are kept until the rest arrives. An ESC may start a sequence or be the Escape key,
/// so one at the end of the input waits; when nothing more arrives within the caller's
/// timeout, call `flush()` to settle it. Bracketed paste (`ESC [200~ … ESC [201~`) comes
/// out as one `.paste` event, never interpreted as keys.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]?

    /// The end of a bracketed paste.
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more (a partial sequence or character): the caller
    /// should call `flush()` if nothing arrives soon. A paste in progress does not count.
    public var isWaiting: Bool { pasted == nil && !pending.isEmpty }

    /// Decodes `bytes`, returning the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Settles whatever is pending as if no more bytes will follow: a lone ESC becomes
    /// `.escape`, a partial sequence `.unknown`, a partial character U+FFFD.
    public mutating func flush() -> [KeyEvent] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [KeyEvent] {
        var events: [KeyEvent] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { events.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < pending.count {
            if pasted != nil {
                index = continuePaste(from: index, into: &events)
                continue
            }
            let byte = pending[index]
            if byte >= 0x20 && byte != 0x7F {
                let length = KeyDecoder.utf8Length(of: pending[index...])
                if length == 0 && !final { break }  // the rest of the character is still to come
                let end = index + max(1, length)
                text.append(contentsOf: pending[index..<end])
                index = end
                continue
            }
            flushText()
            if byte == 0x1B {
                guard let (decoded, length) = EscapeSequence.decode(pending[index...], final: final) else { break }
                index += length
                switch decoded {
                case .event(let event): events.append(event)
                case .pasteStart: pasted = []
                }
            } else {
                events.append(KeyDecoder.controlEvent(byte))
                index += 1
            }
        }
        flushText()
        pending.removeFirst(index)
        return events
    }

    /// Moves paste bytes from `pending` into the paste; ends it at `ESC [201~`.
    private mutating func continuePaste(from index: Int, into events: inout [KeyEvent]) -> Int {
        var paste = pasted ?? []
        pasted = nil  // so appending does not copy the paste so far
        let searchFrom = max(0, paste.count - (KeyDecoder.pasteEnd.count - 1))
        paste.append(contentsOf: pending[index...])
        if let end = paste[searchFrom...].firstRange(of: KeyDecoder.pasteEnd) {
            let consumed = end.upperBound - (paste.count - (pending.count - index))
            events.append(.paste(String(decoding: paste[..<end.lowerBound], as: UTF8.self)))
            return index + consumed
        }
        pasted = paste
        return pending.count
    }

    /// The event for a C0 control byte or DEL.
    static func controlEvent(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D: return .enter
        case 0x09: return .tab
        case 0x7F: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        default: return .control(Character(Unicode.Scalar(byte + 0x40)))  // 0x00 → @, 0x1C…0x1F → \ ] ^ _
        }
    }

    /// The length of the UTF-8 sequence that starts `bytes`: its full length when all of it
    /// is there or it is already invalid (1, so the decoder replaces it), 0 when it is a
    /// valid start still waiting for bytes.
    static func utf8Length(of bytes: ArraySlice<UInt8>) -> Int {
        guard let lead = bytes.first else { return 0 }
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return 1
        }
        var count = 1
        for byte in bytes.dropFirst().prefix(expected - 1) {
            guard byte & 0xC0 == 0x80 else { return count }
            count += 1
        }
        return count == expected ? expected : 0
    }
}

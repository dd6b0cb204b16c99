/// Splits a stream of text into messages for `show --follow`: each line is a message,
/// until a form feed appears; from then on, messages are the chunks between form feeds
/// (so they can hold several lines).
public struct MessageChunker: Sendable {
    private var pending: [UInt8] = []
    private var formFeedMode = false

    /// A chunker with nothing read yet.
    public init() {}

    /// Adds bytes read from the stream; returns the messages they complete, oldest first.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        var messages: [String] = []
        for byte in bytes {
            if byte == 0x0C {
                formFeedMode = true
                messages.append(take())
            } else if byte == 0x0A && !formFeedMode {
                messages.append(take())
            } else {
                pending.append(byte)
            }
        }
        return messages
    }

    /// At the end of the stream: the last unterminated message, if any.
    public mutating func finish() -> String? {
        pending.isEmpty ? nil : take()
    }

    private mutating func take() -> String {
        var bytes = pending
        pending.removeAll(keepingCapacity: true)
        // A chunk's own line ends around the form feeds ("…\n\f\n…") are not part of it.
        if bytes.first == 0x0A { bytes.removeFirst() }
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

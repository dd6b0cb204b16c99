import OrbitingText

/// Everything the session asks the terminal before it starts, in one exchange: how the
/// terminal draws the clusters terminals disagree on (`TerminalWidthProbe`) and, when the
/// colour scheme follows the terminal, its background (`TerminalBackgroundQuery`). One DA1
/// ends both, so the start costs one round trip, which is what matters over ssh.
public enum TerminalStartQuery {
    /// What the terminal said.
    public struct Answer: Sendable, Equatable {
        /// How the terminal draws clusters (`perCodePoint` when it did not say).
        public var widths: TerminalWidthProbe.Answer
        /// The background colour, when it was asked and given.
        public var background: RGBColor?
        /// What it said about pictures (nil when not asked).
        public var graphics: GraphicsSupport?
        /// Whether the answer was whole (its DA1 came within the wait).
        public var isComplete = false
    }

    /// The request: the width probe, the background question when `askingBackground`, then
    /// DA1.
    public static func request(askingBackground: Bool, askingGraphics: Bool = false) -> String {
        TerminalWidthProbe.questions + (askingBackground ? TerminalBackgroundQuery.question : "")
            + (askingGraphics ? GraphicsSupport.questions : "") + TerminalQuery.deviceAttributes
    }

    /// The answers read from one reply.
    public static func answer(fromReply reply: [UInt8], askingBackground: Bool, askingGraphics: Bool = false) -> Answer
    {
        Answer(
            widths: TerminalWidthProbe.answer(fromReply: reply) ?? TerminalWidthProbe.Answer(model: .perCodePoint),
            background: askingBackground ? OSCColorReply.parse(reply) : nil,
            graphics: askingGraphics ? GraphicsSupport.parse(reply) : nil,
            isComplete: TerminalQuery.containsDeviceAttributes(reply))
    }

    /// Asks the controlling terminal once; a terminal that does not answer within
    /// `timeoutMilliseconds` (100 ms, or 200 ms with the background question, as each
    /// question alone allows) keeps `perCodePoint` widths and no background.
    ///
    /// - Parameter fileDescriptor: the terminal to ask (read and write); the controlling
    ///   terminal (`/dev/tty`) when nil.
    public static func ask(
        askingBackground: Bool, askingGraphics: Bool = false, fileDescriptor: Int32? = nil,
        timeoutMilliseconds: Int32? = nil
    ) -> Answer {
        let timeout = timeoutMilliseconds ?? (askingBackground ? 200 : 100)
        let request = request(askingBackground: askingBackground, askingGraphics: askingGraphics)
        let reply =
            fileDescriptor.map { TerminalQuery.exchange(request, fileDescriptor: $0, timeoutMilliseconds: timeout) }
            ?? TerminalQuery.exchange(request, timeoutMilliseconds: timeout)
        return answer(fromReply: reply ?? [], askingBackground: askingBackground, askingGraphics: askingGraphics)
    }
}

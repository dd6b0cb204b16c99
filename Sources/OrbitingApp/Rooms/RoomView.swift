import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingText

/// What a room screen shows: the typist's message as big as the window allows (the same
/// fit as Home and `orbiting show`), "waiting for NAME" before the first one, and one status
/// row below with the room, the connection, and whether the typist left.
public final class RoomView {
    /// The block-letter engine.
    public let engine: BigTextEngine
    /// The room's name.
    public let room: String
    /// The typist's last document, nil before the first.
    public private(set) var document: RoomDocument?
    /// Whether the typist said they left (or their connection died).
    public private(set) var typistLeft = false
    /// How the connection stands.
    public private(set) var connection = RoomConnection.connecting
    /// Where browsers see the room (`room NAME --web`), said last in the status row.
    public var web: WebStatus?
    /// Whether the typist has shown any text yet: until then an empty message (a typist
    /// starting on an empty Home) keeps "waiting for NAME".
    private var hasHadText = false
    private let fitted: FittedText

    /// A view of `room` drawing with `engine`.
    public init(engine: BigTextEngine, room: String) {
        self.engine = engine
        fitted = FittedText(engine: engine)
        self.room = room
    }

    /// Takes an update; returns whether the frame changes.
    @discardableResult
    public func apply(_ update: RoomSubscription.Update) -> Bool {
        switch update {
        case .document(let document):
            defer {
                self.document = document
                if !document.text.isEmpty { hasHadText = true }
            }
            return self.document.map { !$0.showsSame(as: document) } ?? true
        case .presence(let presence):
            defer { typistLeft = !presence.isHere }
            return typistLeft == presence.isHere
        case .connection(let connection):
            defer { self.connection = connection }
            return self.connection != connection
        }
    }

    /// The status row: the room and connection, the typist's leaving, and the browsers' URL.
    public func statusText(_ l10n: Localizer, columns: Int = .max) -> String {
        let after = [typistLeft ? l10n("room.typistLeft") : nil, web?.text(l10n)].compactMap { $0 }
        let taken = after.reduce(0) { $0 + DisplayWidth.of(" · " + $1) }
        let status = RoomStatus(room: room, connection: connection).text(l10n, columns: max(1, columns - taken))
        return ([status] + after).joined(separator: " · ")
    }

    /// Draws the room into `frame` (the whole window), in `colors`.
    public func render(
        options: FitOptions, render: RenderTarget, colors: ScreenColors, into frame: inout ScreenBuffer,
        context: RenderContext
    ) {
        let rows = HomeView.textRows(frameHeight: frame.height, hasStatus: true)
        let waiting = !hasHadText && (document?.text ?? "").isEmpty
        let text =
            waiting ? context.l10n("room.waiting", ["room": TextSanitizer.singleLine(room)]) : document?.text ?? ""
        if rows > 0, !text.isEmpty {
            let box = Box(width: frame.width, height: rows)
            let drawing = fitted.drawing(text, box: box, options: options, render: render)
            drawing.draw(into: &frame, style: waiting ? colors.quiet : colors.body)
        }
        if frame.height > 0 {
            let line = TextFitter.fitted(statusText(context.l10n, columns: frame.width), columns: frame.width)
            frame.write(
                line, row: frame.height - 1, column: max(0, (frame.width - DisplayWidth.of(line)) / 2),
                style: colors.statusRow)
        }
    }

}

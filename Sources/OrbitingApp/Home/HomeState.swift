/// Home's state: the edit buffer as readline last showed it, the message kept with Enter,
/// and what the save rules need to remember.
public struct HomeState: Sendable, Equatable {
    /// The edit buffer.
    public var edit = HomeEdit()
    /// The message kept with Enter or chosen in History: it stays on screen until the next key starts a new one.
    public var kept: String?
    /// A message given on the command line (`--text`): shown, but saved only once kept.
    public var given: String?
    /// The text saved last from this session, so that idle and quit do not save it twice.
    public var lastSaved: String?
    /// The text kept as a draft by the idle save while this edit goes on, if any.
    public var draft: String?
    /// When the text last changed and was not yet saved, for the 5-second idle save.
    public var unsavedSince: Duration?
    /// A short message in the status row (a failed save) and when it goes away.
    public var notice: HomeNotice?
    /// The room Home is published to and its connection, shown in the status row (nil: none).
    public var room: RoomStatus?
    /// The browser screen's address, shown in the status row (nil: not serving).
    public var web: WebStatus?
    /// The kiosk's lock, while it holds: Home shows its message and takes no keys.
    public var kiosk: KioskLock?

    /// Creates an empty Home.
    public init() {}

    /// The message on screen: the edit buffer, else the kept message; empty shows the placeholder.
    public var shownText: String { edit.text.isEmpty ? (kept ?? "") : edit.text }

    /// Whether the edit buffer is an earlier message unchanged (readline's history).
    public var isRecalled: Bool { edit.isRecalled }

}

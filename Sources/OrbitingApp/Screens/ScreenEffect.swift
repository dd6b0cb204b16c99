import OrbitingTerminal

/// What a full-screen program asks its loop to do, as a value: the program keeps these in
/// `ScreenProgram.takeEffects()` instead of calling into the loop, and the loop carries them
/// out after each call into the program (tests read them the same way).
public enum ScreenEffect: Sendable, Equatable {
    /// Draw a new frame (as soon as the frame rate allows).
    case draw
    /// Ring the terminal's bell.
    case ring
    /// Write a sequence outside the frames: a window title, a notification, a progress bar.
    case send(String)
    /// Give the terminal back and stop (Ctrl-Z); taken again on SIGCONT, and refitted.
    case suspend
    /// Draw from now on in `depth` colours and as `render` says (a setting changed).
    case restyle(depth: ColorDepth, render: RenderTarget)
    /// Draw the whole next frame again, not only what changed.
    case redraw
    /// Turn a feature of the terminal on or off (the mouse, the window title).
    case feature(TerminalFeatures, on: Bool)
    /// Write these bytes to the program's output as they are, outside any frame (`show
    /// --follow` down a pipe prints its frames so); a write that fails is told to the program
    /// (`ScreenProgram.printFailed(_:)`), and the prints after it are dropped.
    case print([UInt8])
    /// End the run with this exit status (0, or 128 + a signal): the loop gives the terminal
    /// back and `ScreenLoop.run` returns it. The first asked for counts.
    case quit(Int32)
}

/// The effects a program asked for and its loop has not taken yet, in order.
public struct ScreenEffects: Sendable {
    private var pending: [ScreenEffect] = []
    /// The status of the first quit asked for; nil while the program runs on. It stays once
    /// the quit is taken, so the program knows it is ending.
    public private(set) var quitStatus: Int32?

    /// None asked for yet.
    public init() {}

    /// Whether a quit has been asked for.
    public var hasQuit: Bool { quitStatus != nil }

    /// Asks for `effect` after those asked for before.
    public mutating func append(_ effect: ScreenEffect) {
        if case .quit(let status) = effect {
            guard quitStatus == nil else { return }
            quitStatus = status
        }
        pending.append(effect)
    }

    /// What was asked for, in order; none are left.
    public mutating func take() -> [ScreenEffect] {
        defer { pending = [] }
        return pending
    }
}

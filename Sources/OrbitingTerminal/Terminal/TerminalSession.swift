#if canImport(Glibc)
    import Glibc
#endif

/// What a session turns on while it owns the terminal.
public struct TerminalFeatures: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates features from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The alternate screen: the shell's screen comes back untouched afterwards.
    public static let alternateScreen = TerminalFeatures(rawValue: 1)
    /// The terminal's cursor hidden (Orbiting draws its own edit position).
    public static let hiddenCursor = TerminalFeatures(rawValue: 2)
    /// Pasted text marked, so it is taken literally rather than as keys.
    public static let bracketedPaste = TerminalFeatures(rawValue: 4)
    /// No wrapping at the right margin, so a character drawn wider than the frame writer
    /// expects can never wrap or scroll the screen.
    public static let noAutowrap = TerminalFeatures(rawValue: 8)
    /// Raw mode on the input: every key as it is typed, no echo, no signals from the
    /// keyboard (the program reads the keys). Without it the line discipline stays as it is
    /// (a live board reading a pipe keeps Ctrl-C as SIGINT).
    public static let rawInput = TerminalFeatures(rawValue: 16)
    /// Grapheme clusters drawn as one (mode 2027): only for a terminal that said it has the
    /// mode (see `TerminalWidthProbe`), so not part of `all`.
    public static let graphemeClustering = TerminalFeatures(rawValue: 32)
    /// Mouse reports (SGR: presses, releases, drags and the wheel) as input: on only while
    /// the session owns the terminal, off on every way out. A setting, so not part of `all`.
    public static let mouse = TerminalFeatures(rawValue: 64)
    /// The window's title kept on the terminal's title stack while the session sets its own,
    /// and put back afterwards. A setting, so not part of `all`.
    public static let windowTitle = TerminalFeatures(rawValue: 128)
    /// All of them.
    public static let all: TerminalFeatures = [
        .alternateScreen, .hiddenCursor, .bracketedPaste, .noAutowrap, .rawInput,
    ]
}

/// Owns a terminal for a full-screen session: raw mode plus the chosen features, and
/// putting everything back exactly as it was.
///
/// `enter()` saves the terminal's settings and switches to raw mode; `restore()` writes the
/// settings saved back and undoes the features. Both are idempotent, so every exit path
/// (quit, a signal, an error, `deinit`) may call `restore()` without care; a crash while the
/// session is active gives the terminal back too (see `TerminalRescue`). For SIGTSTP:
/// `restore()`, stop (see `SignalPipe.stopProcess()`), then `enter()` again on SIGCONT.
public final class TerminalSession {
    /// The terminal's input (read in raw mode; its settings are the ones changed).
    public let input: Int32
    /// Where the session's escape sequences are written.
    public let output: Int32
    /// What the session turns on.
    public private(set) var features: TerminalFeatures
    /// The writer of the session's frames: its picture (kitty's, which outlives the
    /// alternate screen) is taken away before the terminal is given back.
    public var frameWriter: FrameWriter?
    private var saved: termios?

    /// A session on `input` and `output` (not entered yet).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, features: TerminalFeatures = .all) {
        self.input = input
        self.output = output
        self.features = features
    }

    deinit { restore() }

    /// Whether the session owns the terminal now.
    public var isActive: Bool { saved != nil }

    /// Saves the terminal's settings, switches to raw mode and turns the features on;
    /// does nothing when already active. Keys typed before are kept, not flushed.
    ///
    /// - Throws: `TerminalError` when `input` is not a terminal or refuses the settings
    ///   (nothing is changed then).
    public func enter() throws(TerminalError) {
        guard saved == nil else { return }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .current("tcgetattr") }
        if features.contains(.rawInput) {
            var raw = RawMode.settings(from: original)
            guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .current("tcsetattr") }
        }
        saved = original
        TerminalRescue.arm(input: input, output: output, settings: original, leave: leaveSequence)
        FileDescriptorWriter.writeAll(enterSequence, to: output)
    }

    /// Turns `feature` (mouse reports, say, when their setting changes) on or off from now on:
    /// at once while the session owns the terminal, else when it next does.
    public func set(_ feature: TerminalFeatures, on: Bool) {
        guard features.contains(feature) != on else { return }
        let change = TerminalSession(input: input, output: output, features: feature)
        if isActive {
            FileDescriptorWriter.writeAll(
                on ? change.enterSequence : change.leaveSequence(resetting: false), to: output)
        }
        if on { features.insert(feature) } else { features.remove(feature) }
        if let saved { TerminalRescue.arm(input: input, output: output, settings: saved, leave: leaveSequence) }
    }

    /// Turns the features off and puts the saved settings back; does nothing when not active.
    public func restore() {
        guard var original = saved else { return }
        saved = nil
        TerminalRescue.disarm()
        if let frameWriter {
            FileDescriptorWriter.writeAll(frameWriter.farewell, to: output)
            frameWriter.invalidate()
        }
        FileDescriptorWriter.writeAll(leaveSequence, to: output)
        while tcsetattr(input, TCSADRAIN, &original) != 0 && errno == EINTR {}
    }

    /// The escapes that turn the features on.
    var enterSequence: String {
        var sequence = ""
        if features.contains(.alternateScreen) { sequence += ControlSequence.enterAlternateScreen }
        if features.contains(.hiddenCursor) { sequence += ControlSequence.hideCursor }
        if features.contains(.bracketedPaste) { sequence += ControlSequence.enableBracketedPaste }
        if features.contains(.noAutowrap) { sequence += ControlSequence.disableAutowrap }
        if features.contains(.graphemeClustering) { sequence += ControlSequence.enableGraphemeClustering }
        if features.contains(.mouse) { sequence += ControlSequence.enableMouse }
        if features.contains(.windowTitle) { sequence += TerminalNotification.saveTitle }
        return sequence
    }

    /// The escapes that turn the features off, attributes reset first.
    var leaveSequence: String { leaveSequence(resetting: true) }

    /// The escapes that turn the features off, attributes reset first when `resetting`.
    func leaveSequence(resetting: Bool) -> String {
        var sequence = resetting ? ControlSequence.resetAttributes : ""
        if features.contains(.mouse) { sequence += ControlSequence.disableMouse }
        if features.contains(.windowTitle) { sequence += TerminalNotification.restoreTitle }
        if features.contains(.noAutowrap) { sequence += ControlSequence.enableAutowrap }
        if features.contains(.graphemeClustering) { sequence += ControlSequence.disableGraphemeClustering }
        if features.contains(.bracketedPaste) { sequence += ControlSequence.disableBracketedPaste }
        if features.contains(.hiddenCursor) { sequence += ControlSequence.showCursor }
        if features.contains(.alternateScreen) { sequence += ControlSequence.leaveAlternateScreen }
        return sequence
    }
}

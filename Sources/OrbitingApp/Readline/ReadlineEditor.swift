import CReadline

#if canImport(Glibc)
    import Glibc
#endif

/// The one adapter between Orbiting and GNU readline: readline edits, Orbiting draws.
///
/// Readline runs in its callback mode with no terminal of its own: it gets keys from
/// `feed(_:)` through its `getc` hook, prepares nothing, catches no signals, completes no
/// file names and writes only to /dev/null. Its redisplay hook just notes that the line
/// changed; Home reads `edit` and draws the message huge. Orbiting's actions are named
/// readline functions (`orbiting-clear`, …) bound before `~/.inputrc` is read, so a
/// `$if orbiting` section can rebind them.
///
/// Readline keeps one editor per process in C globals, so there is at most one
/// `ReadlineEditor` at a time, used from one thread.
public final class ReadlineEditor {
    /// The editor readline's hooks report to.
    nonisolated(unsafe) static var current: ReadlineEditor?

    var pending: [UInt8] = []
    var position = 0
    private var events: [ReadlineEvent] = []
    /// The Ctrl-R search in progress: Orbiting's own, so it follows the one search rule.
    var search: ReadlineSearch?
    var searcher = HistorySearcher()
    private var sink: UnsafeMutablePointer<FILE>?
    /// Whether readline changed the line since `takeChanges()`.
    public internal(set) var hasChanges = true

    /// Sets readline up and loads `history` (oldest first) as its history.
    public init(history: [String]) {
        ReadlineEditor.current?.close()
        ReadlineEditor.current = self
        Self.useUTF8()
        // Readline must never write to the terminal; without /dev/null it would use stdout.
        sink = fopen("/dev/null", "r+") ?? tmpfile()
        orbiting_rl_set_name("orbiting")
        orbiting_rl_configure(
            { _ in ReadlineEditor.current?.nextByte() ?? EOF },
            { ReadlineEditor.current?.hasChanges = true },
            { ReadlineEditor.current.map { $0.position < $0.pending.count ? 1 : 0 } ?? 0 },
            sink
        )
        _ = rl_variable_bind("bell-style", "none")
        // Edits to an earlier message stay off the history entry: Up shows messages as kept.
        _ = rl_variable_bind("revert-all-at-newline", "on")
        Self.bindActions()
        replaceHistory(history)
        rl_callback_handler_install("") { line in ReadlineEditor.current?.accept(line) }
    }

    /// Hands readline `bytes` from the terminal, one at a time, until they are used up or
    /// readline reports an event (Enter, an Orbiting action, end of input), so the caller
    /// can act on it before the next key: an action may leave Home.
    ///
    /// - Returns: the bytes not given to readline yet.
    public func feed(_ bytes: [UInt8]) -> [UInt8] {
        pending = bytes
        position = 0
        defer {
            pending = []
            position = 0
        }
        let before = events.count
        while position < pending.count {
            if search != nil {
                searchKey()
                continue
            }
            rl_callback_read_char()
            if events.count > before { return Array(pending[position...]) }
        }
        return []
    }

    /// The events since the last call, oldest first.
    public func takeEvents() -> [ReadlineEvent] {
        defer { events = [] }
        return events
    }

    /// The line as it is now, and forgets that it changed.
    public func takeEdit() -> HomeEdit {
        hasChanges = false
        return edit
    }

    /// The line as it is now.
    public var edit: HomeEdit {
        let bytes = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(orbiting_rl_line_buffer()).assumingMemoryBound(to: UInt8.self),
                count: strlen(orbiting_rl_line_buffer())))
        let point = max(0, min(Int(orbiting_rl_point()), bytes.count))
        let text = String(decoding: bytes, as: UTF8.self)
        let cursor = String(decoding: bytes[..<point], as: UTF8.self).count
        let recalled = orbiting_rl_current_history_line().map { String(cString: $0) == text } ?? false
        let shown = search.map { HistorySearch(query: $0.query, failed: $0.failed) }
        return HomeEdit(text: text, cursor: cursor, search: shown, isRecalled: recalled)
    }

    /// Replaces the line with `text`, the edit position at its end.
    public func replaceLine(_ text: String) {
        rl_replace_line(text, 1)
        orbiting_rl_set_point(Int32(clamping: text.utf8.count))
        using_history()
        hasChanges = true
    }

    /// Adds `text` to readline's history (Up recalls it) unless it is already the newest entry.
    public func remember(_ text: String) {
        // Up starts again from the newest, this one, unless the person is walking the
        // history right now (then their place in it stays).
        let walking = where_history() < orbiting_rl_history_length()
        defer { if !walking { using_history() } }
        if let newest = orbiting_rl_newest_history_line(), String(cString: newest) == text { return }
        add_history(text)
    }

    /// Takes `text` off readline's history when it is the newest entry (a draft replaced).
    public func forgetNewest(_ text: String) {
        guard let newest = orbiting_rl_newest_history_line(), String(cString: newest) == text else { return }
        orbiting_rl_remove_newest_history()
        using_history()
    }

    /// Makes `history` (oldest first) readline's whole history, as after messages were deleted.
    public func replaceHistory(_ history: [String]) {
        rl_clear_history()
        for text in history { add_history(text) }
        using_history()
    }

    /// Takes readline's callback handler off and forgets the editor.
    public func close() {
        guard ReadlineEditor.current === self else { return }
        rl_callback_handler_remove()
        ReadlineEditor.current = nil
        // Readline keeps the streams: point them at nothing before the file is closed.
        orbiting_rl_forget_streams()
        if let sink { fclose(sink) }
        sink = nil
    }

    deinit { close() }

    // MARK: Hooks

    /// The next byte `feed(_:)` gave; end of input after them. The run loop hands over whole
    /// keys, sequences and pastes (`InputFramer`), so readline never needs to wait for more.
    private func nextByte() -> Int32 {
        guard position < pending.count else { return EOF }
        defer { position += 1 }
        return Int32(pending[position])
    }

    private func accept(_ line: UnsafeMutablePointer<CChar>?) {
        guard let line else {
            events.append(.endOfInput)
            return
        }
        let text = String(cString: line)
        let recalled = orbiting_rl_current_history_line().map { String(cString: $0) == text } ?? false
        free(line)
        using_history()
        events.append(.accepted(text, isRecalled: recalled))
        hasChanges = true
    }

    fileprivate static func report(_ action: HomeAction) -> Int32 {
        guard let editor = current else { return 0 }
        switch action {
        case .lineBreak:
            rl_insert_text("\n")
        case .keep:
            return rl_newline(1, 10)
        default:
            editor.events.append(.action(action))
        }
        editor.hasChanges = true
        return 0
    }

    /// Readline edits UTF-8 only when the C library's character type is UTF-8.
    private static func useUTF8() {
        _ = setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
        if codeset != "UTF-8" && codeset != "UTF8" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    nonisolated(unsafe) private static var bound = false

    /// Names each action and binds its default keys (before `~/.inputrc` is read, so the
    /// file wins); Tab inserts itself instead of completing file names.
    private static func bindActions() {
        guard !bound else { return }
        bound = true
        for action in HomeAction.allCases {
            let function = commandFunction(action)
            // Readline keeps the name's pointer: it must live as long as the process.
            _ = rl_add_defun(strdup(action.rawValue), function, -1)
            for keys in action.defaultKeys { _ = rl_bind_keyseq(keys, function) }
        }
        _ = rl_bind_key(9, orbiting_rl_insert_function())
        // Ctrl-R is Orbiting's search (readline's own folds nothing); `\C-r: orbiting-search`.
        let search: @convention(c) (Int32, Int32) -> Int32 = { _, _ in ReadlineEditor.current?.startSearch() ?? 0 }
        _ = rl_add_defun(strdup("orbiting-search"), search, -1)
        _ = rl_bind_keyseq("\u{12}", search)
    }

    private static func commandFunction(_ action: HomeAction) -> @convention(c) (Int32, Int32) -> Int32 {
        switch action {
        case .keep: { _, _ in ReadlineEditor.report(.keep) }
        case .lineBreak: { _, _ in ReadlineEditor.report(.lineBreak) }
        case .clear: { _, _ in ReadlineEditor.report(.clear) }
        case .shake: { _, _ in ReadlineEditor.report(.shake) }
        case .history: { _, _ in ReadlineEditor.report(.history) }
        case .help: { _, _ in ReadlineEditor.report(.help) }
        case .settings: { _, _ in ReadlineEditor.report(.settings) }
        case .about: { _, _ in ReadlineEditor.report(.about) }
        case .web: { _, _ in ReadlineEditor.report(.web) }
        case .quit: { _, _ in ReadlineEditor.report(.quit) }
        case .interrupt: { _, _ in ReadlineEditor.report(.interrupt) }
        case .suspend: { _, _ in ReadlineEditor.report(.suspend) }
        case .rotate: { _, _ in ReadlineEditor.report(.rotate) }
        case .inverse: { _, _ in ReadlineEditor.report(.inverse) }
        case .favorite1: { _, _ in ReadlineEditor.report(.favorite1) }
        case .favorite2: { _, _ in ReadlineEditor.report(.favorite2) }
        case .favorite3: { _, _ in ReadlineEditor.report(.favorite3) }
        case .favorite4: { _, _ in ReadlineEditor.report(.favorite4) }
        case .favorite5: { _, _ in ReadlineEditor.report(.favorite5) }
        case .favorite6: { _, _ in ReadlineEditor.report(.favorite6) }
        case .favorite7: { _, _ in ReadlineEditor.report(.favorite7) }
        case .favorite8: { _, _ in ReadlineEditor.report(.favorite8) }
        case .favorite9: { _, _ in ReadlineEditor.report(.favorite9) }
        }
    }
}

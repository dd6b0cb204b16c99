import OrbitingCore
import OrbitingTerminal

/// The whole state of a full-screen session and the one place it changes: `update` takes
/// an event and returns the effects to carry out; drawing reads the state.
public struct SessionModel: Sendable {
    /// How long the text must stay unchanged before it is saved on its own.
    public static let idleSave: Duration = .seconds(5)
    /// How often History's relative times ("5 min ago") are drawn again.
    public static let timesRefresh: Duration = .seconds(30)
    /// How long a notice stays in the status row.
    public static let noticeTime: Duration = .seconds(3)

    /// The screen in front.
    public private(set) var front: ScreenID = .home
    /// The screen in front when it is not Home (nil while History loads).
    public var screen: (any Screen)?
    /// The screen Help was opened from (History, Settings), which closing Help brings back.
    private var beneathHelp: (id: ScreenID, screen: any Screen)?
    /// Home, kept as it was while another screen is in front.
    public var home = HomeState()
    /// The settings in use.
    public var settings: Settings
    /// The window.
    public var size: TerminalSize
    /// The flash in progress.
    public var flash: Flash?
    /// Makes the screens other than Home.
    public var screens: ScreenFactory
    /// Which way the big text faces (the rotation setting, `--rotate`, `--mirror`, the Home key).
    public var orientation: Orientation
    /// Whether text and background colours are swapped (the inverse key), until pressed again.
    public var isInverted = false
    /// The mouse as the model follows it: a press on Home that may become a swipe, and the
    /// last click (for double clicks).
    var pointer = PointerState()

    /// Creates a session: Home, or Welcome on the first run; a kiosk opens locked on Home.
    public init(
        settings: Settings, size: TerminalSize, screens: ScreenFactory, orientation: Orientation? = nil,
        kiosk: KioskLock? = nil
    ) {
        self.settings = settings
        self.size = size
        self.screens = screens
        self.orientation = orientation ?? Orientation(halfTurned: settings.rotation == .halfTurn)
        home.kiosk = kiosk
        if !settings.hasSeenWelcome && kiosk == nil { open(.welcome) }
    }

    /// When something changes with time alone (the flash, a notice, the idle save, History's
    /// relative times), so the run loop must wake for it.
    public func nextDeadline(after now: Duration) -> Duration? {
        var deadlines: [Duration] = []
        if flash != nil { deadlines.append(now + .milliseconds(16)) }
        if let notice = home.notice, notice.until > now { deadlines.append(notice.until) }
        if let since = home.unsavedSince { deadlines.append(since + Self.idleSave) }
        if front == .history { deadlines.append(now + Self.timesRefresh) }
        return deadlines.min()
    }

    /// Applies `event` at `now`; returns what the run loop must do, in order.
    public mutating func update(_ event: SessionEvent, now: Duration) -> [SessionCommand] {
        switch event {
        case .edited(let edit):
            var commands: [SessionCommand] = []
            // Up or Ctrl-R leaves what was typed in readline's keeping: keep it here too.
            if !home.edit.text.isEmpty, !home.isRecalled, home.edit.search == nil, edit.isRecalled || edit.search != nil
            {
                commands = saveTyped()
            }
            let changed = edit.text != home.edit.text
            home.edit = edit
            if !edit.text.isEmpty {
                home.kept = nil
                if home.notice?.isHint == true { home.notice = nil }
            } else {
                commands += finishDraft()  // emptied by hand: the draft is a message of its own
            }
            if changed { home.unsavedSince = edit.text.isEmpty ? nil : now }
            return commands
        case .readline(let event):
            return readline(event, now: now)
        case .key(let key):
            return handle(key, now: now)
        case .resized(let size):
            self.size = size
            return []
        case .tick:
            if let flash, flash.amount(at: now) == nil { self.flash = nil }
            if let notice = home.notice, notice.until <= now { home.notice = nil }
            if let since = home.unsavedSince, now - since >= Self.idleSave { return saveTyped(asDraft: true) }
            return []
        case .historyLoaded(let messages):
            guard front == .history else { return [] }
            if var history = screen as? any MessageListScreen {
                history.replaceMessages(messages)
                screen = history
            } else {
                screen = screens.history(messages)
            }
            return []
        case .settingsChanged(let settings):
            if settings.rotation != self.settings.rotation { orientation.isHalfTurned = settings.rotation == .halfTurn }
            self.settings = settings
            return []
        case .favoriteLoaded(let number, let text):
            guard front == .home, home.kiosk == nil else { return [] }
            guard let text else {
                home.notice = HomeNotice(
                    .hintWith("home.hint.noFavorite", ["number": String(number)]), until: now + Self.noticeTime)
                return []
            }
            // A quick phrase is a kept message: shown at once, no copy, the next key starts anew.
            let commands = finishDraft()
            showKept(text, now: now)
            return commands + [.replaceLine("")]
        case .failed(let text):
            home.notice = HomeNotice(.problem(text), until: now + Self.noticeTime)
            return []
        case .terminate:
            return saveTyped() + [.exit]
        }
    }

    // MARK: Home

    private mutating func readline(_ event: ReadlineEvent, now: Duration) -> [SessionCommand] {
        switch event {
        case .accepted(let text, let recalled):
            guard SaveRules.decide(text, after: nil) == .save else {
                home.edit = HomeEdit()
                home.given = nil
                home.unsavedSince = nil
                home.kept = nil
                return []
            }
            let isCopy = recalled || text == home.lastSaved
            showKept(text, now: now)
            if isCopy { return finishDraft() }
            home.draft = nil
            return [.save(text), .remember(text)]
        case .endOfInput:
            return saveTyped() + [.exit]
        case .action(let action):
            return perform(action, now: now)
        }
    }

    mutating func perform(_ action: HomeAction, now: Duration) -> [SessionCommand] {
        switch action {
        case .keep, .lineBreak:
            return []  // readline's own: Enter arrives as `.accepted`, the break as an edit
        case .clear:
            return clearHome(now: now)
        case .shake:
            switch settings.shakeAction {
            case .clear: return clearHome(now: now)
            case .flash:
                flash = Flash(start: now)
                return settings.bell ? [.bell] : []
            case .none: return []
            }
        case .history:
            let saved = saveTyped()
            open(.history)
            return saved + [.loadHistory]
        case .help: open(.help)
        case .web: open(.web)
        case .settings: open(.settings)
        case .about: open(.about)
        case .quit, .interrupt: return saveTyped() + [.exit]
        case .suspend: return [.suspend]
        case .rotate:
            orientation = orientation.toggledHalfTurn
            let value = orientation.isHalfTurned ? RotationSetting.halfTurn : .upright
            return [.perform(.changeSetting(key: SettingKey.rotation.rawValue, value: .text(value.rawValue)))]
        case .inverse:
            isInverted.toggle()
        default:
            if let number = action.favoriteNumber { return saveTyped() + [.loadFavorite(number)] }
        }
        return []
    }

    /// Saves what is typed (the swipe left saves first), then empties Home.
    private mutating func clearHome(now: Duration) -> [SessionCommand] {
        let saved = saveTyped()
        if !home.shownText.isEmpty {
            home.notice = HomeNotice(.hint("home.hint.cleared"), until: now + Self.noticeTime)
        }
        home.kept = nil
        home.given = nil
        home.edit = HomeEdit()
        home.unsavedSince = nil
        return saved + [.replaceLine("")]
    }

    /// Home once a message is kept, with Enter or chosen in History: it stays on screen, the
    /// status row says it is kept, and the next key starts a new message.
    private mutating func showKept(_ text: String, now: Duration) {
        home.edit = HomeEdit()
        home.given = nil
        home.unsavedSince = nil
        home.kept = text
        home.lastSaved = text
        home.notice = HomeNotice(.hint("home.hint.kept"), until: now + Self.noticeTime)
    }

    /// Saves the edit buffer unless it is empty, unchanged since the last save, an earlier
    /// message recalled unchanged, or a history search in progress (it shows an old message).
    ///
    /// - Parameter asDraft: the idle save: a later save of this edit replaces it.
    private mutating func saveTyped(asDraft: Bool = false) -> [SessionCommand] {
        home.unsavedSince = nil
        let text = home.edit.text
        guard home.edit.search == nil, !home.isRecalled, text != home.given,
            SaveRules.decide(text, after: nil) == .save,
            text != home.lastSaved
        else { return asDraft ? [] : finishDraft() }
        home.lastSaved = text
        if asDraft {
            home.draft = text
            return [.saveDraft(text), .remember(text)]
        }
        home.draft = nil
        return [.save(text), .remember(text)]
    }

    /// Ends the draft: what the idle save kept stays, as a message of its own.
    private mutating func finishDraft() -> [SessionCommand] {
        guard home.draft != nil else { return [] }
        home.draft = nil
        return [.keepDraft]
    }

    /// Applies the effects a screen returned (a key's or the mouse's).
    mutating func apply(_ effects: [AppEffect], now: Duration) -> [SessionCommand] {
        var commands: [SessionCommand] = []
        for effect in effects { commands += apply(effect, now: now) }
        return commands
    }

    // MARK: Other screens

    private mutating func open(_ id: ScreenID) {
        front = id
        screen = id == .history ? nil : screens.make(id, settings)
        if id != .home && id != .history && screen == nil { front = .home }
    }

    private mutating func handle(_ key: KeyEvent, now: Duration) -> [SessionCommand] {
        if home.kiosk != nil {
            guard home.kiosk?.unlocks(with: key) == true else { return [] }
            home.kiosk = nil
            home.notice = HomeNotice(.hint("kiosk.unlocked"), until: now + Self.noticeTime)
            return []
        }
        if case .mouse(let event) = key { return mouse(event, now: now) }
        switch key {
        case .control("c"): return saveTyped() + [.exit]
        case .control("z"): return [.suspend]
        default: break
        }
        guard front != .home, var current = screen else { return [] }
        let effects = current.handle(key)
        screen = current
        return apply(effects, now: now)
    }

    /// What one effect of a screen asks of the session.
    private mutating func apply(_ effect: AppEffect, now: Duration) -> [SessionCommand] {
        var commands: [SessionCommand] = []
        switch effect {
        case .close:
            if front == .help, let beneath = beneathHelp {
                (front, screen) = (beneath.id, beneath.screen)
            } else {
                front = .home
                screen = nil
            }
            beneathHelp = nil
        case .showOnHome(let text):
            front = .home
            screen = nil
            beneathHelp = nil
            // A message chosen in History is a kept one: shown, no copy, the next key starts anew.
            commands += finishDraft()
            showKept(text, now: now)
            commands.append(.replaceLine(""))
        case .open(let id):
            // Help opened from History or Settings goes back there when it closes.
            beneathHelp = id == .help && front != .home ? screen.map { (front, $0) } : nil
            if id == .history {
                commands += perform(.history, now: now)
            } else {
                open(id)
            }
        case .quit:
            commands += saveTyped() + [.exit]
        case .bell:
            commands.append(.bell)
        case .reloadHistory:
            commands.append(.loadHistory)
        case .delete, .clearAll, .clearFavorites:
            // The message kept last may be gone: keeping the same text again must save it.
            home.lastSaved = nil
            commands.append(.perform(effect))
        case .setFavorite, .changeSetting, .resetSettings, .markWelcomeSeen, .copy:
            commands.append(.perform(effect))
        }
        return commands
    }
}

/// Makes the screens other than Home, so the model does not depend on how each is built.
public struct ScreenFactory: Sendable {
    /// History from the store's messages, oldest first.
    public var history: @Sendable ([Message]) -> any Screen
    /// Settings, Help, About and Welcome, given the settings in use; nil for a screen that
    /// cannot be made (the session then stays on Home).
    public var make: @Sendable (ScreenID, Settings) -> (any Screen)?

    /// Creates a factory.
    public init(
        history: @escaping @Sendable ([Message]) -> any Screen,
        make: @escaping @Sendable (ScreenID, Settings) -> (any Screen)?
    ) {
        self.history = history
        self.make = make
    }
}

import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

extension SessionProgram {
    /// Applies `event` to the model, then carries out its commands; the events those
    /// produce (a loaded history, changed settings, a failure) are applied in turn.
    func apply(_ event: SessionEvent) async {
        queued.append(event)
        while !queued.isEmpty {
            let next = queued.removeFirst()
            let wasChanging = changesWithTime
            let commands = model.update(next, now: now)
            // Time alone changes the frame only while something moves, and once more as it ends.
            if case .tick = next, commands.isEmpty, !wasChanging { continue }
            effects.append(.draw)
            for command in commands { await execute(command) }
        }
        publishToRoom()
        serveToWeb()
        prepareScreen()
    }

    /// Offers Home to the room, if there is one (it sends only what changed, off this
    /// thread), and shows the connection in the status row.
    private func publishToRoom() {
        guard let room = services.room else { return }
        room.offer(model.home, settings: model.settings)
        let status = room.status
        if model.home.room != status {
            model.home.room = status
            effects.append(.draw)
        }
    }

    /// Whether the frame changes with time alone now (the flash, a notice, History's times).
    private var changesWithTime: Bool { model.flash != nil || model.home.notice != nil || model.front == .history }

    private func execute(_ command: SessionCommand) async {
        switch command {
        case .save(let text):
            await replaceDraft(with: text, keepingDraft: false)
        case .saveDraft(let text):
            await replaceDraft(with: text, keepingDraft: true)
        case .keepDraft:
            draft = nil
        case .replaceLine(let text):
            editor?.replaceLine(text)
            _ = editor?.takeEdit()
        case .remember(let text):
            editor?.remember(text)
        case .loadHistory:
            do {
                queued.append(.historyLoaded(try services.messages.all()))
            } catch {
                // History opens empty rather than not at all, and says why.
                queued.append(.historyLoaded([]))
                fail(error)
            }
        case .perform(let effect):
            await perform(effect)
        case .bell:
            effects.append(.ring)
        case .suspend:
            await suspend()
        case .exit:
            effects.append(.quit(signalStatus ?? 0))
        case .loadFavorite(let number):
            await loadFavorite(number)
        }
    }

    private func perform(_ effect: AppEffect) async {
        switch effect {
        case .setFavorite(let id, let isFavorite):
            store { () throws(StoreError) in _ = try self.services.messages.setFavorite(isFavorite, idPrefix: id) }
        case .delete(let id):
            store { () throws(StoreError) in _ = try self.services.messages.delete(idPrefix: id) }
            editor?.replaceHistory(recentMessages())
        case .clearAll:
            store { () throws(StoreError) in _ = try self.services.messages.clear(keepFavorites: false) }
            editor?.replaceHistory(recentMessages())
        case .clearFavorites:
            store { () throws(StoreError) in _ = try self.services.messages.clearFavorites() }
            editor?.replaceHistory(recentMessages())
        case .changeSetting(let key, let value):
            await changeSettings { _ = $0.set(key, to: value) }
        case .resetSettings:
            await changeSettings { settings in
                // Welcome, once seen, stays seen: reset what Settings lists.
                for key in SettingsScreen.listedKeys { settings.reset(key) }
            }
        case .copy(let text):
            copy(text)
        case .markWelcomeSeen:
            await changeSettings { _ = $0.set(SettingKey.hasSeenWelcome.rawValue, to: .flag(true)) }
        case .close, .showOnHome, .reloadHistory, .open, .bell, .quit:
            break  // the model's own
        }
    }

    /// Keeps `text`, in place of the pending draft if there is one (store and readline's
    /// history alike); with `keepingDraft`, `text` becomes the draft.
    private func replaceDraft(with text: String, keepingDraft: Bool) async {
        if let previous = draft {
            draft = nil
            store { () throws(StoreError) in _ = try self.services.messages.delete(idPrefix: previous.id) }
            editor?.forgetNewest(previous.text)
        }
        store { () throws(StoreError) in
            let result = try self.services.messages.add(text)
            if keepingDraft, case .saved(let message) = result { self.draft = (message.id, text) }
        }
    }

    /// Runs a store operation; a failure is shown and reported at exit.
    private func store(_ body: () throws(StoreError) -> Void) {
        do {
            try body()
        } catch {
            fail(error)
        }
    }

    /// The terminal answered the picture questions late: `auto` picks again with what it said.
    public func renderAfterLateAnswer(_ support: GraphicsSupport) -> RenderTarget? {
        services.looks = services.looks.afterLateAnswer(support)
        let render = look.render
        look = services.looks.look(for: model.settings)
        return look.render != render ? look.render : nil
    }

    private func changeSettings(_ change: @escaping @Sendable (inout Settings) -> Void) async {
        do {
            let settings = try services.settings.update(change)
            look = services.looks.look(for: settings)
            effects.append(.restyle(depth: look.depth, render: look.render))
            if settings.font != fontName || look.l10n.code != fontLanguage {
                fontName = settings.font
                fontLanguage = look.l10n.code
                if let engine = services.engine(settings.font, fontLanguage) { view = HomeView(engine: engine) }
            }
            followFeatures(settings)
            queued.append(.settingsChanged(settings))
            effects.append(.redraw)
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: StoreError) {
        let text = services.describe(error, look.l10n)
        problems.append(text)
        queued.append(.failed(text))
    }
}

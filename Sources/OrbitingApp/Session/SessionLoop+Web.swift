import OrbitingCore

extension SessionLoop {
    /// Hands Home to the browser screen, if there is one (the server sends it on its own
    /// thread), and shows its address in the status row.
    func serveToWeb() {
        guard let web = services.web else { return }
        web.offer(model.home, settings: model.settings, language: look.l10n.code)
        if model.home.web == nil {
            model.home.web = web.status
            screen.requestFrame()
        }
    }
}

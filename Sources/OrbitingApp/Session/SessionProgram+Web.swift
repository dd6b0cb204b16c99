import OrbitingCore

extension SessionProgram {
    /// Hands Home to the browser screen, if there is one (the server sends it on its own
    /// thread; the status row shows its address from the start).
    func serveToWeb() {
        services.web?.offer(model.home, settings: model.settings, language: look.l10n.code)
    }
}

import OrbitingApp
import OrbitingCore
import OrbitingText
import OrbitingWeb

extension LaunchError {
    /// The localized error this is, with its exit status (`context` says a store error).
    func exit(_ context: CommandContext) -> OrbitingExit {
        let l10n = context.l10n
        switch self {
        case .notATerminal:
            return .message(l10n("session.error.notATerminal"), code: .usage)
        case .noKioskPhrase:
            return .message(l10n("kiosk.error.noPhrase"), code: .config)
        case .kioskPhrase(.store(let error)):
            return context.exit(for: error)
        case .kioskPhrase(.damaged(let path)):
            return .message(l10n("kiosk.error.damaged", ["path": TextSanitizer.escaped(path)]), code: .config)
        case .kioskPhrase(.shared(let path)):
            return .message(
                l10n("room.error.passwordFileShared", ["path": TextSanitizer.escaped(path)]), code: .config)
        case .webAddress(let flag):
            return .message(l10n("web.error.address", ["address": TextSanitizer.escaped(flag)]), code: .usage)
        case .web(let error):
            return error.exit(l10n)
        case .theme(let error):
            return error.exit(l10n)
        case .room(let error):
            return error.exit(l10n)
        }
    }
}

extension WebError {
    /// The localized error this is, with its exit status.
    func exit(_ l10n: Localizer) -> OrbitingExit {
        switch self {
        case .addressInUse(let address):
            return .message(l10n("web.error.inUse", ["address": TextSanitizer.escaped(address)]), code: .unavailable)
        case .cannotBind(let address, let reason):
            return .message(
                l10n(
                    "web.error.bind",
                    [
                        "address": TextSanitizer.escaped(address),
                        "reason": TextSanitizer.escaped(reason),
                    ]), code: .unavailable)
        case .noLANAddress:
            return .message(l10n("web.error.noLAN"), code: .unavailable)
        }
    }
}

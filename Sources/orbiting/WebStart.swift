import OrbitingCore
import OrbitingText
import OrbitingWeb

/// How `--web` reaches the parser (see `routingFlag`).
enum WebStart {
    /// The name `--web` has after `room` on its way to the parser.
    static let roomFlagName = "room-web"

    /// `--web` as the parser wants it. `--web` alone is `--web=` (the setting's address): the
    /// parser wants a value, so a bare `--web` (last, or before another option) gets an empty
    /// one. After `room`, `--web` is `--room-web`: the parser would hand it to the session's
    /// own `--web` otherwise.
    static func routingFlag(_ arguments: [String]) -> [String] {
        let room = arguments.firstIndex(of: "room")
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            let name = room.map { $0 < index } == true ? "--" + roomFlagName : "--web"
            let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
            if argument == "--" {
                result += arguments[index...]
                break
            } else if argument == "--web", next.map({ $0.hasPrefix("-") && $0 != "-" }) ?? true {
                result.append(name + "=")
            } else if argument == "--web" {
                result.append(name)
            } else if argument.hasPrefix("--web=") {
                result.append(name + argument.dropFirst("--web".count))
            } else {
                result.append(argument)
            }
        }
        return result
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

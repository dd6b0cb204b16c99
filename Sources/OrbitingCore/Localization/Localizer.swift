import Synchronization

/// Looks up the text a person reads, by key, in the chosen language.
///
/// Catalogues are flat `{"key": "text"}` maps (`Localizations/<code>.json`) with
/// `{name}` placeholders. A key missing from the chosen language falls back to
/// English; a key missing from English too is returned as the key itself, so a
/// gap is visible rather than silent.
public struct Localizer: Sendable {
    /// The language code in use (`en`, `de`, `zh_TW`, …).
    public let code: String
    private let tables: Tables

    /// Creates a localizer from a catalogue and its English fallback.
    public init(code: String, table: [String: String], fallback: [String: String]) {
        self.code = code
        self.tables = Tables(loaded: (table, fallback))
    }

    /// Creates a localizer whose catalogue and fallback are read by `load` on the first
    /// lookup, so a run that prints nothing localized never reads or parses a catalogue.
    public init(
        code: String, loading load: @escaping @Sendable () -> (table: [String: String], fallback: [String: String])
    ) {
        self.code = code
        self.tables = Tables(load: load)
    }

    /// The text for `key`, with each `{name}` replaced by `arguments[name]`.
    public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let (table, fallback) = tables.value
        let template = table[key] ?? fallback[key] ?? key
        return Localizer.fill(template, arguments)
    }

    /// Whether the catalogue (or its fallback) has `key`.
    public func has(_ key: String) -> Bool {
        let (table, fallback) = tables.value
        return table[key] != nil || fallback[key] != nil
    }

    /// The catalogue and its fallback, loaded once, on first use, by whichever thread asks first.
    private final class Tables: Sendable {
        typealias Pair = (table: [String: String], fallback: [String: String])
        private enum State {
            case pending(@Sendable () -> Pair)
            case loaded(Pair)
        }
        private let state: Mutex<State>

        init(loaded pair: Pair) { state = Mutex(.loaded(pair)) }
        init(load: @escaping @Sendable () -> Pair) { state = Mutex(.pending(load)) }

        var value: Pair {
            state.withLock { state in
                switch state {
                case .loaded(let pair):
                    return pair
                case .pending(let load):
                    let pair = load()
                    state = .loaded(pair)
                    return pair
                }
            }
        }
    }

    /// Replaces each `{name}` in `template` with `arguments[name]`; unknown names stay as written.
    public static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = arguments[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}

/// Looks up the text a person reads, by key, in the chosen language.
///
/// Catalogues are flat `{"key": "text"}` maps (`Localizations/<code>.json`) with
/// `{name}` placeholders. A key missing from the chosen language falls back to
/// English; a key missing from English too is returned as the key itself, so a
/// gap is visible rather than silent.
public struct Localizer: Sendable {
    /// The language code in use (`en`, `de`, `zh_TW`, …).
    public let code: String
    private let table: [String: String]
    private let fallback: [String: String]

    /// Creates a localizer from a catalogue and its English fallback.
    public init(code: String, table: [String: String], fallback: [String: String]) {
        self.code = code
        self.table = table
        self.fallback = fallback
    }

    /// The text for `key`, with each `{name}` replaced by `arguments[name]`.
    public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let template = table[key] ?? fallback[key] ?? key
        return Localizer.fill(template, arguments)
    }

    /// Whether the catalogue (or its fallback) has `key`.
    public func has(_ key: String) -> Bool { table[key] != nil || fallback[key] != nil }

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

import FoundationEssentials
import OrbitingText

extension Theme {
    /// Decodes a theme file: `{"name": …, "light": {role: "#rrggbb", …}, "dark": {…}}`.
    ///
    /// `name` is optional and defaults to `fallbackName` (the file name without `.json`).
    /// Unknown keys are ignored, so newer files still load.
    public static func decode(_ data: Data, fallbackName: String, isUserTheme: Bool = false) throws(ThemeFileError)
        -> Theme
    {
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            throw .notJSONObject
        }
        let name: String
        if let given = object["name"] {
            guard case .string(let text) = given else { throw .invalidName(given.jsonText) }
            name = text
        } else {
            name = fallbackName
        }
        guard isValidName(name) else { throw .invalidName(name) }
        return Theme(
            name: name,
            light: try decodePalette(object["light"], variant: .light),
            dark: try decodePalette(object["dark"], variant: .dark),
            isUserTheme: isUserTheme
        )
    }

    /// Whether `name` can name a theme: 1–40 ASCII letters, digits, `-` or `_`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 40
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
            }
    }

    private static func decodePalette(_ value: JSONValue?, variant: ThemeVariant) throws(ThemeFileError) -> Palette {
        guard case .object(let roles)? = value else { throw .missingVariant(variant) }
        func color(_ role: String, required: Bool) throws(ThemeFileError) -> RGBColor? {
            guard let raw = roles[role] else {
                if required { throw .missingRole(variant: variant, role: role) }
                return nil
            }
            guard case .string(let text) = raw, let color = RGBColor(hex: text) else {
                let value: String
                if case .string(let text) = raw { value = text } else { value = raw.jsonText }
                throw .invalidColor(variant: variant, role: role, value: value)
            }
            return color
        }
        func required(_ role: String) throws(ThemeFileError) -> RGBColor {
            guard let value = try color(role, required: true) else { throw .missingRole(variant: variant, role: role) }
            return value
        }
        return Palette(
            background: try required("background"),
            text: try required("text"),
            primary: try required("primary"),
            secondary: try required("secondary"),
            accent: try required("accent"),
            status: try color("status", required: false),
            selection: try color("selection", required: false),
            favorite: try color("favorite", required: false)
        )
    }

    /// The theme as a JSON value, the same shape as a theme file (every role included).
    public var jsonValue: JSONValue {
        func roles(_ palette: Palette) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: palette.roles.map { ($0.name, .string($0.color.hex)) }))
        }
        return .object([
            "name": .string(name), "light": roles(light), "dark": roles(dark), "user": .bool(isUserTheme),
            "drawn": .object(["light": roles(light.readable), "dark": roles(dark.readable)]),
        ])
    }
}

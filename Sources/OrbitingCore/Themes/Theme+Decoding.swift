import Foundation
import OrbitingText

extension Theme {
    /// Decodes a theme file: `{"name": …, "light": {role: "#rrggbb", …}, "dark": {…}}`.
    ///
    /// `name` is optional and defaults to `fallbackName` (the file name without `.json`).
    /// Unknown keys are ignored, so newer files still load.
    public static func decode(_ data: Data, fallbackName: String, isUserTheme: Bool = false) throws(ThemeFileError)
        -> Theme
    {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .notJSONObject
        }
        let name: String
        if let given = object["name"] {
            guard let text = given as? String else { throw .invalidName(String(describing: given)) }
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

    private static func decodePalette(_ value: Any?, variant: ThemeVariant) throws(ThemeFileError) -> Palette {
        guard let roles = value as? [String: Any] else { throw .missingVariant(variant) }
        func color(_ role: String, required: Bool) throws(ThemeFileError) -> RGBColor? {
            guard let raw = roles[role] else {
                if required { throw .missingRole(variant: variant, role: role) }
                return nil
            }
            guard let text = raw as? String, let color = RGBColor(hex: text) else {
                throw .invalidColor(variant: variant, role: role, value: String(describing: raw))
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

    /// The theme as a JSON-ready dictionary, the same shape as a theme file (every role included).
    public var jsonObject: [String: Any] {
        func roles(_ palette: Palette) -> [String: String] {
            Dictionary(uniqueKeysWithValues: palette.roles.map { ($0.name, $0.color.hex) })
        }
        return [
            "name": name, "light": roles(light), "dark": roles(dark), "user": isUserTheme,
            "drawn": ["light": roles(light.readable), "dark": roles(dark.readable)],
        ]
    }
}

/// Why a theme file could not be used. The executable turns each reason into localized text.
public enum ThemeFileError: Error, Sendable, Hashable {
    /// The file could not be read.
    case unreadable
    /// The name is not a regular file (a FIFO, a device such as `/dev/zero`, a folder).
    case notRegularFile
    /// The file is larger than any theme (`limit` bytes).
    case tooLarge(limit: Int)
    /// The file is not a JSON object.
    case notJSONObject
    /// `"light"` or `"dark"` is missing or is not an object.
    case missingVariant(ThemeVariant)
    /// A required role is missing from a variant.
    case missingRole(variant: ThemeVariant, role: String)
    /// A role's value is not a `#rrggbb` colour.
    case invalidColor(variant: ThemeVariant, role: String, value: String)
    /// The theme's name is empty or has characters other than letters, digits, `-` and `_`.
    case invalidName(String)
    /// Another theme already has this name (bundled themes win over user themes).
    case duplicateName(String)
}

/// A theme file that was skipped, with its path and the reason.
public struct ThemeProblem: Sendable, Hashable {
    /// The file's path.
    public var file: String
    /// Why it was skipped.
    public var error: ThemeFileError

    /// Creates a problem report.
    public init(file: String, error: ThemeFileError) {
        self.file = file
        self.error = error
    }
}

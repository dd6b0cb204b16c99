internal import CFontLibraries

extension OutlineFonts {
    /// Every family name of the scalable face fontconfig matches for `pattern`, in its order:
    /// a face may carry several (`DejaVu Sans` and `DejaVu Sans Light`), where the primary
    /// family is only the first. Empty when fontconfig cannot be loaded or matches nothing.
    ///
    /// Loads fontconfig: for the rare question whether a pattern's family is installed, not
    /// for drawing.
    public static func familyNames(matching pattern: String) -> [String] {
        guard let config = FontconfigConfiguration.shared.config, let base = orbiting_fc_parse(pattern) else {
            return []
        }
        defer { orbiting_FcPatternDestroy(base) }
        _ = orbiting_fc_require_outline(base)
        guard let found = orbiting_fc_match(config, base) else { return [] }
        defer { orbiting_FcPatternDestroy(found) }
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while orbiting_FcPatternGetString(found, "family", Int32(names.count), &value) == FcResultMatch, let value {
            names.append(String(cString: value))
        }
        return names
    }
}

/// Where Orbiting keeps its files.
///
/// Messages live in the data directory (`$XDG_DATA_HOME/orbiting`, else
/// `~/.local/share/orbiting`); settings and user themes in the config directory
/// (`$XDG_CONFIG_HOME/orbiting`, else `~/.config/orbiting`). `ORBITING_HOME=DIR`
/// or `--data-dir DIR` puts both under one directory (`DIR/data`, `DIR/config`),
/// which is what tests use.
public struct OrbitingPaths: Sendable, Equatable {
    /// The directory that holds the message store.
    public var data: String
    /// The directory that holds settings and user themes.
    public var config: String

    /// Creates paths from explicit directories.
    public init(data: String, config: String) {
        self.data = data
        self.config = config
    }

    /// Both directories under one root: `root/data` and `root/config`.
    public init(root: String) {
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.init(data: trimmed + "/data", config: trimmed + "/config")
    }

    /// Resolves the directories from an explicit override, then the environment.
    ///
    /// - Parameters:
    ///   - override: the `--data-dir` value, if given; it wins over everything.
    ///   - environment: the process environment (`ORBITING_HOME`, `XDG_*`, `HOME`).
    public static func resolve(override: String? = nil, environment: [String: String]) -> OrbitingPaths {
        if let override, !override.isEmpty { return OrbitingPaths(root: override) }
        if let home = environment["ORBITING_HOME"], !home.isEmpty { return OrbitingPaths(root: home) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        func base(_ key: String, _ fallback: String) -> String {
            // The XDG spec says relative values are invalid and must be ignored.
            if let value = environment[key], value.hasPrefix("/") { return value }
            return home + fallback
        }
        return OrbitingPaths(
            data: base("XDG_DATA_HOME", "/.local/share") + "/orbiting",
            config: base("XDG_CONFIG_HOME", "/.config") + "/orbiting"
        )
    }
}

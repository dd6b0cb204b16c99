import FoundationEssentials
import Glibc

/// The settings file (`settings.json` in the config directory), read merged with the
/// defaults and written with the stores' one lock-and-replace protocol (`FileLock.changing`).
/// `{"format": "orbiting.settings", "version": 1, "settings": {"theme": "neon", …}}`
///
/// Synchronous, as every store is: a change may wait for the lock and `fsync`s, which do
/// not belong on the cooperative thread pool.
public final class SettingsStore: Sendable {
    /// The config directory.
    public let directory: String
    private let warnings = StoreWarnings()
    private let clock: any StoreClock

    static let formatName = "orbiting.settings"
    /// The largest settings file read, in bytes (a real one is well under a kilobyte).
    static let maximumFileBytes = 1 << 20
    static let currentVersion = 1

    private struct File: Codable {
        var format: String
        var version: Int
        var settings: [String: SettingValue]
    }

    private var path: String { directory + "/settings.json" }

    /// Opens the settings in `directory`; nothing is created until the first change.
    public init(directory: String, clock: any StoreClock = SystemClock()) {
        self.directory = directory
        self.clock = clock
    }

    /// Returns and forgets what happened on the side (invalid values, a quarantined file).
    public func takeWarnings() -> [StoreWarning] {
        warnings.take()
    }

    /// The settings, merged with the defaults.
    public func load() throws(StoreError) -> Settings {
        let (settings, _) = try read()
        return settings
    }

    /// The settings in `directory`, merged with the defaults, for a one-shot command that
    /// only reads them (`orbiting show`) and has no store. A corrupt file is moved aside as
    /// `load()` does, and `warnings` say so.
    public static func load(directory: String, clock: any StoreClock = SystemClock()) throws(StoreError)
        -> (settings: Settings, warnings: [StoreWarning])
    {
        let result = try read(directory: directory, clock: clock)
        return (result.settings, result.warnings)
    }

    /// Changes the settings under the lock: re-reads the file, applies `change`, writes it back.
    @discardableResult
    public func update(_ change: (inout Settings) -> Void) throws(StoreError) -> Settings {
        try FileLock.changing(directory) { () throws(StoreError) -> Settings in
            var (settings, version) = try read()
            if version > Self.currentVersion { throw .newerVersion(path: path, version: version) }
            change(&settings)
            let file = File(format: Self.formatName, version: Self.currentVersion, settings: settings.storedValues)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(file) else { throw .writeFailed(path: path, errno: EINVAL) }
            try PosixFiles.writeAtomically(Array(data) + [10], to: path)
            return settings
        }
    }

    /// Reads the file: defaults when it is missing; a corrupt file is quarantined and the
    /// defaults used; an unreadable one is an error.
    private func read() throws(StoreError) -> (Settings, version: Int) {
        let result = try Self.read(directory: directory, clock: clock)
        warnings.append(contentsOf: result.warnings)
        return (result.settings, result.version)
    }

    /// Reads `settings.json` in `directory` (see `read()`), with what happened on the side.
    private static func read(directory: String, clock: any StoreClock) throws(StoreError)
        -> (settings: Settings, version: Int, warnings: [StoreWarning])
    {
        let path = directory + "/settings.json"
        guard let bytes = try PosixFiles.readRegularFile(path, limit: maximumFileBytes) else {
            return (Settings(), currentVersion, [])
        }
        guard let file = try? JSONDecoder().decode(File.self, from: Data(bytes)), file.format == formatName else {
            return (
                Settings(), currentVersion,
                [PosixFiles.quarantine(path, into: directory + "/quarantine", at: clock.now())]
            )
        }
        let (settings, problems) = Settings.merged(from: file.settings)
        return (settings, file.version, problems)
    }
}

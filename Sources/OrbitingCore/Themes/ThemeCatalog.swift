import FoundationEssentials
import Glibc

/// Every theme this run can use: the bundled nine in their fixed order, then the person's own.
///
/// The bundled themes are compiled into the binary; a file of the same name in the bundled
/// folder (`ORBITING_RESOURCES`, the install prefix, the repository) replaces one. Loading
/// never fails: an unreadable or invalid file is skipped and listed in `problems` with its
/// path and reason, and the compiled-in theme of that name stands in.
public struct ThemeCatalog: Sendable {
    /// The usable themes: bundled ones in `Theme.bundledNames` order, then user themes by name.
    public private(set) var themes: [Theme]
    /// The files that were skipped, and why.
    public private(set) var problems: [ThemeProblem]

    /// Creates a catalogue from already loaded themes.
    public init(themes: [Theme], problems: [ThemeProblem] = []) {
        self.themes = themes
        self.problems = problems
    }

    /// Loads the bundled themes (compiled in, or from `bundledDirectory`) and user themes from `userDirectory`.
    ///
    /// - Parameters:
    ///   - bundledDirectory: Orbiting's `themes/` folder, or nil when it was not found; its
    ///     files replace the compiled-in themes of the same name.
    ///   - userDirectory: `<config dir>/themes`; a missing folder simply adds nothing.
    public static func load(bundledDirectory: String?, userDirectory: String?) -> ThemeCatalog {
        var themes: [Theme] = []
        var problems: [ThemeProblem] = []
        for name in Theme.bundledNames {
            if let bundledDirectory, access(bundledDirectory + "/" + name + ".json", F_OK) == 0 {
                let path = bundledDirectory + "/" + name + ".json"
                switch loadFile(path, fallbackName: name, isUserTheme: false) {
                case .success(let theme) where theme.name == name:
                    themes.append(theme)
                    continue
                case .success(let theme):
                    problems.append(ThemeProblem(file: path, error: .invalidName(theme.name)))
                case .failure(let error):
                    problems.append(ThemeProblem(file: path, error: error))
                }
            }
            if let theme = Theme.compiledTheme(name) {
                themes.append(theme)
            }
        }
        if !themes.contains(where: { $0.name == Theme.defaultName }) {
            themes.insert(.builtInMono, at: 0)
        }
        if let userDirectory {
            let files = ((try? PosixFiles.names(in: userDirectory)) ?? [])
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
                .sorted()
            for file in files {
                let path = userDirectory + "/" + file
                switch loadFile(path, fallbackName: String(file.dropLast(5)), isUserTheme: true) {
                case .success(let theme):
                    if themes.contains(where: { $0.name.lowercased() == theme.name.lowercased() }) {
                        problems.append(ThemeProblem(file: path, error: .duplicateName(theme.name)))
                    } else {
                        themes.append(theme)
                    }
                case .failure(let error):
                    problems.append(ThemeProblem(file: path, error: error))
                }
            }
        }
        return ThemeCatalog(themes: themes, problems: problems)
    }

    /// The largest theme file read, in bytes: a theme is a few hundred bytes, so anything
    /// near this is not one, and reading it would cost every `show` its size in memory.
    public static let maximumFileBytes = 256 * 1024

    /// The theme called `name` (case-insensitive), or nil.
    public func theme(named name: String) -> Theme? {
        let wanted = name.lowercased()
        return themes.first { $0.name.lowercased() == wanted }
    }

    private static func loadFile(_ path: String, fallbackName: String, isUserTheme: Bool) -> Result<
        Theme, ThemeFileError
    > {
        let bytes: [UInt8]
        do {
            guard let read = try PosixFiles.readRegularFile(path, limit: maximumFileBytes) else {
                return .failure(.unreadable)
            }
            bytes = read
        } catch {
            switch error {
            case .notRegularFile: return .failure(.notRegularFile)
            case .tooLarge(_, let limit): return .failure(.tooLarge(limit: limit))
            default: return .failure(.unreadable)
            }
        }
        let data = Data(bytes)
        do {
            return .success(try Theme.decode(data, fallbackName: fallbackName, isUserTheme: isUserTheme))
        } catch {
            return .failure(error)
        }
    }
}

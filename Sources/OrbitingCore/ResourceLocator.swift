#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import OrbitingText

/// Finds Orbiting's data folders (`Localizations/`, `themes/`) at run time.
///
/// Looks, in order, in `$ORBITING_RESOURCES`, under the install prefix
/// (`<prefix>/bin/orbiting` → `<prefix>/share/orbiting/`, see `scripts/install`), and in
/// the repository when run from the build folder (`.build/<config>/orbiting` → `../../`).
/// When nothing is found the callers fall back to compiled-in English and mono.
public enum ResourceLocator {
    /// The directory holding `name` (for example `"Localizations"`), or nil when none is found.
    public static func directory(
        named name: String,
        executable: String = ResourceLocator.executablePath,
        environment: [String: String] = ProcessEnvironment.variables()
    ) -> String? {
        var candidates: [String] = []
        if let root = environment["ORBITING_RESOURCES"], !root.isEmpty {
            candidates.append(root + "/" + name)
        }
        let exeDir = PosixFiles.parentDirectory(of: executable)
        // Installed: <prefix>/bin/orbiting → <prefix>/share/orbiting/<name>.
        candidates.append(exeDir + "/../share/orbiting/" + name)
        // Build folder: .build/<config>/orbiting or .build/<triple>/<config>/orbiting → the repository.
        for up in ["/../..", "/../../.."] {
            candidates.append(exeDir + up + "/" + name)
        }
        for candidate in candidates {
            let standardized = standardized(candidate)
            var info = stat()
            if stat(standardized, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                return standardized
            }
        }
        return nil
    }

    /// The running executable's real path (`/proc/self/exe` on Linux), read once.
    public static let executablePath: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments.first ?? "" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// `path` with `.` and empty components removed and, in an absolute path, each `..`
    /// taking away the component before it (`/a/b/../c/./d` → `/a/c/d`, never above `/`);
    /// a relative path keeps its `..` (as Foundation's `standardizingPath` does).
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [String] = []
        for component in path.split(separator: "/") where component != "." {
            guard absolute, component == ".." else {
                components.append(String(component))
                continue
            }
            if !components.isEmpty { components.removeLast() }
        }
        let joined = components.joined(by: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

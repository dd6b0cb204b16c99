import OrbitingText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    ///
    /// A loop over the bytes: `split` and substring comparisons cost every `show` several times
    /// as much (generic code reached through metadata at run time).
    static func standardized(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        let absolute = bytes.first == slash
        // The components kept, joined by slashes, and where each one's slash (or it) begins.
        var kept: [UInt8] = []
        var starts: [Int] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            let component = bytes[start..<end]
            start = end + 1
            let dots = component.allSatisfy { $0 == dot } ? component.count : 0
            if component.isEmpty || dots == 1 { continue }
            if absolute, dots == 2 {
                if let last = starts.popLast() { kept.removeSubrange(last...) }
                continue
            }
            starts.append(kept.count)
            if !kept.isEmpty { kept.append(slash) }
            kept += component
        }
        let joined = String(decoding: kept, as: UTF8.self)
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

import Foundation

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
        executable: String = ResourceLocator.executablePath(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        var candidates: [String] = []
        if let root = environment["ORBITING_RESOURCES"], !root.isEmpty {
            candidates.append(root + "/" + name)
        }
        let exeDir = (executable as NSString).deletingLastPathComponent
        // Installed: <prefix>/bin/orbiting → <prefix>/share/orbiting/<name>.
        candidates.append(exeDir + "/../share/orbiting/" + name)
        // Build folder: .build/<config>/orbiting or .build/<triple>/<config>/orbiting → the repository.
        for up in ["/../..", "/../../.."] {
            candidates.append(exeDir + up + "/" + name)
        }
        var isDirectory: ObjCBool = false
        for candidate in candidates {
            let standardized = (candidate as NSString).standardizingPath
            if FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), isDirectory.boolValue {
                return standardized
            }
        }
        return nil
    }

    /// The running executable's real path (`/proc/self/exe` on Linux).
    public static func executablePath() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return CommandLine.arguments.first ?? ""
    }
}

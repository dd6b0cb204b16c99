import Foundation

/// Finds Orbiting's data folders (`Localizations/`, `themes/`) at run time.
///
/// Looks, in order, in `$ORBITING_RESOURCES`, next to the repository when run
/// from the build folder (`.build/<config>/orbiting` → `../../`), and under the
/// install prefix (`<prefix>/bin/orbiting` → `<prefix>/share/orbiting/`).
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
        // .build/<triple>/<config>/orbiting, .build/<config>/orbiting
        for up in ["/../..", "/../../.."] {
            candidates.append(exeDir + up + "/" + name)
        }
        candidates.append(exeDir + "/../share/orbiting/" + name)
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

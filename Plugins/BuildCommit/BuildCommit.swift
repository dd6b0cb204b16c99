import Foundation
import PackagePlugin

/// Records the commit the binary is built from, for `orbiting --version`.
///
/// Before every build it writes `BuildCommit.swift` (`enum BuildCommit { static let id = "…" }`)
/// from `git rev-parse`, with `-dirty` when tracked files have changed; outside a git
/// checkout the id is `unknown`. The file is rewritten only when the id changes, so an
/// unchanged tree rebuilds nothing.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = #"""
            set -u
            root="$1"; out="$2"
            id=$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null) || id=unknown
            if [ "$id" != unknown ] \
              && [ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
              id="$id-dirty"
            fi
            mkdir -p "$out"
            {
              echo '// Generated before each build by the BuildCommit plugin.'
              echo 'enum BuildCommit {'
              echo '    /// The commit this binary was built from.'
              printf '    static let id = "%s"\n' "$id"
              echo '}'
            } > "$out/BuildCommit.swift.new"
            if cmp -s "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"; then
              rm -f "$out/BuildCommit.swift.new"
            else
              mv "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"
            fi
            """#
        return [
            .prebuildCommand(
                displayName: "Recording the commit of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output
            )
        ]
    }
}

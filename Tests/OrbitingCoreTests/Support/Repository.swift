import Foundation

/// Paths inside this repository, for tests that check the shipped data files.
enum Repository {
    /// The repository root, found from this source file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `root/relative`.
    static func path(_ relative: String) -> String { root + "/" + relative }
}

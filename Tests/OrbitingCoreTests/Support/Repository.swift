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

    /// A fresh empty directory.
    static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("orbiting-core-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

import Foundation
import Testing

/// Golden frames: what a screen draws, kept as text files in `__Goldens__` beside the tests.
///
/// With `ORBITING_UPDATE_GOLDENS=1` in the environment a check writes its file instead and
/// records an issue, so that an update never passes silently: read the diff, then run again
/// without it.
enum Goldens {
    /// The folder of golden files.
    static let directory = ScreenFixtures.root + "/Tests/OrbitingAppTests/__Goldens__"

    /// Whether the goldens are being written anew.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["ORBITING_UPDATE_GOLDENS"] == "1" }

    /// Expects `text` to be the golden `name`.txt.
    static func expect(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = directory + "/" + name + ".txt"
        if isUpdating {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let written = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            let done = written ? "wrote" : "could not write"
            Issue.record(
                "\(done) \(path); check it and run again without ORBITING_UPDATE_GOLDENS",
                sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "no golden \(path); run with ORBITING_UPDATE_GOLDENS=1 to write it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == String(decoding: data, as: UTF8.self), "\(name) differs from its golden; the frame is:\n\(text)",
            sourceLocation: sourceLocation)
    }
}

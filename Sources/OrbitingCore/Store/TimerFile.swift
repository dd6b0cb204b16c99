import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The timers file, `timers.json`: running and paused timers, and the finished ones.
/// `{"format": "orbiting.timers", "version": 1, "timers": [...], "done": [...]}`, instants
/// as ISO 8601 in UTC.
struct TimerFile: Codable, Equatable {
    /// The format name the file carries.
    static let formatName = "orbiting.timers"
    /// The version this build writes; a file with a higher one makes the timers read-only.
    static let currentVersion = 1
    /// The file's name in the data directory.
    static let fileName = "timers.json"

    var format: String = formatName
    var version: Int = currentVersion
    /// Running and paused timers, in the order they were started.
    var timers: [TimerRecord] = []
    /// Finished and cancelled timers, in the order they ended.
    var done: [FinishedTimer] = []

    /// Just the header, to tell a newer file from a corrupt one when the rest does not decode.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// What a file's bytes turned out to be.
    enum Decoded: Equatable {
        /// A file this build reads (its version may be newer: then it is read-only).
        case file(TimerFile)
        /// A file from a newer version that this build cannot read.
        case newer(version: Int)
        /// Not a timers file: truncated, damaged or edited beyond repair.
        case corrupt
    }

    /// Decodes `bytes`, never throwing: a bad file is `.corrupt`.
    static func decode(_ bytes: [UInt8]) -> Decoded {
        let data = Data(bytes)
        let decoder = TimerCoding.decoder()
        if let file = try? decoder.decode(TimerFile.self, from: data), file.format == formatName, file.version >= 1 {
            return .file(file)
        }
        if let header = try? decoder.decode(Header.self, from: data), header.format == formatName,
           header.version > currentVersion {
            return .newer(version: header.version)
        }
        return .corrupt
    }

    /// The file's bytes, as `TimerCoding` writes JSON (safe to `cat`), with a final newline.
    func encoded() throws(StoreError) -> [UInt8] {
        guard let text = TimerCoding.json(self) else { throw .writeFailed(path: Self.fileName, errno: EINVAL) }
        return Array(text.utf8) + [0x0A]
    }
}

import Foundation

/// Writing one of the font caches' files: created 0600 in a directory created 0700, whole,
/// through a temporary file in the same directory and a rename, so a reader sees the old
/// file or the new one, never half of one. A cache that cannot be written only costs a
/// later start the work it would have saved, so failures are silent.
enum CacheFile {
    /// Replaces the file `name` in `directory` with `bytes`.
    static func replace(_ name: String, in directory: String, with bytes: [UInt8]) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            return
        }
        let file = directory + "/" + name
        let temporary = file + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes),
                                             attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}

import Foundation
import Testing

/// Another process holding the store's lock (a stopped import, say) never makes a command
/// hang: changes give up after a bounded wait with a clear word, listings need no lock.
@Suite(.needsFlock)
struct HeldLockTests {
    let home = StoreHome()

    /// Holds the exclusive lock on `path` in another process until it is terminated.
    private func holdLock(_ path: String) throws -> Process {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", "--close", path, "sleep", "60"]
        try holder.run()
        // Held once a non-blocking attempt from here fails.
        let fd = open(path, O_RDWR | O_CREAT, 0o600)
        defer { close(fd) }
        for _ in 0..<500 {
            if flock(fd, LOCK_EX | LOCK_NB) != 0 { return holder }
            flock(fd, LOCK_UN)
            usleep(10_000)
        }
        holder.terminate()
        throw CocoaError(.fileLocking)
    }

    @Test func aChangeGivesUpWithAClearWordAndListingsStillWork() throws {
        _ = try home.add("Before the lock")
        let holder = try holdLock(home.data + "/.lock")
        defer { holder.terminate(); holder.waitUntilExit() }

        let add = try home.run(["history", "add", "During the lock"])
        #expect(add.status == 75)
        #expect(add.stderr.contains("Another Orbiting is writing"), "\(add.stderr)")
        let favorite = try home.run(["history", "favorite", "b"])
        #expect(favorite.status == 75)

        let listing = try home.run(["history"])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.contains("Before the lock"))
        let json = try home.run(["history", "--json"])
        #expect(json.status == 0)
        #expect(try home.messages().map(\.text) == ["Before the lock"])
    }
}

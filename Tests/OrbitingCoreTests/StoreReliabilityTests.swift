import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

/// The reliability rows of engineering.md that run in-process: corruption, newer versions,
/// unreadable files, leftovers, and concurrent writers.
@Suite struct StoreReliabilityTests {
    static let segmentName = "messages-000001.json"

    /// A small valid segment's bytes.
    static let smallSegment: [UInt8] = {
        let messages = ["Back in 5", "Café ☕", "two\nlines"].enumerated().map { index, text in
            Message(
                id: "id-\(index)", text: text, createdAt: Date(timeIntervalSince1970: Double(1_700_000_000 + index)),
                isFavorite: index == 1)
        }
        return SegmentFile.encode(messages)
    }()

    /// Puts `bytes` in a fresh store as its only segment; returns the store's directory.
    func plant(_ bytes: [UInt8]) throws -> String {
        let directory = TestDirectory.make()
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + Self.segmentName))
        return directory
    }

    /// Reads a damaged store and checks the promise: the bytes are either still in place and
    /// decodable, or moved byte-identical to quarantine and reported; never lost, never an
    /// unreadable store; a later add works and leaves the quarantined copy alone.
    func checkDamaged(_ bytes: [UInt8]) async throws {
        let directory = try plant(bytes)
        let store = MessageStore(directory: directory, clock: SteppingClock())
        let read: [Message]
        do {
            read = try store.all()
        } catch {
            guard case .newerUnreadable = error else { throw error }
            // A flip that raised the version: read-only, and the file is untouched.
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + Self.segmentName)) == Data(bytes))
            return
        }
        let warnings = store.takeWarnings()
        if let copiedTo = warnings.lazy.compactMap(Self.copyOfPartlyReadFile).first {
            // Some records survived (or lost a member): they are read, the file stays, a
            // byte-identical copy is kept.
            #expect(try Data(contentsOf: URL(fileURLWithPath: copiedTo)) == Data(bytes))
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + Self.segmentName)) == Data(bytes))
            _ = try store.add("after the damage")
            #expect(try store.all().map(\.text).suffix(1) == ["after the damage"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: copiedTo)) == Data(bytes))
            return
        }
        if case .quarantined(_, let movedTo)? = warnings.first {
            #expect(read.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(bytes))
            #expect(!FileManager.default.fileExists(atPath: directory + "/" + Self.segmentName))
            do {
                _ = try store.add("after the damage")
            } catch {
                guard case .newerVersion = error else { throw error }
                return
            }
            #expect(try store.all().map(\.text) == ["after the damage"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(bytes))
        } else {
            #expect(warnings.isEmpty)
            #expect(!read.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + Self.segmentName)) == Data(bytes))
        }
    }

    /// Where a warning says a partly read file was copied, if it says so.
    static func copyOfPartlyReadFile(_ warning: StoreWarning) -> String? {
        switch warning {
        case .partlyUnreadable(_, _, let copiedTo), .missingFields(_, _, _, let copiedTo): return copiedTo
        default: return nil
        }
    }

    @Test func everyTruncationIsQuarantinedByteIdentical() async throws {
        let full = Self.smallSegment
        #expect(full.count > 100)
        var quarantined = 0
        for length in 0..<full.count {
            let directory = try plant(Array(full[..<length]))
            let store = MessageStore(directory: directory)
            let read = try store.all()
            if case .quarantined(_, let movedTo)? = store.takeWarnings().first {
                quarantined += 1
                #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(full[..<length]))
            } else {
                // Only cutting the final newline leaves a whole document.
                #expect(read.count == 3, "length \(length)")
            }
        }
        #expect(quarantined >= full.count - 2)
        for length in stride(from: 0, to: full.count, by: 7) {
            try await checkDamaged(Array(full[..<length]))
        }
    }

    @Test func randomByteFlipsNeverLoseTheFile() async throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<150 {
            var bytes = Self.smallSegment
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
            }
            try await checkDamaged(bytes)
        }
    }

    @Test func handEditedNonsenseAndInvalidUTF8AreQuarantined() async throws {
        // (A segment of ours whose records are bad is read record by record instead: see
        // PartlyUnreadableTests.)
        for bytes in [
            Array("not json at all".utf8), [0xFF, 0xFE, 0x00],
            Array("{\"format\":\"other\",\"version\":1,\"messages\":[]}".utf8),
        ] {
            let directory = try plant(bytes)
            let store = MessageStore(directory: directory)
            #expect(try store.all().isEmpty)
            guard case .quarantined(_, let movedTo)? = store.takeWarnings().first else {
                Issue.record("not quarantined: \(String(decoding: bytes, as: UTF8.self))")
                continue
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(bytes))
        }
    }

    @Test func aFileFromANewerVersionOpensReadOnly() async throws {
        let newer = String(decoding: Self.smallSegment, as: UTF8.self).replacingOccurrences(
            of: "\"version\": 1", with: "\"version\": 2")
        #expect(newer.contains("\"version\": 2"))
        let directory = try plant(Array(newer.utf8))
        let store = MessageStore(directory: directory)
        #expect(try store.all().count == 3)
        #expect(throws: StoreError.newerVersion(path: directory + "/" + Self.segmentName, version: 2)) {
            try store.add("new")
        }
        #expect(throws: StoreError.self) { try store.setFavorite(true, idPrefix: "id-0") }
        #expect(throws: StoreError.self) { try store.clear(keepFavorites: false) }
        #expect(try String(contentsOfFile: directory + "/" + Self.segmentName, encoding: .utf8) == newer)

        // A newer layout this build cannot read at all is an error, not corruption.
        let alien = #"{"format":"orbiting.messages","version":7,"messages":{"packed":"…"}}"#
        let alienDirectory = try plant(Array(alien.utf8))
        #expect(throws: StoreError.newerUnreadable(path: alienDirectory + "/" + Self.segmentName, version: 7)) {
            try MessageStore(directory: alienDirectory).all()
        }
        // Nothing was quarantined (and a read takes no lock, so it creates no lock file).
        #expect(names(in: alienDirectory) == [Self.segmentName])
    }

    @Test func anUnreadableSegmentIsAnErrorNotAnEmptyHistory() async throws {
        let directory = TestDirectory.make()
        // A directory where a segment should be: not a file at all, refused before any read
        // (even as root), never taken as empty.
        try FileManager.default.createDirectory(
            atPath: directory + "/" + Self.segmentName, withIntermediateDirectories: false)
        let store = MessageStore(directory: directory)
        #expect(throws: StoreError.notRegularFile(path: directory + "/" + Self.segmentName)) {
            try store.all()
        }
        #expect(throws: StoreError.self) { try store.add("x") }
    }

    /// A writer killed between writing its temporary file and renaming it leaves it behind:
    /// the next atomic write in that folder (any file: a kiosk phrase, a setting) removes it
    /// when its process is gone or it is over a minute old, and leaves a live writer's be.
    @Test func staleTemporaryFilesAreRemovedByAnyWriteInTheFolder() throws {
        let directory = TestDirectory.make("stale")
        let dead = directory + "/" + PosixFiles.temporaryPrefix + "999999999-killed"
        let old = directory + "/" + PosixFiles.temporaryPrefix + "\(getpid())-old"
        let live = directory + "/" + PosixFiles.temporaryPrefix + "\(getpid())-writing"
        for path in [dead, old, live] { _ = FileManager.default.createFile(atPath: path, contents: Data("half".utf8)) }
        var times = [timespec(tv_sec: time(nil) - 120, tv_nsec: 0), timespec(tv_sec: time(nil) - 120, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
        try PosixFiles.writeAtomically(Array("new".utf8), to: directory + "/kiosk-phrase")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func leftoverTemporaryFilesAreRemovedByTheNextWrite() async throws {
        let directory = TestDirectory.make()
        let leftover = directory + "/" + PosixFiles.temporaryPrefix + "4242-crashed"
        try Data("half a segm".utf8).write(to: URL(fileURLWithPath: leftover))
        let store = MessageStore(directory: directory)
        _ = try store.all()
        #expect(FileManager.default.fileExists(atPath: leftover))
        let modeBefore = mode(of: directory)
        _ = try store.add("hello")
        #expect(names(in: directory) == [".lock", Self.segmentName])
        // An existing directory keeps its owner's mode (only a created one is made 0700).
        #expect(mode(of: directory) == modeBefore)
        #expect(mode(of: directory + "/" + Self.segmentName) == 0o600)
        #expect(mode(of: directory + "/.lock") == 0o600)
    }

    @Test func existingParentDirectoriesKeepTheirMode() async throws {
        let parent = TestDirectory.make()
        #expect(chmod(parent, 0o755) == 0)
        let store = MessageStore(directory: parent + "/new/data")
        _ = try store.add("hello")
        #expect(mode(of: parent) == 0o755)
        #expect(mode(of: parent + "/new") == 0o700)
        #expect(mode(of: parent + "/new/data") == 0o700)
    }

    /// Reads of empty stores at once, as parallel test suites and `history` in several shells
    /// do. Under ThreadSanitizer (scripts/test) this caught reads that shared the standard
    /// library's one empty-array storage and wrote its count from every thread.
    @Test func emptyStoresReadAtOnceShareNothing() async throws {
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let store = MessageStore(directory: TestDirectory.make())
                    var total = 0
                    for _ in 0..<50 { total += try store.all().count }
                    return total
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 0, count: 8))
    }

    /// Runs `writers` stores over one directory at once, each adding `count` messages.
    static func concurrentAdds(directory: String, writers: Int, count: Int) async throws -> [Message] {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    let store = MessageStore(directory: directory, clock: SystemClock(), segmentCapacity: 40)
                    for index in 0..<count { _ = try store.add("w\(writer) #\(index)") }
                }
            }
            try await group.waitForAll()
        }
        return try MessageStore(directory: directory).all()
    }

    /// Problems with a concurrent run: lost or duplicated messages, or a writer's order broken.
    static func problems(in messages: [Message], writers: Int, count: Int) -> [String] {
        var problems: [String] = []
        if messages.count != writers * count { problems.append("\(messages.count) messages, not \(writers * count)") }
        for writer in 0..<writers {
            let own = messages.map(\.text).filter { $0.hasPrefix("w\(writer) #") }
            if own != (0..<count).map({ "w\(writer) #\($0)" }) {
                problems.append("writer \(writer): \(own.count) kept or out of order")
            }
        }
        return problems
    }

    /// Several store instances in one process (each its own actor, its own lock descriptor).
    /// The writers that really race are processes: StoreProcessTests, with its negative control.
    @Test func concurrentStoresInOneProcessLoseNothingAndKeepTheirOrder() async throws {
        let messages = try await Self.concurrentAdds(directory: TestDirectory.make(), writers: 8, count: 100)
        #expect(Self.problems(in: messages, writers: 8, count: 100) == [])
        // The checker itself sees a lost and a reordered message.
        let sample = ["w0 #0", "w0 #2", "w0 #1"].map { Message(text: $0, createdAt: Date()) }
        #expect(Self.problems(in: sample, writers: 1, count: 4).count == 2)
    }
}

import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The reliability rows of engineering.md that need whole processes: SIGKILLs, several
/// writers, a full disk, permissions, faults injected with strace, umask.
@Suite struct StoreProcessTests {
    let home = StoreHome()

    /// Runs 8 shell loops at once, each adding `w<k> #0…99` in order; returns the texts kept,
    /// oldest first. `preload` goes into `LD_PRELOAD` of every `orbiting` run.
    static func eightWriters(home: StoreHome, preload: String = "") throws -> [String] {
        let binary = OrbitingBinary.path
        let group = DispatchGroup()
        for writer in 0..<8 {
            group.enter()
            DispatchQueue.global().async {
                shell(
                    "for i in $(seq 0 99); do LD_PRELOAD='\(preload)' ORBITING_HOME='\(home.root)' '\(binary)' history "
                        + "add \"w\(writer) #$i\"; done"
                )
                group.leave()
            }
        }
        group.wait()
        return try home.messages().reversed().map(\.text)
    }

    @Test func eightProcessesTimesAHundredAddsGiveExactly800InOrder() throws {
        let kept = try Self.eightWriters(home: home)
        #expect(Self.writerProblems(kept, writers: 8, adds: 100) == [])
        #expect(try home.run(["history", "--json"]).stderr.isEmpty)
    }

    @Test(.needsCCompiler)
    func negativeControlWithoutTheLockTheSameRunLosesWrites() throws {
        // A shim that makes flock() succeed without locking: the same run, unprotected.
        let source = try home.file(
            "noflock.c", "int flock(int fd, int operation) { (void)fd; (void)operation; return 0; }\n")
        let shim = home.root + "/noflock.so"
        #expect(shell("cc -shared -fPIC -o '\(shim)' '\(source)'") == 0)
        let kept = try Self.eightWriters(home: home, preload: shim)
        #expect(!Self.writerProblems(kept, writers: 8, adds: 100).isEmpty, "8 unlocked writers lost nothing")
    }

    /// What is wrong with the texts kept by concurrent writers (oldest first): a count other
    /// than writers × adds, or a writer whose messages are missing or out of order.
    static func writerProblems(_ kept: [String], writers: Int, adds: Int) -> [String] {
        var problems: [String] = []
        if kept.count != writers * adds { problems.append("\(kept.count) kept, not \(writers * adds)") }
        for writer in 0..<writers
        where kept.filter({ $0.hasPrefix("w\(writer) #") }) != (0..<adds).map({ "w\(writer) #\($0)" }) {
            problems.append("writer \(writer) lost or reordered messages")
        }
        return problems
    }

    @Test func theWriterCheckCatchesALostAndAReorderedWrite() {
        let good = ["w0 #0", "w1 #0", "w0 #1", "w1 #1"]
        #expect(Self.writerProblems(good, writers: 2, adds: 2) == [])
        #expect(Self.writerProblems(["w0 #0", "w1 #0", "w1 #1"], writers: 2, adds: 2).count == 2)
        #expect(
            Self.writerProblems(["w0 #1", "w1 #0", "w0 #0", "w1 #1"], writers: 2, adds: 2) == [
                "writer 0 lost or reordered messages"
            ])
    }

    @Test func twoHundredSIGKILLsLoseNoAcknowledgedMessageAndCorruptNothing() throws {
        // Start near a segment boundary so kills also land while a new segment is made.
        let seed = (0..<990).map {
            #"{"id":"seed-\#($0)","text":"seed \#($0)","createdAt":"2026-01-01T00:00:00.000Z","isFavorite":false}"#
        }
        #expect(
            try home.run(["history", "import", try home.file("seed.json", "[" + seed.joined(separator: ",") + "]")])
                .status == 0)
        let started = Date()
        _ = try home.add("timing run")
        // Kill at a random moment before the expected end; the ceiling adapts so that about
        // half the writers are killed mid-way and half finish (and are acknowledged).
        var killer = RandomKill(ceiling: Date().timeIntervalSince(started))
        let (runs, kills, attempt) = try killer.crashLoop(home: home) { ["history", "add", "crash \($0)"] }
        let acknowledged = runs.map { "crash \($0)" }
        print("crash loop: \(kills) SIGKILLs, \(acknowledged.count) acknowledged adds, \(attempt) runs")
        #expect(kills >= 200)
        let listing = try home.run(["history", "--json"])
        #expect(listing.status == 0)
        #expect(listing.stderr.isEmpty, "a file was quarantined: \(listing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/quarantine"))
        let kept = Set(try home.messages().map(\.text))
        #expect(acknowledged.filter { !kept.contains($0) } == [])
        #expect(kept.count >= 991 + acknowledged.count)
        // The next writer cleans what the killed ones left behind.
        _ = try home.add("after the crashes")
        #expect(home.names(in: home.data).allSatisfy { !$0.hasPrefix(".tmp-") })
    }

    @Test(.needsTmpfs)
    func aFullDiskIsAnErrorAndTheOldFileStaysIntact() throws {
        let disk = try #require(SmallDisk(at: home.root + "/small", size: "96k"))
        defer { disk.unmount() }
        let mountPoint = disk.path
        let store = ["--data-dir", mountPoint]
        var acknowledged: [String] = []
        var failure: RunResult?
        for index in 0..<100 {
            let text = "\(index) " + String(repeating: "full disk ", count: 300)
            let result = try home.run(["history", "add", text] + store)
            if result.status != 0 {
                failure = result
                break
            }
            acknowledged.append(text)
        }
        let full = try #require(failure)
        #expect(full.status == 74)
        #expect(full.stderr.contains("disk is full"))
        #expect(acknowledged.count > 3)
        let listing = try home.run(["history", "--json"] + store)
        #expect(listing.status == 0)
        let kept = try JSONDecoder().decode([ExportedMessage].self, from: Data(listing.stdout.utf8))
        #expect(kept.map(\.text) == acknowledged.reversed())
        #expect(home.names(in: mountPoint + "/data").allSatisfy { !$0.hasPrefix(".tmp-") })
    }

    @Test(.needsRoot)
    func aFileThatCannotBeReadIsAnErrorNotAnEmptyHistory() throws {
        _ = try home.add("secret but mine")
        let segment = home.data + "/messages-000001.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: segment))
        #expect(shell("chown -R 65534:65534 '\(home.root)' && chmod 000 '\(segment)'") == 0)
        func asNobody(_ arguments: String) -> (Int32, String) {
            let errors = home.root + "/stderr.txt"
            let status = shell(
                "setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/tmp ORBITING_HOME='\(home.root)' "
                    + "'\(OrbitingBinary.path)' \(arguments) 2>'\(errors)' >/dev/null"
            )
            return (status, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
        }
        let (listStatus, listError) = asNobody("history")
        #expect(listStatus == 74)
        #expect(listError.contains("Cannot read") && listError.contains("Permission denied"))
        let (addStatus, _) = asNobody("history add 'must not replace the history'")
        #expect(addStatus == 74)
        shell("chmod 600 '\(segment)'")
        #expect(try Data(contentsOf: URL(fileURLWithPath: segment)) == before)
        // A directory that cannot be listed, and settings that cannot be read, are errors too.
        shell("chmod 000 '\(home.data)'")
        #expect(asNobody("history").0 == 74)
        shell("chmod 700 '\(home.data)'")
        #expect(asNobody("config set bell true").0 == 0)
        shell("chmod 000 '\(home.config)/settings.json'")
        let (configStatus, configError) = asNobody("config get bell")
        #expect(configStatus == 74 && configError.contains("settings.json"))
    }

    @Test(.needsStrace)
    func anIOErrorIsAnErrorNotAnEmptyHistory() throws {
        _ = try home.add("on a failing disk")
        let segment = home.data + "/messages-000001.json"
        let status = shell(
            "strace -f -qq -o /dev/null -P '\(segment)' -e trace=read -e inject=read:error=EIO env "
                + "ORBITING_HOME='\(home.root)' '\(OrbitingBinary.path)' history"
        )
        #expect(status == 74)
        #expect(try home.messages().map(\.text) == ["on a failing disk"])
    }

    @Test(.needsStrace)
    func aFailedFsyncIsAnErrorAndTheOldFileStaysIntact() throws {
        _ = try home.add("kept before the fault")
        let segment = home.data + "/messages-000001.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: segment))
        let status = shell(
            "strace -f -qq -o /dev/null -e trace=fsync -e inject=fsync:error=EIO env ORBITING_HOME='\(home.root)' "
                + "'\(OrbitingBinary.path)' history add 'never acknowledged'"
        )
        #expect(status == 74)
        #expect(try Data(contentsOf: URL(fileURLWithPath: segment)) == before)
        #expect(home.names(in: home.data).allSatisfy { !$0.hasPrefix(".tmp-") })
        #expect(try home.messages().map(\.text) == ["kept before the fault"])
    }

    /// Only the second fsync fails: the file's is fine, the directory's after the rename is
    /// not. The message is then kept (the rename happened), and the words must say so.
    @Test(.needsStrace)
    func aFailedDirectoryFsyncSaysWrittenButNotDurable() throws {
        _ = try home.add("kept before the fault")
        let errors = home.root + "/stderr.txt"
        let status = shell(
            "strace -f -qq -o /dev/null -e trace=fsync -e inject=fsync:error=EIO:when=2 env "
                + "ORBITING_HOME='\(home.root)' LANG=C.UTF-8 '\(OrbitingBinary.path)' history add 'written, not "
                + "durable' 2>'\(errors)' >/dev/null"
        )
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(status == 74)
        #expect(stderr.contains("was written") && stderr.contains("may be lost"), "\(stderr)")
        #expect(!stderr.contains("intact"))
        #expect(try home.messages().map(\.text) == ["written, not durable", "kept before the fault"])
    }

    @Test func aCorruptFileIsQuarantinedByteIdenticalAndReported() throws {
        _ = try home.add("lost to damage")
        let segment = home.data + "/messages-000001.json"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: segment))
        bytes.removeLast(9)
        try bytes.write(to: URL(fileURLWithPath: segment))
        let listing = try home.run(["history"])
        #expect(listing.status == 0)
        #expect(listing.stderr.contains("moved, unchanged"))
        let moved = home.names(in: home.data + "/quarantine")
        #expect(moved.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.data + "/quarantine/" + moved[0])) == bytes)
        _ = try home.add("a fresh start")
        #expect(try home.messages().map(\.text) == ["a fresh start"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.data + "/quarantine/" + moved[0])) == bytes)
    }

    @Test func aStoreFromANewerVersionOpensReadOnly() throws {
        _ = try home.add("from the future")
        let segment = home.data + "/messages-000001.json"
        let newer = try String(contentsOfFile: segment, encoding: .utf8).replacingOccurrences(
            of: "\"version\": 1", with: "\"version\": 3")
        #expect(newer.contains("\"version\": 3"))
        try Data(newer.utf8).write(to: URL(fileURLWithPath: segment))
        #expect(try home.messages().map(\.text) == ["from the future"])
        let add = try home.run(["history", "add", "now"])
        #expect(add.status == 75)
        #expect(add.stderr.contains("newer version"))
        #expect(try home.run(["history", "clear", "--yes"]).status == 75)
        #expect(try String(contentsOfFile: segment, encoding: .utf8) == newer)
    }

    @Test(arguments: ["000", "022"])
    func filesArePrivateWhateverTheUmask(umask: String) throws {
        let binary = OrbitingBinary.path
        let run = "umask \(umask); ORBITING_HOME='\(home.root)' '\(binary)'"
        #expect(
            shell(
                "\(run) history add private && \(run) config set bell true && \(run) history export -o "
                    + "'\(home.root)/out.json'"
            ) == 0)
        #expect(home.mode(home.data) == 0o700)
        #expect(home.mode(home.config) == 0o700)
        for file in ["data/messages-000001.json", "data/.lock", "config/settings.json", "config/.lock", "out.json"] {
            #expect(home.mode(home.root + "/" + file) == 0o600, "\(file)")
        }
    }

    @Test func leftoverTemporaryFilesAreCleanedUp() throws {
        _ = try home.add("first")
        let leftover = home.data + "/.tmp-99999-deadbeef"
        try Data("half written".utf8).write(to: URL(fileURLWithPath: leftover))
        _ = try home.add("second")
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(try home.messages().map(\.text) == ["second", "first"])
    }
}

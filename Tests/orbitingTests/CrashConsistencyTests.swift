import Foundation
import Testing

/// Writers of every kind (add, favorite, delete, import) SIGKILLed at random moments: no
/// file is ever unreadable, and no change a writer acknowledged is lost.
///
/// CI kills 200 writers (`ORBITING_CRASH_KILLS` changes it); the full run of 2 000 is
/// `scripts/crash-run`.
@Suite struct CrashConsistencyTests {
    let home = StoreHome()
    static let kills = ProcessInfo.processInfo.environment["ORBITING_CRASH_KILLS"].flatMap(Int.init) ?? 200

    /// A well-formed id for seed `number` (or import `number` with another `tag`).
    static func id(_ tag: Int, _ number: Int) -> String {
        let hex = String(number, radix: 16)
        return String(format: "%08x", tag) + "-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// What a finished writer promised: a change that must be found at the end.
    enum Promise {
        case present(String)
        case favorite(String)
        case deleted(String)
    }

    @Test func randomSIGKILLsOfMixedWritersLoseNoAcknowledgedChangeAndCorruptNothing() throws {
        // Near a segment boundary, so kills also land while a new segment is made.
        let seedCount = 990
        let seed = (0..<seedCount).map {
            #"{"id":"\#(Self.id(1, $0))","text":"seed \#($0)","createdAt":"2026-01-01T00:00:00.000Z","#
                + #""isFavorite":false}"#
        }
        #expect(
            try home.run(["history", "import", try home.file("seed.json", "[" + seed.joined(separator: ",") + "]")])
                .status == 0)
        let started = Date()
        _ = try home.add("timing run")
        var killer = RandomKill(ceiling: Date().timeIntervalSince(started))
        var promises: [Promise] = []
        var kills = 0, attempt = 0, nextSeed = 0
        while kills < Self.kills && attempt < Self.kills * 8 {
            attempt += 1
            var arguments: [String]
            let promise: Promise
            switch attempt % 4 {
            case 0 where nextSeed < seedCount - 1:
                arguments = ["history", "favorite", Self.id(1, nextSeed)]
                promise = .favorite(Self.id(1, nextSeed))
                nextSeed += 1
            case 1 where nextSeed < seedCount - 1:
                arguments = ["history", "delete", "--yes", Self.id(1, nextSeed)]
                promise = .deleted(Self.id(1, nextSeed))
                nextSeed += 1
            case 2:
                let items = (0..<3).map {
                    #"{"id":"\#(Self.id(2, attempt * 4 + $0))","text":"import \#(attempt)-\#($0)","#
                        + #""createdAt":"2026-02-01T00:00:00.000Z","isFavorite":false}"#
                }
                arguments = [
                    "history", "import",
                    try home.file("import-\(attempt).json", "[" + items.joined(separator: ",") + "]"),
                ]
                promise = .present("import \(attempt)-2")
            default:
                arguments = ["history", "add", "crash \(attempt)"]
                promise = .present("crash \(attempt)")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
            process.arguments = arguments
            process.environment = ["ORBITING_HOME": home.root, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if try killer.run(process) {
                kills += 1
            } else if process.terminationStatus == 0 {
                promises.append(promise)
            } else {
                Issue.record("\(arguments) exited \(process.terminationStatus)")
            }
        }
        print("crash run: \(kills) SIGKILLs, \(promises.count) acknowledged changes, \(attempt) runs")
        #expect(kills >= Self.kills)
        let listing = try home.run(["history", "--json"])
        #expect(listing.status == 0)
        #expect(listing.stderr.isEmpty, "a file was quarantined or unreadable: \(listing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/quarantine"))
        let kept = try home.messages()
        let texts = Set(kept.map(\.text))
        let byID = Dictionary(kept.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lost: [String] = []
        for promise in promises {
            switch promise {
            case .present(let text) where !texts.contains(text): lost.append("missing \(text)")
            case .favorite(let id) where byID[id]?.isFavorite != true: lost.append("not starred \(id)")
            case .deleted(let id) where byID[id] != nil: lost.append("not deleted \(id)")
            default: break
            }
        }
        #expect(lost == [])
        #expect(Set(kept.map(\.id)).count == kept.count, "an id is listed twice")
    }
}

import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The timers file, `timers.json`: running and paused timers, and the finished ones.
/// `{"format": "orbiting.timers", "version": 1, "timers": [...], "done": [...]}`, instants
/// as ISO 8601 in UTC.
///
/// Read record by record, as the message store reads its segments: a record that cannot be
/// read (an unknown `kind`, a bad instant, a number out of range) or repeats an id already
/// read is left out and counted in `unreadable`, and every other record stays usable.
/// Members this version does not know, of the file and of each record, are kept as read
/// and written back.
struct TimerFile: Codable, Equatable {
    /// The format name the file carries.
    static let formatName = "orbiting.timers"
    /// The version this build writes; a file with a higher one makes the timers read-only.
    static let currentVersion = 1
    /// The file's name in the data directory.
    static let fileName = "timers.json"
    /// The most finished timers kept: when a change adds more, the oldest are forgotten, so
    /// the file (read by every timer command) stays small however long it is used.
    static let maximumFinished = 1000
    /// The most laps the finished timers keep between them: the newest keep theirs, older
    /// ones lose them first (a stopwatch's laps are printed as it ends; later they only cost
    /// every command reading the file).
    static let maximumFinishedLaps = 10_000
    /// The largest file read: far above what `maximumFinished` allows, low enough that a
    /// device or a runaway file costs nothing.
    static let maximumFileBytes = 64 << 20

    var format: String = formatName
    var version: Int = currentVersion
    /// Running and paused timers, in the order they were started.
    var timers: [TimerRecord] = []
    /// Finished and cancelled timers, in the order they ended.
    var done: [FinishedTimer] = []
    /// The file's members this version does not know, kept as read.
    var unknownFields: [String: JSONValue] = [:]
    /// Each running timer's members this version does not know, by the timer's id.
    var timerExtras: [String: [String: JSONValue]] = [:]
    /// Each finished timer's members this version does not know, by the timer's id.
    var doneExtras: [String: [String: JSONValue]] = [:]
    /// How many records were left out: unreadable, out of range, or a second record with an
    /// id already read. They are not written back (the file as it was is copied first).
    var unreadable = 0
    /// Why the file must not be written, when records were left out and the file as it was
    /// could not be copied aside first.
    var writeRefusal: StoreError?

    init() {}

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
            header.version > currentVersion
        {
            return .newer(version: header.version)
        }
        return .corrupt
    }

    /// The file's bytes, as `TimerCoding` writes JSON (safe to `cat`), with a final newline.
    func encoded() throws(StoreError) -> [UInt8] {
        guard let text = TimerCoding.json(self) else { throw .writeFailed(path: Self.fileName, errno: EINVAL) }
        return Array(text.utf8) + [0x0A]
    }

    /// Forgets the oldest finished timers past `maximumFinished`, and the laps of the oldest
    /// past `maximumFinishedLaps`.
    mutating func trimFinished() {
        if done.count > Self.maximumFinished {
            for old in done.prefix(done.count - Self.maximumFinished) { doneExtras[old.id] = nil }
            done.removeFirst(done.count - Self.maximumFinished)
        }
        var kept = 0, full = false
        for index in done.indices.reversed() {
            guard let laps = done[index].laps else { continue }
            full = full || kept + laps.count > Self.maximumFinishedLaps
            if full { done[index].laps = nil } else { kept += laps.count }
        }
    }

    private enum Member: String, CaseIterable {
        case format, version, timers, done
    }

    /// The members a running timer's record holds (what `TimerRecord` encodes).
    static let timerMembers: Set<String> = [
        "id", "kind", "label", "input", "zoneIdentifier", "createdAt", "length", "startLength", "run",
        "pomodoro", "alarm", "fired", "warned", "laps",
    ]
    /// The members a finished timer's record holds (what `FinishedTimer` encodes).
    static let finishedMembers: Set<String> = [
        "id", "kind", "label", "input", "duration", "startedAt", "endedAt", "result", "laps",
    ]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        format = try container.decode(String.self, forKey: JSONKey(stringValue: Member.format.rawValue))
        version = try container.decode(Int.self, forKey: JSONKey(stringValue: Member.version.rawValue))
        let running =
            try container.decodeIfPresent(
                [Slot<TimerRecord>].self, forKey: JSONKey(stringValue: Member.timers.rawValue)) ?? []
        let finished =
            try container.decodeIfPresent(
                [Slot<FinishedTimer>].self, forKey: JSONKey(stringValue: Member.done.rawValue)) ?? []
        for key in container.allKeys where Member(rawValue: key.stringValue) == nil {
            unknownFields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        (timers, timerExtras) = Self.readable(running, id: \.id, inRange: \.isWithinRange, unreadable: &unreadable)
        (done, doneExtras) = Self.readable(finished, id: \.id, inRange: \.isWithinRange, unreadable: &unreadable)
        // Trimmed on reading as on writing: a file from elsewhere costs no more than one this
        // build writes.
        for index in timers.indices { timers[index].laps = Self.latestLaps(timers[index].laps) }
        for index in done.indices { done[index].laps = Self.latestLaps(done[index].laps) }
        trimFinished()
    }

    /// `laps` cut to the latest `TimerRecord.maximumLaps`.
    static func latestLaps(_ laps: [TimeInterval]?) -> [TimeInterval]? {
        guard let laps, laps.count > TimerRecord.maximumLaps else { return laps }
        return Array(laps.suffix(TimerRecord.maximumLaps))
    }

    /// The records of `slots` that can be used, in order, each id once, and the members each
    /// holds beyond its own (kept for the next write). A record that cannot be read or is out
    /// of range is left out and counted in `unreadable`; so is a second record with an id
    /// already read, unless it is an exact copy, which adds nothing (the file's copy keeps it).
    private static func readable<Record: TimerFileRecord>(
        _ slots: [Slot<Record>], id: KeyPath<Record, String>,
        inRange: KeyPath<Record, Bool>, unreadable: inout Int
    )
        -> (records: [Record], extras: [String: [String: JSONValue]])
    {
        var records: [Record] = [], extras: [String: [String: JSONValue]] = [:], seen = Set<String>()
        for slot in slots {
            guard let record = slot.record, record[keyPath: inRange] else {
                unreadable += 1
                continue
            }
            guard seen.insert(record[keyPath: id]).inserted else {
                if !records.contains(record) { unreadable += 1 }
                continue
            }
            records.append(record)
            if !slot.others.isEmpty { extras[record[keyPath: id]] = slot.others }
        }
        return (records, extras)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for (key, value) in unknownFields { try container.encode(value, forKey: JSONKey(stringValue: key)) }
        try container.encode(format, forKey: JSONKey(stringValue: Member.format.rawValue))
        try container.encode(version, forKey: JSONKey(stringValue: Member.version.rawValue))
        try container.encode(
            timers.map { Extended(record: $0, extras: timerExtras[$0.id] ?? [:]) },
            forKey: JSONKey(stringValue: Member.timers.rawValue))
        try container.encode(
            done.map { Extended(record: $0, extras: doneExtras[$0.id] ?? [:]) },
            forKey: JSONKey(stringValue: Member.done.rawValue))
    }

    static func == (lhs: TimerFile, rhs: TimerFile) -> Bool {
        lhs.format == rhs.format && lhs.version == rhs.version && lhs.timers == rhs.timers && lhs.done == rhs.done
            && lhs.unknownFields == rhs.unknownFields && lhs.timerExtras == rhs.timerExtras
            && lhs.doneExtras == rhs.doneExtras
    }
}

/// One element of a list in the timers file: the record, when it reads, and the element's
/// members other than the record's own, as read.
///
/// Only the members this version does not know are decoded as `JSONValue`: decoding a whole
/// record that way (a stopwatch's thousand laps included) made every timer command slow.
private struct Slot<Record: TimerFileRecord>: Decodable {
    var record: Record?
    /// The members beyond the record's own, by name; empty for an element that is not an
    /// object (which is then unreadable anyway).
    var others: [String: JSONValue] = [:]

    init(from decoder: any Decoder) throws {
        record = try? Record(from: decoder)
        guard let members = try? decoder.container(keyedBy: JSONKey.self) else { return }
        for key in members.allKeys where !Record.fileMembers.contains(key.stringValue) {
            others[key.stringValue] = try members.decode(JSONValue.self, forKey: key)
        }
    }
}

/// A record the timers file lists, and the members it holds there.
private protocol TimerFileRecord: Decodable, Equatable {
    /// The members the record encodes itself; any other member of its element is kept aside.
    static var fileMembers: Set<String> { get }
}

extension TimerRecord: TimerFileRecord {
    fileprivate static var fileMembers: Set<String> { TimerFile.timerMembers }
}

extension FinishedTimer: TimerFileRecord {
    fileprivate static var fileMembers: Set<String> { TimerFile.finishedMembers }
}

/// A record written with the members this version does not know added back.
private struct Extended<Record: Encodable>: Encodable {
    var record: Record
    var extras: [String: JSONValue]

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        guard !extras.isEmpty else { return }
        var others = encoder.container(keyedBy: JSONKey.self)
        for (key, value) in extras { try others.encode(value, forKey: JSONKey(stringValue: key)) }
    }
}

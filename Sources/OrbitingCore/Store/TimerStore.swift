import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The timers on disk: `timers.json` in the data directory, beside the messages.
///
/// Every change runs under the message store's exclusive `flock` on `.lock` (so the two
/// never race, and the leftover-file cleanup of one never meets a write of the other),
/// re-reads the file, applies the change and replaces the file atomically and durably,
/// 0600. A file that cannot be decoded is moved aside, byte-identical, and reported through
/// `takeWarnings()`; a file from a newer version is read but never written.
///
/// Synchronous, as every store is (see `FileLock.changing`): a change may wait for the lock
/// and `fsync`s, which do not belong on the cooperative thread pool.
public final class TimerStore: Sendable {
    /// The data directory holding `timers.json` (created 0700 on first write).
    public let directory: String
    private let warnings = StoreWarnings()
    private let quarantineClock: any StoreClock

    /// What a change does with the timer it was given.
    public enum Change: Sendable, Equatable {
        /// Keep the timer as given (changed or not).
        case keep(TimerRecord)
        /// The timer is over: move it to the finished list.
        case finish(FinishedTimer)
    }

    /// Opens the timers in `directory`; nothing is created until the first write.
    public init(directory: String, clock: any StoreClock = SystemClock()) {
        self.directory = directory
        self.quarantineClock = clock
    }

    /// The path of `timers.json`.
    public var path: String { directory + "/" + TimerFile.fileName }

    /// Returns and forgets what happened on the side (a file quarantined).
    public func takeWarnings() -> [StoreWarning] {
        warnings.take()
    }

    /// The running and paused timers, in the order started. Takes no lock: the file is
    /// always replaced whole.
    public func timers() throws(StoreError) -> [TimerRecord] {
        try load().timers
    }

    /// The finished timers, newest first, those whose label or input contains `search`
    /// (ignoring case, accents and full-width forms, as message search does).
    public func done(search: String = "") throws(StoreError) -> [FinishedTimer] {
        try done(search: search, overAt: nil)
    }

    /// The finished timers as `done(search:)` lists them; with `moment`, also the countdowns
    /// over at that moment that no display or command has moved yet, as completed: the
    /// running list leaves them out from their end, so a timer is in exactly one of the two
    /// lists at every moment.
    public func done(search: String, overAt moment: TimerMoment?) throws(StoreError) -> [FinishedTimer] {
        let file = try load()
        var finished = file.done
        if let moment {
            finished += file.timers.filter { $0.isOver(at: moment) }.map { $0.finished(at: moment, result: .completed) }
        }
        var folding = SearchFolding()
        let needle = folding.fold(search)
        var folded: [UInt8] = []
        let matches = finished.filter { timer in
            guard !needle.isEmpty else { return true }
            folding.fold(timer.label + "\n" + timer.input, into: &folded)
            return SearchFolding.contains(folded, needle)
        }
        return matches.enumerated().sorted { lhs, rhs in
            lhs.element.endedAt != rhs.element.endedAt
                ? lhs.element.endedAt > rhs.element.endedAt : lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// Keeps a new timer.
    public func add(_ timer: TimerRecord) throws(StoreError) {
        try change { file throws(StoreError) in file.timers.append(timer) }
    }

    /// The one timer `key` names: its id, a unique start of its id, or its label (ignoring
    /// case and accents).
    /// - Throws: `.noSuchTimer`, or `.ambiguousTimer` with every candidate.
    public func resolve(_ key: String) throws(StoreError) -> TimerRecord {
        try Self.find(key, in: try timers())
    }

    /// Applies `transform` to the timer `key` names, under the lock, and keeps the result.
    /// Returns what was kept. An error `transform` throws (an operation refused) leaves the
    /// file untouched and is rethrown as it is.
    @discardableResult
    public func update(_ key: String, _ transform: (TimerRecord) throws -> Change) throws -> Change {
        var outcome: Change?
        var refusal: (any Error)?
        try change { file throws(StoreError) in
            let found = try Self.find(key, in: file.timers)
            do {
                let result = try transform(found)
                try Self.apply(result, to: found.id, in: &file)
                outcome = result
            } catch let error as StoreError {
                throw error
            } catch {
                refusal = error
            }
        }
        if let refusal { throw refusal }
        guard let outcome else { throw StoreError.noSuchTimer(key: key) }
        return outcome
    }

    /// The timers that ran out while nothing was watching them (deadline passed more than
    /// `grace` seconds ago, never alarmed), each reported once: they are kept as alarmed,
    /// and those that do not count overtime move to the finished list, ended at their
    /// deadline. Returns them as finished ("Tea ended 14 min ago"). A Pomodoro left at a
    /// phase end (`TimerRecord.isAbandoned`) ends there too, instead of counting overtime forever.
    public func takeUnnoticed(at moment: TimerMoment, grace: TimeInterval = 2) throws(StoreError) -> [FinishedTimer] {
        // Most runs find nothing to do: look before taking the lock.
        guard
            try timers().contains(where: {
                Self.isUnnoticed($0, at: moment, grace: grace) || $0.isAbandoned(at: moment)
            })
        else { return [] }
        var noticed: [FinishedTimer] = []
        try change { file throws(StoreError) in
            noticed = []
            var kept: [TimerRecord] = []
            for timer in file.timers {
                if timer.isAbandoned(at: moment) {
                    let finished = timer.finished(at: moment, result: .completed)
                    // Said once, as any end nobody saw is; an end already seen is not said again.
                    if !timer.fired { noticed.append(finished) }
                    file.done.append(finished)
                    continue
                }
                guard Self.isUnnoticed(timer, at: moment, grace: grace) else {
                    kept.append(timer)
                    continue
                }
                let finished = timer.finished(at: moment, result: .completed)
                noticed.append(finished)
                if timer.alarm.overtime {
                    kept.append(timer.markingAlarmed(at: moment))
                } else {
                    file.done.append(finished)
                }
            }
            file.timers = kept
        }
        return noticed
    }

    private static func isUnnoticed(_ timer: TimerRecord, at moment: TimerMoment, grace: TimeInterval) -> Bool {
        guard !timer.fired, timer.kind.countsDown, !timer.advancesByItself,
            case .running(let deadline) = timer.run
        else { return false }
        return timer.instant(at: moment).timeIntervalSince(deadline) > grace
    }

    private static func apply(_ result: Change, to id: String, in file: inout TimerFile) throws(StoreError) {
        guard let index = file.timers.firstIndex(where: { $0.id == id }) else { throw .noSuchTimer(key: id) }
        switch result {
        case .keep(let timer):
            file.timers[index] = timer
        case .finish(let finished):
            file.timers.remove(at: index)
            file.done.append(finished)
        }
    }

    /// The one timer in `timers` that `key` names (see `resolve`).
    static func find(_ key: String, in timers: [TimerRecord]) throws(StoreError) -> TimerRecord {
        let wanted = key.lowercased()
        guard !wanted.isEmpty else { throw .noSuchTimer(key: key) }
        if let exact = timers.first(where: { $0.id.lowercased() == wanted }) { return exact }
        var candidates = timers.filter { $0.id.lowercased().hasPrefix(wanted) }
        if candidates.isEmpty {
            let folded = SearchFolding.fold(key)
            candidates = timers.filter { !$0.label.isEmpty && SearchFolding.fold($0.label) == folded }
        }
        guard let first = candidates.first else { throw .noSuchTimer(key: key) }
        guard candidates.count == 1 else { throw .ambiguousTimer(key: key, candidates: candidates) }
        return first
    }

    /// Reads the file; a missing file is empty, a corrupt one is moved aside and empty. Of a
    /// file with some unusable records the others are read, and the file as it was is
    /// copied, byte-identical, into quarantine before any writer leaves those records out.
    private func load() throws(StoreError) -> TimerFile {
        guard let bytes = try PosixFiles.readRegularFile(path, limit: TimerFile.maximumFileBytes) else {
            return TimerFile()
        }
        switch TimerFile.decode(bytes) {
        case .file(let file):
            guard file.unreadable > 0 else { return file }
            var file = file
            let warning: StoreWarning
            do {
                let copy = try PosixFiles.keepCopy(bytes, of: path, into: directory + "/quarantine")
                warning = .partlyUnreadable(path: path, unreadable: file.unreadable, copiedTo: copy)
            } catch {
                // Without the copy nothing may be left out: the timers are shown but not written.
                file.writeRefusal = error
                switch error {
                case .writeFailed(_, let code): warning = .quarantineFailed(path: path, errno: code)
                case .noSpace: warning = .quarantineFailed(path: path, errno: ENOSPC)
                default: warning = .quarantineFailed(path: path, errno: EIO)
                }
            }
            warnings.appendOnce(warning)
            return file
        case .newer(let version):
            throw .newerUnreadable(path: path, version: version)
        case .corrupt:
            let warning = PosixFiles.quarantine(path, into: directory + "/quarantine", at: quarantineClock.now())
            warnings.append(warning)
            return TimerFile()
        }
    }

    /// Runs `body` on the file under the lock and writes the result back.
    private func change(_ body: (inout TimerFile) throws(StoreError) -> Void) throws(StoreError) {
        try FileLock.changing(directory) { () throws(StoreError) in
            var file = try load()
            if file.version > TimerFile.currentVersion { throw .newerVersion(path: path, version: file.version) }
            if let refusal = file.writeRefusal { throw refusal }
            let before = file
            try body(&file)
            guard file != before else { return }
            file.trimFinished()
            try PosixFiles.writeAtomically(try file.encoded(), to: path)
        }
    }
}

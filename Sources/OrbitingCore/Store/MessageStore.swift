/// The message history on disk: JSON segment files in one private directory.
///
/// Layout: `messages-000001.json`, `messages-000002.json`, … each holding up to
/// `segmentCapacity` messages in the order they were kept, so an add rewrites one small
/// file, never all history. Every change runs under an exclusive `flock` on `.lock`,
/// re-reads the files it changes, and replaces them atomically and durably. A file that
/// cannot be decoded is moved, byte-identical, to `quarantine/` and reported through
/// `takeWarnings()`; a file from a newer version makes the store read-only.
///
/// Synchronous, as every store is (see `FileLock.changing`): a change may wait for the lock
/// and `fsync`s, which do not belong on the cooperative thread pool.
public final class MessageStore: Sendable {
    /// The directory holding the segments (created 0700 on first write).
    public let directory: String
    /// Messages per segment file.
    public let segmentCapacity: Int
    let clock: any StoreClock
    let warnings = StoreWarnings()

    /// What an add did.
    public enum AddResult: Sendable, Equatable {
        /// The message was kept.
        case saved(Message)
        /// Nothing was kept, and why (`.empty` or `.duplicate`).
        case notSaved(SaveRules.Decision)
    }

    /// What an import did.
    public struct ImportResult: Sendable, Equatable {
        /// Messages added.
        public var added: Int
        /// Messages skipped: already present (same id), or empty.
        public var skipped: Int
    }

    /// How many seconds a change waits for another process holding the lock before it
    /// gives up with `StoreError.busy`. Reads never wait: they take no lock.
    public static let lockWaitSeconds = Int(FileLock.defaultTimeout)

    /// Opens the store in `directory`; nothing is created until the first write.
    public init(directory: String, clock: any StoreClock = SystemClock(), segmentCapacity: Int = 1000) {
        self.directory = directory
        self.clock = clock
        self.segmentCapacity = max(1, segmentCapacity)
    }

    /// Returns and forgets what happened on the side (files quarantined).
    public func takeWarnings() -> [StoreWarning] {
        warnings.take()
    }

    /// Keeps `text` as a new message unless the save rules say no.
    /// - Throws: `StoreError.tooLong` over 64 KiB; file errors; `.newerVersion` when read-only.
    /// - Complexity: reads and rewrites only the newest segment.
    public func add(_ text: String) throws(StoreError) -> AddResult {
        if case .tooLong(let bytes) = SaveRules.decide(text, after: nil) {
            throw .tooLong(bytes: bytes, limit: SaveRules.maximumBytes)
        }
        return try withLock { () throws(StoreError) -> AddResult in
            var (target, previous) = try appendTarget()
            let decision = SaveRules.decide(text, after: previous)
            guard decision == .save else { return .notSaved(decision) }
            let message = Message(text: text, createdAt: clock.now())
            target.messages.append(message)
            try write(target)
            return .saved(message)
        }
    }

    /// Every message, in the order kept (oldest first).
    public func all() throws(StoreError) -> [Message] {
        try withLock(forReading: true) { () throws(StoreError) in try loadAll().flatMap(\.messages) }
    }

    /// The messages matching `query`, newest first. Each segment is decoded and filtered in
    /// parallel, so a search reads 100 000 messages in a fraction of a second.
    public func messages(matching query: MessageQuery) throws(StoreError) -> [Message] {
        try withLock(forReading: true) { () throws(StoreError) in
            query.ordered(try loadAll(filter: query, listing: true).flatMap(\.messages))
        }
    }

    /// The one message whose id starts with `prefix`.
    /// - Throws: `.notFound`, or `.ambiguous` with every candidate.
    public func resolve(_ prefix: String) throws(StoreError) -> Message {
        try Self.find(prefix, in: try all())
    }

    /// Stars or unstars the message whose id starts with `prefix`; returns it as saved.
    public func setFavorite(_ isFavorite: Bool, idPrefix prefix: String) throws(StoreError) -> Message {
        try change(prefix) { message in
            message.isFavorite = isFavorite
            return true
        }
    }

    /// Deletes the message whose id starts with `prefix`; returns what was deleted.
    public func delete(idPrefix prefix: String) throws(StoreError) -> Message {
        try change(prefix) { _ in false }
    }

    /// Deletes every message (or every one but the favorites); returns how many went.
    @discardableResult
    public func clear(keepFavorites: Bool) throws(StoreError) -> Int {
        try removeAll { !keepFavorites || !$0.isFavorite }
    }

    /// Deletes every starred message, keeping the others; returns how many went.
    @discardableResult
    public func clearFavorites() throws(StoreError) -> Int {
        try removeAll(\.isFavorite)
    }

    private func removeAll(_ goes: (Message) -> Bool) throws(StoreError) -> Int {
        try withLock { () throws(StoreError) -> Int in
            let segments = try loadAll()
            try requireWritable(segments)
            var removed = 0
            for var segment in segments {
                let before = segment.messages.count
                segment.messages.removeAll(where: goes)
                guard segment.messages.count != before || segment.needsRepair else { continue }
                removed += before - segment.messages.count
                try write(segment)
            }
            return removed
        }
    }

    /// Adds `messages` (in the order given, oldest first) whose ids are not in the store yet.
    ///
    /// - Parameter formerID: another id a message may already be kept under (an id given
    ///   by an earlier version); a message whose former id is present is skipped too.
    /// - Parameter progress: called after each file written with (done, total).
    public func importMessages(
        _ messages: [Message],
        formerID: @Sendable (String) -> String? = { _ in nil },
        progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) throws(StoreError) -> ImportResult {
        try withLock { () throws(StoreError) -> ImportResult in
            let segments = try loadAll()
            try requireWritable(segments)
            try writeRepairs(segments)
            var known = Set(segments.lazy.flatMap(\.messages).map { $0.id.lowercased() })
            var fresh: [Message] = []
            for message in messages where !known.contains(message.id.lowercased()) {
                if let former = formerID(message.id), known.contains(former) { continue }
                guard SaveRules.decide(message.text, after: nil) == .save else { continue }
                known.insert(message.id.lowercased())
                fresh.append(message)
            }
            var result = ImportResult(added: 0, skipped: messages.count - fresh.count)
            guard !fresh.isEmpty else { return result }
            var (target, _) = try appendTarget()
            var pending = fresh[...]
            while !pending.isEmpty {
                let room = segmentCapacity - target.messages.count
                target.messages.append(contentsOf: pending.prefix(room))
                result.added += min(room, pending.count)
                pending = pending.dropFirst(room)
                try write(target)
                progress(result.added, fresh.count)
                if !pending.isEmpty {
                    target = Segment(number: target.number + 1, version: SegmentFile.currentVersion, messages: [])
                }
            }
            return result
        }
    }

    /// The one message in `messages` whose id starts with `prefix` (case-insensitive).
    static func find(_ prefix: String, in messages: [Message]) throws(StoreError) -> Message {
        let wanted = prefix.lowercased()
        guard !wanted.isEmpty else { throw .notFound(idPrefix: prefix) }
        // Ids are compared without case: a file written by hand or by another tool may
        // hold uppercase ids, and they must stay addressable.
        if let exact = messages.first(where: { $0.id.lowercased() == wanted }) { return exact }
        let candidates = messages.filter { $0.id.lowercased().hasPrefix(wanted) }
        guard let first = candidates.first else { throw .notFound(idPrefix: prefix) }
        guard candidates.count == 1 else { throw .ambiguous(idPrefix: prefix, candidates: candidates) }
        return first
    }

    /// Finds the message for `prefix` under the lock and applies `edit`; `false` deletes it.
    private func change(_ prefix: String, _ edit: (inout Message) -> Bool) throws(StoreError) -> Message {
        try withLock { () throws(StoreError) -> Message in
            var segments = try loadAll()
            try requireWritable(segments)
            try writeRepairs(segments)
            segments = segments.map { segment in
                var segment = segment
                segment.needsRepair = false
                return segment
            }
            let found = try Self.find(prefix, in: segments.flatMap(\.messages))
            for var segment in segments {
                guard let index = segment.messages.firstIndex(where: { $0.id == found.id }) else { continue }
                var message = segment.messages[index]
                if edit(&message) {
                    segment.messages[index] = message
                } else {
                    segment.messages.remove(at: index)
                }
                try write(segment)
                return message
            }
            throw .notFound(idPrefix: prefix)
        }
    }
}

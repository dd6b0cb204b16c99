import Dispatch
import Glibc

/// The segment files: naming, locking, loading with quarantine, and writing.
extension MessageStore {
    /// One segment file's contents.
    struct Segment {
        var number: Int
        var version: Int
        var messages: [Message]
        /// Whether records were left out of this segment on reading (copies of messages kept
        /// in an earlier segment, or records that could not be read, whose file is copied to
        /// quarantine first); a writer writes it back without them.
        var needsRepair = false
    }

    static let segmentPrefix = "messages-"
    static let segmentSuffix = ".json"

    var quarantineDirectory: String { directory + "/quarantine" }

    func path(ofSegment number: Int) -> String {
        let digits = String(number)
        return directory + "/" + Self.segmentPrefix
            + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + Self.segmentSuffix
    }

    /// Runs `body` holding the store's lock (`FileLock.changing`). Reading takes no lock:
    /// every file is replaced whole by `rename`, so a reader always sees a complete file,
    /// and a writer that is stopped or slow never blocks a listing.
    func withLock<T>(forReading: Bool = false, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        if forReading { return try body() }
        return try FileLock.changing(directory, body)
    }

    /// The numbers of the segment files present, ascending.
    func segmentNumbers() throws(StoreError) -> [Int] {
        try PosixFiles.names(in: directory).compactMap { name -> Int? in
            guard name.hasPrefix(Self.segmentPrefix), name.hasSuffix(Self.segmentSuffix) else { return nil }
            let digits = name.dropFirst(Self.segmentPrefix.count).dropLast(Self.segmentSuffix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            return Int(digits)
        }.sorted()
    }

    /// Reads one segment; nil when it is missing or was corrupt (and is now in quarantine).
    func loadSegment(_ number: Int) throws(StoreError) -> Segment? {
        guard let bytes = try PosixFiles.readRegularFile(path(ofSegment: number), limit: SegmentFile.maximumFileBytes)
        else { return nil }
        return try accept(SegmentFile.decode(bytes), number: number)
    }

    /// Every readable segment, oldest first. The files are read in turn and decoded in
    /// parallel (decoding is pure; it is most of the time of a full read).
    ///
    /// - Parameter filter: keep only the messages it matches (in parallel too). Segments read
    ///   with a filter are for listing only and must never be written back.
    /// - Parameter listing: a file from a newer version that cannot be read is left out and
    ///   reported (`.newerFileSkipped`) instead of stopping the read.
    func loadAll(filter: MessageQuery? = nil, listing: Bool = false) throws(StoreError) -> [Segment] {
        var read: [(number: Int, bytes: [UInt8])] = []
        for number in try segmentNumbers() {
            if let bytes = try PosixFiles.readRegularFile(path(ofSegment: number), limit: SegmentFile.maximumFileBytes)
            {
                read.append((number, bytes))
            }
        }
        let files = read
        // No files, no buffer: the standard library's shared empty storage must not be
        // written (its count) from several threads at once.
        guard !files.isEmpty else { return [] }
        let decoded = [SegmentFile.Decoded](unsafeUninitializedCapacity: files.count) { buffer, count in
            // Each iteration initializes its own slot; no two touch the same memory.
            let slots = DisjointSlots(base: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                slots.base?.advanced(by: index).initialize(to: SegmentFile.decode(files[index].bytes, keeping: filter))
            }
            count = files.count
        }
        var segments: [Segment] = []
        for (file, result) in zip(files, decoded) {
            if listing, case .newer(let version) = result {
                warnings.append(.newerFileSkipped(path: path(ofSegment: file.number), version: version))
                continue
            }
            if let segment = try accept(result, number: file.number) { segments.append(segment) }
        }
        return Self.withoutDuplicates(segments)
    }

    /// `segments` with each id kept once (the first, oldest, copy); the segments that lost a
    /// copy are marked, so the next writer repairs them (`writeRepairs`).
    static func withoutDuplicates(_ segments: [Segment]) -> [Segment] {
        var seen = Set<String>()
        return segments.map { segment in
            var segment = segment
            var unique: [Message] = []
            unique.reserveCapacity(segment.messages.count)
            for message in segment.messages where seen.insert(message.id.lowercased()).inserted {
                unique.append(message)
            }
            if unique.count != segment.messages.count {
                segment.messages = unique
                segment.needsRepair = true
            }
            return segment
        }
    }

    /// Writes back the segments that held a copy of an earlier message, without it.
    func writeRepairs(_ segments: [Segment]) throws(StoreError) {
        for segment in segments where segment.needsRepair { try write(segment) }
    }

    /// A decoded segment as the store takes it: newer files stop the read, corrupt ones are
    /// quarantined and skipped.
    private func accept(_ decoded: SegmentFile.Decoded, number: Int) throws(StoreError) -> Segment? {
        switch decoded {
        case .segment(let version, let messages):
            return Segment(number: number, version: version, messages: messages)
        case .newer(let version):
            throw .newerUnreadable(path: path(ofSegment: number), version: version)
        case .partial(let version, let messages, let unreadable, let incomplete, let missing):
            // The good records stay visible; the file as it was is kept, byte-identical, in
            // quarantine before any writer replaces it. Without that copy the file is skipped.
            let path = path(ofSegment: number)
            guard let bytes = try PosixFiles.readRegularFile(path, limit: SegmentFile.maximumFileBytes) else {
                return nil
            }
            do {
                let copy = try PosixFiles.keepCopy(bytes, of: path, into: quarantineDirectory)
                if incomplete > 0 {
                    warnings.append(.missingFields(path: path, count: incomplete, fields: missing, copiedTo: copy))
                }
                if unreadable > 0 {
                    warnings.append(.partlyUnreadable(path: path, unreadable: unreadable, copiedTo: copy))
                }
            } catch {
                if case .writeFailed(_, let code) = error {
                    warnings.append(.quarantineFailed(path: path, errno: code))
                } else {
                    warnings.append(.quarantineFailed(path: path, errno: EIO))
                }
                return nil
            }
            return Segment(number: number, version: version, messages: messages, needsRepair: true)
        case .corrupt:
            quarantine(path(ofSegment: number))
            return nil
        }
    }

    /// The segment new messages go into (the newest, or a new one when it is full) and the
    /// message kept last (for the no-duplicate rule).
    func appendTarget() throws(StoreError) -> (Segment, Message?) {
        let numbers = try segmentNumbers()
        var previous: Message?
        var newest: Segment?
        for number in numbers.reversed() {
            guard let segment = try loadSegment(number) else { continue }
            if newest == nil { newest = segment }
            if let last = segment.messages.last {
                previous = last
                break
            }
        }
        if let newest { try requireWritable([newest]) }
        try requireNoNewerFile(among: numbers)
        let nextNumber = (numbers.last ?? 0) + 1
        if let newest, newest.number == numbers.last, newest.messages.count < segmentCapacity {
            return (newest, previous)
        }
        return (Segment(number: nextNumber, version: SegmentFile.currentVersion, messages: []), previous)
    }

    /// Refuses to write when any of `segments` comes from a newer version.
    func requireWritable(_ segments: [Segment]) throws(StoreError) {
        if let newer = segments.first(where: { $0.version > SegmentFile.currentVersion }) {
            throw .newerVersion(path: path(ofSegment: newer.number), version: newer.version)
        }
    }

    /// Refuses to write when any segment file declares a newer version: one such file makes
    /// the whole history read-only. Only the start of each file is read (its header), so an
    /// add stays cheap at 100 000 messages; a file whose start does not say is decoded.
    func requireNoNewerFile(among numbers: [Int]) throws(StoreError) {
        for number in numbers {
            let path = path(ofSegment: number)
            guard let head = try PosixFiles.readRegularFile(path, limit: 255, head: true) else { continue }
            let version: Int?
            if let declared = SegmentFile.declaredVersion(head) {
                version = declared
            } else if let bytes = try PosixFiles.readRegularFile(path, limit: SegmentFile.maximumFileBytes) {
                switch SegmentFile.decode(bytes) {
                case .segment(let found, _), .newer(let found), .partial(let found, _, _, _, _): version = found
                case .corrupt: version = nil
                }
            } else {
                version = nil
            }
            if let version, version > SegmentFile.currentVersion {
                throw .newerVersion(path: path, version: version)
            }
        }
    }

    /// Replaces a segment's file atomically; an empty segment's file is removed.
    func write(_ segment: Segment) throws(StoreError) {
        let path = path(ofSegment: segment.number)
        if segment.messages.isEmpty {
            try PosixFiles.remove(path)
            return
        }
        try PosixFiles.writeAtomically(SegmentFile.encode(segment.messages), to: path)
    }

    /// Moves a file that cannot be decoded to `quarantine/`, byte-identical, and reports it.
    func quarantine(_ path: String) {
        warnings.append(PosixFiles.quarantine(path, into: quarantineDirectory, at: clock.now()))
    }
}

/// The start of a buffer whose slots are each written by exactly one concurrent iteration.
private struct DisjointSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<SegmentFile.Decoded>?
}

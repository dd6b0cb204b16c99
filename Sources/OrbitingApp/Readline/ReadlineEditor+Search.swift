import CReadline
import OrbitingCore

/// Ctrl-R's search in progress: what is looked for, the line before it began, and the
/// history position found last.
struct ReadlineSearch {
    /// What is searched for.
    var query = ""
    /// The position (0 is the oldest) of the message shown, nil while none is.
    var match: Int?
    /// Whether the query finds nothing (the last message found stays on the line).
    var failed = false
}

/// Ctrl-R: an incremental search of the earlier messages, newest first, by the one search
/// rule (`HistorySearcher`). While it runs, the editor takes the keys itself: text extends
/// the query, Backspace shortens it, Ctrl-R finds the next older match, Ctrl-G gives the
/// line back as it was, Esc ends the search keeping what it found, and any other key ends
/// it and then does what it does (Enter keeps the message found).
extension ReadlineEditor {
    /// Starts a search (readline's command function for Ctrl-R).
    func startSearch() -> Int32 {
        rl_maybe_save_line()
        search = ReadlineSearch()
        hasChanges = true
        return 0
    }

    /// Handles the key at `position` while a search runs.
    func searchKey() {
        guard var state = search else { return }
        let byte = pending[position]
        switch byte {
        case _ where byte >= 0x20 && byte != 0x7F:
            var end = position
            while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F { end += 1 }
            state.query += String(decoding: pending[position..<end], as: UTF8.self)
            position = end
            find(&state, from: state.match ?? newestPosition)
        case 0x7F, 0x08:
            position += 1
            if !state.query.isEmpty { state.query.removeLast() }
            find(&state, from: newestPosition)
        case 0x12:
            position += 1
            find(&state, from: (state.match ?? newestPosition + 1) - 1)
        case 0x07:
            position += 1
            search = nil
            rl_maybe_unsave_line()
            using_history()
            hasChanges = true
            return
        case 0x1B:
            // A lone Esc only ends the search; one that starts a key's sequence ends it too,
            // and the key then does what it does.
            if position + 1 == pending.count { position += 1 }
            search = nil
            hasChanges = true
            return
        default:
            search = nil  // the key ends the search, then readline has it
            hasChanges = true
            return
        }
        search = state
        hasChanges = true
    }

    private var newestPosition: Int { Int(orbiting_rl_history_length()) - 1 }

    /// Shows the newest match at or before `start`; an empty query shows the line as it was.
    private func find(_ state: inout ReadlineSearch, from start: Int) {
        guard !state.query.isEmpty else {
            state.match = nil
            state.failed = false
            rl_maybe_unsave_line()
            rl_maybe_save_line()
            using_history()
            return
        }
        let found = searcher.newest(matching: state.query, from: start) { offset in
            orbiting_rl_history_line(Int32(clamping: offset)).map { String(cString: $0) }
        }
        guard let found, let line = orbiting_rl_history_line(Int32(clamping: found)) else {
            state.failed = true
            return
        }
        state.match = found
        state.failed = false
        _ = history_set_pos(Int32(clamping: found))
        let text = String(cString: line)
        rl_replace_line(text, 1)
        orbiting_rl_set_point(Int32(clamping: text.utf8.count))
    }
}

@testable import OrbitingTerminal

/// `events` with neighbouring text events joined: a read boundary may split text in two.
func mergedText(_ events: [KeyEvent]) -> [KeyEvent] {
    events.reduce(into: []) { result, event in
        if case .text(let more) = event, case .text(let text)? = result.last {
            result[result.count - 1] = .text(text + more)
        } else {
            result.append(event)
        }
    }
}

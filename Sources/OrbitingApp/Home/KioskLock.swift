import OrbitingCore
import OrbitingTerminal

/// A kiosk's lock (`orbiting --kiosk`): while it holds, every key and the mouse are ignored
/// except the unlock phrase, typed blind and ended with Enter.
public struct KioskLock: Sendable, Equatable {
    /// The phrase's salted hash.
    public let phrase: KioskPhrase
    /// What was typed since the last Enter or Escape (never shown).
    public private(set) var typed = ""
    /// Whether the last key was Enter after something that is not the phrase (the status row
    /// says so until the next key).
    public private(set) var wasWrong = false
    /// The most characters kept of an attempt: more is surely not the phrase.
    static let longestAttempt = 1024
    /// The longest phrase `orbiting config set kiosk-phrase` keeps, in characters.
    public static let longestPhrase = 256

    /// A lock opened by `phrase`.
    public init(phrase: KioskPhrase) {
        self.phrase = phrase
    }

    /// Takes one key; returns true when it was Enter after the phrase (the lock opens).
    public mutating func unlocks(with key: KeyEvent) -> Bool {
        wasWrong = false
        switch key {
        case .text(let text), .paste(let text):
            if typed.count < Self.longestAttempt { typed += text }
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .control("u"), .escape:
            typed = ""  // keys pressed by chance go, and the next try starts clean
        case .enter:
            defer { typed = "" }
            let opens = phrase.matches(typed)
            wasWrong = !opens && !typed.isEmpty
            return opens
        default:
            break  // Ctrl-C, Ctrl-Z, Ctrl-D, F10, the mouse: nothing
        }
        return false
    }
}

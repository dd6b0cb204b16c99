import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// Why the kiosk's phrase file cannot be used.
public enum KioskPhraseError: Error {
    /// The file cannot be read (a FIFO, a device, a read error).
    case store(StoreError)
    /// The file is not a phrase file (damaged, or hand-edited): set the phrase again.
    case damaged(path: String)
    /// Its group or others may read or write it, so its hash cannot be trusted.
    case shared(path: String)
}

/// The phrase that unlocks a kiosk (`orbiting --kiosk`), kept only as a salted hash
/// (PBKDF2-HMAC-SHA-256 over a random salt): the file never holds the phrase, and a
/// phrase typed at the kiosk is checked against the hash.
public struct KioskPhrase: Sendable, Equatable {
    /// The random salt.
    public let salt: [UInt8]
    /// The phrase's derived key.
    public let hash: [UInt8]
    /// PBKDF2's rounds.
    public let iterations: Int

    /// Rounds for a new phrase: a fraction of a second to check, long for a guesser.
    public static let defaultIterations = 20_000
    /// The file's name in the configuration directory.
    public static let fileName = "kiosk-phrase"
    static let formatName = "orbiting.kiosk"

    /// The hash of `phrase` (in NFC, so its composed and decomposed forms are one phrase)
    /// under `salt`.
    public init(phrase: String, salt: [UInt8], iterations: Int = defaultIterations) {
        self.salt = salt
        self.iterations = iterations
        hash = SHA256.pbkdf2(password: Self.bytes(of: phrase), salt: salt, iterations: iterations)
    }

    /// Whether `phrase` can be typed at the kiosk: one line without control characters
    /// (Tab, Escape, NUL, a line break never reach it as text, so such a phrase would lock it
    /// for good).
    public static func isTypable(_ phrase: String) -> Bool {
        !phrase.unicodeScalars.contains {
            $0.properties.generalCategory == .control
                || $0.properties.generalCategory == .lineSeparator
                || $0.properties.generalCategory == .paragraphSeparator
        }
    }

    /// `phrase`'s UTF-8 in NFC: what is hashed.
    private static func bytes(of phrase: String) -> [UInt8] {
        Array(phrase.canonicallyComposed.utf8)
    }

    /// The hash of `phrase` under a fresh random salt.
    public init(phrase: String) {
        var generator = SystemRandomNumberGenerator()
        self.init(phrase: phrase, salt: (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    private init(salt: [UInt8], hash: [UInt8], iterations: Int) {
        self.salt = salt
        self.hash = hash
        self.iterations = iterations
    }

    /// Whether `phrase` is the one hashed (compared in time independent of where they differ).
    public func matches(_ phrase: String) -> Bool {
        let candidate = SHA256.pbkdf2(password: Self.bytes(of: phrase), salt: salt, iterations: iterations)
        guard candidate.count == hash.count else { return false }
        return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The file's text: one line naming the format, the rounds, the salt and the hash in
    /// hex, never the phrase.
    public var fileText: String {
        "\(Self.formatName) 1 pbkdf2-sha256 \(iterations) \(Self.hex(salt)) \(Self.hex(hash))\n"
    }

    /// Reads the file's text; nil when it is not one.
    public init?(fileText: String) {
        let fields = fileText.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == 6, fields[0] == Self.formatName, fields[1] == "1", fields[2] == "pbkdf2-sha256",
            let iterations = Int(fields[3]), iterations > 0, iterations <= 10_000_000,
            let salt = Self.bytes(hex: fields[4]), let hash = Self.bytes(hex: fields[5]), hash.count == 32
        else { return nil }
        self.init(salt: salt, hash: hash, iterations: iterations)
    }

    /// The phrase kept in `directory`; nil when none was set. Read bounded (a FIFO or a
    /// device is refused, not waited on), and trusted only when private, as a password file.
    /// - Throws: `KioskPhraseError`: `.store` when it cannot be read, `.shared` when others
    ///   may read or write it, `.damaged` when it is not a phrase file.
    public static func load(directory: String) throws(KioskPhraseError) -> KioskPhrase? {
        let path = directory + "/" + fileName
        let file: (bytes: [UInt8], mode: mode_t)?
        do {
            file = try PosixFiles.readRegularFileAndMode(path, limit: 4096)
        } catch {
            throw .store(error)
        }
        guard let file else { return nil }
        guard file.mode & 0o077 == 0 else { throw .shared(path: path) }
        guard let phrase = KioskPhrase(fileText: String(decoding: file.bytes, as: UTF8.self)) else {
            throw .damaged(path: path)
        }
        return phrase
    }

    /// Keeps this phrase's hash in `directory` (0600, atomically), replacing any before.
    public func save(directory: String) throws(StoreError) {
        try PosixFiles.makePrivateDirectory(directory)
        try PosixFiles.writeAtomically(Array(fileText.utf8), to: directory + "/" + Self.fileName)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    private static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0, !digits.isEmpty else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Int(String(UnicodeScalar(digits[index])), radix: 16),
                let low = Int(String(UnicodeScalar(digits[index + 1])), radix: 16)
            else { return nil }
            bytes.append(UInt8(high << 4 | low))
        }
        return bytes
    }
}

import Foundation
import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingCore

/// The kiosk's unlock phrase: kept as a salted PBKDF2-SHA-256 hash, never in clear.
@Suite struct KioskPhraseTests {
    @Test func sha256MatchesTheStandardsVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(
            hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256.hash(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // RFC 7914 §11: PBKDF2-HMAC-SHA256("passwd", "salt", 1), first 32 bytes.
        #expect(
            hex(SHA256.pbkdf2(password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1))
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc")
    }

    @Test func aPhraseMatchesOnlyItselfAndTheFileHoldsNoClearText() throws {
        let phrase = KioskPhrase(phrase: "open sesame", salt: Array(repeating: 7, count: 16), iterations: 50)
        #expect(phrase.matches("open sesame"))
        #expect(!phrase.matches("open sesame "))
        #expect(!phrase.matches(""))
        #expect(!phrase.fileText.contains("sesame"))
        #expect(KioskPhrase(fileText: phrase.fileText) == phrase)
        #expect(KioskPhrase(fileText: "orbiting.kiosk 1 pbkdf2-sha256 50 zz 00") == nil)
        let salted = KioskPhrase(phrase: "open sesame")
        #expect(KioskPhrase(phrase: "open sesame").salt != salted.salt, "a fresh salt each time")
    }

    @Test func keptPrivateAndReadBack() throws {
        let config = TestDirectory.make("kiosk") + "/config"
        #expect(try KioskPhrase.load(directory: config) == nil)
        let phrase = KioskPhrase(phrase: "let me in", salt: [1, 2, 3], iterations: 10)
        try phrase.save(directory: config)
        #expect(try KioskPhrase.load(directory: config) == phrase)
        let mode =
            try FileManager.default.attributesOfItem(atPath: config + "/" + KioskPhrase.fileName)[.posixPermissions]
            as? Int
        #expect(mode == 0o600)
        try "garbage".write(toFile: config + "/" + KioskPhrase.fileName, atomically: false, encoding: .utf8)
        chmod(config + "/" + KioskPhrase.fileName, 0o600)
        #expect(throws: KioskPhraseError.self) { try KioskPhrase.load(directory: config) }
    }

    /// A phrase file others may read or write is not trusted, a damaged one is said to be
    /// damaged, and a FIFO in its place is refused without waiting on it.
    @Test func theFileIsTrustedOnlyWhenPrivateWholeAndRegular() throws {
        let config = TestDirectory.make("kiosk") + "/config"
        let path = config + "/" + KioskPhrase.fileName
        try KioskPhrase(phrase: "let me in", salt: [1, 2, 3], iterations: 10).save(directory: config)
        chmod(path, 0o644)
        #expect { try KioskPhrase.load(directory: config) } throws: { error in
            if case KioskPhraseError.shared(let shared) = error { return shared == path } else { return false }
        }
        try "orbiting.kiosk 1 pbkdf2-sha256 10 0102".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        #expect { try KioskPhrase.load(directory: config) } throws: { error in
            if case KioskPhraseError.damaged = error { true } else { false }
        }
        unlink(path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect { try KioskPhrase.load(directory: config) } throws: { error in
            if case KioskPhraseError.store(.notRegularFile) = error { true } else { false }
        }
    }

    /// A phrase's composed and decomposed forms are one phrase; control characters and line
    /// breaks cannot be typed at a kiosk.
    @Test func aPhraseIsNormalisedAndMustBeTypable() {
        let composed = KioskPhrase(phrase: "caf\u{E9}", salt: [4, 5], iterations: 10)
        #expect(composed.matches("cafe\u{301}"))
        #expect(KioskPhrase(phrase: "cafe\u{301}", salt: [4, 5], iterations: 10) == composed)
        #expect(KioskPhrase.isTypable("let me in, café 🙂"))
        for bad in ["esc\u{1B}", "nul\u{0}", "tab\there", "two\nlines", "cr\r", "del\u{7F}", "c1\u{85}", "ls\u{2028}"] {
            #expect(!KioskPhrase.isTypable(bad), "\(bad.debugDescription)")
        }
    }
}

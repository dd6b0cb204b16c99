import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

#if canImport(Glibc)
    import Glibc
#endif

/// Every file a person may replace is read bounded in time and memory: a FIFO cannot hang
/// the read, `/dev/zero` cannot fill the memory, a huge file is refused before it is read.
@Suite struct BoundedFileTests {
    let validPalette =
        ##"{"background": "#000000", "text": "#ffffff", "primary": "#ff0000", "secondary": "#00ff00", "##
        + ##""accent": "#0000ff"}"##

    @Test func aRegularFileIsReadAndAnythingElseIsRefusedAtOnce() throws {
        let directory = TestDirectory.make()
        try Data("small".utf8).write(to: URL(fileURLWithPath: directory + "/small"))
        #expect(try PosixFiles.readRegularFile(directory + "/small", limit: 5) == Array("small".utf8))
        #expect(throws: StoreError.tooLarge(path: directory + "/small", limit: 4)) {
            try PosixFiles.readRegularFile(directory + "/small", limit: 4)
        }
        #expect(try PosixFiles.readRegularFile(directory + "/missing", limit: 5) == nil)
        #expect(mkfifo(directory + "/fifo", 0o600) == 0)
        #expect(throws: StoreError.notRegularFile(path: directory + "/fifo")) {
            try PosixFiles.readRegularFile(directory + "/fifo", limit: 5)
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/zero", withDestinationPath: "/dev/zero")
        #expect(throws: StoreError.notRegularFile(path: directory + "/zero")) {
            try PosixFiles.readRegularFile(directory + "/zero", limit: 5)
        }
        #expect(throws: StoreError.notRegularFile(path: directory)) {
            try PosixFiles.readRegularFile(directory, limit: 5)
        }
    }

    @Test func themesThatAreAFIFOADeviceOrHugeAreSkippedWithTheirReason() throws {
        let directory = TestDirectory.make()
        #expect(mkfifo(directory + "/fifo.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory + "/zero.json", withDestinationPath: "/dev/zero")
        // A valid theme padded with spaces past the limit: refused for its size alone.
        let padded =
            ##"{"light": \##(validPalette), "dark": \##(validPalette)}"##
            + String(repeating: " ", count: ThemeCatalog.maximumFileBytes)
        try Data(padded.utf8).write(to: URL(fileURLWithPath: directory + "/huge.json"))
        try Data(##"{"light": \##(validPalette), "dark": \##(validPalette)}"##.utf8).write(
            to: URL(fileURLWithPath: directory + "/fine.json"))
        let catalog = ThemeCatalog.load(bundledDirectory: nil, userDirectory: directory)
        #expect(catalog.theme(named: "fine") != nil)
        let reasons = Dictionary(
            uniqueKeysWithValues: catalog.problems.map { (($0.file as NSString).lastPathComponent, $0.error) })
        #expect(
            reasons == [
                "fifo.json": .notRegularFile,
                "zero.json": .notRegularFile,
                "huge.json": .tooLarge(limit: ThemeCatalog.maximumFileBytes),
            ])
    }

    @Test func settingsThatAreAFIFOAreAnErrorNotAHang() async throws {
        let directory = TestDirectory.make()
        #expect(mkfifo(directory + "/settings.json", 0o600) == 0)
        #expect(throws: StoreError.notRegularFile(path: directory + "/settings.json")) {
            try SettingsStore(directory: directory).load()
        }
    }
}

/// The message files too: a FIFO where a segment should be is an error, never a hang.
@Suite struct BoundedSegmentTests {
    @Test func aSegmentThatIsAFIFOIsAnErrorNotAHang() async throws {
        let directory = TestDirectory.make()
        let store = MessageStore(directory: directory)
        _ = try store.add("Back in 5")
        let segment = directory + "/messages-000001.json"
        try FileManager.default.removeItem(atPath: segment)
        #expect(mkfifo(segment, 0o600) == 0)
        #expect(throws: StoreError.notRegularFile(path: segment)) {
            try MessageStore(directory: directory).messages(matching: MessageQuery())
        }
        #expect(throws: StoreError.notRegularFile(path: segment)) {
            try MessageStore(directory: directory).add("Lunch")
        }
    }
}

import Foundation
import OrbitingTestSupport
import Testing

/// Another package can use the library products OrbitingText, OrbitingCore and
/// OrbitingTerminal as a versioned dependency: SwiftPM refuses one whose products' targets
/// carry unsafe flags, and FreeType's headers must be found wherever the package is checked out.
@Suite(.tags(.slow))
struct LibraryProductsTests {
    static let hasTools = ["/usr/bin/git", "/usr/bin/tar"].allSatisfy(FileManager.default.isExecutableFile(atPath:))

    @Test(.needsGitAndTar)
    func aPackageDependingOnTheLibrariesByVersionBuildsAndRuns() throws {
        let check = try OrbitingBinary.run(
            [ShippedThemes.repository + "/scripts/check-library-products"], executable: "/bin/bash")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("unsafe build flags") == false)
        // What the consumer printed: measured by OrbitingText, loaded by OrbitingCore, drawn by OrbitingTerminal.
        #expect(check.lines == ["width 4, themes 9, builtin font 12 rows high"])
    }
}

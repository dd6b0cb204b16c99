import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import OrbitingTestSupport
#endif

/// `scripts/package` builds a .deb that installs with apt, works, and uninstalls leaving nothing.
///
/// It changes the system (installs `/usr/bin/orbiting`), so it runs only as root with dpkg
/// and apt present, and only when no `orbiting` package is installed already.
@Suite struct PackageTests {
    static let canInstall = geteuid() == 0
        && ["/usr/bin/dpkg", "/usr/bin/dpkg-deb", "/usr/bin/dpkg-shlibdeps", "/usr/bin/apt-get"].allSatisfy(FileManager.default.isExecutableFile(atPath:))

    static func sh(_ command: String) throws -> RunResult {
        try OrbitingBinary.run(["-c", command], environment: ["DEBIAN_FRONTEND": "noninteractive"], executable: "/bin/sh")
    }

    @Test(.enabled(if: canInstall, "needs root, dpkg, dpkg-dev and apt: it installs and removes a package"))
    func thePackageInstallsWorksAndUninstallsCleanly() throws {
        try #require(try Self.sh("dpkg -s orbiting").status != 0, "an orbiting package is installed already; remove it first")
        let out = TestDirectory.make()
        chmod(out, 0o755)
        let package = try OrbitingBinary.run(
            [ShippedThemes.repository + "/scripts/package", out],
            environment: ["ORBITING_BINARY": OrbitingBinary.path], executable: "/bin/bash"
        )
        try #require(package.status == 0, "\(package.stderr)")
        let deb = package.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(deb.hasPrefix(out + "/orbiting_") && deb.hasSuffix(".deb"))

        let fields = try Self.sh("dpkg-deb --field '\(deb)' Depends Recommends").stdout
        // Readline (and terminfo) are linked into the binary; the rest it loads.
        for library in ["libharfbuzz", "libfreetype", "libfontconfig", "libc6"] {
            #expect(fields.contains(library), "Depends lacks \(library): \(fields)")
        }
        #expect(fields.contains("Recommends: fonts-noto-core"))

        let files = try Self.sh("dpkg-deb --contents '\(deb)' | awk '{print substr($6, 2)}'").lines.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let existedBefore = Set(files.filter { FileManager.default.fileExists(atPath: $0) })
        #expect(files.contains("/usr/bin/orbiting") && files.contains("/usr/share/man/man1/orbiting.1.gz"))
        #expect(!existedBefore.contains("/usr/bin/orbiting"))

        let install = try Self.sh("apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=120 '\(deb)' 2>&1")
        try #require(install.status == 0, "\(install.stdout)")
        defer { _ = try? Self.sh("dpkg --purge orbiting") }

        let show = try OrbitingBinary.run(["show", "--size", "40x10", "hi"], executable: "/usr/bin/orbiting")
        #expect(show.status == 0)
        #expect(show.stdout.contains("█") || show.stdout.contains("▀") || show.stdout.contains("▄"))
        let manual = try Self.sh("MANWIDTH=80 man -P cat orbiting 2>&1")
        #expect(manual.status == 0, "\(manual.stdout)")
        #expect(manual.stdout.contains("orbiting") && manual.stdout.contains("SYNOPSIS"))
        #expect(files.contains("/usr/share/man/de/man1/orbiting.1.gz") && files.contains("/usr/share/man/ja/man1/orbiting.1.gz"))
        let german = try Self.sh("MANWIDTH=80 man -L de -P cat orbiting 2>&1")
        #expect(german.stdout.contains(ShippedCatalogues.table("de")["cli.man.description"] ?? "?"), "\(german.stdout)")

        let remove = try Self.sh("apt-get purge -y -o DPkg::Lock::Timeout=120 orbiting 2>&1")
        #expect(remove.status == 0, "\(remove.stdout)")
        #expect(try Self.sh("dpkg -s orbiting").status != 0)
        let left = files.filter { !existedBefore.contains($0) && FileManager.default.fileExists(atPath: $0) }
        #expect(left == [], "left behind after removal")
    }
}

import Foundation

/// Reading pictures back with Tesseract, and how far what it read is from what was drawn.
public enum OCR {
    /// Tesseract's path, or nil when it is not installed (`scripts/install-deps --tests`).
    public static let tesseract = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// What Tesseract reads in the picture file at `path` (any format it reads: PGM, PNG),
    /// as one block of text (`--psm 6`) in `language` (`eng`, `hin`, `jpn`, …).
    public static func read(file path: String, language: String, tool: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [path, "stdout", "-l", language, "--psm", "6"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Text compared by code points: runs of white space count as one space (none for
    /// Japanese, which has no spaces between words).
    public static func normalized(_ text: String, language: String) -> [Unicode.Scalar] {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        return Array(words.joined(separator: language == "jpn" ? "" : " ").unicodeScalars)
    }

    /// Edit distance over code points, divided by the expected length.
    public static func characterErrorRate(expected: String, read: String, language: String) -> Double {
        let a = normalized(expected, language: language), b = normalized(read, language: language)
        guard !a.isEmpty else { return b.isEmpty ? 0 : 1 }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return Double(previous[b.count]) / Double(a.count)
    }
}

/// The page, its script and its style (`web/page/`), compiled into the binary by
/// `scripts/generate-resources`: nothing is read from disk and nothing is fetched elsewhere.
enum WebPage {
    /// One file as it is served.
    struct File {
        /// Its `Content-Type`.
        var contentType: String
        /// Its bytes.
        var bytes: [UInt8]
    }

    /// Every file served, by name (`index.html`, `app.js`, `app.css`).
    static let files: [String: File] = {
        var files: [String: File] = [:]
        for name in compiledNames {
            guard let text = compiledText(name) else { continue }
            files[name] = File(contentType: contentType(of: name), bytes: Array(text.utf8))
        }
        return files
    }()

    /// The type of a file by its extension.
    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        return "application/octet-stream"
    }
}

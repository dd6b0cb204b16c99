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

    /// The page as served: `index.html` in `language` (its `lang`), with the page's words
    /// (`strings`, their JSON) in `data-strings`, so that it speaks the typist's language from
    /// the first paint, before the first event.
    static func index(language: String, strings: [UInt8]) -> [UInt8] {
        guard let page = compiledText("index.html") else { return [] }
        let code = language.replacing("_", with: "-").filter {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")
        }
        let json = String(decoding: strings, as: UTF8.self)
        let opening = "<html lang=\"" + code + "\" data-strings=\"" + attributeEscaped(json) + "\""
        return Array(page.replacing("<html lang=\"en\"", with: opening).utf8)
    }

    /// `text` for a double-quoted HTML attribute.
    static func attributeEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The type of a file by its extension.
    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        return "application/octet-stream"
    }
}

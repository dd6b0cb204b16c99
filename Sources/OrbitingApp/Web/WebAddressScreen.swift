import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// F5: the browser screen's address as a QR code, big enough for a phone's camera, with the
/// address under it in text (or why there is no code).
///
/// Keys: Esc, `q`, Enter or F5 close.
public struct WebAddressScreen: Screen {
    /// The page's URL, nil when the session serves no browsers.
    public let url: String?
    private let code: Result<QRCode, QRCode.Failure>?

    /// The screen for `url` (nil: not serving); the code is made once, here.
    public init(url: String?) {
        self.url = url
        code = url.map(QRCode.encode)
    }

    /// Handles one key.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        switch key {
        case .escape, .enter, .text("q"), .text("Q"), .special(.function(5)): return [.close]
        default: return []
        }
    }

    /// Draws the code dark on white (whatever the theme: cameras want that), centred, the
    /// address and a hint under it.
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        let l10n = context.l10n
        let plain = CellStyle(foreground: context.colors.text, background: context.colors.background)
        frame.setStyle(plain)
        var lines: [String] = []
        var qr: [String] = []
        switch (url, code) {
        case (nil, _), (_, nil):
            lines = [l10n("web.qr.off")]
        case (let url?, .success(let code)?):
            qr = code.halfBlockRows
            if qr.count + 2 > frame.height || (qr.first.map(DisplayWidth.of) ?? 0) > frame.width {
                qr = []
                lines = [l10n("web.qr.small"), TextSanitizer.singleLine(url)]
            } else {
                lines = [TextSanitizer.singleLine(url), l10n("web.qr.scan")]
            }
        case (let url?, .failure(let failure)?):
            lines = [
                l10n(failure == .libraryMissing ? "web.qr.library" : "web.qr.small"), TextSanitizer.singleLine(url),
            ]
        }
        let total = qr.count + lines.count
        var row = max(0, (frame.height - total) / 2)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        for line in qr {
            let column = max(0, (frame.width - DisplayWidth.of(line)) / 2)
            _ = frame.write(line, row: row, column: column, style: CellStyle(foreground: black, background: white))
            row += 1
        }
        for line in lines where row < frame.height {
            let fitted = TextFitter.fitted(line, columns: frame.width)
            _ = frame.write(fitted, row: row, column: max(0, (frame.width - DisplayWidth.of(fitted)) / 2), style: plain)
            row += 1
        }
    }
}

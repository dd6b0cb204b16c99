import OrbitingCore

/// How much input each command reads before it refuses (documented in the README).
///
/// Reads stop at the limit, so endless input (`/dev/zero`) costs at most this much memory;
/// input over the limit is refused as a whole, and nothing is kept or shown from it.
enum InputLimits {
    /// One message (`history add -`): the store's limit, 64 KiB.
    static let message = SaveRules.maximumBytes
    /// The text `orbiting show` draws, and each message of `show --follow`: 256 KiB (far
    /// more than a screen can show even as plain text; the fit of that much stays within a
    /// few seconds and well under 200 MB).
    static let show = 256 * 1024
    /// A file for `history import`: 64 MiB (about 400 000 exported messages).
    static let importFile = 64 * 1024 * 1024

    /// `bytes` as a person reads it: `64 KiB`, `1 MiB`.
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) B"
    }

    /// The refusal of input over `limit`, with its exit status.
    static func refusal(_ limit: Int, _ l10n: Localizer, status: ExitStatus) -> OrbitingExit {
        .message(l10n("input.tooLarge", ["limit": describe(limit)]), code: status)
    }
}

import FoundationEssentials

/// Timers as JSON, the one way the store and the commands write and read them: sorted keys,
/// one level of indentation per object, instants as ISO 8601 in UTC (`Timestamp`), and every
/// character a terminal would act on escaped (safe to `cat` or print).
public enum TimerCoding {
    /// `value` as JSON text; nil only if it cannot be encoded (a non-finite number).
    public static func json<T: Encodable>(_ value: T) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.format(date))
        }
        guard let data = try? encoder.encode(value) else { return nil }
        return JSONText.escapingInvisible(String(decoding: data, as: UTF8.self))
    }

    /// A decoder that reads what `json` writes.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = Timestamp.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not ISO 8601: \(text)")
            }
            return date
        }
        return decoder
    }
}

internal import CFontLibraries

extension LatinShapingTable {
    /// Works the table out with HarfBuzz for the primary face's `hbFont` (at
    /// `OutlineFace.unitsPerEm` units an em), under the current locale; `inkRows` gives a
    /// glyph's inked rows as the shaper takes them. The empty table when the model does not
    /// give HarfBuzz's result; nil when HarfBuzz cannot shape at all.
    ///
    /// One string in which every ordered pair of the characters follows once gives each
    /// pair's kerning; a pair where HarfBuzz did anything but place the nominal glyphs (a
    /// ligature, a substitution, an offset) cannot be shaped by the table. Then every Latin
    /// letter alone and a corpus of mixed strings (each pair there in other contexts) are
    /// shaped both ways, and any difference empties the table.
    /// - Complexity: O(n²) glyphs shaped for n characters (about 50 000, some milliseconds),
    ///   once per font, font configuration, library and binary.
    static func build(hbFont: OpaquePointer, inkRows: (UInt32) -> Range<Int>?) -> LatinShapingTable? {
        let locale = currentLocale
        var entries: [Entry] = []
        for scalar in candidates {
            var glyph: hb_codepoint_t = 0
            guard orbiting_hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0, glyph != 0 else { continue }
            entries.append(
                Entry(
                    scalar: scalar, glyph: glyph, advance: Int(orbiting_hb_font_get_glyph_h_advance(hbFont, glyph)),
                    inkRows: inkRows(glyph)))
        }
        guard entries.contains(where: { setsLatinScript($0.scalar) }) else { return empty(locale: locale) }
        let count = entries.count
        var kerning = [Int16](repeating: 0, count: count * count)
        // One string in which every ordered pair follows once (an Eulerian circuit of the
        // complete graph with loops), so that each pair is shaped once, in some context.
        let text = everyPair(count)
        guard let glyphs = shape(text.map { entries[$0].scalar }, with: hbFont) else { return nil }
        let placed = nominallyPlaced(glyphs, text: text, entries: entries)
        // The last character has nothing after it: its advance must be its own.
        if let last = placed.last, let advance = last, let final = text.last, advance != entries[final].advance {
            return empty(locale: locale)
        }
        for position in 0..<(text.count - 1) {
            let pair = text[position] * count + text[position + 1]
            guard let advance = placed[position], placed[position + 1] != nil,
                let kern = Int16(exactly: advance - entries[text[position]].advance), kern != unshapedPair
            else {
                kerning[pair] = unshapedPair
                continue
            }
            kerning[pair] = kern
        }
        guard let table = LatinShapingTable(entries: entries, kerning: kerning, locale: locale) else { return nil }
        for text in corpus(table) {
            guard let glyphs = shape(text.map { entries[$0].scalar }, with: hbFont) else { return nil }
            let characters = text.map { Character(Unicode.Scalar(entries[$0].scalar) ?? " ") }
            guard let predicted = table.clusters(for: characters), predicted.count == text.count,
                nominallyPlaced(glyphs, text: text, entries: entries).elementsEqual(
                    predicted.map { Optional($0.width) })
            else { return empty(locale: locale) }
        }
        return table
    }

    /// Indices `0..<count` in an order in which every ordered pair (a character followed by
    /// itself too) follows exactly once: `count` squared plus one of them (Hierholzer's
    /// walk; every index has as many pairs in as out, so the walk closes).
    static func everyPair(_ count: Int) -> [Int] {
        guard count > 0 else { return [] }
        var next = [Int](repeating: 0, count: count), stack = [0], walk: [Int] = []
        walk.reserveCapacity(count * count + 1)
        while let index = stack.last {
            if next[index] < count {
                stack.append(next[index])
                next[index] += 1
            } else {
                walk.append(stack.removeLast())
            }
        }
        return walk.reversed()
    }

    /// A glyph as HarfBuzz placed it.
    private struct PlacedGlyph {
        var cluster: Int
        var glyph: UInt32
        var advance: Int
        var offset: (x: Int, y: Int)
    }

    /// `scalars` shaped by HarfBuzz as `OutlineShaper` shapes a paragraph of one face: the
    /// whole text as the run, its script, direction and language guessed from it.
    private static func shape(_ scalars: [UInt32], with hbFont: OpaquePointer) -> [PlacedGlyph]? {
        guard let buffer = orbiting_hb_buffer_create() else { return nil }
        defer { orbiting_hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            orbiting_hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        orbiting_hb_buffer_guess_segment_properties(buffer)
        orbiting_hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = orbiting_hb_buffer_get_glyph_infos(buffer, &count),
            let positions = orbiting_hb_buffer_get_glyph_positions(buffer, &count)
        else { return nil }
        return (0..<Int(count)).map { index in
            PlacedGlyph(
                cluster: Int(infos[index].cluster), glyph: infos[index].codepoint,
                advance: Int(positions[index].x_advance),
                offset: (Int(positions[index].x_offset), Int(positions[index].y_offset)))
        }
    }

    /// For each character of `text` (indices into `entries`), its advance when HarfBuzz gave
    /// it exactly one glyph, its nominal one, at its pen position; else nil.
    private static func nominallyPlaced(_ glyphs: [PlacedGlyph], text: [Int], entries: [Entry]) -> [Int?] {
        var advances = [Int?](repeating: nil, count: text.count)
        var glyphCount = [Int](repeating: 0, count: text.count)
        for glyph in glyphs where glyph.cluster >= 0 && glyph.cluster < text.count {
            glyphCount[glyph.cluster] += 1
            let nominal = glyph.glyph == entries[text[glyph.cluster]].glyph && glyph.offset == (0, 0)
            advances[glyph.cluster] = nominal ? glyph.advance : nil
        }
        for position in text.indices where glyphCount[position] != 1 { advances[position] = nil }
        return advances
    }

    /// The strings checked both ways (indices into `entries`): every Latin letter alone, and
    /// pseudo-random strings of 2 to 48 characters with a Latin letter somewhere and no pair
    /// the table cannot shape (the same strings every time).
    private static func corpus(_ table: LatinShapingTable) -> [[Int]] {
        let count = table.entries.count
        var strings = table.entries.indices.filter { setsLatinScript(table.entries[$0].scalar) }.map { [$0] }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for length in 2...48 {
            var made = 0, attempts = 0
            while made < 8 && attempts < 128 {
                attempts += 1
                var text = [next(count)]
                var tries = 0
                while text.count < length && tries < 16 * length {
                    tries += 1
                    let candidate = next(count)
                    if let last = text.last, table.kerning(last, candidate) != unshapedPair { text.append(candidate) }
                }
                guard text.count == length, text.contains(where: { setsLatinScript(table.entries[$0].scalar) }) else {
                    continue
                }
                strings.append(text)
                made += 1
            }
        }
        return strings
    }
}

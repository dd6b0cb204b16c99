internal import CFontLibraries
import OrbitingText

/// Shapes paragraphs with outline fonts: each character gets a face (per-character
/// fallback), runs of characters with the same face are shaped whole by HarfBuzz (script,
/// direction and language from the text), and the glyphs are grouped back into the
/// paragraph's grapheme clusters by HarfBuzz's cluster values, so that line breaking still
/// works over clusters. Characters no outline font covers come from the bitmap `fallback`.
struct OutlineShaper: Sendable {
    /// The outline fonts.
    let fonts: OutlineFonts
    /// The bitmap font for what no outline font covers (and the box for what none has).
    let fallback: GlyphShaper

    /// The smallest size (pixel rows a line) drawn as glyphs; below it the ladder goes to
    /// plain text. Chosen by what reads better from across the room (OCR of frames shrunk to
    /// a quarter, see `OCRTests`): from 6 rows up block letters read clearly better than the
    /// same message as plain text (Latin CER 0.0–0.65 in a 40×12 box, plain text 1.0), at 5
    /// still better on the whole (Latin 0.40–1.0); at 3 and 4 rows neither reads from afar
    /// (0.85–1.0), and close up plain text reads far better, so plain text it is.
    static let minimumSize = 5

    /// Units a fallback bitmap pixel: its font's height is one em.
    var fallbackPlacement: BitmapPlacement {
        let height = max(1, fallback.font.height)
        return BitmapPlacement(units: OutlineFace.unitsPerEm / height, baseline: height * 7 / 8)
    }

    /// The paragraph's clusters, one for each character: as an earlier run shaped it when the
    /// fonts' work cache has it, else by the Latin shaping table when it can (the same result
    /// as HarfBuzz's, without loading it), else shaped now (and kept in the work cache when
    /// the primary face covers it whole).
    /// - Complexity: O(n) HarfBuzz work for n characters, plus one fontconfig query for each
    ///   scalar not seen before.
    func shape(_ paragraph: Substring) -> [ShapedCluster] {
        let characters = Array(paragraph)
        guard !characters.isEmpty else { return [] }
        if let work = fonts.work,
            let cached = work.clusters(for: paragraph) ?? work.latinClusters(for: characters),
            cached.count == characters.count
        {
            return zip(characters, cached).map { character, cluster in
                ShapedCluster(
                    character: character,
                    glyphs: cluster.glyphs.map { PositionedGlyph(face: 0, glyph: $0.glyph, x: $0.x, y: $0.y) },
                    width: cluster.width, inkRows: cluster.inkRows, breakClass: LineBreakClass(character),
                    isMissing: cluster.isMissing)
            }
        }
        let clusters = shapeUncached(characters)
        if let work = fonts.work,
            clusters.allSatisfy({ $0.bitmapPlacement == nil && $0.glyphs.allSatisfy { $0.face == 0 } })
        {
            work.record(
                clusters.map { cluster in
                    FontWorkCache.Cluster(
                        width: cluster.width, inkRows: cluster.inkRows, isMissing: cluster.isMissing,
                        glyphs: cluster.glyphs.map { FontWorkCache.Glyph(glyph: $0.glyph, x: $0.x, y: $0.y) })
                }, for: paragraph)
        }
        return clusters
    }

    /// The clusters of `characters`, shaped by HarfBuzz.
    private func shapeUncached(_ characters: [Character]) -> [ShapedCluster] {
        var scalars: [UInt32] = [], owner: [Int] = [], firstScalar: [Int] = []
        for (index, character) in characters.enumerated() {
            firstScalar.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                owner.append(index)
            }
        }
        firstScalar.append(scalars.count)
        let faces = faceIndices(characters)
        var clusters: [ShapedCluster] = []
        clusters.reserveCapacity(characters.count)
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count && faces[end] == faces[start] { end += 1 }
            if let face = faces[start] {
                clusters += shapeRun(
                    characters[start..<end], face: face, scalars: scalars, owner: owner,
                    scalarRange: firstScalar[start]..<firstScalar[end])
            } else {
                let placement = fallbackPlacement
                clusters += characters[start..<end].map { ShapedCluster(fallback.shape($0), placement: placement) }
            }
            start = end
        }
        return clusters
    }

    /// The cluster for a lone character (the reference "H" of a line's band).
    func shape(_ character: Character) -> ShapedCluster? {
        shape(Substring(String(character))).first
    }

    /// The face for each character: the face of its first visible scalar, unless another
    /// face covers the whole cluster where that one does not; spaces and punctuation stay
    /// in the face before them when it has them, so runs split only where fonts change.
    private func faceIndices(_ characters: [Character]) -> [Int?] {
        var faces: [Int?] = []
        faces.reserveCapacity(characters.count)
        for character in characters {
            // ASCII, the common case, needs no Unicode property look-ups.
            if character.utf8.count == 1, let scalar = character.unicodeScalars.first {
                // Everything but letters (spaces, digits, punctuation, symbols) stays in the face before it.
                let neutral = !(0x41...0x5A).contains(scalar.value) && !(0x61...0x7A).contains(scalar.value)
                if neutral, let previous = faces.last ?? nil, fonts.face(previous).glyph(for: scalar) != nil {
                    faces.append(previous)
                } else {
                    faces.append(fonts.faceIndex(for: scalar))
                }
                continue
            }
            let visible = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            guard let first = visible.first else {
                faces.append(faces.last ?? fonts.faceIndex(for: " "))
                continue
            }
            if let previous = faces.last ?? nil, isNeutral(character),
                visible.allSatisfy({ fonts.face(previous).glyph(for: $0) != nil })
            {
                faces.append(previous)
                continue
            }
            var chosen = fonts.faceIndex(for: first)
            if let face = chosen, let uncovered = visible.first(where: { fonts.face(face).glyph(for: $0) == nil }),
                let other = fonts.faceIndex(for: uncovered),
                visible.allSatisfy({ fonts.face(other).glyph(for: $0) != nil })
            {
                chosen = other
            }
            faces.append(chosen)
        }
        return faces
    }

    /// Spaces, digits and punctuation: characters of no particular script.
    private func isNeutral(_ character: Character) -> Bool {
        character.isWhitespace || character.isPunctuation || (character.isASCII && character.isNumber)
    }

    /// One run shaped by HarfBuzz, the whole paragraph given as context.
    private func shapeRun(
        _ characters: ArraySlice<Character>, face: Int, scalars: [UInt32], owner: [Int],
        scalarRange: Range<Int>
    ) -> [ShapedCluster] {
        let outline = fonts.face(face)
        guard let hbFont = outline.hbFont, let buffer = orbiting_hb_buffer_create() else { return [] }
        defer { orbiting_hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            orbiting_hb_buffer_add_codepoints(
                buffer, text.baseAddress, Int32(text.count),
                UInt32(scalarRange.lowerBound), Int32(scalarRange.count))
        }
        orbiting_hb_buffer_guess_segment_properties(buffer)
        if let language = OutlineShaper.language(for: orbiting_hb_buffer_get_script(buffer), characters: characters) {
            orbiting_hb_buffer_set_language(buffer, orbiting_hb_language_from_string(language, -1))
        }
        orbiting_hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = orbiting_hb_buffer_get_glyph_infos(buffer, &count),
            let positions = orbiting_hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }

        let first = characters.startIndex
        var glyphs = [[PositionedGlyph]](repeating: [], count: characters.count)
        var advances = [Int](repeating: 0, count: characters.count)
        for index in 0..<Int(count) {
            let cluster = Int(infos[index].cluster)
            guard cluster < owner.count else { continue }
            let slot = min(max(0, owner[cluster] - first), characters.count - 1)
            let position = positions[index]
            glyphs[slot].append(
                PositionedGlyph(
                    face: face, glyph: infos[index].codepoint,
                    x: advances[slot] + Int(position.x_offset), y: Int(position.y_offset)))
            advances[slot] += Int(position.x_advance)
        }
        return characters.indices.map { index in
            let slot = index - first
            var ink: Range<Int>?
            for glyph in glyphs[slot] {
                guard let rows = outline.inkRows(of: glyph.glyph) else { continue }
                let shifted = (rows.lowerBound - glyph.y)..<(rows.upperBound - glyph.y)
                ink =
                    ink.map { min($0.lowerBound, shifted.lowerBound)..<max($0.upperBound, shifted.upperBound) }
                    ?? shifted
            }
            return ShapedCluster(
                character: characters[index], glyphs: glyphs[slot], width: advances[slot],
                inkRows: ink, breakClass: LineBreakClass(characters[index]),
                isMissing: glyphs[slot].contains { $0.glyph == 0 })
        }
    }

    /// The language a run in `script` is shaped as: it picks local glyph forms (Japanese or
    /// Chinese ideographs, Hindi or Marathi conjuncts).
    static func language(for script: hb_script_t, characters: ArraySlice<Character>) -> String? {
        switch script {
        case HB_SCRIPT_DEVANAGARI: return "hi"
        case HB_SCRIPT_BENGALI: return "bn"
        case HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: return "ja"
        case HB_SCRIPT_HANGUL: return "ko"
        case HB_SCRIPT_HAN:
            let kana = characters.contains { $0.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }
            return kana ? "ja" : "zh"
        default: return nil
        }
    }
}

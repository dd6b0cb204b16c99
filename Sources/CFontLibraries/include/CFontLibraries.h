#ifndef ORBITING_CFONTLIBRARIES_H
#define ORBITING_CFONTLIBRARIES_H

/* HarfBuzz, FreeType and fontconfig for Orbiting, loaded when first needed.
 *
 * The binary has no link-time dependency on the three libraries: most commands
 * (`--version`, `history`, `config`, …) never draw big text, and mapping the libraries
 * and what they pull in (glib, pcre2, png, …) at every start costs more than the rest of
 * such a command. Each library is opened with dlopen by its soname the first time one of
 * its functions is needed, separately, and its functions are looked up once into a table.
 *
 * Swift calls the wrappers declared here, `orbiting_` followed by the library's own
 * name (`orbiting_hb_shape`, `orbiting_FT_Load_Glyph`, `orbiting_FcFontSort`). When a
 * library cannot be loaded (not installed, a function missing, or every optional library
 * turned off with ORBITING_OPTIONAL_LIBRARIES=none, see COptionalLibrary.h),
 * `orbiting_<library>_available()`
 * returns 0 and every wrapper returns its failure value (NULL, 0, FcFalse, a FreeType
 * error) without calling anything; callers check availability before opening fonts.
 *
 * The types and macros come from the CHarfBuzz, CFreeType and CFontconfig modules. */

#include "../../CHarfBuzz/shim.h"
#include "../../CFreeType/shim.h"
#include "../../CFontconfig/shim.h"

/** Whether HarfBuzz (`libharfbuzz.so.0`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_harfbuzz_available(void);
/** Whether FreeType (`libfreetype.so.6`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_freetype_available(void);
/** Whether fontconfig (`libfontconfig.so.1`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_fontconfig_available(void);

/** The file HarfBuzz was loaded from (loading it on the first call), or NULL when it is not loaded. */
const char *orbiting_harfbuzz_file(void);
/** The file FreeType was loaded from (loading it on the first call), or NULL when it is not loaded. */
const char *orbiting_freetype_file(void);

/** The FreeType error the wrappers return when FreeType is not loaded. */
#define ORBITING_FT_NOT_LOADED (-1)

/* The functions Orbiting uses, one list per library, each entry
 * F(return type, name, (parameters), (arguments), value when not loaded) or, for a
 * function returning nothing, V(name, (parameters), (arguments)). The lists declare the
 * wrappers below and fill the tables in font_libraries.c. */

#define ORBITING_HARFBUZZ_FUNCTIONS(F, V) \
    F(hb_blob_t *, hb_blob_create_from_file_or_fail, (const char *file_name), (file_name), NULL) \
    V(hb_blob_destroy, (hb_blob_t *blob), (blob)) \
    F(hb_face_t *, hb_face_create, (hb_blob_t *blob, unsigned int index), (blob, index), NULL) \
    F(unsigned int, hb_face_get_glyph_count, (const hb_face_t *face), (face), 0) \
    V(hb_face_destroy, (hb_face_t *face), (face)) \
    F(hb_font_t *, hb_font_create, (hb_face_t *face), (face), NULL) \
    V(hb_font_set_scale, (hb_font_t *font, int x_scale, int y_scale), (font, x_scale, y_scale)) \
    V(hb_font_destroy, (hb_font_t *font), (font)) \
    F(hb_bool_t, hb_font_get_nominal_glyph, \
      (hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph), (font, unicode, glyph), 0) \
    F(hb_position_t, hb_font_get_glyph_h_advance, (hb_font_t *font, hb_codepoint_t glyph), (font, glyph), 0) \
    F(hb_bool_t, hb_font_get_glyph_extents, \
      (hb_font_t *font, hb_codepoint_t glyph, hb_glyph_extents_t *extents), (font, glyph, extents), 0) \
    F(hb_buffer_t *, hb_buffer_create, (void), (), NULL) \
    V(hb_buffer_destroy, (hb_buffer_t *buffer), (buffer)) \
    V(hb_buffer_add_codepoints, \
      (hb_buffer_t *buffer, const hb_codepoint_t *text, int text_length, unsigned int item_offset, \
       int item_length), \
      (buffer, text, text_length, item_offset, item_length)) \
    V(hb_buffer_guess_segment_properties, (hb_buffer_t *buffer), (buffer)) \
    F(hb_script_t, hb_buffer_get_script, (const hb_buffer_t *buffer), (buffer), HB_SCRIPT_INVALID) \
    V(hb_buffer_set_language, (hb_buffer_t *buffer, hb_language_t language), (buffer, language)) \
    F(hb_language_t, hb_language_from_string, (const char *str, int len), (str, len), HB_LANGUAGE_INVALID) \
    V(hb_shape, \
      (hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features), \
      (font, buffer, features, num_features)) \
    F(hb_glyph_info_t *, hb_buffer_get_glyph_infos, (hb_buffer_t *buffer, unsigned int *length), \
      (buffer, length), NULL) \
    F(hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t *buffer, unsigned int *length), \
      (buffer, length), NULL)

#define ORBITING_FREETYPE_FUNCTIONS(F, V) \
    F(FT_Error, FT_Init_FreeType, (FT_Library *library), (library), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_Done_FreeType, (FT_Library library), (library), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_New_Face, (FT_Library library, const char *path, FT_Long face_index, FT_Face *face), \
      (library, path, face_index, face), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_Done_Face, (FT_Face face), (face), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_Set_Char_Size, \
      (FT_Face face, FT_F26Dot6 width, FT_F26Dot6 height, FT_UInt horizontal_dpi, FT_UInt vertical_dpi), \
      (face, width, height, horizontal_dpi, vertical_dpi), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_Load_Glyph, (FT_Face face, FT_UInt glyph_index, FT_Int32 load_flags), \
      (face, glyph_index, load_flags), ORBITING_FT_NOT_LOADED) \
    F(FT_Error, FT_Render_Glyph, (FT_GlyphSlot slot, FT_Render_Mode render_mode), (slot, render_mode), \
      ORBITING_FT_NOT_LOADED)

#define ORBITING_FONTCONFIG_FUNCTIONS(F, V) \
    F(FcConfig *, FcInitLoadConfigAndFonts, (void), (), NULL) \
    F(FcPattern *, FcNameParse, (const FcChar8 *name), (name), NULL) \
    F(FcPattern *, FcPatternDuplicate, (const FcPattern *pattern), (pattern), NULL) \
    V(FcPatternDestroy, (FcPattern *pattern), (pattern)) \
    V(FcFontSetDestroy, (FcFontSet *set), (set)) \
    F(FcResult, FcPatternGetString, (const FcPattern *pattern, const char *object, int n, FcChar8 **value), \
      (pattern, object, n, value), FcResultNoMatch) \
    F(FcResult, FcPatternGetInteger, (const FcPattern *pattern, const char *object, int n, int *value), \
      (pattern, object, n, value), FcResultNoMatch) \
    F(FcResult, FcPatternGetBool, (const FcPattern *pattern, const char *object, int n, FcBool *value), \
      (pattern, object, n, value), FcResultNoMatch) \
    F(FcResult, FcPatternGetCharSet, (const FcPattern *pattern, const char *object, int n, FcCharSet **value), \
      (pattern, object, n, value), FcResultNoMatch) \
    F(FcBool, FcPatternAddCharSet, (FcPattern *pattern, const char *object, const FcCharSet *set), \
      (pattern, object, set), FcFalse) \
    F(FcBool, FcPatternAddBool, (FcPattern *pattern, const char *object, FcBool value), \
      (pattern, object, value), FcFalse) \
    F(FcBool, FcPatternAddString, (FcPattern *pattern, const char *object, const FcChar8 *value), \
      (pattern, object, value), FcFalse) \
    F(FcCharSet *, FcCharSetCreate, (void), (), NULL) \
    F(FcBool, FcCharSetAddChar, (FcCharSet *set, FcChar32 character), (set, character), FcFalse) \
    F(FcBool, FcCharSetHasChar, (const FcCharSet *set, FcChar32 character), (set, character), FcFalse) \
    V(FcCharSetDestroy, (FcCharSet *set), (set)) \
    F(FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *pattern, FcMatchKind kind), \
      (config, pattern, kind), FcFalse) \
    V(FcDefaultSubstitute, (FcPattern *pattern), (pattern)) \
    F(FcPattern *, FcFontMatch, (FcConfig *config, FcPattern *pattern, FcResult *result), \
      (config, pattern, result), NULL) \
    F(FcFontSet *, FcFontSort, \
      (FcConfig *config, FcPattern *pattern, FcBool trim, FcCharSet **coverage, FcResult *result), \
      (config, pattern, trim, coverage, result), NULL)

#define ORBITING_DECLARE(type, name, parameters, arguments, failure) type orbiting_##name parameters;
#define ORBITING_DECLARE_VOID(name, parameters, arguments) void orbiting_##name parameters;
ORBITING_HARFBUZZ_FUNCTIONS(ORBITING_DECLARE, ORBITING_DECLARE_VOID)
ORBITING_FREETYPE_FUNCTIONS(ORBITING_DECLARE, ORBITING_DECLARE_VOID)
ORBITING_FONTCONFIG_FUNCTIONS(ORBITING_DECLARE, ORBITING_DECLARE_VOID)
#undef ORBITING_DECLARE
#undef ORBITING_DECLARE_VOID

/* fontconfig's property names are string macros and some of its calls come in pairs, so
 * the uses Orbiting makes of them are named here (defined in fontconfig_helpers.c). */

/** The font file of a match (`FC_FILE`), or NULL. */
const char *orbiting_fc_file(FcPattern *pattern);
/** The face index inside the file (`FC_INDEX`), 0 when absent. */
int orbiting_fc_index(FcPattern *pattern);
/** The first family name (`FC_FAMILY`), or NULL. */
const char *orbiting_fc_family(FcPattern *pattern);
/** Whether the font is scalable (`FC_OUTLINE`); bitmap-only fonts are not. */
int orbiting_fc_is_outline(FcPattern *pattern);
/** Whether the font covers `character` (from its `FC_CHARSET`). */
int orbiting_fc_has_char(FcPattern *pattern, unsigned int character);
/** Adds a charset holding only `character` to `pattern`, so a match prefers fonts covering it. */
int orbiting_fc_require_char(FcPattern *pattern, unsigned int character);
/** Parses a pattern such as "DejaVu Serif:bold" (`FcNameParse`), or NULL. */
FcPattern *orbiting_fc_parse(const char *name);
/** Asks for scalable fonts only (`FC_OUTLINE`). */
int orbiting_fc_require_outline(FcPattern *pattern);
/** Adds a language (`FC_LANG`, such as "hi" or "ja") to `pattern`. */
int orbiting_fc_add_lang(FcPattern *pattern, const char *lang);
/** Applies the configuration's and the default substitutions to `pattern` and returns the
 * best match (to be destroyed by the caller), or NULL. */
FcPattern *orbiting_fc_match(FcConfig *config, FcPattern *pattern);
/** Every font, best match for `pattern` first (`FcFontSort`, untrimmed), after the
 * configuration's and the default substitutions; destroy with `orbiting_FcFontSetDestroy`. */
FcFontSet *orbiting_fc_sort(FcConfig *config, FcPattern *pattern);

#endif

#ifndef ORBITING_CFONTCONFIG_SHIM_H
#define ORBITING_CFONTCONFIG_SHIM_H

/* fontconfig for Orbiting: finding fonts by pattern and falling back per character the
 * way desktop applications do. Property names are string macros (FC_FILE, …) and some
 * calls take varargs, so the ones Orbiting uses are wrapped here. */

#include <stddef.h>
#include <fontconfig/fontconfig.h>

/** The font file of a match (`FC_FILE`), or NULL. */
static inline const char *orbiting_fc_file(FcPattern *pattern) {
    FcChar8 *value = NULL;
    return FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch ? (const char *)value : NULL;
}

/** The face index inside the file (`FC_INDEX`), 0 when absent. */
static inline int orbiting_fc_index(FcPattern *pattern) {
    int value = 0;
    return FcPatternGetInteger(pattern, FC_INDEX, 0, &value) == FcResultMatch ? value : 0;
}

/** The first family name (`FC_FAMILY`), or NULL. */
static inline const char *orbiting_fc_family(FcPattern *pattern) {
    FcChar8 *value = NULL;
    return FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch ? (const char *)value : NULL;
}

/** Whether the font is scalable (`FC_OUTLINE`); bitmap-only fonts are not. */
static inline int orbiting_fc_is_outline(FcPattern *pattern) {
    FcBool value = FcFalse;
    return FcPatternGetBool(pattern, FC_OUTLINE, 0, &value) == FcResultMatch && value;
}

/** Whether the font covers `character` (from its `FC_CHARSET`). */
static inline int orbiting_fc_has_char(FcPattern *pattern, unsigned int character) {
    FcCharSet *set = NULL;
    return FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch && set && FcCharSetHasChar(set, character);
}

/** Adds a charset holding only `character` to `pattern`, so a match prefers fonts covering it. */
static inline int orbiting_fc_require_char(FcPattern *pattern, unsigned int character) {
    FcCharSet *set = FcCharSetCreate();
    if (!set) return 0;
    FcCharSetAddChar(set, character);
    int added = FcPatternAddCharSet(pattern, FC_CHARSET, set);
    FcCharSetDestroy(set);
    return added;
}

/** Parses a pattern such as "DejaVu Serif:bold" (`FcNameParse`), or NULL. */
static inline FcPattern *orbiting_fc_parse(const char *name) { return FcNameParse((const FcChar8 *)name); }

/** Asks for scalable fonts only (`FC_OUTLINE`). */
static inline int orbiting_fc_require_outline(FcPattern *pattern) {
    return FcPatternAddBool(pattern, FC_OUTLINE, FcTrue);
}

/** Adds a language (`FC_LANG`, such as "hi" or "ja") to `pattern`. */
static inline int orbiting_fc_add_lang(FcPattern *pattern, const char *lang) {
    return FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)lang);
}

/** Parses `name`, applies the configuration's and the default substitutions, and returns the
 * best match (to be destroyed by the caller), or NULL. */
static inline FcPattern *orbiting_fc_match(FcConfig *config, FcPattern *pattern) {
    if (!FcConfigSubstitute(config, pattern, FcMatchPattern)) return NULL;
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    return FcFontMatch(config, pattern, &result);
}

/** Every font, best match for `pattern` first (`FcFontSort`, untrimmed), after the
 * configuration's and the default substitutions; destroy with `FcFontSetDestroy`. */
static inline FcFontSet *orbiting_fc_sort(FcConfig *config, FcPattern *pattern) {
    if (!FcConfigSubstitute(config, pattern, FcMatchPattern)) return NULL;
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    return FcFontSort(config, pattern, FcFalse, NULL, &result);
}

#endif

/* fontconfig's property macros and paired calls, named for Swift (see CFontLibraries.h).
 * Every call goes through the wrappers, so none of them needs fontconfig linked. */

#include "CFontLibraries.h"

const char *orbiting_fc_file(FcPattern *pattern) {
    FcChar8 *value = NULL;
    return orbiting_FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch ? (const char *)value : NULL;
}

int orbiting_fc_index(FcPattern *pattern) {
    int value = 0;
    return orbiting_FcPatternGetInteger(pattern, FC_INDEX, 0, &value) == FcResultMatch ? value : 0;
}

const char *orbiting_fc_family(FcPattern *pattern) {
    FcChar8 *value = NULL;
    return orbiting_FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch ? (const char *)value : NULL;
}

int orbiting_fc_is_outline(FcPattern *pattern) {
    FcBool value = FcFalse;
    return orbiting_FcPatternGetBool(pattern, FC_OUTLINE, 0, &value) == FcResultMatch && value;
}

int orbiting_fc_has_char(FcPattern *pattern, unsigned int character) {
    FcCharSet *set = NULL;
    return orbiting_FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch && set &&
           orbiting_FcCharSetHasChar(set, character);
}

int orbiting_fc_require_char(FcPattern *pattern, unsigned int character) {
    FcCharSet *set = orbiting_FcCharSetCreate();
    if (!set) return 0;
    orbiting_FcCharSetAddChar(set, character);
    int added = orbiting_FcPatternAddCharSet(pattern, FC_CHARSET, set);
    orbiting_FcCharSetDestroy(set);
    return added;
}

FcPattern *orbiting_fc_parse(const char *name) { return orbiting_FcNameParse((const FcChar8 *)name); }

int orbiting_fc_require_outline(FcPattern *pattern) {
    return orbiting_FcPatternAddBool(pattern, FC_OUTLINE, FcTrue);
}

int orbiting_fc_add_lang(FcPattern *pattern, const char *lang) {
    return orbiting_FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)lang);
}

FcPattern *orbiting_fc_match(FcConfig *config, FcPattern *pattern) {
    if (!orbiting_FcConfigSubstitute(config, pattern, FcMatchPattern)) return NULL;
    orbiting_FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    return orbiting_FcFontMatch(config, pattern, &result);
}

FcFontSet *orbiting_fc_sort(FcConfig *config, FcPattern *pattern) {
    if (!orbiting_FcConfigSubstitute(config, pattern, FcMatchPattern)) return NULL;
    orbiting_FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    return orbiting_FcFontSort(config, pattern, FcFalse, NULL, &result);
}

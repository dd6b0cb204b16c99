/* The three font libraries' function tables, filled on first use (see CFontLibraries.h). */

#define _GNU_SOURCE /* dladdr */
#include "CFontLibraries.h"

#include <COptionalLibrary.h>

/* One table per library, filled on first use (see COptionalLibrary.h). The lists name each
 * function with its signature (for the wrappers below); the tables want the names only. */
#define ORBITING_SLOT(type, name, parameters, arguments, failure) ORBITING_LIBRARY_SLOT(name)
#define ORBITING_SLOT_VOID(name, parameters, arguments) ORBITING_LIBRARY_SLOT(name)
#define ORBITING_RESOLVE(type, name, parameters, arguments, failure) ORBITING_LIBRARY_RESOLVE(name)
#define ORBITING_RESOLVE_VOID(name, parameters, arguments) ORBITING_LIBRARY_RESOLVE(name)

ORBITING_LIBRARY_TABLE(harfbuzz, ORBITING_HARFBUZZ_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID))
ORBITING_LIBRARY_TABLE(freetype, ORBITING_FREETYPE_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID))
ORBITING_LIBRARY_TABLE(fontconfig, ORBITING_FONTCONFIG_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID))

ORBITING_LIBRARY_LOADER(harfbuzz, "libharfbuzz.so.0",
                        ORBITING_HARFBUZZ_FUNCTIONS(ORBITING_RESOLVE, ORBITING_RESOLVE_VOID), 1, 1)
ORBITING_LIBRARY_LOADER(freetype, "libfreetype.so.6",
                        ORBITING_FREETYPE_FUNCTIONS(ORBITING_RESOLVE, ORBITING_RESOLVE_VOID), 1, 1)
ORBITING_LIBRARY_LOADER(fontconfig, "libfontconfig.so.1",
                        ORBITING_FONTCONFIG_FUNCTIONS(ORBITING_RESOLVE, ORBITING_RESOLVE_VOID), 1, 1)

/* The file a loaded function comes from, or NULL. */
static const char *orbiting_file_of(void *function) {
    Dl_info info;
    return function && dladdr(function, &info) && info.dli_fname ? info.dli_fname : NULL;
}

const char *orbiting_harfbuzz_file(void) {
    return orbiting_harfbuzz_available() ? orbiting_file_of((void *)harfbuzz.hb_shape) : NULL;
}

const char *orbiting_freetype_file(void) {
    return orbiting_freetype_available() ? orbiting_file_of((void *)freetype.FT_Load_Glyph) : NULL;
}

/* The wrappers: the library's function when it is loaded, else the failure value. */
#define ORBITING_WRAP(type, name, parameters, arguments, failure) \
    type orbiting_##name parameters { \
        return ORBITING_AVAILABLE() ? ORBITING_TABLE.name arguments : failure; \
    }
#define ORBITING_WRAP_VOID(name, parameters, arguments) \
    void orbiting_##name parameters { \
        if (ORBITING_AVAILABLE()) ORBITING_TABLE.name arguments; \
    }

#define ORBITING_TABLE harfbuzz
#define ORBITING_AVAILABLE orbiting_harfbuzz_available
ORBITING_HARFBUZZ_FUNCTIONS(ORBITING_WRAP, ORBITING_WRAP_VOID)
#undef ORBITING_TABLE
#undef ORBITING_AVAILABLE

#define ORBITING_TABLE freetype
#define ORBITING_AVAILABLE orbiting_freetype_available
ORBITING_FREETYPE_FUNCTIONS(ORBITING_WRAP, ORBITING_WRAP_VOID)
#undef ORBITING_TABLE
#undef ORBITING_AVAILABLE

#define ORBITING_TABLE fontconfig
#define ORBITING_AVAILABLE orbiting_fontconfig_available
ORBITING_FONTCONFIG_FUNCTIONS(ORBITING_WRAP, ORBITING_WRAP_VOID)
#undef ORBITING_TABLE
#undef ORBITING_AVAILABLE

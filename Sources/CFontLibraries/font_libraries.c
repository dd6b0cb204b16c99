/* The three font libraries' function tables, filled on first use (see CFontLibraries.h). */

#define _GNU_SOURCE /* dladdr */
#include "CFontLibraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* One table per library: a pointer for each listed function, typed from the library's own
 * declaration, and whether every one of them was found. */
#define ORBITING_SLOT(type, name, parameters, arguments, failure) __typeof__(&name) name;
#define ORBITING_SLOT_VOID(name, parameters, arguments) __typeof__(&name) name;

static struct {
    pthread_once_t once;
    int loaded;
    ORBITING_HARFBUZZ_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID)
} harfbuzz = { PTHREAD_ONCE_INIT, 0 };

static struct {
    pthread_once_t once;
    int loaded;
    ORBITING_FREETYPE_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID)
} freetype = { PTHREAD_ONCE_INIT, 0 };

static struct {
    pthread_once_t once;
    int loaded;
    ORBITING_FONTCONFIG_FUNCTIONS(ORBITING_SLOT, ORBITING_SLOT_VOID)
} fontconfig = { PTHREAD_ONCE_INIT, 0 };

/* The library `soname`, opened (NULL when it cannot be, or when ORBITING_FONT_LIBRARIES is
 * "none": the way to run as on a system without them). */
static void *orbiting_open(const char *soname) {
    if (orbiting_font_libraries_disabled()) return NULL;
    return dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
}

int orbiting_font_libraries_disabled(void) {
    const char *setting = getenv("ORBITING_FONT_LIBRARIES");
    return setting && strcmp(setting, "none") == 0;
}

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

/* Looks up every function of a list in `handle` into `table`; a missing one leaves
 * `found` 0. */
#define ORBITING_RESOLVE(type, name, parameters, arguments, failure) \
    if (!(table->name = (__typeof__(&name))dlsym(handle, #name))) found = 0;
#define ORBITING_RESOLVE_VOID(name, parameters, arguments) \
    ORBITING_RESOLVE(void, name, parameters, arguments, )

/* Opens `soname` and resolves the library's list into its table; the library counts as
 * loaded only with every function found (else it is closed again). */
#define ORBITING_LOADER(library, soname, LIST) \
    static void orbiting_load_##library(void) { \
        void *handle = orbiting_open(soname); \
        if (!handle) return; \
        __typeof__(&library) table = &library; \
        int found = 1; \
        LIST(ORBITING_RESOLVE, ORBITING_RESOLVE_VOID) \
        if (found) table->loaded = 1; \
        else dlclose(handle); \
    } \
    int orbiting_##library##_available(void) { \
        pthread_once(&library.once, orbiting_load_##library); \
        return library.loaded; \
    }

ORBITING_LOADER(harfbuzz, "libharfbuzz.so.0", ORBITING_HARFBUZZ_FUNCTIONS)
ORBITING_LOADER(freetype, "libfreetype.so.6", ORBITING_FREETYPE_FUNCTIONS)
ORBITING_LOADER(fontconfig, "libfontconfig.so.1", ORBITING_FONTCONFIG_FUNCTIONS)

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

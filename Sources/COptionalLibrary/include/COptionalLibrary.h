#ifndef ORBITING_COPTIONALLIBRARY_H
#define ORBITING_COPTIONALLIBRARY_H

/* Loading an optional library on first use: the one way every loader of Orbiting opens a
 * library it does not link (CFontLibraries, CImageLibraries, CRoomLibrary).
 *
 * A library most commands never need (fonts, pictures, MQTT) is not linked: mapping it and
 * what it pulls in at every start would cost more than the rest of such a command. It is
 * opened with dlopen by its soname the first time one of its functions is needed, and its
 * functions are looked up once into a table of typed pointers. With the environment variable
 * ORBITING_OPTIONAL_LIBRARIES=none no optional library is ever opened: the way to run as on
 * a system without them (each loader then reports its library as unavailable).
 *
 * A loader lists its library's functions as an X-macro, `LIST(X)` calling `X(name)` for
 * each, and writes
 *
 *     ORBITING_LIBRARY_TABLE(zlib, LIST(ORBITING_LIBRARY_SLOT))
 *     ORBITING_LIBRARY_LOADER(zlib, "libz.so.1", LIST(ORBITING_LIBRARY_RESOLVE), 1, 1)
 *
 * which defines the table `zlib` (`zlib.compress2(…)` once loaded) and
 * `int orbiting_zlib_available(void)`: whether it is loaded, loading it on the first call
 * (thread-safe). The last two arguments are conditions: one checked before opening (another
 * library the loader needs, say), one checked once every function is found (an init call
 * through `table->…`); the library counts as loaded only when both hold, else it is closed. */

#include <dlfcn.h>
#include <pthread.h>

/** The library `soname`, opened (RTLD_LAZY | RTLD_LOCAL), or NULL when it cannot be or when
 * optional libraries are turned off. */
void *orbiting_library_open(const char *soname);

/** Whether optional libraries are turned off (ORBITING_OPTIONAL_LIBRARIES=none). */
int orbiting_libraries_disabled(void);

/** A table entry: a pointer typed from the library's own declaration of `name`. */
#define ORBITING_LIBRARY_SLOT(name) __typeof__(&name) name;

/** Looks `name` up in `handle` into `table` (the loader's locals); a missing one clears `found`. */
#define ORBITING_LIBRARY_RESOLVE(name) \
    if (!(table->name = (__typeof__(&name))dlsym(handle, #name))) found = 0;

/** The table `library`: whether it was loaded, and the `SLOTS`. */
#define ORBITING_LIBRARY_TABLE(library, SLOTS) \
    static struct { \
        pthread_once_t once; \
        int loaded; \
        SLOTS \
    } library = { PTHREAD_ONCE_INIT, 0 };

/** Its loader and `orbiting_<library>_available()` (see above). */
#define ORBITING_LIBRARY_LOADER(library, soname, RESOLVES, prerequisite, ready) \
    static void orbiting_load_##library(void) { \
        if (!(prerequisite)) return; \
        void *handle = orbiting_library_open(soname); \
        if (!handle) return; \
        __typeof__(&library) table = &library; \
        int found = 1; \
        RESOLVES \
        if (found && (ready)) table->loaded = 1; \
        else dlclose(handle); \
    } \
    int orbiting_##library##_available(void) { \
        pthread_once(&library.once, orbiting_load_##library); \
        return library.loaded; \
    }

#endif

#ifndef ORBITING_CHARFBUZZ_SHIM_H
#define ORBITING_CHARFBUZZ_SHIM_H

/* HarfBuzz for Orbiting: text shaping with HarfBuzz's own OpenType functions (no
 * FreeType or GLib integration), so the fonts' units come straight from the tables.
 * The types and macros only: the library is loaded when first needed and its functions are
 * called through CFontLibraries. Swift code reaches HarfBuzz only through OrbitingTerminal's
 * Fonts/ types. */

#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

/** HarfBuzz's "no language" value, which is a macro in the C header. */
static inline hb_language_t orbiting_hb_language_invalid(void) { return HB_LANGUAGE_INVALID; }

/** The direction's horizontal-ness (`HB_DIRECTION_IS_HORIZONTAL` is a macro). */
static inline int orbiting_hb_direction_is_horizontal(hb_direction_t direction) {
    return HB_DIRECTION_IS_HORIZONTAL(direction);
}

#endif

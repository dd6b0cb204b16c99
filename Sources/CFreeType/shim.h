#ifndef ORBITING_CFREETYPE_SHIM_H
#define ORBITING_CFREETYPE_SHIM_H

/* FreeType for Orbiting: rasterising glyphs at an exact pixel size. FreeType's load
 * flags are macros (some of them function-like), so the combinations Orbiting uses are
 * named here. The types and macros only: the library is loaded when first needed and its
 * functions are called through CFontLibraries. */

#include <ft2build.h>
#include FT_FREETYPE_H

/** Hinted for a monochrome target by the autohinter: stems snap to whole pixels. */
static inline FT_Int32 orbiting_ft_load_mono_autohint(void) {
    return FT_LOAD_DEFAULT | FT_LOAD_FORCE_AUTOHINT | FT_LOAD_TARGET_MONO;
}

/** Hinted lightly (vertical only) by the autohinter, for an anti-aliased coverage raster. */
static inline FT_Int32 orbiting_ft_load_light_autohint(void) {
    return FT_LOAD_DEFAULT | FT_LOAD_FORCE_AUTOHINT | FT_LOAD_TARGET_LIGHT;
}

/** Unhinted outlines. */
static inline FT_Int32 orbiting_ft_load_unhinted(void) { return FT_LOAD_NO_HINTING; }

/** The render mode for a 1-bit bitmap. */
static inline FT_Render_Mode orbiting_ft_render_mono(void) { return FT_RENDER_MODE_MONO; }

/** The render mode for an 8-bit coverage bitmap. */
static inline FT_Render_Mode orbiting_ft_render_normal(void) { return FT_RENDER_MODE_NORMAL; }

/** The 1-bit pixel mode (`FT_PIXEL_MODE_MONO`). */
static inline int orbiting_ft_pixel_mode_is_mono(const FT_Bitmap *bitmap) {
    return bitmap->pixel_mode == FT_PIXEL_MODE_MONO;
}

#endif

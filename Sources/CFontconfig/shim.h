#ifndef ORBITING_CFONTCONFIG_SHIM_H
#define ORBITING_CFONTCONFIG_SHIM_H

/* fontconfig for Orbiting: finding fonts by pattern and falling back per character the
 * way desktop applications do. The types and property macros only: the library is loaded
 * when first needed, and its functions are called through CFontLibraries (which also names
 * the property lookups Orbiting uses). */

#include <stddef.h>
#include <fontconfig/fontconfig.h>

#endif

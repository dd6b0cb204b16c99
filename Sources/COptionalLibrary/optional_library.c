/* Opening an optional library (see COptionalLibrary.h). */

#include "COptionalLibrary.h"

#include <stdlib.h>
#include <string.h>

int orbiting_libraries_disabled(void) {
    const char *setting = getenv("ORBITING_OPTIONAL_LIBRARIES");
    return setting && strcmp(setting, "none") == 0;
}

void *orbiting_library_open(const char *soname) {
    if (orbiting_libraries_disabled()) return NULL;
    return dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
}

/* libunistring, opened on first use (see CUnicodeLibrary.h). */

#include "CUnicodeLibrary.h"

#include <COptionalLibrary.h>
#include <unicase.h>
#include <uninorm.h>

/* libunistring's functions and normalisation forms Orbiting uses. */
#define ORBITING_UNISTRING_SYMBOLS(X) X(u8_normalize) X(u8_casefold) X(uninorm_nfc) X(uninorm_nfd) X(uninorm_nfkd)

ORBITING_LIBRARY_TABLE(unistring, ORBITING_UNISTRING_SYMBOLS(ORBITING_LIBRARY_SLOT))
ORBITING_LIBRARY_LOADER(unistring, "libunistring.so.2", ORBITING_UNISTRING_SYMBOLS(ORBITING_LIBRARY_RESOLVE), 1, 1)

int orbiting_unicode_available(void) { return orbiting_unistring_available(); }

/* The library's form for `form`. */
static uninorm_t orbiting_unicode_uninorm(orbiting_unicode_form form) {
    switch (form) {
    case ORBITING_UNICODE_NFC: return unistring.uninorm_nfc;
    case ORBITING_UNICODE_NFD: return unistring.uninorm_nfd;
    case ORBITING_UNICODE_NFKD: return unistring.uninorm_nfkd;
    }
    return unistring.uninorm_nfc;
}

uint8_t *orbiting_unicode_normalize(orbiting_unicode_form form, const uint8_t *text, size_t length,
                                    size_t *result_length) {
    if (!orbiting_unicode_available()) return NULL;
    return unistring.u8_normalize(orbiting_unicode_uninorm(form), text, length, NULL, result_length);
}

uint8_t *orbiting_unicode_fold(orbiting_unicode_form form, const uint8_t *text, size_t length,
                               size_t *result_length) {
    if (!orbiting_unicode_available()) return NULL;
    return unistring.u8_casefold(text, length, NULL, orbiting_unicode_uninorm(form), NULL, result_length);
}

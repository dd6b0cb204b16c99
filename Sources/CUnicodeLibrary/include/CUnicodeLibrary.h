#ifndef ORBITING_CUNICODELIBRARY_H
#define ORBITING_CUNICODELIBRARY_H

/* GNU libunistring's Unicode normalisation and case folding, loaded when first needed.
 *
 * Only text with characters beyond ASCII is ever normalised (ASCII is already in every
 * form), so most commands never need the library and it is not linked: it is opened on
 * first use through COptionalLibrary, as the other optional libraries are. It comes with
 * every Debian system (apt needs it). With ORBITING_OPTIONAL_LIBRARIES=none it is never
 * opened; the functions below then return NULL and the caller keeps its text as it is. */

#include <stddef.h>
#include <stdint.h>

/** The normalisation forms Orbiting uses. */
typedef enum {
    /** Canonical decomposition, then canonical composition. */
    ORBITING_UNICODE_NFC,
    /** Canonical decomposition. */
    ORBITING_UNICODE_NFD,
    /** Compatibility decomposition. */
    ORBITING_UNICODE_NFKD,
} orbiting_unicode_form;

/** Whether libunistring (`libunistring.so.2`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_unicode_available(void);

/** The UTF-8 `text` (`length` bytes) in normalisation `form`, in a buffer from malloc that the
 * caller frees, its length in `*result_length`; NULL when the library is not loaded, the text
 * is not valid UTF-8 or memory ran out. */
uint8_t *orbiting_unicode_normalize(orbiting_unicode_form form, const uint8_t *text, size_t length,
                                    size_t *result_length);

/** The UTF-8 `text` case-folded (full Unicode case folding, no language's special rules) and in
 * normalisation `form`; returned as orbiting_unicode_normalize returns. */
uint8_t *orbiting_unicode_fold(orbiting_unicode_form form, const uint8_t *text, size_t length,
                               size_t *result_length);

#endif

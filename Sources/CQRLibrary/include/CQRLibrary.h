#ifndef ORBITING_CQRLIBRARY_H
#define ORBITING_CQRLIBRARY_H

/* libqrencode for the browser screen's QR code, loaded when first needed.
 *
 * Only a session serving browsers (`--web`) draws a QR code, on F5 or in Help, so the library
 * is not linked: it is opened on first use through COptionalLibrary, as the other optional
 * libraries are. With ORBITING_OPTIONAL_LIBRARIES=none it is never opened; the functions
 * below then report failure. */

#include <stdint.h>

/** The most modules a side of a QR code has (version 40). */
#define ORBITING_QR_MAXIMUM_WIDTH 177

/** Whether libqrencode (`libqrencode.so.4`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_qr_available(void);

/** Encodes the NUL-terminated UTF-8 `text` as a QR code (the smallest version that holds it,
 * error correction level M) into `modules`, one byte a module, row-major, 1 for dark, 0 for
 * light; `capacity` is the bytes `modules` holds. Returns the code's width in modules, 0 when
 * the text does not fit or encoding failed, -1 when libqrencode is not loaded. */
int orbiting_qr_encode(const char *text, uint8_t *modules, int capacity);

#endif

/* libqrencode, opened on first use (see CQRLibrary.h). */

#include "CQRLibrary.h"

#include <COptionalLibrary.h>
#include <qrencode.h>

/* libqrencode's functions Orbiting calls. */
#define ORBITING_QRENCODE_FUNCTIONS(X) X(QRcode_encodeString) X(QRcode_free)

ORBITING_LIBRARY_TABLE(qrencode, ORBITING_QRENCODE_FUNCTIONS(ORBITING_LIBRARY_SLOT))
ORBITING_LIBRARY_LOADER(qrencode, "libqrencode.so.4", ORBITING_QRENCODE_FUNCTIONS(ORBITING_LIBRARY_RESOLVE), 1, 1)

int orbiting_qr_available(void) { return orbiting_qrencode_available(); }

int orbiting_qr_encode(const char *text, uint8_t *modules, int capacity) {
    if (!orbiting_qr_available()) return -1;
    QRcode *code = qrencode.QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code) return 0;
    int width = code->width;
    if (width <= 0 || width > ORBITING_QR_MAXIMUM_WIDTH || width * width > capacity) {
        qrencode.QRcode_free(code);
        return 0;
    }
    for (int index = 0; index < width * width; index++) modules[index] = code->data[index] & 1;
    qrencode.QRcode_free(code);
    return width;
}

/* libqrencode, opened on first use (see CQRLibrary.h). */

#include "CQRLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <qrencode.h>
#include <stdlib.h>
#include <string.h>

static struct {
    pthread_once_t once;
    int loaded;
    __typeof__(&QRcode_encodeString) QRcode_encodeString;
    __typeof__(&QRcode_free) QRcode_free;
} qrencode = { PTHREAD_ONCE_INIT, 0, NULL, NULL };

static void orbiting_load_qrencode(void) {
    const char *setting = getenv("ORBITING_QR_LIBRARY");
    if (setting && strcmp(setting, "none") == 0) return;
    void *handle = dlopen("libqrencode.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (!handle) return;
    qrencode.QRcode_encodeString = (__typeof__(&QRcode_encodeString))dlsym(handle, "QRcode_encodeString");
    qrencode.QRcode_free = (__typeof__(&QRcode_free))dlsym(handle, "QRcode_free");
    if (qrencode.QRcode_encodeString && qrencode.QRcode_free) qrencode.loaded = 1;
    else dlclose(handle);
}

int orbiting_qr_available(void) {
    pthread_once(&qrencode.once, orbiting_load_qrencode);
    return qrencode.loaded;
}

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

/* libmosquitto's header: types and constants only. Not linked: CRoomLibrary opens the
 * library with dlopen the first time a room is used. */
#include <mosquitto.h>

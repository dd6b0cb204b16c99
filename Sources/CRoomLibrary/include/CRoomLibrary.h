#ifndef ORBITING_CROOMLIBRARY_H
#define ORBITING_CROOMLIBRARY_H

/* libmosquitto, the reference MQTT client, for Orbiting's rooms, loaded when first needed.
 *
 * Only a command with a room (`orbiting --room`, `orbiting room …`) talks to a broker, so the
 * library is not linked: it is opened with dlopen by its soname the first time a client is
 * made (COptionalLibrary.h; with ORBITING_OPTIONAL_LIBRARIES=none it is never opened, and
 * `orbiting_room_available` is 0).
 *
 * One client is one `struct orbiting_room_client`: libmosquitto's network thread runs its
 * callbacks, which call the three functions given at creation with their `context`. */

#include <stddef.h>
#include <stdint.h>

/** A client, opaque. */
typedef struct orbiting_room_client orbiting_room_client;

/** Called on libmosquitto's thread when a connection attempt is answered: `code` 0 is
 * accepted, else the broker's CONNACK code (see `orbiting_room_connack_text`). */
typedef void (*orbiting_room_connected_fn)(void *context, int code);
/** Called on libmosquitto's thread when the connection is lost (`code` 0: we asked). */
typedef void (*orbiting_room_disconnected_fn)(void *context, int code);
/** Called on libmosquitto's thread for each message: its topic, payload and length. */
typedef void (*orbiting_room_message_fn)(void *context, const char *topic, const uint8_t *payload, size_t length);

/** Whether libmosquitto (`libmosquitto.so.1`) is loaded, loading it on the first call. Thread-safe. */
int orbiting_room_available(void);

/** A new client with this id (NULL: a random one) and callbacks, or NULL when the library is
 * not loaded or memory ran out. */
orbiting_room_client *orbiting_room_client_new(const char *client_id, void *context, orbiting_room_connected_fn connected,
                                               orbiting_room_disconnected_fn disconnected, orbiting_room_message_fn message);

/** Sets the `context` the callbacks are given (NULL until set: they are not called). */
void orbiting_room_set_context(orbiting_room_client *client, void *context);

/** Sets the user name and password (either may be NULL). Returns a libmosquitto error code (0 success). */
int orbiting_room_credentials(orbiting_room_client *client, const char *user, const char *password);

/** Turns TLS on: with `cafile` (a PEM file of the CAs to trust), else the system's CAs. */
int orbiting_room_tls(orbiting_room_client *client, const char *cafile);

/** The message the broker publishes for this client when it goes without saying goodbye. */
int orbiting_room_will(orbiting_room_client *client, const char *topic, const uint8_t *payload, size_t length, int qos,
                       int retain);

/** Starts connecting to `host`:`port` (MQTT 5) and the network thread, which reconnects on its
 * own with a backoff from `min_delay` to `max_delay` seconds; nothing once started. Every
 * CONNECT asks the broker to send no packet larger than `maximum_packet` bytes (the broker
 * drops bigger messages for this client rather than sending them). The host
 * name is resolved here. Returns 0 once the thread runs, else a libmosquitto error code (the
 * host does not resolve: try again later). When the first attempt failed at once (nothing
 * listens), why is written to `first_error` (`size` bytes), else "". */
int orbiting_room_start(orbiting_room_client *client, const char *host, int port, int keepalive, unsigned min_delay,
                        unsigned max_delay, uint32_t maximum_packet, char *first_error, size_t size);

/** Publishes a message; it is queued and sent by the network thread. Thread-safe. */
int orbiting_room_publish(orbiting_room_client *client, const char *topic, const uint8_t *payload, size_t length,
                          int qos, int retain);

/** Subscribes to a topic filter. Thread-safe. */
int orbiting_room_subscribe(orbiting_room_client *client, const char *filter, int qos);

/** How many publishes the broker has not yet acknowledged (sent, for QoS 0); 0 or less
 * when all have been. Thread-safe. */
int orbiting_room_unacknowledged(orbiting_room_client *client);

/** Starts a clean disconnect (the broker then drops the will); the disconnected callback
 * follows with code 0 once it is sent. Thread-safe. */
int orbiting_room_disconnect(orbiting_room_client *client);

/** Stops the network thread at once (cancelling it: say goodbye first with
 * `orbiting_room_disconnect`) and frees the client. */
void orbiting_room_client_free(orbiting_room_client *client);

/** libmosquitto's words for an error code (English; the system's for MOSQ_ERR_ERRNO); "" when
 * the library is not loaded. */
const char *orbiting_room_error_text(int code);
/** libmosquitto's words for an MQTT 5 CONNACK reason code (English); "" when the library is not loaded. */
const char *orbiting_room_connack_text(int code);

#endif

/* libmosquitto, opened on first use (see CRoomLibrary.h). */

#include "CRoomLibrary.h"

#include <COptionalLibrary.h>
#include <errno.h>
#include <mosquitto.h>
#include <mqtt_protocol.h>
#include <stdlib.h>
#include <string.h>

/* libmosquitto's functions Orbiting calls. */
#define ORBITING_MOSQUITTO_FUNCTIONS(X) \
    X(mosquitto_lib_init) X(mosquitto_new) X(mosquitto_destroy) X(mosquitto_username_pw_set) \
    X(mosquitto_will_set) X(mosquitto_tls_set) X(mosquitto_int_option) X(mosquitto_connect_async) \
    X(mosquitto_loop_start) X(mosquitto_loop_stop) X(mosquitto_disconnect) X(mosquitto_publish) \
    X(mosquitto_subscribe) X(mosquitto_reconnect_delay_set) \
    X(mosquitto_connect_callback_set) X(mosquitto_disconnect_callback_set) X(mosquitto_message_callback_set) \
    X(mosquitto_publish_callback_set) \
    X(mosquitto_strerror) X(mosquitto_connack_string) X(mosquitto_reason_string) \
    X(mosquitto_connect_bind_v5) X(mosquitto_property_add_int32) X(mosquitto_property_free_all)

ORBITING_LIBRARY_TABLE(mosq, ORBITING_MOSQUITTO_FUNCTIONS(ORBITING_LIBRARY_SLOT))
/* Loaded only once its library is initialised. */
ORBITING_LIBRARY_LOADER(mosq, "libmosquitto.so.1", ORBITING_MOSQUITTO_FUNCTIONS(ORBITING_LIBRARY_RESOLVE), 1,
                        table->mosquitto_lib_init() == MOSQ_ERR_SUCCESS)

int orbiting_room_available(void) { return orbiting_mosq_available(); }

struct orbiting_room_client {
    struct mosquitto *handle;
    void *context;
    orbiting_room_connected_fn connected;
    orbiting_room_disconnected_fn disconnected;
    orbiting_room_message_fn message;
    int started;
    /* Publishes of QoS 1 not yet acknowledged by the broker (briefly -1 when the
     * acknowledgement comes before the publish call has returned). */
    int unacknowledged;
};

static void orbiting_room_on_publish(struct mosquitto *handle, void *object, int message_id) {
    (void)handle;
    (void)message_id;
    struct orbiting_room_client *client = object;
    __atomic_sub_fetch(&client->unacknowledged, 1, __ATOMIC_ACQ_REL);
}

static void orbiting_room_on_connect(struct mosquitto *handle, void *object, int code) {
    (void)handle;
    struct orbiting_room_client *client = object;
    void *context = __atomic_load_n(&client->context, __ATOMIC_ACQUIRE);
    if (context) client->connected(context, code);
}

static void orbiting_room_on_disconnect(struct mosquitto *handle, void *object, int code) {
    (void)handle;
    struct orbiting_room_client *client = object;
    void *context = __atomic_load_n(&client->context, __ATOMIC_ACQUIRE);
    if (context) client->disconnected(context, code);
}

static void orbiting_room_on_message(struct mosquitto *handle, void *object, const struct mosquitto_message *message) {
    (void)handle;
    struct orbiting_room_client *client = object;
    if (!message || !message->topic || message->payloadlen < 0) return;
    void *context = __atomic_load_n(&client->context, __ATOMIC_ACQUIRE);
    if (context) client->message(context, message->topic, message->payload, (size_t)message->payloadlen);
}

orbiting_room_client *orbiting_room_client_new(const char *client_id, void *context, orbiting_room_connected_fn connected,
                                               orbiting_room_disconnected_fn disconnected, orbiting_room_message_fn message) {
    if (!orbiting_room_available()) return NULL;
    struct orbiting_room_client *client = calloc(1, sizeof *client);
    if (!client) return NULL;
    client->context = context;
    client->connected = connected;
    client->disconnected = disconnected;
    client->message = message;
    client->handle = mosq.mosquitto_new(client_id, 1, client);
    if (!client->handle) {
        free(client);
        return NULL;
    }
    /* MQTT 5, so that the CONNECT can carry the largest packet this client takes. */
    mosq.mosquitto_int_option(client->handle, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
    mosq.mosquitto_connect_callback_set(client->handle, orbiting_room_on_connect);
    mosq.mosquitto_disconnect_callback_set(client->handle, orbiting_room_on_disconnect);
    mosq.mosquitto_message_callback_set(client->handle, orbiting_room_on_message);
    mosq.mosquitto_publish_callback_set(client->handle, orbiting_room_on_publish);
    return client;
}

void orbiting_room_set_context(orbiting_room_client *client, void *context) {
    __atomic_store_n(&client->context, context, __ATOMIC_RELEASE);
}

int orbiting_room_credentials(orbiting_room_client *client, const char *user, const char *password) {
    return mosq.mosquitto_username_pw_set(client->handle, user, password);
}

int orbiting_room_tls(orbiting_room_client *client, const char *cafile) {
    if (cafile) return mosq.mosquitto_tls_set(client->handle, cafile, NULL, NULL, NULL, NULL);
    return mosq.mosquitto_int_option(client->handle, MOSQ_OPT_TLS_USE_OS_CERTS, 1);
}

int orbiting_room_will(orbiting_room_client *client, const char *topic, const uint8_t *payload, size_t length, int qos,
                       int retain) {
    return mosq.mosquitto_will_set(client->handle, topic, (int)length, payload, qos, retain != 0);
}

/* Keeps the CONNECT property "maximum packet size" on the client for every connection it
 * makes. libmosquitto takes CONNECT properties only through its blocking connect; given no
 * host, that call keeps the properties and returns at once (MOSQ_ERR_INVAL) before it
 * connects, and the asynchronous connect and every reconnect then send them. */
static int orbiting_room_limit_packets(orbiting_room_client *client, uint32_t maximum_packet) {
    mosquitto_property *properties = NULL;
    int code = mosq.mosquitto_property_add_int32(&properties, MQTT_PROP_MAXIMUM_PACKET_SIZE, maximum_packet);
    if (code == MOSQ_ERR_SUCCESS) {
        code = mosq.mosquitto_connect_bind_v5(client->handle, NULL, 0, 60, NULL, properties);
        if (code == MOSQ_ERR_INVAL) code = MOSQ_ERR_SUCCESS;
    }
    mosq.mosquitto_property_free_all(&properties);
    return code;
}

int orbiting_room_start(orbiting_room_client *client, const char *host, int port, int keepalive, unsigned min_delay,
                        unsigned max_delay, uint32_t maximum_packet, char *first_error, size_t size) {
    if (size > 0) first_error[0] = 0;
    if (client->started) return MOSQ_ERR_SUCCESS;
    int limited = orbiting_room_limit_packets(client, maximum_packet);
    if (limited != MOSQ_ERR_SUCCESS) return limited;
    mosq.mosquitto_reconnect_delay_set(client->handle, min_delay, max_delay, 1);
    int code = mosq.mosquitto_connect_async(client->handle, host, port, keepalive);
    if (code == MOSQ_ERR_INVAL || code == MOSQ_ERR_NOMEM || code == MOSQ_ERR_EAI) return code;
    /* A first attempt that fails at once (nothing listens) is retried by the network thread;
     * why it failed is said now, while errno holds it. */
    if (code != MOSQ_ERR_SUCCESS && size > 0) {
        const char *text = code == MOSQ_ERR_ERRNO ? strerror(errno) : mosq.mosquitto_strerror(code);
        strncpy(first_error, text, size - 1);
        first_error[size - 1] = 0;
    }
    int started = mosq.mosquitto_loop_start(client->handle);
    if (started == MOSQ_ERR_SUCCESS) client->started = 1;
    return started;
}

int orbiting_room_publish(orbiting_room_client *client, const char *topic, const uint8_t *payload, size_t length,
                          int qos, int retain) {
    int code = mosq.mosquitto_publish(client->handle, NULL, topic, (int)length, payload, qos, retain != 0);
    /* libmosquitto calls back for QoS 0 once it is written, for QoS 1 once it is acknowledged. */
    if (code == MOSQ_ERR_SUCCESS) __atomic_add_fetch(&client->unacknowledged, 1, __ATOMIC_ACQ_REL);
    return code;
}

int orbiting_room_unacknowledged(orbiting_room_client *client) {
    return __atomic_load_n(&client->unacknowledged, __ATOMIC_ACQUIRE);
}

int orbiting_room_subscribe(orbiting_room_client *client, const char *filter, int qos) {
    return mosq.mosquitto_subscribe(client->handle, NULL, filter, qos);
}

int orbiting_room_disconnect(orbiting_room_client *client) {
    return mosq.mosquitto_disconnect(client->handle);
}

void orbiting_room_client_free(orbiting_room_client *client) {
    if (!client) return;
    mosq.mosquitto_disconnect(client->handle);
    /* Cancelled, not joined: the thread may be waiting on a connect to a host that does not
     * answer, and nothing must wait for that (a goodbye is said first with orbiting_room_disconnect). */
    if (client->started) mosq.mosquitto_loop_stop(client->handle, 1);
    mosq.mosquitto_destroy(client->handle);
    free(client);
}

const char *orbiting_room_error_text(int code) {
    if (code == MOSQ_ERR_ERRNO) return strerror(errno);
    return orbiting_room_available() ? mosq.mosquitto_strerror(code) : "";
}

const char *orbiting_room_connack_text(int code) {
    return orbiting_room_available() ? mosq.mosquitto_reason_string(code) : "";
}

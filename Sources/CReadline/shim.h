#ifndef ORBITING_CREADLINE_SHIM_H
#define ORBITING_CREADLINE_SHIM_H

/* GNU readline for Orbiting. Readline keeps its state in C globals; Swift 6
 * treats mutable globals as unsafe, so each one we touch gets a small accessor
 * here and Swift code never names the globals directly. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/** Sets `rl_readline_name`, so `$if orbiting` sections of ~/.inputrc apply. */
static inline void orbiting_rl_set_name(const char *name) {
    /* Readline keeps the pointer (it reads it for `$if` in inputrc files): keep a copy. */
    static char *kept = NULL;
    free(kept);
    kept = strdup(name);
    rl_readline_name = kept ? kept : "orbiting";
}

/** The current edit buffer (`rl_line_buffer`), never NULL once readline is set up. */
static inline const char *orbiting_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

/** The cursor position in bytes (`rl_point`). */
static inline int orbiting_rl_point(void) { return rl_point; }

/** The readline library version, for `orbiting --version`. */
static inline const char *orbiting_rl_library_version(void) { return rl_library_version ? rl_library_version : "unknown"; }

/** Sets `rl_point`, clamped to the buffer. */
static inline void orbiting_rl_set_point(int point) { rl_point = point < 0 ? 0 : (point > rl_end ? rl_end : point); }

/** The text of the history entry being edited, or NULL when the line is a new one. */
static inline const char *orbiting_rl_current_history_line(void) {
    HIST_ENTRY *entry = current_history();
    return entry && entry->line ? entry->line : NULL;
}

/** The newest history entry's text, or NULL when the history is empty. */
static inline const char *orbiting_rl_newest_history_line(void) {
    HIST_ENTRY *entry = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    return entry && entry->line ? entry->line : NULL;
}

/** Inserts itself: readline's `self-insert`, for binding Tab. */
static inline rl_command_func_t *orbiting_rl_insert_function(void) { return rl_insert; }

/** Readline's terminal preparation, replaced: Orbiting owns the terminal. */
static inline void orbiting_rl_no_terminal_change(int flags) { (void)flags; }
/** Readline's terminal restoring, replaced: Orbiting owns the terminal. */
static inline void orbiting_rl_no_terminal_restore(void) {}
/** No completion: Tab inserts itself, and file names mean nothing in a message. */
static inline char *orbiting_rl_no_completion(const char *text, int state) { (void)text; (void)state; return NULL; }

/** Makes readline an editor without a screen or terminal of its own: keys come from `getc`,
 * `redisplay` is told when the line changed, `available` says whether keys are waiting;
 * readline neither prepares the terminal, nor catches signals, nor completes file names,
 * nor writes anywhere but `sink` (which should be /dev/null). */
static inline void orbiting_rl_configure(rl_getc_func_t *getc, rl_voidfunc_t *redisplay, rl_hook_func_t *available, FILE *sink) {
    rl_getc_function = getc;
    rl_redisplay_function = redisplay;
    rl_input_available_hook = available;
    rl_prep_term_function = orbiting_rl_no_terminal_change;
    rl_deprep_term_function = orbiting_rl_no_terminal_restore;
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_change_environment = 0;
    rl_completion_entry_function = orbiting_rl_no_completion;
    rl_attempted_completion_function = NULL;
    rl_instream = sink;
    rl_outstream = sink;
}

/** Points readline's streams at nothing, before the file they used is closed. */
static inline void orbiting_rl_forget_streams(void) {
    rl_instream = NULL;
    rl_outstream = NULL;
}

/** Removes the newest history entry, freeing it. */
static inline void orbiting_rl_remove_newest_history(void) {
    if (history_length <= 0) return;
    HIST_ENTRY *entry = remove_history(history_length - 1);
    if (entry) {
        histdata_t data = free_history_entry(entry);
        (void)data;
    }
}

/** How many entries the history has. */
static inline int orbiting_rl_history_length(void) { return history_length; }

/** The text of the history entry `offset` from the oldest (0), or NULL past either end. */
static inline const char *orbiting_rl_history_line(int offset) {
    HIST_ENTRY *entry = offset >= 0 && offset < history_length ? history_get(history_base + offset) : NULL;
    return entry && entry->line ? entry->line : NULL;
}

#endif

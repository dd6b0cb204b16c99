#ifndef ORBITING_CREADLINE_SHIM_H
#define ORBITING_CREADLINE_SHIM_H

/* GNU readline for Orbiting. Readline keeps its state in C globals; Swift 6
 * treats mutable globals as unsafe, so each one we touch gets a small accessor
 * here and Swift code never names the globals directly. */

#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/** Sets `rl_readline_name`, so `$if orbiting` sections of ~/.inputrc apply. */
static inline void orbiting_rl_set_name(const char *name) { rl_readline_name = name; }

/** The current edit buffer (`rl_line_buffer`), never NULL once readline is set up. */
static inline const char *orbiting_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

/** The cursor position in bytes (`rl_point`). */
static inline int orbiting_rl_point(void) { return rl_point; }

/** The readline library version, for `orbiting --version`. */
static inline const char *orbiting_rl_library_version(void) { return rl_library_version ? rl_library_version : "unknown"; }

#endif

/* The Swift runtime's source of `CommandLine.arguments`, given the arguments the C library
 * hands to the program's constructors instead of finding them itself.
 *
 * On Linux the runtime learns argc and argv from a C++ static constructor (in the static
 * runtime's CommandLine.cpp) that reads /proc/self/maps, parsing each line with sscanf to find
 * the stack, and walks back from `environ`: about 113,000 instructions and a /proc file the
 * kernel writes out, at every start of every command (7 % of a `show`). glibc calls each
 * constructor of the executable with (argc, argv, envp), so the arguments are simply kept
 * here. Defining the two functions that object file provides keeps the linker from taking it
 * from libswiftCore.a at all (it defines nothing else), and so its constructor never runs.
 * When the runtime is a shared library (debug builds) its own functions are used and these
 * are not.
 *
 * Both are called from Swift with the Swift calling convention; their contract (an argument
 * vector that lives as long as the process, and an override set by the runtime's users) is
 * the runtime's own. */

#include "CProcessArguments.h"

#if defined(__linux__)

#include <stddef.h>

static char **orbiting_arguments;
static int orbiting_arguments_count;
static char **orbiting_override_arguments;
static int orbiting_override_arguments_count;

__attribute__((constructor))
static void orbiting_keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    orbiting_arguments = argv;
    orbiting_arguments_count = argc;
}

__attribute__((swiftcall, used, visibility("default")))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *empty[] = { NULL };
    if (orbiting_override_arguments) {
        *outArgLen = orbiting_override_arguments_count;
        return orbiting_override_arguments;
    }
    if (!orbiting_arguments) {
        *outArgLen = 0;
        return empty;
    }
    *outArgLen = orbiting_arguments_count;
    return orbiting_arguments;
}

__attribute__((swiftcall, used, visibility("default")))
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    orbiting_override_arguments = argv;
    orbiting_override_arguments_count = argc;
}

#endif

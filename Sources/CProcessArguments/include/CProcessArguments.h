/* The process's arguments as the C library hands them over at start, for the Swift runtime
 * (see process_arguments.c). Nothing here is called from Swift: linking the target is all. */
#ifndef ORBITING_PROCESS_ARGUMENTS_H
#define ORBITING_PROCESS_ARGUMENTS_H

/* How many arguments the process was started with (0 before the C library has run the
 * program's constructors). */
int orbiting_argument_count(void);

#endif

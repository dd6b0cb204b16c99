/* The process's arguments as the C library hands them over at start, for the Swift runtime
 * (see process_arguments.c). It declares nothing: Swift calls nothing here, and linking the
 * target into the executable is all it takes. */
#ifndef ORBITING_PROCESS_ARGUMENTS_H
#define ORBITING_PROCESS_ARGUMENTS_H
#endif

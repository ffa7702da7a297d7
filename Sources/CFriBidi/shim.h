// FriBidi: the Unicode bidirectional algorithm (UAX #9). Debian: libfribidi-dev.
#include <fribidi.h>

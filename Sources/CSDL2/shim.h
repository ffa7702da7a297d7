// SDL2 (windows, events, textures, clipboard) for TrellisSDL. Debian: libsdl2-dev.
// Included as <SDL2/SDL.h> (SDL's own headers include each other with quotes), so no include path is needed:
// pkg-config's `sdl2` cflags carry -D_REENTRANT, a flag SwiftPM refuses with a warning on every build.
#include <SDL2/SDL.h>

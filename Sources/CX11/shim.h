// Xlib for TrellisSDL's display scale on X11: the `Xft.dpi` resource of the X server's resource database (the
// setting desktops use for HiDPI; SDL2 does not read it). Debian: libx11-dev (a dependency of libsdl2-dev).
#include <X11/Xlib.h>
#include <X11/Xresource.h>
#include <X11/Xatom.h>

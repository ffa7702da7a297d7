// fontconfig: font discovery, name matching and per-character fallback. Debian: libfontconfig-dev.
#include <fontconfig/fontconfig.h>

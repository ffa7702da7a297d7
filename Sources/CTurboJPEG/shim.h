// libjpeg-turbo's TurboJPEG API (errors are return codes, no setjmp): JPEG decoding for TrellisCairo.
// Debian: libturbojpeg0-dev.
#include <turbojpeg.h>

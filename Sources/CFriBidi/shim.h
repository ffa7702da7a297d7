// FriBidi: the Unicode bidirectional algorithm (UAX #9). Debian: libfribidi-dev.
#include <fribidi.h>

// The paragraph directions, as functions (FriBidi's macros are not importable into Swift).
static inline FriBidiParType trellis_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType trellis_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType trellis_fribidi_par_weak_ltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType trellis_fribidi_par_weak_rtl(void) { return FRIBIDI_PAR_WRTL; }

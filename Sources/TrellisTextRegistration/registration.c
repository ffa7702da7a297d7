// Makes the full text engine Trellis's default in every program that links TrellisText (TrellisCairo does),
// without a call from the app: a load-time constructor calls TrellisText's registration function, which only
// records a factory (the engine itself is made on first use of the default engine).
#include "TrellisTextRegistration.h"

extern void trellis_text_register_full_engine(void);

__attribute__((constructor)) static void trellis_text_registration(void) {
    trellis_text_register_full_engine();
}

// Registers TrellisText's engine with Trellis when the program starts (see registration.c).
#pragma once

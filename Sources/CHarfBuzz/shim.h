// HarfBuzz (OpenType shaping) with its own OpenType font functions, and FreeType for outlines and color
// glyphs. Debian: libharfbuzz-dev (which brings libfreetype-dev).
#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

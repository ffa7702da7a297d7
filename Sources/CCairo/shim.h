// Cairo (image, PDF and SVG surfaces; PNG reading and writing) and its FreeType font backend.
// Debian: libcairo2-dev (which brings libfreetype-dev).
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#include <cairo-ft.h>

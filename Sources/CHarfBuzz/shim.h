// The C headers TypeRampText uses from HarfBuzz and FreeType (found via pkg-config harfbuzz, whose
// cflags include freetype2). Only TypeRampText's adapter classes touch these.
#ifndef TYPERAMP_CHARFBUZZ_SHIM_H
#define TYPERAMP_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#endif
